"""Wordle stories through the real window: the assistant typed and coloured by hand, a
game won and a game lost (and reviewed), a backtest run to the end and one cancelled.

The oracles are independent of the page: `marks` (the letter-by-letter rule) filters
the answers by hand, the tiles are read back as pixels, the core's plain single-process
backtest checks the table, and /proc lists the processes left behind.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QGuiApplication

from studio.core.wordle.backtest import run_backtest
from studio.core.wordle.feedback import GRAY, GREEN, YELLOW, marks
from tests.gui.conftest import WAIT_MS
from tests.gui.test_wordle_page import backtest_tab, open_page

# gray: darker than the game's #787c7e, for WCAG AA white letters (tests/render/test_palette.py)
GREEN_FILL, YELLOW_FILL, GRAY_FILL, WHITE = (QColor(c) for c in ("#6aaa64", "#c9b458", "#6f7375", "#ffffff"))


def tile_colour(tiles, row: int, column: int) -> QColor:
    """The fill of a tile as painted, read a quarter of a tile up and left of its centre
    (clear of the letter)."""
    centre, right = tiles.tile_center(row, column), tiles.tile_center(row, column + 1)
    quarter = (right.x() - centre.x()) / 4
    image = tiles.grab().toImage()
    return QColor(image.pixel(QPoint(round(centre.x() - quarter), round(centre.y() - quarter))))


def same(a: QColor, b: QColor) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) < 8


def click_tile(qtbot, tiles, row: int, column: int, times: int = 1) -> None:
    for _ in range(times):
        qtbot.mouseClick(tiles, Qt.MouseButton.LeftButton, pos=tiles.tile_center(row, column).toPoint())


def type_keys(qtbot, widget, text: str) -> None:
    for letter in text:
        qtbot.keyClick(widget, letter)


def shown_answers(assistant) -> list[str]:
    return [assistant.answers.item(r).text() for r in range(assistant.answers.count())]


def shown_guesses(table) -> list[tuple[str, str]]:
    """(guess, its "May be the answer" cell) for each suggestion."""
    return [(table.item(r, 0).text(), table.item(r, 4).text()) for r in range(table.rowCount())]


def advised(qtbot, assistant) -> None:
    qtbot.waitUntil(
        lambda: "possible" in assistant.status.text() or "must be" in assistant.status.text(), timeout=WAIT_MS
    )


def our_children() -> list[str]:
    """The command lines of this process's live children, from /proc; Python's
    resource tracker (alive for the whole run) left out."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            command = (stat.parent / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if int(fields[1]) == os.getpid() and fields[0] != "Z" and "resource_tracker" not in command:
            found.append(command)
    return found


@pytest.mark.slow
def test_assistant_typed_coloured_corrected_and_advising(qtbot, window):
    page = open_page(qtbot, window)
    page.tabs.setCurrentWidget(page.assistant)
    assistant, tiles = page.assistant, page.assistant.tiles
    advised(qtbot, assistant)
    assert assistant.answers.count() == min(500, len(page.lists.answers))
    opening = shown_guesses(assistant.table)
    assert len(opening) == 20

    type_keys(qtbot, tiles, "s")  # the first key: one gray S, every other tile white
    assert same(tile_colour(tiles, 0, 0), GRAY_FILL)
    for row, column in [(0, 1), (0, 4), (1, 0), (6, 4)]:
        assert same(tile_colour(tiles, row, column), WHITE), (row, column)

    type_keys(qtbot, tiles, "alet")
    click_tile(qtbot, tiles, 0, 1)  # A: yellow
    click_tile(qtbot, tiles, 0, 4, times=2)  # T: green
    assert same(tile_colour(tiles, 0, 1), YELLOW_FILL) and same(tile_colour(tiles, 0, 4), GREEN_FILL)
    qtbot.keyClick(tiles, Qt.Key.Key_Backspace)  # T goes, and its colour with it
    assert assistant.typed == "SALE" and same(tile_colour(tiles, 0, 4), WHITE)
    type_keys(qtbot, tiles, "t")
    assert assistant.marks == [GRAY, YELLOW, GRAY, GRAY, GRAY]
    click_tile(qtbot, tiles, 0, 4, times=2)
    qtbot.keyClick(tiles, Qt.Key.Key_Return)
    advised(qtbot, assistant)
    expected = [w for w in page.lists.answers if marks("SALET", w) == (GRAY, YELLOW, GRAY, GRAY, GREEN)]
    assert shown_answers(assistant) == expected[:500]
    assert f"{len(expected):,} answers possible" in assistant.status.text()
    suggestions = shown_guesses(assistant.table)
    assert suggestions != opening
    assert all((possible == "yes") == (word in expected) for word, possible in suggestions)

    type_keys(qtbot, tiles, "cr")  # too short: told so, nothing lost
    qtbot.keyClick(tiles, Qt.Key.Key_Return)
    assert assistant.status.text() == "A guess has 5 letters."
    assert assistant.typed == "CR" and len(assistant.turns) == 1 and shown_answers(assistant) == expected[:500]

    type_keys(qtbot, tiles, "xzq")  # not a word of the lists: told so, its colours used
    assert "CRXZQ" not in page.lists.guess_row
    qtbot.keyClick(tiles, Qt.Key.Key_Return)
    advised(qtbot, assistant)
    assert assistant.status.text().startswith("Not in the guess list, used all the same: CRXZQ. ")
    after = [w for w in expected if marks("CRXZQ", w) == (GRAY,) * 5]
    assert shown_answers(assistant) == after[:500]
    qtbot.mouseClick(assistant.undo_button, Qt.MouseButton.LeftButton)
    assert assistant.typed == "CRXZQ" and assistant.marks == [GRAY] * 5
    advised(qtbot, assistant)
    assert shown_answers(assistant) == expected[:500]


@pytest.mark.slow
def test_play_to_a_win_and_to_a_loss(qtbot, window):
    page = open_page(qtbot, window)
    play = page.play
    qtbot.mouseClick(play.new_button, Qt.MouseButton.LeftButton)
    answer = play.game.answer
    other = next(w for w in page.lists.answers if w != answer and set(w) & set(answer))
    type_keys(qtbot, play.tiles, "qzxvj")  # not a word: told so, the letters stay
    qtbot.keyClick(play.tiles, Qt.Key.Key_Return)
    assert play.message.text() == "QZXVJ is not in the word list." and play.typed == "QZXVJ"
    for _ in range(5):
        qtbot.keyClick(play.tiles, Qt.Key.Key_Backspace)
    type_keys(qtbot, play.tiles, other.lower())
    qtbot.keyClick(play.tiles, Qt.Key.Key_Return)
    assert play.message.text() == "5 guesses left."
    for column, mark in enumerate(marks(other, answer)):
        assert same(tile_colour(play.tiles, 0, column), (GRAY_FILL, YELLOW_FILL, GREEN_FILL)[mark]), column
    for letter in answer:  # the answer by the on-screen keys
        qtbot.mouseClick(play.keyboard.buttons[letter], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(play.keyboard.buttons["⏎"], Qt.MouseButton.LeftButton)
    assert play.message.text() == "Solved in 2!"
    assert all(GREEN_FILL.name() in play.keyboard.buttons[letter].styleSheet() for letter in answer)
    qtbot.mouseClick(play.share_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text().splitlines()[0].endswith(" 2/6")

    qtbot.mouseClick(play.new_button, Qt.MouseButton.LeftButton)
    answer = play.game.answer
    wrong = [w for w in page.lists.answers if w != answer][:6]
    for number, word in enumerate(wrong, 1):
        type_keys(qtbot, play.tiles, word)
        qtbot.keyClick(play.tiles, Qt.Key.Key_Return)
        assert len(play.game.turns) == number
    assert play.message.text() == f"The word was {answer}."
    type_keys(qtbot, play.tiles, answer)  # the game is over: keys do nothing
    assert play.typed == "" and len(play.game.turns) == 6
    qtbot.mouseClick(play.share_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text().splitlines()[0].endswith(" X/6")

    # the review of the lost game: the answers left counted by the letter-by-letter rule
    qtbot.mouseClick(play.review.button, Qt.MouseButton.LeftButton)
    table = play.review.table
    qtbot.waitUntil(lambda: table.rowCount() == 6 and table.item(5, 6) is not None, timeout=WAIT_MS)
    left = list(page.lists.answers)
    for row, word in enumerate(wrong):
        cells = [table.item(row, c).data(Qt.ItemDataRole.DisplayRole) for c in range(7)]
        before = len(left)
        left = [a for a in left if marks(word, a) == marks(word, answer)]
        assert cells[:3] == [word, before, len(left)], row
        assert cells[3] in page.lists.guess_row and 0 <= cells[5] <= 99 and 0 <= cells[6] <= 99, row


@pytest.mark.slow
def test_a_backtest_to_the_end_and_one_cancelled(qtbot, window, tmp_path):
    page, tab = backtest_tab(qtbot, window, tmp_path, 150, ("frequency", "parts"))
    qtbot.mouseClick(tab.run_button, Qt.MouseButton.LeftButton)
    assert not tab.run_button.isEnabled() and tab.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: not tab.task.running, timeout=120_000)
    assert (tab.progress.value(), tab.progress.maximum()) == (150, 150)
    rows = [[tab.table.item(r, c).text() for c in range(3)] for r in range(tab.table.rowCount())]
    alone = {name: run_backtest(page.lists, name) for name in ("frequency", "parts")}  # one process, no page
    assert rows == [[name, "normal", f"{alone[name].mean:.4f}"] for name in ("frequency", "parts")]
    assert [histogram for _, histogram in tab.chart.series] == [alone["frequency"].histogram, alone["parts"].histogram]
    best = min(alone, key=lambda name: alone[name].mean)
    assert tab.status.text().startswith(f"Best so far: {best}, ")
    assert tab.run_button.isEnabled() and not tab.cancel_button.isEnabled()

    for name, box in tab.boxes.items():
        box.setChecked(name == "lookahead")  # the slowest: still running when cancelled
    qtbot.mouseClick(tab.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "lookahead:" in tab.status.text(), timeout=WAIT_MS)
    qtbot.mouseClick(tab.cancel_button, Qt.MouseButton.LeftButton)
    assert tab.status.text() == "Cancelled."
    assert tab.run_button.isEnabled() and not tab.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: not our_children(), timeout=10_000)
    assert tab.table.rowCount() == 2  # the finished run's results stay
