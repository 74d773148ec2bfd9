"""What every fill engine yields, and the one interface the engines share (engines.py)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Protocol

from studio.core.alphabet import decoded, encoded
from studio.core.waffle.fill.plan import FillPlan

if TYPE_CHECKING:  # numpy is imported where arrays are made: a small enumeration never needs it
    import numpy as np


@dataclass(frozen=True)
class Batch:
    """The grids under one first-slot word and one second-slot word, and how far along.
    The array search hands its grids over as rows of ASCII codes, one a cell: strings
    are made only when asked for (`grids`), since a writer needs none."""

    found: list[str] | np.ndarray  # grids as strings, or as an (n, cells) uint8 array
    done: float  # first words searched, counting the share of the current one
    branches: int = 0  # second-slot words under the current first word
    sampled: int = 1  # of them, how many a probe searches

    def __len__(self) -> int:
        return len(self.found)

    @cached_property
    def grids(self) -> list[str]:
        if isinstance(self.found, list):
            return self.found
        cells = self.found.shape[1]
        strings: list[str] = [decoded(grid) for grid in self.found.view(f"S{cells}").ravel().tolist()]
        return strings

    @property
    def codes(self) -> np.ndarray:
        """The grids as an (n, cells) array of ASCII codes."""
        if not isinstance(self.found, list):
            return self.found
        import numpy as np

        return np.frombuffer(encoded("".join(self.found)), dtype=np.uint8).reshape(len(self.found), -1)


class Engine(Protocol):
    """A way to search a plan: every fill under `firsts` (the first slot's words to try,
    in that order), a batch at a time, so a consumer can report progress or stop
    between any two batches (closing the generator stops the search)."""

    def batches(self, plan: FillPlan, firsts: Sequence[str]) -> Iterator[Batch]: ...
