"""A message about something the user did goes once they have moved on (the walk: a red
"Could not save mine.json" bar stayed through Play mode, swaps and a theme change; "every
tile was read with confidence; check the grid" stayed while the grid was edited into
another puzzle). A message about the content as it is now stays while it holds."""

from __future__ import annotations

from importlib import resources

import pytest

from studio.core.waffle.formats import format_text, parse_puzzle_text
from studio.render.picture import qimage
from tests.acceptance.test_screenshot_story import SMUDGED, smudged_picture
from tests.gui.conftest import WAIT_MS, wait_solved
from tests.screens import game_picture

DAILY_1 = parse_puzzle_text(resources.files("studio.resources.examples").joinpath("daily-1.txt").read_text("utf-8"))


def _fail_a_save(page, tmp_path) -> None:
    assert not page.save_to(tmp_path / "no-such-folder" / "mine.json")
    assert page.banner.isVisible() and "mine.json" in page.banner.text


@pytest.mark.slow
def test_news_of_an_action_goes_when_the_user_moves_on(qtbot, window, tmp_path):
    page = window.waffle
    assert page.paste_text(format_text(DAILY_1))
    wait_solved(qtbot, page)

    _fail_a_save(page, tmp_path)
    page.set_mode("play")  # Mode > Play
    assert not page.banner.isVisible() and page.banner.text == ""

    _fail_a_save(page, tmp_path)
    qtbot.waitUntil(lambda: page.game is not None, timeout=WAIT_MS)
    a, b = next((a, b) for a in range(len(DAILY_1.tiles)) for b in range(a) if page.game.can_swap(a, b))
    page.grid.swap_requested.emit(a, b)  # a swap, as a drag makes it
    assert page.banner.text == ""

    _fail_a_save(page, tmp_path)
    window.appearance.set_theme("dark")
    assert page.banner.text == ""

    _fail_a_save(page, tmp_path)
    page.set_mode("solve")
    page.grid.setFocus()
    qtbot.keyClick(page.grid, "Q")  # an edit
    assert page.banner.text == ""


def test_a_screenshot_note_goes_once_the_grid_is_edited(qtbot, window, tmp_path):
    page = window.waffle
    png = tmp_path / "today.png"
    assert qimage(game_picture(DAILY_1, tile=48)).save(str(png))
    assert window.open_path(png)
    qtbot.waitUntil(lambda: "read with confidence" in page.banner.text, timeout=WAIT_MS)
    wait_solved(qtbot, page)
    assert "read with confidence" in page.banner.text  # the solve that follows the reading keeps it
    page.grid.setFocus()
    qtbot.keyClicks(page.grid, "q")  # the grid is now another puzzle
    assert page.banner.text == ""


@pytest.mark.slow
def test_an_error_about_the_content_stays_while_it_holds(qtbot, window):
    """The smudged F of the screenshot story: read as D or G, nothing solves and the note
    names the ringed tile; another edit that leaves the tile wrong keeps the note (said again
    by the solve after it); typing the F the game shows ends it."""
    page = window.waffle
    page.read_picture(qimage(smudged_picture()))
    qtbot.waitUntil(lambda: page.puzzle.tiles[1:] == DAILY_1.tiles[1:] and bool(page.grid.unsure), timeout=WAIT_MS)
    wait_solved(qtbot, page)
    qtbot.waitUntil(lambda: "check the ringed tiles first" in page.banner.text, timeout=WAIT_MS)
    page.grid.setFocus()
    page.grid.cursor_cell = 1
    qtbot.keyClick(page.grid, "Z")  # another tile, another letter: still no solution, the ring still there
    wait_solved(qtbot, page)
    qtbot.waitUntil(lambda: "check the ringed tiles first" in page.banner.text, timeout=WAIT_MS)
    page.grid.cursor_cell = 1
    qtbot.keyClick(page.grid, DAILY_1.tiles[1])
    page.grid.cursor_cell = SMUDGED
    qtbot.keyClick(page.grid, "F")
    assert page.puzzle.tiles == DAILY_1.tiles
    wait_solved(qtbot, page)
    qtbot.waitUntil(lambda: page.solve_panel.report.puzzle.tiles == DAILY_1.tiles, timeout=WAIT_MS)
    assert page.solve_panel.report.solved and page.banner.text == ""
