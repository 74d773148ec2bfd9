"""The window applies the core's limits: a huge paste, a file, a board or a search is
refused at once with the same message as the command line, and nothing changes
(issue 17, point 4). Times have a margin of ten times or more."""

from __future__ import annotations

import time

import pytest

from studio.core.waffle.formats import parse_puzzle_text
from tests.gui.conftest import WAIT_MS

DAILY_1 = "FBOUE\nG.I.U\nLSOOM\nG.E.L\nOEMNA\n\ng--gg\n-.-.-\ngygyy\n-.y.-\ngyy-g\n"
FAST = 10.0
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def test_huge_pastes_and_files_are_refused_and_the_grid_stays(qtbot, window, tmp_path):
    page = window.waffle
    assert page.paste_text(DAILY_1)
    before = page.puzzle
    for text, message in (
        ("A" * 10_000_000, "this is 10,000,000 characters, far too large for a puzzle"),
        ('{"shape":"99999x99999","tiles":[],"colors":[]}', "99999x99999 grid is too large"),
        ("\n".join(["A" * 1000] * 1000), "far too large for a puzzle"),
    ):
        started = time.perf_counter()
        assert not page.paste_text(text)
        assert time.perf_counter() - started < FAST
        assert message in page.banner.text and page.puzzle == before
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:  # 100 MB, sparse
        f.truncate(100 * 10**6)
    started = time.perf_counter()
    assert not window.open_path(huge)
    assert time.perf_counter() - started < FAST
    assert "100,000,000 bytes, far too large for a puzzle" in page.banner.text and page.puzzle == before
    assert parse_puzzle_text(DAILY_1) == before  # the grid is still the daily


@pytest.mark.slow
def test_a_board_of_24_letters_is_refused_with_its_size(qtbot, window):
    page = window.letterboxed
    window.pages.setCurrentWidget(page)
    qtbot.waitUntil(lambda: page.lexicon is not None, timeout=WAIT_MS)
    page.board_edit.clear()
    qtbot.keyClicks(page.board_edit, "SALTEBRX ONICDUGQ PHMYWKFZ")
    qtbot.waitUntil(lambda: "search states" in page.status.text(), timeout=WAIT_MS)
    assert "24-letter board has 402,653,184 search states" in page.status.text()


@pytest.mark.slow
def test_13_words_of_2_letters_are_refused_with_the_search_size(qtbot, window, tmp_path):
    """Every pair of letters: 1 + 25 + 25*23 + ... = 19 trillion partial sets (tests/core/test_limits.py)."""
    pairs = tmp_path / "pairs.txt"
    pairs.write_text("\n".join(a + b for i, a in enumerate(LETTERS) for b in LETTERS[i + 1 :]) + "\n")
    page = window.wordsets
    window.pages.setCurrentWidget(page)
    page.use_file(str(pairs))
    page.k.setValue(13)
    page.n.setValue(2)
    page.min_zipf.setValue(0)
    started = time.perf_counter()
    page.find_button.click()
    qtbot.waitUntil(lambda: "partial sets" in page.status.text(), timeout=WAIT_MS)
    assert time.perf_counter() - started < FAST + 20  # the list is read in a process first
    assert "13 words of 2 letters from these 325 words" in page.status.text() and page.model.rowCount() == 0
