"""Playing a strategy against every answer: guesses per answer, the histogram, the worst.

Answers that get the same feedback share the strategy's choices (it is deterministic),
so a backtest grows the strategy's decision tree once instead of replaying it per answer.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.jobs import check_jobs
from studio.core.processes import in_processes
from studio.core.streams import Progress, finish
from studio.core.wordle.feedback import MAX_GUESSES, solved_pattern
from studio.core.wordle.game import Turn, hard_mode_allowed
from studio.core.wordle.strategies import STRATEGIES, Choose
from studio.core.wordle.table import WordleLists, as_letters, make_lists, pattern_table

GIVE_UP = 20
Choices = dict[tuple[tuple[str, int], ...], str]  # (guess, pattern) pairs so far -> the next guess


@dataclass(frozen=True)
class Backtest:
    strategy: str
    hard: bool
    guesses: dict[str, int]  # answer -> guesses it took (GIVE_UP + 1: never found)
    choices: Choices = field(default_factory=dict, compare=False)  # the decision tree it played
    chances: dict[str, float] | None = field(default=None, compare=False)  # answer -> probability; None: uniform

    @property
    def total(self) -> int:
        return sum(self.guesses.values())

    @property
    def mean(self) -> float:
        return self.total / len(self.guesses) if self.guesses else 0.0

    @property
    def expected(self) -> float:
        """Guesses on average over the answers as likely as the answer model says (the mean without one)."""
        if not self.chances:
            return self.mean
        weight = sum(self.chances[a] for a in self.guesses)
        return sum(self.chances[a] * n for a, n in self.guesses.items()) / weight if weight else 0.0

    @property
    def histogram(self) -> dict[int, int]:
        return dict(sorted(Counter(self.guesses.values()).items()))

    @property
    def failures(self) -> list[str]:
        return sorted(a for a, n in self.guesses.items() if n > MAX_GUESSES)

    def worst(self, count: int = 10) -> list[tuple[str, int]]:
        return sorted(self.guesses.items(), key=lambda item: (-item[1], item[0]))[:count]


def opener_row(lists: WordleLists, opener: str) -> int:
    """The row of a fixed first guess; PuzzleError when the guess list lacks it."""
    word = opener.strip().upper()
    if word not in lists.guess_row:
        raise PuzzleError(fact(Code.OPENER, opener=opener, letters=lists.length))
    return lists.guess_row[word]


class Player:
    """One strategy on one pair of lists, remembering its choice after each history."""

    def __init__(self, lists: WordleLists, strategy: str, hard: bool = False, opener: str | None = None) -> None:
        self.lists, self.hard = lists, hard
        self.choose: Choose = STRATEGIES[strategy]()
        self.opener = opener_row(lists, opener) if opener else None
        self._choice: dict[tuple[int, ...], int] = {}
        self._candidates: dict[tuple[int, ...], np.ndarray] = {(): np.arange(len(lists.answers))}

    def guesses_for(self, answer: int) -> int:
        """How many guesses the strategy takes to find answer number `answer`."""
        history: tuple[int, ...] = ()  # (guess row, pattern) pairs, flattened
        solved = solved_pattern(self.lists.length)
        for count in range(1, GIVE_UP + 1):
            row = self.next_guess(history)
            pattern = int(self.lists.patterns[row, answer])
            if pattern == solved:
                return count
            history = (*history, row, pattern)
        return GIVE_UP + 1

    def choices(self, answers: list[int]) -> Choices:
        """The guesses made on the way to `answers` (played already), as a decision tree."""
        found: Choices = {}
        for answer in answers:
            history: tuple[int, ...] = ()
            while history in self._choice:
                row = self._choice[history]
                found[self.named(history)] = self.lists.guesses[row]
                history = (*history, row, int(self.lists.patterns[row, answer]))
        return found

    def named(self, history: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
        return tuple((self.lists.guesses[history[i]], history[i + 1]) for i in range(0, len(history), 2))

    def next_guess(self, history: tuple[int, ...]) -> int:
        if history not in self._choice:
            if not history and self.opener is not None:
                self._choice[history] = self.opener
            else:
                candidates = self.candidates(history)
                allowed = hard_mode_allowed(self.lists, self.turns(history)) if self.hard else None
                self._choice[history] = self.choose(self.lists, candidates, allowed, len(history) // 2 + 1)
        return self._choice[history]

    def candidates(self, history: tuple[int, ...]) -> np.ndarray:
        if history not in self._candidates:
            before = self.candidates(history[:-2])
            row, pattern = history[-2:]
            self._candidates[history] = before[self.lists.patterns[row, before] == pattern]
        return self._candidates[history]

    def turns(self, history: tuple[int, ...]) -> tuple[Turn, ...]:
        return tuple(Turn(guess, pattern) for guess, pattern in self.named(history))


def backtest_steps(
    lists: WordleLists, strategy: str, hard: bool = False, answers: list[int] | None = None, opener: str | None = None
) -> Generator[int, None, Backtest]:
    """Yields after each answer (how many are done); returns the Backtest."""
    player = Player(lists, strategy, hard, opener)
    picked = range(len(lists.answers)) if answers is None else answers
    guesses: dict[str, int] = {}
    for done, answer in enumerate(picked, 1):
        guesses[lists.answers[answer]] = player.guesses_for(answer)
        yield done
    return Backtest(strategy, hard, guesses, player.choices(list(picked)), chances_of(lists))


def chances_of(lists: WordleLists) -> dict[str, float] | None:
    return None if lists.weights is None else dict(zip(lists.answers, lists.weights, strict=True))


def backtest_in_processes(
    answers: tuple[str, ...],
    guesses: tuple[str, ...],
    strategy: str,
    hard: bool = False,
    opener: str | None = None,
    jobs: int = 2,
    should_stop: Callable[[], bool] = lambda: False,
    weights: tuple[float, ...] | None = None,
) -> Generator[Progress, None, Backtest | None]:
    """The same backtest on worker processes. Yields the answers done; returns the
    Backtest, or None when stopped.

    First one process picks the opening guess (the costliest choice). Then the answers
    are grouped by the feedback it gives them, since a group shares its whole subtree,
    and the groups go to `jobs` processes."""
    check_jobs(jobs)  # before the opening guess is searched for
    start = (answers, guesses, strategy, hard, weights)
    if opener is None:
        yield Progress(0, len(answers))
        picked = list(in_processes(_opening, [None], 1, _start_worker, start, should_stop))
        if not picked:
            return None
        opener = picked[0]
    lists = make_lists(answers, guesses, weights=weights)
    opener = lists.guesses[opener_row(lists, opener)]
    first = pattern_table(as_letters([opener], lists.length), as_letters(lists.answers, lists.length))[0]
    groups = sorted((np.flatnonzero(first == p).tolist() for p in np.unique(first)), key=len, reverse=True)
    guesses_of: dict[str, int] = {}
    choices: Choices = {}
    for found, chosen in in_processes(
        _play_group, [(opener, g) for g in groups], jobs, _start_worker, start, should_stop
    ):
        guesses_of.update(found)
        choices.update(chosen)
        yield Progress(len(guesses_of), len(answers))
    if len(guesses_of) < len(answers):
        return None
    return Backtest(strategy, hard, {a: guesses_of[a] for a in lists.answers}, choices, chances_of(lists))


_worker: dict[str, Any] = {}  # one process's lists, strategy, hard mode and players


def _start_worker(
    answers: tuple[str, ...], guesses: tuple[str, ...], strategy: str, hard: bool, weights: tuple[float, ...] | None
) -> None:
    lists = make_lists(answers, guesses, weights=weights)
    _worker.update(lists=lists, strategy=strategy, hard=hard, players={})
    _ = lists.patterns


def _player(opener: str | None) -> Player:
    players: dict[str | None, Player] = _worker["players"]
    if opener not in players:
        players[opener] = Player(_worker["lists"], _worker["strategy"], _worker["hard"], opener)
    return players[opener]


def _opening(_: None) -> str:
    lists: WordleLists = _worker["lists"]
    return lists.guesses[_player(None).next_guess(())]


def _play_group(item: tuple[str, list[int]]) -> tuple[dict[str, int], Choices]:
    opener, group = item
    player = _player(opener)
    return {player.lists.answers[a]: player.guesses_for(a) for a in group}, player.choices(group)


def run_backtest(lists: WordleLists, strategy: str, hard: bool = False, opener: str | None = None) -> Backtest:
    return finish(backtest_steps(lists, strategy, hard, opener=opener))
