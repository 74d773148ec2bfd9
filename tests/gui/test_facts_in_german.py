"""The window phrases the core's facts in the interface's language, numbers as its locale
writes them (issue 35: Word Sets' "No sets found" was English in a German window).
Oracle: by hand, 2,300 words of four letters that all hold an A (A and three of the other
25 letters: 25·24·23/6 = 2,300), so no two share no letter; German typography: 2.300."""

from __future__ import annotations

import itertools
import string

import pytest
from PySide6.QtWidgets import QApplication

from studio.gui.shared.i18n import install_translators
from tests.gui.test_wordsets_page import find


@pytest.fixture
def german(window):
    install_translators(QApplication.instance(), "de")
    yield window
    install_translators(QApplication.instance(), "en")


@pytest.mark.slow
def test_word_sets_finding_nothing_in_german(qtbot, german, tmp_path):
    listing = tmp_path / "words.txt"
    words = ["a" + "".join(rest) for rest in itertools.combinations(string.ascii_lowercase[1:], 3)]
    assert len(words) == 2300
    listing.write_text("\n".join(words) + "\n")
    page = german.wordsets
    page.use_file(str(listing))
    page.k.setValue(2)
    page.n.setValue(4)
    page.min_zipf.setValue(0)
    find(qtbot, page)
    assert page.status.text() == (
        "Keine Mengen gefunden: keine 2 der 2.300 Wörter mit 4 verschiedenen Buchstaben sind frei von "
        "gemeinsamen Buchstaben. Versuchen Sie weniger Wörter oder kürzere Wörter."
    )
