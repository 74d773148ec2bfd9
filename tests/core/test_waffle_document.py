"""The document's rules: what an edit invalidates, and where typing goes.

Oracles: daily #1 (tiles, colours and solution published by the game), and cell numbers
of the 5x5 waffle counted by hand (row 2 holds cells 5, 6, 7 at columns 1, 3, 5; row 3
starts with cell 8; column 1 down is cells 0, 5, 8, 13, 16).
"""

from __future__ import annotations

import pytest

from studio.core.errors import PuzzleError
from studio.core.waffle.document import (
    Scramble,
    check_savable,
    next_cell,
    scramble_state,
    settle,
    typing_across,
    typing_slot,
)
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import waffle_shape

DAILY = waffle_shape(5, 5)
TILES = "FBOUEGIULSOOMGELOEMNA"
COLORS = "g--gg---gygyy-y-gyy-g"
SOLUTION = "FUGUEOLNLOOSEIBMOMEGA"
MADE = Puzzle(DAILY, TILES, COLORS, SOLUTION, {"policy": "game", "target_swaps": 10, "title": "kept"})


def test_the_published_daily_holds_together():
    assert scramble_state(MADE) is Scramble.CURRENT
    check_savable(MADE)


def test_a_design_edit_that_breaks_the_scramble_clears_its_tiles_and_facts():
    edited = settle(MADE, MADE.with_changes(solution="FX" + SOLUTION[2:]), "solution")
    assert edited.dropped == "tiles"
    assert edited.puzzle.solution == "FX" + SOLUTION[2:]
    assert edited.puzzle.tiles == " " * 21 and edited.puzzle.colors == "-" * 21
    assert dict(edited.puzzle.meta) == {"title": "kept"}  # the scramble's facts go, the rest stays
    assert scramble_state(edited.puzzle) is Scramble.NONE
    check_savable(edited.puzzle)


def test_an_anagram_of_the_design_still_breaks_the_colours():
    swapped = SOLUTION[1] + SOLUTION[0] + SOLUTION[2:]  # UFGUE: the same letters, other places
    assert settle(MADE, MADE.with_changes(solution=swapped), "solution").dropped == "tiles"


def test_a_tile_edit_that_breaks_the_solution_drops_the_solution():
    tiles = "X" + TILES[1:]
    edited = settle(MADE, MADE.with_changes(tiles=tiles), "tiles")
    assert edited.dropped == "solution" and edited.puzzle.solution is None and edited.puzzle.tiles == tiles


def test_an_edit_that_breaks_nothing_is_kept_as_it_is():
    half = Puzzle(DAILY, " " * 21, "-" * 21, "FUGUE" + " " * 16)
    more = half.with_changes(solution="FUGUEO" + " " * 15)
    assert settle(half, more, "solution").puzzle == more and settle(half, more, "solution").dropped is None
    same = MADE.with_changes(solution=SOLUTION)
    assert settle(MADE, same, "solution").dropped is None


def test_a_file_whose_tiles_are_not_its_solutions_is_not_saved():
    stale = MADE.with_changes(solution="FX" + SOLUTION[2:])
    assert scramble_state(stale) is Scramble.OUT_OF_DATE
    with pytest.raises(PuzzleError, match="scramble it again"):
        check_savable(stale)


def test_typing_follows_the_word_the_cursor_is_in():
    assert DAILY.slots[typing_slot(DAILY, 5, across=True)].label == "column 1 down"
    assert typing_across(DAILY, 5, across=True) is False  # row 2 has no across word
    assert typing_across(DAILY, 8, across=False) is False and typing_across(DAILY, 9, across=False) is True
    column = [0]
    for _ in range(4):
        column.append(next_cell(DAILY, column[-1], False, 1))
    assert column == [0, 5, 8, 13, 16]
    assert next_cell(DAILY, 4, True, 1) == 5  # the end of a row: on in reading order
    assert next_cell(DAILY, 20, True, 1) == 0  # and round
