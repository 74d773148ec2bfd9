"""Filling a shape with words: one random fill, or every fill, with pinned words and letters.

Glossary
* plan: the slots in a fixed order, each with the cells already decided when its turn
  comes (by earlier slots or pins): its *key*. Words are indexed by their letters at
  the key positions, so each step is one dict lookup, never a scan of the list.
* order: the most-crossed slot first, then always the slot crossing the most decided
  cells (across and down interleave, so every lookup has a key).
* transposes: on a shape equal to its own transpose, a grid and its transpose are the
  same puzzle. Exactly one of the two has its first slot's word before (alphabetically)
  the word of that slot's mirror image, since no word repeats; only that one is kept.
* chunks: the first slot's candidates, split into pieces that processes search apart;
  a finished chunk never needs searching again (resume). A first word heavier than a
  chunk (a pinned one, say) is split on the next rows into parts (`split_chunks`).
* node search and array search: the search above goes word by word (random fills,
  shapes of any mask); every fill of a lattice shape (waffles, solid grids: every row
  crosses every column once) comes from lattice.py's joins instead, the same grids
  chunk by chunk, many times faster. A small list's lattice starts in plain Python
  (lattice_bits.py: the same grids, without numpy's import, which outlasts its search).
"""

from __future__ import annotations

import errno
import math
import random
import shutil
import time
from collections.abc import Callable, Generator, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, ExitStack, nullcontext
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO, Literal

from studio.core.alphabet import TILES, decoded, encoded, text_bytes
from studio.core.errors import PuzzleError, WriteError
from studio.core.jobs import check_jobs
from studio.core.streams import finish
from studio.core.waffle.formats import grid_line_format
from studio.core.waffle.lattice_bits import BitLattice, Crossings, bit_grids, bit_lattice_of, crossings_of
from studio.core.waffle.shape import Shape, Slot
from studio.core.words import WordList

if TYPE_CHECKING:  # numpy is imported where arrays are made: a small enumeration never needs it
    import numpy as np

    from studio.core.waffle.lattice import Lattice

BLANK = " "
SAMPLE = 64  # a random fill tries at most this many words per slot, at random

# A forward check (see _lookahead): a later slot's other decided cells, where it crosses
# the current word, and {letters of those cells -> letters the crossing may be}.
Check = tuple[tuple[int, ...], int, dict[str, frozenset[str]]]
# A check two levels deep (see _next_checks): the next slot's other decided cells with
# their places in its word, the crossing's place in that word and in this one, per
# place letter -> bit mask of its words, and the mask of all its words.
NextCheck = tuple[tuple[tuple[int, int], ...], int, int, tuple[dict[str, int], ...], int]


@dataclass(frozen=True)
class Pins:
    """Words pinned to slots (by index into shape.slots) and letters pinned to cells."""

    words: dict[int, str] = field(default_factory=dict)
    letters: dict[int, str] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.words or self.letters)


@dataclass(frozen=True)
class FillPlan:
    shape: Shape
    order: tuple[int, ...]  # slot indexes, in search order
    key_cells: tuple[tuple[int, ...], ...]  # per step: cells read to make the key
    index: tuple[dict[str, list[str]], ...]  # per step: key -> candidate words
    start: tuple[str, ...]  # the grid with pins, BLANK elsewhere
    mirror_step: int | None  # step whose word must sort after step 0's
    slot_words: Mapping[int, Sequence[str]] = field(repr=False)  # per slot, its possible words
    allow_repeats: bool = False

    @cached_property
    def words_used(self) -> frozenset[str]:
        """Every word some slot may take: what decides whether a search is small."""
        return frozenset(w for group in self.slot_words.values() for w in group)

    @cached_property
    def crossings(self) -> Crossings | None:
        """Where the slots cross, on a lattice shape (every row crosses every column once)."""
        return crossings_of(self.shape, self.order[0])

    @cached_property
    def lattice(self) -> Lattice | None:
        """The array search's tables, on a lattice shape (numpy is imported here)."""
        if self.crossings is None:
            return None
        from studio.core.waffle.lattice import lattice_of

        return lattice_of(self.shape, self.crossings, self._mirror, self._fitting, self.allow_repeats)

    @cached_property
    def bits(self) -> BitLattice | None:
        """The plain-Python search's tables, on a lattice shape."""
        if self.crossings is None:
            return None
        return bit_lattice_of(self.shape, self.crossings, self._mirror, self._fitting, self.allow_repeats)

    @property
    def _mirror(self) -> int | None:
        return self.order[self.mirror_step] if self.mirror_step is not None else None

    @cached_property
    def _fitting(self) -> dict[int, list[str]]:
        """Each slot's possible words that agree with the pinned letters."""
        start = self.start
        if not self._fixed:
            return {k: list(group) for k, group in self.slot_words.items()}
        return {
            k: [w for w in group if all(start[c] in (BLANK, ch) for c, ch in zip(self.shape.slots[k].cells, w))]
            for k, group in self.slot_words.items()
        }

    @cached_property
    def lookahead(self) -> tuple[tuple[Check, ...], ...]:
        """Per step, per later slot crossing this one: which letters its words allow at the
        crossing, given its other decided cells (forward checking: dead ends show at once).
        Built when a node search first needs it: the lattice search does not."""
        return _lookahead(self.shape, self.order, self._fixed, self.slot_words)

    @cached_property
    def next_check(self) -> tuple[NextCheck | None, ...]:
        """Per step: None, or how to ask the next step which letters it can take where it
        crosses this one, given its own forward checks (a check two levels deep)."""
        return _next_checks(self.shape, self.order, self._fixed, self.slot_words, self.lookahead)

    @property
    def _fixed(self) -> list[int]:
        return [c for c, ch in enumerate(self.start) if ch != BLANK]

    @property
    def first_candidates(self) -> list[str]:
        return self.index[0].get(self.key(0, self.start), [])

    def key(self, step: int, grid: Sequence[str]) -> str:
        return "".join(grid[c] for c in self.key_cells[step])


def slot_order(shape: Shape, fixed: Iterable[int] = (), first: Iterable[int] = ()) -> tuple[int, ...]:
    """`first` slots (pinned words) lead. Then, greedily, the slot with the most decided
    cells; among equals, the one farthest from the parallel slots already placed, so
    that the outer frame closes early (on 7x7 this order searches 1.4x faster)."""
    decided = set(fixed)
    order = list(first)
    for k in order:
        decided.update(shape.slots[k].cells)
    left = [k for k in range(len(shape.slots)) if k not in order]

    def distance(k: int) -> int:
        slot = shape.slots[k]
        placed = [shape.slots[j].index for j in order if shape.slots[j].across == slot.across]
        return min((abs(slot.index - i) for i in placed), default=shape.rows + shape.cols)

    while left:
        best = max(
            left,
            key=lambda k: (
                sum(c in decided for c in shape.slots[k].cells),
                len(shape.slots[k]) if not order else 0,
                distance(k),
                -k,
            ),
        )
        order.append(best)
        left.remove(best)
        decided.update(shape.slots[best].cells)
    return tuple(order)


def transpose_partner(shape: Shape, slot: Slot) -> int | None:
    """The slot that `slot` becomes when a transposable shape is flipped, else None."""
    if shape.rows != shape.cols or any(
        shape.mask[r][c] != shape.mask[c][r] for r in range(shape.rows) for c in range(shape.cols)
    ):
        return None
    for k, other in enumerate(shape.slots):
        if other.across != slot.across and other.index == slot.index and other.start == slot.start:
            return k
    return None


def plan_fill(
    shape: Shape, words: WordList, pins: Pins = Pins(), allow_repeats: bool = False, min_zipf: float | None = None
) -> FillPlan:
    """Raises PuzzleError naming the slot when the pins leave a slot no word (see `check_pins`)."""
    start = _pinned_grid(shape, pins)
    check_pins(shape, words, start, pins, min_zipf)
    fixed = [c for c, ch in enumerate(start) if ch != BLANK]
    order = slot_order(shape, fixed, sorted(pins.words))
    decided = set(fixed)
    key_cells, index = [], []
    vocab = {length: _words_of(words, length, min_zipf) for length in {len(s) for s in shape.slots}}
    for k in order:
        slot = shape.slots[k]
        positions = [i for i, c in enumerate(slot.cells) if c in decided]
        key_cells.append(tuple(slot.cells[i] for i in positions))
        table: dict[str, list[str]] = {}
        candidates = [pins.words[k]] if k in pins.words else vocab[len(slot)]
        for word in candidates:
            table.setdefault("".join(word[i] for i in positions), []).append(word)
        index.append(table)
        decided.update(slot.cells)
    mirror_step = None
    partner = transpose_partner(shape, shape.slots[order[0]])
    if partner is not None and not pins and not allow_repeats:
        mirror_step = order.index(partner)
    slot_words = {k: (pins.words[k],) if k in pins.words else vocab[len(s)] for k, s in enumerate(shape.slots)}
    return FillPlan(shape, order, tuple(key_cells), tuple(index), tuple(start), mirror_step, slot_words, allow_repeats)


def _next_checks(
    shape: Shape,
    order: tuple[int, ...],
    fixed: list[int],
    vocab: Mapping[int, Sequence[str]],
    lookahead: tuple[tuple[Check, ...], ...],
) -> tuple[NextCheck | None, ...]:
    """Per step: None, or (the next slot's decided cells other than the crossing, each
    with its place in that slot's word; the crossing's place in that word and in this
    one; per place, letter -> bit mask of the next slot's words with that letter there;
    the mask of all its words), when all the next step reads is decided before this step.

    Then the letters the next slot allows at the crossing come from a few big-integer
    ANDs once per node, instead of a failed search step per word (on 7x7, most nodes
    were next steps that found no word at all).
    """
    decided = set(fixed)
    out: list[NextCheck | None] = []
    for step, k in enumerate(order[:-1]):
        current = shape.slots[k].cells
        following = shape.slots[order[step + 1]].cells
        crossing = set(following) & set(current)
        others = [(c, i) for i, c in enumerate(following) if c in decided and c not in current]
        needed = [c for cells, _, _ in lookahead[step + 1] for c in cells]
        if len(crossing) == 1 and all(c in decided for c in needed):
            (cross,) = crossing
            words = list(vocab[order[step + 1]])
            masks = _letter_masks(words, len(following))
            out.append((tuple(others), following.index(cross), current.index(cross), masks, (1 << len(words)) - 1))
        else:
            out.append(None)
        decided.update(current)
    return (*out, None)


def _letter_masks(words: list[str], length: int) -> tuple[dict[str, int], ...]:
    """Per place in the word: letter -> an integer whose bit n is set when words[n] has it there."""
    import numpy as np

    letters = np.frombuffer(encoded("".join(words)), dtype=np.uint8).reshape(len(words), length)
    return tuple(
        {
            decoded(bytes([code])): int.from_bytes(np.packbits(column == code, bitorder="little").tobytes(), "little")
            for code in np.unique(column).tolist()
        }
        for column in letters.T
    )


def _lookahead(
    shape: Shape, order: tuple[int, ...], fixed: list[int], vocab: Mapping[int, Sequence[str]]
) -> tuple[tuple[Check, ...], ...]:
    """Per step, per later slot crossing it: (its other decided cells, where the crossing
    is in the current word, {letters of those other cells -> letters the crossing may be})."""
    decided = set(fixed)
    out = []
    for step, k in enumerate(order):
        current = shape.slots[k].cells
        decided.update(current)
        checks: list[Check] = []
        for later in order[step + 1 :]:
            slot = shape.slots[later]
            crossing = set(slot.cells) & set(current)
            if not crossing:
                continue
            (cross,) = crossing
            others = [i for i, c in enumerate(slot.cells) if c in decided and c != cross]
            at = slot.cells.index(cross)
            table: dict[str, set[str]] = {}
            for w in vocab[later]:
                table.setdefault("".join(w[i] for i in others), set()).add(w[at])
            checks.append(
                (
                    tuple(slot.cells[i] for i in others),
                    current.index(cross),
                    {key: frozenset(v) for key, v in table.items()},
                )
            )
        out.append(tuple(checks))
    return tuple(out)


def _words_of(words: WordList, length: int, min_zipf: float | None) -> list[str]:
    group = words.of_length(length)
    return [w for w, z in zip(group.words, group.scores) if min_zipf is None or z >= min_zipf]


def _pinned_grid(shape: Shape, pins: Pins) -> list[str]:
    grid = [BLANK] * len(shape.cells)
    for cell, letter in pins.letters.items():
        grid[cell] = letter.upper()
    for k, word in pins.words.items():
        slot = shape.slots[k]
        word = word.upper()
        if len(word) != len(slot):
            raise PuzzleError(f"{slot.label} has {len(slot)} letters; {word} has {len(word)}")
        for c, ch in zip(slot.cells, word):
            if grid[c] not in (BLANK, ch):
                r, col = shape.positions[c]
                raise PuzzleError(
                    f"the pins disagree at row {r + 1}, column {col + 1} ({grid[c]} or {ch}): see {slot.label}"
                )
            grid[c] = ch
    return grid


def check_pins(shape: Shape, words: WordList, grid: list[str], pins: Pins, min_zipf: float | None = None) -> None:
    """Quick: prune each cell's possible letters until nothing changes (arc consistency).

    A slot left with no word means no fill exists; the message names it. Passing this
    check does not promise a fill: the search decides that.
    """
    allowed: list[set[str]] = [{ch} if ch != BLANK else set(TILES) for ch in grid]
    candidates = {
        k: [pins.words[k].upper()] if k in pins.words else _words_of(words, len(slot), min_zipf)
        for k, slot in enumerate(shape.slots)
    }
    changed = bool(pins) or not all(candidates.values())  # with no pin, every word fits every slot
    while changed:
        changed = False
        for k, slot in enumerate(shape.slots):
            fits = [w for w in candidates[k] if all(ch in allowed[c] for c, ch in zip(slot.cells, w))]
            if not fits:
                pattern = "".join(grid[c] if grid[c] != BLANK else "?" for c in slot.cells)
                raise PuzzleError(f"no word in the list fits {slot.label} ({pattern}) with these pins")
            if len(fits) < len(candidates[k]):
                candidates[k] = fits
                for i, c in enumerate(slot.cells):
                    letters = {w[i] for w in fits}
                    if letters < allowed[c]:
                        allowed[c] = letters
                        changed = True


@dataclass(frozen=True)
class Batch:
    """The grids under one first-slot word and one second-slot word, and how far along.
    The array search hands its grids over as rows of ASCII codes, one a cell: strings
    are made only when asked for (`grids`), since a writer needs none."""

    found: list[str] | np.ndarray  # grids as strings, or as an (n, cells) uint8 array
    done: float  # first words searched, counting the share of the current one
    branches: int = 0  # second-slot words under the current first word
    sampled: int = 1  # of them, how many a probe searches

    def __len__(self) -> int:
        return len(self.found)

    @cached_property
    def grids(self) -> list[str]:
        if isinstance(self.found, list):
            return self.found
        cells = self.found.shape[1]
        strings: list[str] = [decoded(grid) for grid in self.found.view(f"S{cells}").ravel().tolist()]
        return strings

    @property
    def codes(self) -> np.ndarray:
        """The grids as an (n, cells) array of ASCII codes."""
        if not isinstance(self.found, list):
            return self.found
        import numpy as np

        return np.frombuffer(encoded("".join(self.found)), dtype=np.uint8).reshape(len(self.found), -1)


def iter_fills(
    plan: FillPlan,
    first_words: Iterable[str] | None = None,
    rng: random.Random | None = None,
    weights: dict[str, float] | None = None,
    on_node: Callable[[], None] | None = None,
    first_only: bool = False,
    favoured: frozenset[str] = frozenset(),
) -> Iterator[str]:
    """Every fill of the plan, as the grid's letters (one per cell), streamed."""
    for batch in fill_batches(plan, first_words, rng, weights, on_node, first_only, favoured=favoured):
        yield from batch.grids


def fill_batches(
    plan: FillPlan,
    first_words: Iterable[str] | None = None,
    rng: random.Random | None = None,
    weights: dict[str, float] | None = None,
    on_node: Callable[[], None] | None = None,
    first_only: bool = False,
    probe: random.Random | None = None,
    small: bool = False,
    favoured: frozenset[str] = frozenset(),
) -> Iterator[Batch]:
    """Every fill of the plan, a batch per second-slot word.

    Below the second slot the search is a plain recursion (several times faster than
    nested generators); a batch holds what one second word led to, so memory stays
    bounded (one first word alone can lead to millions of grids) and a consumer can
    report progress or stop between any two batches. `first_words` limits the first
    slot to a chunk of a split search. With `rng`, candidates come in a random order,
    likelier words first by `weights` (the `favoured` words always among those tried);
    `on_node` is called at every step (a budget).
    With `probe`, only one second word, drawn by it, is searched under each first word
    (a sample of the tree; `branches` says how many it stands for).

    An exhaustive search of a lattice shape runs as array joins instead (lattice.py),
    in batches of a bounded part of the search; its probe draws a batch of second-row
    choices (`sampled` of the `branches`). With `small`, an exhaustive search of a
    lattice shape runs in plain Python instead (lattice_bits.py): the same grids,
    with no numpy to import.
    """
    firsts = list(first_words) if first_words is not None else plan.first_candidates
    exhaustive = rng is None and on_node is None and not first_only
    if small and exhaustive and probe is None and plan.bits is not None:
        for grids, done in bit_grids(plan.bits, firsts):
            yield Batch(grids, done)
        yield Batch([], len(firsts))
        return
    if exhaustive and plan.lattice is not None:
        from studio.core.waffle.lattice import lattice_grids

        for codes, done, branches, sampled in lattice_grids(plan.lattice, firsts, probe):
            yield Batch(codes, done, branches, sampled)
        yield Batch([], len(firsts))
        return
    grid = list(plan.start)
    used: set[str] = set()
    last = len(plan.order) - 1
    slots = [plan.shape.slots[k].cells for k in plan.order]
    key_cells, index, checks = plan.key_cells, plan.index, plan.lookahead
    mirror, repeats, next_check = plan.mirror_step, plan.allow_repeats, plan.next_check
    unions: dict[tuple[int, int, frozenset[str]], int] = {}
    found: list[str] = []

    def ordered(words: list[str]) -> list[str]:
        """A random order, likelier words first (weighted sampling by exponential keys).
        Long lists are cut to a random sample first: a random fill rarely looks far."""
        if rng is None:
            return words
        if len(words) > SAMPLE:
            sample = rng.sample(words, SAMPLE)
            words = list(dict.fromkeys([*(w for w in words if w in favoured), *sample])) if favoured else sample
        if not weights:
            return rng.sample(words, len(words))
        return sorted(words, key=lambda w: -math.log(1.0 - rng.random()) / max(weights.get(w, 1e-3), 1e-3))

    def requirements(step: int) -> list[tuple[int, frozenset[str]]] | None:
        """(position, letters allowed there) from each forward check; None: a dead end."""
        require = []
        for cells_, at, table in checks[step]:
            letters = table.get("".join([grid[c] for c in cells_]))
            if letters is None:
                return None
            require.append((at, letters))
        return require

    def next_words(step: int, check: NextCheck) -> int:
        """Bit mask of the next step's words that fit everything decided before this step."""
        others, _, _, masks, words = check
        for c, i in others:
            words &= masks[i].get(grid[c], 0)
        for cells_, at, table in checks[step + 1]:
            letters = table.get("".join([grid[c] for c in cells_]))
            if letters is None:
                return 0
            union = unions.get((step, at, letters))
            if union is None:
                union = unions[(step, at, letters)] = sum(masks[at].get(ch, 0) for ch in letters)
            words &= union
        return words

    def fitting(step: int) -> list[str]:
        """The words for this step that pass every forward check, given the decided cells."""
        candidates = index[step].get("".join([grid[c] for c in key_cells[step]]))
        if not candidates:
            return []
        require = requirements(step)
        if require is None:
            return []
        candidates = passing(candidates, require)
        check = next_check[step]
        if check is None or not candidates:
            return candidates
        following = next_words(step, check)
        _, cross, at, masks, _ = check
        by_letter = masks[cross]
        return [w for w in candidates if following & by_letter.get(w[at], 0)] if following else []

    def choices(step: int) -> list[str]:
        """`fitting`, and of a grid and its transpose only the one whose first word sorts first."""
        if on_node is not None:
            on_node()
        candidates = fitting(step)
        if step == mirror and candidates:
            first = "".join([grid[c] for c in slots[0]])
            candidates = [w for w in candidates if w > first]
        return candidates

    def search(step: int) -> None:
        candidates = choices(step)
        if not candidates:
            return
        cells = slots[step]
        if step == last:
            for word in candidates:
                if repeats or word not in used:
                    for c, ch in zip(cells, word):
                        grid[c] = ch
                    found.append("".join(grid))
                    if first_only:
                        raise _Found
            return
        for word in ordered(candidates):
            if word in used and not repeats:
                continue
            for c, ch in zip(cells, word):
                grid[c] = ch
            used.add(word)
            search(step + 1)
            used.discard(word)

    allowed = set(fitting(0))
    for n, word in enumerate(ordered(firsts)):
        if word not in allowed:
            continue
        for c, ch in zip(slots[0], word):
            grid[c] = ch
        if last == 0:
            yield Batch(["".join(grid)], n + 1)
            continue
        used.add(word)
        seconds = choices(1)
        branches = len(seconds)
        if probe is not None and seconds:
            seconds = [probe.choice(seconds)]
        for i, second in enumerate(ordered(seconds), 1):
            if second in used and not repeats:
                continue
            for c, ch in zip(slots[1], second):
                grid[c] = ch
            if last == 1:
                found.append("".join(grid))
            else:
                used.add(second)
                try:
                    search(2)
                except _Found:
                    yield Batch(found[:1], n + 1, branches)
                    return
                used.discard(second)
            if first_only and found:
                yield Batch(found[:1], n + 1, branches)
                return
            grids = found[:]
            found.clear()
            yield Batch(grids, n + i / len(seconds), branches)
        used.discard(word)
    yield Batch([], len(firsts))


def passing(words: Iterable[str], require: list[tuple[int, frozenset[str]]]) -> list[str]:
    """The words with an allowed letter at every required position (unrolled: the hot loop)."""
    if not require:
        return list(words)
    if len(require) == 1:
        ((at, letters),) = require
        return [w for w in words if w[at] in letters]
    if len(require) == 2:
        (at, letters), (at2, letters2) = require
        return [w for w in words if w[at] in letters and w[at2] in letters2]
    if len(require) == 3:
        (at, letters), (at2, letters2), (at3, letters3) = require
        return [w for w in words if w[at] in letters and w[at2] in letters2 and w[at3] in letters3]
    return [w for w in words if all(w[at] in letters for at, letters in require)]


class _GiveUp(Exception):
    pass


class _Found(Exception):
    pass


class _Budget:
    def __init__(self, nodes: int, should_stop: Callable[[], bool]) -> None:
        self.left, self.should_stop = nodes, should_stop

    def spend(self) -> None:
        self.left -= 1
        if self.left < 0 or self.should_stop():
            raise _GiveUp


def random_fill(
    plan: FillPlan,
    rng: random.Random,
    weights: dict[str, float] | None = None,
    should_stop: Callable[[], bool] = lambda: False,
    nodes_per_try: int = 20_000,
    tries: int = 50,
    favoured: frozenset[str] = frozenset(),
) -> str | None:
    """One fill, frequency-weighted at random; None when a whole search found nothing.

    A random depth-first search can sink into a dead region; it restarts with a new
    random order after `nodes_per_try` steps (a restart strategy). Raises PuzzleError
    when every try ran out of steps, since then no answer is known either way.
    """
    for _ in range(tries):
        budget = _Budget(nodes_per_try, should_stop)
        try:
            fills = iter_fills(plan, rng=rng, weights=weights, on_node=budget.spend, first_only=True, favoured=favoured)
            found = next(fills, None)
        except _GiveUp:
            if should_stop():
                return None
            continue
        if found is not None or plan_is_complete(plan):
            return found
    raise PuzzleError(f"no fill turned up in {tries} random searches; lower the frequency cutoff or change a pin")


def plan_is_complete(plan: FillPlan) -> bool:
    """A random search sees every candidate only when no slot's list was cut to a sample."""
    return all(len(words) <= SAMPLE for table in plan.index for words in table.values())


ChunkScheme = Literal["interleaved", "balanced", "split"]  # how a run was cut: see enumerate_grids


@dataclass(frozen=True)
class Part:
    """A part of one first word's search (`split_chunks`): its grids whose next rows'
    skeletons begin with one of `paths` (lattice.part_grids); `share` of the word's
    estimated work, what progress counts it as."""

    word: str
    paths: tuple[tuple[int, ...], ...]
    share: float


@dataclass(frozen=True)
class Chunk:
    """What one process searches: first words whole, then parts of first words."""

    words: tuple[str, ...]
    parts: tuple[Part, ...] = ()

    @property
    def size(self) -> float:
        """In first words: what the share searched counts."""
        return len(self.words) + sum(part.share for part in self.parts)


def chunk_batches(plan: FillPlan, chunk: Chunk, small: bool = False) -> Iterator[Batch]:
    """A chunk's grids (`fill_batches` of its words, then its parts' by the array search),
    `done` counting each part as its share of a first word."""
    if chunk.words:
        yield from fill_batches(plan, chunk.words, small=small)
    done = float(len(chunk.words))
    if not chunk.parts:
        return
    from studio.core.waffle.lattice import part_grids

    assert plan.lattice is not None  # split_chunks splits a lattice's words only
    for part in chunk.parts:
        for codes, share in part_grids(plan.lattice, part.word, part.paths):
            yield Batch(codes, done + part.share * share)
        done += part.share


def chunks(words: list[str], count: int) -> list[list[str]]:
    """Split the first slot's words into `count` interleaved pieces of similar size."""
    return [words[i::count] for i in range(count) if words[i::count]]


def balanced_chunks(plan: FillPlan, count: int) -> list[list[str]]:
    """The first slot's words in `count` chunks of about the same estimated work, so
    that no chunk holds a run on many workers up: a lattice word's estimate is its
    second-level states (lattice.second_level_states; the first join, a few percent of
    the search), and the largest go first, each to the lightest chunk so far (ties to
    the lowest number: the same inputs always give the same chunks, so checkpoints
    resume). A chunk keeps its words in list order. A search too small for the arrays,
    or of a shape that is no lattice, has interleaved chunks (`chunks`), as has one of
    a chunk per word. A single word's work is never split."""
    words = plan.first_candidates
    if len(words) <= count or not _weighable(plan):
        return chunks(words, count)
    members = _spread_work(_first_word_work(plan), count)
    return [[words[i] for i in sorted(group)] for group in members]


def split_chunks(plan: FillPlan, count: int) -> list[Chunk]:
    """`balanced_chunks`, but a first word heavier than a chunk's share of the work (a
    pinned word, a list of few first words, one heavy word) is first split into parts
    (lattice.split_word: its second-level states, heavier ones on the next row too), so
    that `count` chunks come out about even however few the first words. A chunk holds
    its whole words in list order, then its parts by word and path; no chunk is empty.
    A search too small for the arrays, or of a shape that is no lattice, has interleaved
    chunks (`chunks`)."""
    words = plan.first_candidates
    if not _weighable(plan):
        return [Chunk(tuple(part)) for part in chunks(words, count)]
    from studio.core.waffle.lattice import split_word

    assert plan.lattice is not None  # _weighable: a lattice shape
    work = _first_word_work(plan)
    target = sum(work) / count
    pieces: list[tuple[int, list[tuple[int, ...]], float]] = []  # (word's place, paths: none the whole word, work)
    for place, weight in enumerate(work):
        if weight <= target:
            pieces.append((place, [], weight))
            continue
        for path, share in split_word(plan.lattice, words[place], weight, target):
            if not pieces or pieces[-1][0] != place or pieces[-1][2] + share > target / GRAIN:
                pieces.append((place, [], 0.0))
            pieces[-1][1].append(path)
            pieces[-1] = (place, pieces[-1][1], pieces[-1][2] + share)
    out = []
    for group in _spread_work([piece[2] for piece in pieces], count):
        members = sorted(pieces[i] for i in group)
        whole = tuple(words[place] for place, paths, _ in members if not paths)
        split = tuple(Part(words[place], tuple(paths), share / work[place]) for place, paths, share in members if paths)
        if whole or split:
            out.append(Chunk(whole, split))
    return out


GRAIN = 4  # a split word's parts hold at most this share of a chunk: the chunks even out, few calls each


def _weighable(plan: FillPlan) -> bool:
    """The chunks are weighed on the arrays (a lattice shape, a list past SMALL_WORDS);
    else they stay interleaved."""
    return plan.crossings is not None and len(plan.words_used) > SMALL_WORDS


def _first_word_work(plan: FillPlan) -> list[int]:
    """Each first word's estimated work: its second-level states, + 1 (a dead word costs a lookup)."""
    from studio.core.waffle.lattice import second_level_states

    assert plan.lattice is not None  # a lattice shape: crossings_of found its families
    return [states + 1 for states in second_level_states(plan.lattice, plan.first_candidates)]


def _spread_work(work: Sequence[float], count: int) -> list[list[int]]:
    """Places into `count` groups of about the same total work: the largest first, each
    to the lightest group so far (ties to the lowest number, so the same inputs always
    give the same groups)."""
    import heapq

    loads: list[tuple[float, int]] = [(0, n) for n in range(count)]
    members: list[list[int]] = [[] for _ in range(count)]
    for place in sorted(range(len(work)), key=lambda i: (-work[i], i)):
        load, n = heapq.heappop(loads)
        members[n].append(place)
        heapq.heappush(loads, (load + work[place], n))
    return members


def parse_pins(shape: Shape, items: Iterable[str] = ()) -> Pins:
    """Words `r1=FUGUE` (row 1 across), `c3=GLOBE` (column 3 down) and letters `2,3=E`
    (row, column), told apart by their first character: the dialog's one line and the
    CLI's --pin and --letter read the same way."""
    pinned_words: dict[int, str] = {}
    pinned_letters: dict[int, str] = {}
    for text in items:
        where, _, value = text.partition("=")
        if where[:1].lower() in ("r", "c"):
            pinned_words[slot_named(shape, where)] = value.strip().upper()
            continue
        try:
            row, col = (int(n) - 1 for n in where.split(","))
        except ValueError:
            raise PuzzleError(
                f"{text!r}: pin a word as r1=WORD or c3=WORD, a letter as ROW,COL=LETTER like 2,3=E"
            ) from None
        if (row, col) not in shape.cell_at or len(value.strip()) != 1 or not value.strip().isalpha():
            raise PuzzleError(f"{text!r}: no cell at row {row + 1}, column {col + 1}, or not one letter")
        pinned_letters[shape.cell_at[(row, col)]] = value.strip().upper()
    return Pins(pinned_words, pinned_letters)


def slot_named(shape: Shape, name: str) -> int:
    """'r1' is the first across word in row 1, 'c3' the first down word in column 3."""
    text = name.strip().lower()
    across = text[:1] == "r"
    try:
        number = int(text[1:]) - 1
    except ValueError:
        number = -1
    for k, slot in enumerate(shape.slots):
        if text[:1] in "rc" and slot.across == across and slot.index == number:
            return k
    raise PuzzleError(f"no word starts at {name!r}: use r1, r3 ... for rows and c1, c3 ... for columns")


@dataclass(frozen=True)
class FillEstimate:
    """How big an enumeration is, from a sample of its tree, before running it."""

    grids: float  # expected number of grids
    seconds: float  # expected search time on one process
    samples: int
    at_least: bool  # a sample ran out of time: the real figures are larger

    def too_big(self, jobs: int) -> bool:
        return self.seconds / max(jobs, 1) > TOO_LONG_SECONDS or self.grids > TOO_MANY_GRIDS

    def size(self, shape: Shape) -> float:
        """Bytes of grid lines (formats.grid_line_format): a letter or a dot for every place
        of every row, and a separator or newline after each row."""
        return self.grids * shape.rows * (shape.cols + 1)

    def text(self, shape: Shape, jobs: int) -> str:
        """'about 3 min on 2 processes and make about 1,200,000 grids (a file of 31.2 MB)',
        after 'every grid would take': the window and the CLI say it alike."""
        more = "at least" if self.at_least else "about"
        size = self.size(shape)
        return (
            f"{more} {duration(self.seconds / max(jobs, 1))} on {jobs} {'process' if jobs == 1 else 'processes'} "
            f"and make {more} {self.grids:,.0f} grids (a file of {file_size(size)})"
        )


def duration(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f} s"
    if seconds < 5400:
        return f"{seconds / 60:.0f} min"
    if seconds < 3 * 86400:
        return f"{seconds / 3600:.1f} h"
    return f"{seconds / 86400:,.0f} days"


def file_size(size: float) -> str:
    for unit, scale in (("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if size >= scale:
            return f"{size / scale:,.1f} {unit}"
    return f"{size:.0f} bytes"


@dataclass(frozen=True)
class DiskRoom:
    """The grids a search would write against the free space where they would go."""

    folder: Path
    needed: float  # bytes, from the estimate
    free: int  # bytes

    @property
    def enough(self) -> bool:
        return self.needed <= self.free

    def text(self) -> str:
        return (
            f"the grids would need about {file_size(self.needed)} in {self.folder}, "
            f"which has {file_size(self.free)} free"
        )


def disk_room(folder: Path, estimate: FillEstimate, shape: Shape) -> DiskRoom:
    return DiskRoom(folder, estimate.size(shape), shutil.disk_usage(folder).free)


class DiskFull(WriteError):
    """The disk filled during a search: what finished before is whole, the rest was not written."""


TOO_LONG_SECONDS = 600  # an enumeration past these is worth a word before it starts
TOO_MANY_GRIDS = 10_000_000


class _OutOfTime(Exception):
    pass


def estimate_fills(plan: FillPlan, seconds: float = 0.5, seed: int = 0) -> FillEstimate:
    """Sampling the tree: a first word at random, one second word under it at random,
    and the whole real search below that pair, timed. Each sample times (first words ×
    second words under the first) is an unbiased estimate of the whole search (Knuth's
    estimator, two levels deep, then exact); their mean is the estimate. On a lattice
    a sample is a batch of second-row choices (the array search costs much per call and
    little per choice: one choice alone would misjudge its time), weighted to match.

    Stops after `seconds`, or sooner once the search is clearly smaller than the
    sampling. A sample cut short by the deadline makes the figures a lower bound.
    """
    firsts = plan.first_candidates
    if not firsts:
        return FillEstimate(0.0, 0.0, 0, False)
    rng = random.Random(seed)
    clock = time.perf_counter
    started = clock()
    deadline = started + seconds
    nodes = 0

    def on_node() -> None:
        nonlocal nodes
        nodes += 1
        if nodes % 256 == 0 and clock() > deadline:
            raise _OutOfTime

    node_check = on_node if plan.crossings is None else None
    total_seconds = total_grids = 0.0
    samples, cut = 0, False
    while not cut:
        began, grids, branches, sampled = clock(), 0, 0, 1
        try:  # the array search has no nodes to count: its batches are checked
            for batch in fill_batches(plan, [rng.choice(firsts)], on_node=node_check, probe=rng):
                grids += len(batch)
                branches, sampled = max(branches, batch.branches), max(sampled, batch.sampled)
                if clock() > deadline:
                    raise _OutOfTime
        except _OutOfTime:
            cut = True
        weight = len(firsts) * max(branches, 1) / max(sampled, 1)
        total_seconds += weight * (clock() - began)
        total_grids += weight * grids
        samples += 1
        spent = clock() - started
        if spent > seconds or (samples >= 50 and total_seconds / samples < spent):
            break
    return FillEstimate(total_grids / samples, total_seconds / samples, samples, cut)


@dataclass(frozen=True)
class ChunkDone:
    """A finished chunk: its grids (the first `keep` of them, when the run keeps only
    some), their count, and the file of them all when the run writes to a spool and
    the chunk has any."""

    chunk: int
    chunks: int
    count: int
    grids: list[str]
    path: Path | None = None


WorkerState = Literal["busy", "idle", "gone"]  # gone: the scheduler no longer lists it


@dataclass(frozen=True)
class WorkerProgress:
    """One cluster worker's share of an enumeration (fill_dask.py): the chunks it
    finished, the grids they held, and what the scheduler says it is doing now."""

    address: str
    chunks: int
    grids: int
    state: WorkerState


@dataclass(frozen=True)
class SearchReport:
    """How far an enumeration is: the share searched and the grids found, in finished
    and running chunks alike; `finished` when a chunk has just finished. On a cluster,
    `workers` says how far each worker is."""

    searched: float
    found: int
    finished: ChunkDone | None = None
    workers: tuple[WorkerProgress, ...] = ()


REPORT_SECONDS = 0.1
# A lattice enumeration of at most SMALL_WORDS words starts in plain Python (lattice_bits.py)
# and stays there while its CPU time, projected from the share searched, stays under
# SMALL_SECONDS: about what importing numpy and the array search cost the searches
# measured in benchmarks/bench_enumerate.py. It is first projected after SMALL_CHECK_AFTER.
# A larger list goes to the arrays at once: its plain tables alone would cost a good part
# of numpy's import, and its search is seldom small (5x5 from 471 words, 7x7 from 500).
SMALL_WORDS = 400
SMALL_SECONDS = 0.2
SMALL_CHECK_AFTER = 0.03
SPAWN_AFTER_SECONDS = 0.5  # a search done in less CPU time never pays for starting more processes


@dataclass
class _Count:
    """A multiprocessing.Value's interface for a tally in one process."""

    value: int = 0

    def get_lock(self) -> nullcontext[None]:
        return nullcontext()


@dataclass(frozen=True)
class _Tally:
    """Progress the processes share: per process, the first words searched and the
    grids found (each writes only its own slot), and how many grids went back to
    the caller so far (all of them share the `keep`)."""

    searched: Any
    found: Any
    kept: Any
    slots: Any

    @classmethod
    def make(cls, jobs: int) -> _Tally:
        if jobs <= 1:  # no shared memory: it would start multiprocessing's resource tracker process
            return cls([0.0], [0], _Count(), _Count())
        from multiprocessing import get_context

        context = get_context("spawn")
        return cls(
            context.RawArray("d", jobs), context.RawArray("q", jobs), context.Value("q", 0), context.Value("i", 0)
        )

    def shared(self, jobs: int) -> _Tally:
        """This process's tally (slot 0) moved into shared memory for `jobs` processes:
        made only when processes start, since shared memory costs a small search's time."""
        out = _Tally.make(jobs)
        out.searched[0], out.found[0], out.kept.value, out.slots.value = (
            self.searched[0],
            self.found[0],
            self.kept.value,
            self.slots.value,
        )
        return out


class _Searcher:
    """One process's side of an enumeration: searches chunks, writes their grids to
    the spool as they come, and keeps at most `keep` of them (across all processes).
    `small`: a lattice is searched in plain Python (`fill_batches`) until it is set off."""

    def __init__(self, plan: FillPlan, spool: Path | None, keep: int | None, tally: _Tally, small: bool) -> None:
        self.plan, self.spool, self.keep, self.tally, self.small = plan, spool, keep, tally, small
        self.line = grid_line_format(plan.shape) + "\n"
        with tally.slots.get_lock():
            self.slot = tally.slots.value
            tally.slots.value += 1

    def steps(
        self,
        job: tuple[int, int, Chunk],
        should_stop: Callable[[], bool] = lambda: False,
        due: Callable[[], SearchReport | None] = lambda: None,
    ) -> Generator[SearchReport, None, ChunkDone | None]:
        """Yields `due()`'s report after a batch when there is one; returns the finished
        chunk, or None when `should_stop` says stop (asked after every batch): then the
        tally forgets the chunk, which counts only once finished."""
        number, chunks_, chunk = job
        searched, found, slot = self.tally.searched, self.tally.found, self.slot
        base, count, kept = searched[slot], 0, []
        path = self.spool / f"{number:06}.txt" if self.spool is not None else None
        out = None
        try:
            with ExitStack() as files:
                for batch in chunk_batches(self.plan, chunk, self.small):
                    if len(batch):
                        count += len(batch)
                        found[slot] += len(batch)
                        if out is None:  # opened at the first grid: an empty chunk costs no file
                            out = files.enter_context(self._sink(path))
                        if out is not None:
                            out.write(self._lines(batch))
                        if room := self._room(len(batch)):
                            kept.extend(batch.grids[:room])
                    searched[slot] = base + batch.done
                    if should_stop():
                        searched[slot], found[slot] = base, found[slot] - count
                        self._give_back(len(kept))
                        return None
                    if (report := due()) is not None:
                        yield report
        except OSError as err:
            if err.errno != errno.ENOSPC or path is None:
                raise WriteError(f"cannot write the grids found: {err.strerror or err}", source=str(path)) from None
            path.unlink(missing_ok=True)  # half a chunk: never counted, never saved; its room back
            raise DiskFull(
                f"the disk holding {path.parent.parent} is full, so the search stopped; "
                "the parts of the search that finished before are whole and kept"
            ) from None
        return ChunkDone(number, chunks_, count, kept, path if out is not None else None)

    def _sink(self, path: Path | None) -> AbstractContextManager[BinaryIO | None]:
        """Where a chunk's grid lines go as they are found: its spool file, or nowhere
        (fill_dask.py keeps them in memory instead)."""
        return open(path, "wb") if path is not None else nullcontext()

    def _lines(self, batch: Batch) -> bytes:
        """The grids as grid lines (formats.grid_line) in UTF-8, Ñ as Ñ (a reader sees letters,
        never the arrays' "["); an array's in one array operation."""
        if isinstance(batch.found, list):
            line = self.line
            return "".join([line % tuple(grid) for grid in batch.found]).encode("utf-8")
        import numpy as np

        template, places = self.template
        lines = np.repeat(template[np.newaxis], len(batch.found), axis=0)
        lines[:, places] = batch.found
        return text_bytes(lines.tobytes())

    @cached_property
    def template(self) -> tuple[np.ndarray, np.ndarray]:
        return _line_template(self.plan.shape)

    def _room(self, wanted: int) -> int:
        if self.keep is None:
            return wanted
        kept = self.tally.kept
        if kept.value >= self.keep:
            return 0
        with kept.get_lock():
            room: int = min(wanted, self.keep - kept.value)
            kept.value += room
        return room

    def _give_back(self, count: int) -> None:
        if self.keep is not None and count:
            with self.tally.kept.get_lock():
                self.tally.kept.value -= count

    def chunk(self, job: tuple[int, int, Chunk]) -> ChunkDone | None:
        return finish(self.steps(job))


def _line_template(shape: Shape) -> tuple[np.ndarray, np.ndarray]:
    """A grid line with its newline as bytes, and where each cell's letter goes in it."""
    import numpy as np

    line = (grid_line_format(shape) % ((BLANK,) * len(shape.cells)) + "\n").encode("ascii")
    places = [r * (shape.cols + 1) + c for r, c in shape.positions]
    return np.frombuffer(line, dtype=np.uint8).copy(), np.array(places)


_WORKER: _Searcher | None = None


def _start_worker(
    shape: Shape,
    words: WordList,
    pins: Pins,
    allow_repeats: bool,
    min_zipf: float | None,
    spool: Path | None,
    keep: int | None,
    tally: _Tally,
) -> None:
    global _WORKER
    _WORKER = _Searcher(plan_fill(shape, words, pins, allow_repeats, min_zipf), spool, keep, tally, small=False)


def _search_chunk(job: tuple[int, int, Chunk]) -> ChunkDone | None:
    assert _WORKER is not None, "in_processes starts every worker with _start_worker"
    return _WORKER.chunk(job)


def cut_chunks(plan: FillPlan, count: int, scheme: ChunkScheme = "split") -> list[Chunk]:
    """The run's chunks, cut by `scheme` (see enumerate_grids)."""
    if scheme == "split":
        return split_chunks(plan, count)
    whole = balanced_chunks(plan, count) if scheme == "balanced" else chunks(plan.first_candidates, count)
    return [Chunk(tuple(part)) for part in whole]


def enumerate_grids(
    shape: Shape,
    words: WordList,
    pins: Pins = Pins(),
    jobs: int = 1,
    allow_repeats: bool = False,
    min_zipf: float | None = None,
    pieces: int = 64,
    scheme: ChunkScheme = "split",
    skip: Iterable[int] = (),
    should_stop: Callable[[], bool] = lambda: False,
    spool: Path | None = None,
    keep: int | None = None,
    scheduler: str | None = None,
    plan: FillPlan | None = None,
) -> Iterator[SearchReport]:
    """Every fill, reported every REPORT_SECONDS and at each finished chunk; close the
    iterator to cancel. The search starts in this process; with `jobs` > 1, what is
    left after SPAWN_AFTER_SECONDS (the unfinished chunk anew) goes to `jobs` processes.
    With `scheduler` (a Dask scheduler's address, or `local`), every chunk goes to that
    cluster instead and they finish in chunk order (fill_dask.py).

    With `spool` (a folder), each chunk's grids go to a file there as they are found
    (grid lines, see formats.grid_line), and with `keep` at most that many grids come
    back in all: memory stays bounded however many grids there are.

    The first slot's words go to `pieces` chunks by the `scheme`: `split` by their
    estimated work, a word heavier than a chunk split into parts (`split_chunks`);
    `balanced`, whole words only (`balanced_chunks`), or `interleaved` (`chunks`): how
    checkpoints before the split and before the balance were cut. Chunk numbers are
    stable for the same inputs, so a run that recorded its finished chunks can be
    resumed by passing them as `skip`. While processes search,
    `should_stop` is asked every 0.1 s and, when it says so, the processes are ended
    there and then (a 9x9 chunk can take hours). `plan` is this call's own plan when
    the caller has made it already (to size the search up).
    """
    if scheduler is not None:
        from studio.core.cluster import check_scheduler

        check_scheduler(scheduler)
    elif jobs > 1:
        check_jobs(jobs)  # before the shared tally of a slot per process is allocated
    if plan is None:
        plan = plan_fill(shape, words, pins, allow_repeats, min_zipf)
    parts = cut_chunks(plan, pieces, scheme)
    skipped = set(skip)
    todo = [(n, len(parts), part) for n, part in enumerate(parts) if n not in skipped]
    first_words = sum(part.size for _, _, part in todo) or 1
    if scheduler is not None:
        from studio.core.waffle.fill_dask import FillRun, enumerate_on_cluster

        run = FillRun(shape, words, pins, allow_repeats, min_zipf, spool is not None, keep)
        yield from enumerate_on_cluster(scheduler, run, todo, should_stop, spool)
        return
    tally = _Tally.make(1)  # this process's; shared with a slot per worker when they start

    def report(finished: ChunkDone | None = None) -> SearchReport:
        return SearchReport(min(sum(tally.searched) / first_words, 1.0), sum(tally.found), finished)

    searcher = _Searcher(
        plan, spool, keep, tally, small=len(plan.words_used) <= SMALL_WORDS and plan.crossings is not None
    )
    reported = started = time.monotonic()
    cpu_started, cpu_asked, switched = time.process_time(), 0.0, False

    def hand_over() -> bool:
        """After SPAWN_AFTER_SECONDS of CPU: a busy machine slows the clock, not the search
        (the clock is asked first: asking for CPU time costs 0.1 ms, the clock nothing)."""
        return (
            jobs > 1
            and time.monotonic() - started > SPAWN_AFTER_SECONDS
            and time.process_time() - cpu_started > SPAWN_AFTER_SECONDS
        )

    def outgrown() -> bool:
        """The plain-Python search, once its CPU time projected from the share searched
        passes SMALL_SECONDS: the array search takes over from the unfinished chunk. The
        clock is asked first (CPU time is never more), CPU time at most every 10 ms."""
        nonlocal switched, cpu_asked
        if not searcher.small:
            return False
        now, least = time.monotonic(), max(SMALL_CHECK_AFTER, SMALL_SECONDS * sum(tally.searched) / first_words)
        if now - started < least or now - cpu_asked < 0.01:
            return False
        cpu_asked = now
        if time.process_time() - cpu_started < least:
            return False
        searcher.small, switched = False, True
        return True

    def due() -> SearchReport | None:
        nonlocal reported
        if time.monotonic() - reported <= REPORT_SECONDS:
            return None
        reported = time.monotonic()
        return report()

    while todo:
        finished = yield from searcher.steps(todo[0], lambda: should_stop() or hand_over() or outgrown(), due)
        if finished is None:
            if not switched:
                break
            switched = False
            continue
        todo.pop(0)
        yield report(finished)
        reported = time.monotonic()
    if not todo or should_stop():
        return
    from studio.core.processes import in_processes  # here: multiprocessing costs a small search 16 ms

    tally = tally.shared(jobs + 1)
    for finished in in_processes(
        _search_chunk,
        todo,
        jobs,
        _start_worker,
        (shape, words, pins, allow_repeats, min_zipf, spool, keep, tally),
        should_stop,
        every=REPORT_SECONDS,
    ):
        yield report(finished)


def enumerate_if_small(
    shape: Shape,
    words: WordList,
    pins: Pins = Pins(),
    jobs: int = 1,
    go_on: bool = False,
    estimate: FillEstimate | None = None,
    **options: Any,
) -> Iterator[FillEstimate | SearchReport]:
    """The search's estimate first (a second at most, or `estimate` if the caller has
    it), then `enumerate_grids`'s reports, unless the estimate is too big
    (`FillEstimate.too_big`) and not `go_on`: a search of days or billions of grids
    should not start from a click with default settings. Nor one whose grids would not
    fit in the spool's free space (`DiskRoom`): it raises DiskFull before writing a byte."""
    plan = plan_fill(shape, words, pins, options.get("allow_repeats", False), options.get("min_zipf"))
    if estimate is None:
        estimate = estimate_fills(plan)
    yield estimate
    if go_on or not estimate.too_big(jobs):
        spool = options.get("spool")
        if spool is not None and not (room := disk_room(spool.parent, estimate, shape)).enough:
            raise DiskFull(f"not started: {room.text()}; pin a word or a letter, or use a smaller list")
        yield from enumerate_grids(shape, words, pins, jobs, plan=plan, **options)
