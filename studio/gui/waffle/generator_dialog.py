"""Puzzle > Generate: choose the options, watch puzzles (or every grid) arrive, open one
with a double-click."""

from __future__ import annotations

import math
import os
import shutil
import time
import weakref
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Literal, TypeVar

from PySide6.QtCore import QRectF, QSettings, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QIcon, QPainter, QPixmap, QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSlider,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from studio.core import alphabet
from studio.core.atomic import spool_folder
from studio.core.cluster import LOCAL, Reached, check_scheduler, dask_missing
from studio.core.curation import user_curation
from studio.core.errors import PuzzleError
from studio.core.waffle.colors import POLICIES
from studio.core.waffle.fill.disk import disk_room
from studio.core.waffle.fill.estimate import FillEstimate, duration
from studio.core.waffle.fill.pins import parse_pins
from studio.core.waffle.fill.reports import ChunkDone, SearchReport, WorkerProgress, WorkerState
from studio.core.waffle.generate import (
    Generated,
    GenerateOptions,
    fill_word_counts,
    fill_words,
    fresh_seed,
    generated_name,
    save_generated,
    unique_in_play_note,
)
from studio.core.waffle.grid_file import write_grid_file
from studio.core.waffle.puzzle import Puzzle, blank_puzzle
from studio.core.waffle.scramble import NO_PRESET, STRATEGIES, default_target_swaps, game_preset
from studio.core.waffle.shape import SHAPE_CHOICES, Shape, parse_shape_name
from studio.core.words import WordList
from studio.gui.shared import appearance
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP, add_choices, choose
from studio.gui.shared.panels import SMALL, form_of, plain, plain_tip, sentence, set_status, toned
from studio.gui.shared.sizing import fit_to_screen, scrolling
from studio.gui.shared.word_library import WordLibrary
from studio.gui.shared.workers import CurrentTask, keep_out_of_gc
from studio.gui.waffle.design_panel import POLICY_NAMES
from studio.gui.waffle.generator_jobs import GRIDS_SHOWN, GridRun, Job
from studio.operations.enumerate import Enumerated, GridSearch, Spool, enumerate_to
from studio.operations.generate import Made, generate_batch
from studio.render.board import BoardGeometry, BoardLook, paint_board

THUMBNAIL = 120  # a 7x7's letters stay readable
CUSTOM = QT_TRANSLATE_NOOP("GeneratorDialog", "custom…")
# Choices are keys, shown translated (add_choices); a stored choice is its key
ORDERS = (
    QT_TRANSLATE_NOOP("GeneratorDialog", "as made"),
    QT_TRANSLATE_NOOP("GeneratorDialog", "easiest first"),
    QT_TRANSLATE_NOOP("GeneratorDialog", "hardest first"),
)
STRATEGY_NAMES = (  # STRATEGIES, in order
    QT_TRANSLATE_NOOP("GeneratorDialog", "swaps"),
    QT_TRANSLATE_NOOP("GeneratorDialog", "shuffle"),
    QT_TRANSLATE_NOOP("GeneratorDialog", "green"),
)
DIFFICULTY_ROLE, MADE_ROLE = Qt.ItemDataRole.UserRole + 1, Qt.ItemDataRole.UserRole + 2
GRID_PIECES = 100_000  # about one first word per chunk: a cancelled search keeps what it finished
# On a cluster a chunk is a task, and a task costs a round trip to the scheduler: a task per
# word made 7x7 common-7 take twice as long on 2 workers as 64 or 256 chunks did. 256: a few
# balanced chunks per worker of a large cluster.
CLUSTER_PIECES = 256
PROGRESS_STEPS = 1000
Report = TypeVar("Report")  # what a running job yields
Result = TypeVar("Result")  # what it returns
COMMON = QT_TRANSLATE_NOOP("GeneratorDialog", "common tier (cutoff per word length)")
CUTOFF = QT_TRANSLATE_NOOP("GeneratorDialog", "built-in list, frequency cutoff")
FILE = QT_TRANSLATE_NOOP("GeneratorDialog", "word list file")
HERE = QT_TRANSLATE_NOOP("GeneratorDialog", "this computer")
LOCAL_CLUSTER = QT_TRANSLATE_NOOP("GeneratorDialog", "a local Dask cluster")
SCHEDULER = QT_TRANSLATE_NOOP("GeneratorDialog", "a Dask scheduler at")
RUN_ON_KEY, SCHEDULER_KEY = "generator/every_grid_on", "generator/scheduler"
RunEnd = Literal["finished", "cancelled", "stopped"]  # how a cluster's run ended, in its workers' State


def thumbnail(puzzle: Puzzle, size: int = THUMBNAIL) -> QIcon:
    """The puzzle in the window's palette now (its colour-blind tiles too), on the list's
    ground, which a selected row's highlight frames; the same picture when selected, where
    Qt would wash the tiles' colours out with the highlight."""
    palette = appearance.current()
    pixmap = QPixmap(size, size)
    pixmap.fill(palette.base)
    painter = QPainter(pixmap)
    geometry = BoardGeometry(puzzle.shape, QRectF(2, 2, size - 4, size - 4))
    paint_board(painter, geometry, puzzle.tiles, puzzle.colors, BoardLook(palette=palette))
    painter.end()
    icon = QIcon(pixmap)
    icon.addPixmap(pixmap, QIcon.Mode.Selected)
    return icon


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
        `settings` remember where Every Grid runs."""
        super().__init__(parent)
        self.settings = settings or QSettings()
        self.words = words
        self.lang = lang
        self.library = library
        self.setWindowTitle(self.tr("Generate puzzles"))
        self.started = 0.0
        self.count = 0
        self.file_words: WordList | None = None
        self.sized: tuple[object, ...] = ()  # the choices the last estimate was made for
        self.jobs = max(2, os.cpu_count() or 1)
        self.grid_run: GridRun | None = None  # the last Every Grid search, and what it found
        self.job = Job(lambda: 0, str, str)  # the job running (or that ran last)
        self._build()
        fit_to_screen(self, 1040, 700)
        self.task = CurrentTask(self, self._starts(), self.cancel_button)
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
        self.target = QSpinBox()
        self.target.setRange(1, 200)
        self.policy = QComboBox()
        add_choices(self.policy, "GeneratorDialog", POLICY_NAMES)
        self.strategy = QComboBox()
        add_choices(self.strategy, "GeneratorDialog", STRATEGY_NAMES)
        self.game_like = QCheckBox(self.tr("Game-like (corners green, like the real dailies and deluxes)"))
        self.game_like.setChecked(True)
        self.game_like.toggled.connect(self._shape_changed)
        self.exclusions = QCheckBox(self.tr("Leave out offensive and sensitive words (the default list)"))
        self.exclusions.setChecked(True)
        self.exclusions.setToolTip(self.tr("Slurs, sexual, violent and self-harm words: never in a generated puzzle"))
        self.word_lists_button = QPushButton(self.tr("Banned and Favoured Words…"))
        self.word_lists_button.setToolTip(
            self.tr("Your own lists: words never used, and words weighted up to theme a batch")
        )
        self.word_lists_button.clicked.connect(self.edit_word_lists)
        self.curation_note = plain(QLabel())
        self.curation_note.setWordWrap(True)
        self.in_play = QCheckBox(self.tr("Unique in play: also keep puzzles that safe swaps make unique"))
        self.in_play.setToolTip(
            self.tr("Ambiguous from the first colours, but a swap the player can make whatever the answer settles it")
        )
        self.min_difficulty, self.max_difficulty = QDoubleSpinBox(), QDoubleSpinBox()
        for spin, value, name in (
            (self.min_difficulty, 0.0, self.tr("Difficulty from")),
            (self.max_difficulty, 60.0, self.tr("Difficulty up to")),
        ):
            spin.setAccessibleName(name)  # a pair in one form row: the row's label names neither
            spin.setRange(0.0, 60.0)
            spin.setSingleStep(1.0)
            spin.setValue(value)
        difficulty = QHBoxLayout()
        difficulty.addWidget(self.min_difficulty)
        difficulty.addWidget(QLabel("–"))
        difficulty.addWidget(self.max_difficulty)
        self.how_many = QSpinBox()
        self.how_many.setRange(1, 1000)
        self.how_many.setValue(10)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(fresh_seed())
        self.seed.setToolTip(self.tr("A new seed is drawn for each run; type one back to make the same puzzles again"))
        self.seed_note = plain(QLabel())
        run_row = self._build_run_on()
        self.form = form = form_of(
            [
                (self.tr("Shape"), shape_row),
                (self.tr("Fill from"), self.source),
                (self.tr("Frequency cutoff"), self.cutoff),
                (self.tr("Word list file"), file_row),
                ("", self.cutoff_label),
                (self.tr("Pinned words, letters"), self.pins),
                (self.tr("Fewest swaps"), self.target),
                (self.tr("Colouring"), self.policy),
                (self.tr("Scramble strategy"), self.strategy),
                ("", self.game_like),
                ("", self.in_play),
                ("", self.exclusions),
                ("", self.word_lists_button),
                (self.tr("Difficulty (bits)"), difficulty),
                (self.tr("How many"), self.how_many),
                (self.tr("Seed"), self.seed),
                ("", self.seed_note),
                (self.tr("Every grid on"), run_row),
                ("", self.cluster_note),
            ]
        )
        self.error = toned(QLabel(), "bad")
        self.error.setWordWrap(True)
        self.generate_button = QPushButton(self.tr("Generate"))
        self.generate_button.setDefault(True)
        self.every_button = QPushButton(self.tr("Every Grid"))
        self.every_button.setToolTip(
            self.tr(
                "List every grid these words and pins allow (a square grid and its transpose count once), on all cores"
            )
        )
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.generate_button.clicked.connect(self.start)
        self.every_button.clicked.connect(lambda: self.start_every_grid())
        self.warning = toned(QLabel(), "warn")
        self.warning.setWordWrap(True)
        self.go_on_button = QPushButton(self.tr("Search Anyway"))
        self.go_on_button.setToolTip(
            self.tr(
                "Search every grid all the same: the grids are written to a temporary file as "
                "they come, and Save Grids copies them"
            )
        )
        self.go_on_button.clicked.connect(lambda: self.start_every_grid(go_on=True))
        self.go_on_button.hide()
        self.cancel_button.clicked.connect(self.cancel)
        buttons = QHBoxLayout()
        buttons.addWidget(self.generate_button)
        buttons.addWidget(self.every_button)
        buttons.addWidget(self.cancel_button)
        self.progress = QProgressBar()
        self.eta = plain(QLabel())
        # long progress and counts wrap: one line of them widened the dialog by 200 px and more
        for label in (self.eta, self.seed_note):
            label.setWordWrap(True)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.error)
        left.addWidget(self.warning)
        left.addWidget(self.go_on_button)
        left.addLayout(buttons)
        left.addWidget(self.progress)
        left.addWidget(self.eta)
        left.addWidget(self.curation_note)
        left.addStretch(1)
        self.results = QListWidget()
        self.results.setIconSize(QSize(THUMBNAIL, THUMBNAIL))
        self.results.setWordWrap(True)
        self.results.setSpacing(3)
        self.results.setStyleSheet("font-family: monospace;")
        self.results.setToolTip(self.tr("Double-click a puzzle to open it"))
        self.results.setAccessibleName(self.tr("Puzzles generated"))
        self.results.itemDoubleClicked.connect(
            lambda item: self.puzzle_chosen.emit(item.data(Qt.ItemDataRole.UserRole))
        )
        self.save_all_button = QPushButton(self.tr("Save All…"))
        self.save_all_button.setToolTip(self.tr("Save every puzzle listed to a folder, one JSON file each"))
        self.save_all_button.setEnabled(False)
        self.save_all_button.clicked.connect(self._save_all)
        self.sheet_button = QPushButton(self.tr("Print Sheet…"))
        self.sheet_button.setToolTip(self.tr("Every puzzle listed, in this order, on a printed sheet (PDF or printer)"))
        self.sheet_button.setEnabled(False)
        self.sheet_button.clicked.connect(self.print_sheet)
        self.order = QComboBox()
        add_choices(self.order, "GeneratorDialog", ORDERS)
        self.order.setToolTip(self.tr("Difficulty: bits of choice the colours leave (more is harder)"))
        self.order.currentIndexChanged.connect(self._sort)
        puzzle_footer = QHBoxLayout()
        puzzle_footer.addWidget(QLabel(self.tr("Order")))
        puzzle_footer.addWidget(self.order)
        puzzle_footer.addStretch(1)
        puzzle_footer.addWidget(self.sheet_button)
        puzzle_footer.addWidget(self.save_all_button)
        puzzle_page = QWidget()
        puzzle_layout = QVBoxLayout(puzzle_page)
        puzzle_layout.addWidget(self.results, 1)
        puzzle_layout.addLayout(puzzle_footer)
        self.grid_list = QListWidget()
        self.grid_list.setToolTip(self.tr("Double-click a grid to design a puzzle from it"))
        self.grid_list.setAccessibleName(self.tr("Grids found"))
        self.grid_list.setStyleSheet("font-family: monospace;")
        self.grid_list.setAlternatingRowColors(True)
        self.grid_list.setSpacing(2)
        self.grid_list.itemDoubleClicked.connect(self._grid_opened)
        self.grid_count = plain(QLabel())
        self.grid_count.setWordWrap(True)
        self.save_grids_button = QPushButton(self.tr("Save Grids…"))
        self.save_grids_button.setEnabled(False)
        self.save_grids_button.clicked.connect(self._save_grids)
        grid_footer = QHBoxLayout()
        grid_footer.addWidget(self.grid_count, 1)
        grid_footer.addWidget(self.save_grids_button)
        grid_page = QWidget()
        grid_layout = QVBoxLayout(grid_page)
        grid_layout.addWidget(self.workers)
        grid_layout.addWidget(self.grid_list, 1)
        grid_layout.addLayout(grid_footer)
        self.tabs = QTabWidget()
        self.tabs.addTab(puzzle_page, self.tr("Puzzles"))
        self.tabs.addTab(grid_page, self.tr("Every grid"))
        layout = QHBoxLayout(self)
        layout.addWidget(scrolling(left), 2)  # the form scrolls on a small screen
        layout.addWidget(self.tabs, 3)

    def _build_run_on(self) -> QHBoxLayout:
        """Where Every Grid searches: here, a Dask cluster started here, or a scheduler's
        workers (remembered); and the table of the cluster's workers while it runs."""
        self.run_on = QComboBox()
        add_choices(self.run_on, "GeneratorDialog", [HERE, LOCAL_CLUSTER, SCHEDULER])
        self.run_on.setAccessibleName(self.tr("Every grid on"))
        self.run_on.setToolTip(self.tr("Every Grid on all cores here, or on a Dask cluster (see the README: Dask)"))
        self.scheduler_edit = QLineEdit(str(self.settings.value(SCHEDULER_KEY, "")))
        self.scheduler_edit.setPlaceholderText("tcp://host:8786")
        self.scheduler_edit.setAccessibleName(self.tr("Scheduler address"))
        self.scheduler_edit.setToolTip(self.tr("The address `dask scheduler` prints when it starts"))
        self.cluster_note = toned(QLabel(), "warn")
        self.cluster_note.setWordWrap(True)
        missing = dask_missing()
        if missing is not None:
            for choice in (1, 2):  # a choice that cannot run is shown, greyed, with the remedy
                model = self.run_on.model()
                assert isinstance(model, QStandardItemModel)  # a QComboBox's own model
                item = model.item(choice)
                item.setEnabled(False)
                item.setToolTip(missing)
            self.cluster_note.setText(f"{sentence(missing)}.")
        else:
            choose(self.run_on, str(self.settings.value(RUN_ON_KEY, HERE)))
        self.cluster_note.setVisible(missing is not None)
        self.run_on.currentIndexChanged.connect(self._run_on_changed)
        self.scheduler_edit.editingFinished.connect(
            lambda: self.settings.setValue(SCHEDULER_KEY, self.scheduler_edit.text().strip())
        )
        columns = [self.tr("Worker"), self.tr("Chunks done"), self.tr("Grids found"), self.tr("State")]
        self.workers = QTableWidget(0, len(columns))
        self.workers.setHorizontalHeaderLabels(columns)
        self.workers.setAccessibleName(self.tr("Cluster workers"))
        self.workers.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.workers.verticalHeader().hide()
        self.workers.setWordWrap(False)
        header = self.workers.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)  # each column as wide as its text; an address too long is cut in the middle
        self.workers.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.workers.setMaximumHeight(150)
        self.workers.hide()
        self.scheduler_edit.setEnabled(self.run_on.currentData() == SCHEDULER)
        row = QHBoxLayout()
        row.addWidget(self.run_on)
        row.addWidget(self.scheduler_edit, 1)
        return row

    def _run_on_changed(self) -> None:
        self.scheduler_edit.setEnabled(self.run_on.currentData() == SCHEDULER)
        self.settings.setValue(RUN_ON_KEY, self.run_on.currentData())

    def scheduler(self) -> str | None:
        """Where Every Grid sends its chunks: None (this computer's processes), `local`,
        or a scheduler's address; PuzzleError naming a bad address."""
        choice = self.run_on.currentData()
        if choice == HERE:
            return None
        if (missing := dask_missing()) is not None:
            raise PuzzleError(missing)
        if choice == LOCAL_CLUSTER:
            return LOCAL
        address = self.scheduler_edit.text().strip()
        if not address:
            raise PuzzleError(self.tr("type the Dask scheduler's address (tcp://host:8786) beside the choice"))
        check_scheduler(address)
        self.settings.setValue(SCHEDULER_KEY, address)
        return address

    # ------------------------------------------------------------ options

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

    def edit_word_lists(self) -> None:
        from studio.gui.waffle.word_lists_dialog import WordListsDialog

        dialog = WordListsDialog(self)
        dialog.show()

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
        preset = game_preset(shape) if self.game_like.isChecked() else NO_PRESET
        self.target.setValue(default_target_swaps(shape, preset))
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

    def fill_list(self, options: GenerateOptions) -> Callable[[], WordList]:
        """What to fill from, as a function for the worker to call (building it takes time)."""
        if self.source.currentData() != FILE:
            return lambda: fill_words(options.min_zipf, options.shape, options.lang)
        if self.file_words is None:
            raise PuzzleError("choose a word list file first, or fill from the built-in list")
        words = self.file_words
        return lambda: words

    def options(self) -> GenerateOptions:
        shape = self.shape()
        pins = parse_pins(shape, self.pins.text().split())
        return GenerateOptions(
            shape=shape,
            count=self.how_many.value(),
            target=self.target.value(),
            policy=POLICIES[self.policy.currentIndex()],  # the box lists POLICIES, in order
            strategy=STRATEGIES[self.strategy.currentIndex()],  # the box lists STRATEGIES, in order
            game_like=self.game_like.isChecked(),
            min_zipf=self.min_zipf(),
            pins=pins,
            min_difficulty=self.min_difficulty.value(),
            max_difficulty=self.max_difficulty.value() or math.inf,
            seed=self.seed.value(),
            unique_in_play=self.in_play.isChecked(),
            curation=user_curation(self.exclusions.isChecked()),
            lang=self.lang(),
        )

    # ------------------------------------------------------------ running

    def _chosen(self) -> tuple[GenerateOptions, Callable[[], WordList]] | None:
        """The options and the words to fill from; None (with the reason shown) if they are wrong."""
        try:
            options = self.options()
            return options, self.fill_list(options)
        except PuzzleError as err:
            self.error.setText(sentence(str(err)))
            return None

    def start(self) -> None:
        if (chosen := self._chosen()) is None:
            return
        options, words = chosen
        self.results.clear()
        self.save_all_button.setEnabled(False)
        self.sheet_button.setEnabled(False)
        self.curation_note.setText("")
        self.tabs.setCurrentIndex(0)
        self.seed.setValue(fresh_seed())  # the next run's: Generate again makes new puzzles
        self.seed_note.setText(
            self.tr("This run: seed {seed} (type it back to make these again)").format(seed=options.seed)
        )
        self.count = options.count
        self.progress.setRange(0, options.count)
        summary = self._puzzle_summary
        self._run(
            lambda stop: generate_batch(options, words(), should_stop=stop),
            self._attempt,
            Job(self.results.count, summary, summary),
        )

    def start_every_grid(self, go_on: bool = False) -> None:
        """Sizes the search up first (a second at most): a huge one waits for Search Anyway,
        which starts at once with the estimate made for the same choices."""
        if (chosen := self._chosen()) is None:
            return
        options, words = chosen
        try:
            scheduler = self.scheduler()
        except PuzzleError as err:  # before anything is forgotten: the grids listed stay
            self.error.setText(str(err))
            return
        choices = (options.shape, options.pins, options.min_zipf, self.source.currentData(), id(self.file_words))
        run = self.grid_run
        estimate = run.estimate if go_on and run is not None and choices == self.sized else None
        self.curation_note.setText("")  # Generate's last run's list: a grid search makes no note
        self.sized = choices
        self.tabs.setCurrentIndex(1)
        self.progress.setRange(0, 0)
        spool = spool_folder("grids")
        weakref.finalize(self, shutil.rmtree, spool, True)
        pins = tuple(self.pins.text().split())

        def search(stop: Callable[[], bool]) -> Generator[Reached | FillEstimate | SearchReport, None, Enumerated]:
            request = GridSearch(
                options.shape,
                words(),
                pins,
                jobs=self.jobs,
                chunks=GRID_PIECES if scheduler is None else CLUSTER_PIECES,
                # a word a chunk here: splitting words to 100,000 even parts would cost more than the search
                scheme="balanced" if scheduler is None else "split",
                scheduler=scheduler,
                large=go_on,
                estimate=estimate,
                size_small=True,
            )
            return (yield from enumerate_to(request, Spool(spool, GRIDS_SHOWN), stop))

        self._run(
            search,
            lambda report: self._reached(spool, options.shape, report),
            Job(
                lambda: self.grid_total,
                self._grid_summary,
                self._grid_summary,
                held_back=lambda: self.grid_run is not None and self.grid_run.held_back,
                cancelled=self._grids_cancelled,
            ),
            done=self._grids_searched,
        )
        self.progress.setRange(0, 0)  # busy while sizing up: _idle stills it on a cancel
        self.eta.setText(self._starting(estimate) if estimate is not None else self.tr("Sizing up the search…"))

    def _reached(self, spool: Path, shape: Shape, report: Reached | FillEstimate | SearchReport) -> None:
        """The search's scheduler answered: only now are the grids listed forgotten."""
        if not isinstance(report, Reached):
            self._grid_report(report)
            return
        self._forget_grids()
        self.grid_run = GridRun(shape, spool)

    def _grids_searched(self, result: Enumerated) -> None:
        if self.grid_run is not None:
            self.grid_run.ended(result)

    # what the grid list, Save Grids and the tests read of the last search
    @property
    def grids(self) -> list[str]:
        return [] if self.grid_run is None else self.grid_run.grids

    @property
    def grid_parts(self) -> list[ChunkDone]:
        return [] if self.grid_run is None else self.grid_run.parts

    @property
    def grid_total(self) -> int:
        return 0 if self.grid_run is None else self.grid_run.total

    @property
    def grid_shape(self) -> Shape | None:
        return None if self.grid_run is None else self.grid_run.shape

    def _forget_grids(self) -> None:
        self.grid_list.clear()
        self.workers.setRowCount(0)
        self.workers.hide()
        self.grid_count.setText("")
        self.warning.setText("")
        self.go_on_button.hide()
        self.save_grids_button.setEnabled(False)
        if self.grid_run is not None:
            shutil.rmtree(self.grid_run.spool, ignore_errors=True)
            self.grid_run = None

    def _run(
        self,
        work: Callable[[Callable[[], bool]], Generator[Report, None, Result]],
        on_progress: Callable[[Report], object],
        job: Job,
        done: Callable[[Result], object] | None = None,
    ) -> None:
        """Runs `work` on the task as `job`, which says what it did when it ends."""
        self.cancel()
        self.error.setText("")
        if self.progress.maximum():
            self.progress.setValue(0)
        self.eta.setText(self.tr("Starting…"))
        self.started = time.monotonic()
        self.job = job
        keep_out_of_gc()
        set_status(self.eta, "", "busy", SMALL)
        self.task.start(
            work,
            progress=on_progress,
            done=done,
            failed=self._failed,
            finished=self._finished,
            cancelled=self._cancelled,
        )

    def _cancelled(self) -> None:
        set_status(
            self.eta,
            self.tr("Cancelled: {cancelled_text}.").format(cancelled_text=self.job.cancelled_text()),
            "warn",
            SMALL,
        )
        self.job.cancelled()

    def _grids_cancelled(self) -> None:
        self._workers_ended("cancelled")
        if self.grid_run is not None and self.grid_run.estimate is not None:
            self.grid_count.setText(self._count_text(self.grid_total))  # what Save Grids would write

    def _starts(self) -> list[QPushButton]:
        return [
            self.generate_button,
            self.every_button,
            self.go_on_button,
            self.save_grids_button,
            self.save_all_button,
        ]

    def cancel(self) -> None:
        """Stops at once for the user: the worker processes end within a tenth of a second."""
        self.task.cancel()
        self._idle()

    def _idle(self) -> None:
        """Buttons back, and a still bar: a busy bar (range 0..0) would keep moving."""
        if self.progress.maximum() == 0:
            self.progress.setRange(0, PROGRESS_STEPS)
        self.save_grids_button.setEnabled(self.grid_total > 0)
        self.save_all_button.setEnabled(self.results.count() > 0)
        self.sheet_button.setEnabled(self.results.count() > 0)

    def _puzzle_summary(self) -> str:
        return self.tr("{n} puzzles").format(n=self.results.count())

    def _grid_summary(self) -> str:
        if self.grid_run is None or self.grid_run.whole:
            return self.tr("{n:,} grids").format(n=self.grid_total)
        return self.tr("{n:,} grids kept (the parts of the search that finished)").format(n=self.grid_total)

    def _attempt(self, made: Made) -> None:
        attempt = made.attempt
        self.progress.setValue(attempt.made)
        elapsed = time.monotonic() - self.started
        if attempt.found is not None:
            self._add(attempt.found)
        if attempt.curation is not None and not self.curation_note.text():
            self.curation_note.setText(self.tr("Fill list: {describe}.").format(describe=attempt.curation.describe()))
        if attempt.made:
            left = elapsed / attempt.made * (self.count - attempt.made)
            self.eta.setText(
                self.tr("{made} of {count} after {tries} tries; about {left:.0f} s left").format(
                    made=attempt.made, count=self.count, tries=attempt.tries, left=left
                )
            )
        else:
            self.eta.setText(
                self.tr("{tries} tries so far ({value})").format(
                    tries=attempt.tries, value=attempt.rejected or self.tr("working")
                )
            )

    def _add(self, found: Generated) -> None:
        puzzle = found.puzzle
        shape = puzzle.shape
        assert puzzle.solution is not None  # a generated puzzle has its solution
        words = shape.words(puzzle.solution)
        lines = [" ".join(w for s, w in zip(shape.slots, words) if s.across == across) for across in (True, False)]
        item = QListWidgetItem(
            thumbnail(puzzle),
            "\n".join(lines)
            + "\n"
            + self.tr("difficulty {difficulty} · {swaps} swaps · seed {seed} #{n}").format(
                difficulty=found.difficulty,
                swaps=puzzle.meta["target_swaps"],
                seed=puzzle.meta["seed"],
                n=found.index + 1,
            )
            + (f" · {note}" if (note := unique_in_play_note(puzzle)) else ""),
        )
        item.setData(Qt.ItemDataRole.UserRole, puzzle)
        item.setData(DIFFICULTY_ROLE, found.difficulty)
        item.setData(MADE_ROLE, found.index)
        self.results.addItem(item)
        if self.order.currentIndex():
            self._sort()

    def restyle(self) -> None:
        """The thumbnails again, in the look the window has just taken."""
        for row in range(self.results.count()):
            item = self.results.item(row)
            item.setIcon(thumbnail(item.data(Qt.ItemDataRole.UserRole)))

    def _sort(self) -> None:
        """The puzzles listed in the order chosen: as made, or by difficulty either way."""
        items = [self.results.takeItem(0) for _ in range(self.results.count())]
        order = self.order.currentIndex()
        if order == 0:
            items.sort(key=lambda item: item.data(MADE_ROLE))
        else:
            items.sort(key=lambda item: (item.data(DIFFICULTY_ROLE), item.data(MADE_ROLE)), reverse=order == 2)
        for item in items:
            self.results.addItem(item)

    def listed(self) -> list[Puzzle]:
        """The puzzles in the order shown."""
        return [self.results.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.results.count())]

    def print_sheet(self) -> QDialog:
        """The sheet dialog, holding every puzzle listed (a PDF or the printer from there)."""
        from studio.gui.waffle.sheet_dialog import SheetDialog

        dialog = SheetDialog(None, self.words, str(Path.home()), self)
        dialog.add_puzzles((generated_name(puzzle), puzzle) for puzzle in self.listed())
        dialog.show()
        return dialog

    def _grid_report(self, report: FillEstimate | SearchReport) -> None:
        run = self.grid_run
        assert run is not None  # the search was reached first
        if isinstance(report, FillEstimate):
            run.estimate = report
            self.progress.setRange(0, PROGRESS_STEPS)
            self.started = time.monotonic()
            self.eta.setText(self._starting(report))
            return
        if self.progress.maximum() == 0:  # a small list is not sized up: its search starts at once
            self.progress.setRange(0, PROGRESS_STEPS)
        self.progress.setValue(round(report.searched * PROGRESS_STEPS))
        if report.workers:
            self._show_workers(report.workers)
        self.grid_list.addItems([self._grid_text(g) for g in run.add(report)])
        self.grid_count.setText(self._count_text(report.found))
        elapsed = time.monotonic() - self.started
        if report.searched >= 0.02:
            left = elapsed / report.searched * (1 - report.searched)
        elif run.estimate is not None:  # too little done to extrapolate: the estimate's figure
            left = max(run.estimate.seconds / self.jobs - elapsed, 0.0)
        else:
            left = 0.0
        self.eta.setText(
            self.tr("{searched:.1%} searched, {found:,} grids so far; about {duration} left").format(
                searched=report.searched, found=report.found, duration=duration(left)
            )
        )

    def _show_workers(self, workers: tuple[WorkerProgress, ...]) -> None:
        """The cluster's workers as the core reports them: one row each."""
        self.workers.show()
        self.workers.setRowCount(len(workers))
        for row, worker in enumerate(workers):
            cells = (worker.address, f"{worker.chunks:,}", f"{worker.grids:,}", self._state_text(worker.state))
            for column, text in enumerate(cells):
                item = self.workers.item(row, column)
                if item is None:
                    item = QTableWidgetItem()
                    if column in (1, 2):
                        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    self.workers.setItem(row, column, item)
                item.setText(text)
                item.setToolTip(plain_tip(text) if column == 0 else "")  # the whole address when it is cut

    def _state_text(self, state: WorkerState | RunEnd) -> str:
        texts = {
            "busy": self.tr("busy"),
            "idle": self.tr("idle"),
            "gone": self.tr("gone"),
            "finished": self.tr("finished"),
            "cancelled": self.tr("cancelled"),
            "stopped": self.tr("stopped"),
        }
        return texts[state]

    def _workers_ended(self, end: RunEnd) -> None:
        """The run's end in the State column: the last report's states are a moment old."""
        for row in range(self.workers.rowCount()):
            if (item := self.workers.item(row, 3)) is not None:
                item.setText(self._state_text(end))

    def _starting(self, estimate: FillEstimate) -> str:
        assert self.grid_shape is not None  # set when the search started (Search Anyway: the last one's)
        return self.tr("Every grid would take {text}; starting…").format(text=estimate.text(self.grid_shape, self.jobs))

    def _count_text(self, found: int) -> str:
        if found > GRIDS_SHOWN:
            text = self.tr("{found:,} grids; the first {shown:,} are listed, Save Grids writes them all")
            return text.format(found=found, shown=GRIDS_SHOWN)
        return self.tr("{n:,} grids").format(n=found)

    def _warn(self, estimate: FillEstimate) -> None:
        """Shown instead of starting a search too big to be what the user meant."""
        assert self.grid_shape is not None  # set when the search started
        self.warning.setText(
            self.tr(
                "Every grid of these words would take {text}. Narrow the words (a higher "
                "frequency cutoff, a shorter list) or pin a word or letter, or search anyway."
            ).format(text=estimate.text(self.grid_shape, self.jobs))
            + self._room_note(estimate)
        )
        self.go_on_button.show()

    def _room_note(self, estimate: FillEstimate) -> str:
        """Said before Search Anyway is pressed: grids that would not fit are refused."""
        assert self.grid_run is not None  # set when the search started
        room = disk_room(self.grid_run.spool.parent, estimate, self.grid_run.shape)
        return "" if room.enough else self.tr(" But {text}: Search Anyway would not start.").format(text=room.text())

    def _grid_text(self, grid: str) -> str:
        """Across words over down words: two short lines fit the list's width."""
        assert self.grid_shape is not None  # set when the search started
        slots, words = self.grid_shape.slots, self.grid_shape.words(grid)
        rows = [" ".join(w for s, w in zip(slots, words) if s.across == across) for across in (True, False)]
        return "\n".join(rows)

    def _grid_opened(self, item: QListWidgetItem) -> None:
        grid = self.grids[self.grid_list.row(item)]
        assert self.grid_shape is not None  # set when the search started
        self.grid_chosen.emit(blank_puzzle(self.grid_shape).with_changes(solution=grid))

    def _save_grids(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the grids"), "grids.txt", self.tr("Text (*.txt)"))
        if path:
            self.save_grids(path)

    def save_grids(self, path: str | Path) -> None:
        """The CLI's `enumerate` format, copied from the spool on a task: the window
        keeps repainting, Cancel leaves no file, and a failure leaves the old file."""
        # every part has its file: the window's searches always write to a spool
        parts = [part.path for part in sorted(self.grid_parts, key=lambda part: part.chunk) if part.path is not None]
        size = sum(part.stat().st_size for part in parts) or 1
        total, name = self.grid_total, Path(path).name
        self.progress.setRange(0, PROGRESS_STEPS)
        self._run(
            lambda _stop: write_grid_file(path, parts, total),
            lambda copied: self.progress.setValue(round(copied / size * PROGRESS_STEPS)),
            Job(
                lambda: total,
                lambda: self.tr("saved {total:,} grids to {name}").format(total=total, name=name),
                lambda: self.tr("{name} was not written").format(name=name),
                self.tr("Could not save the grids: "),
            ),
        )
        self.eta.setText(self.tr("Saving {total:,} grids to {name}…").format(total=total, name=name))

    def _save_all(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Save every puzzle to a folder"))
        if folder:
            self.save_all(folder)

    def save_all(self, folder: str | Path) -> None:
        """One JSON file per puzzle listed, each written atomically; on a failure the
        puzzles stay listed, to save elsewhere."""
        puzzles = self.listed()
        self.progress.setRange(0, len(puzzles))
        self._run(
            lambda _stop: save_generated(puzzles, folder),
            lambda _path: self.progress.setValue(self.progress.value() + 1),
            Job(
                lambda: len(puzzles),
                lambda: self.tr("saved {n} puzzles to {name}").format(n=len(puzzles), name=Path(folder).name),
                lambda: self.tr("some puzzles were not saved; all are still listed"),
                self.tr("Could not save the puzzles: "),
            ),
        )

    def _failed(self, message: str) -> None:
        self.error.setText(f"{self.job.failure}{message}")

    def _finished(self) -> None:
        self._idle()
        self._workers_ended("finished" if not self.error.text() else "stopped")
        if self.error.text():
            self.eta.setText("")
        elif self.job.held_back():
            assert self.grid_run is not None and self.grid_run.estimate is not None  # what held the search back
            self._warn(self.grid_run.estimate)
            self.eta.setText(self.tr("Not started: see the warning above."))
        else:
            text = self.tr("Done: {what} in {seconds:.1f} s.").format(
                what=self.job.done_text(), seconds=time.monotonic() - self.started
            )
            set_status(self.eta, text, "good" if self.job.made() else "warn", SMALL)  # nothing made is no success

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel()
        super().closeEvent(event)
