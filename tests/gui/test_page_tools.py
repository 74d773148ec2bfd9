"""A page's own action (a PageTool: Draw Holes on the Waffle page) is in the window's Edit
menu and answers its shortcut only while its page is shown."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_letterboxed_page import open_page as open_letterboxed


def test_a_pages_own_tool_is_in_the_edit_menu_and_only_reaches_its_page(qtbot, window):
    holes = window.waffle.holes_action
    assert holes in window.edit_menu.actions()
    window.pages.setCurrentWidget(window.waffle)
    window.show()
    qtbot.waitExposed(window)
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert window.waffle.holes_button.isChecked()  # Ctrl+H on the Waffle page draws holes
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert not window.waffle.holes_button.isChecked()
    open_letterboxed(qtbot, window)
    assert not holes.isVisible() and not holes.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert not window.waffle.holes_button.isChecked()  # the hidden page is out of reach
    window.pages.setCurrentWidget(window.waffle)
    assert holes.isVisible() and holes.isEnabled()
