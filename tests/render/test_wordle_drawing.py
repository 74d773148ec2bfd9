"""Wordle tiles: the pixels where a hand-worked grid says each tile and its colour are."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from studio.core.errors import PuzzleError
from studio.core.wordle.feedback import GRAY, GREEN, YELLOW
from studio.render.wordle import paint_rows, write_wordle

# 5 tiles across 500 px and 7 rows down 700 px: tile (row, column) is the 100 px square
# at (100 * column, 100 * row), its edge 4 px in and its fill inside.
# gray: a shade darker than the game's #787c7e, so white letters meet WCAG AA (tests/render/test_palette.py)
GREEN_FILL, YELLOW_FILL, GRAY_FILL = QColor("#6aaa64"), QColor("#c9b458"), QColor("#6f7375")
WHITE, EMPTY_EDGE = QColor("#ffffff"), QColor("#d3d6da")


def painted(rows) -> QImage:
    image = QImage(500, 700, QImage.Format.Format_RGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    paint_rows(painter, QRectF(0, 0, 500, 700), rows, 5, 7)
    painter.end()
    return image


def fill(image: QImage, row: int, column: int) -> QColor:
    return QColor(image.pixel(100 * column + 20, 100 * row + 20))  # clear of the letter


def edge(image: QImage, row: int, column: int) -> QColor:
    return QColor(image.pixel(100 * column + 4, 100 * row + 50))


def close(a: QColor, b: QColor) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) < 40


def test_a_row_typed_part_way_colours_its_letters_and_leaves_the_rest_white():
    """The assistant's row being typed has a mark per letter typed so far, not per tile."""
    image = painted([("CRANE", (GREEN, YELLOW, GRAY, GRAY, GRAY)), ("S", (GRAY,))])
    assert close(fill(image, 0, 0), GREEN_FILL) and close(fill(image, 0, 1), YELLOW_FILL)
    assert close(fill(image, 0, 4), GRAY_FILL)
    assert close(fill(image, 1, 0), GRAY_FILL)
    for column in range(1, 5):
        assert close(fill(image, 1, column), WHITE), column
    for row in range(2, 7):  # every row below is drawn, empty
        for column in range(5):
            assert close(fill(image, row, column), WHITE) and close(edge(image, row, column), EMPTY_EDGE)


def test_a_game_exports_as_a_png_of_its_tiles_and_an_svg(tmp_path):
    """BEACH guessed HATCH: gray, yellow, gray, green, green (worked by hand: H is in BEACH
    once, at the end, where HATCH's second H lands green; the first H is then gray)."""
    rows = [("HATCH", (GRAY, YELLOW, GRAY, GREEN, GREEN)), ("BEACH", (GREEN,) * 5)]
    png = tmp_path / "game.png"
    write_wordle(rows, 5, 6, png, size=500)
    image = QImage(str(png))
    assert (image.width(), image.height()) == (500, 600)
    expected = [GRAY_FILL, YELLOW_FILL, GRAY_FILL, GREEN_FILL, GREEN_FILL]
    assert all(close(fill(image, 0, c), colour) for c, colour in enumerate(expected))
    assert all(close(fill(image, 1, c), GREEN_FILL) for c in range(5))
    assert all(close(fill(image, 2, c), WHITE) for c in range(5))  # rows not played: empty tiles
    svg = tmp_path / "game.svg"
    write_wordle(rows, 5, 6, svg)
    text = ET.fromstring(svg.read_text(encoding="utf-8"))
    letters = "".join(t.text.strip() for t in text.iter() if t.tag.endswith("text") and t.text and t.text.strip())
    assert letters == "HATCHBEACH"
    with pytest.raises(PuzzleError, match=r"draw to a \.png or \.svg file"):
        write_wordle(rows, 5, 6, tmp_path / "game.gif")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.png", "game.svg"]


def test_colour_blind_tiles_carry_their_shapes():
    """Orange with its top-left corner in the letters' colour, blue with a dot; gray plain."""
    from studio.render.palette import LIGHT_COLOUR_BLIND as cb

    image = QImage(500, 700, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    paint_rows(painter, QRectF(0, 0, 500, 700), [("CRANE", (GREEN, YELLOW, GRAY, GREEN, YELLOW))], 5, 7, cb)
    painter.end()
    ink = cb.mark_letter[GREEN]
    assert QColor(image.pixel(10, 10)) == ink and QColor(image.pixel(50, 90)) == cb.mark_fill[GREEN]
    assert QColor(image.pixel(180, 20)) == ink and QColor(image.pixel(110, 10)) == cb.mark_fill[YELLOW]
    assert QColor(image.pixel(210, 10)) == QColor(image.pixel(280, 20)) == cb.mark_fill[GRAY]
