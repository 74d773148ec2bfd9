"""Someone scripting the studio feeds every command bad input, impossible outputs and a
full folder, and reads the exit codes (exits.py, the README's table): 0 done, 1 nothing
found, 2 bad input or usage, 3 a file could not be written, 70 a bug, 130 Ctrl+C.

Each unhappy path must end with its code and one line on stderr that says what to fix,
never a traceback (the guard in conftest.py reads stderr after each story).

Oracles: the documented code of each case; the files on disk before and after; Python's
json module reading every --json line back.
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from studio import cli
from studio.cli import main
from studio.cli.exits import Exit

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "studio" / "resources" / "examples"
DAILY_JSON, DAILY_TXT = EXAMPLES / "daily-1.json", EXAMPLES / "daily-1.txt"
USAGE = "usage"  # argparse's own refusal: a usage line, then the one-line reason


@pytest.fixture
def files(tmp_path):
    """A folder of the bad (and good) inputs the cases name."""
    (tmp_path / "empty.txt").write_text("")
    (tmp_path / "nan.txt").write_text("fugue\t3\nabout\tnan\n")
    (tmp_path / "inf.txt").write_text("fugue\t1e999\n")
    (tmp_path / "deep.json").write_text("[" * 5000)
    (tmp_path / "long.json").write_text('{"format": "puzzle-studio", "version": ' + "9" * 5000 + "}")
    (tmp_path / "binary.tree").write_bytes(bytes(range(128, 256)))
    (tmp_path / "foreign.txt").write_text("hello, not a checkpoint\n")
    (tmp_path / "a-folder").mkdir()
    (tmp_path / "a-file").write_text("a file where a folder is wanted")
    (tmp_path / "answers.txt").write_text("crane\nslate\ntrace\n")
    locked = tmp_path / "locked.png"
    locked.write_bytes(b"a picture someone keeps")
    locked.chmod(0o444)
    return tmp_path


def cases(d: Path) -> list[tuple[list[str], Exit, str]]:
    """(arguments, exit code, a piece of the one-line message) for every command."""
    words = ["--words", str(d / "empty.txt")]
    lists = ["--answers", str(d / "answers.txt"), "--guesses", str(d / "answers.txt")]
    answers = [*lists, "--jobs", "1"]
    return [
        (["solve", str(d / "missing.json")], Exit.BAD_INPUT, "cannot read the file"),
        (["solve", str(d / "deep.json")], Exit.BAD_INPUT, "nested more than"),
        (["solve", str(d / "long.json")], Exit.BAD_INPUT, "digits is far too long"),
        (["solve", *words, str(DAILY_JSON)], Exit.BAD_INPUT, "no words found"),
        (["solve", "--words", str(d / "nan.txt"), str(DAILY_JSON)], Exit.BAD_INPUT, "line 2, column 7: the weight"),
        (["solve", "--words", str(d / "inf.txt"), str(DAILY_JSON)], Exit.BAD_INPUT, "not a finite number"),
        (["solve"], Exit.BAD_INPUT, USAGE),
        (["generate", "--out", str(d / "a-file")], Exit.IO_FAILURE, "is not a folder"),
        (["generate", "--out", str(d / "a-file" / "below")], Exit.IO_FAILURE, "cannot make this folder"),
        (["generate", "--count", "-1", "--out", str(d / "g")], Exit.BAD_INPUT, USAGE),
        (["generate", "--out", ""], Exit.BAD_INPUT, USAGE),
        (["generate", *words, "--out", str(d / "g")], Exit.BAD_INPUT, "no words found"),
        (["generate", "--shape", "99x", "--out", str(d / "g")], Exit.BAD_INPUT, "shape"),
        (["enumerate", "--min-freq", "-1"], Exit.BAD_INPUT, USAGE),
        (["enumerate", "--min-freq", "nan"], Exit.BAD_INPUT, USAGE),
        (
            ["enumerate", "--checkpoint", str(d / "a-folder"), "--out", str(d / "g.txt")],
            Exit.BAD_INPUT,
            "cannot read the checkpoint",
        ),
        (
            ["enumerate", "--checkpoint", str(d / "foreign.txt"), "--out", str(d / "g.txt")],
            Exit.BAD_INPUT,
            "not a checkpoint of",
        ),
        (["enumerate", "--checkpoint", str(d / "new.txt")], Exit.BAD_INPUT, "--checkpoint needs --out FILE"),
        (
            ["enumerate", "--scheduler", "8786", "--out", str(d / "g.txt")],
            Exit.BAD_INPUT,
            "give a scheduler address such as tcp://host:8786, or local",
        ),
        (["enumerate", *words], Exit.BAD_INPUT, "no words found"),
        (["export", str(DAILY_JSON), "--out", "/dev/stdout"], Exit.IO_FAILURE, "/dev/stdout"),
        (["export", str(DAILY_JSON), "--format", "pdf", "--sheet", "1", "--out", "/dev/null"], Exit.IO_FAILURE, ""),
        (["export", str(DAILY_JSON), "--out", ""], Exit.BAD_INPUT, USAGE),
        (["export", str(DAILY_JSON), "--out", str(d / "locked.png")], Exit.IO_FAILURE, "read-only"),
        (["export", str(DAILY_JSON), "--out", str(d / "a-file" / "x.png")], Exit.IO_FAILURE, "cannot write there"),
        (["export", str(DAILY_JSON), "--sheet", "2", "--format", "png", "--out", "x.pdf"], Exit.BAD_INPUT, "sheet"),
        (["export", str(d / "missing.json"), "--out", str(d / "x.png")], Exit.BAD_INPUT, "cannot read the file"),
        (["wordsets", *words], Exit.BAD_INPUT, "no words found"),
        (["wordsets", "-k", "0"], Exit.BAD_INPUT, ""),
        (["letterboxed", "solve", "AB", *words], Exit.BAD_INPUT, "no words found"),
        (["letterboxed", "solve", "A1B CDE FGH IJK"], Exit.BAD_INPUT, ""),
        (["letterboxed", "generate", "--count", "-1"], Exit.BAD_INPUT, USAGE),
        (["letterboxed", "draw", "ABC DEF GHI JKL", "--out", ""], Exit.BAD_INPUT, USAGE),
        (
            ["letterboxed", "draw", "ABC DEF GHI JKL", "--out", str(d / "a-file" / "x.png")],
            Exit.IO_FAILURE,
            "cannot write there",
        ),
        (["wordle", "suggest", "SALÉT=BYBBG"], Exit.BAD_INPUT, "GUESS=PATTERN"),
        (["wordle", "suggest", "--answers", str(d / "empty.txt")], Exit.BAD_INPUT, "no words found"),
        (["wordle", "backtest", "--opener", "ZZZZZ", *answers], Exit.BAD_INPUT, "the opener 'ZZZZZ'"),
        (["wordle", "backtest", "--opener", "AB", *answers], Exit.BAD_INPUT, "the opener 'AB'"),
        (["wordle", "backtest", "--length", "-1"], Exit.BAD_INPUT, "choose a length from 2 to 20"),
        (["wordle", "backtest", "--tree", str(d / "binary.tree"), *answers], Exit.BAD_INPUT, "not UTF-8"),
        (["wordle", "backtest", "--tree", str(d / "missing.tree"), *answers], Exit.BAD_INPUT, "cannot read"),
        (["wordle", "backtest", "--strategy", "magic", *answers], Exit.BAD_INPUT, "unknown strategy"),
        (["wordle", "review", "--answer", "crane", "slate", "zzzzz", *lists], Exit.BAD_INPUT, "ZZZZZ"),
        (["wordle", "review", "--answer", "zzzzz", "slate", *lists], Exit.BAD_INPUT, "ZZZZZ"),
        (["wordle", "review", "--answer", "crane", "slate=GGGGG", *lists], Exit.BAD_INPUT, "guess 1"),
        (["wordle", "review", "--answer", "crane", "crane", "slate", *lists], Exit.BAD_INPUT, "SLATE"),
        (
            ["wordle", "review", "--answer", "crane", "slate", "--grid", str(d / "empty.txt"), *lists],
            Exit.BAD_INPUT,
            "share grid",
        ),
        (["define"], Exit.BAD_INPUT, USAGE),
        (["define", "tr3e"], Exit.BAD_INPUT, "letters only"),
        (["define", "--lang", "fr", "maison"], Exit.NOTHING_FOUND, "no meanings for this language"),
    ]


def run(args: list[str], capfd) -> tuple[int, list[str], str]:
    """The exit code, stderr's lines and stdout of one command run in this process."""
    try:
        code = main(args)
    except SystemExit as done:  # argparse's usage errors
        code = done.code
    out, err = capfd.readouterr()  # read here, so the guard's own check is made here too
    assert "Traceback" not in err, (args, err)
    assert "Error" not in err or code == Exit.INTERNAL_ERROR, (args, err)  # a bug names its exception
    return code, [line for line in err.splitlines() if line.strip()], out


@pytest.mark.slow
def test_every_command_ends_each_unhappy_path_with_its_code_and_one_line(files, capfd, monkeypatch):
    monkeypatch.chdir(files)
    for args, expected, message in cases(files):
        code, lines, _ = run(args, capfd)
        assert code == expected, (args, code, lines)
        assert lines, args
        if message == USAGE:
            assert lines[0].startswith("usage:") and "error:" in lines[-1], (args, lines)
        else:
            assert len(lines) == 1 and lines[0].startswith("puzzle-studio: "), (args, lines)
            assert message in lines[0], (args, lines)
    assert (files / "locked.png").read_bytes() == b"a picture someone keeps"
    assert not (files / "g").exists() and sorted(p.name for p in files.iterdir() if p.name.startswith(".")) == []


def test_non_utf8_stdin_is_bad_input(capfd, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"CAT\nU\xffI\nTOE\n")))
    code, lines, _ = run(["solve", "-"], capfd)
    assert code == Exit.BAD_INPUT and lines == ["puzzle-studio: stdin: not a text file (byte 6 is not UTF-8)"]


def test_json_gives_a_record_per_file_bad_ones_included_and_goes_on(files, capfd):
    code, lines, out = run(["solve", "--json", str(DAILY_JSON), str(files / "deep.json"), str(DAILY_TXT)], capfd)
    records = [json.loads(line) for line in out.splitlines()]  # every line is JSON
    assert [r["status"] for r in records] == ["unique", "error", "unique"]
    error = records[1]["error"]  # in no language: the 51st '[' of line 1 is one level too deep
    assert (error["code"], error["most"], error["line"], error["column"]) == ("nested", 50, 1, 51)
    assert code == Exit.BAD_INPUT and len(lines) == 1
    code, _, out = run(["solve", "--json", "--words", str(files / "nan.txt"), str(DAILY_JSON)], capfd)
    assert code == Exit.BAD_INPUT and json.loads(out)["status"] == "error" and "NaN" not in out


def test_a_folder_export_gives_same_named_puzzles_distinct_pictures(files, capfd):
    code, lines, out = run(["export", str(EXAMPLES), "--format", "png", "--out", str(files / "pictures")], capfd)
    assert code == Exit.DONE and not lines
    assert sorted(p.name for p in (files / "pictures").iterdir()) == ["daily-1-json.png", "daily-1-txt.png"]
    assert out.split() == [str(files / "pictures" / n) for n in ("daily-1-json.png", "daily-1-txt.png")]


def test_a_bug_is_one_line_asking_for_a_report_and_ctrl_c_is_130(capfd, monkeypatch):
    def broken(args):
        raise RuntimeError("an invariant broke")

    # by name: it imports the module (no earlier test need have); each main() builds the parser anew
    monkeypatch.setattr("studio.cli.wordsets.run_wordsets", broken)
    code, lines, _ = run(["wordsets"], capfd)
    assert code == Exit.INTERNAL_ERROR and code != Exit.NOTHING_FOUND
    assert len(lines) == 1 and "internal error" in lines[0] and "please report" in lines[0]

    def interrupted(args):
        raise KeyboardInterrupt

    monkeypatch.setattr("studio.cli.wordsets.run_wordsets", interrupted)
    code, lines, _ = run(["wordsets"], capfd)
    assert code == Exit.INTERRUPTED == 130 and lines == []


def test_nothing_found_is_1_in_every_command_that_searches(files, capfd):
    few = files / "few.txt"
    few.write_text("crane\nslate\ncat\ncot\n")
    for args in (
        ["solve", "--words", str(few), str(DAILY_JSON)],
        ["enumerate", "--shape", "3x3", "--words", str(few)],
        ["wordsets", "--words", str(few), "-k", "2"],
        ["letterboxed", "solve", "ABC DEF GHI JKL", "--words", str(few)],
        ["wordle", "suggest", "CRANE=GGGGB", "--answers", str(few)],
    ):
        code, lines, _ = run(args, capfd)
        assert code == Exit.NOTHING_FOUND and not any(line.startswith("puzzle-studio") for line in lines), args


def test_every_command_lists_the_exit_codes_in_its_help(capfd):
    for command in cli.COMMANDS:
        code, _, out = run([command, "--help"], capfd)
        assert code == Exit.DONE and "exit codes: 0 done, 1 no solution or nothing found" in " ".join(out.split())
        for member in Exit:
            assert f" {member.value} " in " ".join(out.split()), (command, member)
