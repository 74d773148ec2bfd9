"""Dialogs open at least as big as their content asks, within the screen (issue 23: the
Export dialog's preview footer was cut), with nothing outside their edges and no label,
check box or button narrower than its text. The scale-2
screens are covered for the window in test_window_fit.py; fit_to_screen bounds both alike."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog

from studio.gui.shared.sizing import SCREEN_SHARE
from tests.gui.conftest import WAIT_MS
from tests.gui.test_window_fit import GERMAN_CASES, run_window
from tests.gui.window_fit import clipped_text, commands, out_of_view, overflowing, sideways

EXAMPLE = Path(__file__).resolve().parents[2] / "studio" / "resources" / "examples" / "daily-1.txt"


def check_fits(dialog: QDialog) -> None:
    QApplication.processEvents()  # a scroll bar shown before its view is laid out again
    room = dialog.screen().availableGeometry().size() * SCREEN_SHARE
    wanted = dialog.sizeHint().boundedTo(room)
    assert dialog.width() >= wanted.width() and dialog.height() >= wanted.height(), (
        type(dialog).__name__,
        dialog.size(),
        wanted,
    )
    assert overflowing(dialog) == []
    assert clipped_text(dialog) == [], type(dialog).__name__
    assert sideways(dialog) == [], type(dialog).__name__
    assert [b for b in commands(dialog) if out_of_view(b, dialog)] == [], type(dialog).__name__


@pytest.mark.slow
def test_the_waffle_dialogs_fit_their_content(qtbot, window):
    assert window.open_path(EXAMPLE)
    export = window.open_export()
    qtbot.addWidget(export)
    qtbot.waitUntil(lambda: export.export_button.isEnabled(), timeout=WAIT_MS)
    qtbot.waitUntil(
        lambda: export.preview.pixmap() is not None and not export.preview.pixmap().isNull(), timeout=WAIT_MS
    )
    check_fits(export)
    sheet = window.open_sheet()
    qtbot.addWidget(sheet)
    check_fits(sheet)
    generator = window.open_generator()
    check_fits(generator)
    window.waffle.edit_word_lists()
    lists = window.waffle.findChildren(QDialog)[-1]
    qtbot.waitUntil(lists.isVisible, timeout=WAIT_MS)
    check_fits(lists)
    from studio.gui.waffle.new_dialog import NewPuzzleDialog

    new = NewPuzzleDialog(window)
    qtbot.addWidget(new)
    new.show()
    check_fits(new)
    for dialog in (window.show_guide(), window.show_shortcuts(), window.about()):
        qtbot.waitUntil(dialog.isVisible, timeout=WAIT_MS)
        check_fits(dialog)


@pytest.mark.slow
@pytest.mark.parametrize(("width", "height", "scale"), GERMAN_CASES)
def test_the_german_dialogs_fit_the_smallest_screens(tmp_path, width, height, scale):
    """The walk found the Generator 1147x628 on 1024x600 and the Print Sheet 1872 px wide on
    1600x1000 at 1.5, their buttons off the screen: every dialog now fits, nothing cut."""
    report = run_window(tmp_path, width, height, scale, "dialogs", "de")
    assert len(report["dialogs"]) >= 7, report["dialogs"].keys()
    for name, seen in report["dialogs"].items():
        assert seen["on_screen"], (name, seen["size"], report["screen"])
        assert seen["overflowing"] == [], name
        assert seen["clipped"] == [], name


@pytest.mark.slow
@pytest.mark.parametrize("how", ["dialogs", "dialogs maximised"])
@pytest.mark.parametrize(("width", "height"), [(1600, 1000), (1024, 600)])
def test_the_dialogs_show_every_field_and_button(tmp_path, width, height, how):
    """Issue 34: at its own size the Generator's options scrolled sideways (Browse…, Cancel
    and a difficulty field past the edge); at 1024x600 Generate was below the fold and Cancel
    hidden even maximised; Print Sheet's options were cut maximised at 1600 px. Now no options
    scroll sideways, and the buttons that start and stop the work are always in view."""
    report = run_window(tmp_path, width, height, 1, how)
    assert {"GeneratorDialog", "SheetDialog"} <= report["dialogs"].keys()
    for name, seen in report["dialogs"].items():
        assert seen["on_screen"], (name, seen["size"], report["screen"])
        assert seen["overflowing"] == [], name
        assert seen["sideways"] == [], name
        assert seen["out_of_view"] == [], name


@pytest.mark.slow
def test_the_generator_opens_showing_its_form_and_makes_room_for_a_runs_notes(tmp_path):
    """The walk, on 1600x1000: the form scrolled at the dialog's own size, and after a run
    the seed note ("This run: seed…") was cut at the form's edge."""
    report = run_window(tmp_path, 1600, 1000, 1, "generator")
    assert not report["opened"]["form_scrolls"] and report["opened"]["clipped"] == []
    assert report["note_text"].startswith("This run: seed")
    assert not report["ran"]["form_scrolls"], report
    assert report["note_seen"] == list(report["note_needs"]), report  # every line of it in view
