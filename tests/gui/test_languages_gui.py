"""View > Language: every page's words follow the choice, files record and restore it (issue 24)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from studio.core.waffle.formats import parse_puzzle_text, save_puzzle
from studio.core.wordle.files import read_game
from studio.gui.main_window import LANGUAGE_KEY, MainWindow
from tests.gui.conftest import WAIT_MS, click_cell, wait_solved

# A Spanish 5x5 Waffle worked out by hand: across DUEÑO, LUCHE, RUEDA; down DOLAR, ELCHE, OMEGA.
SOLUTION = "DUEÑOOLMLUCHEAHGRUEDA"
SCRAMBLED = """dldho
u e u
luexo
a g m
rceha

g---g
-.y.-
ggy--
g.-.y
g-g-g
"""
ENYE_CELL = 11  # row 3, column 4: typed below, as the X stands in for it in the paste


def type_accented(widget: QWidget, text: str) -> None:
    """Key presses as an accented keyboard sends them (QTest.keyClicks aborts on ñ); Qt's key
    codes for Latin-1 letters are their capitals' code points (Key_Ntilde = Ñ)."""
    for ch in text:
        QApplication.sendEvent(
            widget, QKeyEvent(QEvent.Type.KeyPress, ord(ch.upper()), Qt.KeyboardModifier.NoModifier, ch)
        )


def choose(window, lang: str) -> None:
    """View > Language > the language, as a click on the menu does."""
    next(action for action in window.language_actions.actions() if action.data() == lang).trigger()


def test_a_spanish_waffle_typed_with_enye_is_solved_with_the_spanish_list(qtbot, window):
    page = window.waffle
    choose(window, "en")
    assert page.paste_text(SCRAMBLED)
    click_cell(qtbot, page.grid, ENYE_CELL)
    type_accented(page.grid, "ñ")  # English has no Ñ tile: nothing is typed
    assert page.puzzle.tiles[ENYE_CELL] == "X"
    choose(window, "es")
    assert window.language_label.text() == "Español"
    qtbot.waitUntil(lambda: page.default_words is not None, timeout=WAIT_MS)
    type_accented(page.grid, "ñ")  # the cursor stayed: lower case, as typed, the tile is Ñ
    assert page.puzzle.tiles[ENYE_CELL] == "Ñ"
    qtbot.waitUntil(
        lambda: page.solve_panel.report is not None and bool(page.solve_panel.report.solved), timeout=WAIT_MS
    )
    wait_solved(qtbot, page)
    assert [s.candidate.letters for s in page.solve_panel.report.solved] == [SOLUTION]
    assert next(a for a in window.language_actions.actions() if a.isChecked()).data() == "es"


def test_the_choice_is_remembered_for_the_next_window(qtbot, window, tmp_path):
    choose(window, "fr")
    assert window.settings.value(LANGUAGE_KEY) == "fr"
    again = MainWindow(QSettings(window.settings.fileName(), QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.waffle.default_words is not None, timeout=WAIT_MS)  # no read left running
    assert again.library.lang == "fr" and again.waffle.lang == "fr"
    assert next(a for a in again.language_actions.actions() if a.isChecked()).text() == "Français"


def test_a_file_in_french_opens_in_french_and_saves_in_french(qtbot, window, tmp_path):
    choose(window, "en")
    puzzle = parse_puzzle_text(SCRAMBLED.replace("x", "n"))
    path = tmp_path / "fr.json"
    save_puzzle(puzzle.with_changes(meta={"lang": "fr"}), path)
    assert window.open_path(path)
    page = window.waffle
    assert page.lang == "fr" and "Français" in page.banner.text
    assert window.language_label.text() == "Français"
    assert window.library.lang == "en"  # the window's choice stays: only this page follows the file
    qtbot.waitUntil(lambda: page.default_words is not None, timeout=WAIT_MS)
    assert page.default_words.name == "wfrench+wordfreq-fr"
    out = tmp_path / "again.json"
    assert page.save_to(out)
    assert json.loads(out.read_text(encoding="utf-8"))["lang"] == "fr"
    choose(window, "es")  # a choice made afterwards applies to the file too, and is what it saves
    assert page.save_to(out) and json.loads(out.read_text(encoding="utf-8"))["lang"] == "es"


def test_an_english_puzzle_saved_in_english_stays_a_file_without_a_language(window, tmp_path):
    """Files from before languages, and English ones, read the same: no key added."""
    choose(window, "en")
    assert window.waffle.paste_text(SCRAMBLED.replace("x", "n"))
    assert window.waffle.save_to(tmp_path / "en.json")
    assert "lang" not in json.loads((tmp_path / "en.json").read_text(encoding="utf-8"))


@pytest.mark.slow
def test_wordle_in_spanish_has_the_enye_key_and_types_it(qtbot, window, tmp_path):
    choose(window, "en")
    page = window.wordle
    window.pages.setCurrentWidget(page)
    qtbot.waitUntil(lambda: page.lists is not None, timeout=WAIT_MS)
    assert page.play.keyboard.buttons["Ñ"].isHidden()
    english = page.lists
    choose(window, "es")
    qtbot.waitUntil(lambda: page.lists is not english and page.lists is not None, timeout=WAIT_MS)
    assert not page.play.keyboard.buttons["Ñ"].isHidden()
    assert any("Ñ" in word for word in page.lists.answers)
    play = page.play
    play.new_game("AÑEJO" if "AÑEJO" in page.lists.answers else next(w for w in page.lists.answers if "Ñ" in w))
    qtbot.mouseClick(play.keyboard.buttons["Ñ"], Qt.MouseButton.LeftButton)
    type_accented(play.tiles, "ñé")  # typed accents fold: é is E
    assert play.typed == "ÑÑE"
    path = tmp_path / "juego.json"
    assert page.save_to(path)
    assert read_game(path).lang == "es"
    choose(window, "en")
    spanish = page.lists
    assert window.open_path(path) and page.lang == "es" and "Español" in play.message.text()
    qtbot.waitUntil(lambda: page.lists is not spanish and not page.task.running, timeout=WAIT_MS)
    assert play.game.answer == read_game(path).answer  # the opened game stays over the new lists
