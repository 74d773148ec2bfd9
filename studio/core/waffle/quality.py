"""How good a puzzle is: trivial openings (to avoid) and a difficulty score (to show)."""

from __future__ import annotations

import math

from studio.core.waffle.deduce import slot_candidates
from studio.core.waffle.puzzle import GREEN, YELLOW, Puzzle
from studio.core.words import WordList


def trivial_openings(puzzle: Puzzle) -> list[tuple[int, int]]:
    """(cell, destination) for each yellow tile that has one place to go, by colours alone.

    A yellow tile belongs elsewhere in its word (either word, on a shared cell). When
    its words hold just one other non-green cell, the first move is given away without
    reading a single letter (docs/RULES.md W5).
    """
    shape, colors = puzzle.shape, puzzle.colors
    out = []
    for cell in shape.cells:
        if colors[cell] != YELLOW:
            continue
        places = {c for k in shape.slots_of[cell] for c in shape.slots[k].cells if c != cell and colors[c] != GREEN}
        if len(places) == 1:
            out.append((cell, places.pop()))
    return out


def difficulty(puzzle: Puzzle, words: WordList) -> float:
    """Bits of choice the colours leave: the sum over slots of log2(words that fit the slot).

    0 means every word is forced by its colours alone; each extra bit doubles the
    candidates a solver must weigh before the letters have to add up.
    """
    return round(sum(math.log2(max(1, len(rows))) for rows in slot_candidates(puzzle, words)), 1)
