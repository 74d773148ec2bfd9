"""`enumerate --scheduler` when the cluster goes away mid-search (issue 30): a killed
scheduler, or every worker killed, ends the run with exit 75 and one line that says so
(not "bad input", not "could not write", no traceback or Dask log), and a checkpointed
run resumes on a cluster started again to exactly the brute force's set."""

from __future__ import annotations

import re
import signal
import subprocess

import pytest

from studio.cli.exits import Exit
from tests.cli.test_kills import (
    LETTERS,
    brute_force_grids,
    canonical,
    kill_while_writing,
    studio,
    three_letter_words,
)
from tests.core.test_fill_dask import cluster

pytest.importorskip("distributed", reason='the cluster extra: pip install -e ".[cluster]"')

CHUNKS = 64  # enumerate's default --chunks


def recorded(checkpoint) -> int:
    return len(checkpoint.read_text().splitlines()) - 2  # a header, the run, one line per chunk


def one_line(child: subprocess.Popen) -> str:
    """The run's stderr, asserted to be one line of ours: no traceback, no Dask log."""
    err = child.stderr.read().decode()
    assert err.count("\n") == 1 and err.startswith("puzzle-studio: "), err
    return err


@pytest.mark.slow  # a scheduler and two workers, twice
def test_a_killed_scheduler_exits_75_and_the_checkpoint_resumes_on_a_new_one(tmp_path):
    words = three_letter_words(tmp_path / "words.txt", LETTERS)
    out, checkpoint = tmp_path / "grids.txt", tmp_path / "done.txt"
    run = ("enumerate", "--shape", "3x3", "--words", str(tmp_path / "words.txt"), "--out", str(out))
    run += ("--checkpoint", str(checkpoint))
    (tmp_path / "first").mkdir(), (tmp_path / "second").mkdir()  # a scheduler file each
    with cluster(tmp_path / "first") as first:
        child = studio(*run, "--scheduler", first.address, tmp=tmp_path)
        kill_while_writing(child, out, 1, signal.SIGKILL, first.processes[0])
        assert child.returncode == Exit.CLUSTER_LOST == 75
        err = one_line(child)
    assert re.fullmatch(
        rf"puzzle-studio: lost the Dask scheduler at {first.address} mid-search \(was it stopped\?\); "
        rf"the parts recorded in {checkpoint} are kept: rerun the command on a running cluster to resume\n",
        err,
    ), err
    assert 0 < recorded(checkpoint) < CHUNKS, "the kill came before the first chunk or after the last"
    with cluster(tmp_path / "second") as second:
        resumed = studio(*run, "--scheduler", second.address, tmp=tmp_path)
        _, err = resumed.communicate(timeout=600)
        assert resumed.returncode == 0 and err == b""
    lines = out.read_text().splitlines()
    expected = brute_force_grids(words)
    assert lines[-1] == f"# {len(expected)} grids"
    grids = [canonical(line) for line in lines[:-1]]
    assert len(grids) == len(set(grids)) and set(grids) == expected


@pytest.mark.slow  # a scheduler and two workers
def test_every_worker_killed_exits_75_saying_none_is_left(tmp_path):
    three_letter_words(tmp_path / "words.txt", LETTERS)
    out = tmp_path / "grids.txt"
    run = ("enumerate", "--shape", "3x3", "--words", str(tmp_path / "words.txt"), "--out", str(out))
    with cluster(tmp_path) as started:
        child = studio(*run, "--checkpoint", str(tmp_path / "done.txt"), "--scheduler", started.address, tmp=tmp_path)
        kill_while_writing(child, out, 1, signal.SIGKILL, *started.workers)
        assert child.returncode == Exit.CLUSTER_LOST
        err = one_line(child)
        assert started.processes[0].poll() is None  # the scheduler lives on
    assert err.startswith(f"puzzle-studio: no Dask worker is left at {started.address}: they all ended mid-search; ")
    assert 0 < recorded(tmp_path / "done.txt") < CHUNKS
