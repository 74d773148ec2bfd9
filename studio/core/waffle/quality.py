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


RARE_ZIPF = 3.0  # one in a million words: a rarest answer word past this adds bits (series_difficulty)
BITS_PER_TENFOLD = math.log2(10)


def rare_word_bits(puzzle: Puzzle, words: WordList) -> float:
    """The bits the rarest answer word adds: log2(10) for each tenfold it is rarer than
    one in a million (Zipf 3), as if a solver had to weigh ten times more words to think
    of it; a word the list lacks counts as Zipf 0. 0 when the puzzle has no solution.

    Only the rarest word counts: a puzzle players fail for one word they never met
    (deluxe #9's NEEDIER, Zipf 1.4) is not made easy by the common words around it."""
    if puzzle.solution is None:
        return 0.0
    rarest = min(words.zipf(word) for word in puzzle.shape.words(puzzle.solution))
    return round(max(0.0, RARE_ZIPF - rarest) * BITS_PER_TENFOLD, 1)


def series_difficulty(puzzle: Puzzle, words: WordList) -> float:
    """How hard a solved puzzle is, for ordering a series: the bits of choice its colours
    leave (`difficulty`, read without the solution) plus its rarest word's `rare_word_bits`."""
    return round(difficulty(puzzle.with_changes(solution=None), words) + rare_word_bits(puzzle, words), 1)
