"""The studio's own pictures read back (issue 33, point 4): a capture of the real window
with a puzzle on it, and the exported web page as Chromium draws it. Both are made during
the test, never stored. Oracle: the puzzle put on them (daily #1 as published)."""

from __future__ import annotations

import shutil
import subprocess
from importlib import resources

import pytest

from studio.core.waffle.formats import parse_puzzle_text
from studio.core.waffle.screenshot import read_screenshot
from studio.core.waffle.sheet import entry_for
from studio.render.picture import read_picture, rgb_array
from studio.render.webpage import write_web_page
from tests.gui.conftest import WAIT_MS, wait_solved

DAILY_1_TEXT = resources.files("studio.resources.examples").joinpath("daily-1.txt").read_text(encoding="utf-8")
DAILY_1 = parse_puzzle_text(DAILY_1_TEXT)
SOLUTION = "FUGUEOLNLOOSEIBMOMEGA"  # the archive's answer to daily #1
BROWSER_SECONDS = 120  # a headless Chromium starts in a few seconds; this only stops a hang


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["solve", "play"])
def test_a_capture_of_the_studios_own_window_is_read_back_to_its_puzzle(qtbot, window, mode):
    page = window.waffle
    window.resize(1200, 800)
    assert page.paste_text(DAILY_1_TEXT)
    wait_solved(qtbot, page)
    page.set_mode(mode)
    qtbot.waitUntil(lambda: mode == "solve" or page.game is not None, timeout=WAIT_MS)
    reading = read_screenshot(rgb_array(window.grab().toImage()))
    assert (reading.puzzle.tiles, reading.puzzle.colors) == (DAILY_1.tiles, DAILY_1.colors)


@pytest.mark.slow
@pytest.mark.parametrize("size", ["1400,900", "500,900"])
def test_the_exported_web_page_as_chromium_draws_it_is_read_back_to_its_puzzle(tmp_path, size):
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        pytest.skip("chromium is missing: apt-get install chromium (.ci/run does as root)")
    page = tmp_path / "play.html"
    write_web_page([entry_for("daily", DAILY_1.with_changes(solution=SOLUTION))], page)
    shot = tmp_path / "shot.png"
    command = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]
    command += [f"--window-size={size}", f"--screenshot={shot}", page.as_uri()]
    subprocess.run(command, capture_output=True, timeout=BROWSER_SECONDS, check=True)
    reading = read_screenshot(read_picture(shot))
    assert (reading.puzzle.tiles, reading.puzzle.colors) == (DAILY_1.tiles, DAILY_1.colors)
