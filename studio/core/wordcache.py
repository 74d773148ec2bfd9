"""A parsed word list kept on disk, so that the next start reads arrays instead of text.

One file per list under the user's cache folder (`$XDG_CACHE_HOME/puzzle-studio/`, else
`~/.cache/puzzle-studio/`): a magic line, a JSON header line (the key the list was made
from, each length's count and offsets, a CRC-32 of the data) and the arrays themselves.
A file whose key differs (the source changed: its size or mtime), whose checksum fails
or that cannot be read is ignored and rebuilt. Writes are atomic; a folder that cannot be
written just means no cache. `PUZZLE_STUDIO_NO_CACHE=1` turns the cache off.
"""

from __future__ import annotations

import hashlib
import json
import os
import zlib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

from studio.core.atomic import write_atomic
from studio.core.errors import PuzzleError

MAGIC = b"PUZZLE-STUDIO-WORDS 2\n"  # 2: lists with nan or inf weights are refused, never kept
Groups = Mapping[int, tuple[np.ndarray, np.ndarray]]  # length -> (letters (N, length) uint8, zipf (N,) float32)


def cache_dir() -> Path | None:
    if os.environ.get("PUZZLE_STUDIO_NO_CACHE"):
        return None
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "puzzle-studio"


def cache_file(kind: str, name: str) -> Path | None:
    """Where a list is kept: `kind` a folder, `name` hashed into the file name."""
    folder = cache_dir()
    if folder is None:
        return None
    return folder / kind / f"{hashlib.sha1(name.encode('utf-8')).hexdigest()}.words"


def read_cached(path: Path | None, key: Mapping[str, Any]) -> dict[int, tuple[np.ndarray, np.ndarray]] | None:
    """The arrays kept at `path` for `key`, or None (missing, stale, corrupt)."""
    if path is None:
        return None
    try:
        raw = path.read_bytes()
        if not raw.startswith(MAGIC):
            return None
        header_end = raw.index(b"\n", len(MAGIC)) + 1
        header = json.loads(raw[len(MAGIC) : header_end])
        if header.get("key") != dict(key):
            return None
        data = memoryview(raw)[header["data"] :]
        if zlib.crc32(data) != header["crc32"]:
            return None
        out = {}
        for length, count, letters_at, zipf_at in header["groups"]:
            letters = np.frombuffer(raw, np.uint8, count * length, letters_at).reshape(count, length)
            zipf = np.frombuffer(raw, np.float32, count, zipf_at)
            out[int(length)] = (letters, zipf)
        return out
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        return None


def write_cached(path: Path | None, key: Mapping[str, Any], groups: Groups) -> None:
    """Keep the arrays for `key` at `path`; quietly nothing when that fails."""
    if path is None:
        return
    chunks, table, at = [], [], 0
    for length, (letters, zipf) in sorted(groups.items()):
        letters_bytes = np.ascontiguousarray(letters, np.uint8).tobytes()
        zipf_bytes = np.ascontiguousarray(zipf, np.float32).tobytes()
        pad = -(at + len(letters_bytes)) % 4  # float32 on a 4-byte boundary
        table.append([length, len(zipf), at, at + len(letters_bytes) + pad])
        chunks += [letters_bytes, b"\0" * pad, zipf_bytes]
        at += len(letters_bytes) + pad + len(zipf_bytes)
    data = b"".join(chunks)
    header = {"key": dict(key), "crc32": zlib.crc32(data), "groups": table, "data": 0}
    # the data starts after the header, whose length depends on the offsets: grow until it fits
    start = 0
    while True:
        header["data"] = start
        header["groups"] = [[n, c, start + a, start + z] for n, c, a, z in table]
        head = MAGIC + json.dumps(header).encode() + b"\n"
        if len(head) <= start:
            break
        start = len(head) + 16 + (-(len(head) + 16) % 8)
    head += b"\0" * (start - len(head))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, head + data)
    except (OSError, PuzzleError):
        pass
