"""`review PUZZLE --swaps ...`: a game checked swap by swap, by hand on a mini.

BAT / LED across, BOL / TWD down; the tiles have B<->A (cells 1,1 and 1,2) and T<->D
(1,3 and 3,3) swapped: two 2-cycles, 2 fewest swaps, 7 allowed. Swapping B with D
(1,2-1,3) joins them into one 4-cycle A->B->T->D->A (3 swaps away): the star is lost
there, and either 2-cycle's swap would have kept it. Swapping back (3 -> 2) and closing
both pairs (2 -> 1 -> 0) wins in 4 swaps: 7 - 4 = 3 stars.
"""

from __future__ import annotations

import json

import pytest

from studio.cli import main
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import format_text
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import waffle_shape

ANSWER, TILES = "BATOWLED", "ABDOWLET"


@pytest.fixture
def mini(tmp_path):
    shape = waffle_shape(3, 3)
    path = tmp_path / "mini.txt"
    path.write_text(format_text(Puzzle(shape, TILES, color_tiles(shape, TILES, ANSWER))))
    words = tmp_path / "words.txt"
    words.write_text("bat\nled\nbol\ntwd\n")
    return str(path), str(words)


def test_review_json_by_hand(mini, capsys):
    path, words = mini
    code = main(["review", path, "--words", words, "--swaps", "1,2-1,3 1,2-1,3 1,1-1,2 1,3-3,3", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["status"] == "reviewed"
    steps = out["swaps"]
    assert [(s["before"], s["after"]) for s in steps] == [(2, 3), (3, 2), (2, 1), (1, 0)]
    assert [s["on_best_path"] for s in steps] == [False, True, True, True]
    assert [s["stars_after"] for s in steps] == [3, 3, 3, 3]
    assert out["star_lost_at"] == 0 and steps[0]["better"] in ("1,1-1,2", "1,3-3,3")
    assert [s["better"] for s in steps[1:]] == [None] * 3
    assert steps[0]["cells"] == [[0, 1], [0, 2]] and steps[0]["swap"] == "1,2-1,3"
    assert (out["won"], out["stars"], out["fewest_swaps"], out["swaps_allowed"]) == (True, 3, 2, 7)
    assert all(s["answers"] == 1 and s["judgement"] is None for s in steps)


def test_review_prints_a_line_per_swap(mini, capsys):
    path, words = mini
    assert main(["review", path, "--words", words, "--swaps", "1,2-1,3 1,2-1,3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3 and "cost a star" in lines[1] and "on a best path" in lines[2]


@pytest.mark.parametrize(
    ("swaps", "reason", "step"),
    [("1,1-2,1", "green_tile", 0), ("1,1-1,2 2,2-1,1", "no_such_tile", 1), ("1,1-1,2 1,3-3,3 1,1-1,2", "game_over", 2)],
)
def test_a_game_that_cannot_be_checked_says_why(mini, capsys, swaps, reason, step):
    path, words = mini
    assert main(["review", path, "--words", words, "--swaps", swaps, "--json"]) == 2
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert (out["status"], out["reason"], out["step"]) == ("unchecked", reason, step)
    assert captured.err.count("\n") == 1 and f"swap {step + 1}:" in captured.err.lower()


def test_a_swap_written_wrong_is_bad_input(mini, capsys):
    path, words = mini
    assert main(["review", path, "--words", words, "--swaps", "1,1-1,2 A1-B3"]) == 2
    assert "column 9: 'A1-B3'" in capsys.readouterr().err
