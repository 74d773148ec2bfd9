"""The game moves: a swap the player makes (the splitting move, or the plan's next swap)
gives the position they are really in, with its counter and the stars still possible.

Oracle: daily #12 as published. Its colours allow ABODE (the answer, 10 swaps from the
deal, so the game allows 15) and ADOBE (9, so 14). The game's rule, by hand: every swap
uses one of the allowed swaps, and each swap left when solved is a star, at most five;
the colours after a swap are the game's, written again from its rule
(tests/core/test_ambiguity.py: plain_game_colors).
"""

from __future__ import annotations

import pytest

from studio.core.errors import PuzzleError
from studio.core.waffle.play import Position, position, with_position
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import waffle_shape
from studio.core.waffle.solve import next_swap_made, solve_puzzle, split_seen
from studio.core.waffle.swaps import fewest_swaps
from tests.core.test_ambiguity import plain_game_colors, swapped


@pytest.fixture
def daily_12(waffle_archive):
    rec = waffle_archive["daily"][11]
    assert rec["words"][0] == "ABODE"
    shape = waffle_shape(5, 5)
    return rec, Puzzle(shape, rec["puzzle"], plain_game_colors(shape, rec["puzzle"], rec["solution"]))


def test_the_splitting_move_moves_the_game(daily_12):
    rec, puzzle = daily_12
    report = solve_puzzle(puzzle)
    abode, adobe = (s.candidate.letters for s in report.solved)
    assert abode == rec["solution"] and [s.swaps_left for s in report.solved] == [15, 14]
    a, b = report.split.swap
    tiles = swapped(puzzle.tiles, a, b)
    yellow = next(o for o in report.split.outcomes if o.colors == plain_game_colors(puzzle.shape, tiles, adobe))
    after = split_seen(report, yellow)
    assert after.puzzle.tiles == tiles and after.puzzle.colors == yellow.colors
    assert [s.candidate.letters for s in after.solved] == [adobe]
    (only,) = after.solved
    assert only.swaps_left == 13 and after.swaps_used == 1
    # the splitting move took ADOBE a step away: 10 more from here, 11 in all of its 14
    assert only.plan.fewest == fewest_swaps(tiles, adobe) == 10
    assert only.stars == 3
    assert position(after.puzzle) == Position(13, 1)  # a file saved now resumes from here


def test_the_plans_next_swap_keeps_every_star(daily_12):
    rec, puzzle = daily_12
    report = solve_puzzle(puzzle)
    after = next_swap_made(report, 0)
    a, b = report.solved[0].plan.swaps[0]
    tiles = swapped(puzzle.tiles, a, b)
    assert after.puzzle.tiles == tiles
    assert after.puzzle.colors == plain_game_colors(puzzle.shape, tiles, rec["solution"])
    first = after.solved[0]
    assert first.candidate.letters == rec["solution"] and first.plan.fewest == 9 and first.swaps_left == 14
    assert first.stars == 5
    again = next_swap_made(after, 0)
    assert again.swaps_used == 2 and again.solved[0].swaps_left == 13 and again.solved[0].plan.fewest == 8


def test_the_players_counter_sets_the_stars(daily_12):
    _, puzzle = daily_12
    report = solve_puzzle(with_position(puzzle, Position(left=12)))
    assert [(s.swaps_left, s.stars) for s in report.solved] == [(12, 2), (12, 3)]
    with pytest.raises(PuzzleError, match="swaps_left must be a whole number"):
        solve_puzzle(puzzle.with_changes(meta={"swaps_left": "many"}))
