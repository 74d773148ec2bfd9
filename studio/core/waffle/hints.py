"""Hints without spoilers: a ladder from a nudge to the whole answer.

A player who pasted today's puzzle usually wants a nudge, so each rung gives away a
little more than the one before, and each tells what the colours do not: the fewest
swaps from this position and how many swaps now turn two tiles green at once, one tile
and a word it belongs in that it is not in (a yellow says only that it is needed in one
of its own), then up to SWAP_RUNGS swaps in the order an optimal sequence makes them
(a swap that makes two greens first), one whole word, and the solution. Every rung is
from the position given (in Play, the board as it stands). The rungs point at the same
spot where they can (the tile of rung 2 is one the first swap moves, the word rung's
word is the tile's word), so each rung builds on the last.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import IntEnum
from typing import Any, Literal

from studio.core.facts import Code, Fact, fact
from studio.core.waffle.play import Game
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import Shape, Slot
from studio.core.waffle.solve import SwapStep, swap_moves
from studio.core.waffle.swaps import SwapPlan, apply_swaps, swap_plan


class HintLevel(IntEnum):
    """The rungs of the ladder, weakest first."""

    FEWEST = 1  # the fewest swaps from here, and the swaps that make two greens now
    RIGHT_WORD = 2  # one tile that is in the right word but the wrong place
    SWAP = 3  # a swap of an optimal sequence: the next, then the ones after it
    WORD = 4  # one whole word
    SOLUTION = 5  # every word, and the fewest swaps

    @property
    def kind(self) -> str:
        """The name the CLI's --json gives the rung: 'in-place', 'right-word', ..."""
        return self.name.lower().replace("_", "-")


# Which sentence a hint is (its `fact` says it, for every front end to phrase)
HintForm = Literal["fewest", "solved", "nothing", "no-word-tile", "word-tile", "swap", "word", "solution"]
SWAP_RUNGS = 3  # swaps the ladder names one by one before it names a word
MOST_RUNGS = len(HintLevel) + SWAP_RUNGS - 1  # the longest ladder: the CLI's --hint goes up to it


@dataclass(frozen=True)
class Hint:
    level: HintLevel
    cells: tuple[int, ...]  # the cells it is about, for the window to highlight
    form: HintForm = "nothing"
    counts: tuple[int, ...] = ()  # fewest: fewest, two-green swaps now; solved: placed; solution: fewest
    letter: str = ""  # word-tile: the tile's letter; swap: the letters turning green ("" both)
    place: tuple[int, int] = (0, 0)  # word-tile: its row and column, 1-based
    slot: Slot | None = None  # word-tile, word: the word's slot
    step: SwapStep | None = None  # swap
    words: tuple[str, ...] = ()  # word: the word; solution: every word
    order: int = 1  # swap: which swap of the sequence from the position (1: the next)

    @property
    def fact(self) -> Fact:
        """The rung as a fact (a sentence once phrased)."""
        if self.form == "fewest":
            return fact(Code.HINT_FEWEST, fewest=self.counts[0], pairs=self.counts[1])
        if self.form == "word-tile" and self.slot is not None:
            where = fact(Code.CELL, row=self.place[0], column=self.place[1])
            return fact(Code.HINT_WORD_TILE, letter=self.letter, cell=where, slot=self.slot.where)
        if self.form == "swap" and self.step is not None:
            return fact(Code.HINT_SWAP, step=self.step.fact, order=self.order, letter=self.letter)
        if self.form == "word" and self.slot is not None:
            return fact(Code.HINT_WORD, slot=self.slot.where, word=self.words[0])
        if self.form == "solution":
            return fact(Code.HINT_SOLUTION, words=self.words, fewest=self.counts[0])
        plain = {"solved": Code.HINT_SOLVED, "no-word-tile": Code.HINT_NO_WORD_TILE}
        return fact(plain.get(self.form, Code.HINT_NOTHING))


def hint_ladder(puzzle: Puzzle, solution: str, plan: SwapPlan) -> tuple[Hint, ...]:
    """Every rung for solving `puzzle` into `solution` along `plan` (its optimal swaps):
    the fewest swaps, a tile's word, up to SWAP_RUNGS swaps in order, a word, the solution."""
    shape, tiles = puzzle.shape, puzzle.tiles
    moving = sum(tiles[c] != solution[c] for c in shape.cells)
    words = tuple(shape.words(solution))
    last = Hint(
        HintLevel.SOLUTION,
        shape.cells,
        "solution",
        (plan.fewest,),
        words=words,
    )
    if not moving:
        first = Hint(HintLevel.FEWEST, (), "solved")
        return (first, *(Hint(level, ()) for level in HintLevel if 1 < level < 5), last)
    pairs = two_green_swaps(tiles, solution)
    first = Hint(HintLevel.FEWEST, (), "fewest", (plan.fewest, pairs))
    swaps = best_swaps(tiles, solution, plan, SWAP_RUNGS)
    belongs = right_word_tile(shape, tiles, solution, swaps[0])
    board, swap_hints = tiles, []
    for order, swap in enumerate(swaps, 1):
        swap_hints.append(_swap_hint(shape, board, solution, swap, order))
        board = apply_swaps(board, [swap])
    return (
        first,
        _right_word_hint(shape, tiles, belongs),
        *swap_hints,
        _word_hint(shape, solution, belongs, swaps[0]),
        last,
    )


def two_green_swaps(tiles: str, solution: str) -> int:
    """How many swaps, none sharing a tile, each turn two tiles green from here: a tile of
    letter X where Y goes pairs only with a tile of Y where X goes, so per two letters the
    smaller of the two counts."""
    moves = Counter((t, s) for t, s in zip(tiles, solution) if t != s)
    return sum(min(n, moves[(s, t)]) for (t, s), n in moves.items() if t < s)


def best_swaps(tiles: str, solution: str, plan: SwapPlan, most: int) -> tuple[tuple[int, int], ...]:
    """Up to `most` swaps of an optimal sequence from `tiles`, in order, each chosen as
    `next_swap` chooses from the board the ones before it leave. `tiles` must be unsolved."""
    swaps: list[tuple[int, int]] = []
    board = tiles
    while len(swaps) < most and board != solution:
        swap = next_swap(board, solution, plan if not swaps else swap_plan(board, solution))
        swaps.append(swap)
        board = apply_swaps(board, [swap])
    return tuple(swaps)


def next_swap(tiles: str, solution: str, plan: SwapPlan) -> tuple[int, int]:
    """A swap that makes two greens when there is one (always on an optimal path,
    docs/RULES.md W3), else the first of the optimal plan. `tiles` must be unsolved.
    The plan's first swap, when it makes two greens, is taken as it stands, so the hint
    reads like step 1 of the solution's steps."""
    first = plan.swaps[0]
    if _makes_two_greens(tiles, solution, *first):
        return first
    open_cells = [c for c, (t, s) in enumerate(zip(tiles, solution)) if t != s]
    for i, a in enumerate(open_cells):
        for b in open_cells[i + 1 :]:
            if _makes_two_greens(tiles, solution, a, b):
                return a, b
    return first


def _makes_two_greens(tiles: str, solution: str, a: int, b: int) -> bool:
    return tiles[a] == solution[b] and tiles[b] == solution[a]


def right_word_tile(shape: Shape, tiles: str, solution: str, swap: tuple[int, int]) -> tuple[int, Slot] | None:
    """A tile that moves and a word it belongs in. The colours speak only of a tile's own
    words (a yellow is needed in one of them), so the word is one the tile is not in
    where it can be: a word of the cell the swap takes it to, else of any cell its letter
    goes to; only when no tile goes outside its own words, one of those (None: no tile
    moves). A tile the swap moves comes first, then the first in reading order."""

    def destinations(cell: int) -> list[int]:
        to = [d for d in shape.cells if d != cell and tiles[d] != solution[d] and solution[d] == tiles[cell]]
        partner = swap[1] if cell == swap[0] else swap[0] if cell == swap[1] else -1
        return sorted(to, key=lambda d: d != partner)

    found = [
        (cell, shape.slots[k], cell in shape.slots[k].cells)
        for cell in shape.cells
        if tiles[cell] != solution[cell]
        for d in destinations(cell)
        for k in shape.slots_of[d]
    ]
    if not found:
        return None
    cell, slot, _ = min(found, key=lambda f: (f[2], f[0] not in swap))
    return cell, slot


def _right_word_hint(shape: Shape, tiles: str, belongs: tuple[int, Slot] | None) -> Hint:
    if belongs is None:
        return Hint(HintLevel.RIGHT_WORD, (), "no-word-tile")
    cell, slot = belongs
    row, col = shape.positions[cell]
    return Hint(
        HintLevel.RIGHT_WORD,
        (cell,),
        "word-tile",
        letter=tiles[cell],
        place=(row + 1, col + 1),
        slot=slot,
    )


def _swap_hint(shape: Shape, tiles: str, solution: str, swap: tuple[int, int], order: int) -> Hint:
    """Swap `order` of the sequence (`tiles`: the board the swaps before it leave)."""
    a, b = swap
    greens = [tiles[b] if tiles[b] == solution[a] else "", tiles[a] if tiles[a] == solution[b] else ""]
    (step,) = swap_moves(shape, tiles, (swap,))
    return Hint(
        HintLevel.SWAP,
        swap,
        "swap",
        letter="" if all(greens) else "".join(greens),
        step=step,
        order=order,
    )


def _word_hint(shape: Shape, solution: str, belongs: tuple[int, Slot] | None, swap: tuple[int, int]) -> Hint:
    slot = belongs[1] if belongs else shape.slots[shape.slots_of[swap[0]][0]]
    word = slot.word_in(solution)
    return Hint(HintLevel.WORD, slot.cells, "word", slot=slot, words=(word,))


def hints_to_json(shape: Shape, hints: tuple[Hint, ...]) -> list[dict[str, Any]]:
    """The CLI's --json form: each rung's number on the ladder, cells as [row, col] pairs,
    0-based, like the swaps."""
    return [
        {
            "rung": rung,
            "level": int(h.level),
            "kind": h.level.kind,
            "fact": h.fact.to_json(),
            "cells": [list(shape.positions[c]) for c in h.cells],
        }
        for rung, h in enumerate(hints, 1)
    ]


def game_hints(game: Game) -> tuple[Hint, ...]:
    """The hint ladder from a game's board as it is now, not as it started."""
    return hint_ladder(Puzzle(game.shape, game.tiles, game.colors), game.solution, swap_plan(game.tiles, game.solution))
