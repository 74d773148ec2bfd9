"""Story: a German user solves Waffle daily #1 and opens Generate; no English from the
window's own texts shows on the Waffle page, the solve panel or the generator (issue 24)."""

from __future__ import annotations

import re
from importlib import resources

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QListWidget,
    QMessageBox,
    QStatusBar,
    QWidget,
)

from studio.gui.main_window import MainWindow
from studio.gui.shared.i18n import install_translators
from tests.gui.conftest import WAIT_MS, wait_solved

DAILY_1 = resources.files("studio.resources.examples").joinpath("daily-1.txt").read_text(encoding="utf-8")

# The English the window showed here before its translation was finished, written down by
# hand from the German window (issue 24's report): none may show in German.
ENGLISH = (
    "Green",
    "Yellow",
    "Gray",
    "The solution is covered",
    "Ask for a hint",
    "show it all",
    "hints used",
    "hint used",
    "the solution shown",
    "Start: the puzzle as given",
    "Swap ",
    " at row ",
    " col ",
    "Word list:",
    "broad tier",
    "common tier",
    "cutoff per word length",
    "built-in list, frequency cutoff",
    "word list file",
    "as made",
    "easiest first",
    "hardest first",
    "this computer",
    "a local Dask cluster",
    "a Dask scheduler at",
    "custom…",
    "English",
    "Fewest swaps",
    "tiles are in place",
    "at the fewest",
    "belongs in",
    "turns green",
    "turn green",
    "read with confidence",  # a screenshot read (the walk of 27 Nov saw it in a German banner)
    "check the grid",
    "were unsure",
    "was unsure",
    "the pasted picture",
    "Fill in the puzzle first",  # Play with no puzzle, or none that plays (the walk of 27 Nov)
    "Play needs a puzzle",
    "the solver found",
    " across",  # Design's slots and its list of words that fit (the walk of 27 Nov)
    " down",
    "incomplete",
    "✓ known",
)
# Combo-box choices named by one common word: English only as a whole item
ENGLISH_ITEMS = ("swaps", "shuffle", "green", "game", "fewest-yellows", "most-yellows")


def visible_texts(root: QWidget) -> list[str]:
    """Every text a user can read in `root`: labels, buttons, combo-box items (the list
    opens), list items, the status bar's message."""
    texts = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(re.sub(r"<[^>]+>", " ", widget.text()))
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QListWidget):
            texts += [widget.item(i).text() for i in range(widget.count())]
        elif isinstance(widget, QStatusBar):
            texts.append(widget.currentMessage())
    return [t for t in texts if t.strip()]


def english_in(texts: list[str]) -> list[tuple[str, str]]:
    whole = [(text, text) for text in texts if text in ENGLISH_ITEMS]
    return whole + [(word, text) for text in texts for word in ENGLISH if word in text]


@pytest.fixture
def german(qtbot, tmp_path):
    install_translators(QApplication.instance(), "de")
    window = MainWindow(QSettings(str(tmp_path / "de.ini"), QSettings.Format.IniFormat))
    window.ask_save_changes = lambda *_: QMessageBox.StandardButton.Discard
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.waffle.default_words is not None, timeout=WAIT_MS)
    yield window
    install_translators(QApplication.instance(), "en")


@pytest.mark.slow
def test_the_oracle_sees_english_in_an_english_window(window, qtbot):
    """The list catches what the English window shows: the check can fail."""
    window.waffle.paste_text(DAILY_1)
    wait_solved(qtbot, window.waffle)
    texts = visible_texts(window)
    assert {"The solution is covered", "Word list:", "Green"} <= {word for word, _ in english_in(texts)}
    assert english_in(visible_texts(window.open_generator())) and english_in(["swaps"])


def test_a_german_window_solving_daily_1_shows_no_english(german, qtbot):
    page, panel = german.waffle, german.waffle.solve_panel
    page.paste_text(DAILY_1)
    wait_solved(qtbot, page)
    assert panel.cover.isVisible()
    covered = visible_texts(german)
    hinted = []
    for _ in range(4):  # every rung short of the solution
        panel.next_hint()
        hinted += visible_texts(german)
    panel.reveal()
    panel.steps.setCurrentRow(2)
    revealed = visible_texts(german)
    assert any("tausch" in text.lower() for text in panel_items(panel))  # the steps are listed, in German
    assert not english_in(covered + hinted + revealed)


def panel_items(panel) -> list[str]:
    return [panel.steps.item(i).text() for i in range(panel.steps.count())]


def test_the_german_generator_shows_no_english(german, qtbot):
    dialog = german.open_generator()
    qtbot.waitUntil(lambda: dialog.isVisible(), timeout=WAIT_MS)
    assert not english_in(visible_texts(dialog))
    for index in range(dialog.source.count()):  # each choice still works by what it means
        dialog.source.setCurrentIndex(index)
        assert not english_in(visible_texts(dialog))
    dialog.close()


def test_a_german_window_reading_a_screenshot_says_so_in_german(german, qtbot, shared_data):
    page = german.waffle
    page.read_picture(shared_data / "waffle" / "screenshots" / "eg1-begin.png")
    qtbot.waitUntil(lambda: page.puzzle.is_complete and "…" not in page.banner.text, timeout=WAIT_MS)
    assert page.banner.text.startswith("Rätsel aus dem Bild gelesen")
    assert not english_in([page.banner.text]), page.banner.text
    page.read_picture(b"not a picture")  # the name of a pasted picture, in German too
    qtbot.waitUntil(lambda: "…" not in page.banner.text, timeout=WAIT_MS)
    assert not english_in([page.banner.text]), page.banner.text


@pytest.mark.slow
def test_a_german_play_mode_says_why_it_cannot_start_in_german(german, qtbot):
    page = german.waffle
    page.set_mode("play")  # an empty grid
    said = [page.play_panel.result.text()]
    page.paste_text(DAILY_1.replace("F", "Q", 1))  # a Q where daily #1 has its F: no word fits
    wait_solved(qtbot, page)
    page.set_mode("play")
    said.append(page.play_panel.result.text())
    assert all(said) and not english_in(said), said


def test_a_german_design_mode_names_its_slots_in_german(german, qtbot):
    page = german.waffle
    page.paste_text(DAILY_1)
    wait_solved(qtbot, page)
    page.set_mode("design")
    texts = visible_texts(german)
    table = page.design_panel.slots
    texts += [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    items = [table.item(r, c) for r in range(table.rowCount()) for c in range(table.columnCount())]
    texts += [item.text() for item in items if item is not None]
    assert "Zeile 1 waagrecht" in texts, texts
    assert not english_in(texts)
