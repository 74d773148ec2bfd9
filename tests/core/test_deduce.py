"""Deduction against brute force over whole grids, and against the real archive."""

import itertools
import random

import pytest

from studio.core.waffle.colors import color_tiles, inconsistency
from studio.core.waffle.deduce import deduce_solutions, iter_solutions
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import solid_shape, waffle_shape
from studio.core.words import default_words, words_from
from studio.language.facts import phrase


def grids_3x3(words):
    """Every 3x3 waffle fill: rows 0 and 2 across, columns 0 and 2 down."""
    by_first = {}
    for w in words:
        by_first.setdefault(w[0], []).append(w)
    for top, bottom in itertools.product(words, repeat=2):
        for left in by_first.get(top[0], []):
            if left[2] != bottom[0]:
                continue
            for right in by_first.get(top[2], []):
                if right[2] == bottom[2]:
                    yield top + left[1] + right[1] + bottom


def grids_solid_3x3(words):
    vocab = set(words)
    for rows in itertools.product(words, repeat=3):
        if all("".join(r[c] for r in rows) in vocab for c in range(3)):
            yield "".join(rows)


@pytest.mark.parametrize(
    ("shape", "fills"),
    [(waffle_shape(3, 3), grids_3x3), (solid_shape(3, 3), grids_solid_3x3)],
    ids=["waffle3x3", "solid3x3"],
)
def test_deduction_finds_exactly_the_brute_force_solutions(shape, fills):
    rng = random.Random(3)
    vocab = sorted({"".join(rng.choice("ABCDE") for _ in range(3)) for _ in range(45)})
    words = words_from(vocab)
    all_grids = sorted(set(fills(vocab)))
    assert all_grids, "the small vocabulary should make some grids"
    several = 0
    for solution in rng.sample(all_grids, min(40, len(all_grids))):
        tiles = "".join(rng.sample(solution, len(solution)))
        colors = color_tiles(shape, tiles, solution, rng.choice(["game", "fewest-yellows", "most-yellows"]))
        expected = {
            g for g in all_grids if sorted(g) == sorted(tiles) and inconsistency(shape, tiles, colors, g) is None
        }
        found = set(iter_solutions(Puzzle(shape, tiles, colors), words))
        assert found == expected
        several += len(expected) > 1
        result = deduce_solutions(Puzzle(shape, tiles, colors), words)
        assert result.status == ("unique" if len(expected) == 1 else "ambiguous")
        assert [s.score for s in result.solutions] == sorted((s.score for s in result.solutions), reverse=True)
    assert several, "some cases should be ambiguous, to test that path too"


def test_a_slot_with_no_candidate_is_named():
    shape = waffle_shape(3, 3)
    words = words_from(["CAT", "TOE", "CUT", "TIE"])
    puzzle = Puzzle(shape, "CATUXTOE", "gggggggg")  # X where the I of TIE should be
    result = deduce_solutions(puzzle, words)
    assert result.status == "none"
    assert result.blame == "column 3 down"


def test_retries_with_the_broader_tier_when_the_solving_tier_has_no_answer():
    broad, full = default_words("broad"), default_words("full")
    full_only = [w for w in full.of_length(3).words if w not in broad]
    common = broad.of_length(3).words
    starts = {}
    for w in common:
        starts.setdefault(w[0], []).append(w)
    ends = {(w[0], w[2]): w for w in common}
    grid = None
    for top in full_only:
        for left in starts.get(top[0], []):
            for right in starts.get(top[2], []):
                bottom = ends.get((left[2], right[2]))
                if bottom:
                    grid = top + left[1] + right[1] + bottom
                    break
            if grid:
                break
        if grid:
            break
    assert grid, "the full tier should hold a 3-letter word that makes a 3x3 with broad words"
    shape = waffle_shape(3, 3)
    rng = random.Random(1)
    tiles = "".join(rng.sample(grid, len(grid)))
    while tiles == grid:
        tiles = "".join(rng.sample(grid, len(grid)))
    puzzle = Puzzle(shape, tiles, color_tiles(shape, tiles, grid))
    result = deduce_solutions(puzzle)
    assert result.words.tier == "full"
    assert grid in [s.letters for s in result.solutions]
    assert "after the broad list found none" in phrase(result.fact)


def archive_score(records, shape):
    right, unique = 0, 0
    for rec in records:
        puzzle = Puzzle(shape, rec["puzzle"], color_tiles(shape, rec["puzzle"], rec["solution"]))
        result = deduce_solutions(puzzle)
        if result.solutions and result.solutions[0].letters == rec["solution"]:
            right += 1
            unique += result.status == "unique"
    return right, unique


@pytest.mark.slow
def test_real_dailies_solve_with_default_settings(waffle_archive):
    right, unique = archive_score(waffle_archive["daily"], waffle_shape(5, 5))
    # the README's figure; an earlier solver's is in docs/RULES.md W7
    assert right >= 1005, right
    assert unique >= 990, unique


@pytest.mark.slow
def test_real_deluxes_solve_with_default_settings(waffle_archive):
    right, _ = archive_score(waffle_archive["deluxe"], waffle_shape(7, 7))
    assert right >= 125, right  # docs/RULES.md W7


def test_a_slot_of_a_length_the_list_lacks_is_named():
    result = deduce_solutions(Puzzle(solid_shape(2, 2), "ABCD", "g-y-"), words_from(["CAT", "DOG"]))
    assert (result.status, result.blame) == ("none", "row 1 across")


def archive_puzzles(waffle_archive):
    """Every real puzzle with the colours the game showed, and its published solution."""
    for kind, n in (("daily", 5), ("deluxe", 7)):
        shape = waffle_shape(n, n)
        for rec in waffle_archive[kind]:
            yield kind, rec, Puzzle(shape, rec["puzzle"], color_tiles(shape, rec["puzzle"], rec["solution"]))


# the published answers no Debian dictionary has: only the wordfreq tier finds them
DEAD_ENDS = {("daily", 308), ("daily", 853), ("daily", 956), ("deluxe", 2), ("deluxe", 47)}


@pytest.mark.slow
def test_every_real_puzzle_lists_its_published_answer(waffle_archive):
    """No dead ends: the last-resort tier finds CYBER, SEABASS and LASERED, and says so."""
    missing, last_resort = [], set()
    for kind, rec, puzzle in archive_puzzles(waffle_archive):
        result = deduce_solutions(puzzle)
        if rec["solution"] not in [s.letters for s in result.solutions]:
            missing.append((kind, rec["number"]))
        if result.words.tier == "wordfreq":
            last_resort.add((kind, rec["number"]))
            assert "found with the wordfreq word list" in phrase(result.fact)
    assert missing == []
    assert last_resort == DEAD_ENDS
