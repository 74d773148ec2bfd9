"""What a screen reader hears from the painted boards.

The boards are painted, not built of widgets, so Qt's accessibility bridge sees one
widget each. Exposing every tile as a child (a QAccessibleInterface per tile) does not
work from Python across Qt versions; instead the board's accessible name says what the
keyboard cursor is on ("Waffle grid, row 2, column 3, letter E, yellow"), and a change
is announced with Qt's NameChanged and DescriptionChanged events, which Orca, NVDA and
VoiceOver read for the focused widget.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget


def tell(widget: QWidget, name: str, description: str = "") -> None:
    """Set the widget's accessible name and description, announcing what changed."""
    if widget.accessibleName() != name:
        widget.setAccessibleName(name)
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.NameChanged))
    if widget.accessibleDescription() != description:
        widget.setAccessibleDescription(description)
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged))
