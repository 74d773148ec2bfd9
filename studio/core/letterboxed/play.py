"""Playing Letter Boxed: click letters to spell words; each word starts where the last ended.

A `Game` is a value: every move returns a new one, or raises PuzzleError saying why
the move is not allowed (the window shows the reason and keeps the game as it was).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.letterboxed.board import MIN_WORD, Board, is_legal


class Words(Protocol):
    """What a word is checked against: a WordList, a set or a tuple of words."""

    def __contains__(self, word: str, /) -> bool: ...


@dataclass(frozen=True)
class Game:
    board: Board
    words: tuple[str, ...] = ()
    current: str = ""  # the word being spelled; starts with the last word's last letter

    @property
    def used(self) -> set[str]:
        return set("".join(self.words)) | set(self.current)

    @property
    def solved(self) -> bool:
        return set(self.board.letters) <= set("".join(self.words))


def new_game(board: Board) -> Game:
    return Game(board)


def add_letter(game: Game, letter: str) -> Game:
    letter = letter.upper()
    if game.solved:
        raise PuzzleError(fact(Code.SOLVED_ALREADY))
    if letter not in game.board.letters:
        raise PuzzleError(fact(Code.NOT_ON_BOARD, letter=letter))
    if game.current and game.board.side_of(letter) == game.board.side_of(game.current[-1]):
        raise PuzzleError(fact(Code.SAME_SIDE, letter=letter, last=game.current[-1]))
    return replace(game, current=game.current + letter)


def remove_letter(game: Game) -> Game:
    """Backspace; the first letter of a follow-on word is fixed, so removing it takes
    back the previous word instead."""
    if len(game.current) > 1 or (game.current and not game.words):
        return replace(game, current=game.current[:-1])
    if game.words:
        return replace(game, words=game.words[:-1], current=game.words[-1])
    return game


def submit_word(game: Game, words: Words) -> Game:
    word = game.current
    if len(word) < MIN_WORD:
        raise PuzzleError(fact(Code.WORD_TOO_SHORT, least=MIN_WORD))
    if not is_legal(game.board, word) or word not in words:
        raise PuzzleError(fact(Code.NOT_IN_LIST, word=word))
    return replace(game, words=(*game.words, word), current=word[-1])
