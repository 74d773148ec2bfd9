"""A designer curates the words: edits the banned and favoured lists (a bad line first, a
folder that cannot be written), generates a batch that keeps them, sees what each filter
removed, sorts it by difficulty and prints it; the design page suggests no banned or
offensive word and stars the favoured ones; a 3x3 generates with its defaults."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from studio.core.curation import default_exclusions, excluded_kind, user_list_path
from studio.gui.waffle.word_lists_dialog import WordListsDialog
from tests.gui.conftest import WAIT_MS

THEME = ["TABBY", "KITTY", "CLAWS", "PAWED", "MOUSE", "PURRS"]


@pytest.fixture
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return tmp_path / "config"


def fit_words(design) -> list[str]:
    return [design.fits.item(i).data(Qt.ItemDataRole.UserRole) for i in range(design.fits.count())]


@pytest.mark.slow
def test_curated_batch_from_the_editor_to_a_sheet(qtbot, window, config):
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.batch.word_lists_button, Qt.MouseButton.LeftButton)
    editor = dialog.findChild(WordListsDialog)
    qtbot.waitUntil(editor.isVisible, timeout=WAIT_MS)
    editor.editors["banned"].setPlainText("TABLE\nnot one")
    editor.editors["favoured"].setPlainText("\n".join(THEME))
    save = editor.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    assert "Banned, line 2, column 4" in editor.message.text() and editor.isVisible()
    assert not user_list_path("banned").exists()  # nothing written while a list is wrong
    editor.editors["banned"].setPlainText("TABLE\nHOUSE")
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    assert not editor.isVisible()
    assert user_list_path("banned").read_text().splitlines()[1:] == ["HOUSE", "TABLE"]
    dialog.batch.how_many.setValue(8)
    seed = dialog.batch.seed.value()
    qtbot.mouseClick(dialog.batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.batch.results.count() == 8 and not dialog.task.running, timeout=60_000)
    batch = dialog.batch
    assert f"seed {seed}" in batch.seed_note.text() and batch.seed.value() != seed  # the next run: new puzzles
    note = dialog.batch.curation_note.text()
    assert "default exclusions removed" in note and "banned words removed 2" in note and "6 words favoured" in note
    puzzles = dialog.batch.listed()
    words = {w for p in puzzles for w in p.shape.words(p.solution)}
    assert not words & {"TABLE", "HOUSE"}
    assert all(excluded_kind(w, default_exclusions()) is None for w in words)
    assert words & set(THEME)  # weighted up: 8 puzzles of 6 slots hold some of them
    dialog.batch.order.setCurrentText("hardest first")
    hardness = [dialog.batch.results.item(i).data(Qt.ItemDataRole.UserRole).meta["difficulty"] for i in range(8)]
    assert hardness == sorted(hardness, reverse=True)
    sheet = dialog.batch.print_sheet()
    qtbot.addWidget(sheet)
    assert [puzzle for _, puzzle in sheet.puzzles] == dialog.batch.listed()
    sheet.close()


@pytest.mark.slow
def test_the_design_page_suggests_no_banned_or_offensive_word(qtbot, window, config):
    user_list_path("banned").parent.mkdir(parents=True)
    user_list_path("banned").write_text("TABLE\n")
    user_list_path("favoured").write_text("TABBY\n")
    page = window.waffle
    page.set_mode("design")
    design = page.design_panel
    qtbot.keyClicks(page.grid, "tab")
    design.slot_chosen.emit(0)
    offered = fit_words(design)
    assert "TABBY" in offered and "TABLE" not in offered and "TABLES" not in offered
    starred = [design.fits.item(i).text() for i in range(design.fits.count()) if "★" in design.fits.item(i).text()]
    assert len(starred) == 1 and starred[0].startswith("TABBY")
    page.document.edit(page.puzzle.with_changes(solution=None), "clear")
    qtbot.keyClicks(page.grid, "sex")
    design.slot_chosen.emit(0)
    assert not {"SEXES", "SEXED"} & set(fit_words(design))  # SEXTS (SEXT, an hour of prayer) may be
    assert "SEXES" in page.words  # solving still knows it


def test_an_unwritable_config_folder_is_said_and_nothing_is_lost(qtbot, window, tmp_path, monkeypatch):
    blocked = tmp_path / "a file"
    blocked.write_text("")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(blocked))
    editor = WordListsDialog(window)
    qtbot.addWidget(editor)
    editor.editors["favoured"].setPlainText("KRILL")
    assert not editor.save()
    assert "cannot make this folder" in editor.message.text() or "not a folder" in editor.message.text()
    assert editor.editors["favoured"].toPlainText() == "KRILL"


def test_a_3x3_from_the_shape_picker_generates_with_its_defaults(qtbot, window, config):
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.shape_box.setCurrentText("3x3")
    dialog.shape_box.activated.emit(dialog.shape_box.currentIndex())
    assert dialog.shape_edit.text() == "3x3" and dialog.batch.target.value() == 3
    dialog.batch.how_many.setValue(2)
    qtbot.mouseClick(dialog.batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.task.running and dialog.batch.results.count() == 2, timeout=60_000)
    assert "Done" in dialog.eta.text() and not dialog.error.text()
    dialog.shape_edit.setText("13x13")
    dialog.shape_edit.editingFinished.emit()
    assert dialog.shape_box.currentText() == "custom…"
