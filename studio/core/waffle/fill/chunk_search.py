"""One process's side of an enumeration, on either runner: chunks searched, their grid
lines written as they come, at most `keep` grids kept across all processes, and the
progress the processes share."""

from __future__ import annotations

import errno
from collections.abc import Callable, Generator
from contextlib import AbstractContextManager, ExitStack, nullcontext
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO

from studio.core.alphabet import text_bytes
from studio.core.errors import WriteError
from studio.core.facts import Code, fact
from studio.core.streams import finish
from studio.core.waffle.fill.batch import Batch
from studio.core.waffle.fill.chunks import Job, chunk_batches
from studio.core.waffle.fill.disk import disk_filled
from studio.core.waffle.fill.pins import Pins
from studio.core.waffle.fill.plan import BLANK, FillPlan, plan_fill
from studio.core.waffle.fill.reports import ChunkDone, SearchReport
from studio.core.waffle.formats import grid_line_format
from studio.core.waffle.shape import Shape
from studio.core.words import WordList

if TYPE_CHECKING:  # numpy is imported where arrays are made: a small enumeration never needs it
    import numpy as np


@dataclass(frozen=True)
class FillRun:
    """What a process needs to search any chunk of the run: sent to each worker once,
    where it builds the plan at its first chunk and keeps it for the next. `spool`: the
    folder the grid lines go to (None: only their count and the `keep` first)."""

    shape: Shape
    words: WordList
    pins: Pins
    allow_repeats: bool
    min_zipf: float | None
    spool: Path | None
    keep: int | None

    @cached_property
    def plan(self) -> FillPlan:
        return plan_fill(self.shape, self.words, self.pins, self.allow_repeats, self.min_zipf)


@dataclass
class _Count:
    """A multiprocessing.Value's interface for a tally in one process."""

    value: int = 0

    def get_lock(self) -> nullcontext[None]:
        return nullcontext()


@dataclass(frozen=True)
class Tally:
    """Progress the processes share: per process, the first words searched and the
    grids found (each writes only its own slot), and how many grids went back to
    the caller so far (all of them share the `keep`)."""

    searched: Any
    found: Any
    kept: Any
    slots: Any

    @classmethod
    def make(cls, jobs: int) -> Tally:
        if jobs <= 1:  # no shared memory: it would start multiprocessing's resource tracker process
            return cls([0.0], [0], _Count(), _Count())
        from multiprocessing import get_context

        context = get_context("spawn")
        return cls(
            context.RawArray("d", jobs), context.RawArray("q", jobs), context.Value("q", 0), context.Value("i", 0)
        )

    def shared(self, jobs: int) -> Tally:
        """This process's tally (slot 0) moved into shared memory for `jobs` processes:
        made only when processes start, since shared memory costs a small search's time."""
        out = Tally.make(jobs)
        out.searched[0], out.found[0], out.kept.value, out.slots.value = (
            self.searched[0],
            self.found[0],
            self.kept.value,
            self.slots.value,
        )
        return out


class ChunkSearcher:
    """One process's side of an enumeration: searches chunks, writes their grid lines to
    `spool` as they come (a file a chunk in a folder, or one buffer), and keeps at most
    `keep` grids (across all processes). `small`: a lattice is searched in plain Python
    (lattice_search.PlainSearch) until it is set off."""

    def __init__(
        self, plan: FillPlan, keep: int | None, tally: Tally, small: bool, spool: Path | BinaryIO | None = None
    ) -> None:
        self.plan, self.spool, self.keep, self.tally, self.small = plan, spool, keep, tally, small
        self.line = grid_line_format(plan.shape) + "\n"
        with tally.slots.get_lock():
            self.slot = tally.slots.value
            tally.slots.value += 1

    def steps(
        self,
        job: Job,
        should_stop: Callable[[], bool] = lambda: False,
        due: Callable[[], SearchReport | None] = lambda: None,
    ) -> Generator[SearchReport, None, ChunkDone | None]:
        """Yields `due()`'s report after a batch when there is one; returns the finished
        chunk, or None when `should_stop` says stop (asked after every batch): then the
        tally forgets the chunk, which counts only once finished."""
        number, chunks_, chunk = job
        searched, found, slot = self.tally.searched, self.tally.found, self.slot
        base, count, kept = searched[slot], 0, []
        path = self.spool / f"{number:06}.txt" if isinstance(self.spool, Path) else None
        out = None
        try:
            with ExitStack() as files:
                for batch in chunk_batches(self.plan, chunk, self.small):
                    if len(batch):
                        count += len(batch)
                        found[slot] += len(batch)
                        if out is None:  # opened at the first grid: an empty chunk costs no file
                            out = files.enter_context(self.sink(path))
                        if out is not None:
                            out.write(self._lines(batch))
                        if room := self._room(len(batch)):
                            kept.extend(batch.grids[:room])
                    searched[slot] = base + batch.done
                    if should_stop():
                        searched[slot], found[slot] = base, found[slot] - count
                        self._give_back(len(kept))
                        return None
                    if (report := due()) is not None:
                        yield report
        except OSError as err:
            if err.errno != errno.ENOSPC or path is None:
                raise WriteError(
                    fact(Code.CANNOT_WRITE_GRIDS, reason=err.strerror or str(err)), source=str(path)
                ) from None
            path.unlink(missing_ok=True)  # half a chunk: never counted, never saved; its room back
            raise disk_filled(path.parent.parent, 0) from None  # the runner knows what finished
        return ChunkDone(number, chunks_, count, kept, path if out is not None else None)

    def sink(self, path: Path | None) -> AbstractContextManager[BinaryIO | None]:
        """Where a chunk's grid lines go as they are found: its file in the spool folder,
        the buffer a cluster worker sends back (runner_dask.py), or nowhere."""
        if path is not None:
            return open(path, "wb")
        return nullcontext(None if isinstance(self.spool, Path) else self.spool)

    def _lines(self, batch: Batch) -> bytes:
        """The grids as grid lines (formats.grid_line_format) in UTF-8, Ñ as Ñ (a reader sees letters,
        never the arrays' "["); an array's in one array operation."""
        if isinstance(batch.found, list):
            line = self.line
            return "".join([line % tuple(grid) for grid in batch.found]).encode("utf-8")
        import numpy as np

        template, places = self.template
        lines = np.repeat(template[np.newaxis], len(batch.found), axis=0)
        lines[:, places] = batch.found
        return text_bytes(lines.tobytes())

    @cached_property
    def template(self) -> tuple[np.ndarray, np.ndarray]:
        return _line_template(self.plan.shape)

    def _room(self, wanted: int) -> int:
        if self.keep is None:
            return wanted
        kept = self.tally.kept
        if kept.value >= self.keep:
            return 0
        with kept.get_lock():
            room: int = min(wanted, self.keep - kept.value)
            kept.value += room
        return room

    def _give_back(self, count: int) -> None:
        if self.keep is not None and count:
            with self.tally.kept.get_lock():
                self.tally.kept.value -= count

    def chunk(self, job: Job) -> ChunkDone | None:
        return finish(self.steps(job))


def _line_template(shape: Shape) -> tuple[np.ndarray, np.ndarray]:
    """A grid line with its newline as bytes, and where each cell's letter goes in it."""
    import numpy as np

    line = (grid_line_format(shape) % ((BLANK,) * len(shape.cells)) + "\n").encode("ascii")
    places = [r * (shape.cols + 1) + c for r, c in shape.positions]
    return np.frombuffer(line, dtype=np.uint8).copy(), np.array(places)
