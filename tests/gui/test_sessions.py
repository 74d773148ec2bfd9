"""The window as a desktop app's session: quitting asks one question for every page with
unsaved changes (Waffle, Wordle, Letter Boxed), each named with its page; Save All saves
each where it came from, Discard closes, Cancel keeps everything."""

from __future__ import annotations

import json

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from studio.core.letterboxed.board import parse_board
from studio.core.waffle.formats import read_puzzle
from studio.gui.wordle.widgets import ENTER
from tests.gui.test_letterboxed_page import open_page as open_letterboxed
from tests.gui.test_letterboxed_page import type_board
from tests.gui.test_wordle_page import open_page as open_wordle


def edit_every_page(qtbot, window) -> str:
    """ZZ typed on Waffle, a board typed on Letter Boxed, one guess on Wordle: three pages unsaved."""
    window.waffle.grid.setFocus()
    window.waffle.grid.cursor_cell = 0
    qtbot.keyClicks(window.waffle.grid, "ZZ")
    type_board(qtbot, open_letterboxed(qtbot, window), "ABC DEF GHI JKL")
    wordle = open_wordle(qtbot, window)
    guess = next(word for word in wordle.lists.answers if word != wordle.document.value.answer)
    for letter in [*guess, ENTER]:
        wordle.play.press(letter)
    assert wordle.document.dirty and window.waffle.document.dirty and window.letterboxed.document.dirty
    return guess


def answer_the_box(button: QMessageBox.StandardButton, seen: list[dict]) -> None:
    """The real question, read and answered once it is open."""
    box = QApplication.activeModalWidget()
    if not isinstance(box, QMessageBox):
        QTimer.singleShot(20, lambda: answer_the_box(button, seen))
        return
    buttons = QMessageBox.StandardButton
    offered = [b for b in (buttons.Save, buttons.SaveAll, buttons.Discard, buttons.Cancel) if box.button(b)]
    seen.append({"text": box.text(), "listed": box.informativeText(), "buttons": offered})
    box.button(button).click()


def test_quitting_asks_once_for_every_unsaved_page_and_cancel_keeps_them(qtbot, window):
    edit_every_page(qtbot, window)
    asked = []
    window.ask_save_changes = lambda names: asked.append(list(names)) or QMessageBox.StandardButton.Cancel
    window.close()
    assert asked == [["Waffle: Untitled", "Wordle: Untitled game", "Letter Boxed: Untitled board"]]
    assert window.isVisible() and window.waffle.document.dirty and window.letterboxed.document.dirty


def test_the_quit_question_offers_save_all_discard_cancel_and_discard_closes(qtbot, window):
    edit_every_page(qtbot, window)
    del window.ask_save_changes  # the real question
    seen: list[dict] = []
    QTimer.singleShot(0, lambda: answer_the_box(QMessageBox.StandardButton.Discard, seen))
    window.close()
    buttons = QMessageBox.StandardButton
    assert seen == [
        {
            "text": "Save the changes to these before closing?",
            "listed": "Waffle: Untitled\nWordle: Untitled game\nLetter Boxed: Untitled board",
            "buttons": [buttons.SaveAll, buttons.Discard, buttons.Cancel],
        }
    ]
    assert not window.isVisible()


def test_save_all_writes_every_page_to_its_file_and_closes(qtbot, window, tmp_path):
    edit_every_page(qtbot, window)
    files = {"waffle": tmp_path / "waffle.json", "letterboxed": tmp_path / "box.json", "wordle": tmp_path / "game.json"}
    for name, path in files.items():  # each page saved once, then edited again
        window.pages.setCurrentWidget(window.page(name))
        assert window.page(name).save_to(path)
    window.waffle.grid.cursor_cell = 2
    qtbot.keyClicks(window.waffle.grid, "Q")
    type_board(qtbot, window.letterboxed, "ANO GDV IEF WZT")
    wordle = window.wordle
    played = wordle.document.value
    guess = next(w for w in wordle.lists.answers if w not in (played.answer, played.turns[0].guess))
    for letter in [*guess, ENTER]:
        wordle.play.press(letter)
    del window.ask_save_changes
    seen: list[dict] = []
    QTimer.singleShot(0, lambda: answer_the_box(QMessageBox.StandardButton.SaveAll, seen))
    window.close()
    assert len(seen) == 1 and not window.isVisible()
    assert read_puzzle(files["waffle"]).tiles[:3] == "ZZQ"
    box = json.loads(files["letterboxed"].read_text(encoding="utf-8"))
    assert parse_board(" ".join(box["sides"])) == parse_board("ANO GDV IEF WZT")
    assert json.loads(files["wordle"].read_text(encoding="utf-8"))["guesses"][-1] == guess
