"""Fewest swaps from the tiles to the solution, exactly, with a sequence to follow.

Every non-green cell c is an edge t(c) -> s(c) of a directed multigraph on letters.
Resolving a cycle of k such edges takes k - 1 swaps, so the fewest swaps is
(#non-green cells) - (the most cycles the edges can be split into).

The most cycles, exactly: two-cycles (a swap making two greens) are always safe to
take (the proof is in docs/RULES.md W3), and so is a finished loop. Otherwise pick the letter with the
fewest choices and branch on how its incoming edges pair with its outgoing ones; each
pairing removes the letter (u->v->w becomes u->w). Memoised on the edge multiset and
bounded by (edges left) // 3, since every cycle left has at least three edges.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from studio.core.facts import Code, Fact, fact
from studio.core.waffle.puzzle import check_same_letters
from studio.core.waffle.shape import ROYALE, Shape

SPARE_SWAPS = 5  # the game allows the optimum + 5; each unused swap is a star

Edge = tuple[str, str]
Pairing = tuple[tuple[Edge, int], ...]


@dataclass(frozen=True)
class SwapPlan:
    """The fewest swaps and one sequence that achieves them."""

    fewest: int
    swaps: tuple[tuple[int, int], ...]  # cell pairs, two-green swaps first

    @property
    def allowed(self) -> int:
        return self.fewest + SPARE_SWAPS


def stars(fewest: int, used: int) -> int:
    """Stars the game gives when solved after `used` swaps: the unused spare swaps."""
    return max(0, min(SPARE_SWAPS, fewest + SPARE_SWAPS - used))


def _safe_cycles(counts: dict[Edge, int]) -> tuple[int, dict[Edge, int], list[Edge]]:
    """Take every loop and two-cycle: (how many, what is left, which edge kinds went, in order)."""
    left = {e: n for e, n in counts.items() if n}
    taken: list[Edge] = []
    for (a, b), n in list(left.items()):
        if a == b:
            taken += [(a, a)] * n
            del left[(a, b)]
    for a, b in list(left):
        if a < b and (a, b) in left and (b, a) in left:
            k = min(left[(a, b)], left[(b, a)])
            taken += [(a, b)] * k
            for e in ((a, b), (b, a)):
                left[e] -= k
                if not left[e]:
                    del left[e]
    return len(taken), left, taken


def _pairings(ins: dict[str, int], outs: dict[str, int]) -> Iterator[Pairing]:
    """Every way to match a letter's incoming edges (by source) with its outgoing ones
    (by target): the matrices with these row and column sums."""
    sources, targets = sorted(ins), sorted(outs)

    def rows(i: int, room: tuple[int, ...]) -> Iterator[Pairing]:
        if i == len(sources):
            yield ()
            return
        for row in _splits(ins[sources[i]], room):
            rest = tuple(r - k for r, k in zip(room, row))
            for tail in rows(i + 1, rest):
                yield tuple(((sources[i], t), k) for t, k in zip(targets, row) if k) + tail

    yield from rows(0, tuple(outs[t] for t in targets))


def _splits(total: int, room: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    if not room:
        if total == 0:
            yield ()
        return
    for k in range(min(total, room[0]) + 1):
        for rest in _splits(total - k, room[1:]):
            yield (k, *rest)


class _Elimination:
    """The most cycles of a multigraph, remembering the best pairing of every state."""

    def __init__(self) -> None:
        self.memo: dict[Pairing, tuple[int, tuple[str, Pairing] | None]] = {}

    def most_cycles(self, counts: dict[Edge, int]) -> int:
        safe, left, _ = _safe_cycles(counts)
        return safe + self._rest(left)

    def _rest(self, state: dict[Edge, int]) -> int:
        if not state:
            return 0
        key = tuple(sorted(state.items()))
        known = self.memo.get(key)
        if known is not None:
            return known[0]
        bound = sum(state.values()) // 3
        letter, ins, outs = _fewest_choices(state)
        kept = {e: n for e, n in state.items() if letter not in e}
        top, choice = -1, None
        for pairing in _pairings(ins, outs):
            merged = dict(kept)
            for edge, k in pairing:
                merged[edge] = merged.get(edge, 0) + k
            value = self.most_cycles(merged)
            if value > top:
                top, choice = value, (letter, pairing)
                if top >= bound:
                    break
        self.memo[key] = (top, choice)
        return top

    def best_move(self, state: dict[Edge, int]) -> tuple[str, Pairing]:
        key = tuple(sorted(state.items()))
        if key not in self.memo:
            self._rest(state)
        move = self.memo[key][1]
        assert move is not None
        return move


def _fewest_choices(state: dict[Edge, int]) -> tuple[str, dict[str, int], dict[str, int]]:
    ins: dict[str, dict[str, int]] = defaultdict(dict)
    outs: dict[str, dict[str, int]] = defaultdict(dict)
    for (a, b), n in state.items():
        outs[a][b] = n
        ins[b][a] = n
    letter = min(ins, key=lambda v: (len(ins[v]) * len(outs[v]), sum(ins[v].values()), v))
    return letter, ins[letter], outs[letter]


def cell_cycles(moves: dict[Edge, list[int]]) -> list[list[int]]:
    """Split the non-green cells (grouped by tile -> solution letter) into the most
    cycles. Each cycle lists cells c1..ck where the tile of c(i) belongs at c(i-1)."""
    paths: dict[Edge, list[list[int]]] = {e: [[c] for c in cells] for e, cells in moves.items() if cells}
    search = _Elimination()
    cycles: list[list[int]] = []
    while paths:
        _, left, taken = _safe_cycles({e: len(p) for e, p in paths.items()})
        for a, b in taken:
            cycle = paths[(a, b)].pop() + ([] if a == b else paths[(b, a)].pop())
            cycles.append(cycle)
        paths = {e: p for e, p in paths.items() if p}
        if not paths:
            break
        letter, pairing = search.best_move(left)
        for (source, target), k in pairing:
            for _ in range(k):
                joined = paths[(source, letter)].pop() + paths[(letter, target)].pop()
                paths.setdefault((source, target), []).append(joined)
        paths = {e: p for e, p in paths.items() if p}
    return cycles


def max_cycles(counts: dict[Edge, int]) -> int:
    """The most cycles a directed Eulerian multigraph splits into."""
    return _Elimination().most_cycles(counts)


def swap_plan(tiles: str, solution: str) -> SwapPlan:
    """The fewest swaps and one optimal sequence of them (cell index pairs)."""
    check_same_letters(tiles, solution)
    moves: dict[Edge, list[int]] = defaultdict(list)
    for c, (t, s) in enumerate(zip(tiles, solution)):
        if t != s:
            moves[(t, s)].append(c)
    cycles = sorted(cell_cycles(moves), key=len)
    swaps = [(cycle[0], other) for cycle in cycles for other in reversed(cycle[1:])]
    return SwapPlan(len(swaps), tuple(swaps))


def fewest_swaps(tiles: str, solution: str) -> int:
    return swap_plan(tiles, solution).fewest


def apply_swaps(tiles: str, swaps: Iterable[tuple[int, int]]) -> str:
    board = list(tiles)
    for a, b in swaps:
        board[a], board[b] = board[b], board[a]
    return "".join(board)


# Every real daily (5x5) is scrambled to exactly 10 fewest swaps and every deluxe (7x7) to
# 20 (all 1147 archive puzzles), so on those shapes a candidate that needs another count
# is an unlikely answer, though the colours allow it: it is ranked after, not dropped.
# The Royale's count is derived the same way (half its 25 cells: 12), not read off an
# archive (docs/RULES.md, W3).
GAME_SHAPES = {("waffle", 5, 5): "daily", ("waffle", 7, 7): "deluxe", (ROYALE, 7, 7): "Royale"}


def game_mode(shape: Shape) -> str | None:
    """The game's name for its own shapes ('daily', 'deluxe', 'Royale'), else None."""
    return GAME_SHAPES.get((shape.kind, shape.rows, shape.cols))


def game_swaps(shape: Shape) -> int | None:
    """The fewest swaps the game scrambles its own shapes to (half the cells), else None."""
    return len(shape.cells) // 2 if game_mode(shape) else None


def game_first(shape: Shape, fewest: Sequence[int]) -> list[int]:
    """The order to show candidates in (indexes into `fewest`, given likeliest first): on
    the game's shapes those that need exactly the game's count come first, each part
    keeping its order."""
    count = game_swaps(shape)
    return sorted(range(len(fewest)), key=lambda i: count is not None and fewest[i] != count)


def game_count_note(shape: Shape, fewest: Sequence[int]) -> Fact | None:
    """Why the candidates (ranked by `game_first`) stand in that order, or None when the
    game's count says nothing (another shape, or a single candidate): how many of them
    need exactly the game's count."""
    count, kind = game_swaps(shape), game_mode(shape)
    if count is None or kind is None or len(fewest) < 2:
        return None
    matching = sum(n == count for n in fewest)
    return fact(Code.GAME_COUNT, kind=kind, count=count, matching=matching, candidates=len(fewest))
