"""Enumeration on Dask (issue 25): the overhead of a Dask cluster against the local process
pool on the same run, and how even the chunks are.

The run: every 7x7 grid over common-7-letter-words.txt (107,832 grids), spooled as the CLI
does. The local engine is `enumerate_grids(jobs=JOBS)` (its pool started inside the run);
Dask is the same call with `scheduler=` the address of a LocalCluster of JOBS
single-threaded worker processes started beforehand, as a cluster is up before a run is
sent to it (its start is reported apart). The two alternate, RUNS times each; medians.

Balance: each chunk searched alone in this process, its CPU time; largest / median, the figure
that says whether one chunk holds a run up on many workers: interleaved chunks (how runs were
cut before) against balanced ones (chunks.balanced_chunks), at 64 chunks and at 256 (a few per
worker of a larger cluster). The smallest of RUNS timings of each chunk: the figure is the
chunks', not the machine's noise.

Heaviest first word (bench_heaviest): balancing moves whole first words, so one word whose
own work outlasts a chunk would hold a run up however the rest is spread. For 9x9 over the
common tier and 7x7 over the broad tier (long searches: estimated, never run), each first
word's second-level states (the balance's own measure), and on 9x9, for the heaviest by
that measure and a random sample, a sampled estimate of its CPU time (Knuth's estimator,
as estimate.estimate_fills, one first word at a time); the heaviest against the mean chunk.

Split (bench_split): a word pinned on the first slot is one first word, so whole-word
chunks (chunks.balanced_chunks, as runs were cut before the split) make one chunk, one worker's;
chunks.split_chunks cuts it into parts on the next rows. For 7x7 over the common tier at
zipf >= 2.5 (5,399 words, about 9 million grids) pinned SEABASS (run): each chunk searched
alone, its CPU time, before and after; for 7x7 over the broad tier pinned SEABASS (about
4 CPU hours: estimated, never run), each chunk's estimated work
(second-level states, shared out as the split weighs them). Largest / median, and largest
/ the even share (all the work / the chunks asked for): one whole chunk is N times it.

    python benchmarks/bench_dask.py      BENCH_RUNS=3 BENCH_JOBS=2 BENCH_SAMPLED=24
"""

from __future__ import annotations

import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from studio.core.waffle.fill.chunk_search import ChunkSearcher, Tally  # noqa: E402
from studio.core.waffle.fill.chunks import Chunk, balanced_chunks, chunks, first_word_work, split_chunks  # noqa: E402
from studio.core.waffle.fill.engines import fill_batches  # noqa: E402
from studio.core.waffle.fill.enumerate import enumerate_grids  # noqa: E402
from studio.core.waffle.fill.lattice_search import ArraySearch  # noqa: E402
from studio.core.waffle.fill.pins import parse_pins  # noqa: E402
from studio.core.waffle.fill.plan import FillPlan, plan_fill  # noqa: E402
from studio.core.waffle.lattice import second_level_states  # noqa: E402
from studio.core.waffle.shape import parse_shape_name  # noqa: E402
from studio.core.words import default_words, load_wordlist  # noqa: E402

COMMON_7 = ROOT.parent / "shared" / "data" / "generation" / "common-7-letter-words.txt"
RUNS = int(os.environ.get("BENCH_RUNS", "3"))
JOBS = int(os.environ.get("BENCH_JOBS", "2"))
PIECES = 64  # enumerate_grids' default
SAMPLED = int(os.environ.get("BENCH_SAMPLED", "24"))  # random first words sampled per case
# (shape, tier, sampled): a probe of one 7x7 broad first word takes minutes, so that case
# is weighed by its states alone
HEAVY_CASES = (("9x9", "common", True), ("7x7", "broad", False))


def timed_run(shape, words, **engine) -> tuple[float, int]:
    spool = Path(tempfile.mkdtemp(prefix="bench-dask-"))
    try:
        started = time.perf_counter()
        reports = enumerate_grids(shape, words, spool=spool, keep=0, **engine)
        count = sum(r.finished.count for r in reports if r.finished)
        return time.perf_counter() - started, count
    finally:
        shutil.rmtree(spool, True)


def bench_overhead() -> None:
    import logging

    from distributed import LocalCluster

    shape, words = parse_shape_name("7x7"), load_wordlist(COMMON_7)
    started = time.perf_counter()
    with LocalCluster(
        n_workers=JOBS, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=logging.ERROR
    ) as cluster:
        startup = time.perf_counter() - started
        timed_run(shape, words, scheduler=cluster.scheduler_address)  # the workers import the studio once
        local, dask = [], []
        for _ in range(RUNS):
            seconds, count = timed_run(shape, words, jobs=JOBS)
            assert count == 107_832, count
            local.append(seconds)
            seconds, count = timed_run(shape, words, scheduler=cluster.scheduler_address)
            assert count == 107_832, count
            dask.append(seconds)
    ratio = statistics.median(d / lo for d, lo in zip(dask, local))
    print(f"7x7 common-7, {JOBS} workers, {RUNS} runs each (medians)")
    print(f"  local process pool      {statistics.median(local):7.2f} s")
    print(f"  Dask LocalCluster       {statistics.median(dask):7.2f} s   (its start, apart: {startup:.2f} s)")
    print(f"  Dask / local            x{ratio:.2f}   (overhead {100 * (ratio - 1):+.0f} %, target within +15 %)")


def bench_balance() -> None:
    shape, words = parse_shape_name("7x7"), load_wordlist(COMMON_7)
    plan = plan_fill(shape, words)
    searcher = ChunkSearcher(plan, 0, Tally.make(1), small=False)
    print(f"7x7 common-7, each chunk searched alone (CPU time, least of {RUNS})")
    for pieces in (PIECES, 4 * PIECES):
        started = time.process_time()
        balanced = balanced_chunks(plan, pieces)
        estimate = time.process_time() - started
        for name, parts in (("interleaved", chunks(plan.first_candidates, pieces)), ("balanced", balanced)):
            times = []
            for number, part in enumerate(parts):
                best = float("inf")
                for _ in range(RUNS):
                    started = time.process_time()  # CPU time: other processes on the machine do not count
                    searcher.chunk((number, len(parts), Chunk(tuple(part))))
                    best = min(best, time.process_time() - started)
                times.append(best)
            median = statistics.median(times)
            print(
                f"  {len(parts):4} {name:11}  {sum(times):5.2f} s, median {median * 1000:5.1f} ms, "
                f"largest / median x{max(times) / median:.2f}, smallest / median x{min(times) / median:.2f}"
            )
        print(f"       (the balance's estimate: {estimate * 1000:.0f} ms CPU)")


def word_seconds(plan: FillPlan, word: str, rng: random.Random, probes: int = 2) -> float:
    """One first word's CPU time, sampled: a probe's time times the second-level states it
    stands for, averaged over `probes`."""
    times = []
    for _ in range(probes):
        started, branches, sampled = time.process_time(), 0, 1
        for batch in fill_batches(plan, [word], ArraySearch(probe=rng)):
            branches, sampled = max(branches, batch.branches), max(sampled, batch.sampled)
        times.append((time.process_time() - started) * max(branches, 1) / max(sampled, 1))
    return statistics.mean(times)


def bench_heaviest() -> None:
    rng = random.Random(0)
    for shape_name, tier, sampled in HEAVY_CASES:
        plan = plan_fill(parse_shape_name(shape_name), default_words(tier))
        assert plan.lattice is not None  # waffles are lattices
        firsts = plan.first_candidates
        states = [n + 1 for n in second_level_states(plan.lattice, firsts)]  # as balanced_chunks weighs them
        print(
            f"{shape_name} {tier} tier: {len(firsts):,} first words, states per word: median "
            f"{statistics.median(states):,.0f}, largest {max(states):,}"
        )
        if sampled:
            heavy = sorted(range(len(firsts)), key=lambda i: (-states[i], i))[:6]
            sample = rng.sample(range(len(firsts)), min(SAMPLED, len(firsts)))
            seconds = {i: word_seconds(plan, firsts[i], rng) for i in [*heavy, *sample]}
            mean = statistics.mean(seconds[i] for i in sample)
            heaviest = max(seconds, key=lambda i: seconds[i])
            print(
                f"  sampled: about {mean * len(firsts) / 3600:.2f} CPU hours in all, {mean:.2f} s a word on "
                f"average; heaviest {firsts[heaviest]} {seconds[heaviest]:.2f} s ({states[heaviest]:,} states)"
            )
        for count in (PIECES, 4 * PIECES, 16 * PIECES):
            by_states = max(states) / (sum(states) / count)
            line = f"  {count:5} chunks: heaviest word / mean chunk  x{by_states:.3f} by states"
            if sampled:
                line += f", x{seconds[heaviest] / (mean * len(firsts) / count):.3f} sampled"
            print(line)


PINNED = "SEABASS"  # of common-7's first words, the most second-level states (bench_heaviest)
# (tier, zipf cut, run): a pinned run of seconds, and one of hours, weighed only
SPLIT_CASES = (("common", 2.5, True), ("broad", None, False))


def spread(name: str, values: list[float], pieces: int, unit: str) -> str:
    median, even = statistics.median(values), sum(values) / pieces
    return (
        f"  {name:7} {len(values):4} chunks, largest {max(values):10.3f} {unit}, largest / median "
        f"x{max(values) / median:5.2f}, largest / even share x{max(values) / even:6.2f}"
    )


def bench_split() -> None:
    for tier, min_zipf, run in SPLIT_CASES:
        shape = parse_shape_name("7x7")
        plan = plan_fill(shape, default_words(tier), parse_pins(shape, [f"r1={PINNED}"]), min_zipf=min_zipf)
        started = time.process_time()
        split = split_chunks(plan, PIECES)
        cost = time.process_time() - started
        before = [Chunk(tuple(part)) for part in balanced_chunks(plan, PIECES)]
        print(
            f"7x7 {tier} tier{f' (zipf >= {min_zipf})' if min_zipf else ''} pinned r1={PINNED}, {PIECES} chunks asked "
            f"(the split's cost: {cost * 1000:.0f} ms CPU)"
        )
        if not run:
            (work,) = first_word_work(plan)
            for name, parts in (("before", before), ("after", split)):
                print(spread(name, [part.size * work for part in parts], PIECES, "states"))
            continue
        searcher = ChunkSearcher(plan, 0, Tally.make(1), small=False)
        for name, parts in (("before", before), ("after", split)):
            times = []
            for number, part in enumerate(parts):
                best = float("inf")
                for _ in range(RUNS):
                    started = time.process_time()
                    searcher.chunk((number, len(parts), part))
                    best = min(best, time.process_time() - started)
                times.append(best)
            print(spread(name, times, PIECES, "s CPU") + f", all {sum(times):.2f} s")


if __name__ == "__main__":
    if not COMMON_7.exists():
        sys.exit(f"{COMMON_7} is missing (../shared beside the checkout)")
    for name in sys.argv[1:] or ["bench_balance", "bench_split", "bench_heaviest", "bench_overhead"]:
        globals()[name]()
