"""A screenshot brought into the window: Ctrl+V of a picture, a dropped file, File > Open.
Oracle: the puzzle the picture was drawn from (daily #1 as published, studio/resources/examples)."""

from __future__ import annotations

from importlib import resources

import numpy as np
import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent, QGuiApplication
from PySide6.QtWidgets import QMessageBox

from studio.core.waffle.formats import parse_puzzle_text
from studio.core.waffle.screenshot import read_screenshot
from studio.render.picture import qimage, read_picture
from tests.gui.conftest import WAIT_MS
from tests.screens import game_picture

DAILY_1_TEXT = resources.files("studio.resources.examples").joinpath("daily-1.txt").read_text(encoding="utf-8")
DAILY_1 = parse_puzzle_text(DAILY_1_TEXT)


def wait_read(qtbot, page, puzzle) -> None:
    qtbot.waitUntil(lambda: (page.puzzle.tiles, page.puzzle.colors) == (puzzle.tiles, puzzle.colors), timeout=WAIT_MS)


def test_ctrl_v_of_a_picture_opens_the_puzzle_in_solve_mode(qtbot, window):
    page = window.waffle
    page.set_mode("play")
    QGuiApplication.clipboard().setImage(qimage(game_picture(DAILY_1, tile=60)))
    window.paste_action.trigger()
    wait_read(qtbot, page, DAILY_1)
    assert page.mode == "solve"
    assert "Read the puzzle from the picture" in page.banner.text
    window.undo_action.trigger()  # one undoable edit, like a paste
    assert page.puzzle.tiles != DAILY_1.tiles


def test_a_dropped_screenshot_file_and_file_open(qtbot, window, tmp_path):
    page = window.waffle
    path = tmp_path / "shot.png"
    assert qimage(game_picture(DAILY_1, tile=40)).save(str(path))
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    drop = QDropEvent(
        QPointF(50, 50), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    window.dropEvent(drop)
    wait_read(qtbot, page, DAILY_1)
    page.new_puzzle(DAILY_1.shape)
    jpeg = tmp_path / "shot.jpg"
    assert qimage(game_picture(DAILY_1, tile=50)).save(str(jpeg), "JPEG", 60)
    assert window.open_path(jpeg)
    wait_read(qtbot, page, DAILY_1)


def test_a_picture_without_a_grid_says_so_and_keeps_the_grid(qtbot, window):
    page = window.waffle
    page.paste_text(DAILY_1_TEXT)
    QGuiApplication.clipboard().setImage(qimage(np.full((300, 400, 3), 255, np.uint8)))
    window.paste_action.trigger()
    qtbot.waitUntil(lambda: "Could not read a puzzle" in page.banner.text, timeout=WAIT_MS)
    assert "no Waffle grid" in page.banner.text
    assert page.puzzle.tiles == DAILY_1.tiles


def test_unsure_tiles_are_ringed_until_fixed(qtbot, window, shared_data):
    """The real screenshot of daily #5: its unsure tiles (as the reader reports them) are ringed."""
    shot = shared_data / "waffle" / "screenshots" / "eg1-begin.png"
    reading = read_screenshot(read_picture(shot))
    page = window.waffle
    assert window.open_path(shot)
    wait_read(qtbot, page, reading.puzzle)
    assert page.grid.unsure == frozenset(reading.unsure)
    n = len(reading.unsure)
    assert (f"{n} tile" in page.banner.text) if n else ("every tile" in page.banner.text)
    if n:
        cell = reading.unsure[0]
        page.grid.setFocus()
        page.grid.cursor_cell = cell
        qtbot.keyClick(page.grid, reading.puzzle.tiles[cell])
        assert cell not in page.grid.unsure


def test_a_pasted_screenshot_over_unsaved_changes_asks_nothing_and_undo_brings_them_back(qtbot, window):
    """Issue 32: every pasted screenshot asked "Save the changes to Untitled?", though a
    text paste did not. Now it is one edit, like a text paste, and the new puzzle starts
    fresh: the cursor at the first tile, across, Draw holes off."""
    page = window.waffle
    page.grid.setFocus()
    page.grid.cursor_cell = 0
    qtbot.keyClicks(page.grid, "ZZ")
    typed = page.puzzle
    page.grid.cursor_cell, page.grid.across = 7, False
    page.holes_button.setChecked(True)
    asked = []
    window.ask_save_changes = lambda *_: asked.append(True) or QMessageBox.StandardButton.Cancel
    QGuiApplication.clipboard().setImage(qimage(game_picture(DAILY_1, tile=48)))
    window.paste_action.trigger()
    wait_read(qtbot, page, DAILY_1)
    assert asked == []
    assert (page.grid.cursor_cell, page.grid.across, page.holes_button.isChecked()) == (0, True, False)
    window.undo_action.trigger()  # Ctrl+Z: the typed puzzle is back
    assert page.puzzle == typed and page.document.dirty
    window.redo_action.trigger()
    assert (page.puzzle.tiles, page.puzzle.colors) == (DAILY_1.tiles, DAILY_1.colors)


def test_a_pasted_text_puzzle_starts_at_its_first_tile(qtbot, window):
    page = window.waffle
    page.grid.cursor_cell, page.grid.across = 9, False
    asked = []
    window.ask_save_changes = lambda *_: asked.append(True) or QMessageBox.StandardButton.Discard
    QGuiApplication.clipboard().setText(DAILY_1_TEXT)
    window.paste_action.trigger()
    assert asked == []
    assert page.puzzle.tiles == DAILY_1.tiles
    assert (page.grid.cursor_cell, page.grid.across) == (0, True)


@pytest.mark.slow
def test_a_pasted_screenshot_with_the_games_counter_fills_swaps_left_and_the_stars_follow(qtbot, window):
    """Daily #1 (10 swaps at the fewest) with '12 SWAPS REMAINING' under it: Swaps left
    shows 12 and the panel counts 2 stars still possible (12 - 10, the game's rule); the
    player sets 14 over it and 4 are possible."""
    page, panel = window.waffle, window.waffle.solve_panel
    QGuiApplication.clipboard().setImage(qimage(game_picture(DAILY_1, tile=60, counter=12)))
    window.paste_action.trigger()
    wait_read(qtbot, page, DAILY_1)
    assert page.swaps_left.value() == 12
    qtbot.waitUntil(lambda: panel.report is not None and bool(panel.report.solved), timeout=WAIT_MS)
    assert (panel.report.solved[0].swaps_left, panel.report.solved[0].stars) == (12, 2)
    page.swaps_left.setValue(14)
    qtbot.waitUntil(lambda: bool(panel.report.solved) and panel.report.solved[0].swaps_left == 14, timeout=WAIT_MS)
    assert panel.report.solved[0].stars == 4


@pytest.mark.slow
def test_a_blurred_tile_read_as_a_rare_words_look_alike_is_taken_as_its_other_reading(qtbot, window, waffle_archive):
    """Daily #14's O at row 2 col 5 drawn half a D: read best as D, which gives only rare
    words; the window takes the O (the published puzzle), rings it and names the D as the
    doubtful alternative."""
    from studio.core.waffle.colors import color_tiles

    record = waffle_archive["daily"][13]
    shape = DAILY_1.shape
    puzzle = DAILY_1.with_changes(
        tiles=record["puzzle"], colors=color_tiles(shape, record["puzzle"], record["solution"])
    )
    page = window.waffle
    picture = game_picture(puzzle, font="DejaVu Sans", blurred={7: ("D", 0.55)})
    QGuiApplication.clipboard().setImage(qimage(picture))
    window.paste_action.trigger()
    wait_read(qtbot, page, puzzle)
    assert 7 in page.state.solve.unsure and 7 in page.grid.unsure
    assert "Row 2, column 5 looks most like D but is taken as O" in page.banner.text
