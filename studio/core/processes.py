"""Long searches split over worker processes, with results streamed and a prompt stop."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable, Iterator
from multiprocessing import TimeoutError, get_context
from typing import Any

from studio.core.errors import PuzzleError

POLL_SECONDS = 0.1
MAX_JOBS = 4 * (os.cpu_count() or 1)  # each process is a Python with numpy (tens of MB): --jobs 1000 is gigabytes


def check_jobs(jobs: int) -> None:
    """Refuses a number of processes that no machine here can use, before one starts."""
    if not 1 <= jobs <= MAX_JOBS:
        raise PuzzleError(f"{jobs} processes: choose 1 to {MAX_JOBS} (4 per core)")


def in_processes(
    work: Callable[[Any], Any],
    items: Iterable[Any],
    jobs: int,
    start: Callable[..., None] | None = None,
    start_args: tuple[Any, ...] = (),
    should_stop: Callable[[], bool] = lambda: False,
    every: float | None = None,
) -> Iterator[Any]:
    """`work(item)` for each item on `jobs` spawned processes (each set up by
    `start(*start_args)`), yielding results as they finish, in any order.

    While waiting, `should_stop` is asked every POLL_SECONDS; when it says stop, or the
    consumer closes the iterator, the processes are ended there and then. With `every`,
    None is yielded each time that many seconds pass with no result, so the consumer
    can report progress the processes share while a long item runs.
    """
    check_jobs(jobs)
    items = list(items)
    pool = get_context("spawn").Pool(jobs, start, start_args)
    try:
        results = pool.imap_unordered(work, items)
        for _ in items:
            waited = time.monotonic()
            while True:
                if should_stop():
                    return
                try:
                    result = results.next(timeout=POLL_SECONDS)
                    break
                except TimeoutError:
                    if every is not None and time.monotonic() - waited >= every:
                        yield None
                        waited = time.monotonic()
            yield result
    finally:
        pool.terminate()
        pool.join()
