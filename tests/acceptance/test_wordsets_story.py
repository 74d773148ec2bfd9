"""Someone looking for Wordle openers runs Word Sets as it opens, starts a search too big
to wait for and cancels it, then asks for things that cannot be.

Oracles: wordfreq's own zipf_frequency for every word's frequency and the ranking;
letters counted as sets; the alphabet's 26 letters; multiprocessing's own list of the
child processes still alive.
"""

from __future__ import annotations

import multiprocessing

import pytest
from PySide6.QtCore import Qt
from wordfreq import zipf_frequency

from studio.gui.shared.appearance import current
from tests.gui.conftest import WAIT_MS
from tests.gui.test_wordsets_page import check_sets, find, table, word_zipfs


def idle(page) -> bool:
    return not page.task.running and page.find_button.isEnabled() and not page.cancel_button.isEnabled()


@pytest.mark.slow
def test_the_defaults_give_sets_and_a_search_too_big_to_wait_for_cancels_cleanly(qtbot, window):
    page = window.wordsets
    window.pages.setCurrentWidget(page)
    k, n, cutoff = page.k.value(), page.n.value(), page.min_zipf.value()
    find(qtbot, page)
    rows = table(page)
    assert rows and page.status.text().startswith(f"{len(rows):,} sets")
    assert current().status["good"].name() in page.status.styleSheet() and idle(page)
    check_sets(rows, k, n)
    assert all(zipf_frequency(w, "en") >= cutoff for row in rows for cell in row[:k] for w in cell.split("/"))
    ranks = [sorted(word_zipfs(row, k)) for row in rows]
    assert ranks == sorted(ranks, reverse=True)  # the commonest rarest word first
    assert [float(row[-1]) for row in rows] == [rank[0] for rank in ranks]

    page.source.setCurrentIndex(2)  # every word, pairs of 4 letters: millions of sets
    page.k.setValue(2)
    page.n.setValue(4)
    page.min_zipf.setValue(0)
    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    assert not page.find_button.isEnabled() and page.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: len(multiprocessing.active_children()) >= 2, timeout=WAIT_MS)
    qtbot.mouseClick(page.cancel_button, Qt.MouseButton.LeftButton)
    assert page.status.text().startswith("Cancelled") and current().status["warn"].name() in page.status.styleSheet()
    assert idle(page)
    qtbot.waitUntil(lambda: not multiprocessing.active_children(), timeout=WAIT_MS)


@pytest.mark.slow
def test_settings_that_cannot_give_a_set_say_so_and_never_in_green(qtbot, window):
    page = window.wordsets
    window.pages.setCurrentWidget(page)
    page.k.setValue(6)  # 6 x 5 = 30 letters, the alphabet has 26
    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    assert page.status.text() == (
        "6 words of 5 letters need 30 different letters; the alphabet has 26: choose k and n with k*n <= 26"
    )
    assert current().status["bad"].name() in page.status.styleSheet() and idle(page)

    page.k.setValue(5)  # five common five-letter words: there are none
    find(qtbot, page)
    assert page.model.rowCount() == 0 and page.status.text().startswith("No sets found")
    assert "Try fewer words" in page.status.text() and "a bigger word list" in page.status.text()
    assert current().status["warn"].name() in page.status.styleSheet() and idle(page)

    page.min_zipf.setValue(8)  # commoner than any word: "the" is below 8
    assert zipf_frequency("the", "en") < 8
    find(qtbot, page)
    assert page.status.text().startswith("No sets found: the list has no word of 5 different letters")
    assert current().status["warn"].name() in page.status.styleSheet() and idle(page)
