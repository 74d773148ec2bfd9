"""Builds studio/resources/glyphs.npz: the letter and digit templates the screenshot reader
matches (the digits read the game's "N SWAPS REMAINING" counter).

Run at development time, never by the studio: each capital is drawn with Qt in several
free bold sans fonts like the game's (Debian: fonts-quicksand, fonts-comfortaa,
fonts-open-sans, fonts-noto-core, fonts-liberation2, fonts-lato, fonts-roboto-unhinted)
at a few sizes (small ones carry the blur of a small tile), then normalised by the
reader's own `glyph_bitmap` and stored as bytes (the reader softens them as it loads them).
Usage: QT_QPA_PLATFORM=offscreen python tools/build_glyphs.py
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QImage, QPainter

from studio.core.waffle.screenshot import ALPHABET, DIGITS, GLYPH_LEVELS, glyph_bitmap

FONTS = [
    "/usr/share/fonts/truetype/quicksand/Quicksand-Bold.ttf",
    "/usr/share/fonts/truetype/comfortaa/Comfortaa-Bold.ttf",
    "/usr/share/fonts/truetype/open-sans/OpenSans-Bold.ttf",
    "/usr/share/fonts/truetype/open-sans/OpenSans-Semibold.ttf",
    "/usr/share/fonts/truetype/quicksand/Quicksand-Medium.ttf",
    "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf",
    "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf",
    "/usr/share/fonts/truetype/lato/Lato-Bold.ttf",
    "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf",
]  # not DejaVu Sans, Nimbus Sans nor Cantarell: the benchmark's held-out fonts (tests/screens.py)
PIXEL_SIZES = (10, 12, 14, 18, 26, 48)
OUT = Path(__file__).resolve().parents[1] / "studio" / "resources" / "glyphs.npz"


def family(path: str) -> str:
    ident = QFontDatabase.addApplicationFont(path)
    if ident < 0:
        sys.exit(f"cannot load {path}: install the font packages named in this script's docstring")
    return QFontDatabase.applicationFontFamilies(ident)[0]


def ink(font: QFont, letter: str, px: int) -> np.ndarray:
    """The letter drawn black on white, as ink (255 is full black)."""
    side = px * 3
    image = QImage(side, side, QImage.Format.Format_Grayscale8)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setFont(font)
    painter.setPen(QColor("black"))
    painter.drawText(QRectF(0, 0, side, side), Qt.AlignmentFlag.AlignCenter, letter)
    painter.end()
    bits = np.frombuffer(image.constBits(), np.uint8, count=image.bytesPerLine() * side)
    gray = bits.reshape(side, image.bytesPerLine())[:, :side]
    return 255.0 - gray.astype(np.float32)


def main() -> None:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)
    bitmaps, letters, digit_bitmaps = [], [], []
    for path in FONTS:
        name = family(path)
        weight = QFont.Weight.DemiBold if "Semibold" in path or "Medium" in path else QFont.Weight.Bold
        for px in PIXEL_SIZES:
            font = QFont(name)
            font.setPixelSize(px)
            font.setWeight(weight)
            for letter in ALPHABET:
                bitmap = glyph_bitmap(ink(font, letter, px))
                assert bitmap is not None, (path, letter)
                bitmaps.append(np.round(bitmap * GLYPH_LEVELS).astype(np.uint8))
                letters.append(letter)
            for digit in DIGITS:
                bitmap = glyph_bitmap(ink(font, digit, px))
                assert bitmap is not None, (path, digit)
                digit_bitmaps.append(np.round(bitmap * GLYPH_LEVELS).astype(np.uint8))
    np.savez_compressed(
        OUT,
        bitmaps=np.stack(bitmaps),
        letters=np.array("".join(letters)),
        digit_bitmaps=np.stack(digit_bitmaps),  # DIGITS in order, font by font, size by size
    )
    print(f"{OUT}: {len(letters)} templates, {OUT.stat().st_size} bytes")
    del app


if __name__ == "__main__":
    main()
