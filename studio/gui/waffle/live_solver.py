"""Re-solving as the grid changes: debounced, on a worker, stale work cancelled."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.solve import SolveReport
from studio.core.words import SOLVING_TIER, WordList, default_words
from studio.gui.shared.workers import CurrentTask
from studio.operations.solve import LanguageSolve, solve, solve_in_its_language

DELAY_MS = 150


class LiveSolver(QObject):
    solving = Signal()
    solved = Signal(object)  # SolveReport
    failed = Signal(str)
    language_found = Signal(str)  # the language a puzzle that names none was solved in (guess=True)
    settled = Signal()  # nothing pending any more

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self, singleShot=True, interval=DELAY_MS)
        self._timer.timeout.connect(self._start)
        self._pending: tuple[Puzzle, WordList | None, str, bool] | None = None
        self._task = CurrentTask(self)
        self.report: SolveReport | None = None
        self._known: tuple[SolveReport, WordList | None] | None = None  # a report made without solving

    @property
    def busy(self) -> bool:
        return self._timer.isActive() or self._task.running

    def remember(self, report: SolveReport, words: WordList | None) -> None:
        """The report for its puzzle with these words is known (a swap made in the game
        moved the last one there): a request for it gives it back, with what the solve from
        before the swap knew, rather than solving the new position afresh."""
        self._known = (report, words)

    def request(self, puzzle: Puzzle, words: WordList | None, lang: str, guess: bool = False) -> None:
        """Solves `puzzle` with `words` (None: `lang`'s built-in list); with `guess`, a puzzle
        that names no language, in the first language it solves in, `lang` first."""
        self._task.cancel()
        if self._known is not None and self._known[0].puzzle == puzzle and self._known[1] is words:
            self._timer.stop()
            self._pending = None
            self._done(self._known[0])
            self.settled.emit()
            return
        self._pending = (puzzle, words, lang, guess)
        self.report = None
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self._task.cancel()
        self.settled.emit()

    def _start(self) -> None:
        assert self._pending is not None  # the timer runs only after a request
        puzzle, words, lang, guess = self._pending
        if guess:

            def words_for(code: str) -> WordList:
                return words if words is not None and code == lang else default_words(SOLVING_TIER, lang=code)

            self._task.start(
                lambda should_stop: solve_in_its_language(puzzle, lang, words_for, should_stop),
                done=self._found,
                failed=self.failed.emit,
                finished=self.settled.emit,
            )
            self.solving.emit()
            return
        self._task.start(
            lambda should_stop: solve(puzzle, words, lang, should_stop),
            done=self._done,
            failed=self.failed.emit,
            finished=self.settled.emit,
        )
        self.solving.emit()

    def _found(self, found: LanguageSolve) -> None:
        self._done(found.report)
        self.language_found.emit(found.lang)

    def _done(self, report: SolveReport) -> None:
        self.report = report
        self.solved.emit(report)
