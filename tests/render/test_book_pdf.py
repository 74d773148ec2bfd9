"""A print-on-demand book read back by poppler (issue 38, point 3): the page size in points
for every trim with and without bleed, on every page; every font embedded; the contents'
page numbers; the answer key naming each puzzle and its swaps.

Oracles: KDP's sizes in inches times 72 (pdfinfo -box); pdffonts; pdftotext's text of each
page; the published archive's puzzles and solutions, the printed swaps replayed on the
puzzle's tiles."""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata

import pytest

from studio.cli import main
from studio.core.streams import finish
from studio.core.waffle.book import BookOptions
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import parse_shape_name
from studio.core.waffle.sheet import entries_for
from studio.operations.book import write_book

KDP_INCHES = {"6x9": (6.0, 9.0), "8.5x11": (8.5, 11.0), "a4": (8.27, 11.69), "a5": (5.83, 8.27)}


def poppler(*command: str) -> str:
    if shutil.which(command[0]) is None:
        pytest.skip(f"{command[0]} is missing: apt-get install poppler-utils")
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout


def page_texts(path) -> list[str]:
    """Each page's text, ligatures unfolded (DejaVu draws "ffl" as one glyph)."""
    text = unicodedata.normalize("NFKC", poppler("pdftotext", "-layout", str(path), "-"))
    return text.split("\f")[:-1]


def archive_puzzles(waffle_archive, daily: int, deluxe: int) -> list[tuple[str, Puzzle]]:
    out = []
    for kind, name, count in (("daily", "5x5", daily), ("deluxe", "7x7", deluxe)):
        shape = parse_shape_name(name)
        for rec in waffle_archive[kind][:count]:
            colors = color_tiles(shape, rec["puzzle"], rec["solution"])
            out.append((f"{kind}-{rec['number']}", Puzzle(shape, rec["puzzle"], colors, rec["solution"])))
    return out


def book(puzzles, options: BookOptions, out):
    return finish(write_book(entries_for(puzzles), options, out))


@pytest.mark.slow
@pytest.mark.parametrize("bleed", [False, True])
@pytest.mark.parametrize("trim", list(KDP_INCHES))
def test_every_page_is_the_size_kdp_asks_with_every_font_embedded(waffle_archive, tmp_path, trim, bleed):
    out = tmp_path / "book.pdf"
    written = book(archive_puzzles(waffle_archive, 3, 0), BookOptions(trim=trim, bleed=bleed), out)
    width, height = KDP_INCHES[trim]
    if bleed:  # KDP: 0.125 in on the outside edge, 0.125 in at the top and at the bottom
        width, height = width + 0.125, height + 0.25
    info = poppler("pdfinfo", "-box", "-f", "1", "-l", str(written.pages), str(out))
    boxes = re.findall(r"Page\s+\d+ MediaBox:\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)", info)
    assert len(boxes) == written.pages == 2 + 3 + 1  # title, contents, 3 puzzles, their answers
    for box in boxes:
        assert [float(v) for v in box] == pytest.approx([0, 0, width * 72, height * 72], abs=0.005)
    fonts = poppler("pdffonts", str(out)).splitlines()[2:]
    assert fonts and all(line.split()[-5] == "yes" for line in fonts), fonts  # the "emb" column


@pytest.mark.slow
def test_the_contents_and_the_answer_key_read_back(waffle_archive, tmp_path):
    puzzles = archive_puzzles(waffle_archive, 24, 6)
    out = tmp_path / "book.pdf"
    options = BookOptions(trim="6x9", title="Waffle Days", subtitle="Thirty puzzles", author="Ann Author")
    written = book(puzzles, options, out)
    pages = page_texts(out)
    # 30 puzzles a page; a deluxe's 20 swaps: 2 answers a page on 6x9
    assert len(pages) == written.pages == 1 + 1 + 30 + 15
    title = " ".join(pages[0].split())
    assert title == "Waffle Days Thirty puzzles Ann Author"
    contents = re.findall(r"(Easy|Medium|Hard|Answers)\s+puzzles (\d+)–(\d+)\s+(\d+)", pages[1])
    assert [part for part, *_ in contents] == ["Easy", "Medium", "Hard", "Answers"]
    for part, first, _last, page in contents:
        at = pages[int(page) - 1]
        assert at.split()[-1] == page  # the page's own number, at its foot
        assert re.search(rf"No\. {first}\b", at)  # the part's first puzzle (or answer) is there
        assert part in at  # its running head names the part
        before = pages[int(page) - 2]
        assert not re.search(rf"No\. {first}\b", before)
    assert [(int(a), int(b)) for _, a, b, _ in contents] == [(1, 10), (11, 20), (21, 30), (1, 30)]
    answers_from = int(contents[-1][3])
    key = "\n".join(pages[answers_from - 1 :])
    shown = {}  # No. k -> the swaps printed for it
    for block in re.split(r"(?=No\. \d+\b)", key)[1:]:
        number = int(re.match(r"No\. (\d+)", block).group(1))
        shown[number] = re.findall(r"(\d+)\. (\w) ([A-G]\d) ↔ (\w) ([A-G]\d)", block)
    assert sorted(shown) == list(range(1, 31))  # the key names every puzzle
    matched = set()
    for number, swaps in shown.items():
        found = [name for name, puzzle in puzzles if replays(puzzle, swaps)]
        assert len(found) == 1, (number, found)
        matched.add(found[0])
    assert len(matched) == 30  # every puzzle answered once


def replays(puzzle: Puzzle, swaps) -> bool:
    """The printed swaps, each naming the letters it exchanges, turn the tiles into the
    solution in the game's count: 10 for a daily, 20 for a deluxe."""
    board = list(puzzle.tiles)
    cells = {f"{chr(ord('A') + c)}{r + 1}": k for k, (r, c) in enumerate(puzzle.shape.positions)}
    if len(swaps) != (10 if puzzle.shape.rows == 5 else 20):
        return False
    for step, (n, a, at, b, to) in enumerate(sorted(swaps, key=lambda s: int(s[0])), 1):
        if int(n) != step or at not in cells or to not in cells:
            return False
        i, j = cells[at], cells[to]
        if board[i] != a or board[j] != b:
            return False
        board[i], board[j] = board[j], board[i]
    return "".join(board) == puzzle.solution


def test_an_unknown_trim_is_refused_by_its_name_and_nothing_is_written(tmp_path, capsys):
    out = tmp_path / "book.pdf"
    with pytest.raises(SystemExit) as ended:
        main(["export", "x.json", "--book", str(out), "--trim", "7x10"])
    assert ended.value.code == 2 and "7x10" in capsys.readouterr().err
    assert not out.exists()


@pytest.fixture
def german():
    from studio import language

    yield language.use("de")
    language.use("en")


@pytest.mark.slow
def test_a_book_in_german_says_its_parts_in_german(waffle_archive, tmp_path, german):
    out = tmp_path / "buch.pdf"
    book(archive_puzzles(waffle_archive, 3, 0), BookOptions(trim="a5", title="Waffel-Tage"), out)
    pages = page_texts(out)
    assert re.findall(r"(\w+)\s+Rätsel (\d+)–(\d+)\s+(\d+)", pages[1]) == [
        ("Leicht", "1", "1", "3"),
        ("Mittel", "2", "2", "4"),
        ("Schwer", "3", "3", "5"),
        ("Lösungen", "1", "3", "6"),
    ]
    assert "Inhalt" in pages[1] and "Lösungen" in pages[5]
