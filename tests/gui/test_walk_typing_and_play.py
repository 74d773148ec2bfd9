"""Defects a walk through the real window found (a designer on a Royale, a player in Play).

Oracles: the Royale's cells counted by hand (cell 0 is row 1, column 4, in column 4 down
only; column 4 down runs rows 1 to 7), and daily #1 as published (FUGUE LOOSE OMEGA FOLIO
GLOBE ENEMA, 10 swaps).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from studio.core.waffle.shape import royale_shape
from tests.gui.conftest import WAIT_MS
from tests.gui.test_waffle_hints import solved_daily


@pytest.mark.slow
def test_typing_a_word_down_the_royale_s_top_tile_stays_in_column_4(qtbot, window):
    page = window.waffle
    page.new_puzzle(royale_shape())
    page.set_mode("design")
    grid = page.grid
    assert grid.cursor_cell == 0
    grid.across = True  # what Solve left: the top tile is in column 4 down only, as highlighted
    qtbot.keyClicks(grid, "example")
    shape = page.puzzle.shape
    column_4 = "".join(page.puzzle.solution[shape.cell_at[(row, 3)]] for row in range(7))
    assert column_4 == "EXAMPLE"


@pytest.mark.slow
def test_undo_in_play_cannot_throw_away_the_game_and_the_puzzle(qtbot, window):
    page, _ = solved_daily(qtbot, window)  # the paste is an edit Undo would take back
    page.set_mode("play")
    qtbot.waitUntil(lambda: page.game is not None, timeout=WAIT_MS)
    a, b = page.solve_panel.report.solved[0].plan.swaps[0]
    page.grid.swap_requested.emit(a, b)
    pasted, game = page.puzzle, page.game
    assert game.used == 1
    assert not window.undo_action.isEnabled()  # a swap in the game is not taken back, as in the game
    window.undo_action.trigger()
    qtbot.keyClick(page.grid, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.puzzle is pasted and page.game is game
    window.pages.setCurrentWidget(window.wordle)  # another page and back: still off in Play
    window.pages.setCurrentWidget(page)
    assert not window.undo_action.isEnabled()
    page.set_mode("solve")
    assert window.undo_action.isEnabled()  # Solve's edits are undone as ever
