"""A real main window per test, with its own settings file, driven by qtbot."""

from __future__ import annotations

import gc
import itertools
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt, QTimer
from PySide6.QtWidgets import QMessageBox

from studio.gui.main_window import MainWindow
from studio.gui.shared import workers
from studio.gui.waffle.generator_dialog import GeneratorDialog

WAIT_MS = 60_000  # a bound for what should take seconds: a loaded machine takes longer
FREEZE_SECONDS = 0.5
"""A pause only a frozen window reaches: a loaded 2-core machine stretches a smooth
window's pauses past 100 ms. The 100 ms budget itself is measured in benchmarks/bench_gui.py."""


@pytest.fixture(autouse=True)
def collect_garbage_between_tests():
    """Earlier tests' windows die in reference cycles; collect them here (up to 35 ms
    measured), not during the next test's responsiveness measurements."""
    gc.collect()
    yield


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings)
    win.ask_save_changes = lambda *_: QMessageBox.StandardButton.Discard  # no modal prompt in tests
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: win.waffle.default_words is not None, timeout=WAIT_MS)
    return win


def wait_solved(qtbot, page) -> None:
    qtbot.waitUntil(lambda: not page.solver.busy and page.solve_panel.report is not None, timeout=WAIT_MS)


def wait_for_workers(qtbot) -> None:
    """Until every task has ended and all it sent has reached the window (and been dropped,
    if it was cancelled): what a fixed wait after a cancel hoped for."""
    qtbot.waitUntil(lambda: not workers._running, timeout=WAIT_MS)


def click_cell(qtbot, grid, cell: int, button=Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(grid, button, pos=grid.cell_center(cell).toPoint())


def drag(qtbot, grid, a: int, b: int) -> None:
    start, end = grid.cell_center(a).toPoint(), grid.cell_center(b).toPoint()
    qtbot.mousePress(grid, Qt.MouseButton.LeftButton, pos=start)
    middle = (QPointF(start) + QPointF(end)) / 2
    qtbot.mouseMove(grid, middle.toPoint())
    qtbot.mouseMove(grid, end)
    qtbot.mouseRelease(grid, Qt.MouseButton.LeftButton, pos=end)


@contextmanager
def ticking() -> Iterator[list[float]]:
    """The times a 10 ms timer ticked while the block ran: a frozen window stops it."""
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(10)
    try:
        yield ticks
    finally:
        timer.stop()


def longest_pause(ticks: list[float]) -> float:
    return max((b - a for a, b in itertools.pairwise(ticks)), default=0.0)


def generator_filling_from(qtbot, window, words: list[str], path) -> GeneratorDialog:
    """The generator dialog, filling from `words` written to the file `path`."""
    path.write_text("\n".join(words) + "\n")
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.file_edit.setText(str(path))
    dialog.file_edit.editingFinished.emit()
    qtbot.waitUntil(lambda: dialog.file_words is not None, timeout=WAIT_MS)
    return dialog
