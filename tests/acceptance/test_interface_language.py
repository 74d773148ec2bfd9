"""Story: a Spanish, French or German user sees the window in their language; View >
Interface Language overrides the system's choice and is remembered (issue 24)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu

from studio.gui.main_window import MainWindow
from studio.gui.shared.i18n import UI_LANGUAGE_ENV, UI_LANGUAGE_KEY, chosen_ui_language, install_translators

# The menu bar of the usual desktop programs in each language (LibreOffice, Firefox), an
# outside record of the words; Puzzle/Mode/View are the studio's own.
MENU_BARS = {
    "es": ["Archivo", "Edición", "Modo", "Puzle", "Ver", "Ayuda"],
    "fr": ["Fichier", "Édition", "Mode", "Puzzle", "Affichage", "Aide"],
    "de": ["Datei", "Bearbeiten", "Modus", "Rätsel", "Ansicht", "Hilfe"],
    "en": ["File", "Edit", "Mode", "Puzzle", "View", "Help"],
}


def plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


@pytest.fixture
def translated(qtbot, tmp_path):
    """A window built under a language's translation; English again afterwards."""
    windows = []

    def build(lang: str) -> MainWindow:
        install_translators(QApplication.instance(), lang)
        window = MainWindow(QSettings(str(tmp_path / f"{lang}.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        windows.append(window)
        return window

    yield build
    install_translators(QApplication.instance(), "en")


@pytest.mark.parametrize("lang", ["es", "fr", "de", "en"])
def test_the_menus_read_in_the_language(translated, lang):
    window = translated(lang)
    titles = [plain(a.text()) for a in window.menuBar().actions()]
    assert sorted(titles) == sorted(MENU_BARS[lang])
    assert plain(window.pages.tabText(0)) == "Waffle"  # the games keep their names
    assert plain(window.pages.tabText(1)) == "Wordle"


def accelerators(menu: QMenu) -> list[str]:
    return [m.group(1).lower() for a in menu.actions() if (m := re.search(r"&([^&])", a.text()))]


def all_menus(window: MainWindow) -> list[QMenu]:
    found, todo = [], [a.menu() for a in window.menuBar().actions()]
    while todo:
        menu = todo.pop()
        found.append(menu)
        todo += [a.menu() for a in menu.actions() if isinstance(a, QAction) and a.menu()]
    return found


@pytest.mark.parametrize("lang", ["es", "fr", "de"])  # English's File menu has W twice (left alone)
def test_no_two_items_of_a_menu_share_an_alt_key(translated, lang):
    window = translated(lang)
    bar = accelerators(window.menuBar())
    clashes = [(m.title(), keys) for m in all_menus(window) for keys in [accelerators(m)] if len(set(keys)) < len(keys)]
    assert len(set(bar)) == len(bar) == 6
    assert not clashes


def test_interface_language_is_chosen_and_remembered(qtbot, translated, tmp_path, monkeypatch):
    monkeypatch.delenv(UI_LANGUAGE_ENV, raising=False)
    window = translated("en")
    words_before = window.library.lang
    rebuilt = []
    window.rebuilt.connect(rebuilt.append)
    choice = next(a for a in window.ui_language_actions.actions() if a.data() == "de")
    choice.trigger()
    (window,) = rebuilt  # applied at once: the window built again in German
    qtbot.addWidget(window)
    assert plain(window.menuBar().actions()[0].text()) == "Datei"
    assert window.settings.value(UI_LANGUAGE_KEY) == "de"
    assert chosen_ui_language(window.settings) == "de"
    monkeypatch.setenv(UI_LANGUAGE_ENV, "fr")  # the override for tests and screenshots
    assert chosen_ui_language(window.settings) == "fr"
    monkeypatch.setenv(UI_LANGUAGE_ENV, "xx")  # no such translation: the stored choice stands
    assert chosen_ui_language(window.settings) == "de"
    # the words' language is a separate menu: choosing the interface's leaves it alone
    assert window.library.lang == words_before


def test_a_translated_message_formats(translated):
    """A message with fields, shown in Spanish, has its fields filled."""
    window = translated("es")
    window.waffle.banner.show_info(window.waffle.tr("Now using {name}: {n:,} words.").format(name="x", n=1234))
    assert window.waffle.banner.label.text() == "Usando ahora x: 1,234 palabras."
