"""Your own daily Waffle: one self-contained page that plays a series' puzzle of the day
by the reader's date, with an archive of the days gone by, stars, streaks, statistics and
progress kept in the browser (localStorage), a share line, and a result code for a
teacher (core/waffle/results.py). It is player.html with daily.js after player.js.

Each day's puzzle is locked with a key derived from its date string ("2026-11-27"):
PBKDF2-HMAC-SHA256 (a random salt per day, `ITERATIONS`) gives 64 bytes, the first half
keys an HMAC-SHA256 counter-mode stream XOR-ed over the puzzle's JSON, the second half an
HMAC-SHA256 tag over the result (cut to 16 bytes) that catches damage. The page opens only
days up to the reader's date, with WebCrypto. This is OBFUSCATION against casual peeking
at the page's source, not secrecy: the date is the only key, so anyone who reads the
script can open tomorrow's puzzle by running it with tomorrow's date (or a changed clock).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from studio.core.atomic import write_atomic
from studio.core.waffle.results import series_tag
from studio.core.waffle.series import Day, Every
from studio.core.waffle.sheet import Entry
from studio.render.webpage import check_count, fill_page, page_rules, puzzle_record, tab_title

ITERATIONS = 10_000  # a year of days opens in a few seconds on a phone; the lock is no secret anyway
SALT_BYTES = 16
TAG_BYTES = 16
BLOCK = 32  # an HMAC-SHA256 output: one block of the stream


@dataclass(frozen=True, kw_only=True)
class DailyOptions:
    """What the designer chose: the series' name (share lines, result codes, its storage
    in the browser), how often a puzzle comes out, and whether hints and undo are offered."""

    series: str
    every: Every = "day"
    hints: bool = False
    undo: bool = False


def _keys(date: str, salt: bytes) -> tuple[bytes, bytes]:
    key = hashlib.pbkdf2_hmac("sha256", date.encode("utf-8"), salt, ITERATIONS, 64)
    return key[:32], key[32:]


def _stream(key: bytes, length: int) -> bytes:
    blocks = (length + BLOCK - 1) // BLOCK
    return b"".join(hmac.digest(key, k.to_bytes(4, "big"), "sha256") for k in range(blocks))[:length]


def lock(text: str, date: str, salt: bytes | None = None) -> dict[str, str]:
    """`text` locked with `date`'s key (daily.js: openDay): salt, box and tag in base64."""
    salt = salt if salt is not None else os.urandom(SALT_BYTES)
    stream_key, tag_key = _keys(date, salt)
    data = text.encode("utf-8")
    box = bytes(b ^ k for b, k in zip(data, _stream(stream_key, len(data))))
    tag = hmac.digest(tag_key, box, "sha256")[:TAG_BYTES]
    parts = {"salt": salt, "box": box, "tag": tag}
    return {name: base64.b64encode(value).decode("ascii") for name, value in parts.items()}


def unlock(locked: dict[str, str], date: str) -> str | None:
    """`lock` undone with `date`, or None when that date's key does not open it."""
    salt, box, tag = (base64.b64decode(locked[name]) for name in ("salt", "box", "tag"))
    stream_key, tag_key = _keys(date, salt)
    if not hmac.compare_digest(hmac.digest(tag_key, box, "sha256")[:TAG_BYTES], tag):
        return None
    return bytes(b ^ k for b, k in zip(box, _stream(stream_key, len(box)))).decode("utf-8")


def daily_page(entries: Sequence[Entry], days: Sequence[Day], options: DailyOptions) -> str:
    """The page's HTML: `days` (series.schedule) each with its entry locked by its date."""
    check_count(len(entries))
    locked = []
    for day in days:
        record = {**puzzle_record(entries[day.index]), "title": f"{options.series} #{day.number}"}
        date = day.date.isoformat()
        locked.append({"date": date, "number": day.number, **lock(json.dumps(record, ensure_ascii=False), date)})
    daily = {
        "series": options.series,
        "tag": series_tag(options.series),
        "every": options.every,
        "iterations": ITERATIONS,
        "days": locked,
    }
    rules = page_rules(hints=options.hints, undo=options.undo)
    return fill_page(tab_title(options.series, ""), options.series, rules, [], daily)


def write_daily_page(entries: Sequence[Entry], days: Sequence[Day], options: DailyOptions, path: str | Path) -> None:
    write_atomic(path, daily_page(entries, days, options).encode("utf-8"))
