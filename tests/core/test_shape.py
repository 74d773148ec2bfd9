import pytest

from studio.core.errors import PuzzleError
from studio.core.waffle.shape import parse_shape_name, shape_from_mask, solid_shape, waffle_shape


@pytest.mark.parametrize(
    ("rows", "cols", "cells", "slots", "shared"),
    [
        (3, 3, 8, 4, 4),  # the mini
        (5, 5, 21, 6, 9),  # the daily (docs/RULES.md W1)
        (7, 7, 40, 8, 16),  # the deluxe
        (5, 7, 29, 7, 12),  # 3 across of 7, 4 down of 5
        (9, 9, 65, 10, 25),
    ],
)
def test_waffle_counts_match_the_rules(rows, cols, cells, slots, shared):
    shape = waffle_shape(rows, cols)
    assert len(shape.cells) == cells
    assert len(shape.slots) == slots
    assert len(shape.shared) == shared
    # a word row meets every word column once (docs/RULES.md W1)
    assert shared == (rows + 1) * (cols + 1) // 4


def test_five_by_seven_slot_lengths():
    shape = waffle_shape(5, 7)
    assert sorted(len(s) for s in shape.slots if s.across) == [7, 7, 7]
    assert sorted(len(s) for s in shape.slots if not s.across) == [5, 5, 5, 5]


def test_solid_has_every_row_and_column_as_a_word_and_every_cell_shared():
    shape = solid_shape(4, 5)
    assert len(shape.slots) == 9
    assert shape.shared == frozenset(shape.cells)


def test_custom_plus_sign_slots_and_naming():
    mask = tuple(tuple(ch == "#" for ch in row) for row in (".#.", "###", ".#."))
    shape = shape_from_mask(mask)
    assert shape.kind == "custom"
    assert [(s.across, len(s)) for s in shape.slots] == [(True, 3), (False, 3)]
    assert shape.shared == {shape.cell_at[(1, 1)]}


def test_masks_that_are_waffles_are_named_waffles():
    assert shape_from_mask(waffle_shape(5, 5).mask).kind == "waffle"
    assert shape_from_mask(solid_shape(3, 3).mask).kind == "solid"


def test_a_cell_in_no_word_is_refused_with_its_position():
    mask = tuple(tuple(ch == "#" for ch in row) for row in ("##.", "...", "..#"))
    with pytest.raises(PuzzleError, match="row 3, column 3"):
        shape_from_mask(mask)


@pytest.mark.parametrize("bad", ["4x5", "1x3", "fivebyfive", "solid1x1"])
def test_bad_shape_names(bad):
    with pytest.raises(PuzzleError):
        parse_shape_name(bad)


def test_shape_names():
    assert parse_shape_name("5x7") == waffle_shape(5, 7)
    assert parse_shape_name("solid 4x4") == solid_shape(4, 4)


def test_grids_past_fifteen_a_side_are_refused_before_any_work():
    """15 rows and 15 columns is the cap (the New dialog's range); a 499x499 paste froze the window."""
    assert len(waffle_shape(15, 15).cells) == 15 * 15 - 7 * 7
    assert len(solid_shape(15, 15).cells) == 225
    for make, rows, cols in (
        (waffle_shape, 17, 5),
        (waffle_shape, 5, 499),
        (solid_shape, 16, 2),
        (waffle_shape, 499, 499),
    ):
        with pytest.raises(PuzzleError, match="at most 15 rows and 15 columns"):
            make(rows, cols)
    with pytest.raises(PuzzleError, match="16x3 grid is too large"):
        shape_from_mask(((True,) * 3,) * 16)


def test_the_words_of_a_grid_read_by_hand():
    """Daily #1 as published, row by row with the holes skipped: three words across, three down."""
    solution = "FUGUE" + "OLN" + "LOOSE" + "IBM" + "OMEGA"
    assert waffle_shape(5, 5).words(solution) == ("FUGUE", "LOOSE", "OMEGA", "FOLIO", "GLOBE", "ENEMA")
    plus = shape_from_mask(tuple(tuple(ch == "#" for ch in row) for row in (".#.", "###", ".#.")))
    assert plus.words("ABCDE") == ("BCD", "ACE")
    assert solid_shape(2, 2).words("ABCD") == ("AB", "CD", "AC", "BD")
