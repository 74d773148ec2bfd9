"""The fewest total guesses by search: branch and bound over the best few guesses.

Glossary (as in strategies.py, plus)
* cost: the guesses a set of candidates needs in all, one count per answer per guess.
* bound: a cost no tree can beat. A set of n answers needs at least 2n - 1: one may be
  found at once, every other needs a second guess at least. A guess that shows `parts`
  distinct feedbacks, counting its own solved one, costs at least n for itself plus
  2m - 1 for each unsolved part of m answers: 3n - parts - (1 if it may be the answer).
  So a possible answer that tells all the others apart is the best guess there is.
* width: how many guesses a set tries, best bound first: more near the top of the
  tree, where a choice weighs most.
* useful guesses: those (allowed) that split the set; a part's are among its set's.

Each set is solved once, memoised by its answers, the guesses left and, in hard mode,
its useful guesses (which the hints decide, whatever the path to the set). A guess
stops being tried as soon as what it has cost so far plus the bounds of its remaining
parts reaches the best found, so the search is exact among the guesses the widths let
it try.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

import numpy as np

from studio.core.wordle.feedback import MAX_GUESSES, solved_pattern
from studio.core.wordle.game import hard_mode_after
from studio.core.wordle.table import WordleLists

NEVER = 10**9  # the cost of a set that cannot be finished in the guesses left
WIDTHS = (1, 1000, 100, 20)  # guesses tried on turn 1 (only without an opener), 2, 3, and later


@dataclass(frozen=True)
class Solved:
    """A set's cost and guess; a cost that reached the search's budget is only a bound."""

    cost: int
    exact: bool
    guess: int  # a row of the guesses; -1 when no guess came under the budget


@dataclass
class TreeSearch:
    """A `Choose` (strategies.py) that plays the tree of fewest guesses it finds.

    A set's first call searches its whole subtree; the calls for its parts after that
    find their choices remembered."""

    widths: tuple[int, ...] = WIDTHS
    _memo: dict[tuple[bytes, int, bytes], Solved] = field(default_factory=dict)
    _lists: WordleLists | None = None
    _by_answer: np.ndarray = field(default_factory=lambda: np.zeros((0, 0), np.uint8))

    def __call__(self, lists: WordleLists, candidates: np.ndarray, allowed: np.ndarray | None, turn: int = 1) -> int:
        self._use(lists)
        answers = np.sort(candidates)
        rows = np.arange(len(lists.guesses)) if allowed is None else np.flatnonzero(allowed)
        left = MAX_GUESSES - turn + 1
        if len(answers) > 1 and self._width(left) == 1:
            return int(self._ranked(answers, rows)[0][0])
        found = self.solve(answers, rows, left, allowed is not None, NEVER)
        if found.cost >= NEVER:  # past the sixth guess: a guess that splits a set shrinks every
            # part, so as many guesses as answers always do
            found = self.solve(answers, rows, len(answers), allowed is not None, NEVER)
        return found.guess

    def cost(self, lists: WordleLists, candidates: np.ndarray, hard: bool = False, turn: int = 1) -> int:
        """The total guesses of the tree it finds for `candidates` from `turn` (NEVER if
        none finishes by the sixth guess)."""
        self._use(lists)
        rows = np.arange(len(lists.guesses))
        return self.solve(np.sort(candidates), rows, MAX_GUESSES - turn + 1, hard, NEVER).cost

    def solve_in(
        self,
        lists: WordleLists,
        answers: np.ndarray,
        rows: np.ndarray,
        left: int,
        hard: bool,
        shown: tuple[str, int] | None = None,
    ) -> Solved:
        """`solve` for any set of `lists` with no budget (a review's states and parts)."""
        self._use(lists)
        return self.solve(np.sort(answers), rows, left, hard, NEVER, shown)

    def _use(self, lists: WordleLists) -> None:
        if self._lists is not lists:
            self._lists, self._memo = lists, {}
            self._by_answer = np.ascontiguousarray(lists.patterns.T)

    def _width(self, left: int) -> int:
        """The width of the turn with `left` guesses left; past the sixth guess (a search
        with more than six left), the width of turn 2."""
        turn = MAX_GUESSES - left + 1 if left <= MAX_GUESSES else 2
        return self.widths[min(turn, len(self.widths)) - 1]

    def _ranked(self, answers: np.ndarray, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The guesses of `rows` that split `answers`, best bound first (ties in row
        order, where the answers come first), with their bounds; and the same guesses in
        row order."""
        assert self._lists is not None
        n = len(answers)
        ordered = np.sort(self._by_answer[answers][:, rows], axis=0)  # (n, rows)
        parts = 1 + (ordered[1:] != ordered[:-1]).sum(axis=0)
        useful = parts > 1
        rows, parts = rows[useful], parts[useful]
        bound = 3 * n - parts - np.isin(rows, self._lists.answer_rows[answers])
        order = np.argsort(bound, kind="stable")
        return rows[order], bound[order], rows

    def solve(
        self,
        answers: np.ndarray,
        rows: np.ndarray,
        left: int,
        hard: bool,
        budget: int,
        shown: tuple[str, int] | None = None,
    ) -> Solved:
        """The sorted `answers` with `left` guesses, trying the guesses of `rows` (in hard
        mode those the hints allow, once the last guess and pattern `shown` narrow them:
        late, since most sets finish before); the search stops once a cost reaches `budget`."""
        assert self._lists is not None
        lists = self._lists
        n = len(answers)
        if n == 1:
            return Solved(1, True, int(lists.answer_rows[answers[0]]))
        if left <= 1:
            return Solved(NEVER, True, -1)
        if 2 * n - 1 >= budget:
            return Solved(2 * n - 1, False, -1)
        own = lists.answer_rows[answers]
        ordered = np.sort(self._by_answer[answers][:, own], axis=0)
        apart = np.flatnonzero((ordered[1:] != ordered[:-1]).all(axis=0))
        if len(apart):
            return Solved(2 * n - 1, True, int(own[apart[0]]))
        ranked: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
        if hard:
            if shown is not None:
                rows = rows[hard_mode_after(lists, *shown, rows)]
            ranked = self._ranked(answers, rows)
            key = (answers.tobytes(), left, hashlib.blake2b(ranked[2].tobytes(), digest_size=16).digest())
        else:
            key = (answers.tobytes(), left, b"")
        known = self._memo.get(key)
        if known is not None and (known.exact or known.cost >= budget):
            return known
        ranked_rows, bounds, useful = ranked or self._ranked(answers, rows)
        width = self._width(left)
        best, best_row = budget, -1
        for row, bound in zip(ranked_rows[:width].tolist(), bounds[:width].tolist(), strict=True):
            if bound >= best:
                break
            cost = self._cost_of(answers, useful, row, left, hard, bound, best)
            if cost < best:
                best, best_row = cost, row
        self._memo[key] = found = Solved(best, best_row >= 0, best_row)
        return found

    def _cost_of(
        self, answers: np.ndarray, rows: np.ndarray, row: int, left: int, hard: bool, bound: int, budget: int
    ) -> int:
        """The cost of guessing `row` (at least `bound`), or `budget` once it reaches it."""
        assert self._lists is not None
        lists = self._lists
        n = len(answers)
        seen = self._by_answer[answers, row]
        order = np.argsort(seen, kind="stable")
        patterns, starts, sizes = np.unique(seen[order], return_index=True, return_counts=True)
        rest = bound - n  # the bounds of the parts not yet searched
        cost = n
        for k in np.argsort(-sizes, kind="stable").tolist():
            pattern, size = int(patterns[k]), int(sizes[k])
            if pattern == solved_pattern(lists.length):
                continue
            part = answers[order[starts[k] : starts[k] + size]]
            rest -= 2 * size - 1
            shown = (lists.guesses[row], pattern) if hard else None
            cost += self.solve(part, rows, left - 1, hard, budget - cost - rest, shown).cost
            if cost + rest >= budget:
                return budget
        return cost
