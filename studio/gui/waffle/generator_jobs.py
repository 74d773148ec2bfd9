"""The generator dialog's two tools as jobs: a batch of puzzles, and an Every Grid search.
Each job holds its own state (what it asked for, what it made), so what the dialog says
when a job ends comes from the job that ran, not from the tab the user happens to show.
`Fill` is what both tools fill from; `JobRunner` runs one job at a time for both, on the
dialog's shared progress bar, progress line, error line and Cancel."""

from __future__ import annotations

import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton, QWidget

from studio.core.waffle.fill.estimate import FillEstimate
from studio.core.waffle.fill.pins import Pins
from studio.core.waffle.fill.reports import ChunkDone, SearchReport
from studio.core.waffle.shape import Shape
from studio.core.words import WordList
from studio.gui.shared.panels import SMALL, set_status
from studio.gui.shared.workers import CurrentTask, keep_out_of_gc
from studio.operations.enumerate import Enumerated

GRIDS_SHOWN = 2000  # the list shows (and the window holds) this many grids; Save Grids writes them all
PROGRESS_STEPS = 1000
Report = TypeVar("Report")  # what a running job yields
Result = TypeVar("Result")  # what it returns


@dataclass(frozen=True)
class Fill:
    """The shared options both tools fill from: the shape, the pins (parsed, and as typed),
    the built-in list's cutoff (None: the common tier's per length), the language, and the
    words, as a function for the worker to call (building the built-in list takes time).
    `source` and `file` say which list, so a search sized up for the same choices is known."""

    shape: Shape
    pins: Pins
    pins_typed: tuple[str, ...]
    min_zipf: float | None
    lang: str
    words: Callable[[], WordList]
    source: str
    file: int


@dataclass(eq=False)
class GridRun:
    """One Every Grid search and what it found: its shape, the spool its finished chunks'
    files are in, its estimate, and the grids listed (the first GRIDS_SHOWN). The grid
    list, Save Grids and the dialog's summary read it; it outlives the search."""

    shape: Shape
    spool: Path
    estimate: FillEstimate | None = None
    parts: list[ChunkDone] = field(default_factory=list)
    total: int = 0  # grids in the finished chunks
    searched: float = 0.0
    grids: list[str] = field(default_factory=list)
    held_back: bool = False  # the estimate was too big: not started, Search Anyway offered

    def add(self, report: SearchReport) -> list[str]:
        """Takes a report in; returns the grids to list now."""
        self.searched = report.searched
        if (done := report.finished) is None:
            return []
        self.parts.append(done)
        self.total += done.count
        new = done.grids[: GRIDS_SHOWN - len(self.grids)]
        self.grids.extend(new)
        return new

    def ended(self, result: Enumerated) -> None:
        self.estimate, self.held_back = result.estimate, result.held_back

    @property
    def whole(self) -> bool:
        """Every part searched (or nothing to size): the total is every grid, not what finished."""
        return self.searched >= 1 or self.estimate is None


@dataclass(frozen=True)
class Job:
    """What the dialog says of the job running now when it ends: `made` counts what it
    made (nothing made is no success), `done_text` and `cancelled_text` say it,
    `failure` leads its error; `ended` (told whether it failed) and `cancelled` show
    what else its tool shows then."""

    made: Callable[[], int]
    done_text: Callable[[], str]
    cancelled_text: Callable[[], str]
    failure: str = ""
    held_back: Callable[[], bool] = lambda: False  # not started: its tool warns instead
    cancelled: Callable[[], object] = lambda: None
    ended: Callable[[bool], object] = lambda _failed: None


class JobRunner(QObject):
    """One job at a time for both tools: starting one cancels the other's. While it runs
    every tool's start buttons are off; when it ends each tool's `idle` sets its own
    buttons back, and the progress line says how the job ended."""

    def __init__(
        self, parent: QWidget, progress: QProgressBar, eta: QLabel, error: QLabel, cancel_button: QPushButton
    ) -> None:
        super().__init__(parent)
        self.progress, self.eta, self.error = progress, eta, error
        self.started = 0.0
        self.job = Job(lambda: 0, str, str)  # the job running (or that ran last)
        self.task = CurrentTask(self, (), cancel_button)
        self.idles: list[Callable[[], object]] = []
        cancel_button.clicked.connect(self.cancel)

    def add_tool(self, starts: Sequence[QPushButton], idle: Callable[[], object]) -> None:
        """A tool's start buttons (off while any job runs) and what sets them back."""
        self.task.starts.extend(starts)
        self.idles.append(idle)

    def run(
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

    def cancel(self) -> None:
        """Stops at once for the user: the worker processes end within a tenth of a second."""
        self.task.cancel()
        self.idle()

    def idle(self) -> None:
        """Buttons back, and a still bar: a busy bar (range 0..0) would keep moving."""
        if self.progress.maximum() == 0:
            self.progress.setRange(0, PROGRESS_STEPS)
        for idle in self.idles:
            idle()

    def _cancelled(self) -> None:
        set_status(
            self.eta,
            self.tr("Cancelled: {cancelled_text}.").format(cancelled_text=self.job.cancelled_text()),
            "warn",
            SMALL,
        )
        self.job.cancelled()

    def _failed(self, message: str) -> None:
        self.error.setText(f"{self.job.failure}{message}")

    def _finished(self) -> None:
        self.idle()
        failed = bool(self.error.text())
        self.job.ended(failed)
        if failed:
            self.eta.setText("")
        elif self.job.held_back():
            self.eta.setText(self.tr("Not started: see the warning above."))
        else:
            text = self.tr("Done: {what} in {seconds:.1f} s.").format(
                what=self.job.done_text(), seconds=time.monotonic() - self.started
            )
            set_status(self.eta, text, "good" if self.job.made() else "warn", SMALL)  # nothing made is no success
