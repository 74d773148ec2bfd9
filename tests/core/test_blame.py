"""A colour typo is blamed on its own tile, not on the slot where the search ran dry.

Oracle: real dailies coloured by the game's rule from their published solutions, with one
tile's colour changed by us, so we know which tile is wrong and what it should be.
"""

import random

import pytest

from studio.core.waffle.blame import ColorFix, color_fixes, describe_fixes
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import waffle_shape
from studio.core.waffle.solve import solve_puzzle
from studio.core.words import default_words

SHAPE = waffle_shape(5, 5)


def daily(record) -> Puzzle:
    return Puzzle(SHAPE, record["puzzle"], color_tiles(SHAPE, record["puzzle"], record["solution"]))


def retyped(puzzle: Puzzle, cell: int, color: str) -> Puzzle:
    return puzzle.with_changes(colors=puzzle.colors[:cell] + color + puzzle.colors[cell + 1 :])


def test_the_typo_at_row_3_column_5_of_daily_7_is_named(waffle_archive):
    record = next(r for r in waffle_archive["daily"] if r["number"] == 7)
    cell = SHAPE.cell_at[(2, 4)]
    published = daily(record)
    assert published.colors[cell] == "y"
    report = solve_puzzle(retyped(published, cell, "-"))
    assert not report.solved
    assert report.deduction.blame == "column 1 down"  # where the search ran dry: not the tile's words
    # our typo, and one other tile whose colour would explain the grid as well
    assert report.fixes == (ColorFix(cell, "-", "y"), ColorFix(SHAPE.cell_at[(3, 4)], "-", "y"))
    assert describe_fixes(SHAPE, report.fixes) == (
        "the colours fit a solution if row 3, column 5 were yellow, not gray, "
        "or if row 4, column 5 were yellow, not gray: check those tiles"
    )


@pytest.mark.slow
def test_random_typos_on_real_dailies_are_found_on_their_tile(waffle_archive):
    rng = random.Random(20)
    words = default_words()
    named = alone = 0
    for record in rng.sample(waffle_archive["daily"], 40):
        published = daily(record)
        if not solve_puzzle(published).solved:
            continue  # the published answer is not in the list: nothing to restore to
        cell = rng.choice([c for c in SHAPE.cells if published.colors[c] != "g"])
        wrong = rng.choice([k for k in "gy-" if k != published.colors[cell]])
        typo = retyped(published, cell, wrong)
        fixes = color_fixes(typo, words)
        if fixes:
            assert ColorFix(cell, wrong, published.colors[cell]) in fixes  # type: ignore[arg-type]
            named += 1
            alone += len(fixes) == 1
    assert named >= 25 and alone >= 20
