"""A sheet a class can use (issue 34, point 7): the title whole on every page beside the ink
legend, the students' pages without the answers, the answers apart, a range of pages, and a
blank grid under each puzzle; PDFs read back by poppler (pdftotext -bbox, pdfinfo)."""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata
from pathlib import Path

import pytest

from studio.cli import main
from studio.core.errors import PuzzleError
from studio.core.facts import Code
from studio.core.streams import finish
from studio.core.waffle.formats import read_puzzle, save_puzzle
from studio.core.waffle.sheet import (
    GRIDS,
    LEGEND,
    Answer,
    CardOptions,
    Entry,
    SheetOptions,
    parse_page_range,
    sheet_pages,
    swap_lines,
)
from studio.operations.sheet import print_sheet
from studio.render.sheet_text import legend_text, sheet_subject
from studio.resources import resource
from tests.render.test_classroom_sheet import _entries, _words

TITLE = "Class 4B - Waffle week 47: swaps, stars and a long title for the newsletter"
DAILY_1 = "FUGUEOLNLOOSEIBMOMEGA"  # daily #1's solution, as the game gave it


def _known(n: int) -> list[Entry]:
    """Daily #1 n times with its answer given, not solved: layouts only, in the fast loop."""
    puzzle = read_puzzle(resource("examples/daily-1.txt"))
    return [Entry(puzzle, k, Answer(DAILY_1, 10, ())) for k in range(1, n + 1)]


def _poppler() -> None:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is missing: apt-get install poppler-utils")


def _page_count(pdf: Path) -> int:
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", info).group(1))


def _text(pdf: Path, page: int) -> str:
    return unicodedata.normalize("NFKC", " ".join(w for w, *_ in _words(pdf, page)))  # "ﬄ" is "ffl"


def _sheet(tmp_path: Path, name: str, **options) -> Path:
    out = tmp_path / name
    finish(print_sheet(_entries(7), SheetOptions(per_page=6, title=TITLE, **options), out))
    return out


@pytest.mark.slow
def test_a_long_title_prints_whole_on_every_page_of_an_ink_sheet(tmp_path: Path) -> None:
    _poppler()
    pdf = _sheet(tmp_path, "ink.pdf", card=CardOptions(style="ink"))
    assert _page_count(pdf) == 4  # 7 puzzles at 6 a page, then their answers
    for page in range(1, 5):
        words = _words(pdf, page)
        top = min(y0 for _, _, y0, _, _ in words)
        line = [unicodedata.normalize("NFKC", w) for w, _, y0, _, _ in words if abs(y0 - top) < 3]  # the title
        assert " ".join(line).startswith(TITLE), line
        assert "…" not in " ".join(line)
        if page <= 2:  # the legend is on the puzzle pages, on a line of its own under the title
            text = " ".join(w for w, *_ in words)
            assert all(legend_text(mark) in text for mark in LEGEND)
            assert not any(word in line for word in legend_text(LEGEND[0]).split())


@pytest.mark.slow
def test_the_students_pages_hold_no_answers_and_the_answers_print_apart(tmp_path: Path) -> None:
    _poppler()
    answer = _entries(1)[0]
    assert answer.answer is not None
    step = swap_lines(answer.puzzle, answer.answer)[0]  # "1. E B1 ↔ O D3", as an answer page prints it
    puzzles = _sheet(tmp_path, "students.pdf", pages="puzzles")
    assert _page_count(puzzles) == 2
    for page in (1, 2):
        text = _text(puzzles, page)
        assert "answers" not in text and "fewest swaps" not in text and "↔" not in text
        assert f"page {page} of 2" in text
    answers = _sheet(tmp_path, "answers.pdf", pages="answers", answers=False)  # "answers" asks for them
    assert _page_count(answers) == 2
    first = _text(answers, 1)
    assert f"{TITLE}: answers" in first and "fewest swaps" in first and step in first and "page 1 of 2" in first
    assert "swaps allowed" not in first  # no puzzle card: the answers only


@pytest.mark.slow
def test_a_range_prints_those_pages_numbered_as_in_the_whole_sheet(tmp_path: Path) -> None:
    _poppler()
    pdf = _sheet(tmp_path, "range.pdf", page_range=(2, 3))
    assert _page_count(pdf) == 2
    assert "page 2 of 4" in _text(pdf, 1) and "swaps allowed" in _text(pdf, 1)
    assert "page 3 of 4" in _text(pdf, 2) and "fewest swaps" in _text(pdf, 2)


def test_the_range_and_the_pages_are_checked_before_any_work() -> None:
    assert parse_page_range(" 2 - 5 ") == (2, 5)
    assert parse_page_range("3") == (3, 3)
    assert parse_page_range("2–4") == (2, 4)  # an en dash, as a word processor types it
    assert parse_page_range("") is None
    for bad in ("0", "5-2", "two", "2-", "-3", "1,3"):
        with pytest.raises(PuzzleError, match="pages"):
            parse_page_range(bad)
    with pytest.raises(PuzzleError, match="the sheet has 2 pages"):
        sheet_pages(_known(7), SheetOptions(per_page=6, pages="puzzles", page_range=(2, 3)))
    with pytest.raises(PuzzleError) as refused:
        SheetOptions(pages="both")  # type: ignore[arg-type]
    assert (refused.value.code, refused.value.fact["choice"]) == (Code.UNKNOWN_CHOICE, "both")
    assert sheet_subject(7, answers=True, pages="puzzles") == "7 Waffle puzzles"
    assert sheet_subject(1, answers=False, pages="answers") == "the answers to 1 Waffle puzzle"


@pytest.mark.parametrize("per_page", list(GRIDS))
def test_a_blank_answer_grid_sits_under_each_puzzle_inside_its_card(per_page: int) -> None:
    for style in ("color", "ink"):
        card = CardOptions(style=style, answer_grid=True, answer_line=per_page == 1)
        pages = sheet_pages(_known(per_page), SheetOptions(per_page=per_page, card=card))
        puzzle_page, answer_page = pages
        for c in puzzle_page.cards:
            board, grid = c.boards
            assert grid.blank and not board.blank and grid.letters.strip() == "" and set(grid.colors) == {"-"}
            assert (grid.rect.x, grid.rect.w, grid.rect.h) == (board.rect.x, board.rect.w, board.rect.h)
            assert board.rect.bottom < grid.rect.y <= c.caption_rect.y  # under the puzzle, over its caption
            assert c.box.contains(grid.rect) and c.box.contains(c.caption_rect)
        assert all(len(c.boards) == 1 for c in answer_page.cards)  # the answers need none


@pytest.mark.slow
def test_the_command_line_prints_the_students_pages_and_a_range(tmp_path: Path, capsys) -> None:
    _poppler()
    folder = tmp_path / "week"
    folder.mkdir()
    for k in range(7):
        save_puzzle(_entries(1)[0].puzzle, folder / f"p{k}.json")
    out = tmp_path / "students.pdf"
    assert main(["export", str(folder), "--sheet", "6", "--answers", "--pages", "puzzles", "--out", str(out)]) == 0
    assert _page_count(out) == 2 and "fewest swaps" not in _text(out, 2)
    out = tmp_path / "some.pdf"
    args = ["export", str(folder), "--sheet", "6", "--answers", "--range", "3-4", "--answer-grid", "--out", str(out)]
    assert main(args) == 0
    assert _page_count(out) == 2 and "page 3 of 4" in _text(out, 1)
    with pytest.raises(SystemExit) as usage:  # a usage error, before any work
        main(["export", str(folder), "--sheet", "6", "--range", "4-2", "--out", str(out)])
    assert usage.value.code == 2
    assert "pages '4-2'" in capsys.readouterr().err
