"""After a game in Play, its review on the board, a swap at a time.

Oracle: daily #1 (10 fewest swaps, 15 allowed). A swap made and then undone by the same
swap cannot both be on a fewest path (a distance moves by one per swap and comes back),
so the star is lost at one of the two, and the win after the 10 plan swaps takes 12:
3 stars, as the game counts them.
"""

from __future__ import annotations

from pathlib import Path
from typing import get_args

import pytest
from PySide6.QtCore import Qt

from studio.core.waffle.formats import format_text
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.review import Reason, Unchecked
from studio.core.waffle.shape import waffle_shape
from studio.core.waffle.swaps import apply_swaps, swap_plan
from studio.gui.waffle.grid_view import VIEW
from studio.gui.waffle.play_panel import PlayPanel
from tests.gui.conftest import WAIT_MS, click_cell, wait_solved
from tests.gui.test_waffle_window import COLORS, SOLUTION, TILES

WASTED = (1, 2)  # two gray tiles of the first row
SHOTS = Path("/tmp/pg")  # pictures to look at, where that folder is


@pytest.mark.slow
def test_review_a_won_game_step_by_step(qtbot, window):
    page = window.waffle
    page.paste_text(format_text(Puzzle(waffle_shape(5, 5), TILES, COLORS)))
    wait_solved(qtbot, page)
    page.set_mode("play")
    panel = page.play_panel
    assert panel.review_button.isHidden()  # not while the game is on
    made = (WASTED, WASTED, *swap_plan(TILES, SOLUTION).swaps)
    for n, (a, b) in enumerate(made, 1):
        click_cell(qtbot, page.grid, a)
        click_cell(qtbot, page.grid, b)
        qtbot.waitUntil(lambda n=n: page.game.used == n, timeout=WAIT_MS)
    assert page.game.won and page.game.stars == 3
    assert not panel.review_button.isHidden()
    qtbot.mouseClick(panel.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.state.play.review is not None, timeout=WAIT_MS)
    review = page.state.play.review
    assert len(review.steps) == 12 and review.stars == 3 and review.star_lost.step in (0, 1)
    assert page.grid.mode == VIEW and page.grid.letters == TILES and "The start" in panel.review_line.text()
    assert not panel.back_button.isEnabled() and panel.next_button.isEnabled()
    for k in range(1, 13):
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        assert page.grid.letters == apply_swaps(TILES, made[:k])
        assert page.grid.marked == frozenset(made[k - 1])
        line = panel.review_line.text()
        assert line.startswith(f"Swap {k} of 12")
        assert ("cost a star" in line) == (k - 1 == review.star_lost.step)
    assert not panel.next_button.isEnabled() and "On a best path" in panel.review_line.text()
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    assert page.grid.letters == apply_swaps(TILES, made[:11])
    qtbot.mouseClick(panel.reset_button, Qt.MouseButton.LeftButton)  # Start again leaves the review
    assert page.state.play.review is None and panel.stepper.isHidden() and page.grid.letters == TILES


def test_every_reason_a_game_cannot_be_reviewed_is_said(qtbot):
    panel = PlayPanel()
    qtbot.addWidget(panel)
    shape = waffle_shape(5, 5)
    for reason in get_args(Reason):
        panel.show_unchecked(Unchecked(reason, step=2, place=(1, 1), slot=0, word="ZZZZZ"), shape)
        text = panel.review_status.text()
        assert text.startswith("This game cannot be reviewed: Swap 3:") and "{" not in text


@pytest.mark.slow
def test_the_review_shows_the_swaps_left_and_stars_of_the_step_and_a_win_says_what_is_next(qtbot, window):
    """Daily #1: 10 fewest, 15 allowed, 5 stars at the start. After k swaps 15 - k are left.
    The first wasted swap trades B and O, two tiles of the first row that both belong
    elsewhere: still 10 to go with 14 left, 4 stars; the second brings the start back, 10 to
    go with 13 left: 3 stars. The win after 12 leaves 3 swaps: 3 stars."""
    page = window.waffle
    page.paste_text(format_text(Puzzle(waffle_shape(5, 5), TILES, COLORS)))
    wait_solved(qtbot, page)
    page.set_mode("play")
    panel = page.play_panel
    assert page.hint.text().startswith("Drag a tile")
    for n, (a, b) in enumerate((WASTED, WASTED, *swap_plan(TILES, SOLUTION).swaps), 1):
        click_cell(qtbot, page.grid, a)
        click_cell(qtbot, page.grid, b)
        qtbot.waitUntil(lambda n=n: page.game.used == n, timeout=WAIT_MS)
    assert page.game.won
    said = (panel.review_button.text(), panel.reset_button.text())  # the line follows the last slide
    qtbot.waitUntil(lambda: all(name in page.hint.text() for name in said), timeout=WAIT_MS)
    assert page.hint.text().startswith("Solved!") and "Drag" not in page.hint.text()
    window.grab().save(str(SHOTS / "won.png")) if SHOTS.is_dir() else None
    qtbot.mouseClick(panel.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.state.play.review is not None, timeout=WAIT_MS)

    def shown() -> tuple[str, int]:
        return panel.counter.text(), panel.stars.text().count("★")

    assert shown() == ("15 swaps left", 5)
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert shown() == ("14 swaps left", 4)
    window.grab().save(str(SHOTS / "review1.png")) if SHOTS.is_dir() else None
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert shown() == ("13 swaps left", 3)
    for _ in range(10):
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert shown() == ("3 swaps left", 3)
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    assert shown() == ("4 swaps left", 3)
