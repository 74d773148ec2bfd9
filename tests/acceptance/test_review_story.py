"""A player has a Waffle game reviewed: on the command line from the start and the swaps
made, and in the window after a game lost in Play; unhappy paths: a swap of a green
tile, a swap written wrong.

Oracle: daily #1 (FUGUE ... ENEMA, 10 fewest swaps, 15 allowed). The played game wins in
12 swaps: 3 stars by the game's rule, and since a swap moves the distance by one at most,
10 down in 12 steps means one or two swaps off every fewest path, the first of them the
star lost. In the window the player swaps the same two tiles back and forth until the swaps run
out: a swap and its undoing are never both on a fewest path, so no swap wins a star back.
"""

from __future__ import annotations

import json
import subprocess
import sys
from importlib import resources

import pytest
from PySide6.QtCore import Qt

from studio.cli.exits import Exit
from tests.gui.conftest import WAIT_MS, click_cell, wait_solved

DAILY_1 = str(resources.files("studio.resources.examples").joinpath("daily-1.txt"))
GAME = "2,1-1,3 3,4-3,2 5,2-5,3 1,2-2,3 5,4-2,5 4,5-3,5 5,4-1,2 5,4-4,3 5,4-3,5 5,4-2,3 5,4-4,1 4,1-4,3"


def review(*args):
    return subprocess.run([sys.executable, "-m", "studio", "review", DAILY_1, *args], capture_output=True, text=True)


@pytest.mark.slow
def test_review_a_game_on_the_command_line():
    done = review("--swaps", GAME, "--json")
    assert done.returncode == Exit.DONE and done.stderr == ""
    out = json.loads(done.stdout)
    assert (out["won"], out["stars"], out["used"], out["fewest_swaps"]) == (True, 3, 12, 10)
    assert [s["swap"] for s in out["swaps"]] == GAME.split()
    off = [k for k, s in enumerate(out["swaps"]) if not s["on_best_path"]]
    assert 1 <= len(off) <= 2 and out["star_lost_at"] == off[0] and out["swaps"][off[0]]["better"]
    text = review("--swaps", GAME)
    assert text.returncode == Exit.DONE and len(text.stdout.splitlines()) == 13
    green = review("--swaps", "1,1-1,2")
    assert green.returncode == Exit.BAD_INPUT and green.stdout == "" and green.stderr.count("\n") == 1
    assert "green" in green.stderr and "row 1, column 1" in green.stderr
    typo = review("--swaps", "2,1-1,3 21-13")
    assert typo.returncode == Exit.BAD_INPUT and "column 9: '21-13'" in typo.stderr and "Traceback" not in typo.stderr


@pytest.mark.slow
def test_review_a_lost_game_in_the_window(qtbot, window):
    page = window.waffle
    assert page.open_path(DAILY_1)
    wait_solved(qtbot, page)
    page.set_mode("play")
    panel = page.play_panel
    for n in range(1, 16):
        click_cell(qtbot, page.grid, 1)
        click_cell(qtbot, page.grid, 2)
        qtbot.waitUntil(lambda n=n: page.game.used == n, timeout=WAIT_MS)
    assert page.game.lost and not panel.review_button.isHidden()
    qtbot.mouseClick(panel.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.state.play.review is not None, timeout=WAIT_MS)
    result = page.state.play.review
    assert not result.won and len(result.steps) == 15 and result.star_lost.step in (0, 1)
    assert result.steps[-1].stars_after == 0
    lines = []
    while panel.next_button.isEnabled():
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        lines.append(panel.review_line.text())
    assert len(lines) == 15 and sum("cost a star" in line for line in lines) == 1
    assert page.grid.marked == frozenset({1, 2})
