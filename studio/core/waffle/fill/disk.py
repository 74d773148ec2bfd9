"""Room on the disk for an enumeration's grids: checked before it starts, and the error
when the disk fills anyway."""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

from studio.core.errors import WriteError
from studio.core.waffle.fill.estimate import FillEstimate, file_size
from studio.core.waffle.shape import Shape


@dataclass(frozen=True)
class DiskRoom:
    """The grids a search would write against the free space where they would go."""

    folder: Path
    needed: float  # bytes, from the estimate
    free: int  # bytes

    @property
    def enough(self) -> bool:
        return self.needed <= self.free

    def text(self) -> str:
        return (
            f"the grids would need about {file_size(self.needed)} in {self.folder}, "
            f"which has {file_size(self.free)} free"
        )


def disk_room(folder: Path, estimate: FillEstimate, shape: Shape) -> DiskRoom:
    return DiskRoom(folder, estimate.size(shape), shutil.disk_usage(folder).free)


class DiskFull(WriteError):
    """The disk is too full for a search's grids: refused before it starts, or stopped
    when it filled (`disk_filled`: the `folder`, and how many chunks had `finished`)."""

    folder: Path | None = None
    finished: int = 0


def disk_filled(folder: Path, finished: int) -> DiskFull:
    """The disk holding `folder` filled mid-search, after `finished` chunks were whole
    (reported, on disk, never half written): the runner says how many, since a worker
    cannot know. The chunk it was writing is never counted."""
    kept = (
        "the parts of the search that finished before are whole and kept"
        if finished
        else "no part of the search had finished, so no grid is kept"
    )
    full = DiskFull(f"the disk holding {folder} is full, so the search stopped; {kept}")
    full.folder, full.finished = folder, finished
    return full
