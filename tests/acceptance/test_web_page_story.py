"""A designer shares a puzzle with people who have no studio: a share code, and a web page
of one puzzle or of a whole set. Unhappy paths: a damaged code pasted, a page written where
it cannot be, an empty puzzle shared.

Oracles: daily #1's published answer (FUGUE ... 10 swaps); the page is read back as text.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication

from studio.core.waffle.formats import format_text, read_puzzle, save_puzzle
from studio.resources import resource
from tests.gui.conftest import WAIT_MS

EXAMPLE = resource("examples/daily-1.txt")


def test_share_a_code_and_a_web_page_from_the_window(qtbot, window, tmp_path):
    window.copy_share_code()  # the empty grid: nothing to share
    assert "to share first" in window.waffle.banner.text
    assert window.open_path(EXAMPLE)
    qtbot.waitUntil(lambda: window.waffle.solver.report is not None, timeout=WAIT_MS)
    window.copy_share_code()
    code = QGuiApplication.clipboard().text()
    assert code.startswith("waffle1:") and "\n" not in code

    before = window.waffle.puzzle
    assert not window.waffle.paste_text(code[:-3] + "zzz")  # damaged: the grid stays
    assert "damaged" in window.waffle.banner.text and window.waffle.puzzle == before
    window.waffle.new_puzzle(before.shape)
    assert window.waffle.paste_text(code)
    pasted = window.waffle.puzzle
    assert (pasted.tiles, pasted.colors) == (before.tiles, before.colors)
    assert pasted.solution == "FUGUEOLNLOOSEIBMOMEGA"  # the code carried the solution the studio found

    page = tmp_path / "daily.html"
    window.waffle.write_web(page)
    qtbot.waitUntil(lambda: page.exists(), timeout=WAIT_MS)
    text = page.read_text(encoding="utf-8")
    assert "FUGUEOLNLOOSEIBMOMEGA" not in text and '"sealed":' in text and '"fewest":10' in text
    window.waffle.write_web(tmp_path / "no such folder" / "x.html")
    qtbot.waitUntil(lambda: "Could not make the web page" in window.waffle.banner.text, timeout=WAIT_MS)
    assert "cannot write there" in window.waffle.banner.text


def test_a_set_from_the_sheet_dialog_becomes_one_page(qtbot, window, tmp_path):
    daily = read_puzzle(EXAMPLE).with_changes(solution=None)
    for n in (1, 2):
        save_puzzle(daily.with_changes(meta={"title": f"Week {n}"}), tmp_path / f"week-{n}.json")
    (tmp_path / "week-3.txt").write_text(format_text(daily))
    dialog = window.open_sheet()
    qtbot.addWidget(dialog)
    dialog.add_paths([str(tmp_path)])
    qtbot.waitUntil(lambda: dialog.web_button.isEnabled(), timeout=WAIT_MS)
    dialog.title.setText("Class 4B")
    page = tmp_path / "set.html"
    dialog.save_web(page)
    qtbot.waitUntil(lambda: "Saved set.html" in dialog.message.text(), timeout=WAIT_MS)
    text = page.read_text(encoding="utf-8")
    assert "<title>Week 1 – Class 4B – Waffle</title>" in text  # the first puzzle shown, and the set
    assert text.count('"fewest":10') == 3 and '"title":"Week 2"' in text
