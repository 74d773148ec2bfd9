"""Files and pastes: the studio's JSON format and the plain text a player pastes.

JSON round-trips exactly (unknown keys are kept, in order). Every parse error is a
PuzzleError naming the line and column, so the user can find and fix it. Text past the
limits below is refused before any parsing: a paste must never freeze the window.
"""

from __future__ import annotations

import itertools
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from studio.core.alphabet import DEFAULT, LANGUAGES, language, not_a_tile, tile_in, tile_of
from studio.core.atomic import write_atomic
from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.studio_json import (
    Fail,
    check_envelope,
    check_size,
    envelope,
    failing,
    parse_json,
    read_text,
)
from studio.core.studio_json import dumps as dump_json
from studio.core.waffle.puzzle import COLORS, GRAY, GREEN, YELLOW, Puzzle
from studio.core.waffle.shape import (
    MAX_SIDE,
    ROYALE,
    Mask,
    Shape,
    parse_shape_name,
    shape_from_mask,
    solid_shape,
    waffle_shape,
)
from studio.core.waffle.share import is_share_code, read_share_code

HOLES = ". "
PARTIAL_BLANK = "_"  # a cell with no letter yet, in a grid to fill
EMOJI_COLORS = {"🟩": GREEN, "🟧": GREEN, "🟨": YELLOW, "🟦": YELLOW, "⬜": GRAY, "⬛": GRAY, "◻": GRAY, "◼": GRAY}
TEXT_COLORS = {"g": GREEN, "y": YELLOW, "-": GRAY, "b": GRAY, "x": GRAY, "w": GRAY}
PICTURE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")  # screenshots: read by core/waffle/screenshot.py
# the formats a screenshot may be in, told by its bytes (render/picture.py), with their names
PICTURE_FORMATS = {"png": "PNG", "jpeg": "JPEG", "webp": "WebP", "bmp": "BMP"}
CORE_KEYS = ("format", "version", "kind", "shape", "tiles", "colors", "solution")

_Fail = Callable[[str, str | None], PuzzleError]  # a message and the JSON key it is about -> the error


# ---------------------------------------------------------------- plain text


def parse_text(text: str, source: str | None = None, lang: str = DEFAULT) -> Puzzle:
    """Letters grid, blank line(s), colour grid in the same layout. Holes: '.' or space.
    Letters are the language's tiles (alphabet.tile_in: é -> E; Ñ in Spanish only), and a
    puzzle in another language than English records it."""
    check_size(len(text), "characters", source)
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    numbered = [(i + 1, line.rstrip()) for i, line in enumerate(lines)]
    blocks: list[list[tuple[int, str]]] = [[]]
    for number, line in numbered:
        if line.strip():
            blocks[-1].append((number, line))
        elif blocks[-1]:
            blocks.append([])
    blocks = [b for b in blocks if b]
    if not blocks:
        raise PuzzleError(fact(Code.PUZZLE_EMPTY), source=source)
    if len(blocks) == 1:
        raise PuzzleError(
            fact(Code.NO_COLOUR_GRID),
            line=blocks[0][-1][0],  # the letters' last line: the one after it may be the paste's trailing newline
            source=source,
        )
    if len(blocks) > 2:
        raise PuzzleError(fact(Code.MORE_THAN_TWO_GRIDS), line=blocks[2][0][0], source=source)
    letters_block, color_block = blocks
    letters_block = _unspaced(letters_block)
    _check_grid_size(letters_block, source)
    mask, tiles = _read_letters(letters_block, source, lang)
    shape = _shape_of(mask, letters_block[0][0], source)
    colors = _read_colors(color_block, shape, source)
    return Puzzle(shape, tiles, colors, meta={"lang": lang} if lang != DEFAULT else {})


def _unspaced(block: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Letters typed with a space between them ('F B O U E', 'G   I   U' for G.I.U) read
    as the letters: when every second column is blank in every row and some row has a
    letter on each side of one (so it is not a column of holes), the blanks are dropped."""
    rows = [line for _, line in block]
    if not all(ch == " " for line in rows for ch in line[1::2]):
        return block
    if not any(
        line[c] not in HOLES and line[c + 2 : c + 3] not in ("", *HOLES)
        for line in rows
        for c in range(0, len(line) - 2, 2)
    ):
        return block
    return [(number, line[::2]) for number, line in block]


def _check_grid_size(block: list[tuple[int, str]], source: str | None) -> None:
    """The shape's cap, checked on the text so the error points at the first line or column too many."""
    if len(block) > MAX_SIDE:
        raise PuzzleError(
            fact(Code.TOO_MANY_ROWS, rows=len(block), most=MAX_SIDE),
            line=block[MAX_SIDE][0],
            source=source,
        )
    number, widest = max(block, key=lambda numbered: len(numbered[1]))
    if len(widest) > MAX_SIDE:
        raise PuzzleError(
            fact(Code.ROW_TOO_WIDE, width=len(widest), most=MAX_SIDE),
            line=number,
            column=MAX_SIDE + 1,
            source=source,
        )


def _read_letters(block: list[tuple[int, str]], source: str | None, lang: str, blank: str = "") -> tuple[Mask, str]:
    """The mask and the tiles; a `blank` character is a cell with no letter yet (a space in the tiles)."""
    tongue = language(lang)
    width = max(len(line) for _, line in block)
    rows: list[tuple[bool, ...]] = []
    tiles: list[str] = []
    for number, line in block:
        row: list[bool] = []
        for col, ch in enumerate(line.ljust(width)):
            if ch in HOLES:
                row.append(False)
            elif ch in blank:
                row.append(True)
                tiles.append(" ")
            elif (tile := tile_in(ch, tongue)) is not None:
                row.append(True)
                tiles.append(tile)
            else:
                raise PuzzleError(
                    not_a_tile(ch, tongue) if ch.isalpha() else fact(Code.HOLE_HINT, why=not_a_tile(ch, tongue)),
                    line=number,
                    column=col + 1,
                    source=source,
                )
        rows.append(tuple(row))
    return tuple(rows), "".join(tiles)


def _shape_of(mask: Mask, first_line: int, source: str | None) -> Shape:
    while mask and not any(mask[-1]):
        mask = mask[:-1]
    try:
        return shape_from_mask(mask)
    except PuzzleError as err:
        raise PuzzleError(fact(Code.NOT_A_SHAPE, why=err.fact), line=first_line, source=source) from None


def _read_colors(block: list[tuple[int, str]], shape: Shape, source: str | None) -> str:
    if len(block) == 1 < shape.rows:  # one row for the whole grid, in reading order
        block = _one_row(block[0], shape) or block
    if len(block) != shape.rows:
        raise PuzzleError(
            fact(Code.COLOUR_ROWS, rows=len(block), letter_rows=shape.rows),
            line=block[0][0],
            source=source,
        )
    colors = []
    for r, (number, line) in enumerate(block):
        symbols = [(col, ch) for col, ch in enumerate(line) if ch not in "\ufe0f"]
        cells = _align_colors(symbols, shape, r, number, source)
        for c in (c for c in range(shape.cols) if shape.mask[r][c]):
            col, ch = cells[c]
            value = EMOJI_COLORS.get(ch) or TEXT_COLORS.get(ch.lower())
            if value is None:
                raise PuzzleError(
                    fact(Code.NOT_A_COLOUR, char=ch, name=_unicode_name(ch)),
                    line=number,
                    column=col + 1,
                    source=source,
                )
            colors.append(value)
    return "".join(colors)


def _one_row(numbered: tuple[int, str], shape: Shape) -> list[tuple[int, str]] | None:
    """A colour grid typed as one line ('g---g-y-yy-ggy...'): a colour for every tile, or
    for every cell with the holes, split into the grid's rows; None when it is neither."""
    number, line = numbered
    symbols = [ch for ch in line if ch not in "\ufe0f"]
    solid = [ch for ch in symbols if ch not in HOLES]
    if len(solid) == len(shape.cells):
        cells = iter(solid)
        return [(number, "".join(next(cells) if on else "." for on in row)) for row in shape.mask]
    if len(symbols) == shape.rows * shape.cols:
        return [(number, "".join(symbols[r * shape.cols : (r + 1) * shape.cols])) for r in range(shape.rows)]
    return None


def _unicode_name(ch: str) -> str | None:
    """A character past ASCII is named by its Unicode name too, since a symbol or emoji
    shows as an empty box where no font has it."""
    if ch.isascii() or ch.isalpha():
        return None
    return unicodedata.name(ch, f"U+{ord(ch):04X}").lower()


def _align_colors(
    symbols: list[tuple[int, str]], shape: Shape, r: int, number: int, source: str | None
) -> dict[int, tuple[int, str]]:
    """Map board columns to (text column, symbol): either the full row with holes, or
    only the letter squares (as emoji rows are usually copied)."""
    wanted = [c for c in range(shape.cols) if shape.mask[r][c]]
    if len(symbols) == shape.cols:
        return {c: symbols[c] for c in range(shape.cols)}
    solid = [s for s in symbols if s[1] not in HOLES]
    if len(solid) == len(wanted):
        return dict(zip(wanted, solid))
    column = symbols[-1][0] + 2 if symbols else 1
    raise PuzzleError(
        fact(Code.COLOUR_ROW_LENGTH, colours=len(solid), letters=len(wanted)),
        line=number,
        column=column,
        source=source,
    )


def parse_partial(text: str, source: str | None = None, lang: str = DEFAULT) -> tuple[Shape, str]:
    """A partly filled grid: the letter grid alone, `_` for a cell with no letter yet, '.'
    or a space for a hole. Returns the shape and its letters, a space where none is."""
    check_size(len(text), "characters", source)
    numbered = [(i + 1, line.rstrip()) for i, line in enumerate(text.replace("\r\n", "\n").split("\n"))]
    first = next((i for i, (_, line) in enumerate(numbered) if line.strip()), None)
    if first is None:
        raise PuzzleError(fact(Code.FILL_GRID_EMPTY), source=source)
    block = list(itertools.takewhile(lambda numbered: bool(numbered[1].strip()), numbered[first:]))
    after = next((number for number, line in numbered[first + len(block) :] if line.strip()), None)
    if after is not None:
        raise PuzzleError(fact(Code.FILL_GRID_COLOURS), line=after, source=source)
    block = _unspaced(block)
    _check_grid_size(block, source)
    mask, letters = _read_letters(block, source, lang, PARTIAL_BLANK)
    return _shape_of(mask, block[0][0], source), letters


def format_partial(shape: Shape, letters: str) -> str:
    """`parse_partial`'s format: the letter grid, `_` where no letter is."""
    return "\n".join(_grid_rows(shape, letters.replace(" ", PARTIAL_BLANK))) + "\n"


def format_text(puzzle: Puzzle, letters: str | None = None) -> str:
    """The paste format: letters (or `letters`, e.g. the solution), blank line, colours."""
    letters = letters or puzzle.tiles
    return (
        "\n".join(_grid_rows(puzzle.shape, letters))
        + "\n\n"
        + "\n".join(_grid_rows(puzzle.shape, puzzle.colors))
        + "\n"
    )


def _grid_rows(shape: Shape, values: str) -> list[str]:
    return [
        "".join(values[shape.cell_at[(r, c)]] if shape.mask[r][c] else "." for c in range(shape.cols))
        for r in range(shape.rows)
    ]


def grid_line_format(shape: Shape) -> str:
    """The enumeration format's line for one grid (rows joined by '/', holes as '.') as a
    %-format, a '%s' per cell in reading order: a worker writing millions of grids fills
    it in with no lookup per cell."""
    return "/".join("".join("%s" if shape.mask[r][c] else "." for c in range(shape.cols)) for r in range(shape.rows))


# ---------------------------------------------------------------- JSON


def puzzle_to_dict(puzzle: Puzzle) -> dict[str, Any]:
    out: dict[str, Any] = {
        **envelope("waffle"),
        "shape": puzzle.shape.describe(),
        "tiles": _grid_rows(puzzle.shape, puzzle.tiles),
        "colors": _grid_rows(puzzle.shape, puzzle.colors),
    }
    if puzzle.solution is not None:
        out["solution"] = _grid_rows(puzzle.shape, puzzle.solution)
    out.update((k, v) for k, v in puzzle.meta.items() if k not in CORE_KEYS)
    return out


def dumps(puzzle: Puzzle) -> str:
    return dump_json(puzzle_to_dict(puzzle))


def loads(text: str, source: str | None = None) -> Puzzle:
    return puzzle_from_dict(parse_json(text, source), text, source)


def puzzle_from_dict(data: Any, text: str = "", source: str | None = None) -> Puzzle:
    fail = failing(text, source)
    data = check_envelope(data, "waffle", fail)
    shape = _shape_from_json(data.get("shape"), fail)
    tiles = _json_grid(data, "tiles", shape, fail, _letter_or_blank, LETTER_OR_BLANK)
    colors = _json_grid(data, "colors", shape, fail, lambda ch: ch.lower() in COLORS + "b", "colour")
    colors = "".join(TEXT_COLORS[c.lower()] for c in colors)
    solution = None
    if data.get("solution") is not None:
        solution = _tiles(_json_grid(data, "solution", shape, fail, _letter_or_blank, LETTER_OR_BLANK))
    meta = {k: v for k, v in data.items() if k not in CORE_KEYS}
    if "lang" in meta and not (isinstance(meta["lang"], str) and meta["lang"] in LANGUAGES):
        raise fail(fact(Code.FIELD_CHOICE, field="lang", choices=tuple(LANGUAGES)), "lang")
    return Puzzle(shape, _tiles(tiles), colors, solution, meta)


LETTER_OR_BLANK = "letter"  # what a tile or a solution's cell holds (studio/language/facts.py says it)


def _letter_or_blank(ch: str) -> bool:
    """A half-designed grid saves its untyped cells as spaces."""
    return ch == " " or tile_of(ch) is not None


def _tiles(letters: str) -> str:
    return "".join(tile_of(ch) or " " for ch in letters)


def _shape_from_json(spec: Any, fail: Fail) -> Shape:
    if isinstance(spec, str):
        try:
            return parse_shape_name(spec)
        except PuzzleError as err:
            raise fail(err.fact, "shape") from None
    if not isinstance(spec, dict):
        raise fail(fact(Code.SHAPE_NOT_OBJECT), "shape")
    rows, cols, kind = spec.get("rows"), spec.get("cols"), spec.get("type", "waffle")
    if not (isinstance(rows, int) and isinstance(cols, int)):
        raise fail(fact(Code.SHAPE_NOT_WHOLE), "shape")
    try:
        if kind == "waffle":
            return waffle_shape(rows, cols)
        if kind == "solid":
            return solid_shape(rows, cols)
        if kind == ROYALE:
            return parse_shape_name(ROYALE)
        if kind == "custom":
            mask = spec.get("mask")
            if not (
                isinstance(mask, list)
                and len(mask) == rows
                and all(isinstance(r, str) and len(r) == cols for r in mask)
            ):
                raise fail(fact(Code.CUSTOM_MASK, rows=rows, columns=cols), "mask")
            return shape_from_mask(tuple(tuple(ch != "." for ch in r) for r in mask))
    except PuzzleError as err:
        raise fail(err.fact, "shape") from None
    raise fail(fact(Code.UNKNOWN_SHAPE_TYPE, type=repr(kind)), "shape")


def _json_grid(data: dict[str, Any], key: str, shape: Shape, fail: Fail, ok: Callable[[str], bool], what: str) -> str:
    rows = data.get(key)
    if not (isinstance(rows, list) and all(isinstance(r, str) for r in rows)):
        raise fail(fact(Code.GRID_NOT_LIST, field=key, rows=shape.rows), key)
    if len(rows) != shape.rows:
        raise fail(fact(Code.GRID_ROWS, field=key, rows=len(rows), shape_rows=shape.rows), key)
    out = []
    for r, row in enumerate(rows):
        if len(row) != shape.cols:
            raise fail(fact(Code.GRID_ROW_WIDTH, field=key, row=r + 1, width=len(row), columns=shape.cols), key)
        for c, ch in enumerate(row):
            if not shape.mask[r][c]:
                continue
            if not ok(ch):
                raise fail(fact(Code.GRID_CHARACTER, field=key, row=r + 1, column=c + 1, char=ch, wanted=what), key)
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------- files


def read_puzzle(path: str | Path, lang: str = DEFAULT) -> Puzzle:
    """A .json file in the studio's format, or any other file as pasted text (in `lang`)."""
    text = read_text(path)
    path = Path(path)
    return parse_puzzle_text(text, str(path), json_hint=path.suffix.lower() == ".json", lang=lang)


def is_picture(path: str | Path) -> bool:
    """A screenshot to read rather than a puzzle file, by its name."""
    return Path(path).suffix.lower() in PICTURE_SUFFIXES


def puzzle_files(paths: Iterable[str | Path]) -> list[Path]:
    """The files named, with each folder replaced by its .json and .txt files, sorted."""
    out: list[Path] = []
    for item in map(Path, paths):
        if item.is_dir():
            found = sorted(p for p in item.iterdir() if p.suffix.lower() in (".json", ".txt") and p.is_file())
            if not found:
                raise PuzzleError(fact(Code.NO_PUZZLES_IN_FOLDER), source=str(item))
            out.extend(found)
        else:
            out.append(item)
    return out


def export_names(files: Sequence[Path], suffix: str) -> list[str]:
    """A distinct file name per puzzle file for a folder export: its stem and `suffix`,
    or stem-json / stem-txt where two files share a stem (daily-1.json and daily-1.txt
    must not write one picture over the other). PuzzleError when names still clash."""
    stems = Counter(path.stem for path in files)
    names = [
        f"{path.stem}-{path.suffix.lstrip('.').lower()}.{suffix}" if stems[path.stem] > 1 else f"{path.stem}.{suffix}"
        for path in files
    ]
    first: dict[str, Path] = {}
    for path, name in zip(files, names, strict=True):
        if name in first:
            raise PuzzleError(fact(Code.SAME_EXPORT_NAME, first=str(first[name]), other=str(path), name=name))
        first[name] = path
    return names


def parse_puzzle_text(text: str, source: str | None = None, json_hint: bool = False, lang: str = DEFAULT) -> Puzzle:
    """JSON when it looks like JSON, a share code when it is one line starting waffle1: (or
    waffle2:), else the paste format in `lang` (JSON and codes say their own language)."""
    if json_hint or text.lstrip().startswith("{"):
        return loads(text, source)
    if is_share_code(text):
        return read_share_code(text, source)
    return parse_text(text, source, lang)


def is_paste_text(text: str, json_hint: bool = False) -> bool:
    """Whether parse_puzzle_text reads `text` as a pasted grid (not JSON, not a share code):
    such a puzzle names no language, and its letters may be any language's."""
    return not (json_hint or text.lstrip().startswith("{") or is_share_code(text))


def save_puzzle(puzzle: Puzzle, path: str | Path) -> None:
    write_atomic(path, dumps(puzzle))
