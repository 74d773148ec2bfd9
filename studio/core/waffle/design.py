"""Designing a grid: which slot words the list knows, and which words fit a slot."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from itertools import islice

import numpy as np

from studio.core.alphabet import code_of
from studio.core.waffle.shape import Shape, Slot
from studio.core.words import WordList, common_min_zipf

BLANK = " "
FITS_SHOWN = 200


class Standing(Enum):
    """How a slot's word stands with the list: a designer fixes UNKNOWN, reconsiders RARE."""

    KNOWN = "known"
    RARE = "rare"  # in the list, but less familiar than the common tier allows (LIEVE, ALANE)
    UNKNOWN = "unknown"
    INCOMPLETE = "incomplete"


@dataclass(frozen=True)
class SlotCheck:
    slot: Slot
    letters: str  # the slot's letters, BLANK where none is typed yet
    standing: Standing
    zipf: float = 0.0


def standing_of(words: WordList, word: str) -> Standing:
    """Rare: below the common tier's cutoff for the word's length (studio.core.words)."""
    if BLANK in word:
        return Standing.INCOMPLETE
    if word not in words:
        return Standing.UNKNOWN
    return Standing.KNOWN if words.zipf(word) >= common_min_zipf(len(word)) else Standing.RARE


def slot_checks(shape: Shape, letters: str, words: WordList) -> tuple[SlotCheck, ...]:
    return tuple(
        SlotCheck(slot, word, standing_of(words, word), words.zipf(word) if BLANK not in word else 0.0)
        for slot, word in zip(shape.slots, shape.words(letters))
    )


@dataclass(frozen=True)
class Fit:
    """A word for a slot: it matches every letter typed, or, a near miss, all but `changed`."""

    word: str
    zipf: float
    changed: tuple[int, ...] = ()  # positions in the slot where it differs from what is typed

    @property
    def near_miss(self) -> bool:
        return bool(self.changed)


def near_miss_letters(typed: int) -> int:
    """How many typed letters a near miss may differ in: one of three, two of four or more
    (fewer typed letters leave nothing to be near)."""
    return max(0, min(2, typed - 2))


def fitting_words(
    words: WordList, pattern: str, limit: int = FITS_SHOWN, leave_out: Callable[[str], bool] | None = None
) -> list[Fit]:
    """Words matching `pattern` (BLANK = any letter), most familiar first; then near misses
    (a misspelling's fixes: THARN -> THORN), one letter off before two, most familiar first,
    and words no corpus has seen (Zipf 0) after every known one: a rare word is no likelier a fix.
    Words `leave_out` names (a generator's curation) are not offered."""
    group = words.of_length(len(pattern))
    typed = [(p, code_of(ch)) for p, ch in enumerate(pattern) if ch != BLANK]
    differs = np.zeros((len(group), len(pattern)), dtype=bool)
    for p, code in typed:
        differs[:, p] = group.letters[:, p] != code
    off = differs.sum(axis=1)
    rows = np.flatnonzero(off <= near_miss_letters(len(typed)))
    zipf, near = group.zipf[rows], off[rows]
    ranked = rows[np.lexsort((-zipf, near, (near > 0) & (zipf == 0), near > 0))]
    if leave_out is None:
        best = ranked[:limit]
    else:  # asked only until the list is full: the ranking is cheap, the question is not
        best = np.array(list(islice((r for r in ranked.tolist() if not leave_out(group.words[r])), limit)), int)
    return [
        Fit(group.words[r], round(float(group.zipf[r]), 2), tuple(int(p) for p in np.flatnonzero(differs[r])))
        for r in best
    ]


def with_word(letters: str, slot: Slot, word: str) -> str:
    board = list(letters)
    for c, ch in zip(slot.cells, word):
        board[c] = ch
    return "".join(board)
