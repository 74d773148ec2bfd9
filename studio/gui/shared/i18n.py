"""The window's own language (its menus, buttons and messages), apart from the words'
language (View > Word Language, `studio.core.alphabet`). Texts are wrapped in `tr()`; the
catalogue is studio.language's, shared with the command line, sheets and web pages."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import cast

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QComboBox

from studio import language
from studio.core import alphabet

# QT_TRANSLATE_NOOP marks a text lupdate extracts where it is defined (a table of names);
# the code translates it where it is shown. Typed here: PySide6's stub returns object.
QT_TRANSLATE_NOOP = cast(Callable[[str, str], str], QtCore.QT_TRANSLATE_NOOP)

UI_LANGUAGES = language.NAMES  # the interface languages, each named in itself
UI_LANGUAGE_KEY = "interface/language"  # "" or absent: follow the system locale
UI_LANGUAGE_ENV = "PUZZLE_STUDIO_UI_LANG"  # overrides both, for tests and screenshots

# The words' languages (studio.core.alphabet.LANGUAGES) are named in the interface's language
# where a sentence or a label speaks of them; the source texts are their names in themselves
# (alphabet's `name`, which the English window shows), and the Word Language menu names
# each in itself. lupdate reads only literal texts, so the names are marked here again, in
# alphabet's order; tests/gui/test_translated_choices.py holds the two to one another.
WORD_LANGUAGE_NAMES = (
    QT_TRANSLATE_NOOP("Languages", "English"),
    QT_TRANSLATE_NOOP("Languages", "English (UK)"),
    QT_TRANSLATE_NOOP("Languages", "Español"),
    QT_TRANSLATE_NOOP("Languages", "Français"),
    QT_TRANSLATE_NOOP("Languages", "Deutsch"),
)

_installed: list[QTranslator] = []  # kept referenced: Qt does not own installed translators


def system_ui_language() -> str:
    """The system locale's language where the studio has a translation, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in UI_LANGUAGES else "en"


def chosen_ui_language(settings: QSettings) -> str:
    """The language the window starts in: the environment's override, View > Interface
    Language's choice, or the system locale's."""
    for code in (os.environ.get(UI_LANGUAGE_ENV, ""), str(settings.value(UI_LANGUAGE_KEY, "") or "")):
        if code in UI_LANGUAGES:
            return code
    return system_ui_language()


def language_name(code: str) -> str:
    """A words' language as the interface says it: 'Englisch' in a German window."""
    return QCoreApplication.translate("Languages", alphabet.language(code).name)


def add_choices(box: QComboBox, context: str, keys: Iterable[str]) -> None:
    """Items shown translated, each holding its untranslated key as its data: the code
    reads currentData(), never the text, which changes with the interface's language. The
    keys are marked with QT_TRANSLATE_NOOP(context, ...) where they are defined."""
    for key in keys:
        box.addItem(QCoreApplication.translate(context, key), key)


def choose(box: QComboBox, key: object) -> None:
    """Selects the item holding `key` (a box filled by add_choices); an unknown key changes nothing."""
    if (index := box.findData(key)) >= 0:
        box.setCurrentIndex(index)


def install_translators(app: QCoreApplication, code: str) -> None:
    """Phrases every text in `code`: studio.language's catalogue (the window's, the
    sheets' and the messages'), installed in Qt for `tr()`, and Qt's own (standard buttons,
    the file dialog) where this Qt install ships it (the bundle does not)."""
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    phrasing = language.use(code)
    qt_own = QTranslator(app)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if code != "en" and qt_own.load(str(Path(qt_folder) / f"qtbase_{code}.qm")):
        _installed.append(qt_own)
    if phrasing.catalogue is not None:
        _installed.append(phrasing.catalogue)
    for translator in _installed:
        app.installTranslator(translator)
