"""PNG, SVG and PDF exports checked from the outside: pixels, XML elements, PDF pages.

Oracles: the game's tile colours, the puzzle's own letters and colours, the paper sizes
(A4 595x842 pt, Letter 612x792 pt), and `pdftoppm` turning pages into images.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from studio.core.errors import PuzzleError
from studio.core.waffle.formats import read_puzzle
from studio.core.waffle.generate import GenerateOptions, generate_puzzles
from studio.core.waffle.shape import parse_shape_name
from studio.core.waffle.sheet import PAPERS, CardOptions, Entry, SheetOptions, answer_for, sheet_pages, single_card
from studio.render.files import SINGLE_PITCH, iter_sheet, write_card, write_sheet
from studio.render.palette import INK, PAPER
from tests.conftest import pdf_page_count

ROOT = Path(__file__).resolve().parents[2]
DAILY = read_puzzle(ROOT / "studio" / "resources" / "examples" / "daily-1.txt")
GAME = {"g": QColor("#6fb05c"), "y": QColor("#e9ba3a"), "-": QColor("#edeff1")}
SVG = "{http://www.w3.org/2000/svg}"
SOLUTION = "".join("FUGUE O.L.N LOOSE I.B.M OMEGA".replace(".", "").split())  # daily #1, as published


def entry(puzzle=DAILY, number=None) -> Entry:
    return Entry(puzzle, number, answer_for(puzzle))


def generated(shape: str, count: int, seed: int = 1) -> list:
    options = GenerateOptions(shape=parse_shape_name(shape), count=count, seed=seed, game_like=shape in ("5x5", "7x7"))
    return [a.found.puzzle for a in generate_puzzles(options) if a.found is not None]


def pdf_pages(path: Path) -> tuple[int, str]:
    return pdf_page_count(path)


def page_images(path: Path, dpi: int, tmp: Path) -> list[QImage]:
    if shutil.which("pdftoppm") is None:
        pytest.skip("pdftoppm is missing: apt-get install poppler-utils")
    subprocess.run(["pdftoppm", "-r", str(dpi), "-png", str(path), str(tmp / "page")], check=True)
    return [QImage(str(p)) for p in sorted(tmp.glob("page-*.png"))]


def close(a: QColor, b: QColor, tolerance: int = 12) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) <= tolerance


def tile_boxes(board, shape, scale: float):
    """Each cell's tile in pixels: (left, top, size), from the board's place and pitch."""
    for cell, (r, c) in enumerate(shape.positions):
        inset = board.pitch * 0.05
        yield (
            cell,
            (
                (board.rect.x + c * board.pitch + inset) * scale,
                (board.rect.y + r * board.pitch + inset) * scale,
                board.pitch * 0.9 * scale,
            ),
        )


# ---------------------------------------------------------------- PNG


@pytest.mark.parametrize("transparent", [False, True])
def test_png_has_the_size_asked_and_the_games_colours_at_every_tile(tmp_path, transparent):
    out = tmp_path / "daily.png"
    write_card(entry(), out, "png", CardOptions(), width=700, transparent=transparent)
    image = QImage(str(out))
    assert image.width() == 700
    corner = image.pixelColor(1, 1)
    assert corner.alpha() == 0 if transparent else close(corner, QColor("white"), 0)
    card = single_card(entry(), CardOptions(), SINGLE_PITCH)
    scale = 700 / card.box.w
    assert abs(image.height() - card.box.h * scale) <= 1
    (board,) = card.boards
    for cell, (left, top, size) in tile_boxes(board, DAILY.shape, scale):
        fill = image.pixelColor(int(left + size * 0.12), int(top + size * 0.5))  # beside the letter
        assert close(fill, GAME[DAILY.colors[cell]]), (cell, fill.name())
        centre = [image.pixelColor(int(left + size * (0.3 + i / 25)), int(top + size * 0.5)) for i in range(10)]
        assert any(not close(p, fill, 40) for p in centre), f"no letter drawn in tile {cell}"


def test_png_of_the_solution_is_all_green_and_spells_the_solution(tmp_path):
    out = tmp_path / "solution.png"
    write_card(entry(), out, "png", CardOptions(content="solution"), width=500)
    image = QImage(str(out))
    card = single_card(entry(), CardOptions(content="solution"), SINGLE_PITCH)
    (board,) = card.boards
    assert board.letters == SOLUTION
    for _, (left, top, size) in tile_boxes(board, DAILY.shape, 500 / card.box.w):
        assert close(image.pixelColor(int(left + size * 0.12), int(top + size * 0.5)), GAME["g"])


# ---------------------------------------------------------------- SVG


def svg_tiles_and_letters(path: Path, fills: set[str]) -> tuple[int, list[str]]:
    root = ET.parse(path).getroot()
    tiles = 0
    for group in root.iter(f"{SVG}g"):
        if group.get("fill", "").lower() in fills:
            tiles += sum(1 for child in group if child.tag in (f"{SVG}path", f"{SVG}rect"))
    letters = [t.text.strip() for t in root.iter(f"{SVG}text") if t.text and re.fullmatch(r"[A-Z]", t.text.strip())]
    return tiles, letters


@pytest.mark.parametrize("content, boards", [("puzzle", 1), ("both", 2)])
def test_svg_parses_with_one_tile_and_one_letter_per_cell(tmp_path, content, boards):
    out = tmp_path / "daily.svg"
    write_card(entry(), out, "svg", CardOptions(content=content))
    tiles, letters = svg_tiles_and_letters(out, {GAME[k].name() for k in GAME})
    assert tiles == 21 * boards
    expected = Counter(DAILY.tiles) + (Counter(SOLUTION) if boards == 2 else Counter())
    assert Counter(letters) == expected


def test_ink_svg_marks_greens_with_corners_and_yellows_with_dots(tmp_path):
    out = tmp_path / "ink.svg"
    write_card(entry(), out, "svg", CardOptions(style="ink"))
    root = ET.parse(out).getroot()
    white = sum(1 for g in root.iter(f"{SVG}g") if g.get("fill") == PAPER.name() for c in g if c.tag == f"{SVG}path")
    dark = [c for g in root.iter(f"{SVG}g") if g.get("fill") == INK.name() for c in g]
    assert white == 21
    assert sum(c.tag in (f"{SVG}path", f"{SVG}polygon") for c in dark) == DAILY.colors.count("g")  # the corners
    assert sum(c.tag in (f"{SVG}circle", f"{SVG}ellipse") for c in dark) == DAILY.colors.count("y")
    assert not [g for g in root.iter(f"{SVG}g") if g.get("fill") in {GAME[k].name() for k in GAME}]


# ---------------------------------------------------------------- PDF


def test_single_pdf_is_one_page_of_the_paper_chosen(tmp_path):
    for paper, size in (("a4", "595.276 x 841.89"), ("letter", "612 x 792")):
        out = tmp_path / f"{paper}.pdf"
        write_card(entry(), out, "pdf", CardOptions(content="both"), paper=paper)
        pages, got = pdf_pages(out)
        assert pages == 1 and got.startswith(size.split(" x ")[0][:3])


@pytest.fixture(scope="module")
def twelve() -> list[Entry]:
    return [entry(p, n) for n, p in enumerate(generated("5x5", 12, seed=21), 1)]


def ink_outside(image: QImage, box: tuple[float, float, float, float]) -> int:
    """Pixels that are not white outside the box (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            if not (x0 <= x <= x1 and y0 <= y <= y1) and image.pixelColor(x, y).lightness() < 245:
                count += 1
    return count


@pytest.mark.slow
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_twelve_at_six_per_page_with_answers_is_two_plus_two_pages_inside_the_margins(tmp_path, twelve, paper):
    out = tmp_path / "sheet.pdf"
    options = SheetOptions(per_page=6, paper=paper, margin=12, answers=True, footer="Room 4")
    write_sheet(sheet_pages(twelve, options), out)
    pages, size = pdf_pages(out)
    assert pages == 4
    assert size.startswith("595") if paper == "a4" else size == "612 x 792"
    dpi = 40
    images = page_images(out, dpi, tmp_path)
    width, height = PAPERS[paper]
    px = dpi / 25.4
    margin = (12 * px - 1, 12 * px - 1, (width - 12) * px + 1, (height - 12) * px + 1)
    for image in images:
        assert abs(image.width() - width * px) <= 2
        assert ink_outside(image, margin) == 0

    def has(image, color):
        return any(
            close(image.pixelColor(x, y), GAME[color], 14)
            for y in range(0, image.height(), 2)
            for x in range(0, image.width(), 2)
        )

    assert has(images[0], "y") and has(images[1], "y")  # puzzles
    assert has(images[2], "g") and not has(images[2], "y")  # answers: solved boards


@pytest.mark.slow
def test_every_letter_on_a_sheet_page_is_inside_its_tile(tmp_path, twelve):
    out = tmp_path / "sheet.pdf"
    pages = sheet_pages(twelve, SheetOptions(per_page=6, answers=False))
    write_sheet(pages, out)
    dpi = 100
    (image, _) = page_images(out, dpi, tmp_path)
    px = dpi / 25.4
    for card in pages[0].cards:
        (board,) = card.boards
        tiles = list(tile_boxes(board, card.shape, px))
        x0, y0 = board.rect.x * px, board.rect.y * px
        for y in range(int(y0), int((board.rect.bottom) * px)):
            for x in range(int(x0), int(board.rect.right * px)):
                if image.pixelColor(x, y).lightness() < 90:  # dark letters (on grey tiles)
                    assert any(
                        left - 1 <= x <= left + size + 1 and top - 1 <= y <= top + size + 1
                        for _, (left, top, size) in tiles
                    ), (x, y)
        for cell, (left, top, size) in tiles:
            inner = [
                image.pixelColor(int(left + size * f), int(top + size * g))
                for f in (0.35, 0.5, 0.65)
                for g in (0.35, 0.5, 0.65)
            ]
            fill = image.pixelColor(int(left + size * 0.1), int(top + size * 0.5))
            assert any(not close(p, fill, 40) for p in inner), f"tile {cell} has no letter"


@pytest.mark.slow
def test_mixed_shapes_share_one_tile_size_per_page_and_stay_on_the_page(tmp_path):
    puzzles = generated("3x3", 1) + generated("7x7", 1) + generated("5x5", 1) + generated("5x7", 1)
    entries = [entry(p, n) for n, p in enumerate(puzzles, 1)]
    for paper in PAPERS:
        for per_page in (1, 2, 4, 6):
            pages = sheet_pages(entries, SheetOptions(per_page=per_page, paper=paper))
            assert len(pages) == 2 * -(-4 // per_page)
            for page in pages:
                pitches = {round(b.pitch, 6) for c in page.cards for b in c.boards}
                assert len(pitches) == 1
                for card in page.cards:
                    assert page.content.contains(card.box)
                    for board in card.boards:
                        assert card.box.contains(board.rect)
    out = tmp_path / "mixed.pdf"
    write_sheet(sheet_pages(entries, SheetOptions(per_page=4, paper="letter")), out)
    assert pdf_pages(out)[0] == 2


def test_a_cancelled_sheet_leaves_no_file(tmp_path, twelve):
    out = tmp_path / "sheet.pdf"
    writing = iter_sheet(sheet_pages(twelve, SheetOptions(per_page=1)), out)
    assert next(writing) == 1
    writing.close()
    assert list(tmp_path.iterdir()) == []


def test_bad_options_are_named():
    with pytest.raises(PuzzleError, match="1, 2, 4, 6 puzzles per page"):
        SheetOptions(per_page=3)
    with pytest.raises(PuzzleError, match="a4 or letter"):
        SheetOptions(paper="a3")
    with pytest.raises(PuzzleError, match="16 to 20000"):
        write_card(entry(), Path("/nonexistent/x.png"), "png", CardOptions(), width=3)
