"""The generator dialog's two tools as jobs: a batch of puzzles, and an Every Grid search.
Each job holds its own state (what it asked for, what it made), so what the dialog says
when a job ends comes from the job that ran, not from the tab the user happens to show."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from studio.core.waffle.fill.estimate import FillEstimate
from studio.core.waffle.fill.reports import ChunkDone, SearchReport
from studio.core.waffle.shape import Shape
from studio.operations.enumerate import Enumerated

GRIDS_SHOWN = 2000  # the list shows (and the window holds) this many grids; Save Grids writes them all


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
    `failure` leads its error."""

    made: Callable[[], int]
    done_text: Callable[[], str]
    cancelled_text: Callable[[], str]
    failure: str = ""
    held_back: Callable[[], bool] = lambda: False  # not started: the dialog warns instead
    cancelled: Callable[[], object] = lambda: None  # what else a cancel shows
