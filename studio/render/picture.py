"""Pictures in and out of numpy for the screenshot reader: Qt decodes PNG, JPEG and WebP,
so the core (numpy only) needs no image library of its own."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from numpy.typing import NDArray
from PySide6.QtGui import QImage, QImageReader

from studio.core.errors import PuzzleError
from studio.core.waffle.screenshot import ScreenReading, read_screenshot

MAX_PIXELS = 50_000_000  # past a 8K screen's fourfold: refused before it is decoded


def rgb_array(image: QImage) -> NDArray[np.uint8]:
    """A QImage as rows x columns x RGB bytes (a copy: the QImage may go)."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h, line = rgb.width(), rgb.height(), rgb.bytesPerLine()
    bits = np.frombuffer(rgb.constBits(), np.uint8, count=line * h)
    return bits.reshape(h, line)[:, : w * 3].reshape(h, w, 3).copy()


def qimage(rgb: NDArray[np.uint8]) -> QImage:
    """An RGB array as a QImage that owns its pixels."""
    h, w = rgb.shape[:2]
    data = np.ascontiguousarray(rgb[:, :, :3])
    return QImage(data.data, w, h, 3 * w, QImage.Format.Format_RGB888).copy()


def read_picture(path: str | Path) -> NDArray[np.uint8]:
    """A PNG, JPEG or WebP file's pixels; PuzzleError for anything Qt cannot read as a picture."""
    reader = QImageReader(str(path))
    size = reader.size()
    if size.isValid() and size.width() * size.height() > MAX_PIXELS:
        raise PuzzleError(f"{path}: the picture is {size.width()}x{size.height()} pixels, too large to read")
    image = reader.read()
    if image.isNull():
        raise PuzzleError(f"{path}: not a picture Qt can read ({reader.errorString()})")
    return rgb_array(image)


def read_shot(path: str | Path) -> ScreenReading:
    """The puzzle in a screenshot file (PuzzleError names the file)."""
    try:
        return read_screenshot(read_picture(path))
    except PuzzleError as err:
        raise err if str(path) in str(err) else PuzzleError(f"{path}: {err}") from None


def unsure_note(reading: ScreenReading) -> str:
    """'2 tiles unsure: row 1 col 5 (P or R), ...': what a person should check before solving."""
    shape = reading.puzzle.shape
    if not reading.unsure:
        return "0 tiles unsure"
    places = ", ".join(
        f"row {shape.positions[c][0] + 1} col {shape.positions[c][1] + 1} ({reading.puzzle.tiles[c]})"
        for c in reading.unsure
    )
    n = len(reading.unsure)
    return f"{n} tile{'s' if n != 1 else ''} unsure: {places}"
