"""Exhaustive enumeration on Dask (issue 25): the 7x7 common-7 count on a LocalCluster and on
a scheduler and workers started as separate processes, the same grid file as one process
writes, a worker killed mid-run, a run stopped on one engine resumed on the other, and each
worker's share of a run."""

from __future__ import annotations

import json
import logging
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from studio.cli import main
from studio.core.cluster import in_order
from studio.core.errors import PuzzleError
from studio.core.waffle.fill.enumerate import enumerate_grids
from studio.core.waffle.shape import parse_shape_name, waffle_shape
from studio.core.words import load_wordlist, words_from
from tests.cli.test_kills import finish, kill_while_writing, studio
from tests.conftest import ROOT
from tests.core.test_chunks import uneven_words
from tests.core.test_fill import brute_force, distinct_up_to_transpose

pytest.importorskip("distributed", reason='the cluster extra: pip install -e ".[cluster]"')

COMMON_7_GRIDS = 107_832  # the seed's nested loops on the same list (benchmarks/bench_enumerate.py)
START_SECONDS = 120  # a loaded 2-core machine can take long to start Python processes


@pytest.fixture(scope="module")
def common_7(shared_data: Path) -> Path:
    return shared_data / "generation" / "common-7-letter-words.txt"


@pytest.fixture(scope="module")
def one_process(common_7: Path, tmp_path_factory) -> bytes:
    """The grid file of the single-machine engine, one process: chunk after chunk."""
    out = tmp_path_factory.mktemp("one") / "grids.txt"
    assert main(["enumerate", "--shape", "7x7", "--words", str(common_7), "--out", str(out)]) == 0
    data = out.read_bytes()
    assert data.endswith(f"# {COMMON_7_GRIDS} grids\n".encode())
    return data


class Cluster:
    """A Dask scheduler and `workers` single-threaded worker processes on 127.0.0.1, as a
    user starts them on other machines (`dask scheduler`, `dask worker ADDRESS`)."""

    def __init__(self, folder: Path, workers: int) -> None:
        self.folder, self.processes = folder, []
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.log = open(folder / "dask.log", "wb")  # noqa: SIM115 (closed in stop)
        scheduler_file = folder / "scheduler.json"
        self.processes.append(
            self._start(
                env,
                "dask_scheduler",
                "--host",
                "127.0.0.1",
                "--port",
                "0",
                "--scheduler-file",
                str(scheduler_file),
                "--no-dashboard",
            )
        )
        deadline = time.monotonic() + START_SECONDS
        while not scheduler_file.exists() or not scheduler_file.read_text().strip():
            assert time.monotonic() < deadline, "the scheduler did not start"
            time.sleep(0.1)
        self.address = json.loads(scheduler_file.read_text())["address"]
        self.workers = [
            self._start(
                env,
                "dask_worker",
                self.address,
                "--nthreads",
                "1",
                "--no-nanny",
                "--no-dashboard",
                "--death-timeout",
                "60",
                "--local-directory",
                str(folder),
            )
            for _ in range(workers)
        ]
        self.processes.extend(self.workers)
        from distributed import Client

        with Client(self.address, timeout=START_SECONDS) as client:
            client.wait_for_workers(workers, timeout=START_SECONDS)

    def _start(self, env: dict[str, str], command: str, *args: str) -> subprocess.Popen:
        return subprocess.Popen(
            [sys.executable, "-m", f"distributed.cli.{command}", *args],
            cwd=self.folder,
            env=env,
            stdout=self.log,
            stderr=self.log,
        )

    def stop(self) -> None:
        for process in reversed(self.processes):
            if process.poll() is None:
                process.kill()
            process.wait(timeout=60)
        self.log.close()


@contextmanager
def cluster(folder: Path, workers: int = 2) -> Iterator[Cluster]:
    started = Cluster(folder, workers)
    try:
        yield started
    finally:
        started.stop()


@pytest.fixture(scope="module")
def scheduler(tmp_path_factory) -> Iterator[str]:
    with cluster(tmp_path_factory.mktemp("cluster")) as started:
        yield started.address


def enumerate_7x7(common_7: Path, out: Path, *options: str) -> None:
    assert main(["enumerate", "--shape", "7x7", "--words", str(common_7), "--out", str(out), *options]) == 0


@pytest.mark.slow
def test_a_local_cluster_writes_the_one_process_file(common_7, one_process, tmp_path):
    enumerate_7x7(common_7, tmp_path / "grids.txt", "--scheduler", "local")
    assert (tmp_path / "grids.txt").read_bytes() == one_process


@pytest.mark.slow
def test_a_scheduler_elsewhere_writes_the_one_process_file(common_7, one_process, scheduler, tmp_path):
    out, checkpoint = tmp_path / "grids.txt", tmp_path / "done.txt"
    enumerate_7x7(common_7, out, "--scheduler", scheduler, "--checkpoint", str(checkpoint))
    assert out.read_bytes() == one_process
    assert len(checkpoint.read_text().splitlines()) == 2 + 64  # a header, the run, one line per chunk


@pytest.mark.slow
def test_a_worker_killed_mid_run_loses_no_grid_and_writes_none_twice(common_7, one_process, tmp_path):
    shape, words = parse_shape_name("7x7"), load_wordlist(common_7)
    spool = tmp_path / "spool"
    spool.mkdir()
    with cluster(tmp_path) as started:
        grids, chunks = [], []
        for report in enumerate_grids(shape, words, spool=spool, keep=0, scheduler=started.address):
            if (finished := report.finished) is None:
                continue
            if not chunks:  # the first chunk is in: the others are queued or running
                assert report.searched < 0.5
                started.workers[0].send_signal(signal.SIGKILL)
            assert finished.path is not None
            chunks.append(finished.chunk)
            grids.append(finished.path.read_bytes())
        assert started.workers[0].wait(timeout=60) == -signal.SIGKILL and started.workers[1].poll() is None
    assert chunks == list(range(64))
    assert b"".join(grids) + f"# {COMMON_7_GRIDS} grids\n".encode() == one_process


@pytest.mark.slow
@pytest.mark.parametrize("first", ["local", "dask"])
def test_a_run_stopped_on_one_engine_resumes_exactly_on_the_other(first, common_7, one_process, scheduler, tmp_path):
    out, checkpoint = tmp_path / "grids.txt", tmp_path / "done.txt"
    run = ("enumerate", "--shape", "7x7", "--words", str(common_7), "--out", str(out), "--checkpoint", str(checkpoint))
    engines = {"local": ("--jobs", "2"), "dask": ("--scheduler", scheduler)}
    child = studio(*run, *engines[first], tmp=tmp_path)
    kill_while_writing(child, out, 8, signal.SIGKILL)
    recorded = len(checkpoint.read_text().splitlines()) - 2
    assert 0 < recorded < 64, "the kill came before the first chunk or after the last"
    second = engines["dask" if first == "local" else "local"]
    assert finish(studio(*run, *second, tmp=tmp_path))[0] == 0
    # both runners write chunks in chunk order: the one-process run's file, line for line
    assert out.read_bytes() == one_process


def test_no_scheduler_there_is_one_line_not_a_traceback(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("studio.core.cluster.CONNECT_SECONDS", 1)
    with pytest.raises(PuzzleError, match=r"cannot reach the Dask scheduler at tcp://127\.0\.0\.1:9"):
        list(enumerate_grids(parse_shape_name("3x3"), load_wordlist_3(tmp_path), scheduler="tcp://127.0.0.1:9"))


def load_wordlist_3(folder: Path):
    (folder / "words.txt").write_text("abc\nade\ncfg\nehi\n", encoding="utf-8")
    return load_wordlist(folder / "words.txt")


@pytest.mark.slow
def test_each_workers_chunks_and_grids_add_up_to_the_run(scheduler):
    """The per-worker progress the dialog shows: every chunk and grid, each on one worker."""
    from distributed import Client

    shape, words = waffle_shape(7, 7), uneven_words(0, 12)
    reports = list(enumerate_grids(shape, words_from(words), pieces=8, scheduler=scheduler))
    finished = [report.finished for report in reports if report.finished is not None]
    with Client(scheduler, timeout=30) as client:
        addresses = set(client.scheduler_info()["workers"])
    assert len(addresses) == 2 and {w.address for w in reports[0].workers} == addresses  # before any chunk
    last = reports[-1].workers
    assert {w.address for w in last} == addresses and all(w.state in ("busy", "idle") for w in last)
    assert sum(w.chunks for w in last) == len(finished) == 8
    grids = distinct_up_to_transpose(shape, brute_force(shape, words))
    assert sum(w.grids for w in last) == sum(done.count for done in finished) == grids > 50


@pytest.mark.slow  # a worker process's start and end
def test_tasks_the_scheduler_cancels_end_the_run_with_a_message():
    """Not 'Something went wrong': another client (or the scheduler's end) cancelled them."""
    from distributed import Client, Future, LocalCluster

    nap = lambda _shared, seconds: time.sleep(seconds) or seconds  # noqa: E731 (sent by value: pytest names its modules its own way)
    with (
        LocalCluster(n_workers=1, threads_per_worker=1, dashboard_address=None, silence_logs=logging.ERROR) as cluster,
        Client(cluster) as client,
    ):
        results = in_order(client, nap, None, [0.0, 60.0, 60.0])
        assert next(results) == 0.0
        client.cancel([Future(key, client) for key in list(client.futures) if str(key).startswith("puzzle-studio-")])
        with pytest.raises(PuzzleError, match=r"the Dask scheduler cancelled part [23] of the search"):
            next(results)
