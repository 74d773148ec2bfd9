"""A coach after the game: each swap a player made, measured against the fewest swaps.

Per swap: the fewest swaps to the answer before and after it (a swap changes that
distance by at most one, so a swap is on a fewest-swaps path exactly when it takes one
off), the stars still possible after it, and the first swap that cost a star with a swap
that would have kept it. Luck or skill: before each swap, the colours the player has seen
(the start's, then the game's after every swap) leave some answers of the word list
standing; where several stand, a swap best for all of them could be deduced, one best
for the real answer only was a guess that came out right.

A game that cannot be checked (a swap of no tile, of a green tile, after the game ended;
a word not in the list) gives an `Unchecked` fact naming why, never a score.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from studio.core.errors import PuzzleError
from studio.core.streams import Progress
from studio.core.waffle.colors import color_tiles, inconsistency
from studio.core.waffle.deduce import deduce_solutions
from studio.core.waffle.play import Game, stars_possible
from studio.core.waffle.puzzle import GREEN, Puzzle, check_same_letters
from studio.core.waffle.shape import Shape
from studio.core.waffle.swaps import SPARE_SWAPS, apply_swaps, fewest_swaps, stars, swap_plan
from studio.core.words import WordList

Place = tuple[int, int]  # (row, column) on the board, 0-based
Swap = tuple[int, int]  # two cells

# deduced: best for every answer the colours still allowed; lucky: best for the real
# answer, not for every one allowed; wrong_guess: best for another allowed answer only;
# missed: best for none of them
Judgement = Literal["deduced", "lucky", "wrong_guess", "missed"]

# no_such_tile: a place with no tile (a hole, off the board); same_tile: a tile with
# itself; green_tile: a green tile, which the game locks; game_over: a swap after the win
# or with no swaps left; unknown_word: the answer has a word the list lacks (slot, word);
# no_answer: no answer of the list fits the start (slot: the tightest); answer_unknown:
# several fit and the swaps do not end on one; colours_disagree: the start's colours
# cannot come from the answer given
Reason = Literal[
    "no_such_tile",
    "same_tile",
    "green_tile",
    "game_over",
    "unknown_word",
    "no_answer",
    "answer_unknown",
    "colours_disagree",
]


@dataclass(frozen=True)
class SwapReview:
    """One swap the player made and what it did."""

    swap: Swap
    before: int  # fewest swaps to the answer before it
    after: int  # and after it
    stars_after: int  # stars still possible after it
    answers: int  # answers the colours seen so far allowed before it
    judgement: Judgement | None  # None when the colours allowed one answer only

    @property
    def on_best_path(self) -> bool:
        return self.after == self.before - 1


@dataclass(frozen=True)
class StarLost:
    """The first swap that cost a star, and a swap on a fewest path from the same position."""

    step: int  # index into Review.steps
    better: Swap


@dataclass(frozen=True)
class Review:
    """A game checked swap by swap."""

    shape: Shape
    tiles: str  # at the start
    answer: str
    steps: tuple[SwapReview, ...]
    star_lost: StarLost | None

    @property
    def fewest(self) -> int:
        return self.steps[0].before if self.steps else fewest_swaps(self.tiles, self.answer)

    @property
    def allowed(self) -> int:
        return self.fewest + SPARE_SWAPS

    @property
    def won(self) -> bool:
        return self.boards()[-1][0] == self.answer

    @property
    def stars(self) -> int:
        return stars(self.fewest, len(self.steps)) if self.won else 0

    def standing(self, step: int) -> tuple[int, int]:
        """(swaps left, stars still possible) after `step` swaps (0: the start), as the game
        counted them then: the review shows these, not the end of the game, at each step."""
        if step == 0:
            return self.allowed, stars_possible(self.fewest, self.allowed)
        return self.allowed - step, self.steps[step - 1].stars_after

    def boards(self) -> list[tuple[str, str]]:
        """(tiles, colours) before the first swap and after each one, as the game shows them."""
        tiles, out = self.tiles, []
        for swap in (None, *(s.swap for s in self.steps)):
            tiles = apply_swaps(tiles, [swap] if swap else [])
            out.append((tiles, color_tiles(self.shape, tiles, self.answer)))
        return out


@dataclass(frozen=True)
class Unchecked:
    """Why a game cannot be reviewed: the reason, and the swap, place, slot or word at fault."""

    reason: Reason
    step: int | None = None  # index into the swaps given
    place: Place | None = None
    slot: int | None = None  # index into shape.slots
    word: str | None = None


def review_steps(
    start: Puzzle,
    swaps: Sequence[tuple[Place, Place]],
    words: WordList | None = None,
    should_stop: Callable[[], bool] = lambda: False,
) -> Generator[Progress, None, Review | Unchecked]:
    """The review of `swaps` made from `start` (its solution, when known, is the answer),
    a progress report per swap. The answers the colours allow come from `words` (None:
    the puzzle's language's built-in list)."""
    shape, tiles = start.shape, start.tiles
    deduction = deduce_solutions(start, words, should_stop)
    candidates = [c.letters for c in deduction.solutions]
    answer = start.solution
    if answer is not None:
        check_same_letters(tiles, answer)
        for k, word in enumerate(shape.words(answer)):
            if word not in deduction.words:
                return Unchecked("unknown_word", slot=k, word=word)
        if inconsistency(shape, tiles, start.colors, answer) is not None:
            return Unchecked("colours_disagree")
        candidates = list(dict.fromkeys([answer, *candidates]))
    elif not candidates:
        blamed = [k for k, slot in enumerate(shape.slots) if slot.label == deduction.blame]
        return Unchecked("no_answer", slot=blamed[0] if blamed else None)
    cells = _cells(shape, swaps)
    if isinstance(cells, Unchecked):
        return cells
    if answer is None:
        end = apply_swaps(tiles, cells)
        answer = candidates[0] if len(candidates) == 1 else end if end in candidates else None
        if answer is None:
            return Unchecked("answer_unknown")
    fewest = fewest_swaps(tiles, answer)
    allowed = fewest + SPARE_SWAPS
    colors, before = start.colors, fewest
    steps: list[SwapReview] = []
    star_lost = None
    for k, (a, b) in enumerate(cells):
        yield Progress(k, len(cells))
        if tiles == answer or k >= allowed:
            return Unchecked("game_over", step=k)
        for cell in (a, b):
            if colors[cell] == GREEN:
                return Unchecked("green_tile", step=k, place=shape.positions[cell])
        moved = apply_swaps(tiles, [(a, b)])
        judgement = _judge(tiles, moved, answer, candidates, should_stop) if len(candidates) > 1 else None
        after = fewest_swaps(moved, answer)
        step = SwapReview((a, b), before, after, stars_possible(after, allowed - k - 1), len(candidates), judgement)
        if star_lost is None and step.stars_after < stars_possible(before, allowed - k):
            star_lost = StarLost(k, swap_plan(tiles, answer).swaps[0])
        steps.append(step)
        tiles, before = moved, after
        colors = color_tiles(shape, tiles, answer)
        candidates = [s for s in candidates if s == answer or color_tiles(shape, tiles, s) == colors]
    yield Progress(len(cells), len(cells))
    return Review(shape, start.tiles, answer, tuple(steps), star_lost)


def _cells(shape: Shape, swaps: Sequence[tuple[Place, Place]]) -> list[Swap] | Unchecked:
    """The swaps as cell pairs, or the first place with no tile, or a tile with itself."""
    out = []
    for k, (first, second) in enumerate(swaps):
        for place in (first, second):
            if place not in shape.cell_at:
                return Unchecked("no_such_tile", step=k, place=place)
        if first == second:
            return Unchecked("same_tile", step=k, place=first)
        out.append((shape.cell_at[first], shape.cell_at[second]))
    return out


def _judge(
    tiles: str, moved: str, answer: str, candidates: Sequence[str], should_stop: Callable[[], bool]
) -> Judgement:
    """Which of the answers still allowed the swap was best for."""
    best = set()
    for s in candidates:
        if should_stop():
            break
        if fewest_swaps(moved, s) == fewest_swaps(tiles, s) - 1:
            best.add(s)
    if answer in best:
        return "deduced" if len(best) == len(candidates) else "lucky"
    return "wrong_guess" if best else "missed"


def game_start(game: Game) -> tuple[Puzzle, tuple[tuple[Place, Place], ...]]:
    """A game played in the studio as a review's input: its start, coloured as the game
    showed it, with its answer, and the swaps made."""
    shape = game.shape
    tiles = apply_swaps(game.tiles, reversed(game.made))
    start = Puzzle(shape, tiles, color_tiles(shape, tiles, game.solution), game.solution)
    return start, tuple((shape.positions[a], shape.positions[b]) for a, b in game.made)


_SWAP = re.compile(r"(\d+),(\d+)-(\d+),(\d+)")


def parse_swaps(text: str) -> tuple[tuple[Place, Place], ...]:
    """Swaps written `ROW,COL-ROW,COL` (1-based, as `solve` counts rows and columns and a
    pin writes a letter's place), separated by spaces: '2,1-1,3 5,2-3,1'."""
    out = []
    for match in re.finditer(r"\S+", text):
        written = _SWAP.fullmatch(match.group())
        if written is None:
            raise PuzzleError(
                f"column {match.start() + 1}: {match.group()!r} is no swap; write ROW,COL-ROW,COL like 2,1-1,3"
            )
        r1, c1, r2, c2 = (int(n) - 1 for n in written.groups())
        out.append(((r1, c1), (r2, c2)))
    return tuple(out)


def swap_text(shape: Shape, swap: Swap) -> str:
    """A swap in the notation `parse_swaps` reads: '2,1-1,3'."""
    (r1, c1), (r2, c2) = (shape.positions[c] for c in swap)
    return f"{r1 + 1},{c1 + 1}-{r2 + 1},{c2 + 1}"


def review_to_json(result: Review | Unchecked, shape: Shape) -> dict[str, Any]:
    """The CLI's --json record: places as [row, col], 0-based (as `solve --json` writes
    them); each swap also in the notation `parse_swaps` reads."""
    if isinstance(result, Unchecked):
        return {
            "status": "unchecked",
            "reason": result.reason,
            "step": result.step,
            "place": result.place and list(result.place),
            "slot": None if result.slot is None else shape.slots[result.slot].label,
            "word": result.word,
            "swaps": [],
        }
    lost = result.star_lost
    return {
        "status": "reviewed",
        "fewest_swaps": result.fewest,
        "swaps_allowed": result.allowed,
        "used": len(result.steps),
        "won": result.won,
        "stars": result.stars,
        "star_lost_at": lost and lost.step,
        "answer": list(shape.words(result.answer)),
        "swaps": [
            {
                "swap": swap_text(shape, step.swap),
                "cells": [list(shape.positions[c]) for c in step.swap],
                "before": step.before,
                "after": step.after,
                "on_best_path": step.on_best_path,
                "stars_after": step.stars_after,
                "answers": step.answers,
                "judgement": step.judgement,
                "better": swap_text(shape, lost.better) if lost and lost.step == k else None,
            }
            for k, step in enumerate(result.steps)
        ],
    }
