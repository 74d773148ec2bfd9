"""A parsed word list kept on disk, so that the next start reads one length at a time.

One file per list under the user's cache folder (`$XDG_CACHE_HOME/puzzle-studio/`, else
`~/.cache/puzzle-studio/`): a magic line, a JSON header line (the key the list was made
from, and per length its count, offset, size and CRC-32), then each length's bytes (see
`Group`). The file is memory-mapped and a length is read and checked only when asked
for, so a puzzle of 5-letter words reads the 5-letter part alone, without numpy.

A file whose key differs (the source changed: its size or mtime), whose size is wrong or
that cannot be read is ignored and rebuilt; a length whose checksum fails reads as None
(the caller rebuilds). Writes are atomic; a folder that cannot be written just means no
cache. `PUZZLE_STUDIO_NO_CACHE=1` turns the cache off.
"""

from __future__ import annotations

import json
import mmap
import os
import zlib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from studio.core.atomic import atomic_target
from studio.core.errors import PuzzleError

TYPE_CHECKING = False  # not typing's: importing typing is a tenth of a one-puzzle solve's start
if TYPE_CHECKING:
    from typing import Any

VERSION = 2
MAGIC = b"PUZZLE-STUDIO-WORDS %d\n" % VERSION


@dataclass(frozen=True)
class Group:
    """The words of one length, as bytes: `text` the words in capitals one after another,
    `zipf` a native float32 per word, `bits` one bitset per (position, letter) of
    ceil(count / 8) bytes each, bit i for word i (position-major: row p * 26 + letter)."""

    text: bytes
    zipf: bytes
    bits: bytes


def cache_dir() -> Path | None:
    if os.environ.get("PUZZLE_STUDIO_NO_CACHE"):
        return None
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "puzzle-studio"


def cache_file(kind: str, name: str) -> Path | None:
    """Where a list is kept: `kind` a folder, `name` hashed into the file name (two
    checksums, not hashlib, which takes longer to import than the rest of a cold solve;
    the key inside the file tells a clash from a hit), the format's version beside it."""
    folder = cache_dir()
    if folder is None:
        return None
    raw = name.encode("utf-8")
    return folder / kind / f"{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}.{VERSION}.words"


class CachedList:
    """An open cache file: the count of every length at once, each length's bytes on demand."""

    def __init__(self, data: mmap.mmap, start: int, groups: dict[int, tuple[int, int, int, int]]) -> None:
        self._data, self._start, self._groups = data, start, groups
        self.counts = {length: entry[0] for length, entry in groups.items()}

    def group(self, length: int) -> Group | None:
        """The bytes of one length, or None when they fail their checksum."""
        count, offset, size, crc = self._groups[length]
        at = self._start + offset
        raw = self._data[at : at + size]
        if len(raw) != size or zlib.crc32(raw) != crc:
            return None
        text_end = count * length
        zipf_at = text_end + (-text_end % 4)
        bits_at = zipf_at + 4 * count + (-(zipf_at + 4 * count) % 8)
        return Group(raw[:text_end], raw[zipf_at : zipf_at + 4 * count], raw[bits_at:])


def open_cached(path: Path | None, key: Mapping[str, Any]) -> CachedList | None:
    """The list kept at `path` for `key`, or None (missing, stale, cut short, unreadable)."""
    if path is None:
        return None
    try:
        with open(path, "rb") as f:
            if f.read(len(MAGIC)) != MAGIC:
                return None
            header = json.loads(f.readline())
            if header.get("key") != dict(key):
                return None
            start = _aligned(f.tell())
            groups = {int(n): (int(c), int(o), int(s), int(crc)) for n, c, o, s, crc in header["groups"]}
            if os.fstat(f.fileno()).st_size != start + sum(g[2] for g in groups.values()):
                return None
            data = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)  # stays valid after close or replace
        return CachedList(data, start, groups)
    except (OSError, ValueError, KeyError, TypeError):
        return None


def write_cached(path: Path | None, key: Mapping[str, Any], groups: Mapping[int, Group]) -> None:
    """Keep the groups for `key` at `path`; quietly nothing when that fails."""
    if path is None:
        return
    chunks, table, at = [], [], 0
    for length, group in sorted(groups.items()):
        count = len(group.zipf) // 4
        text_pad = b"\0" * (-len(group.text) % 4)
        zipf_end = len(group.text) + len(text_pad) + len(group.zipf)
        raw = group.text + text_pad + group.zipf + b"\0" * (-zipf_end % 8) + group.bits
        raw += b"\0" * (-len(raw) % 8)
        table.append([length, count, at, len(raw), zlib.crc32(raw)])
        chunks.append(raw)
        at += len(raw)
    head = MAGIC + json.dumps({"key": dict(key), "groups": table}).encode() + b"\n"
    head += b"\0" * (_aligned(len(head)) - len(head))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with atomic_target(path) as tmp:
            tmp.write_bytes(head + b"".join(chunks))
    except (OSError, PuzzleError):
        pass


def _aligned(at: int) -> int:
    return at + (-at % 8)
