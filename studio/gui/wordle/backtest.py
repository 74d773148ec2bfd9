"""The backtest tab: strategies (and decision-tree files) against every answer, on
worker processes, compared in a table and a histogram."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Generator
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio.core.streams import Progress
from studio.core.wordle.backtest import Backtest
from studio.core.wordle.strategies import STRATEGIES
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP
from studio.gui.shared.panels import SMALL, set_status, wrapped
from studio.gui.shared.workers import CurrentTask
from studio.gui.wordle.widgets import HistogramChart
from studio.operations.backtest import backtest

if TYPE_CHECKING:
    from studio.core.wordle.table import WordleLists
    from studio.gui.wordle.page import WordlePage

REPORT_SECONDS = 0.1
# Each strategy's name as the window shows it (the command line's --strategy keeps the key)
# and what it does; marked for lupdate here, translated where shown.
NAMES = {
    "frequency": QT_TRANSLATE_NOOP("BacktestTab", "frequency"),
    "rank": QT_TRANSLATE_NOOP("BacktestTab", "rank"),
    "entropy": QT_TRANSLATE_NOOP("BacktestTab", "entropy"),
    "parts": QT_TRANSLATE_NOOP("BacktestTab", "parts"),
    "lookahead": QT_TRANSLATE_NOOP("BacktestTab", "lookahead"),
    "search": QT_TRANSLATE_NOOP("BacktestTab", "search"),
}


class BacktestTab(QWidget):
    def __init__(self, page: WordlePage) -> None:
        super().__init__(page)
        self.page = page
        self.tree_path: str | None = None
        self.results: list[tuple[Backtest, float]] = []
        self.boxes = {}
        picks = QHBoxLayout()
        for name in STRATEGIES:
            box = QCheckBox(self.tr(NAMES[name]))
            box.setToolTip(self.about(name))
            box.setChecked(name in ("frequency", "entropy"))
            self.boxes[name] = box
            picks.addWidget(box)
        self.tree_box = QCheckBox(self.tr("Tree file"))
        self.tree_box.setToolTip(self.tr("Replay a decision tree in Alex Selby's format"))
        self.tree_box.toggled.connect(self._tree_toggled)
        picks.addWidget(self.tree_box)
        self.hard = QCheckBox(self.tr("Hard mode"))
        picks.addWidget(self.hard)
        picks.addStretch(1)
        actions = QHBoxLayout()  # a row of its own: with the boxes it is wider than 1024 px in German
        actions.addStretch(1)
        self.run_button = QPushButton(self.tr("Run"))
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.clear_button = QPushButton(self.tr("Clear Results"))
        self.clear_button.clicked.connect(self.clear)
        self.clear_button.setEnabled(False)  # until there are results to clear
        for button in (self.run_button, self.cancel_button, self.clear_button):
            actions.addWidget(button)
        self.progress = QProgressBar()
        self.status = wrapped()
        self.task = CurrentTask(self, [self.run_button], self.cancel_button, self.status)
        self.queue: list[tuple[str, Callable[[Callable[[], bool]], Generator[Progress, None, Backtest | None]]]] = []
        self.shown = 0.0  # when progress was last shown
        self.table = QTableWidget(0, 8)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Strategy"),
                self.tr("Mode"),
                self.tr("Mean"),
                self.tr("Guesses"),
                self.tr("Over 6"),
                self.tr("Hardest answers"),
                self.tr("Seconds"),
                self.tr("Expected"),
            ]
        )
        expected = self.table.horizontalHeaderItem(7)
        assert expected is not None  # the labels above made it
        expected.setToolTip(self.tr("Guesses on average with each answer as likely as the answer model says"))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setMinimumHeight(60)
        self.chart = HistogramChart()
        layout = QVBoxLayout(self)
        layout.addWidget(
            wrapped(
                self.tr(
                    "Each strategy plays every answer of the list; the table and the chart compare "
                    "them. Runs use every core."
                )
            )
        )
        layout.addLayout(picks)
        layout.addLayout(actions)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.chart, 2)

    def about(self, strategy: str) -> str:
        """What a strategy does, in one line (the CLI's `wordle backtest --help` says it too)."""
        return {
            "frequency": self.tr(
                "Plays the possible answer whose letters are the most frequent among the answers left."
            ),
            "rank": self.tr("Plays the possible answer sharing a letter with the most other answers left."),
            "entropy": self.tr("Plays the guess whose colours tell the most on average (expected bits)."),
            "parts": self.tr("Plays the guess splitting the answers left into the most groups of colours."),
            "lookahead": self.tr(
                "Tries the 12 guesses with the most groups and keeps the one whose groups then need the fewest guesses."
            ),
            "search": self.tr(
                "Searches for the fewest guesses in all, among the guesses with the most groups (slowest, best)."
            ),
        }[strategy]

    def _tree_toggled(self, on: bool) -> None:
        if on and self.tree_path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Replay a decision tree"), "", self.tr("Trees (*.tree *.txt);;All (*)")
            )
            self.use_tree(path or None)

    def use_tree(self, path: str | None) -> None:
        self.tree_path = path
        self.tree_box.setChecked(path is not None)
        self.tree_box.setText(self.tr("Tree {name}").format(name=Path(path).name) if path else self.tr("Tree file"))

    def start(self) -> None:
        """One task per strategy (and the tree), one after another: each one's result is
        its own, shown as it comes."""
        lists = self.page.lists
        names = [name for name, box in self.boxes.items() if box.isChecked()]
        tree = self.tree_path if self.tree_box.isChecked() else None
        if lists is None or not (names or tree):
            set_status(
                self.status, self.tr("Choose a strategy (or a tree file), and wait for the lists."), "bad", SMALL
            )
            return
        hard = self.hard.isChecked()
        jobs = os.cpu_count() or 2  # every core
        self.queue = [(Path(tree).name, lambda _stop: backtest(lists, None, hard, tree=Path(tree)))] if tree else []
        self.queue += [(self.tr(NAMES[name]), partial(_run, lists, name, hard, jobs)) for name in names]
        self._next()

    def _next(self) -> None:
        name, work = self.queue.pop(0)
        started = self.shown = time.perf_counter()
        self.task.start(
            work,
            progress=partial(self._report, name),
            done=lambda result: self._done(result, time.perf_counter() - started),
            finished=self._finished,
            cancelled=lambda: set_status(self.status, self.tr("Cancelled."), "warn", SMALL),
        )

    def cancel(self) -> None:
        self.queue = []
        self.task.cancel()

    def _report(self, name: str, step: Progress) -> None:
        # a few reports a second, not hundreds; but always the first and the last (a full bar)
        if time.perf_counter() - self.shown <= REPORT_SECONDS and step.done not in (0, step.total):
            return
        self.shown = time.perf_counter()
        self.progress.setRange(0, step.total)
        self.progress.setValue(step.done)
        set_status(
            self.status,
            self.tr("{name}: {done:,} of {total:,} answers").format(name=name, done=step.done, total=step.total)
            if step.done
            else self.tr("{name}: choosing the opening guess…").format(name=name),
            "busy",
            13,
        )

    def _done(self, result: Backtest | None, seconds: float) -> None:
        assert result is not None  # None says the task was stopped, and a stopped task's result never arrives
        self._add(result, seconds)
        if self.queue:
            self._next()

    def _finished(self) -> None:
        if self.results:
            best, _ = min(self.results, key=lambda item: item[0].mean)
            set_status(
                self.status,
                self.tr("Best so far: {strategy}, {mean} guesses on average.").format(
                    strategy=best.strategy, mean=mean_text(best.mean)
                ),
                "good",
                SMALL,
            )

    def _add(self, result: Backtest, seconds: float) -> None:
        self.results.append((result, seconds))
        self.clear_button.setEnabled(True)
        row = self.table.rowCount()
        self.table.insertRow(row)
        hardest = ", ".join(f"{a} {n}" for a, n in result.worst(6))
        cells = [
            result.strategy,
            "hard" if result.hard else "normal",
            mean_text(result.mean),
            str(result.total),
            str(len(result.failures)),
            hardest,
            f"{seconds:.1f}",
            mean_text(result.expected),
        ]
        for c, text in enumerate(cells):
            self.table.setItem(row, c, QTableWidgetItem(text))
        self.chart.show_series(
            [(f"{r.strategy}{' (hard)' if r.hard else ''} {mean_text(r.mean)}", r.histogram) for r, _ in self.results]
        )

    def clear(self) -> None:
        """The results gone, and the line that named the best of them (a run under way keeps its own)."""
        self.results = []
        self.table.setRowCount(0)
        self.chart.show_series([])
        self.clear_button.setEnabled(False)
        if not self.task.running:
            self.status.clear()
            self.progress.reset()


def mean_text(mean: float) -> str:
    """A mean number of guesses as the table, the chart's legend and the status all write it."""
    return f"{mean:.4f}"


def _run(
    lists: WordleLists, name: str, hard: bool, jobs: int, stop: Callable[[], bool]
) -> Generator[Progress, None, Backtest | None]:
    """Worker: one strategy."""
    return backtest(lists, name, hard, jobs=jobs, should_stop=stop)
