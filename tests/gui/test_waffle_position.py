"""The window follows the game: 'Done, next swap' moves the board, the swaps-left counter
sets the stars, the panel's shortcuts, and the selected word drawn without changing what
the tiles' colours say.

Oracle: daily #1 as published (10 fewest swaps, so 15 allowed), and the game's rule: a
swap left over at the end is a star, at most five.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from studio.core.waffle.colors import color_tiles
from studio.core.waffle.puzzle import YELLOW
from studio.core.waffle.swaps import fewest_swaps
from studio.render.palette import LIGHT
from tests.gui.conftest import WAIT_MS, wait_solved
from tests.gui.test_waffle_ambiguity import daily
from tests.gui.test_waffle_hints import click


@pytest.mark.slow
def test_done_next_swap_follows_the_game_and_undo_takes_it_back(qtbot, window, waffle_archive):
    page, panel = window.waffle, window.waffle.solve_panel
    rec = waffle_archive["daily"][0]
    assert page.paste_text(daily(waffle_archive, 1, "FUGUE"))
    wait_solved(qtbot, page)
    click(qtbot, panel.show_button)
    assert panel.done_button.isVisible() and "15 left in the game" in panel.summary.text()
    first = panel.report.solved[0].plan.swaps[0]
    assert page.grid.marked == set(first)  # the next swap's two tiles, marked
    click(qtbot, panel.done_button)
    qtbot.waitUntil(lambda: "14 left in the game" in panel.summary.text(), timeout=WAIT_MS)
    tiles = page.puzzle.tiles
    assert fewest_swaps(tiles, rec["solution"]) == 9 and "Fewest swaps: 9" in panel.summary.text()
    assert page.puzzle.colors == color_tiles(page.puzzle.shape, tiles, rec["solution"])
    assert panel.summary.text().count("★") == 5 and panel.steps.count() == 10  # still revealed
    click(qtbot, panel.undo_button)
    qtbot.waitUntil(lambda: "15 left in the game" in panel.summary.text(), timeout=WAIT_MS)
    assert page.puzzle.tiles == rec["puzzle"]


@pytest.mark.slow
def test_the_swaps_left_counter_sets_the_stars(qtbot, window, waffle_archive):
    page, panel = window.waffle, window.waffle.solve_panel
    assert page.paste_text(daily(waffle_archive, 1, "FUGUE"))
    wait_solved(qtbot, page)
    click(qtbot, panel.show_button)
    page.swaps_left.setValue(12)  # the game says 12 SWAPS REMAINING
    qtbot.waitUntil(lambda: "12 left in the game" in panel.summary.text(), timeout=WAIT_MS)
    assert panel.summary.text().count("★") == 2  # 12 - 10
    page.swaps_left.setValue(9)
    qtbot.waitUntil(lambda: "9 left in the game" in panel.summary.text(), timeout=WAIT_MS)
    assert "no star: too few swaps left" in panel.summary.text()
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: page.swaps_left.value() == 12, timeout=WAIT_MS)


def test_the_panel_has_keys_for_hint_show_and_stepping(qtbot, window, waffle_archive):
    page, panel = window.waffle, window.waffle.solve_panel
    assert page.paste_text(daily(waffle_archive, 1, "FUGUE"))
    wait_solved(qtbot, page)
    listed = {row.keys for row in window.show_shortcuts().rows}
    assert {"Ctrl+I", "Ctrl+R", "Alt+Left", "Alt+Right"} <= listed
    click(qtbot, panel.hint_button)  # the hint button's text changes: its key stays
    assert panel.hint_button.shortcut().toString() == "Ctrl+I"
    assert panel.show_button.shortcut().toString() == "Ctrl+R"
    assert (panel.previous_button.shortcut().toString(), panel.next_button.shortcut().toString()) == (
        "Alt+Left",
        "Alt+Right",
    )


def test_the_selected_word_keeps_its_tiles_colours(qtbot, window):
    """A yellow tile of the selected word is drawn in the yellow of every other yellow tile."""
    page, grid = window.waffle, window.waffle.grid
    assert page.paste_text("ABCDE\nF.G.H\nIJKLM\nN.O.P\nQRSTU\n\n" + "yyyyy\ny.y.y\nyyyyy\ny.y.y\nyyyyy\n")
    grid.setFocus()
    qtbot.waitUntil(lambda: grid.current_slot() is not None, timeout=WAIT_MS)
    image = QImage(grid.size(), QImage.Format.Format_RGB32)
    grid.render(image)
    geometry = grid.geometry_for()
    sample = geometry.cell_rect(1).adjusted(6, 6, -6, -6).topLeft().toPoint()
    assert grid.colors[1] == YELLOW and 1 in grid.shape.slots[grid.current_slot()].cells
    seen = QColor(image.pixel(sample.x() + 4, sample.y() + 12))
    assert seen == LIGHT.tile_fill[YELLOW], seen.name()
