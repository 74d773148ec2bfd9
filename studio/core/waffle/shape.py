"""Shapes: a mask of cells, and the slots (words) read off it.

One code path for every shape: waffle R x C, solid R x C and custom masks are all
just masks; slots, shared cells and crossings are derived, never assumed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache

from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact, fact

Mask = tuple[tuple[bool, ...], ...]
MAX_SIDE = 15  # rows and columns: twice the deluxe; past it the board neither paints nor solves as you type


@dataclass(frozen=True)
class Slot:
    """One word of the grid: a row or column run of two or more cells."""

    across: bool
    index: int  # row (across) or column (down) on the board
    start: int  # first column (across) or row (down)
    cells: tuple[int, ...]

    @property
    def where(self) -> Fact:
        """The slot for a person: row 1 across, column 3 down from row 2 (a front end phrases it)."""
        if self.across:
            return fact(Code.ACROSS, row=self.index + 1, start=self.start + 1)
        return fact(Code.DOWN, column=self.index + 1, start=self.start + 1)

    @property
    def label(self) -> str:
        """The slot's name in files and JSON, in no language but the format's ('row 1 across')."""
        if self.across:
            return f"row {self.index + 1} across" + (f" from column {self.start + 1}" if self.start else "")
        return f"column {self.index + 1} down" + (f" from row {self.start + 1}" if self.start else "")

    def __len__(self) -> int:
        return len(self.cells)

    def word_in(self, letters: str) -> str:
        """The slot's letters read off a grid (one letter per cell, in reading order)."""
        return "".join(letters[c] for c in self.cells)


@dataclass(frozen=True)
class Shape:
    """A grid's mask; its cells, slots and crossings are read off it, never assumed."""

    rows: int
    cols: int
    mask: Mask = field(repr=False)
    kind: str = "custom"  # 'waffle', 'solid', 'royale' or 'custom': a name only, the mask rules

    def __post_init__(self) -> None:
        check_size(self.rows, self.cols)
        if len(self.mask) != self.rows or any(len(r) != self.cols for r in self.mask):
            raise PuzzleError(fact(Code.MASK_SIZE, rows=self.rows, columns=self.cols))
        if not self.cells:
            raise PuzzleError(fact(Code.NO_CELLS))
        lonely = set(range(len(self.cells))) - {c for s in self.slots for c in s.cells}
        if lonely:
            r, c = self.positions[min(lonely)]
            raise PuzzleError(fact(Code.LONELY_CELL, row=r + 1, column=c + 1))

    @cached_property
    def positions(self) -> tuple[tuple[int, int], ...]:
        """(row, col) of every cell, in reading order."""
        return tuple((r, c) for r in range(self.rows) for c in range(self.cols) if self.mask[r][c])

    @cached_property
    def cells(self) -> tuple[int, ...]:
        return tuple(range(len(self.positions)))

    @cached_property
    def cell_at(self) -> dict[tuple[int, int], int]:
        return {pos: i for i, pos in enumerate(self.positions)}

    @cached_property
    def slots(self) -> tuple[Slot, ...]:
        """Across slots top to bottom, then down slots left to right (the archive's order)."""
        found: list[Slot] = []
        for across in (True, False):
            outer, inner = (self.rows, self.cols) if across else (self.cols, self.rows)
            for i in range(outer):
                run: list[int] = []
                for j in range(inner + 1):
                    pos = (i, j) if across else (j, i)
                    if j < inner and self.mask[pos[0]][pos[1]]:
                        run.append(j)
                        continue
                    if len(run) >= 2:
                        cells = tuple(self.cell_at[(i, k) if across else (k, i)] for k in run)
                        found.append(Slot(across, i, run[0], cells))
                    run = []
        return tuple(found)

    @cached_property
    def slots_of(self) -> tuple[tuple[int, ...], ...]:
        """For each cell, the indexes (into `slots`) of the one or two slots it lies in."""
        owners: list[list[int]] = [[] for _ in self.cells]
        for k, slot in enumerate(self.slots):
            for c in slot.cells:
                owners[c].append(k)
        return tuple(tuple(o) for o in owners)

    @cached_property
    def shared(self) -> frozenset[int]:
        return frozenset(c for c in self.cells if len(self.slots_of[c]) == 2)

    def words(self, letters: str) -> tuple[str, ...]:
        """Each slot's letters, in `slots` order: the words a grid spells."""
        return tuple(slot.word_in(letters) for slot in self.slots)

    @property
    def size_name(self) -> str:
        return f"{self.rows}x{self.cols}"

    def describe(self) -> dict[str, int | str | list[str]]:
        """The JSON form: rows, cols, type, and the mask only where it is custom (a named
        shape's mask follows from its name)."""
        out: dict[str, int | str | list[str]] = {"rows": self.rows, "cols": self.cols, "type": self.kind}
        if self.kind == "custom":
            out["mask"] = ["".join("#" if m else "." for m in row) for row in self.mask]
        return out


# the shapes offered by name (the generator's picker); any other is typed as a custom name
SHAPE_CHOICES = ("5x5", "7x7", "royale", "3x3", "9x9", "11x11", "3x5", "5x7", "solid3x3", "solid4x4", "solid5x5")
ROYALE = "royale"


def check_size(rows: int, cols: int) -> None:
    """Refuses a grid past MAX_SIDE before its mask and slots cost any time or memory."""
    if rows > MAX_SIDE or cols > MAX_SIDE:
        raise PuzzleError(fact(Code.GRID_TOO_LARGE, rows=rows, columns=cols, most=MAX_SIDE))


def waffle_shape(rows: int, cols: int) -> Shape:
    """Even rows and columns are words; cells at odd row AND odd column are holes."""
    check_size(rows, cols)
    if rows < 3 or cols < 3 or rows % 2 == 0 or cols % 2 == 0:
        raise PuzzleError(fact(Code.WAFFLE_SIZE, rows=rows, columns=cols))
    mask = tuple(tuple(not (r % 2 and c % 2) for c in range(cols)) for r in range(rows))
    return Shape(rows, cols, mask, "waffle")


def solid_shape(rows: int, cols: int) -> Shape:
    if rows < 2 or cols < 2:
        raise PuzzleError(fact(Code.SOLID_SIZE, rows=rows, columns=cols))
    check_size(rows, cols)
    return Shape(rows, cols, tuple((True,) * cols for _ in range(rows)), "solid")


@cache
def royale_shape() -> Shape:
    """Waffle Royale, the game's third mode: the daily's 5x5 waffle in the middle of a 7x7,
    its middle row and column run on to the edges. Across 5/7/5 and down 5/7/5 is 34
    letters on 25 tiles, so every across word crosses every down word (9 shared cells),
    and parallel words two apart with nothing between leave only this plus."""
    picture = ("...#...", ".#####.", ".#.#.#.", "#######", ".#.#.#.", ".#####.", "...#...")
    mask = tuple(tuple(ch == "#" for ch in row) for row in picture)
    return Shape(7, 7, mask, ROYALE)


@lru_cache(maxsize=64)
def shape_from_mask(mask: Mask) -> Shape:
    """Name a mask 'waffle', 'solid' or 'royale' when it is one, else 'custom'. Remembered:
    every puzzle read of one shape shares its slots, worked out once."""
    rows, cols = len(mask), len(mask[0]) if mask else 0
    for make in (waffle_shape, solid_shape):
        try:
            candidate = make(rows, cols)
        except PuzzleError:
            continue
        if candidate.mask == mask:
            return candidate
    if mask == royale_shape().mask:
        return royale_shape()
    return Shape(rows, cols, mask, "custom")


def parse_shape_name(text: str) -> Shape:
    """'5x5', '5x7' (waffles), 'solid4x4' or 'solid 4x4', 'royale' -> Shape."""
    name = text.strip().lower().replace(" ", "")
    if name == ROYALE:
        return royale_shape()
    solid = name.startswith("solid")
    size = name.removeprefix("solid").removeprefix("waffle")
    try:
        rows, cols = (int(n) for n in size.split("x"))
    except ValueError:
        raise PuzzleError(fact(Code.UNKNOWN_SHAPE, text=text)) from None
    return solid_shape(rows, cols) if solid else waffle_shape(rows, cols)
