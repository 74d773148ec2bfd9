"""A user loads a big word list on the Waffle page, then solves Letter Boxed with it,
picked from File > Word Lists: the file is read once, and each page's status bar entry
names the list that page uses.

Oracles: the file's words worked out here from its lines, the rules letter by letter
(is_legal) for the solutions, and a counter around the library's reads.
"""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtWidgets import QFileDialog

from studio.core.letterboxed.board import is_legal
from studio.core.letterboxed.solver import readings
from studio.gui.shared import word_library
from tests.gui.conftest import WAIT_MS
from tests.gui.test_letterboxed_page import open_page as open_letterboxed


@pytest.mark.slow
def test_a_list_loaded_on_waffle_solves_letter_boxed_without_a_second_read(qtbot, window, shared_data, monkeypatch):
    path = shared_data / "english-words" / "words_alpha.txt"
    lines = path.read_text(encoding="utf-8").split()
    words = {line.upper() for line in lines if len(line) >= 2 and line.isascii() and line.isalpha()}
    reads: list[str] = []
    real = word_library.in_process
    monkeypatch.setattr(
        word_library,
        "in_process",
        lambda stop, function, source, *lang: reads.append(source) or real(stop, function, source, *lang),
    )
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(path), ""))

    # File > Load Word List on Waffle: the status bar names it once it is in.
    window.words_action.trigger()
    qtbot.waitUntil(lambda: window.waffle.user_words is not None, timeout=WAIT_MS)
    assert window.words_label.text() == f"Word list: words_alpha.txt ({len(words):,} words)"
    assert window.waffle.banner.text == f"Now using words_alpha.txt: {len(words):,} words."

    # Letter Boxed starts on its own list; File > Word Lists offers the one Waffle loaded.
    box = open_letterboxed(qtbot, window)
    assert window.words_label.text().startswith("Word list: words like the game's")
    [entry] = window.lists_menu.actions()
    assert entry.text() == f"words_alpha.txt ({len(words):,} words)"
    entry.trigger()
    qtbot.waitUntil(lambda: box.words_name == "words_alpha.txt", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "(words_alpha.txt)" in box.status.text(), timeout=WAIT_MS)
    assert box.words is window.waffle.user_words and reads == [str(path)]
    assert box.source.currentText() == "words_alpha.txt"
    assert window.words_label.text() == f"Word list: words_alpha.txt ({len(words):,} words)"

    # The solutions come from that list and keep the rules.
    assert box.status.text().startswith("Fewest: ") and box.solutions
    for chain in readings(box.solutions[0]):
        assert all(word in words and is_legal(box.board, word) for word in chain)
        assert all(a[-1] == b[0] for a, b in pairwise(chain))
        assert set("".join(chain)) == set(box.board.letters)

    # Back on Waffle, the status bar names Waffle's list again; still one read.
    window.pages.setCurrentWidget(window.waffle)
    assert window.words_label.text() == f"Word list: words_alpha.txt ({len(words):,} words)"
    window.use_default_words()
    assert window.words_label.text().startswith("Word list: scowl+wordfreq-en, broad tier")
    window.pages.setCurrentWidget(box)
    assert window.words_label.text() == f"Word list: words_alpha.txt ({len(words):,} words)"
    assert reads == [str(path)]
