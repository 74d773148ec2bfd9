"""What an enumeration reports as it runs, on any runner: how far it is, each finished
chunk, and on a cluster each worker's share."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

REPORT_SECONDS = 0.1  # an enumeration reports at least this often, and at each finished chunk


@dataclass(frozen=True)
class ChunkDone:
    """A finished chunk: its grids (the first `keep` of them, when the run keeps only
    some), their count, and the file of them all when the run writes to a spool and
    the chunk has any."""

    chunk: int
    chunks: int
    count: int
    grids: list[str]
    path: Path | None = None


WorkerState = Literal["busy", "idle", "gone"]  # gone: the scheduler no longer lists it


@dataclass(frozen=True)
class WorkerProgress:
    """One cluster worker's share of an enumeration (runner_dask.py): the chunks it
    finished, the grids they held, and what the scheduler says it is doing now."""

    address: str
    chunks: int
    grids: int
    state: WorkerState


@dataclass(frozen=True)
class SearchReport:
    """How far an enumeration is: the share searched and the grids found, in finished
    and running chunks alike; `finished` when a chunk has just finished. On a cluster,
    `workers` says how far each worker is."""

    searched: float
    found: int
    finished: ChunkDone | None = None
    workers: tuple[WorkerProgress, ...] = ()
