"""A user with unsaved edits opens a file that is no puzzle: nothing asks to save them first
(the walk: "Save the changes to Untitled?" came before the file failed anyway); the edits stay,
and the message names the file. A file that reads asks once, before it replaces the puzzle."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QFileDialog, QMessageBox

from studio.resources import resource
from tests.gui.conftest import WAIT_MS


def test_open_asks_to_save_only_for_a_file_that_will_replace_the_puzzle(qtbot, window, tmp_path, monkeypatch):
    page = window.waffle
    page.grid.setFocus()
    qtbot.keyClicks(page.grid, "xy")
    edited = page.puzzle
    asked: list[str] = []
    window.ask_save_changes = lambda *_: asked.append(page.document.name) or QMessageBox.StandardButton.Discard
    chosen: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (chosen.pop(0), ""))

    corrupt = tmp_path / "mine.json"
    corrupt.write_text('{"format": "puzzle-studio", "version": 1,\n "tiles": [', encoding="utf-8")
    chosen.append(str(corrupt))
    window.open_action.trigger()
    assert asked == [] and page.puzzle == edited
    assert "mine.json" in page.banner.text and "line 2" in page.banner.text

    picture = tmp_path / "holiday.png"
    image = QImage(320, 240, QImage.Format.Format_RGB32)
    image.fill(QColor(90, 140, 200))
    assert image.save(str(picture))
    chosen.append(str(picture))
    window.open_action.trigger()
    qtbot.waitUntil(lambda: "Could not read a puzzle from holiday.png" in page.banner.text, timeout=WAIT_MS)
    assert asked == [] and page.puzzle == edited and page.document.dirty

    chosen.append(str(resource("examples/daily-1.json")))
    window.open_action.trigger()
    assert len(asked) == 1  # the one file that replaces the puzzle asked, once
    assert page.document.path is not None and page.document.path.name == "daily-1.json"
    assert not page.document.dirty and page.puzzle != edited
