"""Every Grid a user can trust (issue 22): the search sized up and shown in time and
grids before it starts, progress and an ETA as it runs, Cancel ending the workers and
the busy bar, and Save Grids writing exactly what the dialog counts, off the window's
thread, even after a cancel, and not into a folder it cannot write."""

from __future__ import annotations

import multiprocessing
import os
import re
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import WAIT_MS


def unwritable_folder(tmp_path: Path) -> Path:
    """A folder nobody may write to; root writes anywhere but to sysfs."""
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(stat.S_IRUSR | stat.S_IXUSR)
    return locked if not os.access(locked, os.W_OK) else Path("/sys")


@pytest.mark.slow
def test_every_grid_of_the_defaults_is_sized_up_searched_anyway_cancelled_and_saved(qtbot, window, tmp_path):
    """5x5 over the common tier: about 2 billion grids (tests/core/test_fill.py), an
    hour of search; the user searches anyway and cancels once the first parts are in."""
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    shown: list[str] = []
    show = dialog.eta.setText
    dialog.eta.setText = lambda text: (shown.append(text), show(text))
    qtbot.mouseClick(dialog.every_button, Qt.MouseButton.LeftButton)
    assert dialog.progress.maximum() == 0  # busy while it sizes the search up
    qtbot.waitUntil(dialog.go_on_button.isVisible, timeout=WAIT_MS)
    size = r"(about|at least) [\d.]+ (min|h) on 2 processes and make (about|at least) [\d,]+ grids"
    size += r" \(a file of [\d.]+ GB\)"
    assert re.search(f"would take {size}. .*pin a word or letter", dialog.warning.text())
    assert not dialog.task.running and dialog.progress.maximum() > 0 and not multiprocessing.active_children()
    qtbot.mouseClick(dialog.go_on_button, Qt.MouseButton.LeftButton)  # at once: the estimate is not made again
    assert re.fullmatch(f"Every grid would take {size}; starting…", dialog.eta.text())
    qtbot.waitUntil(lambda: dialog.grid_total > 0, timeout=WAIT_MS)
    assert any(re.search(r"searched, [\d,]+ grids so far; about .+ left", text) for text in shown)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert "Cancelled" in dialog.eta.text() and dialog.every_button.isEnabled()
    assert dialog.progress.maximum() > 0 and not dialog.cancel_button.isEnabled()  # the bar stands still
    qtbot.waitUntil(lambda: not multiprocessing.active_children(), timeout=5_000)
    kept = dialog.grid_total
    assert dialog.grid_count.text().startswith(f"{kept:,} grids") and f"{kept:,} grids kept" in dialog.eta.text()
    assert dialog.save_grids_button.isEnabled() and dialog.grid_list.count() == min(kept, 2000)

    locked = unwritable_folder(tmp_path)
    dialog.save_grids(locked / "grids.txt")
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    assert dialog.error.text().startswith("Could not save the grids:") and "denied" in dialog.error.text()
    assert not (locked / "grids.txt").exists() and dialog.save_grids_button.isEnabled()

    saved = tmp_path / "grids.txt"
    dialog.save_grids(saved)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    assert "saved" in dialog.eta.text() and not dialog.error.text()
    lines = saved.read_text().splitlines()
    assert lines[-1] == f"# {kept} grids" and len(set(lines[:-1])) == kept
    listed = {grid for grid in dialog.grids}
    written = {line.replace("/", "").replace(".", "") for line in lines[:-1]}
    assert listed <= written
