"""Room on the disk for an enumeration's grids: checked before it starts, and the error
when the disk fills anyway."""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

from studio.core.errors import WriteError
from studio.core.facts import Code, Fact, fact
from studio.core.waffle.fill.estimate import FillEstimate
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

    def fact(self) -> Fact:
        """'the grids would need about 36.0 MB in /tmp, which has 100 bytes free'."""
        return fact(Code.DISK_ROOM, needed=self.needed, folder=str(self.folder), free=self.free)


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
    full = DiskFull(fact(Code.DISK_FULL, folder=str(folder), finished=finished))
    full.folder, full.finished = folder, finished
    return full
