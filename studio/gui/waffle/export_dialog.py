"""File > Export…: one puzzle as PNG, SVG, PDF or JSON, with a live preview."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import cast

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from studio.core.errors import PuzzleError
from studio.core.text import printable
from studio.core.waffle.export import EXPORT_FORMATS, Clash, FormatClash
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.sheet import (
    CONTENTS,
    PAPERS,
    STYLES,
    CardOptions,
    Entry,
    Paper,
    entry_for,
    single_card,
)
from studio.core.words import WordList
from studio.gui.shared.appearance import print_style, themed
from studio.gui.shared.guide import add_help_key
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP, add_choices, choose
from studio.gui.shared.panels import SMALL, form_of, plain, sentence, set_status
from studio.gui.shared.save_dialog import save_file_name
from studio.gui.shared.sizing import fit_to_screen
from studio.gui.shared.workers import CurrentTask
from studio.operations.export import CardExport, export_cards
from studio.render.files import card_image

PREVIEW_WIDTH = 460


CONTENT_NAMES = (  # CONTENTS, in order
    QT_TRANSLATE_NOOP("ExportDialog", "puzzle"),
    QT_TRANSLATE_NOOP("ExportDialog", "solution"),
    QT_TRANSLATE_NOOP("ExportDialog", "both"),
)


class ExportDialog(QDialog):
    exported = Signal(str)  # the folder a file was written to: the next Export starts there

    def __init__(
        self,
        puzzle: Puzzle,
        name: str,
        words: Callable[[], WordList | None],
        folder: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export the puzzle"))
        add_help_key(self, "export")
        self.puzzle, self.name, self.folder, self.words = puzzle, name, folder, words
        self.entry: Entry | None = None
        self._build()
        fit_to_screen(self, 0, 0)  # the preview's footer was cut at the size Qt chose
        self.task = CurrentTask(self)
        CurrentTask(self).start(
            lambda _stop: entry_for(name, puzzle, words(), required=False),
            done=self._answered,
            failed=lambda text: set_status(self.message, text, "bad", SMALL),
        )

    def _build(self) -> None:
        meta = self.puzzle.meta
        self.format = QComboBox()
        self.format.addItems([f.upper() for f in EXPORT_FORMATS])
        self.show_what = QComboBox()
        add_choices(self.show_what, "ExportDialog", CONTENT_NAMES)
        self.style_choice = QComboBox()
        add_choices(self.style_choice, "Print", STYLES)
        choose(self.style_choice, print_style())
        self.png_width = QSpinBox()
        self.png_width.setRange(100, 8000)
        self.png_width.setSingleStep(100)
        self.png_width.setValue(800)
        self.png_width.setSuffix(" px")
        self.transparent = QCheckBox(self.tr("Transparent background (PNG)"))
        self.paper = QComboBox()
        add_choices(self.paper, "Print", PAPERS)
        self.title = QLineEdit(str(meta.get("title", "")))
        self.number = QLineEdit(str(meta.get("number", "")))
        self.author = QLineEdit(str(meta.get("author", "")))
        self.swaps = QCheckBox(self.tr("Swaps allowed"))
        self.stars = QCheckBox(self.tr("A row of stars"))
        for box in (self.swaps, self.stars):
            box.setChecked(True)
        form = form_of(
            [
                (self.tr("Format"), self.format),
                (self.tr("Show"), self.show_what),
                (self.tr("Style"), self.style_choice),
                (self.tr("PNG width"), self.png_width),
                ("", self.transparent),
                (self.tr("PDF paper"), self.paper),
                (self.tr("Title"), self.title),
                (self.tr("Number"), self.number),
                (self.tr("Author"), self.author),
                (self.tr("Print"), self.swaps),
                ("", self.stars),
            ]
        )
        self.format.currentIndexChanged.connect(self._format_changed)
        self._format_changed()
        for signal in (
            self.format.currentIndexChanged,
            self.show_what.currentIndexChanged,
            self.style_choice.currentIndexChanged,
            self.transparent.toggled,
            self.swaps.toggled,
            self.stars.toggled,
            self.title.textChanged,
            self.number.textChanged,
            self.author.textChanged,
        ):
            signal.connect(self.refresh)
        self.preview = plain(QLabel(self.tr("Working out the answer…")))
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(PREVIEW_WIDTH + 20, 300)
        themed(self.preview, lambda p: f"background: {p.preview_back.name()}; border-radius: 6px;")
        self.message = plain(QLabel())
        self.message.setWordWrap(True)
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.setDefault(True)
        self.export_button.setEnabled(False)
        self.export_button.clicked.connect(self._choose_file)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.message, 1)
        buttons.addWidget(self.export_button)
        buttons.addWidget(close)
        top = QHBoxLayout()
        top.addLayout(form)
        top.addWidget(self.preview, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addLayout(buttons)

    def fmt(self) -> str:
        return self.format.currentText().lower()

    def card_options(self) -> CardOptions:
        return CardOptions(
            content=CONTENTS[self.show_what.currentIndex()],  # the box lists CONTENTS, in order
            style=STYLES[self.style_choice.currentIndex()],  # the box lists STYLES, in order
            swaps=self.swaps.isChecked(),
            stars=self.stars.isChecked(),
        )

    def current_entry(self) -> Entry:
        """The answered entry with the title, number and author typed here (a pasted
        control character, which no SVG or PDF can hold, left out)."""
        assert self.entry is not None  # previews and exports wait for the answer
        meta = {k: v for k, v in self.puzzle.meta.items() if k not in ("title", "author", "number")}
        typed = {k: printable(edit.text()).strip() for k, edit in (("title", self.title), ("author", self.author))}
        meta.update((k, text) for k, text in typed.items() if text)
        number = printable(self.number.text()).strip() or None
        return Entry(self.puzzle.with_changes(meta=meta), number, self.entry.answer, self.name)

    def _answered(self, entry: Entry) -> None:
        self.entry = entry
        self.export_button.setEnabled(True)
        self.refresh()

    def _format_changed(self) -> None:
        """Only the options the chosen format uses can be changed: a PDF has no pixel width."""
        fmt = self.fmt()
        self.png_width.setEnabled(fmt == "png")
        self.transparent.setEnabled(fmt == "png")
        self.paper.setEnabled(fmt == "pdf")

    def refresh(self) -> None:
        if self.entry is None:
            return
        try:
            card = single_card(self.current_entry(), self.card_options())
        except PuzzleError as err:
            self.preview.setText(sentence(str(err)))
            self.export_button.setEnabled(False)
            return
        self.export_button.setEnabled(True)
        image = card_image(
            card,
            PREVIEW_WIDTH,
            self.card_options().style,
            self.transparent.isChecked() and self.fmt() == "png",
        )
        self.preview.setPixmap(QPixmap.fromImage(image))
        fit_to_screen(self, self.width(), self.height())  # a taller card grows the dialog: its footer stays in view

    def _choose_file(self) -> None:
        start = str(Path(self.folder, f"{Path(self.name).stem or 'puzzle'}.{self.fmt()}"))
        path = save_file_name(
            self, self.tr("Export the puzzle"), start, f"{EXPORT_FORMATS[self.fmt()]} (*.{self.fmt()})"
        )
        if path:
            self.export_to(path)

    def export_to(self, path: str | Path) -> None:
        """On a worker: a big PNG takes a while. The file appears whole or not at all; a
        name that says another format than the one chosen is refused at once."""
        request = CardExport(
            Path(path),
            self.fmt(),
            self.card_options(),
            self.png_width.value(),
            self.transparent.isChecked(),
            cast(Paper, self.paper.currentData()),  # the box holds PAPERS' keys
            one_file=True,
        )
        try:
            stream = export_cards([self.current_entry()], request, self.words())
        except FormatClash as refused:
            set_status(self.message, self.clash_text(refused.clash), "bad", SMALL)
            return
        self.task.start(
            lambda _stop: stream,
            done=lambda _: self._saved(Path(path)),
            failed=lambda text: set_status(
                self.message, self.tr("Could not export: {text}").format(text=text), "bad", SMALL
            ),
        )

    def clash_text(self, clash: Clash) -> str:
        return self.tr(
            "Not exported: {name} names a {named} file, but the format chosen is {chosen}. "
            "Choose {named} as the format, or name the file .{suffix}."
        ).format(name=clash.name, named=clash.named.upper(), chosen=clash.chosen.upper(), suffix=clash.chosen)

    def _saved(self, path: Path) -> None:
        set_status(self.message, self.tr("Saved {name}.").format(name=path.name), "good", SMALL)
        self.folder = str(path.parent)
        self.exported.emit(self.folder)
