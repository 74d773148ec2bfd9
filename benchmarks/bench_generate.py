"""Generator speed: one good puzzle, and exhaustive enumeration; and how soon a Cancel
stops the generator.

Baselines, measured in the same run: solving one puzzle (what a generated puzzle costs
in solves), a naive triple loop over rows for the 5x5 count, and for the 7x7 count the
node search (word by word, forward checks) that random fills still use, on one process
(the ratio is the gain of the array search; bench_enumerate.py has seed 000's nested
loops on the same list).
"""

from __future__ import annotations

import itertools
import json
import random
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from studio.core.waffle.deduce import deduce_solutions  # noqa: E402
from studio.core.waffle.fill.engines import iter_fills  # noqa: E402
from studio.core.waffle.fill.enumerate import enumerate_grids  # noqa: E402
from studio.core.waffle.fill.node_search import NodeSearch  # noqa: E402
from studio.core.waffle.fill.plan import plan_fill  # noqa: E402
from studio.core.waffle.formats import read_puzzle  # noqa: E402
from studio.core.waffle.generate import GenerateOptions, generate_puzzles  # noqa: E402
from studio.core.waffle.shape import waffle_shape  # noqa: E402
from studio.core.words import default_words, words_from  # noqa: E402

DATA = ROOT.parent / "shared" / "data"


def report(name: str, ours: float, baseline: float, what: str, target: str) -> None:
    print(
        f"{name:<46} {ours:9.3f} s  baseline {baseline:9.3f} s ({what})  ratio x{baseline / ours:6.1f}  target {target}"
    )


def bench_puzzles() -> None:
    default_words()
    default_words("common")
    example = read_puzzle(ROOT / "studio" / "resources" / "examples" / "daily-1.txt")
    started = time.perf_counter()
    deduce_solutions(example)
    solve = time.perf_counter() - started
    for size, count, target in ((5, 30, "< 0.3 s"), (7, 10, "< 2 s")):
        times, last = [], time.perf_counter()
        for attempt in generate_puzzles(GenerateOptions(shape=waffle_shape(size, size), count=count, seed=11)):
            if attempt.found:
                now = time.perf_counter()
                times.append(now - last)
                last = now
        report(
            f"one {size}x{size} puzzle, median of {count}", statistics.median(times), solve, "solving daily #1", target
        )


def cancel_latency(size: int, after: float) -> float:
    """Seconds from asking a 7x7 (or 5x5) run to stop `after` seconds in to its end."""
    stop, ended = threading.Event(), []

    def run() -> None:
        options = GenerateOptions(shape=waffle_shape(size, size), count=1000, seed=3)
        for _ in generate_puzzles(options, should_stop=stop.is_set):
            pass
        ended.append(time.perf_counter())

    worker = threading.Thread(target=run)
    worker.start()
    time.sleep(after)
    asked = time.perf_counter()
    stop.set()
    worker.join()
    return ended[0] - asked


def bench_cancel() -> None:
    """The worst of 20 stops at random moments in a 7x7 run (its attempts take up to
    a quarter of a second; a stop used to wait for the attempt to end)."""
    default_words()
    default_words("common")
    rng = random.Random(1)
    worst = max(cancel_latency(7, rng.uniform(0.2, 1.5)) for _ in range(20))
    print(f"{'cancel a 7x7 run, worst of 20':<46} {worst * 1000:9.1f} ms  target < 100 ms")


def bench_156() -> None:
    freq = json.loads((DATA / "waffle" / "wordlists" / "3b1b_freq_map.json").read_text())
    words = sorted(w.upper() for w, f in freq.items() if len(w) == 5 and f >= 1e-4)
    started = time.perf_counter()
    count = sum(1 for _ in iter_fills(plan_fill(waffle_shape(5, 5), words_from(words))))
    ours = time.perf_counter() - started
    started = time.perf_counter()
    by_odd_letters: dict[tuple, list[str]] = {}
    for w in words:
        by_odd_letters.setdefault((w[0], w[2], w[4]), []).append(w)
    vocab, naive = set(words), 0
    for left, middle, right in itertools.product(words, repeat=3):  # the three down words
        fits = [by_odd_letters.get((left[r], middle[r], right[r]), []) for r in (0, 2, 4)]
        for across in itertools.product(*fits):
            if len(vocab & {left, middle, right, *across}) == 6:
                naive += 1
    baseline = time.perf_counter() - started
    assert count == 31 and naive == 62, (count, naive)  # the naive loop counts transposes twice
    report("all 5x5 grids, 156 words (31 grids)", ours, baseline, "naive triple loop", "< 0.05 s")


def bench_common_7() -> None:
    lines = (DATA / "generation" / "common-7-letter-words.txt").read_text().split()
    words = words_from(sorted({w.lower() for w in lines}))
    shape = waffle_shape(7, 7)
    started = time.perf_counter()
    count = sum(r.finished.count for r in enumerate_grids(shape, words, jobs=2) if r.finished)
    ours = time.perf_counter() - started
    started = time.perf_counter()
    nodes = sum(
        1 for _ in iter_fills(plan_fill(shape, words), engine=NodeSearch(on_node=lambda: None))
    )  # a node hook: the node search
    baseline = time.perf_counter() - started
    assert count == nodes == 107_832, (count, nodes)
    report("all 7x7 grids, common-7 (107,832), --jobs 2", ours, baseline, "node search, one process", "< 10 s")


if __name__ == "__main__":
    chosen = sys.argv[1:] or ["bench_puzzles", "bench_cancel", "bench_156", "bench_common_7"]
    for name in chosen:
        globals()[name]()
