"""Fill and enumeration against independent brute force (rows first, set lookups)."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from studio.core.errors import PuzzleError
from studio.core.waffle.fill import Pins, enumerate_grids, iter_fills, parse_pins, plan_fill, random_fill
from studio.core.waffle.shape import Shape, shape_from_mask, solid_shape, waffle_shape
from studio.core.words import default_words, words_from

NO_PINS = Pins()


def brute_force(shape: Shape, words: list[str], pins: Pins = NO_PINS, repeats: bool = False) -> set[str]:
    """Every grid: every word in every across slot, then every down word that agrees."""
    vocab = sorted({w.upper() for w in words})
    across = [k for k, s in enumerate(shape.slots) if s.across]
    down = [k for k, s in enumerate(shape.slots) if not s.across]
    found = set()
    for choice in itertools.product(*[[w for w in vocab if len(w) == len(shape.slots[k])] for k in across]):
        grid = [" "] * len(shape.cells)
        for k, word in zip(across, choice):
            for c, ch in zip(shape.slots[k].cells, word):
                grid[c] = ch
        fits = [[w for w in vocab if len(w) == len(shape.slots[k])
                 and all(grid[c] in (" ", ch) for c, ch in zip(shape.slots[k].cells, w))] for k in down]
        for downs in itertools.product(*fits):
            full = list(grid)
            for k, word in zip(down, downs):
                for c, ch in zip(shape.slots[k].cells, word):
                    full[c] = ch
            all_words = ["".join(full[c] for c in slot.cells) for slot in shape.slots]
            if not repeats and len(set(all_words)) < len(all_words):
                continue
            if any(all_words[k] != w for k, w in pins.words.items()) or \
                    any(full[c] != ch for c, ch in pins.letters.items()):
                continue
            found.add("".join(full))
    return found


def transposed(shape: Shape, grid: str) -> str:
    return "".join(grid[shape.cell_at[(c, r)]] for r, c in shape.positions)


def distinct_up_to_transpose(shape: Shape, grids: set[str]) -> int:
    return len({min(g, transposed(shape, g)) for g in grids})


def test_seed_000_count_156_words_give_31_grids(shared_data):
    freq = json.loads((shared_data / "waffle" / "wordlists" / "3b1b_freq_map.json").read_text())
    words = sorted(w for w, f in freq.items() if len(w) == 5 and f >= 1e-4)
    assert len(words) == 156
    shape = waffle_shape(5, 5)
    grids = list(iter_fills(plan_fill(shape, words_from(words))))
    assert len(grids) == len(set(grids)) == 31
    # independent: rows first (pruned by the column letters they need), then the columns
    vocab = {w.upper() for w in words}
    pairs = {(w[0], w[2]) for w in vocab}
    by_odd_letters: dict[tuple, list[str]] = {}
    for w in vocab:
        by_odd_letters.setdefault((w[0], w[2], w[4]), []).append(w)
    brute = set()
    for top, middle in itertools.product(vocab, repeat=2):
        if not all((top[i], middle[i]) in pairs for i in (0, 2, 4)):
            continue
        for bottom in vocab:
            columns = [by_odd_letters.get((top[i], middle[i], bottom[i]), []) for i in (0, 2, 4)]
            for left, centre, right in itertools.product(*columns):
                grid = top + left[1] + centre[1] + right[1] + middle + left[3] + centre[3] + right[3] + bottom
                if len({top, middle, bottom, left, centre, right}) == 6:
                    brute.add(grid)
    assert distinct_up_to_transpose(shape, brute) == 31
    assert {min(g, transposed(shape, g)) for g in grids} == {min(g, transposed(shape, g)) for g in brute}


SMALL_SHAPES = [waffle_shape(3, 3), solid_shape(3, 3), waffle_shape(3, 5),
                shape_from_mask(((True, True, True), (True, False, True), (True, True, False)))]


@pytest.mark.parametrize("shape", SMALL_SHAPES, ids=lambda s: s.kind + s.size_name)
@pytest.mark.parametrize("seed", range(4))
def test_enumeration_matches_brute_force_on_small_lists(shape, seed):
    rng = random.Random(seed)
    letters = "AEIOSTRNLD"
    lengths = {len(s) for s in shape.slots}
    per_length = 70 if sum(s.across for s in shape.slots) < 3 else 25    # the brute force is cubic in rows
    words = sorted({"".join(rng.choice(letters) for _ in range(n)) for n in lengths for _ in range(per_length)})
    plan = plan_fill(shape, words_from(words))
    grids = list(iter_fills(plan))
    assert len(grids) == len(set(grids))
    brute = brute_force(shape, words)
    if plan.mirror_step is None:
        assert set(grids) == brute
    else:
        assert len(grids) == distinct_up_to_transpose(shape, brute)
        assert {min(g, transposed(shape, g)) for g in grids} == {min(g, transposed(shape, g)) for g in brute}


@pytest.mark.parametrize("seed", range(2))
def test_seven_by_seven_matches_brute_force(seed):
    """Words whose crossing letters (places 0, 2, 4, 6) come from two letters cross often,
    so a dozen words make many 7x7 grids and every check of the search is exercised."""
    rng = random.Random(seed)
    words = sorted({"".join(rng.choice("AB") if i % 2 == 0 else rng.choice("CDEFGHK") for i in range(7))
                    for _ in range(12)})
    shape = waffle_shape(7, 7)
    grids = list(iter_fills(plan_fill(shape, words_from(words))))
    brute = brute_force(shape, words)
    assert len(grids) == distinct_up_to_transpose(shape, brute) > 50
    assert {min(g, transposed(shape, g)) for g in grids} == {min(g, transposed(shape, g)) for g in brute}


def test_pins_place_words_and_letters_and_filter_exactly():
    rng = random.Random(11)
    shape = waffle_shape(3, 3)
    words = sorted({"".join(rng.choice("AEIOTRS") for _ in range(3)) for _ in range(120)})
    pins = parse_pins(shape, ["r1=" + words[0]], ["2,1=" + words[0][0]])
    plan = plan_fill(shape, words_from(words), pins)
    grids = set(iter_fills(plan))
    assert grids == brute_force(shape, words, pins)
    assert all(g[:3] == words[0] for g in grids)
    one = random_fill(plan, random.Random(1)) if grids else None
    assert one is None or one in grids


def test_impossible_pins_name_the_slot_at_once():
    shape = waffle_shape(5, 5)
    words = words_from(["CRANE", "CRATE", "EARTH", "TRACE", "REACT", "HEART"])
    with pytest.raises(PuzzleError, match="column 1 down"):
        plan_fill(shape, words, parse_pins(shape, ["r1=QUERY"]))
    with pytest.raises(PuzzleError, match="disagree at row 1, column 1"):
        plan_fill(shape, words, parse_pins(shape, ["r1=CRANE", "c1=TRACE"]))
    with pytest.raises(PuzzleError, match="no word starts at 'r2'"):
        parse_pins(shape, ["r2=CRANE"])


def test_split_and_resumed_enumeration_finds_the_same_grids():
    words = default_words("common", 5.0)                  # about 220 five-letter words, 341 grids
    shape = waffle_shape(5, 5)
    whole = set(iter_fills(plan_fill(shape, words)))
    first = list(enumerate_grids(shape, words, pieces=8))
    done = {part.chunk for part in first[:3]}
    rest = list(enumerate_grids(shape, words, pieces=8, skip=done, jobs=2))
    assert {part.chunk for part in rest} == set(range(8)) - done
    combined = [g for part in first[:3] + rest for g in part.grids]
    assert len(combined) == len(set(combined)) and set(combined) == whole and len(whole) > 100
