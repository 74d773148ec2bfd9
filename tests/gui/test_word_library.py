"""The window's word library: a file read once for every page, an edited file read again,
a bad file told to the page that asked and nowhere else.

Oracles: a counter around the library's process call (each call is one read of a file),
and the word counts of the files worked out here from their lines.
"""

from __future__ import annotations

import itertools
import os

import pytest
from PySide6.QtCore import Qt

from studio.gui.shared import word_library
from studio.gui.shared.word_library import WordLibrary
from tests.gui.conftest import WAIT_MS
from tests.gui.test_letterboxed_page import open_page as open_letterboxed


@pytest.fixture
def reads(monkeypatch) -> list[str]:
    """The files the library reads, one entry per read (the read itself is the real one)."""
    done: list[str] = []
    real = word_library.in_process

    def counted(stop, function, source, *rest):
        done.append(source)
        return real(stop, function, source, *rest)

    monkeypatch.setattr(word_library, "in_process", counted)
    return done


def write_words(path, words: list[str], mtime_ns: int | None = None):
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    if mtime_ns is not None:
        os.utime(path, ns=(mtime_ns, mtime_ns))
    return path


@pytest.mark.slow
def test_a_file_picked_on_two_pages_is_read_once_and_both_get_the_same_list(qtbot, window, tmp_path, reads):
    listing = write_words(tmp_path / "shared.txt", ["able", "bake", "cafe", "Able"])
    waffle = window.waffle
    waffle.load_user_words(str(listing))
    qtbot.waitUntil(lambda: waffle.user_words is not None, timeout=WAIT_MS)
    assert len(waffle.user_words) == 3 and "CAFE" in waffle.user_words  # 'Able' is 'able' again

    box = open_letterboxed(qtbot, window)
    assert window.lists_menu.isEnabled()
    [entry] = window.lists_menu.actions()
    assert entry.text() == "shared.txt (3 words)" and entry.statusTip() == str(listing)
    entry.trigger()  # File > Word Lists > shared.txt, on Letter Boxed
    qtbot.waitUntil(lambda: box.words is waffle.user_words and box.lexicon is not None, timeout=WAIT_MS)
    assert window.words_label.text() == "Word list: shared.txt (3 words)"
    # the same file named another way is the same file
    box.load_words(str(tmp_path / ".." / tmp_path.name / "shared.txt"))
    qtbot.waitUntil(lambda: box.words_name == "shared.txt" and not window.library.waiting(box), timeout=WAIT_MS)
    assert box.words is waffle.user_words
    assert reads == [str(listing)]
    assert [loaded.source for loaded in window.library.files()] == [str(listing)]


@pytest.mark.slow
def test_an_edited_file_is_read_again_and_the_pages_that_had_it_keep_theirs(qtbot, window, tmp_path, reads):
    listing = write_words(tmp_path / "mine.txt", ["able", "bake"], mtime_ns=1_000_000_000_000_000_000)
    waffle = window.waffle
    waffle.load_user_words(str(listing))
    qtbot.waitUntil(lambda: waffle.user_words is not None, timeout=WAIT_MS)
    first = waffle.user_words

    write_words(listing, ["able", "bake", "cafe", "deaf"], mtime_ns=1_000_000_001_000_000_000)
    box = open_letterboxed(qtbot, window)
    box.load_words(str(listing))
    qtbot.waitUntil(lambda: box.words is not None and len(box.words) == 4, timeout=WAIT_MS)
    assert reads == [str(listing), str(listing)]
    assert waffle.user_words is first and len(first) == 2 and "DEAF" in box.words
    [entry] = window.lists_menu.actions()  # the newest version only
    assert entry.text() == "mine.txt (4 words)"


def test_a_bad_file_fails_once_on_the_page_that_asked_and_changes_nothing_else(qtbot, window, tmp_path, reads):
    box = open_letterboxed(qtbot, window)
    words, label, banner = box.words, window.words_label.text(), window.waffle.banner.text
    loaded = window.library.loaded()
    bad = tmp_path / "weights.txt"
    bad.write_text("able\t3\nbake\tlots\n", encoding="utf-8")
    failures: list[str] = []
    window.library.request("a test", str(bad), lambda _words: None, failures.append)
    box.load_words(str(bad))  # asked twice while it is read: read once, both told
    qtbot.waitUntil(lambda: box.status.text().startswith("weights.txt, line 2"), timeout=WAIT_MS)
    assert box.status.text() == "weights.txt, line 2, column 6: the weight 'lots' is not a number"
    assert failures == [box.status.text()] and reads == [str(bad)]
    assert box.words is words and box.source.currentText() == "words like the game's"
    assert window.words_label.text() == label and window.waffle.banner.text == banner
    assert window.library.loaded() == loaded and not window.lists_menu.isEnabled()


@pytest.mark.slow
def test_the_status_bar_names_the_list_of_each_page_as_the_tabs_change(qtbot, window, tmp_path, reads):
    waffle_words = write_words(tmp_path / "waffle.txt", ["able", "bake", "cafe"])
    box_words = write_words(tmp_path / "box.txt", ["adgeb", "bhcfi", "adg", "ghi", "abc"])
    window.waffle.load_user_words(str(waffle_words))
    qtbot.waitUntil(lambda: window.waffle.user_words is not None, timeout=WAIT_MS)
    box = open_letterboxed(qtbot, window)
    box.load_words(str(box_words))
    qtbot.waitUntil(lambda: box.words_name == "box.txt" and box.lexicon is not None, timeout=WAIT_MS)
    expected = {
        window.waffle: "Word list: waffle.txt (3 words)",
        window.letterboxed: "Word list: box.txt (5 words)",
        window.wordsets: "Word list: common words",
    }
    for page in (window.waffle, window.wordsets, window.letterboxed, window.waffle):
        window.pages.setCurrentWidget(page)
        assert window.words_label.text() == expected[page]
    assert sorted(reads) == sorted([str(waffle_words), str(box_words)])


@pytest.mark.slow
def test_word_sets_finds_sets_in_a_list_read_for_another_page(qtbot, window, tmp_path, reads):
    words = ["form", "from", "with", "whit", "this", "sofa", "gawk", "jinx", "quiz", "abba"]
    listing = write_words(tmp_path / "sets.txt", words)
    window.waffle.load_user_words(str(listing))
    qtbot.waitUntil(lambda: window.waffle.user_words is not None, timeout=WAIT_MS)
    page = window.wordsets
    window.pages.setCurrentWidget(page)
    window.lists_menu.actions()[0].trigger()
    assert window.words_label.text() == "Word list: sets.txt"
    page.k.setValue(2)
    page.n.setValue(4)
    page.min_zipf.setValue(0)
    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.task.running, timeout=WAIT_MS)
    letters = {frozenset(w) for w in words if len(set(w)) == 4}  # anagrams share their letters
    pairs = {frozenset((a, b)) for a, b in itertools.combinations(letters, 2) if not a & b}
    shown = {frozenset(frozenset(cell.split("/")[0]) for cell in row.words()) for _zipf, row in page.model.rows}
    assert shown == pairs and len(pairs) > 5 and reads == [str(listing)]


def test_only_an_askers_latest_request_is_answered(qtbot, tmp_path, reads):
    library = WordLibrary()
    slow = write_words(tmp_path / "slow.txt", ["able", "bake"])
    answers: list[str] = []
    library.request("page", str(slow), lambda words: answers.append(words.name), answers.append)
    library.request("page", "common", lambda words: answers.append(words.tier), answers.append)
    qtbot.waitUntil(lambda: len(library.loaded()) == 2, timeout=WAIT_MS)
    assert answers == ["common"] and not library.waiting("page")
    library.request("page", str(slow), lambda words: answers.append(words.name), answers.append)
    assert answers == ["common", "slow.txt"] and reads == [str(slow)]  # in already: answered at once


@pytest.mark.slow
def test_a_named_pipe_picked_as_a_word_list_is_refused_naming_it(qtbot, window, tmp_path, reads):
    """Load Word List on a FIFO: its read waited for ever for a writer (issue 30)."""
    box = open_letterboxed(qtbot, window)
    words = box.words
    fifo = tmp_path / "words.txt"
    os.mkfifo(fifo)
    box.load_words(str(fifo))
    qtbot.waitUntil(lambda: "a pipe, not a file" in box.status.text(), timeout=WAIT_MS)
    assert box.status.text().startswith(f"{fifo}: ")
    assert box.words is words and not window.lists_menu.isEnabled()
