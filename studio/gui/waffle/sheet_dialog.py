"""File > Print Sheet…: puzzles in, in the order chosen, a preview of the pages (zoomed as
wanted), then a PDF or the printer: every page, the puzzles only (a class's copies, without
the answers), the answers only, or a range of them.

Answers (solving puzzles saved without a solution) and page images are made on
workers; the preview is redrawn a moment after the options stop changing.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Generator, Iterable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import cast

from PySide6.QtCore import QSettings, QSize, QTimer
from PySide6.QtGui import QIcon, QImage, QKeySequence, QPixmap
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from studio.core.errors import PuzzleError
from studio.core.text import printable
from studio.core.waffle.book import BookOptions
from studio.core.waffle.export import FormatClash
from studio.core.waffle.formats import puzzle_files, read_puzzle
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.sheet import (
    GRIDS,
    PAGE_SETS,
    PAPERS,
    STYLES,
    CardOptions,
    Entry,
    LeftOut,
    Page,
    Paper,
    SheetOptions,
    entries_for,
    left_out_fact,
    parse_page_range,
    sheet_pages,
    split_entries,
)
from studio.core.words import WordList
from studio.gui.shared.appearance import current, print_style, themed
from studio.gui.shared.guide import add_help_key
from studio.gui.shared.i18n import add_choices, choose
from studio.gui.shared.panels import SMALL, Tone, form_of, plain, plain_tip, sentence, set_status
from studio.gui.shared.printing import PRINT_DPI, SlicedPrint
from studio.gui.shared.save_dialog import save_file_name
from studio.gui.shared.sizing import fit_to_screen, scrolling
from studio.gui.shared.workers import CurrentTask
from studio.gui.waffle.book_dialog import BookDialog
from studio.language.facts import phrase
from studio.operations.book import BookStep, write_book
from studio.operations.sheet import print_sheet
from studio.render.files import page_image, page_size
from studio.render.sheet_text import default_title

PREVIEW_WIDTH = 300
ZOOMS = (50, 75, 100, 150, 200)  # per cent of PREVIEW_WIDTH
DEBOUNCE_MS = 200


class SheetDialog(QDialog):
    def __init__(
        self,
        first: tuple[str, Puzzle] | None,
        words: Callable[[], WordList | None],
        folder: str,
        parent: QWidget | None = None,
        settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Print a sheet of puzzles"))
        add_help_key(self, "print")
        self.words, self.folder = words, folder
        self.puzzles: list[tuple[str, Puzzle]] = [first] if first else []
        self.skipped = ""  # the files that did not read, as the message says it
        self.entries: list[Entry] | None = None
        self.pages: list[Page] = []
        self.answering = CurrentTask(self)
        self.previewing = CurrentTask(self)
        self.saving = CurrentTask(self)
        self.printing: SlicedPrint | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DEBOUNCE_MS)
        self.timer.timeout.connect(self.refresh)
        self._build()
        fit_to_screen(self, 1100, 720)
        self._restore()
        self._puzzles_changed()

    # ------------------------------------------------------------ widgets

    def _build(self) -> None:
        self.listing = QListWidget()
        self.listing.setAccessibleName(self.tr("Puzzles on the sheet"))
        self.listing.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
        add_files, add_folder, self.remove_button = (
            QPushButton(self.tr("Add Files…")),
            QPushButton(self.tr("Add Folder…")),
            QPushButton(self.tr("Remove")),
        )
        add_files.clicked.connect(self._add_files_dialog)
        add_folder.clicked.connect(self._add_folder_dialog)
        self.remove_button.clicked.connect(self.remove_selected)
        list_buttons = QHBoxLayout()  # two buttons a row: the options keep a narrow screen's width
        list_buttons.addWidget(add_files)
        list_buttons.addWidget(add_folder)
        remove_row = QHBoxLayout()
        remove_row.addWidget(self.remove_button)
        remove_row.addStretch(1)
        self.up_button, self.down_button = QPushButton("▲"), QPushButton("▼")
        order = QVBoxLayout()
        for button, step, name, tip, keys in (
            (self.up_button, -1, self.tr("Move Up"), self.tr("Move the chosen puzzles up ({keys})"), "Alt+Up"),
            (self.down_button, 1, self.tr("Move Down"), self.tr("Move the chosen puzzles down ({keys})"), "Alt+Down"),
        ):
            button.setToolTip(tip.format(keys=keys))
            button.setAccessibleName(name)
            button.setShortcut(QKeySequence(keys))
            button.setMaximumWidth(button.fontMetrics().horizontalAdvance("▲") * 4)
            button.clicked.connect(partial(self.move_selected, step))
            order.addWidget(button)
        order.addStretch(1)
        self.listing.itemSelectionChanged.connect(self._enable_list_buttons)
        listed = QHBoxLayout()
        listed.addWidget(self.listing, 1)
        listed.addLayout(order)
        self.per_page = QComboBox()
        add_choices(self.per_page, "Print", [str(n) for n in GRIDS])
        choose(self.per_page, "6")
        self.paper = QComboBox()
        add_choices(self.paper, "Print", PAPERS)
        self.margin = QDoubleSpinBox()
        self.margin.setRange(0, 40)
        self.margin.setValue(12)
        self.margin.setSuffix(" mm")
        self.answers = QCheckBox(self.tr("Answer pages"))
        self.answers.setToolTip(self.tr("Pages with each puzzle's solution and its fewest swaps"))
        self.answers.setChecked(True)
        self.page_set = QComboBox()
        add_choices(self.page_set, "Print", PAGE_SETS)
        self.page_set.setToolTip(
            self.tr("puzzles: the class's pages, without the answers; answers: the answer pages alone")
        )
        self.page_range = QLineEdit()
        self.page_range.setPlaceholderText(self.tr("e.g. 2-3; empty: every page"))
        self.page_range.setToolTip(self.tr("The pages to print, numbered as in the preview"))
        self.style_choice = QComboBox()
        add_choices(self.style_choice, "Print", STYLES)
        choose(self.style_choice, print_style())
        self.title = QLineEdit(default_title())
        self.footer = QLineEdit()
        self.footer.setPlaceholderText(self.tr("e.g. Class 4B, week 47"))
        self.author = QLineEdit()
        self.author.setPlaceholderText(self.tr("In the PDF's details"))
        self.labels = QCheckBox(self.tr("Row and column labels"))
        self.labels.setToolTip(self.tr("Numbers beside the rows and columns: the answers name cells by them"))
        self.labels.setChecked(True)
        self.answer_line = QCheckBox(self.tr("A line to write the answer on"))
        self.answer_grid = QCheckBox(self.tr("A blank grid under each puzzle to write the solution in"))
        self.clues = QCheckBox(self.tr("Clue sheet: each word's definition as a numbered clue"))
        self.clues.setToolTip(
            self.tr("A mini crossword that also swaps: Across and Down clues beside each puzzle (English words)")
        )
        self.meanings = QCheckBox(self.tr("Each word's meaning on the answer pages"))
        self.first_number = QSpinBox()
        self.first_number.setRange(1, 100_000)
        form = form_of(
            [
                (self.tr("Puzzles per page"), self.per_page),
                (self.tr("Paper"), self.paper),
                (self.tr("Margins"), self.margin),
                ("", self.answers),
                (self.tr("Print pages"), self.page_set),
                (self.tr("Page range"), self.page_range),
                (self.tr("Style"), self.style_choice),
                (self.tr("Title"), self.title),
                (self.tr("Footer"), self.footer),
                (self.tr("Author"), self.author),
                ("", self.labels),
                ("", self.answer_line),
                ("", self.answer_grid),
                ("", self.clues),
                ("", self.meanings),
                (self.tr("First number"), self.first_number),
            ]
        )
        for signal in (
            self.per_page.currentIndexChanged,
            self.paper.currentIndexChanged,
            self.margin.valueChanged,
            self.answers.toggled,
            self.style_choice.currentIndexChanged,
            self.title.textChanged,
            self.footer.textChanged,
            self.labels.toggled,
            self.answer_line.toggled,
            self.answer_grid.toggled,
            self.clues.toggled,
            self.meanings.toggled,
            self.page_set.currentIndexChanged,
            self.page_range.textChanged,
        ):
            signal.connect(self.timer.start)
            signal.connect(self._remember)
        self.author.textChanged.connect(self._remember)
        self.first_number.valueChanged.connect(self._puzzles_changed)
        self.message = plain(QLabel())
        self.message.setWordWrap(True)
        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("<b>Puzzles</b>, in print order")))
        left.addLayout(listed, 1)
        left.addLayout(list_buttons)
        left.addLayout(remove_row)
        left.addLayout(form)
        left.addWidget(self.message)
        self.preview = QListWidget()
        self.preview.setAccessibleName(self.tr("Preview of the pages"))
        self.preview.setViewMode(QListView.ViewMode.IconMode)
        self.zoom = QComboBox()
        for percent in ZOOMS:
            self.zoom.addItem(f"{percent}%", percent)
        choose(self.zoom, 100)
        self.zoom.setAccessibleName(self.tr("Zoom"))
        self.zoom.setToolTip(self.tr("The preview's size"))
        self.zoom.currentIndexChanged.connect(self._zoomed)
        self._zoomed()
        self.preview.setResizeMode(QListView.ResizeMode.Adjust)
        self.preview.setMovement(QListView.Movement.Static)
        self.preview.setSpacing(10)
        themed(self.preview, lambda p: f"QListWidget {{ background: {p.preview_back.name()}; }}")
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(8)
        self.pages_label = plain(QLabel())
        self.pages_label.setWordWrap(True)
        self.save_button = QPushButton(self.tr("Save PDF…"))
        self.print_button = QPushButton(self.tr("Print…"))
        self.web_button = QPushButton(self.tr("Save Web Page…"))
        self.web_button.setToolTip(self.tr("One web page that plays every puzzle here, in any browser, offline"))
        self.web_button.clicked.connect(self._web_dialog)
        self.book_button = BookDialog.button(self)
        self.book_button.clicked.connect(self._book_dialog)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setToolTip(
            self.tr("Stop saving or printing: no file is written, nothing reaches the printer")
        )
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel_output)
        close = QPushButton(self.tr("Close"))
        self.save_button.clicked.connect(self._save_dialog)
        self.print_button.clicked.connect(self._print_dialog)
        close.clicked.connect(self.reject)
        pressed = (self.web_button, self.book_button, self.save_button, self.print_button, self.cancel_button, close)
        for button in pressed:  # Enter ends a field's typing: it opened the Save Book form
            button.setAutoDefault(False)
        status = QHBoxLayout()  # the page count beside the zoom; the buttons below, on two rows,
        status.addWidget(self.pages_label, 1)  # so the dialog keeps a 1024-pixel screen's width
        status.addWidget(QLabel(self.tr("Zoom")))
        status.addWidget(self.zoom)
        outputs, ends = QHBoxLayout(), QHBoxLayout()  # two buttons a row beside the stretch: a German row fits
        outputs.addWidget(self.web_button)
        outputs.addStretch(1)
        outputs.addWidget(self.save_button)
        outputs.addWidget(self.print_button)
        ends.addWidget(self.book_button)
        ends.addStretch(1)
        ends.addWidget(self.cancel_button)
        ends.addWidget(close)
        right = QVBoxLayout()
        right.addWidget(self.preview, 1)
        right.addWidget(self.progress)
        right.addLayout(status)
        right.addLayout(outputs)
        right.addLayout(ends)
        layout = QHBoxLayout(self)
        layout.addWidget(scrolling(left), 2)  # the form scrolls on a small screen
        layout.addLayout(right, 5)

    # ------------------------------------------------------------ the puzzles

    def add_paths(self, paths: list[str]) -> None:
        """Files or folders; a file that does not read is named and the others are kept."""
        errors = []
        try:
            files = puzzle_files(paths)
        except PuzzleError as err:
            set_status(self.message, sentence(str(err)), "bad", SMALL)
            return
        for path in files:
            try:
                self.puzzles.append((str(path), read_puzzle(path)))
            except PuzzleError as err:
                errors.append(str(err))
        self.skipped = "Skipped: " + "; ".join(errors) if errors else ""
        self._show_problems([])
        self._puzzles_changed()

    def add_puzzles(self, named: Iterable[tuple[str, Puzzle]]) -> None:
        """Puzzles already in memory (the generator's), each with the name its file would have."""
        self.puzzles.extend(named)
        self._puzzles_changed()

    def _show_problems(self, left_out: list[LeftOut]) -> None:
        """The files that did not read and the puzzles that will not print, together."""
        problems = [text for text in (self.skipped, phrase(left_out_fact(left_out)) if left_out else "") if text]
        if problems:
            set_status(self.message, ". ".join(problems), "bad", SMALL)
        else:
            self.message.clear()

    def remove_selected(self) -> None:
        rows = sorted({self.listing.row(item) for item in self.listing.selectedItems()}, reverse=True)
        for row in rows:
            del self.puzzles[row]
        self._puzzles_changed()

    def move_selected(self, step: int) -> None:
        """The chosen puzzles one place up (-1) or down (1), in the order they print; they
        stay chosen. At the top or the bottom, nothing moves."""
        rows = sorted({self.listing.row(item) for item in self.listing.selectedItems()})
        if not rows or rows[0] + step < 0 or rows[-1] + step >= len(self.puzzles):
            return
        for row in rows if step < 0 else reversed(rows):
            self.puzzles[row], self.puzzles[row + step] = self.puzzles[row + step], self.puzzles[row]
        self._puzzles_changed()
        for row in rows:
            self.listing.item(row + step).setSelected(True)

    def _enable_list_buttons(self) -> None:
        """Remove, up and down only when they would act: something chosen, not at the end."""
        rows = sorted(self.listing.row(item) for item in self.listing.selectedItems())
        self.remove_button.setEnabled(bool(rows))
        self.up_button.setEnabled(bool(rows) and rows[0] > 0)
        self.down_button.setEnabled(bool(rows) and rows[-1] < self.listing.count() - 1)

    def _zoomed(self) -> None:
        """The preview's pages at the zoom chosen, drawn again sharp when larger."""
        width = self.preview_width()
        self.preview.setIconSize(QSize(width, round(width * 1.42)))
        self.timer.start()

    def preview_width(self) -> int:
        return round(PREVIEW_WIDTH * int(self.zoom.currentData()) / 100)

    def _add_files_dialog(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Add puzzles"), self.folder, self.tr("Puzzles (*.json *.txt)")
        )
        if paths:
            self.add_paths(paths)

    def _add_folder_dialog(self) -> None:
        path = QFileDialog.getExistingDirectory(self, self.tr("Add a folder of puzzles"), self.folder)
        if path:
            self.add_paths([path])

    def _puzzles_changed(self) -> None:
        """Work out every answer again (on a worker), then redraw."""
        self.listing.clear()
        self.listing.addItems([Path(name).name for name, _ in self.puzzles])
        self._enable_list_buttons()
        self.entries = None
        puzzles, first, words = list(self.puzzles), self.first_number.value(), self.words
        self.answering.start(
            lambda _stop: _collect(entries_for(puzzles, words(), first)),
            progress=self.progress.setValue,
            done=self._answered,
            failed=self._failed,
        )
        self.progress.setRange(0, max(1, len(puzzles)))
        self.progress.setValue(0)
        self.pages_label.setText(
            self.tr("Solving the puzzles for the answer pages…") if puzzles else self.tr("Add some puzzles.")
        )
        self._enable(False)

    def _answered(self, items: list[Entry | LeftOut]) -> None:
        """Print what has an answer; name, in the message and the list, what does not."""
        self.entries, left_out = split_entries(items)
        self.progress.setValue(self.progress.maximum())
        unprintable = {item.name: phrase(item.reason) for item in left_out}
        for row, (name, _) in enumerate(self.puzzles):
            if name in unprintable:
                item = self.listing.item(row)
                item.setForeground(current().status["bad"])
                item.setToolTip(plain_tip(unprintable[name]))
                item.setText(self.tr("{text}  (left out)").format(text=item.text()))
        self._show_problems(left_out)
        if not self.entries:
            self.pages_label.setText(
                self.tr("Nothing to print: no puzzle here has an answer.") if left_out else self.tr("Add some puzzles.")
            )
        self.refresh()

    def _failed(self, message: str) -> None:
        set_status(self.message, message, "bad", SMALL)
        self.pages_label.clear()

    # ------------------------------------------------------------ pages

    def _fields(self) -> dict[str, QComboBox | QCheckBox | QLineEdit | QDoubleSpinBox]:
        """The settings a teacher sets once, by the name they are remembered under."""
        return {
            "per_page": self.per_page,
            "paper": self.paper,
            "margin": self.margin,
            "answers": self.answers,
            "style": self.style_choice,
            "title": self.title,
            "footer": self.footer,
            "author": self.author,
            "labels": self.labels,
            "answer_line": self.answer_line,
            "answer_grid": self.answer_grid,
            "clues": self.clues,
            "meanings": self.meanings,
            "pages": self.page_set,
        }

    def _remember(self) -> None:
        if self.settings is None:
            return
        for name, widget in self._fields().items():
            key = f"sheet/{name}"
            if isinstance(widget, QComboBox):
                self.settings.setValue(key, widget.currentData())  # a key: the same in every language
            elif isinstance(widget, QCheckBox):
                self.settings.setValue(key, widget.isChecked())
            elif isinstance(widget, QLineEdit):
                self.settings.setValue(key, widget.text())
            else:
                self.settings.setValue(key, widget.value())

    def _restore(self) -> None:
        """The last sheet's settings; a value this version does not offer is left at its default."""
        if self.settings is None:
            return
        for name, widget in self._fields().items():
            value = self.settings.value(f"sheet/{name}")
            if value is None:
                continue
            widget.blockSignals(True)  # no saving half-restored settings
            if isinstance(widget, QComboBox):
                choose(widget, str(value))
            elif isinstance(widget, QCheckBox):
                widget.setChecked(str(value).lower() == "true")
            elif isinstance(widget, QLineEdit):
                widget.setText(str(value))
            else:
                with contextlib.suppress(ValueError):
                    widget.setValue(float(str(value)))
            widget.blockSignals(False)

    def options(self) -> SheetOptions:
        """The sheet as set; PuzzleError for a page range that is not one."""
        card = CardOptions(
            style=STYLES[self.style_choice.currentIndex()],  # the box lists STYLES, in order
            labels=self.labels.isChecked(),
            answer_line=self.answer_line.isChecked(),
            answer_grid=self.answer_grid.isChecked(),
            clues=self.clues.isChecked(),
            meanings=self.meanings.isChecked(),
        )
        return SheetOptions(
            per_page=int(self.per_page.currentData()),
            paper=cast(Paper, self.paper.currentData()),  # the box holds PAPERS' keys
            margin=self.margin.value(),
            answers=self.answers.isChecked(),
            title=printable(self.title.text()).strip(),  # a pasted control character: no PDF holds one
            footer=printable(self.footer.text()).strip(),
            author=printable(self.author.text()).strip(),
            card=card,
            pages=PAGE_SETS[self.page_set.currentIndex()],  # the box lists PAGE_SETS, in order
            page_range=parse_page_range(self.page_range.text()),
        )

    def refresh(self) -> None:
        """Lay out the pages and draw their images on a worker, page by page."""
        if self.entries is None:
            return
        self.preview.clear()
        if not self.entries:
            self.pages = []
            self._enable(False)
            return
        try:
            self.pages = sheet_pages(self.entries, self.options())
        except PuzzleError as err:
            self.pages = []
            set_status(self.message, sentence(str(err)), "bad", SMALL)
            self._enable(False)
            return
        pages, style, width = self.pages, self.options().card.style, max(PREVIEW_WIDTH, self.preview_width()) * 2
        self.previewing.start(
            lambda _stop: (page_image(p, width, style) for p in pages),
            progress=self._page_drawn,
            failed=self._failed,
        )
        self.progress.setRange(0, len(pages))
        self.progress.setValue(0)
        n, p = len(self.entries), len(pages)
        puzzles = self.tr("1 puzzle") if n == 1 else self.tr("{n} puzzles").format(n=f"{n:,}")
        on_pages = self.tr("1 page") if p == 1 else self.tr("{n} pages").format(n=f"{p:,}")
        self.pages_label.setText(self.tr("{puzzles} on {pages}").format(puzzles=puzzles, pages=on_pages))
        self._enable(True)

    def _page_drawn(self, image: QImage) -> None:
        n = self.preview.count() + 1
        item = QListWidgetItem(QIcon(QPixmap.fromImage(image)), self.tr("page {n}").format(n=n))
        self.preview.addItem(item)
        self.progress.setValue(n)

    def _enable(self, ready: bool) -> None:
        self.save_button.setEnabled(ready)
        self.web_button.setEnabled(ready)
        self.book_button.setEnabled(ready)
        self.print_button.setEnabled(ready)

    # ------------------------------------------------------------ output

    def _save_dialog(self) -> None:
        path = save_file_name(
            self, self.tr("Save the sheet"), str(Path(self.folder, "puzzle-sheet.pdf")), self.tr("PDF document (*.pdf)")
        )
        if path:
            self.save_pdf(path)

    def save_pdf(self, path: str | Path, shown: tuple[int, int] | None = None) -> None:
        """The sheet as previewed, or of it the pages `shown` (first, last, numbered as in
        the preview), e.g. the range a print dialog chose."""
        try:
            stream = print_sheet(list(self.entries or ()), self._of_shown(shown), Path(path))
        except FormatClash as refused:
            text = self.tr("Not saved: {name} names a {named} file, and a sheet is a PDF: name it .pdf.")
            self._said(text.format(name=refused.clash.name, named=refused.clash.named.upper()), "bad")
            return
        except PuzzleError as err:
            self._said(sentence(str(err)), "bad")
            return
        self.progress.setRange(0, len(self.pages))
        self.progress.setValue(0)
        self._set_output_running(True)
        self.saving.start(
            lambda _stop: stream,
            progress=lambda page: self.progress.setValue(page.done),
            done=lambda _: self._output_done(self.tr("Saved {name}.").format(name=Path(path).name)),
            failed=self._output_failed,
        )

    def _web_dialog(self) -> None:
        path = save_file_name(
            self,
            self.tr("Save a playable web page"),
            str(Path(self.folder, "puzzles.html")),
            self.tr("Web page (*.html)"),
        )
        if path:
            self.save_web(path)

    def save_web(self, path: str | Path) -> None:
        """Every puzzle that prints, on one page that plays them (the answers are known already)."""
        from studio.operations.web import write_web

        stream = write_web(list(self.entries or []), Path(path), self.options().title)
        self._set_output_running(True)
        self.saving.start(
            lambda _stop: stream,
            done=lambda _: self._output_done(
                self.tr("Saved {name}: open it in a browser to play.").format(name=Path(path).name)
            ),
            failed=self._output_failed,
        )

    def _book_dialog(self) -> None:
        options = self.options()
        form = BookDialog(options.title, options.author, self)
        if form.exec() != QDialog.DialogCode.Accepted:
            return
        path = save_file_name(self, form.windowTitle(), str(Path(self.folder, "puzzle-book.pdf")), form.file_filter())
        if path:
            self.save_book(path, form.options(options.card))

    def save_book(self, path: str | Path, options: BookOptions) -> None:
        """The puzzles here as a print-on-demand book, sorted easy to hard on the worker."""
        try:
            stream = write_book(list(self.entries or ()), options, Path(path), self.words())
        except PuzzleError as err:
            self._said(sentence(str(err)), "bad")
            return
        self.progress.setRange(0, max(1, len(self.entries or ())))  # the puzzles sorted, then the pages
        self.progress.setValue(0)
        self._set_output_running(True)

        def step(report: BookStep) -> None:
            if report.stage == "pages":
                self.progress.setRange(0, report.total)
            self.progress.setValue(report.done)
            self.pages_label.setText(BookDialog.progress_text(report))

        self.saving.start(
            lambda _stop: stream,
            progress=step,
            done=lambda book: self._output_done(BookDialog.saved_text(book)),
            failed=self._output_failed,
        )

    def _of_shown(self, shown: tuple[int, int] | None) -> SheetOptions:
        """The options printing the previewed pages `shown` (None: all of them)."""
        options = self.options()
        if shown is None:
            return options
        first = options.page_range[0] if options.page_range else 1
        return replace(options, page_range=(first + shown[0] - 1, first + shown[1] - 1))

    def _print_dialog(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        dialog.setOption(QPrintDialog.PrintDialogOption.PrintPageRange, True)
        dialog.setMinMax(1, len(self.pages))
        printer.setFromTo(1, len(self.pages))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.print_to(printer)

    def print_to(self, printer: QPrinter) -> None:
        """On the paper chosen here, never on the GUI thread: printing to a file is a
        Save PDF (vector, written whole); to a printer, the pages are drawn as images on
        a worker and copied to it in short slices (studio/gui/shared/printing.py). A range
        set in the print dialog counts the pages as the preview shows them."""
        shown = None
        if printer.printRange() == QPrinter.PrintRange.PageRange and printer.fromPage() > 0:
            shown = (printer.fromPage(), min(max(printer.fromPage(), printer.toPage()), len(self.pages)))
        if printer.outputFormat() == QPrinter.OutputFormat.PdfFormat and printer.outputFileName():
            self.save_pdf(printer.outputFileName(), shown)
            return
        style = self.options().card.style
        pages = self.pages if shown is None else self.pages[shown[0] - 1 : shown[1]]
        printer.setFullPage(True)
        printer.setPageSize(page_size(self.options().paper))
        name = printer.printerName() or self.tr("the printer")
        width = round(pages[0].width / 25.4 * PRINT_DPI)
        self.progress.setRange(0, len(pages))
        self.progress.setValue(0)
        self._set_output_running(True)
        self.printing = SlicedPrint(
            self,
            printer,
            [partial(page_image, page, width, style) for page in pages],
            progress=self.progress.setValue,
            done=lambda n: self._output_done(self.tr("Sent {n} pages to {value}.").format(n=n, value=name)),
            failed=self._output_failed,
        )

    def _set_output_running(self, running: bool) -> None:
        """While a file or a print job is made: Cancel on, the buttons that start one off."""
        self.cancel_button.setEnabled(running)
        self._enable(not running and bool(self.pages))

    def _output_done(self, text: str) -> None:
        self._set_output_running(False)
        self.progress.setValue(self.progress.maximum())
        self._said(text, "good")

    def _said(self, text: str, tone: Tone) -> None:
        """How a save or a print ended, also on the line beside its buttons, where the
        page count would otherwise stand as if nothing had happened."""
        set_status(self.message, text, tone, SMALL)
        self.pages_label.setText(text)

    def _output_failed(self, message: str) -> None:
        self._set_output_running(False)
        self._failed(message)

    def cancel_output(self) -> None:
        """Stops a save or a print at once: no file appears, the printer gets no job."""
        self.saving.cancel()
        if self.printing is not None:
            self.printing.cancel()
            self.printing = None
        self._set_output_running(False)
        self.progress.setValue(0)
        self._said(self.tr("Cancelled: nothing was saved or printed."), "warn")

    def done(self, result: int) -> None:
        self.answering.cancel()
        self.previewing.cancel()
        super().done(result)


def _collect(entries: Iterable[Entry | LeftOut]) -> Generator[int, None, list[Entry | LeftOut]]:
    """Yield how many are done (progress), return them all."""
    done: list[Entry | LeftOut] = []
    for entry in entries:
        done.append(entry)
        yield len(done)
    return done
