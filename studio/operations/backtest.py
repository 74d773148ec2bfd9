"""Backtest: a Wordle strategy, or a decision tree, played on every answer of the lists."""

from __future__ import annotations

from collections.abc import Callable, Generator
from pathlib import Path

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.streams import Progress
from studio.core.wordle.backtest import Backtest, backtest_in_processes
from studio.core.wordle.strategies import STRATEGIES
from studio.core.wordle.table import WordleLists
from studio.core.wordle.tree import load_tree, tree_backtest


def backtest(
    lists: WordleLists,
    strategy: str | None,
    hard: bool,
    *,
    tree: Path | None = None,
    opener: str | None = None,
    jobs: int = 1,
    should_stop: Callable[[], bool] = lambda: False,
) -> Generator[Progress, None, Backtest | None]:
    """One run, answer by answer: `strategy` on `jobs` processes, or the decision `tree`
    replayed (named "tree NAME", its file name). None when stopped. A strategy that does not
    exist is refused before any process starts."""
    if tree is not None:
        return tree_backtest(load_tree(tree), lists, hard, f"tree {tree.name}")
    if strategy not in STRATEGIES:
        raise PuzzleError(fact(Code.UNKNOWN_CHOICE, what="strategy", choice=strategy, choices=tuple(STRATEGIES)))
    return backtest_in_processes(
        lists.answers, lists.guesses, strategy, hard, opener, max(1, jobs), should_stop, lists.weights
    )
