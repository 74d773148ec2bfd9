"""`puzzle-studio read SHOT.png` and `solve SHOT.png` on the real screenshots (oracle: the
published archive), and a file that is no picture."""

from __future__ import annotations

import json
import re

import pytest

from studio.cli import main
from studio.core.waffle.formats import format_text
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import waffle_shape


@pytest.fixture(scope="module")
def daily5(shared_data, waffle_archive):
    """eg1-begin.png (screenshots/SOURCES.md) and daily #5 with its derived colours."""
    shot = shared_data / "waffle" / "screenshots" / "eg1-begin.png"
    if not shot.exists():
        pytest.skip("../shared/data/waffle/screenshots is missing")
    with open(shared_data / "waffle" / "derived_colors.jsonl", encoding="utf-8") as f:
        colors = next(r["colors"] for r in map(json.loads, f) if r["kind"] == "daily" and r["number"] == 5)
    record = next(p for p in waffle_archive["daily"] if p["number"] == 5)
    return shot, record, Puzzle(waffle_shape(5, 5), record["puzzle"], colors.replace("b", "-"))


def test_read_prints_the_puzzle_and_counts_the_unsure_tiles(daily5, capsys):
    shot, _, puzzle = daily5
    assert main(["read", str(shot)]) == 0
    out = capsys.readouterr()
    assert out.out == format_text(puzzle)
    assert re.fullmatch(rf"puzzle-studio: {re.escape(str(shot))}: \d+ tiles? unsure.*\n", out.err)


def test_solve_takes_a_screenshot(daily5, capsys):
    shot, record, _ = daily5
    assert main(["solve", "--json", str(shot)]) == 0
    (result,) = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert result["solutions"][0]["words"][:3] == record["words"][:3]


def test_a_file_that_is_no_picture_is_one_line_and_exit_2(tmp_path, capsys):
    fake = tmp_path / "notes.png"
    fake.write_text("not a picture")
    assert main(["read", str(fake)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "notes.png" in err and "picture" in err


def test_the_games_win_screen_is_read_as_solved_and_said_so(shared_data, capsys):
    """eg3-soln.png is daily #1 solved, in the win screen's rainbow (screenshots/SOURCES.md)."""
    shot = shared_data / "waffle" / "screenshots" / "eg3-soln.png"
    if not shot.exists():
        pytest.skip("../shared/data/waffle/screenshots is missing")
    assert main(["read", str(shot)]) == 0
    out, err = capsys.readouterr()
    assert re.sub(r"[^A-Z]", "", out.split("\n\n")[0]) == "FUGUEOLNLOOSEIBMOMEGA"
    assert "win screen, read as the solved board" in err
