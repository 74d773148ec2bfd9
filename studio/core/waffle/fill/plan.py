"""The plan of a fill: the slots in search order, each with its key and its index.

* plan: the slots in a fixed order, each with the cells already decided when its turn
  comes (by earlier slots or pins): its *key*. Words are indexed by their letters at
  the key positions, so each step is one dict lookup, never a scan of the list.
* order: the most-crossed slot first, then always the slot crossing the most decided
  cells (across and down interleave, so every lookup has a key).
* transposes: on a shape equal to its own transpose, a grid and its transpose are the
  same puzzle. Exactly one of the two has its first slot's word before (alphabetically)
  the word of that slot's mirror image, since no word repeats; only that one is kept.

Every engine (engines.py) searches a plan; the lattice engines read its `lattice` and
`bits` tables, the node search its `lookahead` and `next_check`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from studio.core.alphabet import TILES, decoded, encoded
from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.waffle.fill.pins import NO_PINS, Pins
from studio.core.waffle.lattice_bits import BitLattice, Crossings, bit_lattice_of, crossings_of
from studio.core.waffle.shape import Shape, Slot
from studio.core.words import WordList

if TYPE_CHECKING:  # numpy is imported where arrays are made: a small enumeration never needs it
    from studio.core.waffle.lattice import Lattice

BLANK = " "

# A forward check (see _lookahead): a later slot's other decided cells, where it crosses
# the current word, and {letters of those cells -> letters the crossing may be}.
Check = tuple[tuple[int, ...], int, dict[str, frozenset[str]]]
# A check two levels deep (see _next_checks): the next slot's other decided cells with
# their places in its word, the crossing's place in that word and in this one, per
# place letter -> bit mask of its words, and the mask of all its words.
NextCheck = tuple[tuple[tuple[int, int], ...], int, int, tuple[dict[str, int], ...], int]


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
    shape: Shape, words: WordList, pins: Pins = NO_PINS, allow_repeats: bool = False, min_zipf: float | None = None
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
            raise PuzzleError(fact(Code.PIN_LENGTH, slot=slot.where, letters=len(slot), word=word))
        for c, ch in zip(slot.cells, word):
            if grid[c] not in (BLANK, ch):
                r, col = shape.positions[c]
                raise PuzzleError(
                    fact(Code.PINS_DISAGREE, row=r + 1, column=col + 1, one=grid[c], other=ch, slot=slot.where)
                )
            grid[c] = ch
    return grid


def check_pins(shape: Shape, words: WordList, grid: list[str], pins: Pins, min_zipf: float | None = None) -> None:
    """Quick: raises PuzzleError naming the first slot `prune` leaves no word. Passing
    this check does not promise a fill: the search decides that."""
    _, empty = prune(shape, words, grid, pins, min_zipf)
    if empty is not None:
        slot = shape.slots[empty]
        pattern = "".join(grid[c] if grid[c] != BLANK else "?" for c in slot.cells)
        raise PuzzleError(fact(Code.NO_WORD_FITS_PINS, slot=slot.where, pattern=pattern))


def prune(
    shape: Shape, words: WordList, grid: Sequence[str], pins: Pins, min_zipf: float | None = None
) -> tuple[dict[int, list[str]], int | None]:
    """Each slot's words that fit, each cell's letters pruned until nothing changes (arc
    consistency), and the first slot left no word (then no fill exists), else None."""
    allowed: list[set[str]] = [{ch} if ch != BLANK else set(TILES) for ch in grid]
    candidates = {
        k: [pins.words[k].upper()] if k in pins.words else _words_of(words, len(slot), min_zipf)
        for k, slot in enumerate(shape.slots)
    }
    for k, slot in enumerate(shape.slots):  # first each slot by its own letters: a slot no word fits is named
        if not any(all(ch in allowed[c] for c, ch in zip(slot.cells, w)) for w in candidates[k]):
            return candidates, k
    changed = bool(pins)  # with no pin, every word fits every slot
    while changed:
        changed = False
        for k, slot in enumerate(shape.slots):
            fits = [w for w in candidates[k] if all(ch in allowed[c] for c, ch in zip(slot.cells, w))]
            if not fits:
                candidates[k] = fits
                return candidates, k
            if len(fits) < len(candidates[k]):
                candidates[k] = fits
                for i, c in enumerate(slot.cells):
                    letters = {w[i] for w in fits}
                    if letters < allowed[c]:
                        allowed[c] = letters
                        changed = True
    return candidates, None
