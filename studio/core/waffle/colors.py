"""Colours: the three colouring policies and the tolerant consistency check.

Per slot and letter L (docs/RULES.md W2): `need` = non-green cells of the slot whose
solution is L; T = non-green cells of the slot holding tile L, in slot order. The slot
marks min(need, |T|) cells of T; a cell is yellow when any of its slots marks it.
The policies differ only in WHICH cells of T a slot marks.
"""

from __future__ import annotations

from collections import Counter
from typing import Literal

from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact, fact
from studio.core.waffle.puzzle import GRAY, GREEN, YELLOW
from studio.core.waffle.shape import Shape

Policy = Literal["game", "fewest-yellows", "most-yellows"]
POLICIES: tuple[Policy, ...] = ("game", "fewest-yellows", "most-yellows")

_Node = str | tuple[str, int]  # "src", "sink", ("slot", k) or ("cell", c)


def slot_quotas(shape: Shape, tiles: str, solution: str, letter: str) -> list[tuple[list[int], int]]:
    """For each slot: (T, how many of T it marks yellow) for one letter."""
    out = []
    for slot in shape.slots:
        open_cells = [c for c in slot.cells if tiles[c] != solution[c]]
        holders = [c for c in open_cells if tiles[c] == letter]
        need = sum(solution[c] == letter for c in open_cells)
        out.append((holders, min(need, len(holders))))
    return out


def split_yellows(shape: Shape, colors: str, holders: list[int]) -> tuple[int, list[int]]:
    """Of a slot's cells holding one letter: how many are yellow and in this slot only
    (the slot must mark them), and which yellow ones are shared (either slot may)."""
    internal = sum(colors[c] == YELLOW and c not in shape.shared for c in holders)
    return internal, [c for c in holders if colors[c] == YELLOW and c in shape.shared]


def game_marks(cells: tuple[int, ...], tiles: str, solution: str) -> list[int]:
    """The cells one slot marks under the game's policy: of each letter's T, the first
    min(need, |T|) in slot order; read in order, a misplaced tile is marked while the slot
    still wants its letter. A slot's marks depend on its own cells alone."""
    wrong = [c for c in cells if tiles[c] != solution[c]]
    wanted: dict[str, int] = {}
    for c in wrong:
        wanted[solution[c]] = wanted.get(solution[c], 0) + 1
    marked = []
    for c in wrong:
        if wanted.get(tiles[c]):
            wanted[tiles[c]] -= 1
            marked.append(c)
    return marked


def colors_from(shape: Shape, tiles: str, solution: str, yellow: set[int]) -> str:
    return "".join(GREEN if tiles[c] == solution[c] else YELLOW if c in yellow else GRAY for c in shape.cells)


def color_tiles(shape: Shape, tiles: str, solution: str, policy: Policy = "game") -> str:
    """The colours a game shows for these tiles against this solution."""
    if policy not in POLICIES:
        raise PuzzleError(fact(Code.UNKNOWN_CHOICE, what="policy", choice=policy, choices=tuple(POLICIES)))
    yellow: set[int] = set()
    if policy == "game":
        for slot in shape.slots:
            yellow.update(game_marks(slot.cells, tiles, solution))
        return colors_from(shape, tiles, solution, yellow)
    for letter in sorted(set(tiles[c] for c in shape.cells if tiles[c] != solution[c])):
        quotas = slot_quotas(shape, tiles, solution, letter)
        yellow.update(c for cells in _chosen_by_flow(shape, quotas, fewest=policy == "fewest-yellows") for c in cells)
    return colors_from(shape, tiles, solution, yellow)


def _chosen_by_flow(shape: Shape, quotas: list[tuple[list[int], int]], fewest: bool) -> list[list[int]]:
    """Fewest: as many cells as possible marked by both their slots (a bipartite
    b-matching across x down). Most: as few as possible (each cell to one slot)."""
    from studio.core.waffle.maxflow import FlowNetwork  # here: only these two policies need it

    net = FlowNetwork[_Node]()
    if fewest:
        for k, (holders, quota) in enumerate(quotas):
            if shape.slots[k].across:
                net.add("src", ("slot", k), quota)
                for c in holders:
                    if c in shape.shared:
                        other = next(s for s in shape.slots_of[c] if s != k)
                        net.add(("slot", k), ("cell", c), 1)
                        net.add(("cell", c), ("slot", other), 1)
            else:
                net.add(("slot", k), "sink", quota)
    else:
        for k, (holders, quota) in enumerate(quotas):
            net.add("src", ("slot", k), quota)
            for c in holders:
                net.add(("slot", k), ("cell", c), 1)
        for c in {c for holders, _ in quotas for c in holders}:
            net.add(("cell", c), "sink", 1)
    flow = net.max_flow("src", "sink")
    doubles = {u[1] for (u, _) in flow if u[0] == "cell"} if fewest else set()
    owned = {v[1]: u[1] for (u, v) in flow if u[0] == "slot" and v[0] == "cell"}
    chosen = []
    for k, (holders, quota) in enumerate(quotas):
        mine = [c for c in holders if c in doubles or owned.get(c) == k]
        rest = [c for c in holders if c not in mine]
        chosen.append((mine + rest)[:quota])
    return chosen


def inconsistency(shape: Shape, tiles: str, colors: str, solution: str) -> Fact | None:
    """Why these colours cannot come from this solution under ANY policy, or None.

    Per slot and letter: every internal yellow cell is marked, no gray cell is, and
    every shared yellow cell is marked by at least one of its slots (a matching).
    """
    for c in shape.cells:
        if (tiles[c] == solution[c]) != (colors[c] == GREEN):
            r, k = shape.positions[c]
            return fact(Code.GREEN_NOT_IN_PLACE, row=r + 1, column=k + 1)
    if sorted(tiles) != sorted(solution):
        extra, missing = Counter(tiles) - Counter(solution), Counter(solution) - Counter(tiles)
        return fact(
            Code.NOT_A_PERMUTATION, extra="".join(sorted(extra.elements())), missing="".join(sorted(missing.elements()))
        )
    held: list[dict[str, list[int]]] = []  # per slot: its non-green cells by tile
    needed: list[dict[str, int]] = []  # per slot: how many of its non-green cells want each letter
    for slot in shape.slots:
        by_tile: dict[str, list[int]] = {}
        wanted: dict[str, int] = {}
        for c in slot.cells:
            if colors[c] != GREEN:
                by_tile.setdefault(tiles[c], []).append(c)
                wanted[solution[c]] = wanted.get(solution[c], 0) + 1
        held.append(by_tile)
        needed.append(wanted)
    for letter in sorted(set(tiles[c] for c in shape.cells if colors[c] != GREEN)):
        marks: list[tuple[int, list[int]]] = []  # per slot: (how many more it marks, its shared yellow cells)
        for k, (holders_of, need) in enumerate(zip(held, needed)):
            holders = holders_of.get(letter)
            if not holders:  # nothing to mark, nothing marked
                marks.append((0, []))
                continue
            quota = min(need.get(letter, 0), len(holders))
            internal, shared = split_yellows(shape, colors, holders)
            if not internal <= quota <= internal + len(shared):
                grays = sum(colors[c] == GRAY for c in holders)
                return fact(
                    Code.YELLOW_QUOTA,
                    slot=shape.slots[k].where,
                    quota=quota,
                    letter=letter,
                    internal=internal,
                    grays=grays,
                )
            marks.append((quota - internal, shared))
        if any(shared for _, shared in marks) and not _shared_covered(shape, marks):
            return fact(Code.SHARED_YELLOW, letter=letter)
    return None


def _shared_covered(shape: Shape, marks: list[tuple[int, list[int]]]) -> bool:
    """Whether every shared yellow cell can be marked by one of its two slots within their
    spare marks: a matching of cells to slots, grown by augmenting paths."""
    room = [spare for spare, _ in marks]
    slots_of: dict[int, list[int]] = {}
    for k, (_, shared) in enumerate(marks):
        for c in shared:
            slots_of.setdefault(c, []).append(k)
    marked: list[list[int]] = [[] for _ in marks]

    def place(c: int, seen: set[int]) -> bool:
        for k in slots_of[c]:
            if k in seen:
                continue
            seen.add(k)
            if len(marked[k]) < room[k]:
                marked[k].append(c)
                return True
            for i, other in enumerate(marked[k]):
                if place(other, seen):
                    marked[k][i] = c
                    return True
        return False

    return all(place(c, set()) for c in slots_of)
