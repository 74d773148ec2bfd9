"""A Waffle game reviewed from two positions, before and after (two screenshots): what they
tell, and what they cannot.

Two pictures show two positions, not the swaps between them. They tell the fewest swaps
from the first to the second (the same letters rearranged; with repeated letters, the
fewest over every way to match them, `fewest_swaps`), each position's distance to the
answer, and, when both show the game's "N SWAPS REMAINING", the swaps used between them.
The player stayed on a fewest path exactly when every swap used took one off the
distance: used == before - after (then used is also the fewest between, which lies
between the two). Each swap more is a spare swap spent, so a star lost while stars
remain. Without both counters, the fewest between still bounds it: more than the distance
dropped means even the shortest way between them wasted swaps.

Greens are locked in the game, so every green of the first picture stays, same letter and
green, in the second; two pictures of different puzzles, or of one game given the wrong
way round, say so instead (an `Unpaired` fact)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from studio.core.waffle.colors import inconsistency
from studio.core.waffle.deduce import deduce_solutions
from studio.core.waffle.play import position, stars_possible
from studio.core.waffle.puzzle import GREEN, Puzzle
from studio.core.waffle.review import Place, Swap, swap_text
from studio.core.waffle.shape import Shape
from studio.core.waffle.swaps import fewest_swaps, swap_plan
from studio.core.words import WordList

# fewest: both counters shown, every swap used took one off the distance; wasted: both
# shown, some swap did not; maybe_fewest: a counter missing, but the second position lies
# on a fewest path from the first (on it if the fewest between were used); off: a counter
# missing, and even the fewest swaps between the two wasted some
Verdict = Literal["fewest", "wasted", "maybe_fewest", "off"]

# other_shape: the grids differ; other_letters: not the same letters (counts given);
# green_moved: a green of the first is not in the second (place); reversed: the same, but
# the other way round fits (the after picture given first); no_answer: no answer of the
# list fits the first; not_same_puzzle: none of its answers gives the second's colours;
# answer_unknown: several answers fit both; counters_disagree: the counters say fewer swaps
# than the fewest between the positions, or a rise (used, fewest given)
Why = Literal[
    "other_shape",
    "other_letters",
    "green_moved",
    "reversed",
    "no_answer",
    "not_same_puzzle",
    "answer_unknown",
    "counters_disagree",
]


@dataclass(frozen=True)
class Between:
    """What two positions of one game tell: the fewest swaps between them, the swaps used
    (None: a picture shows no counter), the distance to the answer from each, the stars
    still possible at each (None without its counter) and the best next swap (None: solved)."""

    shape: Shape
    first: str  # tiles before
    second: str  # tiles after
    answer: str
    fewest_between: int
    used: int | None
    before: int  # fewest swaps to the answer from the first
    after: int  # and from the second
    left_before: int | None  # the counters, when shown
    left_after: int | None
    next_swap: Swap | None

    @property
    def gained(self) -> int:
        """How much nearer the answer the second position is."""
        return self.before - self.after

    @property
    def wasted(self) -> int | None:
        """The spare swaps spent: swaps used beyond the distance gained (a swap that takes the
        answer farther spends two), each a star while stars remain (None: used unknown)."""
        return None if self.used is None else self.used - self.gained

    @property
    def wasted_at_least(self) -> int:
        """What even the fewest swaps between the positions waste."""
        return self.fewest_between - self.gained

    @property
    def verdict(self) -> Verdict:
        if self.wasted is not None:
            return "fewest" if self.wasted == 0 else "wasted"
        return "maybe_fewest" if self.wasted_at_least == 0 else "off"

    @property
    def stars_before(self) -> int | None:
        return None if self.left_before is None else stars_possible(self.before, self.left_before)

    @property
    def stars_after(self) -> int | None:
        return None if self.left_after is None else stars_possible(self.after, self.left_after)

    @property
    def stars_lost(self) -> int | None:
        if self.stars_before is None or self.stars_after is None:
            return None
        return self.stars_before - self.stars_after

    @property
    def solved(self) -> bool:
        return self.after == 0


@dataclass(frozen=True)
class Unpaired:
    """Why two positions cannot be reviewed as one game's before and after."""

    why: Why
    place: Place | None = None  # green_moved: the green of the first that moved
    used: int | None = None  # counters_disagree: the counters' difference
    fewest: int | None = None  # counters_disagree: the fewest swaps between the positions


def could_follow(first: Puzzle, second: Puzzle) -> bool:
    """The same grid and the same letters: two positions worth reviewing as a before and after."""
    return first.shape.mask == second.shape.mask and sorted(first.tiles) == sorted(second.tiles)


def review_between(
    first: Puzzle, second: Puzzle, words: WordList | None = None, should_stop: Callable[[], bool] = lambda: False
) -> Between | Unpaired:
    """The two positions `first` and `second` (their counters, when read, in their
    positions) compared. The answer is a picture's solution when known (a puzzle file's, the
    win screen's), else found from `first`'s letters and colours and `words` (None: the
    puzzle's language's built-in list); either is kept only if it gives `second`'s colours."""
    shape = first.shape
    if not could_follow(first, second):
        return Unpaired("other_shape" if second.shape.mask != shape.mask else "other_letters")
    moved = _green_moved(first, second)
    if moved is not None:
        return Unpaired("reversed" if _green_moved(second, first) is None else "green_moved", place=moved)
    known = first.solution or second.solution
    if known is not None and sorted(known) != sorted(first.tiles):
        return Unpaired("other_letters")
    answers = [known] if known else [c.letters for c in deduce_solutions(first, words, should_stop).solutions]
    if not answers:
        return Unpaired("no_answer")
    fits = [a for a in answers if inconsistency(shape, second.tiles, second.colors, a) is None]
    if not fits:
        return Unpaired("not_same_puzzle")
    if len(fits) > 1:
        return Unpaired("answer_unknown")
    answer = fits[0]
    between = fewest_swaps(first.tiles, second.tiles)
    left_before, left_after = position(first).left, position(second).left
    used = None if left_before is None or left_after is None else left_before - left_after
    if used is not None and used < between:
        return Unpaired("counters_disagree", used=used, fewest=between)
    plan = swap_plan(second.tiles, answer)
    return Between(
        shape,
        first.tiles,
        second.tiles,
        answer,
        between,
        used,
        fewest_swaps(first.tiles, answer),
        plan.fewest,
        left_before,
        left_after,
        plan.swaps[0] if plan.swaps else None,
    )


def _green_moved(first: Puzzle, second: Puzzle) -> Place | None:
    """The first green of `first` that `second` does not keep green with its letter."""
    for c in first.shape.cells:
        if first.colors[c] == GREEN and (second.colors[c] != GREEN or second.tiles[c] != first.tiles[c]):
            return first.shape.positions[c]
    return None


def between_to_json(result: Between | Unpaired) -> dict[str, Any]:
    """The CLI's --json record: the best next swap in the notation `parse_swaps` reads and
    as [row, col] cells, 0-based (as `review --json` writes them)."""
    if isinstance(result, Unpaired):
        return {
            "status": "unpaired",
            "reason": result.why,
            "place": result.place and list(result.place),
            "used": result.used,
            "fewest_between": result.fewest,
        }
    shape, swap = result.shape, result.next_swap
    return {
        "status": "reviewed",
        "verdict": result.verdict,
        "fewest_between": result.fewest_between,
        "used": result.used,
        "wasted": result.wasted,
        "wasted_at_least": result.wasted_at_least,
        "to_answer_before": result.before,
        "to_answer_after": result.after,
        "swaps_left_before": result.left_before,
        "swaps_left_after": result.left_after,
        "stars_before": result.stars_before,
        "stars_after": result.stars_after,
        "stars_lost": result.stars_lost,
        "solved": result.solved,
        "next_swap": swap and swap_text(shape, swap),
        "next_cells": swap and [list(shape.positions[c]) for c in swap],
        "answer": list(shape.words(result.answer)),
    }
