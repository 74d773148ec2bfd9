"""One puzzle document, never stale: what a designer or player does to one puzzle never
leaks into another, and an edit that breaks a scramble never leaves it in Solve, Play, a
saved file or a share code (issue 32).

Oracles: daily #1's published solution and words (FUGUE LOOSE OMEGA FOLIO GLOBE ENEMA),
cell numbers of the 5x5 waffle counted by hand (row 2 holds cells 5, 6, 7 at columns 1,
3, 5; row 3 starts with cell 8), letters counted with collections.Counter, and the
command line's `export --sheet` reading the saved file.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from studio.cli import main
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import format_text, save_puzzle
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.scramble import default_target_swaps
from studio.core.waffle.shape import solid_shape, waffle_shape
from studio.core.waffle.share import read_share_code
from studio.core.waffle.swaps import apply_swaps
from tests.gui.conftest import WAIT_MS, click_cell, drag, wait_solved
from tests.gui.test_waffle_window import COLORS, SOLUTION, TILES, WORDS

DAILY = waffle_shape(5, 5)


def design_daily(qtbot, page) -> None:
    """Design mode, the six words typed slot by slot as a designer does."""
    page.set_mode("design")
    page.grid.setFocus()
    for index, word in enumerate(WORDS):  # rows 1, 3, 5 across, then columns 1, 3, 5 down
        page.design_panel.slot_chosen.emit(index)
        qtbot.keyClicks(page.grid, word.lower())
    assert page.puzzle.solution == SOLUTION


def scramble(qtbot, page) -> None:
    design = page.design_panel
    qtbot.mouseClick(design.scramble_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Scrambled" in design.scramble_result.text(), timeout=WAIT_MS)


def fits(tiles: str, solution: str) -> bool:
    return Counter(tiles) == Counter(solution)


@pytest.mark.slow
def test_a_word_edited_after_scramble_leaves_no_stale_puzzle_anywhere(qtbot, window, tmp_path):
    page = window.waffle
    design_daily(qtbot, page)
    scramble(qtbot, page)
    old = page.puzzle
    assert fits(old.tiles, SOLUTION) and old.tiles != SOLUTION

    page.design_panel.slot_chosen.emit(0)  # row 1: FUGUE -> FXGUE
    qtbot.keyClicks(page.grid, "fx")
    edited = page.puzzle.solution
    assert edited == "FX" + SOLUTION[2:] and page.grid.letters[1] == "X"  # Design shows the edit
    assert "out of date" in page.design_panel.scramble_result.text()  # and says the scramble is stale

    window.mode_actions.actions()[0].trigger()  # Solve: never the old scramble's solution
    qtbot.waitUntil(lambda: not page.solver.busy, timeout=WAIT_MS)
    report = page.solve_panel.report
    assert report is None or {s.candidate.letters for s in report.solved} <= {edited}
    assert page.grid.letters == page.puzzle.tiles and not fits(page.grid.letters, SOLUTION)

    window.mode_actions.actions()[2].trigger()  # Play: no game against the old words
    assert page.game is None or page.game.solution == edited

    saved = tmp_path / "edited.json"
    if page.save_to(saved):  # whatever is written holds together
        data = json.loads(saved.read_text(encoding="utf-8"))
        tiles, solution = "".join(data["tiles"]).replace(".", ""), "".join(data["solution"]).replace(".", "")
        assert not tiles.strip() or fits(tiles, solution)

    QGuiApplication.clipboard().setText("nothing copied")
    window.copy_share_code()
    copied = QGuiApplication.clipboard().text()
    if copied != "nothing copied":
        shared = read_share_code(copied)
        assert shared.solution == edited and fits(shared.tiles, edited)

    page.set_mode("design")  # scrambled again, the edited words save and print
    scramble(qtbot, page)
    assert page.puzzle.solution == edited and fits(page.puzzle.tiles, edited)
    assert "out of date" not in page.design_panel.scramble_result.text()
    assert page.save_to(saved)
    assert main(["export", str(saved), "--sheet", "1", "--out", str(tmp_path / "sheet.pdf")]) == 0


def test_draw_holes_ends_when_a_standard_puzzle_is_opened(qtbot, window, tmp_path):
    page = window.waffle
    page.new_puzzle(solid_shape(5, 5), draw_holes=True)  # File > New, custom mask
    assert page.holes_button.isChecked()
    daily = tmp_path / "daily.json"
    save_puzzle(Puzzle(DAILY, TILES, COLORS), daily)
    assert window.open_path(daily)
    assert not page.holes_button.isChecked() and not page.grid.drawing_holes
    click_cell(qtbot, page.grid, 6)
    assert page.puzzle.shape == DAILY and page.puzzle.tiles == TILES  # a click selects, punches nothing


def test_new_starts_typing_at_the_first_tile(qtbot, window):
    page = window.waffle
    page.grid.setFocus()
    click_cell(qtbot, page.grid, 7)
    qtbot.keyClick(page.grid, Qt.Key.Key_Space)  # typing down
    page.new_puzzle(DAILY)  # File > New, the same size
    page.grid.setFocus()
    qtbot.keyClicks(page.grid, TILES.lower())
    assert page.puzzle.tiles == TILES  # row by row from the first tile, nothing wrapped over


@pytest.mark.slow
def test_new_forgets_the_last_scramble(qtbot, window):
    page = window.waffle
    design_daily(qtbot, page)
    page.design_panel.target.setValue(12)
    scramble(qtbot, page)
    deluxe_ish = waffle_shape(5, 7)
    page.new_puzzle(deluxe_ish)
    assert page.mode == "design"
    assert page.design_panel.scramble_result.text() == ""
    assert page.design_panel.target.value() == default_target_swaps(deluxe_ish)


def test_letters_typed_in_design_go_where_the_highlight_says(qtbot, window):
    page = window.waffle
    page.set_mode("design")
    page.grid.setFocus()
    qtbot.keyClicks(page.grid, "fugue")  # row 1 across; the cursor moves on to row 2, column 1
    assert page.grid.cursor_cell == 5
    assert "column 1 down" in page.design_panel.fits_title.text()
    qtbot.keyClicks(page.grid, "ol")
    assert page.puzzle.solution[5] == "O" and page.puzzle.solution[8] == "L"  # down column 1, as highlighted
    assert "column 1 down" in page.design_panel.fits_title.text()


def test_saving_a_won_game_keeps_it_won(qtbot, window, tmp_path):
    page = window.waffle
    a, b = 1, 5  # U and O, both in the wrong place once swapped: two swaps from solved... one swap back
    tiles = apply_swaps(SOLUTION, [(a, b)])
    page.paste_text(format_text(Puzzle(DAILY, tiles, color_tiles(DAILY, tiles, SOLUTION))))
    wait_solved(qtbot, page)
    assert page.save_to(tmp_path / "near.json")
    window.mode_actions.actions()[2].trigger()
    qtbot.waitUntil(lambda: page.game is not None, timeout=WAIT_MS)
    drag(qtbot, page.grid, a, b)
    qtbot.waitUntil(lambda: page.game.won, timeout=WAIT_MS)
    window.save()  # Ctrl+S, to the same file
    assert page.game is not None and page.game.won and page.game.used == 1
    assert "Solved in 1 swap" in page.play_panel.result.text()


def test_hint_rings_go_when_the_word_language_changes(qtbot, window):
    page, panel = window.waffle, window.waffle.solve_panel
    page.paste_text(format_text(Puzzle(DAILY, TILES, COLORS)))
    wait_solved(qtbot, page)
    for _ in range(2):
        qtbot.mouseClick(panel.hint_button, Qt.MouseButton.LeftButton)
    assert page.grid.hinted  # the second hint rings a tile
    window.set_language("de")  # FUGUE LOOSE OMEGA are no German words: no solution, no hint
    qtbot.waitUntil(lambda: page.lang == "de" and page.default_words is not None, timeout=WAIT_MS)
    wait_solved(qtbot, page)
    assert not panel.report.solved
    assert page.grid.hinted == frozenset()
