"""Puzzle > Generate: two tools on the shared options (the shape, the words to fill from,
the pins). A batch of puzzles (batch_tool.py) and Every Grid (every_grid_tool.py) each
have their options' rows, their start button and their tab; one job runs at a time, on
the progress bar, progress line and Cancel they share (generator_jobs.py: JobRunner)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSlider,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from studio.core import alphabet
from studio.core.errors import PuzzleError
from studio.core.waffle.fill.pins import parse_pins
from studio.core.waffle.generate import fill_word_counts, fill_words
from studio.core.waffle.shape import SHAPE_CHOICES, Shape, parse_shape_name
from studio.core.words import WordList
from studio.gui.shared.guide import add_help_key
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP, add_choices, choose
from studio.gui.shared.panels import Note, form_of, plain, sentence, toned
from studio.gui.shared.sizing import fit_to_screen, scrolling
from studio.gui.shared.word_library import WordLibrary
from studio.gui.waffle.batch_tool import BatchTool
from studio.gui.waffle.every_grid_tool import EveryGridTool
from studio.gui.waffle.generator_jobs import Fill, JobRunner

CUSTOM = QT_TRANSLATE_NOOP("GeneratorDialog", "custom…")
# Choices are keys, shown translated (add_choices); a stored choice is its key
COMMON = QT_TRANSLATE_NOOP("GeneratorDialog", "common tier (cutoff per word length)")
CUTOFF = QT_TRANSLATE_NOOP("GeneratorDialog", "built-in list, frequency cutoff")
FILE = QT_TRANSLATE_NOOP("GeneratorDialog", "word list file")


class GeneratorDialog(QDialog):
    puzzle_chosen = Signal(object)
    grid_chosen = Signal(object)  # a filled grid, as a puzzle to design from

    def __init__(
        self,
        words: Callable[[], WordList | None],
        library: WordLibrary,
        parent: QWidget | None = None,
        lang: Callable[[], str] = lambda: alphabet.DEFAULT,
        settings: QSettings | None = None,
    ) -> None:
        """`words` gives the solving list once it has loaded (None before): never load it here.
        Files come from the window's `library`, so a list read for a page is not read again.
        `lang` gives the page's language: the built-in fill list's, and a file's words'.
        `settings` remember where Every Grid runs and a printed sheet's settings."""
        super().__init__(parent)
        add_help_key(self, "generate")
        self.words = words
        self.lang = lang
        self.library = library
        self.setWindowTitle(self.tr("Generate puzzles"))
        self.file_words: WordList | None = None
        self.progress = QProgressBar()
        self.eta = plain(Note())  # long progress wraps: one line of it widened the dialog by 200 px and more
        self.error = toned(Note(), "bad")
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.runner = JobRunner(self, self.progress, self.eta, self.error, self.cancel_button)
        self.task = self.runner.task
        settings = settings or QSettings()
        self.batch = BatchTool(self.runner, self._chosen, words, settings=settings)
        self.every = EveryGridTool(self.runner, self._chosen, settings)
        self.batch.puzzle_chosen.connect(self.puzzle_chosen)
        self.every.grid_chosen.connect(self.grid_chosen)
        self.batch.preset_changed.connect(self._shape_changed)
        self.batch.started.connect(self._batch_started)
        self.every.started.connect(self._every_grid_started)
        self.runner.add_tool([], self._make_room)  # a job's end: its notes are in
        self._build()
        fit_to_screen(self, 1040, 700)
        self._shape_changed()

    def _build(self) -> None:
        self.shape_box = QComboBox()
        add_choices(self.shape_box, "GeneratorDialog", [*SHAPE_CHOICES, CUSTOM])
        self.shape_box.setToolTip(self.tr("The shapes every default fits; custom: type a name beside it"))
        self.shape_box.activated.connect(self._shape_picked)
        self.shape_edit = QLineEdit("5x5")
        self.shape_edit.setToolTip(self.tr("Any waffle (odd sizes: 5x5, 3x7, 13x13) or solid grid (solid4x4)"))
        self.shape_box.setAccessibleName(self.tr("Shape"))
        self.shape_edit.setAccessibleName(self.tr("Shape name"))
        self.shape_edit.editingFinished.connect(self._shape_typed)
        shape_row = QHBoxLayout()
        shape_row.addWidget(self.shape_box)
        shape_row.addWidget(self.shape_edit, 1)
        self.source = QComboBox()
        add_choices(self.source, "GeneratorDialog", [COMMON, CUTOFF, FILE])
        self.source.currentIndexChanged.connect(self._cutoff_changed)
        self.cutoff = QSlider(Qt.Orientation.Horizontal)
        self.cutoff.setRange(10, 60)
        self.cutoff.setValue(25)
        self.cutoff.valueChanged.connect(self._cutoff_changed)
        self.file_edit = QLineEdit()
        self.file_edit.setPlaceholderText(self.tr("One word per line"))
        self.file_edit.editingFinished.connect(lambda: self.load_file(self.file_edit.text()))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._browse)
        file_row = QHBoxLayout()
        file_row.addWidget(self.file_edit, 1)
        file_row.addWidget(browse)
        self.cutoff_label = plain(QLabel())
        self.cutoff_label.setWordWrap(True)
        self.pins = QLineEdit()
        self.pins.setPlaceholderText(self.tr("r1=FUGUE c3=GLOBE 3,3=E"))
        self.form = form = form_of(
            [
                (self.tr("Shape"), shape_row),
                (self.tr("Fill from"), self.source),
                (self.tr("Frequency cutoff"), self.cutoff),
                (self.tr("Word list file"), file_row),
                ("", self.cutoff_label),
                (self.tr("Pinned words, letters"), self.pins),
                *self.batch.rows(),
                *self.every.rows(),
            ]
        )
        buttons = QHBoxLayout()
        buttons.addWidget(self.batch.generate_button)
        buttons.addWidget(self.every.every_button)
        buttons.addWidget(self.cancel_button)
        options = QVBoxLayout()
        options.addLayout(form)
        options.addWidget(self.batch.curation_note)
        options.addStretch(1)
        options.setContentsMargins(0, 0, 0, 0)
        left = QVBoxLayout()
        left.addWidget(scrolling(options), 1)  # the form scrolls on a small screen...
        left.addWidget(self.error)  # ...and what starts, stops and reports a run stays in view
        left.addWidget(self.batch.rare_note)
        left.addWidget(self.every.warning)
        left.addWidget(self.every.go_on_button)
        left.addLayout(buttons)
        left.addWidget(self.progress)
        left.addWidget(self.eta)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.batch, self.tr("Puzzles"))
        self.tabs.addTab(self.every, self.tr("Every grid"))
        layout = QHBoxLayout(self)
        layout.addLayout(left, 2)
        layout.addWidget(self.tabs, 3)

    def _batch_started(self) -> None:
        self.tabs.setCurrentWidget(self.batch)
        self._make_room()

    def _make_room(self) -> None:
        """The dialog taller, where the screen has room, for the notes a run adds to the form
        (its seed, the words filtered out): the form scrolled to show them."""
        QTimer.singleShot(0, lambda: fit_to_screen(self, self.width(), self.height()))  # once the form is laid out

    def _every_grid_started(self) -> None:
        self.batch.curation_note.setText("")  # the last batch's list: a grid search makes no note
        self.tabs.setCurrentWidget(self.every)

    # ------------------------------------------------------------ the shared options

    def shape(self) -> Shape:
        return parse_shape_name(self.shape_edit.text())

    def _shape_picked(self) -> None:
        """A listed shape fills the name in; custom leaves the name to type."""
        if self.shape_box.currentData() == CUSTOM:
            self.shape_edit.setFocus()
            self.shape_edit.selectAll()
            return
        self.shape_edit.setText(self.shape_box.currentData())
        self._shape_changed()

    def _shape_typed(self) -> None:
        name = self.shape_edit.text().strip().lower().replace(" ", "")
        choose(self.shape_box, name if name in SHAPE_CHOICES else CUSTOM)
        self._shape_changed()

    def min_zipf(self) -> float | None:
        return self.cutoff.value() / 10 if self.source.currentData() == CUTOFF else None

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Fill from a word list"),
            self.file_edit.text(),
            self.tr("Word lists (*.txt *.tsv *.csv);;All files (*)"),
        )
        if path:
            self.file_edit.setText(path)
            self.load_file(path)

    def load_file(self, path: str) -> None:
        """From the library: read in another process the first time (a big list takes seconds)."""
        choose(self.source, FILE)
        self.file_words = None
        if not path.strip():
            return
        self.cutoff_label.setText(self.tr("Reading {name}…").format(name=Path(path).name))
        self.library.request(self, path, self._file_loaded, self._file_failed, self.lang())

    def _file_loaded(self, words: WordList) -> None:
        self.file_words = words
        self.error.setText("")
        self._cutoff_changed()

    def _file_failed(self, message: str) -> None:
        self.error.setText(self.tr("Could not read the word list. {message}").format(message=message))
        self._cutoff_changed()

    def _shape_changed(self) -> None:
        try:
            shape = self.shape()
        except PuzzleError as err:
            self.error.setText(sentence(str(err)))
            return
        self.error.setText("")
        self.batch.shape_changed(shape)
        self._cutoff_changed()

    def count_words(self, _status: str = "") -> None:
        """Called again when the word list finishes loading."""
        self._cutoff_changed()

    def _cutoff_changed(self) -> None:
        """How many words the choice leaves, for each word length the shape needs."""
        source = self.source.currentData()
        self.cutoff.setEnabled(source == CUTOFF)
        # a disabled slider looks no different: the row goes while another source is chosen
        self.form.setRowVisible(self.cutoff, source == CUTOFF)
        self.file_edit.setEnabled(source == FILE)
        try:
            shape = self.shape()
        except PuzzleError:
            return
        if source == FILE and self.file_words is None:
            self.cutoff_label.setText(
                self.tr("Reading the file…") if self.library.waiting(self) else self.tr("Choose a word list file")
            )
            return
        if source != FILE and self.words() is None:  # until the page's list is in, the built-in one is unread
            self.cutoff_label.setText(self.tr("The word list is loading…"))
            return
        counts = fill_word_counts(shape, self.file_words if source == FILE else None, self.min_zipf(), self.lang())
        if self.file_words is not None and source == FILE:
            what = self.file_words.name
        else:
            what = self.tr("Per length") if self.min_zipf() is None else f"Zipf ≥ {self.min_zipf():.1f}"
        lengths = ", ".join(self.tr("{count} of length {n}").format(count=f"{c:,}", n=n) for n, c in counts.items())
        self.cutoff_label.setText(f"{what}: {lengths}")

    def fill(self) -> Fill:
        """The shared options; PuzzleError naming the shape, a pin, or a file not chosen."""
        shape = self.shape()
        typed = tuple(self.pins.text().split())
        pins = parse_pins(shape, typed)
        source, min_zipf, lang = self.source.currentData(), self.min_zipf(), self.lang()
        if source != FILE:
            words: Callable[[], WordList] = lambda: fill_words(min_zipf, shape, lang)  # noqa: E731 (typed)
        elif self.file_words is None:
            raise PuzzleError(self.tr("choose a word list file first, or fill from the built-in list"))
        else:
            chosen = self.file_words
            words = lambda: chosen  # noqa: E731 (typed)
        return Fill(shape, pins, typed, min_zipf, lang, words, source, id(self.file_words))

    def _chosen(self) -> Fill | None:
        """The shared options; None (with the reason shown) if they are wrong."""
        try:
            return self.fill()
        except PuzzleError as err:
            self.error.setText(sentence(str(err)))
            return None

    def restyle(self) -> None:
        """The thumbnails again, in the look the window has just taken."""
        self.batch.restyle()

    def cancel(self) -> None:
        self.runner.cancel()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel()
        super().closeEvent(event)
