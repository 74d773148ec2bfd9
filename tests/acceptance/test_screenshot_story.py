"""The screenshot story: a player brings today's Waffle in as a picture, checks the tiles
the reader was unsure of, fixes one by typing, and solves; through the window (a pasted
clipboard image, a dropped file, File > Open) and the CLI (`read`, `solve`).

Oracles: daily #1 as published (studio/resources/examples/daily-1.txt; solution FUGUE
LOOSE OMEGA FOLIO GLOBE ENEMA) drawn by tests/screens.py; a smudged tile made by drawing
D and G over each other where the F belongs, which the reader cannot tell apart (a close
call either way, neither of them an F, so no other reading solves); a PNG header that
declares 20000x20000 pixels and holds none; bytes that are no picture.
"""

from __future__ import annotations

import json
import struct
import time
import zlib
from importlib import resources

import numpy as np
import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent, QGuiApplication
from PySide6.QtWidgets import QMessageBox

from studio.cli import main
from studio.cli.exits import Exit
from studio.core.waffle.formats import format_text, parse_puzzle_text
from studio.render.picture import qimage
from tests.gui.conftest import WAIT_MS, wait_solved
from tests.screens import game_picture

DAILY_1 = parse_puzzle_text(resources.files("studio.resources.examples").joinpath("daily-1.txt").read_text("utf-8"))
WORDS = ("FUGUE", "LOOSE", "OMEGA", "FOLIO", "GLOBE", "ENEMA")
SMUDGED = 0  # the green F in the top left corner: row 1, column 1
FAST = 5.0  # seconds, generous on a loaded machine: a huge picture is refused from its header


def smudged_picture() -> np.ndarray:
    """Daily #1 with D and G drawn over each other on the F's tile (white on green: the
    brighter of the two drawings keeps both letters' strokes)."""
    drawn = [game_picture(DAILY_1.with_changes(tiles=letter + DAILY_1.tiles[1:]), tile=60) for letter in "DG"]
    return np.maximum(*drawn)


def huge_png(path) -> None:
    """A PNG whose header says 20000x20000 pixels (400 million), with a few bytes of them."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", 20000, 20000, 8, 2, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(1000))))


def wait_read(qtbot, page, before: str) -> None:
    """Until the picture's puzzle is in the grid (its letters differ from what was there)."""
    qtbot.waitUntil(lambda: page.puzzle.tiles != before and not page.banner.text.startswith("Reading"), timeout=WAIT_MS)


def drop(window, path) -> None:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(
        QPointF(50, 50), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    window.dropEvent(event)


@pytest.mark.slow
def test_paste_a_screenshot_check_the_unsure_tile_fix_it_and_solve(qtbot, window):
    page = window.waffle
    before = page.puzzle.tiles
    QGuiApplication.clipboard().setImage(qimage(smudged_picture()))
    window.paste_action.trigger()
    wait_read(qtbot, page, before)

    # the grid opens in Solve mode with the smudged tile ringed, and the count said
    assert page.mode == "solve"
    assert SMUDGED in page.grid.unsure
    assert page.puzzle.tiles[SMUDGED] != "F"
    assert page.puzzle.tiles[1:] == DAILY_1.tiles[1:] and page.puzzle.colors == DAILY_1.colors
    n = len(page.grid.unsure)
    assert f"{n} tile{'s were' if n != 1 else ' was'} unsure" in page.banner.text

    # left as read, the letters admit no solution: the solver blames the ringed tile
    wait_solved(qtbot, page)
    assert not page.solve_panel.report.solved
    qtbot.waitUntil(lambda: "check the ringed tiles first" in page.banner.text, timeout=WAIT_MS)
    assert f"row 1 col 1 ({page.puzzle.tiles[SMUDGED]})" in page.banner.text

    # the player types the F the game shows: the ring goes, and the puzzle solves
    page.grid.setFocus()
    page.grid.cursor_cell = SMUDGED
    qtbot.keyClick(page.grid, "F")
    assert SMUDGED not in page.grid.unsure
    assert page.puzzle.tiles == DAILY_1.tiles
    qtbot.waitUntil(
        lambda: page.solve_panel.report is not None and page.solve_panel.report.puzzle.tiles == DAILY_1.tiles,
        timeout=WAIT_MS,
    )
    wait_solved(qtbot, page)
    assert page.solve_panel.report.solved[0].candidate.words == WORDS


@pytest.mark.slow
def test_drop_a_screenshot_file_and_open_a_jpeg(qtbot, window, tmp_path):
    page = window.waffle
    png = tmp_path / "waffle.png"
    assert qimage(game_picture(DAILY_1, tile=48)).save(str(png))
    drop(window, png)
    qtbot.waitUntil(lambda: page.puzzle.tiles == DAILY_1.tiles, timeout=WAIT_MS)
    assert page.puzzle.colors == DAILY_1.colors
    assert "Read the puzzle from the picture" in page.banner.text
    wait_solved(qtbot, page)
    assert page.solve_panel.report.solved[0].candidate.words == WORDS

    page.new_puzzle(DAILY_1.shape)
    jpeg = tmp_path / "waffle.jpg"
    assert qimage(game_picture(DAILY_1, tile=40)).save(str(jpeg), "JPEG", 60)
    assert window.open_path(jpeg)
    qtbot.waitUntil(lambda: page.puzzle.tiles == DAILY_1.tiles, timeout=WAIT_MS)


@pytest.mark.parametrize("way", ["paste", "drop"])
def test_a_picture_pasted_or_dropped_over_unsaved_changes_asks_nothing_and_undo_brings_them_back(qtbot, window, way):
    """The picture is read as one edit, as a pasted text is (it asked "Save the changes to
    Untitled?" each time): Ctrl+Z brings back what was typed, unsaved."""
    page = window.waffle
    page.grid.setFocus()
    page.grid.cursor_cell = 0
    qtbot.keyClicks(page.grid, "ZZ")
    typed = page.puzzle
    data = QMimeData()
    data.setImageData(qimage(game_picture(DAILY_1, tile=48)))
    asked = []
    window.ask_save_changes = lambda *_: asked.append(True) or QMessageBox.StandardButton.Cancel
    if way == "paste":
        QGuiApplication.clipboard().setImage(data.imageData())
        window.paste_action.trigger()
    else:
        event = QDropEvent(
            QPointF(50, 50), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        )
        window.dropEvent(event)
    qtbot.waitUntil(lambda: page.puzzle.tiles == DAILY_1.tiles, timeout=WAIT_MS)
    assert page.puzzle.colors == DAILY_1.colors and "Read the puzzle from the picture" in page.banner.text
    assert asked == []
    qtbot.keyClick(page.grid, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.puzzle == typed and page.document.dirty
    window.ask_save_changes = lambda *_: QMessageBox.StandardButton.Discard


def test_a_picture_with_no_grid_changes_nothing_and_keeps_what_was_typed(qtbot, window):
    page = window.waffle
    page.grid.setFocus()
    page.grid.cursor_cell = 0
    for letter in "FUG":
        qtbot.keyClick(page.grid, letter)
    typed = page.puzzle.tiles
    assert typed.startswith("FUG")
    QGuiApplication.clipboard().setImage(qimage(np.full((300, 400, 3), 250, np.uint8)))
    window.paste_action.trigger()
    qtbot.waitUntil(lambda: "Could not read a puzzle" in page.banner.text, timeout=WAIT_MS)
    assert "no Waffle grid" in page.banner.text
    assert page.puzzle.tiles == typed
    assert not page.grid.unsure


def test_a_corrupt_png_and_a_huge_one_are_refused_with_the_grid_kept(qtbot, window, tmp_path):
    page = window.waffle
    assert page.paste_text(format_text(DAILY_1))
    corrupt = tmp_path / "corrupt.png"
    corrupt.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 64)
    assert window.open_path(corrupt)
    qtbot.waitUntil(lambda: "Could not read a puzzle from corrupt.png" in page.banner.text, timeout=WAIT_MS)
    assert "not a picture" in page.banner.text
    assert page.puzzle.tiles == DAILY_1.tiles

    huge = tmp_path / "huge.png"
    huge_png(huge)
    started = time.perf_counter()
    drop(window, huge)
    qtbot.waitUntil(lambda: "Could not read a puzzle from huge.png" in page.banner.text, timeout=WAIT_MS)
    assert time.perf_counter() - started < FAST
    assert "20000x20000 pixels: too large" in page.banner.text
    assert page.puzzle.tiles == DAILY_1.tiles


def test_the_cli_reads_a_screenshot_and_solves_it_once_the_unsure_tile_is_fixed(tmp_path, capfd):
    shot = tmp_path / "smudged.png"
    assert qimage(smudged_picture()).save(str(shot))

    # read: the puzzle in the text format on stdout, the unsure tiles counted on stderr
    assert main(["read", str(shot)]) == Exit.DONE
    out = capfd.readouterr()
    read = parse_puzzle_text(out.out)
    assert read.colors == DAILY_1.colors and read.tiles[1:] == DAILY_1.tiles[1:]
    assert "unsure: " in out.err and f"row 1 col 1 ({read.tiles[SMUDGED]})" in out.err

    # solve, left as read: no solution, and the unsure tile is named to check first
    assert main(["solve", str(shot)]) == Exit.NOTHING_FOUND
    err = capfd.readouterr().err
    assert "no solution with the letters read" in err and f"row 1 col 1 ({read.tiles[SMUDGED]})" in err

    # the player fixes the letter in what `read` printed, and solves that
    fixed = tmp_path / "fixed.txt"
    fixed.write_text(format_text(read.with_changes(tiles="F" + read.tiles[1:])), encoding="utf-8")
    assert main(["solve", "--json", str(fixed)]) == Exit.DONE
    (result,) = [json.loads(line) for line in capfd.readouterr().out.splitlines()]
    assert tuple(result["solutions"][0]["words"]) == WORDS


@pytest.mark.parametrize("kind", ["corrupt", "huge", "no grid"])
def test_the_cli_refuses_a_bad_picture_in_one_line(tmp_path, capfd, kind):
    path = tmp_path / f"{kind.replace(' ', '-')}.png"
    if kind == "corrupt":
        path.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 64)
    elif kind == "huge":
        huge_png(path)
    else:
        assert qimage(np.full((300, 400, 3), 250, np.uint8)).save(str(path))
    assert main(["solve", str(path)]) == Exit.BAD_INPUT
    err = capfd.readouterr().err
    assert err.count("\n") == 1 and path.name in err
    assert {"corrupt": "not a picture", "huge": "too large", "no grid": "no Waffle grid"}[kind] in err
