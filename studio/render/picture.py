"""Pictures in and out of numpy for the screenshot reader: Qt decodes PNG, JPEG, WebP and
BMP, so the core (numpy only) needs no image library of its own."""

from __future__ import annotations

import os
import stat
import zlib
from pathlib import Path

import numpy as np
from numpy.typing import NDArray
from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QImageReader

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.limits import read_bytes
from studio.core.waffle.formats import PICTURE_FORMATS
from studio.core.waffle.screenshot import MAX_PIXELS, LetterChoice, ScreenReading, check_pixels, unsure_tiles
from studio.language import number, translate
from studio.language.facts import fill, joined, phrase


def rgb_array(image: QImage) -> NDArray[np.uint8]:
    """A QImage as rows x columns x RGB bytes (a copy: the QImage may go); one past
    MAX_PIXELS (a pasted picture) is refused before the copy."""
    check_pixels(image.width(), image.height())
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h, line = rgb.width(), rgb.height(), rgb.bytesPerLine()
    bits = np.frombuffer(rgb.constBits(), np.uint8, count=line * h)
    return bits.reshape(h, line)[:, : w * 3].reshape(h, w, 3).copy()


def qimage(rgb: NDArray[np.uint8]) -> QImage:
    """An RGB array as a QImage that owns its pixels."""
    h, w = rgb.shape[:2]
    data = np.ascontiguousarray(rgb[:, :, :3])
    return QImage(data.data, w, h, 3 * w, QImage.Format.Format_RGB888).copy()


# what a screenshot may be, told by its first bytes (never by its name): raster formats
# alone, so no SVG (whose <image> may name /dev/stdin or a FIFO, and QtSvg waits on it)
SIGNATURES = {
    b"\x89PNG\r\n\x1a\n": "png",
    b"\xff\xd8\xff": "jpeg",
    b"BM": "bmp",
}
MAX_PICTURE_BYTES = 4 * MAX_PIXELS + 4096  # an 8K screen as an uncompressed 32-bit BMP
PIXEL_CHUNKS = (b"IHDR", b"PLTE", b"tRNS", b"IDAT", b"IEND")  # the PNG chunks the pixels are read from


def picture_format(data: bytes) -> str:
    """The Qt format name of a screenshot's bytes, or a PuzzleError for anything else."""
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "webp"
    for signature, name in SIGNATURES.items():
        if data.startswith(signature):
            return name
    formats = joined(list(PICTURE_FORMATS.values()), translate("Facts", " or "))
    raise PuzzleError(translate("Picture", "not a picture this studio reads (a %1 screenshot)").replace("%1", formats))


def read_picture(path: str | Path) -> NDArray[np.uint8]:
    """A screenshot file's pixels (PuzzleError naming the file): only a regular file, read
    under a byte cap, so a FIFO or a device is refused before it is opened."""
    source = str(path)
    try:
        regular = stat.S_ISREG(os.stat(source).st_mode)
    except OSError as err:
        cannot = fact(Code.CANNOT_READ, what="picture", reason=err.strerror or str(err))
        raise PuzzleError(cannot, source=source) from None
    if not regular:
        raise PuzzleError(translate("Picture", "not a picture but a device, a pipe or a folder"), source=source)
    try:
        return decode_picture(read_bytes(source, MAX_PICTURE_BYTES, "a screenshot", "picture"))
    except PuzzleError as err:
        raise err if err.source else PuzzleError(err.message, source=source) from None


def decode_picture(data: bytes) -> NDArray[np.uint8]:
    """A screenshot's pixels from its bytes: its format told by the bytes and forced on Qt,
    its size read from its header and refused past MAX_PIXELS before a pixel is decoded.
    From memory, so nothing the bytes name is ever opened."""
    kind = picture_format(data)
    if kind == "png":
        data = _pixel_chunks(data)
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer, kind.encode())
    reader.setAutoDetectImageFormat(False)
    size = reader.size()
    if not size.isValid():
        raise PuzzleError(translate("Picture", "not a picture Qt can read (%1)").replace("%1", reader.errorString()))
    check_pixels(size.width(), size.height())
    image = reader.read()
    if image.isNull():
        raise PuzzleError(translate("Picture", "not a picture Qt can read (%1)").replace("%1", reader.errorString()))
    return rgb_array(image)


def _pixel_chunks(data: bytes) -> bytes:
    """A PNG with only the chunks its pixels are read from: libpng prints warnings about the
    others on stderr (a phone's colour profile: "iCCP: extra compressed data"), and none
    changes the pixels as read here (the colour profile is never applied). A damaged first
    chunk is refused here, before libpng prints its own error."""
    length, kind, body, crc = int.from_bytes(data[8:12], "big"), data[12:16], data[16:29], data[29:33]
    if length != 13 or kind != b"IHDR" or zlib.crc32(kind + body) != int.from_bytes(crc, "big"):
        raise PuzzleError(translate("Picture", "not a picture Qt can read (its PNG header is damaged)"))
    kept, at = [data[:8]], 8
    while at + 12 <= len(data):
        end = at + 12 + int.from_bytes(data[at : at + 4], "big")
        if data[at + 4 : at + 8] in PIXEL_CHUNKS or end > len(data):
            kept.append(data[at:end])  # a chunk cut short is left for libpng to refuse
        at = end
    kept.append(data[at:])
    return b"".join(kept)


def unsure_note(reading: ScreenReading) -> str:
    """'2 tiles unsure: row 1 col 5 (P), ...': what a person should check before solving;
    then each tile whose other reading was taken, with the letter read as the doubtful alternative."""
    won = translate("Picture", "the game's win screen, read as the solved board; ") if reading.won else ""
    left = reading.swaps_left
    counter = "" if left is None else translate("Picture", "; the game's counter shows %n swaps remaining", None, left)
    n = len(reading.unsure)
    if not n:
        none = translate("Picture", "0 tiles unsure")
        return f"{won}{none}{counter}"
    notes = "".join(f"; {choice_note(reading, choice)}" for choice in reading.choices)
    places = phrase(unsure_tiles(reading.puzzle, reading.unsure))
    tiles = translate("Picture", "%n tiles unsure: %1", None, n).replace("%1", places)
    return f"{won}{tiles}{notes}{counter}"


def choice_note(reading: ScreenReading, choice: LetterChoice) -> str:
    """'row 2 col 3 looks most like C but is taken as O, which gives everyday words (C gives only rare ones)'."""
    row, col = reading.puzzle.shape.positions[choice.cell]
    if choice.why == "rare-words":
        text = translate(
            "Picture",
            "row %1 col %2 looks most like %3 but is taken as %4, which gives everyday words "
            "(%3 gives only rare ones: the doubtful alternative)",
        )
    else:
        text = translate(
            "Picture",
            "row %1 col %2 looks most like %3 but is taken as %4, which gives a solution "
            "(%3 gives no solution: the doubtful alternative)",
        )
    return fill(text, number(row + 1), number(col + 1), choice.read, choice.chosen)
