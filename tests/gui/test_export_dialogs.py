"""File > Export… and File > Print Sheet…: previews, files written, printing, bad files."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtPrintSupport import QPrinter

from studio.cli import main
from tests.conftest import pdf_page_count
from tests.gui.conftest import WAIT_MS

EXAMPLE = Path(__file__).resolve().parents[2] / "studio" / "resources" / "examples" / "daily-1.txt"


def pdf_pages(path) -> int:
    return pdf_page_count(path)[0]


def test_export_dialog_previews_and_writes_each_format(qtbot, window, tmp_path):
    assert window.open_path(EXAMPLE)
    dialog = window.open_export()
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.export_button.isEnabled(), timeout=WAIT_MS)
    first = dialog.preview.pixmap().toImage()
    dialog.show_what.setCurrentText("both")
    both = dialog.preview.pixmap().toImage()
    assert first.width() == both.width() and both.height() < first.height()  # two boards: wider card
    dialog.title.setText("Monday")
    dialog.png_width.setValue(640)
    for fmt in ("PNG", "SVG", "PDF", "JSON"):
        dialog.format.setCurrentText(fmt)
        out = tmp_path / f"daily.{fmt.lower()}"
        dialog.export_to(out)
        qtbot.waitUntil(lambda out=out: "Saved" in dialog.message.text() and out.exists(), timeout=WAIT_MS)
        dialog.message.clear()
    assert QImage(str(tmp_path / "daily.png")).width() == 640
    assert "Monday" in (tmp_path / "daily.svg").read_text()
    assert pdf_pages(tmp_path / "daily.pdf") == 1
    dialog.format.setCurrentText("PNG")
    dialog.export_to(tmp_path / "missing-folder" / "x.png")
    qtbot.waitUntil(lambda: "Could not export" in dialog.message.text(), timeout=WAIT_MS)
    assert "cannot write there" in dialog.message.text()


def test_export_refuses_a_file_name_that_says_another_format(qtbot, window, tmp_path):
    """The command line refused a PDF named .png; the dialog wrote PNG bytes into card.pdf,
    which no PDF reader opens. Now both refuse, and the dialog says which to change."""
    assert window.open_path(EXAMPLE)
    dialog = window.open_export()
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.export_button.isEnabled(), timeout=WAIT_MS)
    dialog.format.setCurrentText("PNG")
    out = tmp_path / "cards"
    out.mkdir()
    dialog.export_to(out / "card.pdf")
    text = dialog.message.text()
    assert "Not exported" in text and "card.pdf" in text and "PNG" in text, text
    assert list(out.iterdir()) == []
    dialog.export_to(out / "card")  # a name with no suffix is written in the format chosen
    qtbot.waitUntil(lambda: "Saved" in dialog.message.text(), timeout=WAIT_MS)
    assert QImage(str(out / "card"), "PNG").width() == 800


@pytest.mark.slow
def test_print_sheet_previews_pages_saves_and_prints(qtbot, window, tmp_path):
    folder = tmp_path / "made"
    assert main(["generate", "--count", "7", "--seed", "8", "--out", str(folder)]) == 0
    (folder / "broken.json").write_text("{not json")
    assert window.open_path(EXAMPLE)
    dialog = window.open_sheet()
    qtbot.addWidget(dialog)
    dialog.add_paths([str(folder)])
    assert "broken.json" in dialog.message.text() and dialog.listing.count() == 8
    qtbot.waitUntil(lambda: dialog.preview.count() == 4, timeout=WAIT_MS)  # 8 at 6 a page + answers
    assert dialog.pages_label.text() == "8 puzzles on 4 pages"
    dialog.per_page.setCurrentText("4")
    dialog.answers.setChecked(False)
    qtbot.waitUntil(
        lambda: dialog.pages_label.text() == "8 puzzles on 2 pages" and dialog.preview.count() == 2, timeout=WAIT_MS
    )
    out = tmp_path / "sheet.pdf"
    dialog.save_pdf(out)
    qtbot.waitUntil(lambda: "Saved" in dialog.message.text(), timeout=WAIT_MS)
    assert pdf_pages(out) == 2
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    dialog.paper.setCurrentText("letter")
    qtbot.waitUntil(lambda: dialog.pages and dialog.pages[0].width == 215.9, timeout=WAIT_MS)
    dialog.print_to(printer)
    qtbot.waitUntil(lambda: "Saved printed.pdf" in dialog.message.text(), timeout=WAIT_MS)  # a file: Save PDF
    assert pdf_pages(tmp_path / "printed.pdf") == 2
    dialog.listing.item(0).setSelected(True)
    dialog.remove_selected()
    qtbot.waitUntil(lambda: dialog.pages_label.text() == "7 puzzles on 2 pages", timeout=WAIT_MS)


def test_print_sheet_refuses_a_sheet_named_as_a_picture(qtbot, window, tmp_path):
    """`export --sheet 1 --out sheet.png` was refused; Save PDF wrote a PDF named sheet.png."""
    assert window.open_path(EXAMPLE)
    dialog = window.open_sheet()
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.save_button.isEnabled(), timeout=WAIT_MS)
    out = tmp_path / "sheets"
    out.mkdir()
    dialog.save_pdf(out / "sheet.png")
    assert "Not saved" in dialog.message.text() and "sheet.png" in dialog.message.text(), dialog.message.text()
    assert dialog.save_button.isEnabled() and not dialog.cancel_button.isEnabled()
    assert list(out.iterdir()) == []
    dialog.save_pdf(out / "sheet.pdf")
    qtbot.waitUntil(lambda: "Saved sheet.pdf" in dialog.message.text(), timeout=WAIT_MS)
    assert pdf_pages(out / "sheet.pdf") == 2  # the puzzle and its answer


def test_print_sheet_remembers_its_settings(qtbot, window):
    dialog = window.open_sheet()
    qtbot.addWidget(dialog)
    assert dialog.labels.isChecked() and not dialog.answer_line.isChecked()
    dialog.style_choice.setCurrentText("ink")
    dialog.per_page.setCurrentText("4")
    dialog.footer.setText("Class 4B")
    dialog.author.setText("Ms Rivera")
    dialog.answer_line.setChecked(True)
    dialog.margin.setValue(15)
    dialog.close()
    again = window.open_sheet()
    qtbot.addWidget(again)
    assert again.style_choice.currentText() == "ink" and again.per_page.currentText() == "4"
    assert again.footer.text() == "Class 4B" and again.author.text() == "Ms Rivera"
    assert again.answer_line.isChecked() and again.labels.isChecked() and again.margin.value() == 15
    options = again.options()
    assert options.card.answer_line and options.author == "Ms Rivera" and options.per_page == 4


def test_export_offers_only_what_the_format_uses_and_starts_where_it_last_wrote(qtbot, window, tmp_path, monkeypatch):
    """The walk: PNG width and the transparent background could be set for a PDF, and the
    second Save dialog opened in the first folder, not the one just exported to."""
    assert window.open_path(EXAMPLE)
    dialog = window.open_export()
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.export_button.isEnabled(), timeout=WAIT_MS)
    usable = {}
    for fmt in ("PNG", "SVG", "PDF", "JSON"):
        dialog.format.setCurrentText(fmt)
        usable[fmt] = (dialog.png_width.isEnabled(), dialog.transparent.isEnabled(), dialog.paper.isEnabled())
    assert usable == {
        "PNG": (True, True, False),
        "SVG": (False, False, False),
        "PDF": (False, False, True),
        "JSON": (False, False, False),
    }
    starts: list[str] = []

    def save_file_name(_parent, _caption, start, _filter):
        starts.append(start)
        return "", ""

    monkeypatch.setattr("studio.gui.shared.save_dialog.QFileDialog.getSaveFileName", save_file_name)
    elsewhere = tmp_path / "cards"
    elsewhere.mkdir()
    dialog.format.setCurrentText("PDF")  # the name must agree (a JSON named .pdf is refused)
    dialog.export_to(elsewhere / "monday.pdf")
    qtbot.waitUntil(lambda: "Saved" in dialog.message.text(), timeout=WAIT_MS)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    dialog.close()
    again = window.open_export()
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.export_button.isEnabled(), timeout=WAIT_MS)
    qtbot.mouseClick(again.export_button, Qt.MouseButton.LeftButton)
    assert [Path(s).parent for s in starts] == [elsewhere, elsewhere]
