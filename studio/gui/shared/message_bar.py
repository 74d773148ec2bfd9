"""A bar above the grid that says what went wrong (or right), in place, in plain words.

What it says is news about the last action: once the user has moved on (an edit, another
mode, a swap, a new look) the page calls `moved_on` and the bar goes, unless the message
is `lasting` (work still under way) or waits for an answer. A message about the content
as it is now is said again by whoever checks the content (the solver, after each edit).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

from studio.gui.shared.appearance import themed
from studio.gui.shared.panels import plain

BAR_MARGINS = (12, 6, 6, 6)
RESERVED_LINES = 2  # a bar over a body keeps room for this many lines of text, shown or not
GAP = 6  # between the bar's room and the body


class MessageBar(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(*BAR_MARGINS)
        self.label = plain(QLabel())
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        close = QToolButton()
        close.setText("✕")
        close.setAutoRaise(True)
        close.setToolTip(self.tr("Dismiss"))
        close.clicked.connect(self.clear)
        layout.addWidget(self.label, 1)
        layout.addWidget(close)
        self.row = layout
        self.choices: list[QPushButton] = []
        self.tone = ""
        self.lasting = False
        self.hide()

    def reserved_height(self) -> int:
        """The height a bar of `RESERVED_LINES` lines, or of one line with choice buttons, takes."""
        lines = self.label.fontMetrics().lineSpacing() * RESERVED_LINES
        return BAR_MARGINS[1] + BAR_MARGINS[3] + max(lines, QPushButton("Ok").sizeHint().height()) + 2

    @property
    def text(self) -> str:
        return self.label.text() if self.isVisible() or self.tone else ""

    def show_error(self, text: str) -> None:
        self._show(text, "error")

    def show_info(self, text: str, lasting: bool = False) -> None:
        """`lasting`: true while the work it reports runs; what ends the work replaces it."""
        self._show(text, "info")
        self.lasting = lasting

    def moved_on(self) -> None:
        """The user did something else: news of an earlier action no longer applies."""
        if not self.lasting and not self.choices:
            self.clear()

    def offer(self, text: str, choices: Sequence[tuple[str, Callable[[], object]]]) -> None:
        """A question that waits without blocking: a button per choice; a choice clears the bar first."""
        self._show(text, "info")
        for label, choose in choices:
            button = QPushButton(label)
            button.clicked.connect(self.clear)
            button.clicked.connect(choose)
            self.row.insertWidget(self.row.count() - 1, button)
            self.choices.append(button)

    def clear(self) -> None:
        self._drop_choices()
        self.tone = ""
        self.lasting = False
        self.label.setText("")
        self.hide()

    def _drop_choices(self) -> None:
        for button in self.choices:
            button.hide()
            button.deleteLater()
        self.choices = []

    def _show(self, text: str, tone: str) -> None:
        self._drop_choices()
        self.tone = tone
        self.lasting = False
        themed(self, lambda p: _bar_style(*(colour.name() for colour in p.message_bar[tone])))
        self.label.setText(text)
        self.show()


def _bar_style(back: str, edge: str, ink: str) -> str:
    return (
        f"MessageBar {{ background: {back}; border: 1px solid {edge}; border-radius: 6px; }}"
        f"QLabel {{ color: {ink}; font-size: 13px; }}"
    )


class BarOverBody(QWidget):
    """A body (the Waffle grid) under a message bar whose room is kept whether the bar shows or
    not, so the body never changes size when a message comes or goes (issue 23: the tiles
    shrank when the error bar appeared). A message longer than the room spreads over the
    body's top rather than pushing it down."""

    def __init__(self, bar: MessageBar, body: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bar, self.body = bar, body
        body.setParent(self)
        bar.setParent(self)
        self.room = bar.reserved_height() + GAP
        self.setFocusProxy(body)
        bar.installEventFilter(self)  # a new message: the bar's height again

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.bar and event.type() in (QEvent.Type.Show, QEvent.Type.LayoutRequest):
            self.place_bar()
        return False

    def sizeHint(self) -> QSize:
        return self.body.sizeHint() + QSize(0, self.room)

    def minimumSizeHint(self) -> QSize:
        return self.body.minimumSizeHint().expandedTo(self.body.minimumSize()) + QSize(0, self.room)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        width = self.width()
        self.body.setGeometry(0, self.room, width, max(0, self.height() - self.room))
        self.place_bar()

    def place_bar(self) -> None:
        """The bar at the top, as tall as its text needs but never shorter than its room."""
        width = self.width()
        needed = self.bar.heightForWidth(width) if self.bar.hasHeightForWidth() else self.bar.sizeHint().height()
        self.bar.setGeometry(0, 0, width, max(self.room - GAP, needed))
        self.bar.raise_()
