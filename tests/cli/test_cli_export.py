"""`export` from the command line: single files, folders, sheets, and bad input."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtGui import QImage

from studio.cli import main
from studio.core.waffle.export import EXPORT_FORMATS
from studio.core.waffle.formats import read_puzzle, save_puzzle
from studio.resources import resource
from tests.conftest import pdf_page_count
from tests.core.test_sheet_batch import NO_WORDS

EXAMPLE = resource("examples/daily-1.txt")


def pages(path) -> int:
    return pdf_page_count(path)[0]


def good_and_unsolvable(tmp_path):
    """A folder of daily #1 (good.json) and a puzzle no common word solves (unsolvable.json)."""
    folder = tmp_path / "batch"
    folder.mkdir()
    save_puzzle(read_puzzle(EXAMPLE).with_changes(solution=None), folder / "good.json")
    save_puzzle(NO_WORDS, folder / "unsolvable.json")
    return folder


@pytest.mark.slow
def test_a_folder_of_generated_puzzles_becomes_one_sheet_with_answers(tmp_path, capsys):
    folder = tmp_path / "made"
    assert main(["generate", "--count", "8", "--seed", "4", "--out", str(folder)]) == 0
    out = tmp_path / "sheet.pdf"
    assert (
        main(
            [
                "export",
                str(folder),
                "--sheet",
                "4",
                "--answers",
                "--style",
                "ink",
                "--paper",
                "letter",
                "--out",
                str(out),
            ]
        )
        == 0
    )
    assert pages(out) == 4  # 8 puzzles at 4 a page, then their answers
    assert "8 puzzles on 4 pages" in capsys.readouterr().out
    assert main(["export", str(folder), "--sheet", "6", "--out", str(tmp_path / "plain.pdf")]) == 0
    assert pages(tmp_path / "plain.pdf") == 2


def written_as(path) -> str:
    """What a file is by its first bytes, whatever its name says."""
    data = path.read_bytes()
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if data.startswith(b"%PDF-"):
        return "pdf"
    if data.lstrip().startswith(b"{"):
        json.loads(data)
        return "json"
    return ET.fromstring(data).tag.rpartition("}")[2]  # "svg"


def test_the_out_files_suffix_decides_the_format(tmp_path):
    for name, kind in [("x.png", "png"), ("x.svg", "svg"), ("x.pdf", "pdf"), ("x.json", "json"), ("X.PNG", "png")]:
        out = tmp_path / name
        assert main(["export", str(EXAMPLE), "--out", str(out)]) == 0
        assert written_as(out) == kind, name
        out.unlink()
    assert main(["export", str(EXAMPLE), "--format", "svg", "--out", str(tmp_path / "x.svg")]) == 0  # they agree
    assert written_as(tmp_path / "x.svg") == "svg"
    assert main(["export", str(EXAMPLE), "--format", "png", "--out", str(tmp_path / "x.image")]) == 0  # it says
    assert written_as(tmp_path / "x.image") == "png"


def test_a_format_that_contradicts_the_file_name_is_refused(tmp_path, capsys):
    for args, name in [
        (["--format", "png", "--out", "x.pdf"], "x.pdf"),
        (["--format", "pdf", "--out", "x.png"], "x.png"),
        (["--sheet", "1", "--out", "sheet.png"], "sheet.png"),
        (["--out", "x.picture"], "x.picture"),
    ]:
        args = [str(tmp_path / arg) if arg == name else arg for arg in args]
        assert main(["export", str(EXAMPLE), *args]) == 2, args
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("puzzle-studio: ") and name in err, err
        assert not (tmp_path / name).exists()
    assert main(["export", str(EXAMPLE), "--format", "png", "--out", str(tmp_path / "x.pdf")]) == 2
    assert "name it x.png, or leave out --format" in capsys.readouterr().err


def test_help_says_what_decides_the_format(capsys):
    with pytest.raises(SystemExit):
        main(["export", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "suffix decides it" in text and "pdf unless given" in text


def test_each_puzzle_to_its_own_file_in_every_format(tmp_path):
    folder = tmp_path / "made"
    assert main(["generate", "--count", "2", "--seed", "6", "--out", str(folder)]) == 0
    for fmt in EXPORT_FORMATS:
        out = tmp_path / fmt
        assert main(["export", str(folder), "--format", fmt, "--show", "both", "--out", str(out)]) == 0
        made = sorted(out.iterdir())
        assert [p.stem for p in made] == sorted(p.stem for p in folder.iterdir())
        assert all(p.suffix == f".{fmt}" and p.stat().st_size > 0 for p in made)
    assert QImage(str(next((tmp_path / "png").iterdir()))).width() == 800
    ET.parse(next((tmp_path / "svg").iterdir()))
    one = tmp_path / "one.png"
    assert (
        main(
            [
                "export",
                str(next(folder.iterdir())),
                "--format",
                "png",
                "--size",
                "300",
                "--transparent",
                "--out",
                str(one),
            ]
        )
        == 0
    )
    image = QImage(str(one))
    assert image.width() == 300 and image.pixelColor(0, 0).alpha() == 0


def test_bad_input_names_the_file_line_and_column_and_writes_nothing(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "puzzle-studio",\n "shape": 5x5}\n')
    out = tmp_path / "sheet.pdf"
    assert main(["export", str(bad), "--sheet", "1", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "bad.json" in err and "line 2" in err and "column" in err
    assert not out.exists()
    assert main(["export", str(bad), "--sheet", "6", "--format", "png", "--out", str(out)]) == 2
    empty = tmp_path / "empty"
    empty.mkdir()
    assert main(["export", str(empty), "--sheet", "6", "--out", str(out)]) == 2
    assert "no .json or .txt puzzles" in capsys.readouterr().err


def test_an_unwritable_target_is_a_message_not_a_traceback(tmp_path, capsys):
    folder = tmp_path / "made"
    assert main(["generate", "--count", "1", "--seed", "2", "--out", str(folder)]) == 0
    target = tmp_path / "no" / "such" / "folder" / "sheet.pdf"
    assert main(["export", str(folder), "--sheet", "1", "--out", str(target)]) == 3  # an I/O failure, not bad input
    err = capsys.readouterr().err
    assert "cannot write there" in err and "Traceback" not in err


def test_a_sheet_leaves_out_an_unsolvable_puzzle_names_it_and_prints_the_rest(tmp_path, capsys):
    folder = good_and_unsolvable(tmp_path)
    out = tmp_path / "sheet.pdf"
    assert main(["export", str(folder), "--sheet", "1", "--answers", "--out", str(out)]) == 1
    captured = capsys.readouterr()
    assert "Left out 1 puzzle: unsolvable.json (no solution to print" in captured.err
    assert "1 puzzle on 2 pages" in captured.out and pages(out) == 2  # the puzzle, its answer


def test_a_web_page_and_share_codes_from_the_command_line(tmp_path, capsys):
    page = tmp_path / "play.html"
    assert main(["export", str(EXAMPLE), "--web", str(page), "--title", "Week 47"]) == 0
    text = page.read_text(encoding="utf-8")
    assert "<title>daily-1 – Week 47 – Waffle</title>" in text and '"fewest":10' in text  # its file, its set
    capsys.readouterr()
    assert main(["share", str(EXAMPLE)]) == 0
    code = capsys.readouterr().out.strip()
    assert code.startswith("waffle1:") and code in text
    assert main(["solve", code]) == 0
    assert "F U G U E" in capsys.readouterr().out
    assert main(["solve", code[:-2] + "zz"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "damaged" in err
    assert main(["export", str(EXAMPLE)]) == 2
    assert "--web PAGE.html" in capsys.readouterr().err


def test_share_says_a_title_was_cut_and_the_code_still_plays(tmp_path, capsys):
    """A 90-byte title: the code holds 80 of them, and stderr says so (issue 30)."""
    puzzle = read_puzzle(EXAMPLE)
    titled = tmp_path / "long.json"
    save_puzzle(puzzle.with_changes(meta={"title": "Week " + "4" * 85}), titled)
    assert main(["share", str(titled)]) == 0
    captured = capsys.readouterr()
    kept = f"'Week {'4' * 75}'"
    said = f"the title is 90 bytes long and a share code holds 80: the code's title is {kept}"
    assert captured.err == f"puzzle-studio: {titled}: {said}\n"
    assert main(["solve", captured.out.strip()]) == 0
    assert "F U G U E" in capsys.readouterr().out


def test_a_web_page_leaves_out_and_names_the_puzzles_with_no_solution(tmp_path, capsys):
    folder = good_and_unsolvable(tmp_path)
    page = tmp_path / "set.html"
    assert main(["export", str(folder), "--web", str(page)]) == 1
    captured = capsys.readouterr()
    assert "Left out 1 puzzle: unsolvable.json (no solution" in captured.err
    assert f"{page}: 1 puzzle to play" in captured.out
    assert page.read_text(encoding="utf-8").count('"fewest":') == 1  # daily #1 alone
    (folder / "good.json").unlink()
    lone = tmp_path / "lone.html"
    assert main(["export", str(folder), "--web", str(lone)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "none can be played" in err and "unsolvable.json (no solution" in err
    assert not lone.exists()
