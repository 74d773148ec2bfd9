"""The generator, as a user meets it: puzzles made, cancelled and saved; every grid of
the default words (sized up, warned about, cancelled); every grid of a small list,
saved and checked against a count by hand."""

from __future__ import annotations

import multiprocessing

import pytest
from PySide6.QtCore import Qt

from studio.core.waffle.formats import read_puzzle
from tests.gui.conftest import WAIT_MS, generator_filling_from


def test_generate_many_cancel_and_save_all(qtbot, window, tmp_path):
    """Asks for the most the dialog allows, so Cancel always lands before the end."""
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.batch.how_many.setValue(dialog.batch.how_many.maximum())
    dialog.batch.seed.setValue(3)
    qtbot.mouseClick(dialog.batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.batch.results.count() >= 2, timeout=60_000)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    kept = dialog.batch.results.count()
    assert kept < dialog.batch.how_many.maximum() and "Cancelled" in dialog.eta.text()
    assert dialog.batch.save_all_button.isEnabled()
    not_a_folder = tmp_path / "taken"
    not_a_folder.write_text("")
    dialog.batch.save_all(not_a_folder)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    assert dialog.error.text().startswith("Could not save the puzzles:") and "Not a directory" in dialog.error.text()
    assert dialog.batch.results.count() == kept and dialog.batch.save_all_button.isEnabled()  # nothing lost
    folder = tmp_path / "puzzles"
    folder.mkdir()
    dialog.batch.save_all(folder)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    files = sorted(folder.iterdir())
    width = max(2, len(str(kept)))  # numbered in the order shown, here the order made
    assert [p.name for p in files] == [f"{n:0{width}}-waffle5x5-seed3-{n:03}.json" for n in range(1, kept + 1)]
    for n, path in enumerate(files):
        listed = dialog.batch.results.item(n).data(Qt.ItemDataRole.UserRole)
        assert read_puzzle(path).tiles == listed.tiles and read_puzzle(path).solution == listed.solution


@pytest.mark.slow
def test_every_grid_of_the_default_words_is_sized_up_and_cancelled(qtbot, window, roomy_disk):
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.every.go_on_button.isVisible, timeout=WAIT_MS)
    assert "would take" in dialog.every.warning.text() and " GB" in dialog.every.warning.text()
    assert not multiprocessing.active_children()
    qtbot.mouseClick(dialog.every.go_on_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.progress.value() > 0 and "left" in dialog.eta.text(), timeout=60_000)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.progress.maximum() > 0 and dialog.every.every_button.isEnabled() and "Cancelled" in dialog.eta.text()
    qtbot.waitUntil(lambda: not multiprocessing.active_children(), timeout=5_000)


@pytest.mark.slow
def test_every_grid_of_a_small_list_to_the_end_then_save(qtbot, window, tmp_path):
    """Planted words: A?B?C, D?E?F, G?H?I cross only ADG, BEH, CFI (or the other way
    round: the transpose, which counts once). Each of the six words has its second
    letter K or L and its fourth K: 2^6 = 64 grids."""
    words = [f"{a}{x}{b}K{c}" for a, b, c in ("ABC", "DEF", "GHI", "ADG", "BEH", "CFI") for x in "KL"]
    dialog = generator_filling_from(qtbot, window, words, tmp_path / "planted.txt")
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=60_000)
    assert "Done" in dialog.eta.text() and not dialog.every.go_on_button.isVisible()
    saved = tmp_path / "grids.txt"
    dialog.every.save_grids(saved)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    lines = saved.read_text().splitlines()
    assert lines[-1] == f"# {len(lines) - 1} grids" == f"# {EXPECTED} grids"
    assert len(set(lines[:-1])) == EXPECTED and all(line.count("/") == 4 for line in lines[:-1])


EXPECTED = 64


@pytest.mark.slow
def test_a_book_sized_batch_fills_with_familiar_words_and_a_cancel_lands_mid_search(qtbot, window):
    """9x9 gets familiar words by default: every word of every puzzle at least everyday
    (Zipf 2.5, the broad list's own figures), so no note; an 11x11's search is cancelled."""
    from studio.core.waffle.fill.familiar import EVERYDAY_ZIPF
    from studio.core.words import default_words

    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.shape_edit.setText("9x9")
    dialog.shape_edit.editingFinished.emit()
    assert dialog.batch.familiar.isChecked()
    dialog.batch.how_many.setValue(3)
    qtbot.mouseClick(dialog.batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.batch.results.count() == 3 and not dialog.task.running, timeout=120_000)
    zipf = default_words("broad").zipf
    for puzzle in dialog.batch.listed():
        assert min(zipf(w) for w in puzzle.shape.words(puzzle.solution)) >= EVERYDAY_ZIPF
    assert dialog.batch.rare_note.text() == ""
    dialog.shape_edit.setText("11x11")
    dialog.shape_edit.editingFinished.emit()
    dialog.batch.budget.setValue(60)
    qtbot.mouseClick(dialog.batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.wait(1_000)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert "Cancelled" in dialog.eta.text() and dialog.batch.generate_button.isEnabled()
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    assert dialog.batch.results.count() == 0
