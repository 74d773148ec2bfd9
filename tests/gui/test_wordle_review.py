"""Play's Review by qtbot: a finished game's table per guess, the hand-worked numbers of
tests/core/test_wordle_review.py (four rhyming answers), on a worker."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import WAIT_MS
from tests.gui.test_wordle_page import open_page, use_lists


@pytest.mark.slow
def test_review_after_a_game_shows_each_guess(qtbot, window, tmp_path):
    page = open_page(qtbot, window)
    answers, guesses = tmp_path / "answers.txt", tmp_path / "guesses.txt"
    answers.write_text("batch\nhatch\nlatch\nmatch\n")
    guesses.write_text("batch\nhatch\nlatch\nmatch\nhlmzz\n")
    use_lists(qtbot, page, str(answers), str(guesses))
    play = page.play
    play.new_game("HATCH")
    assert not play.review.button.isEnabled() and not play.review.isVisible()
    for word in ("batch", "hatch"):
        qtbot.keyClicks(play.tiles, word)
        qtbot.keyClick(play.tiles, Qt.Key.Key_Return)
    assert play.game.won and play.review.button.isEnabled()
    qtbot.mouseClick(play.review.button, Qt.MouseButton.LeftButton)
    table = play.review.table
    qtbot.waitUntil(lambda: table.rowCount() == 2 and table.item(1, 6) is not None, timeout=WAIT_MS)
    rows = [[table.item(r, c).data(Qt.ItemDataRole.DisplayRole) for c in range(7)] for r in range(2)]
    assert rows[0][:4] == ["BATCH", 4, 3, "HLMZZ"] and rows[0][5:] == [50, 37]
    assert rows[1][:4] == ["HATCH", 3, 0, "HATCH"] and rows[1][5:] == [99, 82]
    assert play.review.isVisible()
    play.new_game("LATCH")
    assert not play.review.isVisible() and not play.review.button.isEnabled()
