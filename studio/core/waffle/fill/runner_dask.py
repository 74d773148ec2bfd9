"""The Dask runner: an enumeration's chunks as tasks on a cluster, their grids sent back here.

A worker shares no folder with this process, so a chunk's grid lines come back with
its result; they go to the spool here as each chunk arrives, and the chunks are
reported in their order, so the output file and the checkpoint are byte for byte those
of a one-process run (and a run stopped on either runner resumes on the other).
Each result also names the worker that searched it: with what the scheduler says each
worker is doing, that is the reports' per-worker progress (`WorkerProgress`).
"""

from __future__ import annotations

import errno
import io
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from studio.core.cluster import dask_client, in_order
from studio.core.errors import WriteError
from studio.core.facts import Code, fact
from studio.core.waffle.fill.chunk_search import ChunkSearcher, FillRun, Tally
from studio.core.waffle.fill.chunks import Job
from studio.core.waffle.fill.disk import disk_filled
from studio.core.waffle.fill.plan import FillPlan
from studio.core.waffle.fill.reports import REPORT_SECONDS, ChunkDone, SearchReport, WorkerProgress

WORKERS_SECONDS = 0.5  # the scheduler is asked what each worker is doing at most this often


def _search_chunk(run: FillRun, job: Job) -> tuple[ChunkDone, bytes, str]:
    """A chunk searched on a worker: its result, its grid lines (in memory, when the run
    spools them), and the worker's address."""
    from distributed import get_worker

    buffer = io.BytesIO() if run.spool is not None else None
    done = ChunkSearcher(run.plan, run.keep, Tally.make(1), small=False, spool=buffer).chunk(job)
    assert done is not None  # nothing stops a chunk on a worker: a cancelled task is dropped
    return done, buffer.getvalue() if buffer is not None else b"", get_worker().address


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


@dataclass(frozen=True)
class DaskRunner:
    """Searches on the Dask cluster at `scheduler` (or `local`: one started here)."""

    scheduler: str

    def search(
        self, run: FillRun, plan: FillPlan, todo: list[Job], should_stop: Callable[[], bool]
    ) -> Iterator[SearchReport]:
        """`todo`'s chunks on the cluster, reported every REPORT_SECONDS, and at each chunk
        in chunk order, with each worker's progress (the workers make their own plans)."""
        spool = run.spool
        first_words = sum(part.size for _, _, part in todo) or 1
        sizes = {number: part.size for number, _, part in todo}
        searched, found, kept, reported = 0.0, 0, 0, 0

        with dask_client(self.scheduler) as client:
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
                    path.unlink(missing_ok=True)  # half a chunk: never counted, never saved; its room back
                    if err.errno == errno.ENOSPC:
                        raise disk_filled(spool.parent, reported) from None
                    raise WriteError(
                        fact(Code.CANNOT_WRITE_GRIDS, reason=err.strerror or str(err)), source=str(path)
                    ) from None
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
                reported += 1
                yield report(done)
