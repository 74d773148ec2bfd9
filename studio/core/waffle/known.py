"""A puzzle's known solution, one rule for printing and playing: its own when it has
every letter, else the solver's best."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.waffle.puzzle import Puzzle, check_same_letters
from studio.core.waffle.solve import Solved, SolveReport


@dataclass(frozen=True)
class KnownSolution:
    """A puzzle's solution: its own, or the solver's best of `count`."""

    letters: str
    count: int = 1  # the solutions the colours allow; 1 for the puzzle's own
    solved: Solved | None = None  # the solver's, with its swap plan; None for the puzzle's own


def known_solution(
    puzzle: Puzzle, solve: Callable[[], SolveReport | None], stale_own: bool = False
) -> KnownSolution | None:
    """The puzzle's own solution when it has every letter, else the solver's best: one
    rule for printing and playing. Own letters that are not the tiles' are an error, or,
    with `stale_own` (the tiles were edited after it), left for the solver. None while
    `solve` has no report yet; PuzzleError when the solver found none."""
    if puzzle.solution and " " not in puzzle.solution:
        try:
            check_same_letters(puzzle.tiles, puzzle.solution)
            return KnownSolution(puzzle.solution)
        except PuzzleError:
            if not stale_own:
                raise
    report = solve()
    if report is None:
        return None
    if not report.solved:
        raise PuzzleError(fact(Code.NO_SOLUTION_TO_SHOW, why=report.fact))
    best = report.solved[0]
    return KnownSolution(best.candidate.letters, len(report.solved), best)
