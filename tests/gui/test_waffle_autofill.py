"""Design's Autofill through the window: two words typed, the rest filled around them from
the fill list (every word in the built-in list, the typed words kept), the Fits column
counting each slot's words, "cannot be filled" naming the slot, and Undo taking the fill back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from studio.core.waffle.shape import solid_shape
from studio.core.words import default_words
from tests.gui.conftest import WAIT_MS, wait_for_workers


def type_word(qtbot, page, label: str, word: str) -> None:
    slots = page.puzzle.shape.slots
    page.design_panel.slot_chosen.emit(next(k for k, slot in enumerate(slots) if slot.label == label))
    qtbot.keyClicks(page.grid, word)


@pytest.mark.slow
def test_two_words_typed_autofill_fills_the_rest_and_undo_restores(qtbot, window):
    page = window.waffle
    page.set_mode("design")
    design = page.design_panel
    type_word(qtbot, page, "row 1 across", "theme")
    type_word(qtbot, page, "column 5 down", "every")
    typed = page.puzzle.solution
    shape = page.puzzle.shape
    fits = design.slots.item
    qtbot.waitUntil(lambda: fits(0, 2) is not None and fits(0, 2).text() == "1", timeout=WAIT_MS)
    qtbot.mouseClick(design.autofill_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: " " not in (page.puzzle.solution or " "), timeout=WAIT_MS)
    filled = page.puzzle.solution
    words = shape.words(filled)
    listed = default_words("broad")
    assert words[0] == "THEME" and "EVERY" in words
    assert all(word in listed for word in words) and len(set(words)) == len(words)
    assert all(a == b for a, b in zip(typed, filled) if a != " ")
    assert "Filled" in design.autofill_status.text()
    window.undo_action.trigger()
    assert page.puzzle.solution == typed


def test_a_slot_no_word_fits_is_named(qtbot, window):
    page = window.waffle
    page.set_mode("design")
    design = page.design_panel
    type_word(qtbot, page, "row 3 across", "qxq")
    qtbot.mouseClick(design.autofill_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Cannot be filled" in design.autofill_status.text(), timeout=WAIT_MS)
    assert "row 3 across (QXQ··)" in design.autofill_status.text()
    assert design.slots.item(1, 2).text() == "0"
    assert page.puzzle.solution.replace(" ", "") == "QXQ"  # nothing typed is lost


@pytest.mark.slow
def test_cancel_stops_the_fill_and_keeps_the_letters(qtbot, window):
    page = window.waffle
    page.new_puzzle(solid_shape(6, 6))
    page.set_mode("design")
    design = page.design_panel
    type_word(qtbot, page, "row 1 across", "planet")
    typed = page.puzzle.solution
    qtbot.mouseClick(design.autofill_button, Qt.MouseButton.LeftButton)
    assert design.autofill_cancel.isEnabled() and not design.autofill_button.isEnabled()
    qtbot.mouseClick(design.autofill_cancel, Qt.MouseButton.LeftButton)
    assert design.autofill_status.text() == "Autofill cancelled." and design.autofill_button.isEnabled()
    wait_for_workers(qtbot)
    assert page.puzzle.solution == typed and design.autofill_status.text() == "Autofill cancelled."
