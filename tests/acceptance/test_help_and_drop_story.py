"""Story: a new user presses F1, searches the guide, looks up a key, reads the licences;
then drags files onto the window: a puzzle, a Letter Boxed board, and things that are not."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QToolBar

from tests.gui.conftest import WAIT_MS

EXAMPLE = Path(__file__).resolve().parents[2] / "studio" / "resources" / "examples" / "daily-1.json"


def drop(window, path: Path) -> bool:
    """Drags `path` over the window and drops it; True when the window took the drag."""
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    args = (Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    enter = QDragEnterEvent(QPointF(50, 50).toPoint(), *args)
    window.dragEnterEvent(enter)
    if enter.isAccepted():
        window.dropEvent(QDropEvent(QPointF(50, 50), *args))
    return enter.isAccepted()


@pytest.mark.slow
def test_help_from_the_keyboard(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: "guide" in window.dialogs and window.dialogs["guide"].isVisible(), timeout=WAIT_MS)
    guide = window.dialogs["guide"]
    qtbot.waitUntil(guide.isActiveWindow)
    qtbot.keyClick(guide, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is guide.search
    qtbot.keyClicks(guide.search, "no such words anywhere")
    assert guide.matches_label.text() == "0 matches"  # nothing found is said, not silent
    guide.search.clear()
    qtbot.keyClicks(guide.search, "Letter Boxed")
    assert int(guide.matches_label.text().split()[0]) > 3
    guide.close()
    shortcuts = window.show_shortcuts()
    assert any(row.where == "File > Export" and row.keys == "Ctrl+E" for row in shortcuts.rows)
    shortcuts.close()
    about = window.about()
    assert "SCOWL" in about.details.toPlainText()
    about.close()


def test_every_toolbar_action_has_an_icon_and_a_short_label(qtbot, window):
    toolbar = window.findChild(QToolBar)
    for action in toolbar.actions():
        if not action.isSeparator():
            assert not action.icon().isNull(), action.text()
            assert "…" not in action.iconText() and len(action.iconText()) <= 16, action.iconText()


def test_files_dropped_on_the_window(qtbot, window, tmp_path):
    assert drop(window, EXAMPLE)
    qtbot.waitUntil(lambda: window.waffle.puzzle.tiles.startswith("FBOUE"), timeout=WAIT_MS)
    board = tmp_path / "box.json"
    board.write_text(
        json.dumps(
            {"format": "puzzle-studio", "version": 1, "kind": "letter-boxed", "sides": ["TAP", "ERD", "NIL", "YCO"]}
        )
    )
    assert drop(window, board)
    assert window.pages.currentWidget() is window.letterboxed
    assert window.letterboxed.document.value.sides == ("TAP", "ERD", "NIL", "YCO")
    bad = tmp_path / "broken.json"
    bad.write_text("{ not json")
    assert drop(window, bad)  # a puzzle file that cannot be read: Waffle's reader says why
    assert window.pages.currentWidget() is window.waffle and window.waffle.banner.text
    other = tmp_path / "notes.pdf"
    other.write_bytes(b"%PDF-1.4")
    assert not drop(window, other)  # not a file the studio opens: the drag is refused
