"""Painting Wordle tiles and a histogram of guesses, for the window (and any export).

Rows are (letters, marks): marks None is a row being typed (white tiles). Like the
letters, marks may stop short of the row: the assistant's row being typed has a mark
per letter typed so far, and the tiles past them are white.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen

from studio.core.waffle.puzzle import GRAY, GREEN, YELLOW
from studio.core.wordle import feedback as wordle
from studio.language import translate
from studio.render.board import paint_mark
from studio.render.files import write_drawing
from studio.render.palette import LIGHT, Palette

GAP = 0.08
TEXT_GAP = 3  # pixels between the histogram's rows of text
TICK_STEPS = (10, 20, 25, 50, 100)  # percent between gridlines: the smallest whose labels do not touch
MIN_BAR = 3.0  # pixels: the least height of a histogram bar that stands for some answers

Row = tuple[str, "Sequence[int] | None"]


def tile_geometry(area: QRectF, length: int, rows: int) -> tuple[float, QPointF]:
    """The tile pitch and the top-left corner of a grid centred in `area`."""
    pitch = min(area.width() / length, area.height() / rows)
    return pitch, QPointF(area.x() + (area.width() - pitch * length) / 2, area.y() + (area.height() - pitch * rows) / 2)


def tile_rect(area: QRectF, length: int, rows: int, row: int, column: int) -> QRectF:
    pitch, origin = tile_geometry(area, length, rows)
    inset = pitch * GAP / 2
    return QRectF(
        origin.x() + column * pitch + inset, origin.y() + row * pitch + inset, pitch - 2 * inset, pitch - 2 * inset
    )


# a Wordle mark as the Waffle colour whose shape it shares
MARK_COLOUR = {wordle.GREEN: GREEN, wordle.YELLOW: YELLOW, wordle.GRAY: GRAY}


def paint_rows(
    painter: QPainter, area: QRectF, rows: Sequence[Row], length: int, total_rows: int, palette: Palette = LIGHT
) -> None:
    p = palette
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont("DejaVu Sans")
    font.setBold(True)
    for r in range(total_rows):
        letters, marks = rows[r] if r < len(rows) else ("", None)
        for c in range(length):
            rect = tile_rect(area, length, total_rows, r, c)
            letter = letters[c] if c < len(letters) else ""
            mark = marks[c] if marks is not None and c < len(marks) else None
            if mark is None:
                painter.setPen(QPen(p.typed_edge if letter else p.empty_edge, max(1.0, rect.width() * 0.04)))
                painter.setBrush(p.wordle_back)
            else:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(p.mark_fill[mark])
            painter.drawRect(rect)
            if mark is not None and p.marks:
                paint_mark(painter, rect, MARK_COLOUR[mark], p.mark_letter[mark])
            if letter:
                font.setPixelSize(max(6, round(rect.height() * 0.55)))
                painter.setFont(font)
                painter.setPen(p.wordle_ink if mark is None else p.mark_letter[mark])
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, letter)
    painter.restore()


def write_wordle(
    rows: Sequence[Row], length: int, total_rows: int, path: str | Path, size: int = 600, palette: Palette = LIGHT
) -> None:
    """A game's tiles as PNG (`size` pixels across) or SVG, written whole or not at all."""

    def paint(painter: QPainter, area: QRectF) -> None:
        painter.fillRect(area, palette.wordle_back)
        paint_rows(painter, area, rows, length, total_rows, palette)

    write_drawing(path, paint, size, total_rows / length, "Wordle", 10.0 * length)


def paint_histogram(
    painter: QPainter,
    area: QRectF,
    series: Sequence[tuple[str, dict[int, int]]],
    palette: Palette = LIGHT,
    axis_title: str | None = None,
    empty_text: str | None = None,
) -> None:
    """Grouped bars: for each number of guesses, one bar per series (share of answers).
    A bar of a few answers among thousands is drawn MIN_BAR high and labelled with its count
    where the label fits over it, so that the rare 9-12 guess answers are seen.
    The texts are the caller's (the window's own tr()), else the interface language's."""
    axis_title = axis_title or translate("Drawing", "guesses (over 6: a failure)")
    empty_text = empty_text or translate("Drawing", "Run a backtest to see how many guesses each answer takes")
    p = palette
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(area, p.wordle_back)
    font = QFont("DejaVu Sans")
    font.setPixelSize(12)
    painter.setFont(font)
    if not series:
        painter.setPen(p.typed_edge)
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter, empty_text)
        painter.restore()
        return
    shares = [{k: v / max(1, sum(h.values())) for k, v in h.items()} for _, h in series]
    counts = range(1, max(7, *(max(h) for _, h in series if h)) + 1)
    top = max(max(s.values(), default=0) for s in shares) or 1
    line = QFontMetricsF(font).height()
    # below the plot: a row of counts, then the axis title, each a text line apart (they overlapped)
    plot = area.adjusted(44, 28 + 18 * ((len(series) + 2) // 3), -12, -(2 * line + 3 * TEXT_GAP))
    group = plot.width() / len(counts)
    bar = group * 0.8 / len(series)
    step = next((t for t in TICK_STEPS if plot.height() * t / 100 / top >= line), TICK_STEPS[-1])
    painter.setPen(QPen(p.empty_edge, 1))
    for tick in range(0, 101, step):
        if tick / 100 > top * 1.05:
            break
        y = plot.bottom() - plot.height() * tick / 100 / top
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(p.wordle_ink)
        painter.drawText(QRectF(area.left(), y - line / 2, 40, line), Qt.AlignmentFlag.AlignRight, f"{tick}%")
        painter.setPen(QPen(p.empty_edge, 1))
    for g, count in enumerate(counts):
        x = plot.left() + g * group + group * 0.1
        for s, share in enumerate(shares):
            height = plot.height() * share.get(count, 0) / top
            if share.get(count, 0):
                height = max(height, MIN_BAR)
            colour = p.series[s % len(p.series)]
            painter.fillRect(QRectF(x + s * bar, plot.bottom() - height, bar * 0.92, height), colour)
            answers = str(series[s][1].get(count, 0))
            label = QRectF(x + s * bar, plot.bottom() - height - line, bar * 0.92, line)
            fits = QFontMetricsF(font).horizontalAdvance(answers) <= label.width() and label.top() >= plot.top()
            if share.get(count, 0) and height < line and fits:
                painter.setPen(p.wordle_ink)
                painter.drawText(label, Qt.AlignmentFlag.AlignCenter, answers)
        painter.setPen(p.status["bad"] if count > 6 else p.wordle_ink)
        painter.drawText(
            QRectF(plot.left() + g * group, plot.bottom() + TEXT_GAP, group, line),
            Qt.AlignmentFlag.AlignCenter,
            str(count),
        )
    painter.setPen(p.wordle_ink)
    for s, (name, _) in enumerate(series):
        x, y = area.left() + 48 + (s % 3) * (area.width() - 60) / 3, area.top() + 8 + 18 * (s // 3)
        painter.fillRect(QRectF(x, y + 2, 12, 12), p.series[s % len(p.series)])
        painter.drawText(
            QRectF(x + 18, y, (area.width() - 60) / 3 - 20, 16),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            name,
        )
    painter.drawText(
        QRectF(plot.left(), plot.bottom() + 2 * TEXT_GAP + line, plot.width(), line),
        Qt.AlignmentFlag.AlignCenter,
        axis_title,
    )
    painter.restore()
