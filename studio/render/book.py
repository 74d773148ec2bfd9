"""Painting a book's pages (studio/core/waffle/book.py) and writing them to one PDF of the
size the printer asks, its texts phrased in the user's language."""

from __future__ import annotations

from collections.abc import Generator, Iterable
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPageSize, QPainter, QPen

from studio.core.waffle.book import (
    KDP_PAGES,
    BookOptions,
    BookPage,
    CardsPage,
    ContentsPage,
    Part,
    TitlePage,
    page_size,
)
from studio.language import number, translate
from studio.render.cards import _fitting_size, _font, _rect, _text, paint_card
from studio.render.files import MM, PdfDocument, iter_pdf
from studio.render.palette import CARD_MUTED, CARD_RULE, CARD_TEXT

POINTS = 72  # a PDF's units per inch


def part_name(part: Part) -> str:
    names = {
        "easy": translate("Book", "Easy"),
        "medium": translate("Book", "Medium"),
        "hard": translate("Book", "Hard"),
        "answers": translate("Book", "Answers"),
    }
    return names[part]


def book_subject(puzzles: int) -> str:
    """What the book's PDF says it holds."""
    return translate("Book", "Waffle puzzles with answers: %n", None, puzzles)


def book_counts(puzzles: int, pages: int) -> str:
    """'30 puzzles on 47 pages' (a book has four pages at least)."""
    if puzzles == 1:
        counted = translate("Book", "%n puzzle", None, puzzles)
    else:
        counted = translate("Book", "%n puzzles", None, puzzles)
    return translate("Book", "%1 on %n pages", None, pages).replace("%1", counted)


def book_length_note(pages: int) -> str:
    """Said when KDP would not print a paperback this long or short."""
    note = translate("Book", "Note: KDP prints paperbacks of %1 to %2 pages; this book has %3.")
    low, high = KDP_PAGES
    return note.replace("%1", number(low)).replace("%2", number(high)).replace("%3", number(pages))


def paint_book_page(painter: QPainter, page: BookPage, scale: float, options: BookOptions) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    if isinstance(page, TitlePage):
        _paint_title(painter, page, scale)
    elif isinstance(page, ContentsPage):
        _paint_contents(painter, page, scale)
    else:
        _paint_cards(painter, page, scale, options)
    painter.restore()


def _line(painter: QPainter, area: QRectF, text: str, bold: bool = False, color: QColor = CARD_TEXT) -> None:
    """One line as large as its area's height allows and whole if it can be."""
    size = area.height() * 0.7
    size = max(size / 3, _fitting_size([text], size, area.width(), bold))
    _text(painter, area, text, size, color, bold)


def _paint_title(painter: QPainter, page: TitlePage, scale: float) -> None:
    _line(painter, _rect(page.title_rect, scale), page.title, bold=True)
    if page.subtitle:
        _line(painter, _rect(page.subtitle_rect, scale), page.subtitle, color=CARD_MUTED)
    if page.author:
        _line(painter, _rect(page.author_rect, scale), page.author)


def _paint_contents(painter: QPainter, page: ContentsPage, scale: float) -> None:
    """Each part, its puzzles' numbers, a dotted leader and the page it starts on."""
    _line(painter, _rect(page.heading_rect, scale), translate("Book", "Contents"), bold=True)
    for line in page.lines:
        area = _rect(line.rect, scale)
        run = line.run
        puzzles = translate("Book", "puzzles %1–%2").replace("%1", number(run.first)).replace("%2", number(run.last))
        label = f"{part_name(run.part)}   {puzzles}"
        size = area.height() * 0.5
        metrics = QFontMetricsF(_font(size))
        page_number = number(run.first_page)
        left = Qt.AlignmentFlag.AlignLeft
        _text(painter, area, label, size, CARD_TEXT, align=left)
        _text(painter, area, page_number, size, CARD_TEXT, align=Qt.AlignmentFlag.AlignRight)
        start = area.x() + metrics.horizontalAdvance(label) + size * 0.6
        end = area.right() - metrics.horizontalAdvance(page_number) - size * 0.6
        if end > start:
            pen = QPen(CARD_MUTED, max(1.0, 0.3 * scale), Qt.PenStyle.DotLine)
            painter.setPen(pen)
            y = area.center().y() + size * 0.3
            painter.drawLine(QPointF(start, y), QPointF(end, y))


def _paint_cards(painter: QPainter, page: CardsPage, scale: float, options: BookOptions) -> None:
    """The running head on the outside over a rule, the cards, the page number at the outside corner."""
    header = _rect(page.header_rect, scale)
    outside = Qt.AlignmentFlag.AlignRight if page.frame.recto else Qt.AlignmentFlag.AlignLeft
    head = part_name(page.part) if page.frame.recto or page.opens else page.title
    size = max(header.height() * 0.3, _fitting_size([head], header.height() * 0.6, header.width()))
    _text(painter, header, head, size, CARD_MUTED, align=outside)
    painter.setPen(QPen(CARD_RULE, max(1.0, 0.3 * scale)))
    painter.drawLine(header.bottomLeft(), header.bottomRight())
    for card in page.cards:
        paint_card(painter, card, scale, options.card.style, frame=True)
    box = _rect(page.number_rect, scale)
    _text(painter, box, number(page.frame.number), box.height() * 0.6, CARD_TEXT, align=outside)


def book_document(options: BookOptions, puzzles: int) -> PdfDocument:
    """The PDF's page: the trim and, with bleed, KDP's bleed, in exact points."""
    exact = tuple(side * POINTS for side in page_size(options.trim, options.bleed))
    width, height = exact
    size = QPageSize(QSizeF(width, height), QPageSize.Unit.Point, options.trim, QPageSize.SizeMatchPolicy.ExactMatch)
    return PdfDocument(size, options.title, options.author, book_subject(puzzles), (width, height))


def iter_book(
    pages: Iterable[BookPage], path: str | Path, options: BookOptions, puzzles: int
) -> Generator[int, None, None]:
    """The book's pages into one PDF as they come, yielding after each (progress and cancel)."""
    return iter_pdf(
        pages, path, book_document(options, puzzles), lambda painter, page: paint_book_page(painter, page, MM, options)
    )
