"""A file name, a title or a word list's name is shown as typed wherever the window quotes it.

Qt shows a label's text as HTML when it looks like HTML, so `<img src=big.png>.txt` would
draw big.png in the error bar. The oracle is what a screen reader is told the label says
(Qt's accessibility interface renders it the way the label is drawn).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAccessible, QImage, QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from studio.gui.shared.panels import plain_tip
from studio.resources import resource
from tests.gui.conftest import WAIT_MS

HOSTILE = "<img src=big.png><b>bold"  # a file name may hold all of this ('/' aside)


def _shown(label: QLabel) -> str:
    return QAccessible.queryAccessibleInterface(label).text(QAccessible.Text.Name)


def _quoting(window, name: str) -> list[QLabel]:
    """The labels that say `name`, each checked to show it as typed."""
    found = [label for label in window.findChildren(QLabel) if name in label.text()]
    for label in found:
        assert name in _shown(label), (label.objectName(), label.text(), _shown(label))
    return found


def _hostile_folder(tmp_path: Path) -> Path:
    QImage(400, 300, QImage.Format.Format_RGB32).save(str(tmp_path / "big.png"))  # what the markup would draw
    return tmp_path


def test_a_file_name_holding_html_is_plain_text_in_each_page_s_error(window, qtbot, tmp_path) -> None:
    folder = _hostile_folder(tmp_path)
    bad = {
        "waffle": (folder / f"{HOSTILE}.txt", "ABC\n"),  # no colour grid
        "letterboxed": (folder / f"{HOSTILE} board.json", json.dumps({"kind": "letter-boxed", "sides": 4})),
        "wordle": (folder / f"{HOSTILE} game.json", json.dumps({"kind": "wordle", "answer": 5})),
    }
    for name, (path, text) in bad.items():
        path.write_text(text, encoding="utf-8")
        assert not window.open_path(path), name
        qtbot.waitUntil(lambda path=path: bool(_quoting(window, path.name)), timeout=WAIT_MS)


@pytest.mark.slow
def test_a_word_list_named_with_html_is_plain_in_the_status_bar_and_its_error(window, qtbot, tmp_path) -> None:
    folder = _hostile_folder(tmp_path)
    words = folder / f"{HOSTILE} words.txt"
    words.write_text("FUGUE\nLOOSE\nOMEGA\nFOLIO\nENEMA\nGLOBE\n", encoding="utf-8")
    window.waffle.load_user_words(str(words))
    qtbot.waitUntil(lambda: bool(_quoting(window, words.name)), timeout=WAIT_MS)  # the status bar names it
    broken = folder / f"{HOSTILE} broken.txt"
    broken.write_bytes(b"\xff\xfe not text")
    window.waffle.load_user_words(str(broken))
    qtbot.waitUntil(lambda: bool(_quoting(window, broken.name)), timeout=WAIT_MS)


def test_the_unsaved_changes_question_names_the_file_as_typed(window, qtbot, tmp_path) -> None:
    path = _hostile_folder(tmp_path) / f"{HOSTILE}.json"
    path.write_text(resource("examples/daily-1.json").read_text(encoding="utf-8"), encoding="utf-8")
    assert window.open_path(path)
    del window.ask_save_changes  # the real question, answered below
    said: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        said.append(_shown(box.findChild(QLabel, "qt_msgbox_label")))
        box.button(QMessageBox.StandardButton.Cancel).click()

    window.waffle.grid.setFocus()
    qtbot.keyClicks(window.waffle.grid, "Z")  # unsaved: replacing the puzzle asks
    QTimer.singleShot(0, answer)
    assert not window.confirm_discard()  # Cancel
    assert said and path.name in said[0]
    window.ask_save_changes = lambda *_: QMessageBox.StandardButton.Discard  # closing asks no more


def test_a_tooltip_quoting_a_name_shows_it_as_typed() -> None:
    document = QTextDocument()
    document.setHtml(plain_tip(f"{HOSTILE}.txt: no solution\nsecond line"))
    assert document.toPlainText() == f"{HOSTILE}.txt: no solution\nsecond line"


def test_control_characters_pasted_in_the_export_dialog_leave_files_every_reader_opens(window, qtbot, tmp_path):
    """A QLineEdit keeps a pasted vertical tab or NUL; the files must still be XML (SVG, the PDF's XMP)."""
    assert window.open_path(resource("examples/daily-1.json"))
    dialog = window.open_export()
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.export_button.isEnabled(), timeout=WAIT_MS)
    dialog.title.setText(f"Week\x0b47 {HOSTILE}")
    dialog.author.setText("Ms\x00 Rivera")
    for fmt in ("SVG", "PDF"):
        dialog.format.setCurrentText(fmt)
        out = tmp_path / f"daily.{fmt.lower()}"
        dialog.export_to(out)
        qtbot.waitUntil(lambda out=out: "Saved" in dialog.message.text() and out.exists(), timeout=WAIT_MS)
        dialog.message.clear()
    title = ET.parse(tmp_path / "daily.svg").getroot().find("{http://www.w3.org/2000/svg}title")
    assert title is not None and f"Week47 {HOSTILE}" in title.text
    if shutil.which("pdfinfo") is None:
        pytest.skip("pdfinfo is missing: apt-get install poppler-utils")
    xmp = subprocess.run(["pdfinfo", "-meta", str(tmp_path / "daily.pdf")], capture_output=True, check=True).stdout
    assert "Ms Rivera" in "".join(ET.fromstring(xmp).itertext())
