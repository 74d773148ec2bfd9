"""Ways to choose the next guess, from the answers still possible.

Glossary
* candidates: indexes of the answers still possible.
* allowed: a bool per guess (hard mode narrows it), or None for every guess.
* parts: how a guess splits the candidates, one part per pattern it can show.
Every strategy is deterministic, so a backtest can share the choices of answers that
have had the same feedback (the strategy's decision tree, grown as it is walked).

* frequency (seed 002): the candidate whose distinct letters are the most frequent
  among the candidates.
* rank (seed 002): the candidate sharing a letter with the most other candidates.
* entropy: the guess whose parts carry the most information (expected bits).
* lookahead: the few guesses with the most parts, each judged by the total guesses
  its parts then need under the same rule one level down; small sets exactly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from studio.core.wordle.table import WordleLists

Choose = Callable[[WordleLists, np.ndarray, "np.ndarray | None"], int]


def part_sizes(lists: WordleLists, candidates: np.ndarray, rows: np.ndarray | None = None) -> np.ndarray:
    """(guesses, patterns): how many candidates each guess puts in each part."""
    table = lists.patterns[:, candidates] if rows is None else lists.patterns[rows][:, candidates]
    width = 3 ** lists.length
    offsets = (np.arange(len(table), dtype=np.int64) * width)[:, None]
    return np.bincount((table + offsets).ravel(), minlength=len(table) * width).reshape(len(table), width)


def _best(score: np.ndarray, lists: WordleLists, candidates: np.ndarray, allowed: np.ndarray | None) -> int:
    """The highest score; ties go to a possible answer, then to the first word."""
    bonus = np.zeros(len(lists.guesses))
    bonus[lists.answer_rows[candidates]] = 1e-9 * max(1.0, float(np.abs(score).max()))
    total = score + bonus
    if allowed is not None:
        total = np.where(allowed, total, -np.inf)
    return int(np.argmax(total))


def choose_frequency(lists: WordleLists, candidates: np.ndarray, allowed: np.ndarray | None) -> int:
    rows = lists.answer_rows[candidates]
    frequency = lists.letter_counts[rows].sum(axis=0)
    score = (lists.letter_counts[rows] > 0) @ frequency
    return int(rows[np.argmax(score)])


def choose_rank(lists: WordleLists, candidates: np.ndarray, allowed: np.ndarray | None) -> int:
    rows = lists.answer_rows[candidates]
    letters = (lists.letter_counts[rows] > 0).astype(np.float32)
    rank = ((letters @ letters.T) > 0).sum(axis=1)
    return int(rows[np.argmax(rank)])


def choose_entropy(lists: WordleLists, candidates: np.ndarray, allowed: np.ndarray | None) -> int:
    if len(candidates) <= 2:
        return int(lists.answer_rows[candidates[0]])
    sizes = part_sizes(lists, candidates)
    counts = np.arange(len(candidates) + 1, dtype=np.float64)
    counts[0] = 1.0                                     # 0 log 0 = 0
    x_log_x = counts * np.log2(counts)                  # looked up: far cheaper than a log per cell
    bits = np.log2(len(candidates)) - x_log_x[sizes].sum(axis=1) / len(candidates)
    return _best(bits, lists, candidates, allowed)


def choose_parts(lists: WordleLists, candidates: np.ndarray, allowed: np.ndarray | None) -> int:
    """The most parts (ties: more information)."""
    if len(candidates) <= 2:
        return int(lists.answer_rows[candidates[0]])
    sizes = part_sizes(lists, candidates)
    largest = sizes.max(axis=1)
    return _best((sizes > 0).sum(axis=1) * len(candidates) - largest, lists, candidates, allowed)


@dataclass
class Lookahead:
    """Tries the `width` guesses with the most parts and keeps the one whose parts need
    the fewest guesses in all, each part played on by `choose_parts`."""
    width: int = 12
    _memo: dict[bytes, int] = field(default_factory=dict)

    def __call__(self, lists: WordleLists, candidates: np.ndarray, allowed: np.ndarray | None) -> int:
        if len(candidates) <= 2:
            return int(lists.answer_rows[candidates[0]])
        sizes = part_sizes(lists, candidates)
        score = (sizes > 0).sum(axis=1) * len(candidates) - sizes.max(axis=1)
        score = score + np.isin(np.arange(len(score)), lists.answer_rows[candidates]) * 0.5
        if allowed is not None:
            score = np.where(allowed, score, -1)
        best, best_cost = -1, None
        for row in np.argsort(-score, kind="stable")[:self.width]:
            cost = self._cost_after(lists, candidates, int(row), allowed is not None)
            if best_cost is None or cost < best_cost:
                best, best_cost = int(row), cost
        return best

    def _cost_after(self, lists: WordleLists, candidates: np.ndarray, row: int, hard: bool) -> int:
        """Total guesses to finish every candidate after guessing `row`, greedily below."""
        seen = lists.patterns[row, candidates]
        total = len(candidates)
        solved = lists.answer_rows[candidates] == row
        for pattern in np.unique(seen[~solved]):
            part = candidates[seen == pattern]
            total += self._greedy_cost(lists, part)
        return total

    def _greedy_cost(self, lists: WordleLists, part: np.ndarray) -> int:
        if len(part) == 1:
            return 1
        if len(part) == 2:
            return 3
        key = part.tobytes()
        if key not in self._memo:
            row = choose_parts(lists, part, None)
            self._memo[key] = self._cost_after(lists, part, row, False)
        return self._memo[key]


STRATEGIES: dict[str, Callable[[], Choose]] = {
    "frequency": lambda: choose_frequency,
    "rank": lambda: choose_rank,
    "entropy": lambda: choose_entropy,
    "parts": lambda: choose_parts,
    "lookahead": Lookahead,
}
