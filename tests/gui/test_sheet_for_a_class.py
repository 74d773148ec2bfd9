"""Print Sheet for a class (issue 34, point 7): the generator's sheet keeps the settings,
the list is reordered, the students' pages print without the answers, a range prints (also
from the print dialog's From/To), the preview zooms, and a blank answer grid is offered."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from PySide6.QtPrintSupport import QPrinter

from studio.core.waffle.formats import read_puzzle
from studio.core.waffle.sheet import entry_for
from studio.resources import resource
from tests.conftest import pdf_page_count
from tests.gui.conftest import WAIT_MS


def _puzzles(n: int) -> list[tuple[str, object]]:
    """Daily #1 with its solution (nothing to solve), titled No. 1 ... No. n."""
    entry = entry_for("daily-1", read_puzzle(resource("examples/daily-1.txt")))
    assert entry.answer is not None
    solved = entry.puzzle.with_changes(solution=entry.answer.solution)
    return [(f"p{k}.json", solved.with_changes(meta={"title": f"Puzzle {k}"})) for k in range(1, n + 1)]


def _sheet(qtbot, window, n: int):
    dialog = window.open_sheet()
    qtbot.addWidget(dialog)
    dialog.remove_selected()
    dialog.puzzles.clear()
    dialog.add_puzzles(_puzzles(n))
    qtbot.waitUntil(lambda: dialog.entries is not None and len(dialog.entries) == n, timeout=WAIT_MS)
    return dialog


@pytest.mark.slow
def test_the_generators_print_sheet_loads_and_saves_the_sheets_settings(qtbot, window):
    first = window.open_sheet()
    qtbot.addWidget(first)
    first.footer.setText("Class 4B")
    first.style_choice.setCurrentText("ink")
    first.answer_grid.setChecked(True)
    first.close()
    generator = window.open_generator()
    qtbot.addWidget(generator)
    dialog = generator.batch.print_sheet()
    qtbot.addWidget(dialog)
    assert dialog.footer.text() == "Class 4B" and dialog.style_choice.currentText() == "ink"
    assert dialog.answer_grid.isChecked() and dialog.options().card.answer_grid
    dialog.footer.setText("Class 5A")
    dialog.page_set.setCurrentText("puzzles")
    dialog.close()
    again = window.open_sheet()
    qtbot.addWidget(again)
    assert again.footer.text() == "Class 5A" and again.options().pages == "puzzles"


def test_the_list_is_reordered_and_prints_in_the_order_shown(qtbot, window):
    dialog = _sheet(qtbot, window, 3)
    dialog.listing.item(2).setSelected(True)
    dialog.up_button.click()
    assert [dialog.listing.item(r).text() for r in range(3)] == ["p1.json", "p3.json", "p2.json"]
    assert [item.text() for item in dialog.listing.selectedItems()] == ["p3.json"]  # it stays chosen
    dialog.up_button.click()
    dialog.up_button.click()  # at the top: nothing moves
    qtbot.waitUntil(lambda: dialog.entries is not None and len(dialog.entries) == 3, timeout=WAIT_MS)
    assert [(e.number, e.puzzle.meta["title"]) for e in dialog.entries] == [
        (1, "Puzzle 3"),
        (2, "Puzzle 1"),
        (3, "Puzzle 2"),
    ]
    dialog.down_button.click()
    assert [dialog.listing.item(r).text() for r in range(3)] == ["p1.json", "p3.json", "p2.json"]


@pytest.mark.slow
def test_the_class_pages_print_without_the_answers_and_a_range_prints_alone(qtbot, window, tmp_path):
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is missing: apt-get install poppler-utils")
    dialog = _sheet(qtbot, window, 7)
    dialog.per_page.setCurrentText("6")
    dialog.answers.setChecked(True)
    qtbot.waitUntil(lambda: dialog.preview.count() == 4, timeout=WAIT_MS)
    dialog.page_set.setCurrentText("puzzles")
    qtbot.waitUntil(lambda: dialog.preview.count() == 2 and len(dialog.pages) == 2, timeout=WAIT_MS)
    out = tmp_path / "class.pdf"
    dialog.save_pdf(out)
    qtbot.waitUntil(lambda: "Saved" in dialog.message.text(), timeout=WAIT_MS)
    text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True, check=True).stdout
    assert pdf_page_count(out)[0] == 2 and "swaps allowed" in text
    assert "fewest swaps" not in text and "answers" not in text and "↔" not in text
    dialog.page_set.setCurrentText("all")
    dialog.page_range.setText("5-2")
    qtbot.waitUntil(lambda: "Pages '5-2'" in dialog.message.text(), timeout=WAIT_MS)
    assert not dialog.print_button.isEnabled()
    dialog.page_range.setText("3-4")
    qtbot.waitUntil(lambda: dialog.preview.count() == 2 and dialog.print_button.isEnabled(), timeout=WAIT_MS)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)  # the print dialog's From 2 To 2, of the preview
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    printer.setPrintRange(QPrinter.PrintRange.PageRange)
    printer.setFromTo(2, 2)
    dialog.print_to(printer)
    qtbot.waitUntil(lambda: "Saved printed.pdf" in dialog.message.text(), timeout=WAIT_MS)
    printed = subprocess.run(["pdftotext", str(tmp_path / "printed.pdf"), "-"], capture_output=True, text=True)
    assert pdf_page_count(tmp_path / "printed.pdf")[0] == 1
    assert "page 4 of 4" in printed.stdout and "fewest swaps" in printed.stdout  # the second answer page


@pytest.mark.slow
def test_the_preview_zooms_and_draws_its_pages_again_at_that_size(qtbot, window):
    dialog = _sheet(qtbot, window, 1)
    qtbot.waitUntil(lambda: dialog.preview.count() == 2, timeout=WAIT_MS)
    small = dialog.preview.item(0).icon().availableSizes()[0].width()
    dialog.zoom.setCurrentText("200%")
    assert dialog.preview.iconSize().width() == 2 * 300
    qtbot.waitUntil(
        lambda: dialog.preview.count() == 2 and dialog.preview.item(0).icon().availableSizes()[0].width() > small,
        timeout=WAIT_MS,
    )
    dialog.zoom.setCurrentText("50%")
    assert dialog.preview.iconSize().width() == 150


def test_the_print_dialog_offers_a_page_range_over_the_previewed_pages(qtbot, window, monkeypatch):
    """Print… greyed out From/To: the class's pages could not be printed without the answers."""
    from PySide6.QtPrintSupport import QPrintDialog
    from PySide6.QtWidgets import QDialog

    dialog = _sheet(qtbot, window, 1)
    qtbot.waitUntil(lambda: len(dialog.pages) == 2 and dialog.print_button.isEnabled(), timeout=WAIT_MS)
    seen = {}

    def exec_(self) -> int:
        seen["range"] = self.testOption(QPrintDialog.PrintDialogOption.PrintPageRange)
        seen["pages"] = (self.minPage(), self.maxPage())
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(QPrintDialog, "exec", exec_)
    dialog.print_button.click()
    assert seen == {"range": True, "pages": (1, 2)}


@pytest.mark.slow
def test_a_clue_sheet_from_the_dialog_prints_the_clues_and_the_meanings(qtbot, window, tmp_path):
    """Daily #1 as a clue sheet: FOLIO is 1 Down, GLOBE 2 Down (numbered by hand); the answer
    page names each word's meaning (WordNet 3.0, read by hand). A French puzzle is refused."""
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is missing: apt-get install poppler-utils")
    dialog = _sheet(qtbot, window, 1)
    dialog.per_page.setCurrentText("1")
    dialog.answers.setChecked(True)
    dialog.page_set.setCurrentText("all")
    dialog.clues.setChecked(True)
    dialog.meanings.setChecked(True)
    qtbot.waitUntil(lambda: bool(dialog.pages) and bool(dialog.pages[0].cards[0].notes), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: dialog.preview.count() == 2 and dialog.save_button.isEnabled(), timeout=WAIT_MS)
    assert dialog.pages[0].cards[0].notes[0].kind == "across"
    out = tmp_path / "clues.pdf"
    dialog.save_pdf(out)
    qtbot.waitUntil(lambda: "Saved" in dialog.message.text(), timeout=WAIT_MS)
    text = " ".join(
        subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True, check=True).stdout.split()
    )
    assert "1. the system of numbering pages (5)" in text and "2. the 3rd planet from the sun (5)" in text
    assert "FOLIO (noun): the system of numbering pages" in text
    french = [(name, puzzle.with_changes(meta={**puzzle.meta, "lang": "fr"})) for name, puzzle in _puzzles(1)]
    dialog.puzzles.clear()
    dialog.add_puzzles(french)
    qtbot.waitUntil(lambda: "no meanings for this language" in dialog.message.text().lower(), timeout=WAIT_MS)
    assert not dialog.save_button.isEnabled()


def test_remove_and_the_arrows_are_enabled_only_when_they_can_act(qtbot, window):
    def enabled() -> tuple[bool, bool, bool]:
        return dialog.remove_button.isEnabled(), dialog.up_button.isEnabled(), dialog.down_button.isEnabled()

    dialog = _sheet(qtbot, window, 1)
    assert enabled() == (False, False, False)  # one puzzle, nothing chosen
    dialog.listing.item(0).setSelected(True)
    assert enabled() == (True, False, False)  # one puzzle: nowhere to move it
    dialog.remove_selected()
    assert enabled() == (False, False, False)  # nothing left
    dialog.add_puzzles(_puzzles(3))
    assert enabled() == (False, False, False)
    dialog.listing.item(0).setSelected(True)
    assert enabled() == (True, False, True)  # the top one goes only down
    dialog.listing.item(1).setSelected(True)
    assert enabled() == (True, False, True)
    dialog.listing.clearSelection()
    dialog.listing.item(2).setSelected(True)
    assert enabled() == (True, True, False)  # the bottom one only up
    dialog.up_button.click()
    assert enabled() == (True, True, True)  # moved to the middle, still chosen
