"""Where things go on a Letter Boxed drawing, in a unit box (y down), for any renderer.

The board is a regular polygon with one flat side on top, like the seed's square; side
i runs clockwise from corner i to corner i + 1, its letters evenly spaced on it and
their labels just outside.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from studio.core.letterboxed.board import Board

Point = tuple[float, float]
RADIUS = 0.36  # corner distance from the centre (the box is 1 x 1)
LABEL_OUT = 0.075  # label distance outside the side


@dataclass(frozen=True)
class BoxLayout:
    corners: tuple[Point, ...]
    dots: tuple[Point, ...]  # one per board letter, in board.letters order
    labels: tuple[Point, ...]


def box_layout(board: Board) -> BoxLayout:
    count, per_side = len(board.sides), len(board.sides[0])
    start = -math.pi / 2 - math.pi / count
    corners = tuple(
        (
            0.5 + RADIUS * math.cos(start + 2 * math.pi * i / count),
            0.5 + RADIUS * math.sin(start + 2 * math.pi * i / count),
        )
        for i in range(count)
    )
    dots, labels = [], []
    for side in range(count):
        (ax, ay), (bx, by) = corners[side], corners[(side + 1) % count]
        middle = start + 2 * math.pi * (side + 0.5) / count
        out = (math.cos(middle) * LABEL_OUT, math.sin(middle) * LABEL_OUT)
        for spot in range(per_side):
            t = (spot + 1) / (per_side + 1)
            dot = (ax + (bx - ax) * t, ay + (by - ay) * t)
            dots.append(dot)
            labels.append((dot[0] + out[0], dot[1] + out[1]))
    return BoxLayout(corners, tuple(dots), tuple(labels))


def word_path(board: Board, layout: BoxLayout, words: tuple[str, ...]) -> list[list[Point]]:
    """Each word as the dots it visits."""
    index = {ch: i for i, ch in enumerate(board.letters)}
    return [[layout.dots[index[ch]] for ch in word] for word in words]
