"""Playing a puzzle like the game: swap two non-green tiles, recolour, count swaps."""

from __future__ import annotations

from dataclasses import dataclass

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.puzzle import GREEN, Puzzle
from studio.core.waffle.shape import Shape
from studio.core.waffle.swaps import SPARE_SWAPS, apply_swaps, fewest_swaps, stars


@dataclass(frozen=True)
class Game:
    shape: Shape
    solution: str
    tiles: str
    colors: str
    fewest: int  # from the starting tiles
    made: tuple[tuple[int, int], ...] = ()  # the swaps made, in order: a review replays them

    @property
    def used(self) -> int:
        return len(self.made)

    @property
    def allowed(self) -> int:
        return self.fewest + SPARE_SWAPS

    @property
    def swaps_left(self) -> int:
        return self.allowed - self.used

    @property
    def won(self) -> bool:
        return self.tiles == self.solution

    @property
    def lost(self) -> bool:
        return not self.won and self.swaps_left <= 0

    @property
    def stars(self) -> int:
        return stars(self.fewest, self.used) if self.won else 0

    def can_swap(self, a: int, b: int) -> bool:
        """Green tiles are locked, as in the game; the game ends when swaps run out."""
        return a != b and self.colors[a] != GREEN and self.colors[b] != GREEN and not self.won and not self.lost

    def swap(self, a: int, b: int) -> Game:
        if not self.can_swap(a, b):
            return self
        tiles = apply_swaps(self.tiles, [(a, b)])
        colors = color_tiles(self.shape, tiles, self.solution)
        return Game(self.shape, self.solution, tiles, colors, self.fewest, (*self.made, (a, b)))


# The player's position in the game, kept in a puzzle's meta (and its file): the game's
# "N SWAPS REMAINING" counter and the swaps made through the studio since the puzzle was
# typed. Without a counter the game is taken as dealt: the fewest swaps + SPARE_SWAPS left.
SWAPS_LEFT, SWAPS_USED = "swaps_left", "swaps_used"
MOST_SWAPS = 200  # more than any shape the game or the studio deals allows


@dataclass(frozen=True)
class Position:
    """How far into the game the player is: the swaps the game says remain (None: as
    dealt, not known) and the swaps the studio has seen made."""

    left: int | None = None
    used: int = 0


def position(puzzle: Puzzle) -> Position:
    """The puzzle's position, from its meta; refused when a file gives a count that is no
    whole number of swaps the game could show."""
    counts = []
    for key in (SWAPS_LEFT, SWAPS_USED):
        value = puzzle.meta.get(key)
        if value is not None and (type(value) is not int or not 0 <= value <= MOST_SWAPS):
            raise PuzzleError(fact(Code.SWAP_COUNT_FIELD, field=key, most=MOST_SWAPS, found=repr(value)))
        counts.append(value)
    left, used = counts
    return Position(left, used or 0)


def with_position(puzzle: Puzzle, where: Position) -> Puzzle:
    """The puzzle with the player's position in its meta (keys left out when unknown or 0)."""
    meta = {k: v for k, v in puzzle.meta.items() if k not in (SWAPS_LEFT, SWAPS_USED)}
    if where.left is not None:
        meta[SWAPS_LEFT] = where.left
    if where.used:
        meta[SWAPS_USED] = where.used
    return puzzle.with_changes(meta=meta)


def stars_possible(fewest: int, left: int) -> int:
    """Stars still to be had with `left` swaps remaining: each one unused at the end is a
    star, at most SPARE_SWAPS; 0 when the fewest do not fit (the game is lost)."""
    return max(0, min(SPARE_SWAPS, left - fewest))


def start_game(puzzle: Puzzle, solution: str) -> Game:
    colors = color_tiles(puzzle.shape, puzzle.tiles, solution)
    return Game(puzzle.shape, solution, puzzle.tiles, colors, fewest_swaps(puzzle.tiles, solution))


def step_boards(shape: Shape, tiles: str, solution: str, swaps: tuple[tuple[int, int], ...]) -> list[tuple[str, str]]:
    """(tiles, colours) before the first swap and after each one, coloured as the game would."""
    boards = [(tiles, color_tiles(shape, tiles, solution))]
    for swap in swaps:
        tiles = apply_swaps(tiles, [swap])
        boards.append((tiles, color_tiles(shape, tiles, solution)))
    return boards
