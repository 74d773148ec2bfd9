"""Pieces the panels and dialogs share: a heading, a status headline, a star row, a form."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

STATUS_COLORS = {"good": "#2e7d32", "warn": "#b26a00", "bad": "#c62828", "busy": "#5f6b7a"}


def heading(text: str, parent: QWidget | None = None) -> QLabel:
    label = QLabel(text, parent)
    label.setObjectName("heading")
    label.setStyleSheet("font-size: 17px; font-weight: 600;")
    return label


def wrapped(text: str = "", parent: QWidget | None = None) -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    return label


def set_status(label: QLabel, text: str, tone: str, size: int = 16) -> None:
    """Restyles only when the tone changes: a style sheet costs a full re-polish, and
    progress reports arrive by the hundred."""
    label.setText(text)
    style = f"font-size: {size}px; font-weight: 600; color: {STATUS_COLORS[tone]};"
    if label.styleSheet() != style:
        label.setStyleSheet(style)


def star_row(stars: int, out_of: int = 5) -> str:
    return "★" * stars + "☆" * (out_of - stars)


def set_running(running: bool, starts: list[QWidget], cancel: QWidget) -> None:
    """While a task runs its start buttons are off and its Cancel is on."""
    for button in starts:
        button.setEnabled(not running)
    cancel.setEnabled(running)


def form_of(rows: list[tuple[str, QWidget]]) -> QFormLayout:
    """A form from (label, field) rows; an empty label lines the field up under the others."""
    form = QFormLayout()
    for label, widget in rows:
        form.addRow(label, widget)
    return form
