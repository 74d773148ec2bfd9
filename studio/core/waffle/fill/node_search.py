"""The node search: word by word, on any shape, with what a random fill needs (a random
order, weights, a budget of nodes) and what an estimate needs (a probe)."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.waffle.fill.batch import Batch
from studio.core.waffle.fill.plan import FillPlan, NextCheck

SAMPLE = 64  # a random fill tries at most this many words per slot, at random


@dataclass(frozen=True)
class NodeSearch:
    """Every fill of a plan word by word (an Engine), a batch per second-slot word.

    Below the second slot the search is a plain recursion (several times faster than
    nested generators); a batch holds what one second word led to, so memory stays
    bounded (one first word alone can lead to millions of grids). With `rng`,
    candidates come in a random order, likelier words first by `weights` (the
    `favoured` words always among those tried); the `avoided` words are never placed;
    `on_node` is called at every step (a budget); `first_only` stops at the first fill.
    With `probe`, only one second word, drawn by it, is searched under each first word
    (a sample of the tree; `branches` says how many it stands for). `on_dead_end` hears the step of every slot left no
    word (where a fill is tight). `accept` hears every whole grid and says whether it counts:
    a grid it refuses is neither kept nor a first fill (a search that scores grids as
    they come, or passes over grids already made).
    """

    rng: random.Random | None = None
    weights: dict[str, float] | None = None
    on_node: Callable[[], None] | None = None
    first_only: bool = False
    probe: random.Random | None = None
    favoured: frozenset[str] = frozenset()
    avoided: frozenset[str] = frozenset()
    on_dead_end: Callable[[int], None] | None = None
    accept: Callable[[str], bool] | None = None

    def batches(self, plan: FillPlan, firsts: Sequence[str]) -> Iterator[Batch]:
        rng, weights, on_node, first_only = self.rng, self.weights, self.on_node, self.first_only
        probe, favoured, avoided, on_dead_end = self.probe, self.favoured, self.avoided, self.on_dead_end
        accept = self.accept
        grid = list(plan.start)
        used: set[str] = set()
        last = len(plan.order) - 1
        slots = [plan.shape.slots[k].cells for k in plan.order]
        key_cells, index, checks = plan.key_cells, plan.index, plan.lookahead
        mirror, repeats, next_check = plan.mirror_step, plan.allow_repeats, plan.next_check
        unions: dict[tuple[int, int, frozenset[str]], int] = {}
        found: list[str] = []

        def ordered(words: list[str]) -> list[str]:
            """A random order, likelier words first (weighted sampling by exponential keys).
            Long lists are cut to a random sample first: a random fill rarely looks far."""
            if rng is None:
                return words
            if len(words) > SAMPLE:
                sample = rng.sample(words, SAMPLE)
                words = list(dict.fromkeys([*(w for w in words if w in favoured), *sample])) if favoured else sample
            if not weights:
                return rng.sample(words, len(words))
            return sorted(words, key=lambda w: -math.log(1.0 - rng.random()) / max(weights.get(w, 1e-3), 1e-3))

        def requirements(step: int) -> list[tuple[int, frozenset[str]]] | None:
            """(position, letters allowed there) from each forward check; None: a dead end."""
            require = []
            for cells_, at, table in checks[step]:
                letters = table.get("".join([grid[c] for c in cells_]))
                if letters is None:
                    return None
                require.append((at, letters))
            return require

        def next_words(step: int, check: NextCheck) -> int:
            """Bit mask of the next step's words that fit everything decided before this step."""
            others, _, _, masks, words = check
            for c, i in others:
                words &= masks[i].get(grid[c], 0)
            for cells_, at, table in checks[step + 1]:
                letters = table.get("".join([grid[c] for c in cells_]))
                if letters is None:
                    return 0
                union = unions.get((step, at, letters))
                if union is None:
                    union = unions[(step, at, letters)] = sum(masks[at].get(ch, 0) for ch in letters)
                words &= union
            return words

        def fitting(step: int) -> list[str]:
            """The words for this step that pass every forward check, given the decided cells."""
            candidates = index[step].get("".join([grid[c] for c in key_cells[step]]))
            if not candidates:
                return []
            require = requirements(step)
            if require is None:
                return []
            candidates = passing(candidates, require)
            if avoided:
                candidates = [w for w in candidates if w not in avoided]
            check = next_check[step]
            if check is None or not candidates:
                return candidates
            following = next_words(step, check)
            _, cross, at, masks, _ = check
            by_letter = masks[cross]
            return [w for w in candidates if following & by_letter.get(w[at], 0)] if following else []

        def choices(step: int) -> list[str]:
            """`fitting`, and of a grid and its transpose only the one whose first word sorts first."""
            if on_node is not None:
                on_node()
            candidates = fitting(step)
            if not candidates and on_dead_end is not None:
                on_dead_end(step)
            if step == mirror and candidates:
                first = "".join([grid[c] for c in slots[0]])
                candidates = [w for w in candidates if w > first]
            return candidates

        def search(step: int) -> None:
            candidates = choices(step)
            if not candidates:
                return
            cells = slots[step]
            if step == last:
                for word in candidates:
                    if repeats or word not in used:
                        for c, ch in zip(cells, word):
                            grid[c] = ch
                        whole = "".join(grid)
                        if accept is not None and not accept(whole):
                            continue
                        found.append(whole)
                        if first_only:
                            raise _Found
                return
            for word in ordered(candidates):
                if word in used and not repeats:
                    continue
                for c, ch in zip(cells, word):
                    grid[c] = ch
                used.add(word)
                search(step + 1)
                used.discard(word)

        allowed = set(fitting(0))
        for n, word in enumerate(ordered(list(firsts))):
            if word not in allowed:
                continue
            for c, ch in zip(slots[0], word):
                grid[c] = ch
            if last == 0:
                whole = "".join(grid)
                yield Batch([whole] if accept is None or accept(whole) else [], n + 1)
                continue
            used.add(word)
            seconds = choices(1)
            branches = len(seconds)
            if probe is not None and seconds:
                seconds = [probe.choice(seconds)]
            for i, second in enumerate(ordered(seconds), 1):
                if second in used and not repeats:
                    continue
                for c, ch in zip(slots[1], second):
                    grid[c] = ch
                if last == 1:
                    whole = "".join(grid)
                    if accept is None or accept(whole):
                        found.append(whole)
                else:
                    used.add(second)
                    try:
                        search(2)
                    except _Found:
                        yield Batch(found[:1], n + 1, branches)
                        return
                    used.discard(second)
                if first_only and found:
                    yield Batch(found[:1], n + 1, branches)
                    return
                grids = found[:]
                found.clear()
                yield Batch(grids, n + i / len(seconds), branches)
            used.discard(word)
        yield Batch([], len(firsts))


def passing(words: Iterable[str], require: list[tuple[int, frozenset[str]]]) -> list[str]:
    """The words with an allowed letter at every required position (unrolled: the hot loop)."""
    if not require:
        return list(words)
    if len(require) == 1:
        ((at, letters),) = require
        return [w for w in words if w[at] in letters]
    if len(require) == 2:
        (at, letters), (at2, letters2) = require
        return [w for w in words if w[at] in letters and w[at2] in letters2]
    if len(require) == 3:
        (at, letters), (at2, letters2), (at3, letters3) = require
        return [w for w in words if w[at] in letters and w[at2] in letters2 and w[at3] in letters3]
    return [w for w in words if all(w[at] in letters for at, letters in require)]


class _GiveUp(Exception):
    pass


class _Found(Exception):
    pass


class _Budget:
    def __init__(self, nodes: int, should_stop: Callable[[], bool]) -> None:
        self.left, self.should_stop = nodes, should_stop

    def spend(self) -> None:
        self.left -= 1
        if self.left < 0 or self.should_stop():
            raise _GiveUp


def random_fill(
    plan: FillPlan,
    rng: random.Random,
    weights: dict[str, float] | None = None,
    should_stop: Callable[[], bool] = lambda: False,
    nodes_per_try: int = 20_000,
    tries: int = 50,
    favoured: frozenset[str] = frozenset(),
    avoided: frozenset[str] = frozenset(),
) -> str | None:
    """One fill, frequency-weighted at random, using none of the `avoided` words; None
    when a whole search found nothing.

    A random depth-first search can sink into a dead region; it restarts with a new
    random order after `nodes_per_try` steps (a restart strategy). Raises PuzzleError
    when every try ran out of steps, since then no answer is known either way.
    """
    for _ in range(tries):
        budget = _Budget(nodes_per_try, should_stop)
        try:
            search = NodeSearch(rng, weights, budget.spend, first_only=True, favoured=favoured, avoided=avoided)
            found = next((grid for batch in search.batches(plan, plan.first_candidates) for grid in batch.grids), None)
        except _GiveUp:
            if should_stop():
                return None
            continue
        if found is not None or plan_is_complete(plan):
            return found
    raise PuzzleError(fact(Code.NO_FILL_IN_TRIES, tries=tries))


def plan_is_complete(plan: FillPlan) -> bool:
    """A random search sees every candidate only when no slot's list was cut to a sample."""
    return all(len(words) <= SAMPLE for table in plan.index for words in table.values())
