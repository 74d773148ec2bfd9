"""The one atomic writer: the modes open() would give, read-only targets kept, and a
failing disk (a file object that fails, a real full tmpfs) never costing the old file.

Oracles: the umask rule (a new file is 0666 minus the umask; open() keeps an existing
file's mode), and the old file's bytes, read back after the failure.
"""

from __future__ import annotations

import errno
import os
import shutil
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from studio.core import atomic
from studio.core.atomic import make_folder, write_atomic
from studio.core.errors import WriteError

ROOT = Path(__file__).resolve().parents[2]


def mode_of(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


@pytest.mark.parametrize("umask", [0o022, 0o077, 0o002])
def test_a_new_file_gets_the_mode_open_gives_under_the_umask(tmp_path, umask):
    old = os.umask(umask)
    try:
        write_atomic(tmp_path / "ours.json", "{}")
        with open(tmp_path / "plain.json", "w") as f:  # the oracle: what open() gives
            f.write("{}")
    finally:
        os.umask(old)
    assert mode_of(tmp_path / "ours.json") == mode_of(tmp_path / "plain.json") == 0o666 & ~umask


def test_a_replaced_file_keeps_its_mode_as_open_would(tmp_path):
    target = tmp_path / "shared.json"
    target.write_text("old")
    target.chmod(0o664)
    old = os.umask(0o077)
    try:
        write_atomic(target, "new")
    finally:
        os.umask(old)
    assert target.read_text() == "new" and mode_of(target) == 0o664


def test_a_read_only_file_is_refused_not_replaced(tmp_path):
    target = tmp_path / "keep.json"
    target.write_text("precious")
    target.chmod(0o444)
    with pytest.raises(WriteError, match="read-only"):
        write_atomic(target, "replacement")
    assert target.read_text() == "precious" and mode_of(target) == 0o444
    assert leftovers(tmp_path) == []


@pytest.mark.parametrize("target", ["folder", "/dev/null"])
def test_a_folder_or_a_device_is_refused(tmp_path, target):
    path = tmp_path if target == "folder" else Path(target)
    with pytest.raises(WriteError):
        write_atomic(path, "x")


class FullDisk:
    """A file whose writes fail as a full disk makes them: short, then ENOSPC."""

    def __init__(self, real, fail: str) -> None:
        self.real, self.fail = real, fail

    def write(self, data: bytes) -> int:
        if self.fail == "short":
            return self.real.write(data[: len(data) // 2])
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def __getattr__(self, name):
        return getattr(self.real, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.real.close()


@pytest.mark.parametrize("fail", ["short", "enospc"])
def test_a_failing_write_keeps_the_old_file_and_says_why(tmp_path, monkeypatch, fail):
    target = tmp_path / "puzzle.json"
    target.write_text("the good one")
    real_fdopen = os.fdopen
    monkeypatch.setattr(atomic.os, "fdopen", lambda fd, mode: FullDisk(real_fdopen(fd, mode), fail))
    with pytest.raises(WriteError, match="cannot write there"):
        write_atomic(target, "a new puzzle " * 1000)
    monkeypatch.undo()
    assert target.read_text() == "the good one"
    assert leftovers(tmp_path) == []


def test_a_failing_fsync_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "puzzle.json"
    target.write_text("the good one")

    def no_room(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic.os, "fsync", no_room)
    with pytest.raises(WriteError, match="No space left"):
        write_atomic(target, "new")
    monkeypatch.undo()
    assert target.read_text() == "the good one" and leftovers(tmp_path) == []


def test_a_folder_where_a_file_is_is_a_write_error(tmp_path):
    (tmp_path / "taken").write_text("a file")
    with pytest.raises(WriteError, match="is not a folder"):
        make_folder(tmp_path / "taken")
    with pytest.raises(WriteError, match="cannot make this folder"):
        make_folder(tmp_path / "taken" / "below")
    assert make_folder(tmp_path / "new" / "deep").is_dir()


def mount_point(tmp_path: Path) -> Path:
    """A folder to mount a private tmpfs on (in a user namespace: no root needed, nothing
    seen outside); skips where this machine allows none."""
    if shutil.which("unshare") is None:
        pytest.skip("no unshare command to mount a private tmpfs")
    probe = in_namespace("mount -t tmpfs -o size=64k tmpfs /mnt")
    if probe.returncode:
        pytest.skip(f"cannot mount a tmpfs in a user namespace: {probe.stderr.strip()}")
    mount = tmp_path / "disk"
    mount.mkdir()
    return mount


def in_namespace(shell: str, **env: str) -> subprocess.CompletedProcess:
    """`shell` run as root of a private user and mount namespace, with this checkout's studio."""
    return subprocess.run(
        ["unshare", "-rm", "sh", "-c", shell],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT), **env},
        timeout=300,
    )


FULL_DISK_SCRIPT = """
import errno, os, sys
from pathlib import Path
from studio.core.atomic import write_atomic
from studio.core.errors import WriteError

folder = Path(sys.argv[1])
target = folder / "good.json"
write_atomic(target, "x" * 20_000)  # a good file, then a disk filled to the last byte
with open(folder / "filler", "wb", buffering=0) as filler:
    try:
        while True:
            filler.write(b"\\0" * 4096)
    except OSError as err:
        assert err.errno == errno.ENOSPC
    try:
        while True:
            filler.write(b"\\0")
    except OSError:
        pass
try:
    write_atomic(target, "y" * 50_000)
except WriteError as err:
    print("refused:", err)
print("intact" if target.read_text() == "x" * 20_000 else "DESTROYED")
print("left:", sorted(p.name for p in folder.iterdir() if p.name.startswith(".")))
"""


def test_a_real_full_disk_never_destroys_the_good_file(tmp_path):
    mount = mount_point(tmp_path)
    script = tmp_path / "fill.py"
    script.write_text(FULL_DISK_SCRIPT)
    done = in_namespace(f"mount -t tmpfs -o size=256k tmpfs {mount} && {sys.executable} {script} {mount}")
    assert done.returncode == 0, done.stderr
    assert "refused:" in done.stdout and "No space left" in done.stdout, done.stdout
    assert "intact" in done.stdout and "left: []" in done.stdout, textwrap.shorten(done.stdout, 300)
