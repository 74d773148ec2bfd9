"""Generated puzzles, checked by the engine from tiles and colours alone."""

from __future__ import annotations

import gzip
import random
from collections import Counter
from pathlib import Path

import pytest

from studio.core.errors import PuzzleError
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.deduce import deduce_solutions
from studio.core.waffle.fill.pins import parse_pins
from studio.core.waffle.generate import GenerateOptions, fill_word_counts, generate_puzzles
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.quality import difficulty, trivial_openings
from studio.core.waffle.scramble import STRATEGIES, game_preset, scrambled_tiles
from studio.core.waffle.shape import solid_shape, waffle_shape
from studio.core.waffle.swaps import fewest_swaps
from studio.core.words import default_words, words_from
from studio.resources import resource


def made(options: GenerateOptions) -> list:
    return [a.found for a in generate_puzzles(options) if a.found is not None]


def check_good_puzzle(puzzle: Puzzle, target: int) -> None:
    assert fewest_swaps(puzzle.tiles, puzzle.solution) == target
    assert puzzle.colors == color_tiles(puzzle.shape, puzzle.tiles, puzzle.solution, puzzle.meta["policy"])
    alone = puzzle.with_changes(solution=None)  # the engine sees tiles + colours only
    deduction = deduce_solutions(alone, default_words())
    assert deduction.status == "unique" and deduction.solutions[0].letters == puzzle.solution
    assert trivial_openings(puzzle) == []


@pytest.mark.slow
def test_200_daily_puzzles_are_unique_exact_and_game_like():
    shape = waffle_shape(5, 5)
    corners = [shape.cell_at[p] for p in game_preset(shape).green_cells]
    puzzles = made(GenerateOptions(shape=shape, count=200, seed=1))
    assert len(puzzles) == 200
    assert len({p.puzzle.solution for p in puzzles}) == 200
    for found in puzzles:
        check_good_puzzle(found.puzzle, 10)
        assert all(found.puzzle.colors[c] == "g" for c in corners)
        assert found.puzzle.colors.count("g") >= 5


@pytest.mark.slow
def test_50_deluxe_puzzles_are_unique_exact_and_game_like():
    shape = waffle_shape(7, 7)
    fixed = [shape.cell_at[p] for p in game_preset(shape).green_cells]
    assert len(fixed) == 12
    puzzles = made(GenerateOptions(shape=shape, count=50, seed=2))
    assert len(puzzles) == 50
    for found in puzzles:
        check_good_puzzle(found.puzzle, 20)
        assert all(found.puzzle.colors[c] == "g" for c in fixed)


@pytest.mark.parametrize(
    "shape", [waffle_shape(5, 7), solid_shape(3, 3), waffle_shape(3, 3)], ids=lambda s: s.kind + s.size_name
)
def test_other_shapes_and_policies(shape):
    for policy in ("fewest-yellows", "most-yellows"):
        options = GenerateOptions(
            shape=shape, count=2, seed=3, policy=policy, target=len(shape.cells) // 2, game_like=shape.rows > 3
        )
        for found in made(options):
            check_good_puzzle(found.puzzle, len(shape.cells) // 2)


def test_same_seed_same_puzzles_and_the_meta_says_how():
    options = GenerateOptions(shape=waffle_shape(5, 5), count=3, seed=42)
    first, again = made(options), made(options)
    assert [f.puzzle for f in first] == [f.puzzle for f in again]
    meta = first[0].puzzle.meta
    assert meta["seed"] == 42 and meta["index"] == 0 and meta["target_swaps"] == 10
    assert meta["policy"] == "game" and meta["words"]["tier"] == "common" and "strategy" in meta


def test_pins_appear_where_pinned():
    shape = waffle_shape(5, 5)
    pins = parse_pins(shape, ["r1=CRANE", "c5=EARTH"])
    for found in made(GenerateOptions(shape=shape, count=3, seed=5, pins=pins)):
        assert found.puzzle.solution[:5] == "CRANE"
        assert "".join(found.puzzle.solution[c] for c in shape.slots[5].cells) == "EARTH"


def test_impossible_pins_are_refused_at_once():
    shape = waffle_shape(5, 5)
    with pytest.raises(PuzzleError, match="column"):
        next(generate_puzzles(GenerateOptions(shape=shape, pins=parse_pins(shape, ["r1=CRANE", "2,1=Q"]))))


def test_a_target_the_preset_cannot_reach_is_refused_at_once():
    """A 3x3 waffle has 8 tiles; its 4 corners stay green, so 4 move: at most 3 swaps."""
    with pytest.raises(PuzzleError, match="only 4 can move with the game-like preset"):
        next(generate_puzzles(GenerateOptions(shape=waffle_shape(3, 3), target=4)))
    assert GenerateOptions(shape=waffle_shape(3, 3)).target_swaps == 3


def test_difficulty_range_is_respected():
    shape = waffle_shape(5, 5)
    for found in made(GenerateOptions(shape=shape, count=5, seed=9, min_difficulty=8, max_difficulty=14)):
        assert 8 <= found.difficulty <= 14
        assert found.difficulty == difficulty(found.puzzle, default_words())


@pytest.mark.parametrize("strategy", STRATEGIES)
def test_every_strategy_hits_the_target_exactly(strategy):
    rng = random.Random(8)
    for _ in range(20):
        solution = "".join(rng.choice("ABCDEFGHIJKLMNOPRST") for _ in range(21))
        target = rng.randint(4, 12)
        tiles = scrambled_tiles(solution, target, rng, strategy=strategy)
        assert fewest_swaps(tiles, solution) == target


def test_trivial_opening_by_hand():
    """3x3 waffle, row 1 across: only cell 1 is yellow and cell 2 is the one other
    non-green cell of its word (cell 1 is in no down word): the move is given away."""
    shape = waffle_shape(3, 3)
    puzzle = Puzzle(shape, "ABCDEFGH", "gy-" + "gg" + "ggg")
    assert trivial_openings(puzzle) == [(1, 2)]
    assert trivial_openings(puzzle.with_changes(colors="yyy" + "g-" + "ggg")) == []


def test_difficulty_is_zero_when_every_word_is_forced():
    shape = waffle_shape(5, 5)
    solution = "FUGUEOLNLOOSEIBMOMEGA"
    assert difficulty(Puzzle(shape, solution, "g" * 21), default_words()) == 0.0


@pytest.mark.slow
def test_a_cancel_stops_the_generator_mid_attempt(monkeypatch):
    """A 7x7 attempt takes up to a quarter of a second; a stop is asked all through it.
    The benchmark's bench_cancel measures the worst case against the 100 ms target; 1 s
    here leaves room for a loaded machine."""
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from bench_generate import cancel_latency

    default_words("common")
    for after in (0.3, 0.7, 1.1):
        assert cancel_latency(7, after) < 1.0


@pytest.mark.slow
def test_fill_word_counts_match_the_resource_read_line_by_line():
    """The common tier is SCOWL size <= 50 and Zipf >= 2.5 for five letters, 2.3 for
    seven (or the cutoff chosen): counted here from the file's own lines."""
    rows = gzip.decompress(resource("words/en.tsv.gz").read_bytes()).decode("ascii").splitlines()[1:]
    entries = [(len(word), float(zipf), int(size)) for word, zipf, size in (row.split("\t") for row in rows)]

    def counted(floors):
        return dict(
            sorted(Counter(n for n, zipf, size in entries if n in floors and size <= 50 and zipf >= floors[n]).items())
        )

    shape = waffle_shape(5, 7)
    assert fill_word_counts(shape) == counted({5: 2.5, 7: 2.3})
    assert fill_word_counts(shape, min_zipf=3.1) == counted({5: 3.1, 7: 3.1})
    mine = words_from({"CRANE": 3.0, "SLATE": 1.0, "ABCDEFG": 0.0, "TOO": 5.0})
    assert fill_word_counts(shape, mine, min_zipf=4.0) == {5: 2, 7: 1}  # a file's words are all used
