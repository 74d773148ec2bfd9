"""`export PUZZLES --book BOOK.pdf` and its unhappy paths (issue 38, point 3): a folder that
cannot be written to (exit 3, no file), the user's umask kept, a puzzle without a solution
left out and named, a book with none refused naming it.

Oracles: the exit codes' table (cli/exits.py), the file system, poppler counting pages."""

from __future__ import annotations

import os
import stat

import pytest

from studio.cli import main
from tests.cli.test_cli_export import EXAMPLE, good_and_unsolvable, pages


@pytest.mark.slow
def test_a_book_from_the_command_line_has_title_contents_puzzle_and_answer_pages(tmp_path, capsys):
    out = tmp_path / "book.pdf"
    old = os.umask(0o027)
    try:
        code = main(["export", str(EXAMPLE), "--book", str(out), "--trim", "a5", "--bleed", "--title", "Days"])
    finally:
        os.umask(old)
    assert code == 0
    assert pages(out) == 1 + 1 + 1 + 1  # title, contents, the puzzle, its answer
    assert f"{out}: 1 puzzle on 4 pages" in capsys.readouterr().out
    assert stat.S_IMODE(out.stat().st_mode) == 0o640  # the umask's, as any file the user makes
    assert [p.name for p in tmp_path.iterdir()] == ["book.pdf"]  # no temporary file left


def test_an_unwritable_folder_is_exit_3_and_no_file(tmp_path, capsys):
    target = tmp_path / "no" / "such" / "folder" / "book.pdf"
    assert main(["export", str(EXAMPLE), "--book", str(target)]) == 3
    err = capsys.readouterr().err
    assert "cannot write there" in err and "Traceback" not in err
    assert not (tmp_path / "no").exists()
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("x")
    assert main(["export", str(EXAMPLE), "--book", str(blocked / "book.pdf")]) == 3


@pytest.mark.slow
def test_a_puzzle_without_a_solution_is_left_out_and_named(tmp_path, capsys):
    folder = good_and_unsolvable(tmp_path)
    out = tmp_path / "book.pdf"
    assert main(["export", str(folder), "--book", str(out), "--trim", "8.5x11"]) == 1
    captured = capsys.readouterr()
    assert "Left out 1 puzzle: unsolvable.json (no solution to print" in captured.err
    assert pages(out) == 4  # the good one alone
    (folder / "good.json").unlink()
    lone = tmp_path / "lone.pdf"
    assert main(["export", str(folder), "--book", str(lone)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unsolvable.json (no solution" in err
    assert not lone.exists()


def test_one_output_at_a_time_and_a_book_is_a_pdf(tmp_path, capsys):
    assert main(["export", str(EXAMPLE), "--book", str(tmp_path / "b.pdf"), "--out", str(tmp_path / "x.pdf")]) == 2
    assert "--book BOOK.pdf" in capsys.readouterr().err
    assert main(["export", str(EXAMPLE), "--book", str(tmp_path / "b.png")]) == 2
    assert not any(tmp_path.iterdir())
