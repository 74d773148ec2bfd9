"""A player types a real NYT board and gets no spoiler: counts by number of words, then
hints one rung at a time, the solutions only when asked, a page at a time. Unhappy paths:
a mistyped board, a word list with no words, a board no word solves; in the window and on
the command line.

Oracles: the NYT's official answer of 22 March 2024 (BLOWFLIES SUMAC) must be among the
solutions; a plain pair loop over the list's words for the count of two-word chains;
hand-made boards and lists for the unhappy paths.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from studio.cli import main
from studio.cli.exits import Exit
from studio.core.letterboxed.solver import readings
from tests.core.test_letterboxed_generate_play import two_word_pairs
from tests.gui.conftest import WAIT_MS
from tests.gui.test_letterboxed_page import every_word, open_page, type_board

NYT = "LME IUF WCB OAS"  # 22 March 2024


@pytest.mark.slow
def test_a_board_is_counted_hinted_then_shown_never_spoiled_first(qtbot, window):
    page = open_page(qtbot, window)
    type_board(qtbot, page, NYT)
    pairs = two_word_pairs(page.board, every_word(page.words))
    assert ("BLOWFLIES", "SUMAC") in pairs
    assert page.counts_label.text() == f"2 words: {len(pairs)} solutions"
    shown = f"{page.status.text()}\n{page.counts_label.text()}\n{page.hint_label.text()}"
    assert not any(word in shown for pair in pairs for word in pair)  # no word before asked
    assert not page.list.isVisible() and page.list.count() == 0 and not page.view.look.words

    best = page.solutions[0].words
    said = []
    for _ in range(3):
        qtbot.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
        said.append(page.hint_label.text().splitlines()[-1])
    assert said == [
        f"The first word starts with {best[0][0]}.",
        f"The first word is {best[0]}.",
        f"An answer: {' '.join(best)}.",
    ]
    assert not page.hint_button.isEnabled() and not page.list.isVisible()

    assert page.more_words.text() == "the fewest" and page.more_words.minimum() == 0  # never below it
    page.more_words.stepUp()  # the fewest + 1: three-word chains too, more than a page of them
    assert page.more_words.text() == "the fewest + 1"
    qtbot.waitUntil(lambda: page.counts_label.text().count("\n") == 1, timeout=WAIT_MS)
    qtbot.mouseClick(page.show_button, Qt.MouseButton.LeftButton)
    assert page.list.isVisible() and page.list.count() == 50
    assert page.more_button.isVisible()
    qtbot.mouseClick(page.more_button, Qt.MouseButton.LeftButton)
    assert page.list.count() == 100
    listed = {r for s in page.solutions for r in readings(s) if len(r) == 2}
    assert listed == set(pairs)

    type_board(qtbot, page, "TAP ERD NIL YCO")  # a new board starts spoiler-free again
    assert not page.list.isVisible() and not page.show_button.isChecked() and page.hint_label.text() == ""


@pytest.mark.slow
def test_unhappy_boards_and_lists_in_the_window(qtbot, window, tmp_path):
    page = open_page(qtbot, window)
    type_board(qtbot, page, NYT)
    page.board_edit.clear()
    qtbot.keyClicks(page.board_edit, "LME IUF WCB OA1")
    qtbot.waitUntil(lambda: "'1' is not a letter" in page.status.text(), timeout=WAIT_MS)
    assert page.status.text() == "Side 4, letter 3: '1' is not a letter A-Z"
    assert page.board_edit.text() == "LME IUF WCB OA1" and str(page.board) == NYT

    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing here\n\n")
    words_before = page.words
    page.load_words(str(empty))
    qtbot.waitUntil(lambda: "no words found" in page.status.text(), timeout=WAIT_MS)
    assert page.words is words_before  # the list in use stays

    type_board(qtbot, page, "QXZ JVK WFB MPH")  # no vowel: no word
    assert page.status.text() == "No solution with these words."
    assert page.counts_label.text() == "" and not page.hint_button.isEnabled() and not page.show_button.isEnabled()


def test_unhappy_boards_and_lists_on_the_command_line(tmp_path, capfd):
    assert main(["letterboxed", "hint", "LME IUF WCB OA1"]) == Exit.BAD_INPUT
    assert "side 4, letter 3" in capfd.readouterr().err.lower()
    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing here\n")
    assert main(["letterboxed", "solve", NYT, "--words", str(empty)]) == Exit.BAD_INPUT
    assert "no words found" in capfd.readouterr().err
    assert main(["letterboxed", "hint", "QXZ JVK WFB MPH"]) == Exit.NOTHING_FOUND
    assert capfd.readouterr().out == "no solution for QXZ JVK WFB MPH with these words\n"
    assert main(["letterboxed", "solve", NYT, "--counts"]) == 0
    out = capfd.readouterr().out
    assert out.startswith("2 words: ") and "BLOWFLIES" not in out
