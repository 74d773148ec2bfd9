"""Every fill on a Dask cluster: fill.py's chunks as tasks, their grids sent back here.

A worker shares no folder with this process, so a chunk's grid lines come back with
its result; they go to the spool here as each chunk arrives, and the chunks are
reported in their order, so the output file and the checkpoint are byte for byte those
of a one-process run (and a run stopped on either engine resumes on the other).
Each result also names the worker that searched it: with what the scheduler says each
worker is doing, that is the reports' per-worker progress (`WorkerProgress`).
"""

from __future__ import annotations

import io
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path
from typing import Any, BinaryIO

from studio.core.cluster import dask_client, in_order
from studio.core.errors import WriteError
from studio.core.waffle.fill import (
    REPORT_SECONDS,
    Chunk,
    ChunkDone,
    FillPlan,
    Pins,
    SearchReport,
    WorkerProgress,
    _Searcher,
    _Tally,
    plan_fill,
)
from studio.core.waffle.shape import Shape
from studio.core.words import WordList


@dataclass(frozen=True)
class FillRun:
    """What a worker needs to search any chunk of the run: sent to each worker once,
    where it builds the plan at its first chunk and keeps it for the next."""

    shape: Shape
    words: WordList
    pins: Pins
    allow_repeats: bool
    min_zipf: float | None
    spooled: bool  # the grid lines go back (the caller spools them), or only the count and `keep`
    keep: int | None

    @cached_property
    def plan(self) -> FillPlan:
        return plan_fill(self.shape, self.words, self.pins, self.allow_repeats, self.min_zipf)


class _LinesSearcher(_Searcher):
    """A worker's side: a chunk's grid lines in memory, to go back with its result."""

    def __init__(self, run: FillRun) -> None:
        super().__init__(run.plan, None, run.keep, _Tally.make(1), small=False)
        self.buffer = io.BytesIO() if run.spooled else None

    def _sink(self, path: Path | None) -> AbstractContextManager[BinaryIO | None]:
        return nullcontext(self.buffer)


WORKERS_SECONDS = 0.5  # the scheduler is asked what each worker is doing at most this often


def _search_chunk(run: FillRun, job: tuple[int, int, Chunk]) -> tuple[ChunkDone, bytes, str]:
    """A chunk searched on a worker: its result, its grid lines, and the worker's address."""
    from distributed import get_worker

    searcher = _LinesSearcher(run)
    done = searcher.chunk(job)
    assert done is not None  # nothing stops a chunk on a worker: a cancelled task is dropped
    return done, searcher.buffer.getvalue() if searcher.buffer is not None else b"", get_worker().address


@dataclass
class _Workers:
    """Per worker, the chunks it finished and their grids (a chunk Dask ran twice counts
    once: where its result came from), and when the scheduler last said who is busy."""

    client: Any  # a distributed.Client
    done: dict[str, tuple[int, int]]
    running: dict[str, bool]
    asked: float = float("-inf")

    def finished(self, address: str, grids: int) -> None:
        chunks, found = self.done.get(address, (0, 0))
        self.done[address] = (chunks + 1, found + grids)

    def progress(self) -> tuple[WorkerProgress, ...]:
        if time.monotonic() - self.asked >= WORKERS_SECONDS:
            processing = self.client.processing()
            self.running = {address: bool(keys) for address, keys in processing.items()}
            self.asked = time.monotonic()
        return tuple(
            WorkerProgress(
                address,
                *self.done.get(address, (0, 0)),
                "gone" if address not in self.running else "busy" if self.running[address] else "idle",
            )
            for address in sorted({*self.running, *self.done})
        )


def enumerate_on_cluster(
    scheduler: str,
    run: FillRun,
    todo: list[tuple[int, int, Chunk]],
    should_stop: Callable[[], bool],
    spool: Path | None,
) -> Iterator[SearchReport]:
    """`todo`'s chunks on the cluster at `scheduler` (or `local`), as enumerate_grids
    reports them: every REPORT_SECONDS, and at each chunk in chunk order, with each
    worker's progress."""
    first_words = sum(part.size for _, _, part in todo) or 1
    sizes = {number: part.size for number, _, part in todo}
    searched, found, kept = 0.0, 0, 0

    with dask_client(scheduler) as client:
        workers = _Workers(client, {}, {})

        def arrived(result: tuple[ChunkDone, bytes, str]) -> ChunkDone:
            nonlocal searched, found
            done, lines, address = result
            searched, found = searched + sizes[done.chunk], found + done.count
            workers.finished(address, done.count)
            if spool is None:
                return done
            path = spool / f"{done.chunk:06}.txt"
            try:
                path.write_bytes(lines)
            except OSError as err:
                raise WriteError(f"cannot write the grids found: {err.strerror or err}", source=str(path)) from None
            return replace(done, path=path)

        def report(finished: ChunkDone | None = None) -> SearchReport:
            return SearchReport(min(searched / first_words, 1.0), found, finished, workers.progress())

        yield report()  # the workers, before the first chunk finishes
        for done in in_order(client, _search_chunk, run, todo, arrived, should_stop, every=REPORT_SECONDS):
            if done is None:
                yield report()
                continue
            if run.keep is not None:  # each worker kept up to `keep`: the first in chunk order stay
                done = replace(done, grids=done.grids[: max(run.keep - kept, 0)])
                kept += len(done.grids)
            yield report(done)
