"""A player on a dark desktop who cannot tell green from yellow: View > Theme > Dark and
View > Colour-Blind Tiles, remembered the next time; the picture exported is still on white
paper, with the colour-blind tiles and their marks.

Oracles: the palettes' own colour values read back as pixels off the window and off the PNG
(the colours themselves are checked against colour science in tests/render/test_palette.py);
daily #1's published colours say which tiles are green, yellow and gray.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, QSettings
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication

from studio.core.waffle.puzzle import GRAY, GREEN, YELLOW
from studio.gui.main_window import MainWindow
from studio.gui.shared import appearance
from studio.render.palette import DARK, DARK_COLOUR_BLIND, LIGHT, LIGHT_COLOUR_BLIND
from studio.resources import resource
from tests.gui.conftest import WAIT_MS

WINDOW = QPalette.ColorRole.Window


def close(one: QColor, two: QColor, tolerance: int = 6) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(one.getRgb()[:3], two.getRgb()[:3], strict=True))


def at(image: QImage, rect: QRectF, fx: float, fy: float) -> QColor:
    """The pixel a fraction of the way across and down a tile."""
    return image.pixelColor(QPointF(rect.x() + rect.width() * fx, rect.y() + rect.height() * fy).toPoint())


def theme_action(window: MainWindow, label: str):
    return next(a for a in window.theme_actions.actions() if a.text().replace("&", "") == label)


@pytest.fixture(autouse=True)
def light_again():
    """The look is the application's: leave it light for the stories after this one."""
    yield
    appearance._current = LIGHT
    QApplication.setPalette(appearance.qpalette(LIGHT))


@pytest.mark.slow
def test_dark_and_colour_blind_are_chosen_shown_remembered_and_exported_on_white(qtbot, window, tmp_path):
    assert theme_action(window, "Follow the System").isChecked()  # the default: the system's (light here)
    assert close(window.waffle.palette().color(WINDOW), LIGHT.window)
    assert window.open_path(resource("examples/daily-1.json"))
    grid, colors = window.waffle.grid, window.waffle.puzzle.colors
    green, yellow, gray = colors.index(GREEN), colors.index(YELLOW), colors.index(GRAY)

    def tile(cell: int, fx: float = 0.5, fy: float = 0.9) -> QColor:
        return at(grid.grab().toImage(), grid.geometry_for().cell_rect(cell), fx, fy)

    assert close(tile(green), LIGHT.tile_fill[GREEN])
    theme_action(window, "Dark").trigger()
    qtbot.waitUntil(lambda: close(window.waffle.palette().color(WINDOW), DARK.window), timeout=WAIT_MS)
    assert close(window.waffle.solve_panel.steps.palette().color(QPalette.ColorRole.Base), DARK.base)
    assert close(tile(green), DARK.tile_fill[GREEN]) and close(tile(gray), DARK.tile_fill[GRAY])
    assert close(tile(green, 0.1, 0.1), DARK.tile_fill[GREEN])  # no marks yet

    window.colour_blind_action.trigger()
    assert close(tile(green), DARK_COLOUR_BLIND.tile_fill[GREEN]) and close(tile(yellow), _blue())
    ink = DARK_COLOUR_BLIND.letter_on[GREEN]
    assert close(tile(green, 0.1, 0.1), ink) and close(tile(yellow, 0.8, 0.2), ink)  # the corner, the dot
    assert close(tile(yellow, 0.1, 0.1), _blue())  # a yellow tile has no corner

    dialog = window.open_export()
    qtbot.addWidget(dialog)
    assert dialog.style_choice.currentText() == "color-blind"  # the tiles the user reads by
    qtbot.waitUntil(dialog.export_button.isEnabled, timeout=WAIT_MS)
    out = tmp_path / "shared.png"
    dialog.export_to(out)
    qtbot.waitUntil(out.exists, timeout=WAIT_MS)
    image = QImage(str(out))
    assert close(image.pixelColor(2, 2), QColor("#ffffff"))  # paper stays white in the dark theme
    assert any(
        close(image.pixelColor(x, image.height() // 2), LIGHT_COLOUR_BLIND.tile_fill[GREEN])
        for x in range(0, image.width(), 2)
    )
    dialog.close()

    settings = QSettings(window.settings.fileName(), QSettings.Format.IniFormat)
    again = MainWindow(settings)
    qtbot.addWidget(again)
    assert theme_action(again, "Dark").isChecked() and again.colour_blind_action.isChecked()
    assert appearance.current() is DARK_COLOUR_BLIND


def _blue() -> QColor:
    return DARK_COLOUR_BLIND.tile_fill[YELLOW]


def test_a_settings_file_with_a_theme_it_does_not_know_follows_the_system(qtbot, tmp_path):
    path = tmp_path / "settings.ini"
    path.write_text("[view]\ntheme=purple\ncolour_blind=maybe\n")
    window = MainWindow(QSettings(str(path), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    assert theme_action(window, "Follow the System").isChecked() and not window.colour_blind_action.isChecked()
    assert appearance.current() is LIGHT  # the offscreen platform reports no colour scheme: light


def test_wordle_and_its_keyboard_follow_the_theme(qtbot, window):
    page = window.page("wordle")
    window.pages.setCurrentWidget(page)
    theme_action(window, "Dark").trigger()
    key = page.play.keyboard.buttons["Q"]
    assert DARK.key_fill.name() in key.styleSheet()
    qtbot.waitUntil(lambda: close(page.palette().color(WINDOW), DARK.window), timeout=WAIT_MS)
    theme_action(window, "Light").trigger()
    assert LIGHT.key_fill.name() in key.styleSheet()
    qtbot.waitUntil(lambda: close(page.palette().color(WINDOW), LIGHT.window), timeout=WAIT_MS)
