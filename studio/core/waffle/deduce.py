"""Deduce the solution of a puzzle from its tiles, colours and a word list.

Every slot must be a word of the list, the non-green letters must be a permutation of
the non-green tiles, and the colours must be consistent with the solution under some
colouring policy (colors.inconsistency). Each slot's candidates are filtered in numpy
by the colours alone; a backtracking search then fits the slots together, most
constrained slot first, while spending the multiset of non-green tiles.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Literal

import numpy as np

from studio.core.waffle.colors import inconsistency, split_yellows
from studio.core.waffle.puzzle import GRAY, GREEN, Puzzle
from studio.core.words import WordList, broader_tier, default_words

MAX_SOLUTIONS = 200

SolveStatus = Literal["unique", "ambiguous", "none"]  # the CLI's --json "status" (or "error")


@dataclass(frozen=True)
class Candidate:
    letters: str  # the solution, one letter per cell
    words: tuple[str, ...]  # one per slot, in shape.slots order
    score: float  # sum of the words' Zipf frequencies: higher = likelier


@dataclass(frozen=True)
class Deduction:
    solutions: tuple[Candidate, ...]  # best first
    words: WordList  # the list (tier) that found them
    message: str
    blame: str | None = None  # the slot with no candidate, when there is none

    @property
    def status(self) -> SolveStatus:
        by_count: dict[int, SolveStatus] = {0: "none", 1: "unique"}
        return by_count.get(len(self.solutions), "ambiguous")


def _codes(text: str) -> np.ndarray:
    return np.frombuffer(text.encode("ascii"), np.uint8) - 65


def slot_candidates(puzzle: Puzzle, words: WordList) -> list[np.ndarray]:
    """For each slot, the words (as rows of codes) that its colours and letters allow."""
    shape, tiles, colors = puzzle.shape, puzzle.tiles, puzzle.colors
    supply = np.bincount(_codes("".join(tiles[c] for c in puzzle.nongreen())), minlength=26)
    out = []
    for slot in shape.slots:
        group = words.of_length(len(slot))
        keep = np.ones(len(group), dtype=bool)
        green_counts = np.zeros(26, dtype=np.int16)
        for i, c in enumerate(slot.cells):
            code = ord(tiles[c]) - 65
            if colors[c] == GREEN:
                keep &= group.at[i, code]
                green_counts[code] += 1
            else:
                keep &= ~group.at[i, code]
        rows = np.flatnonzero(keep)
        need = group.letter_counts[rows] - green_counts
        lower = np.zeros(26, dtype=np.int16)
        upper = supply.astype(np.int16)
        for letter in {tiles[c] for c in slot.cells if colors[c] != GREEN}:
            held = [c for c in slot.cells if colors[c] != GREEN and tiles[c] == letter]
            internal, shared = split_yellows(shape, colors, held)
            code = ord(letter) - 65
            lower[code] = internal
            if any(colors[c] == GRAY for c in held):
                upper[code] = min(upper[code], internal + len(shared))
        ok = np.all((need >= lower) & (need <= upper), axis=1)
        out.append(group.letters[rows[ok]])
    return out


def iter_solutions(puzzle: Puzzle, words: WordList, candidates: list[np.ndarray] | None = None) -> Iterator[str]:
    """Every solution, as found. A generator: stop iterating to cancel."""
    shape, tiles, colors = puzzle.shape, puzzle.tiles, puzzle.colors
    candidates = candidates if candidates is not None else slot_candidates(puzzle, words)
    if any(len(c) == 0 for c in candidates):
        return
    grid = np.full(len(shape.cells), -1, dtype=np.int16)
    for c in shape.cells:
        if colors[c] == GREEN:
            grid[c] = ord(tiles[c]) - 65
    spare = np.zeros(26, dtype=np.int16)
    for c in puzzle.nongreen():
        spare[ord(tiles[c]) - 65] += 1
    slot_cells = [np.array(s.cells) for s in shape.slots]

    def search(open_slots: list[int]) -> Iterator[str]:
        if not open_slots:
            solution = "".join(chr(65 + v) for v in grid)
            if inconsistency(shape, tiles, colors, solution) is None:
                yield solution
            return
        best, best_rows = -1, None
        for k in open_slots:
            cells = slot_cells[k]
            known = grid[cells] >= 0
            rows = candidates[k]
            if known.any():
                rows = rows[np.all(rows[:, known] == grid[cells][known], axis=1)]
            if best_rows is None or len(rows) < len(best_rows):
                best, best_rows = k, rows
                if not len(rows):
                    return
        assert best_rows is not None  # open_slots is not empty
        rest = [k for k in open_slots if k != best]
        cells = slot_cells[best]
        new = grid[cells] < 0
        new_cells = cells[new]
        for row in best_rows:
            letters = row[new]
            np.subtract.at(spare, letters, 1)
            if spare.min() >= 0:
                grid[new_cells] = letters
                yield from search(rest)
                grid[new_cells] = -1
            np.add.at(spare, letters, 1)

    yield from search(list(range(len(shape.slots))))


def deduce_solutions(
    puzzle: Puzzle, words: WordList | None = None, should_stop: Callable[[], bool] = lambda: False
) -> Deduction:
    """All solutions, ranked by word frequency. With the default list, a puzzle that the
    solving tier cannot explain is retried with each broader tier in turn."""
    first = _deduce_with(puzzle, words if words is not None else default_words(), should_stop)
    tier = first.words.tier if first.words.name == default_words().name else None
    while not first.solutions and not should_stop() and (tier := broader_tier(tier)):
        retry = _deduce_with(puzzle, default_words(tier), should_stop)
        if retry.solutions:
            return Deduction(
                retry.solutions,
                retry.words,
                f"{retry.message} (found with the {tier} word list after "
                f"the {first.words.tier} list found none: {first.message})",
            )
    return first


def _deduce_with(puzzle: Puzzle, words: WordList, should_stop: Callable[[], bool]) -> Deduction:
    candidates = slot_candidates(puzzle, words)
    for slot, rows in zip(puzzle.shape.slots, candidates):
        if len(rows) == 0:
            return Deduction(
                (),
                words,
                f"no word in the list fits {slot.label}: check its letters and colours, or use a larger word list",
                blame=slot.label,
            )
    found = []
    for solution in iter_solutions(puzzle, words, candidates):
        found.append(_candidate(puzzle, words, solution))
        if len(found) >= MAX_SOLUTIONS or should_stop():
            break
    found.sort(key=lambda s: -s.score)
    if not found:
        tightest = min(zip(candidates, puzzle.shape.slots), key=lambda pair: len(pair[0]))[1]
        return Deduction(
            (),
            words,
            "the words that fit each slot do not fit together "
            f"(tightest: {tightest.label}); check the colours, or use a larger word list",
            blame=tightest.label,
        )
    if len(found) == 1:
        return Deduction(tuple(found), words, "unique solution")
    more = "+" if len(found) >= MAX_SOLUTIONS else ""
    return Deduction(tuple(found), words, f"ambiguous: {len(found)}{more} solutions, best first")


def _candidate(puzzle: Puzzle, words: WordList, solution: str) -> Candidate:
    slot_words = puzzle.shape.words(solution)
    return Candidate(solution, slot_words, round(sum(words.zipf(w) for w in slot_words), 3))
