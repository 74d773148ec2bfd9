"""The local runner: an enumeration's chunks in this process, then, once it has
searched for SPAWN_AFTER_SECONDS, what is left on `jobs` spawned processes
(core/processes.py). Chunks are reported in chunk order, whichever process finishes
first (a chunk that finishes early waits: its grids are in its spool file), so a run's
output is the same on every run, on any number of processes, line for line."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from studio.core.waffle.fill.chunk_search import ChunkSearcher, FillRun, Tally
from studio.core.waffle.fill.chunks import Job
from studio.core.waffle.fill.disk import DiskFull, disk_filled
from studio.core.waffle.fill.lattice_search import plain_fits
from studio.core.waffle.fill.plan import FillPlan
from studio.core.waffle.fill.reports import REPORT_SECONDS, ChunkDone, SearchReport

# A small lattice enumeration (lattice_search.plain_fits) starts in plain Python and stays
# there while its CPU time, projected from the share searched, stays under SMALL_SECONDS:
# about what importing numpy and the array search cost the searches measured in
# benchmarks/bench_enumerate.py. It is first projected after SMALL_CHECK_AFTER.
SMALL_SECONDS = 0.2
SMALL_CHECK_AFTER = 0.03
SPAWN_AFTER_SECONDS = 0.5  # a search done in less CPU time never pays for starting more processes


@dataclass(frozen=True)
class LocalRunner:
    """Searches on this computer: this process, then `jobs` processes when there are
    more than one and the search outlasts SPAWN_AFTER_SECONDS."""

    jobs: int = 1

    def search(
        self, run: FillRun, plan: FillPlan, todo: list[Job], should_stop: Callable[[], bool]
    ) -> Iterator[SearchReport]:
        """`todo`'s chunks, reported every REPORT_SECONDS and at each finished chunk;
        while processes search, `should_stop` is asked every 0.1 s and, when it says
        so, the processes are ended there and then (a 9x9 chunk can take hours). A
        disk that fills says how many chunks finished before (a worker cannot know)."""
        finished = 0
        try:
            for report in self._search(run, plan, todo, should_stop):
                finished += report.finished is not None
                yield report
        except DiskFull:
            assert run.spool is not None  # only a spool is written to
            raise disk_filled(run.spool.parent, finished) from None

    def _search(
        self, run: FillRun, plan: FillPlan, todo: list[Job], should_stop: Callable[[], bool]
    ) -> Iterator[SearchReport]:
        todo = list(todo)
        first_words = sum(part.size for _, _, part in todo) or 1
        tally = Tally.make(1)  # this process's; shared with a slot per worker when they start

        def report(finished: ChunkDone | None = None) -> SearchReport:
            return SearchReport(min(sum(tally.searched) / first_words, 1.0), sum(tally.found), finished)

        searcher = ChunkSearcher(plan, run.keep, tally, small=plain_fits(plan), spool=run.spool)
        reported = started = time.monotonic()
        cpu_started, cpu_asked, switched = time.process_time(), 0.0, False

        def hand_over() -> bool:
            """After SPAWN_AFTER_SECONDS of CPU: a busy machine slows the clock, not the search
            (the clock is asked first: asking for CPU time costs 0.1 ms, the clock nothing)."""
            return (
                self.jobs > 1
                and time.monotonic() - started > SPAWN_AFTER_SECONDS
                and time.process_time() - cpu_started > SPAWN_AFTER_SECONDS
            )

        def outgrown() -> bool:
            """The plain-Python search, once its CPU time projected from the share searched
            passes SMALL_SECONDS: the array search takes over from the unfinished chunk. The
            clock is asked first (CPU time is never more), CPU time at most every 10 ms."""
            nonlocal switched, cpu_asked
            if not searcher.small:
                return False
            now, least = time.monotonic(), max(SMALL_CHECK_AFTER, SMALL_SECONDS * sum(tally.searched) / first_words)
            if now - started < least or now - cpu_asked < 0.01:
                return False
            cpu_asked = now
            if time.process_time() - cpu_started < least:
                return False
            searcher.small, switched = False, True
            return True

        def due() -> SearchReport | None:
            nonlocal reported
            if time.monotonic() - reported <= REPORT_SECONDS:
                return None
            reported = time.monotonic()
            return report()

        while todo:
            finished = yield from searcher.steps(todo[0], lambda: should_stop() or hand_over() or outgrown(), due)
            if finished is None:
                if not switched:
                    break
                switched = False
                continue
            todo.pop(0)
            yield report(finished)
            reported = time.monotonic()
        if not todo or should_stop():
            return
        from studio.core.processes import in_processes  # here: multiprocessing costs a small search 16 ms

        tally = tally.shared(self.jobs + 1)
        order = [number for number, _, _ in todo]
        early: dict[int, ChunkDone] = {}  # finished before a chunk ahead of them: held back
        for finished in in_processes(
            _search_chunk, todo, self.jobs, _start_worker, (run, tally), should_stop, every=REPORT_SECONDS
        ):
            if finished is None:
                yield report()
                continue
            early[finished.chunk] = finished
            while order and order[0] in early:
                yield report(early.pop(order.pop(0)))


_WORKER: ChunkSearcher | None = None


def _start_worker(run: FillRun, tally: Tally) -> None:
    global _WORKER
    _WORKER = ChunkSearcher(run.plan, run.keep, tally, small=False, spool=run.spool)


def _search_chunk(job: Job) -> ChunkDone | None:
    assert _WORKER is not None, "in_processes starts every worker with _start_worker"
    return _WORKER.chunk(job)
