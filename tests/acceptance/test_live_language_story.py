"""Story (issue 35.4): with a puzzle open and edited, a user picks View > Interface Language >
Deutsch. The window speaks German at once, with no restart: menus, the Waffle page's
buttons, dialogs opened afterwards; the grid, the Undo history and the page shown are kept."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from studio.core.waffle.puzzle import YELLOW
from studio.gui.main_window import MainWindow
from studio.gui.shared.i18n import UI_LANGUAGE_ENV, install_translators
from tests.acceptance.test_interface_language import MENU_BARS, plain
from tests.gui.conftest import WAIT_MS

PUZZLE = "FBOUE\nG.I.U\nLSOOM\nG.E.L\nOEMNA\n\ngyygg\ny.y.y\nyggyy\ny.g.y\nggygg\n"


@pytest.fixture
def english_window(qtbot, tmp_path, monkeypatch):
    monkeypatch.delenv(UI_LANGUAGE_ENV, raising=False)
    install_translators(QApplication.instance(), "en")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings, autosave=tmp_path / "autosave")
    qtbot.addWidget(win)
    win.show()
    yield win
    install_translators(QApplication.instance(), "en")


@pytest.mark.slow
def test_switching_to_german_keeps_the_puzzle_and_its_history(qtbot, english_window):
    window = english_window
    page = window.waffle
    QGuiApplication.clipboard().setText(PUZZLE)
    window.paste_action.trigger()
    page.grid.setFocus()
    page._set_color(0, YELLOW)  # a second edit: two steps of Undo
    tiles, colors = page.puzzle.tiles, page.puzzle.colors
    steps = page.document.undo_stack.count()
    assert steps == 2 and plain(page.mode_buttons.button(0).text()) == "Solve"
    page.set_mode("design")

    studio_end = SimpleNamespace(raise_window=window.bring_to_front, open_path=window.open_path)
    window.listener = studio_end  # as gui/app.py gives the running studio's end (single instance)
    rebuilt = []
    window.rebuilt.connect(rebuilt.append)
    next(a for a in window.ui_language_actions.actions() if a.data() == "de").trigger()
    (german,) = rebuilt
    qtbot.addWidget(german)
    german.ask_save_changes = lambda *_: QMessageBox.StandardButton.Discard
    assert not window.isVisible() and german.isVisible()
    assert german.listener is studio_end and studio_end.open_path == german.open_path  # a file sent lands here

    assert sorted(plain(a.text()) for a in german.menuBar().actions()) == sorted(MENU_BARS["de"])
    buttons = [plain(german.waffle.mode_buttons.button(i).text()) for i in range(3)]
    assert buttons == ["Lösen", "Entwerfen", "Spielen"]  # the Waffle page's own buttons
    kept = german.waffle
    assert (kept.puzzle.tiles, kept.puzzle.colors) == (tiles, colors)  # the grid
    assert kept.document.undo_stack.count() == steps and kept.document.dirty  # its history, unsaved
    assert kept.mode == "design" and german.pages.currentWidget() is kept
    german.undo_action.trigger()
    assert kept.puzzle.colors[0] != YELLOW  # the history works: the colour edit is undone
    german.undo_action.trigger()
    assert kept.puzzle.tiles.strip() == ""
    dialog = german.show_guide()  # a dialog opened afterwards speaks German too
    assert dialog.sections[0].title.endswith("das Benutzerhandbuch")
    qtbot.waitUntil(lambda: kept.default_words is not None, timeout=WAIT_MS)
