"""Reading files and streams under a byte cap, so that no input costs more than its limit.

A device (/dev/zero), a pipe or stdin says 0 bytes to stat(): a read asks for at most
limit + 1 bytes, never for everything, and refuses what is longer before decoding it.
A file named by its path may not be a named pipe, a socket or a terminal: opening or
reading one waits for a writer or a typist that may never come.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact


def too_large(size: int, limit: int, what: str, source: str | None, unit: str = "bytes") -> PuzzleError:
    """`what`: "a puzzle", "a word list", "a screenshot", "a decision tree"; `unit`: "bytes"
    or "characters" (studio/language/facts.py phrases each)."""
    return PuzzleError(fact(Code.TOO_LARGE, size=size, unit=unit, limit=limit, what=what), source=source)


def read_capped(stream: BinaryIO, limit: int, what: str, source: str | None) -> bytes:
    """At most `limit` bytes of a stream; a longer one is refused after limit + 1 bytes."""
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise PuzzleError(fact(Code.TOO_LARGE_BYTES, limit=limit, what=what), source=source)
    return data


def read_bytes(path: str | Path, limit: int, what: str, name: str = "file") -> bytes:
    """A file's bytes: refused from its size when the size says so, else read under the cap.
    `what` the file should hold ("a puzzle") and the `name` of such a file name the errors."""
    path = Path(path)
    source = str(path)
    try:
        found = path.stat()
        waits = _waits(found.st_mode)
        if waits and not _is_stdin(found):
            raise PuzzleError(fact(Code.NOT_A_FILE, what=name, kind=waits), source=source)
        if found.st_size > limit:
            raise too_large(found.st_size, limit, what, source)
        with path.open("rb") as f:
            if f.isatty() and not _is_stdin(found):
                raise PuzzleError(fact(Code.NOT_A_FILE, what=name, kind="terminal"), source=source)
            return read_capped(f, limit, what, source)
    except OSError as err:
        raise PuzzleError(fact(Code.CANNOT_READ, what=name, reason=err.strerror or str(err)), source=source) from None


def _waits(mode: int) -> str | None:
    """What kind of file this is if opening it may wait for another process."""
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISSOCK(mode):
        return "socket"
    return None


def _is_stdin(found: os.stat_result) -> bool:
    """Whether a path is this process's stdin (/dev/stdin, /proc/self/fd/0): the user chose to type or pipe it."""
    try:
        own = os.fstat(0)
    except OSError:
        return False
    return (own.st_dev, own.st_ino) == (found.st_dev, found.st_ino)


def decode(data: bytes, source: str | None) -> str:
    """UTF-8 text (a byte-order mark dropped), or an error naming the first bad byte."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise PuzzleError(fact(Code.NOT_UTF8, byte=err.start + 1), source=source) from None
