"""Writing files so that a crash or an error never leaves half a file behind.

A temporary file is named `.{target name}.{pid}-{random}.tmp` beside its target, and a
spool folder `puzzle-studio-{purpose}-{pid}-{random}` in the system's temporary
folder: a run killed with SIGKILL cannot remove them, so the next write to the same
folder (or the next spool) removes those whose process is gone.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from studio.core.errors import PuzzleError

STALE_SECONDS = 60.0  # untouched this long and its process gone: a killed run's leftover
TEMP_FILE = re.compile(r"\..+\.(?P<pid>\d+)-[a-z0-9_]+\.tmp")
SPOOL = re.compile(r"puzzle-studio-[a-z]+-(?P<pid>\d+)-[a-z0-9_]+")
_swept: set[Path] = set()  # folders this process has already swept: once each is enough


@contextmanager
def atomic_target(path: str | Path) -> Iterator[Path]:
    """A temporary path beside `path` to write to; renamed onto `path` only on success.

    Raises PuzzleError (a message for a person) when the folder cannot be written.
    """
    import tempfile  # here, and shutil below: they import more than a read-only command needs

    path = Path(path)
    folder = path.parent
    _sweep_once(folder, TEMP_FILE)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}-", suffix=".tmp", dir=folder)
    except OSError as err:
        raise PuzzleError(f"cannot write there: {err.strerror or err}", source=str(path)) from None
    os.close(fd)
    try:
        yield Path(tmp)
        os.replace(tmp, path)
    except OSError as err:
        Path(tmp).unlink(missing_ok=True)
        raise PuzzleError(f"cannot write there: {err.strerror or err}", source=str(path)) from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_atomic(path: str | Path, text: str) -> None:
    with atomic_target(path) as tmp, open(tmp, "w", encoding="utf-8", newline="\n") as out:
        out.write(text)
        out.flush()
        os.fsync(out.fileno())


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
