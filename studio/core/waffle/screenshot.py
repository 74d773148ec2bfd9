"""Reading a Waffle from a screenshot: the grid, each tile's colour and its letter.

Numpy only, so the CLI, the window and the tests share it: the grid is found as blobs of
tile colour that sit on one regular lattice with the waffle's holes (the page it sits on
is the commonest colour of the picture's edges, or, where that finds no waffle, of the
frame just around the coloured tiles: a browser beside a dark editor, a dark border; the
game's win screen, tiles of every hue, is read as a solved board); a tile's colour is
its body's hue; its letter is read against glyph templates rendered at build time from
free fonts (tools/build_glyphs.py, shipped as resources/glyphs.npz); a tile whose best
and second-best letters score close is unsure, and the puzzle's own rules repair it: the
reading whose letters and colours admit a solution wins.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from functools import cache
from itertools import combinations, pairwise
from typing import Literal

import numpy as np
from numpy.typing import NDArray

from studio.core.alphabet import TILES
from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact, cell, fact
from studio.core.waffle.play import Position, position, with_position
from studio.core.waffle.puzzle import GRAY, GREEN, YELLOW, Puzzle, TileColor
from studio.core.waffle.shape import ROYALE, Shape, shape_from_mask
from studio.core.words import WordList
from studio.resources import resource

ALPHABET = TILES[:26]  # the letters glyphs.npz has templates of (tools/build_glyphs.py): no Ñ yet
DIGITS = "0123456789"  # glyphs.npz's digit templates: the game's swaps counter
Image = NDArray[np.uint8]
Floats = NDArray[np.float32]

GLYPH_HEIGHT = 20  # a letter's cap height in the normalised bitmap
GLYPH_WIDTH = 28  # wide enough for a W at that height; narrow letters sit centred
GLYPH_LEVELS = 15  # grays a stored template cell has: finer steps only make the file bigger
WORK_SIDE = 1000  # the grid is first looked for on a copy at most this many pixels on its longer side
WORK_PIXELS = 2_100_000  # and then, if it held none, on a finer one of at most this many (a 1080p screen)
MAX_PIXELS = 7680 * 4320  # an 8K screen (33 million): no screenshot is larger; refused before decoding
MIN_TILE = 10  # pixels, on the working copy: smaller blobs are text, specks, icons
UNSURE_MARGIN = 0.04  # best minus second-best correlation under which a tile is unsure
MAX_REPAIRS = 40  # other readings the repair tries (each a solve, 1-60 ms) before it leaves the best letters
PAIR_POOL = 6  # the closest calls whose second readings the repair also tries two at a time
COUNTER_GAP = 0.45  # a gap wider than this many line heights parts two words of the swaps counter
DIGIT_SCORE = 0.6  # correlation under which a glyph of the counter is no digit
GRAY_REACH = 240  # how far (summed over R, G, B) from its page a gray tile may be
LUMA = np.array([0.299, 0.587, 0.114], np.float32)
_CLASSES: tuple[TileColor, ...] = (GREEN, YELLOW, GRAY)  # pixel class k + 1 is the tile colour _CLASSES[k]


@dataclass(frozen=True)
class TileReading:
    """One tile's letters, best first, with their template correlation (1 is a perfect match)."""

    letters: tuple[str, ...]
    scores: tuple[float, ...]

    @property
    def confidence(self) -> float:
        """The lead of the best reading over the second: how sure the classifier is."""
        return self.scores[0] - self.scores[1]


# Why the letter read best was left for another: as read, the puzzle had no solution, or
# only one whose words the solving list lacks (found in a broader, rarer tier)
Doubt = Literal["no-solution", "rare-words"]


@dataclass(frozen=True)
class LetterChoice:
    """A tile whose letter the repair changed: the doubtful alternative is `read`, the
    letter the reader saw best; `chosen` is its other reading, which the puzzle's words favour."""

    cell: int
    read: str
    chosen: str
    why: Doubt


@dataclass(frozen=True)
class ScreenReading:
    """A recognised puzzle, how sure each tile was, and the tiles a person should check."""

    puzzle: Puzzle
    confidence: tuple[float, ...]  # per cell, the best reading's lead over the second
    unsure: tuple[int, ...]  # cells whose letter was a close call or was changed by the repair
    choices: tuple[LetterChoice, ...] = ()  # tiles whose other reading gave a solution, or likelier words
    won: bool = False  # the game's win screen: every tile in place, its colours a celebration
    swaps_left: int | None = None  # the game's "N SWAPS REMAINING" under the grid, when the picture shows it

    @property
    def repaired(self) -> tuple[int, ...]:
        """The cells the repair changed."""
        return tuple(choice.cell for choice in self.choices)


@dataclass(frozen=True)
class _Page:
    """What the tiles sit on, and which colours count as a tile: the game's green and
    yellow, or (the win screen) any strong hue, taken as green."""

    color: Floats
    any_hue: bool = False


@dataclass(frozen=True)
class _Blob:
    cls: int
    x0: int
    y0: int
    x1: int  # exclusive
    y1: int
    area: int

    @property
    def side(self) -> int:
        return max(self.x1 - self.x0, self.y1 - self.y0)

    @property
    def center(self) -> tuple[float, float]:
        return (self.x0 + self.x1) / 2, (self.y0 + self.y1) / 2


@dataclass(frozen=True)
class _Lattice:
    """Tile centres at origin + pitch * (col, row), tiles `side` wide (working pixels)."""

    x: float
    y: float
    pitch: float
    side: float
    rows: int
    cols: int


def read_screenshot(
    image: Image, words: WordList | None = None, should_stop: Callable[[], bool] = lambda: False
) -> ScreenReading:
    """The puzzle in an RGB or RGBA picture. PuzzleError when it holds no Waffle grid."""
    rgb = _rgb(image)
    h, w = rgb.shape[:2]
    coarse = max(1, int(np.ceil(max(h, w) / WORK_SIDE)))
    finer = max(int(np.ceil(np.sqrt(h * w / WORK_PIXELS))), coarse // 2)
    try:
        scale, (lattice, colors, shape, page) = coarse, _grid(rgb, coarse)
    except PuzzleError as first:
        if finer >= coarse or should_stop():
            raise
        try:  # a small grid in a large picture (a 4K browser window): its tiles are specks at first
            scale, (lattice, colors, shape, page) = finer, _grid(rgb, finer)
        except PuzzleError as err:
            if first.code is not Code.NO_TILES:  # tiles were found, too few or no waffle: size is not it
                raise first from None
            raise PuzzleError(fact(Code.ZOOM_IN, why=err.fact, tile=MIN_TILE * finer)) from None
    readings = classify_glyphs([_letter_ink(rgb, lattice, scale, r, c) for r, c in shape.positions])
    color_text = "".join(colors[r][c] for r, c in shape.positions)
    if page.any_hue:  # the win screen: its letters are the solution as they stand
        best = "".join(r.letters[0] for r in readings)
        unsure = tuple(c for c, r in enumerate(readings) if r.confidence < UNSURE_MARGIN)
        confidence = tuple(round(r.confidence, 3) for r in readings)
        return ScreenReading(Puzzle(shape, best, color_text, best), confidence, unsure, won=True)
    reading = repair(shape, color_text, readings, words, should_stop)
    left = swaps_counter(rgb, lattice, scale, page)
    if left is None:
        return reading
    puzzle = with_position(reading.puzzle, Position(left, position(reading.puzzle).used))
    return replace(reading, puzzle=puzzle, swaps_left=left)


def swaps_counter(rgb: Image, lattice: _Lattice, scale: int, page: _Page) -> int | None:
    """The number of the game's "N SWAPS REMAINING" (or "1 SWAP REMAINING"), the first line
    of text under the grid, or None when no such line is there. The line's glyphs are the
    columns of ink on the page, a word a run of them with gaps under COUNTER_GAP of its
    height; the first word is read against the digit templates, the second must read as
    SWAP(S) against the letter templates (one letter misread, or two touching), so no other line
    (a date, an advert) is taken for a counter."""
    side, pitch = lattice.side * scale, lattice.pitch * scale
    left = lattice.x * scale - side
    right = (lattice.x + (lattice.cols - 1) * lattice.pitch) * scale + side
    bottom = (lattice.y + (lattice.rows - 1) * lattice.pitch) * scale + side / 2
    h, w = rgb.shape[:2]
    x0, x1 = max(0, round(left)), min(w, round(right))
    y0, y1 = min(h, round(bottom + 0.12 * pitch)), min(h, round(bottom + 2.5 * pitch))
    if y1 - y0 < 6 or x1 - x0 < 6:
        return None
    ink = np.abs(rgb[y0:y1, x0:x1].astype(np.float32) @ LUMA - float(page.color @ LUMA))
    on = ink > max(40.0, float(ink.max()) / 2)
    rows = np.flatnonzero(on.any(axis=1))
    if not len(rows):
        return None
    top = rows[0]
    end = top + int(np.argmin(on[top:].any(axis=1))) if not on[top:].any(axis=1).all() else len(on)
    height = end - top
    if height < 6 or height > 0.6 * side:  # a line of small capitals, not a picture or another grid
        return None
    columns = np.flatnonzero(on[top:end].any(axis=0))
    breaks = np.flatnonzero(np.diff(columns) > 1)
    runs = zip(columns[np.r_[0, breaks + 1]], columns[np.r_[breaks, len(columns) - 1]] + 1)
    glyphs = [part for a, b in runs for part in _split_touching(ink[top:end], int(a), int(b))]
    words: list[list[tuple[int, int]]] = [[glyphs[0]]]
    for a, b in pairwise(glyphs):
        if b[0] - a[1] > COUNTER_GAP * height:
            words.append([])
        words[-1].append(b)
    if len(words) < 2 or not 1 <= len(words[0]) <= 3:
        return None
    crops = [ink[top:end, a:b] for a, b in words[0] + words[1]]
    letters = "".join(r.letters[0] for r in classify_glyphs(crops[len(words[0]) :]))
    if min(_edits(letters, "SWAPS"), _edits(letters, "SWAP")) > 1:  # two letters touching read as one
        return None
    digits = _read_digits(crops[: len(words[0])])
    return int(digits) if digits is not None else None


def _split_touching(ink: Floats, a: int, b: int) -> list[tuple[int, int]]:
    """Columns a..b as one glyph, or, when far wider than tall (a small font's W and A
    touching), as two, parted at the faintest column of their middle third."""
    height = ink.shape[0]
    if b - a <= 1.5 * height:
        return [(a, b)]
    third = (b - a) // 3
    cut = a + third + int(np.argmin(ink[:, a + third : b - third].sum(axis=0)))
    return [(a, cut), (cut + 1, b)] if a < cut < b - 1 else [(a, b)]


def _edits(a: str, b: str) -> int:
    """Levenshtein distance: letters inserted, dropped or changed to turn a into b."""
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1]


def _read_digits(inks: list[Floats]) -> str | None:
    """The digits of the inks by their nearest digit templates, or None when one is no digit."""
    bitmaps = [glyph_bitmap(ink) for ink in inks]
    if any(b is None for b in bitmaps):
        return None
    features = _digit_templates()
    scores = (glyph_vectors(np.stack([b for b in bitmaps if b is not None])) @ features.T).reshape(len(inks), -1, 10)
    best = scores.max(axis=1)
    if (best.max(axis=1) < DIGIT_SCORE).any():
        return None
    return "".join(DIGITS[i] for i in best.argmax(axis=1))


def unsure_tiles(puzzle: Puzzle, cells: tuple[int, ...] | frozenset[int]) -> Fact:
    """The tiles to check, with the letters they were read as (a front end phrases them)."""
    places = puzzle.shape.positions
    tiles = tuple(
        fact(Code.READ_AS, cell=cell(places[c][0] + 1, places[c][1] + 1), letter=puzzle.tiles[c]) for c in sorted(cells)
    )
    return fact(Code.UNSURE_TILES, tiles=tiles)


def _grid(rgb: Image, scale: int) -> tuple[_Lattice, list[list[TileColor]], Shape, _Page]:
    """The lattice, tile colours, shape and page, found on a copy `scale` times smaller: on
    the page of the picture's edges, else on the page around the coloured tiles, else (the
    win screen) with tiles of any hue. The first refusal is the one told."""
    work = rgb[::scale, ::scale].astype(np.float32)
    refusal: PuzzleError | None = None
    for page in _pages(work):
        try:
            lattice = _lattice(_blobs(_classify(work, page)), work, page)
            colors, mask = _sample_tiles(work, page, lattice)
            return lattice, colors, _waffle(mask), page
        except PuzzleError as err:
            refusal = refusal or err
    assert refusal is not None
    raise refusal


def _pages(work: Floats) -> Iterator[_Page]:
    """The pages to try, each only when the one before found no waffle (the win screen's
    any hue needs no page: its tiles are told from it by colour alone)."""
    edges = _Page(_background(work))
    yield edges
    around = _page_around_tiles(work, edges)
    if around is not None:
        yield around
    yield _Page(edges.color, any_hue=True)


def _page_around_tiles(work: Floats, edges: _Page) -> _Page | None:
    """The commonest colour (in steps of 8) in a frame a third of a tile wide around the
    green and yellow tiles (whose colours need no page): the page right by the grid, whatever
    surrounds it further out. None without two such tiles, or when it is the edges' page."""
    tiles = [b for b in _blobs(_classify(work, edges)) if b.cls < 3 and _tile_like(b)]
    if len(tiles) < 2:
        return None
    side = float(np.median([b.side for b in tiles]))
    tiles = [b for b in tiles if abs(b.side - side) <= 0.25 * side]
    x0, y0 = min(b.x0 for b in tiles), min(b.y0 for b in tiles)
    x1, y1 = max(b.x1 for b in tiles), max(b.y1 for b in tiles)
    reach = max(1, round(side / 3))  # inside the page's margin round the grid, short of a border
    h, w = work.shape[:2]
    ox0, oy0, ox1, oy1 = max(0, x0 - reach), max(0, y0 - reach), min(w, x1 + reach), min(h, y1 + reach)
    frame = np.ones((oy1 - oy0, ox1 - ox0), bool)
    frame[y0 - oy0 : y1 - oy0, x0 - ox0 : x1 - ox0] = False
    pixels = work[oy0:oy1, ox0:ox1][frame]
    if not len(pixels):
        return None
    color = _mode_color(pixels)
    return None if np.abs(color - edges.color).sum() < 24 else _Page(color)


def repair(
    shape: Shape,
    colors: str,
    readings: list[TileReading],
    words: WordList | None = None,
    should_stop: Callable[[], bool] = lambda: False,
) -> ScreenReading:
    """The best letters, unless they admit no solution, or (with the built-in list) only one
    of words the solving tier lacks while an unsure tile's other reading gives one of its
    words. Other readings are tried the likeliest first (by how far below the best reading
    they scored): one tile's second or third letter, one letter read the same wrong way on
    every tile (a font's C taken for D throughout), two tiles' second letters. A reading
    that gives the solving tier's words wins; else the first that solves at all. A changed
    tile counts as unsure: the person checks it, with the letter read as the alternative."""
    best = "".join(r.letters[0] for r in readings)
    unsure = [c for c, r in enumerate(readings) if r.confidence < UNSURE_MARGIN]
    confidence = tuple(round(r.confidence, 3) for r in readings)
    as_read = _fit(Puzzle(shape, best, colors), words, should_stop)
    if as_read == "everyday":
        return ScreenReading(Puzzle(shape, best, colors), confidence, tuple(unsure))
    tries = _other_readings(readings, best)
    if as_read == "rare":  # a rare answer is likelier than a confident misreading: only close calls are doubted
        tries = [change for change in tries if all(c in unsure for c, _ in change)]
    fallback: tuple[tuple[int, str], ...] | None = None
    for change in tries[:MAX_REPAIRS]:
        if should_stop():
            break
        letters = dict(change)
        tiles = "".join(letters.get(c, t) for c, t in enumerate(best))
        fit = _fit(Puzzle(shape, tiles, colors), words, should_stop)
        if fit == "everyday":
            return _changed(shape, colors, best, change, confidence, unsure, "rare-words" if as_read else "no-solution")
        if fit == "rare" and fallback is None and as_read is None:
            fallback = change
    if fallback is not None:
        return _changed(shape, colors, best, fallback, confidence, unsure, "no-solution")
    return ScreenReading(Puzzle(shape, best, colors), confidence, tuple(unsure))


def _other_readings(readings: list[TileReading], best: str) -> list[tuple[tuple[int, str], ...]]:
    """The changes the repair tries, likeliest first: each a tuple of (cell, letter)."""
    singles = sorted((r.scores[0] - r.scores[k], c, r.letters[k]) for c, r in enumerate(readings) for k in (1, 2))
    tries: list[tuple[float, tuple[tuple[int, str], ...]]] = [(gap, ((c, letter),)) for gap, c, letter in singles]
    closest = sorted((r.confidence, c, r.letters[1]) for c, r in enumerate(readings))[:PAIR_POOL]
    tries += [(g + h, ((c, x), (d, y))) for (g, c, x), (h, d, y) in combinations(closest, 2)]
    for letter in sorted(set(best)):
        same = [c for c, r in enumerate(readings) if r.letters[0] == letter]
        for other in sorted({alt for c in same for alt in readings[c].letters[1:]}):
            group = [c for c in same if other in readings[c].letters[1:]]
            if len(group) > 1:
                gaps = [readings[c].scores[0] - readings[c].scores[readings[c].letters.index(other)] for c in group]
                tries.append((float(np.mean(gaps)), tuple((c, other) for c in group)))
    return [change for _, change in sorted(tries) if all(letter.strip() for _, letter in change)]


def _changed(
    shape: Shape,
    colors: str,
    best: str,
    change: tuple[tuple[int, str], ...],
    confidence: tuple[float, ...],
    unsure: list[int],
    why: Doubt,
) -> ScreenReading:
    letters = dict(change)
    tiles = "".join(letters.get(c, t) for c, t in enumerate(best))
    choices = tuple(LetterChoice(c, best[c], letters[c], why) for c in sorted(letters))
    checked = tuple(sorted({*unsure, *letters}))
    return ScreenReading(Puzzle(shape, tiles, colors), confidence, checked, choices)


def _fit(puzzle: Puzzle, words: WordList | None, should_stop: Callable[[], bool]) -> Literal["everyday", "rare"] | None:
    """How well these letters solve: with the solving list's words ('everyday'; a user's
    list has no other), only with a broader tier's ('rare'), or not at all (None)."""
    from studio.core.waffle.deduce import deduce_solutions
    from studio.core.waffle.solve import impossible_colors

    if impossible_colors(puzzle) is not None:
        return None
    deduction = deduce_solutions(puzzle, words, should_stop)
    if not deduction.solutions:
        return None
    return "rare" if deduction.fallback_from else "everyday"


def check_pixels(width: int, height: int) -> None:
    """Refuses a picture past MAX_PIXELS: a 7000x7000 PNG of 143 KB took 520 MB to read."""
    if width * height > MAX_PIXELS:
        raise PuzzleError(fact(Code.PICTURE_TOO_LARGE, width=width, height=height))


def _rgb(image: Image) -> Image:
    if image.ndim != 3 or image.shape[2] not in (3, 4) or image.dtype != np.uint8:
        raise PuzzleError(fact(Code.PICTURE_NOT_RGB))
    check_pixels(image.shape[1], image.shape[0])
    if min(image.shape[:2]) < 3 * MIN_TILE:
        raise PuzzleError(fact(Code.PICTURE_TOO_SMALL, width=image.shape[1], height=image.shape[0]))
    if image.shape[2] == 4:  # transparent pixels over white, as a viewer shows them
        alpha = image[:, :, 3:].astype(np.float32) / 255
        return (image[:, :, :3] * alpha + 255 * (1 - alpha)).astype(np.uint8)
    return image


def _background(work: Floats) -> Floats:
    """The commonest colour (in steps of 8) on the picture's edges: the page the grid sits on
    (a tight crop of a solved grid is mostly green, but its edges are the page)."""
    edge = max(1, min(work.shape[:2]) // 50)
    frame = np.concatenate(
        [
            work[:edge].reshape(-1, 3),
            work[-edge:].reshape(-1, 3),
            work[:, :edge].reshape(-1, 3),
            work[:, -edge:].reshape(-1, 3),
        ]
    )
    return _mode_color(frame)


def _mode_color(pixels: Floats) -> Floats:
    """The mean of the commonest colour, in steps of 8, among n x 3 pixels."""
    q = pixels.astype(np.int32) >> 3
    keys = (q[:, 0] << 10) | (q[:, 1] << 5) | q[:, 2]
    mode = np.bincount(keys).argmax()
    return np.asarray(pixels[keys == mode].mean(axis=0), dtype=np.float32)


def _classify(work: Floats, page: _Page) -> NDArray[np.int8]:
    """Per pixel: 1 green, 2 yellow, 3 gray tile (a neutral unlike the page), 0 anything else;
    on the win screen, 1 for any strong hue."""
    reds, greens, blues = (np.ascontiguousarray(work[:, :, k]) for k in range(3))  # planes: 3x faster than axis=2
    hi, lo = np.maximum(np.maximum(reds, greens), blues), np.minimum(np.minimum(reds, greens), blues)
    chroma = hi - lo
    out = np.zeros(work.shape[:2], np.int8)
    ys, xs = np.nonzero((chroma > 0.22 * hi) & (chroma > 30))
    px, top, span = work[ys, xs], hi[ys, xs], chroma[ys, xs]
    r, g, b = px[:, 0], px[:, 1], px[:, 2]
    hue = np.where(top == r, 60 * ((g - b) / span % 6), np.where(top == g, 60 * ((b - r) / span + 2), 240))
    green = (hue >= 68) & (hue < 170)
    yellow = (hue >= 28) & (hue < 68) & (top > 110)
    if page.any_hue:
        out[ys, xs] = 1
        return out
    out[ys[green], xs[green]] = 1
    out[ys[yellow], xs[yellow]] = 2
    background = page.color
    away = np.abs(reds - background[0]) + np.abs(greens - background[1]) + np.abs(blues - background[2])
    # JPEG tints a dark gray; a gray tile is a shade off its page (48 to 120 in the game's
    # looks), never as far as black from white: a window's frame or a dark border is no tile
    out[(chroma < np.maximum(0.12 * hi, 14)) & (away > 24) & (away < GRAY_REACH)] = 3
    return out


def _blobs(classes: NDArray[np.int8]) -> list[_Blob]:
    """Connected runs of one class, joined row to row; numpy throughout (no per-pixel loop)."""
    h, w = classes.shape
    starts = np.ones((h, w), bool)
    starts[:, 1:] = classes[:, 1:] != classes[:, :-1]
    ys, xs = np.nonzero(starts)
    ends = np.append(xs[1:], w)
    ends[np.append(ys[1:] != ys[:-1], True)] = w
    cls = classes[ys, xs]
    keys = ys.astype(np.int64) * w + xs
    # every run boundary of rows y and y + 1, as a segment start: one run above, one below
    seg = np.union1d(keys[ys < h - 1], keys[ys > 0] - w)
    above = np.searchsorted(keys, seg, "right") - 1
    below = np.searchsorted(keys, seg + w, "right") - 1
    joined = (cls[above] == cls[below]) & (cls[above] > 0)
    a, b = above[joined], below[joined]
    label = np.arange(len(keys))
    while True:  # the smallest run index in each component, by pointer jumping
        low = np.minimum(label[a], label[b])
        new = label.copy()
        np.minimum.at(new, a, low)
        np.minimum.at(new, b, low)
        new = new[new]
        if np.array_equal(new, label):
            break
        label = new
    keep = cls > 0
    lab, x0, x1, y = label[keep], xs[keep], ends[keep], ys[keep]
    n = len(keys)
    area = np.bincount(lab, weights=x1 - x0, minlength=n)
    bx0 = np.full(n, w)
    bx1 = np.zeros(n, np.int64)
    by0 = np.full(n, h)
    by1 = np.zeros(n, np.int64)
    np.minimum.at(bx0, lab, x0)
    np.maximum.at(bx1, lab, x1)
    np.minimum.at(by0, lab, y)
    np.maximum.at(by1, lab, y + 1)
    found = np.nonzero(area >= MIN_TILE * MIN_TILE * 0.5)[0]
    return [
        _Blob(int(cls[i]), int(bx0[i]), int(by0[i]), int(bx1[i]), int(by1[i]), int(area[i]))
        for i in found
        if min(bx1[i] - bx0[i], by1[i] - by0[i]) >= MIN_TILE
    ]


def _tile_like(blob: _Blob) -> bool:
    """A rounded square: about as tall as wide, mostly filled (a letter's holes aside)."""
    w, h = blob.x1 - blob.x0, blob.y1 - blob.y0
    return 0.8 <= w / h <= 1.25 and blob.area >= 0.55 * w * h


def _lattice(blobs: list[_Blob], work: Floats, page: _Page) -> _Lattice:
    """The biggest set of same-sized tile blobs on one square lattice, grown to every tile."""
    tiles = [b for b in blobs if _tile_like(b)]
    best: list[_Blob] = []
    best_pitch = 0.0
    for seed in tiles:
        group = [b for b in tiles if abs(b.side - seed.side) <= 0.15 * seed.side]
        pitch = _pitch(group, seed.side)
        if pitch is None:
            continue
        sx, sy = seed.center
        on = [
            b
            for b in group
            if abs((b.center[0] - sx) / pitch - round((b.center[0] - sx) / pitch)) < 0.15
            and abs((b.center[1] - sy) / pitch - round((b.center[1] - sy) / pitch)) < 0.15
        ]
        if len(on) > len(best):
            best, best_pitch = on, pitch
    if len(best) < 4:
        raise PuzzleError(fact(Code.NO_TILES))
    side = float(np.median([b.side for b in best]))
    x0, y0 = min(b.center[0] for b in best), min(b.center[1] for b in best)
    cols = [round((b.center[0] - x0) / best_pitch) for b in best]
    rows = [round((b.center[1] - y0) / best_pitch) for b in best]
    # the lattice through the blobs' centres, least squares per axis
    x = float(np.mean([b.center[0] - c * best_pitch for b, c in zip(best, cols)]))
    y = float(np.mean([b.center[1] - r * best_pitch for b, r in zip(best, rows)]))
    lattice = _Lattice(x, y, best_pitch, side, max(rows) + 1, max(cols) + 1)
    return _grown(lattice, work, page)


def _pitch(group: list[_Blob], side: int) -> float | None:
    """The commonest step between neighbours in a row or a column: a tile and its gap."""
    steps = []
    for a in group:
        ax, ay = a.center
        for b in group:
            bx, by = b.center
            for along, across in ((bx - ax, by - ay), (by - ay, bx - ax)):
                if abs(across) < 0.2 * side and side <= along <= 1.4 * side:
                    steps.append(along)
    return float(np.median(steps)) if len(steps) >= 2 else None


def _grown(lattice: _Lattice, work: Floats, page: _Page) -> _Lattice:
    """Adds rows and columns of gray tiles on the edges that no blob gave (all four sides)."""
    x, y, rows, cols = lattice.x, lattice.y, lattice.rows, lattice.cols
    p = lattice.pitch
    for _ in range(32):
        grown = False
        probe = _Lattice(x, y, p, lattice.side, rows, cols)
        if any(_edge_tile(work, page, probe, -1, c) for c in range(cols)):
            y, rows, grown = y - p, rows + 1, True
        elif any(_edge_tile(work, page, probe, rows, c) for c in range(cols)):
            rows, grown = rows + 1, True
        elif any(_edge_tile(work, page, probe, r, -1) for r in range(rows)):
            x, cols, grown = x - p, cols + 1, True
        elif any(_edge_tile(work, page, probe, r, cols) for r in range(rows)):
            cols, grown = cols + 1, True
        if not grown:
            return probe
    raise PuzzleError(fact(Code.TILES_DO_NOT_END))


def _edge_tile(work: Floats, page: _Page, lattice: _Lattice, row: int, col: int) -> bool:
    """A tile at (row, col), just off the lattice: a tile's colour, with gaps of another
    colour on three of its four sides at least. A field of one colour round the grid (the
    studio's page round its white card, a gray desktop) has tile colour in its gaps too:
    it is no row of tiles."""
    found = _tile_class(work, page, lattice, row, col)
    sides = ((1, 0), (-1, 0), (0, 1), (0, -1))
    return bool(found) and sum(_gap_class(work, page, lattice, row, col, d, r) != found for d, r in sides) >= 3


def _gap_class(work: Floats, page: _Page, lattice: _Lattice, row: int, col: int, down: int, right: int) -> int:
    """The class of the gap between (row, col) and its neighbour `down`, `right` away: the
    median of the gap's middle, a third of a tile long; 0 where the gap is off the picture
    or too narrow to sample."""
    gap = lattice.pitch - lattice.side
    cx = lattice.x + col * lattice.pitch + right * lattice.pitch / 2
    cy = lattice.y + row * lattice.pitch + down * lattice.pitch / 2
    reach_x = gap / 4 if right else lattice.side / 6
    reach_y = gap / 4 if down else lattice.side / 6
    x0, x1 = round(cx - reach_x), round(cx + reach_x) + 1
    y0, y1 = round(cy - reach_y), round(cy + reach_y) + 1
    if gap < 2 or x0 < 0 or y0 < 0 or x1 > work.shape[1] or y1 > work.shape[0]:
        return 0
    color = np.median(work[y0:y1, x0:x1].reshape(-1, 3), axis=0)
    return int(_classify(color.reshape(1, 1, 3), page)[0, 0])


def _tile_class(work: Floats, page: _Page, lattice: _Lattice, row: int, col: int) -> int:
    """The class (1-3) of the tile at (row, col), or 0 for the page or a hole: the median
    colour of a band inside its edges (clear of the corners, the letter and JPEG's
    blurred borders), where most of the band is that colour."""
    cx, cy = lattice.x + col * lattice.pitch, lattice.y + row * lattice.pitch
    side = lattice.side
    h, w = work.shape[:2]
    if cx - side / 2 < 0 or cy - side / 2 < 0 or cx + side / 2 > w or cy + side / 2 > h:
        return 0
    inner, outer, along = round(0.26 * side), max(1, round(0.42 * side)), max(1, round(0.22 * side))
    ix, iy = round(cx), round(cy)
    bands = (
        work[iy - along : iy + along + 1, ix - outer : ix - inner + 1],
        work[iy - along : iy + along + 1, ix + inner : ix + outer + 1],
        work[iy - outer : iy - inner + 1, ix - along : ix + along + 1],
    )
    ring = np.concatenate([band.reshape(-1, 3) for band in bands])
    if ring.size == 0:
        return 0
    color = np.median(ring, axis=0)
    if (np.abs(ring - color).sum(axis=1) <= 48).mean() < 0.6:
        return 0
    return int(_classify(color.reshape(1, 1, 3), page)[0, 0])


def _sample_tiles(work: Floats, page: _Page, lattice: _Lattice) -> tuple[list[list[TileColor]], list[list[bool]]]:
    colors: list[list[TileColor]] = []
    mask: list[list[bool]] = []
    for r in range(lattice.rows):
        found = [_tile_class(work, page, lattice, r, c) for c in range(lattice.cols)]
        colors.append([_CLASSES[k - 1] if k else GRAY for k in found])
        mask.append([k > 0 for k in found])
    return colors, mask


def _waffle(mask: list[list[bool]]) -> Shape:
    rows, cols = len(mask), len(mask[0])
    try:
        shape = shape_from_mask(tuple(tuple(row) for row in mask))
    except PuzzleError:
        shape = None
    if shape is None or shape.kind not in ("waffle", ROYALE):
        picture = " / ".join("".join("#" if m else "." for m in row) for row in mask)
        raise PuzzleError(fact(Code.NOT_A_WAFFLE, rows=rows, columns=cols, picture=picture))
    return shape


def _letter_ink(rgb: Image, lattice: _Lattice, scale: int, row: int, col: int) -> Floats:
    """The tile's inside at full resolution, as ink: how far each pixel is from the tile's own colour."""
    cx = (lattice.x + col * lattice.pitch) * scale + (scale - 1) / 2
    cy = (lattice.y + row * lattice.pitch) * scale + (scale - 1) / 2
    side = lattice.side * scale
    x0, x1 = round(cx - 0.36 * side), round(cx + 0.36 * side)
    y0, y1 = round(cy - 0.38 * side), round(cy + 0.34 * side)  # the shadow under a tile is not its letter
    crop = rgb[max(0, y0) : y1, max(0, x0) : x1].astype(np.float32) @ LUMA
    ink: Floats = np.abs(crop - np.median(crop))  # luminance: JPEG keeps it sharp, and blurs colour
    return ink


def glyph_bitmap(ink: Floats) -> Floats | None:
    """A letter's ink (any scale, more is darker) as GLYPH_HEIGHT x GLYPH_WIDTH cells from 0
    to 1: its box scaled to GLYPH_HEIGHT rows, its width in proportion, centred."""
    top = float(ink.max()) if ink.size else 0.0
    if top < 30:
        return None
    on = ink > top / 2
    rows, cols = np.nonzero(on.sum(axis=1))[0], np.nonzero(on.sum(axis=0))[0]
    y0, y1, x0, x1 = rows[0], rows[-1] + 1, cols[0], cols[-1] + 1
    glyph = np.clip(ink[y0:y1, x0:x1] / top * 2 - 0.5, 0, 1)
    h, w = glyph.shape
    width = min(GLYPH_WIDTH, max(1, round(w * GLYPH_HEIGHT / h)))
    out = np.zeros((GLYPH_HEIGHT, GLYPH_WIDTH), np.float32)
    left = (GLYPH_WIDTH - width) // 2
    out[:, left : left + width] = _box_resize(glyph, GLYPH_HEIGHT, width)
    return out


def glyph_vectors(bitmaps: Floats) -> Floats:
    """Bitmaps (n x GLYPH_HEIGHT x GLYPH_WIDTH) as softened, zero-mean unit vectors: the
    dot product of two is their correlation."""
    flat = _soften(bitmaps).reshape(len(bitmaps), -1)
    flat = flat - flat.mean(axis=1, keepdims=True)
    norms = np.linalg.norm(flat, axis=1, keepdims=True)
    out: Floats = (flat / np.maximum(norms, 1e-6)).astype(np.float32)
    return out


def _soften(a: Floats) -> Floats:
    """A [1 2 1] blur down and across each bitmap: a stroke a pixel off (a small tile's
    rounding, another font's weight) still overlaps its template, so correlation measures
    shape more than position."""
    p = np.pad(a, ((0, 0), (1, 1), (1, 1)))
    rows = p[:, :-2] + 2 * p[:, 1:-1] + p[:, 2:]
    out: Floats = rows[:, :, :-2] + 2 * rows[:, :, 1:-1] + rows[:, :, 2:]
    return out


def _box_resize(a: Floats, rows: int, cols: int) -> Floats:
    """Area-averaged resize by an integral image: every source pixel counts, none twice."""
    h, w = a.shape
    up = max(1, int(np.ceil(max(rows / h, cols / w))))
    if up > 1:
        a = np.repeat(np.repeat(a, up, axis=0), up, axis=1)
        h, w = a.shape
    s = np.zeros((h + 1, w + 1), np.float64)
    s[1:, 1:] = a.cumsum(0).cumsum(1)
    ry = np.linspace(0, h, rows + 1).round().astype(int)
    rx = np.linspace(0, w, cols + 1).round().astype(int)
    total = s[ry[1:, None], rx[None, 1:]] - s[ry[:-1, None], rx[None, 1:]] - s[ry[1:, None], rx[None, :-1]]
    total += s[ry[:-1, None], rx[None, :-1]]
    area = (ry[1:] - ry[:-1])[:, None] * (rx[1:] - rx[:-1])[None, :]
    out: Floats = (total / np.maximum(area, 1)).astype(np.float32)
    return out


@cache
def _digit_templates() -> Floats:
    """The digit templates' vectors, DIGITS in order, font by font and size by size."""
    with resource("glyphs.npz").open("rb") as f:
        return glyph_vectors(np.load(f)["digit_bitmaps"].astype(np.float32) / GLYPH_LEVELS)


@cache
def _templates() -> tuple[Floats, NDArray[np.intp]]:
    """The templates' vectors grouped by letter (A's first), and where each letter's group starts."""
    with resource("glyphs.npz").open("rb") as f:
        data = np.load(f)
        bitmaps = data["bitmaps"].astype(np.float32) / GLYPH_LEVELS
        letters = np.frombuffer(str(data["letters"]).encode(), np.uint8) - ord("A")
    order = np.argsort(letters, kind="stable")
    starts = np.searchsorted(letters[order], np.arange(len(ALPHABET)))
    return glyph_vectors(bitmaps[order]), starts


def classify_glyphs(inks: list[Floats]) -> list[TileReading]:
    """Each tile's three likeliest letters, by correlation with the letter's nearest template."""
    bitmaps = [glyph_bitmap(ink) for ink in inks]
    found = [b for b in bitmaps if b is not None]
    blank = TileReading((" ", " ", " "), (0.0, 0.0, 0.0))
    if not found:
        return [blank for _ in inks]
    features, starts = _templates()
    best = np.maximum.reduceat(glyph_vectors(np.stack(found)) @ features.T, starts, axis=1)
    order = np.argsort(-best, axis=1)[:, :3]
    read = iter(
        TileReading(tuple(ALPHABET[i] for i in row), tuple(round(float(scores[i]), 4) for i in row))
        for row, scores in zip(order, best)
    )
    return [next(read) if b is not None else blank for b in bitmaps]
