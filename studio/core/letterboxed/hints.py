"""Spoiler-free help on a board: how many solutions of each length, then a ladder of hints
that gives away a little more at each rung, the answer only at the last.

Facts only: the front ends phrase them (the window's tr(), the command line's translate()).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from studio.core.letterboxed.solver import Solution

Rung = Literal["first letter", "first word", "answer"]
RUNGS: tuple[Rung, ...] = ("first letter", "first word", "answer")


@dataclass(frozen=True)
class Hint:
    """One rung of the ladder: `text` is a letter, a word, or the answer's words joined by spaces."""

    rung: Rung
    text: str


def counts_by_words(found: list[Solution]) -> dict[int, int]:
    """Solutions per number of words, fewest first. A solution is counted once with its
    interchangeable words (CHFBI/CHBFI), as it is listed and as the total counts it."""
    counts: dict[int, int] = {}
    for solution in found:
        counts[len(solution.links)] = counts.get(len(solution.links), 0) + 1
    return dict(sorted(counts.items()))


def hint(best: Solution, rung: Rung) -> Hint:
    """`rung` of the ladder for the best solution (the solver's first)."""
    words = best.words
    text = words[0][0] if rung == "first letter" else words[0] if rung == "first word" else " ".join(words)
    return Hint(rung, text)
