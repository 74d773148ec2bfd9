"""A Wordle game as values: turns so far, the answers still possible, the hard-mode rule."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

import numpy as np

from studio.core.alphabet import DEFAULT, code_of
from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact, fact
from studio.core.wordle.feedback import (
    GRAY,
    GREEN,
    MAX_GUESSES,
    marks,
    marks_of,
    pattern_of,
    pattern_text,
    solved_pattern,
)
from studio.core.wordle.table import WordleLists, as_letters, pattern_table


@dataclass(frozen=True)
class Turn:
    guess: str
    pattern: int


def candidates_after(lists: WordleLists, turns: tuple[Turn, ...]) -> np.ndarray:
    """Indexes of the answers that would have given every feedback so far."""
    keep = np.arange(len(lists.answers))
    for turn in turns:
        row = lists.guess_row.get(turn.guess)
        if row is not None:
            seen = lists.patterns[row, keep]
        else:  # a word from outside the lists (the assistant allows it)
            answers = as_letters([lists.answers[i] for i in keep], lists.length)
            seen = pattern_table(as_letters([turn.guess], lists.length), answers)[0]
        keep = keep[seen == turn.pattern]
    return keep


def hard_mode_problem(turns: tuple[Turn, ...], guess: str) -> Fact | None:
    """Hard mode: greens stay in place and yellows are used again (as many as shown)."""
    for turn in turns:
        shown = marks_of(turn.pattern, len(turn.guess))
        for i, (letter, mark) in enumerate(zip(turn.guess, shown, strict=True)):
            if mark == GREEN and guess[i] != letter:
                return fact(Code.HARD_GREEN, place=i + 1, letter=letter)
        needed = Counter(letter for letter, mark in zip(turn.guess, shown, strict=True) if mark != GRAY)
        for letter, count in sorted(needed.items()):
            if guess.count(letter) < count:
                return fact(Code.HARD_YELLOW, letter=letter, count=count)
    return None


def hard_mode_allowed(lists: WordleLists, turns: tuple[Turn, ...]) -> np.ndarray:
    """The same rule for every guess at once: a bool per guess."""
    allowed = np.ones(len(lists.guesses), bool)
    for turn in turns:
        allowed &= hard_mode_after(lists, turn.guess, turn.pattern)
    return allowed


def hard_mode_after(lists: WordleLists, guess: str, pattern: int, rows: np.ndarray | None = None) -> np.ndarray:
    """The guesses hard mode allows after one guess and its feedback (of `rows` only, if given)."""
    pick = slice(None) if rows is None else rows
    allowed = np.ones(len(lists.guesses) if rows is None else len(rows), bool)
    needed: Counter[str] = Counter()
    for i, (letter, mark) in enumerate(zip(guess, marks_of(pattern, len(guess)), strict=True)):
        if mark == GREEN:
            allowed &= lists.letters[pick, i] == code_of(letter)
        if mark != GRAY:
            needed[letter] += 1
    for letter, count in needed.items():
        allowed &= lists.letter_counts[pick, code_of(letter)] >= count
    return allowed


@dataclass(frozen=True)
class Game:
    answer: str
    hard: bool = False
    turns: tuple[Turn, ...] = ()
    max_guesses: int = MAX_GUESSES
    lang: str = DEFAULT  # the language of its words (alphabet.LANGUAGES)

    @property
    def won(self) -> bool:
        return bool(self.turns) and self.turns[-1].pattern == solved_pattern(len(self.answer))

    @property
    def over(self) -> bool:
        return self.won or len(self.turns) >= self.max_guesses


def play_guess(game: Game, word: str, lists: WordleLists) -> Game:
    word = word.strip().upper()
    if game.over:
        raise PuzzleError(fact(Code.GAME_OVER))
    if len(word) != len(game.answer):
        raise PuzzleError(fact(Code.GUESS_LENGTH, letters=len(game.answer)))
    if word not in lists.guess_row:
        raise PuzzleError(fact(Code.NOT_IN_LIST, word=word))
    if game.hard:
        problem = hard_mode_problem(game.turns, word)
        if problem:
            raise PuzzleError(fact(Code.HARD_MODE, why=problem))
    return replace(game, turns=(*game.turns, Turn(word, pattern_of(marks(word, game.answer)))))


def share_text(game: Game, title: str) -> str:
    """The spoiler-free grid people paste: its title (the front end's, in its language),
    '3/6*' (* for hard mode) and coloured squares."""
    score = str(len(game.turns)) if game.won else "X"
    rows = [pattern_text(t.pattern, len(game.answer), emoji=True) for t in game.turns]
    return f"{title} {score}/{game.max_guesses}{'*' if game.hard else ''}\n\n" + "\n".join(rows)
