"""How familiar generated puzzles' words are, for every shape the generator offers: one
puzzle per seed with the familiar fill (fill/familiar.py, within its budget) and with the
random fill it replaces (the baseline, from the same run), each word scored by its Zipf
in the broad tier; the median over the seeds of each puzzle's worst and median word, and
of the seconds a puzzle took (fill, scramble and the uniqueness check).

    python benchmarks/bench_familiar.py [--seeds 10] [--budget SECONDS] [--shapes 9x9,11x11]

Prints a Markdown table for the README.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from studio.core.waffle.fill.familiar import DEFAULT_BUDGET, EVERYDAY_ZIPF, familiarity  # noqa: E402
from studio.core.waffle.generate import GenerateOptions, generate_puzzles  # noqa: E402
from studio.core.waffle.shape import SHAPE_CHOICES, parse_shape_name  # noqa: E402
from studio.core.words import default_words  # noqa: E402


def one_puzzle(name: str, seed: int, familiar: bool, budget: float) -> tuple[float, float, float, str]:
    """(worst Zipf, median Zipf, seconds, words) of puzzle 1 of `seed`."""
    shape = parse_shape_name(name)
    zipf = default_words("broad").zipf
    started = time.perf_counter()
    options = GenerateOptions(shape=shape, seed=seed, familiar=familiar, budget=budget)
    found = next(a.found for a in generate_puzzles(options) if a.found is not None)
    took = time.perf_counter() - started
    assert found.puzzle.solution is not None  # a generated puzzle has its solution
    words = shape.words(found.puzzle.solution)
    score = familiarity(zipf(w) for w in words)
    return score.worst, score.median, took, " ".join(words)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--budget", type=float, default=DEFAULT_BUDGET)
    parser.add_argument("--shapes", default=",".join(SHAPE_CHOICES))
    args = parser.parse_args()
    default_words("broad")
    default_words("common")
    rows = []
    for name in args.shapes.split(","):
        cells = [name]
        for familiar in (True, False):
            runs = [one_puzzle(name, seed, familiar, args.budget) for seed in range(args.seeds)]
            for run in runs:
                how = "familiar" if familiar else "random"
                print(f"# {name} {how} {run[0]:.2f} {run[1]:.2f} {run[2]:.1f}s {run[3]}")
            worst = [r[0] for r in runs]
            everyday = sum(w >= EVERYDAY_ZIPF for w in worst)
            cells += [
                f"{statistics.median(worst):.2f} ({min(worst):.2f}-{max(worst):.2f})",
                f"{statistics.median(r[1] for r in runs):.2f}",
                f"{statistics.median(r[2] for r in runs):.1f} (max {max(r[2] for r in runs):.1f})",
            ]
            if familiar:
                cells.append(f"{everyday}/{len(runs)}")
        rows.append(cells)
        print("| " + " | ".join(cells) + " |", flush=True)
    print()
    print(
        f"| shape | familiar: worst Zipf, median (range) | familiar: median Zipf | familiar: s a puzzle "
        f"(max) | worst >= {EVERYDAY_ZIPF} | random: worst Zipf | random: median Zipf | random: s a puzzle (max) |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for cells in rows:
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
