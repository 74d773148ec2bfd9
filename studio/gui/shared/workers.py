"""Running core work off the GUI thread.

A `Task` runs `work(should_stop)` on the thread pool. When the work returns a
generator, each `yield` is a progress report and a place to stop (superqt's
GeneratorWorker idea); the generator's return value is the result. Results come back
as signals, which Qt delivers on the GUI thread.

A worker running pure Python shares the GIL with the GUI thread. At Python's default
switch interval (5 ms) the GUI thread was measured waiting 100 ms and more for it on
this 2-core machine; at 1 ms the longest wait was about 30 ms.
"""

from __future__ import annotations

import gc
import sys
import threading
import traceback
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from inspect import isgenerator
from multiprocessing import get_context
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from studio.core.errors import PuzzleError

_running: set[Task] = set()
GIL_SWITCH_SECONDS = 0.001
WORKERS = 4
_pool: QThreadPool | None = None


def _task_pool() -> QThreadPool:
    """Our own threads. Qt's raster painter splits its work over the *global* pool and
    waits for it: a task there made every repaint wait for a free thread (measured:
    pauses of 300-700 ms while a search ran)."""
    global _pool
    if _pool is None:
        _pool = QThreadPool()
        _pool.setMaxThreadCount(WORKERS)
    return _pool


class Task(QObject):
    done = Signal(object)
    failed = Signal(str)
    progress = Signal(object)
    finished = Signal()  # after done, failed or a cancel

    def __init__(self, work: Callable[[Callable[[], bool]], Any]) -> None:
        super().__init__()  # no parent: a task outlives a closed window until its work ends
        self._work = work
        self._stop = threading.Event()
        self.finished.connect(self._forget)  # runs on the GUI thread, after every queued result

    def start(self) -> Task:
        sys.setswitchinterval(GIL_SWITCH_SECONDS)
        _running.add(self)
        _task_pool().start(_Runner(self))
        return self

    def cancel(self) -> None:
        self._stop.set()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    def _run(self) -> None:
        try:
            result = self._work(self._stop.is_set)
            if isgenerator(result):
                result = self._drain(result)
            if not self.cancelled:
                self.done.emit(result)
        except PuzzleError as err:
            if not self.cancelled:
                self.failed.emit(str(err))
        except Exception as err:  # a bug: tell the user plainly, keep the trace for us
            traceback.print_exc(file=sys.stderr)
            if not self.cancelled:
                self.failed.emit(f"Something went wrong inside Puzzle Studio ({type(err).__name__}: {err}).")
        finally:
            self.finished.emit()

    def _forget(self) -> None:
        _running.discard(self)

    def _drain(self, generator) -> Any:
        while True:
            if self.cancelled:
                generator.close()
                return None
            try:
                item = next(generator)
            except StopIteration as stop:
                return stop.value
            self.progress.emit(item)


class _Runner(QRunnable):
    def __init__(self, task: Task) -> None:
        super().__init__()
        self.task = task

    def run(self) -> None:
        self.task._run()


def keep_out_of_gc() -> None:
    """Move everything alive now (word lists, their indexes) out of the cyclic GC's sight.

    A full collection walks every container, and word lists hold dicts and lists of
    hundreds of thousands of entries: a pause of 100 ms or more, on whichever thread
    triggers it. These structures live as long as the app, so the GC need never walk them.
    """
    gc.freeze()


def in_process(function: Callable[..., Any], *args: Any) -> Any:
    """Run in a fresh process: big C-level calls (sorting, decoding) hold the GIL, and
    a thread doing them would make the window stutter. Spawned, since forking a
    process with Qt threads is unsafe."""
    with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as pool:
        return pool.submit(function, *args).result()


def cancel_all_and_wait(ms: int = 3000) -> None:
    """On quit: ask every task to stop, then give them a moment to do so."""
    for task in list(_running):
        task.cancel()
    _task_pool().waitForDone(ms)
