"""A user moves between the pages and uses each one's File actions through the menus."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QFileDialog

from studio.core.letterboxed.board import parse_board
from studio.gui.wordle.widgets import ENTER
from tests.gui.conftest import WAIT_MS
from tests.gui.test_letterboxed_page import open_page as open_letterboxed
from tests.gui.test_letterboxed_page import type_board
from tests.gui.test_wordle_page import open_page as open_wordle


@pytest.mark.slow
def test_each_page_saves_and_opens_its_own_documents_through_the_file_menu(qtbot, window, tmp_path, monkeypatch):
    chosen: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (chosen.pop(0), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (chosen.pop(0), ""))

    # Letter Boxed: type a board, File > Save asks where, the file holds the board.
    box = open_letterboxed(qtbot, window)
    type_board(qtbot, box, "ABC DEF GHI JKL")
    chosen.append(str(tmp_path / "box.json"))
    window.save_action.trigger()
    assert json.loads((tmp_path / "box.json").read_text(encoding="utf-8"))["kind"] == "letter-boxed"
    assert window.windowTitle() == "box.json[*] — Puzzle Studio" and not window.isWindowModified()

    # Wordle: a game with one guess, saved with File > Save As.
    wordle = open_wordle(qtbot, window)
    window.new_action.trigger()
    answer = wordle.document.value.answer
    first = next(word for word in wordle.lists.answers if word != answer)
    for letter in first:
        wordle.play.press(letter)
    wordle.play.press(ENTER)
    chosen.append(str(tmp_path / "game.json"))
    window.save_as_action.trigger()
    assert json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))["guesses"] == [first]

    # From the Waffle page, File > Open of each file shows its page with what was saved.
    window.pages.setCurrentWidget(window.waffle)
    waffle_before = window.waffle.puzzle
    type_board(qtbot, box, "ANO GDV IEF WZT")  # unsaved: the prompt is answered Discard
    for name in ("box.json", "game.json"):
        chosen.append(str(tmp_path / name))
        window.open_action.trigger()
    assert window.pages.currentWidget() is wordle and wordle.document.value.turns[0].guess == first
    window.pages.setCurrentWidget(box)
    assert box.document.value == parse_board("ABC DEF GHI JKL")
    assert window.waffle.puzzle == waffle_before

    # File > Load Word List on Letter Boxed changes Letter Boxed's list, and the status bar says so.
    listing = tmp_path / "mine.txt"
    listing.write_text("ABLE\nBAKE\nCAFE\n")
    chosen.append(str(listing))
    window.words_action.trigger()
    qtbot.waitUntil(lambda: window.words_label.text() == "Word list: mine.txt (3 words)", timeout=WAIT_MS)
    assert window.waffle.user_words is None
    assert not chosen
