"""Exact Letter Boxed solutions: the fewest words, or the fewest letters.

Glossary
* need: the mask of board letters not used yet; a chain is done when need is 0.
* link: a distinct (first letter, last letter, letters used) of legal words; words
  that share one are interchangeable in a solution, so the search sees each link once.
* finish table: F[j][need, last] = the fewest letters that use up `need` in at most j
  more words when the chain so far ends in `last` (INF when it cannot be done). It is
  exact, and it prunes the search to chains that do finish within budget.
* solution: a chain of links, shown with every word of each link.

Any legal word may follow, even one that adds no new letter (the game allows it, and
it can be the only way from one letter to another); a chain ends once every letter is
used.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from functools import cache, cached_property
from itertools import count as count_from
from itertools import product

import numpy as np

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.letterboxed.board import OBJECTIVES, Board
from studio.core.letterboxed.lexicon import Lexicon, legal_words, lexicon_of
from studio.core.words import WordList

INF = 1 << 20
DENSE_LETTERS = 16  # boards up to this size get numpy tables over every need
COVER_LETTERS = 22  # ... and up to this size a one-byte table of the last word
NO_COVER = 255
MAX_LETTERS = COVER_LETTERS  # past it the memo has no table under it: hours and gigabytes (checked before a search)


@dataclass(frozen=True)
class Link:
    first: int  # letter indexes into board.letters
    last: int
    mask: int
    words: tuple[str, ...]  # shortest first, then the commonest, then alphabetical
    length: int  # letters in the shortest word
    zipf: float = 0.0  # how common the first word is


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

    @property
    def rarest(self) -> float:
        """The Zipf frequency of its rarest word: ties are listed commonest first."""
        return min(link.zipf for link in self.links)

    def readings(self) -> int:
        count = 1
        for link in self.links:
            count *= len(link.words)
        return count


def readings(solution: Solution) -> list[tuple[str, ...]]:
    """Every word-by-word chain a solution stands for (one word from each link)."""
    return list(product(*(link.words for link in solution.links)))


def links_of(board: Board, words: Lexicon | WordList | Iterable[str]) -> list[Link]:
    lexicon = words if isinstance(words, Lexicon) else lexicon_of(words)
    legal = legal_words(board, lexicon)
    key = legal.mask | legal.first << 26 | legal.last << 31
    lengths = np.array([len(w) for w in legal.words])
    # by link, then shortest, commonest; the words come alphabetical within a length
    order = np.lexsort((np.arange(len(key)), -legal.zipf, lengths, key))
    starts = np.flatnonzero(np.diff(key[order], prepend=-1))
    links = []
    for group in np.split(order, starts[1:]) if len(order) else ():
        first = group[0]
        words_of = tuple(legal.words[i] for i in group)
        links.append(
            Link(
                int(legal.first[first]),
                int(legal.last[first]),
                int(legal.mask[first]),
                words_of,
                len(words_of[0]),
                float(legal.zipf[first]),
            )
        )
    return links


def undominated(links: list[Link]) -> list[Link]:
    """For the tables a link matters only if no link with the same ends uses a superset
    of its letters in no more letters."""
    by_ends: dict[tuple[int, int], list[Link]] = {}
    for link in sorted(links, key=lambda k: (k.length, -k.mask.bit_count())):
        kept = by_ends.setdefault((link.first, link.last), [])
        if not any(other.mask | link.mask == other.mask for other in kept):
            kept.append(link)
    return [link for kept in by_ends.values() for link in kept]


class SearchStopped(Exception):
    """The caller's should_stop said stop."""


class FinishTable:
    """F[j][need, last], grown one word at a time: dense numpy tables on boards of up to
    16 letters. On bigger ones, a memo of the states met, with F[1] dense (one byte per
    entry) up to 22 letters and F[2], F[3] read from it in bulk."""

    _array: np.ndarray  # the last dense layer (dense tables only)
    _cover: np.ndarray | None  # F[1], one byte per entry (memo only, up to COVER_LETTERS)

    def __init__(self, board: Board, links: list[Link], should_stop: Callable[[], bool] | None = None) -> None:
        self.size = len(board.letters)
        self.links = links
        self.layers: list[list[list[int]]] = []
        self._dense = self.size <= DENSE_LETTERS
        self._should_stop = should_stop or (lambda: False)
        if self._dense:
            self._grow_dense()
        else:
            self._memo = cache(self._fewest)
            self._cover = self._covering(np.uint8) if self.size <= COVER_LETTERS else None

    @cached_property
    def _by_ends(self) -> dict[tuple[int, int], list[Link]]:
        grouped: dict[tuple[int, int], list[Link]] = {}
        for link in undominated(self.links):
            grouped.setdefault((link.first, link.last), []).append(link)
        return grouped

    @property
    def word_cap(self) -> int:
        """How many words a search may try: dense tables settle by themselves; the memo
        stops at twice the letters, past anything a real board needs."""
        return 1 << 30 if self._dense else 2 * self.size

    def settled(self) -> bool:
        """True once another word can no longer help (every further layer is the same)."""
        return self._dense and len(self.layers) > 1 and self.layers[-1] == self.layers[-2]

    def lookup(self, left: int) -> Callable[[int, int], int]:
        if not self._dense:
            return lambda need, last: self._memo(need, last, left)
        while len(self.layers) <= left:
            self._grow_dense()
        rows = self.layers[left]
        return lambda need, last: rows[last][need]

    def _fewest(self, need: int, last: int, left: int) -> int:
        if need == 0:
            return 0
        if left == 0:
            return INF
        if self._should_stop():
            raise SearchStopped
        if self._cover is not None and left <= 3:
            return self._fewest_from_cover(need, last, left)
        return min(
            (
                link.length + self._memo(need & ~link.mask, link.last, left - 1)
                for link in self._links_from.get(last, ())
            ),
            default=INF,
        )

    def _fewest_from_cover(self, need: int, last: int, left: int) -> int:
        """F[1] read from the byte table; F[2] and F[3] as one gather from it over every
        link (or two-link chain) from `last`. A missing cover reads 255, above any real
        length, so the minimum is real when it is below that."""
        assert self._cover is not None  # only called when there is one
        if left == 1:
            found = int(self._cover[last, need])
            return INF if found == NO_COVER else found
        steps = (self._arrays_from if left == 2 else self._pairs_from).get(last)
        if steps is None:
            return INF
        masks, rows, lengths = steps
        found = int((self._flat_cover.take(rows + (need & ~masks)) + lengths).min())
        return min(INF if found >= NO_COVER else found, self._fewest_from_cover(need, last, left - 1))

    @cached_property
    def _links_from(self) -> dict[int, list[Link]]:
        grouped: dict[int, list[Link]] = {}
        for (first, _), links in self._by_ends.items():
            grouped.setdefault(first, []).extend(links)
        return grouped

    @cached_property
    def _arrays_from(self) -> dict[int, tuple[np.ndarray, np.ndarray, np.ndarray]]:
        """Per first letter: the masks, last letters and lengths of its links, as arrays."""
        return {
            first: (
                np.array([k.mask for k in links], np.int64),
                np.array([k.last << self.size for k in links], np.int64),  # row starts in the flat cover
                np.array([k.length for k in links], np.int64),
            )
            for first, links in self._links_from.items()
        }

    @cached_property
    def _flat_cover(self) -> np.ndarray:
        assert self._cover is not None  # only read when there is one
        return self._cover.ravel()

    @cached_property
    def _pairs_from(self) -> dict[int, tuple[np.ndarray, np.ndarray, np.ndarray]]:
        """Per first letter: every two-link chain from it (letters used, last letter,
        length), the shortest of each kind, so that F[3] is one gather from F[1]."""
        out = {}
        for first, (masks, lasts, lengths) in self._arrays_from.items():
            chunks = []
            for middle in np.unique(lasts):
                if int(middle) >> self.size in self._arrays_from:
                    chosen = lasts == middle
                    masks2, lasts2, lengths2 = self._arrays_from[int(middle) >> self.size]
                    chunks.append(
                        (
                            (masks[chosen, None] | masks2).ravel(),
                            np.broadcast_to(lasts2, (int(chosen.sum()), len(lasts2))).ravel(),
                            (lengths[chosen, None] + lengths2).ravel(),
                        )
                    )
            if chunks:
                used, ends, total = (np.concatenate(column) for column in zip(*chunks, strict=True))
                kind = used | ends << self.size
                order = np.lexsort((total, kind))
                shortest = order[np.diff(kind[order], prepend=-1) != 0]
                out[first] = (used[shortest], ends[shortest], total[shortest])
        return out

    def _grow_dense(self) -> None:
        """Tables are stored (last, need), so that each link reads one contiguous row."""
        if not self.layers:
            table = np.full((self.size, 1 << self.size), INF, np.int32)
            table[:, 0] = 0
        elif len(self.layers) == 1:
            table = self._covering(np.int32)
        else:
            table = self._array.copy()
            every = np.arange(1 << self.size, dtype=np.int32)
            for (first, last), links in self._by_ends.items():
                masks = np.array([k.mask for k in links], np.int32)[:, None]
                lengths = np.array([k.length for k in links], np.int32)[:, None]
                reached = self._array[last].take(every[None, :] & ~masks) + lengths
                np.minimum(table[first], reached.min(axis=0), out=table[first])
        self._array = table
        self.layers.append(table.tolist())

    def _covering(self, dtype: type) -> np.ndarray:
        """F[1]: the shortest link from each letter whose letters include the need, by a
        superset-minimum transform (one pass per letter) rather than a pass per link."""
        n, size = self.size, 1 << self.size
        table: np.ndarray = np.full((n, size), INF if dtype is np.int32 else NO_COVER, dtype)
        for link in self.links:
            table[link.first, link.mask] = min(table[link.first, link.mask], link.length)
        for bit in range(n):
            pairs = table.reshape(n, size >> (bit + 1), 2, 1 << bit)
            np.minimum(pairs[:, :, 0], pairs[:, :, 1], out=pairs[:, :, 0])
        table[:, 0] = 0
        return table


def search_states(letters: int) -> int:
    """The (letters left, last letter) states a search of a board may visit."""
    return letters << letters


def check_search_size(size: int, large: bool = False) -> None:
    """Refuses, before any work, a board of `size` letters whose search can run for hours
    past gigabytes (over MAX_LETTERS letters), unless the user asked for it (`large`)."""
    if size > MAX_LETTERS and not large:
        raise PuzzleError(
            fact(
                Code.SEARCH_TOO_LARGE,
                letters=size,
                states=search_states(size),
                most=MAX_LETTERS,
                most_states=search_states(MAX_LETTERS),
            )
        )


def solve(
    board: Board,
    words: Lexicon | WordList | Iterable[str],
    max_words: int = 0,
    objective: str = "words",
    limit: int = 100_000,
    should_stop: Callable[[], bool] | None = None,
    large: bool = False,
) -> list[Solution]:
    """Every solution with the fewest words (objective "words") or the fewest letters
    ("letters"); with `max_words`, every solution of up to that many words instead.
    At most `limit` solutions, best first: fewest words, then the commonest rarest word,
    then fewest letters (fewest letters first for the letters objective), then
    alphabetically. Exact: an empty list means none exists.
    Boards over 16 letters can take minutes: `should_stop` is asked as the search goes,
    and SearchStopped is raised when it says stop. Boards over MAX_LETTERS are refused
    unless `large` (check_search_size).
    """
    if objective not in OBJECTIVES:
        raise ValueError(f"objective is one of {OBJECTIVES}, not {objective!r}")
    check_search_size(len(board.letters), large)
    links = links_of(board, words)
    table = FinishTable(board, links, should_stop)
    fewest = fewest_words(board, links, table)
    if fewest is None:
        return []
    most = max(fewest, max_words)
    budget = INF - 1
    if objective == "letters":
        budget = fewest_letters(board, links, table, most)
        while not max_words and len(board.letters) + most <= budget:
            most += 1  # n + most letters at least: one repeat per join
            budget = fewest_letters(board, links, table, most)
    found: list[Solution] = []
    for count in range(fewest, most + 1) if objective == "words" else (most,):
        for chain in chains(links, table, board.full, count, budget, exact=objective == "words"):
            if objective == "letters":  # a longer word of the same letters is not among the fewest
                chain = tuple(
                    replace(link, words=tuple(w for w in link.words if len(w) == link.length)) for link in chain
                )
            found.append(Solution(chain))
            if len(found) >= limit:
                break
        if len(found) >= limit:
            break
    key = (
        (lambda s: (len(s.links), -s.rarest, s.letters, s.words))
        if objective == "words"
        else (lambda s: (s.letters, len(s.links), -s.rarest, s.words))
    )
    return sorted(found, key=key)


def lists(board: Board, words: Lexicon | WordList | Iterable[str], chain: tuple[str, ...]) -> bool:
    """Whether a solve of up to len(chain) words lists `chain` (an official answer) among
    its readings."""
    found = solve(board, words, max_words=len(chain))
    return any(chain in readings(s) for s in found)


def fewest_words(board: Board, links: list[Link], table: FinishTable) -> int | None:
    """The fewest words of any solution, or None when no chain uses every letter."""
    for count in count_from(1):
        finish = table.lookup(count - 1)
        if any(finish(board.full & ~link.mask, link.last) < INF for link in links):
            return count
        if table.settled() or count >= table.word_cap:
            return None
    return None


def fewest_letters(board: Board, links: list[Link], table: FinishTable, most: int) -> int:
    finish = table.lookup(most - 1)
    return min(link.length + finish(board.full & ~link.mask, link.last) for link in links)


def chains(
    links: list[Link], table: FinishTable, full: int, count: int, budget: int, exact: bool
) -> Iterator[tuple[Link, ...]]:
    """Chains of at most `count` links (exactly `count` when `exact`) that use every
    letter in at most `budget` letters; the finish table cuts every dead end."""
    starting: dict[int, list[Link]] = {}
    for link in links:
        starting.setdefault(link.first, []).append(link)
    finish = [table.lookup(left) for left in range(count)]
    masks = {first: np.array([k.mask for k in group]) for first, group in starting.items()}

    @cache
    def covering(need: int, last: int) -> list[Link]:
        """The last word of a chain: every link from `last` that uses all of `need`."""
        if last not in masks:
            return []
        return [starting[last][i] for i in np.flatnonzero(masks[last] & need == need)]

    def extend(need: int, last: int, left: int, spent: int, chosen: tuple[Link, ...]) -> Iterator[tuple[Link, ...]]:
        if need == 0:
            if not exact or left == 0:
                yield chosen
            return
        if left == 1:
            yield from ((*chosen, link) for link in covering(need, last) if spent + link.length <= budget)
            return
        for link in starting.get(last, ()):
            rest = need & ~link.mask
            if spent + link.length + finish[left - 1](rest, link.last) <= budget:
                yield from extend(rest, link.last, left - 1, spent + link.length, (*chosen, link))

    for link in links:
        rest = full & ~link.mask
        if link.length + finish[count - 1](rest, link.last) <= budget:
            yield from extend(rest, link.last, count - 1, link.length, (link,))
