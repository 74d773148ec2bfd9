"""A Waffle puzzle as one open document: what an edit invalidates, and where typing goes.

A designed puzzle has two sides made from each other: the solution (typed in Design) and
the scramble (tiles and colours, made from it; or typed in Solve, the solution then
found from them). An edit of one side that breaks the other drops the broken side in the
same undoable step, so no view, file or share code ever holds a mismatched pair. The
window's pages render these facts; they keep no rule of their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Literal

from studio.core.alphabet import TILES
from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.waffle.colors import inconsistency
from studio.core.waffle.puzzle import GRAY, Puzzle
from studio.core.waffle.shape import Shape

SCRAMBLE_KEYS = ("policy", "target_swaps", "strategy", "preset", "seed")  # what scramble_puzzle records
Side = Literal["solution", "tiles"]


class Scramble(Enum):
    """How the tiles and colours stand with the puzzle's own solution."""

    NONE = "none"  # no whole solution, or no whole set of tiles: nothing to hold together
    CURRENT = "current"  # the solution gives exactly these tiles' colours
    OUT_OF_DATE = "out of date"  # both whole, and they disagree (a file written so)


@dataclass(frozen=True)
class Edited:
    """An edit settled: the new puzzle, and the side it dropped (None: nothing broke)."""

    puzzle: Puzzle
    dropped: Side | None = None


def _whole(letters: str | None) -> bool:
    return letters is not None and all(t in TILES for t in letters)


def holds_together(puzzle: Puzzle) -> bool:
    """The tiles are a scramble of the solution: its letters, coloured as it colours them."""
    return (
        _whole(puzzle.tiles)
        and _whole(puzzle.solution)
        and inconsistency(puzzle.shape, puzzle.tiles, puzzle.colors, puzzle.solution or "") is None
    )


def scramble_state(puzzle: Puzzle) -> Scramble:
    if holds_together(puzzle):
        return Scramble.CURRENT
    if _whole(puzzle.solution) and _whole(puzzle.tiles):
        return Scramble.OUT_OF_DATE
    return Scramble.NONE


def settle(before: Puzzle, after: Puzzle, edited: Side) -> Edited:
    """`after`, unless the edit of `edited` broke a pair that held together in `before`:
    then the other side goes (tiles and colours blank, or no solution), its scramble facts
    with it. Undo brings the pair back."""
    if not holds_together(before) or holds_together(after):
        return Edited(after)
    meta = {k: v for k, v in after.meta.items() if k not in SCRAMBLE_KEYS}
    n = len(after.shape.cells)
    if edited == "solution":
        return Edited(after.with_changes(tiles=" " * n, colors=GRAY * n, meta=meta), "tiles")
    return Edited(after.with_changes(solution=None, meta=meta), "solution")


def check_savable(puzzle: Puzzle) -> None:
    """Raises PuzzleError for tiles that are not a scramble of the puzzle's own solution:
    such a file would print, share and play as another puzzle than the one designed."""
    if scramble_state(puzzle) is Scramble.OUT_OF_DATE:
        why = inconsistency(puzzle.shape, puzzle.tiles, puzzle.colors, puzzle.solution or "")
        raise PuzzleError(fact(Code.TILES_NOT_FROM_SOLUTION, why=why))


# ---------------------------------------------------------------- typing


def typing_slot(shape: Shape, cell: int, across: bool) -> int | None:
    """The slot (index into shape.slots) typed along from `cell`: the one in the direction
    asked, else the cell's only slot (a cell between words is in one word only)."""
    owners = shape.slots_of[cell]
    for k in owners:
        if shape.slots[k].across == across:
            return k
    return owners[0] if owners else None


def typing_across(shape: Shape, cell: int, across: bool) -> bool:
    """The direction typing takes from `cell`: the highlighted slot's, so the letters go
    where the highlight says (row 2, column 1 of a waffle is in column 1 down only)."""
    slot = typing_slot(shape, cell, across)
    return across if slot is None else shape.slots[slot].across


def next_cell(shape: Shape, cell: int, across: bool, step: int) -> int:
    """The next cell along the typing direction, else the next in reading order."""
    r, c = shape.positions[cell]
    found = shape.cell_at.get((r, c + step) if across else (r + step, c))
    return found if found is not None else (cell + step) % len(shape.cells)
