"""The generator dialog: options in, puzzles streamed into the list, cancel, open."""

from __future__ import annotations

import itertools
import time

from PySide6.QtCore import Qt, QTimer

from studio.core.waffle.deduce import deduce_solutions
from studio.core.waffle.swaps import fewest_swaps
from studio.core.words import default_words


def test_generate_stream_and_open_a_puzzle(qtbot, window):
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.how_many.setValue(4)
    dialog.seed.setValue(7)
    assert dialog.target.value() == 10 and "of length 5" in dialog.cutoff_label.text()
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(10)
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.results.count() == 4 and dialog.task is None, timeout=60_000)
    timer.stop()
    assert max(b - a for a, b in itertools.pairwise(ticks)) < 0.1      # never froze
    assert dialog.progress.value() == 4 and "Done" in dialog.eta.text()
    puzzle = dialog.results.item(0).data(Qt.ItemDataRole.UserRole)
    assert fewest_swaps(puzzle.tiles, puzzle.solution) == 10
    assert deduce_solutions(puzzle.with_changes(solution=None), default_words()).status == "unique"
    item = dialog.results.item(0)
    centre = dialog.results.visualItemRect(item).center()
    qtbot.mouseClick(dialog.results.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(dialog.results.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert window.waffle.puzzle == puzzle and window.waffle.mode == "play"


def test_cancel_stops_at_once_and_bad_pins_are_shown(qtbot, window):
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.shape_edit.setText("7x7")
    dialog.shape_edit.editingFinished.emit()
    assert dialog.target.value() == 20
    dialog.how_many.setValue(500)
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.progress.value() >= 1 or dialog.results.count() >= 1, timeout=60_000)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.generate_button.isEnabled() and "Cancelled" in dialog.eta.text()
    kept = dialog.results.count()
    qtbot.wait(1500)
    assert dialog.results.count() == kept                       # nothing arrives after a cancel
    dialog.shape_edit.setText("5x5")
    dialog.pins.setText("r1=CRANE 2,1=Q")
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "column 1 down" in dialog.error.text(), timeout=10_000)
    dialog.shape_edit.setText("6x6")
    dialog.shape_edit.editingFinished.emit()
    assert "odd sizes" in dialog.error.text()
