"""Share codes: a hand-worked code, round trips over every real puzzle and odd shapes,
and a message for each way a code goes bad."""

from __future__ import annotations

import base64
import random
import re

import pytest

from studio.core.errors import PuzzleError
from studio.core.facts import Code
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import parse_puzzle_text
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import parse_shape_name, shape_from_mask, solid_shape
from studio.core.waffle.share import MAX_TITLE, read_share_code, share_code, title_cut

RING = shape_from_mask(tuple(tuple(ch == "#" for ch in row) for row in ("####", "#..#", "#..#", "####")))


def reference_fletcher16(data: bytes) -> int:
    """Fletcher's checksum as published: two running sums modulo 255."""
    low = high = 0
    for byte in data:
        low = (low + byte) % 255
        high = (high + low) % 255
    return high * 256 + low


def encoded(record: bytes, version: int = 1) -> str:
    body = base64.urlsafe_b64encode(record + reference_fletcher16(record).to_bytes(2, "big"))
    return f"waffle{version}:" + body.decode("ascii").rstrip("=")


def test_a_hand_worked_code() -> None:
    # solid 2x2, tiles ABCD all gray, no solution: flags 4 (solid), 2 rows | 2 cols, then
    # A=00000 B=00001 C=00010 D=00011, gray=10 four times, four zero bits to the byte:
    # 00000000 01000100 00111010 10100000; Fletcher-16 by hand: low 69, high 164.
    record = bytes([0x04, 0x22, 0x00, 0x44, 0x3A, 0xA0])
    assert reference_fletcher16(record) == 164 * 256 + 69
    puzzle = Puzzle(solid_shape(2, 2), "ABCD", "----")
    assert share_code(puzzle) == encoded(record) == "waffle1:BCIARDqgpEU"
    assert read_share_code("waffle1:BCIARDqgpEU") == puzzle


@pytest.mark.slow
def test_every_real_puzzle_round_trips(waffle_archive) -> None:
    lengths = set()
    for kind, size in (("daily", "5x5"), ("deluxe", "7x7")):
        shape = parse_shape_name(size)
        for record in waffle_archive[kind]:
            tiles, solution = record["puzzle"], record["solution"]
            puzzle = Puzzle(
                shape, tiles, color_tiles(shape, tiles, solution), solution, {"title": f"#{record['number']}"}
            )
            code = share_code(puzzle)
            assert read_share_code(code) == puzzle
            assert "\n" not in code and " " not in code
            lengths.add((kind, len(code) - len(f"#{record['number']}") * 4 // 3))
    assert max(n for kind, n in lengths if kind == "daily") <= 64


@pytest.mark.parametrize(
    "shape", [parse_shape_name("3x3"), parse_shape_name("5x7"), solid_shape(4, 4), RING, parse_shape_name("9x9")]
)
def test_odd_shapes_round_trip_with_titles_and_every_colour(shape) -> None:
    rng = random.Random(len(shape.cells))
    for title in ("", "Class 4B · week 47 🧇", "x" * 200):
        solution = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in shape.cells)
        tiles = "".join(rng.sample(solution, len(solution)))
        colors = "".join(rng.choice("gy-") for _ in shape.cells)  # codes carry colours as given
        for own in (solution, None):
            puzzle = Puzzle(shape, tiles, colors, own, {"title": title} if title else {})
            back = read_share_code(share_code(puzzle))
            assert (back.shape, back.tiles, back.colors, back.solution) == (shape, tiles, colors, own)
            assert back.meta.get("title", "") == title.encode()[:80].decode("utf-8", "ignore")


def test_the_paste_path_reads_a_code() -> None:
    puzzle = Puzzle(solid_shape(2, 2), "ABCD", "----")
    assert parse_puzzle_text("  waffle1:BCIARDqgpEU \n") == puzzle


DAILY_SHAPE, DAILY_TILES, DAILY_SOLUTION = parse_shape_name("5x5"), "FBOUEGIULSOOMGELOEMNA", "FUGUEOLNLOOSEIBMOMEGA"
DAILY = Puzzle(DAILY_SHAPE, DAILY_TILES, color_tiles(DAILY_SHAPE, DAILY_TILES, DAILY_SOLUTION), DAILY_SOLUTION)


@pytest.mark.parametrize(
    ("mangle", "says"),
    [
        (lambda code: code.replace("waffle1:", "wafle1:"), "wafle1: is not a share code this studio knows"),
        (lambda code: "waffle1 " + code[8:], "starts with waffle1:"),
        (lambda code: code.replace("waffle1:", "waffle3:"), "version '3' is newer"),
        (lambda code: code.replace("waffle1:", "waffleX:"), "version 'X' is not a version"),
        (lambda code: code[:20] + "*" + code[21:], "character 21 of the share code, '*'"),
        (lambda code: code[:20] + ("B" if code[20] != "B" else "C") + code[21:], "damaged"),
        (lambda code: code[:-1], "cut short: a character is missing at its end"),
        (lambda code: code[:-2], "damaged"),
        (lambda code: code[:12], "too short"),
        (lambda code: code + "A", "damaged"),
        (lambda code: "waffle1:AAA", "too short"),
        (lambda code: code + "A" * 500, "at most 400 characters"),
    ],
)
def test_bad_codes_say_what_is_wrong(mangle, says) -> None:
    with pytest.raises(PuzzleError, match=re.escape(says)):
        read_share_code(mangle(share_code(DAILY)))


def test_a_well_formed_record_with_wrong_contents_is_refused() -> None:
    tiles_bits = "".join(f"{ord(t) - 65:05b}" for t in "ABCD")
    cases = [
        (
            bytes([0x04, 0x22]) + int("11111" + tiles_bits[5:] + "10101010" + "0000", 2).to_bytes(4, "big"),
            "tile 1 is not a letter",
        ),
        (bytes([0x04, 0x22]) + int(tiles_bits + "11101010" + "0000", 2).to_bytes(4, "big"), "colour 1 is not"),
        (bytes([0x0C, 0x22]) + bytes(4), "flags"),
        (bytes([0x04, 0x12]) + bytes(4), "grid is 1x2"),
        # the daily with a solution that is not its tiles' letters
        (_daily_record("FUGUEOLNLOOSEIBMOMEGZ"), "not a permutation"),
    ]
    for record, says in cases:
        with pytest.raises(PuzzleError, match=says):
            read_share_code(encoded(record))


def _daily_record(solution: str) -> bytes:
    colors = DAILY.colors
    bits = "00000001" + "0101" + "0101"
    bits += "".join(f"{ord(t) - 65:05b}" for t in DAILY.tiles)
    bits += "".join(f"{'gy-'.index(c):02b}" for c in colors)
    bits += "".join(f"{ord(t) - 65:05b}" for t in solution) + f"{10:08b}"
    bits += "0" * (-len(bits) % 8)
    return int(bits, 2).to_bytes(len(bits) // 8, "big")


def test_a_spanish_puzzle_with_enye_tiles_round_trips() -> None:
    """Ñ is the 27th tile (studio/core/alphabet.py): it fits the code's five bits a letter."""
    shape = parse_shape_name("5x5")
    rng = random.Random(27)
    solution = "".join(rng.choice("AÑOSE") for _ in shape.cells)
    tiles = "".join(rng.sample(solution, len(solution)))
    puzzle = Puzzle(shape, tiles, "-" * len(tiles), solution, {})
    back = read_share_code(share_code(puzzle))
    assert (back.tiles, back.solution) == (tiles, solution) and "Ñ" in back.tiles


def _bits_to_bytes(bits: str) -> bytes:
    bits += "0" * (-len(bits) % 8)
    return int(bits, 2).to_bytes(len(bits) // 8, "big")


def test_a_hand_worked_spanish_code_names_its_language() -> None:
    # the layout in share.py's docstring, by hand: flags 4 (solid) + 16 (a language follows),
    # 2 rows | 2 cols, A=00000 Ñ=26=11010 O=01110 S=10010, gray=10 four times, then the
    # language: its length 2 and "es" in ASCII (0x65 0x73); it is waffle2: (a language)
    tiles, colours, lang = "00000" + "11010" + "01110" + "10010", "10" * 4, "00000010" + "01100101" + "01110011"
    record = _bits_to_bytes("00010100" + "0010" + "0010" + tiles + colours + lang)
    puzzle = Puzzle(solid_shape(2, 2), "AÑOS", "----", None, {"lang": "es"})
    assert share_code(puzzle) == encoded(record, 2)
    back = read_share_code(encoded(record, 2))
    assert back == puzzle and back.lang == "es"


def test_an_old_code_reads_as_english_and_english_codes_stay_version_1() -> None:
    old = read_share_code("waffle1:BCIARDqgpEU")  # hand-worked above, made before languages
    assert old.lang == "en" and "lang" not in old.meta
    assert share_code(old).startswith("waffle1:")
    # an English puzzle in version 2 (no language flag) reads the same
    assert read_share_code(encoded(bytes([0x04, 0x22, 0x00, 0x44, 0x3A, 0xA0]), 2)) == old


@pytest.mark.parametrize("lang", ["es", "fr", "de", "en-GB"])
def test_every_language_travels_with_the_daily(lang) -> None:
    puzzle = DAILY.with_changes(meta={"title": "Día 1", "lang": lang})
    code = share_code(puzzle)
    assert code.startswith("waffle2:")
    back = read_share_code(code)
    assert back == puzzle and back.lang == lang


def test_a_language_where_it_cannot_be_is_refused() -> None:
    xx = "00000010" + "01111000" * 2  # "xx", no language
    lang_record = _bits_to_bytes("00010100" + "0010" + "0010" + "00000000010001000011" + "10" * 4 + xx)
    with pytest.raises(PuzzleError, match="flags"):  # version 1 has no language
        read_share_code(encoded(lang_record, 1))
    with pytest.raises(PuzzleError, match="language 'xx' is not one of"):
        read_share_code(encoded(lang_record, 2))


@pytest.mark.parametrize(
    "puzzle",
    [
        DAILY,
        Puzzle(solid_shape(2, 2), "ABCD", "----"),
        Puzzle(DAILY_SHAPE, DAILY_TILES, DAILY.colors, DAILY_SOLUTION, {"title": "Día 7", "lang": "es"}),
    ],
)
def test_no_single_character_change_reads_as_the_same_puzzle(puzzle) -> None:
    """Every character of a code carries bits of the record or checksum, the last one's
    unused low bits included (they must be zero): changing any one is refused, or at worst
    (Fletcher-16 cannot tell a byte 0 from 255) reads as a different puzzle."""
    code = share_code(puzzle)
    start = code.index(":") + 1
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    for at in range(start, len(code)):
        for ch in alphabet.replace(code[at], ""):
            try:
                back = read_share_code(code[:at] + ch + code[at + 1 :])
            except PuzzleError:
                continue
            assert (back.tiles, back.colors, back.solution, back.meta) != (
                puzzle.tiles,
                puzzle.colors,
                puzzle.solution,
                puzzle.meta,
            ), f"character {at + 1} changed to {ch!r} reads as the same puzzle"


def test_the_last_characters_unused_bits_must_be_zero() -> None:
    # the hand-worked code above: 8 bytes are 64 bits in 11 characters (66 bits), so the
    # last character's two low bits are padding: 'U' is 20 = 010100, 'V' .. 'X' set them
    assert read_share_code("waffle1:BCIARDqgpEU") == Puzzle(solid_shape(2, 2), "ABCD", "----")
    for last in "VWX":
        with pytest.raises(PuzzleError, match=f"its last character, '{last}', is not one a code ends with"):
            read_share_code("waffle1:BCIARDqgpE" + last)


@pytest.mark.parametrize("code", ["waffel2:BCIARDqgpEU", "wordle1:BCIARDqgpEU", "Waffel1:abc-_"])
def test_a_misspelled_prefix_is_named_as_an_unknown_code(code) -> None:
    head = code.split(":")[0]
    for read in (read_share_code, parse_puzzle_text):
        with pytest.raises(
            PuzzleError, match=re.escape(f"{head}: is not a share code this studio knows (waffle1: or waffle2:)")
        ):
            read(code)


@pytest.mark.parametrize(
    ("title", "size", "kept"),
    [
        ("x" * 80, 80, None),  # all of it fits: nothing to say
        ("x" * 81, 81, "x" * 80),
        ("é" * 41, 82, "é" * 40),  # two bytes each
        ("x" * 79 + "é", 81, "x" * 79),  # never half a character
        ("🧇" * 21, 84, "🧇" * 20),  # four bytes each
    ],
)
def test_a_title_too_long_for_a_code_is_told_with_what_the_code_keeps(title, size, kept) -> None:
    """Worked by hand from UTF-8's lengths: the code held the start of a long title and
    nothing said so (issue 30). The code still reads back, with the kept title."""
    assert MAX_TITLE == 80
    puzzle = DAILY.with_changes(meta={"title": title})
    cut = title_cut(puzzle)
    if kept is None:
        assert cut is None
        return
    assert cut is not None and cut.code == Code.TITLE_CUT
    assert (cut["size"], cut["most"], cut["kept"]) == (size, 80, kept)
    assert read_share_code(share_code(puzzle)).meta["title"] == kept
