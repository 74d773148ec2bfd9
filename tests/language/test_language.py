"""The one catalogue every front end phrases texts with, outside the window too: a German
text from the compiled catalogue, German digit grouping, and gettext's order of the
environment's variables. Oracles: the .ts file's own translation, German typography
(1.200.000; 3,99), gettext's documented precedence."""

from __future__ import annotations

import pytest

from studio import language


@pytest.fixture
def german():
    yield language.use("de")
    language.use("en")


def test_texts_and_numbers_in_german_without_a_window(german):
    assert language.translate("MainWindow", "Play") == "Spielen"
    assert language.translate("MainWindow", "a text no catalogue has") == "a text no catalogue has"
    assert language.number(1_200_000) == "1.200.000"
    assert language.number(3.9905, 2) == "3,99"
    assert language.translate("Ctx", "%n swaps", None, 1200) == "1.200 swaps"


def test_english_is_the_source_and_an_unknown_language_is_english():
    assert language.use("xx").code == "en"
    assert language.translate("MainWindow", "Play") == "Play"
    assert language.number(1_200_000) == "1,200,000"


@pytest.mark.parametrize(
    ("environ", "code"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "de_DE.UTF-8", "LC_ALL": "es_ES.UTF-8"}, "es"),
        ({"LANG": "de_DE.UTF-8", "LANGUAGE": "pt:fr:de"}, "fr"),  # the first it speaks
        ({"LANG": "C", "LANGUAGE": "de"}, "en"),  # gettext ignores LANGUAGE in the C locale
        ({"LANG": "pt_BR.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_command_lines_language_follows_gettexts_convention(environ, code):
    assert language.from_environment(environ) == code
