"""The generator's second tool, Every Grid: every grid the shared words and pins allow,
searched here or on a Dask cluster, sized up first (a search too big waits for Search
Anyway), its grids listed as they come, opened with a double-click to design from, and
saved to a file."""

from __future__ import annotations

import os
import shutil
import time
import weakref
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio.core.atomic import spool_folder
from studio.core.cluster import LOCAL, Reached, check_scheduler, dask_missing
from studio.core.errors import PuzzleError
from studio.core.waffle.fill.disk import disk_room
from studio.core.waffle.fill.estimate import FillEstimate
from studio.core.waffle.fill.reports import ChunkDone, SearchReport, WorkerProgress, WorkerState
from studio.core.waffle.grid_file import write_grid_file
from studio.core.waffle.puzzle import blank_puzzle
from studio.core.waffle.shape import Shape
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP, add_choices, choose
from studio.gui.shared.panels import Note, plain, plain_tip, sentence, toned
from studio.gui.shared.save_dialog import save_file_name
from studio.gui.waffle.generator_jobs import GRIDS_SHOWN, PROGRESS_STEPS, Fill, GridRun, Job, JobRunner
from studio.language.facts import duration, phrase
from studio.operations.enumerate import Enumerated, GridSearch, Spool, enumerate_to

GRID_PIECES = 100_000  # about one first word per chunk: a cancelled search keeps what it finished
# On a cluster a chunk is a task, and a task costs a round trip to the scheduler: a task per
# word made 7x7 common-7 take twice as long on 2 workers as 64 or 256 chunks did. 256: a few
# balanced chunks per worker of a large cluster.
CLUSTER_PIECES = 256
HERE = QT_TRANSLATE_NOOP("EveryGridTool", "this computer")
LOCAL_CLUSTER = QT_TRANSLATE_NOOP("EveryGridTool", "a local Dask cluster")
SCHEDULER = QT_TRANSLATE_NOOP("EveryGridTool", "a Dask scheduler at")
RUN_ON_KEY, SCHEDULER_KEY = "generator/every_grid_on", "generator/scheduler"
RunEnd = Literal["finished", "cancelled", "stopped"]  # how a cluster's run ended, in its workers' State


class EveryGridTool(QWidget):
    """The Every grid tab; its row of where to search, the Every Grid button and the warning
    with Search Anyway go in the dialog's left column (`rows`, `every_button`, `warning`,
    `go_on_button`). Its last search, and what it found, is `grid_run`."""

    grid_chosen = Signal(object)  # a filled grid, as a puzzle to design from
    started = Signal()  # a search began: its tab comes forward

    def __init__(
        self, runner: JobRunner, chosen: Callable[[], Fill | None], settings: QSettings, parent: QWidget | None = None
    ) -> None:
        """`chosen` gives the shared options (None, with the reason shown, when they are
        wrong); `settings` remember where Every Grid runs."""
        super().__init__(parent)
        self.runner, self.chosen, self.settings = runner, chosen, settings
        self.sized: tuple[object, ...] = ()  # the choices the last estimate was made for
        self.jobs = max(2, os.cpu_count() or 1)
        self.grid_run: GridRun | None = None  # the last search, and what it found
        self._build_run_on()
        self._build_buttons()
        self._build_list()
        runner.add_tool([self.every_button, self.go_on_button, self.save_grids_button], self.idle)

    def _build_run_on(self) -> None:
        """Where Every Grid searches: here, a Dask cluster started here, or a scheduler's
        workers (remembered); and the table of the cluster's workers while it runs."""
        self.run_on = QComboBox()
        add_choices(self.run_on, "EveryGridTool", [HERE, LOCAL_CLUSTER, SCHEDULER])
        self.run_on.setAccessibleName(self.tr("Every grid on"))
        self.run_on.setToolTip(
            self.tr("Every Grid on all cores here, or on a Dask cluster (see Help > User Guide: Dask)")
        )
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
                item.setToolTip(phrase(missing))
            self.cluster_note.setText(f"{sentence(phrase(missing))}.")
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
        self.run_row = QHBoxLayout()
        self.run_row.addWidget(self.run_on)
        self.run_row.addWidget(self.scheduler_edit, 1)

    def rows(self) -> list[tuple[str, QWidget | QLayout]]:
        """Every Grid's rows of the dialog's form."""
        return [(self.tr("Every grid on"), self.run_row), ("", self.cluster_note)]

    def _build_buttons(self) -> None:
        self.every_button = QPushButton(self.tr("Every Grid"))
        self.every_button.setToolTip(
            self.tr(
                "List every grid these words and pins allow (a square grid and its transpose count once), on all cores"
            )
        )
        self.every_button.clicked.connect(lambda: self.start_every_grid())
        self.warning = toned(Note(), "warn")
        self.go_on_button = QPushButton(self.tr("Search Anyway"))
        self.go_on_button.setToolTip(
            self.tr(
                "Search every grid all the same: the grids are written to a temporary file as "
                "they come, and Save Grids copies them"
            )
        )
        self.go_on_button.clicked.connect(lambda: self.start_every_grid(go_on=True))
        self.go_on_button.hide()

    def _build_list(self) -> None:
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
        footer = QHBoxLayout()
        footer.addWidget(self.grid_count, 1)
        footer.addWidget(self.save_grids_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.workers)
        layout.addWidget(self.grid_list, 1)
        layout.addLayout(footer)

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

    # ------------------------------------------------------------ running

    def start_every_grid(self, go_on: bool = False) -> None:
        """Sizes the search up first (a second at most): a huge one waits for Search Anyway,
        which starts at once with the estimate made for the same choices."""
        if (fill := self.chosen()) is None:
            return
        try:
            scheduler = self.scheduler()
        except PuzzleError as err:  # before anything is forgotten: the grids listed stay
            self.runner.error.setText(str(err))
            return
        choices = (fill.shape, fill.pins, fill.min_zipf, fill.source, fill.file)
        run = self.grid_run
        estimate = run.estimate if go_on and run is not None and choices == self.sized else None
        self.sized = choices
        self.started.emit()
        progress = self.runner.progress
        progress.setRange(0, 0)
        spool = spool_folder("grids")
        weakref.finalize(self, shutil.rmtree, spool, True)

        def search(stop: Callable[[], bool]) -> Generator[Reached | FillEstimate | SearchReport, None, Enumerated]:
            request = GridSearch(
                fill.shape,
                fill.words(),
                fill.pins_typed,
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

        self.runner.run(
            search,
            lambda report: self._reached(spool, fill.shape, report),
            Job(
                lambda: self.grid_total,
                self._summary,
                self._summary,
                held_back=lambda: self.grid_run is not None and self.grid_run.held_back,
                cancelled=self._cancelled,
                ended=self._ended,
            ),
            done=self._searched,
        )
        progress.setRange(0, 0)  # busy while sizing up: idle stills it on a cancel
        self.runner.eta.setText(self._starting(estimate) if estimate is not None else self.tr("Sizing up the search…"))

    def _reached(self, spool: Path, shape: Shape, report: Reached | FillEstimate | SearchReport) -> None:
        """The search's scheduler answered: only now are the grids listed forgotten."""
        if not isinstance(report, Reached):
            self._report(report)
            return
        self._forget_grids()
        self.grid_run = GridRun(shape, spool)

    def _searched(self, result: Enumerated) -> None:
        if self.grid_run is not None:
            self.grid_run.ended(result)

    def _ended(self, failed: bool) -> None:
        self._workers_ended("stopped" if failed else "finished")
        if not failed and self.grid_run is not None and self.grid_run.held_back:
            assert self.grid_run.estimate is not None  # what held the search back
            self._warn(self.grid_run.estimate)

    def _cancelled(self) -> None:
        self._workers_ended("cancelled")
        if self.grid_run is not None and self.grid_run.estimate is not None:
            self.grid_count.setText(self._count_text(self.grid_total))  # what Save Grids would write

    def idle(self) -> None:
        self.save_grids_button.setEnabled(self.grid_total > 0)

    def _summary(self) -> str:
        if self.grid_run is None or self.grid_run.whole:
            return self.tr("{n:,} grids").format(n=self.grid_total)
        return self.tr("{n:,} grids kept (the parts of the search that finished)").format(n=self.grid_total)

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

    def _report(self, report: FillEstimate | SearchReport) -> None:
        run = self.grid_run
        assert run is not None  # the search was reached first
        progress, eta = self.runner.progress, self.runner.eta
        if isinstance(report, FillEstimate):
            run.estimate = report
            progress.setRange(0, PROGRESS_STEPS)
            self.runner.started = time.monotonic()
            eta.setText(self._starting(report))
            return
        if progress.maximum() == 0:  # a small list is not sized up: its search starts at once
            progress.setRange(0, PROGRESS_STEPS)
        progress.setValue(round(report.searched * PROGRESS_STEPS))
        if report.workers:
            self._show_workers(report.workers)
        self.grid_list.addItems([self._grid_text(g) for g in run.add(report)])
        self.grid_count.setText(self._count_text(report.found))
        elapsed = time.monotonic() - self.runner.started
        if report.searched >= 0.02:
            left = elapsed / report.searched * (1 - report.searched)
        elif run.estimate is not None:  # too little done to extrapolate: the estimate's figure
            left = max(run.estimate.seconds / self.jobs - elapsed, 0.0)
        else:
            left = 0.0
        eta.setText(
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
        return self.tr("Every grid would take {text}; starting…").format(
            text=phrase(estimate.fact(self.grid_shape, self.jobs))
        )

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
            ).format(text=phrase(estimate.fact(self.grid_shape, self.jobs)))
            + self._room_note(estimate)
        )
        self.go_on_button.show()

    def _room_note(self, estimate: FillEstimate) -> str:
        """Said before Search Anyway is pressed: grids that would not fit are refused."""
        assert self.grid_run is not None  # set when the search started
        room = disk_room(self.grid_run.spool.parent, estimate, self.grid_run.shape)
        return (
            ""
            if room.enough
            else self.tr(" But {text}: Search Anyway would not start.").format(text=phrase(room.fact()))
        )

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
        path = save_file_name(self, self.tr("Save the grids"), "grids.txt", self.tr("Text (*.txt)"))
        if path:
            self.save_grids(path)

    def save_grids(self, path: str | Path) -> None:
        """The CLI's `enumerate` format, copied from the spool on a task: the window
        keeps repainting, Cancel leaves no file, and a failure leaves the old file."""
        # every part has its file: the window's searches always write to a spool
        parts = [part.path for part in sorted(self.grid_parts, key=lambda part: part.chunk) if part.path is not None]
        size = sum(part.stat().st_size for part in parts) or 1
        total, name = self.grid_total, Path(path).name
        progress = self.runner.progress
        progress.setRange(0, PROGRESS_STEPS)
        self.runner.run(
            lambda _stop: write_grid_file(path, parts, total),
            lambda copied: progress.setValue(round(copied / size * PROGRESS_STEPS)),
            Job(
                lambda: total,
                lambda: self.tr("saved {total:,} grids to {name}").format(total=total, name=name),
                lambda: self.tr("{name} was not written").format(name=name),
                self.tr("Could not save the grids: "),
            ),
        )
        self.runner.eta.setText(self.tr("Saving {total:,} grids to {name}…").format(total=total, name=name))
