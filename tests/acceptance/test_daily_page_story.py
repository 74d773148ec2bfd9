"""A teacher's month, from the window: puzzles generated, put on a daily page that starts
its first day, a pupil's game on it in Chromium, and the pupil's result code pasted back into the
studio's table; a mistyped code is named and the codes pasted stay. The oracles: the
calendar, the core's swap plan for the game, and the values the pupil's game had."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QDate, Qt

from studio.core.waffle.swaps import SPARE_SWAPS, swap_plan
from studio.render.dailypage import unlock
from tests.gui.conftest import WAIT_MS
from tests.render.conftest import browser  # noqa: F401  (fixture)
from tests.render.test_daily_page import open_on  # noqa: F401  (fixture)


def _page_days(text: str) -> list[dict[str, str]]:
    found = re.search(r'<script id="daily-data" type="application/json">(.*?)</script>', text)
    assert found is not None
    return json.loads(found.group(1))["days"]


@pytest.mark.slow
def test_a_class_month_from_the_generator_to_the_results_table(qtbot, window, tmp_path, browser, open_on) -> None:  # noqa: F811
    generator = window.open_generator()
    qtbot.addWidget(generator)
    generator.batch.how_many.setValue(3)
    generator.batch.seed.setValue(5)
    qtbot.mouseClick(generator.batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: generator.batch.daily_button.isEnabled(), timeout=60_000)
    dialog = generator.batch.daily_page()
    qtbot.addWidget(dialog)
    dialog.series.setText("Class 4B")
    dialog.start_date.setDate(QDate(2026, 3, 2))
    dialog.hints.setChecked(True)
    page = tmp_path / "class.html"
    dialog.save(page)
    qtbot.waitUntil(lambda: dialog.status.text().startswith("Saved"), timeout=WAIT_MS)
    days = _page_days(page.read_text(encoding="utf-8"))
    assert [d["date"] for d in days] == ["2026-03-02", "2026-03-03", "2026-03-04"]
    first = json.loads(unlock(days[0], days[0]["date"]) or "")

    open_on(page, "2026-03-02T08:00:00Z")  # the pupil, on the first morning
    assert len(browser.find_elements("css selector", "#picker option")) == 1  # today's only
    solution = browser.execute_script("return puzzles[0].solution")
    for a, b in swap_plan(first["tiles"], solution).swaps:
        for cell in (a, b):
            browser.find_element("css selector", f'.tile[data-cell="{cell}"]').click()
    browser.find_element("id", "player-name").send_keys("Ana")
    browser.find_element("id", "make-code").click()
    code = browser.find_element("id", "result-code").get_attribute("value")

    table = dialog.open_results()  # the teacher, from the dialog's Class Results
    qtbot.addWidget(table)
    table.codes.setPlainText(f"{code}\nR-1234-5678")
    table.show_results()
    assert "code 2" in table.error.text() and code in table.codes.toPlainText()  # named; nothing typed is lost
    table.codes.setPlainText(code)
    table.show_results()
    row = [table.table.item(0, k).text() for k in range(table.table.columnCount())]
    assert row[:4] == ["Ana", "Class 4B", "1", "won"]
    assert row[4:] == [str(SPARE_SWAPS), str(first["fewest"]), "0", "0"]
