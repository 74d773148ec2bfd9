"""Word sets speed: every set of five 5-letter words with 25 different letters
in words_alpha.txt (538 sets), reading the file included, on one core.

Baseline, in the same run: a plain Python bitmask search (rarest letter first, each
step filtering a Python list of masks). An igraph clique search took 10.2 s
(docs/RULES.md B1); the search with one big Python integer per step took 0.24-0.34 s
(issue 19: C programs take 1.5-55 ms). Also printed: where the time goes, reading and
grouping the file against the search.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from studio.core.wordsets import find_word_sets, read_groups  # noqa: E402

TARGET = 0.1  # seconds, issue 19

WORDS = ROOT.parent / "shared" / "data" / "english-words" / "words_alpha.txt"


def plain_bitmask_search(path: Path) -> int:
    masks = set()
    for word in path.read_text().split():
        if len(word) == 5 and len(set(word)) == 5:
            masks.add(sum(1 << (ord(ch) - 97) for ch in word))
    use = [sum(m >> i & 1 for m in masks) for i in range(26)]
    bits = [1 << i for i in sorted(range(26), key=lambda i: use[i])]
    buckets = [[m for m in masks if m & bits[i] and not any(m & bits[j] for j in range(i))] for i in range(26)]
    found = 0

    def search(used: int, start: int, depth: int, skips: int) -> None:
        nonlocal found
        if depth == 5:
            found += 1
            return
        for i in range(start, 26):
            if used & bits[i]:
                continue
            for m in buckets[i]:
                if not m & used:
                    search(used | m, i + 1, depth + 1, skips)
            if not skips:
                return
            skips -= 1

    search(0, 0, 0, 1)
    return found


def bench_words_alpha() -> None:
    runs, reads = [], []
    for _ in range(5):
        started = time.perf_counter()
        groups = read_groups(WORDS, 5)
        read = time.perf_counter()
        sets = find_word_sets(groups, 5)
        runs.append(time.perf_counter() - started)
        reads.append(read - started)
    best = runs.index(min(runs))
    ours = runs[best]
    started = time.perf_counter()
    baseline_count = plain_bitmask_search(WORDS)
    baseline = time.perf_counter() - started
    assert len(sets) == baseline_count == 538, (len(sets), baseline_count)
    assert sum(s.expanded for s in sets) == 831
    print(
        f"{'538 five-word sets from words_alpha, file read included (best of 5)':<64} {ours:7.3f} s  "
        f"baseline {baseline:7.3f} s (plain Python bitmask search)  ratio x{baseline / ours:5.1f}  "
        f"target < {TARGET} s {'met' if ours < TARGET else 'MISSED'}"
    )
    print(f"{'  of which reading and grouping the file':<64} {reads[best]:7.3f} s")
    print(f"{'  of which the search':<64} {ours - reads[best]:7.3f} s")


if __name__ == "__main__":
    bench_words_alpha()
