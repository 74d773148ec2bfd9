"""Controls a user can find in every theme (issue 23: on the dark theme an unchecked box and
a text field's border vanished): their borders have 3:1 contrast on what surrounds them,
WCAG 2.1 success criterion 1.4.11 (non-text contrast), with the WCAG luminance formula of
tests/colour_science.py, checked on the palette and on the pixels Qt really draws."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)

from studio.gui.shared import appearance
from studio.render.palette import DARK, LIGHT, PALETTES
from tests.colour_science import contrast

NON_TEXT = 3.0  # WCAG 1.4.11


def rgb(colour: QColor) -> tuple[float, float, float]:
    return (colour.redF(), colour.greenF(), colour.blueF())


@pytest.fixture(autouse=True)
def light_again():
    """The look is the application's: leave it light for the tests after this one."""
    yield
    appearance._current = LIGHT
    QApplication.setPalette(appearance.qpalette(LIGHT))


@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_control_edges_stand_out_from_window_fields_and_buttons(palette):
    for ground in (palette.window, palette.base, palette.button, palette.alternate):
        assert contrast(rgb(palette.control_edge), rgb(ground)) >= NON_TEXT, (palette.name, ground.name())


def strongest(image, rect, ground: QColor) -> float:
    """The highest contrast any pixel of `rect` has with `ground`: the border, if it shows."""
    return max(
        contrast(rgb(image.pixelColor(x, y)), rgb(ground))
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    )


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_unchecked_boxes_and_empty_fields_show_their_edges(qtbot, window, theme):
    window.appearance.set_theme(theme)
    palette = DARK if theme == "dark" else LIGHT
    panel = QWidget()
    column = QVBoxLayout(panel)
    box, radio, field, spin = QCheckBox("Hard mode"), QRadioButton("Either"), QLineEdit(), QSpinBox()
    for widget in (box, radio, field, spin):
        column.addWidget(widget)
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    for button, element in (
        (box, QStyle.SubElement.SE_CheckBoxIndicator),
        (radio, QStyle.SubElement.SE_RadioButtonIndicator),
    ):
        option = QStyleOptionButton()
        option.initFrom(button)
        indicator = button.style().subElementRect(element, option, button)
        assert strongest(button.grab().toImage(), indicator, palette.window) >= NON_TEXT, (theme, type(button))
    for widget in (field, spin):
        assert strongest(widget.grab().toImage(), widget.rect(), palette.window) >= NON_TEXT, (theme, type(widget))


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_the_mode_shown_stands_out_from_the_others(qtbot, window, theme):
    """Solve, Design, Play: the checked one's fill has 3:1 on the others' (a state, WCAG 1.4.11)."""
    window.appearance.set_theme(theme)
    buttons = window.waffle.mode_buttons.buttons()
    window.waffle.mode_buttons.button(2).click()
    QApplication.processEvents()

    def fill(button) -> QColor:
        return button.grab().toImage().pixelColor(6, button.height() // 2)  # left of the label

    checked, others = fill(buttons[2]), [fill(b) for b in buttons[:2]]
    for other in others:
        assert contrast(rgb(checked), rgb(other)) >= NON_TEXT, (theme, checked.name(), other.name())


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_the_toolbar_arrows_show_in_every_theme(qtbot, window, theme):
    """Issue 34: Qt's own Undo and Redo arrows are black, invisible on the dark toolbar; the
    studio draws them in the theme's text colour, again when the theme changes."""
    window.appearance.set_theme(theme)
    palette = DARK if theme == "dark" else LIGHT
    for action in (window.undo_action, window.redo_action):
        image = action.icon().pixmap(QSize(24, 24)).toImage()
        assert strongest(image, image.rect(), palette.window) >= NON_TEXT, (theme, action.iconText())
