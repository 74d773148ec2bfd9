"""Long searches split over worker processes, with results streamed and a prompt stop."""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Generator, Iterable, Iterator
from contextlib import contextmanager
from functools import partial
from multiprocessing import TimeoutError, get_context, resource_tracker
from typing import Any, TextIO

from studio.core.jobs import check_jobs

POLL_SECONDS = 0.02  # a cancel ends the processes within this and their 15 ms to stop
ORPHAN_POLL_SECONDS = 0.5  # how often a worker checks its parent is still there


@contextmanager
def _ctrl_c_held() -> Iterator[None]:
    """Ctrl+C held back from this thread while it starts workers: they inherit the
    block across exec and drop the signal once they ignore it (_start_worker), so none
    prints a traceback from its imports; the parent gets a Ctrl+C held here as soon as
    the block ends."""
    if not hasattr(signal, "pthread_sigmask"):  # Windows: no terminal-wide SIGINT
        yield
        return
    resource_tracker.ensure_running()  # starting, it unblocks Ctrl+C: let it start before the block
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def _start_worker(parent: int, start: Callable[..., None] | None, start_args: tuple[Any, ...]) -> None:
    """Each worker's set-up: Ctrl+C is the parent's to handle (it ends the pool, and no
    worker prints a traceback), and a worker whose parent died (kill -9: no `finally`
    ran to end the pool) ends itself instead of searching on for nobody."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})  # one held back is dropped now
    threading.Thread(target=_exit_when_orphaned, args=(parent,), daemon=True, name="orphan-check").start()
    sys.stderr = _QuietOnceOrphaned(sys.stderr, parent)
    if start is not None:
        start(*start_args)


class _QuietOnceOrphaned:
    """A worker's stderr that falls silent once its parent is gone: a result the worker
    sends as its parent is killed fails with BrokenPipeError, and that traceback (printed
    by multiprocessing itself) would tell nobody anything."""

    def __init__(self, stream: TextIO, parent: int) -> None:
        self.stream, self.parent = stream, parent

    def write(self, text: str) -> int:
        return self.stream.write(text) if os.getppid() == self.parent else len(text)

    def flush(self) -> None:
        if os.getppid() == self.parent:
            self.stream.flush()


def _exit_when_orphaned(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(ORPHAN_POLL_SECONDS)
    os._exit(1)


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
    pool = None
    try:
        with _ctrl_c_held():
            pool = get_context("spawn").Pool(jobs, _start_worker, (os.getpid(), start, start_args))
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
        if pool is not None:
            pool.terminate()
            pool.join()


def in_one_process(
    function: Callable[..., Any], args: tuple[Any, ...], should_stop: Callable[[], bool]
) -> Generator[Any, None, None]:
    """`function(*args)` on one spawned process: yields its result, or nothing when
    `should_stop` said stop first (the process is ended then, not waited for)."""
    yield from in_processes(partial(_applied, function), [args], 1, should_stop=should_stop)


def _applied(function: Callable[..., Any], args: tuple[Any, ...]) -> Any:
    return function(*args)


def _work_watched(work: Callable[[Any], Any], item: Any) -> Any:
    """`work(item)`, unless the parent went while it ran: then no result to send to nobody."""
    parent = os.getppid()
    result = work(item)
    if os.getppid() != parent:
        os._exit(1)
    return result
