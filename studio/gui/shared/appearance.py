"""The window's look: light or dark (the system's, or the user's choice) and the colour-blind tiles.

One `Appearance` (the main window's) reads the choice from the settings, follows the
system's colour scheme while the choice is "system", and on every change sets Qt's palette
for the whole application, restyles the widgets `themed` registered and repaints the rest.
Painted widgets read `current()` when they paint. The palettes are in `studio.render.palette`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from PySide6.QtCore import QObject, QRectF, QSettings, QSize, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QStyleOptionHeader,
    QWidget,
)

from studio.core.waffle.sheet import CardStyle
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP
from studio.render.palette import LIGHT, Palette, palette_for, qpalette

Theme = Literal["system", "light", "dark"]
THEMES: tuple[Theme, ...] = ("system", "light", "dark")
THEME_KEY, COLOUR_BLIND_KEY = "view/theme", "view/colour_blind"
STYLE_ATTRIBUTE = "_themed_style"  # on a widget: its style sheet, made from a palette

_current: Palette = LIGHT


def current() -> Palette:
    """The palette the window paints with now."""
    return _current


# The printed styles (studio.core.waffle.sheet.STYLES) and paper sizes as the style and
# paper boxes show them (i18n.add_choices with context "Print")
PRINT_NAMES = (
    QT_TRANSLATE_NOOP("Print", "color"),
    QT_TRANSLATE_NOOP("Print", "ink"),
    QT_TRANSLATE_NOOP("Print", "color-blind"),
    QT_TRANSLATE_NOOP("Print", "a4"),
    QT_TRANSLATE_NOOP("Print", "letter"),
    # which pages a sheet prints (studio.core.waffle.sheet.PAGE_SETS)
    QT_TRANSLATE_NOOP("Print", "all"),
    QT_TRANSLATE_NOOP("Print", "puzzles"),
    QT_TRANSLATE_NOOP("Print", "answers"),
)


def print_style() -> CardStyle:
    """The style a Waffle picture or sheet starts in: paper is light, the tiles are the user's."""
    return "color-blind" if _current.marks else "color"


def print_palette() -> Palette:
    """The light palette, with the colour-blind tiles when the window shows them: for files."""
    return palette_for(dark=False, colour_blind=_current.marks)


def themed(widget: QWidget, style: Callable[[Palette], str]) -> None:
    """Give `widget` the style sheet `style(palette)`, now and again whenever the look changes."""
    setattr(widget, STYLE_ATTRIBUTE, style)
    sheet = style(_current)
    if widget.styleSheet() != sheet:  # a style sheet costs a full re-polish
        widget.setStyleSheet(sheet)


def toggle_style(palette: Palette) -> str:
    """A checkable push button whose checked state shows in every theme: Fusion shades a
    checked button 10% darker, which on the dark theme's buttons no one can see."""
    return (
        f"QPushButton {{ background: {palette.button.name()}; color: {palette.text.name()};"
        f" border: 1px solid {palette.edge.name()}; border-radius: 5px; padding: 4px 6px; }}"
        f" QPushButton:hover {{ border-color: {palette.accent.name()}; }}"
        f" QPushButton:checked {{ background: {palette.accent.name()}; color: {palette.on_accent.name()};"
        f" border-color: {palette.accent.darker(130).name()}; }}"
        f" QPushButton:disabled {{ color: {palette.disabled.name()}; }}" + focus_ring(palette)
    )


def inked(icon: QIcon, colour: QColor) -> QIcon:
    """`icon`'s shape in `colour`: Qt's own arrows are black in every theme, so the dark
    theme's toolbar hid Undo and Redo (issue 34)."""
    out = QIcon()
    for size in icon.availableSizes() or [QSize(32, 32)]:
        pixmap = QPixmap(icon.pixmap(size))
        painter = QPainter(pixmap)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        painter.fillRect(pixmap.rect(), colour)
        painter.end()
        out.addPixmap(pixmap)
    return out


def focus_ring(palette: Palette) -> str:
    """A styled button's keyboard focus, plain to see in every theme and on the accent:
    a style sheet's border replaces Fusion's faint focus frame."""
    return f" QPushButton:focus {{ border: 2px solid {palette.text.name()}; }}"


class EdgedStyle(QProxyStyle):
    """The application's style (Fusion) with control borders a user can see in every theme.

    Fusion draws a checkbox's, a radio button's and a text field's border in the window
    colour made 40% darker: on the dark window that is nearly black on nearly black, so an
    unchecked box vanished. Here they are drawn again in `Palette.control_edge`, which has
    3:1 contrast on the window and on the fields (WCAG 1.4.11, tests/gui/test_dark_controls.py).
    A focused control keeps Fusion's highlight instead.

    A header's sort arrow points the way its values fall: Qt hands Fusion "sort up" for a
    descending column, which drew the arrow of a column sorted largest first pointing up."""

    PRIMITIVES = (
        QStyle.PrimitiveElement.PE_IndicatorCheckBox,
        QStyle.PrimitiveElement.PE_IndicatorRadioButton,
        QStyle.PrimitiveElement.PE_FrameLineEdit,
    )
    CONTROLS = (QStyle.ComplexControl.CC_SpinBox, QStyle.ComplexControl.CC_ComboBox)

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.PrimitiveElement.PE_IndicatorHeaderArrow and isinstance(option, QStyleOptionHeader):
            option = QStyleOptionHeader(option)
            up, down = QStyleOptionHeader.SortIndicator.SortUp, QStyleOptionHeader.SortIndicator.SortDown
            option.sortIndicator = {up: down, down: up}.get(option.sortIndicator, option.sortIndicator)
        super().drawPrimitive(element, option, painter, widget)
        if element in self.PRIMITIVES:
            _edge(painter, option, round_=element == QStyle.PrimitiveElement.PE_IndicatorRadioButton)

    def drawComplexControl(
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawComplexControl(control, option, painter, widget)
        if control in self.CONTROLS and getattr(option, "frame", True):
            _edge(painter, option)


def _edge(painter: QPainter, option: QStyleOption | QStyleOptionComplex, round_: bool = False) -> None:
    if option.state & QStyle.StateFlag.State_HasFocus:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_current.control_edge, 1))
    rect = QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5)
    if round_:
        painter.drawEllipse(rect)
    else:
        painter.drawRoundedRect(rect, 2, 2)
    painter.restore()


def use_edged_style() -> None:
    """Wrap the application's style in `EdgedStyle`, once."""
    if not isinstance(QApplication.style(), EdgedStyle):
        QApplication.setStyle(EdgedStyle(QApplication.style().name()))


class Appearance(QObject):
    changed = Signal()

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        stored = str(settings.value(THEME_KEY, "system"))
        self.theme: Theme = next((t for t in THEMES if t == stored), "system")
        self.colour_blind = settings.value(COLOUR_BLIND_KEY, False) in (True, "true")  # a stray value: off
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._system_changed)
        use_edged_style()
        self.apply()

    @property
    def dark(self) -> bool:
        if self.theme == "system":
            return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark
        return self.theme == "dark"

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.settings.setValue(THEME_KEY, theme)
        self.apply()

    def set_colour_blind(self, on: bool) -> None:
        self.colour_blind = on
        self.settings.setValue(COLOUR_BLIND_KEY, on)
        self.apply()

    def _system_changed(self, _scheme: Qt.ColorScheme) -> None:
        if self.theme == "system":
            self.apply()

    def apply(self) -> None:
        global _current
        _current = palette_for(self.dark, self.colour_blind)
        QApplication.setPalette(qpalette(_current))
        for widget in QApplication.allWidgets():
            style = getattr(widget, STYLE_ATTRIBUTE, None)
            if style is not None or widget.styleSheet():  # set again: Qt keeps a styled widget's old palette
                widget.setStyleSheet(widget.styleSheet() if style is None else style(_current))
            widget.update()
        self.changed.emit()
