"""Painting a Waffle board with QPainter: one look for the window and every export.

`BoardGeometry` places the cells in a rectangle (and hit-tests them); `paint_board`
draws tiles in a palette's colours (the colour-blind ones add a shape to each coloured
tile), or in ink for printing (white tiles, a filled corner for green, a dot for
yellow). Everything scales from the tile size, so the board is sharp at any size and
on any device (screen, PNG, SVG, PDF, printer).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from studio.core.waffle.puzzle import GRAY, GREEN, YELLOW
from studio.core.waffle.shape import Shape
from studio.render.palette import INK, LIGHT, PAPER, Palette

LIFT = 0.10  # a picked tile rises by this fraction of its size, over a deeper shadow
INK_MARK = 0.34  # green: the filled corner's legs, as a fraction of the tile
INK_DOT = 0.085  # yellow: the dot's radius, as a fraction of the tile
GAP = 0.10  # space between tiles, as a fraction of the tile pitch
RADIUS = 0.14  # corner radius, as a fraction of the tile size


@dataclass(frozen=True)
class BoardGeometry:
    """Square tiles centred in `area`, one pitch per row and column of the shape."""

    shape: Shape
    area: QRectF

    @property
    def pitch(self) -> float:
        return min(self.area.width() / self.shape.cols, self.area.height() / self.shape.rows)

    @property
    def origin(self) -> QPointF:
        p = self.pitch
        return QPointF(
            self.area.x() + (self.area.width() - p * self.shape.cols) / 2,
            self.area.y() + (self.area.height() - p * self.shape.rows) / 2,
        )

    def cell_rect(self, cell: int) -> QRectF:
        r, c = self.shape.positions[cell]
        p, o = self.pitch, self.origin
        inset = p * GAP / 2
        return QRectF(o.x() + c * p + inset, o.y() + r * p + inset, p - 2 * inset, p - 2 * inset)

    def position_at(self, point: QPointF) -> tuple[int, int] | None:
        """(row, col) under a point, hole or not; None outside the board."""
        p, o = self.pitch, self.origin
        if p <= 0:
            return None
        r, c = int((point.y() - o.y()) // p), int((point.x() - o.x()) // p)
        if 0 <= r < self.shape.rows and 0 <= c < self.shape.cols:
            return r, c
        return None

    def cell_at(self, point: QPointF) -> int | None:
        pos = self.position_at(point)
        return None if pos is None else self.shape.cell_at.get(pos)


@dataclass(frozen=True, kw_only=True)
class BoardLook:
    """What to draw besides the tiles: the design view, a cursor, lifted tiles."""

    design: bool = False  # white tiles: the solution being typed
    unknown: frozenset[int] = frozenset()  # cells of words the list does not know
    hinted: frozenset[int] = frozenset()  # cells a hint is about, ringed
    unsure: frozenset[int] = frozenset()  # cells a screenshot's reading was unsure of, ringed
    cursor: int | None = None
    picked: int | None = None  # play: the tile lifted for a click-click swap
    word: frozenset[int] = frozenset()  # the cursor's word, outlined
    marked: frozenset[int] = frozenset()  # the swap to make next (or the step's), in a ring of its own
    offsets: dict[int, QPointF] = field(default_factory=dict)  # cell -> offset while a tile moves
    holes_visible: bool = False  # dotted outlines where a custom mask has holes
    ink: bool = False  # black and white, colours shown by marks
    palette: Palette = LIGHT  # the window's theme; exports keep LIGHT (or its colour-blind tiles)


def paint_board(
    painter: QPainter, geometry: BoardGeometry, letters: str, colors: str, look: BoardLook = BoardLook()
) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    if look.holes_visible:
        _paint_holes(painter, geometry, look.palette)
    above = [c for c in geometry.shape.cells if c in look.offsets or c == look.picked]
    for cell in [c for c in geometry.shape.cells if c not in above] + above:
        rect = geometry.cell_rect(cell).translated(look.offsets.get(cell, QPointF()))
        _paint_tile(painter, rect, letters[cell], colors[cell], cell, look)
    painter.restore()


def _paint_tile(painter: QPainter, rect: QRectF, letter: str, color: str, cell: int, look: BoardLook) -> None:
    radius = rect.width() * RADIUS
    if look.ink:
        paint_ink_tile(painter, rect, color)
        _paint_letter(painter, rect, letter, INK)
        return
    p = look.palette
    if look.design:
        fill, edge, ink = p.unknown if cell in look.unknown else (p.design_fill, p.design_edge, p.letter_on[GRAY])
    else:
        fill, edge, ink = p.tile_fill[color], p.tile_edge[color], p.letter_on[color]
    picked = cell == look.picked
    shadow = rect.translated(0, max(1.0, rect.height() * 0.04))
    if picked:
        rect = rect.translated(0, -rect.height() * LIFT)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(p.picked_shadow if picked else edge)
    painter.drawRoundedRect(shadow, radius, radius)
    if look.design:  # outlined: an empty tile must show on the frame
        painter.setPen(QPen(edge, max(1.0, rect.width() * 0.03)))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    if p.marks and not look.design:
        paint_mark(painter, rect, color, ink)
    if cell in look.word and cell != look.cursor:  # a tint would turn yellow khaki and gray blue
        painter.setPen(QPen(p.word_outline, max(2.0, rect.width() * 0.04), Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    ring = (
        p.pair_mark
        if cell in look.marked
        else p.hint_ring
        if cell in look.hinted
        else p.unsure_ring
        if cell in look.unsure
        else None
    )
    if ring is not None and not picked and cell != look.cursor:
        painter.setPen(QPen(ring, max(3.0, rect.width() * 0.09)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), radius, radius)
    if picked or cell == look.cursor:
        width = rect.width() * (0.10 if picked else 0.06)
        painter.setPen(QPen(p.picked if picked else p.cursor, max(3.0 if picked else 2.0, width)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    _paint_letter(painter, rect, letter, ink)


def _paint_letter(painter: QPainter, rect: QRectF, letter: str, ink: QColor) -> None:
    if letter.strip():
        font = QFont("DejaVu Sans")
        font.setBold(True)
        font.setPixelSize(max(6, int(rect.height() * 0.56)))
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, letter)


def paint_ink_tile(painter: QPainter, rect: QRectF, color: str) -> None:
    """A white tile with a black edge and the colour's mark in black."""
    size = rect.width()
    radius = size * RADIUS
    painter.setPen(QPen(INK, max(1.0, size * 0.035)))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    paint_mark(painter, rect, color, INK)


def paint_mark(painter: QPainter, rect: QRectF, color: str, ink: QColor) -> None:
    """The shape that says a tile's colour without colour: green, the top-left corner
    filled; yellow, a dot in the top-right corner. Both survive photocopying and
    colour-blindness; the ink style and the colour-blind palettes draw them."""
    size = rect.width()
    painter.setBrush(ink)
    if color == GREEN:
        leg = size * INK_MARK
        corner = rect.topLeft()
        painter.save()  # clipped, not QPainterPath.intersected: its boolean drops a corner sharing the edges
        painter.setClipPath(_rounded(rect, size * RADIUS), Qt.ClipOperation.IntersectClip)
        painter.drawPolygon([corner, corner + QPointF(leg, 0), corner + QPointF(0, leg)])
        painter.restore()
    elif color == YELLOW:
        r = size * INK_DOT
        painter.drawEllipse(QPointF(rect.right() - size * 0.2, rect.top() + size * 0.2), r, r)


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _paint_holes(painter: QPainter, geometry: BoardGeometry, palette: Palette) -> None:
    """Where a custom mask has a hole, a faint dashed outline shows it can be filled."""
    shape, p, o = geometry.shape, geometry.pitch, geometry.origin
    pen = QPen(palette.outline, 1, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = p * GAP / 2
    for r in range(shape.rows):
        for c in range(shape.cols):
            if not shape.mask[r][c]:
                rect = QRectF(o.x() + c * p + inset, o.y() + r * p + inset, p - 2 * inset, p - 2 * inset)
                painter.drawRoundedRect(rect, rect.width() * RADIUS, rect.width() * RADIUS)
