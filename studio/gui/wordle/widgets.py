"""Wordle's tiles, on-screen keyboard and histogram as widgets; the painting is in render."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QGridLayout, QPushButton, QSizePolicy, QWidget

from studio.core.wordle.feedback import GRAY, GREEN, YELLOW
from studio.render.palette import KEY_FILL, MARK_FILL, WORDLE_INK, WORDLE_LIGHT
from studio.render.wordle import Row, paint_histogram, paint_rows, tile_rect

KEY_ROWS = ("QWERTYUIOP", "ASDFGHJKL", "⏎ZXCVBNM⌫")
ENTER, BACK = "⏎", "⌫"


def typed_key(event: QKeyEvent) -> str | None:
    """A letter (upper case), ENTER or BACK from a key press; None for anything else."""
    if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        return ENTER
    if event.key() == Qt.Key.Key_Backspace:
        return BACK
    text = event.text().upper()
    return text if len(text) == 1 and "A" <= text <= "Z" else None


if TYPE_CHECKING:
    _Widget = QWidget  # checked as the widget it is mixed into
else:
    _Widget = object


class TakesKeys(_Widget):
    """Mixed into a widget with press(key): the physical keyboard types like the keys on screen."""

    press: Callable[[str], None]  # the widget's own

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = typed_key(event)
        if key is None:
            super().keyPressEvent(event)
        else:
            self.press(key)


class TileView(QWidget):
    """Rows of tiles; a click on a tile reports (row, column)."""

    tile_clicked = Signal(int, int)

    def __init__(self, total_rows: int = 6, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[Row] = []
        self.length, self.total_rows = 5, total_rows
        self.setMinimumSize(120, 120)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def show_rows(self, rows: Sequence[Row], length: int, total_rows: int | None = None) -> None:
        self.rows, self.length = list(rows), length
        self.total_rows = total_rows or self.total_rows
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        with QPainter(self) as painter:  # ended even when painting raises: no painter left active
            paint_rows(painter, QRectF(self.rect()), self.rows, self.length, self.total_rows)

    def tile_center(self, row: int, column: int):
        return tile_rect(QRectF(self.rect()), self.length, self.total_rows, row, column).center()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        for r in range(self.total_rows):
            for c in range(self.length):
                if tile_rect(QRectF(self.rect()), self.length, self.total_rows, r, c).contains(event.position()):
                    self.tile_clicked.emit(r, c)
                    return


class Keyboard(QWidget):
    """The on-screen keys, coloured by the best mark each letter has had."""

    pressed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setSpacing(4)
        self.buttons: dict[str, QPushButton] = {}
        for r, keys in enumerate(KEY_ROWS):
            offset = 1 if r == 1 else 0
            for c, key in enumerate(keys):
                button = QPushButton(key)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.setMinimumSize(26, 30)
                button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                button.clicked.connect(lambda _=False, k=key: self.pressed.emit(k))
                grid.addWidget(button, r, 2 * c + offset, 1, 2)
                self.buttons[key] = button
        self.show_marks({})

    def show_marks(self, best: dict[str, int]) -> None:
        for key, button in self.buttons.items():
            mark = best.get(key)
            if mark is None:
                button.setStyleSheet(
                    f"QPushButton {{ background: {KEY_FILL.name()}; color: {WORDLE_INK.name()}; font-weight: 700;"
                    " border: none; border-radius: 4px; }"
                )
            else:
                button.setStyleSheet(
                    f"QPushButton {{ background: {MARK_FILL[mark].name()}; color: {WORDLE_LIGHT.name()};"
                    " font-weight: 700; border: none; border-radius: 4px; }"
                )


def best_marks(rows: Sequence[tuple[str, Sequence[int]]]) -> dict[str, int]:
    """Per letter, the most telling mark seen: green over yellow over gray."""
    rank = {GRAY: 0, YELLOW: 1, GREEN: 2}
    best: dict[str, int] = {}
    for word, marks in rows:
        for letter, mark in zip(word, marks, strict=True):
            if letter not in best or rank[mark] > rank[best[letter]]:
                best[letter] = mark
    return best


class HistogramChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[tuple[str, dict[int, int]]] = []
        self.setMinimumHeight(120)

    def show_series(self, series: list[tuple[str, dict[int, int]]]) -> None:
        self.series = series
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        with QPainter(self) as painter:  # ended even when painting raises: no painter left active
            paint_histogram(painter, QRectF(self.rect()), self.series)
