"""Fewest swaps from the tiles to the solution, exactly, with a sequence to follow.

Every non-green cell c is an edge t(c) -> s(c) of a directed multigraph on letters.
Resolving a cycle of k such edges takes k - 1 swaps, so the fewest swaps is
(#non-green cells) - (the most cycles the edges can be split into). Two-cycles are
always safe to take first (seed 000: a swap making two greens is never wrong); the
rest is an exact search: some cycle of every decomposition passes through any given
edge, so try each simple cycle through one edge and recurse, memoised on the edge
multiplicities and bounded by (edges left) // 3.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from studio.core.waffle.puzzle import check_same_letters

SPARE_SWAPS = 5   # the game allows the optimum + 5; each unused swap is a star

Edge = tuple[str, str]


@dataclass(frozen=True)
class SwapPlan:
    fewest: int
    swaps: tuple[tuple[int, int], ...]   # cell pairs, two-green swaps first

    @property
    def allowed(self) -> int:
        return self.fewest + SPARE_SWAPS


def stars(fewest: int, used: int) -> int:
    """Stars the game gives when solved after `used` swaps: the unused spare swaps."""
    return max(0, min(SPARE_SWAPS, fewest + SPARE_SWAPS - used))


def max_cycles(edges: dict[Edge, int]) -> tuple[int, list[list[Edge]]]:
    """The most cycles a directed Eulerian multigraph splits into, and one such split."""
    counts = dict(edges)
    cycles: list[list[Edge]] = []
    for (a, b) in list(counts):
        if a < b and (b, a) in counts:
            k = min(counts[(a, b)], counts[(b, a)])
            cycles += [[(a, b), (b, a)]] * k
            counts[(a, b)] -= k
            counts[(b, a)] -= k
    keys = sorted(e for e, n in counts.items() if n)
    best = _CycleSearch(keys).split(tuple(counts[e] for e in keys))
    return len(cycles) + len(best), cycles + best


class _CycleSearch:
    def __init__(self, keys: list[Edge]) -> None:
        self.keys = keys
        self.out: dict[str, list[int]] = defaultdict(list)
        for i, (a, _) in enumerate(keys):
            self.out[a].append(i)
        self.memo: dict[tuple[int, ...], tuple[int, tuple[int, ...] | None]] = {}

    def split(self, state: tuple[int, ...]) -> list[list[Edge]]:
        self.best(state)
        cycles = []
        while any(state):
            _, cycle = self.memo[state]
            cycles.append([self.keys[i] for i in cycle])
            state = tuple(n - cycle.count(i) for i, n in enumerate(state))
        return cycles

    def best(self, state: tuple[int, ...]) -> int:
        """Most cycles for these multiplicities (memoised)."""
        if not any(state):
            return 0
        known = self.memo.get(state)
        if known is not None:
            return known[0]
        bound = sum(state) // 3
        first = self._branch_edge(state)
        top, choice = -1, None
        for cycle in self._cycles_through(first, state):
            rest = list(state)
            for i in cycle:
                rest[i] -= 1
            value = 1 + self.best(tuple(rest))
            if value > top:
                top, choice = value, cycle
                if top >= bound:
                    break
        self.memo[state] = (top, choice)
        return top

    def _branch_edge(self, state: tuple[int, ...]) -> int:
        """An edge out of the letter with the fewest ways on: the fewest branches."""
        def ways(i: int) -> int:
            return sum(1 for j in self.out[self.keys[i][1]] if state[j])
        return min((i for i, n in enumerate(state) if n), key=ways)

    def _cycles_through(self, first: int, state: tuple[int, ...]):
        """Simple cycles (no letter twice) starting with edge `first`, as edge indexes."""
        start, nxt = self.keys[first]
        path, seen = [first], {start, nxt}

        def walk(at: str):
            for i in self.out[at]:
                if not state[i]:
                    continue
                to = self.keys[i][1]
                if to == start:
                    yield (*path, i)
                elif to not in seen:
                    seen.add(to)
                    path.append(i)
                    yield from walk(to)
                    path.pop()
                    seen.discard(to)

        yield from walk(nxt)


def swap_plan(tiles: str, solution: str) -> SwapPlan:
    """The fewest swaps and one optimal sequence of them (cell index pairs)."""
    check_same_letters(tiles, solution)
    cells_of: dict[Edge, list[int]] = defaultdict(list)
    for c, (t, s) in enumerate(zip(tiles, solution)):
        if t != s:
            cells_of[(t, s)].append(c)
    n_cycles, cycles = max_cycles({e: len(cs) for e, cs in cells_of.items()})
    swaps: list[tuple[int, int]] = []
    for cycle in sorted(cycles, key=len):
        cells = [cells_of[edge].pop() for edge in cycle]
        swaps += [(cells[0], other) for other in reversed(cells[1:])]
    return SwapPlan(sum(t != s for t, s in zip(tiles, solution)) - n_cycles, tuple(swaps))


def fewest_swaps(tiles: str, solution: str) -> int:
    return swap_plan(tiles, solution).fewest


def apply_swaps(tiles: str, swaps) -> str:
    board = list(tiles)
    for a, b in swaps:
        board[a], board[b] = board[b], board[a]
    return "".join(board)
