"""Pieces the panels and dialogs share: a heading, a status headline, a star row, a form,
a row of controls, and the buttons of a task."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Literal

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QLayout, QWidget

from studio.core.waffle.swaps import SPARE_SWAPS
from studio.gui.shared.appearance import themed

Tone = Literal["good", "warn", "bad", "busy"]  # how a status line reads: its colour, `Palette.status[tone]`
# A status line's text size in px: LARGE for a panel's headline, SMALL for the message line
# under a dialog's or a tab's controls.
LARGE, SMALL = 16, 13


def heading(text: str, parent: QWidget | None = None) -> QLabel:
    label = QLabel(text, parent)
    label.setObjectName("heading")
    label.setStyleSheet("font-size: 17px; font-weight: 600;")
    return label


def wrapped(text: str = "", parent: QWidget | None = None) -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    return label


class Note(QLabel):
    """A wrapped note that takes no room while it says nothing: an empty label in a column
    still takes a line and the spacing (three under the generator's form made a gap)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.hide()

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setVisible(bool(text))

    def clear(self) -> None:
        self.setText("")


class SteadyLabel(QLabel):
    """A wrapped label as tall as the tallest of the texts it takes turns showing
    (`texts`), so the widget above it keeps its size whichever is shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._texts: tuple[str, ...] = ()

    def set_texts(self, texts: Sequence[str]) -> None:
        self._texts = tuple(texts)
        self.updateGeometry()

    def heightForWidth(self, width: int) -> int:
        margins = self.contentsMargins()
        room = QRect(0, 0, max(1, width - margins.left() - margins.right()), 1 << 20)
        flags = Qt.TextFlag.TextWordWrap
        tallest = max((self.fontMetrics().boundingRect(room, flags, text).height() for text in self._texts), default=0)
        return max(super().heightForWidth(width), tallest + margins.top() + margins.bottom())


def plain(label: QLabel) -> QLabel:
    """A label that shows its text as typed: a message can quote a file name or a title,
    and Qt would read '<img src=…>' in one as markup."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_tip(text: str) -> str:
    """A tooltip that shows `text` as typed (a tooltip has no text format: Qt guesses, and
    '<img src=…>' in a file name would be markup)."""
    return "<p style='white-space: pre-wrap'>" + html.escape(text) + "</p>" if text else ""


def sentence(text: str) -> str:
    """A message as the window shows it, starting with a capital. The core's messages
    start lower-case (the command line prints them after 'error:'); a file name that
    leads one ('words.txt, line 3: ...') stays as it is spelled."""
    return text[:1].upper() + text[1:] if text.split(" ", 1)[0].rstrip(":,;").isalpha() else text


def set_status(label: QLabel, text: str, tone: Tone, size: int = LARGE) -> None:
    """Restyles only when the tone changes (`themed` compares): a style sheet costs a full
    re-polish, and progress reports arrive by the hundred."""
    plain(label).setText(text)
    themed(label, lambda p: f"font-size: {size}px; font-weight: 600; color: {p.status[tone].name()};")


def toned(label: QLabel, tone: Tone) -> QLabel:
    """A plain label in a tone's colour, in whichever theme is shown."""
    plain(label)
    themed(label, lambda p: f"color: {p.status[tone].name()};")
    return label


def star_row(stars: int) -> str:
    """`stars` filled of the most a game gives (one per spare swap)."""
    return "★" * stars + "☆" * (SPARE_SWAPS - stars)


def set_running(running: bool, starts: Sequence[QWidget], cancel: QWidget) -> None:
    """While a task runs its start buttons are off and its Cancel is on."""
    for button in starts:
        button.setEnabled(not running)
    cancel.setEnabled(running)


def form_of(rows: Sequence[tuple[str, QWidget | QLayout]]) -> QFormLayout:
    """A form from (label, field) rows; an empty label lines the field up under the others."""
    form = QFormLayout()
    for label, widget in rows:
        form.addRow(label, widget)
    return form


def row_of(items: Sequence[str | QWidget | None]) -> QHBoxLayout:
    """A row: a string is a label for the widget after it (its buddy, so a screen reader
    names the widget by it and Alt plus an '&' letter reaches it), None a stretch."""
    row = QHBoxLayout()
    label: QLabel | None = None
    for item in items:
        if item is None:
            row.addStretch(1)
        elif isinstance(item, str):
            label = QLabel(item)
            row.addWidget(label)
            continue
        else:
            if label is not None:
                label.setBuddy(item)
            row.addWidget(item)
        label = None
    return row
