"""Help > Keyboard Shortcuts: read from the window's real actions when it opens, so it
cannot say a key that the window does not have."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from studio.gui.shared.sizing import fit_to_screen


@dataclass(frozen=True)
class Shortcut:
    where: str  # "File", "Edit", or the page or dialog that owns it
    what: str  # the action's words, without its mnemonic '&' and ellipsis
    keys: str  # as the platform writes them, e.g. "Ctrl+O" or "⌘O"


LISTED_AS = "listed_as"  # an action's property: its fixed name, where its text changes ("Undo Type Ñ")


def listed_as(action: QAction) -> str:
    """What the list calls an action: its fixed name if it has one, or its words."""
    return str(action.property(LISTED_AS) or plain(action.text()))


def plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").removesuffix("…").removesuffix("...")


def on_a_keyboard(sequence: QKeySequence) -> bool:
    """Whether every key of `sequence` is on an ordinary keyboard: characters, Esc to F12,
    arrows and the like. Qt's standard keys add F14 and media keys named Undo or Copy, which
    no laptop has: listing them reads as noise ("Undo: Ctrl+Z, F14, Undo")."""
    keys = [sequence[i].key().value for i in range(sequence.count())]  # type: ignore[index]  # the stubs lack []
    return bool(keys) and all(k <= Qt.Key.Key_F12.value for k in keys)  # Qt numbers F12 after Esc and the arrows


def keys_text(sequences: list[QKeySequence]) -> str:
    shown = (s.toString(QKeySequence.SequenceFormat.NativeText) for s in sequences if on_a_keyboard(s))
    return ", ".join(dict.fromkeys(shown))


def _menu_actions(menu: QMenu, path: str, seen: set[int], rows: list[Shortcut]) -> None:
    for action in menu.actions():
        seen.add(id(action))
        if isinstance(submenu := action.menu(), QMenu):  # Qt types a QAction's menu as a QObject
            _menu_actions(submenu, f"{path} > {plain(action.text())}", seen, rows)
        elif keys := keys_text(action.shortcuts()):
            rows.append(Shortcut(path, listed_as(action), keys))


def shortcuts_of(window: QWidget) -> list[Shortcut]:
    """The menus' actions with keys, in menu order, then any other action, shortcut or
    button with keys that the window's widgets own, under the title of its page or dialog."""
    rows: list[Shortcut] = []
    seen: set[int] = set()
    menu_bar = getattr(window, "menuBar", None)
    if menu_bar is not None:
        for top in menu_bar().actions():
            if top.menu() is not None:  # Waffle's menus too, hidden while another page is shown
                seen.add(id(top))
                _menu_actions(top.menu(), plain(top.text()), seen, rows)
    for action in window.findChildren(QAction):
        if id(action) not in seen and (keys := keys_text(action.shortcuts())) and action.text():
            rows.append(Shortcut(_owner(action.parent()), listed_as(action), keys))
    for shortcut in window.findChildren(QShortcut):
        if shortcut.whatsThis() and (keys := keys_text([shortcut.key()])):
            rows.append(Shortcut(_owner(shortcut.parent()), shortcut.whatsThis(), keys))
    for button in window.findChildren(QAbstractButton):
        if keys := keys_text([button.shortcut()]):
            rows.append(Shortcut(_owner(button), plain(button.text()) or button.accessibleName(), keys))
    return rows


def _owner(widget: object) -> str:
    """The page (a tab) or dialog a widget belongs to, by its title."""
    while isinstance(widget, QWidget):
        if widget.isWindow():
            return widget.windowTitle().split(" — ")[0]
        stack = widget.parentWidget()  # a tab's page sits in its tab widget's stack
        tabs = stack.parentWidget() if stack is not None else None
        if isinstance(tabs, QTabWidget) and (index := tabs.indexOf(widget)) >= 0:
            return tabs.tabText(index)
        widget = stack
    return ""


class ShortcutsDialog(QDialog):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("Keyboard shortcuts — Puzzle Studio"))
        self.rows = shortcuts_of(window)
        self.table = QTableWidget(len(self.rows), 3)
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Menu or page"), self.tr("Action"), self.tr("Keys")])
        self.table.verticalHeader().hide()
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        for row, shortcut in enumerate(self.rows):
            for column, text in enumerate((shortcut.where, shortcut.what, shortcut.keys)):
                self.table.setItem(row, column, QTableWidgetItem(text))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        note = QLabel(
            self.tr(
                "Inside the Waffle grid, letters, arrows, Tab, Space, Backspace, Delete and "
                "1/2/3 edit the tiles (Help > User Guide, The studio window, lists them); in the "
                "Wordle and Letter Boxed games, letters, Backspace and Enter play. Tab and "
                "Shift+Tab move between controls; on the row of page tabs, the arrow keys change "
                "page."
            )
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(note)
        layout.addWidget(buttons)
        width = sum(self.table.horizontalHeader().sectionSize(c) for c in range(3))
        fit_to_screen(self, max(560, width + 60), 560)
