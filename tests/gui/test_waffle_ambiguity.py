"""An ambiguous daily in the solver panel, driven like a player: the game's swap count,
each candidate's swaps and familiarity, and the splitting move that narrows them; and a
daily whose answer no dictionary has.

Oracle: daily #12 as published. Its colours allow ABODE (the answer, 10 swaps, like every
real daily) and ADOBE (9); the splitting move found for it swaps R at row 1, column 2,
where ABODE has its B, so the game shows that tile green for ABODE and yellow for ADOBE.
"""

from __future__ import annotations

import re

import pytest

from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import format_text
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import waffle_shape
from tests.gui.conftest import WAIT_MS, wait_solved
from tests.gui.test_waffle_hints import click


def daily_12(waffle_archive) -> str:
    return daily(waffle_archive, 12, "ABODE")


def daily(waffle_archive, number: int, first_word: str) -> str:
    rec = waffle_archive["daily"][number - 1]
    assert rec["number"] == number and rec["words"][0] == first_word
    shape = waffle_shape(5, 5)
    return format_text(Puzzle(shape, rec["puzzle"], color_tiles(shape, rec["puzzle"], rec["solution"])))


def test_the_splitting_move_narrows_the_candidates_without_spoiling_them(qtbot, window, waffle_archive):
    page, panel = window.waffle, window.waffle.solve_panel
    assert page.paste_text(daily_12(waffle_archive))
    wait_solved(qtbot, page)
    assert panel.status.text() == "Ambiguous: 2 solutions"
    assert "Only solution 1 needs exactly 10 swaps, like every real daily" in panel.message.text()
    assert panel.message.text().startswith("Ambiguous: 2 solutions, best first")  # a capital, not "ambiguous:"
    assert panel.split.isVisible() and "Tell them apart in the game" in panel.split.text()
    assert "swap R at row 1 col 2" in panel.split.text()
    texts = [b.text() for b in panel.outcome_buttons]
    assert texts == ["Row 1, column 2 green: solution 1", "Row 1, column 2 yellow: solution 2"]  # no words yet

    click(qtbot, panel.outcome_buttons[0])  # the player sees the tile turn green
    qtbot.waitUntil(lambda: panel.status.text() == "Unique solution", timeout=WAIT_MS)
    assert not panel.split.isVisible() and panel.outcome_buttons == []
    click(qtbot, panel.show_button)
    # the splitting move is on ABODE's way: 9 more from the new position, 14 of its 15 left
    assert "ABODE · ATONE" in panel.summary.text() and "Fewest swaps: 9</b> · 14 left" in panel.summary.text()
    assert "★★★★★" in panel.summary.text()


def test_revealed_candidates_show_their_swaps_and_familiarity(qtbot, window, waffle_archive):
    page, panel = window.waffle, window.waffle.solve_panel
    assert page.paste_text(daily_12(waffle_archive))
    wait_solved(qtbot, page)
    click(qtbot, panel.show_button)
    rows = [panel.solutions.item(i).text() for i in range(panel.solutions.count())]
    assert rows[0] == "1. 10 swaps · ABODE (Zipf 3.1) · ABODE ATONE EXERT AMAZE OZONE EJECT"
    assert rows[1] == "2. 9 swaps · ADOBE (Zipf 3.5) · ADOBE ATONE EXERT AMAZE OZONE EJECT"
    texts = [b.text() for b in panel.outcome_buttons]
    assert texts[1] == "Row 1, column 2 yellow: ADOBE ATONE EXERT AMAZE OZONE EJECT"
    click(qtbot, panel.outcome_buttons[1])
    qtbot.waitUntil(lambda: panel.solutions.count() == 0, timeout=WAIT_MS)
    # ADOBE took 9 from the deal (14 allowed); the splitting move was not on its way, so
    # 10 more from here (11 in all): 13 left, 3 stars
    assert "ADOBE · ATONE" in panel.summary.text() and "Fewest swaps: 10</b> · 13 left" in panel.summary.text()
    assert "★★★☆☆" in panel.summary.text() or panel.summary.text().count("★") == 3


@pytest.mark.slow
def test_the_splitting_move_moves_the_game_and_undo_takes_it_back(qtbot, window, waffle_archive):
    """The grid and the steps start from the position after the swap; a wrong press is undone."""
    page, panel = window.waffle, window.waffle.solve_panel
    assert page.paste_text(daily_12(waffle_archive))
    wait_solved(qtbot, page)
    before = page.puzzle
    click(qtbot, panel.show_button)
    cell = page.puzzle.shape.cell_at
    assert page.grid.marked == {cell[(0, 1)], cell[(1, 2)]}  # the splitting move's R (row 1, col 2), B (row 2, col 3)
    click(qtbot, panel.outcome_buttons[1])  # yellow: ADOBE
    qtbot.waitUntil(lambda: panel.status.text() == "Unique solution", timeout=WAIT_MS)
    assert page.grid.letters[cell[(0, 1)]] == "B" and page.grid.letters[cell[(1, 2)]] == "R"  # moved on the board
    assert "1 swap made here." in panel.message.text() and panel.undo_button.isVisible()
    for row in range(1, panel.steps.count()):  # each step names the letters where they are now
        a, ra, ca, b, rb, cb = re.search(
            r"Swap (\w) at row (\d) col (\d) with (\w) at row (\d) col (\d)", panel.steps.item(row).text()
        ).groups()
        if row == 1:
            assert page.grid.letters[cell[(int(ra) - 1, int(ca) - 1)]] == a
            assert page.grid.letters[cell[(int(rb) - 1, int(cb) - 1)]] == b
    click(qtbot, panel.undo_button)
    qtbot.waitUntil(lambda: panel.status.text() == "Ambiguous: 2 solutions", timeout=WAIT_MS)
    assert page.puzzle == before and page.grid.letters == before.tiles and not panel.undo_button.isVisible()


def test_a_word_no_dictionary_has_is_found_and_the_panel_says_where(qtbot, window, waffle_archive):
    """Daily #308 (CYBER, in wordfreq only) was a dead end: now the last-resort tier solves it."""
    page, panel = window.waffle, window.waffle.solve_panel
    assert page.paste_text(daily(waffle_archive, 308, "BANAL"))  # and CYBER down
    wait_solved(qtbot, page)
    assert panel.status.text() == "Unique solution"
    assert "found with the wordfreq word list after the broad list found none (CYBER not in it)" in (
        panel.message.text()
    )
    assert "wordfreq tier" in panel.message.text()
