"""The Waffle page's own state (cursor, Draw holes, rings, steps, game) is one value
replaced whole: New, Open, Undo and a change of mode leave nothing of it stale.

Oracles: daily #1 as published (studio/resources/examples), the 5x5 waffle's cells
counted by hand (cell 0 is row 1, column 1), and a picture drawn from daily #1 with its
F smudged (tests/acceptance/test_screenshot_story.py), which the reader rings.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication

from studio.core.waffle.shape import waffle_shape
from studio.gui.waffle.page_state import Cursor, PageState, PlayView, SolveView
from studio.render.picture import qimage
from tests.acceptance.test_screenshot_story import SMUDGED, smudged_picture
from tests.gui.conftest import WAIT_MS, wait_solved
from tests.gui.test_waffle_hints import DAILY_1, click, solved_daily


def test_an_edit_keeps_the_cursor_holes_and_the_reading_and_drops_the_rest():
    state = PageState(
        Cursor(7, False),
        True,
        SolveView(hinted=frozenset({1}), unsure=frozenset({0, 2}), read=("ABC", "g-y"), pair=frozenset({3, 4})),
        PlayView(hints=2, hinted=frozenset({5})),
    )
    after = state.edited()
    assert after == PageState(Cursor(7, False), True, SolveView(unsure=frozenset({0, 2}), read=("ABC", "g-y")))
    assert after.solve.ringed("ABX", "g-y") == frozenset({0})  # the third tile typed over: no ring
    assert after.solve.ringed("DEF", "---") == frozenset()  # an Undo past the reading
    assert state.entering(play=True).holes is False and state.entering(play=False).holes is True


@pytest.mark.slow
def test_undo_of_a_read_screenshot_takes_its_unsure_rings_away(qtbot, window):
    """Before: the rings of the picture's unsure tiles stayed on the puzzle Undo brought back."""
    page = window.waffle
    page.paste_text(DAILY_1)
    QGuiApplication.clipboard().setImage(qimage(smudged_picture()))
    window.paste_action.trigger()
    qtbot.waitUntil(lambda: SMUDGED in page.grid.unsure, timeout=WAIT_MS)
    window.undo_action.trigger()
    assert page.puzzle.tiles[SMUDGED] == "F"  # daily #1 as pasted
    assert page.grid.unsure == frozenset()
    window.redo_action.trigger()  # the reading again, its tiles as read: the ring is back
    assert SMUDGED in page.grid.unsure


def test_draw_holes_turned_on_by_its_key_in_play_is_off_back_in_solve(qtbot, window):
    """Before: Ctrl+H in Play checked the hidden button, and Solve then punched holes."""
    page = window.waffle
    page.set_mode("play")
    page.holes_action.trigger()
    page.set_mode("solve")
    assert not page.holes_button.isChecked() and not page.grid.drawing_holes and not page.state.holes


def test_file_new_in_play_edits_the_new_grid_in_solve(qtbot, window):
    """Before: the page stayed in Play with nothing to play."""
    page, _ = solved_daily(qtbot, window)
    page.set_mode("play")
    qtbot.waitUntil(lambda: page.game is not None, timeout=WAIT_MS)
    shape = waffle_shape(5, 7)
    page.new_puzzle(shape)
    assert page.mode == "solve" and page.mode_buttons.checkedId() == 0 and page.grid.mode == "edit"
    assert page.grid.shape == shape and not page.grid.letters.strip() and page.game is None
    assert page.grid.cursor_cell == 0 and page.grid.across


@pytest.mark.slow
def test_hint_rings_cursor_and_holes_of_the_last_puzzle_do_not_survive_file_new(qtbot, window):
    page, _ = solved_daily(qtbot, window, "hint_button", "hint_button")
    assert page.grid.hinted
    page.grid.cursor_cell, page.grid.across = 7, False
    page.holes_button.setChecked(True)
    page.new_puzzle(waffle_shape(5, 5))
    assert page.grid.hinted == frozenset() and page.grid.marked == frozenset()
    assert (page.grid.cursor_cell, page.grid.across, page.grid.drawing_holes) == (0, True, False)
    assert page.state == PageState()


@pytest.mark.slow
def test_a_game_under_way_does_not_survive_open(qtbot, window, tmp_path):
    page, panel = solved_daily(qtbot, window)
    assert page.save_to(tmp_path / "daily.json")
    page.set_mode("play")
    qtbot.waitUntil(lambda: page.game is not None, timeout=WAIT_MS)
    a, b = panel.report.solved[0].plan.swaps[0]
    page.grid.swap_requested.emit(a, b)
    click(qtbot, page.play_panel.hint_button)
    assert page.game.used == 1 and page.state.play.hints == 1
    assert window.open_path(tmp_path / "daily.json")
    wait_solved(qtbot, page)
    qtbot.waitUntil(lambda: page.game is not None, timeout=WAIT_MS)
    assert page.game.used == 0 and page.state.play == PlayView(page.game)
    assert page.play_panel.hint.text() == "" and page.grid.hinted == frozenset()
