"""Every swap step on a printed answer sheet is whole (the walk found "10. W D5 ↔ E …" on a
4-up page: the step columns were too narrow once the numbers reached two digits).

The oracle is poppler's pdftotext reading the PDF back: each step the answer lists must
appear in the text, complete, and no ellipsis may appear anywhere."""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
from pathlib import Path

import pytest

from studio.core.waffle.puzzle import blank_puzzle
from studio.core.waffle.shape import parse_shape_name
from studio.core.waffle.sheet import GRIDS, PAPERS, Answer, Entry, SheetOptions, sheet_pages, swap_lines
from studio.render.files import write_sheet

STEPS = {"5x5": 10, "7x7": 20}  # the most swaps each size's answers list


def _widest_entries(shape_name: str, count: int) -> list[Entry]:
    """All tiles W (the widest capital) and swaps between the last cells (two-letter, widest
    row numbers): the longest step lines a sheet can be asked to print."""
    shape = parse_shape_name(shape_name)
    puzzle = blank_puzzle(shape)
    puzzle = dataclasses.replace(puzzle, tiles="W" * len(shape.cells), colors="-" * len(shape.cells))
    last = len(shape.cells) - 1
    swaps = tuple((last, last - 1) for _ in range(STEPS[shape_name]))
    answer = Answer("W" * len(shape.cells), len(swaps), swaps)
    return [Entry(puzzle, n + 1, answer, f"p{n}") for n in range(count)]


def _text(pdf: Path) -> str:
    return subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout


@pytest.mark.parametrize("per_page", list(GRIDS))
@pytest.mark.parametrize("shape", list(STEPS))
def test_every_step_prints_whole_on_every_layout(tmp_path: Path, per_page: int, shape: str) -> None:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is missing: apt-get install poppler-utils")
    entries = _widest_entries(shape, per_page)
    steps = swap_lines(entries[0].puzzle, entries[0].answer)
    assert len(steps) == STEPS[shape] and steps[-1].startswith(f"{STEPS[shape]}. W ")
    for paper in PAPERS:
        pdf = tmp_path / f"{paper}.pdf"
        options = SheetOptions(per_page=per_page, paper=paper, answers=True)
        pages = [p for p in sheet_pages(entries, options) if p.kind == "answers"]
        write_sheet(pages, pdf)
        text = _text(pdf)
        assert "…" not in text and "..." not in text, (paper, text)
        # pdftotext may join neighbouring columns with spaces: each step is a run of its words
        flat = " ".join(text.split())
        for step in steps:
            assert " ".join(step.split()) in flat, (paper, step)
