"""Every grid to a file: the search sized up, refused when too big (unless asked) or when its
grids would not fit on the disk, then run on this computer or a Dask cluster, its grids
written whole, or in place with a checkpoint that resumes exactly. The window keeps them in
a spool instead, and writes the file when the user saves (grid_file.write_grid_file)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Generator, Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from studio.core.atomic import CheckedOutput, atomic_output, spool_folder
from studio.core.cluster import Reached, check_scheduler, reach_scheduler
from studio.core.errors import ClusterLost, PuzzleError, WriteError
from studio.core.facts import Code, fact
from studio.core.waffle.fill.chunks import ChunkScheme
from studio.core.waffle.fill.disk import DiskFull, DiskRoom
from studio.core.waffle.fill.enumerate import enumerate_grids
from studio.core.waffle.fill.estimate import FillEstimate, estimate_fills
from studio.core.waffle.fill.lattice_search import SMALL_WORDS
from studio.core.waffle.fill.pins import Pins, parse_pins
from studio.core.waffle.fill.plan import FillPlan, plan_fill
from studio.core.waffle.fill.reports import SearchReport
from studio.core.waffle.grid_file import (
    LEGACY_PIECES,
    Checkpoint,
    enumeration_run,
    grid_count_line,
    read_checkpoint,
    record_chunk,
    resume_grid_file,
    start_checkpoint,
)
from studio.core.waffle.shape import Shape
from studio.core.words import WordList


@dataclass(frozen=True)
class GridSearch:
    """Which grids: every fill of `shape` from `words` keeping the `pins` (as typed:
    `r1=FUGUE`, `3,3=E`), cut into `chunks` by `scheme`, on `jobs` processes here or
    on the Dask `scheduler` (an address, or `local`). `large`: search even when the
    estimate is too big; `estimate`: the one made already for the same choices;
    `size_small`: size up a list of SMALL_WORDS words or fewer too (the window tells every
    search's size, and refuses it, before it starts; the command line searches a small
    list at once, in less time than the sizing and numpy's import take)."""

    shape: Shape
    words: WordList
    pins: tuple[str, ...] = ()
    min_zipf: float | None = None
    jobs: int = 1
    chunks: int = 64
    scheme: ChunkScheme = "split"
    scheduler: str | None = None
    large: bool = False
    estimate: FillEstimate | None = None
    size_small: bool = False


@dataclass(frozen=True)
class GridFile:
    """The grids to `path`: whole at the end (a temporary file renamed), or with a
    `checkpoint` in place, each chunk on disk before it is recorded."""

    path: Path
    checkpoint: Path | None = None


@dataclass(frozen=True)
class Spool:
    """The grids kept in `folder`, a file per finished chunk (each report's `finished.path`),
    for the caller to save; each report brings back at most `keep` grids in all, to list."""

    folder: Path
    keep: int


Destination = GridFile | Spool | BinaryIO  # a binary stream: standard output
Report = Reached | FillEstimate | SearchReport


@dataclass(frozen=True)
class Enumerated:
    """How the search ended: `grids` in the destination (a resumed run's earlier ones
    too), or `held_back`: its `estimate` was too big and `large` not given, so nothing
    was searched or written."""

    grids: int
    estimate: FillEstimate | None
    held_back: bool = False


def enumerate_to(
    search: GridSearch, to: Destination, should_stop: Callable[[], bool] = lambda: False
) -> Generator[Report, None, Enumerated]:
    """Every grid of `search` to `to`, reported as it goes: its scheduler reached, then
    its estimate (a list of more than SMALL_WORDS words is sized up first, a smaller one
    with `size_small`), then the search's reports.

    Checked before any work: the pins, the scheduler's address and a checkpoint (its run
    must be this search's): PuzzleError. Before any output: the estimate against
    TOO_LONG_SECONDS and TOO_MANY_GRIDS (`held_back`, unless `large`), and the room its
    grids need where they are kept whole (a file's folder, the spool's): PuzzleError."""
    pins = parse_pins(search.shape, list(search.pins))
    if search.scheduler is not None:
        check_scheduler(search.scheduler)
    done = None
    if isinstance(to, GridFile) and to.checkpoint is not None:  # the run's digest reads every word
        run = enumeration_run(search.shape, search.words, search.pins, search.min_zipf, search.chunks)
        done = read_checkpoint(to.checkpoint, run)
    return _enumerate(search, pins, to, done, should_stop)


def _enumerate(
    search: GridSearch, pins: Pins, to: Destination, done: Checkpoint | None, should_stop: Callable[[], bool]
) -> Generator[Report, None, Enumerated]:
    yield reach_scheduler(search.scheduler)
    shape = search.shape
    plan = plan_fill(shape, search.words, pins, min_zipf=search.min_zipf)
    estimate = search.estimate
    if estimate is None and (search.size_small or len(plan.words_used) > SMALL_WORDS):
        estimate = estimate_fills(plan)
    if estimate is not None:
        yield estimate
        if not search.large and estimate.too_big(search.jobs):
            return Enumerated(0, estimate, held_back=True)
        _check_room(to, estimate.size(shape))
    total = done.grids if done is not None else 0
    try:
        with ExitStack() as stack:
            total = yield from _search(search, pins, to, done, plan, stack, should_stop)
    except _Stopped:
        pass
    return Enumerated(total, estimate)


class _Stopped(Exception):
    """`should_stop` ended the search: a grid file is not written (a checkpointed one
    keeps its recorded chunks), and no count line ends a stream."""


def _search(
    search: GridSearch,
    pins: Pins,
    to: Destination,
    done: Checkpoint | None,
    plan: FillPlan,
    stack: ExitStack,
    should_stop: Callable[[], bool],
) -> Generator[SearchReport, None, int]:
    """The search's reports, its chunks' grids copied to `to`; returns how many there are."""
    if isinstance(to, Spool):
        spool, keep = to.folder, to.keep
    else:
        spool, keep = spool_folder("grids"), 0
        stack.callback(shutil.rmtree, spool, True)
    checkpoint = to.checkpoint if isinstance(to, GridFile) else None
    resumed: BinaryIO | None = None  # the grid file of a checkpointed run, written in place
    out: BinaryIO | CheckedOutput | None = None  # where the chunks' grids are copied: none from a spool
    if isinstance(to, GridFile):
        if done is not None and checkpoint is not None:
            out = resumed = stack.enter_context(resume_grid_file(to.path, done))
            if not done.chunks:
                start_checkpoint(checkpoint, done.run)
        else:
            out = stack.enter_context(atomic_output(to.path))  # whole, checked and synced at the end
    elif not isinstance(to, Spool):
        out = to
    reports = enumerate_grids(
        search.shape,
        search.words,
        pins,
        search.jobs,
        min_zipf=search.min_zipf,
        pieces=LEGACY_PIECES if done is not None and done.scheme == "interleaved" else search.chunks,
        scheme=done.scheme if done is not None else search.scheme,
        skip=done.chunks if done is not None else (),
        should_stop=should_stop,
        spool=spool,
        keep=keep,
        scheduler=search.scheduler,
        plan=plan,
    )
    total = done.grids if done is not None else 0
    whole = to.path if isinstance(to, GridFile) and done is None else None
    for report in _kept_or_lost(reports, to, whole):
        yield report
        if (finished := report.finished) is None:
            continue
        total += finished.count
        if out is None or finished.path is None:  # a spooled chunk with grids has its file
            continue
        with open(finished.path, "rb") as grids:  # each chunk streams from the spool: memory stays bounded
            shutil.copyfileobj(grids, out)
        finished.path.unlink()
        if resumed is not None and checkpoint is not None:
            resumed.flush()
            os.fsync(resumed.fileno())
            record_chunk(checkpoint, finished.chunk, finished.count, resumed.tell())
    if should_stop():
        raise _Stopped
    if out is not None:
        out.write(grid_count_line(total).encode("ascii"))
    if resumed is not None:
        resumed.flush()
        os.fsync(resumed.fileno())
    return total


def _check_room(to: Destination, needed: float) -> None:
    """Refuses, before anything is written, grids that would not fit where they are kept
    whole: a grid file's folder (a resumed one needs only what it lacks), or the spool's.
    A stream keeps nothing."""
    if isinstance(to, GridFile):
        path = to.path.absolute()
        if not path.parent.is_dir():
            return  # the output itself names the missing folder
        folder, have = path.parent, path.stat().st_size if path.is_file() else 0
    elif isinstance(to, Spool):
        folder, have = to.folder.parent, 0
    else:
        return
    room = DiskRoom(folder, needed - have, shutil.disk_usage(folder).free)
    if not room.enough:
        raise PuzzleError(fact(Code.NOT_STARTED, why=room.fact()))


def _kept_or_lost(reports: Iterator[SearchReport], to: Destination, whole_file: Path | None) -> Iterator[SearchReport]:
    """The reports; a disk that fills while they go to `whole_file` (written whole at the
    end, so nothing of it is kept) says so, not that finished parts are kept; a cluster
    lost mid-search says what is kept and how to go on."""
    try:
        yield from reports
    except DiskFull as full:
        if whole_file is None or full.folder is None:
            raise
        raise WriteError(fact(Code.DISK_FULL_NOTHING_WRITTEN, folder=str(full.folder), file=str(whole_file))) from None
    except ClusterLost as lost:
        if isinstance(to, Spool):
            raise  # the window lists the grids found so far
        if isinstance(to, GridFile) and to.checkpoint is not None:
            kept = fact(Code.CLUSTER_LOST, why=lost.fact, kept="checkpoint", file=str(to.checkpoint))
        elif whole_file is not None:
            kept = fact(Code.CLUSTER_LOST, why=lost.fact, kept="nothing", file=str(whole_file))
        else:
            kept = fact(Code.CLUSTER_LOST, why=lost.fact, kept="partial", file="")
        raise ClusterLost(kept) from None
