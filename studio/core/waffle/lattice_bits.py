"""Exhaustive fill of a lattice shape in plain Python: the small searches, without numpy.

The same search as lattice.py's array joins (read its docstring for lattices, crossing
matrices and skeletons), a node at a time: a state is each column's prefix id, and the
next row's skeletons that keep every column a prefix of one of its skeletons are an AND
of one Python-int bitset per column (bit k: the row's skeleton k). Nothing is allocated
per node but ints: the depth's state lives in lists made once.

It exists for start-up: importing numpy costs more than a whole search of a few hundred
words, so an enumeration of a small list starts here (fill/lattice_search.py: PlainSearch) and
is handed to the array search once it is clearly not small (fill/runner_local.py: SMALL_SECONDS).
Its grids are the array search's, in the same order, chunk by chunk.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import product
from operator import itemgetter

from studio.core.alphabet import SIZE, TILES
from studio.core.waffle.shape import Shape

NODES_PER_BATCH = 2048  # nodes searched between two batches: a batch is the caller's chance to stop
GRIDS_PER_BATCH = 4096


@dataclass(frozen=True)
class Crossings:
    """A lattice shape seen from one slot: the two families of slots and where they cross."""

    rows: tuple[int, ...]  # the first slot's family, the first slot first
    cols: tuple[int, ...]
    place: dict[tuple[int, int], tuple[int, int]]  # (row slot, column slot) -> places in their words


def crossings_of(shape: Shape, first: int) -> Crossings | None:
    """The lattice of `shape` searched from slot `first`, or None when some row slot does
    not cross some column slot exactly once."""
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
    return Crossings(tuple(rows), tuple(cols), place)


@dataclass(frozen=True)
class BitLattice:
    """A lattice's tables for `bit_grids`. Per row depth t (rows[t]) its skeletons, and per
    column its skeletons' prefixes of length t numbered from 0 (the root prefix is 0; a full
    prefix's id is the column skeleton's index)."""

    firsts: frozenset[str]  # the first slot's possible words
    first_at: tuple[int, ...]  # per column, the first word's place where it crosses it
    skeletons: tuple[tuple[tuple[int, ...], ...], ...]  # [t][k]: row t's skeleton k, a letter per column
    row_words: tuple[tuple[tuple[str, ...], ...], ...]  # [t][k]: its words (empty for t = 0)
    steps: tuple[tuple[list[int], ...], ...]  # [t][j][id * SIZE + letter]: the prefix one longer, or -1
    leaves: tuple[list[tuple[str, ...]], ...]  # [j][id * SIZE + letter], id of a prefix of all rows but
    # the last: column j's words of that skeleton (none: no such skeleton)
    fits: tuple[tuple[list[int], ...], ...]  # [t][j][id]: bitset of row t's skeletons that fit prefix id
    pick: Callable[[str], tuple[str, ...]]  # the grid's cells from the words joined, columns then rows, last first
    mirror: int | None  # place in that order of the word that must sort after the first
    repeats: bool


def bit_lattice_of(
    shape: Shape, crossings: Crossings, mirror: int | None, candidates: dict[int, list[str]], repeats: bool
) -> BitLattice:
    """The tables of a lattice; `candidates` are each slot's possible words (pins applied)
    and `mirror` the slot whose word must sort after the first slot's."""
    rows, cols, place = crossings.rows, crossings.cols, crossings.place
    depths = len(rows)
    skeletons: list[tuple[tuple[int, ...], ...]] = [()]
    row_words: list[tuple[tuple[str, ...], ...]] = [()]
    for i in rows[1:]:
        found = _by_skeleton(candidates[i], [place[(i, j)][0] for j in cols])
        skeletons.append(tuple(found))
        row_words.append(tuple(tuple(words) for words in found.values()))
    leaves, steps, fits = [], [], []
    for n, j in enumerate(cols):
        found = _by_skeleton(candidates[j], [place[(i, j)][1] for i in rows])
        step, follow = _prefix_steps(list(found), depths)
        words = [tuple(group) for group in found.values()]
        leaves.append([words[skeleton] if skeleton >= 0 else () for skeleton in step[-1]])
        steps.append(step)
        fits.append([_fits(follow[t], [s[n] for s in skeletons[t]]) if t else [] for t in range(depths)])
    slots = [*reversed(cols), *reversed(rows)]  # product() varies the last fastest: see bit_grids
    offsets = [sum(len(shape.slots[k]) for k in slots[:n]) for n in range(len(slots))]
    source = {}
    for n, k in reversed(list(enumerate(slots))):
        for at, cell in enumerate(shape.slots[k].cells):
            source[cell] = offsets[n] + at
    return BitLattice(
        frozenset(candidates[rows[0]]),
        tuple(place[(rows[0], j)][0] for j in cols),
        tuple(skeletons),
        tuple(row_words),
        tuple(zip(*steps)),
        tuple(leaves),
        tuple(zip(*fits)),
        itemgetter(*(source[c] for c in range(len(shape.cells)))),
        slots.index(mirror) if mirror is not None else None,
        repeats,
    )


def _by_skeleton(words: Sequence[str], at: Sequence[int]) -> dict[tuple[int, ...], list[str]]:
    """Words grouped by their letters (A = 0) at the places `at`, the groups in
    alphabetical order and each in the words' order, as lattice.py groups them: so both
    searches find the same grids in the same order."""
    found: dict[tuple[str, ...], list[str]] = {}
    for letters, word in zip(zip(*(map(itemgetter(i), words) for i in at)), words):
        found.setdefault(letters, []).append(word)
    return {tuple(TILES.index(ch) for ch in letters): found[letters] for letters in sorted(found)}


def _prefix_steps(skeletons: list[tuple[int, ...]], depths: int) -> tuple[list[list[int]], list[list[int]]]:
    """Per depth t, (prefix id * SIZE + letter) -> id of the prefix one longer, or -1; and
    per prefix id of length t, the letters that may follow it as a bitset of letter codes. The full
    prefixes are numbered as `skeletons` are."""
    ids: list[dict[tuple[int, ...], int]] = [{(): 0}]
    for t in range(1, depths):
        ids.append({})
        for skeleton in skeletons:
            ids[t].setdefault(skeleton[:t], len(ids[t]))
    ids.append({skeleton: n for n, skeleton in enumerate(skeletons)})
    steps = [[-1] * (SIZE * len(ids[t])) for t in range(depths)]
    follow = [[0] * len(ids[t]) for t in range(depths)]
    for skeleton in skeletons:
        for t in range(depths):
            parent, letter = ids[t][skeleton[:t]], skeleton[t]
            steps[t][parent * SIZE + letter] = ids[t + 1][skeleton[: t + 1]]
            follow[t][parent] |= 1 << letter
    return steps, follow


def _fits(follow: list[int], letters: list[int]) -> list[int]:
    """Per prefix id, the bitset of the row's skeletons whose letter here may follow it
    (`letters`: each skeleton's letter at this column)."""
    by_letter = [0] * SIZE
    for k, letter in enumerate(letters):
        by_letter[letter] |= 1 << k
    union: dict[int, int] = {}
    out = []
    for allowed in follow:
        bits = union.get(allowed)
        if bits is None:
            bits = union[allowed] = sum(by_letter[n] for n in range(SIZE) if allowed >> n & 1)
        out.append(bits)
    return out


def bit_grids(lattice: BitLattice, first_words: Sequence[str]) -> Iterator[tuple[list[str], float]]:
    """Every grid whose first slot holds one of `first_words` (words not in its list are
    skipped), in batches: (grids, first words searched so far counting the share of the
    current ones). A batch comes at least every NODES_PER_BATCH nodes.

    Depth first over the rows' skeletons in alphabetical order, and each full matrix's
    words with the first slot's varying fastest: lattice.py's order."""
    groups = _by_skeleton([w for w in first_words if w in lattice.firsts], lattice.first_at)
    skeletons = [tuple(groups), *lattice.skeletons[1:]]
    row_words = [tuple(tuple(words) for words in groups.values()), *lattice.row_words[1:]]
    steps, fits, leaves, pick = lattice.steps, lattice.fits, lattice.leaves[::-1], lattice.pick
    mirror, repeats, slots = lattice.mirror, lattice.repeats, len(lattice.first_at) + len(skeletons)
    cols, last = range(len(lattice.first_at)), len(skeletons) - 1
    ids = [[0] * len(cols) for _ in skeletons]  # [t]: each column's prefix id before row t
    bits = [0] * len(skeletons)  # [t]: row t's skeletons still to try
    path: list[tuple[str, ...]] = [()] * len(skeletons)  # [t]: the words of row t's skeleton being tried
    for g, letters in enumerate(skeletons[0]):  # the first words that start every column
        if min(map(list.__getitem__, steps[0], letters)) >= 0:
            bits[0] |= 1 << g
    before = [0]  # first words in the groups before each group
    for words in row_words[0]:
        before.append(before[-1] + len(words))
    found: list[str] = []
    above: list[tuple[str, ...]] = []  # the words of the rows above the last, last first
    group, width, nodes, t = 0, 1, 0, 0
    while t >= 0:
        left = bits[t]
        if not left:
            t -= 1
            continue
        low = left & -left
        bits[t] = left ^ low
        k = low.bit_length() - 1
        letters, here = skeletons[t][k], ids[t]
        if t < last:
            after, step = ids[t + 1], steps[t]
            for j in cols:
                after[j] = step[j][here[j] * SIZE + letters[j]]
            path[t] = row_words[t][k]
            bits[t + 1] = _fitting(fits[t + 1], after)
            if t == 0:
                group, width = k, bits[1].bit_count() or 1
            t += 1
            if t == last:
                above = path[t - 1 :: -1]
        else:
            columns = [leaf[x * SIZE + y] for leaf, x, y in zip(leaves, here[::-1], letters[::-1])]
            for choice in product(*columns, row_words[t][k], *above):
                if not repeats and len(set(choice)) < slots:
                    continue
                if mirror is not None and choice[mirror] <= choice[-1]:
                    continue
                found.append("".join(pick("".join(choice))))
        nodes += 1
        if nodes >= NODES_PER_BATCH or len(found) >= GRIDS_PER_BATCH:
            share = (width - bits[1].bit_count() - (t > 1)) / width if last else 1.0
            yield found, before[group] + len(row_words[0][group]) * share
            found, nodes = [], 0
    yield found, before[-1]


def _fitting(fits: tuple[list[int], ...], ids: list[int]) -> int:
    """The next row's skeletons that keep every column a prefix of one of its skeletons."""
    bits = -1
    for column, prefix in zip(fits, ids):
        bits &= column[prefix]
    return bits
