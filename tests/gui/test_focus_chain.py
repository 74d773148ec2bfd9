"""Keyboard and screen readers: Tab reaches every control of every page and dialog, each
has a name a screen reader can say (Qt's own accessible name: its text, its buddy label
or a name set on it), and the painted boards say what the cursor is on."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QPushButton, QWidget

from studio.core.waffle.shape import waffle_shape
from studio.gui.waffle.grid_view import DESIGN, EDIT, tile_description
from studio.gui.wordle.widgets import rows_description
from tests.gui.conftest import WAIT_MS, click_cell

MAX_PRESSES = 400
EXAMPLE = Path(__file__).resolve().parents[2] / "studio" / "resources" / "examples" / "daily-1.json"


def focus_target(widget: QWidget) -> QWidget:
    while widget.focusProxy() is not None:
        widget = widget.focusProxy()
    return widget


def as_user_sees(widget: QWidget) -> QWidget:
    """A spin box's inner line edit takes the focus for it: the spin box is the control."""
    parent = widget.parentWidget()
    return parent if isinstance(parent, QAbstractSpinBox) else widget


def reachable(top: QWidget) -> set[QWidget]:
    """Every control in `top` a Tab press could land on."""
    found = set()
    for widget in top.findChildren(QWidget):
        if (
            widget.window() is top
            and widget.isVisible()
            and widget.isEnabled()
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        ):
            found.add(as_user_sees(focus_target(widget)))
    return found


def tab_walk(qtbot, top: QWidget, start: QWidget) -> list[QWidget]:
    """The controls Tab visits from `start`, once round."""
    top.activateWindow()
    qtbot.waitUntil(top.isActiveWindow)
    start.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    visited = [as_user_sees(QApplication.focusWidget())]
    for _ in range(MAX_PRESSES):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        now = as_user_sees(QApplication.focusWidget())
        if now is visited[0] and len(visited) > 1:
            break
        if now is not visited[-1]:
            visited.append(now)
    return visited


def spoken_name(widget: QWidget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name).strip()


def check_keyboard_and_names(qtbot, top: QWidget, start: QWidget) -> None:
    walked = tab_walk(qtbot, top, start)
    missed = reachable(top) - set(walked)
    assert not missed, (top.windowTitle(), [f"{type(w).__name__} {spoken_name(w)!r}" for w in missed])
    nameless = [f"{type(w).__name__} {w.toolTip()!r}" for w in walked if not spoken_name(w)]
    assert not nameless, (top.windowTitle(), nameless)


@pytest.mark.parametrize("name", ["waffle", "wordle", "letterboxed", "wordsets"])
def test_tab_reaches_every_control_of_a_page_and_each_has_a_name(qtbot, window, name):
    page = window.page(name)
    window.pages.setCurrentWidget(page)
    start = next(iter(sorted(reachable(window), key=lambda w: w.mapTo(window, w.rect().topLeft()).y())))
    check_keyboard_and_names(qtbot, window, start)


def dialogs(window):
    yield window.show_guide()
    yield window.show_shortcuts()
    yield window.about()
    yield window.open_generator()
    window.open_path(EXAMPLE)
    yield window.open_export()
    yield window.open_sheet()


def test_tab_reaches_every_control_of_the_dialogs_and_each_has_a_name(qtbot, window):
    for dialog in dialogs(window):
        qtbot.addWidget(dialog)
        controls = sorted(reachable(dialog), key=lambda w: w.mapTo(dialog, w.rect().topLeft()).y())
        check_keyboard_and_names(qtbot, dialog, controls[0])
        dialog.close()


def test_a_tile_is_said_as_its_row_column_letter_and_colour():
    shape = waffle_shape(5, 5)
    letters, colors = "FUGUEOLNLOOSEIBMOMEGA", "------y--------------"  # cells 5, 6, 7 are row 2's
    assert shape.cell_at[(1, 2)] == 6
    assert tile_description(shape, letters, colors, 6, EDIT) == "row 2, column 3, letter L, yellow"
    assert tile_description(shape, " " * 21, colors, 0, DESIGN) == "row 1, column 1, empty"  # no colour in Design


def test_the_grid_tells_a_screen_reader_where_the_cursor_is(qtbot, window):
    grid = window.waffle.grid
    grid.setFocus()
    qtbot.keyClicks(grid, "E")
    qtbot.keyClick(grid, Qt.Key.Key_2)  # row 1, column 2 yellow; the cursor moves on, as after a letter
    assert spoken_name(grid) == "Waffle grid, row 1, column 3, empty, gray"
    qtbot.keyClick(grid, Qt.Key.Key_Left)
    assert spoken_name(grid) == "Waffle grid, row 1, column 2, empty, yellow"
    qtbot.keyClick(grid, Qt.Key.Key_Left)
    assert spoken_name(grid) == "Waffle grid, row 1, column 1, letter E, gray"
    qtbot.keyClick(grid, Qt.Key.Key_Down)
    assert spoken_name(grid) == "Waffle grid, row 2, column 1, empty, gray"
    assert "1, 2 and 3 colour" in QAccessible.queryAccessibleInterface(grid).text(QAccessible.Text.Description)


def test_clicking_into_the_grid_moves_the_cursor_and_keeps_the_colour(qtbot, window):
    grid, page = window.waffle.grid, window.waffle
    window.activateWindow()
    window.pages.tabBar().setFocus()
    qtbot.waitUntil(window.pages.tabBar().hasFocus)
    before = page.puzzle.colors
    click_cell(qtbot, grid, grid.cursor_cell)  # the grid had no focus: the click only focuses it
    assert grid.hasFocus() and page.puzzle.colors == before
    click_cell(qtbot, grid, grid.cursor_cell)  # now it cycles, as the manual says
    assert page.puzzle.colors != before


def test_the_wordle_board_is_read_row_by_row():
    assert rows_description([]) == "No guesses yet"
    said = rows_description([("CRANE", (0, 1, 2, 0, 0)), ("AB", None)])
    assert said == "Guess 1, CRANE: C gray, R yellow, A green, N gray, E gray; Typing AB"


def test_the_new_dialog_shows_the_size_it_will_make(qtbot):
    from studio.gui.waffle.new_dialog import CHOICES, NewPuzzleDialog

    dialog = NewPuzzleDialog()
    qtbot.addWidget(dialog)
    for index, (_label, _kind, rows, cols) in enumerate(CHOICES):
        dialog.kind.setCurrentIndex(index)
        if rows is not None:  # 5x5 shows 5 and 5, not the 7 columns typed for another shape
            assert (dialog.rows.value(), dialog.cols.value()) == (rows, cols) and not dialog.cols.isEnabled()
            assert dialog.chosen_shape().cols == cols
    dialog.kind.setCurrentIndex(4)  # any size: the last size typed comes back
    dialog.cols.setValue(9)
    dialog.kind.setCurrentIndex(0)
    dialog.kind.setCurrentIndex(5)
    assert dialog.cols.value() == 9 and dialog.cols.isEnabled()


def test_tab_leaves_the_waffle_grid_for_the_mode_colour_and_panel_buttons(qtbot, window):
    """The walk found Tab cycling the 21 tiles and the tab bar only: the buttons beside the
    grid and the side panel's must be reachable from a tile too."""
    page = window.waffle
    assert window.open_path(EXAMPLE)

    def panel_buttons():
        return [b for b in page.solve_panel.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]

    qtbot.waitUntil(lambda: len(panel_buttons()) >= 2, timeout=WAIT_MS)  # Hint and Show, once solved
    walked = tab_walk(qtbot, window, page.grid)
    # the exclusive mode buttons are one stop, as radio buttons are: Tab reaches the checked one
    wanted = [page.mode_buttons.checkedButton(), *page.color_buttons, page.holes_button, *panel_buttons()]
    assert not [b.text() for b in wanted if b not in walked]
    assert walked.index(page.mode_buttons.button(0)) < walked.index(page.color_buttons[0])
    page.grid.setFocus()
    qtbot.keyClick(page.grid, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)  # the keys still switch modes
    assert page.mode == "play"
