"""Exhaustive fill of a lattice shape as array joins: every grid, fast.

A shape is a *lattice* when its slots fall into two families (the first slot's
direction and the other) and every slot of one family crosses every slot of the
other exactly once: waffles of any odd size, solid grids. Then a grid is a matrix
of crossing letters, M[i][j] where row slot i crosses column slot j, with each
slot's word read off at its crossings (its *skeleton*) among the skeletons of its
words; the letters off the crossings are free, so a matrix stands for the product
of the words behind its skeletons.

The search builds the matrices a row slot at a time, as arrays of states (the
skeletons chosen so far, and each column's prefix as a base-SIZE code): a level joins
every state with the next row's skeletons through column 0's valid prefixes (one
sorted array per column and depth), then keeps the joins whose other columns are
still valid prefixes. No Python runs per node. Full matrices expand into words;
repeated words and, on a shape equal to its transpose, the transpose whose first
word sorts after its mirror are dropped (the same representative the node search in
fill/node_search.py keeps). Work goes depth first in bounded blocks, so memory stays bounded.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import numpy as np

from studio.core.alphabet import SIZE, encoded
from studio.core.waffle.lattice_bits import Crossings
from studio.core.waffle.shape import Shape

BLOCK = 512  # second-level states searched per batch
CAP = 1 << 17  # 64-bit words of bitsets ANDed at once; a bigger join is split in halves
FIRSTS = 16  # first-slot skeletons expanded at once
PROBE = 64  # second-level states a probe searches: enough that the per-call cost is shared
GRIDS_AT_ONCE = 1 << 18  # grids expanded at once (8 MB at 5x5): a worker's memory stays bounded


@dataclass(frozen=True)
class SlotWords:
    """One slot's words sorted by skeleton: each skeleton's run of words."""

    letters: np.ndarray  # (words, length) uint8, A = 0, sorted by skeleton
    ranks: np.ndarray  # (words,) int64: the word's place among all words of its length
    skeletons: np.ndarray  # (skeletons, crossings) uint8, letters at the crossings
    codes: np.ndarray  # (skeletons,) int64, the skeleton in base SIZE (alphabet), sorted
    starts: np.ndarray  # (skeletons,) int64: first word of each skeleton
    counts: np.ndarray  # (skeletons,) int64: its number of words


def slot_words(words: Sequence[str], crossings: Sequence[int], rank: dict[str, int]) -> SlotWords:
    letters = np.frombuffer(encoded("".join(words)), dtype=np.uint8).reshape(len(words), -1) - 65
    skeleton = letters[:, list(crossings)].astype(np.int64)
    code = np.zeros(len(words), dtype=np.int64)
    for column in skeleton.T:
        code = code * SIZE + column
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
    """A lattice shape's slots and words, ready for `lattice_grids`. Column prefixes
    (a column's letters in the rows searched so far) are numbered per column and
    depth: prefix ids, the last depth's ids being the column's skeletons."""

    cells: int
    rows: tuple[int, ...]  # row-family slots in search order; rows[0] is the first slot
    cols: tuple[int, ...]
    slot_cells: tuple[tuple[int, ...], ...]  # per slot, by slot index
    crossings: tuple[int, ...]  # the first slot's places where it crosses each column
    words: tuple[SlotWords | None, ...]  # per slot, by slot index; None for the first slot
    steps: tuple[tuple[np.ndarray, ...], ...]  # [depth][column]: (prefix id, letter) -> id one deeper, or -1
    fits: tuple[tuple[tuple[np.ndarray, np.ndarray], ...], ...]
    # [depth - 1][column]: per prefix id its class (the set of letters that may follow
    # it), and per class a bitset of the skeletons of row `depth` that fit it
    rank: dict[str, int]  # the first slot's possible words: their places among all words of that length
    mirror: int | None  # slot whose word must sort after the first slot's
    repeats: bool
    same_length: tuple[tuple[int, int], ...]  # slot pairs whose words must differ


def lattice_of(
    shape: Shape, crossings: Crossings, mirror: int | None, candidates: dict[int, list[str]], repeats: bool
) -> Lattice:
    """The lattice of `shape` searched from `crossings.rows[0]`; `candidates` are each
    slot's possible words (pins applied)."""
    slots = shape.slots
    rows, cols, place = list(crossings.rows), list(crossings.cols), crossings.place
    first = rows[0]
    by_length: dict[int, set[str]] = {}
    for k, group in candidates.items():
        by_length.setdefault(len(slots[k]), set()).update(group)
    rank = {w: n for same in by_length.values() for n, w in enumerate(sorted(same))}
    words: list[SlotWords | None] = [None] * len(slots)
    for i in rows[1:]:
        words[i] = slot_words(candidates[i], [place[(i, j)][0] for j in cols], rank)
    for j in cols:
        words[j] = slot_words(candidates[j], [place[(i, j)][1] for i in rows], rank)
    depths = len(rows)
    steps, follow = zip(*(_prefix_steps(_words(words, j).codes, depths) for j in cols))
    fits = tuple(
        tuple(_fits(follow[j][depth], _words(words, rows[depth]).skeletons[:, j]) for j in range(len(cols)))
        for depth in range(1, depths)
    )
    pairs = tuple((p, q) for p in range(len(slots)) for q in range(p + 1, len(slots)) if len(slots[p]) == len(slots[q]))
    return Lattice(
        len(shape.cells),
        tuple(rows),
        tuple(cols),
        tuple(s.cells for s in slots),
        tuple(place[(first, j)][0] for j in cols),
        tuple(words),
        tuple(zip(*steps)),
        fits,
        {w: rank[w] for w in candidates[first]},
        mirror,
        repeats,
        () if repeats else pairs,
    )


def _prefix_steps(codes: np.ndarray, depths: int) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """A column's skeleton codes (sorted, distinct) into, per depth, (prefix id, letter)
    -> prefix id one deeper (-1: no skeleton goes on so), and per prefix id the letters
    that may follow it as a SIZE-bit set."""
    prefixes = []
    for depth in range(depths + 1):
        prefix = codes // SIZE ** (depths - depth)
        prefixes.append(prefix[_runs(prefix)])
    steps, follow = [], []
    for depth in range(depths):
        parent = np.searchsorted(prefixes[depth], prefixes[depth + 1] // SIZE)
        letter = prefixes[depth + 1] % SIZE
        step = np.full((len(prefixes[depth]), SIZE), -1, dtype=np.int64)
        step[parent, letter] = np.arange(len(prefixes[depth + 1]))
        letters = np.zeros(len(prefixes[depth]), dtype=np.int64)
        np.bitwise_or.at(letters, parent, 1 << letter)
        steps.append(step)
        follow.append(letters)
    return steps, follow


def _fits(follow: np.ndarray, letters: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Prefix ids grouped by the letters that may follow them (few distinct sets), and
    per group the bitset of the skeletons whose letter at this column is among them."""
    order = np.sort(follow)
    sets = order[_runs(order)]
    by_letter = np.zeros((SIZE, len(letters)), dtype=bool)
    by_letter[letters, np.arange(len(letters))] = True
    bits = np.zeros((len(sets), len(letters)), dtype=bool)
    for letter in range(SIZE):
        bits[(sets >> letter) & 1 == 1] |= by_letter[letter]
    return np.searchsorted(sets, follow), _bitsets(bits)


def _bitsets(bits: np.ndarray) -> np.ndarray:
    """Rows of booleans as rows of little-endian 64-bit words (bit k = column k)."""
    packed = np.packbits(bits, axis=1, bitorder="little")
    width = -(-bits.shape[1] // 64) * 8
    padded = np.zeros((bits.shape[0], width), dtype=np.uint8)
    padded[:, : packed.shape[1]] = packed
    return padded.view("<u8")


def _none(lattice: Lattice) -> np.ndarray:
    return np.zeros((0, lattice.cells), dtype=np.uint8)


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


def lattice_grids(
    lattice: Lattice, first_words: Sequence[str], probe: random.Random | None = None
) -> Iterator[tuple[np.ndarray, float, int, int]]:
    """Every grid whose first slot holds one of `first_words` (words not in its list
    are skipped), in batches of a bounded search: (grids as rows of ASCII codes, first
    words searched so far, counting the share of the current ones; second-row choices
    under the current ones, and how many of them are searched). With `probe`, PROBE
    second-row choices, drawn by it, are all that is searched under them (a sample of
    the tree that costs about what the whole search costs per choice)."""
    known = [w for w in first_words if w in lattice.rank]
    if not known:
        return
    firsts, words = _with_firsts(lattice, known)
    before = np.concatenate([[0], np.cumsum(firsts.counts)]).astype(float)
    for low in range(0, len(firsts.codes), FIRSTS):
        high = min(low + FIRSTS, len(firsts.codes))
        states, ids = _first_states(lattice, firsts, low, high)
        if len(lattice.rows) > 1:
            states, ids = _join(lattice, words, states, ids, 1)
        branches = len(states[0])
        if probe is not None and branches > PROBE:
            picked = np.array(sorted(probe.sample(range(branches), PROBE)))
            states, ids = [s[picked] for s in states], [i[picked] for i in ids]
        group, done = states[0], float(before[low])
        for start in range(0, len(group), BLOCK):
            end = min(start + BLOCK, len(group))
            block = [s[start:end] for s in states], [i[start:end] for i in ids]
            for grids in _finish(lattice, words, *block, min(2, len(lattice.rows))):
                yield grids, done, branches, len(group)  # a block's grids in parts: none held whole
            g = int(group[end - 1])
            first_of_g = int(np.searchsorted(group, g))
            share = (end - first_of_g) / int(np.searchsorted(group, g, side="right") - first_of_g)
            done = float(before[g] + firsts.counts[g] * share)
            yield _none(lattice), done, branches, len(group)
        yield _none(lattice), float(before[high]), branches, len(group)


def second_level_states(lattice: Lattice, first_words: Sequence[str]) -> list[int]:
    """Per first word, the states its search starts from (its joins with the second
    row's skeletons): what its search costs, roughly, known from the first join alone."""
    known = [w for w in first_words if w in lattice.rank]
    if not known:
        return [0] * len(first_words)
    firsts, words = _with_firsts(lattice, known)
    per_skeleton = np.zeros(len(firsts.codes), dtype=np.int64)
    for low in range(0, len(firsts.codes), FIRSTS):  # as lattice_grids joins them: memory stays bounded
        high = min(low + FIRSTS, len(firsts.codes))
        states, ids = _first_states(lattice, firsts, low, high)
        if len(lattice.rows) > 1:
            states, _ = _join(lattice, words, states, ids, 1)
        per_skeleton += np.bincount(states[0], minlength=len(firsts.codes))
    skeleton_of = np.repeat(per_skeleton, firsts.counts)  # firsts' words run skeleton by skeleton
    rows = (firsts.letters + 65).astype(np.uint8)  # sorted by skeleton: map back through the letters
    by_word = {row.tobytes(): int(count) for row, count in zip(rows, skeleton_of)}
    return [by_word.get(encoded(w), 0) for w in first_words]


def _with_firsts(lattice: Lattice, known: Sequence[str]) -> tuple[SlotWords, list[SlotWords | None]]:
    """The first slot's words of a search (all in `lattice.rank`), and every slot's words with them."""
    firsts = slot_words(known, lattice.crossings, lattice.rank)
    words = list(lattice.words)
    words[lattice.rows[0]] = firsts
    return firsts, words


def _first_states(
    lattice: Lattice, firsts: SlotWords, low: int, high: int
) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """The first slot's skeletons low..high that begin a prefix of every column, as states."""
    ids = [step[0, firsts.skeletons[low:high, j]] for j, step in enumerate(lattice.steps[0])]
    ok = np.all(np.array(ids) >= 0, axis=0)
    return [np.arange(low, high)[ok]], [i[ok] for i in ids]


def part_grids(lattice: Lattice, word: str, paths: Sequence[tuple[int, ...]]) -> Iterator[tuple[np.ndarray, float]]:
    """The grids with `word` in the first slot whose next rows' skeletons (numbers into
    `lattice.words`, rows[1] first) begin with one of `paths` (a part of the word's
    search: `split_word`), in batches, with the share of the part searched."""
    if word not in lattice.rank:
        return
    firsts, words = _with_firsts(lattice, [word])
    states, ids = _first_states(lattice, firsts, 0, 1)
    ready = []  # (states, ids, depth): the states at the ends of the paths
    ends_of = set(paths)
    for level in range(1, max(len(path) for path in paths) + 1):
        if not len(states[0]):
            break
        states, ids = _join(lattice, words, states, ids, level)
        prefixes = [tuple(row) for row in np.stack(states[1:], axis=1).tolist()]
        ends = np.array([prefix in ends_of for prefix in prefixes], dtype=bool)
        ready.append(([s[ends] for s in states], [i[ends] for i in ids], level + 1))
        wanted = {path[:level] for path in paths if len(path) > level}
        on = np.array([prefix in wanted for prefix in prefixes], dtype=bool)
        states, ids = [s[on] for s in states], [i[on] for i in ids]
    count, done = sum(len(group[0][0]) for group in ready), 0
    for states, ids, depth in ready:
        for start in range(0, len(states[0]), BLOCK):
            end = min(start + BLOCK, len(states[0]))
            block = [s[start:end] for s in states], [i[start:end] for i in ids]
            for grids in _finish(lattice, words, *block, depth):
                yield grids, (done + start) / count
            yield _none(lattice), (done + end) / count
        done += len(states[0])


def split_word(lattice: Lattice, word: str, work: float, target: float) -> list[tuple[tuple[int, ...], float]]:
    """`word`'s search in parts of at most `target` work where the rows allow, as (path,
    its share of `work`): the word's second-level states, each weighed by the states its
    next join makes (+ 1: a dead state costs a lookup), and one still heavier than
    `target` split the same way on the next row, down to full matrices. The paths are
    the skeletons of rows[1], rows[2]... (`part_grids`); together they hold every grid
    of the word once."""
    if word not in lattice.rank:
        return [((), work)]
    firsts, words = _with_firsts(lattice, [word])
    states, ids = _first_states(lattice, firsts, 0, 1)
    if len(lattice.rows) < 2 or not len(states[0]):
        return [((), work)]
    states, ids = _join(lattice, words, states, ids, 1)
    if not len(states[0]):
        return [((), work)]
    out: list[tuple[tuple[int, ...], float]] = []

    def split(states: list[np.ndarray], ids: list[np.ndarray], depth: int, work: float) -> None:
        """The states of one parent at `depth` (rows searched), sharing its `work`."""
        children = _child_counts(lattice, ids, depth) + 1
        shares = work * children / children.sum()
        for n, share in enumerate(shares.tolist()):
            if share <= target or depth == len(lattice.rows) or children[n] == 1:
                out.append((tuple(int(s[n]) for s in states[1:]), share))
                continue
            one = [s[n : n + 1] for s in states], [i[n : n + 1] for i in ids]
            split(*_join(lattice, words, *one, depth), depth + 1, share)

    split(states, ids, 2, work)
    return out


_POPCOUNT = np.array([bin(n).count("1") for n in range(256)], dtype=np.int64)


def _child_counts(lattice: Lattice, ids: list[np.ndarray], depth: int) -> np.ndarray:
    """Per state at `depth`, how many states its join with row `depth` makes (none past
    the last row): the bits set in its bitset, counted without making the states."""
    counts = np.zeros(len(ids[0]), dtype=np.int64)
    if depth >= len(lattice.rows):
        return counts
    width = lattice.fits[depth - 1][0][1].shape[1]
    step = max(CAP // width, 1)
    for low in range(0, len(counts), step):
        fitting = _fitting(lattice, [i[low : low + step] for i in ids], depth)
        counts[low : low + step] = _POPCOUNT[fitting.view(np.uint8)].sum(axis=1)
    return counts


def _fitting(lattice: Lattice, ids: list[np.ndarray], depth: int) -> np.ndarray:
    """Per state, the bitset of row `depth`'s skeletons that keep every column a prefix."""
    fits = lattice.fits[depth - 1]
    classes, bitsets = fits[0]
    fitting: np.ndarray = bitsets[classes[ids[0]]]
    for (classes, bitsets), column in zip(fits[1:], ids[1:]):
        fitting &= bitsets[classes[column]]
    return fitting


def _join(
    lattice: Lattice, words: list[SlotWords | None], states: list[np.ndarray], ids: list[np.ndarray], depth: int
) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """Every state with each skeleton of row `depth` that keeps every column a prefix of
    one of its skeletons: an AND of bitsets per state, then the bits set."""
    fitting = _fitting(lattice, ids, depth)
    state, word = np.nonzero(fitting)
    bits = np.unpackbits(fitting[state, word].view(np.uint8).reshape(-1, 8), axis=1, bitorder="little")
    pair, bit = np.nonzero(bits)
    parent = state[pair]
    skeleton = word[pair] * 64 + bit
    letters = _words(words, lattice.rows[depth]).skeletons[skeleton]
    steps = lattice.steps[depth]
    new_ids = [step[column[parent], letters[:, j]] for j, (step, column) in enumerate(zip(steps, ids))]
    return [s[parent] for s in states] + [skeleton], new_ids


def _finish(
    lattice: Lattice, words: list[SlotWords | None], states: list[np.ndarray], ids: list[np.ndarray], depth: int
) -> Iterator[np.ndarray]:
    """The grids below these states, depth first, at most CAP states joined at once and
    about GRIDS_AT_ONCE grids expanded at once (unless one matrix alone stands for more)."""
    if depth == len(lattice.rows):
        if len(states[0]) > 1 and int(_choices(lattice, words, states, ids).sum()) > GRIDS_AT_ONCE:
            half = len(states[0]) // 2
            yield from _finish(lattice, words, [s[:half] for s in states], [i[:half] for i in ids], depth)
            yield from _finish(lattice, words, [s[half:] for s in states], [i[half:] for i in ids], depth)
            return
        yield _grids(lattice, words, states, ids)
        return
    width = lattice.fits[depth - 1][0][1].shape[1]
    if len(states[0]) * width > CAP and len(states[0]) > 1:
        half = len(states[0]) // 2
        yield from _finish(lattice, words, [s[:half] for s in states], [i[:half] for i in ids], depth)
        yield from _finish(lattice, words, [s[half:] for s in states], [i[half:] for i in ids], depth)
        return
    yield from _finish(lattice, words, *_join(lattice, words, states, ids, depth), depth + 1)


def _choices(
    lattice: Lattice, words: list[SlotWords | None], states: list[np.ndarray], ids: list[np.ndarray]
) -> np.ndarray:
    """Per full matrix, the grids it stands for before repeats and transposes are dropped:
    the product of its skeletons' numbers of words."""
    skeletons = dict(zip(lattice.rows, states))
    skeletons.update(zip(lattice.cols, ids))
    counts: np.ndarray = np.prod(np.array([_words(words, k).counts[s] for k, s in skeletons.items()]), axis=0)
    return counts


def _grids(
    lattice: Lattice, words: list[SlotWords | None], states: list[np.ndarray], ids: list[np.ndarray]
) -> np.ndarray:
    """Full matrices into grids (rows of ASCII codes, one a cell): every choice of words
    behind the skeletons, repeats and the unwanted transposes dropped."""
    if not len(states[0]):
        return _none(lattice)
    skeletons = dict(zip(lattice.rows, states))
    skeletons.update(zip(lattice.cols, ids))  # a full column's prefix id is its skeleton's
    found = {k: _words(words, k) for k in skeletons}
    counts = {k: found[k].counts[skeleton] for k, skeleton in skeletons.items()}
    choices = np.prod(np.array(list(counts.values())), axis=0)  # grids per matrix
    if np.all(choices == 1):
        chosen = {k: found[k].starts[skeleton] for k, skeleton in skeletons.items()}
    else:  # grid n of a matrix takes word (n // stride) % count of each slot's run
        parent, place = _spread(choices)
        chosen, stride = {}, np.ones(len(parent), dtype=np.int64)
        for k, skeleton in skeletons.items():
            count = counts[k][parent]
            chosen[k] = found[k].starts[skeleton[parent]] + place // stride % count
            stride *= count
    ranks = {k: _words(words, k).ranks[index] for k, index in chosen.items()}
    keep = np.ones(len(ranks[lattice.rows[0]]), dtype=bool)
    for p, q in lattice.same_length:
        keep &= ranks[p] != ranks[q]
    if lattice.mirror is not None:
        keep &= ranks[lattice.rows[0]] < ranks[lattice.mirror]
    count = int(keep.sum())
    grid = np.empty((count, lattice.cells), dtype=np.uint8)
    for k, index in chosen.items():
        grid[:, lattice.slot_cells[k]] = _words(words, k).letters[index[keep]]
    grid += 65
    return grid
