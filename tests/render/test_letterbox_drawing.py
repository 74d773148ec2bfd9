"""Letter Boxed drawings: the pixels where the layout says the dots and lines are."""

from __future__ import annotations

from PySide6.QtGui import QColor

from studio.core.letterboxed.board import parse_board
from studio.core.letterboxed.layout import box_layout
from studio.render.letterbox import BoxLook, letter_at, letterbox_image, write_letterbox
from studio.render.palette import LIGHT

SIZE = 600


def pixel(image, point):
    return QColor(image.pixel(round(point[0] * SIZE), round(point[1] * SIZE)))


def close(a: QColor, b: QColor) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) < 40


def test_used_dots_fill_and_the_line_runs_between_them():
    board = parse_board("TAP ERD NIL YCO")
    layout = box_layout(board)
    image = letterbox_image(board, SIZE, BoxLook(("CANTRIP",)))
    for i, letter in enumerate(board.letters):
        assert close(pixel(image, layout.dots[i]), LIGHT.box_line if letter in "CANTRIP" else LIGHT.box_fill), letter
    (ax, ay), (bx, by) = layout.dots[board.letters.index("C")], layout.dots[board.letters.index("A")]
    assert close(pixel(image, ((ax + bx) / 2, (ay + by) / 2)), LIGHT.box_line)
    (ax, ay), (bx, by) = layout.dots[board.letters.index("Y")], layout.dots[board.letters.index("L")]
    assert close(pixel(image, ((ax + bx) / 2, (ay + by) / 2)), LIGHT.box_fill)  # Y-L is not drawn


def test_half_drawn_second_word_and_hit_testing(tmp_path):
    board = parse_board("TAP ERD NIL YCO")
    layout = box_layout(board)
    image = letterbox_image(board, SIZE, BoxLook(("CANTRIP", "PODLEY"), drawn=1.5))
    assert close(pixel(image, layout.dots[board.letters.index("O")]), LIGHT.box_line)
    assert close(pixel(image, layout.dots[board.letters.index("Y")]), LIGHT.box_fill)  # not reached yet
    from PySide6.QtCore import QPointF, QRectF

    area = QRectF(0, 0, SIZE, SIZE)
    for letter, (x, y) in zip(board.letters, layout.labels, strict=True):
        assert letter_at(board, area, QPointF(x * SIZE, y * SIZE)) == letter
    assert letter_at(board, area, QPointF(SIZE / 2, SIZE / 2)) is None
    svg = tmp_path / "b.svg"
    write_letterbox(board, svg, BoxLook(("CANTRIP", "PODLEY")))
    text = svg.read_text()
    assert all(f">{letter}<" in text for letter in board.letters)
