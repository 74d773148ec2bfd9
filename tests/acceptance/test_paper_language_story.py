"""Story: a German teacher, in a German window, prints and publishes the English daily
(issue 35, point 2): the sheet's labels and the web page's buttons are German, the puzzle's
words stay English. Oracles: daily #1's published solution (FUGUE, LOOSE, OMEGA ...), and
German words written here by hand; the page's and the PDF's own text read back (JSON, poppler)."""

from __future__ import annotations

import json
import re
import subprocess

import pytest
from PySide6.QtWidgets import QApplication

from studio.gui.shared.i18n import install_translators
from studio.render.webpage import unseal
from studio.resources import resource
from tests.gui.conftest import WAIT_MS, wait_for_workers

DAILY = resource("examples/daily-1.json")
SOLUTION = "FUGUEOLNLOOSEIBMOMEGA"  # daily #1's published answer


@pytest.fixture
def german():
    install_translators(QApplication.instance(), "de")
    yield
    install_translators(QApplication.instance(), "en")


@pytest.mark.slow
def test_a_german_window_prints_and_publishes_the_english_daily_in_german(qtbot, german, window, tmp_path):
    assert window.open_path(DAILY)
    page = window.waffle
    web = tmp_path / "spiel.html"
    page.write_web(web)
    qtbot.waitUntil(lambda: web.exists(), timeout=WAIT_MS)
    wait_for_workers(qtbot)
    html = web.read_text(encoding="utf-8")
    assert '<html lang="de">' in html and ">Neu beginnen<" in html and ">Aufgeben<" in html
    texts = json.loads(re.search(r'<script id="texts" type="application/json">(.*?)</script>', html).group(1))
    assert texts["solvedIn"][10] == "Gelöst in 10 Tauschzügen!"
    record = json.loads(re.search(r'<script id="puzzles" type="application/json">(.*?)</script>', html).group(1))[0]
    assert unseal(record["sealed"], record["tiles"]) == SOLUTION  # English words, as the puzzle says

    dialog = window.open_sheet()
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.preview.count() == 2, timeout=WAIT_MS)  # the puzzle, its answer
    sheet = tmp_path / "blatt.pdf"
    dialog.save_pdf(sheet)
    qtbot.waitUntil(lambda: sheet.exists(), timeout=WAIT_MS)  # written whole, then renamed
    wait_for_workers(qtbot)
    text = subprocess.run(["pdftotext", "-layout", str(sheet), "-"], capture_output=True, text=True, check=True).stdout
    assert "15 Tauschzüge erlaubt" in text and "Seite 2 von 2" in text and "wenigste Tauschzüge: 10" in text
    assert "swaps allowed" not in text and "page 1 of" not in text and "fewest swaps" not in text
    answer_rows = [w for w in ("FUGUE", "LOOSE", "OMEGA") if w in text.replace(" ", "")]
    assert answer_rows == ["FUGUE", "LOOSE", "OMEGA"]  # the English solution on the answer page
