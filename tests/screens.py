"""Pictures for the screenshot reader's tests and benchmark: the real screenshots' variants
(scaled, JPEG, inside a phone screen), and puzzles drawn in the game's look.

The game's look, measured off its screenshots: rounded tiles with a darker strip along
the bottom, a gap of about an eleventh of the pitch, letters in a bold rounded sans, white
on green and yellow, near-black on gray. The dark theme's colours are this helper's guess
(the project has no dark screenshot): the reader must not depend on them; DARK_GAME
is a second, documented guess.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from studio.core.waffle.puzzle import GRAY, GREEN, YELLOW, Puzzle
from studio.render.files import ensure_app
from studio.render.picture import qimage, rgb_array


@dataclass(frozen=True)
class Theme:
    page: str
    fill: dict[str, str]
    shadow: dict[str, str]
    ink: dict[str, str]
    text: str


# The game's published colours (oracle: the screenshots), not the studio's palette.
LIGHT = Theme(
    "#ffffff",
    {GREEN: "#7eae66", YELLOW: "#e2bc54", GRAY: "#edeff1"},
    {GREEN: "#709c5b", YELLOW: "#caa94b", GRAY: "#d5d6d8"},
    {GREEN: "#ffffff", YELLOW: "#ffffff", GRAY: "#1a1a1b"},
    "#1a1a1b",
)
DARK = Theme(
    "#1e1e20",
    {GREEN: "#6a9956", YELLOW: "#cca445", GRAY: "#3c3d41"},
    {GREEN: "#5b8449", YELLOW: "#b08d38", GRAY: "#2c2d30"},
    {GREEN: "#ffffff", YELLOW: "#ffffff", GRAY: "#f2f2f2"},
    "#e8e8e8",
)
# The dark look of word games as published (no dark palette of the game itself could be
# found): the near-black page of a Wordle-like site's colour inventory (#121213), Wordle's
# dark-mode tiles (green #538d4e, yellow #b59f3b, gray #3a3a3c), white letters on all three.
DARK_GAME = Theme(
    "#121213",
    {GREEN: "#538d4e", YELLOW: "#b59f3b", GRAY: "#3a3a3c"},
    {GREEN: "#45763f", YELLOW: "#978431", GRAY: "#2b2b2d"},
    {GREEN: "#ffffff", YELLOW: "#ffffff", GRAY: "#ffffff"},
    "#d7dadc",
)
THEMES = {"light": LIGHT, "dark": DARK, "dark (word-game palette)": DARK_GAME}
# Fonts the reader's templates were not built from (tools/build_glyphs.py), and some they were.
UNSEEN_FONTS = ("Nimbus Sans", "DejaVu Sans", "Cantarell")  # URW Gothic's geometric A, G, M are no game look
TEMPLATE_FONTS = ("Quicksand", "Open Sans", "Noto Sans")


def game_picture(
    puzzle: Puzzle,
    tile: int = 80,
    theme: Theme = LIGHT,
    font: str = "Quicksand",
    blurred: dict[int, tuple[str, float]] | None = None,
    counter: int | None = None,
) -> np.ndarray:
    """The puzzle drawn as the game draws it, `tile` pixels a tile, a margin of half a tile.
    `blurred` draws a cell's glyph as an ambiguous one: its letter and another (O and Q,
    I and L) over each other, the other's share of the ink given (0.5: half each).
    `counter` writes the game's "N SWAPS REMAINING" under the grid, as the live game does
    (small bold capitals in the page's text colour, half a tile below the tiles)."""
    ensure_app()
    shape = puzzle.shape
    gap = max(2, round(tile * 0.09))
    pitch = tile + gap
    margin = tile // 2
    below = tile if counter is not None else 0
    width, grid_bottom = margin * 2 + pitch * shape.cols - gap, margin + pitch * shape.rows - gap
    image = QImage(width, grid_bottom + margin + below, QImage.Format.Format_RGB32)
    image.fill(QColor(theme.page))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    qfont = QFont(font)
    qfont.setPixelSize(max(6, round(tile * 0.42)))
    qfont.setWeight(QFont.Weight.Bold)
    painter.setFont(qfont)
    radius = tile * 0.11
    for cell, (r, c) in enumerate(shape.positions):
        x, y = margin + c * pitch, margin + r * pitch
        color = puzzle.colors[cell]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(theme.shadow[color]))
        painter.drawRoundedRect(QRectF(x, y, tile, tile), radius, radius)
        painter.setBrush(QColor(theme.fill[color]))
        painter.drawRoundedRect(QRectF(x, y, tile, tile * 0.92), radius, radius)
        other, share = (blurred or {}).get(cell, ("", 0.0))
        painter.setPen(QColor(theme.ink[color]))
        for letter, opacity in ((puzzle.tiles[cell], 1 - share), (other, share)):
            painter.setOpacity(opacity)
            painter.drawText(QRectF(x, y, tile, tile * 0.92), Qt.AlignmentFlag.AlignCenter, letter)
        painter.setOpacity(1)
    if counter is not None:
        small = QFont(font)
        small.setPixelSize(max(6, round(tile * 0.26)))
        small.setWeight(QFont.Weight.Bold)
        small.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, tile * 0.02)
        painter.setFont(small)
        painter.setPen(QColor(theme.text))
        words = f"{counter} SWAP{'S' if counter != 1 else ''} REMAINING"
        painter.drawText(QRectF(0, grid_bottom + tile * 0.45, width, tile * 0.5), Qt.AlignmentFlag.AlignHCenter, words)
    painter.end()
    return rgb_array(image)


def scaled(rgb: np.ndarray, factor: float) -> np.ndarray:
    image = qimage(rgb)
    return rgb_array(
        image.scaled(
            round(image.width() * factor),
            round(image.height() * factor),
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
    )


def jpeg(rgb: np.ndarray, quality: int = 60) -> np.ndarray:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert qimage(rgb).save(buffer, "JPEG", quality)
    return rgb_array(QImage.fromData(data, "JPEG"))


def in_screen(
    rgb: np.ndarray, theme: Theme = LIGHT, width: int | None = None, seed: int = 0, height: int | None = None
) -> np.ndarray:
    """The grid inside a taller phone screen (or a wide `width` browser window, `height`
    tall if given): a header with the title and puzzle number, a swap counter and stars
    under the grid, a status bar and a few round buttons and small coloured squares (a
    share line's) around it."""
    ensure_app()
    rng = random.Random(seed)
    h, w = rgb.shape[:2]
    canvas_w = width or round(w * 1.08)
    canvas_h = height or (round(h * 2.05) if width is None else round(h * 1.5))
    image = QImage(canvas_w, canvas_h, QImage.Format.Format_RGB32)
    image.fill(QColor(theme.page))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    unit = max(8, h // 14)
    font = QFont("DejaVu Sans")
    font.setPixelSize(unit // 2)
    painter.setFont(font)
    painter.setPen(QColor(theme.text))
    painter.drawText(QRectF(unit // 2, 4, canvas_w, unit), Qt.AlignmentFlag.AlignLeft, "9:41      5G  87%")
    font.setPixelSize(unit)
    font.setWeight(QFont.Weight.Bold)
    painter.setFont(font)
    painter.drawText(QRectF(0, unit * 1.5, canvas_w, unit * 1.6), Qt.AlignmentFlag.AlignCenter, "WAFFLE")
    font.setPixelSize(unit // 2)
    painter.setFont(font)
    painter.drawText(QRectF(0, unit * 3.1, canvas_w, unit), Qt.AlignmentFlag.AlignCenter, f"#{rng.randint(1, 999)}")
    painter.setPen(Qt.PenStyle.NoPen)
    for k in range(3):  # round buttons in the header
        painter.setBrush(QColor(theme.fill[GRAY]))
        painter.drawEllipse(QRectF(unit * (0.5 + 1.3 * k), unit * 1.6, unit, unit))
    top = round(unit * 4.4)
    left = (canvas_w - w) // 2
    painter.drawImage(left, top, qimage(rgb))
    below = top + h + unit // 2
    painter.setPen(QColor(theme.text))
    painter.drawText(QRectF(0, below, canvas_w, unit), Qt.AlignmentFlag.AlignCenter, "15 SWAPS REMAINING")
    painter.setPen(Qt.PenStyle.NoPen)
    small = unit // 3
    for k in range(10):  # a share line's small squares
        painter.setBrush(QColor(theme.fill[(GREEN, YELLOW, GRAY)[k % 3]]))
        painter.drawRect(QRectF(left + k * (small + 3), below + unit * 1.4, small, small))
    painter.end()
    return rgb_array(image)


def on_desktop(
    rgb: np.ndarray, editor: str = "left", width: int = 1920, height: int = 1080, desktop: str = "#2b2b2b"
) -> np.ndarray:
    """The page `rgb` in a browser beside a dark code editor on a desktop with a taskbar:
    the editor on the `editor` side, its lines of code in a syntax palette (greens and
    yellows too), a taskbar of square icons along the bottom, the desktop's colour round it."""
    ensure_app()
    rng = random.Random(7)
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(desktop))
    painter = QPainter(image)
    bar = 48
    panel = width * 2 // 5
    editor_x = 0 if editor == "left" else width - panel
    browser_x = panel if editor == "left" else 0
    painter.fillRect(editor_x, 0, panel, height - bar, QColor("#1e1e1e"))
    font = QFont("DejaVu Sans Mono")
    font.setPixelSize(14)
    painter.setFont(font)
    for line in range(1, (height - bar) // 20):
        painter.setPen(QColor(rng.choice(["#6a9955", "#dcdcaa", "#9cdcfe", "#ce9178", "#c586c0", "#d4d4d4"])))
        text = " " * rng.randint(0, 8) + "".join(rng.choice("abcdefxyz_=().:") for _ in range(rng.randint(8, 50)))
        painter.drawText(editor_x + 12, line * 20, text)
    page = qimage(rgb)
    shown_w, shown_h = min(page.width(), width - panel), min(page.height(), height - bar - 80)
    painter.fillRect(browser_x, 0, width - panel, 80, QColor("#dee1e6"))  # the browser's tabs and address bar
    painter.fillRect(browser_x, 80, width - panel, height - bar - 80, QColor("#ffffff"))
    painter.drawImage(browser_x + (width - panel - shown_w) // 2, 80, page, 0, 0, shown_w, shown_h)
    painter.fillRect(0, height - bar, width, bar, QColor("#202020"))
    for k in range(8):  # the taskbar's icons
        icon = QColor(rng.choice(["#3c8d40", "#e2b33c", "#3a7bd5", "#888888"]))
        painter.fillRect(width // 2 - 200 + k * 50, height - bar + 8, 32, 32, icon)
    painter.end()
    return rgb_array(image)


def in_border(rgb: np.ndarray, width: int, color: str = "#000000") -> np.ndarray:
    """The picture inside a border `width` pixels wide (a window's frame, a dark letterbox)."""
    out = np.empty((rgb.shape[0] + 2 * width, rgb.shape[1] + 2 * width, 3), np.uint8)
    out[:] = QColor(color).getRgb()[:3]
    out[width : width + rgb.shape[0], width : width + rgb.shape[1]] = rgb[:, :, :3]
    return out
