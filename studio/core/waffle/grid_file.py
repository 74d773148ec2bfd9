"""Enumeration output: the grid file (one grid a line, formats.grid_line_format, then a count
line) and the checkpoint that lets an interrupted run resume exactly. Only `enumerate`
and the generator's Save Grids import it."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Generator, Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from studio.core.atomic import atomic_output, write_atomic
from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.waffle.formats import grid_line_format
from studio.core.waffle.shape import Shape
from studio.core.words import WordList

if TYPE_CHECKING:  # the enumeration (fill) is imported by the commands that run one
    from studio.core.waffle.fill.chunks import ChunkScheme

COPY_BLOCK = 1 << 20  # a grid file is copied a MB at a time, a progress report each


def grid_count_line(count: int) -> str:
    """The enumeration format's last line."""
    return f"# {count} grids\n"


def write_grid_file(path: str | Path, parts: Iterable[Path], count: int) -> Generator[int, None, None]:
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
    scheme: ChunkScheme = "split"  # else an earlier version's run, to resume as it was cut (fill.cut_chunks)


CHUNKS = " chunks=split/"  # a run's chunks: split_chunks into the number after it
BALANCED = " chunks=balanced/"  # ... an earlier version's, balanced_chunks (whole first words)
# a run header with neither is a checkpoint of interleaved chunks, into this many: how
# every run was cut before the balance
LEGACY_PIECES = 64


_LETTER_CODES = bytes((code - 65) % 256 for code in range(256))


def enumeration_run(
    shape: Shape, words: WordList, pins: Iterable[str], min_zipf: float | None, pieces: int = LEGACY_PIECES
) -> str:
    """What a checkpoint belongs to: the chunks are numbered the same only for the same
    shape, pins, frequency cut and words (a digest of every length the shape needs),
    cut the same way (fill/chunks.py: split_chunks, into `pieces`)."""
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
        reason = getattr(err, "strerror", None) or str(err)
        raise PuzzleError(fact(Code.CANNOT_READ, what="checkpoint", reason=reason), source=str(path)) from None
    lines = text.split("\n")[:-1]  # whole lines only
    if lines[:1] != [CHECKPOINT_HEADER]:
        raise PuzzleError(
            fact(Code.NOT_A_CHECKPOINT),
            line=1,
            source=str(path),
        )
    old_run, cut, pieces = run.partition(CHUNKS)
    if cut and lines[1:2] == [f"run {old_run}"]:  # the same run, cut the oldest way
        return replace(_finished_chunks(lines, path, old_run), scheme="interleaved")
    if cut and lines[1:2] == [f"run {old_run}{BALANCED}{pieces}"]:  # ... whole first words, balanced
        return replace(_finished_chunks(lines, path, lines[1][4:]), scheme="balanced")
    if lines[1:2] != [f"run {run}"]:
        raise PuzzleError(
            fact(Code.ANOTHER_CHECKPOINT),
            line=2,
            source=str(path),
        )
    return _finished_chunks(lines, path, run)


def _finished_chunks(lines: list[str], path: Path, run: str) -> Checkpoint:
    chunks, grids, length = set(), 0, 0
    for number, line in enumerate(lines[2:], 3):
        fields = line.split(":")
        if len(fields) != 3 or not all(_count_text(field) for field in fields):
            raise PuzzleError(fact(Code.CHECKPOINT_LINE, found=line[:40]), line=number, source=str(path))
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
        raise PuzzleError(fact(Code.CANNOT_WRITE, reason=err.strerror or str(err)), source=str(path)) from None
    size = os.fstat(out.fileno()).st_size
    if size < done.length:
        out.close()
        raise PuzzleError(fact(Code.CHECKPOINT_AHEAD, recorded=done.length, size=size), source=str(path))
    out.truncate(done.length)
    out.seek(done.length)
    return out
