"""Keeping the best of a batch: the generator's list marks, drops and reorders its puzzles;
Save and Print Sheet take the marked ones (every one when none is), in the order shown,
the files numbered so a folder lists them so. The word filter's level in the generator and
in Design. The oracle is the order arranged here by hand and the files read back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView

from studio.core.curation import LEVELS, classroom_kinds, level_exclusions
from studio.core.waffle.formats import read_puzzle
from studio.gui.waffle.batch_tool import MADE_ROLE
from studio.gui.waffle.word_filter import KIND_NAMES, LEVEL_NAMES, WordFilterBox
from tests.gui.conftest import WAIT_MS


def made_order(batch) -> list[int]:
    return [batch.results.item(row).data(MADE_ROLE) for row in range(batch.results.count())]


def select(batch, rows: list[int]) -> None:
    batch.results.clearSelection()
    batch.results.setCurrentRow(rows[0])
    for row in rows:
        batch.results.item(row).setSelected(True)


def generate(qtbot, window, count: int, seed: int):
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.batch.how_many.setValue(count)
    dialog.batch.seed.setValue(seed)
    qtbot.mouseClick(dialog.batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.batch.results.count() == count and not dialog.task.running, timeout=WAIT_MS)
    return dialog


def test_the_word_filter_box_lists_the_levels_and_the_classroom_kinds(qtbot):
    box = WordFilterBox()
    qtbot.addWidget(box)
    assert [box.itemData(i) for i in range(box.count())] == list(LEVELS) == list(LEVEL_NAMES)
    assert box.level() == "default"
    assert set(KIND_NAMES) == set(classroom_kinds())  # every kind the list has is translatable
    assert all(kind in box.toolTip() for kind in classroom_kinds())


@pytest.mark.slow
def test_mark_drop_reorder_then_save_and_print_the_marked_in_the_order_shown(qtbot, window, tmp_path):
    dialog = generate(qtbot, window, 6, 11)
    batch = dialog.batch
    assert batch.results.dragDropMode() is QAbstractItemView.DragDropMode.InternalMove  # drag to reorder
    assert made_order(batch) == [0, 1, 2, 3, 4, 5] and batch.save_all_button.text() == "Save All…"
    menu = [action.text() for action in batch.results.actions()]  # the list's context menu
    assert menu == ["Mark", "Unmark", "Move Up", "Move Down", "Drop from the List"]
    assert all(batch.results.item(row).checkState() == Qt.CheckState.Unchecked for row in range(6))
    batch.results.setFocus()
    select(batch, [4])
    qtbot.keyClick(batch.results, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(batch.results, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert made_order(batch) == [0, 1, 4, 2, 3, 5]
    select(batch, [0, 1])
    qtbot.keyClick(batch.results, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert made_order(batch) == [4, 0, 1, 2, 3, 5]
    select(batch, [4])
    qtbot.keyClick(batch.results, Qt.Key.Key_Delete)
    assert made_order(batch) == [4, 0, 1, 2, 5]
    select(batch, [0, 2, 4])
    batch.mark_action.trigger()
    assert batch.marked_note.text() == "3 of 5 marked" and batch.save_all_button.text() == "Save Marked…"
    kept = [batch.results.item(row).data(Qt.ItemDataRole.UserRole) for row in (0, 2, 4)]  # made 4, 1, 5
    batch.save_all(tmp_path)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    files = sorted(tmp_path.iterdir())
    assert [f.name for f in files] == [
        "01-waffle5x5-seed11-005.json",
        "02-waffle5x5-seed11-002.json",
        "03-waffle5x5-seed11-006.json",
    ]
    assert [read_puzzle(f).solution for f in files] == [p.solution for p in kept]
    sheet = batch.print_sheet()
    qtbot.addWidget(sheet)
    assert [puzzle for _, puzzle in sheet.puzzles] == kept
    sheet.close()
    select(batch, [0, 1, 2, 3, 4])
    batch.unmark_action.trigger()
    assert batch.picked() == batch.listed() and batch.save_all_button.text() == "Save All…"
    select(batch, [0, 1, 2, 3, 4])
    batch.drop_action.trigger()
    assert batch.results.count() == 0 and not batch.save_all_button.isEnabled() and not batch.sheet_button.isEnabled()


@pytest.mark.slow
def test_the_classroom_level_in_the_generator_and_in_design(qtbot, window):
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.batch.word_filter.setCurrentIndex(LEVELS.index("classroom"))
    dialog.batch.how_many.setValue(6)
    qtbot.mouseClick(dialog.batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.batch.results.count() == 6 and not dialog.task.running, timeout=WAIT_MS)
    note = dialog.batch.curation_note.text()
    assert "classroom exclusions removed" in note and "death" in note and "insult" in note
    words = {w for p in dialog.batch.listed() for w in p.shape.words(p.solution)}
    assert len(words) == 36  # no word twice, by default
    classroom = level_exclusions("classroom")
    assert not words & set(classroom)
    page = window.waffle
    page.set_mode("design")
    design = page.design_panel
    qtbot.keyClicks(page.grid, "dea")
    design.slot_chosen.emit(0)
    offered = {design.fits.item(i).data(Qt.ItemDataRole.UserRole) for i in range(design.fits.count())}
    assert "DEATH" in offered  # the default level lets it through
    design.word_filter.setCurrentIndex(LEVELS.index("classroom"))
    offered = {design.fits.item(i).data(Qt.ItemDataRole.UserRole) for i in range(design.fits.count())}
    assert "DEATH" not in offered and "DEALS" in offered
