"""Meanings (issue 37): the shipped resource's size, the first look-up (which opens it) in
a fresh process, a look-up after it, and how many answer words of the daily and deluxe
archives get a meaning; how often its part of speech is the one the game's own definition
gives (the archive's "type"). Baseline: the whole table parsed into a dict, as a first
version did, timed in the same run.

    python benchmarks/bench_meanings.py
"""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from studio.core.alphabet import LANGUAGES  # noqa: E402
from studio.core.meanings import meaning  # noqa: E402
from studio.resources import resource  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "waffle"
EN = LANGUAGES["en"]
FIRST = (  # the modules imported first: the figure is the file's opening and the look-up
    "import time; from studio.core.alphabet import LANGUAGES; from studio.core.meanings import meaning; "
    "t = time.perf_counter(); meaning('TREED', LANGUAGES['en']); print(time.perf_counter() - t)"
)


def best_of(runs: int, code: str) -> float:
    return min(
        float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT).stdout)
        for _ in range(runs)
    )


def parse_everything() -> float:
    start = time.perf_counter()
    rows = gzip.decompress(resource("meanings/en.tsv.gz").read_bytes()).decode("utf-8").splitlines()
    table = {tuple(r.split("\t", 2)[:2]): r for r in rows}
    assert table
    return time.perf_counter() - start


def archive(kind: str) -> tuple[set[str], dict[str, str]]:
    words: set[str] = set()
    kinds: dict[str, str] = {}
    with open(DATA / f"{kind}_archive.jsonl", encoding="utf-8") as f:
        for line in f:
            record = json.loads(line)
            words.update(record["words"])
            for d in record.get("definitions") or []:
                kinds[d["word"].upper()] = d.get("type", "")
    return words, kinds


def main() -> None:
    size = sum(resource(f"meanings/{name}").stat().st_size for name in ("en.tsv.gz", "WORDNET-LICENSE.txt"))
    print(f"resource: {size:,} bytes (en.tsv.gz and its licence)")
    print(f"first look-up in a fresh process (opening the file): {best_of(3, FIRST) * 1000:.0f} ms")
    print(f"baseline, the whole table parsed into a dict: {parse_everything() * 1000:.0f} ms")
    for kind in ("daily", "deluxe"):
        words, kinds = archive(kind)
        start = time.perf_counter()
        found = {w: meaning(w, EN) for w in words}
        each = (time.perf_counter() - start) / len(words)
        have = [w for w, m in found.items() if m]
        same = [w for w in have if w in kinds and kinds[w].split()[:1] == [found[w].pos]]  # type: ignore[union-attr]
        typed = [w for w in have if w in kinds]
        print(
            f"{kind}: {len(have):,} of {len(words):,} answer words have a meaning ({len(have) / len(words):.1%}); "
            f"{each * 1e6:.0f} µs a look-up; part of speech as the game's definition in {len(same)} of {len(typed)}"
        )


if __name__ == "__main__":
    main()
