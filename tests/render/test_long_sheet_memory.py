"""A sheet of any length is written in bounded memory (issue 30, point 8).

Built whole in memory, a sheet cost about 24 kB a puzzle on top of the program: the
entries, every laid-out page, and the PDF twice over (the document, then its copy for the
atomic write). These 10,000 puzzles with answers, 6 a page, peaked near 390 MB; written a
page at a time, with the entries in a temporary file, the same sheet peaks near 65 MB
(100,000 puzzles, 4 a page: 160 MB). The bound is four times the streamed figure.

Oracles: the operating system's peak resident size of the exporting process; poppler
counting the pages.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import dumps
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import parse_shape_name
from tests.conftest import pdf_page_count

COUNT = 10_000
PER_PAGE = 6
BOUND_MB = 250  # whole in memory: ~390 MB here; streamed: ~65 MB
# the peak resident size of the one child a fresh process runs (a pytest process's own
# children, earlier tests' included, would count otherwise)
PEAK = (
    "import resource, subprocess, sys; subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL); "
    "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024)"
)


@pytest.mark.slow
def test_a_sheet_of_ten_thousand_puzzles_is_written_in_bounded_memory(waffle_archive, tmp_path):
    shape = parse_shape_name("5x5")
    folder = tmp_path / "puzzles"
    folder.mkdir()
    daily = waffle_archive["daily"]
    for i in range(COUNT):
        rec = daily[i % len(daily)]
        colors = color_tiles(shape, rec["puzzle"], rec["solution"])
        (folder / f"{i:05d}.json").write_text(dumps(Puzzle(shape, rec["puzzle"], colors, rec["solution"])))
    out = tmp_path / "sheet.pdf"
    command = [sys.executable, "-m", "studio", "export", str(folder), "--sheet", str(PER_PAGE), "--answers"]
    done = subprocess.run(
        [sys.executable, "-c", PEAK, *command, "--out", str(out)], capture_output=True, text=True, timeout=1200
    )
    assert done.returncode == 0, done.stderr
    peak_mb = int(done.stdout)
    assert pdf_page_count(out)[0] == 2 * -(-COUNT // PER_PAGE)
    assert peak_mb < BOUND_MB, f"{peak_mb} MB at the peak for {COUNT:,} puzzles"
