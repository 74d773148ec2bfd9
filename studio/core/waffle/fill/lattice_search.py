"""The lattice engines: every fill of a lattice shape (waffles, solid grids: every row
crosses every column once) as joins, the same grids chunk by chunk many times faster
than the node search. The array search is lattice.py's (numpy); a small list's search
starts in plain Python (lattice_bits.py: the same grids, in the same order, without
numpy's import, which outlasts its search)."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from studio.core.waffle.fill.batch import Batch
from studio.core.waffle.fill.plan import FillPlan
from studio.core.waffle.lattice_bits import bit_grids

# A lattice enumeration of at most SMALL_WORDS words starts in plain Python and stays
# there while it is small (runner_local.py). A larger list goes to the arrays at once:
# its plain tables alone would cost a good part of numpy's import, and its search is
# seldom small (5x5 from 471 words, 7x7 from 500).
SMALL_WORDS = 400


def plain_fits(plan: FillPlan) -> bool:
    """A lattice shape over at most SMALL_WORDS words: its search starts in plain Python,
    and its chunks are not weighed (chunks.py), since weighing needs the arrays."""
    return plan.crossings is not None and len(plan.words_used) <= SMALL_WORDS


@dataclass(frozen=True)
class ArraySearch:
    """Every fill of a lattice plan by lattice.py's joins (an Engine), in batches of a
    bounded part of the search. With `probe`, a batch of second-row choices drawn by it
    (`sampled` of the `branches`): a sample of the tree, for an estimate."""

    probe: random.Random | None = None

    def batches(self, plan: FillPlan, firsts: Sequence[str]) -> Iterator[Batch]:
        from studio.core.waffle.lattice import lattice_grids

        assert plan.lattice is not None  # engines.py gives a lattice plan only to a lattice engine
        for codes, done, branches, sampled in lattice_grids(plan.lattice, firsts, self.probe):
            yield Batch(codes, done, branches, sampled)
        yield Batch([], len(firsts))


@dataclass(frozen=True)
class PlainSearch:
    """Every fill of a lattice plan in plain Python (an Engine): the array search's
    grids, in its order, with no numpy to import."""

    def batches(self, plan: FillPlan, firsts: Sequence[str]) -> Iterator[Batch]:
        assert plan.bits is not None  # engines.py gives a lattice plan only to a lattice engine
        for grids, done in bit_grids(plan.bits, firsts):
            yield Batch(grids, done)
        yield Batch([], len(firsts))
