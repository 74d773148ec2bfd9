"""The daily page's dialogs without a browser: a series' name that cannot be, the page
written (opened again with its first date's key), and result codes made by results.py
from values chosen here, in the class's table."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QDate

from studio.core.waffle.results import Result, result_code, series_tag
from studio.gui.waffle.daily_dialog import DailyDialog, ResultsDialog
from studio.render.dailypage import unlock
from tests.gui.conftest import WAIT_MS
from tests.render.test_daily_page import SOLUTIONS, _entries


def _dialog(qtbot) -> DailyDialog:
    dialog = DailyDialog([(e.name, e.puzzle) for e in _entries()], None)
    qtbot.addWidget(dialog)
    return dialog


def test_an_empty_series_name_is_said_and_nothing_is_written(qtbot, tmp_path) -> None:
    dialog = _dialog(qtbot)
    dialog.series.setText("  ")
    dialog.save(tmp_path / "x.html")
    assert "name" in dialog.status.text() and not (tmp_path / "x.html").exists()


@pytest.mark.slow
def test_a_weekly_page_starts_on_the_day_chosen(qtbot, tmp_path) -> None:
    dialog = _dialog(qtbot)
    dialog.start_date.setDate(QDate(2026, 3, 2))
    dialog.every.setCurrentIndex(1)  # every week
    dialog.ramp.setCurrentIndex(2)  # in the order shown
    page = tmp_path / "weekly.html"
    dialog.save(page)
    qtbot.waitUntil(lambda: dialog.status.text().startswith("Saved"), timeout=WAIT_MS)
    found = re.search(r'<script id="daily-data" type="application/json">(.*?)</script>', page.read_text("utf-8"))
    days = json.loads(found.group(1))["days"]  # type: ignore[union-attr]
    assert [d["date"] for d in days] == ["2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23"]
    assert sorted(json.loads(unlock(days[1], "2026-03-09") or "")["tiles"]) == sorted(SOLUTIONS[1])


def test_the_class_table_and_a_mistyped_code(qtbot) -> None:
    dialog = ResultsDialog()
    qtbot.addWidget(dialog)
    codes = [
        result_code(Result("Zoë", 7, 2, "won", 3, 4, 1, 0)),
        result_code(Result("Ana", 7, 2, "gave up", 0, 6, 2, 0)),
    ]
    mistyped = codes[0][:-1] + ("A" if codes[0][-1] != "A" else "B")
    dialog.codes.setPlainText(f"{codes[1]}\n{mistyped}")
    dialog.show_results()
    assert "code 2" in dialog.error.text() and dialog.codes.toPlainText() == f"{codes[1]}\n{mistyped}"
    dialog.codes.setPlainText("\n".join(codes))
    dialog.show_results()
    rows = [[dialog.table.item(r, c).text() for c in range(8)] for r in range(dialog.table.rowCount())]
    assert rows == [
        ["Ana", "1", "2", "gave up", "0", "6", "2", "0"],
        ["Zoë", "1", "2", "won", "3", "4", "1", "0"],
    ]  # tag 7 is no series the dialog knows: numbered, not "0007"
    assert dialog.error.text() == "" and dialog.summary.text().startswith("2 games, 1 won")


def test_the_class_table_names_the_series_the_daily_dialog_names(qtbot) -> None:
    daily = _dialog(qtbot)
    daily.series.setText("Class 4B")
    dialog = daily.open_results()
    qtbot.addWidget(dialog)
    codes = [  # 0x04D2 (1234) is no name's: "04d2" was what the table said
        result_code(Result("Ana", 0x04D2, 1, "won", 3, 4, 1, 0)),
        result_code(Result("Ben", series_tag("Class 4B"), 1, "won", 2, 5, 0, 0)),
        result_code(Result("Cy", 0x04D3, 1, "won", 2, 5, 0, 0)),
    ]
    dialog.codes.setPlainText("\n".join(codes))
    dialog.show_results()
    assert [dialog.table.item(r, 1).text() for r in range(3)] == ["1", "Class 4B", "2"]
