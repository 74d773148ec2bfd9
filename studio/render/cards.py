"""Painting the layouts of `studio.core.waffle.sheet` (cards and pages, in mm) on any QPainter.

`scale` is device units per millimetre: 300 dpi PDF, the printer's resolution, or a
PNG's pixels. Text sizes follow the layout's line heights, so every device agrees.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from studio.core.waffle.sheet import Card, Page, Rect
from studio.render.board import BoardGeometry, BoardLook, paint_board
from studio.render.palette import CARD_MUTED, CARD_RULE, CARD_TEXT

FONT = "DejaVu Sans"


def _rect(r: Rect, scale: float) -> QRectF:
    return QRectF(r.x * scale, r.y * scale, r.w * scale, r.h * scale)


def _font(height: float, bold: bool = False) -> QFont:
    font = QFont(FONT)
    font.setPixelSize(max(4, round(height)))
    font.setBold(bold)
    return font


def _text(
    painter: QPainter,
    area: QRectF,
    text: str,
    size: float,
    color: QColor,
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    """One line, cut with an ellipsis where it would leave its area."""
    if not text:
        return
    font = _font(size, bold)
    painter.setFont(font)
    painter.setPen(color)
    shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, area.width())
    painter.drawText(area, align | Qt.AlignmentFlag.AlignVCenter, shown)


def paint_card(painter: QPainter, card: Card, scale: float, ink: bool = False, frame: bool = False) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    if frame:
        painter.setPen(QPen(CARD_RULE, max(1.0, 0.25 * scale)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(_rect(card.box, scale), 2 * scale, 2 * scale)
    heading = _rect(card.heading_rect, scale)
    _text(
        painter, heading.adjusted(2 * scale, 0, -2 * scale, 0), card.heading, heading.height() * 0.55, CARD_TEXT, True
    )
    look = BoardLook(ink=ink)
    for board in card.boards:
        area = _rect(board.rect, scale)
        if board.label:
            label = QRectF(area.x(), area.y() - board.pitch * scale * 0.75, area.width(), board.pitch * scale * 0.7)
            _text(painter, label, board.label, label.height() * 0.6, CARD_MUTED, True)
        assert card.shape is not None  # every layout gives a card with boards its shape
        paint_board(painter, BoardGeometry(card.shape, area), board.letters, board.colors, look)
    caption = _rect(card.caption_rect, scale)
    _text(painter, caption, card.caption, caption.height() * 0.5, CARD_MUTED)
    if card.lines and card.lines_rect is not None:
        _paint_lines(painter, _rect(card.lines_rect, scale), card.lines)
    painter.restore()


def _paint_lines(painter: QPainter, area: QRectF, lines: tuple[str, ...]) -> None:
    """The first line centred and bold; the rest in as many columns as keep them legible."""
    head = area.height() / 7
    _text(painter, QRectF(area.x(), area.y(), area.width(), head), lines[0], head * 0.62, CARD_TEXT, True)
    rest = lines[1:]
    if not rest:
        return
    body = QRectF(area.x(), area.y() + head, area.width(), area.height() - head)
    columns = 1 if len(rest) <= 5 else 2 if len(rest) <= 14 else 3
    rows = -(-len(rest) // columns)
    line = min(body.height() / rows, head)
    width = body.width() / columns
    for i, text in enumerate(rest):
        column, row = divmod(i, rows)
        cell = QRectF(body.x() + column * width + width * 0.08, body.y() + row * line, width * 0.9, line)
        _text(painter, cell, text, line * 0.66, CARD_TEXT, align=Qt.AlignmentFlag.AlignLeft)


def paint_page(painter: QPainter, page: Page, scale: float, ink: bool = False) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    heading = _rect(page.heading_rect, scale)
    _text(painter, heading, page.heading, heading.height() * 0.62, CARD_TEXT, True, Qt.AlignmentFlag.AlignLeft)
    painter.setPen(QPen(CARD_RULE, max(1.0, 0.3 * scale)))
    painter.drawLine(heading.bottomLeft(), heading.bottomRight())
    for card in page.cards:
        paint_card(painter, card, scale, ink, frame=True)
    footer = _rect(page.footer_rect, scale)
    _text(painter, footer, page.footer, footer.height() * 0.6, CARD_MUTED)
    painter.restore()
