"""Pictures in and out of numpy for the screenshot reader: Qt decodes PNG, JPEG and WebP,
so the core (numpy only) needs no image library of its own."""

from __future__ import annotations

import zlib
from pathlib import Path

import numpy as np
from numpy.typing import NDArray
from PySide6.QtGui import QImage, QImageReader

from studio.core.errors import PuzzleError
from studio.core.waffle.screenshot import MAX_PIXELS, ScreenReading, read_screenshot, unsure_places

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


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
    _check_png_header(Path(path))
    reader = QImageReader(str(path))
    size = reader.size()  # a picture too large is refused before it is decoded
    if size.isValid() and size.width() * size.height() > MAX_PIXELS:
        raise PuzzleError(f"{path}: the picture is {size.width()}x{size.height()} pixels, too large to read")
    image = reader.read()
    if image.isNull():
        raise PuzzleError(f"{path}: not a picture Qt can read ({reader.errorString()})")
    return rgb_array(image)


def _check_png_header(path: Path) -> None:
    """A .png whose first chunk is no sound header is refused here: handed to Qt, libpng
    would print its own error on stderr before Qt said anything."""
    if path.suffix.lower() != ".png":
        return
    try:
        with path.open("rb") as f:
            head = f.read(33)
    except OSError as err:
        raise PuzzleError(f"{path}: cannot read it ({err.strerror})") from None
    length, kind, body, crc = int.from_bytes(head[8:12], "big"), head[12:16], head[16:29], head[29:33]
    sound = head[:8] == PNG_SIGNATURE and length == 13 and kind == b"IHDR"
    if not sound or zlib.crc32(kind + body) != int.from_bytes(crc, "big"):
        raise PuzzleError(f"{path}: not a picture Qt can read (its PNG header is damaged)")


def read_shot(path: str | Path) -> ScreenReading:
    """The puzzle in a screenshot file (PuzzleError names the file)."""
    try:
        return read_screenshot(read_picture(path))
    except PuzzleError as err:
        raise err if str(path) in str(err) else PuzzleError(f"{path}: {err}") from None


def unsure_note(reading: ScreenReading) -> str:
    """'2 tiles unsure: row 1 col 5 (P), ...': what a person should check before solving."""
    n = len(reading.unsure)
    if not n:
        return "0 tiles unsure"
    return f"{n} tile{'s' if n != 1 else ''} unsure: {unsure_places(reading.puzzle, reading.unsure)}"
