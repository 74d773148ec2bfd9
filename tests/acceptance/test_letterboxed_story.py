"""A player generates a Letter Boxed board, reads its solutions, plays one to a solve
with an illegal move refused on the way, and mistypes a board.

Oracles: a plain loop over word pairs for the two-word solutions, and the rules letter by
letter (is_legal) for every listed chain; hand-made boards for the typing mistakes.
"""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import Qt

from studio.core.letterboxed.board import is_legal
from studio.core.letterboxed.solver import readings
from studio.gui.shared.appearance import current
from tests.gui.conftest import WAIT_MS
from tests.gui.test_letterboxed_page import (
    check_agrees_with_the_list,
    click_letter,
    open_page,
    type_board,
    wait_generated,
)

ENTER = Qt.Key.Key_Return


@pytest.mark.slow
def test_generate_a_board_read_its_solutions_and_play_one_to_a_solve(qtbot, window):
    page = open_page(qtbot, window)
    qtbot.mouseClick(page.generate_button, Qt.MouseButton.LeftButton)
    wait_generated(qtbot, page)
    # the generator's worker says "finished" after its board; under load the board's solve
    # can report first, so the buttons are waited for, not read at once
    qtbot.waitUntil(lambda: page.generate_button.isEnabled() and not page.cancel_button.isEnabled(), timeout=WAIT_MS)
    check_agrees_with_the_list(page)
    board = page.board
    for solution in page.solutions:
        for chain in readings(solution):
            assert all(w in page.words and is_legal(board, w) for w in chain)
            assert all(a[-1] == b[0] for a, b in pairwise(chain))
            assert set("".join(chain)) == set(board.letters)

    target = page.solutions[0].words
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    assert not page.list.isVisible()  # no spoilers while playing
    first = target[0]
    for letter in first:
        click_letter(qtbot, page, letter)
    neighbour = next(ch for ch in board.sides[board.side_of(first[-1])] if ch != first[-1])
    click_letter(qtbot, page, neighbour)  # refused: same side as the letter before
    assert f"{neighbour} is on the same side as {first[-1]}" in page.game_label.text()
    assert current().status["bad"].name() in page.game_label.styleSheet() and page.game.current == first
    qtbot.keyClick(page.view, ENTER)
    assert page.game.words == (first,)
    for word in target[1:]:  # each word starts where the last ended
        qtbot.keyClicks(page.view, word[1].lower())
        qtbot.keyClick(page.view, ENTER)  # refused: two letters are not a word
        assert "Words have at least 3 letters" in page.game_label.text()
        assert page.game.current == word[:2]
        qtbot.keyClicks(page.view, word[2:].lower())
        qtbot.keyClick(page.view, ENTER)
    assert page.game.words == target
    assert f"Solved in {len(target)} words – the fewest possible!" in page.game_label.text()
    assert current().status["good"].name() in page.game_label.styleSheet()


@pytest.mark.slow
def test_a_mistyped_board_is_named_and_what_was_typed_stays(qtbot, window):
    page = open_page(qtbot, window)
    type_board(qtbot, page, "TAP ERD NIL YCO")
    for typed, message in (
        ("TAP ERD NIL YCOT", "Every side needs the same number of letters: TAP ERD NIL YCOT"),
        ("TAP ERD NIL YCA", "Each letter may appear once on the board; A appears more than once"),
        ("TAP ERD", "A board has at least 3 sides, like 'ANO GDV IEF WZT'; got 2"),
        ("TAP ERD NIL YC1", "Side 4, letter 3: '1' is not a letter A-Z"),
    ):
        page.board_edit.clear()
        qtbot.keyClicks(page.board_edit, typed)
        qtbot.waitUntil(lambda message=message: page.status.text() == message, timeout=WAIT_MS)
        assert current().status["bad"].name() in page.status.styleSheet()
        assert page.board_edit.text() == typed
        assert str(page.board) == "TAP ERD NIL YCO"  # the last good board stays drawn
    page.board_edit.clear()
    qtbot.keyClicks(page.board_edit, "TAP ERD NIL YCO")
    qtbot.waitUntil(lambda: page.status.text().startswith("Fewest: 2 words"), timeout=WAIT_MS)
