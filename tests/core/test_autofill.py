"""Autofill against brute force (tests/core/test_fill.py's: every grid of a small list):
every fill it returns is one of them and keeps the typed letters; when brute force finds
none, it says the grid cannot be filled and names a slot."""

from __future__ import annotations

import random

import pytest

from studio.core.curation import Curation
from studio.core.errors import PuzzleError
from studio.core.streams import finish
from studio.core.waffle.fill.autofill import autofill, candidates, partial_pins, ranked
from studio.core.waffle.fill.pins import Pins
from studio.core.waffle.shape import Shape, shape_from_mask, waffle_shape
from studio.core.words import words_from
from studio.operations.autofill import autofill_grid, slot_candidates
from tests.core.test_fill import brute_force

WORDS = ["ACE", "AGE", "APE", "ARE", "ATE", "BAT", "BEE", "CAT", "EAR", "EAT", "ERA", "GET", "PEA", "TAR", "TEA", "TEE"]
WORDS += ["BEAT", "CARE", "GATE", "PEAT", "RACE", "RATE", "TAPE", "TEAR"]
DRAWN = shape_from_mask(((True, True, True, True), (True, False, False, True), (True, True, True, True)))  # a ring


def partial(shape: Shape, rng: random.Random, typed: int) -> str:
    """Random letters in random cells, no slot whole (a whole slot is the designer's word, kept as typed)."""
    letters = [" "] * len(shape.cells)
    for cell in rng.sample(range(len(shape.cells)), typed):
        letters[cell] = rng.choice("ABCEGPRT")
    for slot in shape.slots:
        if all(letters[c] != " " for c in slot.cells):
            letters[slot.cells[0]] = " "
    return "".join(letters)


@pytest.mark.slow
@pytest.mark.parametrize("shape", [waffle_shape(3, 3), DRAWN], ids=["3x3", "drawn"])
def test_every_fill_is_a_brute_force_fill_and_none_means_none(shape):
    rng = random.Random(34)
    words = words_from({w: rng.uniform(2, 6) for w in WORDS})
    listed = ranked(words, {3, 4})
    seen = {True: 0, False: 0}
    for _ in range(60):
        letters = partial(shape, rng, rng.randrange(0, 5))
        typed = {c: ch for c, ch in enumerate(letters) if ch != " "}
        oracle = brute_force(shape, WORDS, Pins({}, typed))
        filled = finish(autofill(shape, letters, listed))
        seen[filled.letters is not None] += 1
        if oracle:
            assert filled.letters in oracle, letters
        else:
            assert filled.letters is None and filled.stuck is not None, letters
    assert seen[True] and seen[False]  # both answers were tried


def test_a_whole_typed_word_is_kept_even_when_the_list_lacks_it():
    shape = waffle_shape(3, 3)
    letters = "XYZ" + " " * (len(shape.cells) - 3)
    assert partial_pins(shape, letters).words == {0: "XYZ"}
    filled = finish(autofill(shape, letters, words_from([*WORDS, "XAA", "ZAA", "AAA", "AAB"])))
    assert filled.letters is not None and filled.letters.startswith("XYZ")


def test_the_most_familiar_words_come_first():
    shape = waffle_shape(3, 3)  # TEA across TOE down share the T; ATE down and EYE across close it
    common = {"TEA": 6.5, "TOE": 6.0, "ATE": 6.0, "EYE": 6.0}
    rare = {"EWE": 2.0, "AWE": 2.0, "TWO": 2.0, "OWE": 2.0, "ETA": 2.0, "TAE": 2.0}
    words = words_from({**rare, **common})
    assert len(brute_force(shape, [*rare, *common])) > 1  # there is a choice
    filled = finish(autofill(shape, " " * len(shape.cells), ranked(words, {3})))
    assert filled.letters is not None and set(shape.words(filled.letters)) == set(common)


def test_a_banned_word_is_never_used_and_a_favoured_one_goes_in_where_it_can():
    shape = waffle_shape(3, 3)
    words = words_from({w: 4.0 for w in WORDS})
    empty = " " * len(shape.cells)
    for banned in ("ACE", "ARE", "TEA"):
        filled = finish(autofill_grid(shape, empty, Curation(banned=frozenset({banned})), words))
        assert filled.letters is not None and banned not in shape.words(filled.letters)
    fills = brute_force(shape, WORDS)
    for theme in {w for grid in fills for w in shape.words(grid)}:  # every word some fill has
        filled = finish(autofill_grid(shape, empty, Curation(favoured=frozenset({theme})), words))
        assert filled.letters in fills and theme in shape.words(filled.letters), theme


def test_counts_shrink_as_letters_are_typed_and_a_dead_slot_is_named():
    shape = waffle_shape(3, 3)
    words = words_from(WORDS)
    empty = " " * len(shape.cells)
    assert slot_candidates(shape, empty, fill_list=words).counts == (16,) * 4
    typed = candidates(shape, "B" + empty[1:], words)
    assert typed.counts[0] == 2 and typed.empty is None  # BAT, BEE across ... and down
    dead = candidates(shape, "Q" + empty[1:], words)
    assert dead.empty is not None and "Q" not in "".join(WORDS)


def test_letters_that_do_not_fit_the_shape_are_refused_at_once():
    with pytest.raises(PuzzleError, match="8 cells"):
        autofill_grid(waffle_shape(3, 3), "ABC")
    with pytest.raises(PuzzleError, match="row 1, column 2"):
        autofill_grid(waffle_shape(3, 3), "A1" + " " * 6)


def test_a_cancel_stops_the_search():
    shape = waffle_shape(5, 5)
    words = words_from([f"{a}{b}{c}{d}{e}" for a in "AB" for b in "AB" for c in "AB" for d in "AB" for e in "C"])
    filled = finish(autofill(shape, " " * len(shape.cells), words, should_stop=lambda: True))
    assert filled.letters is None and (filled.stopped or filled.stuck is not None)
