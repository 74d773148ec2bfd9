"""Ways to choose the next guess, from the answers still possible.

Glossary
* candidates: indexes of the answers still possible.
* allowed: a bool per guess (hard mode narrows it), or None for every guess.
* parts: how a guess splits the candidates, one part per pattern it can show.
Every strategy is deterministic, so a backtest can share the choices of answers that
have had the same feedback (the strategy's decision tree, grown as it is walked).

* frequency (docs/RULES.md D1): the candidate whose distinct letters are the most frequent
  among the candidates.
* rank (D1): the candidate sharing a letter with the most other candidates.
* entropy: the guess whose parts carry the most information (expected bits).
* lookahead: the few guesses with the most parts, each judged by the total guesses
  its parts then need under the same rule one level down; small sets exactly.
* search: the tree of fewest total guesses among the guesses with the most parts, by
  branch and bound (search.py); on turn 1 the guess with the most parts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.wordle.feedback import MAX_GUESSES
from studio.core.wordle.game import Turn, candidates_after, hard_mode_after, hard_mode_allowed
from studio.core.wordle.search import TreeSearch
from studio.core.wordle.table import WordleLists

Choose = Callable[[WordleLists, np.ndarray, "np.ndarray | None", int], int]
FAILED = 1000  # what the lookahead charges for an answer found after the sixth guess
MASS_ROWS = 1024  # guesses weighed at a time
MAX_EQUALS = 200  # guesses of one score named


def part_sizes(lists: WordleLists, candidates: np.ndarray, rows: np.ndarray | None = None) -> np.ndarray:
    """(guesses, patterns): how many candidates each guess puts in each part."""
    table = lists.patterns[:, candidates] if rows is None else lists.patterns[rows][:, candidates]
    width = 3**lists.length
    offsets = (np.arange(len(table), dtype=np.int64) * width)[:, None]
    return np.bincount((table + offsets).ravel(), minlength=len(table) * width).reshape(len(table), width)


@dataclass(frozen=True)
class ScoredGuess:
    word: str
    bits: float  # expected information
    parts: int  # distinct feedbacks it can get
    largest: int  # candidates left in the worst case
    possible: bool  # it may be the answer itself
    equals: tuple[str, ...] = ()  # other guesses with this very score (the first MAX_EQUALS of them)
    equal_count: int = 0  # how many other guesses have it


def information(sizes: np.ndarray, count: int) -> np.ndarray:
    """Expected bits of each guess from its part sizes (x log x looked up, not computed per cell)."""
    table = np.arange(count + 1, dtype=np.float64)
    table[0] = 1.0  # 0 log 0 = 0
    x_log_x = table * np.log2(table)
    bits: np.ndarray = np.log2(count) - x_log_x[sizes].sum(axis=1) / count
    return bits


def expected_bits(lists: WordleLists, candidates: np.ndarray, sizes: np.ndarray) -> np.ndarray:
    """Each guess's expected information over the candidates, each as likely as the
    answer model says: -sum p log2 p over its parts' probabilities. `sizes` are the
    guesses' part sizes (part_sizes), enough when every answer is as likely."""
    if lists.weights is None:
        return information(sizes, len(candidates))
    weights = lists.probabilities[candidates]
    total = float(weights.sum())
    width = 3**lists.length
    bits = np.empty(len(lists.guesses))
    for start in range(0, len(lists.guesses), MASS_ROWS):  # a chunk at a time: the full table of floats is 235 MB
        table = lists.patterns[start : start + MASS_ROWS, candidates]
        offsets = (np.arange(len(table), dtype=np.int64) * width)[:, None]
        summed = np.bincount((table + offsets).ravel(), np.tile(weights, len(table)), len(table) * width)
        mass = summed.reshape(len(table), width) / total
        bits[start : start + MASS_ROWS] = -(mass * np.log2(np.where(mass > 0, mass, 1.0))).sum(axis=1)
    return bits


def scored_guesses(
    lists: WordleLists, candidates: np.ndarray, allowed: np.ndarray | None, top: int = 10
) -> list[ScoredGuess]:
    """The `top` scores by information (ties: possible answers first), for people to read:
    each the first guess of the ones that score the same in every column, naming the others
    (dozens of guesses may split the answers alike)."""
    if not len(candidates):
        return []
    sizes = part_sizes(lists, candidates)
    bits = expected_bits(lists, candidates, sizes)
    parts, largest = (sizes > 0).sum(axis=1), sizes.max(axis=1)
    possible = np.zeros(len(lists.guesses), bool)
    possible[lists.answer_rows[candidates]] = True
    rounded = np.round(bits, 9)
    order = np.lexsort((largest, -parts, ~possible, -rounded))
    if allowed is not None:
        order = order[allowed[order]]
    groups: list[list[int]] = []
    for r in order.tolist():
        if groups and _same_score(groups[-1][0], r, rounded, parts, largest, possible):
            groups[-1].append(r)
        elif len(groups) == top:
            break
        else:
            groups.append([r])
    return [
        ScoredGuess(
            lists.guesses[r],
            float(bits[r]),
            int(parts[r]),
            int(largest[r]),
            bool(possible[r]),
            tuple(lists.guesses[o] for o in others[:MAX_EQUALS]),
            len(others),
        )
        for r, *others in groups
    ]


def _same_score(a: int, b: int, *columns: np.ndarray) -> bool:
    return all(column[a] == column[b] for column in columns)


def _best(score: np.ndarray, lists: WordleLists, candidates: np.ndarray, allowed: np.ndarray | None) -> int:
    """The highest score; ties go to a possible answer (the likelier first), then to the first word."""
    bonus = np.zeros(len(lists.guesses))
    chance = lists.probabilities[candidates] / lists.probabilities[candidates].sum()
    bonus[lists.answer_rows[candidates]] = 1e-9 * max(1.0, float(np.abs(score).max())) * (1 + chance)
    total = score + bonus
    if allowed is not None:
        total = np.where(allowed, total, -np.inf)
    return int(np.argmax(total))


def likeliest(lists: WordleLists, candidates: np.ndarray) -> int:
    """The guess row of the likeliest candidate (the first of equals): the pick from two."""
    return int(lists.answer_rows[candidates[np.argmax(lists.probabilities[candidates])]])


def choose_frequency(lists: WordleLists, candidates: np.ndarray, allowed: np.ndarray | None, turn: int = 1) -> int:
    rows = lists.answer_rows[candidates]
    frequency = lists.letter_counts[rows].sum(axis=0)
    score = (lists.letter_counts[rows] > 0) @ frequency
    return int(rows[np.argmax(score)])


def choose_rank(lists: WordleLists, candidates: np.ndarray, allowed: np.ndarray | None, turn: int = 1) -> int:
    rows = lists.answer_rows[candidates]
    letters = (lists.letter_counts[rows] > 0).astype(np.float32)
    rank = ((letters @ letters.T) > 0).sum(axis=1)
    return int(rows[np.argmax(rank)])


def choose_entropy(lists: WordleLists, candidates: np.ndarray, allowed: np.ndarray | None, turn: int = 1) -> int:
    if len(candidates) <= 2:
        return likeliest(lists, candidates)
    return _best(expected_bits(lists, candidates, part_sizes(lists, candidates)), lists, candidates, allowed)


def choose_parts(lists: WordleLists, candidates: np.ndarray, allowed: np.ndarray | None, turn: int = 1) -> int:
    """The most parts (ties: more information)."""
    if len(candidates) <= 2:
        return likeliest(lists, candidates)
    sizes = part_sizes(lists, candidates)
    largest = sizes.max(axis=1)
    return _best((sizes > 0).sum(axis=1) * len(candidates) - largest, lists, candidates, allowed)


@dataclass
class Lookahead:
    """Tries the `width` guesses with the most parts and keeps the one whose parts need
    the fewest guesses in all, each part played on by `choose_parts` (in hard mode, from
    the guesses still allowed there); an answer past the sixth guess costs FAILED."""

    width: int = 12
    _memo: dict[tuple[bytes, int, bytes], int] = field(default_factory=dict)

    def __call__(self, lists: WordleLists, candidates: np.ndarray, allowed: np.ndarray | None, turn: int = 1) -> int:
        if len(candidates) <= 2:
            return likeliest(lists, candidates)
        sizes = part_sizes(lists, candidates)
        score = (sizes > 0).sum(axis=1) * len(candidates) - sizes.max(axis=1)
        score = score + np.isin(np.arange(len(score)), lists.answer_rows[candidates]) * 0.5
        if allowed is not None:
            score = np.where(allowed, score, -1)
        costs = {
            int(row): self._cost_after(lists, candidates, int(row), turn, allowed)
            for row in np.argsort(-score, kind="stable")[: self.width]
        }
        return min(costs, key=lambda row: (costs[row], -score[row]))

    def _cost_after(
        self, lists: WordleLists, candidates: np.ndarray, row: int, turn: int, allowed: np.ndarray | None
    ) -> int:
        """Total guesses to finish every candidate after guessing `row` at `turn`."""
        seen = lists.patterns[row, candidates]
        total = len(candidates) * (1 if turn <= MAX_GUESSES else FAILED)
        solved = lists.answer_rows[candidates] == row
        for pattern in np.unique(seen[~solved]):
            after = None if allowed is None else allowed & hard_mode_after(lists, lists.guesses[row], int(pattern))
            total += self._greedy_cost(lists, candidates[seen == pattern], turn + 1, after)
        return total

    def _greedy_cost(self, lists: WordleLists, part: np.ndarray, turn: int, allowed: np.ndarray | None) -> int:
        if len(part) <= 2:
            return sum(i if turn + i - 1 <= MAX_GUESSES else FAILED for i in range(1, len(part) + 1))
        key = (part.tobytes(), turn, b"" if allowed is None else np.packbits(allowed).tobytes())
        if key not in self._memo:
            self._memo[key] = self._cost_after(lists, part, choose_parts(lists, part, allowed), turn, allowed)
        return self._memo[key]


STRATEGIES: dict[str, Callable[[], Choose]] = {
    "frequency": lambda: choose_frequency,
    "rank": lambda: choose_rank,
    "entropy": lambda: choose_entropy,
    "parts": lambda: choose_parts,
    "lookahead": Lookahead,
    "search": TreeSearch,
}


@dataclass(frozen=True)
class Advice:
    """What the assistant and `wordle suggest` show after the turns played so far."""

    answers: tuple[str, ...]  # the answers still possible
    best: tuple[ScoredGuess, ...]  # by information, best first
    pick: str | None = None  # the named strategy's next guess


def advise(
    lists: WordleLists, turns: tuple[Turn, ...], hard: bool = False, top: int = 20, strategy: str | None = None
) -> Advice:
    """The answers left, the `top` guesses by information (hard mode keeps to the hints),
    and, with a `strategy`, its pick; no pick when no answer is left."""
    if strategy is not None and strategy not in STRATEGIES:
        raise PuzzleError(fact(Code.UNKNOWN_CHOICE, what="strategy", choice=strategy, choices=tuple(STRATEGIES)))
    candidates = candidates_after(lists, turns)
    allowed = hard_mode_allowed(lists, turns) if hard else None
    pick = None
    if strategy is not None and len(candidates):
        pick = lists.guesses[STRATEGIES[strategy]()(lists, candidates, allowed, len(turns) + 1)]
    best = tuple(scored_guesses(lists, candidates, allowed, top))
    return Advice(tuple(lists.answers[i] for i in candidates), best, pick)
