"""Writing files so that a crash, a full disk or an error never leaves half a file behind.

The new contents go to a temporary file beside the target; every write is checked, the
file is flushed and synced to the disk, its size checked against what was written, and
only then renamed onto the target. A new file gets the mode `open()` would give it under
the user's umask (not mkstemp's 0600: others may need to read puzzles and pictures); a
replaced file keeps its mode. A read-only target is refused, never replaced.

A temporary file is named `.{target name}.{pid}-{random}.tmp`, and a spool folder
`puzzle-studio-{purpose}-{pid}-{random}` in the system's temporary folder: a run killed
with SIGKILL cannot remove them, so the next write to the same folder (or the next
spool) removes those whose process is gone.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

from studio.core.errors import WriteError
from studio.core.facts import Code, fact

NEW_FILE_MODE = 0o666  # what open() asks for; the kernel takes the umask off


class CheckedOutput:
    """A binary file whose every write must be whole; `finish` makes it durable and
    checks the disk holds every byte written."""

    def __init__(self, raw: BinaryIO) -> None:
        self.raw = raw
        self.written = 0

    def write(self, data: bytes) -> int:
        count = self.raw.write(data)
        if count != len(data):
            raise OSError(errno.EIO, f"only {count} of {len(data)} bytes were written")
        self.written += count
        return count

    def finish(self) -> None:
        self.raw.flush()
        os.fsync(self.raw.fileno())
        size = os.fstat(self.raw.fileno()).st_size
        if size != self.written:
            raise OSError(errno.EIO, f"the disk holds {size} of the {self.written} bytes written")


def _kept_mode(path: Path) -> int | None:
    """The mode of the file `path` replaces (None: a new file). Raises WriteError for
    what must not be replaced: a folder, a device, a read-only file."""
    try:
        found = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as err:
        raise WriteError(fact(Code.CANNOT_WRITE, reason=err.strerror or str(err)), source=str(path)) from None
    if stat.S_ISDIR(found.st_mode):
        raise WriteError(fact(Code.IS_A_FOLDER), source=str(path))
    if not stat.S_ISREG(found.st_mode):
        raise WriteError(fact(Code.NOT_A_REGULAR_FILE), source=str(path))
    if not found.st_mode & 0o222 or not os.access(path, os.W_OK):
        raise WriteError(fact(Code.READ_ONLY), source=str(path))
    return stat.S_IMODE(found.st_mode)


def _temporary(path: Path) -> tuple[int, Path]:
    """A new file beside `path` (hidden, `.tmp`), opened for writing, created with
    NEW_FILE_MODE so that the umask applies as it does to open()."""
    folder = path.parent
    while True:
        tmp = folder / f".{path.name}.{os.getpid()}-{os.urandom(4).hex()}.tmp"
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, NEW_FILE_MODE), tmp
        except FileExistsError:
            continue
        except OSError as err:
            raise WriteError(fact(Code.CANNOT_WRITE, reason=err.strerror or str(err)), source=str(path)) from None


STALE_SECONDS = 60.0  # untouched this long and its process gone: a killed run's leftover
TEMP_FILE = re.compile(r"\..+\.(?P<pid>\d+)-[a-z0-9_]+\.tmp")
SPOOL = re.compile(r"puzzle-studio-[a-z]+-(?P<pid>\d+)-[a-z0-9_]+")
_swept: set[Path] = set()  # folders this process has already swept: once each is enough


@contextmanager
def atomic_output(path: str | Path) -> Iterator[CheckedOutput]:
    """A checked binary output whose contents replace `path` only once all of it is on
    the disk. Raises WriteError (a message for a person) when the file cannot be
    written whole; the old file, if any, is then untouched and no temporary file stays."""
    path = Path(path)
    _sweep_once(path.parent, TEMP_FILE)
    mode = _kept_mode(path)
    fd, tmp = _temporary(path)
    try:
        with os.fdopen(fd, "wb") as raw:
            if mode is not None:
                os.fchmod(raw.fileno(), mode)
            out = CheckedOutput(raw)
            yield out
            out.finish()
        os.replace(tmp, path)
    except OSError as err:
        tmp.unlink(missing_ok=True)
        raise WriteError(fact(Code.CANNOT_WRITE, reason=err.strerror or str(err)), source=str(path)) from None
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def write_atomic(path: str | Path, data: str | bytes) -> None:
    """`data` (text is written as UTF-8 with \\n line ends) as the whole of `path`."""
    with atomic_output(path) as out:
        out.write(data.encode("utf-8") if isinstance(data, str) else data)


def make_folder(path: str | Path) -> Path:
    """`path` as a folder to write into, made (with its parents) when missing. Raises
    WriteError when it cannot be: a file is there, or the place is not writable."""
    path = Path(path)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise WriteError(fact(Code.NOT_A_FOLDER), source=str(path)) from None
    except OSError as err:
        raise WriteError(fact(Code.CANNOT_MAKE_FOLDER, reason=err.strerror or str(err)), source=str(path)) from None
    return path


def spool_folder(purpose: str) -> Path:
    """A new folder for a long search's files (`purpose` in a-z), in the system's
    temporary folder; the caller removes it, and the next spool removes a killed run's."""
    import tempfile

    root = Path(tempfile.gettempdir())
    _sweep_once(root, SPOOL)
    return Path(tempfile.mkdtemp(prefix=f"puzzle-studio-{purpose}-{os.getpid()}-", dir=root))


def remove_stale(folder: Path, pattern: re.Pattern[str]) -> list[Path]:
    """Remove the entries of `folder` named by `pattern` (its `pid` group, the process
    that made them) whose process is gone and that are older than STALE_SECONDS;
    returns what it removed. A process id can be reused: a live one keeps its files."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    removed = []
    now = time.time()
    for entry in entries:
        named = pattern.fullmatch(entry.name)
        if named is None or process_alive(int(named["pid"])):
            continue
        try:
            if now - entry.stat(follow_symlinks=False).st_mtime < STALE_SECONDS:
                continue
            if entry.is_dir(follow_symlinks=False):
                import shutil

                shutil.rmtree(entry.path)
            else:
                os.unlink(entry.path)
        except OSError:
            continue  # another process removed it first, or it is not ours to remove
        removed.append(Path(entry.path))
    return removed


def _sweep_once(folder: Path, pattern: re.Pattern[str]) -> None:
    key = folder.resolve()
    if key not in _swept:
        _swept.add(key)
        remove_stale(folder, pattern)


def process_alive(pid: int) -> bool:
    """Whether process `pid` runs (a reused id counts: it keeps its files)."""
    if pid == os.getpid() or os.name == "nt":  # on Windows os.kill(pid, 0) sends a Ctrl+C: keep all
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process
    except (OverflowError, ValueError):
        return False  # no such process can exist
    return True
