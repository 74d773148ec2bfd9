"""Every fill of a shape, chunk by chunk, on a runner: this computer's processes
(runner_local.py) or a Dask cluster (runner_dask.py), behind one interface."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Protocol

from studio.core.jobs import check_jobs
from studio.core.waffle.fill.chunk_search import FillRun
from studio.core.waffle.fill.chunks import ChunkScheme, Job, cut_chunks
from studio.core.waffle.fill.pins import NO_PINS, Pins
from studio.core.waffle.fill.plan import FillPlan, plan_fill
from studio.core.waffle.fill.reports import SearchReport
from studio.core.waffle.fill.runner_local import LocalRunner
from studio.core.waffle.shape import Shape
from studio.core.words import WordList


class Runner(Protocol):
    """Where an enumeration's chunks are searched: `todo`'s chunks, reported every
    reports.REPORT_SECONDS and at each finished chunk; `should_stop` ends the search."""

    def search(
        self, run: FillRun, plan: FillPlan, todo: list[Job], should_stop: Callable[[], bool]
    ) -> Iterator[SearchReport]: ...


def enumerate_grids(
    shape: Shape,
    words: WordList,
    pins: Pins = NO_PINS,
    jobs: int = 1,
    allow_repeats: bool = False,
    min_zipf: float | None = None,
    pieces: int = 64,
    scheme: ChunkScheme = "split",
    skip: Iterable[int] = (),
    should_stop: Callable[[], bool] = lambda: False,
    spool: Path | None = None,
    keep: int | None = None,
    scheduler: str | None = None,
    plan: FillPlan | None = None,
) -> Iterator[SearchReport]:
    """Every fill, reported every REPORT_SECONDS and at each finished chunk; close the
    iterator to cancel. The search starts in this process; with `jobs` > 1, what is
    left after SPAWN_AFTER_SECONDS (the unfinished chunk anew) goes to `jobs` processes
    (runner_local.py). With `scheduler` (a Dask scheduler's address, or `local`), every
    chunk goes to that cluster instead and they finish in chunk order (runner_dask.py).

    With `spool` (a folder), each chunk's grids go to a file there as they are found
    (grid lines, see formats.grid_line_format), and with `keep` at most that many grids come
    back in all: memory stays bounded however many grids there are.

    The first slot's words go to `pieces` chunks by the `scheme`: `split` by their
    estimated work, a word heavier than a chunk split into parts (`split_chunks`);
    `balanced`, whole words only (`balanced_chunks`), or `interleaved` (`chunks`): how
    checkpoints before the split and before the balance were cut. Chunk numbers are
    stable for the same inputs, so a run that recorded its finished chunks can be
    resumed by passing them as `skip`. `should_stop` is asked after every batch and,
    while processes search, every 0.1 s. `plan` is this call's own plan when the
    caller has made it already (to size the search up).
    """
    runner: Runner
    if scheduler is not None:
        from studio.core.cluster import check_scheduler
        from studio.core.waffle.fill.runner_dask import DaskRunner  # Dask's client, only for a cluster

        check_scheduler(scheduler)
        runner = DaskRunner(scheduler)
    else:
        if jobs > 1:
            check_jobs(jobs)  # before the shared tally of a slot per process is allocated
        runner = LocalRunner(jobs)
    if plan is None:
        plan = plan_fill(shape, words, pins, allow_repeats, min_zipf)
    parts = cut_chunks(plan, pieces, scheme)
    skipped = set(skip)
    todo = [(n, len(parts), part) for n, part in enumerate(parts) if n not in skipped]
    run = FillRun(shape, words, pins, allow_repeats, min_zipf, spool, keep)  # its plan is made where it runs
    yield from runner.search(run, plan, todo, should_stop)
