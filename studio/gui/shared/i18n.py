"""The window's own language (its menus, buttons and messages), apart from the words'
language (View > Word Language, `studio.core.alphabet`). Texts are wrapped in `tr()`;
tools/update_translations.py extracts them into studio/resources/i18n/*.ts and compiles
the .qm files loaded here. Messages from studio/core stay English."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import cast

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QComboBox

from studio.core import alphabet
from studio.resources import resource

# QT_TRANSLATE_NOOP marks a text lupdate extracts where it is defined (a table of names);
# the code translates it where it is shown. Typed here: PySide6's stub returns object.
QT_TRANSLATE_NOOP = cast(Callable[[str, str], str], QtCore.QT_TRANSLATE_NOOP)

# The window's translations, studio/resources/i18n/studio_<code>.ts (tools/update_translations.py
# makes and compiles them), and the interface languages: English and those, each named in
# itself as the words' language of that code is (as a menu of languages shows them)
TRANSLATIONS = ("es", "fr", "de")
UI_LANGUAGES = {code: alphabet.LANGUAGES[code].name for code in ("en", *TRANSLATIONS)}
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


def studio_translation(code: str) -> Path:
    return Path(str(resource(f"i18n/studio_{code}.qm")))


def install_translators(app: QCoreApplication, code: str) -> None:
    """Replaces the installed translations by `code`'s: the studio's, and Qt's own
    (standard buttons, the file dialog) when this Qt install ships them (the bundle does not)."""
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if code == "en":
        return
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for path in (Path(qt_folder) / f"qtbase_{code}.qm", studio_translation(code)):
        translator = QTranslator(app)
        if path.is_file() and translator.load(str(path)):
            app.installTranslator(translator)
            _installed.append(translator)
