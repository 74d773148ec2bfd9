"""`solve --swaps-left N`: a game under way counts its stars from the game's own counter.

Oracle: daily #1 as published (FUGUE ...), scrambled to 10 fewest swaps like every real
daily; the game gives a star for each swap left over when it is solved, at most five
(docs/RULES.md). With 12 swaps left, solving in the fewest 10 leaves 2 (two stars); with
9 left the 10 swaps do not fit and the game is lost; as dealt, 15 are allowed.
"""

from __future__ import annotations

import json

import pytest

from studio.cli import main
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import format_text
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import waffle_shape


@pytest.fixture
def daily_1(waffle_archive, tmp_path):
    rec = waffle_archive["daily"][0]
    assert rec["words"][0] == "FUGUE"
    shape = waffle_shape(5, 5)
    path = tmp_path / "d1.txt"
    path.write_text(format_text(Puzzle(shape, rec["puzzle"], color_tiles(shape, rec["puzzle"], rec["solution"]))))
    return str(path)


@pytest.mark.parametrize(
    ("left", "says", "stars"),
    [
        (None, "fewest swaps: 10 (15 allowed; match it for 5 stars)", 5),
        (12, "fewest swaps: 10 (12 swaps left; 2 stars still possible)", 2),
        (9, "fewest swaps: 10 (9 swaps left: too few, the game is lost)", 0),
    ],
)
def test_stars_come_from_the_swaps_left(daily_1, capsys, left, says, stars):
    given = [] if left is None else ["--swaps-left", str(left)]
    assert main(["solve", *given, daily_1]) == 0
    assert says in capsys.readouterr().out
    assert main(["solve", "--json", *given, daily_1]) == 0
    (record,) = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert record["solutions"][0]["stars"] == stars
    assert record["solutions"][0]["swaps_left"] == (15 if left is None else left)


def test_a_counter_no_game_shows_is_one_clear_line(daily_1, capsys):
    assert main(["solve", "--swaps-left", "-3", daily_1]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("puzzle-studio: ") and "swaps_left must be a whole number from 0 to 200" in err
    assert "\n" not in err
