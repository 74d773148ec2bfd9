"""How big an enumeration is before it runs: a sample of its tree (Knuth's estimator),
told as time, grids and the bytes of its grid file."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from studio.core.facts import Code, Fact, fact
from studio.core.waffle.fill.batch import Engine
from studio.core.waffle.fill.engines import fill_batches
from studio.core.waffle.fill.lattice_search import ArraySearch
from studio.core.waffle.fill.node_search import NodeSearch
from studio.core.waffle.fill.plan import FillPlan
from studio.core.waffle.shape import Shape


@dataclass(frozen=True)
class FillEstimate:
    """How big an enumeration is, from a sample of its tree, before running it."""

    grids: float  # expected number of grids
    seconds: float  # expected search time on one process
    samples: int
    at_least: bool  # a sample ran out of time: the real figures are larger

    def too_big(self, jobs: int) -> bool:
        return self.seconds / max(jobs, 1) > TOO_LONG_SECONDS or self.grids > TOO_MANY_GRIDS

    def size(self, shape: Shape) -> float:
        """Bytes of grid lines (formats.grid_line_format): a letter or a dot for every place
        of every row, and a separator or newline after each row."""
        return self.grids * shape.rows * (shape.cols + 1)

    def fact(self, shape: Shape, jobs: int) -> Fact:
        """'about 3 min on 2 processes and make about 1,200,000 grids (a file of 31.2 MB)',
        after 'every grid would take': the window and the CLI say it alike."""
        return fact(
            Code.ESTIMATE,
            seconds=self.seconds,
            jobs=jobs,
            grids=self.grids,
            bytes=self.size(shape),
            at_least=self.at_least,
        )


TOO_LONG_SECONDS = 600  # an enumeration past these is worth a word before it starts
TOO_MANY_GRIDS = 10_000_000


class _OutOfTime(Exception):
    pass


def estimate_fills(plan: FillPlan, seconds: float = 0.5, seed: int = 0) -> FillEstimate:
    """Sampling the tree: a first word at random, one second word under it at random,
    and the whole real search below that pair, timed. Each sample times (first words ×
    second words under the first) is an unbiased estimate of the whole search (Knuth's
    estimator, two levels deep, then exact); their mean is the estimate. On a lattice
    a sample is a batch of second-row choices (the array search costs much per call and
    little per choice: one choice alone would misjudge its time), weighted to match.

    Stops after `seconds`, or sooner once the search is clearly smaller than the
    sampling. A sample cut short by the deadline makes the figures a lower bound.
    """
    firsts = plan.first_candidates
    if not firsts:
        return FillEstimate(0.0, 0.0, 0, False)
    rng = random.Random(seed)
    clock = time.perf_counter
    started = clock()
    deadline = started + seconds
    nodes = 0

    def on_node() -> None:
        nonlocal nodes
        nodes += 1
        if nodes % 256 == 0 and clock() > deadline:
            raise _OutOfTime

    # the array search has no nodes to count: its batches are checked
    engine: Engine = ArraySearch(probe=rng) if plan.crossings is not None else NodeSearch(on_node=on_node, probe=rng)
    total_seconds = total_grids = 0.0
    samples, cut = 0, False
    while not cut:
        began, grids, branches, sampled = clock(), 0, 0, 1
        try:
            for batch in fill_batches(plan, [rng.choice(firsts)], engine):
                grids += len(batch)
                branches, sampled = max(branches, batch.branches), max(sampled, batch.sampled)
                if clock() > deadline:
                    raise _OutOfTime
        except _OutOfTime:
            cut = True
        weight = len(firsts) * max(branches, 1) / max(sampled, 1)
        total_seconds += weight * (clock() - began)
        total_grids += weight * grids
        samples += 1
        spent = clock() - started
        if spent > seconds or (samples >= 50 and total_seconds / samples < spent):
            break
    return FillEstimate(total_grids / samples, total_seconds / samples, samples, cut)
