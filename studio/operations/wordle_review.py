"""Review a Wordle game: a game played in the studio, or an answer with the guesses typed
(GUESS or GUESS=PATTERN) and, if pasted, the share grid whose colours they must give."""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import Any

from studio.core.errors import PuzzleError
from studio.core.streams import Progress
from studio.core.wordle.feedback import parse_marks, pattern_of, pattern_text
from studio.core.wordle.game import Game
from studio.core.wordle.review import Review, Unchecked, parse_share_grid, review_steps
from studio.core.wordle.table import WordleLists


def review_game(
    lists: WordleLists, game: Game, should_stop: Callable[[], bool] = lambda: False
) -> Generator[Progress, None, Review | None]:
    """A game as played (its own hard mode), guess by guess; None when stopped."""
    return review_steps(lists, game.answer, tuple(t.guess for t in game.turns), game.hard, None, should_stop)


def review_typed(
    lists: WordleLists, answer: str, items: Sequence[str], hard: bool = False, grid: str | None = None
) -> Generator[Progress, None, Review | None]:
    """`items`: GUESS or GUESS=PATTERN each; `grid`: a share text whose rows the guesses'
    colours must be (its star turns hard mode on). The colours shown are checked against
    the answer's: a review of colours the answer cannot give says so."""
    guesses: list[str] = []
    shown: list[int] = []
    for item in items:
        guess, _, colours = item.partition("=")
        guesses.append(guess.strip().upper())
        if colours:
            shown.append(pattern_of(parse_marks(colours, lists.length)))
    if shown and len(shown) != len(guesses):
        raise PuzzleError("give every guess its colours (GUESS=PATTERN) or none")
    if grid is not None:
        pasted = parse_share_grid(grid, lists.length)
        if not pasted.patterns:
            raise PuzzleError(f"the share grid has no row of {lists.length} coloured squares")
        if shown and tuple(shown) != pasted.patterns:
            raise PuzzleError("the share grid's colours differ from the colours typed with the guesses")
        shown, hard = list(pasted.patterns), hard or pasted.hard
    return review_steps(lists, answer, tuple(guesses), hard, tuple(shown) if shown else None)


def review_to_json(review: Review, length: int) -> dict[str, Any]:
    """One object: the answer, the mode, why it could not be checked (or null) and the guesses."""
    problem = review.unchecked
    return {
        "answer": review.answer,
        "hard": review.hard,
        "solved": review.solved,
        "unchecked": None if problem is None else {"code": problem.code, "turn": problem.turn, "word": problem.word},
        "guesses": [
            {
                "turn": g.turn,
                "guess": g.guess,
                "pattern": pattern_text(g.pattern, length),
                "left_before": g.left_before,
                "left": g.left_after,
                "best": g.best,
                "best_expected": round(g.best_expected, 4),
                "expected": round(g.expected, 4),
                "skill": g.skill,
                "luck": g.luck,
                "breaks_hard_mode": g.breaks_hard_mode,
                "exact": g.exact,
            }
            for g in review.guesses
        ],
    }


def unchecked_text(problem: Unchecked) -> str:
    """Why the game was not scored, in the user's language (the window and the command line)."""
    from studio.language import translate

    texts = {
        "no_guesses": translate("WordleReview", "There is no guess to review."),
        "length": translate("WordleReview", "%1 does not have as many letters as the list's words."),
        "not_an_answer": translate("WordleReview", "%1 is not in the answer list."),
        "not_a_guess": translate("WordleReview", "Guess %2, %1, is not in the guess list."),
        "colours": translate("WordleReview", "The colours of guess %2 are not what the answer gives."),
        "after_solved": translate("WordleReview", "Guess %2, %1, comes after the answer was found."),
    }
    return texts[problem.code].replace("%1", problem.word).replace("%2", str(problem.turn))
