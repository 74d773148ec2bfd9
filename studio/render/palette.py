"""Every colour the studio draws or styles with, each defined once and named for what it means.

It lives in `studio.render` so that both the painters and the GUI (which sits above) can use
it. Painters take the QColors; style sheets take `.name()`, the '#rrggbb' form. Two names
may share a colour when they mean the same thing (the status 'bad' and the error bar's edge).
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from studio.core.waffle.puzzle import GRAY, GREEN, YELLOW
from studio.core.wordle import feedback as wordle

WHITE = QColor("#ffffff")

# Status lines, by tone (the GUI's `Tone`): how a headline or a message reads.
GOOD, WARN, BAD, QUIET = QColor("#2e7d32"), QColor("#b26a00"), QColor("#c62828"), QColor("#5f6b7a")
STATUS = {"good": GOOD, "warn": WARN, "bad": BAD, "busy": QUIET}
HINT = QUIET  # small grey help text under a control
ACCENT = QColor("#2f6fdf")  # the studio's blue: the cursor, the info bar's edge

# The message bar above a grid, by kind: (background, edge, text).
MESSAGE_BAR = {
    "error": (QColor("#fdecea"), BAD, QColor("#611a15")),
    "info": (QColor("#e8f1fd"), ACCENT, QColor("#15325e")),
}

PREVIEW_BACK = QColor("#d9dde1")  # behind an export or sheet preview, so white paper shows
FRAME_EDGE = QColor("#dfe3e8")  # the rounded frame around the Waffle grid
OUTLINE = QColor("#b8bec6")  # faint outlines: a hole in a custom mask, the colour buttons

# Waffle tiles in the game's colours, by the puzzle's colour letter.
TILE_FILL = {GREEN: QColor("#6fb05c"), YELLOW: QColor("#e9ba3a"), GRAY: QColor("#edeff1")}
TILE_EDGE = {GREEN: QColor("#5a9a48"), YELLOW: QColor("#d3a42a"), GRAY: QColor("#c9ced5")}
LETTER_ON = {GREEN: WHITE, YELLOW: WHITE, GRAY: QColor("#2b2f33")}
STAR = TILE_FILL[YELLOW]  # the star rating shines in the yellow tile's colour
DESIGN_FILL, DESIGN_EDGE = WHITE, QColor("#c9ced4")  # a tile still being designed
UNKNOWN_FILL, UNKNOWN_EDGE, UNKNOWN_LETTER = QColor("#fde8e8"), QColor("#e06c6c"), QColor("#8a1f1f")
CURSOR, WORD_TINT = ACCENT, QColor(47, 111, 223, 40)  # the tint: the cursor's blue, faint
HINT_RING = QColor("#8e44ad")  # around the tiles a hint is about: unlike the cursor's blue and the tiles
UNSURE_RING = WARN  # around a tile read from a screenshot whose letter was a close call: check it
PICKED, PICKED_SHADOW = QColor("#1d2733"), QColor(0, 0, 0, 90)
INK, PAPER = QColor("#111111"), WHITE  # the ink style, for printing

# Printed cards and sheet pages.
CARD_TEXT, CARD_MUTED, CARD_RULE = QColor("#1d2125"), QColor("#5b636b"), QColor("#b9c0c7")

# Letter Boxed.
BOX_BACKGROUND, BOX_FILL = QColor("#fbd9cf"), WHITE
BOX_EDGE = BOX_INK = QColor("#1d1d1d")
BOX_LINE = BOX_CURRENT = QColor("#e0645a")  # the words drawn, and the one being typed
BOX_USED_LABEL = QColor("#9a9a9a")

# Wordle tiles and keys, by mark.
MARK_FILL = {wordle.GREEN: QColor("#6aaa64"), wordle.YELLOW: QColor("#c9b458"), wordle.GRAY: QColor("#787c7e")}
EMPTY_EDGE = KEY_FILL = QColor("#d3d6da")  # an empty tile's edge, and a key not yet marked
TYPED_EDGE = QColor("#878a8c")
WORDLE_INK, WORDLE_LIGHT = QColor("#1a1a1b"), WHITE
# The backtest chart: one colour per series, in order.
SERIES = [QColor(c) for c in ("#3b7dd8", "#e0645a", "#6aaa64", "#c9b458", "#8e5cc4", "#5f6b7a")]
