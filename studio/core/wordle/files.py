"""A Wordle game as a studio JSON file (kind "wordle"): the answer, the rules and the guesses.

The feedback is not saved: it follows from the answer, so a file cannot contradict itself.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from studio.core.alphabet import DEFAULT, LANGUAGES, is_word
from studio.core.atomic import write_atomic
from studio.core.facts import Code, fact
from studio.core.studio_json import check_envelope, dumps, envelope, failing, parse_json, read_text
from studio.core.wordle.feedback import MAX_GUESSES, marks, pattern_of
from studio.core.wordle.game import Game, Turn
from studio.core.wordle.table import MAX_LENGTH

KIND = "wordle"


def game_to_dict(game: Game) -> dict[str, Any]:
    return {
        **envelope(KIND),
        "answer": game.answer,
        "hard": game.hard,
        "max_guesses": game.max_guesses,
        "guesses": [turn.guess for turn in game.turns],
        "lang": game.lang,
    }


def loads_game(text: str, source: str | None = None) -> Game:
    """The game a file holds; every error names its line and column where it can."""
    return game_from_dict(parse_json(text, source), text, source)


def game_from_dict(data: Any, text: str = "", source: str | None = None) -> Game:
    """The game a JSON object holds (a file's, or an autosave's step)."""
    fail = failing(text, source)
    data = check_envelope(data, KIND, fail)
    answer = data.get("answer")
    if not (isinstance(answer, str) and is_word(answer.upper()) and len(answer) <= MAX_LENGTH):
        raise fail(fact(Code.ANSWER_FIELD, most=MAX_LENGTH), "answer")
    answer = answer.upper()
    hard = data.get("hard", False)
    if not isinstance(hard, bool):
        raise fail(fact(Code.HARD_FIELD), "hard")
    most = data.get("max_guesses", MAX_GUESSES)
    if not (isinstance(most, int) and not isinstance(most, bool) and 1 <= most <= 20):
        raise fail(fact(Code.MAX_GUESSES_FIELD), "max_guesses")
    guesses = data.get("guesses", [])
    if not (isinstance(guesses, list) and all(isinstance(g, str) for g in guesses)):
        raise fail(fact(Code.GUESSES_FIELD), "guesses")
    lang = data.get("lang", DEFAULT)  # files from before languages are English
    if lang not in LANGUAGES:
        raise fail(fact(Code.FIELD_CHOICE, field="lang", choices=tuple(LANGUAGES)), "lang")
    game = Game(answer, hard, (), most, lang)
    for number, guess in enumerate(guesses, 1):
        guess = guess.upper()
        if game.over:
            raise fail(fact(Code.GUESS_AFTER_END, guess=number), "guesses")
        if len(guess) != len(answer) or not is_word(guess):
            raise fail(fact(Code.GUESS_NOT_WORD, guess=number, word=guess, letters=len(answer)), "guesses")
        game = Game(answer, hard, (*game.turns, Turn(guess, pattern_of(marks(guess, answer)))), most, lang)
    return game


def read_game(path: str | Path) -> Game:
    return loads_game(read_text(path), str(path))


def save_game(game: Game, path: str | Path) -> None:
    write_atomic(path, dumps(game_to_dict(game)))
