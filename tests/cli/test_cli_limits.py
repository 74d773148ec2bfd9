"""Huge inputs on the command line: each refused with one line and exit 2, in well under
ten seconds (issue 17, point 4). The refusals take a fraction of a second; ten seconds
is the margin for a loaded machine."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time

import pytest

from studio.cli import main
from studio.cli.exits import Exit

FAST = 10.0
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def refused(capsys, args: list[str], message: str) -> str:
    start = time.perf_counter()
    assert main(args) == Exit.BAD_INPUT
    assert time.perf_counter() - start < FAST
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1, err
    return err


def test_a_three_gigabyte_stream_on_stdin_is_refused_after_its_first_100_kb():
    if shutil.which("head") is None:
        pytest.skip("no `head` to make the stream")
    env = {**os.environ, "PYTHONPATH": ROOT}
    start = time.perf_counter()
    stream = subprocess.Popen(["head", "-c", "3G", "/dev/zero"], stdout=subprocess.PIPE)
    done = subprocess.run(
        [sys.executable, "-m", "studio", "solve", "-"], stdin=stream.stdout, capture_output=True, text=True, env=env
    )
    assert stream.stdout is not None
    stream.stdout.close()
    stream.kill()
    stream.wait()
    assert time.perf_counter() - start < FAST + 5  # a process start as well
    assert done.returncode == Exit.BAD_INPUT
    assert (
        done.stderr
        == "puzzle-studio: stdin: this is more than 100,000 bytes, far too large for a puzzle (at most 100,000)\n"
    )


def test_dev_zero_as_a_puzzle_and_as_a_word_list(tmp_path, capsys):
    refused(capsys, ["solve", "/dev/zero"], "far too large for a puzzle")
    puzzle = tmp_path / "p.txt"
    puzzle.write_text("CAT\nU.I\nTOE\n\nggg\ng.g\nggg\n")
    refused(capsys, ["solve", "--words", "/dev/zero", str(puzzle)], "far too large for a word list")
    refused(capsys, ["wordsets", "--words", "/dev/zero"], "far too large for a word list")


def test_huge_shapes_are_refused_before_any_mask(tmp_path, capsys):
    refused(capsys, ["generate", "--shape", "99999x99999", "--out", str(tmp_path)], "99999x99999 grid is too large")
    refused(capsys, ["enumerate", "--shape", "solid10001x10001"], "too large")
    tiny = tmp_path / "tiny.json"
    tiny.write_text('{"shape":"99999x99999","tiles":[],"colors":[]}')
    refused(capsys, ["solve", str(tiny)], "too large")


def test_huge_searches_are_refused_with_their_size(capsys):
    err = refused(capsys, ["wordsets", "-k", "13", "-n", "2"], "partial sets to search")
    assert err.rstrip().endswith("pass --large to search anyway")
    err = refused(capsys, ["letterboxed", "solve", "SALTEBRX ONICDUGQ PHMYWKFZ"], "24-letter board")
    assert err.rstrip().endswith("pass --large to search anyway")


def capped(args: list[str], memory: int) -> subprocess.CompletedProcess[str]:
    """The CLI in a process that may map at most `memory` bytes (a MemoryError is exit 70)."""
    import resource

    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))

    env = {**os.environ, "PYTHONPATH": ROOT}
    command = [sys.executable, "-m", "studio", *args]
    return subprocess.run(command, capture_output=True, text=True, env=env, preexec_fn=cap, timeout=300)


@pytest.mark.slow
def test_word_sets_refuse_every_6_letter_group_under_a_memory_cap(tmp_path):
    """Every set of 6 different letters (C(26,6) = 230,230 words): the estimate's old
    preparation built a 6.6 GB table of fitting pairs (37 GB on the way) and died of it
    under a 3 GB cap (exit 70). Now the estimate needs no table, and a search that
    would build one past 1 GB is refused, --large or not."""
    from itertools import combinations

    words = tmp_path / "six.txt"
    words.write_text("".join("".join(c) + "\n" for c in combinations("abcdefghijklmnopqrstuvwxyz", 6)))
    done = capped(["wordsets", "-k", "4", "-n", "6", "--words", str(words)], 1_500_000_000)
    assert (done.returncode, done.stderr.count("\n")) == (Exit.BAD_INPUT, 1), done.stderr
    assert "4 words of 6 letters from these 230,230 words make about" in done.stderr and "pass --large" in done.stderr
    done = capped(["wordsets", "-k", "4", "-n", "6", "--large", "--words", str(words)], 1_500_000_000)
    assert (done.returncode, done.stderr.count("\n")) == (Exit.BAD_INPUT, 1), done.stderr
    assert "230,230 words of 6 different letters need a 6.6 GB table" in done.stderr


@pytest.mark.slow
def test_every_grid_of_the_common_tier_is_sized_up_and_refused_before_any_output(tmp_path, capsys):
    """About 2 billion 5x5 grids (tests/core/test_fill.py): hours, tens of gigabytes."""
    out = tmp_path / "grids.txt"
    err = refused(capsys, ["enumerate", "--shape", "5x5", "--out", str(out)], "every grid would take")
    assert "min on 1 process" in err or " h on 1 process" in err
    assert " GB)" in err and "--pin" in err and err.rstrip().endswith("pass --large to search anyway")
    assert not out.exists() and not list(tmp_path.iterdir())


def test_wordle_answer_lists_past_the_table_limit_are_refused(tmp_path, capsys):
    letters = "abcdefghijklmnopqrstuvwxyz"
    words = tmp_path / "words.txt"
    words.write_text("\n".join(a + b + c + d + "e" for a in letters for b in letters for c in letters for d in "abc"))
    refused(capsys, ["wordle", "suggest", "--answers", str(words), "--guesses", str(words)], "table of patterns")


@pytest.mark.slow
def test_a_number_of_processes_past_four_per_core_is_refused_before_one_starts(capsys):
    most = 4 * (os.cpu_count() or 1)
    refused(
        capsys, ["enumerate", "--shape", "3x3", "--jobs", "1000000000"], f"1000000000 processes: choose 1 to {most}"
    )
    refused(capsys, ["wordle", "backtest", "--jobs", str(most + 1)], f"{most + 1} processes: choose 1 to {most}")


@pytest.mark.slow
def test_a_grid_file_that_would_not_fit_its_disk_is_refused_before_any_output(tmp_path, capsys, monkeypatch):
    """Even with --large: the estimate (tens of gigabytes) against a disk with 1 MB free."""
    monkeypatch.setattr(shutil, "disk_usage", lambda _path: shutil._ntuple_diskusage(10**9, 10**9 - 10**6, 10**6))
    out = tmp_path / "grids.txt"
    err = refused(capsys, ["enumerate", "--shape", "5x5", "--large", "--out", str(out)], "not started: the grids")
    assert f"in {tmp_path}, which has 1.0 MB free" in err and " GB " in err
    assert not out.exists() and not list(tmp_path.iterdir())
