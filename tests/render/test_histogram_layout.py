"""The backtest chart's words never sit on each other (issue 23: the axis title overlapped
the guess counts), judged from the text boxes the painter really drew, at the chart's
smallest height and larger."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from studio.render.palette import LIGHT
from studio.render.wordle import paint_histogram

TITLE = "guesses (over 6: a failure)"
SERIES = [
    ("frequency 3.990", {2: 120, 3: 1050, 4: 1340, 5: 530, 6: 190, 7: 60, 8: 20, 9: 5}),
    ("entropy 3.560", {2: 60, 3: 1520, 4: 1600, 5: 160, 6: 2}),
    ("parts (hard) 3.610", {1: 1, 2: 80, 3: 1400, 4: 1700, 5: 180}),
    ("search 3.421", {2: 70, 3: 1700, 4: 1500, 5: 80}),
]


class RecordingPainter(QPainter):
    """A painter that keeps the box each text it draws really covers."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[tuple[str, QRectF]] = []

    def drawText(self, *args) -> None:
        rect, flags, text = args
        self.texts.append((text, self.boundingRect(rect, flags, text)))
        super().drawText(*args)


def drawn_texts(width: int, height: int, series, palette=LIGHT) -> list[tuple[str, QRectF]]:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    painter = RecordingPainter(image)
    paint_histogram(painter, QRectF(0, 0, width, height), series, palette)
    painter.end()
    return painter.texts


@pytest.mark.parametrize(("width", "height"), [(980, 120), (980, 280), (700, 160), (1600, 500)])
@pytest.mark.parametrize("count", [1, 2, 4])
def test_no_text_of_the_chart_overlaps_another(qapp, width, height, count):
    texts = drawn_texts(width, height, SERIES[:count])
    assert any(text == TITLE for text, _ in texts)
    assert sum(text.isdigit() for text, _ in texts) >= 7  # a count under each group, 1 to 7 at least
    for (a, box_a), (b, box_b) in itertools.combinations(texts, 2):
        assert not box_a.intersects(box_b), (a, box_a, b, box_b)
    area = QRectF(0, 0, width, height)
    for text, box in texts:
        assert area.contains(box), (text, box)  # nothing cut at the edges


def test_a_bar_of_one_answer_in_thousands_is_seen_and_labelled(qapp):
    """One answer taking 9 guesses out of 3,001: a bar of a few pixels in the series colour,
    with its count written over it, inside the 9's group."""
    width, height = 980, 280
    image = QImage(width, height, QImage.Format.Format_RGB32)
    painter = RecordingPainter(image)
    paint_histogram(painter, QRectF(0, 0, width, height), [("frequency", {3: 2000, 4: 1000, 9: 1})], LIGHT)
    painter.end()
    nine = next(box for text, box in painter.texts if text == "9")  # the group's count, under it
    colour = LIGHT.series[0].rgb()
    coloured = [
        (x, y)
        for x in range(int(nine.left()) - 40, int(nine.right()) + 40)
        for y in range(int(nine.top()) - 30, int(nine.top()))
        if image.pixel(x, y) == colour
    ]
    assert len({y for _, y in coloured}) >= 2  # at least two rows of pixels tall
    labels = [box for text, box in painter.texts if text == "1" and box.bottom() <= nine.top()]
    assert labels and abs(labels[0].center().x() - sum(x for x, _ in coloured) / len(coloured)) < 10
