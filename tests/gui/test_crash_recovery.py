"""The window's autosave: written while the puzzle has unsaved changes, gone once saved
or at a clean exit, and a crashed window's offered back in a bar with its Undo history."""

from __future__ import annotations

import subprocess
import sys

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from studio.core.autosave import autosave_path, read_history
from studio.core.waffle.formats import read_puzzle
from studio.gui.main_window import MainWindow
from studio.resources import resource

EXAMPLE = resource("examples/daily-1.txt")


@pytest.fixture
def start(qtbot, tmp_path):
    """A new window on the autosave folder tmp_path/autosave, as the next start would be."""

    def started() -> MainWindow:
        win = MainWindow(
            QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat), autosave=tmp_path / "autosave"
        )
        win.ask_save_changes = lambda: QMessageBox.StandardButton.Discard  # no modal prompt in tests
        qtbot.addWidget(win)
        win.show()
        return win

    return started


def edited(qtbot, window) -> None:
    """daily-1 opened, then ZZ typed over its first two tiles: two steps to undo."""
    assert window.open_path(EXAMPLE)
    window.waffle.grid.setFocus()
    window.waffle.grid.cursor_cell = 0
    qtbot.keyClicks(window.waffle.grid, "zz")
    assert window.waffle.document.value.tiles == "ZZ" + read_puzzle(EXAMPLE).tiles[2:]


def crash(window, tmp_path):
    """What SIGKILL leaves: the autosave under the id of a process that is gone."""
    window.autosave.write_if_changed()
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    left = tmp_path / "autosave" / f"waffle-{child.pid}.json"
    autosave_path(tmp_path / "autosave", "waffle").rename(left)
    window.autosave.timer.stop()
    return left


def test_unsaved_changes_are_autosaved_and_a_save_removes_them(qtbot, tmp_path, start):
    window = start()
    path = autosave_path(tmp_path / "autosave", "waffle")
    window.autosave.write_if_changed()
    assert not path.exists()  # nothing changed: nothing written
    edited(qtbot, window)
    window.autosave.write_if_changed()
    history = read_history(path)
    assert [v["tiles"][0][:2] for v in history.values] == ["FB", "ZB", "ZZ"]
    assert (history.index, history.clean, history.path) == (2, 0, str(EXAMPLE.resolve()))
    window.waffle.save_to(tmp_path / "daily.json")
    window.autosave.write_if_changed()
    assert not path.exists()  # saved: nothing to recover
    window.waffle.document.undo_stack.undo()
    window.autosave.write_if_changed()
    assert read_history(path).clean == 2
    window.close()
    assert not path.exists()  # a clean exit leaves none


def test_after_a_crash_the_next_start_offers_it_and_restore_brings_back_the_puzzle_and_its_undo(qtbot, tmp_path, start):
    first = start()
    edited(qtbot, first)
    left = crash(first, tmp_path)
    window = start()
    bar = window.recovery_bar
    assert bar.isVisible() and "Restore it?" in bar.text
    assert [button.text() for button in bar.choices] == ["Restore", "Discard"]
    bar.choices[0].click()
    document = window.waffle.document
    original = read_puzzle(EXAMPLE)
    assert document.value.tiles == "ZZ" + original.tiles[2:] and document.dirty
    assert document.path == EXAMPLE.resolve() and not bar.isVisible() and not left.exists()
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.value == original and not document.dirty  # back where the file was
    document.undo_stack.redo()
    assert document.value.tiles == "Z" + original.tiles[1:]


def test_discard_removes_the_crashed_autosave_and_keeps_the_puzzle(qtbot, tmp_path, start):
    first = start()
    edited(qtbot, first)
    left = crash(first, tmp_path)
    window = start()
    before = window.waffle.document.value
    window.recovery_bar.choices[1].click()
    assert not left.exists() and window.waffle.document.value == before and not window.recovery_bar.isVisible()


def test_a_damaged_autosave_says_so_and_can_be_discarded(qtbot, tmp_path, start):
    first = start()
    edited(qtbot, first)
    left = crash(first, tmp_path)
    left.write_text('{"kind": "autosave", "steps": 3}')
    window = start()
    window.recovery_bar.choices[0].click()
    assert "could not be read" in window.recovery_bar.text and "list of steps" in window.recovery_bar.text
    assert [button.text() for button in window.recovery_bar.choices] == ["Discard"]
    window.recovery_bar.choices[0].click()
    assert not left.exists()
