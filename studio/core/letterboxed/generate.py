"""Random Letter Boxed boards that common words can solve within par.

docs/RULES.md L1: pick `vowels` vowels and fill up with consonants (the language's: Ñ is
one in Spanish), no letter twice, and
put a vowel in the middle of each side while they last (cosmetic). A board is kept only
when the common words solve it in at most `par` words. `generate_board` is a generator:
each yield reports one rejected try (the progress) and is a place to stop (the cancel).
"""

from __future__ import annotations

import random
from collections.abc import Generator
from dataclasses import dataclass

from studio.core.alphabet import DEFAULT, language
from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.letterboxed.board import Board
from studio.core.letterboxed.lexicon import Lexicon
from studio.core.letterboxed.solver import Solution, check_search_size, solve
from studio.core.streams import finish

VOWELS = "AEIOU"


def consonants(lang: str) -> str:
    """The language's tiles that are not vowels, in its alphabet's order."""
    return "".join(letter for letter in language(lang).letters if letter not in VOWELS)


@dataclass(frozen=True, kw_only=True)
class BoardOptions:
    sides: int = 4
    per_side: int = 3
    vowels: int = 4
    par: int = 3
    seed: int | None = None
    max_tries: int = 5000
    lang: str = DEFAULT  # whose letters the board draws from (and whose words solve it)

    def check(self) -> None:
        letters = self.sides * self.per_side
        if self.sides < 3 or self.per_side < 1:
            raise PuzzleError(fact(Code.BOARD_TOO_SMALL))
        if not 0 <= self.vowels <= len(VOWELS):
            raise PuzzleError(fact(Code.VOWELS, most=len(VOWELS)))
        if letters - self.vowels > len(consonants(self.lang)) or self.vowels > letters:
            raise PuzzleError(fact(Code.VOWELS_TWICE, sides=self.sides, per_side=self.per_side, vowels=self.vowels))
        if self.par < 1:
            raise PuzzleError(fact(Code.PAR_AT_LEAST_1))
        check_search_size(letters)


@dataclass(frozen=True)
class GeneratedBoard:
    board: Board
    fewest: int  # the fewest words with the common list (at most par)
    par: int
    two_word: int  # two-word solutions, word by word
    solutions: tuple[Solution, ...]
    tries: int


def random_board(options: BoardOptions, rng: random.Random) -> Board:
    vowels = rng.sample(VOWELS, options.vowels)
    others = rng.sample(consonants(options.lang), options.sides * options.per_side - options.vowels)
    middle = options.per_side // 2
    sides = [[""] * options.per_side for _ in range(options.sides)]
    for spot in [middle, *(s for s in range(options.per_side) if s != middle)]:
        for side in sides:
            side[spot] = vowels.pop() if vowels else others.pop()
    return Board(tuple("".join(side) for side in sides), options.lang)


def generate_board(options: BoardOptions, lexicon: Lexicon) -> Generator[int, None, GeneratedBoard]:
    """Yields the number of tries so far; returns a GeneratedBoard (or raises after MAX_TRIES)."""
    options.check()
    rng = random.Random(options.seed)
    for tries in range(1, options.max_tries + 1):
        board = random_board(options, rng)
        fewest = solve(board, lexicon, limit=1)
        if fewest and len(fewest[0].links) <= options.par:
            count = len(fewest[0].links)
            pairs = solve(board, lexicon, max_words=2) if count <= 2 else []
            return GeneratedBoard(
                board,
                count,
                options.par,
                sum(s.readings() for s in pairs if len(s.links) == 2),
                tuple(solve(board, lexicon)),
                tries,
            )
        yield tries
    raise PuzzleError(fact(Code.NO_BOARD, par=options.par, tries=options.max_tries))


def make_board(options: BoardOptions, lexicon: Lexicon) -> GeneratedBoard:
    """generate_board run to the end, for callers with no progress to show."""
    return finish(generate_board(options, lexicon))
