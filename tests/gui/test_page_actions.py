"""The window's menus and toolbar act on the page shown, and every page's documents
(Waffle puzzles, Letter Boxed boards, Wordle games) save, reopen and refuse bad files."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QFileDialog

from studio.core.letterboxed.board import parse_board
from studio.core.wordle.feedback import marks, pattern_of
from studio.gui.shared.appearance import current
from studio.gui.wordle.widgets import ENTER
from tests.gui.conftest import WAIT_MS
from tests.gui.test_letterboxed_page import open_page as open_letterboxed
from tests.gui.test_letterboxed_page import type_board
from tests.gui.test_wordle_page import open_page as open_wordle

FILE_ACTIONS = ("new", "save", "save_as", "export", "sheet", "copy", "paste", "words", "default_words")


def enabled(window) -> set[str]:
    names = [*FILE_ACTIONS, "generate"]
    found = {name for name in names if getattr(window, f"{name}_action").isEnabled()}
    return found | ({"holes"} if window.waffle.holes_action.isEnabled() else set())


def guess(qtbot, page, word: str) -> None:
    for letter in word:
        page.play.press(letter)
    page.play.press(ENTER)


@pytest.mark.slow
def test_each_tab_enables_only_its_own_actions(qtbot, window):
    window.pages.setCurrentWidget(window.waffle)
    assert enabled(window) == {*FILE_ACTIONS, "holes", "generate"}
    open_letterboxed(qtbot, window)
    assert enabled(window) == {"new", "save", "save_as", "export", "words"}
    window.pages.setCurrentWidget(window.wordle)
    assert enabled(window) == {"new", "save", "save_as", "export", "words"}
    window.pages.setCurrentWidget(window.wordsets)
    assert enabled(window) == {"export", "words"}
    assert all(not menu.menuAction().isVisible() for menu in window.waffle_menus)
    assert window.open_action.isEnabled() and window.windowTitle() == "Puzzle Studio"


@pytest.mark.slow
def test_undo_on_letter_boxed_undoes_the_board_and_never_touches_the_waffle_grid(qtbot, window):
    waffle = window.waffle
    waffle.grid.setFocus()
    for letter in "CAT":
        waffle._type_letter(waffle.grid.cursor_cell, letter)
        waffle.grid.cursor_cell += 1
    typed = waffle.puzzle
    assert typed.tiles.startswith("CAT") and window.undo_action.isEnabled()

    page = open_letterboxed(qtbot, window)
    first = page.document.value
    assert not window.undo_action.isEnabled()  # the board has no history yet; Waffle's is not reachable
    type_board(qtbot, page, "ABC DEF GHI JKL")
    assert page.document.value == parse_board("ABC DEF GHI JKL")
    assert window.undo_action.isEnabled() and window.undo_action.text() == "&Undo Board ABC DEF GHI JKL"
    assert window.undo_action.iconText() == "Undo"  # the toolbar's label never changes width

    window.undo_action.trigger()
    assert page.document.value == first and page.board_edit.text() == str(first)
    assert waffle.puzzle == typed and waffle.document.undo_stack.index() == 3

    window.pages.setCurrentWidget(window.wordle)
    assert not window.undo_action.isEnabled()
    window.undo_action.trigger()  # a shortcut reaching a disabled action does nothing
    assert waffle.puzzle == typed and page.document.value == first


def test_the_status_bar_names_the_list_of_the_page_shown(qtbot, window, tmp_path):
    assert window.words_label.text().startswith("Word list: scowl+wordfreq-en, broad tier")
    page = open_letterboxed(qtbot, window)
    qtbot.waitUntil(lambda: "words like the game's" in window.words_label.text(), timeout=WAIT_MS)
    listing = tmp_path / "box-words.txt"
    listing.write_text("ABLE\nBAKE\n")
    page.page_actions().use_word_file(str(listing))
    qtbot.waitUntil(lambda: "box-words.txt (2 words)" in window.words_label.text(), timeout=WAIT_MS)
    assert window.waffle.user_words is None  # Waffle still uses its own list
    window.pages.setCurrentWidget(window.waffle)
    assert window.words_label.text().startswith("Word list: scowl+wordfreq-en, broad tier")


@pytest.mark.slow
def test_a_board_saves_reopens_from_any_tab_and_a_bad_file_loses_nothing(qtbot, window, tmp_path):
    page = open_letterboxed(qtbot, window)
    type_board(qtbot, page, "ABC DEF GHI JKL")
    assert window.isWindowModified()
    path = tmp_path / "box.json"
    assert page.save_to(path)
    assert json.loads(path.read_text(encoding="utf-8"))["sides"] == ["ABC", "DEF", "GHI", "JKL"]
    assert not window.isWindowModified() and window.windowTitle().startswith("box.json")

    type_board(qtbot, page, "ANO GDV IEF WZT")
    window.pages.setCurrentWidget(window.waffle)
    assert window.open_path(path)
    assert window.pages.currentWidget() is page
    assert page.document.value == parse_board("ABC DEF GHI JKL") and page.board_edit.text() == "ABC DEF GHI JKL"

    bad = tmp_path / "bad.json"
    bad.write_text('{"kind": "letter-boxed",\n  "sides": ["ABC", "DEF", "GHA"]}\n')
    assert not window.open_path(bad)
    assert (
        page.status.text() == "Could not open bad.json at line 2, column 3: "
        "each letter may appear once on the board; A appears more than once"
    )
    assert page.document.value == parse_board("ABC DEF GHI JKL") and page.document.path == path.resolve()


@pytest.mark.slow
def test_a_game_saves_and_reopens_as_it_was_left_and_a_bad_file_loses_nothing(qtbot, window, tmp_path):
    page = open_wordle(qtbot, window)
    page.play.new_game("CRANE")
    guess(qtbot, page, "SLATE")
    guess(qtbot, page, "CRONE")
    played = page.document.value
    assert window.isWindowModified()
    path = tmp_path / "game.json"
    assert page.save_to(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["kind"], data["answer"], data["guesses"]) == ("wordle", "CRANE", ["SLATE", "CRONE"])

    page.play.new_game("PLANT")
    window.pages.setCurrentWidget(window.wordsets)
    assert window.open_path(path)
    assert window.pages.currentWidget() is page and page.document.value == played
    assert [t.pattern for t in page.document.value.turns] == [pattern_of(marks(w, "CRANE")) for w in ("SLATE", "CRONE")]
    guess(qtbot, page, "CRANE")  # the game goes on where it was left
    assert page.document.value.won and window.isWindowModified()

    bad = tmp_path / "bad.json"
    bad.write_text('{"kind": "wordle",\n "answer": "CRANE",\n "guesses": ["SLATE", "CRAN"]}\n')
    assert not window.open_path(bad)
    assert (
        page.play.message.text()
        == "Could not open bad.json at line 3, column 2: guess 2, 'CRAN', is not 5 letters A-Z or Ñ like the answer"
    )
    assert page.document.value.won and page.document.path == path.resolve()


@pytest.mark.slow
def test_export_on_wordle_writes_the_game_as_played(qtbot, window, tmp_path, monkeypatch):
    page = open_wordle(qtbot, window)
    page.play.new_game("CRANE")
    guess(qtbot, page, "SLATE")
    target = tmp_path / "my game.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    window.export_action.trigger()
    assert page.play.message.text() == "Saved my game.png."
    image = QImage(str(target))
    assert (image.width(), image.height()) == (600, 720)  # 5 across, 6 rows down
    # SLATE against CRANE, by the core's rule: the tile fills along the first row
    expected = [current().mark_fill[m] for m in marks("SLATE", "CRANE")]
    pitch = 120
    for column, colour in enumerate(expected):
        found = QColor(image.pixel(column * pitch + 20, 20))
        assert max(abs(found.red() - colour.red()), abs(found.green() - colour.green())) < 40, column
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(tmp_path / "notes.txt" / "x.png"), ""))
    (tmp_path / "notes.txt").write_text("mine")
    window.export_action.trigger()
    assert page.play.message.text().startswith("Could not export:") and "cannot write there" in page.play.message.text()
