"""A teacher prints a folder of puzzles: one file is broken, one puzzle has no solution.

Oracles: daily #1's published answer (10 swaps); a puzzle hand-made to have no solution
(daily #1 with its gray B made an X); page counts read back by poppler, not by us.
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from studio.core.waffle.formats import read_puzzle, save_puzzle
from studio.core.waffle.sheet import Heading
from studio.resources import resource
from tests.conftest import pdf_page_count
from tests.core.test_sheet_batch import NO_WORDS
from tests.gui.conftest import WAIT_MS, wait_for_workers

EXAMPLE = resource("examples/daily-1.txt")


@pytest.fixture
def folder(tmp_path):
    """Three good puzzles (solutions removed, so each must be solved), one unsolvable,
    one that does not read."""
    out = tmp_path / "class 4B"
    out.mkdir()
    daily = read_puzzle(EXAMPLE).with_changes(solution=None)
    for n in (1, 2, 3):
        save_puzzle(daily.with_changes(meta={"title": f"Week {n}"}), out / f"week-{n}.json")
    save_puzzle(NO_WORDS, out / "unsolvable.json")
    (out / "broken.json").write_text("{not json")
    return out


@pytest.mark.slow
def test_a_folder_with_an_unsolvable_puzzle_prints_the_rest_and_names_the_bad_ones(qtbot, window, folder, tmp_path):
    dialog = window.open_sheet()  # an empty window: nothing to start with
    qtbot.addWidget(dialog)
    assert dialog.listing.count() == 0 and not dialog.save_button.isEnabled()
    dialog.add_paths([str(folder)])
    assert dialog.listing.count() == 4  # broken.json did not read
    qtbot.waitUntil(lambda: dialog.entries is not None, timeout=WAIT_MS)
    message = dialog.message.text()
    assert "broken.json" in message and "unsolvable.json" in message and "Left out 1 puzzle" in message
    left_out = [dialog.listing.item(row) for row in range(4) if "left out" in dialog.listing.item(row).text()]
    assert [item.text() for item in left_out] == ["unsolvable.json  (left out)"]
    assert "no solution" in left_out[0].toolTip()
    # three puzzles at six a page, then their answers: two pages, drawn and saveable
    qtbot.waitUntil(lambda: dialog.preview.count() == 2, timeout=WAIT_MS)
    assert dialog.pages_label.text() == "3 puzzles on 2 pages"
    assert dialog.progress.value() == dialog.progress.maximum()
    assert dialog.save_button.isEnabled() and dialog.print_button.isEnabled()
    assert [card.heading for card in dialog.pages[0].cards] == [Heading(n, f"Week {n}") for n in (1, 2, 3)]
    out = tmp_path / "sheet.pdf"
    dialog.save_pdf(out)
    qtbot.waitUntil(lambda: "Saved" in dialog.message.text(), timeout=WAIT_MS)
    assert pdf_page_count(out)[0] == 2
    # without answer pages the unsolvable one still stays off: one page of three
    dialog.answers.setChecked(False)
    qtbot.waitUntil(
        lambda: dialog.pages_label.text() == "3 puzzles on 1 page" and dialog.preview.count() == 1, timeout=WAIT_MS
    )


def test_a_sheet_or_export_to_a_folder_it_cannot_write_says_so_and_writes_nothing(qtbot, window, tmp_path):
    """A "folder" that is really a file cannot be written, not even by root (CI runs as root,
    so a read-only folder would not do)."""
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("my notes")
    assert window.open_path(EXAMPLE)
    dialog = window.open_sheet()
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.preview.count() == 2, timeout=WAIT_MS)
    dialog.save_pdf(not_a_folder / "sheet.pdf")
    qtbot.waitUntil(lambda: "cannot write there" in dialog.message.text(), timeout=WAIT_MS)
    assert dialog.save_button.isEnabled()  # the user can pick another place
    export = window.open_export()
    qtbot.addWidget(export)
    qtbot.waitUntil(export.export_button.isEnabled, timeout=WAIT_MS)
    export.export_to(not_a_folder / "daily.png")
    qtbot.waitUntil(lambda: "cannot write there" in export.message.text(), timeout=WAIT_MS)
    assert not_a_folder.read_text() == "my notes"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt", "settings.ini"]


@pytest.mark.slow
def test_a_cancelled_save_says_so_beside_its_buttons_and_a_later_one_fills_the_bar(
    qtbot, window, folder, tmp_path, monkeypatch
):
    from studio.gui.waffle import sheet_dialog

    # The save waits at its start until the Cancel click has happened: else a loaded machine
    # may let the worker write both pages first, and the click finds the save ended.
    gate, real = threading.Event(), sheet_dialog.print_sheet

    def held_until_clicked(*args, **kwargs):
        stream = real(*args, **kwargs)

        def held():
            gate.wait(WAIT_MS / 1000)
            return (yield from stream)

        return held()

    monkeypatch.setattr(sheet_dialog, "print_sheet", held_until_clicked)
    dialog = window.open_sheet()
    qtbot.addWidget(dialog)
    dialog.add_paths([str(folder)])
    qtbot.waitUntil(lambda: dialog.preview.count() == 2, timeout=WAIT_MS)
    wait_for_workers(qtbot)  # the preview's and the answers' own progress is on the same bar: let them end first
    assert dialog.pages_label.text() == "3 puzzles on 2 pages"
    dialog.save_pdf(tmp_path / "cancelled.pdf")
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    cancelled = "Cancelled: nothing was saved or printed."
    assert dialog.pages_label.text() == cancelled and dialog.message.text() == cancelled
    gate.set()
    wait_for_workers(qtbot)  # what the cancelled worker still sends is dropped
    assert not (tmp_path / "cancelled.pdf").exists()
    assert dialog.progress.value() <= dialog.progress.minimum(), "the bar still shows the cancelled save"
    dialog.save_pdf(tmp_path / "saved.pdf")
    qtbot.waitUntil(lambda: "Saved saved.pdf" in dialog.pages_label.text(), timeout=WAIT_MS)
    assert dialog.progress.value() == dialog.progress.maximum() == 2
    assert pdf_page_count(tmp_path / "saved.pdf")[0] == 2
