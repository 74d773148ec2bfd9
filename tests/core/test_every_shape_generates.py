"""Every shape the generator offers makes a good puzzle with its default settings: the
preset, target, fill tier and solving list each shape gets (docs/RULES.md W4)."""

from __future__ import annotations

import pytest

from studio.core.waffle.deduce import deduce_solutions
from studio.core.waffle.generate import GenerateOptions, generate_puzzles
from studio.core.waffle.quality import trivial_openings
from studio.core.waffle.scramble import game_preset
from studio.core.waffle.shape import SHAPE_CHOICES, parse_shape_name
from studio.core.waffle.swaps import fewest_swaps
from studio.core.words import default_words, joined

QUICK = {"5x5", "3x3", "3x5", "solid3x3", "solid4x4"}  # a second or two each; the rest take longer


@pytest.mark.parametrize("name", [n if n in QUICK else pytest.param(n, marks=pytest.mark.slow) for n in SHAPE_CHOICES])
def test_each_offered_shape_generates_with_the_defaults(name):
    shape = parse_shape_name(name)
    options = GenerateOptions(shape=shape, seed=1)
    (found,) = [a.found for a in generate_puzzles(options) if a.found is not None]
    puzzle = found.puzzle
    preset = game_preset(shape)
    moved = sum(t != s for t, s in zip(puzzle.tiles, puzzle.solution))
    assert fewest_swaps(puzzle.tiles, puzzle.solution) == options.target_swaps >= 1
    assert moved <= len(shape.cells) - preset.min_greens  # the preset's greens are kept
    assert all(puzzle.colors[shape.cell_at[p]] == "g" for p in preset.green_cells)
    assert trivial_openings(puzzle) == []
    # the solving list the generator used: the broad tier with every word the fill can use
    lengths = {len(slot) for slot in shape.slots}
    solving = joined(default_words(), default_words("broad" if max(lengths) > 9 else "common"), lengths)
    deduction = deduce_solutions(puzzle.with_changes(solution=None), solving)
    assert deduction.status == "unique" and deduction.solutions[0].letters == puzzle.solution


def test_a_tiny_shape_gets_a_target_it_can_reach():
    """Hand-worked: solid 2x2 is all corners (4 cells), so none is pinned green; at least 2
    stay green, 2 move: one swap. 3x3 waffle: 8 cells, 4 corners green, 4 move: 3 swaps."""
    assert GenerateOptions(shape=parse_shape_name("solid2x2")).target_swaps == 1
    assert game_preset(parse_shape_name("solid2x2")).green_cells == frozenset()
    assert GenerateOptions(shape=parse_shape_name("3x3")).target_swaps == 3
    assert GenerateOptions(shape=parse_shape_name("5x5")).target_swaps == 10
    assert GenerateOptions(shape=parse_shape_name("7x7")).target_swaps == 20
