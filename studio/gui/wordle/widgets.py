"""Wordle's tiles, on-screen keyboard and histogram as widgets; the painting is in render."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QGridLayout, QPushButton, QSizePolicy, QWidget

from studio.core.alphabet import EXTRA, tile_of
from studio.core.wordle.feedback import GRAY, GREEN, YELLOW
from studio.gui.shared.accessible import tell
from studio.gui.shared.appearance import current, themed
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP
from studio.render.palette import Palette
from studio.render.wordle import Row, paint_histogram, paint_rows, tile_rect

KEY_ROWS = ("QWERTYUIOP", "ASDFGHJKLÑ", "⏎ZXCVBNM⌫")  # Ñ shown only for a language that has it
MARK_WORDS = {
    GREEN: QT_TRANSLATE_NOOP("TileView", "green"),
    YELLOW: QT_TRANSLATE_NOOP("TileView", "yellow"),
    GRAY: QT_TRANSLATE_NOOP("TileView", "gray"),
}
ENTER, BACK = "⏎", "⌫"


def typed_key(event: QKeyEvent) -> str | None:
    """A tile (upper case: an accented letter folds, 'é' -> E, 'ñ' -> Ñ), ENTER or BACK from
    a key press; None for anything else."""
    if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        return ENTER
    if event.key() == Qt.Key.Key_Backspace:
        return BACK
    text = event.text()
    return tile_of(text) if len(text) == 1 else None


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


def rows_description(rows: Sequence[Row]) -> str:
    """'Guess 1, CRANE: C gray, R yellow, ...; typing AB': the board as a screen reader says it."""
    translate = QCoreApplication.translate
    said = []
    for number, (letters, marks) in enumerate(rows, 1):
        if marks is None:
            said.append(
                translate("TileView", "typing {letters}").format(letters=letters)
                if letters
                else translate("TileView", "typing")
            )
        else:
            tile = translate("TileView", "{letter} {mark}")
            tiles = ", ".join(
                tile.format(letter=letter, mark=translate("TileView", MARK_WORDS[mark]))
                for letter, mark in zip(letters, marks, strict=True)
            )
            said.append(
                translate("TileView", "guess {n}, {letters}: {tiles}").format(n=number, letters=letters, tiles=tiles)
            )
        said[-1] = said[-1][:1].upper() + said[-1][1:]
    return "; ".join(said) or translate("TileView", "No guesses yet")


class TileView(QWidget):
    """Rows of tiles; a click on a tile reports (row, column)."""

    tile_clicked = Signal(int, int)

    def __init__(self, total_rows: int = 6, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[Row] = []
        self.length, self.total_rows = 5, total_rows
        self.setMinimumSize(120, 120)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        tell(self, self.tr("Wordle board"), rows_description(self.rows))

    def show_rows(self, rows: Sequence[Row], length: int, total_rows: int | None = None) -> None:
        self.rows, self.length = list(rows), length
        self.total_rows = total_rows or self.total_rows
        tell(self, self.tr("Wordle board"), rows_description(self.rows))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        with QPainter(self) as painter:  # ended even when painting raises: no painter left active
            paint_rows(painter, QRectF(self.rect()), self.rows, self.length, self.total_rows, current())

    def tile_center(self, row: int, column: int) -> QPointF:
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
        self.show_letters("")

    def show_letters(self, letters: str) -> None:
        """The keys past A-Z (Ñ) that the language's `letters` hold, the others hidden."""
        for key in EXTRA:
            self.buttons[key].setVisible(key in letters)

    def show_marks(self, best: dict[str, int]) -> None:
        for key, button in self.buttons.items():
            themed(button, partial(_key_style, best.get(key)))


def _key_style(mark: int | None, palette: Palette) -> str:
    """A key in its best mark's colour."""
    back, ink = (
        (palette.key_fill, palette.wordle_ink) if mark is None else (palette.mark_fill[mark], palette.mark_letter[mark])
    )
    return (
        f"QPushButton {{ background: {back.name()}; color: {ink.name()}; font-weight: 700;"
        " border: none; border-radius: 4px; }"
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
            paint_histogram(
                painter,
                QRectF(self.rect()),
                self.series,
                current(),
                axis_title=self.tr("guesses (over 6: a failure)"),
                empty_text=self.tr("Run a backtest to see how many guesses each answer takes"),
            )
