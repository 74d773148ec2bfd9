"""Draws studio/resources/icons/puzzle-studio.png, the app icon, with the board painter.

QT_QPA_PLATFORM=offscreen python tools/make_icon.py
"""

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter

from studio.core.waffle.shape import waffle_shape
from studio.render.board import BoardGeometry, paint_board

SIZE = 256
COLORS = "gyygg-g-yg-gy-y-ggyyg"  # a daily's look: green corners, some yellows
OUT = Path(__file__).resolve().parents[1] / "studio" / "resources" / "icons" / "puzzle-studio.png"

if __name__ == "__main__":
    app = QGuiApplication([])
    image = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_board(painter, BoardGeometry(waffle_shape(5, 5), QRectF(4, 4, SIZE - 8, SIZE - 8)), " " * 21, COLORS)
    painter.end()
    image.save(str(OUT))
