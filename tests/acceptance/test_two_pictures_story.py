"""A player took a screenshot of today's Waffle at the start and another later, and has the
swaps between them reviewed: in the window by pasting both, on the command line with
`review FIRST --after SECOND`; unhappy paths: the pictures pasted the wrong way round, a
picture of another puzzle.

Oracle, by hand: daily #1 (10 fewest swaps, 15 allowed) dealt, then the swap of cells 2
and 5, which puts both tiles in place (a fewest-path swap, docs/RULES.md W3), with the
counter at 12: 3 swaps used for 1 gained, 2 spare swaps spent; 5 stars were possible
(15 - 10), 3 are now (12 - 9): 2 lost. Another puzzle's letters offer no review.
"""

from __future__ import annotations

import json
import subprocess
import sys
from importlib import resources

import pytest
from PySide6.QtGui import QGuiApplication

from studio.cli.exits import Exit
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import parse_puzzle_text
from studio.core.waffle.swaps import apply_swaps
from studio.render.picture import qimage
from tests.gui.conftest import WAIT_MS
from tests.screens import game_picture

DAILY_1 = parse_puzzle_text(resources.files("studio.resources.examples").joinpath("daily-1.txt").read_text("utf-8"))
ANSWER = "FUGUEOLNLOOSEIBMOMEGA"
LATER = apply_swaps(DAILY_1.tiles, ((2, 5),))


def picture(tiles, counter, answer=ANSWER):
    puzzle = DAILY_1.with_changes(tiles=tiles, colors=color_tiles(DAILY_1.shape, tiles, answer))
    return qimage(game_picture(puzzle, tile=60, counter=counter))


def paste(qtbot, window, image, tiles):
    QGuiApplication.clipboard().setImage(image)
    window.paste_action.trigger()
    page = window.waffle
    qtbot.waitUntil(lambda: page.puzzle.tiles == tiles and not page.banner.text.startswith("Reading"), timeout=WAIT_MS)


@pytest.mark.slow
def test_paste_two_screenshots_and_review_the_swaps_between(qtbot, window):
    page = window.waffle
    paste(qtbot, window, picture(DAILY_1.tiles, 15), DAILY_1.tiles)
    paste(qtbot, window, picture(LATER, 12), LATER)
    assert [b.text() for b in page.banner.choices] == ["Review the swaps between these two pictures"]
    page.banner.choices[0].click()
    note = page.between_note
    qtbot.waitUntil(lambda: "Best next swap" in note.text(), timeout=WAIT_MS)
    said = note.text()
    assert "1 swap at the fewest" in said and "3 swaps were used" in said
    assert "2 spare swaps spent" in said and "5 before, 3 after; 2 lost" in said


@pytest.mark.slow
def test_pasted_the_wrong_way_round_or_another_puzzle(qtbot, window, waffle_archive):
    page = window.waffle
    paste(qtbot, window, picture(LATER, 12), LATER)
    paste(qtbot, window, picture(DAILY_1.tiles, 15), DAILY_1.tiles)
    page.banner.choices[0].click()
    qtbot.waitUntil(lambda: "paste the earlier picture first" in page.between_note.text(), timeout=WAIT_MS)
    record = waffle_archive["daily"][13]
    paste(qtbot, window, picture(record["puzzle"], 14, record["solution"]), record["puzzle"])
    assert not page.banner.choices and page.between_note.isHidden()


@pytest.mark.slow
def test_review_two_screenshots_on_the_command_line(tmp_path):
    first, second = tmp_path / "first.png", tmp_path / "second.png"
    assert picture(DAILY_1.tiles, 15).save(str(first)) and picture(LATER, 12).save(str(second))
    command = [sys.executable, "-m", "studio", "review", str(first), "--after", str(second)]
    done = subprocess.run([*command, "--json"], capture_output=True, text=True)
    assert done.returncode == Exit.DONE and "Traceback" not in done.stderr
    out = json.loads(done.stdout)
    assert (out["verdict"], out["used"], out["wasted"], out["stars_lost"]) == ("wasted", 3, 2, 2)
    done = subprocess.run([*command[:4], str(second), "--after", str(first)], capture_output=True, text=True)
    assert done.returncode == Exit.BAD_INPUT and "give the earlier picture first" in done.stderr
