"""Solve: a puzzle's solutions from its tiles, colours and a word list, with the fewest swaps;
and, for a puzzle that names no language (pasted text, a screenshot), the language it solves in."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from studio.core.alphabet import DEFAULT, LANGUAGES
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


def check_letters(puzzle: Puzzle, lang: str) -> None:
    """PuzzleError with `refusal`'s fact, for the use cases that take a puzzle as `solve` does."""
    if (refused := refusal(puzzle, lang)) is not None:
        raise PuzzleError(refused)


@dataclass(frozen=True)
class LanguageSolve:
    """A solve in the language the puzzle's letters fit: its report (the puzzle recording
    that language), the language, and every language tried, in order."""

    report: SolveReport
    lang: str
    tried: tuple[str, ...]


def languages_to_try(first: str) -> tuple[str, ...]:
    """The user's language first (the locale's, the page's), then English (most puzzles
    are the English game's), then the others."""
    return tuple(dict.fromkeys((first, DEFAULT, *LANGUAGES)))


def solve_in_its_language(
    puzzle: Puzzle,
    first: str,
    words_for: Callable[[str], WordList],
    should_stop: Callable[[], bool] = lambda: False,
) -> LanguageSolve:
    """A puzzle that names no language, solved in the first of `languages_to_try(first)`
    whose letters it has and whose words solve it: the interface's or the locale's language
    is not the puzzle's (an English daily solved under a German locale). Where none solves
    it, the report of the first language its letters fit says why. A language's words are
    read (`words_for`) only when its turn comes, so a puzzle that solves at once costs one list."""
    fallback: LanguageSolve | None = None
    tried: list[str] = []
    for lang in languages_to_try(first):
        if foreign_tiles(puzzle, lang) is not None:
            continue
        tried.append(lang)
        tagged = puzzle.with_changes(meta={**puzzle.meta, "lang": lang})
        report = solve(tagged, words_for(lang), lang, should_stop)
        if report.solved or should_stop():
            return LanguageSolve(report, lang, tuple(tried))
        fallback = fallback or LanguageSolve(report, lang, ())
    assert fallback is not None  # every tile is some language's letter (alphabet.TILES)
    return LanguageSolve(fallback.report, fallback.lang, tuple(tried))
