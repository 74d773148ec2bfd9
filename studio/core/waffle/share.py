"""Share codes: a whole Waffle puzzle as one line of text, to paste into the studio or the web page.

`waffle1:` then base64url (no padding) of a bit-packed record and a Fletcher-16 checksum:

    flags      8 bits: 1 the solution follows, 2 a title follows, 4 solid, 8 a custom mask,
               16 a language follows (version 2 only)
    rows, cols 4 bits each (2 to 15)
    mask       rows x cols bits, custom shapes only
    tiles      5 bits a cell (A = 0 ... Z = 25, Ñ = 26: alphabet.TILES)
    colours    2 bits a cell (green 0, yellow 1, gray 2)
    solution   5 bits a cell, when flagged, then the fewest swaps to it in 8 bits (the web
               page's stars need it and cannot work it out cheaply)
    title      8 bits of length, then UTF-8 bytes, when flagged
    language   8 bits of length, then its code in ASCII ("es", "en-GB"), when flagged
    then zero bits to a whole byte, and the checksum's two bytes

A puzzle in English is written `waffle1:` exactly as before, so studios and web pages
made before languages read it; one in another language is `waffle2:` with the language
flagged, which an older reader refuses as a newer version rather than opening it with
English words. Both versions read here; a code without a language is English.

A daily with its solution is 58 characters (a title adds about 4 for every 3 bytes).
The web page (`studio/resources/web/player.js`) reads the same codes; `tests/core/test_share.py`
holds the codec to a worked example, `tests/render/test_webpage.py` the page.
"""

from __future__ import annotations

import re

from studio.core.alphabet import DEFAULT, LANGUAGES, TILES
from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact, fact
from studio.core.text import text_fault
from studio.core.waffle.puzzle import COLORS, Puzzle, check_same_letters
from studio.core.waffle.shape import MAX_SIDE, Shape, shape_from_mask, solid_shape, waffle_shape
from studio.core.waffle.swaps import fewest_swaps

PREFIX = "waffle"
VERSION = 2  # the newest this studio writes and reads; English puzzles are still written as ENGLISH_VERSION
ENGLISH_VERSION = 1
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
HAS_SOLUTION, HAS_TITLE, SOLID, CUSTOM, HAS_LANG = 1, 2, 4, 8, 16
FLAGS_OF_VERSION = {1: HAS_SOLUTION | HAS_TITLE | SOLID | CUSTOM}  # the flags each version may set
FLAGS_OF_VERSION[2] = FLAGS_OF_VERSION[1] | HAS_LANG
MAX_TITLE = 80  # bytes of UTF-8: a code stays one short line
MAX_CODE = 400  # characters: a 15x15 custom grid with a title fits
_CODE_LIKE = re.compile(r"[A-Za-z]+[0-9]+:[A-Za-z0-9_=-]+")  # a word, a version, a colon, base64url


def is_share_code(text: str) -> bool:
    """Whether a paste or an argument is meant as a code (then a bad one gets a code's message):
    one line starting `waffle`, or shaped like a code under a misspelled or foreign prefix."""
    line = text.strip()
    return "\n" not in line and (line.lower().startswith(PREFIX) or _CODE_LIKE.fullmatch(line) is not None)


def fletcher16(data: bytes) -> int:
    a = b = 0
    for byte in data:
        a = (a + byte) % 255
        b = (b + a) % 255
    return b << 8 | a


class _Bits:
    def __init__(self, data: bytes = b"") -> None:
        self.value, self.length, self.data, self.at = 0, 0, data, 0

    def put(self, value: int, bits: int) -> None:
        self.value = self.value << bits | value
        self.length += bits

    def to_bytes(self) -> bytes:
        pad = -self.length % 8
        return (self.value << pad).to_bytes((self.length + pad) // 8, "big")

    def take(self, bits: int, what: str) -> int:
        end = self.at + bits
        if end > len(self.data) * 8:
            raise PuzzleError(fact(Code.CODE_ENDS_BEFORE, part=what))
        whole = int.from_bytes(self.data, "big") >> (len(self.data) * 8 - end)
        self.at = end
        return whole & ((1 << bits) - 1)


def _title(puzzle: Puzzle) -> bytes:
    """The title as the code holds it: its first MAX_TITLE bytes, never half a character."""
    return str(puzzle.meta.get("title") or "").encode("utf-8")[:MAX_TITLE].decode("utf-8", "ignore").encode()


def title_cut(puzzle: Puzzle) -> Fact | None:
    """What the code leaves out of a title longer than MAX_TITLE bytes (None if all of it fits),
    for the front ends to say alongside the code, which still works."""
    size = len(str(puzzle.meta.get("title") or "").encode("utf-8"))
    if size <= MAX_TITLE:
        return None
    return fact(Code.TITLE_CUT, size=size, most=MAX_TITLE, kept=_title(puzzle).decode())


def share_code(puzzle: Puzzle) -> str:
    """The puzzle as one line; its title and language travel with it, other details do not."""
    if not puzzle.is_complete:
        raise PuzzleError(fact(Code.CODE_NEEDS_TILES))
    shape = puzzle.shape
    title = _title(puzzle)
    lang = puzzle.lang.encode("ascii") if puzzle.lang != DEFAULT else b""
    flags = (HAS_SOLUTION if puzzle.solution else 0) | (HAS_TITLE if title else 0) | (HAS_LANG if lang else 0)
    flags |= SOLID if shape.kind == "solid" else 0 if shape.kind == "waffle" else CUSTOM  # a royale is its mask
    bits = _Bits()
    bits.put(flags, 8)
    bits.put(shape.rows, 4)
    bits.put(shape.cols, 4)
    if flags & CUSTOM:
        for row in shape.mask:
            for open_ in row:
                bits.put(int(open_), 1)
    for letter in puzzle.tiles:
        bits.put(TILES.index(letter), 5)
    for color in puzzle.colors:
        bits.put(COLORS.index(color), 2)
    if puzzle.solution:
        for letter in puzzle.solution:
            bits.put(TILES.index(letter), 5)
        bits.put(fewest_swaps(puzzle.tiles, puzzle.solution), 8)
    if title:
        bits.put(len(title), 8)
        for byte in title:
            bits.put(byte, 8)
    if lang:
        bits.put(len(lang), 8)
        for byte in lang:
            bits.put(byte, 8)
    data = bits.to_bytes()
    version = VERSION if lang else ENGLISH_VERSION
    return f"{PREFIX}{version}:" + _base64url(data + fletcher16(data).to_bytes(2, "big"))


def read_share_code(text: str, source: str | None = None) -> Puzzle:
    """A puzzle from its code; a bad code says what is wrong with it (prefix, version,
    a character, the checksum, the length, a letter or colour out of range)."""
    code = text.strip()
    if len(code) > MAX_CODE:
        raise PuzzleError(fact(Code.CODE_TOO_LONG, most=MAX_CODE, length=len(code)), source=source)
    head, colon, body = code.partition(":")
    if not head.lower().startswith(PREFIX) and _CODE_LIKE.fullmatch(code):
        known = tuple(f"{PREFIX}{v}:" for v in FLAGS_OF_VERSION)
        raise PuzzleError(fact(Code.CODE_UNKNOWN, head=head, known=known), source=source)
    if not head.lower().startswith(PREFIX) or not colon:
        raise PuzzleError(
            fact(Code.CODE_START, english=f"{PREFIX}{ENGLISH_VERSION}:", other=f"{PREFIX}{VERSION}:"), source=source
        )
    version = head[len(PREFIX) :]
    if version not in {str(v) for v in FLAGS_OF_VERSION}:
        newer = version.isascii() and version.isdigit() and int(version) > VERSION
        reads = tuple(f"{PREFIX}{v}:" for v in FLAGS_OF_VERSION)
        raise PuzzleError(fact(Code.CODE_VERSION, version=version, newer=newer, reads=reads), source=source)
    data = _from_base64url(body, len(head) + 1, source)
    if len(data) < 5:
        raise PuzzleError(fact(Code.CODE_PART_MISSING), source=source)
    record, check = data[:-2], int.from_bytes(data[-2:], "big")
    if fletcher16(record) != check:
        raise PuzzleError(fact(Code.CODE_CHECKSUM), source=source)
    try:
        return _unpack(record, int(version))
    except PuzzleError as err:
        raise PuzzleError(err.fact, err.line, err.column, source) from None


def _unpack(data: bytes, version: int) -> Puzzle:
    bits = _Bits(data)
    flags = bits.take(8, "flags")
    if flags & ~FLAGS_OF_VERSION[version] or (flags & SOLID and flags & CUSTOM):
        raise PuzzleError(fact(Code.CODE_FLAGS, flags=flags))
    rows, cols = bits.take(4, "rows"), bits.take(4, "columns")
    if not 2 <= rows <= MAX_SIDE or not 2 <= cols <= MAX_SIDE:
        raise PuzzleError(fact(Code.CODE_GRID_SIZE, rows=rows, columns=cols, most=MAX_SIDE))
    shape = _shape(bits, flags, rows, cols)
    n = len(shape.cells)
    tiles = "".join(_letter(bits.take(5, "tiles"), "tile", k) for k in range(n))
    colors = "".join(_color(bits.take(2, "colours"), k) for k in range(n))
    solution = None
    if flags & HAS_SOLUTION:
        solution = "".join(_letter(bits.take(5, "solution"), "solution letter", k) for k in range(n))
        check_same_letters(tiles, solution)
        bits.take(8, "swap count")  # for the web page; the studio works it out itself
    meta = {}
    if flags & HAS_TITLE:
        length = bits.take(8, "title")
        raw = bytes(bits.take(8, "title") for _ in range(length))
        try:
            meta["title"] = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise PuzzleError(fact(Code.CODE_TITLE_NOT_UTF8)) from None
        if (fault := text_fault(meta["title"])) is not None:
            raise PuzzleError(fact(Code.TITLE_HOLDS, share_code=True, fault=fault))
    if flags & HAS_LANG:
        length = bits.take(8, "language")
        lang = bytes(bits.take(8, "language") for _ in range(length)).decode("latin-1")
        if lang not in LANGUAGES:
            raise PuzzleError(fact(Code.CODE_LANGUAGE, language=lang, choices=tuple(LANGUAGES)))
        meta["lang"] = lang
    if len(data) * 8 - bits.at >= 8:
        raise PuzzleError(fact(Code.CODE_TRAILING_BYTES))
    if bits.take(len(data) * 8 - bits.at, "padding"):
        raise PuzzleError(fact(Code.CODE_PADDING))
    return Puzzle(shape, tiles, colors, solution, meta)


def _shape(bits: _Bits, flags: int, rows: int, cols: int) -> Shape:
    if flags & CUSTOM:
        mask = tuple(tuple(bool(bits.take(1, "mask")) for _ in range(cols)) for _ in range(rows))
        return shape_from_mask(mask)
    return solid_shape(rows, cols) if flags & SOLID else waffle_shape(rows, cols)


def _letter(value: int, what: str, cell: int) -> str:
    if value >= len(TILES):
        raise PuzzleError(fact(Code.CODE_NOT_A_LETTER, part=what, cell=cell + 1, value=value))
    return TILES[value]


def _color(value: int, cell: int) -> str:
    if value > 2:
        raise PuzzleError(fact(Code.CODE_NOT_A_COLOUR, cell=cell + 1, value=value))
    return COLORS[value]


def _base64url(data: bytes) -> str:
    value, bits = int.from_bytes(data, "big"), len(data) * 8
    pad = -bits % 6
    value <<= pad
    count = (bits + pad) // 6
    return "".join(ALPHABET[value >> (6 * (count - 1 - k)) & 63] for k in range(count))


def _from_base64url(body: str, offset: int, source: str | None) -> bytes:
    value = 0
    for k, ch in enumerate(body):
        digit = ALPHABET.find(ch) if ch != "=" else -1
        if digit < 0:
            raise PuzzleError(fact(Code.CODE_CHARACTER, at=offset + k + 1, char=ch), source=source)
        value = value << 6 | digit
    bits = len(body) * 6
    if bits % 8 >= 6:
        raise PuzzleError(fact(Code.CODE_CUT_SHORT), source=source)
    if value & ((1 << bits % 8) - 1):  # the last character's unused bits: a writer leaves them zero
        raise PuzzleError(fact(Code.CODE_LAST_CHARACTER, char=body[-1]), source=source)
    return (value >> (bits % 8)).to_bytes(bits // 8, "big")
