"""A Letter Boxed board: S sides of K letters, each letter on one side only."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from studio.core.alphabet import is_word
from studio.core.errors import PuzzleError

MIN_WORD = 3
MAX_LETTERS = 26  # each letter once
MAX_TEXT = 200  # a board's text: 26 letters and room for separators


@dataclass(frozen=True)
class Board:
    sides: tuple[str, ...]

    @property
    def letters(self) -> str:
        return "".join(self.sides)

    @property
    def full(self) -> int:
        """The mask with every board letter: bit i is board.letters[i]."""
        return (1 << len(self.letters)) - 1

    def side_of(self, letter: str) -> int:
        return next(i for i, side in enumerate(self.sides) if letter in side)

    def __str__(self) -> str:
        return " ".join(self.sides)


def parse_board(text: str) -> Board:
    """'ANO GDV IEF WZT' (or separated by commas or dashes): at least 3 sides of equal length."""
    if len(text) > MAX_TEXT:
        raise PuzzleError(f"a board is at most {MAX_TEXT} characters (26 letters and spaces), not {len(text):,}")
    sides = tuple(s for s in text.upper().replace(",", " ").replace("-", " ").split() if s)
    if len(sides) < 3:
        raise PuzzleError(f"a board has at least 3 sides, like 'ANO GDV IEF WZT'; got {len(sides)}")
    if len({len(s) for s in sides}) != 1:
        raise PuzzleError("every side needs the same number of letters: " + " ".join(sides))
    letters = "".join(sides)
    if not is_word(letters):
        raise PuzzleError(f"sides are letters A-Z or Ñ only: {' '.join(sides)}")
    if len(letters) > MAX_LETTERS:
        raise PuzzleError(f"a board has at most {MAX_LETTERS} letters, each once; this one has {len(letters)}")
    twice = sorted({ch for ch in letters if letters.count(ch) > 1})
    if twice:
        raise PuzzleError(
            f"each letter may appear once on the board; {', '.join(twice)} "
            f"{'appears' if len(twice) == 1 else 'appear'} more than once"
        )
    return Board(sides)


def is_legal(board: Board, word: str) -> bool:
    """The rule itself, letter by letter (the solver does the same in bulk in numpy)."""
    word = word.upper()
    if len(word) < MIN_WORD or any(ch not in board.letters for ch in word):
        return False
    sides = [board.side_of(ch) for ch in word]
    return all(a != b for a, b in pairwise(sides))
