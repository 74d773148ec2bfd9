"""A new user goes through every page's common states (empty, a mistake, solved, found
nothing, cancelled) and reads what the window says: every label, status line, message bar
and status bar message starts with a capital (issue 23: messages started in lower case),
and what reads as a success is one.

Oracle: the text as shown (the words a user reads), and the tone colours of the palette in
use; nothing is compared with the code's own earlier output.
"""

from __future__ import annotations

import html
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from studio.gui.shared.appearance import current
from studio.gui.waffle.new_dialog import NewPuzzleDialog
from studio.resources import resource
from tests.gui.conftest import WAIT_MS, wait_solved
from tests.gui.test_wordsets_page import find

TAG = re.compile(r"<[^>]*>")


def shown_texts(window) -> list[str]:
    """Every text a user reads now: visible labels (rich text as read), the status bar."""
    texts = [window.statusBar().currentMessage()]
    for widget in (window, *window.findChildren(QWidget)):
        if isinstance(widget, QLabel) and widget.isVisible():
            texts.append(html.unescape(TAG.sub("", widget.text())))
    return [text.strip() for text in texts if text.strip()]


def lower_case(window) -> list[str]:
    return [text for text in shown_texts(window) if text[0].islower()]


def green(label: QLabel) -> bool:
    return current().status["good"].name() in label.styleSheet()


@pytest.mark.slow
def test_every_page_speaks_in_sentences_and_greens_only_success(qtbot, window, tmp_path):
    waffle = window.waffle
    seen: list[str] = []

    def look(where: str) -> None:
        QApplication.processEvents()
        seen.extend(f"{where}: {text}" for text in lower_case(window))

    look("waffle, empty")
    assert not waffle.paste_text("FBOUE\nG.I.U\nLS0OM\nG.E.L\nOEMNA\n\n" + "ggggg\ng.g.g\n" * 2 + "ggggg\n")
    look("waffle, a mistyped puzzle")
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    window.open_path(broken)
    look("waffle, a broken file")
    assert window.open_path(resource("examples/daily-1.json"))
    wait_solved(qtbot, waffle)
    look("waffle, solved")
    waffle.mode_buttons.button(1).click()
    look("waffle, design")
    waffle.mode_buttons.button(2).click()
    look("waffle, play")

    wordle = window.wordle
    window.pages.setCurrentWidget(wordle)
    qtbot.waitUntil(lambda: wordle.lists is not None, timeout=WAIT_MS)
    look("wordle, play")
    qtbot.keyClicks(wordle.play.tiles, "qzxvb")
    qtbot.keyClick(wordle.play.tiles, Qt.Key.Key_Return)
    look("wordle, not a word")
    wordle.tabs.setCurrentWidget(wordle.backtest)
    for box in wordle.backtest.boxes.values():
        box.setChecked(False)
    wordle.backtest.start()
    look("wordle, a backtest of nothing")
    assert not green(wordle.backtest.status)

    boxed = window.letterboxed
    window.pages.setCurrentWidget(boxed)
    look("letter boxed, empty")
    boxed.board_edit.clear()
    qtbot.keyClicks(boxed.board_edit, "TAP ERD")
    qtbot.waitUntil(lambda: boxed.status.text().startswith("A board"), timeout=WAIT_MS)
    look("letter boxed, a mistyped board")
    boxed.board_edit.clear()
    qtbot.keyClicks(boxed.board_edit, "TAP ERD NIL YCO")
    qtbot.waitUntil(lambda: boxed.status.text().startswith("Fewest"), timeout=WAIT_MS)
    look("letter boxed, solved")

    sets = window.wordsets
    window.pages.setCurrentWidget(sets)
    look("word sets, empty")
    sets.save_csv(tmp_path / "none.csv")
    look("word sets, nothing to export")
    assert not green(sets.status)  # "0 sets" is no success
    sets.k.setValue(5)
    find(qtbot, sets)
    look("word sets, none found")
    assert sets.model.rowCount() == 0 and not green(sets.status)
    sets.save_csv(tmp_path / "none.csv")
    assert not green(sets.status) and not (tmp_path / "none.csv").exists()

    generator = window.open_generator()
    qtbot.addWidget(generator)
    look("generator, opened")
    bad = tmp_path / "bad.txt"
    bad.write_text("crane\nslate\tlots\n")
    generator.file_edit.setText(str(bad))
    generator.file_edit.editingFinished.emit()
    qtbot.waitUntil(lambda: "line 2" in generator.error.text(), timeout=WAIT_MS)
    look("generator, a bad word list")
    qtbot.mouseClick(generator.every.every_button, Qt.MouseButton.LeftButton)
    assert generator.error.text()
    look("generator, no word list for every grid")
    generator.close()

    new = NewPuzzleDialog(window)
    qtbot.addWidget(new)
    new.show()
    new.kind.setCurrentIndex(4)  # a waffle of any size
    new.rows.setValue(5)
    new.cols.setValue(6)
    new.buttons.accepted.emit()
    assert new.error.text()
    look("new puzzle, even columns")
    assert seen == [], "\n".join(seen)
