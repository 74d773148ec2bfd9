"""Your own daily Waffle in a real browser (Chromium through Selenium), on several days.

The page is the real one: the reader's date comes from the browser's clock, which the
tests set from outside, as a reader's computer would have it: CDP's
Emulation.setTimezoneOverride for the zone, and a Date shifted to the day wanted, injected
before the page's own script runs (Page.addScriptToEvaluateOnNewDocument). The page has no
test switch. The oracles: hand-made 3x3 series (each one swap from solved, so the swap to
win is known), the calendar, and core/waffle/results.py reading the result codes back.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import time
from pathlib import Path

import pytest

from studio.core.waffle.colors import color_tiles
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.results import read_result_code, series_tag
from studio.core.waffle.series import schedule
from studio.core.waffle.shape import waffle_shape
from studio.core.waffle.sheet import entry_for
from studio.core.waffle.swaps import SPARE_SWAPS, swap_plan
from studio.render.dailypage import DailyOptions, unlock, write_daily_page

# 3x3 waffles: row 1, row 3 across; column 1, column 3 down. No word twice.
SOLUTIONS = ("CATAOBEE", "SUNEOART", "HOTEONAP", "MAPUIDOG")  # CAT BEE CAB TOE, SUN ART SEA NOT, ...
CYCLE = (0, 2, 6)  # each puzzle's tiles: the solution with these cells' letters moved round (two swaps from solved)
START = dt.date(2026, 3, 2)  # a Monday
ZONE = "Europe/Paris"  # UTC+1 in March


def _entries():
    shape = waffle_shape(3, 3)
    out = []
    for solution in SOLUTIONS:
        text = _tiles(solution)
        out.append(entry_for(solution, Puzzle(shape, text, color_tiles(shape, text, solution), solution)))
    return out


def _tiles(solution: str) -> str:
    tiles = list(solution)
    for a, b in zip(CYCLE, CYCLE[1:] + CYCLE[:1]):
        tiles[a] = solution[b]
    return "".join(tiles)


def _page(tmp_path: Path, series: str, start: dt.date = START, **choices: bool) -> Path:
    entries = _entries()
    days = schedule([0.0] * len(entries), start, "day", "given")
    path = tmp_path / "daily.html"
    write_daily_page(entries, days, DailyOptions(series=series, **choices), path)
    return path


SHIFT = """(() => {
  const offset = Date.parse(%s) - Date.now(), Real = Date;
  class Shifted extends Real {
    constructor(...args) { if (args.length) super(...args); else super(Real.now() + offset); }
    static now() { return Real.now() + offset; }
  }
  globalThis.Date = Shifted;
})();"""


@pytest.fixture
def open_on(browser):
    """open_on(page, "2026-03-04T12:00:00Z"): the page loaded with the browser's clock at that
    instant, in Paris; waits for the page to open its days."""
    browser.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": ZONE})
    shims: list[str] = []

    def load(page: Path, instant: str) -> None:
        for shim in shims:
            browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": shim})
        shims[:] = [
            browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": SHIFT % json.dumps(instant)})[
                "identifier"
            ]
        ]
        browser.get(page.as_uri())
        deadline = time.monotonic() + 30  # generous: the page opens each day with WebCrypto
        while not browser.execute_script("return document.body.dataset.ready") and time.monotonic() < deadline:
            time.sleep(0.05)
        assert browser.execute_script("return document.body.dataset.ready") == "true"

    yield load
    for shim in shims:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": shim})


def _shown(browser) -> tuple[int, str]:
    """The day shown (its number) and the letters on its board, in cell order."""
    subtitle = browser.find_element("id", "subtitle").text
    number = int(re.search(r"#(\d+)", subtitle).group(1))  # type: ignore[union-attr]
    tiles = sorted(browser.find_elements("css selector", ".tile"), key=lambda t: int(t.get_attribute("data-cell")))
    return number, "".join(t.text for t in tiles)


def _days_reachable(browser) -> list[str]:
    return [o.text for o in browser.find_elements("css selector", "#picker option")]


def _swap(browser, a: int, b: int) -> None:
    for cell in (a, b):
        browser.find_element("css selector", f'.tile[data-cell="{cell}"]').click()


def _win(browser) -> None:
    """The fewest swaps, by the core's swap plan for the day shown."""
    number, letters = _shown(browser)
    for a, b in swap_plan(letters, SOLUTIONS[number - 1]).swaps:
        _swap(browser, a, b)


def _stat(browser, name: str) -> int:
    return int(browser.find_element("id", f"stat-{name}").text)


@pytest.mark.slow
def test_each_day_shows_its_own_puzzle_and_no_later_one(browser, open_on, tmp_path: Path) -> None:
    page = _page(tmp_path, "each day")
    for instant, today in (
        ("2026-03-02T09:00:00Z", 1),
        ("2026-03-04T12:00:00Z", 3),
        ("2026-03-03T23:30:00Z", 3),  # still the 3rd in UTC, but past midnight in Paris: the reader's date
        ("2026-03-20T12:00:00Z", 4),  # after the series: the last day, and the archive
    ):
        open_on(page, instant)
        number, letters = _shown(browser)
        assert number == today
        assert sorted(letters) == sorted(SOLUTIONS[today - 1])
        assert len(_days_reachable(browser)) == today
        assert browser.execute_script("return puzzles.length") == today
    assert browser.get_log("browser") == []


def test_a_later_day_is_not_in_the_source_and_only_its_date_opens_it(tmp_path: Path) -> None:
    page = _page(tmp_path, "locked")
    text = page.read_text(encoding="utf-8")
    days = json.loads(re.search(r'<script id="daily-data" type="application/json">(.*?)</script>', text).group(1))  # type: ignore[union-attr]
    assert [d["date"] for d in days["days"]] == ["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05"]
    for solution in SOLUTIONS:  # neither the tiles nor the solution, in any case
        assert solution not in text.upper() and _tiles(solution) not in text.upper()
    last = days["days"][3]
    assert unlock(last, "2026-03-04") is None  # the day before's key does not open it
    assert json.loads(unlock(last, "2026-03-05") or "")["title"] == "locked #4"


@pytest.mark.slow
def test_a_start_date_in_the_future_shows_only_when_it_comes(browser, open_on, tmp_path: Path) -> None:
    page = _page(tmp_path, "not yet")
    open_on(page, "2026-03-01T12:00:00Z")
    assert "2026-03-02" in browser.find_element("id", "daily-note").text
    assert not browser.find_element("id", "board").is_displayed()
    assert browser.execute_script("return puzzles.length") == 0
    assert _days_reachable(browser) == []
    assert browser.get_log("browser") == []


@pytest.mark.slow
def test_a_reload_keeps_progress_and_a_won_day_stays_won(browser, open_on, tmp_path: Path) -> None:
    page = _page(tmp_path, "reloads")
    open_on(page, "2026-03-03T12:00:00Z")
    _swap(browser, 0, 2)  # one of the three tiles to its place
    moved = _shown(browser)
    assert moved[1] != _tiles(SOLUTIONS[1]) and browser.find_element("id", "swaps-used").text == "1"
    open_on(page, "2026-03-03T18:00:00Z")
    assert _shown(browser) == moved and browser.find_element("id", "swaps-used").text == "1"
    _win(browser)  # the one swap left
    stars = SPARE_SWAPS  # the fewest is 2, and 2 swaps made, one before the reload
    assert browser.find_element("id", "stars").get_attribute("data-stars") == str(stars)
    open_on(page, "2026-03-03T20:00:00Z")
    assert browser.find_element("id", "stars").get_attribute("data-stars") == str(stars)
    assert (_stat(browser, "played"), _stat(browser, "won"), _stat(browser, "stars")) == (1, 100, stars)
    assert browser.get_log("browser") == []


@pytest.mark.slow
def test_a_missed_day_breaks_the_streak(browser, open_on, tmp_path: Path) -> None:
    page = _page(tmp_path, "my series")
    open_on(page, "2026-03-02T12:00:00Z")
    _win(browser)
    open_on(page, "2026-03-03T12:00:00Z")
    _win(browser)
    assert _stat(browser, "streak") == 2
    open_on(page, "2026-03-04T12:00:00Z")
    assert _stat(browser, "streak") == 2  # today is not over: unplayed, it breaks nothing yet
    open_on(page, "2026-03-05T12:00:00Z")  # the 4th was missed
    assert _stat(browser, "streak") == 0
    _win(browser)
    assert (_stat(browser, "streak"), _stat(browser, "best")) == (1, 2)
    share = browser.find_element("id", "share-line").get_attribute("value")
    assert share == f"#myseries 4 {SPARE_SWAPS}/{SPARE_SWAPS} {'⭐' * SPARE_SWAPS} streak: 1"
    assert browser.get_log("browser") == []


@pytest.mark.slow
def test_the_result_code_reads_back_in_the_studio(browser, open_on, tmp_path: Path) -> None:
    page = _page(tmp_path, "Class 4B", hints=True, undo=True)
    open_on(page, "2026-03-03T12:00:00Z")
    browser.find_element("id", "hint").click()
    hinted = [int(t.get_attribute("data-cell")) for t in browser.find_elements("css selector", ".tile.hinted")]
    assert len(hinted) == 2 and set(hinted) <= set(CYCLE)
    _swap(browser, *hinted)
    assert sum(a == b for a, b in zip(_shown(browser)[1], SOLUTIONS[1])) == 6  # the hint put one more in place
    browser.find_element("id", "undo").click()  # takes the swap back, and its count
    assert browser.find_element("id", "swaps-used").text == "0"
    _win(browser)
    browser.find_element("id", "player-name").send_keys("Zoë")
    browser.find_element("id", "make-code").click()
    code = browser.find_element("id", "result-code").get_attribute("value")
    result = read_result_code(code)
    assert (result.name, result.tag, result.day, result.outcome) == ("Zoë", series_tag("Class 4B"), 2, "won")
    assert (result.stars, result.swaps, result.hints, result.undos) == (SPARE_SWAPS, 2, 1, 1)
    assert browser.get_log("browser") == []
