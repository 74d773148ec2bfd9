"""The swaps as data (studio.core.waffle.solve.swap_moves): letters and cells worked by
hand on daily #1, and the English sentence the CLI prints built from them."""

from __future__ import annotations

from studio import language
from studio.core.facts import Code, fact
from studio.core.waffle.shape import waffle_shape
from studio.core.waffle.solve import SwapStep, swap_moves, swap_steps
from studio.language.facts import phrase

TILES = "FBOUEGIULSOOMGELOEMNA"  # daily #1, row by row (rows 2 and 4 have three tiles)


def test_a_swap_names_its_letters_and_cells():
    shape = waffle_shape(5, 5)
    # cell 5 is row 2 col 1 (G); cell 2 is row 1 col 3 (O): read off the grid by hand
    assert swap_moves(shape, TILES, ((5, 2),)) == [SwapStep("G", 2, 1, "O", 1, 3)]


def test_later_swaps_see_the_letters_moved_by_earlier_ones():
    shape = waffle_shape(5, 5)
    # after G and O trade places, cell 2 holds G: swapping it with cell 0 (F) moves the G
    moves = swap_moves(shape, TILES, ((5, 2), (2, 0)))
    assert moves[1] == SwapStep("G", 1, 3, "F", 1, 1)


def test_the_cli_sentence_is_unchanged_and_german_in_german():
    shape = waffle_shape(5, 5)
    (step,) = swap_steps(shape, TILES, ((5, 2),))
    assert step == fact(Code.SWAP_STEP, a="G", row_a=2, col_a=1, b="O", row_b=1, col_b=3)
    assert phrase(step) == "swap G at row 2 col 1 with O at row 1 col 3"
    language.use("de")
    try:
        assert phrase(step) == "G (Z. 2, Sp. 1) mit O (Z. 1, Sp. 3) tauschen"
    finally:
        language.use("en")
