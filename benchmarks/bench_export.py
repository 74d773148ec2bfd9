"""Export speed: 100 puzzles to one sheet PDF with answer pages.

Baseline, measured in the same run: saving the same 100 puzzles as JSON files, the
floor of touching 100 puzzles on disk. The puzzles are generated first (not timed),
so they carry their solutions, as generated puzzles do.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from studio.core.waffle.formats import save_puzzle  # noqa: E402
from studio.core.waffle.generate import GenerateOptions, generate_puzzles  # noqa: E402
from studio.core.waffle.shape import waffle_shape  # noqa: E402
from studio.core.waffle.sheet import SheetOptions, entries_for, sheet_pages  # noqa: E402
from studio.render.files import ensure_app, write_sheet  # noqa: E402


def bench_sheet_of_100() -> None:
    made = [
        a.found.puzzle
        for size, count in ((5, 80), (7, 20))
        for a in generate_puzzles(GenerateOptions(shape=waffle_shape(size, size), count=count, seed=1))
        if a.found
    ]
    puzzles = [(f"p{n}", p) for n, p in enumerate(made)]
    ensure_app()
    with tempfile.TemporaryDirectory() as tmp:
        started = time.perf_counter()
        pages = sheet_pages(list(entries_for(puzzles)), SheetOptions(per_page=6, answers=True))
        write_sheet(pages, Path(tmp) / "sheet.pdf")
        ours = time.perf_counter() - started
        size = (Path(tmp) / "sheet.pdf").stat().st_size
        started = time.perf_counter()
        for name, puzzle in puzzles:
            save_puzzle(puzzle, Path(tmp) / f"{name}.json")
        baseline = time.perf_counter() - started
    print(
        f"{'100 puzzles (80 5x5, 20 7x7) to a 6-up sheet PDF + answers':<58} {ours:7.3f} s  "
        f"baseline {baseline:7.3f} s (saving them as JSON)  ratio x{ours / baseline:6.1f}  "
        f"{len(pages)} pages, {size / 1e6:.1f} MB  target < 10 s"
    )


if __name__ == "__main__":
    bench_sheet_of_100()
