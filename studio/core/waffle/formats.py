"""Files and pastes: the studio's JSON format and the plain text a player pastes.

JSON round-trips exactly (unknown keys are kept, in order). Every parse error is a
PuzzleError naming the line and column, so the user can find and fix it. Text past the
limits below is refused before any parsing: a paste must never freeze the window.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from studio.core.alphabet import LANGUAGES, tile_of
from studio.core.atomic import atomic_output, write_atomic
from studio.core.errors import PuzzleError
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
    Mask,
    Shape,
    parse_shape_name,
    shape_from_mask,
    solid_shape,
    waffle_shape,
)

TYPE_CHECKING = False  # not typing's: importing typing is a tenth of a one-puzzle solve's start
if TYPE_CHECKING:
    from typing import Any, BinaryIO

    from studio.core.words import WordList

COPY_BLOCK = 1 << 20  # a grid file is copied a MB at a time, a progress report each
HOLES = ". "
EMOJI_COLORS = {"🟩": GREEN, "🟧": GREEN, "🟨": YELLOW, "🟦": YELLOW, "⬜": GRAY, "⬛": GRAY, "◻": GRAY, "◼": GRAY}
TEXT_COLORS = {"g": GREEN, "y": YELLOW, "-": GRAY, "b": GRAY, "x": GRAY, "w": GRAY}
PICTURE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")  # screenshots: read by core/waffle/screenshot.py
CORE_KEYS = ("format", "version", "kind", "shape", "tiles", "colors", "solution")

_Fail = Callable[[str, str | None], PuzzleError]  # a message and the JSON key it is about -> the error


# ---------------------------------------------------------------- plain text


def parse_text(text: str, source: str | None = None) -> Puzzle:
    """Letters grid, blank line(s), colour grid in the same layout. Holes: '.' or space."""
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
        raise PuzzleError("the puzzle is empty: paste the letter grid, a blank line, then the colours", source=source)
    if len(blocks) == 1:
        raise PuzzleError(
            "no colour grid: after the letters, leave a blank line and type the colours "
            "(g green, y yellow, - gray, or the emoji squares)",
            line=blocks[0][-1][0],  # the letters' last line: the one after it may be the paste's trailing newline
            source=source,
        )
    if len(blocks) > 2:
        raise PuzzleError(
            "expected two grids (letters, then colours) but found more", line=blocks[2][0][0], source=source
        )
    letters_block, color_block = blocks
    _check_grid_size(letters_block, source)
    mask, tiles = _read_letters(letters_block, source)
    shape = _shape_of(mask, letters_block[0][0], source)
    colors = _read_colors(color_block, shape, source)
    return Puzzle(shape, tiles, colors)


def _check_grid_size(block: list[tuple[int, str]], source: str | None) -> None:
    """The shape's cap, checked on the text so the error points at the first line or column too many."""
    if len(block) > MAX_SIDE:
        raise PuzzleError(
            f"the letter grid has {len(block)} rows; a puzzle has at most {MAX_SIDE}",
            line=block[MAX_SIDE][0],
            source=source,
        )
    number, widest = max(block, key=lambda numbered: len(numbered[1]))
    if len(widest) > MAX_SIDE:
        raise PuzzleError(
            f"this row is {len(widest)} characters wide; a puzzle has at most {MAX_SIDE}",
            line=number,
            column=MAX_SIDE + 1,
            source=source,
        )


def _read_letters(block: list[tuple[int, str]], source: str | None) -> tuple[Mask, str]:
    width = max(len(line) for _, line in block)
    rows: list[tuple[bool, ...]] = []
    tiles: list[str] = []
    for number, line in block:
        row: list[bool] = []
        for col, ch in enumerate(line.ljust(width)):
            if ch in HOLES:
                row.append(False)
            elif (tile := tile_of(ch)) is not None:
                row.append(True)
                tiles.append(tile)
            else:
                raise PuzzleError(
                    f"{ch!r} is not a letter A-Z or Ñ (use '.' or a space for a hole)",
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
        raise PuzzleError(
            f"the letter grid is not a puzzle shape: {err.message}", line=first_line, source=source
        ) from None


def _read_colors(block: list[tuple[int, str]], shape: Shape, source: str | None) -> str:
    if len(block) != shape.rows:
        raise PuzzleError(
            f"the colour grid has {len(block)} rows but the letter grid has {shape.rows}",
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
                    f"{ch!r} is not a colour (g green, y yellow, - gray, or 🟩 🟨 ⬜ ⬛)",
                    line=number,
                    column=col + 1,
                    source=source,
                )
            colors.append(value)
    return "".join(colors)


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
        f"this colour row has {len(solid)} colours but its letter row has {len(wanted)}",
        line=number,
        column=column,
        source=source,
    )


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


def grid_line(shape: Shape, letters: str) -> str:
    """One grid on one line, rows joined by '/', holes as '.': the enumeration format."""
    return grid_line_format(shape) % tuple(letters)


def grid_line_format(shape: Shape) -> str:
    """`grid_line` as a %-format, a '%s' per cell in reading order: a worker writing
    millions of grids fills it in with no lookup per cell."""
    return "/".join("".join("%s" if shape.mask[r][c] else "." for c in range(shape.cols)) for r in range(shape.rows))


def grid_count_line(count: int) -> str:
    """The enumeration format's last line."""
    return f"# {count} grids\n"


def write_grid_file(path: str | Path, parts: Iterable[Path], count: int) -> Iterator[int]:
    """Join the parts (files of grid lines) into one grid file, then the count line,
    yielding the bytes copied after each block (progress; close the generator to
    cancel, and no file appears). Written atomically: the old file stays until the new
    one is whole."""
    copied = 0
    with atomic_output(path) as out:
        for part in parts:
            with open(part, "rb") as source:
                while block := source.read(COPY_BLOCK):
                    out.write(block)
                    copied += len(block)
                    yield copied
        out.write(grid_count_line(count).encode("ascii"))


CHECKPOINT_HEADER = "puzzle-studio enumerate checkpoint 2"


@dataclass(frozen=True)
class Checkpoint:
    """What an interrupted enumeration finished: a rerun of the same `run` skips these
    chunks, counts their grids into its total and cuts its output back to `length`
    bytes, the end of the last chunk recorded (a chunk is recorded only once its grids
    are on disk, so whatever follows is a chunk half written)."""

    run: str
    chunks: frozenset[int] = frozenset()
    grids: int = 0
    length: int = 0
    balanced: bool = True  # False: an earlier version's run, to resume as it was cut (LEGACY_PIECES, interleaved)


CHUNKS = " chunks=balanced/"  # a run header without it is a checkpoint of interleaved chunks
LEGACY_PIECES = 64  # ... into this many: how every run was cut before the balance


_LETTER_CODES = bytes((code - 65) % 256 for code in range(256))


def enumeration_run(
    shape: Shape, words: WordList, pins: Iterable[str], min_zipf: float | None, pieces: int = LEGACY_PIECES
) -> str:
    """What a checkpoint belongs to: the chunks are numbered the same only for the same
    shape, pins, frequency cut and words (a digest of every length the shape needs),
    cut the same way (fill.balanced_chunks, into `pieces`)."""
    import hashlib  # here: OpenSSL takes longer to load than a one-puzzle solve's parsing

    digest = hashlib.sha256()
    for length in sorted({len(slot.cells) for slot in shape.slots}):
        group = words.of_length(length)
        digest.update(group.text.translate(_LETTER_CODES) + group.zipf32)  # A = 0, as WordsOfLength.letters
    mask = grid_line_format(shape).replace("%s", "#")
    return f"{mask} pins={','.join(pins)} min_zipf={min_zipf} words={digest.hexdigest()[:16]}{CHUNKS}{pieces}"


def read_checkpoint(path: str | Path, run: str) -> Checkpoint:
    """A header, the run, then a `chunk:grids:length` line per finished chunk; no file
    yet is a fresh start. A last line without its newline was being written when the
    run was killed: its chunk is not done."""
    path = Path(path)
    if not path.exists():
        return Checkpoint(run)
    try:
        text = path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise PuzzleError(
            f"cannot read the checkpoint: {getattr(err, 'strerror', None) or err}", source=str(path)
        ) from None
    lines = text.split("\n")[:-1]  # whole lines only
    if lines[:1] != [CHECKPOINT_HEADER]:
        raise PuzzleError(
            "not a checkpoint of puzzle-studio enumerate: name a new file, or an earlier run's",
            line=1,
            source=str(path),
        )
    old_run, cut, _ = run.partition(CHUNKS)
    if cut and lines[1:2] == [f"run {old_run}"]:  # the same run, cut the old way
        return replace(_finished_chunks(lines, path, old_run), balanced=False)
    if lines[1:2] != [f"run {run}"]:
        raise PuzzleError(
            "this checkpoint is another enumeration's (shape, words, pins, frequency or --chunks differ): "
            "give the same options, or a new checkpoint file to start over",
            line=2,
            source=str(path),
        )
    return _finished_chunks(lines, path, run)


def _finished_chunks(lines: list[str], path: Path, run: str) -> Checkpoint:
    chunks, grids, length = set(), 0, 0
    for number, line in enumerate(lines[2:], 3):
        fields = line.split(":")
        if len(fields) != 3 or not all(_count_text(field) for field in fields):
            raise PuzzleError(f"expected CHUNK:GRIDS:LENGTH, found {line[:40]!r}", line=number, source=str(path))
        chunk, count, end = map(int, fields)
        chunks.add(chunk)
        grids += count
        length = max(length, end)
    return Checkpoint(run, frozenset(chunks), grids, length)


def _count_text(text: str) -> bool:
    """A chunk number, grid count or length: plain digits, and few of them (int()
    refuses past 4,300 digits)."""
    return text.isascii() and text.isdigit() and len(text) <= 18


def start_checkpoint(path: str | Path, run: str) -> None:
    write_atomic(path, f"{CHECKPOINT_HEADER}\nrun {run}\n")


def record_chunk(path: str | Path, chunk: int, grids: int, length: int) -> None:
    """Appended (and on disk) once the chunk's grids are on disk and the output is
    `length` bytes long: a kill loses at most the chunks not yet recorded."""
    with open(path, "a", encoding="utf-8") as f:
        f.write(f"{chunk}:{grids}:{length}\n")
        f.flush()
        os.fsync(f.fileno())


def resume_grid_file(path: str | Path, done: Checkpoint) -> BinaryIO:
    """The output of a checkpointed enumeration, open for appending after the last
    chunk `done` recorded (anything later is cut off: a chunk half written)."""
    try:
        out = os.fdopen(os.open(path, os.O_RDWR | os.O_CREAT, 0o666), "r+b")
    except OSError as err:
        raise PuzzleError(f"cannot write there: {err.strerror or err}", source=str(path)) from None
    size = os.fstat(out.fileno()).st_size
    if size < done.length:
        out.close()
        raise PuzzleError(
            f"the checkpoint recorded {done.length} bytes of grids but the file has {size}: "
            "it was changed since; give a new checkpoint file to start over",
            source=str(path),
        )
    out.truncate(done.length)
    out.seek(done.length)
    return out


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
    colors = _json_grid(data, "colors", shape, fail, lambda ch: ch.lower() in COLORS + "b", "g, y or -")
    colors = "".join(TEXT_COLORS[c.lower()] for c in colors)
    solution = None
    if data.get("solution") is not None:
        solution = _tiles(_json_grid(data, "solution", shape, fail, _letter_or_blank, LETTER_OR_BLANK))
    meta = {k: v for k, v in data.items() if k not in CORE_KEYS}
    if "lang" in meta and not (isinstance(meta["lang"], str) and meta["lang"] in LANGUAGES):
        raise fail(f"'lang' must be one of {', '.join(LANGUAGES)}", "lang")
    return Puzzle(shape, _tiles(tiles), colors, solution, meta)


LETTER_OR_BLANK = "a letter A-Z or Ñ (or a space: not typed yet)"


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
            raise fail(err.message, "shape") from None
    if not isinstance(spec, dict):
        raise fail('\'shape\' must be an object like {"rows": 5, "cols": 5, "type": "waffle"}', "shape")
    rows, cols, kind = spec.get("rows"), spec.get("cols"), spec.get("type", "waffle")
    if not (isinstance(rows, int) and isinstance(cols, int)):
        raise fail("'shape' needs whole numbers 'rows' and 'cols'", "shape")
    try:
        if kind == "waffle":
            return waffle_shape(rows, cols)
        if kind == "solid":
            return solid_shape(rows, cols)
        if kind == "custom":
            mask = spec.get("mask")
            if not (
                isinstance(mask, list)
                and len(mask) == rows
                and all(isinstance(r, str) and len(r) == cols for r in mask)
            ):
                raise fail(f"a custom shape needs 'mask': {rows} strings of {cols} '#' or '.'", "mask")
            return shape_from_mask(tuple(tuple(ch != "." for ch in r) for r in mask))
    except PuzzleError as err:
        raise fail(err.message, "shape") from None
    raise fail(f"unknown shape type {kind!r} (waffle, solid or custom)", "shape")


def _json_grid(data: dict[str, Any], key: str, shape: Shape, fail: Fail, ok: Callable[[str], bool], what: str) -> str:
    rows = data.get(key)
    if not (isinstance(rows, list) and all(isinstance(r, str) for r in rows)):
        raise fail(f"'{key}' must be a list of {shape.rows} strings", key)
    if len(rows) != shape.rows:
        raise fail(f"'{key}' has {len(rows)} rows, the shape has {shape.rows}", key)
    out = []
    for r, row in enumerate(rows):
        if len(row) != shape.cols:
            raise fail(f"'{key}' row {r + 1} has {len(row)} characters, the shape has {shape.cols} columns", key)
        for c, ch in enumerate(row):
            if not shape.mask[r][c]:
                continue
            if not ok(ch):
                raise fail(f"'{key}' row {r + 1}, column {c + 1}: {ch!r} is not {what}", key)
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------- files


def read_puzzle(path: str | Path) -> Puzzle:
    """A .json file in the studio's format, or any other file as pasted text."""
    path = Path(path)
    return parse_puzzle_text(read_text(path), str(path), json_hint=path.suffix.lower() == ".json")


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
                raise PuzzleError("no .json or .txt puzzles in this folder", source=str(item))
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
            raise PuzzleError(
                f"{first[name]} and {path} would both be written as {name}: export them to separate folders"
            )
        first[name] = path
    return names


def parse_puzzle_text(text: str, source: str | None = None, json_hint: bool = False) -> Puzzle:
    """JSON when it looks like JSON, a share code when it is one line starting waffle1:, else the paste format."""
    if json_hint or text.lstrip().startswith("{"):
        return loads(text, source)
    from studio.core.waffle.share import is_share_code, read_share_code  # here: the paste format needs neither

    if is_share_code(text):
        return read_share_code(text, source)
    return parse_text(text, source)


def save_puzzle(puzzle: Puzzle, path: str | Path) -> None:
    write_atomic(path, dumps(puzzle))
