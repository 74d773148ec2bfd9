"""A colour typo is blamed on its own tile, not on the slot where the search ran dry.

Oracle: real dailies coloured by the game's rule from their published solutions, with one
tile's colour changed by us, so we know which tile is wrong and what it should be.
"""

import random

import pytest

from studio.core.errors import PuzzleError
from studio.core.waffle.blame import ColorFix, LikelierColors, color_fixes, fixes_fact
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import waffle_shape
from studio.core.waffle.solve import solve_puzzle
from studio.core.words import default_words
from studio.language.facts import phrase

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
    assert phrase(fixes_fact(SHAPE, report.fixes)) == (
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


def test_a_green_typed_gray_on_daily_3_is_doubted_and_its_tile_named_first(waffle_archive):
    """Daily #3 with row 1, column 2 typed gray (it is green): the last-resort tier finds
    SNEAD, RECEP, STROP, DIPPY; our own colour, put back, gives everyday words."""
    record = next(r for r in waffle_archive["daily"] if r["number"] == 3)
    published = daily(record)
    cell = SHAPE.cell_at[(0, 1)]
    assert published.colors[cell] == "g"
    report = solve_puzzle(retyped(published, cell, "-"))
    assert report.solved and report.solved[0].candidate.letters != record["solution"]
    assert "SNEAD" in report.solved[0].candidate.words  # still listed: the doubtful alternative
    assert report.likelier == LikelierColors((ColorFix(cell, "-", "g"),), "common", "wordfreq", report.likelier.rare)
    assert {"SNEAD", "RECEP"} <= set(report.likelier.rare)
    assert report.split is None  # no move to tell non-words apart: the colours come first
    assert phrase(report.likelier.fact(SHAPE)).startswith(
        "most likely row 1, column 2 were green, not gray, which gives common words; as typed, the answer needs "
    )


def typos(puzzle: Puzzle):
    for cell in puzzle.shape.cells:
        for color in "gy-":
            if color != puzzle.colors[cell]:
                yield cell, retyped(puzzle, cell, color)


@pytest.mark.parametrize(
    ("kind", "first", "count"),
    [
        pytest.param("daily", 1, 10, marks=pytest.mark.slow),
        pytest.param("daily", 11, 20, marks=pytest.mark.slow),
        pytest.param("deluxe", 1, 8, marks=pytest.mark.slow),
    ],
)
def test_no_colour_typo_gets_a_confident_answer_of_rare_words(waffle_archive, kind, first, count):
    """Every single-colour typo of real puzzles: an answer other than the published one
    that needs a word the solving tier lacks (what the last-resort tiers add) is never
    confident: the report names the tile we changed, with its published colour, first."""
    shape = waffle_shape(5, 5) if kind == "daily" else waffle_shape(7, 7)
    solving = default_words()
    doubted = 0
    for record in waffle_archive[kind][first - 1 : first - 1 + count]:
        published = Puzzle(shape, record["puzzle"], color_tiles(shape, record["puzzle"], record["solution"]))
        for cell, typo in typos(published):
            try:
                report = solve_puzzle(typo)
            except PuzzleError:
                continue  # colours no solution can give: refused, naming why
            if not report.solved or report.solved[0].candidate.letters == record["solution"]:
                continue
            if all(w in solving for w in report.solved[0].candidate.words):
                continue  # real words of the solving tier: another puzzle these colours fit
            assert report.likelier is not None, (record["number"], cell, report.solved[0].candidate.words)
            assert ColorFix(cell, typo.colors[cell], published.colors[cell]) in report.likelier.fixes
            doubted += 1
    assert doubted >= {"daily": 10, "deluxe": 0}[kind]  # the sample holds such typos (#1-#10: 21 of them)
