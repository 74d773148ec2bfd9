"""benchmarks/bench_review.py says what it measures: the docstring and the benchmarks'
README name the games' swap counts that its games really have (they said 12-15 and 10-15)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.mark.slow
def test_the_review_benchmarks_swap_counts_are_the_games_it_plays(shared_data, monkeypatch):
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    import bench_review

    docstring = bench_review.__doc__ or ""
    readme = next(line for line in (BENCHMARKS / "README.md").read_text().splitlines() if "bench_review.py" in line)
    said = {}
    for kind, count in (("daily", 200), ("deluxe", 20)):  # the benchmark's defaults, its seed
        lengths = [len(made) for _, made in bench_review.games(kind, count, random.Random(37))]
        said[kind] = f"{min(lengths)}-{max(lengths)}"
    assert re.findall(r"(\d+-\d+) swaps", docstring) == [said["daily"]]
    assert f"a deluxe of {said['deluxe']}" in docstring
    assert re.findall(r"(\d+-\d+) swap", readme) == [said["daily"], said["deluxe"]]
