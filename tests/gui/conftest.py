"""A real main window per test, with its own settings file, driven by qtbot."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from studio.gui.main_window import MainWindow

WAIT_MS = 20_000


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings)
    win.ask_save_changes = lambda: QMessageBox.StandardButton.Discard     # no modal prompt in tests
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: win.waffle.default_words is not None, timeout=WAIT_MS)
    return win


def wait_solved(qtbot, page) -> None:
    qtbot.waitUntil(lambda: not page.solver.busy and page.solve_panel.report is not None, timeout=WAIT_MS)


def click_cell(qtbot, grid, cell: int, button=Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(grid, button, pos=grid.cell_center(cell).toPoint())


def drag(qtbot, grid, a: int, b: int) -> None:
    start, end = grid.cell_center(a).toPoint(), grid.cell_center(b).toPoint()
    qtbot.mousePress(grid, Qt.MouseButton.LeftButton, pos=start)
    middle = (QPointF(start) + QPointF(end)) / 2
    qtbot.mouseMove(grid, middle.toPoint())
    qtbot.mouseMove(grid, end)
    qtbot.mouseRelease(grid, Qt.MouseButton.LeftButton, pos=end)
