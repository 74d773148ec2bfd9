"""A Letter Boxed board: S sides of K letters, each letter on one side only."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise

from studio.core.alphabet import DEFAULT, Language, language, not_a_tile, tile_in
from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact

OBJECTIVES = ("words", "letters")  # what a board is solved for: fewest words, or fewest letters

MIN_WORD = 3
MAX_TEXT = 200  # a board's text: 26 letters and room for separators


@dataclass(frozen=True)
class Board:
    sides: tuple[str, ...]
    # whose tiles its letters are (alphabet.LANGUAGES): Ñ only in Spanish. Not compared: the
    # same sides typed in another language are the same board (no edit to undo)
    lang: str = field(default=DEFAULT, compare=False)

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


def parse_board(text: str, lang: str = DEFAULT) -> Board:
    """'ANO GDV IEF WZT' (or separated by commas or dashes): at least 3 sides of equal length,
    of the language's tiles (typed letters fold as alphabet.tile_in says: é -> E, ñ -> Ñ in Spanish)."""
    if len(text) > MAX_TEXT:
        raise PuzzleError(fact(Code.BOARD_TEXT_LONG, most=MAX_TEXT, length=len(text)))
    tongue = language(lang)
    sides = tuple(_tiles_of(s, n, tongue) for n, s in enumerate(text.replace(",", " ").replace("-", " ").split(), 1))
    if len(sides) < 3:
        raise PuzzleError(fact(Code.BOARD_SIDES, sides=len(sides)))
    if len({len(s) for s in sides}) != 1:
        raise PuzzleError(fact(Code.BOARD_UNEVEN, sides=sides))
    letters = "".join(sides)
    if len(letters) > len(tongue.letters):
        raise PuzzleError(fact(Code.BOARD_LETTERS, most=len(tongue.letters), letters=len(letters)))
    twice = sorted({ch for ch in letters if letters.count(ch) > 1})
    if twice:
        raise PuzzleError(fact(Code.BOARD_TWICE, letters=tuple(twice)))
    return Board(sides, tongue.code)


def _tiles_of(side: str, number: int, lang: Language) -> str:
    """One side as tiles; a character that is none names its side and place."""
    tiles = []
    for place, ch in enumerate(side, 1):
        tile = tile_in(ch, lang)
        if tile is None:
            raise PuzzleError(fact(Code.BOARD_LETTER, side=number, letter=place, why=not_a_tile(ch, lang)))
        tiles.append(tile)
    return "".join(tiles)


def is_legal(board: Board, word: str) -> bool:
    """The rule itself, letter by letter (the solver does the same in bulk in numpy)."""
    word = word.upper()
    if len(word) < MIN_WORD or any(ch not in board.letters for ch in word):
        return False
    sides = [board.side_of(ch) for ch in word]
    return all(a != b for a, b in pairwise(sides))
