"""A user changes View > Word Language with a puzzle open, or types a letter the language
has no tile for, or pastes a code with a misspelled prefix: each time the page says what
is wrong and where, and nothing is solved or saved with the wrong words.

Oracles: the Spanish puzzle of test_languages_story (made by hand from Spanish words),
whose only Ñ tile stands in row 5, column 4 (counted by hand in its grid); the German
spellings of ß, Ä, Ü (SS, AE, UE) and the hand-worked share code of tests/core/test_share.py.
"""

from __future__ import annotations

import json

import pytest

from tests.acceptance.test_languages_story import SPANISH, SPANISH_SOLUTION, _solved_as, type_text
from tests.acceptance.test_waffle_story import paste
from tests.gui.conftest import WAIT_MS, wait_for_workers

NOT_ENGLISH = "row 5, column 4: 'Ñ' is not a letter of English — this puzzle is in Español"


@pytest.mark.slow
def test_choosing_another_word_language_names_the_tiles_it_has_no_letter_for(qtbot, window, tmp_path):
    page = window.waffle
    window.set_language("es")
    paste(qtbot, window, SPANISH)
    _solved_as(qtbot, page, SPANISH_SOLUTION)

    window.set_language("en")
    qtbot.waitUntil(lambda: NOT_ENGLISH in page.solve_panel.message.text(), timeout=WAIT_MS)
    assert NOT_ENGLISH in page.banner.text and "View > Word Language" in page.banner.text
    assert "fits" not in page.solve_panel.message.text()  # not solved with English words
    wait_for_workers(qtbot)  # the English list loads: still not solved with it
    assert NOT_ENGLISH in page.solve_panel.message.text() and not page.solver.busy

    saved = tmp_path / "puzzle.json"  # saved while English is chosen: it stays a Spanish puzzle
    assert page.save_to(saved)
    assert json.loads(saved.read_text(encoding="utf-8"))["lang"] == "es"

    window.set_language("es")
    _solved_as(qtbot, page, SPANISH_SOLUTION)


def test_a_typed_letter_that_is_no_tile_says_why(qtbot, window):
    page = window.waffle
    window.set_language("de")
    page.grid.setFocus()
    for typed, spelt in (("ß", "SS"), ("ä", "AE"), ("Ü", "UE")):
        type_text(page.grid, typed)
        assert page.grid.letters[0] == " " and page.grid.cursor_cell == 0  # nothing typed, the cursor stays
        assert page.banner.text == f"Not typed: '{typed}' is written {spelt} in Deutsch: two letters, not one tile."
    type_text(page.grid, "s")
    assert page.grid.letters[0] == "S" and page.banner.text == ""  # a good letter clears the message

    window.set_language("fr")
    type_text(page.grid, "ñ")
    assert page.grid.letters[1] == " "
    assert page.banner.text.startswith("Not typed: 'ñ' is not a letter of Français (only Español has Ñ")


def test_a_code_with_a_misspelled_prefix_is_named_as_one(qtbot, window):
    page = window.waffle
    paste(qtbot, window, "waffel2:BCIARDqgpEU")
    assert "waffel2: is not a share code this studio knows (waffle1: or waffle2:)" in page.banner.text
    assert page.puzzle.tiles.strip() == ""
    paste(qtbot, window, "waffle1:BCIARDqgpEV")  # the last character's unused bits set
    assert "its last character, 'V', is not one a code ends with" in page.banner.text
