"""Designing a grid: which slot words the list knows, and which words fit a slot."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from studio.core.waffle.shape import Shape, Slot
from studio.core.words import WordList

BLANK = " "


@dataclass(frozen=True)
class SlotCheck:
    slot: Slot
    letters: str  # the slot's letters, BLANK where none is typed yet
    known: bool | None  # in the word list? None while the slot is incomplete
    zipf: float = 0.0


def slot_checks(shape: Shape, letters: str, words: WordList) -> tuple[SlotCheck, ...]:
    out = []
    for slot, word in zip(shape.slots, shape.words(letters)):
        if BLANK in word:
            out.append(SlotCheck(slot, word, None))
        else:
            out.append(SlotCheck(slot, word, word in words, words.zipf(word)))
    return tuple(out)


def fitting_words(words: WordList, pattern: str, limit: int = 200) -> list[tuple[str, float]]:
    """Words matching `pattern` (BLANK = any letter), most frequent first, with their Zipf."""
    group = words.of_length(len(pattern))
    keep = np.ones(len(group), dtype=bool)
    for p, ch in enumerate(pattern):
        if ch != BLANK:
            keep &= group.letters[:, p] == ord(ch) - 65
    rows = np.flatnonzero(keep)
    best = rows[np.argsort(-group.zipf[rows], kind="stable")[:limit]]
    return [(group.words[r], float(group.zipf[r])) for r in best]


def with_word(letters: str, slot: Slot, word: str) -> str:
    board = list(letters)
    for c, ch in zip(slot.cells, word):
        board[c] = ch
    return "".join(board)
