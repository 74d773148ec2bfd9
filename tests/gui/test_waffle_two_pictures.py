"""Two screenshots of one game pasted one after the other: the second offers a review of the
swaps between them, and the Solve panel says what they tell.

Oracle, by hand (as tests/cli/test_cli_review_between.py): daily #1 takes 10 swaps; its
three swaps that put both tiles in place (cells 2-5, 9-11, 12-17) leave it 3 swaps from
the first picture and 7 from the answer, on a fewest path; with the counter at 15, then
12, no star is lost. A picture of another puzzle offers nothing."""

from __future__ import annotations

from importlib import resources

import pytest
from PySide6.QtGui import QGuiApplication

from studio.core.waffle.between import Between
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import parse_puzzle_text
from studio.core.waffle.swaps import apply_swaps
from studio.render.picture import qimage
from tests.gui.conftest import WAIT_MS
from tests.screens import game_picture

DAILY_1 = parse_puzzle_text(resources.files("studio.resources.examples").joinpath("daily-1.txt").read_text("utf-8"))
ANSWER = "FUGUEOLNLOOSEIBMOMEGA"
LATER = apply_swaps(DAILY_1.tiles, ((2, 5), (9, 11), (12, 17)))


def paste(qtbot, window, tiles, counter):
    puzzle = DAILY_1.with_changes(tiles=tiles, colors=color_tiles(DAILY_1.shape, tiles, ANSWER))
    QGuiApplication.clipboard().setImage(qimage(game_picture(puzzle, tile=60, counter=counter)))
    window.paste_action.trigger()
    page = window.waffle
    qtbot.waitUntil(lambda: (page.puzzle.tiles, page.puzzle.colors) == (puzzle.tiles, puzzle.colors), timeout=WAIT_MS)


@pytest.mark.slow
def test_a_second_picture_of_the_game_offers_the_review_of_the_swaps_between(qtbot, window, monkeypatch):
    page = window.waffle
    shown = []
    monkeypatch.setattr(page.between_note, "show_result", lambda result: shown.append(result))
    paste(qtbot, window, DAILY_1.tiles, 15)
    assert not page.banner.choices  # one picture: nothing to compare yet
    paste(qtbot, window, LATER, 12)
    assert len(page.banner.choices) == 1
    page.banner.choices[0].click()
    qtbot.waitUntil(lambda: any(isinstance(r, Between) for r in shown), timeout=WAIT_MS)
    (result,) = [r for r in shown if r is not None]
    assert (result.fewest_between, result.used, result.verdict) == (3, 3, "fewest")
    assert (result.before, result.after, result.stars_lost) == (10, 7, 0)


@pytest.mark.slow
def test_the_panel_says_it_and_an_edit_clears_it(qtbot, window):
    page = window.waffle
    paste(qtbot, window, DAILY_1.tiles, 15)
    paste(qtbot, window, LATER, 12)
    page.banner.choices[0].click()
    note = page.between_note
    qtbot.waitUntil(lambda: "Best next swap" in note.text(), timeout=WAIT_MS)
    assert not note.isHidden() and "fewest path" in note.text()
    page.swaps_left.setValue(9)  # an edit: the board is no longer the picture reviewed
    assert note.isHidden()


def test_the_note_says_why_two_pictures_are_no_before_and_after(qtbot):
    from studio.core.waffle.between import Unpaired
    from studio.gui.waffle.between_note import BetweenNote

    note = BetweenNote()
    qtbot.addWidget(note)
    note.show_result(Unpaired("counters_disagree", used=0, fewest=1))
    assert "0 swaps" in note.text() and "1 swap " in note.text()
    note.show_result(Unpaired("reversed", place=(0, 0)))
    assert "row 1, column 1" in note.text()


@pytest.mark.slow
def test_a_counter_corrected_before_asking_is_the_one_reviewed(qtbot, window):
    """The second picture's counter set to 10 by hand: 5 swaps used for 3 gained, 2 spent."""
    page = window.waffle
    paste(qtbot, window, DAILY_1.tiles, 15)
    paste(qtbot, window, LATER, 12)
    page.swaps_left.setValue(10)
    page.banner.choices[0].click()
    qtbot.waitUntil(lambda: "Best next swap" in page.between_note.text(), timeout=WAIT_MS)
    assert "5 swaps were used" in page.between_note.text() and "2 spare swaps spent" in page.between_note.text()
