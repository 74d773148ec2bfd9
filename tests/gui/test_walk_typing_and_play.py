"""Defects a walk through the real window found (a designer on a Royale, a player in Play).

Oracles: the Royale's cells counted by hand (cell 0 is row 1, column 4, in column 4 down
only; column 4 down runs rows 1 to 7), and daily #1 as published (FUGUE LOOSE OMEGA FOLIO
GLOBE ENEMA, 10 swaps).
"""

from __future__ import annotations

import pytest

from studio.core.waffle.shape import royale_shape


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
