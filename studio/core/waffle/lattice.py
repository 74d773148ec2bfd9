"""Exhaustive fill of a lattice shape as array joins: every grid, fast.

A shape is a *lattice* when its slots fall into two families (the first slot's
direction and the other) and every slot of one family crosses every slot of the
other exactly once: waffles of any odd size, solid grids. Then a grid is a matrix
of crossing letters, M[i][j] where row slot i crosses column slot j, with each
slot's word read off at its crossings (its *skeleton*) among the skeletons of its
words; the letters off the crossings are free, so a matrix stands for the product
of the words behind its skeletons.

The search builds the matrices a row slot at a time, as arrays of states (the
skeletons chosen so far, and each column's prefix as a base-26 code): a level joins
every state with the next row's skeletons through column 0's valid prefixes (one
sorted array per column and depth), then keeps the joins whose other columns are
still valid prefixes. No Python runs per node. Full matrices expand into words;
repeated words and, on a shape equal to its transpose, the transpose whose first
word sorts after its mirror are dropped (the same representative the node search in
fill.py keeps). Work goes depth first in bounded blocks, so memory stays bounded.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import numpy as np

from studio.core.waffle.shape import Shape

BLOCK = 512  # second-level states searched per batch
CAP = 1 << 18  # joined states kept at once; a bigger join is split in halves
FIRSTS = 16  # first-slot skeletons expanded at once


@dataclass(frozen=True)
class SlotWords:
    """One slot's words sorted by skeleton: each skeleton's run of words."""

    letters: np.ndarray  # (words, length) uint8, A = 0, sorted by skeleton
    ranks: np.ndarray  # (words,) int64: the word's place among all words of its length
    skeletons: np.ndarray  # (skeletons, crossings) uint8, letters at the crossings
    codes: np.ndarray  # (skeletons,) int64, the skeleton in base 26, sorted
    starts: np.ndarray  # (skeletons,) int64: first word of each skeleton
    counts: np.ndarray  # (skeletons,) int64: its number of words


def slot_words(words: Sequence[str], crossings: Sequence[int], rank: dict[str, int]) -> SlotWords:
    letters = np.frombuffer("".join(words).encode("ascii"), dtype=np.uint8).reshape(len(words), -1) - 65
    skeleton = letters[:, list(crossings)].astype(np.int64)
    code = np.zeros(len(words), dtype=np.int64)
    for column in skeleton.T:
        code = code * 26 + column
    order = np.argsort(code, kind="stable")
    starts = _runs(code[order])
    counts = np.diff(np.append(starts, len(words)))
    return SlotWords(
        letters[order],
        np.array([rank[words[i]] for i in order.tolist()], dtype=np.int64),
        skeleton[order][starts].astype(np.uint8),
        code[order][starts],
        starts.astype(np.int64),
        counts.astype(np.int64),
    )


@dataclass(frozen=True)
class Lattice:
    """A lattice shape's slots and words, ready for `lattice_grids`."""

    cells: int
    rows: tuple[int, ...]  # row-family slots in search order; rows[0] is the first slot
    cols: tuple[int, ...]
    slot_cells: tuple[tuple[int, ...], ...]  # per slot, by slot index
    crossings: tuple[int, ...]  # the first slot's places where it crosses each column
    words: tuple[SlotWords | None, ...]  # per slot, by slot index; None for the first slot
    valid: tuple[tuple[np.ndarray, ...], ...]  # [column][depth]: column prefixes of `depth` rows, sorted
    by_letter: tuple[tuple[np.ndarray, np.ndarray, np.ndarray], ...]  # per row after the first: column 0's runs
    rank: dict[str, int]  # the first slot's possible words: their places among all words of that length
    mirror: int | None  # slot whose word must sort after the first slot's
    repeats: bool
    same_length: tuple[tuple[int, int], ...]  # slot pairs whose words must differ


def lattice_of(
    shape: Shape, first: int, mirror: int | None, candidates: dict[int, list[str]], repeats: bool
) -> Lattice | None:
    """The lattice of `shape` searched from slot `first`, or None when it is not one.
    `candidates` are each slot's possible words (pins applied)."""
    slots = shape.slots
    rows = [k for k, s in enumerate(slots) if s.across == slots[first].across]
    cols = [k for k, s in enumerate(slots) if s.across != slots[first].across]
    if not cols:
        return None
    rows.remove(first)
    rows.insert(0, first)
    place: dict[tuple[int, int], tuple[int, int]] = {}
    for i in rows:
        for j in cols:
            common = set(slots[i].cells) & set(slots[j].cells)
            if len(common) != 1:
                return None
            (cell,) = common
            place[(i, j)] = (slots[i].cells.index(cell), slots[j].cells.index(cell))
    by_length: dict[int, set[str]] = {}
    for k, group in candidates.items():
        by_length.setdefault(len(slots[k]), set()).update(group)
    rank = {w: n for same in by_length.values() for n, w in enumerate(sorted(same))}
    words: list[SlotWords | None] = [None] * len(slots)
    for i in rows[1:]:
        words[i] = slot_words(candidates[i], [place[(i, j)][0] for j in cols], rank)
    for j in cols:
        words[j] = slot_words(candidates[j], [place[(i, j)][1] for i in rows], rank)
    valid = []
    for j in cols:
        codes = _words(words, j).codes
        prefixes = (codes // 26 ** (len(rows) - depth) for depth in range(len(rows) + 1))
        valid.append(tuple(prefix[_runs(prefix)] for prefix in prefixes))
    by_letter = []
    for i in rows[1:]:
        column0 = _words(words, i).skeletons[:, 0]
        order = np.argsort(column0, kind="stable").astype(np.int64)
        counts = np.bincount(column0, minlength=26).astype(np.int64)
        by_letter.append((order, np.cumsum(counts) - counts, counts))
    pairs = tuple((p, q) for p in range(len(slots)) for q in range(p + 1, len(slots)) if len(slots[p]) == len(slots[q]))
    return Lattice(
        len(shape.cells),
        tuple(rows),
        tuple(cols),
        tuple(s.cells for s in slots),
        tuple(place[(first, j)][0] for j in cols),
        tuple(words),
        tuple(valid),
        tuple(by_letter),
        {w: rank[w] for w in candidates[first]},
        mirror,
        repeats,
        () if repeats else pairs,
    )


def _runs(codes: np.ndarray) -> np.ndarray:
    """Where each run of equal codes starts in a sorted array (np.unique without the
    50 ms import of numpy.ma it brings)."""
    return np.flatnonzero(np.append(True, codes[1:] != codes[:-1])) if len(codes) else np.zeros(0, np.int64)


def _words(words: Sequence[SlotWords | None], k: int) -> SlotWords:
    found = words[k]
    assert found is not None, "only the first slot's words come per search"
    return found


def _spread(counts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For a run of `counts[n]` children under each parent n: each child's parent and
    its place in the run."""
    parent = np.repeat(np.arange(len(counts)), counts)
    place = np.arange(len(parent)) - np.repeat(np.cumsum(counts) - counts, counts)
    return parent, place


def _member(sorted_codes: np.ndarray, codes: np.ndarray) -> np.ndarray:
    at = np.searchsorted(sorted_codes, codes)
    np.minimum(at, len(sorted_codes) - 1, out=at)
    found: np.ndarray = sorted_codes[at] == codes
    return found


def lattice_grids(lattice: Lattice, first_words: Sequence[str]) -> Iterator[tuple[list[str], float]]:
    """Every grid whose first slot holds one of `first_words` (words not in its list
    are skipped), in batches of a bounded search: (grids as letters per cell, first
    words searched so far, counting the share of the current ones)."""
    known = [w for w in first_words if w in lattice.rank]
    if not known:
        return
    firsts = slot_words(known, lattice.crossings, lattice.rank)
    words = list(lattice.words)
    words[lattice.rows[0]] = firsts
    before = np.concatenate([[0], np.cumsum(firsts.counts)]).astype(float)
    for low in range(0, len(firsts.codes), FIRSTS):
        high = min(low + FIRSTS, len(firsts.codes))
        codes = [firsts.skeletons[low:high, j].astype(np.int64) for j in range(len(lattice.cols))]
        ok = np.ones(high - low, dtype=bool)
        for valid, code in zip(lattice.valid, codes):
            ok &= _member(valid[1], code)
        states, codes = [np.arange(low, high)[ok]], [c[ok] for c in codes]
        if len(lattice.rows) > 1:
            states, codes = _join(lattice, words, states, codes, 1)
        group = states[0]
        for start in range(0, len(group), BLOCK):
            end = min(start + BLOCK, len(group))
            block = [s[start:end] for s in states], [c[start:end] for c in codes]
            grids = [g for part in _finish(lattice, words, *block, min(2, len(lattice.rows))) for g in part]
            g = int(group[end - 1])
            first_of_g = int(np.searchsorted(group, g))
            share = (end - first_of_g) / int(np.searchsorted(group, g, side="right") - first_of_g)
            yield grids, float(before[g] + firsts.counts[g] * share)
        yield [], float(before[high])


def _join(
    lattice: Lattice, words: list[SlotWords | None], states: list[np.ndarray], codes: list[np.ndarray], depth: int
) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """Every state with each skeleton of row `depth` that keeps all columns valid."""
    row = _words(words, lattice.rows[depth])
    order, letter_start, letter_count = lattice.by_letter[depth - 1]
    valid = [v[depth + 1] for v in lattice.valid]
    extensions = valid[0]
    low = np.searchsorted(extensions, codes[0] * 26)
    high = np.searchsorted(extensions, codes[0] * 26 + 26)
    parent, place = _spread(high - low)
    letter = extensions[low[parent] + place] % 26
    child, place = _spread(letter_count[letter])
    parent = parent[child]
    skeleton = order[letter_start[letter[child]] + place]
    ok = np.ones(len(parent), dtype=bool)
    new_codes = [codes[0][parent] * 26 + row.skeletons[skeleton, 0]]
    for j in range(1, len(codes)):
        code = codes[j][parent] * 26 + row.skeletons[skeleton, j]
        ok &= _member(valid[j], code)
        new_codes.append(code)
    return [s[parent][ok] for s in states] + [skeleton[ok]], [c[ok] for c in new_codes]


def _finish(
    lattice: Lattice, words: list[SlotWords | None], states: list[np.ndarray], codes: list[np.ndarray], depth: int
) -> Iterator[list[str]]:
    """The grids below these states, depth first, at most CAP states joined at once."""
    if depth == len(lattice.rows):
        yield _grids(lattice, words, states, codes)
        return
    if len(states[0]) > CAP // 8 and len(states[0]) > 1:
        half = len(states[0]) // 2
        yield from _finish(lattice, words, [s[:half] for s in states], [c[:half] for c in codes], depth)
        yield from _finish(lattice, words, [s[half:] for s in states], [c[half:] for c in codes], depth)
        return
    joined, joined_codes = _join(lattice, words, states, codes, depth)
    if len(joined[0]) > CAP and len(states[0]) > 1:
        half = len(states[0]) // 2
        yield from _finish(lattice, words, [s[:half] for s in states], [c[:half] for c in codes], depth)
        yield from _finish(lattice, words, [s[half:] for s in states], [c[half:] for c in codes], depth)
        return
    yield from _finish(lattice, words, joined, joined_codes, depth + 1)


def _grids(
    lattice: Lattice, words: list[SlotWords | None], states: list[np.ndarray], codes: list[np.ndarray]
) -> list[str]:
    """Full matrices into grids: every choice of words behind the skeletons, repeats and
    the unwanted transposes dropped."""
    if not len(states[0]):
        return []
    skeletons = dict(zip(lattice.rows, states))
    for j, code in zip(lattice.cols, codes):
        skeletons[j] = np.searchsorted(_words(words, j).codes, code)
    chosen: dict[int, np.ndarray] = {}
    for k in list(skeletons):
        found = _words(words, k)
        counts = found.counts[skeletons[k]]
        if np.all(counts == 1):
            chosen[k] = found.starts[skeletons[k]]
            continue
        parent, place = _spread(counts)
        chosen = {other: index[parent] for other, index in chosen.items()}
        skeletons = {other: index[parent] for other, index in skeletons.items()}
        chosen[k] = found.starts[skeletons[k]] + place
    ranks = {k: _words(words, k).ranks[index] for k, index in chosen.items()}
    keep = np.ones(len(ranks[lattice.rows[0]]), dtype=bool)
    for p, q in lattice.same_length:
        keep &= ranks[p] != ranks[q]
    if lattice.mirror is not None:
        keep &= ranks[lattice.rows[0]] < ranks[lattice.mirror]
    count = int(keep.sum())
    if not count:
        return []
    grid = np.empty((count, lattice.cells), dtype=np.uint8)
    for k, index in chosen.items():
        grid[:, lattice.slot_cells[k]] = _words(words, k).letters[index[keep]]
    grid += 65
    return grid.view(f"S{lattice.cells}").ravel().astype(f"U{lattice.cells}").tolist()
