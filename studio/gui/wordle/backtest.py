"""The backtest tab: strategies (and decision-tree files) against every answer, on
worker processes, compared in a table and a histogram."""

from __future__ import annotations

import os
import time
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

from studio.core.wordle.backtest import Backtest, backtest_in_processes
from studio.core.wordle.strategies import STRATEGIES
from studio.core.wordle.tree import load_tree, tree_backtest
from studio.gui.shared.panels import cancel_task, set_running, set_status, start_task, wrapped
from studio.gui.shared.workers import Task
from studio.gui.wordle.widgets import HistogramChart

if TYPE_CHECKING:
    from studio.gui.wordle.page import WordlePage

REPORT_SECONDS = 0.1
ABOUT = {
    "frequency": "the candidate with the most frequent letters",
    "rank": "the candidate sharing letters with the most others",
    "entropy": "the guess with the most expected information",
    "parts": "the guess splitting the answers into the most groups",
    "lookahead": "the 12 guesses with the most groups, each tried one level deeper (slowest, best)",
}


class BacktestTab(QWidget):
    def __init__(self, page: WordlePage) -> None:
        super().__init__(page)
        self.page = page
        self.task: Task | None = None
        self.tree_path: str | None = None
        self.results: list[tuple[Backtest, float]] = []
        self.boxes = {}
        picks = QHBoxLayout()
        for name in STRATEGIES:
            box = QCheckBox(name)
            box.setToolTip(ABOUT[name])
            box.setChecked(name in ("frequency", "entropy"))
            self.boxes[name] = box
            picks.addWidget(box)
        self.tree_box = QCheckBox("tree file")
        self.tree_box.setToolTip("Replay a decision tree in Alex Selby's format")
        self.tree_box.toggled.connect(self._tree_toggled)
        picks.addWidget(self.tree_box)
        self.hard = QCheckBox("Hard mode")
        picks.addWidget(self.hard)
        picks.addStretch(1)
        self.run_button = QPushButton("Run")
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.clear_button = QPushButton("Clear Results")
        self.clear_button.clicked.connect(self.clear)
        for button in (self.run_button, self.cancel_button, self.clear_button):
            picks.addWidget(button)
        self.progress = QProgressBar()
        self.status = wrapped()
        self.table = QTableWidget(0, 7)
        self.table.setHorizontalHeaderLabels(
            ["Strategy", "Mode", "Mean", "Guesses", "Over 6", "Hardest answers", "Seconds"]
        )
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setMinimumHeight(60)
        self.chart = HistogramChart()
        layout = QVBoxLayout(self)
        layout.addWidget(
            wrapped(
                "Each strategy plays every answer of the list; the table and the chart compare "
                "them. Runs use every core."
            )
        )
        layout.addLayout(picks)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.chart, 2)

    def _tree_toggled(self, on: bool) -> None:
        if on and self.tree_path is None:
            path, _ = QFileDialog.getOpenFileName(self, "Replay a decision tree", "", "Trees (*.tree *.txt);;All (*)")
            self.use_tree(path or None)

    def use_tree(self, path: str | None) -> None:
        self.tree_path = path
        self.tree_box.setChecked(path is not None)
        self.tree_box.setText(f"tree {Path(path).name}" if path else "tree file")

    def start(self) -> None:
        lists = self.page.lists
        names = [name for name, box in self.boxes.items() if box.isChecked()]
        tree = self.tree_path if self.tree_box.isChecked() else None
        if lists is None or not (names or tree):
            set_status(self.status, "Choose a strategy (or a tree file), and wait for the lists.", "bad", 13)
            return
        self.cancel()
        hard = self.hard.isChecked()
        self.task = Task(lambda stop: _run(lists, names, tree, hard, stop))
        self.task.progress.connect(self._report)
        self.task.finished.connect(self._finished)
        start_task(self.task, self.status, [self.run_button], self.cancel_button)

    def cancel(self) -> None:
        cancel_task(self.task, self.status, "Cancelled.", [self.run_button], self.cancel_button)
        self.task = None

    def _report(self, report) -> None:
        if self.sender() is not self.task:
            return
        if report[0] == "result":
            self._add(report[1], report[2])
            return
        name, done, total = report
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        set_status(
            self.status,
            f"{name}: {done:,} of {total:,} answers" if done else f"{name}: choosing the opening guess…",
            "busy",
            13,
        )

    def _finished(self) -> None:
        if self.sender() is self.task:
            self.task = None
            set_running(False, [self.run_button], self.cancel_button)
            if self.results:
                best, _ = min(self.results, key=lambda item: item[0].mean)
                set_status(
                    self.status, f"Best so far: {best.strategy}, {best.mean:.4f} guesses on average.", "good", 13
                )

    def _add(self, result: Backtest, seconds: float) -> None:
        self.results.append((result, seconds))
        row = self.table.rowCount()
        self.table.insertRow(row)
        hardest = ", ".join(f"{a} {n}" for a, n in result.worst(6))
        cells = [
            result.strategy,
            "hard" if result.hard else "normal",
            f"{result.mean:.4f}",
            str(result.total),
            str(len(result.failures)),
            hardest,
            f"{seconds:.1f}",
        ]
        for c, text in enumerate(cells):
            self.table.setItem(row, c, QTableWidgetItem(text))
        self.chart.show_series(
            [(f"{r.strategy}{' (hard)' if r.hard else ''} {r.mean:.3f}", r.histogram) for r, _ in self.results]
        )

    def clear(self) -> None:
        self.results = []
        self.table.setRowCount(0)
        self.chart.show_series([])


def _run(lists, names: list[str], tree: str | None, hard: bool, stop):
    """Worker: yields progress (name, done, total) and ("result", Backtest, seconds)."""
    runs = []
    if tree:
        label = f"tree {Path(tree).name}"
        runs.append((label, lambda: tree_backtest(load_tree(tree), lists, hard, label)))
    jobs = os.cpu_count() or 2
    runs += [
        (name, partial(backtest_in_processes, lists.answers, lists.guesses, name, hard, jobs=jobs, should_stop=stop))
        for name in names
    ]
    for name, start in runs:
        started = shown = time.perf_counter()
        steps = start()
        while True:
            try:
                done, total = next(steps)
            except StopIteration as finished:
                result = finished.value
                break
            # a few reports a second, not hundreds; but always the first and the last (a full bar)
            if time.perf_counter() - shown > REPORT_SECONDS or done in (0, total):
                shown = time.perf_counter()
                yield name, done, total
        if result is None:
            return
        yield "result", result, time.perf_counter() - started
