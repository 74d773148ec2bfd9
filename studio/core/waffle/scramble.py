"""Scrambling a solved grid into a puzzle whose fewest swaps is exactly a target.

Strategies (docs/RULES.md W6):
* `swaps`: random swaps from the solution, never passing the target, until it is hit;
* `shuffle`: shuffle a random set of cells among themselves, keep it if it hits the target;
* `green`: choose cells to stay green first, shuffle all the others, keep it if it hits.
Whatever the strategy, the count is the exact fewest swaps, recomputed, never estimated.
A preset may pin cells green (the real game's corners) and ask for a minimum of greens.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import Shape
from studio.core.waffle.swaps import apply_swaps, fewest_swaps

if TYPE_CHECKING:
    from studio.core.waffle.colors import Policy

Strategy = Literal["swaps", "shuffle", "green"]
STRATEGIES: tuple[Strategy, ...] = ("swaps", "shuffle", "green")
TRIES_PER_SWAP = 60
TRIES = 400


@dataclass(frozen=True)
class Preset:
    name: str
    green_cells: frozenset[tuple[int, int]] = frozenset()  # (row, col) that stay green
    min_greens: int = 0


def game_preset(shape: Shape) -> Preset:
    """What every real puzzle does: daily 5x5 keeps its 4 corners green and has 5+ greens;
    deluxe 7x7 keeps the same 12 cells green (rows/cols 0, 2, 4, 6 crossings but the
    corners). Other shapes: the corners that are cells, and 5+ greens."""
    if shape.kind == "waffle" and (shape.rows, shape.cols) == (7, 7):
        cells = {(r, c) for r in (0, 2, 4, 6) for c in (0, 2, 4, 6)} - {(0, 0), (0, 6), (6, 0), (6, 6)}
        return Preset("game-like", frozenset(cells), 12)
    corners = {(r, c) for r in (0, shape.rows - 1) for c in (0, shape.cols - 1) if shape.mask[r][c]}
    if len(shape.cells) - len(corners) < MIN_MOVABLE:  # a 2x2 or 2x3 grid is all corners
        corners = set()
    return Preset("game-like", frozenset(corners), min(5, len(shape.cells) // 2))


NO_PRESET = Preset("none")
MIN_MOVABLE = 4  # tiles a preset leaves free to move, at least


def movable_tiles(shape: Shape, preset: Preset) -> int:
    """How many tiles a scramble under `preset` may move."""
    return len(shape.cells) - max(len(preset.green_cells), preset.min_greens)


def default_target_swaps(shape: Shape, preset: Preset | None = None) -> int:
    """10 for the 5x5 daily (21 cells), 20 for the 7x7 deluxe (40 cells): half the cells,
    but fewer where `preset` leaves too few tiles to move (3 on a game-like 3x3: n swaps
    move n + 1 tiles at least)."""
    half = len(shape.cells) // 2
    return half if preset is None else max(1, min(half, movable_tiles(shape, preset) - 1))


def scrambled_tiles(
    solution: str,
    target: int,
    rng: random.Random,
    movable: list[int] | None = None,
    strategy: str = "swaps",
    should_stop: Callable[[], bool] = lambda: False,
) -> str:
    """Tiles whose fewest swaps to `solution` is exactly `target`; raises PuzzleError if out of reach.

    A 7x7 scramble takes a tenth of a second and more: `should_stop` is asked at each
    step, and when it says stop the tiles so far come back (for the caller to drop)."""
    if target < 0:
        raise PuzzleError(fact(Code.NEGATIVE_TARGET))
    if strategy not in STRATEGIES:
        raise PuzzleError(fact(Code.UNKNOWN_CHOICE, what="strategy", choice=strategy, choices=tuple(STRATEGIES)))
    cells = list(range(len(solution))) if movable is None else list(movable)
    if strategy == "swaps":
        return _random_walk(solution, target, rng, cells, should_stop)
    tiles = solution
    for _ in range(TRIES):
        if should_stop():
            return tiles
        if strategy == "shuffle":
            chosen = rng.sample(cells, min(len(cells), rng.randint(target + 1, max(target + 1, 2 * target))))
        else:
            keep = rng.randint(0, max(0, len(cells) - target - 1))
            chosen = [c for c in cells if c not in set(rng.sample(cells, keep))]
        letters = [solution[c] for c in chosen]
        rng.shuffle(letters)
        board = list(solution)
        for c, ch in zip(chosen, letters):
            board[c] = ch
        tiles = "".join(board)
        if fewest_swaps(tiles, solution) == target:
            return tiles
    raise PuzzleError(fact(Code.STRATEGY_MISSED, strategy=strategy, target=target, tries=TRIES))


def _random_walk(
    solution: str, target: int, rng: random.Random, cells: list[int], should_stop: Callable[[], bool]
) -> str:
    """Each swap changes the count by at most one, so a walk that never passes the target hits it."""
    tiles, best = solution, 0
    for _ in range(TRIES_PER_SWAP * (target + 1)):
        if best == target or should_stop():
            return tiles
        if len(cells) < 2:
            break
        a, b = rng.sample(cells, 2)
        if tiles[a] == tiles[b]:
            continue
        moved = apply_swaps(tiles, [(a, b)])
        count = fewest_swaps(moved, solution)
        if count <= target:
            tiles, best = moved, count
    raise PuzzleError(fact(Code.CANNOT_REACH, target=target, best=best))


def scramble_puzzle(
    shape: Shape,
    solution: str,
    target: int,
    policy: Policy = "game",
    seed: int | None = None,
    strategy: Strategy = "swaps",
    preset: Preset = NO_PRESET,
    should_stop: Callable[[], bool] = lambda: False,
) -> Puzzle:
    """The solution scrambled to exactly `target` fewest swaps and coloured by `policy`
    (short of it when `should_stop` said stop: see scrambled_tiles)."""
    if " " in solution:
        raise PuzzleError(fact(Code.FILL_SOLUTION_FIRST))
    rng = random.Random(seed)
    fixed = {shape.cell_at[pos] for pos in preset.green_cells if pos in shape.cell_at}
    movable = [c for c in shape.cells if c not in fixed]
    for _ in range(TRIES):
        tiles = scrambled_tiles(solution, target, rng, movable, strategy, should_stop)
        if sum(t == s for t, s in zip(tiles, solution)) >= preset.min_greens:
            break
    else:
        raise PuzzleError(fact(Code.GREENS_NOT_KEPT, target=target, greens=preset.min_greens))
    meta: dict[str, str | int] = {"policy": policy, "target_swaps": target, "strategy": strategy}
    if preset is not NO_PRESET:
        meta["preset"] = preset.name
    if seed is not None:
        meta["seed"] = seed
    return Puzzle(shape, tiles, color_tiles(shape, tiles, solution, policy), solution, meta)
