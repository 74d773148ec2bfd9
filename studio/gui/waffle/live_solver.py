"""Re-solving as the grid changes: debounced, on a worker, stale work cancelled."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.solve import SolveReport, solve_puzzle
from studio.core.words import WordList
from studio.gui.shared.workers import Task

DELAY_MS = 150


class LiveSolver(QObject):
    solving = Signal()
    solved = Signal(object)  # SolveReport
    failed = Signal(str)
    settled = Signal()  # nothing pending any more

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self, singleShot=True, interval=DELAY_MS)
        self._timer.timeout.connect(self._start)
        self._pending: tuple[Puzzle, WordList | None] | None = None
        self._task: Task | None = None
        self.report: SolveReport | None = None

    @property
    def busy(self) -> bool:
        return self._timer.isActive() or self._task is not None

    def request(self, puzzle: Puzzle, words: WordList | None) -> None:
        self._cancel_running()
        self._pending = (puzzle, words)
        self.report = None
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self._cancel_running()
        self.settled.emit()

    def _cancel_running(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def _start(self) -> None:
        assert self._pending is not None  # the timer runs only after a request
        puzzle, words = self._pending
        task = Task(lambda should_stop: solve_puzzle(puzzle, words, should_stop))
        task.done.connect(self._done)
        task.failed.connect(self._failed)
        self._task = task.start()
        self.solving.emit()

    def _done(self, report: SolveReport) -> None:
        if self.sender() is self._task:
            self._task, self.report = None, report
            self.solved.emit(report)
            self.settled.emit()

    def _failed(self, message: str) -> None:
        if self.sender() is self._task:
            self._task = None
            self.failed.emit(message)
            self.settled.emit()
