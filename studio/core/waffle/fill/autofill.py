"""Autofill: the rest of a partly designed grid filled around what the designer typed,
best words first, or the slot that cannot be filled.

A partial grid is a set of pins (pins.py): each whole slot a pinned word (kept even
when the list lacks it: the designer chose it), each other typed letter a pinned
letter. The search is the node search (node_search.py) in a fixed order over a list
`ranked` best first, so the first fill it finds is made of the best-ranked words that
fit; it is complete, so when it ends with none, no fill exists.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass

from studio.core.curation import FAVOURED_WEIGHT
from studio.core.errors import PuzzleError
from studio.core.streams import Progress
from studio.core.waffle.fill.node_search import NodeSearch
from studio.core.waffle.fill.pins import Pins
from studio.core.waffle.fill.plan import BLANK, plan_fill, prune
from studio.core.waffle.shape import Shape
from studio.core.words import WordList, WordsOfLength

FAVOURED_ZIPF = 2 * math.log10(FAVOURED_WEIGHT)  # the generator weighs a word 10**(zipf/2), a favoured one 40x that
STOP_CHECK_NODES = 256  # steps of the search between two looks at `should_stop`
FAVOURED_TRIES = 12  # at most this many (slot, favoured word) places are tried first
FAVOURED_STEPS = 2_000  # steps of the search each such try may take
TIGHT = 10  # a slot with this many candidates or fewer is tight (a "hotspot")


@dataclass(frozen=True)
class Candidates:
    """Per slot (index into shape.slots), how many words still fit it once every cell's
    letters are pruned by its crossings; `empty` is the first slot left none."""

    counts: tuple[int, ...]
    empty: int | None = None

    def tight(self, k: int) -> bool:
        return self.counts[k] <= TIGHT


@dataclass(frozen=True)
class Autofilled:
    """The filled grid's letters (one per cell), or None and the slot that could not be
    filled: the first left no word (`candidates.empty`), else the one the search ran out
    of words in most often. `stopped`: cancelled before an answer."""

    letters: str | None
    candidates: Candidates
    stuck: int | None = None
    stopped: bool = False


def partial_pins(shape: Shape, letters: str) -> Pins:
    """The typed letters (BLANK where none) as pins: whole slots as words, the rest as letters."""
    whole = {k: word for k, word in enumerate(shape.words(letters)) if BLANK not in word}
    in_words = {c for k in whole for c in shape.slots[k].cells}
    loose = {c: ch for c, ch in enumerate(letters) if ch != BLANK and c not in in_words}
    return Pins(whole, loose)


def ranked(words: WordList, lengths: Iterable[int], favoured: frozenset[str] = frozenset()) -> WordList:
    """`words` of these lengths, best first: most familiar, a favoured word raised as much
    as the generator weighs it up; a search that takes words in this order finds the fill
    of the best-ranked words first."""
    import numpy as np

    groups: dict[int, WordsOfLength] = {}
    for length in sorted(set(lengths)):
        group = words.of_length(length)
        score = group.zipf + np.array([FAVOURED_ZIPF if w in favoured else 0.0 for w in group.words], np.float32)
        order = np.argsort(-score, kind="stable")
        groups[length] = WordsOfLength.from_arrays(length, group.letters[order], group.zipf[order])
    return WordList(words.name, groups, words.tier, words.min_zipf)


def candidates(shape: Shape, letters: str, words: WordList) -> Candidates:
    """How many words fit each slot around the typed `letters` (where the fill is tight)."""
    return _pruned(shape, letters, words)[1]


def _pruned(shape: Shape, letters: str, words: WordList) -> tuple[dict[int, list[str]], Candidates]:
    fits, empty = prune(shape, words, letters, partial_pins(shape, letters))
    return fits, Candidates(tuple(len(fits[k]) for k in range(len(shape.slots))), empty)


def autofill(
    shape: Shape,
    letters: str,
    words: WordList,
    should_stop: Callable[[], bool] = lambda: False,
    favoured: frozenset[str] = frozenset(),
) -> Generator[Progress, None, Autofilled]:
    """The first fill of `words` (ranked best first) keeping every typed letter, as a
    stream of the first slot's words searched; no word twice. A `favoured` word that fits
    a slot is tried there first, each try on a small budget of steps (`favoured_places`),
    since the search alone tries a favoured word only in the slots it reaches first."""
    fits, counted = _pruned(shape, letters, words)
    if counted.empty is not None:
        return Autofilled(None, counted, counted.empty)
    if BLANK not in letters:
        return Autofilled(letters, counted)
    pins = partial_pins(shape, letters)
    nodes = 0
    budget = math.inf

    def step() -> None:
        nonlocal nodes
        nodes += 1
        if nodes > budget:
            raise _OutOfSteps
        if nodes % STOP_CHECK_NODES == 0 and should_stop():
            raise _Stopped

    try:
        for k, word in favoured_places(shape, letters, fits, favoured)[:FAVOURED_TRIES]:
            budget = nodes + FAVOURED_STEPS
            try:
                plan = plan_fill(shape, words, Pins({**pins.words, k: word}, pins.letters))
                found = next(
                    (
                        g
                        for b in NodeSearch(on_node=step, first_only=True).batches(plan, plan.first_candidates)
                        for g in b.grids
                    ),
                    None,
                )
            except (PuzzleError, _OutOfSteps):
                continue
            if found is not None:
                return Autofilled(found, counted)
        budget = math.inf
        plan = plan_fill(shape, words, pins)
        dead_ends: Counter[int] = Counter()
        search = NodeSearch(on_node=step, first_only=True, on_dead_end=lambda s: dead_ends.update((s,)))
        firsts = plan.first_candidates
        for batch in search.batches(plan, firsts):
            if batch.grids:
                return Autofilled(batch.grids[0], counted)
            yield Progress(int(batch.done), len(firsts))
    except _Stopped:
        return Autofilled(None, counted, stopped=True)
    stuck = plan.order[max(dead_ends, key=lambda s: dead_ends[s])] if dead_ends else plan.order[0]
    return Autofilled(None, counted, stuck)


def favoured_places(
    shape: Shape, letters: str, fits: dict[int, list[str]], favoured: frozenset[str]
) -> list[tuple[int, str]]:
    """(slot, favoured word) for each open slot a favoured word still fits, best-ranked
    words first (`fits` keeps the list's order), none already typed."""
    typed = set(shape.words(letters))
    places = [
        (rank, k, word)
        for k, slot in enumerate(shape.slots)
        if BLANK in slot.word_in(letters)
        for rank, word in enumerate(fits[k])
        if word in favoured and word not in typed
    ]
    return [(k, word) for _, k, word in sorted(places)]


class _Stopped(Exception):
    pass


class _OutOfSteps(Exception):
    pass
