"""Every colour the studio draws or styles with, each defined once and named for what it means.

It lives in `studio.render` so that both the painters and the GUI (which sits above) can use
it. A `Palette` is one look of the whole studio: the widgets (`qpalette` turns it into Qt's),
the tiles, the status tones, the charts. There are four: LIGHT and DARK, and each with the
colour-blind tiles (`palette_for`). Painters take a Palette and default to LIGHT, the look
of every export and print; the window passes the one the user chose. Style sheets take
`.name()`, the '#rrggbb' form. The ink style and the printed cards' text are the module's
constants: paper is white whatever the screen shows.

Text on every tile meets WCAG AA (4.5:1), and the colour-blind tiles stay apart by
CIEDE2000 >= 20 under protanopia, deuteranopia and tritanopia (tests/render/test_palette.py).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtGui import QColor, QPalette

from studio.core.waffle.puzzle import GRAY, GREEN, YELLOW
from studio.core.wordle import feedback as wordle

WHITE = QColor("#ffffff")
INK, PAPER = QColor("#111111"), WHITE  # the ink style, for printing
# Printed cards and sheet pages.
CARD_TEXT, CARD_MUTED, CARD_RULE = QColor("#1d2125"), QColor("#5b636b"), QColor("#b9c0c7")


def _colours(*hexes: str) -> tuple[QColor, ...]:
    return tuple(QColor(h) for h in hexes)


@dataclass(frozen=True, eq=False, kw_only=True)
class Palette:
    """One look. Dicts are keyed by Waffle's colour letter, Wordle's mark, or a status tone."""

    name: str
    dark: bool
    marks: bool  # a shape on every coloured tile (corner: green, dot: yellow), not colour alone
    # The widgets (Qt's palette roles).
    window: QColor
    window_text: QColor
    base: QColor  # behind lists and text fields
    alternate: QColor
    text: QColor
    button: QColor
    disabled: QColor  # disabled text
    edge: QColor  # Qt's 'mid' and 'dark': frames and separators
    control_edge: QColor  # a checkbox's, radio button's or text field's border: 3:1 on window and base (WCAG 1.4.11)
    accent: QColor  # the studio's blue: selection, the cursor, the info bar's edge, links
    # Status lines, by tone (the GUI's `Tone`): how a headline or a message reads.
    status: dict[str, QColor]
    hint: QColor  # small grey help text under a control
    message_bar: dict[str, tuple[QColor, QColor, QColor]]  # by kind: (background, edge, text)
    preview_back: QColor  # behind an export or sheet preview, so white paper shows
    # The Waffle board.
    frame_back: QColor
    frame_edge: QColor  # the rounded frame around the grid
    outline: QColor  # faint outlines: a hole in a custom mask, the colour buttons
    tile_fill: dict[str, QColor]
    tile_edge: dict[str, QColor]
    letter_on: dict[str, QColor]
    star: QColor  # the star rating
    design_fill: QColor  # a tile still being designed: outlined, so an empty one shows
    design_edge: QColor
    unknown: tuple[QColor, QColor, QColor]  # a tile of a word the list does not know: fill, edge, letter
    word_outline: QColor  # the cursor's word: an outline, since a tint would change what the tiles' colours say
    pair_mark: QColor  # the two tiles of the swap to make next, or of the step shown
    hint_ring: QColor  # around the tiles a hint is about: unlike the cursor's blue and the tiles
    unsure_ring: QColor  # around a tile read from a screenshot whose letter was a close call
    picked: QColor
    picked_shadow: QColor
    # Wordle tiles, keys and the backtest chart.
    mark_fill: dict[int, QColor]
    mark_letter: dict[int, QColor]
    wordle_back: QColor  # an unmarked tile, the chart's ground
    wordle_ink: QColor  # letters on an unmarked tile, the chart's text
    empty_edge: QColor  # an empty tile's edge, the chart's grid lines
    typed_edge: QColor
    key_fill: QColor  # a key not yet marked
    series: tuple[QColor, ...]  # one colour per series, in order
    # Letter Boxed.
    box_background: QColor
    box_fill: QColor
    box_edge: QColor  # also the letters
    box_line: QColor  # the words drawn, the one being typed, used letters' dots
    box_used_label: QColor

    @property
    def cursor(self) -> QColor:
        return self.accent

    @property
    def on_accent(self) -> QColor:
        """Text on the accent (selected rows, the current mode): white on the light theme's
        blue, dark on the dark theme's lighter one, where white would be under 4.5:1."""
        return self.base if self.dark else WHITE


_GOOD, _WARN, _BAD, _QUIET = _colours("#2e7d32", "#9a5b00", "#c62828", "#5f6b7a")
LIGHT = Palette(
    name="light",
    dark=False,
    marks=False,
    window=QColor("#f3f4f6"),
    window_text=QColor("#1d2125"),
    base=WHITE,
    alternate=QColor("#f1f3f5"),
    text=QColor("#1d2125"),
    button=QColor("#eceef1"),
    disabled=QColor("#8b939c"),
    edge=QColor("#b8bec6"),
    control_edge=QColor("#7a838d"),
    accent=QColor("#2f6fdf"),
    status={"good": _GOOD, "warn": _WARN, "bad": _BAD, "busy": _QUIET},
    hint=_QUIET,
    message_bar={
        "error": (QColor("#fdecea"), _BAD, QColor("#611a15")),
        "info": (QColor("#e8f1fd"), QColor("#2f6fdf"), QColor("#15325e")),
    },
    preview_back=QColor("#d9dde1"),
    frame_back=WHITE,
    frame_edge=QColor("#dfe3e8"),
    outline=QColor("#b8bec6"),
    tile_fill={GREEN: QColor("#6fb05c"), YELLOW: QColor("#e9ba3a"), GRAY: QColor("#edeff1")},
    tile_edge={GREEN: QColor("#5a9a48"), YELLOW: QColor("#d3a42a"), GRAY: QColor("#c9ced5")},
    letter_on={GREEN: QColor("#1d2125"), YELLOW: QColor("#1d2125"), GRAY: QColor("#2b2f33")},
    star=QColor("#d39a12"),
    design_fill=QColor("#f7f8fa"),
    design_edge=QColor("#9aa3ad"),
    unknown=(QColor("#fde8e8"), QColor("#e06c6c"), QColor("#8a1f1f")),
    word_outline=QColor(47, 111, 223, 150),
    pair_mark=QColor("#d6336c"),
    hint_ring=QColor("#8e44ad"),
    unsure_ring=_WARN,
    picked=QColor("#1d2733"),
    picked_shadow=QColor(0, 0, 0, 90),
    mark_fill={wordle.GREEN: QColor("#6aaa64"), wordle.YELLOW: QColor("#c9b458"), wordle.GRAY: QColor("#6f7375")},
    mark_letter={wordle.GREEN: QColor("#121213"), wordle.YELLOW: QColor("#121213"), wordle.GRAY: WHITE},
    wordle_back=WHITE,
    wordle_ink=QColor("#1a1a1b"),
    empty_edge=QColor("#d3d6da"),
    typed_edge=QColor("#878a8c"),
    key_fill=QColor("#d3d6da"),
    series=_colours("#3b7dd8", "#e0645a", "#6aaa64", "#c9b458", "#8e5cc4", "#5f6b7a"),
    box_background=QColor("#fbd9cf"),
    box_fill=WHITE,
    box_edge=QColor("#1d1d1d"),
    box_line=QColor("#e0645a"),
    box_used_label=QColor("#9a9a9a"),
)

_DARK_BAD = QColor("#ff8a80")
DARK = Palette(
    name="dark",
    dark=True,
    marks=False,
    window=QColor("#202327"),
    window_text=QColor("#e6e9ec"),
    base=QColor("#17191c"),
    alternate=QColor("#24282d"),
    text=QColor("#e6e9ec"),
    button=QColor("#2c3036"),
    disabled=QColor("#7b838c"),
    edge=QColor("#4a5058"),
    control_edge=QColor("#858e99"),
    accent=QColor("#5b95f0"),
    status={"good": QColor("#7bc67e"), "warn": QColor("#f0b249"), "bad": _DARK_BAD, "busy": QColor("#a3adb8")},
    hint=QColor("#a3adb8"),
    message_bar={
        "error": (QColor("#3d2323"), _DARK_BAD, QColor("#ffd9d4")),
        "info": (QColor("#1d2a3d"), QColor("#5b95f0"), QColor("#d8e6ff")),
    },
    preview_back=QColor("#3a3f46"),
    frame_back=QColor("#17191c"),
    frame_edge=QColor("#3a3f46"),
    outline=QColor("#5d6670"),
    tile_fill={GREEN: QColor("#5f9e4c"), YELLOW: QColor("#d0a431"), GRAY: QColor("#3a4048")},
    tile_edge={GREEN: QColor("#487a39"), YELLOW: QColor("#a88325"), GRAY: QColor("#2a2f35")},
    letter_on={GREEN: QColor("#101214"), YELLOW: QColor("#101214"), GRAY: QColor("#eef1f4")},
    star=QColor("#e9ba3a"),
    design_fill=QColor("#262a30"),
    design_edge=QColor("#6b7480"),
    unknown=(QColor("#4a2426"), QColor("#e06c6c"), QColor("#ffd0d0")),
    word_outline=QColor(91, 149, 240, 190),
    pair_mark=QColor("#ff7eb3"),
    hint_ring=QColor("#c187e0"),
    unsure_ring=QColor("#f0b249"),
    picked=QColor("#f2f4f7"),
    picked_shadow=QColor(0, 0, 0, 160),
    mark_fill={wordle.GREEN: QColor("#538d4e"), wordle.YELLOW: QColor("#b59f3b"), wordle.GRAY: QColor("#3a3a3c")},
    mark_letter={wordle.GREEN: QColor("#0b0b0c"), wordle.YELLOW: QColor("#0b0b0c"), wordle.GRAY: WHITE},
    wordle_back=QColor("#17191c"),
    wordle_ink=QColor("#eef0f2"),
    empty_edge=QColor("#3a3a3c"),
    typed_edge=QColor("#7a7d80"),
    key_fill=QColor("#565a5e"),
    series=_colours("#6ea2f0", "#f08a80", "#7cc076", "#d8c46a", "#b08ae0", "#a3adb8"),
    box_background=QColor("#3b2a27"),
    box_fill=QColor("#17191c"),
    box_edge=QColor("#e6e9ec"),
    box_line=QColor("#f0786d"),
    box_used_label=QColor("#8a9099"),
)

# The colour-blind tiles: orange for green and blue for yellow, as Wordle's high-contrast mode.
_ORANGE, _BLUE = QColor("#f5793a"), QColor("#5ea8f2")
_CB_TILES = {GREEN: _ORANGE, YELLOW: _BLUE}
_CB_EDGES = {GREEN: QColor("#c85a22"), YELLOW: QColor("#3b83cc")}


def _colour_blind(palette: Palette) -> Palette:
    gray = wordle.GRAY
    return replace(
        palette,
        name=f"{palette.name}, colour-blind",
        marks=True,
        tile_fill={**palette.tile_fill, **_CB_TILES},
        tile_edge={**palette.tile_edge, **_CB_EDGES},
        mark_fill={wordle.GREEN: _ORANGE, wordle.YELLOW: _BLUE, gray: palette.mark_fill[gray]},
    )


LIGHT_COLOUR_BLIND, DARK_COLOUR_BLIND = _colour_blind(LIGHT), _colour_blind(DARK)
PALETTES = (LIGHT, DARK, LIGHT_COLOUR_BLIND, DARK_COLOUR_BLIND)


def palette_for(dark: bool, colour_blind: bool) -> Palette:
    return PALETTES[int(dark) + 2 * int(colour_blind)]


def qpalette(palette: Palette) -> QPalette:
    """Qt's palette for the widgets, so every widget agrees with the tiles (Fusion draws from it)."""
    p = palette
    qp = QPalette()
    roles = QPalette.ColorRole
    for role, colour in (
        (roles.Window, p.window),
        (roles.WindowText, p.window_text),
        (roles.Base, p.base),
        (roles.AlternateBase, p.alternate),
        (roles.Text, p.text),
        (roles.Button, p.button),
        (roles.ButtonText, p.text),
        (roles.BrightText, p.status["bad"]),
        (roles.ToolTipBase, p.alternate),
        (roles.ToolTipText, p.text),
        (roles.PlaceholderText, p.hint),
        (roles.Highlight, p.accent),
        (roles.HighlightedText, p.on_accent),
        (roles.Link, p.accent),
        (roles.LinkVisited, p.accent),
        (roles.Light, p.button.lighter(130)),
        (roles.Midlight, p.button.lighter(115)),
        (roles.Mid, p.edge),
        (roles.Dark, p.edge.darker(130)),
        (roles.Shadow, QColor("#000000")),
    ):
        qp.setColor(role, colour)
    disabled = QPalette.ColorGroup.Disabled
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        qp.setColor(disabled, role, p.disabled)
    qp.setColor(disabled, roles.Highlight, p.edge)
    return qp
