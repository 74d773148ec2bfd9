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
from typing import Any

from studio.core.atomic import write_atomic
from studio.core.errors import PuzzleError

VERSION = 4
MAGIC = b"PUZZLE-STUDIO-WORDS %d\n" % VERSION


@dataclass(frozen=True)
class Group:
    """The words of one length, as bytes: `text` the words in capitals one after another,
    `zipf` a native float32 per word, `bits` one bitset per (position, letter) of
    ceil(count / 8) bytes each, bit i for word i (position-major: row p * alphabet.SIZE + code, 27 codes).
    On disk the bits follow the words with a checksum of their own: a list read whole
    (Letter Boxed, word sets) reads and checks the words alone."""

    text: bytes
    zipf: bytes
    bits: bytes


def cache_dir() -> str | None:
    if os.environ.get("PUZZLE_STUDIO_NO_CACHE"):
        return None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "puzzle-studio")


def cache_file(kind: str, name: str) -> str | None:
    """Where a list is kept: `kind` a folder, `name` hashed into the file name (two
    checksums, not hashlib, which takes longer to import than the rest of a cold solve;
    the key inside the file tells a clash from a hit), the format's version beside it."""
    folder = cache_dir()
    if folder is None:
        return None
    raw = name.encode("utf-8")
    return os.path.join(folder, kind, f"{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}.{VERSION}.words")


class CachedList:
    """An open cache file: the count of every length at once, each length's bytes on demand."""

    def __init__(self, data: mmap.mmap, start: int, groups: dict[int, tuple[int, ...]]) -> None:
        self._data, self._start, self._groups = data, start, groups
        self.counts = {length: entry[0] for length, entry in groups.items()}

    def words(self, length: int) -> tuple[bytes, bytes] | None:
        """The text and Zipf frequencies of one length, or None when they fail their checksum."""
        count, offset, size, crc, _, _ = self._groups[length]
        raw = self._checked(offset, size, crc)
        if raw is None:
            return None
        zipf_at = count * length + (-count * length % 4)
        return raw[: count * length], raw[zipf_at : zipf_at + 4 * count]

    def bits(self, length: int) -> bytes | None:
        """The bitsets of one length (Group.bits), or None when they fail their checksum."""
        _, offset, size, _, bits_size, bits_crc = self._groups[length]
        return self._checked(offset + size, bits_size, bits_crc)

    def _checked(self, offset: int, size: int, crc: int) -> bytes | None:
        at = self._start + offset
        raw = self._data[at : at + size]
        return raw if len(raw) == size and zlib.crc32(raw) == crc else None


def open_cached(path: str | None, key: Mapping[str, Any]) -> CachedList | None:
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
            groups = {int(entry[0]): tuple(int(v) for v in entry[1:7]) for entry in header["groups"]}
            if any(len(g) != 6 for g in groups.values()):
                return None
            if os.fstat(f.fileno()).st_size != start + sum(g[2] + g[4] for g in groups.values()):
                return None
            data = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)  # stays valid after close or replace
        return CachedList(data, start, groups)
    except (OSError, ValueError, KeyError, TypeError):
        return None


def write_cached(path: str | None, key: Mapping[str, Any], groups: Mapping[int, Group]) -> None:
    """Keep the groups for `key` at `path`; quietly nothing when that fails."""
    if path is None:
        return
    chunks, table, at = [], [], 0
    for length, group in sorted(groups.items()):
        zipf_at = len(group.text) + (-len(group.text) % 4)
        words = group.text + b"\0" * (zipf_at - len(group.text)) + group.zipf
        words += b"\0" * (-len(words) % 8)
        bits = group.bits + b"\0" * (-len(group.bits) % 8)
        count = len(group.zipf) // 4
        table.append([length, count, at, len(words), zlib.crc32(words), len(bits), zlib.crc32(bits)])
        chunks += [words, bits]
        at += len(words) + len(bits)
    head = MAGIC + json.dumps({"key": dict(key), "groups": table}).encode() + b"\n"
    head += b"\0" * (_aligned(len(head)) - len(head))
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        write_atomic(path, head + b"".join(chunks))
    except (OSError, PuzzleError):
        pass


def _aligned(at: int) -> int:
    return at + (-at % 8)
