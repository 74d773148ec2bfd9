"""The Sheet dialog's Save Book…: a small form (title, subtitle, author, trim, bleed, puzzles
per page) for a print-on-demand book of the sheet's puzzles (operations/book.py), and how
its save is said. The Sheet dialog runs the save on its worker, with its Cancel."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPushButton,
    QWidget,
)

from studio.core.waffle.book import TRIMS, BookOptions, Trim
from studio.core.waffle.sheet import GRIDS, CardOptions
from studio.operations.book import BookStep, BookWritten
from studio.render.book import book_counts, book_length_note

TRIM_NAMES: dict[Trim, str] = {"6x9": "6 × 9 in", "8.5x11": "8.5 × 11 in", "a4": "A4", "a5": "A5"}


class BookDialog(QDialog):
    def __init__(self, title: str, author: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Save a book for print on demand"))
        self.title, self.subtitle, self.author = QLineEdit(title), QLineEdit(), QLineEdit(author)
        self.subtitle.setPlaceholderText(self.tr("Optional"))
        self.trim = QComboBox()
        for trim in TRIMS:
            self.trim.addItem(TRIM_NAMES[trim], trim)
        self.trim.setToolTip(self.tr("The page as the reader holds it, as Amazon KDP lists its sizes"))
        self.bleed = QCheckBox(self.tr("Bleed (0.125 in, as KDP asks)"))
        self.bleed.setToolTip(self.tr("Pages 0.125 in wider and 0.25 in taller than the trim, for the printer to cut"))
        self.per_page = QComboBox()
        for count in GRIDS:
            self.per_page.addItem(str(count), count)
        form = QFormLayout(self)
        form.addRow(self.tr("Title"), self.title)
        form.addRow(self.tr("Subtitle"), self.subtitle)
        form.addRow(self.tr("Author"), self.author)
        form.addRow(self.tr("Trim size"), self.trim)
        form.addRow("", self.bleed)
        form.addRow(self.tr("Puzzles per page"), self.per_page)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Save Book…"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def options(self, card: CardOptions) -> BookOptions:
        """The book of the form, its cards drawn as the sheet's (puzzles only: the answers
        are at the back)."""
        return BookOptions(
            trim=self.trim.currentData(),
            bleed=self.bleed.isChecked(),
            title=self.title.text().strip(),
            subtitle=self.subtitle.text().strip(),
            author=self.author.text().strip(),
            per_page=self.per_page.currentData(),
            card=replace(card, content="puzzle", clues=False, meanings=False),
        )

    @staticmethod
    def button(parent: QWidget) -> QPushButton:
        """The Sheet dialog's button that opens this form."""
        button = QPushButton(QCoreApplication.translate("BookDialog", "Save Book…"), parent)
        button.setToolTip(
            QCoreApplication.translate(
                "BookDialog", "A book for print on demand: title page, contents, easy to hard, the answers at the back"
            )
        )
        return button

    @staticmethod
    def file_filter() -> str:
        return QCoreApplication.translate("BookDialog", "PDF document (*.pdf)")

    @staticmethod
    def progress_text(step: BookStep) -> str:
        if step.stage == "puzzles":
            return QCoreApplication.translate("BookDialog", "Sorting puzzles by difficulty: {done}").format(
                done=step.done
            )
        return QCoreApplication.translate("BookDialog", "Page {done} of {total}").format(
            done=step.done, total=step.total
        )

    @staticmethod
    def saved_text(book: BookWritten) -> str:
        """The file, its puzzles and pages, and whether KDP prints a book this long."""
        saved = QCoreApplication.translate("BookDialog", "Saved {name}: {counts}.").format(
            name=book.out.name, counts=book_counts(book.puzzles, book.pages)
        )
        return saved if book.plan.printable else f"{saved} {book_length_note(book.pages)}"
