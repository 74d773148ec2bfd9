"""Long searches split over worker processes, with results streamed and a prompt stop."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from multiprocessing import TimeoutError, get_context
from typing import Any

POLL_SECONDS = 0.1
WATCH_SECONDS = 0.5  # how often a worker checks that its parent still runs


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
    items = list(items)
    pool = get_context("spawn").Pool(jobs, _start_watched, (os.getpid(), start, start_args))
    try:
        results = pool.imap_unordered(partial(_work_watched, work), items)
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


def _start_watched(parent: int, start: Callable[..., None] | None, start_args: tuple[Any, ...]) -> None:
    """A worker that ends itself once its parent is gone: a parent killed with SIGKILL
    cannot end its workers, which would search on for nobody."""
    threading.Thread(target=_end_when_orphaned, args=(parent,), daemon=True).start()
    if start is not None:
        start(*start_args)


def _end_when_orphaned(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(WATCH_SECONDS)
    os._exit(1)


def _work_watched(work: Callable[[Any], Any], item: Any) -> Any:
    """`work(item)`, unless the parent went while it ran: then no result to send to nobody."""
    parent = os.getppid()
    result = work(item)
    if os.getppid() != parent:
        os._exit(1)
    return result
