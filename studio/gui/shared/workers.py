"""Running core work off the GUI thread.

A `Task` runs `work(should_stop)` on the thread pool. When the work returns a stream
(studio.core.streams: a generator), each `yield` is a progress report and a place to
stop (superqt's GeneratorWorker idea); the generator's return value is the result.
Results come back as signals, which Qt delivers on the GUI thread.

Pages never make a Task themselves: each owns a `CurrentTask` (Anki's QueryOp idea),
which starts one with every callback in one call and drops whatever a task it has
replaced or cancelled still sends. The types flow through: `start`'s `done` takes
what the work (or its stream) returns, `progress` what the stream yields.

A worker running pure Python shares the GIL with the GUI thread. At Python's default
switch interval (5 ms) the GUI thread was measured waiting 100 ms and more for it on
this 2-core machine; at 1 ms the longest wait was about 30 ms.
"""

from __future__ import annotations

import gc
import sys
import threading
import traceback
from collections.abc import Callable, Generator, Sequence
from contextlib import closing
from dataclasses import dataclass
from functools import partial
from typing import Generic, ParamSpec, TypeVar, cast, overload

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal
from PySide6.QtWidgets import QLabel, QWidget

from studio.core.errors import PuzzleError
from studio.core.processes import in_one_process
from studio.core.streams import finish
from studio.gui.shared.panels import SMALL, sentence, set_running, set_status

ShouldStop = Callable[[], bool]
P = TypeVar("P")  # a stream's progress report
R = TypeVar("R")  # a work's result
R_co = TypeVar("R_co", covariant=True)
Params = ParamSpec("Params")

_running: set[Task[object]] = set()
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


class Task(QObject, Generic[R_co]):
    done = Signal(object)  # the result: what the work, or its stream, returns (an R_co)
    failed = Signal(str)
    progress = Signal(object)  # what the stream yields
    finished = Signal()  # after done, failed or a cancel

    @overload
    def __init__(self, work: Callable[[ShouldStop], Generator[object, None, R_co]]) -> None: ...
    @overload
    def __init__(self, work: Callable[[ShouldStop], R_co]) -> None: ...
    def __init__(self, work: Callable[[ShouldStop], object]) -> None:
        super().__init__()  # no parent: a task outlives a closed window until its work ends
        self._work = work
        self._stop = threading.Event()
        self.finished.connect(self._forget)  # runs on the GUI thread, after every queued result

    def start(self) -> Task[R_co]:
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
            if self.cancelled:  # before it ever started
                return
            result = self._work(self._stop.is_set)
            if isinstance(result, Generator):
                with closing(result):  # a cancel ends its processes, files, searches
                    result = finish(result, self._report)
            if not self.cancelled:
                self.done.emit(result)
        except _Cancelled:
            pass
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

    def _report(self, item: object) -> None:
        if self.cancelled:
            raise _Cancelled
        self.progress.emit(item)


class _Cancelled(Exception):
    """Ends a cancelled task's stream at its next report."""


class CurrentTask(QObject):
    """The one task a page (or a dialog, or one of its parts) runs at a time.

    `start` runs work in place of the task running now, with every callback in one
    call; a callback hears only from the current task, so a result of a task replaced
    or cancelled meanwhile never reaches the page (before this, twenty hand-written
    `sender()` checks did that). While a task runs its `starts` are off and its
    `cancel` on; a failure goes to `failed`, or else to `status`. The signals come to
    this object's own slots, so Qt drops them when its page is deleted.
    """

    finished = Signal()  # the current task ended on its own: after its done or failed

    def __init__(
        self,
        parent: QObject,
        starts: Sequence[QWidget] = (),
        cancel: QWidget | None = None,
        status: QLabel | None = None,
    ) -> None:
        super().__init__(parent)
        self.starts, self.cancel_button, self.status = list(starts), cancel, status
        self._run: _Started | None = None

    @property
    def running(self) -> bool:
        return self._run is not None

    @property
    def task(self) -> Task[object] | None:
        """The task running now (a test or a benchmark may watch it)."""
        return None if self._run is None else self._run.task

    @overload
    def start(
        self,
        work: Callable[[ShouldStop], Generator[P, None, R]],
        progress: Callable[[P], object] | None = None,
        done: Callable[[R], object] | None = None,
        failed: Callable[[str], object] | None = None,
        finished: Callable[[], object] | None = None,
        cancelled: Callable[[], object] | None = None,
    ) -> None: ...
    @overload
    def start(
        self,
        work: Callable[[ShouldStop], R],
        progress: None = None,  # only a stream reports
        done: Callable[[R], object] | None = None,
        failed: Callable[[str], object] | None = None,
        finished: Callable[[], object] | None = None,
        cancelled: Callable[[], object] | None = None,
    ) -> None: ...
    def start(
        self,
        work: Callable[[ShouldStop], object],
        progress: Callable[[P], object] | None = None,
        done: Callable[[R], object] | None = None,
        failed: Callable[[str], object] | None = None,
        finished: Callable[[], object] | None = None,
        cancelled: Callable[[], object] | None = None,
    ) -> None:
        """Runs `work(should_stop)` (a result, or a stream of progress and a result); the
        task it replaces is stopped without a word. `cancelled` runs when `cancel` stops
        this one; `finished` after `done` or `failed`."""
        self._stop()
        task = Task(work)
        self._run = _Started(task, _untyped(progress), _untyped(done), failed, finished, cancelled)
        task.progress.connect(self._progress)
        task.done.connect(self._done)
        task.failed.connect(self._failed)
        task.finished.connect(self._finished)
        task.start()
        self._set_running(True)

    def cancel(self) -> None:
        """Stops the task for the user at once (its worker drops out at its next report)."""
        run = self._run
        self._stop()
        self._set_running(False)
        if run is not None and run.cancelled is not None:
            run.cancelled()

    def _stop(self) -> None:
        if self._run is not None:
            self._run.task.cancel()
            self._run = None

    def _current(self) -> _Started | None:
        """The current task's callbacks if it sent this signal: None drops a stale one."""
        run = self._run
        return run if run is not None and self.sender() is run.task else None

    def _progress(self, item: object) -> None:
        if (run := self._current()) is not None and run.progress is not None:
            run.progress(item)

    def _done(self, result: object) -> None:
        if (run := self._current()) is not None and run.done is not None:
            run.done(result)

    def _failed(self, text: str) -> None:
        if (run := self._current()) is None:
            return
        if run.failed is not None:
            run.failed(text)
        elif self.status is not None:
            set_status(self.status, sentence(text), "bad", SMALL)

    def _finished(self) -> None:
        if (run := self._current()) is None:
            return
        self._run = None
        self._set_running(False)
        if run.finished is not None:
            run.finished()
        self.finished.emit()

    def _set_running(self, running: bool) -> None:
        if self.cancel_button is not None:
            set_running(running, self.starts, self.cancel_button)


def _untyped(callback: Callable[[R], object] | None) -> Callable[[object], object] | None:
    """A callback for a signal's `object`: a task's signals carry just what its work yields
    and returns (`start` checked those types against the callbacks; Qt's signals forget them)."""
    return cast("Callable[[object], object] | None", callback)


@dataclass(frozen=True)
class _Started:
    """A running task and what to tell of it."""

    task: Task[object]
    progress: Callable[[object], object] | None
    done: Callable[[object], object] | None
    failed: Callable[[str], object] | None
    finished: Callable[[], object] | None
    cancelled: Callable[[], object] | None


class _Runner(QRunnable):
    def __init__(self, task: Task[object]) -> None:
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


def in_process(
    stop: Callable[[], bool], function: Callable[Params, R], *args: Params.args, **kwargs: Params.kwargs
) -> R:
    """Run in a fresh process: big C-level calls (sorting, decoding) hold the GIL, and
    a thread doing them would make the window stutter. Spawned, since forking a
    process with Qt threads is unsafe. A cancel ends the process at once, so closing
    the window while a list loads waits for nothing."""
    with closing(in_one_process(partial(function, *args, **kwargs), (), stop)) as results:
        for result in results:
            return cast(R, result)
    raise _Cancelled


def cancel_all_and_wait(ms: int = 3000) -> None:
    """On quit: ask every task to stop, then give them a moment to do so (a task stops
    at its next report, a process of `in_process` at once: `ms` only bounds a bug)."""
    for task in list(_running):
        task.cancel()
    _task_pool().waitForDone(ms)
