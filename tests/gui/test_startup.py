"""The window comes up without the pages it does not show (issue 19): Wordle, Letter
Boxed and Word Sets are built when first shown or used, and then behave as if built
with the window."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from studio.core.letterboxed.board import parse_board
from studio.core.letterboxed.files import save_board
from studio.gui.main_window import LATER_PAGES

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "studio" / "resources" / "examples"


def test_a_page_is_built_when_its_tab_is_first_shown(qtbot, window):
    assert set(window.stand_ins) == {name for name, _label, _kind in LATER_PAGES}
    window.pages.setCurrentIndex(2)
    assert "letterboxed" not in window.stand_ins
    page = window.pages.currentWidget()
    assert page is window.letterboxed and window.pages.tabText(2) == "Letter Boxed"
    assert window.actions_of[page].kind == "letter-boxed" and window.new_action.isEnabled()
    assert not window.copy_action.isEnabled()  # Letter Boxed's actions, not Waffle's
    assert window.words_label.text() == window.letterboxed.describe_words()
    assert [window.pages.tabText(i) for i in range(window.pages.count())] == [
        "Waffle",
        "Wordle",
        "Letter Boxed",
        "Word Sets",
    ]


def test_reaching_a_page_builds_it_without_showing_it(qtbot, window):
    page = window.wordsets
    assert window.pages.currentWidget() is window.waffle and window.pages.indexOf(page) == 3
    assert window.wordsets is page and "wordsets" not in window.stand_ins


def test_the_later_pages_kinds_are_their_own(qtbot, window):
    for name, _label, kind in LATER_PAGES:
        assert window.actions_of[getattr(window, name)].kind == kind


def test_opening_a_file_builds_the_page_for_its_kind(qtbot, window, tmp_path):
    path = tmp_path / "board.json"
    save_board(parse_board("ANO GDV IEF WZT"), path)
    assert "letterboxed" in window.stand_ins
    assert window.open_path(path)
    assert window.pages.currentWidget() is window.letterboxed
    assert window.letterboxed.document.path == path


@pytest.mark.slow
def test_the_window_imports_no_other_page_and_no_dialog(tmp_path):
    code = (
        "import sys\n"
        "from studio.gui.app import application\n"
        "from studio.gui.main_window import MainWindow\n"
        "app = application()\n"
        f"MainWindow().open_path({str(EXAMPLES / 'daily-1.txt')!r})\n"
        "print('\\n'.join(sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "", "PYTHONPATH": str(ROOT), "HOME": str(tmp_path)},
    )
    assert done.returncode == 0, done.stderr
    loaded = set(done.stdout.split())
    later = {"studio.gui.wordle.page", "studio.gui.letterboxed.page", "studio.gui.wordsets.page"}
    assert not loaded & later
    dialogs = {f"studio.gui.waffle.{name}_dialog" for name in ("generator", "export", "sheet")}
    assert not loaded & dialogs
    assert not loaded & {"PySide6.QtSvg", "PySide6.QtPrintSupport"}
