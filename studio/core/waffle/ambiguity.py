"""Honest ambiguity: how familiar each candidate's words are, and the one swap whose
colours tell the candidates apart (the game's own swap count ranks them first:
swaps.game_first). When several candidates remain, the player can ask the game itself:
after a swap of two non-green tiles (the game locks green tiles), the colours it shows
depend on the solution, and where they differ between candidates the screen says which
one it is. Only a solve with several candidates imports this module.

Uniqueness in play: a puzzle ambiguous from its first colours may still be fair, when
swaps the player can make whatever the answer (safe swaps) show colours that settle it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from studio.core.facts import Code, Fact, cell, fact
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import Shape
from studio.core.waffle.swaps import apply_swaps, fewest_swaps
from studio.core.words import WordList, common_min_zipf


@dataclass(frozen=True)
class Familiarity:
    """How familiar a candidate's own words are: those where the candidates differ."""

    words: tuple[tuple[str, float], ...]  # (word, Zipf frequency: 3 = once per million words)

    @property
    def fact(self) -> Fact:
        """'ABODE (Zipf 3.1), ODEA (rare, Zipf 1.2)': rare is below the common tier's cutoff."""
        return fact(
            Code.FAMILIARITY,
            words=tuple(
                fact(Code.ZIPF, word=word, zipf=zipf, rare=zipf < common_min_zipf(len(word)))
                for word, zipf in self.words
            ),
        )


def familiarities(words: WordList, candidates: Sequence[Sequence[str]]) -> tuple[Familiarity, ...]:
    """Each candidate's words (one per slot) in the slots where not every candidate has
    the same word: the words a player weighs to choose between them."""
    differ = [k for k in range(len(candidates[0])) if len({c[k] for c in candidates}) > 1]
    return tuple(Familiarity(tuple((c[k], round(words.zipf(c[k]), 2)) for k in differ)) for c in candidates)


@dataclass(frozen=True)
class Outcome:
    """The colours the game shows after the splitting move, and the candidates that show them."""

    colors: str  # one per cell, like Puzzle.colors
    solutions: tuple[int, ...]  # indexes into the candidates, in their order


@dataclass(frozen=True)
class SplittingMove:
    """A swap whose resulting colours differ between the candidates."""

    swap: tuple[int, int]  # two non-green cells
    outcomes: tuple[Outcome, ...]  # two or more; the likeliest candidate's first
    optimal: bool  # on an optimal path of the likeliest candidate: no swap wasted if it is the answer

    @property
    def telling_cells(self) -> tuple[int, ...]:
        """The cells whose colour differs between the outcomes: the ones to look at."""
        first = self.outcomes[0].colors
        return tuple(c for c in range(len(first)) if any(o.colors[c] != first[c] for o in self.outcomes))


def splitting_move(
    puzzle: Puzzle, solutions: Sequence[str], should_stop: Callable[[], bool] = lambda: False
) -> SplittingMove | None:
    """The best swap to tell `solutions` (likeliest first) apart, or None when no swap of
    two non-green tiles does (or when stopped). Best: on an optimal path of the likeliest
    first, then the most outcomes, then the smallest largest outcome; the first such swap
    in cell order."""
    shape, tiles = puzzle.shape, puzzle.tiles
    likeliest_fewest = fewest_swaps(tiles, solutions[0])
    open_cells = puzzle.nongreen()
    best, best_key = None, None
    for i, a in enumerate(open_cells):
        if should_stop():
            return None
        for b in open_cells[i + 1 :]:
            if tiles[a] == tiles[b]:
                continue  # the same letter: nothing moves
            after = apply_swaps(tiles, [(a, b)])
            by_colors: dict[str, list[int]] = {}
            for k, solution in enumerate(solutions):
                by_colors.setdefault(color_tiles(shape, after, solution), []).append(k)
            if len(by_colors) < 2:
                continue
            optimal = fewest_swaps(after, solutions[0]) == likeliest_fewest - 1
            key = (optimal, len(by_colors), -max(map(len, by_colors.values())))
            if best_key is None or key > best_key:
                outcomes = tuple(Outcome(colors, tuple(ks)) for colors, ks in by_colors.items())
                best, best_key = SplittingMove((a, b), outcomes, optimal), key
    return best


def outcome_fact(shape: Shape, move: SplittingMove, outcome: Outcome) -> Fact:
    """What to look for: 'row 1, column 2 green and row 1, column 4 gray'."""
    parts = []
    for c in move.telling_cells:
        row, col = shape.positions[c]
        parts.append(fact(Code.COLOURED, cell=cell(row + 1, col + 1), colour=outcome.colors[c]))
    return fact(Code.OUTCOME, colours=tuple(parts))


def settling_swaps(
    puzzle: Puzzle, solutions: Sequence[str], answer: str, should_stop: Callable[[], bool] = lambda: False
) -> tuple[tuple[int, int], ...] | None:
    """Safe swaps after which the colours the game shows for `answer` leave it the only
    candidate of `solutions`, or None when safe swaps never do (or when stopped).

    A swap is safe when it is on an optimal path of every candidate still in play and
    puts a tile where every one of them has that letter: the player sees a new green and
    loses nothing whichever the answer. Each step takes a safe swap that narrows the
    candidates most (the first in cell order when none narrows yet)."""
    shape, tiles = puzzle.shape, puzzle.tiles
    left = list(solutions)
    made: list[tuple[int, int]] = []
    while len(left) > 1:
        fewest = [fewest_swaps(tiles, s) for s in left]
        best: tuple[int, tuple[int, int], str, list[str]] | None = None
        open_cells = [c for c in shape.cells if tiles[c] != answer[c]]
        for i, a in enumerate(open_cells):
            if should_stop():
                return None
            for b in open_cells[i + 1 :]:
                if not (all(s[a] == tiles[b] for s in left) or all(s[b] == tiles[a] for s in left)):
                    continue
                after = apply_swaps(tiles, [(a, b)])
                if any(fewest_swaps(after, s) != n - 1 for s, n in zip(left, fewest)):
                    continue
                seen = color_tiles(shape, after, answer)
                kept = [s for s in left if color_tiles(shape, after, s) == seen]
                if best is None or len(kept) < best[0]:
                    best = (len(kept), (a, b), after, kept)
        if best is None:
            return None
        _, swap, tiles, left = best
        made.append(swap)
    return tuple(made)
