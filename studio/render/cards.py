"""Painting the layouts of `studio.core.waffle.sheet` (cards and pages, in mm) on any QPainter.

`scale` is device units per millimetre: 300 dpi PDF, the printer's resolution, or a
PNG's pixels. Text sizes follow the layout's line heights, so every device agrees.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF

from studio.core.waffle.sheet import LABEL, LEGEND, Board, Card, CardStyle, Note, Page, Rect
from studio.render.board import BoardGeometry, BoardLook, paint_board, paint_ink_tile
from studio.render.palette import CARD_MUTED, CARD_RULE, CARD_TEXT, LIGHT, LIGHT_COLOUR_BLIND
from studio.render.sheet_text import (
    STAR,
    answer_label,
    board_label,
    caption_text,
    heading_text,
    legend_text,
    note_text,
    page_footer,
    page_heading,
    summary_text,
)

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


def look_of(style: CardStyle) -> BoardLook:
    """Paper is white whatever the window's theme: the light palette, or its colour-blind tiles."""
    return BoardLook(ink=style == "ink", palette=LIGHT_COLOUR_BLIND if style == "color-blind" else LIGHT)


def paint_card(painter: QPainter, card: Card, scale: float, style: CardStyle = "color", frame: bool = False) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    if frame:
        painter.setPen(QPen(CARD_RULE, max(1.0, 0.25 * scale)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(_rect(card.box, scale), 2 * scale, 2 * scale)
    heading = _rect(card.heading_rect, scale)
    inside = heading.adjusted(2 * scale, 0, -2 * scale, 0)
    _text(painter, inside, heading_text(card.heading), heading.height() * 0.55, CARD_TEXT, True)
    look = look_of(style)
    for board in card.boards:
        area = _rect(board.rect, scale)
        if board.label:
            label = QRectF(area.x(), area.y() - board.pitch * scale * 0.75, area.width(), board.pitch * scale * 0.7)
            _text(painter, label, board_label(board.label), label.height() * 0.6, CARD_MUTED, True)
        assert card.shape is not None  # every layout gives a card with boards its shape
        if board.labelled:
            _paint_labels(painter, board, card.shape.rows, card.shape.cols, scale)
        blank = look_of("ink") if board.blank else look  # plain white tiles to write on
        paint_board(painter, BoardGeometry(card.shape, area), board.letters, board.colors, blank)
        if card.numbers and not board.blank:
            _paint_numbers(painter, BoardGeometry(card.shape, area), card.numbers, board.colors, style)
    _paint_caption(painter, _rect(card.caption_rect, scale), caption_text(card.caption))
    if card.write_rect is not None:
        _paint_write_line(painter, _rect(card.write_rect, scale), scale)
    if card.summary is not None and card.lines_rect is not None:
        _paint_lines(painter, _rect(card.lines_rect, scale), (summary_text(card.summary), *card.lines))
    if card.notes and card.notes_rect is not None:
        _paint_notes(painter, _rect(card.notes_rect, scale), card.notes, card.heading_rect.h * scale * 0.5)
    painter.restore()


def _paint_numbers(
    painter: QPainter, geometry: BoardGeometry, numbers: tuple[tuple[int, int], ...], colors: str, style: CardStyle
) -> None:
    """A clue's number in the bottom left corner of the cell its word starts at: a crossword
    puts it top left, but there the ink and colour-blind styles mark a green tile."""
    on = look_of(style).palette.letter_on
    for cell, number in numbers:
        tile = geometry.cell_rect(cell)
        w, h = tile.width(), tile.height()
        corner = QRectF(tile.x() + w * 0.08, tile.bottom() - h * 0.33, w * 0.4, h * 0.3)
        color = CARD_TEXT if style == "ink" else on[colors[cell]]
        _text(painter, corner, str(number), corner.height() * 0.85, color, True, Qt.AlignmentFlag.AlignLeft)


def _paint_notes(painter: QPainter, area: QRectF, notes: tuple[Note, ...], size: float) -> None:
    """Clues or meanings, each wrapped to the area's width, at the largest size up to `size`
    at which all of them fit its height (nothing is cut: a clue is no use half printed)."""
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)
    while True:
        tops, bottom = _note_tops(notes, area.width(), size, flags)
        if bottom <= area.height() or size <= 4:
            break
        size *= 0.93
    painter.setPen(CARD_TEXT)
    for note, (top, height) in zip(notes, tops):
        painter.setFont(_font(size, note.heading))
        painter.drawText(QRectF(area.x(), area.y() + top, area.width(), height), flags, note_text(note))


def _note_tops(
    notes: tuple[Note, ...], width: float, size: float, flags: int
) -> tuple[list[tuple[float, float]], float]:
    """Where each note goes (its top and height) and how tall they are together: a heading
    after the first note gets a line's gap above it."""
    gap, y, out = size * 0.3, 0.0, []
    for n, note in enumerate(notes):
        if note.heading and n:
            y += gap
        box = QRectF(0, 0, width, 1e6)
        height = QFontMetricsF(_font(size, note.heading)).boundingRect(box, flags, note_text(note)).height()
        out.append((y, height))
        y += height + gap * (0.5 if note.heading else 1.0)
    return out, y


def _paint_caption(painter: QPainter, area: QRectF, caption: str) -> None:
    """The caption centred, its stars drawn as outlines the height of the capitals: the ☆ glyph
    is small and light in most fonts, and a child colours these in."""
    words = caption.rstrip(STAR).rstrip()
    count = len(caption) - len(caption.rstrip(STAR))
    size = area.height() * 0.62
    if not count:
        _text(painter, area, caption, size, CARD_TEXT)
        return
    star, gap = size * 0.95, size * 0.25
    text_w = QFontMetricsF(_font(size)).horizontalAdvance(words) + size if words else 0.0
    width = min(area.width(), text_w + count * (star + gap))
    x = area.center().x() - width / 2
    if words:
        left = Qt.AlignmentFlag.AlignLeft
        _text(painter, QRectF(x, area.y(), text_w, area.height()), words, size, CARD_TEXT, align=left)
    painter.save()
    painter.setPen(QPen(CARD_TEXT, max(1.0, star * 0.07)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for n in range(count):
        centre = QPointF(x + text_w + n * (star + gap) + star / 2, area.center().y())
        painter.drawPolygon(_star(centre, star / 2))
    painter.restore()


def _star(centre: QPointF, radius: float) -> QPolygonF:
    """A five-pointed star, point up, its inner corners at 0.45 of the radius."""
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        angle = math.pi * (k / 5 - 0.5)
        points.append(QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle) + radius * 0.08))
    return QPolygonF(points)


def _paint_labels(painter: QPainter, board: Board, rows: int, cols: int, scale: float) -> None:
    """Column letters above the board and row numbers to its left: the answers' cell names."""
    pitch, band = board.pitch * scale, LABEL * board.pitch * scale
    area = _rect(board.rect, scale)
    size = band * 0.62
    for c in range(cols):
        cell = QRectF(area.x() + c * pitch, area.y() - band, pitch, band * 0.9)
        _text(painter, cell, chr(ord("A") + c), size, CARD_MUTED, True)
    for r in range(rows):
        cell = QRectF(area.x() - band, area.y() + r * pitch, band * 0.9, pitch)
        _text(painter, cell, str(r + 1), size, CARD_MUTED, True)


def _paint_write_line(painter: QPainter, area: QRectF, scale: float) -> None:
    """'Answer:' and a rule to write on (the label as wide as its words: "Lösung:", "Réponse :")."""
    size = area.height() * 0.5
    width = max(area.height() * 2.6, QFontMetricsF(_font(size)).horizontalAdvance(answer_label()) + size)
    label = QRectF(area.x(), area.y(), min(width, area.width() * 0.6), area.height())
    _text(painter, label, answer_label(), size, CARD_TEXT, align=Qt.AlignmentFlag.AlignLeft)
    painter.setPen(QPen(CARD_TEXT, max(1.0, 0.2 * scale)))
    y = area.bottom() - area.height() * 0.22
    painter.drawLine(QPointF(label.right(), y), QPointF(area.right(), y))


def _paint_lines(painter: QPainter, area: QRectF, lines: tuple[str, ...]) -> None:
    """The first line centred and bold; the rest in as many columns as keep them legible."""
    head = area.height() / 7
    size = _fitting_size([lines[0]], head * 0.62, area.width(), bold=True)  # whole, beside an answer's meanings
    _text(painter, QRectF(area.x(), area.y(), area.width(), head), lines[0], size, CARD_TEXT, True)
    rest = lines[1:]
    if not rest:
        return
    body = QRectF(area.x(), area.y() + head, area.width(), area.height() - head)
    columns = 1 if len(rest) <= 5 else 2 if len(rest) <= 14 else 3
    rows = -(-len(rest) // columns)
    line = min(body.height() / rows, head)
    width = body.width() / columns
    size = _fitting_size(rest, line * 0.66, width * 0.9)
    for i, text in enumerate(rest):
        column, row = divmod(i, rows)
        cell = QRectF(body.x() + column * width + width * 0.08, body.y() + row * line, width * 0.9, line)
        _text(painter, cell, text, size, CARD_TEXT, align=Qt.AlignmentFlag.AlignLeft)


def _fitting_size(texts: list[str] | tuple[str, ...], size: float, width: float, bold: bool = False) -> float:
    """The largest size up to `size` at which the widest of `texts` fits `width`: a swap step
    must print whole ("10. W D5 ↔ E …" names no tile), so the column sets one size for all;
    so must a class's long title."""
    while size > 4:
        metrics = QFontMetricsF(_font(size, bold))
        if max(metrics.horizontalAdvance(t) for t in texts) <= width:
            break
        size = max(4.0, size * 0.95)
    return size


def paint_page(painter: QPainter, page: Page, scale: float, style: CardStyle = "color") -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    heading = _rect(page.heading_rect, scale)
    size = heading.height() * 0.62
    title = page_heading(page)
    size = max(size / 2, _fitting_size([title], size, heading.width(), bold=True))  # whole, if it can be
    _text(painter, heading, title, size, CARD_TEXT, True, Qt.AlignmentFlag.AlignLeft)
    painter.setPen(QPen(CARD_RULE, max(1.0, 0.3 * scale)))
    painter.drawLine(heading.bottomLeft(), heading.bottomRight())
    if page.legend_rect is not None:
        _paint_legend(painter, _rect(page.legend_rect, scale))
    for card in page.cards:
        paint_card(painter, card, scale, style, frame=True)
    footer = _rect(page.footer_rect, scale)
    _text(painter, footer, page_footer(page), footer.height() * 0.6, CARD_MUTED)
    painter.restore()


def _paint_legend(painter: QPainter, area: QRectF) -> None:
    """The ink marks, each on a little tile with its meaning, right-aligned in `area`."""
    tile, size = area.height() * 0.95, area.height() * 0.42
    texts = [legend_text(mark) for mark in LEGEND]
    widths = [tile * 2.25 + QFontMetricsF(_font(size)).horizontalAdvance(text) for text in texts]
    fit = min(1.0, area.width() / (sum(widths) - tile * 0.9))  # narrowed to stay clear of the title
    tile, size, widths = tile * fit, size * fit, [w * fit for w in widths]
    x = area.right() - sum(widths) + tile * 0.9
    for color, text, width in zip(LEGEND, texts, widths):
        key = QRectF(x, area.center().y() - tile / 2, tile, tile)
        paint_ink_tile(painter, key, color)
        label = QRectF(key.right() + tile * 0.3, area.y(), width, area.height())
        _text(painter, label, text, size, CARD_TEXT, align=Qt.AlignmentFlag.AlignLeft)
        x += width
