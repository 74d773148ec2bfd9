"""Windows and dialogs sized to their content and to the screen they open on.

A size asked for in code is a wish: on a 1024x600 screen, or at a scale factor of 2,
it can be larger than the screen, and then the title bar or the status bar is off it.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractSlider, QAbstractSpinBox, QComboBox, QFrame, QLayout, QScrollArea, QWidget

SCREEN_SHARE = 0.92  # of the available screen at most: the frame and the panel need the rest


def fit_to_screen(widget: QWidget, width: int, height: int) -> QSize:
    """Resize `widget` to (width, height), or at least its content's size hint, within the
    available screen; returns the size given."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    layout = widget.layout()
    if layout is not None:  # a nested layout keeps a stale size hint until the whole tree is redone
        layout.invalidate()
        layout.activate()
    hint = widget.sizeHint()
    wanted = QSize(max(width, hint.width()), max(height, hint.height()))
    if screen is not None:
        room = screen.availableGeometry().size() * SCREEN_SHARE
        wanted = wanted.boundedTo(room)
    widget.resize(wanted)
    return wanted


class _DownOnly(QScrollArea):
    """A scroll area that scrolls up and down only: it asks for its content's whole width,
    so no field or button hides past its right edge (issue 34: the generator's Browse…,
    Cancel and a difficulty field did at the dialog's default size)."""

    def sizeHint(self) -> QSize:
        """The content's whole height: a dialog opens showing all of the form where the
        screen has room (Qt's own hint stops at 24 lines, and the generator's form scrolled
        on a 1600x1000 screen)."""
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        return QSize(super().sizeHint().width(), inner.sizeHint().height() + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        inner = self.widget()
        width = inner.minimumSizeHint().width() if inner is not None else 0
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(width + bar, super().minimumSizeHint().height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The content's layout changed (a longer text came in): the dialog asks again. The
        wheel over a field the user is not in scrolls the form: it changed the field (the
        generator's seed) as the form went by under the pointer."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        inner = self.widget()
        field = isinstance(watched, QWidget) and inner is not None and inner.isAncestorOf(watched)
        if event.type() == QEvent.Type.Wheel and field and not cast(QWidget, watched).hasFocus():
            QCoreApplication.sendEvent(self.verticalScrollBar(), event)
            return True
        return super().eventFilter(watched, event)


def scrolling(layout: QLayout) -> QScrollArea:
    """`layout` in a frameless scroll area: a form taller than a small screen (a German
    one at 1024x600) scrolls instead of pushing its dialog off the screen. It never
    scrolls sideways: the dialog gives it the form's width."""
    inner = QWidget()
    inner.setLayout(layout)
    area = _DownOnly()
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(inner)
    inner.installEventFilter(area)
    for field in inner.findChildren(QWidget):
        if isinstance(field, QAbstractSpinBox | QComboBox | QAbstractSlider):
            field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a wheel is no click into the field
            field.installEventFilter(area)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the form's controls, which scroll into view
    return area
