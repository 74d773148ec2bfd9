"""`fill PARTIAL`: a grid with `_` for cells to fill, printed filled in the same format
(exit 0), or "cannot be filled" naming the slot (exit 1); bad input exits 2."""

from __future__ import annotations

import io
import time

import pytest

from studio.cli import main
from studio.core.waffle.formats import parse_partial
from tests.core.test_autofill import WORDS
from tests.core.test_fill import brute_force


@pytest.fixture
def word_file(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(WORDS) + "\n")
    return str(path)


def run(tmp_path, capsys, grid: str, *options: str) -> tuple[int, str, str]:
    path = tmp_path / "partial.txt"
    path.write_text(grid)
    code = main(["fill", str(path), "--lang", "en", *options])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.slow
def test_a_fill_is_printed_in_the_same_format_keeping_the_letters(tmp_path, capsys, word_file):
    code, out, err = run(tmp_path, capsys, "B__\n_._\n__R\n", "--words", word_file)
    assert code == 0 and err == ""
    shape, letters = parse_partial(out)
    assert out.splitlines()[1][1] == "." and "_" not in out
    assert letters in brute_force(shape, WORDS) and letters[0] == "B" and letters[-1] == "R"


@pytest.mark.slow
def test_no_fill_exits_1_naming_the_slot(tmp_path, capsys, word_file):
    code, out, err = run(tmp_path, capsys, "Q__\n_._\n___\n", "--words", word_file)
    assert code == 1 and out == ""
    assert "cannot be filled at row 1 across (Q__)" in err and len(err.splitlines()) == 1


@pytest.mark.slow
def test_a_drawn_mask_fills_from_the_built_in_list(tmp_path, capsys):
    code, out, _ = run(tmp_path, capsys, "F____\n_...A\n_____\n")
    shape, letters = parse_partial(out)
    assert code == 0 and shape.kind == "custom" and letters[0] == "F" and " " not in letters


@pytest.mark.parametrize(
    ("grid", "message"),
    [("B_#\n_._\n___\n", "line 1, column 3"), ("___\n_._\n___\n\nggg\n", "line 5"), ("", "empty")],
)
def test_bad_input_exits_2_naming_where(tmp_path, capsys, grid, message):
    code, out, err = run(tmp_path, capsys, grid)
    assert code == 2 and out == "" and message in err


@pytest.mark.slow
def test_stdin_is_read_with_a_dash(monkeypatch, capsys, word_file):
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"B__\n_._\n__R\n")))
    assert main(["fill", "-", "--lang", "en", "--words", word_file]) == 0
    shape, letters = parse_partial(capsys.readouterr().out)
    assert letters in brute_force(shape, WORDS) and letters[0] == "B" and letters[-1] == "R"


@pytest.mark.slow
def test_the_classroom_word_filter_reaches_fill(tmp_path, capsys):
    """Four words make the one fill of DI_: DIE (a classroom list word, kind death), DOT,
    EAT, TAT. The default level fills it; the classroom level cannot, at row 1."""
    words = tmp_path / "four.txt"
    words.write_text("DIE\nDOT\nEAT\nTAT\n")
    code, out, _ = run(tmp_path, capsys, "DI_\n_._\n___\n", "--words", str(words))
    assert code == 0 and out.splitlines()[0].replace(" ", "") == "DIE"
    code, out, err = run(tmp_path, capsys, "DI_\n_._\n___\n", "--words", str(words), "--word-filter", "classroom")
    assert code == 1 and "cannot be filled at row 1" in err


def test_familiar_fills_the_grid_whose_rarest_word_is_commonest(tmp_path, capsys):
    """Hand-worked 3x3: ABC (Zipf 6) leads the best-ranked fill, but it needs AYD (Zipf 1);
    GPH, GQI, HRJ and ISJ (each 3) make the fill whose rarest word is the commonest."""
    words = tmp_path / "words.txt"
    words.write_text("ABC\t6\nAYD\t1\nCXE\t5\nDZE\t5\nGPH\t3\nGQI\t3\nHRJ\t3\nISJ\t3\n")
    code, out, _ = run(tmp_path, capsys, "___\n_._\n___\n", "--words", str(words))
    assert code == 0 and "ABC" in out
    code, out, _ = run(tmp_path, capsys, "___\n_._\n___\n", "--words", str(words), "--familiar", "--budget", "30")
    shape, letters = parse_partial(out)
    assert code == 0 and sorted(shape.words(letters)) == ["GPH", "GQI", "HRJ", "ISJ"]
    code, out, err = run(tmp_path, capsys, "Z__\n_._\n___\n", "--words", str(words), "--familiar")
    assert code == 1 and out == "" and "row 1 across" in err


@pytest.mark.slow
@pytest.mark.parametrize("rows", [["_" * 15] * 15, ["_" * 15 if r % 2 == 0 else "_." * 7 + "_" for r in range(15)]])
def test_the_largest_blank_grids_give_up_after_the_seconds_given(tmp_path, capsys, rows):
    """A 15x15 solid grid of blanks (the largest shape) has no fill and its search never
    ended; a 15x15 waffle's neither (issue 30). Both stop when told, exit 1, and say why.
    The margin is wide: setting up the 15x15 solid search takes about 5 s here."""
    start = time.monotonic()
    code, out, err = run(tmp_path, capsys, "\n".join(rows) + "\n", "--seconds", "1")
    assert time.monotonic() - start < 60
    assert code == 1 and out == ""
    said = "no fill found in 1 s, the most a fill may search: type some letters first, or give it longer (--seconds)"
    assert err == f"puzzle-studio: {tmp_path / 'partial.txt'}: {said}\n"
