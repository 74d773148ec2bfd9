"""The window's autosave: written while the puzzle has unsaved changes, gone once saved
or at a clean exit, and a crashed window's offered back in a bar with its Undo history;
never a live window's, and a clean exit removes only its own. A puzzle whose file name is
no UTF-8 is autosaved and restored under the same name."""

from __future__ import annotations

import json
import os
import shutil

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from studio.core.autosave import crashed_autosaves, read_history
from studio.core.letterboxed.board import parse_board
from studio.core.waffle.formats import read_puzzle, save_puzzle
from studio.gui.main_window import MainWindow
from studio.gui.wordle.widgets import ENTER
from studio.resources import resource
from tests.gui.conftest import WAIT_MS
from tests.gui.test_letterboxed_page import open_page as open_letterboxed
from tests.gui.test_letterboxed_page import type_board
from tests.gui.test_wordle_page import open_page as open_wordle

EXAMPLE = resource("examples/daily-1.txt")


@pytest.fixture
def start(qtbot, tmp_path):
    """A new window on the autosave folder tmp_path/autosave, as the next start would be."""

    def started() -> MainWindow:
        win = MainWindow(
            QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat), autosave=tmp_path / "autosave"
        )
        win.ask_save_changes = lambda *_: QMessageBox.StandardButton.Discard  # no modal prompt in tests
        qtbot.addWidget(win)
        win.show()
        return win

    return started


def edited(qtbot, window, path=EXAMPLE) -> None:
    """daily-1 opened (from `path`), then ZZ typed over its first two tiles: two steps to undo."""
    assert window.open_path(path)
    window.waffle.grid.setFocus()
    window.waffle.grid.cursor_cell = 0
    qtbot.keyClicks(window.waffle.grid, "zz")
    assert window.waffle.document.value.tiles == "ZZ" + read_puzzle(EXAMPLE).tiles[2:]


def crash(window, tmp_path, kind="waffle"):
    """What SIGKILL leaves: an autosave whose session no one holds (a killed process's
    lock goes with it; tests/core/test_autosave.py kills one)."""
    window.autosaves[kind].write_if_changed()
    left = tmp_path / "autosave" / f"{kind}-crashed.json"
    window.autosaves[kind].session.path.rename(left)
    window.autosaves[kind].timer.stop()
    return left


def test_unsaved_changes_are_autosaved_and_a_save_removes_them(qtbot, tmp_path, start):
    window = start()
    path = window.autosaves["waffle"].session.path
    window.autosaves["waffle"].write_if_changed()
    assert not path.exists()  # nothing changed: nothing written
    edited(qtbot, window)
    window.autosaves["waffle"].write_if_changed()
    history = read_history(path)
    assert [v["tiles"][0][:2] for v in history.values] == ["FB", "ZB", "ZZ"]
    assert (history.index, history.clean, history.path) == (2, 0, str(EXAMPLE.resolve()))
    window.waffle.save_to(tmp_path / "daily.json")
    window.autosaves["waffle"].write_if_changed()
    assert not path.exists()  # saved: nothing to recover
    window.waffle.document.undo_stack.undo()
    window.autosaves["waffle"].write_if_changed()
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


def test_a_live_window_is_no_crash_and_a_clean_exit_leaves_a_crash_named_for_this_process(qtbot, tmp_path, start):
    """A studio killed in a container, where the next one gets its process id: its
    autosave (as older studios named it, for the id) is offered, and survives a clean exit."""
    crashed = tmp_path / "autosave" / f"waffle-{os.getpid()}.json"
    live = start()
    edited(qtbot, live)
    live.autosaves["waffle"].write_if_changed()
    shutil.copy(live.autosaves["waffle"].session.path, crashed)
    window = start()
    assert crashed_autosaves(tmp_path / "autosave", "waffle") == [
        crashed
    ]  # the live window's autosave is not a crash's
    assert window.recovery_bar.isVisible() and "Restore it?" in window.recovery_bar.text
    window.close()
    live_file = live.autosaves["waffle"].session.path
    assert crashed.exists() and live_file.exists()  # a clean exit took neither
    live.close()
    assert crashed.exists() and not live_file.exists()


def test_a_puzzle_whose_file_name_is_no_utf8_is_autosaved_restored_and_saved_under_its_name(qtbot, tmp_path, start):
    raw = os.fsencode(tmp_path) + b"/caf\xe9.json"  # cafe with an e acute in Latin-1: no UTF-8
    save_puzzle(read_puzzle(EXAMPLE), os.fsdecode(raw))
    first = start()
    problems = []
    first.autosaves["waffle"].failed.connect(problems.append)
    edited(qtbot, first, os.fsdecode(raw))
    assert first.windowTitle() == "caf\ufffd.json[*] — Puzzle Studio"  # the byte shown as U+FFFD
    left = crash(first, tmp_path)
    assert problems == [] and os.fsencode(read_history(left).path) == raw
    window = start()
    window.recovery_bar.choices[0].click()  # Restore
    document = window.waffle.document
    assert os.fsencode(document.path) == raw and document.name == "caf\ufffd.json"
    window.save_action.trigger()  # File > Save: the file it came from, by its own name
    assert not document.dirty
    with open(raw, encoding="utf-8") as saved:  # the bytes name, read by the standard library
        assert json.loads(saved.read())["tiles"][0] == "ZZ" + read_puzzle(EXAMPLE).tiles[2:5]


def test_a_letter_boxed_board_and_a_wordle_game_come_back_too_each_page_in_turn(qtbot, tmp_path, start):
    """Issue 32: crash recovery covered the Waffle puzzle only. Each page's document is
    autosaved under its own kind; the next start offers the game, then the board, and
    builds each page only when its document is restored."""
    first = start()
    box = open_letterboxed(qtbot, first)
    type_board(qtbot, box, "ABC DEF GHI JKL")
    wordle = open_wordle(qtbot, first)
    guess = next(word for word in wordle.lists.answers if word != wordle.document.value.answer)
    for letter in [*guess, ENTER]:
        wordle.play.press(letter)
    played = wordle.document.value
    assert [turn.guess for turn in played.turns] == [guess]
    crashed = {kind: crash(first, tmp_path, kind) for kind in ("letter-boxed", "wordle")}
    assert not (tmp_path / "autosave" / "waffle-crashed.json").exists()  # nothing unsaved on Waffle

    window = start()
    bar = window.recovery_bar
    assert bar.text == "Puzzle Studio closed without saving your last Wordle game. Restore it?"
    assert set(window.stand_ins) == {"wordle", "letterboxed", "wordsets"}  # no page built to offer it
    bar.choices[0].click()  # Restore
    assert window.pages.currentWidget() is window.wordle and window.wordle.document.value == played
    assert window.wordle.document.dirty and not crashed["wordle"].exists()
    assert bar.text == "Puzzle Studio closed without saving your last Letter Boxed board. Restore it?"
    bar.choices[0].click()
    restored = window.letterboxed.document
    assert window.pages.currentWidget() is window.letterboxed and restored.value == parse_board("ABC DEF GHI JKL")
    assert restored.dirty and not bar.isVisible() and not crashed["letter-boxed"].exists()
    restored.undo_stack.undo()  # the board it had before, with the Undo history
    assert not restored.dirty and restored.value != parse_board("ABC DEF GHI JKL")
    qtbot.waitUntil(lambda: window.wordle.lists is not None, timeout=WAIT_MS)
    assert window.wordle.document.value == played  # the lists, once read, keep the restored game
