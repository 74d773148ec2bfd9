"""Painting a Letter Boxed board and a solution drawn on it, for the window and files.

`drawn` counts words: 1.5 means the first word is drawn and the second half way, which
is how the window animates a solution word by word.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QImage, QPainter, QPen

from studio.core.letterboxed.board import Board
from studio.core.letterboxed.layout import box_layout, word_path
from studio.render.files import drawing_image, write_drawing
from studio.render.palette import LIGHT, Palette


@dataclass(frozen=True)
class BoxLook:
    words: tuple[str, ...] = ()
    drawn: float = math.inf  # how many of `words` are drawn (fractions animate)
    current: str = ""  # play mode: the word being spelled, dashed
    background: bool = True
    palette: Palette = LIGHT  # the window's theme; files keep LIGHT


def paint_letterbox(painter: QPainter, area: QRectF, board: Board, look: BoxLook = BoxLook()) -> None:
    side = min(area.width(), area.height())
    origin = QPointF(area.x() + (area.width() - side) / 2, area.y() + (area.height() - side) / 2)

    def at(point: tuple[float, float]) -> QPointF:
        return QPointF(origin.x() + point[0] * side, origin.y() + point[1] * side)

    layout = box_layout(board)
    p = look.palette
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if look.background:
        painter.fillRect(area, p.box_background)
    painter.setPen(QPen(p.box_edge, side * 0.008))
    painter.setBrush(p.box_fill)
    painter.drawPolygon([at(c) for c in layout.corners])
    shown = _visible_words(look.words, look.drawn)
    paths = word_path(board, layout, tuple(word for word, _ in shown))
    used = set(look.current)
    for points, (word, fraction) in zip(paths, shown, strict=True):
        reached = _draw_partial(painter, [at(p) for p in points], fraction, QPen(p.box_line, side * 0.012))
        used |= set(word[:reached])
    if len(look.current) > 1:
        dashed = QPen(p.box_line, side * 0.009, Qt.PenStyle.DashLine)
        _draw_partial(painter, [at(p) for p in word_path(board, layout, (look.current,))[0]], 1.0, dashed)
    radius = side * 0.018
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(6, round(side * 0.055)))
    painter.setFont(font)
    for letter, dot, label in zip(board.letters, layout.dots, layout.labels, strict=True):
        painter.setPen(QPen(p.box_edge, side * 0.006))
        painter.setBrush(p.box_line if letter in used else p.box_fill)
        painter.drawEllipse(at(dot), radius, radius)
        painter.setPen(p.box_used_label if letter in used and look.words else p.box_edge)
        box = QRectF(0, 0, side * 0.1, side * 0.1)
        box.moveCenter(at(label))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, letter)
    painter.restore()


def letter_at(board: Board, area: QRectF, point: QPointF) -> str | None:
    """The letter whose dot or label is under a click, if any."""
    side = min(area.width(), area.height())
    origin = QPointF(area.x() + (area.width() - side) / 2, area.y() + (area.height() - side) / 2)
    layout = box_layout(board)
    best, letter = side * 0.06, None
    for ch, dot, label in zip(board.letters, layout.dots, layout.labels, strict=True):
        for x, y in (dot, label):
            distance = math.hypot(origin.x() + x * side - point.x(), origin.y() + y * side - point.y())
            if distance < best:
                best, letter = distance, ch
    return letter


def _visible_words(words: tuple[str, ...], drawn: float) -> list[tuple[str, float]]:
    return [(word, min(1.0, drawn - i)) for i, word in enumerate(words) if drawn > i]


def _draw_partial(painter: QPainter, points: list[QPointF], fraction: float, pen: QPen) -> int:
    """The first `fraction` of the polyline, by length; returns how many points it reached."""
    lengths = [math.hypot(b.x() - a.x(), b.y() - a.y()) for a, b in pairwise(points)]
    left = sum(lengths) * fraction
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    reached = 1
    for (a, b), length in zip(pairwise(points), lengths, strict=True):
        if left <= 0:
            break
        t = min(1.0, left / length) if length else 1.0
        painter.drawLine(a, QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t))
        reached += t >= 1
        left -= length
    return reached


def letterbox_image(board: Board, size: int, look: BoxLook = BoxLook()) -> QImage:
    return drawing_image(partial(paint_letterbox, board=board, look=look), size, size)


def write_letterbox(board: Board, path: str | Path, look: BoxLook = BoxLook(), size: int = 800) -> None:
    """PNG or SVG by the file's suffix, written whole or not at all."""
    write_drawing(path, partial(paint_letterbox, board=board, look=look), size, 1.0, f"Letter Boxed {board}", 120)
