"""Faster entry: letters typed with spaces between them, and a colour grid typed as one row.

Oracle: daily #1 as SOURCES.md of the screenshots gives it (FBOUEGIULSOOMGELOEMNA), typed
by hand in each form; the colours are a hand-typed row of the same grid.
"""

from __future__ import annotations

import pytest

from studio.core.errors import PuzzleError
from studio.core.waffle.formats import parse_text

TILES = "FBOUEGIULSOOMGELOEMNA"
COLORS = "g---g-yy-ggy-g-y-g-yy"
PLAIN = "FBOUE\nG.I.U\nLSOOM\nG.E.L\nOEMNA\n"


@pytest.mark.parametrize(
    "letters",
    [
        PLAIN,
        "F B O U E\nG   I   U\nL S O O M\nG   E   L\nO E M N A\n",  # spaced, holes as spaces
        "F B O U E\nG . I . U\nL S O O M\nG . E . L\nO E M N A\n",  # spaced, holes as dots
    ],
    ids=["plain", "spaced", "spaced-dots"],
)
@pytest.mark.parametrize(
    "colors",
    [
        "g---g\n-.y.y\n-ggy-\ng.-.y\n-g-yy\n",
        COLORS + "\n",  # the tiles' colours in one row
        "g---g-.y.y-ggy-g.-.y-g-yy\n",  # one row with the holes
    ],
    ids=["grid", "row", "row-with-holes"],
)
def test_every_form_reads_the_same_puzzle(letters, colors):
    puzzle = parse_text(letters + "\n" + colors)
    assert (puzzle.tiles, puzzle.colors, puzzle.shape.size_name) == (TILES, COLORS, "5x5")


def test_a_colour_row_of_the_wrong_length_names_it():
    with pytest.raises(PuzzleError, match="the colour grid has 1 rows but the letter grid has 5"):
        parse_text(PLAIN + "\n" + COLORS[:-1] + "\n")


def test_dots_between_letters_stay_holes():
    """Spaces between letters read as spacing; a grid of columns keeps its holes with dots."""
    puzzle = parse_text("A.B\nC.D\nE.F\n\ng.g\ng.g\ng.g\n")
    assert (puzzle.shape.rows, puzzle.shape.cols, puzzle.tiles) == (3, 3, "ABCDEF")
    spaced = parse_text("A B\nC D\nE F\n\ngg\ngg\ngg\n")
    assert (spaced.shape.rows, spaced.shape.cols, spaced.tiles) == (3, 2, "ABCDEF")


def test_a_colour_error_needs_no_emoji_font():
    """A symbol that is no colour is named in words: an emoji alone shows as an empty box."""
    with pytest.raises(PuzzleError) as caught:
        parse_text(PLAIN + "\n" + "🟩🟥---\n-.y.y\n-ggy-\ng.-.y\n-g-yy\n")
    message = str(caught.value)
    assert "the large red square is not a colour" in message and "g green, y yellow, - gray" in message
    assert all(ord(ch) < 0x2000 for ch in message)
