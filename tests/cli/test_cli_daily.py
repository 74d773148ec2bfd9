"""`export PUZZLES --web PAGE.html --daily START` and `results CODE...` from the command line.

Oracles: the calendar, the puzzles' own words (read from their files), and result codes
made by results.py from values chosen here (the browser's own codes are read back in
tests/render/test_daily_page.py)."""

from __future__ import annotations

import datetime as dt
import json
import re

import pytest

from studio.cli import main
from studio.core.waffle.formats import read_puzzle, save_puzzle
from studio.core.waffle.results import Result, result_code, series_tag
from studio.render.dailypage import unlock
from tests.render.test_daily_page import _entries


def _folder(tmp_path):
    folder = tmp_path / "series"
    folder.mkdir()
    for k, entry in enumerate(_entries(), 1):
        save_puzzle(entry.puzzle, folder / f"{k:02}.json")
    return folder


@pytest.mark.slow
def test_a_series_goes_on_a_daily_page_one_a_week_mondays_easiest(tmp_path, capsys) -> None:
    page = tmp_path / "class.html"
    args = ["export", str(_folder(tmp_path)), "--web", str(page), "--daily", "2026-03-02", "--series", "Class 4B"]
    assert main([*args, "--every", "week", "--ramp", "weekday", "--hints"]) == 0
    out = capsys.readouterr().out
    dates = re.findall(r"^#\d+ (\d{4}-\d\d-\d\d) Mon", out, re.M)
    assert dates == ["2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23"]
    text = page.read_text(encoding="utf-8")
    assert '"series":"Class 4B"' in text and '"hints":true' in text and '"undo":false' in text


def test_a_start_in_the_future_is_written_and_says_how_long_to_wait(tmp_path, capsys) -> None:
    start = dt.date.today() + dt.timedelta(days=10)
    page = tmp_path / "later.html"
    assert main(["export", str(_folder(tmp_path)), "--web", str(page), "--daily", start.isoformat()]) == 0
    assert "in 10 days" in capsys.readouterr().out and page.exists()


def test_a_bad_date_or_a_word_twice_is_refused_and_nothing_is_written(tmp_path, capsys) -> None:
    folder = _folder(tmp_path)
    page = tmp_path / "no.html"
    assert main(["export", str(folder), "--web", str(page), "--daily", "2026-02-30"]) == 2
    assert "YYYY-MM-DD" in capsys.readouterr().err
    save_puzzle(read_puzzle(folder / "01.json"), folder / "05.json")  # the first puzzle again: every word twice
    assert main(["export", str(folder), "--web", str(page), "--daily", "2026-03-02"]) == 2
    err = capsys.readouterr().err
    assert "01.json" in err and "05.json" in err and "CAT" in err
    assert not page.exists()


def test_results_show_everyones_stars_swaps_and_hints(capsys) -> None:
    tag = series_tag("Class 4B")
    codes = [
        result_code(Result("Zoë", tag, 3, "won", 4, 3, 1, 0)),
        result_code(Result("Ana", tag, 3, "gave up", 0, 5, 2, 1)),
    ]
    assert main(["results", *codes]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].split() == ["Ana", "1", "3", "gave", "up", "0", "5", "2", "1"]
    assert lines[2].split() == ["Zoë", "1", "3", "won", "4", "3", "1", "0"]
    assert lines[3].startswith("2 games, 1 won: 4 stars")


def test_a_bad_result_code_is_named(capsys) -> None:
    good = result_code(Result("Ana", 1, 1, "won", 5, 2, 0, 0))
    assert main(["results", good, good[:-2] + "ZZ"]) == 2
    assert "code 2" in capsys.readouterr().err


def test_an_awkward_series_name_stays_text_on_the_page(tmp_path, capsys) -> None:
    name = "</script><img src=x>"
    page = tmp_path / "awkward.html"
    assert main(["export", str(_folder(tmp_path)), "--web", str(page), "--daily", "2026-03-02", "--series", name]) == 0
    text = page.read_text(encoding="utf-8")
    assert (
        text.count("<script") == 5 and "<img" not in text
    )  # the 5 inline ones; escaped in the heading and in the JSON
    day = json.loads(re.search(r'id="daily-data" type="application/json">(.*?)</script>', text).group(1))["days"][0]  # type: ignore[union-attr]
    assert json.loads(unlock(day, "2026-03-02") or "")["title"] == f"{name} #1"
