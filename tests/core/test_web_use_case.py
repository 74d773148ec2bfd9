"""The playable web page as a use case (operations/web.py): what it leaves out, what it refuses.

Oracles: daily #1's published answer (10 swaps); a puzzle no common word solves (NO_WORDS)."""

from __future__ import annotations

import pytest

from studio.core.errors import PuzzleError
from studio.core.facts import Code
from studio.core.streams import finish
from studio.core.waffle.sheet import entries_for
from studio.operations.web import write_web
from tests.core.test_sheet_batch import DAILY_1, NO_WORDS


def test_the_page_plays_the_solved_puzzles_and_names_the_others(tmp_path):
    out = tmp_path / "set.html"
    puzzles = [("a.json", DAILY_1), ("b.json", NO_WORDS), ("c.json", DAILY_1)]
    reports: list[int] = []
    page = finish(write_web(entries_for(puzzles), out, "Week 47"), reports.append)
    assert (page.out, page.puzzles) == (out, 2)
    assert [item.name for item in page.left_out] == ["b.json"] and page.left_out[
        0
    ].reason.code is Code.NO_SOLUTION_TO_SHOW
    assert reports == [1, 2, 3]  # a report per puzzle answered
    text = out.read_text(encoding="utf-8")
    assert text.count('"fewest":10') == 2 and "<title>Puzzle 1 of 2 – Week 47 – Waffle</title>" in text


def test_a_title_no_page_can_carry_is_refused_before_any_work(tmp_path):
    def never():
        raise AssertionError("nothing is solved before the title is checked")
        yield

    with pytest.raises(PuzzleError, match="the title holds the control character U\\+000B at character 5"):
        write_web(never(), tmp_path / "x.html", "Week\x0b47")
    assert not (tmp_path / "x.html").exists()


def test_a_page_with_nothing_to_play_is_refused_naming_each_puzzle(tmp_path):
    out = tmp_path / "none.html"
    with pytest.raises(PuzzleError, match=r"none can be played: Left out 1 puzzle: b\.json \(no solution"):
        finish(write_web(entries_for([("b.json", NO_WORDS)]), out))
    assert not out.exists()
