"""Counts phrased with their plural: "1 guess left", "after 1 try", not "1 guesses", "1 tries"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from studio.core.waffle.generate import Attempt
from studio.operations.generate import Made
from tests.gui.conftest import WAIT_MS


@pytest.mark.slow
def test_wordle_counts_its_guesses_left_in_the_singular_at_one(qtbot, window):
    page = window.wordle
    window.pages.setCurrentWidget(page)
    qtbot.waitUntil(lambda: page.lists is not None, timeout=WAIT_MS)
    play = page.play
    play.new_game("BEACH")
    assert play.message.text() == "Guess the 5-letter word in 6 tries."
    wrong = [w for w in page.lists.guesses if w != "BEACH"][:5]
    said = []
    for word in wrong:
        qtbot.keyClicks(play.tiles, word.lower())
        qtbot.keyClick(play.tiles, Qt.Key.Key_Return)
        said.append(play.message.text())
    assert said == ["5 guesses left.", "4 guesses left.", "3 guesses left.", "2 guesses left.", "1 guess left."]


@pytest.mark.slow
def test_the_generator_counts_one_try_in_the_singular(qtbot, window):
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    batch = dialog.batch
    from studio.core.facts import Code, fact

    again = fact(Code.ALREADY_IN_BATCH)  # the last try's reason, phrased as the facts' table says it
    batch._attempt(Made(Attempt(tries=1, made=0, rejected=again)))
    assert batch.runner.eta.text() == "1 try so far (a grid this batch already has)"
    batch._attempt(Made(Attempt(tries=2, made=0, rejected=again)))
    assert batch.runner.eta.text() == "2 tries so far (a grid this batch already has)"
    batch.count = 3
    batch._attempt(Made(Attempt(tries=1, made=1)))
    assert batch.runner.eta.text().startswith("1 of 3 after 1 try; about ")
