"""Which tile's colour the colours contradict, when no solution fits them.

The solver names a slot when it finds nothing, but the slot it names is where its search
ran dry, not where the mistake is: a colour typo at row 3, column 5 changes the words
row 3 and column 5 allow and the letters every slot draws from, and the search can then
die anywhere (daily #7 with that tile gray: "column 1 down", the slot with the fewest
words left). So we ask the colours directly: which single tile, coloured otherwise,
lets a solution through? Those tiles are the ones to check.

A typo can also let a solution through, made of the rare words the last-resort tiers
keep for real answers such as CYBER (GUBAT and BONIE for a green typed yellow): when
one tile coloured otherwise gives a solution of likelier words, that change is what the
player should check first, and the rare answer is the doubtful alternative
(`likelier_colors`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from studio.core.facts import Code, Fact, cell, fact
from studio.core.waffle.deduce import Candidate, iter_solutions
from studio.core.waffle.puzzle import GRAY, GREEN, YELLOW, Puzzle
from studio.core.waffle.shape import Shape
from studio.core.words import TIERS, WordList, default_words, tier_of

if TYPE_CHECKING:
    from studio.core.waffle.puzzle import TileColor

MAX_FIXES = 3  # more than this many single changes that work point at no tile in particular
MAX_CELLS = 65  # a 9x9 waffle: two searches a tile; past it, the slot the solver names must do
COLORS: tuple[TileColor, ...] = (GREEN, YELLOW, GRAY)


@dataclass(frozen=True)
class ColorFix:
    """One tile coloured otherwise, under which a solution fits."""

    cell: int
    was: TileColor
    now: TileColor

    def fact(self, shape: Shape) -> Fact:
        """Row 1, column 1 were green, not yellow (a front end phrases it)."""
        row, col = shape.positions[self.cell]
        return fact(Code.COLOUR_FIX, cell=cell(row + 1, col + 1), now=self.now, was=self.was)


def color_fixes(
    puzzle: Puzzle, words: WordList, should_stop: Callable[[], bool] = lambda: False
) -> tuple[ColorFix, ...]:
    """Every single tile colour change that lets a solution from `words` through; ()
    when there are none, more than MAX_FIXES, the grid is larger than MAX_CELLS, or the
    search was stopped."""
    if len(puzzle.shape.cells) > MAX_CELLS:
        return ()
    fixes: list[ColorFix] = []
    for k in puzzle.shape.cells:
        was = cast("TileColor", puzzle.colors[k])
        for now in COLORS:
            if now == was:
                continue
            if should_stop():
                return ()
            changed = puzzle.with_changes(colors=puzzle.colors[:k] + now + puzzle.colors[k + 1 :])
            if next(iter_solutions(changed, words), None) is not None:
                fixes.append(ColorFix(k, was, now))
                if len(fixes) > MAX_FIXES:
                    return ()
    return tuple(fixes)


@dataclass(frozen=True)
class LikelierColors:
    """Colours one tile away from the typed ones under which the words are likelier than
    the answer's: the facts a front end says before the answer."""

    fixes: tuple[ColorFix, ...]  # each alone gives a solution of `tier`'s words
    tier: str  # the built-in tier those solutions' words are all in
    answer_tier: str | None  # the narrowest tier holding the answer's words (None: none does)
    rare: tuple[str, ...]  # the likeliest candidate's words that `tier` lacks

    def fact(self, shape: Shape) -> Fact:
        """For a person: 'most likely row 1, column 1 were green, not yellow, which gives
        common words; as typed, the answer needs GUBAT, BONIE'."""
        return fact(Code.LIKELIER, fixes=tuple(fix.fact(shape) for fix in self.fixes), tier=self.tier, rare=self.rare)


def likelier_colors(
    puzzle: Puzzle, answer: tuple[Candidate, ...], words: WordList, should_stop: Callable[[], bool] = lambda: False
) -> LikelierColors | None:
    """A one-tile colour change that gives a solution in a narrower built-in tier than
    every candidate of `answer` needs, the narrowest such tier first; None when there is
    none, `words` is not the built-in list (a user's list has no tiers), or the search
    was stopped."""
    if not answer or words.tier is None or words.name != default_words(lang=puzzle.lang).name:
        return None
    tiers = list(TIERS)
    needed = [tier_of(c.words, puzzle.lang) for c in answer]
    answer_tier = min(needed, key=lambda t: tiers.index(t) if t else len(tiers))
    for tier in tiers[: tiers.index(answer_tier) if answer_tier else len(tiers)]:
        fixes = color_fixes(puzzle, default_words(tier, lang=puzzle.lang), should_stop)
        if should_stop():
            return None
        if fixes:
            better = default_words(tier, lang=puzzle.lang)
            rare = tuple(dict.fromkeys(w for w in answer[0].words if w not in better))
            return LikelierColors(fixes, tier, answer_tier, rare)
    return None


def fixes_fact(shape: Shape, fixes: tuple[ColorFix, ...]) -> Fact:
    """For a person: 'the colours fit a solution if row 3, column 5 were gray, not yellow'."""
    return fact(Code.FIXES, fixes=tuple(fix.fact(shape) for fix in fixes))
