"""A bar above the grid that says what went wrong (or right), in place, in plain words.

What it says is news about the last action: once the user has moved on (an edit, another
mode, a swap, a new look) the page calls `moved_on` and the bar goes, unless the message
is `lasting` (work still under way) or waits for an answer. A message about the content
as it is now is said again by whoever checks the content (the solver, after each edit).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

from studio.gui.shared.appearance import themed


class MessageBar(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 6, 6)
        self.label = QLabel()
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
