"""Issue 34's closing story: a designer makes a newsletter's Waffles for a class around two
theme words. They favour OCEAN and WAVES, pick the classroom word filter, first name a
series folder that is not one (said, nothing lost), generate twelve 5x5s with no word
twice, keep the six best (the easiest six holding a theme word, the hardest of them
moved to the front), drop the rest, save them numbered in that order and print a sheet
with its answers, then the class's copies without them and the answers apart.

Oracles: the order worked out here from the listed puzzles by the designer's rule; words
counted over the files saved (read back by the reader File > Open uses); the classroom
list read on its own terms; the PDF's pages and text read by poppler."""

from __future__ import annotations

import shutil
import subprocess
from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from studio.core.curation import LEVELS
from studio.core.waffle.formats import read_puzzle
from studio.gui.waffle.word_lists_dialog import WordListsDialog
from tests.conftest import pdf_page_count
from tests.core.test_classroom_level import classroom_entries
from tests.gui.conftest import WAIT_MS

THEME = {"OCEAN", "WAVES"}


def words_of(puzzle) -> tuple[str, ...]:
    return puzzle.shape.words(puzzle.solution)


@pytest.mark.slow
def test_twelve_around_two_theme_words_six_kept_in_order_and_a_sheet_with_answers(qtbot, window, tmp_path, monkeypatch):
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is missing: apt-get install poppler-utils")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    batch = dialog.batch
    # the theme: two favoured words
    qtbot.mouseClick(batch.word_lists_button, Qt.MouseButton.LeftButton)
    editor = dialog.findChild(WordListsDialog)
    qtbot.waitUntil(editor.isVisible, timeout=WAIT_MS)
    editor.editors["favoured"].setPlainText("ocean\nWaves")
    save = editor.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    assert not editor.isVisible()
    # for a class: the classroom filter, no word twice (the default)
    batch.word_filter.setCurrentIndex(LEVELS.index("classroom"))
    assert batch.distinct.isChecked()
    batch.how_many.setValue(12)
    batch.seed.setValue(40)
    # a series folder that is really a file: said, and every option stays as typed
    not_a_folder = tmp_path / "last week.txt"
    not_a_folder.write_text("notes")
    batch.avoid_folder.setText(str(not_a_folder))
    qtbot.mouseClick(batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.task.running and bool(dialog.error.text()), timeout=WAIT_MS)
    assert "is not a folder of puzzles" in dialog.error.text() and "last week.txt" in dialog.error.text()
    assert batch.results.count() == 0 and batch.how_many.value() == 12 and batch.generate_button.isEnabled()
    batch.avoid_folder.clear()
    batch.seed.setValue(40)
    qtbot.mouseClick(batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: batch.results.count() == 12 and not dialog.task.running, timeout=WAIT_MS)
    assert not dialog.error.text() and "classroom exclusions removed" in batch.curation_note.text()
    made = batch.listed()
    counts = Counter(w for p in made for w in words_of(p))
    assert all(n == 1 for w, n in counts.items() if w not in THEME)  # no word twice but the theme's
    assert not set(counts) & {word.upper() for word, _ in classroom_entries()}
    # keep the six best: easiest first, the six holding a theme word, the hardest of them first
    batch.order.setCurrentText("easiest first")
    shown = batch.listed()
    themed = [row for row, p in enumerate(shown) if THEME & set(words_of(p))]
    assert len(themed) >= 6
    best = [shown[row] for row in themed[:6]]
    wanted = [best[-1], *best[:-1]]
    dialog.activateWindow()  # back from the word lists' editor
    batch.results.setFocus()
    qtbot.waitUntil(batch.results.hasFocus, timeout=WAIT_MS)
    batch.results.clearSelection()
    for row in themed[:6]:
        batch.results.item(row).setSelected(True)
    batch.mark_action.trigger()
    assert batch.marked_note.text() == "6 of 12 marked" and batch.save_all_button.text() == "Save Marked…"
    batch.results.clearSelection()
    for row in range(12):
        batch.results.item(row).setSelected(row not in themed[:6])
    qtbot.keyClick(batch.results, Qt.Key.Key_Delete)
    assert batch.listed() == best
    batch.results.clearSelection()
    batch.results.setCurrentRow(5)
    for _ in range(5):
        qtbot.keyClick(batch.results, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert batch.listed() == wanted == batch.picked()
    # saved, numbered in the order kept
    folder = tmp_path / "newsletter"
    folder.mkdir()
    batch.save_all(folder)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    files = sorted(folder.iterdir())
    assert [f.name[:3] for f in files] == ["01-", "02-", "03-", "04-", "05-", "06-"]
    assert [read_puzzle(f).solution for f in files] == [p.solution for p in wanted]
    # a sheet of the six in that order, then their answers; the class's copies without them
    sheet = batch.print_sheet()
    qtbot.addWidget(sheet)
    assert [puzzle for _, puzzle in sheet.puzzles] == wanted and sheet.answers.isChecked()
    qtbot.waitUntil(lambda: sheet.preview.count() == 2 and sheet.save_button.isEnabled(), timeout=WAIT_MS)
    whole = tmp_path / "class sheet.pdf"
    save_sheet(qtbot, sheet, whole)
    assert pdf_page_count(whole)[0] == 2  # six puzzles on a page, their answers on the next
    assert answer_rows(pdf_text(whole, 2)) == ([words_of(p)[0] for p in wanted], [words_of(p)[2] for p in wanted])
    sheet.page_set.setCurrentText("puzzles")
    qtbot.waitUntil(lambda: sheet.preview.count() == 1 and sheet.save_button.isEnabled(), timeout=WAIT_MS)
    copies = tmp_path / "copies.pdf"
    save_sheet(qtbot, sheet, copies)
    text = pdf_text(copies, 1)
    assert pdf_page_count(copies)[0] == 1 and "swaps allowed" in text and "fewest swaps" not in text
    sheet.page_set.setCurrentText("answers")
    qtbot.waitUntil(lambda: sheet.preview.count() == 1 and sheet.save_button.isEnabled(), timeout=WAIT_MS)
    answers = tmp_path / "answers.pdf"
    save_sheet(qtbot, sheet, answers)
    assert pdf_page_count(answers)[0] == 1 and answer_rows(pdf_text(answers, 1))[0] == [words_of(p)[0] for p in wanted]
    sheet.close()


def save_sheet(qtbot, sheet, path) -> None:
    sheet.message.setText("")
    sheet.save_pdf(path)
    qtbot.waitUntil(lambda: f"Saved {path.name}" in sheet.message.text(), timeout=WAIT_MS)


def pdf_text(path, page: int) -> str:
    return subprocess.run(
        ["pdftotext", "-f", str(page), "-l", str(page), "-layout", str(path), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout


def answer_rows(text: str) -> tuple[list[str], list[str]]:
    """The answer cards' first and last rows ('1  O C E A N   1  W A V E S'), two cards a
    line, in the page's order."""
    rows: dict[str, list[str]] = {"1": [], "5": []}
    for line in text.splitlines():
        tokens = line.split()
        if len(tokens) == 12 and tokens[0] == tokens[6] and tokens[0] in rows:
            rows[tokens[0]] += ["".join(tokens[1:6]), "".join(tokens[7:12])]
    return rows["1"], rows["5"]
