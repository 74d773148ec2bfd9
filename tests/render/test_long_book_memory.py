"""A book of 1,000 puzzles is written in bounded memory (issue 38, point 3): its entries
wait in a temporary file, read back in the book's order (easiest first) for the puzzle pages
and again for the answers, and its PDF goes to disk a page at a time.

Measured (2 cores): 1,000 puzzles, 6 x 9 in, 1,502 pages, in 8-11 s at a peak of 72-120 MB
(the same run measured both); 5,000 puzzles (7,502 pages) in 32-39 s at 78 MB. The bound is
the long sheet's (test_long_sheet_memory.py), for ten times fewer puzzles.

Oracles: the operating system's peak resident size of the exporting process; poppler
counting the pages: title, contents, one puzzle a page, the answers two a page (a deluxe's
20 swaps need the room)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import dumps
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import parse_shape_name
from tests.conftest import pdf_page_count
from tests.render.test_long_sheet_memory import BOUND_MB, PEAK

COUNT = 1_000


@pytest.mark.slow
def test_a_book_of_a_thousand_puzzles_is_written_in_bounded_memory(waffle_archive, tmp_path):
    folder = tmp_path / "puzzles"
    folder.mkdir()
    for i in range(COUNT):
        kind, name = ("deluxe", "7x7") if i % 10 == 9 else ("daily", "5x5")
        records = waffle_archive[kind]
        rec, shape = records[i % len(records)], parse_shape_name(name)
        colors = color_tiles(shape, rec["puzzle"], rec["solution"])
        (folder / f"{i:05d}.json").write_text(dumps(Puzzle(shape, rec["puzzle"], colors, rec["solution"])))
    out = tmp_path / "book.pdf"
    command = [sys.executable, "-m", "studio", "export", str(folder), "--book", str(out), "--trim", "6x9"]
    done = subprocess.run([sys.executable, "-c", PEAK, *command], capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stderr
    peak_mb = int(done.stdout)
    assert pdf_page_count(out) == (1 + 1 + COUNT + COUNT // 2, "432 x 648")
    assert peak_mb < BOUND_MB, f"{peak_mb} MB at the peak for {COUNT:,} puzzles"
