"""The Waffle stories, walked through the real window like a user, unhappy paths included.

Oracles: daily #1 as published (solution FUGUE LOOSE OMEGA FOLIO GLOBE ENEMA, solvable in
10 swaps, so 15 allowed and 5 stars for 10), hand-made bad inputs whose faulty line and
column are counted by hand, and the size limits (refused in well under the 11 s the
window used to freeze for).
"""

from __future__ import annotations

import time
from importlib import resources

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import read_puzzle
from studio.core.waffle.shape import waffle_shape
from studio.core.waffle.swaps import fewest_swaps
from tests.gui.conftest import click_cell, drag, wait_solved

DAILY_1 = resources.files("studio.resources.examples").joinpath("daily-1.txt").read_text(encoding="utf-8")
TILES = "FBOUEGIULSOOMGELOEMNA"  # daily #1 as published, row by row, holes skipped
SOLUTION = "FUGUEOLNLOOSEIBMOMEGA"
WORDS = ("FUGUE", "LOOSE", "OMEGA", "FOLIO", "GLOBE", "ENEMA")
FAST = 2.0  # seconds: generous, yet far below the old 11 s


def paste(qtbot, window, text: str) -> float:
    """Ctrl+V in the grid, as a user pastes; returns how long the window took."""
    QGuiApplication.clipboard().setText(text)
    window.waffle.grid.setFocus()
    started = time.perf_counter()
    qtbot.keyClick(window.waffle.grid, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    return time.perf_counter() - started


def swap(qtbot, grid, a: int, b: int, by_clicks: bool) -> None:
    if by_clicks:
        click_cell(qtbot, grid, a)
        click_cell(qtbot, grid, b)
    else:
        drag(qtbot, grid, a, b)


@pytest.mark.slow
def test_paste_the_daily_and_play_it_to_the_win(qtbot, window):
    page = window.waffle
    paste(qtbot, window, DAILY_1)
    assert page.puzzle.tiles == TILES
    wait_solved(qtbot, page)
    best = page.solve_panel.report.solved[0]
    assert best.candidate.words == WORDS and best.plan.fewest == 10
    swaps = best.plan.swaps
    window.mode_actions.actions()[2].trigger()  # Play (Ctrl+3)
    panel, grid = page.play_panel, page.grid
    assert panel.counter.text() == "15 swaps left"

    # a few swaps in, a tile picked up, then Start again: a fresh game, nothing picked
    for n, (a, b) in enumerate(swaps[:4], 1):
        swap(qtbot, grid, a, b, by_clicks=n % 2 == 0)
        qtbot.waitUntil(lambda n=n: page.game.used == n, timeout=3000)
    assert panel.counter.text() == "11 swaps left"
    assert panel.result.text() == "4 swaps so far; the fewest possible is 10."
    assert panel.meanings.text() == ""  # the words' meanings wait for the win
    click_cell(qtbot, grid, swaps[4][0])
    qtbot.mouseClick(panel.reset_button, Qt.MouseButton.LeftButton)
    assert page.game.used == 0 and grid.letters == TILES and grid.picked is None
    assert panel.counter.text() == "15 swaps left"

    # a locked green tile, dragged: it stays, the panel says why, no swap is spent
    drag(qtbot, grid, 0, swaps[0][0])  # cell 0 is the green F
    assert page.game.used == 0 and grid.letters == TILES
    assert panel.note.text().startswith("That F is green: it is in its place and locked.")

    for n, (a, b) in enumerate(swaps, 1):
        swap(qtbot, grid, a, b, by_clicks=n % 2 == 1)
        qtbot.waitUntil(lambda n=n: fewest_swaps(grid.letters, SOLUTION) == 10 - n, timeout=3000)  # landed
        assert page.game.used == n
        if n == 1:
            assert panel.result.text() == "1 swap so far; the fewest possible is 10."
    assert grid.letters == SOLUTION and grid.colors == "g" * 21
    assert panel.result.text() == "Solved in 10 swaps! 5 of 5 stars (the fewest is 10)."
    assert panel.stars.text() == "★★★★★" and panel.counter.text() == "5 swaps left"
    shown = panel.meanings.text()  # each word with WordNet 3.0's first sense, read off by hand
    assert all(f"<b>{w}</b>" in shown for w in WORDS)
    assert "the system of numbering pages" in shown and shown.count("<br>") == len(WORDS) - 1


def test_bad_pastes_are_refused_fast_in_words_and_the_grid_stays(qtbot, window):
    page = window.waffle
    paste(qtbot, window, DAILY_1)
    before = page.puzzle
    banner = page.banner

    paste(qtbot, window, DAILY_1.replace("LSOOM", "LS0OM"))  # a zero on line 3, column 3
    assert banner.text.startswith("Could not read the pasted puzzle at line 3, column 3: '0' is not a letter")
    assert page.puzzle == before

    grid_499 = "\n".join("A" * 499 for _ in range(499)) + "\n\n" + "\n".join("g" * 499 for _ in range(499))
    assert paste(qtbot, window, grid_499) < FAST
    assert banner.text == (
        f"Could not read the pasted puzzle: this is {len(grid_499):,} characters, far too "
        "large for a puzzle (at most 100,000)"
    )
    assert page.puzzle == before

    grid_41 = "\n".join("A" * 41 for _ in range(41)) + "\n\n" + "\n".join("g" * 41 for _ in range(41))
    assert paste(qtbot, window, grid_41) < FAST
    assert (
        banner.text == "Could not read the pasted puzzle at line 16: the letter grid has 41 rows; "
        "a puzzle has at most 15"
    )
    assert page.puzzle == before

    nested = '{"a":' * 5000 + "1" + "}" * 5000
    assert paste(qtbot, window, nested) < FAST
    assert banner.text.startswith(
        "Could not read the pasted puzzle at line 1, column 251: the JSON is nested more than 50 levels deep"
    )
    assert page.puzzle == before

    huge_number = '{"format": "puzzle-studio", "version": ' + "9" * 5000 + "}"
    assert paste(qtbot, window, huge_number) < FAST
    assert banner.text.startswith(
        "Could not read the pasted puzzle at line 1, column 40: a number of 5,000 digits is far too long"
    )
    assert page.puzzle == before and page.grid.letters == TILES


def test_opening_deeply_nested_json_names_the_file_and_the_place(qtbot, window, tmp_path):
    page = window.waffle
    paste(qtbot, window, DAILY_1)
    before = page.puzzle
    deep = tmp_path / "deep.json"
    deep.write_text("{\n" + '"a": {' * 60 + "}" * 60 + "\n}\n", encoding="utf-8")
    started = time.perf_counter()
    assert not window.open_path(deep)
    assert time.perf_counter() - started < FAST
    # line 1 opens level 1; line 2 opens one level every 6 characters: the 50th, at column 300, is level 51
    assert page.banner.text.startswith(
        "Could not open deep.json at line 2, column 300: the JSON is nested more than 50 levels deep"
    )
    assert page.puzzle == before


@pytest.mark.slow
def test_design_scramble_save_where_it_cannot_then_save_and_reopen(qtbot, window, tmp_path):
    page = window.waffle
    page.set_mode("design")
    grid = page.grid
    grid.setFocus()
    for slot, word in enumerate(WORDS):
        page.design_panel.slot_chosen.emit(slot)
        qtbot.keyClicks(grid, word.lower())
    assert page.puzzle.solution == SOLUTION
    design = page.design_panel
    design.target.setValue(10)
    qtbot.mouseClick(design.scramble_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Scrambled" in design.scramble_result.text(), timeout=20_000)
    made = page.puzzle
    assert fewest_swaps(made.tiles, SOLUTION) == 10
    assert sorted(made.tiles) == sorted(SOLUTION)
    assert made.colors == color_tiles(waffle_shape(5, 5), made.tiles, SOLUTION, "game")
    assert window.isWindowModified()

    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("a file, not a folder\n", encoding="utf-8")
    assert not page.save_to(not_a_folder / "mine.json")
    assert page.banner.text.startswith("Could not save mine.json: ")
    assert page.banner.text.endswith("Nothing was written; your puzzle is still here.")
    assert page.puzzle == made and page.document.path is None
    assert window.isWindowModified() and page.document.dirty
    assert not_a_folder.read_text(encoding="utf-8") == "a file, not a folder\n"
    kept = tmp_path / "kept.json"  # someone's read-only file: refused, never replaced
    kept.write_text("{}", encoding="utf-8")
    kept.chmod(0o444)
    assert not page.save_to(kept)
    assert "read-only" in page.banner.text and kept.read_text(encoding="utf-8") == "{}"

    path = tmp_path / "mine.json"
    assert page.save_to(path)
    assert not window.isWindowModified()
    assert read_puzzle(path) == made  # what the file holds, read back
    page.new_puzzle(waffle_shape(3, 3))
    assert window.open_path(path)
    assert page.puzzle == made and not window.isWindowModified()
    assert page.puzzle.solution == SOLUTION


@pytest.mark.slow
@pytest.mark.parametrize("cells", [(0, 1), (1, 0)])
def test_green_corners_are_locked_either_way_round(qtbot, window, cells):
    """Dragging a green tile, or dragging onto one, spends nothing and says why."""
    page = window.waffle
    paste(qtbot, window, DAILY_1)
    wait_solved(qtbot, page)
    page.set_mode("play")
    drag(qtbot, page.grid, *cells)
    green = cells[0] if page.puzzle.colors[cells[0]] == "g" else cells[1]
    assert page.game.used == 0 and page.grid.letters == TILES
    assert page.play_panel.note.text().startswith(f"That {TILES[green]} is green")
