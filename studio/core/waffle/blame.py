"""Which tile's colour the colours contradict, when no solution fits them.

The solver names a slot when it finds nothing, but the slot it names is where its search
ran dry, not where the mistake is: a colour typo at row 3, column 5 changes the words
row 3 and column 5 allow and the letters every slot draws from, and the search can then
die anywhere (daily #7 with that tile gray: "column 1 down", the slot with the fewest
words left). So we ask the colours directly: which single tile, coloured otherwise,
lets a solution through? Those tiles are the ones to check.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from studio.core.waffle.deduce import iter_solutions
from studio.core.waffle.puzzle import GRAY, GREEN, YELLOW, Puzzle, TileColor
from studio.core.waffle.shape import Shape
from studio.core.words import WordList

MAX_FIXES = 3  # more than this many single changes that work point at no tile in particular
MAX_CELLS = 65  # a 9x9 waffle: two searches a tile; past it, the slot the solver names must do
COLOR_NAMES: dict[TileColor, str] = {GREEN: "green", YELLOW: "yellow", GRAY: "gray"}


@dataclass(frozen=True)
class ColorFix:
    """One tile coloured otherwise, under which a solution fits."""

    cell: int
    was: TileColor
    now: TileColor

    def describe(self, shape: Shape) -> str:
        row, col = shape.positions[self.cell]
        return f"row {row + 1}, column {col + 1} were {COLOR_NAMES[self.now]}, not {COLOR_NAMES[self.was]}"


def color_fixes(
    puzzle: Puzzle, words: WordList, should_stop: Callable[[], bool] = lambda: False
) -> tuple[ColorFix, ...]:
    """Every single tile colour change that lets a solution from `words` through; ()
    when there are none, more than MAX_FIXES, the grid is larger than MAX_CELLS, or the
    search was stopped."""
    if len(puzzle.shape.cells) > MAX_CELLS:
        return ()
    fixes: list[ColorFix] = []
    for cell in puzzle.shape.cells:
        was = cast(TileColor, puzzle.colors[cell])
        for now in COLOR_NAMES:
            if now == was:
                continue
            if should_stop():
                return ()
            changed = puzzle.with_changes(colors=puzzle.colors[:cell] + now + puzzle.colors[cell + 1 :])
            if next(iter_solutions(changed, words), None) is not None:
                fixes.append(ColorFix(cell, was, now))
                if len(fixes) > MAX_FIXES:
                    return ()
    return tuple(fixes)


def describe_fixes(shape: Shape, fixes: tuple[ColorFix, ...]) -> str:
    """For a person: 'the colours fit a solution if row 3, column 5 were gray, not yellow'."""
    options = ", or if ".join(fix.describe(shape) for fix in fixes)
    return f"the colours fit a solution if {options}: check {'that tile' if len(fixes) == 1 else 'those tiles'}"
