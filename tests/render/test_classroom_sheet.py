"""Sheets a class can use: labels that match the answers' cell names, the ink legend, an
answer line, readable captions and the PDF's details, read back by poppler (pdftotext
-bbox places every word; pdfinfo reads the document information)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from xml.etree import ElementTree

import pytest

from studio.core.waffle.formats import read_puzzle
from studio.core.waffle.sheet import (
    GRIDS,
    LABEL,
    LEGEND,
    CardOptions,
    Rect,
    SheetOptions,
    entry_for,
    sheet_pages,
    swap_lines,
)
from studio.core.waffle.swaps import SPARE_SWAPS
from studio.render.files import write_sheet
from studio.render.sheet_text import legend_text, sheet_subject
from studio.resources import resource

EXAMPLE = resource("examples/daily-1.txt")


def _entries(n: int):
    entry = entry_for("daily-1", read_puzzle(EXAMPLE))
    return [entry.__class__(entry.puzzle, k + 1, entry.answer, entry.name) for k in range(n)]


@pytest.mark.parametrize("per_page", list(GRIDS))
@pytest.mark.parametrize("answer_line", [False, True])
def test_labels_and_the_answer_line_stay_inside_their_cards(per_page: int, answer_line: bool) -> None:
    card = CardOptions(style="ink", answer_line=answer_line)
    for paper in ("a4", "letter"):
        pages = sheet_pages(_entries(per_page), SheetOptions(per_page=per_page, paper=paper, card=card))
        for page in pages:
            for c in page.cards:
                for board in c.boards:
                    band = LABEL * board.pitch
                    labelled = Rect(board.rect.x - band, board.rect.y - band, board.rect.w + band, board.rect.h + band)
                    assert board.labelled and c.box.contains(labelled)
                    assert not c.caption_rect.y < board.rect.bottom - 1e-6  # the caption is under the board
                if page.kind == "puzzles":
                    assert (c.write_rect is not None) == answer_line
                    if c.write_rect is not None:
                        assert c.box.contains(c.write_rect) and c.write_rect.y >= c.caption_rect.bottom - 1e-6
            assert (page.legend_rect is not None) == (page.kind == "puzzles")


def _words(pdf: Path, page: int) -> list[tuple[str, float, float, float, float]]:
    """(word, xmin, ymin, xmax, ymax) in points, by pdftotext, an independent PDF reader."""
    html = subprocess.run(
        ["pdftotext", "-bbox", "-f", str(page), "-l", str(page), str(pdf), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    found = re.findall(r'xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>', html)
    return [(w, float(a), float(b), float(c), float(d)) for a, b, c, d, w in found]


def test_the_labels_name_the_cells_the_answers_name(tmp_path: Path) -> None:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is missing: apt-get install poppler-utils")
    entries = _entries(1)
    options = SheetOptions(per_page=1, author="Ms Rivera", title="Week 47", card=CardOptions(style="ink"))
    pdf = tmp_path / "sheet.pdf"
    write_sheet(sheet_pages(entries, options), pdf, "ink", options.author, sheet_subject(len(entries), answers=True))
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    assert re.search(r"Title:\s+Week 47", info) and re.search(r"Author:\s+Ms Rivera", info)
    # Qt writes no Subject into the document information: it is in the XMP, which readers show
    xmp = subprocess.run(["pdfinfo", "-meta", str(pdf)], capture_output=True, text=True, check=True).stdout
    dc = "{http://purl.org/dc/elements/1.1/}"
    root = ElementTree.fromstring(xmp[xmp.index("<x:xmpmeta") : xmp.index("</x:xmpmeta>") + 12])
    assert [e.text for e in root.iter() if e.tag == "{http://www.w3.org/1999/02/22-rdf-syntax-ns#}li"] == [
        "Week 47",
        "Ms Rivera",
        "1 Waffle puzzle with answers",
    ]
    assert next(root.iter(f"{dc}description")) is not None
    words = _words(pdf, 1)
    text = " ".join(w for w, *_ in words)
    for mark in LEGEND:
        assert legend_text(mark) in text
    assert f"{10 + SPARE_SWAPS} swaps allowed" in text
    # every swap the answer page names, e.g. "1. G A2 ↔ O C1": the tile letter printed at the
    # crossing of column label A and row label 2 is the G the line says is there
    puzzle = entries[0].puzzle
    letters = sorted((y0, w, (x0 + x1) / 2) for w, x0, y0, x1, _ in words if re.fullmatch("[A-E]", w) and y0 > 70)
    columns = {w: x for _, w, x in reversed(letters)}  # the top one of each: the labels above the board
    rows = {w: (y0 + y1) / 2 for w, x0, y0, _, y1 in words if re.fullmatch("[1-5]", w) and x0 < 200}
    tiles = [(w, (x0 + x1) / 2, (y0 + y1) / 2) for w, x0, y0, x1, y1 in words if re.fullmatch("[A-Z]", w)]
    assert set("ABCDE") <= set(columns) and set("12345") <= set(rows)
    assert entries[0].answer is not None
    first = swap_lines(puzzle, entries[0].answer)[0]
    letter, name = re.match(r"1\. ([A-Z]) ([A-E][1-5])", first).groups()
    x, y = columns[name[0]], rows[name[1]]
    under = [w for w, tx, ty in tiles if abs(tx - x) < 4 and abs(ty - y) < 4]
    assert letter in under
