"""Puzzle > Generate: choose the options, watch puzzles arrive, open one with a double-click."""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from studio.core.errors import PuzzleError
from studio.core.waffle.colors import POLICIES
from studio.core.waffle.fill import parse_pins
from studio.core.waffle.generate import Attempt, GenerateOptions, generate_puzzles
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.scramble import STRATEGIES, default_target_swaps
from studio.core.waffle.shape import Shape, parse_shape_name
from studio.core.words import WordList, common_min_zipf
from studio.gui.board_painter import BoardGeometry, paint_board
from studio.gui.workers import Task, keep_out_of_gc

THUMBNAIL = 72


def thumbnail(puzzle: Puzzle, size: int = THUMBNAIL) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.white)
    painter = QPainter(pixmap)
    paint_board(painter, BoardGeometry(puzzle.shape, QRectF(2, 2, size - 4, size - 4)), puzzle.tiles, puzzle.colors)
    painter.end()
    return QIcon(pixmap)


class GeneratorDialog(QDialog):
    puzzle_chosen = Signal(object)

    def __init__(self, words: Callable[[], WordList | None], parent: QWidget | None = None) -> None:
        """`words` gives the solving list once it has loaded (None before): never load it here."""
        super().__init__(parent)
        self.words = words
        self.setWindowTitle("Generate puzzles")
        self.resize(880, 620)
        self.task: Task | None = None
        self.started = 0.0
        self.count = 0
        self._build()
        self._shape_changed()

    def _build(self) -> None:
        form = QFormLayout()
        self.shape_edit = QLineEdit("5x5")
        self.shape_edit.setToolTip("5x5, 7x7, 5x7, solid4x4 ...")
        self.shape_edit.editingFinished.connect(self._shape_changed)
        self.common = QCheckBox("common tier (cutoff per word length)")
        self.common.setChecked(True)
        self.cutoff = QSlider(Qt.Orientation.Horizontal)
        self.cutoff.setRange(10, 60)
        self.cutoff.setValue(25)
        self.cutoff_label = QLabel()
        self.common.toggled.connect(self._cutoff_changed)
        self.cutoff.valueChanged.connect(self._cutoff_changed)
        cutoff_row = QHBoxLayout()
        cutoff_row.addWidget(self.cutoff, 1)
        cutoff_row.addWidget(self.cutoff_label)
        self.pins = QLineEdit()
        self.pins.setPlaceholderText("r1=FUGUE c3=GLOBE 3,3=E")
        self.target = QSpinBox()
        self.target.setRange(1, 200)
        self.policy = QComboBox()
        self.policy.addItems(POLICIES)
        self.strategy = QComboBox()
        self.strategy.addItems(STRATEGIES)
        self.game_like = QCheckBox("game-like (corners green, like the real dailies and deluxes)")
        self.game_like.setChecked(True)
        self.min_difficulty, self.max_difficulty = QDoubleSpinBox(), QDoubleSpinBox()
        for spin, value in ((self.min_difficulty, 0.0), (self.max_difficulty, 60.0)):
            spin.setRange(0.0, 60.0)
            spin.setSingleStep(1.0)
            spin.setValue(value)
        difficulty = QHBoxLayout()
        difficulty.addWidget(self.min_difficulty)
        difficulty.addWidget(QLabel("to"))
        difficulty.addWidget(self.max_difficulty)
        self.how_many = QSpinBox()
        self.how_many.setRange(1, 1000)
        self.how_many.setValue(10)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        form.addRow("Shape", self.shape_edit)
        form.addRow("Words", self.common)
        form.addRow("Frequency cutoff", cutoff_row)
        form.addRow("Pinned words, letters", self.pins)
        form.addRow("Fewest swaps", self.target)
        form.addRow("Colouring", self.policy)
        form.addRow("Scramble strategy", self.strategy)
        form.addRow("", self.game_like)
        form.addRow("Difficulty (bits)", difficulty)
        form.addRow("How many", self.how_many)
        form.addRow("Seed", self.seed)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c62828;")
        self.generate_button = QPushButton("Generate")
        self.generate_button.setDefault(True)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setEnabled(False)
        self.generate_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        buttons = QHBoxLayout()
        buttons.addWidget(self.generate_button)
        buttons.addWidget(self.cancel_button)
        self.progress = QProgressBar()
        self.eta = QLabel()
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.error)
        left.addLayout(buttons)
        left.addWidget(self.progress)
        left.addWidget(self.eta)
        left.addStretch(1)
        self.results = QListWidget()
        self.results.setIconSize(QSize(THUMBNAIL, THUMBNAIL))
        self.results.setToolTip("Double-click a puzzle to open it")
        self.results.itemDoubleClicked.connect(
            lambda item: self.puzzle_chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        right = QVBoxLayout()
        right.addWidget(QLabel("<b>Puzzles</b> (double-click to open)"))
        right.addWidget(self.results, 1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 2)
        layout.addLayout(right, 3)

    # ------------------------------------------------------------ options

    def shape(self) -> Shape:
        return parse_shape_name(self.shape_edit.text())

    def min_zipf(self) -> float | None:
        return None if self.common.isChecked() else self.cutoff.value() / 10

    def _shape_changed(self) -> None:
        try:
            shape = self.shape()
        except PuzzleError as err:
            self.error.setText(str(err))
            return
        self.error.setText("")
        self.target.setValue(default_target_swaps(shape))
        self._cutoff_changed()

    def count_words(self, _status: str = "") -> None:
        """Called again when the word list finishes loading."""
        self._cutoff_changed()

    def _cutoff_changed(self) -> None:
        """How many words the cutoff leaves, for each word length the shape needs."""
        self.cutoff.setEnabled(not self.common.isChecked())
        try:
            lengths = sorted({len(s) for s in self.shape().slots})
        except PuzzleError:
            return
        broad = self.words()
        if broad is None:
            self.cutoff_label.setText("the word list is loading…")
            return
        parts = []
        for n in lengths:
            floor = common_min_zipf(n) if self.min_zipf() is None else self.min_zipf()
            parts.append(f"{int(np.count_nonzero(broad.of_length(n).zipf >= floor)):,} of length {n}")
        zipf = "per length" if self.min_zipf() is None else f"Zipf ≥ {self.min_zipf():.1f}"
        self.cutoff_label.setText(f"{zipf}: {', '.join(parts)}")

    def options(self) -> GenerateOptions:
        shape = self.shape()
        items = self.pins.text().split()
        pins = parse_pins(shape, [p for p in items if p[:1].lower() in "rc"],
                          [p for p in items if p[:1].isdigit()])
        return GenerateOptions(shape, self.how_many.value(), self.target.value(), self.policy.currentText(),
                               self.strategy.currentText(), self.game_like.isChecked(), self.min_zipf(), pins,
                               self.min_difficulty.value(), self.max_difficulty.value() or math.inf,
                               self.seed.value())

    # ------------------------------------------------------------ running

    def start(self) -> None:
        try:
            options = self.options()
        except PuzzleError as err:
            self.error.setText(str(err))
            return
        self.cancel()
        self.error.setText("")
        self.results.clear()
        self.count = options.count
        self.progress.setRange(0, options.count)
        self.progress.setValue(0)
        self.eta.setText("Starting…")
        self.started = time.monotonic()
        keep_out_of_gc()
        self.task = Task(lambda _stop: generate_puzzles(options))
        self.task.progress.connect(self._attempt)
        self.task.failed.connect(self._failed)
        self.task.finished.connect(self._finished)
        self.task.start()
        self.generate_button.setEnabled(False)
        self.cancel_button.setEnabled(True)

    def cancel(self) -> None:
        """Stops at once for the user; the worker drops out at its next attempt."""
        if self.task is not None:
            self.task.cancel()
            self.task = None
            self.eta.setText(f"Cancelled: {self.results.count()} puzzles.")
        self.generate_button.setEnabled(True)
        self.cancel_button.setEnabled(False)

    def _current(self) -> bool:
        """A signal from the task still running (not one cancelled or replaced)."""
        return self.task is not None and self.sender() is self.task

    def _attempt(self, attempt: Attempt) -> None:
        if not self._current():
            return
        self.progress.setValue(attempt.made)
        elapsed = time.monotonic() - self.started
        if attempt.found is not None:
            self._add(attempt.found)
        if attempt.made:
            left = elapsed / attempt.made * (self.count - attempt.made)
            self.eta.setText(f"{attempt.made} of {self.count} after {attempt.tries} tries; "
                             f"about {left:.0f} s left")
        else:
            self.eta.setText(f"{attempt.tries} tries so far ({attempt.rejected or 'working'})")

    def _add(self, found) -> None:
        puzzle = found.puzzle
        words = " ".join("".join(puzzle.solution[c] for c in s.cells) for s in puzzle.shape.slots)
        item = QListWidgetItem(thumbnail(puzzle), f"{words}\ndifficulty {found.difficulty} · "
                                                   f"{puzzle.meta['target_swaps']} swaps · seed {puzzle.meta['seed']}"
                                                   f" #{found.index + 1}")
        item.setData(Qt.ItemDataRole.UserRole, puzzle)
        self.results.addItem(item)

    def _failed(self, message: str) -> None:
        if self._current():
            self.error.setText(message)

    def _finished(self) -> None:
        if self._current():
            self.task = None
            self.generate_button.setEnabled(True)
            self.cancel_button.setEnabled(False)
            if not self.error.text():
                self.eta.setText(f"Done: {self.results.count()} puzzles in {time.monotonic() - self.started:.1f} s.")

    def closeEvent(self, event) -> None:
        self.cancel()
        super().closeEvent(event)
