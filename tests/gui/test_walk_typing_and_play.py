"""Defects a walk through the real window found (a designer on a Royale, a player in Play).

Oracles: the Royale's cells counted by hand (cell 0 is row 1, column 4, in column 4 down
only; column 4 down runs rows 1 to 7), and daily #1 as published (FUGUE LOOSE OMEGA FOLIO
GLOBE ENEMA, 10 swaps).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtPrintSupport import QPrintDialog
from PySide6.QtWidgets import QApplication, QDialog, QScrollArea

from studio.core.waffle.results import Result, result_code
from studio.core.waffle.shape import royale_shape
from studio.core.wordle.backtest import Backtest
from studio.core.wordsets import Group, WordSet
from studio.gui.waffle import daily_dialog, sheet_dialog
from studio.gui.waffle.book_dialog import BookDialog
from studio.gui.waffle.daily_dialog import DailyDialog, ResultsDialog
from studio.gui.wordsets import page as wordsets_page
from studio.resources import resource
from tests.gui.conftest import WAIT_MS
from tests.gui.test_waffle_hints import solved_daily
from tests.gui.test_wordle_page import open_page
from tests.render.test_daily_page import _entries


@pytest.mark.slow
def test_typing_a_word_down_the_royale_s_top_tile_stays_in_column_4(qtbot, window):
    page = window.waffle
    page.new_puzzle(royale_shape())
    page.set_mode("design")
    grid = page.grid
    assert grid.cursor_cell == 0
    grid.across = True  # what Solve left: the top tile is in column 4 down only, as highlighted
    qtbot.keyClicks(grid, "example")
    shape = page.puzzle.shape
    column_4 = "".join(page.puzzle.solution[shape.cell_at[(row, 3)]] for row in range(7))
    assert column_4 == "EXAMPLE"


@pytest.mark.slow
def test_undo_in_play_cannot_throw_away_the_game_and_the_puzzle(qtbot, window):
    page, _ = solved_daily(qtbot, window)  # the paste is an edit Undo would take back
    page.set_mode("play")
    qtbot.waitUntil(lambda: page.game is not None, timeout=WAIT_MS)
    a, b = page.solve_panel.report.solved[0].plan.swaps[0]
    page.grid.swap_requested.emit(a, b)
    pasted, game = page.puzzle, page.game
    assert game.used == 1
    assert not window.undo_action.isEnabled()  # a swap in the game is not taken back, as in the game
    window.undo_action.trigger()
    qtbot.keyClick(page.grid, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.puzzle is pasted and page.game is game
    window.pages.setCurrentWidget(window.wordle)  # another page and back: still off in Play
    window.pages.setCurrentWidget(page)
    assert not window.undo_action.isEnabled()
    page.set_mode("solve")
    assert window.undo_action.isEnabled()  # Solve's edits are undone as ever


@pytest.mark.slow
def test_enter_in_the_sheets_title_opens_no_book_form_and_no_file_dialog(qtbot, window, monkeypatch):
    asked = []
    monkeypatch.setattr(BookDialog, "exec", lambda form: asked.append("book") or QDialog.DialogCode.Rejected)
    monkeypatch.setattr(sheet_dialog, "save_file_name", lambda *args: asked.append("file") or "")
    monkeypatch.setattr(QPrintDialog, "exec", lambda form: asked.append("print") or QDialog.DialogCode.Rejected)
    window.waffle.paste_text(resource("examples/daily-1.txt").read_text())
    dialog = window.open_sheet()
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.entries is not None and len(dialog.entries) == 1, timeout=WAIT_MS)
    dialog.title.setFocus()
    qtbot.keyClicks(dialog.title, " 4B")
    qtbot.keyClick(dialog.title, Qt.Key.Key_Return)  # a teacher ends the title with Enter
    assert asked == []
    assert dialog.isVisible() and dialog.title.text().endswith(" 4B")


def test_enter_in_the_daily_pages_series_name_saves_the_page_not_class_results(qtbot, monkeypatch):
    asked = []
    monkeypatch.setattr(daily_dialog, "save_file_name", lambda *args: asked.append("save") or "")
    monkeypatch.setattr(ResultsDialog, "show", lambda form: asked.append("results"))
    dialog = DailyDialog([(e.name, e.puzzle) for e in _entries()], None)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.series.setFocus()
    qtbot.keyClicks(dialog.series, " 4B")
    qtbot.keyClick(dialog.series, Qt.Key.Key_Return)
    assert asked == ["save"]  # the dialog's own action, as its button says


def test_class_results_show_every_column_without_scrolling_sideways(qtbot):
    """Two pupils' codes (made by results.py from values chosen here): Hints and Undos were
    past the table's right edge at the dialog's size."""
    dialog = ResultsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    codes = [result_code(Result("Ana", 1234, 1, "won", 5, 10, 0, 0))]
    codes.append(result_code(Result("Émile-Alexandre Dupont", 1234, 2, "out of swaps", 0, 15, 2, 1)))
    dialog.codes.setPlainText("\n".join(codes))
    dialog.show_results()
    table = dialog.table
    qtbot.waitUntil(lambda: table.item(1, 7) is not None and table.item(1, 7).text() == "1")
    header = table.horizontalHeader()
    assert header.length() <= table.viewport().width()
    assert table.horizontalScrollBar().maximum() == 0


@pytest.mark.slow
def test_design_on_a_new_royale_lists_the_words_for_the_highlighted_column_at_once(qtbot, window):
    page = window.waffle
    page.new_puzzle(royale_shape())  # the cursor on the top tile, as Solve types: across
    page.set_mode("design")
    fits = page.design_panel.fits
    assert fits.count() > 0  # the list was empty until the cursor moved
    words = {fits.item(n).data(Qt.ItemDataRole.UserRole) for n in range(fits.count())}
    assert {len(word) for word in words} == {7}  # column 4 down: rows 1 to 7


def _wheel_down(widget) -> None:
    at = QPointF(widget.rect().center())
    event = QWheelEvent(
        at,
        widget.mapToGlobal(at),
        QPoint(0, 0),
        QPoint(0, -120),  # one notch down
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


@pytest.mark.slow
def test_the_wheel_over_a_field_scrolls_the_generators_form_and_leaves_the_seed_alone(qtbot, window):
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.resize(900, 420)  # a small screen's: the form scrolls
    seed = dialog.batch.seed
    area = next(a for a in dialog.findChildren(QScrollArea) if a.isAncestorOf(seed))
    qtbot.waitUntil(lambda: area.verticalScrollBar().maximum() > 0)
    area.ensureWidgetVisible(seed)
    before, top = seed.value(), area.verticalScrollBar().value()
    area.verticalScrollBar().setValue(top - 40)  # the seed still under the pointer, not focused
    dialog.activateWindow()
    dialog.pins.setFocus()
    qtbot.waitUntil(dialog.pins.hasFocus)
    _wheel_down(seed)
    assert seed.value() == before  # scrolling past a field never changes it
    assert area.verticalScrollBar().value() > top - 40  # the form scrolled instead
    dialog.activateWindow()
    seed.setFocus()  # a field the user clicked into still takes the wheel
    qtbot.waitUntil(seed.hasFocus)
    _wheel_down(seed)
    assert seed.value() != before


@pytest.mark.slow
def test_word_sets_offer_no_copy_or_export_before_there_are_sets(qtbot, window, monkeypatch):
    asked = []
    monkeypatch.setattr(wordsets_page, "save_file_name", lambda *args: asked.append("file") or "")
    page = window.wordsets
    window.pages.setCurrentWidget(page)
    assert not page.copy_button.isEnabled() and not page.csv_button.isEnabled()
    window.export_action.trigger()  # File > Export with no sets: said, no file asked for
    assert asked == [] and page.status.text() != ""
    page.model.reset(2)
    page.model.extend([((5.0, 5.0), WordSet((Group(0, ("fight",)), Group(0, ("plums",)))))])
    assert page.copy_button.isEnabled() and page.csv_button.isEnabled()
    window.export_action.trigger()
    assert asked == ["file"]
    page.model.reset(2)  # a new search starts empty
    assert not page.copy_button.isEnabled() and not page.csv_button.isEnabled()


@pytest.mark.slow
def test_clear_results_is_there_only_with_results_and_clears_the_best_so_far_line(qtbot, window):
    tab = window.wordle.backtest
    assert not tab.clear_button.isEnabled()
    # a backtest by hand: CRANE in 1, SLOTH in 3: a mean of 2 guesses
    tab._add(Backtest("frequency", False, {"CRANE": 1, "SLOTH": 3}), 0.5)
    tab._finished()
    assert tab.clear_button.isEnabled() and "2.0000" in tab.status.text()
    qtbot.mouseClick(tab.clear_button, Qt.MouseButton.LeftButton)
    assert tab.table.rowCount() == 0 and tab.status.text() == "" and tab.progress.value() <= 0
    assert not tab.clear_button.isEnabled()


@pytest.mark.slow
def test_copy_result_waits_for_the_wordle_game_to_end(qtbot, window):
    page = open_page(qtbot, window)
    play = page.play
    play.new_game("BEACH")
    assert not play.share_button.isEnabled()  # mid-game it copied nothing and said nothing
    qtbot.keyClicks(play.tiles, "hatch")
    qtbot.keyClick(play.tiles, Qt.Key.Key_Return)
    assert play.game.turns and not play.share_button.isEnabled()
    qtbot.keyClicks(play.tiles, "beach")
    qtbot.keyClick(play.tiles, Qt.Key.Key_Return)
    assert play.game.won and play.share_button.isEnabled()
    play.new_game("BEACH")
    assert not play.share_button.isEnabled()


@pytest.mark.slow
def test_after_file_new_the_letters_typed_go_into_the_new_grid(qtbot, window):
    page, panel = solved_daily(qtbot, window, "show_button")
    window.activateWindow()
    panel.done_button.setFocus()  # the last thing clicked: a panel button that New hides
    qtbot.waitUntil(panel.done_button.hasFocus)
    page.new_puzzle(royale_shape())
    qtbot.keyClicks(QApplication.focusWidget(), "ab")  # where the keyboard is now
    shape = page.puzzle.shape
    assert page.puzzle.tiles[shape.cell_at[(0, 3)]] == "A"  # the top tile, then the next in reading order


@pytest.mark.slow
def test_the_assistants_undo_guess_and_start_over_wait_for_something_to_take_back(qtbot, window):
    page = open_page(qtbot, window)
    page.tabs.setCurrentWidget(page.assistant)
    assistant = page.assistant
    undo, start_over = assistant.undo_button, assistant.clear_button
    assert not undo.isEnabled() and not start_over.isEnabled()
    qtbot.keyClicks(assistant.tiles, "crane")
    assert not undo.isEnabled() and start_over.isEnabled()  # a guess typed, none entered
    qtbot.keyClicks(assistant.tiles, "13133")
    qtbot.keyClick(assistant.tiles, Qt.Key.Key_Return)
    assert len(assistant.turns) == 1 and undo.isEnabled() and start_over.isEnabled()
    qtbot.mouseClick(start_over, Qt.MouseButton.LeftButton)
    assert not assistant.turns and not undo.isEnabled() and not start_over.isEnabled()


@pytest.mark.slow
def test_the_daily_dialog_grows_for_its_saved_line_instead_of_squashing_its_fields(qtbot, tmp_path):
    dialog = DailyDialog([(e.name, e.puzzle) for e in _entries()], None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.save(tmp_path / "daily.html")  # says the file, the days, and how long until the first
    qtbot.waitUntil(lambda: "daily.html" in dialog.status.text(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: dialog.status.height() >= dialog.status.heightForWidth(dialog.status.width()))
    for field in (dialog.series, dialog.start_date, dialog.every, dialog.ramp):
        assert field.height() >= field.sizeHint().height(), field


@pytest.mark.slow
def test_the_solutions_back_and_next_stop_at_its_ends_as_the_reviews_do(qtbot, window):
    _, panel = solved_daily(qtbot, window, "show_button")
    assert panel.steps.count() == 11  # daily #1: the start and its 10 swaps
    for _ in range(10):
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert panel.steps.currentRow() == 10
    assert not panel.next_button.isEnabled() and panel.previous_button.isEnabled()
    panel.steps.setCurrentRow(0)  # the puzzle as given
    assert panel.next_button.isEnabled() and not panel.previous_button.isEnabled()
