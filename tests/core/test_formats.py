"""JSON and paste formats: exact round trips, errors with line and column, fuzzing."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studio.core.errors import PuzzleError
from studio.core.waffle.formats import dumps, format_text, loads, parse_text, read_puzzle, save_puzzle
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import shape_from_mask, solid_shape, waffle_shape

DAILY_1 = """FBOUE
G.I.U
LSOOM
G.E.L
OEMNA

g--gg
-.-.-
gygyy
-.y.-
gyy-g
"""


def test_paste_reads_the_archive_layout():
    puzzle = parse_text(DAILY_1)
    assert puzzle.shape == waffle_shape(5, 5)
    assert puzzle.tiles == "FBOUEGIULSOOMGELOEMNA"  # daily #1, archive layout
    assert puzzle.colors == "g--gg---gygyy-y-gyy-g"


def test_emoji_colours_as_players_copy_them():
    emoji = (
        DAILY_1.split("\n\n")[0]
        + "\n\n"
        + "\n".join(["🟩⬜⬜🟩🟩", "⬜⬜⬜", "🟩🟨🟩🟨🟨", "⬜🟨⬜", "🟩🟨🟨⬛🟩"])
        + "\n"
    )
    assert parse_text(emoji).colors == parse_text(DAILY_1).colors


def test_holes_may_be_spaces_and_line_endings_may_be_crlf():
    spaced = DAILY_1.replace("G.I.U", "G I U").replace("\n", "\r\n")
    assert parse_text(spaced) == parse_text(DAILY_1)


@pytest.mark.parametrize(
    "shape",
    [
        waffle_shape(3, 3),
        waffle_shape(5, 7),
        solid_shape(4, 4),
        shape_from_mask(((False, True, False), (True, True, True), (False, True, False))),
    ],
)
def test_json_and_text_round_trip_exactly_for_every_shape(shape):
    n = len(shape.cells)
    letters = "".join(chr(65 + (i * 7) % 26) for i in range(n))
    puzzle = Puzzle(
        shape,
        letters,
        ("gy-" * n)[:n],
        letters[::-1],
        {"title": "T", "author": "A", "policy": "game", "custom_key": [1, 2]},
    )
    text = dumps(puzzle)
    again = loads(text)
    assert again == puzzle
    assert dumps(again) == text
    assert parse_text(format_text(puzzle)).tiles == puzzle.tiles


def test_unknown_keys_are_kept_in_order():
    data = json.loads(dumps(parse_text(DAILY_1)))
    data["zzz"] = {"kept": True}
    data["aaa"] = 1
    text = json.dumps(data, indent=2) + "\n"
    assert list(json.loads(dumps(loads(text)))) == list(data)


def test_newer_version_is_refused_clearly():
    data = json.loads(dumps(parse_text(DAILY_1)))
    data["version"] = 2
    with pytest.raises(PuzzleError, match="newer than this Puzzle Studio reads"):
        loads(json.dumps(data))
    data["version"] = "\n"  # the fuzz found it: a version that is no number was called newer, on two lines
    with pytest.raises(PuzzleError, match=r"the version '\\n' is not a whole number"):
        loads(json.dumps(data))


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("FAM\nO.U\nRTS\n\nggg\ng.g\ngzg\n", 7, 2, "not a colour"),
        ("FAM\nO1U\nRTS\n\nggg\ng.g\nggg\n", 2, 2, "not a letter"),
        ("FAM\nO.U\nRTS\n\nggg\ng.g\ngg\n", 7, None, "2 colours"),
        ("FAM\nO.U\nRTS\n\nggg\ng.g\n", 5, None, "2 rows"),
        ("FAM\nO.U\nRTS\n", 3, None, "no colour grid"),  # the last line the user sees, not the empty one after
        ("FBOUE\nG.I.U\n", 2, None, "no colour grid"),  # the walk's two-line paste was said to fail at line 3
        ("FA.\n...\n..S\n\ngg.\n...\n..g\n", 1, None, "not a puzzle shape"),
    ],
)
def test_paste_errors_name_the_line_and_column(text, line, column, words):
    with pytest.raises(PuzzleError, match=words) as err:
        parse_text(text)
    assert err.value.line == line
    if column:
        assert err.value.column == column


def test_json_errors_point_into_the_file():
    with pytest.raises(PuzzleError) as err:
        loads('{\n  "format": "puzzle-studio",\n  "tiles": [\n}')
    assert err.value.line == 4
    data = json.loads(dumps(parse_text(DAILY_1)))
    data["tiles"][2] = "RT5AE"
    with pytest.raises(PuzzleError, match="row 3, column 3") as err:
        loads(json.dumps(data, indent=2))
    assert err.value.line == json.dumps(data, indent=2).splitlines().index('  "tiles": [') + 1


def test_empty_and_huge_inputs(tmp_path):
    with pytest.raises(PuzzleError, match="empty"):
        parse_text("  \n\n")
    big = tmp_path / "big.txt"
    big.write_text("A" * 10_000_000)
    with pytest.raises(PuzzleError, match="too large"):
        read_puzzle(big)


def test_save_is_atomic_and_leaves_no_temporary_files(tmp_path):
    target = tmp_path / "p.json"
    puzzle = parse_text(DAILY_1)
    save_puzzle(puzzle, target)
    save_puzzle(puzzle.with_changes(meta={"title": "again"}), target)
    assert [p.name for p in tmp_path.iterdir()] == ["p.json"]
    assert read_puzzle(target).meta["title"] == "again"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list('ABCxyz.g-y 🟩🟨⬜\n\t{}[]":,1')), max_size=120))
def test_paste_parser_fuzz_only_raises_puzzle_errors(text):
    try:
        parse_text(text)
    except PuzzleError as err:
        assert str(err) and "\n" not in str(err)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=8),
        lambda kids: (
            st.lists(kids, max_size=5)
            | st.dictionaries(
                st.sampled_from(
                    [
                        "format",
                        "version",
                        "kind",
                        "shape",
                        "tiles",
                        "colors",
                        "solution",
                        "rows",
                        "cols",
                        "type",
                        "mask",
                    ]
                ),
                kids,
                max_size=6,
            )
        ),
        max_leaves=20,
    )
)
def test_json_parser_fuzz_only_raises_puzzle_errors(data):
    try:
        loads(json.dumps(data))
    except PuzzleError as err:
        assert str(err) and "\n" not in str(err)


def waffle_text(rows: int, cols: int) -> str:
    letters = ["".join("." if r % 2 and c % 2 else "A" for c in range(cols)) for r in range(rows)]
    return "\n".join(letters) + "\n\n" + "\n".join(row.replace("A", "g") for row in letters) + "\n"


def test_a_paste_past_the_grid_cap_names_the_first_line_or_column_too_many():
    with pytest.raises(PuzzleError, match="far too large for a puzzle"):
        parse_text(waffle_text(499, 499))  # a real paste that froze the window: 499,001 characters
    with pytest.raises(PuzzleError, match="41 rows; a puzzle has at most 15") as err:
        parse_text(waffle_text(41, 41))
    assert err.value.line == 16
    with pytest.raises(PuzzleError, match="21 characters wide; a puzzle has at most 15") as err:
        parse_text(waffle_text(5, 21))
    assert (err.value.line, err.value.column) == (1, 16)
    assert parse_text(waffle_text(15, 15)).shape == waffle_shape(15, 15)


def test_text_past_the_length_cap_is_refused_before_parsing():
    with pytest.raises(PuzzleError, match="100,001 characters, far too large for a puzzle"):
        parse_text("A" * 100_001)
    with pytest.raises(PuzzleError, match="100,001 characters, far too large for a puzzle"):
        loads("{" + " " * 100_000)


def test_deeply_nested_json_is_a_puzzle_error_at_the_first_level_too_deep():
    text = '{"a":' * 5000 + "1" + "}" * 5000
    with pytest.raises(PuzzleError, match="nested more than 50 levels deep") as err:
        loads(text, "deep.json")
    assert (err.value.line, err.value.column) == (1, 5 * 50 + 1)  # the 51st '{'
    data = json.loads(dumps(parse_text(DAILY_1)))
    data["notes"] = "[{" * 500 + '\\"' + "{" * 100  # brackets in a string are text
    assert loads(json.dumps(data)).meta["notes"] == data["notes"]


def test_a_huge_number_is_a_puzzle_error_where_it_stands():
    head = '{"format": "puzzle-studio",\n "version": '
    with pytest.raises(PuzzleError, match="5,000 digits") as err:
        loads(head + "9" * 5000 + "}")
    assert (err.value.line, err.value.column) == (2, len(' "version": ') + 1)


def test_a_file_whose_size_reads_zero_is_read_no_further_than_the_limit(tmp_path):
    """/dev/zero, a pipe: the file system says 0 bytes, and they never end."""
    with pytest.raises(PuzzleError, match="more than 100,000 bytes, far too large for a puzzle"):
        read_puzzle("/dev/zero")
