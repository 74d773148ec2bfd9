"""Review: a Waffle game checked swap by swap (fewest-swaps path, the star lost, luck or skill),
or from two positions of it, before and after (two screenshots)."""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence

from studio.core.streams import Progress
from studio.core.waffle.between import Between, Unpaired, review_between
from studio.core.waffle.play import Game
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.review import Place, Review, Unchecked, game_start, review_steps
from studio.core.words import WordList
from studio.operations.solve import check_letters


def review_game(
    start: Puzzle,
    swaps: Sequence[tuple[Place, Place]],
    words: WordList | None,
    lang: str,
    should_stop: Callable[[], bool] = lambda: False,
) -> Generator[Progress, None, Review | Unchecked]:
    """The review of `swaps` made from `start`, in `lang`'s words (None: its built-in list).
    Refused at once (PuzzleError) when a tile is blank or no letter of `lang`; a game the
    rules or the list cannot check is an `Unchecked` result, not an error."""
    check_letters(start, lang)
    return review_steps(start, swaps, words, should_stop)


def review_played(
    game: Game, words: WordList | None, lang: str, should_stop: Callable[[], bool] = lambda: False
) -> Generator[Progress, None, Review | Unchecked]:
    """The review of a game played in the studio, from its start."""
    start, swaps = game_start(game)
    return review_game(start, swaps, words, lang, should_stop)


def review_two(
    first: Puzzle,
    second: Puzzle,
    words: WordList | None,
    lang: str,
    should_stop: Callable[[], bool] = lambda: False,
) -> Between | Unpaired:
    """Two positions of a game, before and after (two screenshots read, their counters in
    their positions), in `lang`'s words. Refused at once (PuzzleError) when a tile is blank
    or no letter of `lang`; two positions that are not one game's before and after are an
    `Unpaired` result. Not a stream: one deduction and a few fewest-swaps counts."""
    for puzzle in (first, second):
        check_letters(puzzle, lang)
    return review_between(first, second, words, should_stop)
