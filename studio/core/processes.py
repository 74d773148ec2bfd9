"""Long searches split over worker processes, with results streamed and a prompt stop."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from multiprocessing import TimeoutError, get_context
from typing import Any

POLL_SECONDS = 0.1


def in_processes(work: Callable[[Any], Any], items: Iterable[Any], jobs: int,
                 start: Callable[..., None] | None = None, start_args: tuple = (),
                 should_stop: Callable[[], bool] = lambda: False) -> Iterator[Any]:
    """`work(item)` for each item on `jobs` spawned processes (each set up by
    `start(*start_args)`), yielding results as they finish, in any order.

    While waiting, `should_stop` is asked every POLL_SECONDS; when it says stop, or the
    consumer closes the iterator, the processes are ended there and then.
    """
    items = list(items)
    pool = get_context("spawn").Pool(jobs, start, start_args)
    try:
        results = pool.imap_unordered(work, items)
        for _ in items:
            while True:
                if should_stop():
                    return
                try:
                    result = results.next(timeout=POLL_SECONDS)
                    break
                except TimeoutError:
                    continue
            yield result
    finally:
        pool.terminate()
        pool.join()
