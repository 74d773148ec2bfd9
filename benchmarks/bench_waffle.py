"""Waffle engine speed: deduction + swaps per real puzzle, swaps alone,
the worst random 7x7 scramble, the CLI over the whole archive, word-list cold start,
the hint ladder, naming the tile of a colour typo, and the splitting move."""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


from studio.core.waffle.ambiguity import splitting_move  # noqa: E402
from studio.core.waffle.blame import color_fixes  # noqa: E402
from studio.core.waffle.colors import color_tiles, colors_from, slot_quotas  # noqa: E402
from studio.core.waffle.deduce import deduce_solutions, iter_solutions  # noqa: E402
from studio.core.waffle.formats import format_text  # noqa: E402
from studio.core.waffle.hints import hint_ladder  # noqa: E402
from studio.core.waffle.puzzle import GREEN, Puzzle  # noqa: E402
from studio.core.waffle.shape import waffle_shape  # noqa: E402
from studio.core.waffle.swaps import apply_swaps, fewest_swaps, swap_plan  # noqa: E402
from studio.core.words import WordList, default_words  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "waffle"
SHAPES = {"daily": waffle_shape(5, 5), "deluxe": waffle_shape(7, 7)}


def report(name: str, ours: float, baseline: float, unit: str, target: str) -> None:
    print(
        f"{name:<44} {ours:10.3f} {unit}  baseline {baseline:10.3f} {unit}  "
        f"ratio x{baseline / ours:7.1f}  target {target}"
    )


def archive() -> dict[str, list[Puzzle]]:
    out = {}
    for kind, name in (("daily", "daily_archive.jsonl"), ("deluxe", "deluxe_archive.jsonl")):
        shape = SHAPES[kind]
        with open(DATA / name, encoding="utf-8") as f:
            recs = [json.loads(line) for line in f]
        out[kind] = [
            Puzzle(shape, r["puzzle"], color_tiles(shape, r["puzzle"], r["solution"]), r["solution"]) for r in recs
        ]
    return out


# ------------------------------------------------------------------ naive baselines


def naive_deduce(puzzle: Puzzle, words: WordList) -> list[str]:
    """An earlier prototype's way of filtering (docs/RULES.md B1): test every word of every slot in a Python loop
    (then the same search as ours), to show what the bitset filters buy."""
    shape, tiles, colors = puzzle.shape, puzzle.tiles, puzzle.colors
    supply = Counter(tiles[c] for c in puzzle.nongreen())
    options = []
    for slot in shape.slots:
        fits = []
        for row, w in enumerate(words.of_length(len(slot)).words):
            if not all((w[i] == tiles[c]) == (colors[c] == GREEN) for i, c in enumerate(slot.cells)):
                continue
            if Counter(w[i] for i, c in enumerate(slot.cells) if colors[c] != GREEN) - supply:
                continue
            fits.append(row)
        options.append(fits)
    return list(iter_solutions(puzzle, words, options))


def naive_fewest_swaps(tiles: str, solution: str) -> int:
    """Plain search over simple cycles through the first edge: no memo, no two-cycle rule."""
    edges = Counter((t, s) for t, s in zip(tiles, solution) if t != s)

    def best(edges: Counter) -> int:
        first = next((e for e, n in edges.items() if n), None)
        if first is None:
            return 0
        top = 0
        stack = [(first[1], [first])]
        while stack:
            at, path = stack.pop()
            if at == first[0]:
                rest = edges.copy()
                rest.subtract(path)
                top = max(top, 1 + best(+rest))
                continue
            seen = {a for a, _ in path}
            for (a, b), n in edges.items():
                if a == at and n and (b not in seen or b == first[0]) and (a, b) not in path:
                    stack.append((b, [*path, (a, b)]))
        return top

    return sum(edges.values()) - best(edges)


# ------------------------------------------------------------------ figures


def bench_solve(puzzles: dict[str, list[Puzzle]]) -> None:
    words = default_words()
    for kind, target in (("daily", "<= 5 ms"), ("deluxe", "<= 25 ms")):
        times = []
        for p in puzzles[kind]:
            t = time.perf_counter()
            result = deduce_solutions(p, words)
            swap_plan(p.tiles, result.solutions[0].letters if result.solutions else p.solution)
            times.append(time.perf_counter() - t)
        sample = puzzles[kind][:5]
        t = time.perf_counter()
        for p in sample:
            naive_deduce(p, words)
        base = (time.perf_counter() - t) / len(sample)
        report(f"deduce + swaps per {kind} puzzle (mean)", statistics.mean(times) * 1e3, base * 1e3, "ms", target)


def bench_swaps(puzzles: dict[str, list[Puzzle]]) -> None:
    every = puzzles["daily"] + puzzles["deluxe"]
    t = time.perf_counter()
    for p in every:
        swap_plan(p.tiles, p.solution)
    ours = (time.perf_counter() - t) / len(every)
    sample = puzzles["daily"][:30]
    t = time.perf_counter()
    for p in sample:
        naive_fewest_swaps(p.tiles, p.solution)
    base = (time.perf_counter() - t) / len(sample)
    report("fewest swaps alone, archive mean", ours * 1e3, base * 1e3, "ms", "< 1 ms")

    rng = random.Random(2024)
    worst, slowest_naive = 0.0, 0.0
    for trial in range(10_000):
        alphabet = "ABCDEFGHIJKL"[: rng.choice([3, 4, 5, 6, 8, 12])]
        solution = "".join(rng.choice(alphabet) for _ in range(40))
        tiles = "".join(rng.sample(solution, 40))
        t = time.perf_counter()
        swap_plan(tiles, solution)
        worst = max(worst, time.perf_counter() - t)
        if trial < 5 and len(alphabet) >= 8:
            t = time.perf_counter()
            naive_fewest_swaps(tiles, solution)
            slowest_naive = max(slowest_naive, time.perf_counter() - t)
    report("fewest swaps, worst of 10,000 random 7x7", worst * 1e3, max(slowest_naive, worst) * 1e3, "ms", "< 100 ms")


def bench_cli(puzzles: dict[str, list[Puzzle]]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for kind, group in puzzles.items():
            for i, p in enumerate(group):
                path = Path(tmp) / f"{kind}-{i}.txt"
                path.write_text(format_text(p))
                paths.append(str(path))
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "studio", "solve", "--json", *paths], cwd=ROOT, capture_output=True)
        ours = time.perf_counter() - t
        t = time.perf_counter()
        for path in paths[:20]:
            subprocess.run([sys.executable, "-m", "studio", "solve", "--json", path], cwd=ROOT, capture_output=True)
        base = (time.perf_counter() - t) / 20 * len(paths)
    report(f"CLI solve, {len(paths)} puzzles in one call", ours, base, "s ", "< 20 s (baseline: one call each)")


def bench_cold_start() -> None:
    code = "from studio.core.words import default_words; default_words()"
    naive = (
        "import gzip; from importlib import resources\n"
        "raw = resources.files('studio.resources').joinpath('words/en.tsv.gz').read_bytes()\n"
        "rows = [line.split('\\t') for line in gzip.decompress(raw).decode().splitlines()[1:]]\n"
        "words = {w: (float(z), int(s)) for w, z, s in rows if int(s) <= 80}"
    )
    empty = "import numpy"

    def run(src: str) -> float:
        best = 1e9
        for _ in range(3):
            t = time.perf_counter()
            subprocess.run([sys.executable, "-c", src], cwd=ROOT, check=True)
            best = min(best, time.perf_counter() - t)
        return best

    startup = run(empty)
    report(
        "default word list cold start (new process)",
        run(code),
        run(naive),
        "s ",
        f"< 0.5 s (python + numpy alone: {startup:.3f} s)",
    )


def bench_hints(puzzles: dict[str, list[Puzzle]]) -> None:
    """The whole ladder per puzzle, against finding an optimal swap by trying every pair."""
    for kind in ("daily", "deluxe"):
        sample = puzzles[kind][:100]
        plans = [swap_plan(p.tiles, p.solution) for p in sample]
        t = time.perf_counter()
        for p, plan in zip(sample, plans):
            hint_ladder(p, p.solution, plan)
        ours = (time.perf_counter() - t) / len(sample)
        t = time.perf_counter()
        for p, plan in zip(sample[:10], plans):
            open_cells = p.nongreen()
            next(
                (a, b)
                for a in open_cells
                for b in open_cells
                if fewest_swaps(apply_swaps(p.tiles, [(a, b)]), p.solution) == plan.fewest - 1
            )
        base = (time.perf_counter() - t) / 10
        report(f"hint ladder per {kind} puzzle (mean)", ours * 1e3, base * 1e3, "ms", "<= 50 ms (GUI thread)")


def bench_fixes(puzzles: dict[str, list[Puzzle]]) -> None:
    """A colour typo on a seeded tile: what naming the tile adds to the solve that found
    nothing (the baseline is that solve itself, every tier, so the ratio is below 1)."""
    words, rng = default_words(), random.Random(20)
    for kind, count in (("daily", 60), ("deluxe", 15)):
        typos = []
        for p in puzzles[kind][:count]:
            cell = rng.choice(p.nongreen())
            wrong = "y" if p.colors[cell] == "-" else "-"
            typo = p.with_changes(colors=p.colors[:cell] + wrong + p.colors[cell + 1 :], solution=None)
            if not deduce_solutions(typo, words).solutions:
                typos.append((typo, cell))
        named, times = 0, []
        for typo, cell in typos:
            t = time.perf_counter()
            fixes = color_fixes(typo, words)
            times.append(time.perf_counter() - t)
            named += any(f.cell == cell for f in fixes)
        t = time.perf_counter()
        for typo, _ in typos:
            deduce_solutions(typo, words)
        base = (time.perf_counter() - t) / len(typos)
        report(
            f"typo tile per {kind} (mean; {named}/{len(typos)} named)",
            statistics.mean(times) * 1e3,
            base * 1e3,
            "ms",
            "<= 250 ms (worker)",
        )


def naive_split(puzzle: Puzzle, solutions: list[str]) -> int:
    """Every swap of two non-green tiles, each candidate coloured letter by letter across
    every slot (colors.slot_quotas, the game policy's earlier form): how many split."""
    shape, cells = puzzle.shape, puzzle.nongreen()
    splits = 0
    for i, a in enumerate(cells):
        for b in cells[i + 1 :]:
            after = apply_swaps(puzzle.tiles, [(a, b)])
            seen = set()
            for s in solutions:
                yellow = {
                    c
                    for letter in {after[c] for c in shape.cells if after[c] != s[c]}
                    for holders, k in slot_quotas(shape, after, s, letter)
                    for c in holders[:k]
                }
                seen.add(colors_from(shape, after, s, yellow))
            splits += len(seen) > 1
    return splits


def bench_split(puzzles: dict[str, list[Puzzle]]) -> None:
    """The splitting move among many candidates (the answer and its one-swap neighbours:
    the cost is pairs x candidates), against the same search with the earlier colouring."""
    rng = random.Random(20)
    for kind, count in (("daily", 200), ("deluxe", 50)):
        sample = puzzles[kind][:3]
        cases = []
        for p in sample:
            assert p.solution is not None
            neighbours = [p.solution]
            while len(neighbours) < count:
                a, b = rng.sample(p.nongreen(), 2)
                neighbours.append(apply_swaps(p.solution, [(a, b)]))
            cases.append((p, neighbours))
        t = time.perf_counter()
        for p, solutions in cases:
            splitting_move(p, solutions)
        ours = (time.perf_counter() - t) / len(cases)
        t = time.perf_counter()
        for p, solutions in cases:
            naive_split(p, solutions)
        base = (time.perf_counter() - t) / len(cases)
        report(f"splitting move, {kind}, {count} candidates", ours * 1e3, base * 1e3, "ms", "<= 1 s (worker)")


if __name__ == "__main__":
    if not DATA.is_dir():
        sys.exit("benchmarks need ../shared/data beside the checkout")
    loaded = archive()
    only = sys.argv[1:]
    for bench in (bench_solve, bench_swaps, bench_cli, bench_hints, bench_fixes, bench_split):
        if not only or bench.__name__ in only:
            bench(loaded)
    if not only or "bench_cold_start" in only:
        bench_cold_start()
