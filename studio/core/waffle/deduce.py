"""Deduce the solution of a puzzle from its tiles, colours and a word list.

Every slot must be a word of the list, the non-green letters must be a permutation of
the non-green tiles, and the colours must be consistent with the solution under some
colouring policy (colors.inconsistency). Each slot's candidates are filtered by the
colours alone, with Python ints as bitsets over the list (WordsOfLength.letter_at,
at_least and the like; no numpy, so that a one-puzzle solve starts fast); a backtracking search then
fits the slots together, most constrained slot first, while spending the multiset of
non-green tiles.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Literal

from studio.core import alphabet
from studio.core.alphabet import code_of
from studio.core.facts import Code, Fact, fact
from studio.core.waffle.colors import inconsistency, split_yellows
from studio.core.waffle.puzzle import GRAY, GREEN, Puzzle
from studio.core.words import WordList, broader_tier, default_words

MAX_SOLUTIONS = 200
UNKNOWN = "."  # a cell of the grid being searched whose letter is not chosen yet

SolveStatus = Literal["unique", "ambiguous", "none"]  # the CLI's --json "status" (or "error")


@dataclass(frozen=True)
class Candidate:
    """A solution the colours allow, with how likely its words make it."""

    letters: str  # the solution, one letter per cell
    words: tuple[str, ...]  # one per slot, in shape.slots order
    score: float  # sum of the words' Zipf frequencies: higher = likelier


@dataclass(frozen=True)
class Deduction:
    """Every solution found and the list that found them, or why there is none."""

    solutions: tuple[Candidate, ...]  # best first
    words: WordList  # the list (tier) that found them
    fact: Fact  # unique, ambiguous, or why none (a front end phrases it)
    blame: str | None = None  # the slot with no candidate, when there is none
    fallback_from: str | None = None  # the solving tier that found none, when a broader one found these

    @property
    def status(self) -> SolveStatus:
        by_count: dict[int, SolveStatus] = {0: "none", 1: "unique"}
        return by_count.get(len(self.solutions), "ambiguous")


def slot_candidates(puzzle: Puzzle, words: WordList) -> list[list[int]]:
    """For each slot, the rows of `words.of_length(len(slot))` its colours and letters allow, in list order."""
    shape, tiles, colors = puzzle.shape, puzzle.tiles, puzzle.colors
    supply = [0] * alphabet.SIZE
    for c in puzzle.nongreen():
        supply[code_of(tiles[c])] += 1
    out = []
    for slot in shape.slots:
        cells = slot.cells
        group = words.of_length(len(cells))
        letter_at, other_letter_at = group.letter_at, group.other_letter_at
        keep = group.everything
        green_counts = [0] * alphabet.SIZE
        held: dict[str, list[int]] = {}  # the slot's non-green cells by tile
        for i, c in enumerate(cells):
            code = code_of(tiles[c])
            if colors[c] == GREEN:
                keep &= letter_at[i][code]
                green_counts[code] += 1
            else:
                keep &= other_letter_at[i][code]
                held.setdefault(tiles[c], []).append(c)
        lower, upper = [0] * alphabet.SIZE, list(supply)  # bounds on each letter's count in the non-green cells
        for letter, holders in held.items():
            internal, shared = split_yellows(shape, colors, holders)
            code = code_of(letter)
            lower[code] = internal
            if any(colors[c] == GRAY for c in holders):
                upper[code] = min(upper[code], internal + len(shared))
        length = len(cells)
        for at_least, at_most, low, high, green in zip(group.at_least, group.at_most, lower, upper, green_counts):
            if low:
                keep &= at_least[low + green]
            if high + green < length:
                keep &= at_most[high + green]
        out.append(_members(keep))
    return out


def _members(bits: int) -> list[int]:
    """The set bits of a bitset, lowest first."""
    out = []
    while bits:
        low = bits & -bits
        out.append(low.bit_length() - 1)
        bits ^= low
    return out


def iter_solutions(puzzle: Puzzle, words: WordList, candidates: list[list[int]] | None = None) -> Iterator[str]:
    """Every solution, as found. A generator: stop iterating to cancel."""
    return (solution for solution, _ in _solutions(puzzle, words, candidates))


def _solutions(
    puzzle: Puzzle, words: WordList, candidates: list[list[int]] | None = None
) -> Iterator[tuple[str, tuple[int, ...]]]:
    """Every solution with the row of each slot's word."""
    shape, tiles, colors = puzzle.shape, puzzle.tiles, puzzle.colors
    candidates = candidates if candidates is not None else slot_candidates(puzzle, words)
    if any(len(c) == 0 for c in candidates):
        return
    options = [
        [(row, group.word(row)) for row in rows]
        for slot, rows in zip(shape.slots, candidates)
        for group in (words.of_length(len(slot)),)
    ]
    # fits[k][i][letter]: the options of slot k (bit j for options[k][j]) with that letter at i
    fits: list[list[dict[str, int]]] = []
    for slot, slot_options in zip(shape.slots, options):
        fits.append([{} for _ in slot.cells])
        for j, (_, word) in enumerate(slot_options):
            for i, ch in enumerate(word):
                fits[-1][i][ch] = fits[-1][i].get(ch, 0) | 1 << j
    grid = [tiles[c] if colors[c] == GREEN else UNKNOWN for c in shape.cells]
    spare = dict.fromkeys(alphabet.TILES, 0)
    for c in puzzle.nongreen():
        spare[tiles[c]] += 1
    slot_cells = [s.cells for s in shape.slots]
    chosen = [-1] * len(shape.slots)

    def search(open_slots: list[int]) -> Iterator[tuple[str, tuple[int, ...]]]:
        if not open_slots:
            solution = "".join(grid)
            if inconsistency(shape, tiles, colors, solution) is None:
                yield solution, tuple(chosen)
            return
        best, best_fits, fewest = -1, 0, -1
        for k in open_slots:
            fit = (1 << len(options[k])) - 1
            for i, c in enumerate(slot_cells[k]):
                if grid[c] != UNKNOWN:
                    fit &= fits[k][i].get(grid[c], 0)
            count = fit.bit_count()
            if fewest < 0 or count < fewest:
                best, best_fits, fewest = k, fit, count
                if not count:
                    return
        rest = [k for k in open_slots if k != best]
        new = [(i, c) for i, c in enumerate(slot_cells[best]) if grid[c] == UNKNOWN]
        for j in _members(best_fits):
            row, word = options[best][j]
            letters = [word[i] for i, _ in new]
            for ch in letters:
                spare[ch] -= 1
            if all(spare[ch] >= 0 for ch in letters):
                for i, c in new:
                    grid[c] = word[i]
                chosen[best] = row
                yield from search(rest)
                for _, c in new:
                    grid[c] = UNKNOWN
            for ch in letters:
                spare[ch] += 1

    yield from search(list(range(len(shape.slots))))


def deduce_solutions(
    puzzle: Puzzle, words: WordList | None = None, should_stop: Callable[[], bool] = lambda: False
) -> Deduction:
    """All solutions, ranked by word frequency. Without `words`, the puzzle's language's
    built-in list; with the default list, a puzzle that the solving tier cannot explain
    is retried with each broader tier in turn."""
    builtin = default_words(lang=puzzle.lang)
    first = _deduce_with(puzzle, words if words is not None else builtin, should_stop)
    tier = first.words.tier if first.words.name == builtin.name else None
    while not first.solutions and not should_stop() and (tier := broader_tier(tier)):
        retry = _deduce_with(puzzle, default_words(tier, lang=puzzle.lang), should_stop)
        if retry.solutions:
            missing = tuple(dict.fromkeys(w for w in retry.solutions[0].words if w not in first.words))
            broader = fact(
                Code.FOUND_WITH_BROADER, found=retry.fact, tier=tier, first=first.words.tier or "", missing=missing
            )
            return Deduction(retry.solutions, retry.words, broader, fallback_from=first.words.tier)
    return first


def _deduce_with(puzzle: Puzzle, words: WordList, should_stop: Callable[[], bool]) -> Deduction:
    candidates = slot_candidates(puzzle, words)
    for slot, rows in zip(puzzle.shape.slots, candidates):
        if len(rows) == 0:
            return Deduction((), words, fact(Code.NO_WORD_FITS, slot=slot.where), blame=slot.label)
    found = []
    groups = [words.of_length(len(slot)) for slot in puzzle.shape.slots]
    for solution, chosen in _solutions(puzzle, words, candidates):
        score = round(sum(group.scores[row] for group, row in zip(groups, chosen)), 3)
        found.append(Candidate(solution, puzzle.shape.words(solution), score))
        if len(found) >= MAX_SOLUTIONS or should_stop():
            break
    found.sort(key=lambda s: -s.score)
    if not found:
        tightest = min(zip(candidates, puzzle.shape.slots), key=lambda pair: len(pair[0]))[1]
        return Deduction((), words, fact(Code.WORDS_DO_NOT_FIT, slot=tightest.where), blame=tightest.label)
    if len(found) == 1:
        return Deduction(tuple(found), words, fact(Code.UNIQUE))
    return Deduction(tuple(found), words, fact(Code.AMBIGUOUS, count=len(found), more=len(found) >= MAX_SOLUTIONS))
