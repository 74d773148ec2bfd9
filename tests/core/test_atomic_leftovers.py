"""A killed run's temporary files carry its process id, and the next write to the same
folder removes those whose process is gone and that are over a minute old."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from studio.core import atomic
from studio.core.atomic import SPOOL, STALE_SECONDS, TEMP_FILE, atomic_output, remove_stale, spool_folder


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def leftover(path, seconds=2 * STALE_SECONDS, data=b"half"):
    """A file last written `seconds` ago."""
    path.write_bytes(data)
    past = time.time() - seconds
    os.utime(path, (past, past))
    return path


def test_a_temporary_file_is_named_for_its_target_and_its_process(tmp_path):
    with atomic_output(tmp_path / "puzzle.json") as out:
        (tmp,) = tmp_path.iterdir()
        assert tmp.name.startswith(f".puzzle.json.{os.getpid()}-")
        assert TEMP_FILE.fullmatch(tmp.name)["pid"] == str(os.getpid())
        out.write(b"{}")
    assert [p.name for p in tmp_path.iterdir()] == ["puzzle.json"]


def test_only_old_leftovers_of_dead_processes_are_removed(tmp_path):
    dead = dead_pid()
    gone = leftover(tmp_path / f".sheet.pdf.{dead}-abc123_x.tmp")
    fresh = leftover(tmp_path / f".sheet.pdf.{dead}-zzz999.tmp", 0)  # a writer on another machine may be busy
    live = leftover(tmp_path / f".sheet.pdf.{os.getppid()}-abc123.tmp")
    other = leftover(tmp_path / f".notes.{dead}-x.txt")  # not ours: no .tmp
    assert remove_stale(tmp_path, TEMP_FILE) == [gone]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in (fresh, live, other))


def test_the_next_write_to_the_folder_sweeps_it_and_the_next_spool_sweeps_spools(tmp_path, monkeypatch):
    dead = dead_pid()
    leftover(tmp_path / f".daily-1.png.{dead}-k2j4h5g6.tmp")
    monkeypatch.setattr(atomic, "_swept", set())
    with atomic_output(tmp_path / "other.json") as out:
        out.write(b"{}")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.json"]
    temporary = tmp_path / "tmp"
    spool = temporary / f"puzzle-studio-grids-{dead}-abcd1234"
    spool.mkdir(parents=True)
    leftover(spool / "000001.txt")
    os.utime(spool, (time.time() - 2 * STALE_SECONDS,) * 2)
    monkeypatch.setattr("tempfile.tempdir", str(temporary))
    made = spool_folder("grids")
    assert SPOOL.fullmatch(made.name)["pid"] == str(os.getpid())
    assert [p.name for p in temporary.iterdir()] == [made.name]
