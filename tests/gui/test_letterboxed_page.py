"""The Letter Boxed page: live solving, drawing, playing, generating and export, by qtbot."""

from __future__ import annotations

import functools
import itertools
import re

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from studio.core.letterboxed.board import is_legal
from studio.core.letterboxed.generate import BoardOptions
from studio.core.letterboxed.layout import box_layout
from studio.core.letterboxed.solver import readings
from studio.core.words import default_words
from studio.gui.letterboxed import page as letterboxed_page
from studio.gui.main_window import MainWindow
from studio.gui.shared.appearance import current
from studio.gui.shared.i18n import install_translators
from studio.gui.shared.workers import _running
from tests.core.test_letterboxed_generate_play import two_word_pairs
from tests.gui.conftest import FREEZE_SECONDS, WAIT_MS, longest_pause, ticking


def open_page(qtbot, window):
    page = window.letterboxed
    window.pages.setCurrentWidget(page)
    qtbot.waitUntil(lambda: page.lexicon is not None, timeout=WAIT_MS)
    return page


def type_board(qtbot, page, text):
    page.board_edit.clear()
    qtbot.keyClicks(page.board_edit, text)
    qtbot.waitUntil(
        lambda: str(page.board) == text and page.status.text().startswith(("Fewest", "No solution")), timeout=WAIT_MS
    )


def click_letter(qtbot, page, letter):
    layout = box_layout(page.board)
    x, y = layout.labels[page.board.letters.index(letter)]
    side = min(page.view.width(), page.view.height())
    origin = QPointF((page.view.width() - side) / 2, (page.view.height() - side) / 2)
    qtbot.mouseClick(page.view, Qt.MouseButton.LeftButton, pos=(origin + QPointF(x * side, y * side)).toPoint())


@pytest.mark.slow
def test_typing_a_board_lists_its_two_word_solutions_and_draws_one(qtbot, window):
    page = open_page(qtbot, window)
    with ticking() as ticks:
        type_board(qtbot, page, "TAP ERD NIL YCO")
    assert longest_pause(ticks) < FREEZE_SECONDS, f"the window froze for {longest_pause(ticks):.3f} s"
    assert "Fewest: 2 words" in page.status.text()
    assert page.list.count() == 0 and not page.list.isVisible() and not page.view.look.words  # no spoiler
    qtbot.mouseClick(page.show_button, Qt.MouseButton.LeftButton)
    rows = [page.list.item(r).text() for r in range(page.list.count())]
    assert all("(2 words" in row for row in rows)
    for row in rows:  # every listed reading obeys the rules
        for first, second in itertools.product(*(part.split("/") for part in row.split("    ")[0].split(" – "))):
            assert first[-1] == second[0] and set(first + second) == set("TAPERDNILYCO")
            assert is_legal(page.board, first) and first in page.words and second in page.words
    page.list.setCurrentRow(3)
    qtbot.waitUntil(lambda: page.view.look.drawn >= len(page.solutions[3].links) - 1e-6, timeout=5_000)
    assert page.view.look.words == page.solutions[3].words


def test_a_bad_board_is_named_in_place_and_kept(qtbot, window):
    page = open_page(qtbot, window)
    page.board_edit.clear()
    qtbot.keyClicks(page.board_edit, "ABC DEA FGH")
    qtbot.waitUntil(lambda: "more than once" in page.status.text(), timeout=WAIT_MS)
    assert page.status.text() == "Each letter may appear once on the board; A appears more than once"
    assert current().status["bad"].name() in page.status.styleSheet()
    assert page.board_edit.text() == "ABC DEA FGH"


def every_word(words) -> set[str]:
    return {w for length in range(3, 32) for w in words.of_length(length).words}


def wait_generated(qtbot, page) -> None:
    """Until the new board's solutions are listed (its solve starts as it arrives)."""
    qtbot.waitUntil(lambda: "New board" in page.game_label.text(), timeout=60_000)
    qtbot.waitUntil(
        lambda: page.status.text().startswith(("Fewest", "No solution")) and str(page.board) == page.board_edit.text(),
        timeout=WAIT_MS,
    )


def check_agrees_with_the_list(page) -> None:
    """What the page says about the board, against a plain pair loop over the words the
    list was solved with, and over the common words the generator checks par with."""
    texts = f"{page.game_label.text()}\n{page.status.text()}"
    pairs = set(two_word_pairs(page.board, every_word(page.words)))
    for claimed in re.findall(r"([\d,]+) two-word", texts):
        assert int(claimed.replace(",", "")) == len(pairs), texts
    if pairs:
        assert "Fewest: 2 words" in page.status.text()
        assert {reading for s in page.solutions for reading in readings(s)} == pairs
    else:
        assert all(len(s.links) >= 3 for s in page.solutions)
    count = int(re.search(r"([\d,]+) solutions?\b", page.status.text()).group(1).replace(",", ""))
    assert count == len(page.solutions) and page.list.count() == 0  # listed only when asked
    common_pairs = two_word_pairs(page.board, every_word(default_words("common")))
    fewest_common = int(re.search(r"common words solve it in (\d+)", page.game_label.text()).group(1))
    assert (fewest_common == 2) == bool(common_pairs)


@pytest.mark.slow
def test_after_generate_what_the_page_says_agrees_with_the_list(qtbot, window, monkeypatch):
    """Seed 0 makes LUJ YEN SIR TAP: common words need 3, the broader list has 65 two-word
    solutions; the page once said "0 two-word solutions" beside them."""
    monkeypatch.setattr(letterboxed_page, "BoardOptions", functools.partial(BoardOptions, seed=0))
    page = open_page(qtbot, window)
    qtbot.mouseClick(page.generate_button, Qt.MouseButton.LeftButton)
    wait_generated(qtbot, page)
    assert str(page.board) == "LUJ YEN SIR TAP"
    check_agrees_with_the_list(page)
    assert "(words like the game's)" in page.status.text()


@pytest.mark.slow
def test_a_board_with_one_solution_says_one(qtbot, window):
    """DEG RUY TIS QAB: the pair loop finds one two-word solution in the default (game) list."""
    page = open_page(qtbot, window)
    type_board(qtbot, page, "DEG RUY TIS QAB")
    pairs = two_word_pairs(page.board, every_word(page.words))
    assert len(pairs) == 1 and readings(page.solutions[0]) == pairs
    assert page.status.text() == "Fewest: 2 words (words like the game's). 1 solution; ask for a hint or show them."
    assert page.counts_label.text() == "2 words: 1 solution"
    qtbot.mouseClick(page.show_button, Qt.MouseButton.LeftButton)
    assert page.list.count() == 1 and not page.more_button.isVisible()


@pytest.mark.slow
def test_play_by_clicking_and_typing_until_solved(qtbot, window, tmp_path):
    page = open_page(qtbot, window)
    listing = tmp_path / "words.txt"
    listing.write_text("ADGEB\nBHCFI\nADG\n")
    page.load_words(str(listing))
    qtbot.waitUntil(lambda: page.words is not None and len(page.words) == 3, timeout=WAIT_MS)
    type_board(qtbot, page, "ABC DEF GHI")
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    assert not page.list.isVisible()
    for letter in "ADG":
        click_letter(qtbot, page, letter)
    click_letter(qtbot, page, "H")  # G and H share a side
    assert "same side" in page.game_label.text() and page.game.current == "ADG"
    qtbot.keyClicks(page.view, "eb")
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    assert page.game.words == ("ADGEB",)
    qtbot.keyClicks(page.view, "hcfi")
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    assert "Solved in 2 words – the fewest possible!" in page.game_label.text()
    page.export(tmp_path / "played.png")
    assert (tmp_path / "played.png").read_bytes()[:4] == b"\x89PNG"
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    assert not page.list.isVisible() and page.game is None  # still hidden until asked for
    qtbot.mouseClick(page.show_button, Qt.MouseButton.LeftButton)
    assert page.list.isVisible() and page.list.count() == 1


@pytest.mark.slow
def test_generate_makes_a_board_within_par_and_cancel_stops(qtbot, window):
    page = open_page(qtbot, window)
    page.par.setValue(2)
    qtbot.mouseClick(page.generate_button, Qt.MouseButton.LeftButton)
    assert page.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: "New board" in page.game_label.text(), timeout=60_000)
    assert "solve it in 2 words (par 2)" in page.game_label.text()
    qtbot.waitUntil(lambda: "Fewest: 2 words" in page.status.text(), timeout=WAIT_MS)
    assert page.list.count() == 0 and page.counts_label.text().startswith("2 words: ")
    page.vowels.setValue(0)
    page.par.setValue(1)  # no board is solvable in one word: runs until cancelled
    qtbot.mouseClick(page.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "boards tried" in page.status.text(), timeout=WAIT_MS)
    qtbot.mouseClick(page.cancel_button, Qt.MouseButton.LeftButton)
    assert "cancelled" in page.status.text() and page.generate_button.isEnabled()


@pytest.mark.slow
def test_a_slow_big_board_gives_way_to_the_next_one(qtbot, window):
    page = open_page(qtbot, window)
    page.board_edit.setText("ABCD EFGH IJKL MNOP QRST")
    page.solve_now()
    assert "20 letters can take a minute" in page.status.text()
    big = page.solve_task.task
    type_board(qtbot, page, "TAP ERD NIL YCO")
    assert "Fewest: 2 words" in page.status.text() and big.cancelled
    qtbot.waitUntil(lambda: big not in _running, timeout=15_000)  # it stops, not runs on for a minute


@pytest.mark.slow
def test_one_word_is_singular_in_the_status_and_in_play(qtbot, window):
    """A triangle of one letter a side, C / A / T: CAT alone uses every letter (worked by
    hand: C, A and T sit on three different sides)."""
    page = open_page(qtbot, window)
    type_board(qtbot, page, "C A T")
    assert page.status.text().startswith("Fewest: 1 word (")
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(page.view, "cat")
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    assert page.game.words == ("CAT",)
    assert page.game_label.text().endswith("\nSolved in 1 word – the fewest possible!")


@pytest.mark.slow
def test_a_german_window_lists_the_solutions_in_german(qtbot, tmp_path):
    """The walk of 27 Nov saw "(4 words, 18 letters)" after each solution in a German window."""
    install_translators(QApplication.instance(), "de")
    try:
        window = MainWindow(QSettings(str(tmp_path / "de.ini"), QSettings.Format.IniFormat))
        window.ask_save_changes = lambda *_: QMessageBox.StandardButton.Discard
        qtbot.addWidget(window)
        window.show()
        page = open_page(qtbot, window)
        page.board_edit.clear()
        qtbot.keyClicks(page.board_edit, "ANO GDV IEF WZT")  # the board the walk saw
        qtbot.waitUntil(lambda: page.show_button.isEnabled() and str(page.board) == "ANO GDV IEF WZT", timeout=WAIT_MS)
        page.show_button.setChecked(True)
        qtbot.waitUntil(lambda: page.list.count() > 0, timeout=WAIT_MS)
        rows = [page.list.item(r).text() for r in range(page.list.count())]
        counts = re.compile(r"\((\d+) Wörter, (\d+) Buchstaben\)$")
        assert all(counts.search(row) for row in rows), rows[:3]
        assert all(int(counts.search(row)[1]) == len(row.split("    ")[0].split(" – ")) for row in rows)
    finally:
        install_translators(QApplication.instance(), "en")


@pytest.mark.slow
def test_the_solutions_list_is_as_wide_as_its_rows(qtbot, window):
    """Up to three words the rows are wider than the list was: it scrolled sideways."""
    page = open_page(qtbot, window)
    type_board(qtbot, page, "TAP ERD NIL YCO")
    page.more_words.setValue(1)  # the fewest (2 words) + 1
    qtbot.waitUntil(lambda: len(page.solutions) > 1000, timeout=WAIT_MS)
    qtbot.mouseClick(page.show_button, Qt.MouseButton.LeftButton)
    widest = max(page.list.fontMetrics().horizontalAdvance(page.list.item(r).text()) for r in range(page.list.count()))
    qtbot.waitUntil(lambda: page.list.viewport().width() >= widest, timeout=5_000)
    assert page.list.horizontalScrollBar().maximum() == 0 and not page.list.horizontalScrollBar().isVisible()
