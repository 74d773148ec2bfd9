"""The generator dialog: options in, puzzles streamed into the list, cancel, open."""

from __future__ import annotations

import json
import multiprocessing

import pytest
from PySide6.QtCore import Qt

from studio.core.waffle.deduce import deduce_solutions
from studio.core.waffle.fill.engines import iter_fills
from studio.core.waffle.fill.pins import parse_pins
from studio.core.waffle.fill.plan import plan_fill
from studio.core.waffle.puzzle import GREEN, YELLOW
from studio.core.waffle.swaps import fewest_swaps
from studio.core.words import default_words
from studio.render.palette import palette_for
from tests.gui.conftest import (
    FREEZE_SECONDS,
    WAIT_MS,
    generator_filling_from,
    longest_pause,
    ticking,
    wait_for_workers,
)


def test_generate_stream_and_open_a_puzzle(qtbot, window):
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.batch.how_many.setValue(4)
    dialog.batch.seed.setValue(7)
    assert dialog.batch.target.value() == 10 and "of length 5" in dialog.cutoff_label.text()
    with ticking() as ticks:
        qtbot.mouseClick(dialog.batch.generate_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.batch.results.count() == 4 and not dialog.task.running, timeout=60_000)
    assert longest_pause(ticks) < FREEZE_SECONDS, f"the window froze for {longest_pause(ticks):.3f} s"
    assert dialog.progress.value() == 4 and "Done" in dialog.eta.text()
    puzzle = dialog.batch.results.item(0).data(Qt.ItemDataRole.UserRole)
    assert fewest_swaps(puzzle.tiles, puzzle.solution) == 10
    assert deduce_solutions(puzzle.with_changes(solution=None), default_words()).status == "unique"
    item = dialog.batch.results.item(0)
    centre = dialog.batch.results.visualItemRect(item).center()
    qtbot.mouseClick(dialog.batch.results.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(dialog.batch.results.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert window.waffle.puzzle == puzzle and window.waffle.mode == "play"


def test_unique_in_play_is_asked_for_and_shown(qtbot, window):
    """Seed 2's 4th 5x5 (words may repeat) is ambiguous from its first colours; one safe swap settles it."""
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.batch.distinct.setChecked(False)
    assert not dialog.batch.in_play.isChecked()  # the default: unique from the first colours
    dialog.batch.in_play.setChecked(True)
    dialog.batch.how_many.setValue(4)
    dialog.batch.seed.setValue(2)
    qtbot.mouseClick(dialog.batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.batch.results.count() == 4 and not dialog.task.running, timeout=WAIT_MS)
    texts = [dialog.batch.results.item(i).text() for i in range(4)]
    assert [t.endswith(" · unique after 1 safe swap") for t in texts] == [False, False, False, True]
    puzzle = dialog.batch.results.item(3).data(Qt.ItemDataRole.UserRole)
    assert deduce_solutions(puzzle.with_changes(solution=None), default_words()).status == "ambiguous"


@pytest.mark.slow
def test_cancel_stops_at_once_and_bad_pins_are_shown(qtbot, window):
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.shape_edit.setText("7x7")
    dialog.shape_edit.editingFinished.emit()
    assert dialog.batch.target.value() == 20
    dialog.batch.how_many.setValue(500)
    qtbot.mouseClick(dialog.batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.progress.value() >= 1 or dialog.batch.results.count() >= 1, timeout=60_000)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.batch.generate_button.isEnabled() and "Cancelled" in dialog.eta.text()
    kept = dialog.batch.results.count()
    wait_for_workers(qtbot)
    assert dialog.batch.results.count() == kept  # nothing arrives after a cancel
    dialog.shape_edit.setText("5x5")
    dialog.pins.setText("r1=CRANE 2,1=Q")
    qtbot.mouseClick(dialog.batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "column 1 down" in dialog.error.text(), timeout=10_000)
    dialog.shape_edit.setText("6x6")
    dialog.shape_edit.editingFinished.emit()
    assert "odd sizes" in dialog.error.text()


@pytest.mark.slow
def test_every_grid_streams_the_31_grids_of_156_words_opens_one_and_saves_them(qtbot, window, shared_data, tmp_path):
    freq = json.loads((shared_data / "waffle" / "wordlists" / "3b1b_freq_map.json").read_text())
    words = sorted(w for w, f in freq.items() if len(w) == 5 and f >= 1e-4)
    dialog = generator_filling_from(qtbot, window, words, tmp_path / "words156.txt")
    assert "156 of length 5" in dialog.cutoff_label.text()
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=60_000)
    assert len(dialog.every.grids) == len(set(dialog.every.grids)) == 31  # docs/RULES.md W7
    assert dialog.every.grid_list.count() == 31 and dialog.every.grid_count.text().startswith("31 grids")
    assert dialog.progress.value() == dialog.progress.maximum() > 1 and "Done" in dialog.eta.text()
    vocab = {w.upper() for w in words}
    shape = dialog.every.grid_shape
    for grid in dialog.every.grids:
        assert {"".join(grid[c] for c in slot.cells) for slot in shape.slots} <= vocab
    saved = tmp_path / "grids.txt"
    dialog.every.save_grids(saved)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    lines = saved.read_text().splitlines()
    assert lines[-1] == "# 31 grids" and len(lines) == 32 and lines[0].count("/") == 4
    item = dialog.every.grid_list.item(3)
    centre = dialog.every.grid_list.visualItemRect(item).center()
    qtbot.mouseClick(dialog.every.grid_list.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(dialog.every.grid_list.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert window.waffle.mode == "design" and window.waffle.puzzle.solution == dialog.every.grids[3]


@pytest.mark.slow
def test_every_grid_cancel_ends_the_worker_processes(qtbot, window, roomy_disk):
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.shape_edit.setText("9x9")
    dialog.shape_edit.editingFinished.emit()
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.every.go_on_button.isVisible, timeout=WAIT_MS)
    qtbot.mouseClick(dialog.every.go_on_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(multiprocessing.active_children()) >= 2, timeout=WAIT_MS)
    listed = list(dialog.every.grids)  # chunks this process finished before it handed the rest over
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert "Cancelled" in dialog.eta.text() and dialog.every.every_button.isEnabled()
    qtbot.waitUntil(lambda: not multiprocessing.active_children(), timeout=5_000)
    wait_for_workers(qtbot)
    assert dialog.every.grids == listed  # nothing of the cancelled search reaches the list


def test_a_bad_word_list_file_is_named_in_place(qtbot, window, tmp_path):
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    bad = tmp_path / "bad.txt"
    bad.write_text("crane\nslate\tlots\n")
    dialog.file_edit.setText(str(bad))
    dialog.file_edit.editingFinished.emit()
    qtbot.waitUntil(lambda: "line 2" in dialog.error.text(), timeout=WAIT_MS)
    assert dialog.file_edit.text() == str(bad)
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    assert "Choose a word list file" in dialog.error.text() and not dialog.task.running


@pytest.mark.slow
def test_every_grid_with_defaults_warns_then_shows_progress_and_cancel_stops_it(qtbot, window, roomy_disk):
    """The default 5x5 common-tier search makes about 2 billion grids over hours."""
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.every.go_on_button.isVisible, timeout=WAIT_MS)
    assert "would take" in dialog.every.warning.text() and not multiprocessing.active_children()
    assert not dialog.task.running and dialog.progress.maximum() > 0 and dialog.every.every_button.isEnabled()
    qtbot.mouseClick(dialog.every.go_on_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.progress.value() > 0 and "left" in dialog.eta.text(), timeout=60_000)
    assert dialog.progress.maximum() > 0 and "grids so far" in dialog.eta.text()
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert "Cancelled" in dialog.eta.text() and dialog.every.every_button.isEnabled()
    assert dialog.progress.maximum() > 0 and not dialog.cancel_button.isEnabled()  # no busy bar left
    qtbot.waitUntil(lambda: not multiprocessing.active_children(), timeout=5_000)
    assert len(dialog.every.grids) <= 2000


@pytest.mark.slow
def test_save_grids_of_a_third_of_a_million_keeps_the_window_painting(qtbot, window, tmp_path):
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.pins.setText("r1=WIELD")
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.task.running and "Done" in dialog.eta.text(), timeout=240_000)
    shape = dialog.every.grid_shape
    plan = plan_fill(shape, default_words("common"), parse_pins(shape, ["r1=WIELD"]))
    count = sum(1 for _ in iter_fills(plan))
    assert count > 300_000 and dialog.every.grid_count.text().startswith(f"{count:,} grids")
    assert len(dialog.every.grids) == dialog.every.grid_list.count() == 2000
    saved = tmp_path / "grids.txt"
    with ticking() as ticks:
        dialog.every.save_grids(saved)
        qtbot.waitUntil(lambda: not dialog.task.running, timeout=120_000)
    assert longest_pause(ticks) < 1.0 and "saved" in dialog.eta.text()
    with open(saved) as lines:
        seen = sum(1 for line in lines if line.startswith("WIELD/"))
    assert seen == count and saved.read_text()[-40:].endswith(f"# {count} grids\n")
    dialog.every.save_grids(tmp_path / "grids.txt" / "no")
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    assert dialog.error.text().startswith("Could not save the grids:") and "Not a directory" in dialog.error.text()


@pytest.mark.slow
def test_every_grid_drops_the_last_runs_note_and_keeps_the_dialogs_width(qtbot, window):
    """The walk: after Generate then Every Grid, the word-list note of the Generate run stayed,
    and the dialog jumped from 988 to 1197 px wide on the Every grid tab."""
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.batch.how_many.setValue(1)
    qtbot.mouseClick(dialog.batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.batch.results.count() == 1 and not dialog.task.running, timeout=60_000)
    assert dialog.batch.curation_note.text().startswith("Fill list:")
    width = dialog.width()
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)  # the default 5x5 search: warned
    qtbot.waitUntil(lambda: dialog.every.go_on_button.isVisibleTo(dialog) and not dialog.task.running, timeout=WAIT_MS)
    qtbot.wait(50)
    assert dialog.batch.curation_note.text() == ""
    assert dialog.tabs.currentIndex() == 1 and dialog.width() == width


def test_the_frequency_cutoff_shows_only_when_it_applies(qtbot, window):
    """A disabled slider looks like an enabled one: with a word list file, the row goes."""
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.show()
    shown = {}
    for index in range(dialog.source.count()):
        dialog.source.setCurrentIndex(index)
        label = dialog.form.labelForField(dialog.cutoff)
        assert label.text() == "Frequency cutoff"
        shown[dialog.source.currentText()] = label.isVisibleTo(dialog) and dialog.cutoff.isVisibleTo(dialog)
        assert dialog.cutoff.isEnabled() == shown[dialog.source.currentText()]
    assert shown == {
        "common tier (cutoff per word length)": False,
        "built-in list, frequency cutoff": True,
        "word list file": False,
    }


def test_the_worker_table_shows_its_headers_and_the_whole_address_on_hover(qtbot, window):
    """The walk saw "tc…" and a cut "Trabajador" header: each column is as wide as its header."""
    from PySide6.QtGui import QTextDocument

    from studio.core.waffle.fill.reports import WorkerProgress

    dialog = window.open_generator()
    dialog.tabs.setCurrentIndex(1)
    address = "tcp://worker-with-a-long-name.example.org:40123"
    dialog.every._show_workers((WorkerProgress(address, 3, 12, "busy"),))
    table = dialog.every.workers
    header = table.horizontalHeader()
    for column in range(table.columnCount()):
        text = table.horizontalHeaderItem(column).text()
        assert header.sectionSize(column) >= header.fontMetrics().horizontalAdvance(text), text
    shown = QTextDocument()
    shown.setHtml(table.item(0, 0).toolTip())  # what the tooltip shows, as the user reads it
    assert shown.toPlainText() == address
    dialog.close()


def _pixels_of(image, colour) -> int:
    rgb = colour.rgb()
    return sum(image.pixel(x, y) == rgb for x in range(image.width()) for y in range(image.height()))


@pytest.mark.slow
def test_thumbnails_follow_the_colour_blind_tiles_and_a_selection_keeps_their_colours(qtbot, window):
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.batch.how_many.setValue(1)
    dialog.batch.seed.setValue(7)
    qtbot.mouseClick(dialog.batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.batch.results.count() == 1 and not dialog.task.running, timeout=WAIT_MS)
    item = dialog.batch.results.item(0)
    item.setSelected(True)
    for dark in (False, True):
        window.appearance.set_theme("dark" if dark else "light")
        window.appearance.set_colour_blind(True)  # the window's tiles turn orange and blue
        shown = dialog.batch.results.viewport().grab(dialog.batch.results.visualItemRect(item)).toImage()
        for colour in (GREEN, YELLOW):
            assert _pixels_of(shown, palette_for(dark, colour_blind=False).tile_fill[colour]) == 0
            assert _pixels_of(shown, palette_for(dark, colour_blind=True).tile_fill[colour]) > 20, (
                f"no {colour} tile in the colour-blind {'dark' if dark else 'light'} palette"
            )


@pytest.mark.slow
def test_every_grid_says_what_it_found_whichever_tab_is_shown(qtbot, window, tmp_path):
    """Issue 32: a finished Every Grid run read its kind from the tab shown, so with the
    Puzzles tab in front it ended as "Done: 0 puzzles", in the warning's colour. The 64
    grids of the planted words are worked out by hand in tests/acceptance/test_generator_story.py."""
    from studio.gui.shared import appearance
    from tests.acceptance.test_every_grid_on_dask import PLANTED, PLANTED_GRIDS

    dialog = generator_filling_from(qtbot, window, PLANTED, tmp_path / "planted.txt")
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    dialog.tabs.setCurrentIndex(0)  # the user looks at the puzzles while the grids are searched
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    assert dialog.eta.text().startswith(f"Done: {PLANTED_GRIDS} grids in ")
    assert appearance.current().status["good"].name() in dialog.eta.styleSheet()
    dialog.tabs.setCurrentIndex(1)
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    dialog.tabs.setCurrentIndex(0)
    assert dialog.eta.text().startswith("Cancelled: ") and "puzzles" not in dialog.eta.text()


def test_where_every_grid_runs_points_at_the_user_guides_part_on_dask(qtbot, window):
    from studio.gui.shared.guide import guide_file, guide_text

    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    tip = dialog.every.run_on.toolTip()
    assert "Help > User Guide: Dask" in tip and "README" not in tip  # the README has no Dask part any more
    assert "\n### Every grid on many machines (Dask)\n" in guide_text(guide_file("en")).markdown  # Help > User Guide's


@pytest.mark.slow
def test_familiar_words_follow_the_shape_and_a_fill_of_rare_words_is_said(qtbot, window, tmp_path):
    """Hand-worked 3x3: ABC, AYD, CXE and DZE make its only fill, and DZE is rare."""
    words = ["ABC\t5", "AYD\t5", "CXE\t5", "DZE\t1"]
    dialog = generator_filling_from(qtbot, window, words, tmp_path / "words.txt")
    for name, familiar in (("9x9", True), ("3x3", False)):
        dialog.shape_edit.setText(name)
        dialog.shape_edit.editingFinished.emit()
        assert dialog.batch.familiar.isChecked() is familiar
        assert dialog.batch.budget.isEnabled() is familiar
    dialog.batch.familiar.setChecked(True)
    dialog.batch.how_many.setValue(1)
    qtbot.mouseClick(dialog.batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.batch.results.count() == 1 and not dialog.task.running, timeout=WAIT_MS)
    note = dialog.batch.rare_note.text()
    assert "1.00" in note and "2.5" in note and not dialog.batch.rare_note.isHidden()
    puzzle = dialog.batch.results.item(0).data(Qt.ItemDataRole.UserRole)
    assert sorted(puzzle.shape.words(puzzle.solution)) == ["ABC", "AYD", "CXE", "DZE"]


def test_no_empty_note_leaves_a_gap_under_the_form(qtbot, window):
    """Before a run the error, the rare-words note and Every Grid's warning say nothing: they
    took a line and the spacing each, a gap of about 70 px between the form and Generate."""
    from PySide6.QtWidgets import QScrollArea

    dialog = window.open_generator()
    qtbot.waitUntil(lambda: dialog.isVisible(), timeout=WAIT_MS)
    area = dialog.findChild(QScrollArea)
    bottom = area.mapTo(dialog, area.rect().bottomLeft()).y()
    top = dialog.batch.generate_button.mapTo(dialog, dialog.batch.generate_button.rect().topLeft()).y()
    spacing = dialog.layout().itemAt(0).layout().spacing()
    assert 0 < top - bottom <= 2 * spacing, (top - bottom, spacing)
    dialog.error.setText("Something to say")  # a note that says something is shown
    qtbot.waitUntil(lambda: dialog.error.isVisible(), timeout=WAIT_MS)
    dialog.error.setText("")
    assert not dialog.error.isVisible()
