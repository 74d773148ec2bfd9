"""Issue 35.5 in the window: under a German locale (and a German window) the English
daily pasted as text is solved with the English list, and the page says so."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import format_text
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import parse_shape_name
from studio.gui.main_window import MainWindow
from studio.gui.shared.i18n import install_translators
from tests.gui.conftest import WAIT_MS, wait_solved


@pytest.fixture
def german_window(qtbot, tmp_path, monkeypatch):
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    install_translators(QApplication.instance(), "de")
    win = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win.ask_save_changes = lambda *_: QMessageBox.StandardButton.Discard
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: win.waffle.default_words is not None, timeout=WAIT_MS)
    yield win
    install_translators(QApplication.instance(), "en")


@pytest.mark.slow
def test_the_english_daily_pasted_in_a_german_window_is_solved_in_english(qtbot, german_window, waffle_archive):
    page = german_window.waffle
    assert page.lang == "de"  # the locale's words to begin with
    rec = waffle_archive["daily"][11]
    shape = parse_shape_name("5x5")
    QGuiApplication.clipboard().setText(
        format_text(Puzzle(shape, rec["puzzle"], color_tiles(shape, rec["puzzle"], rec["solution"])))
    )
    german_window.paste_action.trigger()
    qtbot.waitUntil(lambda: page.lang == "en", timeout=WAIT_MS)
    wait_solved(qtbot, page)
    report = page.solve_panel.report
    assert tuple(rec["words"]) in [s.candidate.words for s in report.solved]  # the published answer
    assert report.deduction.words.name.endswith("-en")
    assert "Englisch" in page.banner.text  # said, in the window's language
    german_window.undo_action.trigger()  # the paste is still one edit
    assert page.puzzle.tiles.strip() == ""


@pytest.mark.slow
def test_a_screenshot_of_the_english_daily_read_in_a_german_window_is_solved_in_english(
    qtbot, german_window, waffle_archive, shared_data
):
    """The real game's screenshot of daily #5 (its SOURCES.md), opened as a user drops it."""
    page = german_window.waffle
    rec = waffle_archive["daily"][4]
    assert german_window.open_path(str(shared_data / "waffle" / "screenshots" / "eg1-begin.png"))
    qtbot.waitUntil(lambda: page.lang == "en", timeout=WAIT_MS)
    wait_solved(qtbot, page)
    assert [s.candidate.words for s in page.solve_panel.report.solved] == [tuple(rec["words"])]
    assert page.banner.text.count("Englisch") == 2
    assert page.banner.text.index("Englisch") > 10  # after what the reader said about the picture


@pytest.mark.slow
def test_an_opened_text_file_names_no_language_a_json_file_that_says_german_does(
    qtbot, german_window, waffle_archive, tmp_path
):
    from studio.core.waffle.formats import dumps

    page = german_window.waffle
    rec = waffle_archive["daily"][0]
    shape = parse_shape_name("5x5")
    puzzle = Puzzle(shape, rec["puzzle"], color_tiles(shape, rec["puzzle"], rec["solution"]))
    (tmp_path / "german.json").write_text(dumps(puzzle.with_changes(meta={"lang": "de"})))
    assert german_window.open_path(str(tmp_path / "german.json"))
    wait_solved(qtbot, page)
    assert page.lang == "de" and not page.solve_panel.report.solved  # it says German: German it is
    (tmp_path / "daily.txt").write_text(format_text(puzzle))
    assert german_window.open_path(str(tmp_path / "daily.txt"))
    qtbot.waitUntil(lambda: page.lang == "en", timeout=WAIT_MS)
    wait_solved(qtbot, page)
    assert [s.candidate.words for s in page.solve_panel.report.solved] == [tuple(rec["words"])]
