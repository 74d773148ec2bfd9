"""Design's Scramble (issue 34): the designer chooses the list uniqueness is judged against,
and the words that broke it are named. The oracle is brute force: every filling of a 3x3
waffle from the judging list whose letters are the tiles and whose colours are the puzzle's."""

from __future__ import annotations

import itertools

import pytest

from studio.core.waffle.colors import color_tiles
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.scramble import game_preset
from studio.core.waffle.shape import Shape, waffle_shape
from studio.core.words import words_from
from studio.operations.scramble import scramble

SHAPE = waffle_shape(3, 3)
SOLUTION = "SATEATEN"  # row 1 SAT, row 3 TEN, column 1 SET, column 3 TAN
DESIGNED = Puzzle(SHAPE, SOLUTION, "G" * len(SOLUTION), SOLUTION)
RIVALS = ["EAT", "TEA", "ATE", "SEA", "NET", "ANT", "ETA", "TAT", "TET", "NAT", "EST", "TEE"]


def fillings(shape: Shape, words: list[str], tiles: str, colors: str) -> set[str]:
    """Every grid the words spell whose letters are the tiles' and that colours them so."""
    found = set()
    for chosen in itertools.product(words, repeat=len(shape.slots)):
        grid: list[str | None] = [None] * len(tiles)
        fits = True
        for slot, word in zip(shape.slots, chosen):
            for cell, letter in zip(slot.cells, word):
                fits = fits and grid[cell] in (None, letter)
                grid[cell] = letter
        letters = "".join(ch or "" for ch in grid)
        if fits and sorted(letters) == sorted(tiles) and color_tiles(shape, tiles, letters) == colors:
            found.add(letters)
    return found


@pytest.mark.slow
def test_the_rivals_are_the_other_solutions_words_slot_by_slot():
    judge = RIVALS + list(SHAPE.words(SOLUTION))
    named = 0
    for target, seed in itertools.product((3, 4), range(5)):
        made = scramble(DESIGNED, target, "game", seed, words_from(RIVALS))  # the design's words join it
        solutions = fillings(SHAPE, judge, made.puzzle.tiles, made.puzzle.colors)
        assert {s.candidate.letters for s in made.report.solved} == solutions, (target, seed)
        expected = {
            word for other in solutions for mine, word in zip(SHAPE.words(SOLUTION), SHAPE.words(other)) if word != mine
        }
        assert set(made.rivals) == expected, (target, seed)
        assert (made.report.status == "unique") == (made.rivals == ())
        named += bool(made.rivals)
    assert named >= 3  # the check saw rivals named, not only unique puzzles


def test_a_list_without_the_rivals_judges_the_same_scramble_unique():
    """The same seed, judged by the design's words alone: no rival words, only the transpose
    (a square grid's words across and down swapped) can be another solution."""
    for target, seed in itertools.product((3, 4), range(6)):
        broad = scramble(DESIGNED, target, "game", seed, words_from(RIVALS))
        narrow = scramble(DESIGNED, target, "game", seed, words_from(["SAT"]))
        assert narrow.puzzle == broad.puzzle
        assert set(narrow.rivals) <= set(SHAPE.words(SOLUTION))


@pytest.mark.parametrize("rows", [5, 7])
def test_the_game_like_preset_keeps_the_games_greens(rows):
    """Design's Scramble with the game-like preset: the 5x5's corners, the 7x7's twelve crossings."""
    shape = waffle_shape(rows, rows)
    preset = game_preset(shape)
    solution = "".join("ABCDEFGHIJKLMNOPQRSTUVWXYZ"[i % 26] for i in range(len(shape.cells)))
    designed = Puzzle(shape, solution, "G" * len(solution), solution)
    made = scramble(designed, 4, "game", 1, words_from(list(shape.words(solution))), preset=preset)
    for row, col in preset.green_cells:
        assert made.puzzle.colors[shape.cell_at[(row, col)]] == "g"
    assert made.puzzle.meta["preset"] == "game-like"
