"""The most familiar fill a time budget finds: its least known word as common as can be,
then its median word.

FillFamiliarity orders fills by (the worst word's Zipf, the median word's Zipf); pinned
words, the designer's, are not counted. The worst word is a threshold question: a fill
whose every word has Zipf >= t exists or not, and a higher t only takes words away. So
the words' own Zipf values are bisected, each probe a complete search of the words at or
above its threshold, commonest first: the array search on a lattice shape (it proves
"no fill" of an 11x11 in a second or two), the node search on any other. The first probe
asks whether everyday words (EVERYDAY_ZIPF) fill the shape, or starts where a hint says
the last fill was. A probe that finds nothing for a while restarts in another order (the
time to a first fill is heavy-tailed); one that runs out of time counts as "no fill"
unproven (`FamiliarFill.proven` says which), and the next probe goes lower. The time left
then walks the fills at the best threshold, keeping the highest median.

The budget bounds the search for familiar words; a first fill may take longer. When no
probe has found one by half the budget, the lowest thresholds (every word wordfreq knows,
then every word) are searched, past the budget by OVERTIME at most: a puzzle needs a
fill, and this is the way to the most familiar one in sight.

The order is the words' Zipf plus a seeded jitter below JITTER: each seed meets other
fills first, and the search's answer never depends on it when it completes.
"""

from __future__ import annotations

import bisect
import random
import statistics
import time
from array import array
from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass

from studio.core import alphabet
from studio.core.errors import PuzzleError
from studio.core.waffle.fill.lattice_search import ArraySearch
from studio.core.waffle.fill.node_search import NodeSearch
from studio.core.waffle.fill.pins import NO_PINS, Pins
from studio.core.waffle.fill.plan import FillPlan, plan_fill
from studio.core.waffle.shape import Shape
from studio.core.words import WordList, WordsOfLength

DEFAULT_BUDGET = 9.0  # seconds a fill may search: with its scramble and uniqueness check, 10 s an 11x11 puzzle
EVERYDAY_ZIPF = 2.5  # a fill whose worst word is rarer holds a word many solvers do not know
JITTER = 1.5  # Zipf: how far a seed's order may put a word ahead of a commoner one
PROBING = 0.85  # of the budget, for the worst word's bisection; the rest raises the median
FIRST_FILL_BY = 0.5  # of the budget: with no fill by then, the probes go to the lowest thresholds
OVERTIME = 1.0  # of the budget: how long past it those may search for a first fill
PROBE_SHARE = 0.25  # of the budget, the most one probe may take before the last (a hard one gives way)
FIRST_STEPS = 2_000  # a node search's first run, doubled at each restart
FIRST_SLICE = 0.5  # seconds an array search runs before its first restart, doubled at each
FIRST_WORDS = 32  # an array search takes its first words in chunks this big, in the plan's order


@dataclass(frozen=True, order=True)
class FillFamiliarity:
    """A fill's words by Zipf: the rarest, then the median (compared in that order)."""

    worst: float
    median: float


@dataclass(frozen=True)
class Probed:
    """One probe of the bisection: was a fill found with every word's Zipf >= `threshold`
    (None: the time ran out first), and the best fill's familiarity so far."""

    threshold: float
    found: bool | None
    best: FillFamiliarity | None


@dataclass(frozen=True)
class FamiliarFill:
    """The best fill found (None: none), how familiar it is, and what is known: `proven`,
    no fill has a commoner worst word (or, with no grid, no fill exists at all);
    `complete`, nor a higher median with it; `ceiling`, the lowest Zipf at which the
    search proved that no fill has every word that common (None: it proved none);
    `no_everyday_fill`, it proved that no fill has every word at EVERYDAY_ZIPF or more."""

    grid: str | None
    familiarity: FillFamiliarity | None
    proven: bool
    complete: bool
    ceiling: float | None
    no_everyday_fill: bool

    @property
    def everyday(self) -> bool:
        """Every word of the fill at least EVERYDAY_ZIPF: words most solvers know."""
        return self.familiarity is not None and self.familiarity.worst >= EVERYDAY_ZIPF


class _OutOfTime(Exception):
    pass


def familiarity(scores: Iterable[float]) -> FillFamiliarity:
    values = sorted(scores)
    if not values:
        return FillFamiliarity(0.0, 0.0)
    return FillFamiliarity(values[0], float(statistics.median(values)))


def familiar_fill(
    shape: Shape,
    words: WordList,
    pins: Pins = NO_PINS,
    budget: float = DEFAULT_BUDGET,
    seed: int | str = 0,
    should_stop: Callable[[], bool] = lambda: False,
    avoided: frozenset[str] = frozenset(),
    taken: frozenset[str] = frozenset(),
    leave_out: float = 0.0,
    hint: float | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> Generator[Probed, None, FamiliarFill]:
    """A stream of probes ending in the most familiar fill found within `budget` seconds
    of `clock`, using none of the `avoided` words and none of the `taken` grids. When
    `should_stop` says so, it ends at its next step with the best fill so far.
    `leave_out`: the share of the words the seed leaves out at random, so that each seed
    makes another fill (the best of the rest; 0: the best of all, the same for every seed).
    `hint`: a worst word's Zipf a fill had before (the last puzzle of a batch), probed first
    instead of EVERYDAY_ZIPF: on a big shape, where a fill is found in seconds at best."""
    deadline = clock() + budget
    rng = random.Random(f"familiar:{seed}")
    free = [k for k in range(len(shape.slots)) if k not in pins.words]
    zipf: dict[str, float] = {}
    for length in {len(shape.slots[k]) for k in free}:
        group = words.of_length(length)
        zipf.update((w, z) for w, z in zip(group.words, group.scores) if w not in avoided and rng.random() >= leave_out)
    search = _Search(shape, pins, free, zipf, rng, taken, should_stop, clock)
    values = sorted(set(zipf.values()))
    low, high = -1, len(values)  # values[low] has a fill; none was found at values[high]
    best: str | None = None
    ceiling: float | None = None  # the lowest threshold proven to have no fill
    timed_out = False
    # the first probe: is there a fill of everyday words (or one as good as the hint's)?
    everyday = bisect.bisect_left(values, EVERYDAY_ZIPF) if hint is None else bisect.bisect_right(values, hint) - 1
    started = clock()
    probing_end = started + budget * PROBING
    while high - low > 1 and not should_stop() and clock() < probing_end:
        if best is None and clock() > started + budget * FIRST_FILL_BY:
            break  # no fill yet: the lowest thresholds' turn
        # a probe that ran out of time is followed by one nearer the fills known: lower down,
        # fills are many and found sooner, and proofs are quick high up
        mid = low + max(1, (high - low) // (4 if timed_out else 2))
        mid, everyday = (everyday, -1) if low < everyday < high else (mid, everyday)
        now = clock()
        share = probing_end - now if high - low == 2 else min((probing_end - now) / 2, budget * PROBE_SHARE)
        found = search.first(values[mid], now + share)
        if isinstance(found, str):
            best, timed_out = found, False
            low = values.index(search.worst(found))  # at least mid: every word is >= values[mid]
        else:
            high, timed_out = mid, found is None
            ceiling = values[mid] if found is False else ceiling
        yield Probed(values[mid], None if found is None else found is not False, search.score(best))
    for last in sorted({next((v for v in values if v > 0), 0.0), 0.0}, reverse=True):
        if best is not None or not values or should_stop() or (ceiling is not None and ceiling <= last):
            break
        found = search.first(last, max(deadline, clock()) + budget * OVERTIME)
        best = found if isinstance(found, str) else None
        ceiling = last if found is False else ceiling
        low = values.index(search.worst(best)) if best is not None else -1
        high = values.index(last) if best is None else high
        yield Probed(last, None if found is None else found is not False, search.score(best))
    proven = high == low + 1 and (high == len(values) or ceiling == values[high])
    at = bisect.bisect_left(values, EVERYDAY_ZIPF)  # values[at]: the threshold that keeps the everyday words, only them
    none_everyday = at == len(values) or (ceiling is not None and ceiling <= values[at])
    if best is None:
        return FamiliarFill(None, None, proven, proven, ceiling, none_everyday)
    complete = search.walk(search.worst(best), best, deadline)
    best = search.best or best
    return FamiliarFill(best, search.score(best), proven, proven and complete, ceiling, none_everyday)


class _Search:
    """The node searches at one threshold after another, over one jittered order of words."""

    def __init__(
        self,
        shape: Shape,
        pins: Pins,
        free: list[int],
        zipf: dict[str, float],
        rng: random.Random,
        taken: frozenset[str],
        should_stop: Callable[[], bool],
        clock: Callable[[], float],
    ) -> None:
        self.shape, self.pins, self.free, self.zipf, self.rng = shape, pins, free, zipf, rng
        self.taken, self.should_stop, self.clock = taken, should_stop, clock
        self.best: str | None = None
        self.plans: dict[float, FillPlan | None] = {}
        self.weights = {w: 10.0**z for w, z in zipf.items()}

    def worst(self, grid: str) -> float:
        score = self.score(grid)
        assert score is not None  # a grid has a score
        return score.worst

    def score(self, grid: str | None) -> FillFamiliarity | None:
        if grid is None:
            return None
        slots = self.shape.slots
        return familiarity(self.zipf[grid_word(grid, slots[k].cells)] for k in self.free)

    def _plan(self, threshold: float) -> FillPlan | None:
        """The plan of the words at or above `threshold` in a jittered order, commonest
        first (kept: a big list's plan takes a second or two); None when a slot has no word."""
        if threshold not in self.plans:
            rng, zipf = self.rng, self.zipf
            keep = [w for w, z in zipf.items() if z >= threshold]
            keep.sort(key=lambda w: -(zipf[w] + rng.random() * JITTER))
            by_length: dict[int, list[str]] = {}
            for w in keep:
                by_length.setdefault(len(w), []).append(w)
            words = WordList(
                "familiar",
                {
                    n: WordsOfLength(n, alphabet.encoded("".join(ws)), array("f", [zipf[w] for w in ws]).tobytes())
                    for n, ws in by_length.items()
                },
            )
            try:
                self.plans[threshold] = plan_fill(self.shape, words, self.pins)
            except PuzzleError:  # a slot no word fits: no fill
                self.plans[threshold] = None
        return self.plans[threshold]

    def _search(self, threshold: float, end: float, accept: Callable[[str], bool]) -> bool | None:
        """Every fill at `threshold` until `end`, `accept` hearing each grid: True when it
        accepted one, False when none was left, None when the time ran out.

        A lattice shape (waffles, solid grids) is searched by the array search, which
        proves "no fill" in a second where the node search would take hours; any other
        shape by the node search, in runs of doubling steps, each a sampled run (a few
        words a slot drawn at random, commoner likelier: fast to find a fill, proving
        nothing) and then a whole one in order."""
        plan = self._plan(threshold)
        if plan is None:
            return False
        stopped = self.should_stop
        if plan.crossings is not None:
            left, wait = list(plan.first_candidates), FIRST_SLICE
            while True:
                outcome, left = self._sweep(plan, left, min(end, self.clock() + wait), accept)
                if outcome is not None or self.clock() >= end or stopped():
                    return outcome
                wait *= 2
        steps = FIRST_STEPS
        while self.clock() < end and not stopped():
            for sampled in (True, False):
                outcome = self._run(plan, steps, end, accept, sampled)
                if outcome is True or (outcome is False and not sampled):
                    return outcome
            steps *= 2
        return None

    def _sweep(
        self, plan: FillPlan, firsts: list[str], end: float, accept: Callable[[str], bool]
    ) -> tuple[bool | None, list[str]]:
        """The array search of a lattice plan (see `_search`) under the first words not yet
        searched, in a fresh jittered order, commonest first, a chunk at a time, until `end`;
        and the first words still to search. A search that finds nothing for a while goes on
        in another order (the time to a first fill is heavy-tailed), never searching a
        chunk twice, so that it still proves "no fill" when it gets through them all."""
        zipf, rng = self.zipf, self.rng
        firsts = sorted(firsts, key=lambda w: -(zipf.get(w, 0.0) + rng.random() * JITTER))
        for at in range(0, len(firsts), FIRST_WORDS):
            for batch in ArraySearch().batches(plan, firsts[at : at + FIRST_WORDS]):
                if any(accept(grid) for grid in batch.grids):
                    return True, firsts[at:]
                if self.clock() > end or self.should_stop():
                    return None, firsts[at:]  # this chunk again: its search was cut short
        return False, []

    def _run(self, plan: FillPlan, steps: int, end: float, accept: Callable[[str], bool], sampled: bool) -> bool | None:
        """One node search of at most `steps` steps (see `_search`)."""
        left = steps
        clock, should_stop = self.clock, self.should_stop

        def step() -> None:
            nonlocal left
            left -= 1
            if left < 0 or (left & 63 == 0 and (clock() > end or should_stop())):
                raise _OutOfTime

        rng, weights = (self.rng, self.weights) if sampled else (None, None)
        search = NodeSearch(rng, weights, step, first_only=True, accept=accept)
        try:
            return any(batch.found for batch in search.batches(plan, plan.first_candidates))
        except _OutOfTime:
            return None

    def first(self, threshold: float, end: float) -> str | bool | None:
        """A fill not taken at `threshold`; False: none exists; None: the time ran out."""
        found: list[str] = []

        def accept(grid: str) -> bool:
            if grid in self.taken:
                return False
            found.append(grid)
            return True

        outcome = self._search(threshold, end, accept)
        return found[0] if found else outcome

    def walk(self, threshold: float, start: str, end: float) -> bool:
        """The fills at `threshold` until `end`, the one of highest median kept in `best`;
        True when the walk saw them all."""
        self.best, best = start, self.score(start)

        def accept(grid: str) -> bool:
            nonlocal best
            if grid not in self.taken and (score := self.score(grid)) is not None and best is not None and score > best:
                self.best, best = grid, score
            return False

        return self._search(threshold, end, accept) is False


def grid_word(grid: str, cells: tuple[int, ...]) -> str:
    return "".join(grid[c] for c in cells)
