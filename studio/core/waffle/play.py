"""Playing a puzzle like the game: swap two non-green tiles, recolour, count swaps."""

from __future__ import annotations

from dataclasses import dataclass

from studio.core.waffle.colors import color_tiles
from studio.core.waffle.hints import Hint, hint_ladder
from studio.core.waffle.puzzle import GREEN, Puzzle
from studio.core.waffle.shape import Shape
from studio.core.waffle.swaps import SPARE_SWAPS, apply_swaps, fewest_swaps, stars, swap_plan


@dataclass(frozen=True)
class Game:
    shape: Shape
    solution: str
    tiles: str
    colors: str
    fewest: int  # from the starting tiles
    used: int = 0

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

    def hints(self) -> tuple[Hint, ...]:
        """The hint ladder from the board as it is now, not as it started."""
        return hint_ladder(
            Puzzle(self.shape, self.tiles, self.colors), self.solution, swap_plan(self.tiles, self.solution)
        )

    def swap(self, a: int, b: int) -> Game:
        if not self.can_swap(a, b):
            return self
        tiles = apply_swaps(self.tiles, [(a, b)])
        return Game(
            self.shape, self.solution, tiles, color_tiles(self.shape, tiles, self.solution), self.fewest, self.used + 1
        )


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
