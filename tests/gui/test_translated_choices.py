"""Choices the code reads by their data, shown in the interface's language; counts and
language names said in it (issue 24)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QComboBox

from studio.core import alphabet
from studio.gui.shared.i18n import WORD_LANGUAGE_NAMES, add_choices, choose, install_translators, language_name
from studio.gui.waffle.generator_dialog import COMMON, CUTOFF, FILE, GeneratorDialog
from studio.language import plural


@pytest.fixture
def german(qapp):
    install_translators(QApplication.instance(), "de")
    yield
    install_translators(QApplication.instance(), "en")


def test_plural_picks_the_form_by_count():
    assert [plural(n, "{n} Tauschzug", "{n} Tauschzüge") for n in (0, 1, 2)] == [
        "0 Tauschzüge",
        "1 Tauschzug",
        "2 Tauschzüge",
    ]


def test_every_word_language_has_a_name_and_english_keeps_the_native_ones(qapp):
    assert tuple(lang.name for lang in alphabet.LANGUAGES.values()) == WORD_LANGUAGE_NAMES
    assert [language_name(code) for code in alphabet.LANGUAGES] == [lang.name for lang in alphabet.LANGUAGES.values()]


def test_language_names_in_german(german):
    # the German names of the languages (Duden)
    assert [language_name(c) for c in ("en", "es", "fr", "de")] == ["Englisch", "Spanisch", "Französisch", "Deutsch"]


def test_a_choice_is_read_by_its_key_whatever_its_text(german, qtbot):
    box = QComboBox()
    qtbot.addWidget(box)
    add_choices(box, "GeneratorDialog", [COMMON, CUTOFF, FILE])
    assert box.itemText(2) == "Wortlistendatei" and box.itemData(2) == FILE
    choose(box, FILE)
    assert box.currentIndex() == 2
    choose(box, "no such choice")  # an old stored value changes nothing
    assert box.currentIndex() == 2


def test_the_german_generator_works_by_meaning(german, qtbot, window):
    dialog = GeneratorDialog(lambda: window.waffle.default_words, window.library, settings=window.settings)
    qtbot.addWidget(dialog)
    choose(dialog.source, CUTOFF)
    assert dialog.min_zipf() == 2.5 and dialog.cutoff.isEnabled()  # the slider's default, 25 / 10
    choose(dialog.batch.strategy, "shuffle")
    choose(dialog.batch.policy, "most-yellows")
    options = dialog.batch.options(dialog.fill())
    assert (options.strategy, options.policy) == ("shuffle", "most-yellows")
    choose(dialog.every.run_on, "this computer")
    assert dialog.every.scheduler() is None
