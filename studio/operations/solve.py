"""Solve: a puzzle's solutions from its tiles, colours and a word list, with the fewest swaps."""

from __future__ import annotations

from collections.abc import Callable

from studio.core.errors import PuzzleError
from studio.core.waffle.puzzle import Puzzle, foreign_tiles
from studio.core.waffle.solve import SolveReport, solve_puzzle
from studio.core.words import WordList


def solve(
    puzzle: Puzzle, words: WordList | None, lang: str, should_stop: Callable[[], bool] = lambda: False
) -> SolveReport:
    """The solve report of a whole puzzle in `lang`'s words. Not a stream: the search has
    no count to report, and stops at `should_stop`. Refused (PuzzleError) when a tile is
    blank or no letter of `lang`: that language's words would only say no word fits."""
    check_letters(puzzle, lang, "solved")
    return solve_puzzle(puzzle, words, should_stop)


def check_letters(puzzle: Puzzle, lang: str, done: str) -> None:
    """PuzzleError when a tile is blank or no letter of `lang` ('not {done}: ...')."""
    if not puzzle.is_complete:
        missing = sum(not t.strip() for t in puzzle.tiles)
        raise PuzzleError(f"{missing} of {len(puzzle.tiles)} tiles have no letter yet")
    if (foreign := foreign_tiles(puzzle, lang)) is not None:
        raise PuzzleError(f"not {done}: {foreign}")
