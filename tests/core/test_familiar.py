"""The most familiar fill within a budget (fill/familiar.py) against brute force over tiny
word lists; its budget and its cancel."""

from __future__ import annotations

import itertools
import random
import time

import pytest

from studio.core.streams import finish
from studio.core.waffle.fill.familiar import EVERYDAY_ZIPF, FillFamiliarity, familiar_fill, familiarity
from studio.core.waffle.fill.pins import NO_PINS, Pins, parse_pins
from studio.core.waffle.fill.plan import plan_fill
from studio.core.waffle.generate import GenerateOptions, generate_puzzles
from studio.core.waffle.shape import Shape, parse_shape_name, shape_from_mask, waffle_shape
from studio.core.words import default_words, words_from
from tests.core.test_fill import brute_force

CORNER = shape_from_mask(((True, True, True), (True, False, True), (True, True, False)))  # no lattice


def tiny_list(seed: int, lengths: tuple[int, ...]) -> dict[str, float]:
    """Words over A-C with Zipf values in quarters (ties on purpose; float32 keeps them exact)."""
    rng = random.Random(seed)
    words = {}
    for n in lengths:
        every = ["".join(p) for p in itertools.product("ABC", repeat=n)]
        for w in rng.sample(every, min(len(every), 14)):
            words[w] = rng.randrange(0, 24) / 4
    return words


def best_by_brute_force(shape: Shape, zipf: dict[str, float], pins: Pins = NO_PINS) -> FillFamiliarity | None:
    """The most familiar of every grid, each scored by hand (pinned slots not counted)."""
    scores = [
        familiarity(
            zipf[w] for k, w in enumerate("".join(grid[c] for c in s.cells) for s in shape.slots) if k not in pins.words
        )
        for grid in brute_force(shape, list(zipf), pins)
    ]
    return max(scores, default=None)


@pytest.mark.parametrize("shape", [waffle_shape(3, 3), CORNER], ids=["3x3 lattice", "corner node search"])
@pytest.mark.parametrize("seed", range(6))
def test_the_search_finds_the_brute_force_optimum(shape, seed):
    zipf = tiny_list(seed, tuple(sorted({len(s) for s in shape.slots})))
    expected = best_by_brute_force(shape, zipf)
    result = finish(familiar_fill(shape, words_from(zipf), budget=60.0, seed=seed))
    if expected is None:
        assert result.grid is None and result.proven
        return
    assert result.grid is not None and result.proven and result.complete
    assert result.familiarity == expected
    assert familiarity(zipf[w] for w in shape.words(result.grid)) == expected  # its own words say so
    assert result.grid in brute_force(shape, list(zipf))


def test_both_engines_are_tested():
    words = words_from(tiny_list(0, (2, 3)))
    assert plan_fill(waffle_shape(3, 3), words).crossings is not None
    assert plan_fill(CORNER, words).crossings is None


def test_pinned_words_are_kept_and_not_counted():
    shape = waffle_shape(3, 3)
    zipf = tiny_list(4, (3,))
    grids = sorted(brute_force(shape, list(zipf)))
    pins = parse_pins(shape, [f"r1={shape.words(grids[0])[0]}"])
    result = finish(familiar_fill(shape, words_from(zipf), pins, budget=60.0))
    assert result.grid is not None and shape.words(result.grid)[0] == shape.words(grids[0])[0]
    assert result.familiarity == best_by_brute_force(shape, zipf, pins)


def test_avoided_words_and_taken_grids_are_left_out():
    shape = waffle_shape(3, 3)
    zipf = tiny_list(2, (3,))
    words = words_from(zipf)
    first = finish(familiar_fill(shape, words, budget=60.0))
    assert first.grid is not None
    again = finish(familiar_fill(shape, words, budget=60.0, taken=frozenset({first.grid})))
    assert again.grid not in (None, first.grid)
    worst = min(shape.words(first.grid), key=lambda w: zipf[w])
    avoiding = finish(familiar_fill(shape, words, budget=60.0, avoided=frozenset({worst})))
    assert avoiding.grid is None or worst not in shape.words(avoiding.grid)


def test_no_fill_at_all_is_proven():
    """Hand-worked: ABA and BAB cross only where their letters agree; no 3x3 fill of two words."""
    result = finish(familiar_fill(waffle_shape(3, 3), words_from({"ABA": 3.0, "BAB": 4.0}), budget=60.0))
    assert result.grid is None and result.proven and result.ceiling == 3.0


@pytest.mark.slow
def test_a_fast_shape_is_everyday_and_proven():
    """5x5 from the broad tier: every word of the fill is common, and nothing better exists."""
    result = finish(familiar_fill(waffle_shape(5, 5), default_words("broad"), budget=30.0))
    assert result.proven and result.everyday and result.familiarity is not None
    assert result.familiarity.worst >= EVERYDAY_ZIPF


class Ticks:
    """A clock that moves a millisecond each time it is read: the budget counted in looks at
    the clock, the same on any computer."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.001
        return self.now


@pytest.mark.slow
def test_the_budget_is_kept():
    """Solid 5x5 takes over a thousand looks at the clock to finish; with a budget of 300 it
    stops within a few looks of it, with the best fill found so far. (Wall-clock times,
    where big shapes' first fills may come later than the budget: benchmarks/bench_familiar.py.)"""
    shape, words, clock = parse_shape_name("solid5x5"), default_words("common"), Ticks()
    whole = finish(familiar_fill(shape, words, budget=1e6, clock=clock))
    assert whole.complete and clock.now > 1.0
    clock = Ticks()
    cut = finish(familiar_fill(shape, words, budget=0.3, clock=clock))
    assert not cut.complete and cut.grid is not None and clock.now < 0.3 + 0.05
    assert len(set(shape.words(cut.grid))) == len(shape.slots)


@pytest.mark.slow
def test_a_cancel_stops_the_search_and_the_generator():
    shape, words = parse_shape_name("11x11"), default_words("broad")
    started = time.monotonic()

    def stop() -> bool:
        return time.monotonic() - started > 0.5

    finish(familiar_fill(shape, words, budget=120.0, should_stop=stop))
    assert time.monotonic() - started < 0.5 + 4.0
    started = time.monotonic()
    options = GenerateOptions(shape=shape, familiar=True, budget=120.0)
    assert [a for a in generate_puzzles(options, should_stop=stop) if a.found] == []
    assert time.monotonic() - started < 0.5 + 6.0


def test_familiar_fills_by_default_where_words_are_long():
    assert GenerateOptions(shape=parse_shape_name("9x9")).familiar_fill
    assert GenerateOptions(shape=parse_shape_name("11x11")).familiar_fill
    assert not GenerateOptions(shape=parse_shape_name("5x5")).familiar_fill
    assert GenerateOptions(shape=parse_shape_name("5x5"), familiar=True).familiar_fill


@pytest.mark.slow
def test_a_familiar_batch_says_how_familiar_each_fill_is():
    options = GenerateOptions(shape=parse_shape_name("3x3"), count=2, seed=1, familiar=True, budget=5.0)
    attempts = [a for a in generate_puzzles(options) if a.found is not None]
    assert len(attempts) == 2
    broad = default_words("broad")
    for attempt in attempts:
        assert attempt.familiar is not None and attempt.familiar.everyday
        solution = attempt.found.puzzle.solution
        assert attempt.familiar.familiarity == familiarity(broad.zipf(w) for w in options.shape.words(solution))


@pytest.mark.parametrize("rare", [1.0, 3.0])
def test_a_shape_that_needs_a_rare_word_is_said_to(rare):
    """Hand-worked 3x3: ABC across the top, AYD and CXE down, DZE across the bottom (or the
    transpose) are the only fills, so DZE's Zipf decides whether everyday words can fill it."""
    zipf = {"ABC": 5.0, "AYD": 5.0, "CXE": 5.0, "DZE": rare}
    result = finish(familiar_fill(waffle_shape(3, 3), words_from(zipf), budget=60.0))
    assert result.familiarity == FillFamiliarity(rare, 5.0)
    assert result.everyday is (rare >= EVERYDAY_ZIPF)
    assert result.no_everyday_fill is (rare < EVERYDAY_ZIPF)


HAND_WORKED = {"ABC": 5.0, "AYD": 5.0, "CXE": 5.0, "DZE": 1.0}  # the 3x3's only fill, and its transpose


@pytest.mark.parametrize("seed", range(4))
def test_words_a_seed_leaves_out_never_lose_the_only_fill(seed):
    """Each try's seed leaves a share of the words out (another seed, another fill); where
    that leaves no fill, the search runs again with every word."""
    words = words_from(HAND_WORKED)
    options = GenerateOptions(shape=waffle_shape(3, 3), seed=seed, familiar=True, budget=30.0)
    (attempt,) = [a for a in generate_puzzles(options, words, words) if a.found is not None]
    assert sorted(options.shape.words(attempt.found.puzzle.solution)) == sorted(HAND_WORKED)
    assert attempt.familiar is not None and attempt.familiar.no_everyday_fill


@pytest.mark.parametrize("seed", range(6))
def test_restarts_in_other_orders_keep_the_search_complete(monkeypatch, seed):
    """Every array search cut after its first batch, one first word a chunk: the restarts
    go on with the words not yet searched, so the optimum and its proofs stay."""
    from studio.core.waffle.fill import familiar

    monkeypatch.setattr(familiar, "FIRST_SLICE", 1e-9)
    monkeypatch.setattr(familiar, "FIRST_WORDS", 1)
    shape = waffle_shape(3, 3)
    zipf = tiny_list(seed, (3,))
    result = finish(familiar_fill(shape, words_from(zipf), budget=1e6, seed=seed, clock=Ticks()))
    assert result.proven and result.complete and result.familiarity == best_by_brute_force(shape, zipf)
