"""The window driven like a user: keys, clicks, drags, the clipboard, files.

Oracles: daily #1's published solution (FUGUE LOOSE OMEGA FOLIO GLOBE ENEMA, 10 swaps),
the real deluxe archive, and the core's independent brute-force-checked functions.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QVariantAnimation
from PySide6.QtGui import QGuiApplication

from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import dumps, format_text
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import waffle_shape
from studio.core.waffle.share import read_share_code
from studio.core.waffle.swaps import SPARE_SWAPS, apply_swaps, fewest_swaps, swap_plan
from studio.gui.main_window import MainWindow
from studio.gui.shared.i18n import choose
from studio.gui.waffle.design_panel import IN_USE
from studio.gui.waffle.grid_view import PLAY, VIEW
from tests.gui.conftest import FREEZE_SECONDS, WAIT_MS, click_cell, drag, longest_pause, ticking, wait_solved

TILES = "FBOUEGIULSOOMGELOEMNA"  # daily #1, row by row, holes skipped
COLORS = "g--gg---gygyy-y-gyy-g"
SOLUTION = "FUGUEOLNLOOSEIBMOMEGA"
WORDS = ("FUGUE", "LOOSE", "OMEGA", "FOLIO", "GLOBE", "ENEMA")
COLOR_KEY = {"g": Qt.Key.Key_1, "y": Qt.Key.Key_2, "-": Qt.Key.Key_3}


def test_colours_of_the_example_are_the_games():
    assert color_tiles(waffle_shape(5, 5), TILES, SOLUTION) == COLORS


def type_daily(qtbot, page) -> None:
    grid = page.grid
    grid.setFocus()
    qtbot.keyClicks(grid, TILES.lower())  # typing advances, skipping holes
    assert page.puzzle.tiles == TILES
    assert grid.cursor_cell == 0  # wrapped round to the first tile
    for color in COLORS:  # a colour key moves on too: 21 keys for 21 tiles
        qtbot.keyClick(grid, COLOR_KEY[color])
    assert grid.cursor_cell == 0


def test_type_a_puzzle_and_see_the_solution_and_steps(qtbot, window):
    page = window.waffle
    type_daily(qtbot, page)
    assert page.puzzle.colors == COLORS
    wait_solved(qtbot, page)
    panel = page.solve_panel
    assert panel.status.text() == "Unique solution"
    assert panel.report.solved[0].candidate.words == WORDS
    assert "Fewest swaps: 10" in panel.summary.text()
    assert panel.steps.count() == 0  # covered until asked (tests/gui/test_waffle_hints.py)
    qtbot.mouseClick(panel.show_button, Qt.MouseButton.LeftButton)
    assert panel.steps.count() == 11
    # step through: the first Next is the first swap (not "Start"); each step is one swap
    # of two tiles, marked on the board; the last is the solution, all green
    previous = TILES
    for step in range(1, 11):
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        assert page.grid.mode == VIEW and panel.steps.currentRow() == step
        shown = page.grid.letters
        moved = {c for c, (a, b) in enumerate(zip(shown, previous)) if a != b}
        assert len(moved) == 2 and page.grid.marked == moved
        assert fewest_swaps(shown, SOLUTION) == 10 - step
        previous = shown
    assert page.grid.letters == SOLUTION and page.grid.colors == "g" * 21
    qtbot.mouseClick(panel.previous_button, Qt.MouseButton.LeftButton)
    assert fewest_swaps(page.grid.letters, SOLUTION) == 1
    qtbot.keyClick(page.grid, Qt.Key.Key_Escape)  # back to editing the puzzle itself
    assert page.grid.mode != VIEW and page.grid.letters == TILES


def test_clicks_cycle_colours_and_undo_redo_every_edit(qtbot, window):
    page, grid = window.waffle, window.waffle.grid
    grid.setFocus()
    qtbot.keyClicks(grid, "ab")
    click_cell(qtbot, grid, 3)  # select
    click_cell(qtbot, grid, 3)  # click again: gray -> yellow
    click_cell(qtbot, grid, 3)  # -> green
    assert page.puzzle.tiles[:2] == "AB" and page.puzzle.colors[3] == "g"
    assert window.isWindowModified()
    qtbot.keyClick(grid, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.puzzle.colors[3] == "y"
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert page.puzzle.tiles[:2] == "A " and page.puzzle.colors[3] == "-"
    window.redo_action.trigger()
    assert page.puzzle.tiles[:2] == "AB"
    qtbot.keyClick(grid, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Y redoes too
    assert page.puzzle.colors[3] == "y"
    grid.cursor_cell = 1
    qtbot.keyClick(grid, Qt.Key.Key_Backspace)
    assert page.puzzle.tiles[:2] == "A "


def test_paste_a_deluxe_and_solve_it(qtbot, window, waffle_archive):
    record = waffle_archive["deluxe"][0]
    shape = waffle_shape(7, 7)
    puzzle = Puzzle(shape, record["puzzle"], color_tiles(shape, record["puzzle"], record["solution"]))
    QGuiApplication.clipboard().setText(format_text(puzzle))
    window.waffle.grid.setFocus()
    qtbot.keyClick(window.waffle.grid, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    page = window.waffle
    assert page.puzzle.shape == shape and page.puzzle.tiles == record["puzzle"]
    wait_solved(qtbot, page)
    best = page.solve_panel.report.solved[0]
    assert best.candidate.letters == record["solution"]
    page.solve_panel.reveal()
    assert best.plan.fewest == 20 and page.solve_panel.steps.count() == 21
    window.undo_action.trigger()  # the paste is one undoable edit
    assert page.puzzle.shape == waffle_shape(5, 5)


def test_emoji_paste_works_and_a_bad_paste_keeps_the_grid(qtbot, window):
    page = window.waffle
    emoji = {"g": "🟩", "y": "🟨", "-": "⬜"}
    rows = ["FBOUE", "G I U", "LSOOM", "G E L", "OEMNA"]
    colour_rows, at = [], 0
    for row in rows:
        letters = row.replace(" ", "")
        colour_rows.append("".join(emoji[c] for c in COLORS[at : at + len(letters)]))
        at += len(letters)
    assert page.paste_text("\n".join(rows) + "\n\n" + "\n".join(colour_rows))
    assert page.puzzle.tiles == TILES and page.puzzle.colors == COLORS
    before = page.puzzle
    assert not page.paste_text("FBOUE\nG.I.U\nLS0OM\nG.E.L\nOEMNA\n\n" + "ggggg\ng.g.g\n" * 2 + "ggggg\n")
    assert page.puzzle == before
    assert page.banner.isVisible() and "line 3" in page.banner.text and "column 3" in page.banner.text


@pytest.mark.slow
def test_play_to_a_win_by_dragging_and_clicking(qtbot, window, shared_data):
    page = window.waffle
    assert page.paste_text(format_text(Puzzle(waffle_shape(5, 5), TILES, COLORS)))
    wait_solved(qtbot, page)
    window.mode_actions.actions()[2].trigger()  # Play (Ctrl+3)
    assert page.mode == "play" and page.grid.mode == PLAY and page.game.swaps_left == 15
    swaps = swap_plan(TILES, SOLUTION).swaps
    for n, (a, b) in enumerate(swaps, 1):
        if n % 2:
            drag(qtbot, page.grid, a, b)
        else:
            click_cell(qtbot, page.grid, a)
            click_cell(qtbot, page.grid, b)
        qtbot.waitUntil(lambda n=n: page.grid.letters == apply_swaps(TILES, swaps[:n]), timeout=3000)  # landed
        assert page.game.used == n
    assert page.game.won and page.game.stars == SPARE_SWAPS
    assert "Solved in 10 swaps" in page.play_panel.result.text()
    assert page.play_panel.stars.text() == "★" * SPARE_SWAPS
    qtbot.mouseClick(page.play_panel.reset_button, Qt.MouseButton.LeftButton)
    assert page.game.used == 0 and page.grid.letters == TILES


def test_green_tiles_do_not_move_in_play(qtbot, window):
    page = window.waffle
    page.paste_text(format_text(Puzzle(waffle_shape(5, 5), TILES, COLORS)))
    wait_solved(qtbot, page)
    page.set_mode("play")
    drag(qtbot, page.grid, 0, 1)  # cell 0 is a green F
    assert page.game.used == 0 and page.grid.letters == TILES


def test_save_reopen_identical_and_recent_files(qtbot, window, tmp_path):
    page = window.waffle
    page.paste_text(format_text(Puzzle(waffle_shape(5, 5), TILES, COLORS)))
    path = tmp_path / "daily.json"
    assert page.save_to(path)
    window._remember(path)
    assert not window.isWindowModified() and window.windowTitle().startswith("daily.json")
    saved = page.puzzle
    assert path.read_text(encoding="utf-8") == dumps(saved)
    page.new_puzzle(waffle_shape(3, 3))
    assert window.open_path(path)
    assert page.puzzle == saved and page.document.path == path.resolve()
    assert window.recent_files()[0] == str(path.resolve())
    assert [a.text() for a in window.recent_menu.actions()] == ["daily.json"]


def test_a_recent_file_whose_name_is_not_utf8_reopens_from_a_later_session(qtbot, window, tmp_path):
    """A name with the byte 0xff (a Latin-1 file system's 'ÿ') came back from the settings
    as another name, so Open Recent could not find it (issue 30). Oracle: the file system's
    own bytes of the name."""
    name = b"daily\xff.json"
    path = Path(os.fsdecode(os.path.join(os.fsencode(tmp_path), name)))
    page = window.waffle
    page.paste_text(format_text(Puzzle(waffle_shape(5, 5), TILES, COLORS)))
    assert page.save_to(path)
    saved = page.puzzle
    window._remember(path)
    window.settings.sync()

    later = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(later)
    assert [os.fsencode(p) for p in later.recent_files()] == [os.fsencode(path)]
    [entry] = later.recent_menu.actions()
    entry.trigger()
    assert later.waffle.puzzle == saved and os.fsencode(later.waffle.document.path) == os.fsencode(path)


def test_copy_share_code_says_a_long_title_was_cut(qtbot, window, tmp_path):
    """A 90-byte title: the copied code holds 80 bytes of it, and the banner says so (issue 30)."""
    path = tmp_path / "long.json"
    title = "Week " + "4" * 85
    path.write_text(dumps(Puzzle(waffle_shape(5, 5), TILES, COLORS, meta={"title": title})), encoding="utf-8")
    assert window.open_path(path)
    page = window.waffle
    wait_solved(qtbot, page)
    window.copy_share_code()
    kept = "Week " + "4" * 75
    assert read_share_code(QGuiApplication.clipboard().text()).meta["title"] == kept
    assert page.banner.text == (f"The title is 90 bytes long and a share code holds 80: the code's title is '{kept}'.")


def test_unsaved_changes_prompt_can_cancel(qtbot, window, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    page = window.waffle
    other = tmp_path / "other.txt"
    other.write_text(format_text(Puzzle(waffle_shape(5, 5), TILES, COLORS)), encoding="utf-8")
    page.grid.setFocus()
    qtbot.keyClicks(page.grid, "xy")
    asked = []
    window.ask_save_changes = lambda *_: asked.append(1) or QMessageBox.StandardButton.Cancel
    assert not window.open_path(other)
    assert asked and page.puzzle.tiles.startswith("XY")
    window.ask_save_changes = lambda *_: QMessageBox.StandardButton.Discard
    assert window.open_path(other) and page.puzzle.tiles == TILES


def test_unreadable_file_and_bad_word_list_are_shown_in_place(qtbot, window, tmp_path):
    page = window.waffle
    page.grid.setFocus()
    qtbot.keyClicks(page.grid, "q")
    before = page.puzzle
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "puzzle-studio", "version": 1,\n "shape": 5}', encoding="utf-8")
    assert not window.open_path(bad)
    assert page.puzzle == before and "broken.json" in page.banner.text and "line 2" in page.banner.text
    page.load_user_words(str(tmp_path / "missing.txt"))
    qtbot.waitUntil(lambda: "word list not found" in page.banner.text, timeout=5000)
    assert page.user_words is None and page.puzzle == before


def test_custom_mask_by_drawing_holes(qtbot, window):
    from studio.core.waffle.shape import solid_shape

    page = window.waffle
    page.new_puzzle(solid_shape(3, 3), draw_holes=True)
    grid = page.grid
    assert grid.drawing_holes
    qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.cell_center(4).toPoint())  # the middle
    assert page.puzzle.shape == waffle_shape(3, 3)
    corner = grid.cell_center(0).toPoint()
    qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=corner)  # top-left
    assert page.puzzle.shape.kind == "custom" and len(page.puzzle.shape.cells) == 7
    bottom_left = grid.cell_center(page.puzzle.shape.cell_at[(2, 0)]).toPoint()
    qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=bottom_left)  # would strand (1, 0): refused
    assert "outside every word" in page.banner.text and "row 2, column 1" in page.banner.text
    assert len(page.puzzle.shape.cells) == 7


@pytest.mark.slow
def test_design_mode_checks_words_suggests_and_scrambles(qtbot, window):
    page = window.waffle
    page.set_mode("design")
    grid = page.grid
    grid.setFocus()
    qtbot.keyClicks(grid, "fugue")  # row 1 across
    design = page.design_panel
    assert design.slots.item(0, 1).text() == "✓ known"
    design.slot_chosen.emit(2)  # row 5 across
    qtbot.keyClicks(grid, "qzxjk")
    assert design.slots.item(2, 1).text() == "✗ not in list"
    assert page.grid.unknown == frozenset(page.puzzle.shape.slots[2].cells)  # painted red
    for _ in range(5):
        page.document.undo_stack.undo()
    assert page.puzzle.solution.startswith("FUGUE ") and "Q" not in page.puzzle.solution
    # the fitting words of column 1 down start with F, most frequent first
    design.slots.selectRow(3)
    design.slot_chosen.emit(3)
    assert page.puzzle.shape.slots[grid.current_slot()].label == "column 1 down"
    fits = [design.fits.item(i).data(Qt.ItemDataRole.UserRole) for i in range(design.fits.count())]
    assert fits and all(w.startswith("F") and len(w) == 5 for w in fits)
    zipfs = [page.words.zipf(w) for w in fits]
    assert zipfs == sorted(zipfs, reverse=True)
    # type the across words, then fill each down word by clicking it in the list of fits
    for slot_index in (1, 2):
        design.slot_chosen.emit(slot_index)
        qtbot.keyClicks(grid, WORDS[slot_index].lower())
    for slot_index in (3, 4, 5):
        design.slot_chosen.emit(slot_index)
        item = next(
            design.fits.item(i)
            for i in range(design.fits.count())
            if design.fits.item(i).data(Qt.ItemDataRole.UserRole) == WORDS[slot_index]
        )
        qtbot.mouseClick(
            design.fits.viewport(), Qt.MouseButton.LeftButton, pos=design.fits.visualItemRect(item).center()
        )
    assert page.puzzle.solution == SOLUTION
    assert all(design.slots.item(r, 1).text() == "✓ known" for r in range(6))
    design.target.setValue(10)
    choose(design.judge, IN_USE)  # judged among the solver's words, so Solve agrees
    qtbot.mouseClick(design.scramble_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Scrambled" in design.scramble_result.text(), timeout=20_000)
    made = page.puzzle
    assert fewest_swaps(made.tiles, SOLUTION) == 10
    assert made.colors == color_tiles(made.shape, made.tiles, SOLUTION, "game")
    unique = "Unique solution" in design.scramble_result.text()
    page.set_mode("solve")
    wait_solved(qtbot, page)
    assert (page.solve_panel.report.status == "unique") == unique


@pytest.mark.slow
def test_event_loop_stays_responsive_during_slow_work(qtbot, window, shared_data, monkeypatch):
    """A 370k-word list loads, then a deluxe solves against it, while a 10 ms timer ticks.
    The list is parsed afresh (no cache), so the work is slow whatever ran before."""
    monkeypatch.setenv("PUZZLE_STUDIO_NO_CACHE", "1")  # the loading process inherits it
    page = window.waffle
    record = json.loads((shared_data / "waffle" / "deluxe_archive.jsonl").read_text().splitlines()[0])
    shape = waffle_shape(7, 7)
    page.paste_text(
        format_text(Puzzle(shape, record["puzzle"], color_tiles(shape, record["puzzle"], record["solution"])))
    )
    with ticking() as ticks:
        started = time.perf_counter()
        page.load_user_words(str(shared_data / "english-words" / "words_alpha.txt"))
        qtbot.waitUntil(lambda: page.user_words is not None, timeout=60_000)
        wait_solved(qtbot, page)
    assert time.perf_counter() - started > 0.5  # the work really was slow
    assert longest_pause(ticks) < FREEZE_SECONDS, f"the window froze for {longest_pause(ticks):.3f} s"
    assert page.solve_panel.report.deduction.words is page.user_words


def test_new_dialog_checks_sizes_and_makes_every_shape(qtbot, window):
    from studio.core.waffle.shape import solid_shape
    from studio.gui.waffle.new_dialog import NewPuzzleDialog

    dialog = NewPuzzleDialog(window)
    qtbot.addWidget(dialog)
    dialog.kind.setCurrentIndex(4)  # a waffle of any size
    dialog.rows.setValue(5)
    dialog.cols.setValue(6)
    dialog.buttons.accepted.emit()
    assert dialog.shape is None and "odd sizes" in dialog.error.text()
    dialog.cols.setValue(7)
    dialog.buttons.accepted.emit()
    assert dialog.shape == waffle_shape(5, 7)
    dialog.kind.setCurrentIndex(5)
    dialog.rows.setValue(4)
    dialog.cols.setValue(4)
    assert dialog.chosen_shape() == solid_shape(4, 4)
    dialog.kind.setCurrentIndex(2)  # File > New > Royale: the game's plus of 25 tiles
    dialog.buttons.accepted.emit()
    assert dialog.shape is not None and dialog.shape.kind == "royale" and len(dialog.shape.cells) == 25
    window.waffle.new_puzzle(waffle_shape(5, 7))
    assert len(window.waffle.puzzle.tiles) == len(waffle_shape(5, 7).cells)


def test_geometry_is_remembered(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from studio.gui.main_window import MainWindow

    settings = QSettings(str(tmp_path / "geometry.ini"), QSettings.Format.IniFormat)
    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.show()
    first.resize(first.width(), 530)  # the offscreen screen is 800x600: only the height is free
    first.close()
    second = MainWindow(QSettings(str(tmp_path / "geometry.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(second)
    assert second.height() == 530


def start_daily_play(qtbot, window):
    page = window.waffle
    assert page.paste_text(format_text(Puzzle(waffle_shape(5, 5), TILES, COLORS)))
    wait_solved(qtbot, page)
    page.set_mode("play")
    return page, page.grid


def tile_image(grid, cell: int):
    return grid.grab(grid.geometry_for().cell_rect(cell).adjusted(-8, -12, 8, 8).toRect()).toImage()


def test_a_picked_tile_looks_unlike_the_cursor(qtbot, window):
    _, grid = start_daily_play(qtbot, window)
    click_cell(qtbot, grid, 1)  # B, gray: lifted for a click-click swap
    assert grid.picked == 1 and grid.cursor_cell == 1 and grid.hasFocus()
    picked = tile_image(grid, 1)
    click_cell(qtbot, grid, 1)  # put down: only the cursor is on it now
    assert grid.picked is None and grid.cursor_cell == 1 and grid.hasFocus()
    assert tile_image(grid, 1) != picked


@pytest.mark.slow
def test_start_again_drops_the_picked_tile(qtbot, window):
    page, grid = start_daily_play(qtbot, window)
    click_cell(qtbot, grid, 1)
    qtbot.mouseClick(page.play_panel.reset_button, Qt.MouseButton.LeftButton)
    click_cell(qtbot, grid, 2)  # a fresh first pick, not a swap with B
    assert page.game.used == 0 and grid.picked == 2 and grid.letters == TILES
    drag(qtbot, grid, 1, 2)  # Start again while the swap still slides
    qtbot.mouseClick(page.play_panel.reset_button, Qt.MouseButton.LeftButton)
    slides = grid.findChildren(QVariantAnimation)
    qtbot.waitUntil(lambda: all(slide.state() == QVariantAnimation.State.Stopped for slide in slides), timeout=WAIT_MS)
    assert page.game.used == 0 and grid.letters == TILES


def test_a_locked_green_tile_says_why_it_does_not_move(qtbot, window):
    page, grid = start_daily_play(qtbot, window)
    note = page.play_panel.note
    drag(qtbot, grid, 0, 1)  # cell 0 is a green F
    assert page.game.used == 0 and grid.letters == TILES
    assert note.text().startswith("That F is green: it is in its place and locked.")
    drag(qtbot, grid, 1, 3)  # the gray B onto the green U
    assert page.game.used == 0 and note.text().startswith("That U is green")
    drag(qtbot, grid, 1, 2)  # a real swap clears the note
    qtbot.waitUntil(lambda: page.game.used == 1, timeout=3000)
    assert note.text() == ""


def test_one_swap_is_singular(qtbot, window):
    page, grid = start_daily_play(qtbot, window)
    drag(qtbot, grid, 1, 2)
    qtbot.waitUntil(lambda: page.game.used == 1, timeout=3000)
    assert page.play_panel.result.text() == "1 swap so far; the fewest possible is 10."
    # hand-made: daily #1's solution with cells 1 and 5 (U and O) swapped, one swap from solved
    shape = waffle_shape(5, 5)
    tiles = apply_swaps(SOLUTION, [(1, 5)])
    assert page.paste_text(dumps(Puzzle(shape, tiles, color_tiles(shape, tiles, SOLUTION), SOLUTION)))
    page.set_mode("play")
    assert page.play_panel.counter.text() == "6 swaps left"
    drag(qtbot, grid, 1, 5)
    qtbot.waitUntil(lambda: page.game.won, timeout=3000)
    assert page.play_panel.result.text() == f"Solved in 1 swap! {SPARE_SWAPS} of {SPARE_SWAPS} stars (the fewest is 1)."


@pytest.mark.slow
def test_swaps_made_faster_than_the_tiles_slide_are_all_kept(qtbot, window):
    """A quick player drags again before the last tile lands: every swap counts, in order."""
    page, grid = start_daily_play(qtbot, window)
    swaps = swap_plan(TILES, SOLUTION).swaps[:3]
    for a, b in swaps:
        drag(qtbot, grid, a, b)  # no wait: the previous slide is still running
    assert page.game.used == 3 and page.game.tiles == apply_swaps(TILES, swaps)
    qtbot.waitUntil(lambda: grid.letters == apply_swaps(TILES, swaps), timeout=3000)
    assert page.play_panel.result.text() == "3 swaps so far; the fewest possible is 10."
