"""Solve: a puzzle's solutions from its tiles, colours and a word list, with the fewest swaps."""

from __future__ import annotations

from collections.abc import Callable

from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact, fact
from studio.core.waffle.puzzle import Puzzle, foreign_tiles
from studio.core.waffle.solve import SolveReport, solve_puzzle
from studio.core.words import WordList


def solve(
    puzzle: Puzzle, words: WordList | None, lang: str, should_stop: Callable[[], bool] = lambda: False
) -> SolveReport:
    """The solve report of a whole puzzle in `lang`'s words. Not a stream: the search has
    no count to report, and stops at `should_stop`. Refused (PuzzleError) as `refusal` says."""
    if (refused := refusal(puzzle, lang)) is not None:
        raise PuzzleError(refused)
    return solve_puzzle(puzzle, words, should_stop)


def refusal(puzzle: Puzzle, lang: str) -> Fact | None:
    """Why `solve` refuses at once, or None: a letter that is none of `lang`'s (its words
    would only say no word fits), else a tile with no letter. The window asks before it
    starts a solve and says it in its own words."""
    if (foreign := foreign_tiles(puzzle, lang)) is not None:
        return fact(Code.NOT_SOLVED, why=foreign)
    if not puzzle.is_complete:
        missing = sum(not t.strip() for t in puzzle.tiles)
        return fact(Code.TILES_WITHOUT_LETTER, missing=missing, tiles=len(puzzle.tiles))
    return None
