"""Letter Boxed: S sides of K letters; words chain last letter to first; use every letter.

Glossary
* board: the sides; a letter is on one side only.
* legal word: 3+ letters, all on the board, no two in a row from the same side.
* link: a distinct (first letter, last letter, letters used) of legal words; words
  that share one are interchangeable in a solution, so the search sees each link once.
* state: (letters covered, last letter). A link from that last letter moves the state on.
* solution: a chain of links covering every letter, shown with every word of each link.
  The fewest words win, then the fewest letters.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from itertools import pairwise, product

from studio.core.errors import PuzzleError

MIN_WORD = 3


@dataclass(frozen=True)
class Board:
    sides: tuple[str, ...]

    @property
    def letters(self) -> str:
        return "".join(self.sides)

    @property
    def full(self) -> int:
        return (1 << len(self.letters)) - 1

    def side_of(self, letter: str) -> int:
        return next(i for i, side in enumerate(self.sides) if letter in side)


@dataclass(frozen=True)
class Link:
    first: int                  # letter indexes into board.letters
    last: int
    mask: int
    words: tuple[str, ...]      # shortest first, then alphabetical

    @property
    def length(self) -> int:
        return len(self.words[0])


@dataclass(frozen=True)
class Solution:
    links: tuple[Link, ...]

    @property
    def words(self) -> tuple[str, ...]:
        """One reading: the first word of each link."""
        return tuple(link.words[0] for link in self.links)

    @property
    def letters(self) -> int:
        return sum(link.length for link in self.links)

    def readings(self) -> int:
        count = 1
        for link in self.links:
            count *= len(link.words)
        return count


def parse_board(text: str) -> Board:
    """'ANO GDV IEF WZT' (or separated by commas or dashes): at least 3 sides of equal length."""
    sides = tuple(s for s in text.upper().replace(",", " ").replace("-", " ").split() if s)
    if len(sides) < 3:
        raise PuzzleError(f"a board has at least 3 sides, like 'ANO GDV IEF WZT'; got {len(sides)}")
    if len({len(s) for s in sides}) != 1:
        raise PuzzleError("every side needs the same number of letters: " + " ".join(sides))
    letters = "".join(sides)
    if not letters.isalpha() or not letters.isascii():
        raise PuzzleError(f"sides are letters A-Z only: {' '.join(sides)}")
    twice = sorted({ch for ch in letters if letters.count(ch) > 1})
    if twice:
        raise PuzzleError(f"each letter may appear once on the board; {', '.join(twice)} "
                          f"{'appears' if len(twice) == 1 else 'appear'} more than once")
    return Board(sides)


def is_legal(board: Board, word: str) -> bool:
    word = word.upper()
    if len(word) < MIN_WORD or any(ch not in board.letters for ch in word):
        return False
    sides = [board.side_of(ch) for ch in word]
    return all(a != b for a, b in pairwise(sides))


def links_of(board: Board, words: Iterable[str]) -> list[Link]:
    index = {ch: i for i, ch in enumerate(board.letters)}
    grouped: dict[tuple[int, int, int], set[str]] = {}
    for word in words:
        word = word.strip().upper()
        if is_legal(board, word):
            mask = 0
            for ch in word:
                mask |= 1 << index[ch]
            grouped.setdefault((index[word[0]], index[word[-1]], mask), set()).add(word)
    return [Link(first, last, mask, tuple(sorted(ws, key=lambda w: (len(w), w))))
            for (first, last, mask), ws in grouped.items()]


def solve(board: Board, words: Iterable[str], max_words: int = 0, limit: int = 100_000) -> list[Solution]:
    """Every solution with the fewest words, or with up to `max_words` words when given
    (at most `limit` of them), sorted by words, then letters, then alphabetically.

    Each word must bring a new letter, and a chain ends once every letter is used.
    Exact: an empty list means no solution exists at all.
    """
    links = links_of(board, words)
    full = board.full
    starting: dict[int, list[Link]] = {}
    for link in links:
        starting.setdefault(link.first, []).append(link)

    @cache
    def can_finish(mask: int, last: int, left: int) -> bool:
        """Some chain of at most `left` more links from this state covers every letter."""
        if mask == full:
            return True
        if left == 0:
            return False
        return any(can_finish(mask | link.mask, link.last, left - 1)
                   for link in starting.get(last, ()) if link.mask & ~mask)

    def chains(mask: int, last: int, left: int, chosen: tuple[Link, ...]):
        if mask == full:
            yield chosen
            return
        if left == 0:
            return
        for link in starting.get(last, ()):
            grown = mask | link.mask
            if grown != mask and can_finish(grown, link.last, left - 1):
                yield from chains(grown, link.last, left - 1, (*chosen, link))

    fewest = next((k for k in range(1, len(board.letters) + 1)
                   if any(can_finish(link.mask, link.last, k - 1) for link in links)), None)
    if fewest is None:
        return []
    most = max(fewest, max_words or fewest)
    found: list[Solution] = []
    for link in links:
        for chain in chains(link.mask, link.last, most - 1, (link,)):
            found.append(Solution(chain))
            if len(found) >= limit:
                break
        if len(found) >= limit:
            break
    return sorted(found, key=lambda s: (len(s.links), s.letters, s.words))


def readings(solution: Solution) -> list[tuple[str, ...]]:
    """Every word-by-word chain a solution stands for (one word from each link)."""
    return list(product(*(link.words for link in solution.links)))
