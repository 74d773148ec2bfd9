"""What the Waffle page shows besides the puzzle itself, as one frozen value.

The cursor, Draw holes, Solve's rings, marked pair and step, and Play's game are the
page's, not the document's: Undo does not bring them back. Held as fields reset by hand
in several places, one of them was always left behind (hint rings after File > New, a
game after Open); as one value, each event says what survives it and replaces the rest
whole, the way `Document[T]` replaces the puzzle.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from studio.core.waffle.play import Game
    from studio.core.waffle.review import Review

Cells = frozenset[int]
NONE: Cells = frozenset()


@dataclass(frozen=True)
class Cursor:
    """Where typing goes: the selected tile, and across or down from it."""

    cell: int = 0
    across: bool = True


@dataclass(frozen=True)
class SolveView:
    """Solve's marks over the puzzle: the newest hint's tiles, the tiles a picture's
    reading was unsure of (with the tiles and colours as read), the swap to make next, and
    the step of the solution shown (-1: none, the puzzle is edited) with the board after
    each swap."""

    hinted: Cells = NONE
    unsure: Cells = NONE
    read: tuple[str, str] = ("", "")
    pair: Cells = NONE
    step: int = -1
    boards: tuple[tuple[str, str], ...] = ()

    @property
    def stepping(self) -> bool:
        return 0 <= self.step < len(self.boards)

    def ringed(self, tiles: str, colors: str) -> Cells:
        """The unsure tiles still as read: an Undo past the reading shows none, a Redo them again."""
        read_tiles, read_colors = self.read
        if len(tiles) != len(read_tiles):
            return NONE
        return frozenset(c for c in self.unsure if (tiles[c], colors[c]) == (read_tiles[c], read_colors[c]))


@dataclass(frozen=True)
class PlayView:
    """Play's game (None: none can start) and the hints asked for in it, the newest's tiles
    ringed; after the game, its review and the step shown (0: the start, k: after swap k)."""

    game: Game | None = None
    hints: int = 0
    hinted: Cells = NONE
    review: Review | None = None
    step: int = 0


@dataclass(frozen=True)
class PageState:
    cursor: Cursor = Cursor()
    holes: bool = False  # Draw holes: a click makes or fills a hole
    solve: SolveView = SolveView()
    play: PlayView = PlayView()

    def edited(self) -> PageState:
        """After an edit or an Undo: the cursor, Draw holes and the reading's unsure tiles
        stay (ringed while as read); hints, the marked pair, the steps and the game were
        about the puzzle before."""
        return PageState(self.cursor, self.holes, SolveView(unsure=self.solve.unsure, read=self.solve.read))

    def entering(self, play: bool) -> PageState:
        """Another mode: the steps are left, the game starts afresh, and Play draws no holes."""
        solve = replace(self.solve, step=-1, boards=())
        return PageState(self.cursor, self.holes and not play, solve)
