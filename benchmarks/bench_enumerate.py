"""Exhaustive enumeration (issue 19, point 2): `puzzle-studio enumerate` against seed 000's
waffleGen.py, whole processes, start-up included, same run.

Each list is a pair measured in turn (ours, the seed, ours, ...), medians of wall and
CPU (user + system of the finished children, so both of our processes count), and the
median of the pairwise wall ratios seed / ours ("x faster"). Both counts are checked equal.

  5x5 lists: the seed's own, the 5-letter words of 3b1b_freq_map.json above its
       `freqCutoff` (1e-4: 156 words, 31 grids; 5e-5: 307; 3e-5: 471; 2e-5: 605; 1e-5: 941;
       7e-6: 1133; 5e-6: 1325).
  7x7 lists: common-7-letter-words.txt, its N most frequent words by the studio's full tier
       (ties alphabetical); all 1369 make the 107,832 grids of the common-7 count, where the
       seed is the nested-loop reference.

Ours: `python -m studio enumerate --shape S --words FILE --jobs 2 > FILE`; the smallest lists
run in plain Python with no numpy (fill/lattice_search.py: SMALL_WORDS, lattice_bits.py). Under the first list,
two floors against the same seed run: a bare `python -c pass`, and bench_coldstart.py's FLOOR
(Python importing dataclasses and json and making a solve's 11 frozen dataclasses) with
argparse reading an option, as enumerate's command line is read: what any program built like
ours pays before its own work. The seed: a copy of
waffleGen.py in a temporary folder with `n1`, `n2` and its cutoff or list file set above its
`###### prepare` line (see ../shared/reference/SOURCES.md), its lists beside it, printing to a
file; nothing of it enters the project. A seed run past SEED_LIMIT seconds of CPU is stopped:
the lists after it are the ones the seed cannot finish in 2 minutes. Both run without
PYTHONUNBUFFERED (the seed prints line by line) and with bytecode caching on (as installed).

    python benchmarks/bench_enumerate.py [5x5|7x7 [MOST_WORDS]]     BENCH_RUNS=3 BENCH_JOBS=2
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_coldstart import FLOOR  # noqa: E402

ENUMERATE_FLOOR = FLOOR + "import argparse\nargparse.ArgumentParser().add_argument('--shape')\n"

from studio.core.words import default_words  # noqa: E402

DATA = ROOT.parent / "shared" / "data"
SEED = ROOT.parent / "shared" / "reference" / "seed000" / "waffleGen.py"
FREQ = DATA / "waffle" / "wordlists" / "3b1b_freq_map.json"
COMMON_7 = DATA / "generation" / "common-7-letter-words.txt"
RUNS = int(os.environ.get("BENCH_RUNS", "3"))
JOBS = os.environ.get("BENCH_JOBS", "2")
SEED_LIMIT = 120  # seconds of CPU
CUTOFFS = (1e-4, 5e-5, 3e-5, 2e-5, 1e-5, 7e-6, 5e-6)
SEVENS = (250, 500, 750, 1000, 1369)


@dataclass(frozen=True)
class Run:
    wall: float
    cpu: float
    out: Path


def run(command: list[str], cwd: Path, out: Path, env: dict[str, str], limit: int | None = None) -> Run | None:
    """One whole process, its stdout to `out`; None when it used more than `limit` seconds
    of CPU (a limit on CPU, not on the clock: other work on the machine slows the clock)."""

    def cap() -> None:
        if limit is not None:
            resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 5))

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    with open(out, "wb") as sink:
        try:
            subprocess.run(
                command, cwd=cwd, env=env, stdout=sink, stderr=subprocess.DEVNULL, preexec_fn=cap, check=True
            )
        except subprocess.CalledProcessError:
            return None
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return Run(wall, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, out)


def seed_folder(into: Path, size: int, setting: str, words: list[str]) -> Path:
    """The seed's script with its settings, and its lists beside it."""
    source = SEED.read_text(encoding="utf-8")
    at = source.index("###### prepare")
    into.mkdir(parents=True)
    (into / "waffleGen.py").write_text(f"{source[:at]}\nn1 = {size}\nn2 = {size}\n{setting}\n{source[at:]}")
    shutil.copy(FREQ, into / "freq_map.json")
    (into / "words.txt").write_text("\n".join(words) + "\n", encoding="utf-8")
    return into


def seed_count(out: Path) -> int:
    """The seed prints each grid's words on a line of their own, indented six spaces."""
    with open(out, encoding="utf-8") as f:
        return sum(line.startswith("      ") for line in f)


def our_count(out: Path) -> int:
    last = out.read_text(encoding="ascii").splitlines()[-1]  # "# N grids"
    return int(last.split()[1])


def lists(which: str) -> list[tuple[str, int, str, list[str]]]:
    """(label, shape size, the seed's setting, words) per list, smallest first."""
    out = []
    if which in ("5x5", "all"):
        freq = json.loads(FREQ.read_text(encoding="utf-8"))
        for cutoff in CUTOFFS:
            words = sorted(w for w, f in freq.items() if len(w) == 5 and f > cutoff)
            out.append((f"5x5 freq > {cutoff:g}", 5, f"freqCutoff = {cutoff!r}", words))
    if which in ("7x7", "all"):
        common = sorted({w.lower() for w in COMMON_7.read_text(encoding="utf-8").split()})
        full = default_words("full")
        ranked = sorted(common, key=lambda w: (-full.zipf(w), w))
        for n in SEVENS:
            setting = "wordListFile1 = 'words.txt'\nwordListFile2 = 'words.txt'"
            out.append((f"7x7 common-7 top {n}", 7, setting, ranked[:n]))
    return out


def main() -> None:
    if not SEED.exists():
        sys.exit(f"the seed's waffleGen.py is not at {SEED}")
    which = sys.argv[1] if len(sys.argv) > 1 else "all"
    most = int(sys.argv[2]) if len(sys.argv) > 2 else None  # only the lists of at most this many words
    py = sys.executable
    with tempfile.TemporaryDirectory(prefix="bench-enumerate-") as tmp:
        tmp_path = Path(tmp)
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONUNBUFFERED", "PYTHONDONTWRITEBYTECODE")}
        env |= {"XDG_CACHE_HOME": str(tmp_path / "cache"), "PYTHONPATH": str(ROOT)}
        print(f"python {sys.version.split()[0]}, ours with --jobs {JOBS}, {RUNS} pairs per list, medians")
        print(
            f"{'list':<24} {'words':>5} {'grids':>10}  {'ours wall':>9} {'seed wall':>9}  {'x faster':>8}  "
            f"{'ours cpu':>8} {'seed cpu':>8}  {'x cpu':>7}  target"
        )
        too_big: set[int] = set()  # sizes whose last list the seed could not finish
        for n, (label, size, setting, words) in enumerate(lists(which)):
            if most is not None and len(words) > most:
                continue
            if size in too_big:
                continue
            folder = seed_folder(tmp_path / f"list{n}", size, setting, words)
            ours = [py, "-m", "studio", "enumerate", "--shape", f"{size}x{size}", "--words", "words.txt"]
            ours += ["--jobs", JOBS, "--large"]  # timed as a whole: no sizing up first
            seed = [py, "waffleGen.py"]
            run(ours, folder, folder / "ours.txt", env)  # warm-up: builds the word-list cache and bytecode
            first = run(seed, folder, folder / "seed.txt", env, SEED_LIMIT)
            if first is None:
                print(f"{label:<24} {len(words):>5}  the seed did not finish in {SEED_LIMIT} s of CPU: stopped here")
                too_big.add(size)
                continue
            a, b = [], [first]
            for _ in range(RUNS if first.cpu < 30 else 1):
                a.append(run(ours, folder, folder / "ours.txt", env))
                if len(b) < len(a):
                    b.append(run(seed, folder, folder / "seed.txt", env))
            mine, theirs = [r for r in a if r], [r for r in b if r]
            count, expected = our_count(mine[0].out), seed_count(theirs[0].out)
            assert count == expected, (label, count, expected)
            ratio = statistics.median(y.wall / x.wall for x, y in zip(mine, theirs))
            cpu_ratio = statistics.median(y.cpu / x.cpu for x, y in zip(mine, theirs))
            print(
                f"{label:<24} {len(words):>5} {count:>10,}  {statistics.median(r.wall for r in mine):8.2f}s "
                f"{statistics.median(r.wall for r in theirs):8.2f}s  x{ratio:7.2f}  "
                f"{statistics.median(r.cpu for r in mine):7.3f}s {statistics.median(r.cpu for r in theirs):7.3f}s  "
                f"x{cpu_ratio:6.2f}  {'>= x3' if size == 5 else '> x1'}",
                flush=True,
            )
            if n == 0:
                floors(folder, seed, env)


def floors(folder: Path, seed: list[str], env: dict[str, str]) -> None:
    """What a Python program pays before its own work, against the seed's run on the smallest list."""
    for label, code in (("  floor: python -c pass", "pass"), ("  floor: + dataclasses, argparse", ENUMERATE_FLOOR)):
        a, b = [], []
        for _ in range(RUNS):
            a.append(run([sys.executable, "-c", code], folder, folder / "floor.txt", env))
            b.append(run(seed, folder, folder / "seed.txt", env))
        mine, theirs = [r for r in a if r], [r for r in b if r]
        cpu_ratio = statistics.median(y.cpu / x.cpu for x, y in zip(mine, theirs))
        wall, seed_wall = statistics.median(r.wall for r in mine), statistics.median(r.wall for r in theirs)
        cpu, seed_cpu = statistics.median(r.cpu for r in mine), statistics.median(r.cpu for r in theirs)
        print(
            f"{label:<42} {wall:8.2f}s {seed_wall:8.2f}s{'':12}{cpu:7.3f}s {seed_cpu:7.3f}s  x{cpu_ratio:6.2f}  "
            "(the most a Python program can be ahead)",
            flush=True,
        )


if __name__ == "__main__":
    main()
