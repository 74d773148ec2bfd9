"""Rows of colours as Wordle helpers write them, each read by hand."""

from __future__ import annotations

import pytest

from studio.core.errors import PuzzleError
from studio.core.wordle.feedback import GRAY, GREEN, YELLOW, parse_marks, parse_row

# green, gray, yellow, gray, green
G_Y_G = (GREEN, GRAY, YELLOW, GRAY, GREEN)


@pytest.mark.parametrize(
    "text",
    ["g-y-g", "gxyxg", "GBYBG", "g.y.g", "vx~xv", "20102", "31213", "🟩⬛🟨⬛🟩", "🟧⬜🟦⬜🟧", "g x y x g"],
)
def test_every_helper_notation_reads_the_same_row(text):
    assert parse_marks(text, 5) == G_Y_G


def test_digits_from_one_need_a_three_and_no_zero():
    """'31213' is 1 gray, 2 yellow, 3 green; '01022' and a row of 1s and 2s keep 0 gray, 1 yellow, 2 green."""
    assert parse_marks("31213", 5) == (GREEN, GRAY, YELLOW, GRAY, GREEN)
    assert parse_marks("01022", 5) == (GRAY, YELLOW, GRAY, GREEN, GREEN)
    assert parse_marks("11221", 5) == (YELLOW, YELLOW, GREEN, GREEN, YELLOW)
    with pytest.raises(PuzzleError) as err:
        parse_marks("30120", 5)  # a 3 among 0-based digits
    assert err.value.column == 1


def test_a_bad_colour_names_its_place_in_the_row():
    with pytest.raises(PuzzleError) as err:
        parse_marks("gyq..", 5)
    assert err.value.column == 3
    with pytest.raises(PuzzleError) as err:
        parse_marks("🟩🟨🟥⬛⬛", 5)  # emoji count one colour each
    assert err.value.column == 3
    with pytest.raises(PuzzleError) as err:
        parse_marks("gyg", 5)
    assert err.value.column is None and "3 colours" in err.value.message


def test_a_row_may_start_with_its_guess():
    assert parse_row("crane x~xv~", 5) == ("CRANE", (GRAY, YELLOW, GRAY, GREEN, YELLOW))
    assert parse_row("CRANE=31213", 5) == ("CRANE", G_Y_G)
    assert parse_row("gyxgg", 5) == (None, (GREEN, YELLOW, GRAY, GREEN, GREEN))
