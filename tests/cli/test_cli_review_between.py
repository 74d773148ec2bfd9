"""`review BEFORE.png --after AFTER.png`: two screenshots of one game (drawn in the game's
look, with its "N SWAPS REMAINING" counter or without it), reviewed.

Oracles, by hand: daily #1 as published takes 10 swaps (every real daily does); a swap
that puts both its tiles in place is always on a fewest path (docs/RULES.md, W3), and
daily #1 has three such swaps on disjoint tiles (cells 2-5, 9-11, 12-17), so after them
the second picture is 3 swaps from the first (each swap mends at most two of the six
tiles that differ) and 7 from the answer; a swap made and made back is 0 swaps apart,
2 used, and with 15 - 2 = 13 left for 10 swaps, 3 stars of 5 possible: 2 lost. Daily #14
has other letters: another puzzle."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from studio.cli import main
from studio.cli.exits import Exit
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import parse_puzzle_text
from studio.core.waffle.swaps import apply_swaps
from studio.render.picture import qimage
from tests.screens import game_picture

DAILY_1 = parse_puzzle_text(resources.files("studio.resources.examples").joinpath("daily-1.txt").read_text("utf-8"))
ANSWER = "FUGUEOLNLOOSEIBMOMEGA"  # the archive's answer to daily #1
TWO_GREEN = ((2, 5), (9, 11), (12, 17))


def shot(tmp_path, name, tiles, counter, answer=ANSWER):
    """A picture of daily #1's grid (or another's) with `tiles`, coloured as the game would."""
    puzzle = DAILY_1.with_changes(tiles=tiles, colors=color_tiles(DAILY_1.shape, tiles, answer))
    path = tmp_path / f"{name}.png"
    assert qimage(game_picture(puzzle, tile=60, counter=counter)).save(str(path))
    return str(path)


def pair(tmp_path, after_tiles, after_counter):
    """Daily #1 dealt (15 swaps remaining), and a later position of it."""
    return shot(tmp_path, "before", DAILY_1.tiles, 15), shot(tmp_path, "after", after_tiles, after_counter)


def review(capsys, *args):
    code = main(["review", *args, "--json"])
    return code, json.loads(capsys.readouterr().out)


@pytest.mark.slow
def test_a_pair_on_a_fewest_path(tmp_path, capsys):
    before, after = pair(tmp_path, apply_swaps(DAILY_1.tiles, TWO_GREEN), 12)
    code, out = review(capsys, before, "--after", after)
    assert code == Exit.DONE and out["status"] == "reviewed"
    assert (out["fewest_between"], out["used"], out["verdict"], out["wasted"]) == (3, 3, "fewest", 0)
    assert (out["to_answer_before"], out["to_answer_after"]) == (10, 7)
    assert (out["stars_before"], out["stars_after"], out["stars_lost"]) == (5, 5, 0)
    assert out["answer"][:3] == ["FUGUE", "LOOSE", "OMEGA"] and out["source_after"] == after
    assert main(["review", before, "--after", after]) == Exit.DONE
    said = capsys.readouterr().out
    assert "best next swap" in said and "3 used" in said


@pytest.mark.slow
def test_a_swap_made_and_made_back_costs_two_stars(tmp_path, capsys):
    before, after = pair(tmp_path, DAILY_1.tiles, 13)
    code, out = review(capsys, before, "--after", after)
    assert code == Exit.DONE
    assert (out["fewest_between"], out["used"], out["verdict"], out["wasted"]) == (0, 2, "wasted", 2)
    assert (out["stars_before"], out["stars_after"], out["stars_lost"]) == (5, 3, 2)
    # the best next swap puts two tiles in place: it is one of the four such swaps
    (a, b) = (DAILY_1.shape.cell_at[tuple(p)] for p in out["next_cells"])
    assert {a, b} in ({2, 5}, {9, 11}, {12, 17}, {17, 18})


@pytest.mark.slow
def test_with_no_counter_after_what_can_still_be_said(tmp_path, capsys):
    before, after = pair(tmp_path, apply_swaps(DAILY_1.tiles, TWO_GREEN[:2]), None)
    code, out = review(capsys, before, "--after", after)
    assert code == Exit.DONE
    assert (out["fewest_between"], out["used"], out["verdict"], out["wasted_at_least"]) == (2, None, "maybe_fewest", 0)
    assert (out["stars_before"], out["stars_after"], out["stars_lost"], out["to_answer_after"]) == (5, None, None, 8)


@pytest.mark.slow
def test_two_pictures_of_different_puzzles_say_so(tmp_path, capsys, waffle_archive):
    record = waffle_archive["daily"][13]
    before = shot(tmp_path, "before", DAILY_1.tiles, 15)
    other = shot(tmp_path, "other", record["puzzle"], 14, record["solution"])
    code, out = review(capsys, before, "--after", other)
    assert code == Exit.BAD_INPUT and out["status"] == "unpaired" and out["reason"] == "other_letters"


@pytest.mark.slow
def test_the_after_picture_given_first_is_named(tmp_path, capsys):
    before, after = pair(tmp_path, apply_swaps(DAILY_1.tiles, TWO_GREEN), 12)
    code, out = review(capsys, after, "--after", before)
    assert code == Exit.BAD_INPUT and out["reason"] == "reversed"


@pytest.mark.parametrize("made", [["--swaps", "1,1-1,2", "--after", "y.png"], []])
def test_swaps_and_after_are_one_or_the_other(made, capsys):
    with pytest.raises(SystemExit) as ended:
        main(["review", "x.txt", *made])
    assert ended.value.code == Exit.BAD_INPUT and "--swaps" in capsys.readouterr().err
