"""A designer makes a print-on-demand book from the Sheet dialog (issue 38, point 3): the
Save Book… form's choices reach the file; a puzzle without a solution is left out and named;
an unwritable folder is said and leaves nothing; Cancel leaves no file.

Oracles: poppler's pdfinfo (pages, their size in points: 6 x 9 in with KDP's bleed is
441 x 666), the file system."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from studio.core.waffle.sheet import CardOptions
from studio.gui.waffle.book_dialog import BookDialog
from tests.acceptance.test_print_story import folder  # noqa: F401  (a fixture)
from tests.conftest import pdf_page_count
from tests.gui.conftest import WAIT_MS, wait_for_workers


def loaded_sheet(qtbot, window, folder):  # noqa: F811  (the fixture's value)
    dialog = window.open_sheet()
    qtbot.addWidget(dialog)
    dialog.add_paths([str(folder)])
    qtbot.waitUntil(lambda: dialog.preview.count() == 2, timeout=WAIT_MS)  # three puzzles, then their answers
    assert "unsolvable.json" in dialog.message.text()  # left out, and named, before any book
    return dialog


def test_the_book_form_gives_the_trim_bleed_and_texts_chosen(qtbot):
    form = BookDialog("Class 4B", "Ms Lee")
    qtbot.addWidget(form)
    form.trim.setCurrentIndex(form.trim.findData("a5"))
    form.bleed.setChecked(True)
    form.subtitle.setText("  Spring term ")
    form.per_page.setCurrentIndex(form.per_page.findData(2))
    options = form.options(CardOptions(style="ink", clues=True))
    assert (options.trim, options.bleed, options.per_page) == ("a5", True, 2)
    assert (options.title, options.subtitle, options.author) == ("Class 4B", "Spring term", "Ms Lee")
    assert options.card.style == "ink" and not options.card.clues  # a book's puzzle pages: no clue sheet


@pytest.mark.slow
def test_a_book_from_the_sheet_dialog_and_its_unhappy_paths(qtbot, window, folder, tmp_path, monkeypatch):  # noqa: F811
    from studio.gui.waffle import sheet_dialog

    dialog = loaded_sheet(qtbot, window, folder)
    assert dialog.book_button.isEnabled()
    form = BookDialog("Class 4B", "Ms Lee", dialog)
    form.bleed.setChecked(True)
    options = form.options(dialog.options().card)
    out = tmp_path / "book.pdf"
    dialog.save_book(out, options)
    qtbot.waitUntil(lambda: "Saved book.pdf" in dialog.message.text(), timeout=WAIT_MS)  # the label may be redrawn
    assert pdf_page_count(out) == (1 + 1 + 3 + 1, "441 x 666")  # title, contents, 3 puzzles, 1 answer page

    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("my notes")
    dialog.save_book(not_a_folder / "book.pdf", options)
    qtbot.waitUntil(lambda: "cannot write there" in dialog.message.text(), timeout=WAIT_MS)
    assert not_a_folder.read_text() == "my notes"

    # The save waits at its start until Cancel is clicked: a loaded machine could finish it first.
    gate, real = threading.Event(), sheet_dialog.write_book

    def held_until_clicked(*args, **kwargs):
        stream = real(*args, **kwargs)

        def held():
            gate.wait(WAIT_MS / 1000)
            return (yield from stream)

        return held()

    monkeypatch.setattr(sheet_dialog, "write_book", held_until_clicked)
    dialog.save_book(tmp_path / "cancelled.pdf", options)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.pages_label.text() == "Cancelled: nothing was saved or printed."
    gate.set()
    wait_for_workers(qtbot)
    assert not (tmp_path / "cancelled.pdf").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["book.pdf", "class 4B", "notes.txt"]  # no temporary file
