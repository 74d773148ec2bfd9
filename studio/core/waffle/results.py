"""Result codes: what a daily page (render/webpage.py, daily.js: resultCode) shows at the
end of a game, for a class with no server. A pupil copies the code to the teacher, who
pastes everyone's into the studio to see their stars, swaps and hints in one table.

A code is Crockford base32 (digits and capitals with no I, L, O or U; read case-blind,
O as 0 and I or L as 1, dashes and spaces ignored), written in groups of four after
"R-". Its bytes: the version (1), the series' tag (2 bytes, `series_tag`), the day's
number (2), the outcome (high nibble: 0 won, 1 out of swaps, 2 gave up; low nibble:
stars), swaps made, hints taken, undos (a byte each), the player's name (a length byte
and UTF-8), then a Fletcher-16 of all that (share.py's), which catches a mistyped
character.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.waffle.share import fletcher16

Outcome = Literal["won", "out of swaps", "gave up"]
OUTCOMES: tuple[Outcome, ...] = ("won", "out of swaps", "gave up")
VERSION = 1
PREFIX = "R-"
DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
READS_AS = {"O": "0", "I": "1", "L": "1"}
MAX_NAME_BYTES = 30
FIXED = 9  # bytes before the name: version, tag (2), day (2), outcome, swaps, hints, undos


@dataclass(frozen=True)
class Result:
    """One pupil's game of one day."""

    name: str
    tag: int
    day: int
    outcome: Outcome
    stars: int
    swaps: int
    hints: int
    undos: int


def series_tag(name: str) -> int:
    """A series' 16-bit tag: FNV-1a of its name's UTF-8, low half (daily.js: seriesTag).
    It tells codes of two series apart without spelling the name in every code."""
    state = 0x811C9DC5
    for byte in name.encode("utf-8"):
        state = ((state ^ byte) * 0x01000193) & 0xFFFFFFFF
    return state & 0xFFFF


def series_names(tags: Iterable[int], names: Iterable[str]) -> dict[int, str | int]:
    """Each tag as a teacher knows its series: the name, of `names` (those the studio knows),
    whose tag it is, else a number 1, 2, … in the order the tags first come. A code carries
    only its series' tag, a hash of the name: the name itself cannot be read back from it."""
    known: dict[int, str] = {}
    for name in names:
        known.setdefault(series_tag(name), name)
    shown: dict[int, str | int] = {}
    for tag in tags:
        if tag not in shown:
            shown[tag] = known.get(tag, sum(isinstance(v, int) for v in shown.values()) + 1)
    return shown


def result_code(result: Result) -> str:
    """The code the page shows for `result` (daily.js makes the same; this one is the tests')."""
    name = result.name.encode("utf-8")[:MAX_NAME_BYTES]
    state = OUTCOMES.index(result.outcome)
    head = [VERSION, *divmod(result.tag, 256), *divmod(result.day, 256), state << 4 | result.stars]
    data = bytes([*head, result.swaps, result.hints, result.undos, len(name)]) + name
    data += fletcher16(data).to_bytes(2, "big")
    value, bits = int.from_bytes(data, "big"), len(data) * 8
    pad = -bits % 5
    digits = "".join(DIGITS[(value << pad >> shift) & 31] for shift in range(bits + pad - 5, -1, -5))
    return PREFIX + "-".join(digits[k : k + 4] for k in range(0, len(digits), 4))


def read_result_code(text: str, source: str | None = None) -> Result:
    """The result in a code; PuzzleError naming the character that is not one a code
    uses, or saying the code is cut short or mistyped."""
    body = text.strip()
    skipped = len(text) - len(text.lstrip())  # characters are counted in the text as typed
    if body.upper().startswith(PREFIX):
        body, skipped = body[len(PREFIX) :], skipped + len(PREFIX)
    value = bits = 0
    for at, char in enumerate(body, skipped + 1):
        if char in "- ":
            continue
        upper = READS_AS.get(char.upper(), char.upper())
        if upper not in DIGITS:
            raise PuzzleError(fact(Code.RESULT_CHARACTER, at=at, char=char), source=source)
        value, bits = value << 5 | DIGITS.index(upper), bits + 5
    data = (value >> (bits % 8)).to_bytes(bits // 8, "big")
    if len(data) < FIXED + 3:
        raise PuzzleError(fact(Code.RESULT_CUT_SHORT), source=source)
    if data[0] != VERSION:
        raise PuzzleError(fact(Code.RESULT_VERSION, version=data[0], reads=VERSION), source=source)
    record, check = data[:-2], int.from_bytes(data[-2:], "big")
    length = record[FIXED]
    if len(record) != FIXED + 1 + length or fletcher16(record) != check:
        raise PuzzleError(fact(Code.RESULT_MISTYPED, part="checksum"), source=source)
    state, stars = record[5] >> 4, record[5] & 15
    if state >= len(OUTCOMES):
        raise PuzzleError(fact(Code.RESULT_MISTYPED, part="outcome"), source=source)
    try:
        name = record[FIXED + 1 :].decode("utf-8")
    except UnicodeDecodeError:
        raise PuzzleError(fact(Code.RESULT_MISTYPED, part="name"), source=source) from None
    tag, day = int.from_bytes(record[1:3], "big"), int.from_bytes(record[3:5], "big")
    return Result(name, tag, day, OUTCOMES[state], stars, record[6], record[7], record[8])


def read_result_codes(texts: Iterable[str]) -> list[Result]:
    """Every code of `texts` (one or more a line, split at whitespace between codes that
    each start with R-), by name and day; PuzzleError naming the code that is wrong."""
    codes = [code for text in texts for code in split_codes(text)]
    results = []
    for k, code in enumerate(codes, 1):
        try:
            results.append(read_result_code(code))
        except PuzzleError as err:
            raise PuzzleError(fact(Code.IN_RESULT_CODE, number=k, why=err.fact)) from None
    return sorted(results, key=lambda r: (r.name.casefold(), r.tag, r.day))


def split_codes(text: str) -> list[str]:
    """The codes in pasted text: each starts at an "R-" (any case); blank text has none."""
    parts: list[str] = []
    for word in text.split():
        if word.upper().startswith(PREFIX) or not parts:
            parts.append(word)
        else:
            parts[-1] += word
    return parts


@dataclass(frozen=True)
class Totals:
    """A class's day at a glance: how many played, won, and their stars, swaps and hints in all."""

    played: int
    won: int
    stars: int
    swaps: int
    hints: int


def totals(results: Sequence[Result]) -> Totals:
    return Totals(
        len(results),
        sum(r.outcome == "won" for r in results),
        sum(r.stars for r in results),
        sum(r.swaps for r in results),
        sum(r.hints for r in results),
    )
