"""Scrambling a solved grid into a puzzle whose fewest swaps is exactly a target."""

from __future__ import annotations

import random

from studio.core.errors import PuzzleError
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import Shape
from studio.core.waffle.swaps import apply_swaps, fewest_swaps

TRIES_PER_SWAP = 60


def default_target_swaps(shape: Shape) -> int:
    """10 for the 5x5 daily (21 cells), 20 for the 7x7 deluxe (40 cells): half the cells."""
    return len(shape.cells) // 2


def scrambled_tiles(solution: str, target: int, rng: random.Random) -> str:
    """A random walk of swaps from the solution that never passes the target.

    Each swap changes the fewest-swaps count by at most one, so the walk reaches the
    target exactly; the exact count is recomputed after every step, never estimated.
    """
    if target < 0:
        raise PuzzleError("the target number of swaps cannot be negative")
    tiles, best = solution, 0
    for _ in range(TRIES_PER_SWAP * (target + 1)):
        if best == target:
            return tiles
        a, b = rng.sample(range(len(tiles)), 2)
        if tiles[a] == tiles[b]:
            continue
        moved = apply_swaps(tiles, [(a, b)])
        count = fewest_swaps(moved, solution)
        if count <= target:
            tiles, best = moved, count
    raise PuzzleError(f"could not reach {target} swaps with these letters (got to {best}); "
                      "repeated letters limit how far a grid can be scrambled")


def scramble_puzzle(shape: Shape, solution: str, target: int, policy: str = "game",
                    seed: int | None = None) -> Puzzle:
    """The solution scrambled to exactly `target` fewest swaps and coloured by `policy`."""
    if " " in solution:
        raise PuzzleError("fill every cell of the solution before scrambling")
    rng = random.Random(seed)
    tiles = scrambled_tiles(solution, target, rng)
    meta = {"policy": policy, "target_swaps": target}
    if seed is not None:
        meta["seed"] = seed
    return Puzzle(shape, tiles, color_tiles(shape, tiles, solution, policy), solution, meta)
