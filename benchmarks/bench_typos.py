"""Colour typos (issue 33): every single-tile colour typo of real dailies and deluxes,
solved as a player would type it. How many come back as a confident wrong answer
before (any answer but the published one) and after (one the report does not doubt:
no one-colour change with likelier words, SolveReport.likelier), and how many published
puzzles the doubt wrongly falls on. No baseline: counts, not timings.

    python benchmarks/bench_typos.py [DAILIES] [DELUXES]    # default 30 and 8
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from studio.core.errors import PuzzleError  # noqa: E402
from studio.core.waffle.colors import color_tiles  # noqa: E402
from studio.core.waffle.puzzle import Puzzle  # noqa: E402
from studio.core.waffle.shape import waffle_shape  # noqa: E402
from studio.core.waffle.solve import solve_puzzle  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "waffle"
SHAPES = {"daily": waffle_shape(5, 5), "deluxe": waffle_shape(7, 7)}


def records(kind: str) -> list[dict]:
    with open(DATA / f"{kind}_archive.jsonl", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def published(kind: str, record: dict) -> Puzzle:
    shape = SHAPES[kind]
    return Puzzle(shape, record["puzzle"], color_tiles(shape, record["puzzle"], record["solution"]))


def outcome(puzzle: Puzzle, solution: str) -> str:
    """What the player hears: refused, no solution, the right answer, a doubted or a confident wrong one."""
    try:
        report = solve_puzzle(puzzle)
    except PuzzleError:
        return "refused (colours impossible)"
    if not report.solved:
        return "no solution (tile named)" if report.fixes else "no solution"
    if report.solved[0].candidate.letters == solution:
        return "published answer first"
    rare = "rare-tier words" if report.deduction.fallback_from else "solving-tier words"
    return f"{'doubted' if report.likelier else 'CONFIDENT WRONG'}, {rare}"


def sweep(kind: str, count: int) -> None:
    tally: Counter[str] = Counter()
    puzzles_hit: set[int] = set()
    start = time.perf_counter()
    for record in records(kind)[:count]:
        puzzle = published(kind, record)
        for cell in puzzle.shape.cells:
            for color in "gy-":
                if color != puzzle.colors[cell]:
                    typo = puzzle.with_changes(colors=puzzle.colors[:cell] + color + puzzle.colors[cell + 1 :])
                    said = outcome(typo, record["solution"])
                    tally[said] += 1
                    if said.startswith(("doubted", "CONFIDENT")):
                        puzzles_hit.add(record["number"])
    total = sum(tally.values())
    wrong = sum(n for said, n in tally.items() if said.startswith(("doubted", "CONFIDENT")))
    confident = sum(n for said, n in tally.items() if said.startswith("CONFIDENT"))
    seconds = time.perf_counter() - start
    print(f"{kind}: {count} puzzles, {total} single-colour typos ({seconds:.0f} s)")
    for said, n in sorted(tally.items()):
        print(f"  {said:<42} {n:5}")
    print(f"  confident wrong answers before: {wrong} ({wrong / total:.1%}), on {len(puzzles_hit)} puzzles")
    print(f"  confident wrong answers after:  {confident} ({confident / total:.1%})")


def false_alarms(kind: str) -> None:
    """Published puzzles (the right colours) whose answer is doubted all the same."""
    doubted, listed, total = [], 0, 0
    for record in records(kind):
        total += 1
        report = solve_puzzle(published(kind, record))
        listed += any(s.candidate.letters == record["solution"] for s in report.solved)
        if report.likelier:
            doubted.append(record["number"])
    print(f"{kind} archive: {total} published puzzles, answer listed in {listed}, doubted {len(doubted)}: {doubted}")


if __name__ == "__main__":
    dailies, deluxes = (int(a) for a in (sys.argv[1:] + ["30", "8"][len(sys.argv) - 1 :])[:2])
    sweep("daily", dailies)
    sweep("deluxe", deluxes)
    false_alarms("daily")
    false_alarms("deluxe")
