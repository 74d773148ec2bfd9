"""Scramble: a designed solution's tiles to an exact fewest-swaps count, checked for a fair puzzle."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from studio.core.errors import PuzzleError
from studio.core.waffle.colors import Policy
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.scramble import scramble_puzzle
from studio.core.waffle.solve import SolveReport, solve_puzzle
from studio.core.words import WordList


@dataclass(frozen=True)
class Scrambled:
    """The scrambled puzzle and its solve report: fair when the report is "unique"."""

    puzzle: Puzzle
    report: SolveReport


def scramble(
    designed: Puzzle,
    target: int,
    policy: Policy,
    seed: int,
    words: WordList | None,
    should_stop: Callable[[], bool] = lambda: False,
) -> Scrambled:
    """`designed`'s solution scrambled to `target` fewest swaps and solved again, so the
    designer sees whether the colours allow only their words. Not a stream: it reports no
    count, and stops at `should_stop`. PuzzleError while a cell of the solution is blank."""
    solution = designed.solution or ""
    if len(solution) != len(designed.tiles) or " " in solution:
        raise PuzzleError("fill every cell of the solution before scrambling")
    made = scramble_puzzle(designed.shape, solution, target, policy, seed, should_stop=should_stop)
    return Scrambled(made, solve_puzzle(made, words, should_stop))
