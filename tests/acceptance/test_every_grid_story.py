"""Every Grid a user can trust (issue 22): the search sized up and shown in time and
grids before it starts, progress and an ETA as it runs, Cancel ending the workers and
the busy bar, and Save Grids writing exactly what the dialog counts, off the window's
thread, even after a cancel, and not into a folder it cannot write."""

from __future__ import annotations

import errno
import multiprocessing
import os
import random
import re
import shutil
import stat
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from studio.core.waffle.fill import estimate
from studio.core.waffle.fill.chunk_search import ChunkSearcher
from studio.core.waffle.shape import waffle_shape
from tests.core.test_fill import crossing_words, transposed, waffle5_brute_force
from tests.gui.conftest import WAIT_MS, generator_filling_from


def unwritable_folder(tmp_path: Path) -> Path:
    """A folder nobody may write to; root writes anywhere but to sysfs."""
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(stat.S_IRUSR | stat.S_IXUSR)
    return locked if not os.access(locked, os.W_OK) else Path("/sys")


@pytest.mark.slow
def test_every_grid_of_the_defaults_is_sized_up_searched_anyway_cancelled_and_saved(
    qtbot, window, tmp_path, roomy_disk
):
    """5x5 over the common tier: about 2 billion grids (tests/core/test_fill.py), an
    hour of search; the user searches anyway and cancels once the first parts are in."""
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    shown: list[str] = []
    show = dialog.eta.setText
    dialog.eta.setText = lambda text: (shown.append(text), show(text))
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    assert dialog.progress.maximum() == 0  # busy while it sizes the search up
    qtbot.waitUntil(dialog.every.go_on_button.isVisible, timeout=WAIT_MS)
    size = r"(about|at least) [\d.]+ (min|h) on 2 processes and make (about|at least) [\d,]+ grids"
    size += r" \(a file of [\d.]+ GB\)"
    assert re.search(f"would take {size}. .*pin a word or letter", dialog.every.warning.text())
    assert not dialog.task.running and dialog.progress.maximum() > 0 and not multiprocessing.active_children()
    qtbot.mouseClick(dialog.every.go_on_button, Qt.MouseButton.LeftButton)  # at once: the estimate is not made again
    assert re.fullmatch(f"Every grid would take {size}; starting…", dialog.eta.text())
    qtbot.waitUntil(lambda: dialog.every.grid_total > 0, timeout=WAIT_MS)
    assert any(re.search(r"searched, [\d,]+ grids so far; about .+ left", text) for text in shown)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert "Cancelled" in dialog.eta.text() and dialog.every.every_button.isEnabled()
    assert dialog.progress.maximum() > 0 and not dialog.cancel_button.isEnabled()  # the bar stands still
    qtbot.waitUntil(lambda: not multiprocessing.active_children(), timeout=5_000)
    kept = dialog.every.grid_total
    assert dialog.every.grid_count.text().startswith(f"{kept:,} grids") and f"{kept:,} grids kept" in dialog.eta.text()
    assert dialog.every.save_grids_button.isEnabled() and dialog.every.grid_list.count() == min(kept, 2000)

    locked = unwritable_folder(tmp_path)
    dialog.every.save_grids(locked / "grids.txt")
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    assert dialog.error.text().startswith("Could not save the grids:") and "denied" in dialog.error.text()
    assert not (locked / "grids.txt").exists() and dialog.every.save_grids_button.isEnabled()

    saved = tmp_path / "grids.txt"
    dialog.every.save_grids(saved)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    assert "saved" in dialog.eta.text() and not dialog.error.text()
    lines = saved.read_text().splitlines()
    assert lines[-1] == f"# {kept} grids" and len(set(lines[:-1])) == kept
    listed = {grid for grid in dialog.every.grids}
    written = {line.replace("/", "").replace(".", "") for line in lines[:-1]}
    assert listed <= written


@pytest.mark.slow
def test_grids_that_would_not_fit_are_refused_and_a_disk_that_fills_stops_the_search(
    qtbot, window, tmp_path, monkeypatch
):
    """Search Anyway once meant ~50 GB in the temporary folder. Told before it starts
    (the folder and both sizes), refused; a disk that fills anyway stops the search with
    a message, and Save Grids writes exactly the parts that finished."""
    words = crossing_words(random.Random(3), 5, 20)
    dialog = generator_filling_from(qtbot, window, words, tmp_path / "words.txt")
    temp = Path(tempfile.gettempdir())
    usage = shutil.disk_usage(temp)
    monkeypatch.setattr(shutil, "disk_usage", lambda _folder: usage._replace(free=100))
    monkeypatch.setattr(estimate, "TOO_MANY_GRIDS", 1)  # held back, as a search of billions is
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.every.go_on_button.isVisible, timeout=WAIT_MS)
    assert re.search(
        rf"But the grids would need about [\d.]+ kB in {re.escape(str(temp))}, which has 100 bytes free: "
        "Search Anyway would not start.",
        dialog.every.warning.text(),
    )
    qtbot.mouseClick(dialog.every.go_on_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    refused = rf"not started: the grids would need about [\d.]+ kB in {re.escape(str(temp))}"
    assert re.match(refused, dialog.error.text())
    assert dialog.every.grid_total == 0 and not dialog.every.save_grids_button.isEnabled()

    monkeypatch.setattr(shutil, "disk_usage", lambda _folder: usage._replace(free=10**12))
    monkeypatch.setattr(estimate, "TOO_MANY_GRIDS", 10**12)
    opened: list[Path] = []
    real_sink = ChunkSearcher.sink

    def sink(self, path):
        opened.append(path)
        if len(opened) == 2:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_sink(self, path)

    monkeypatch.setattr(ChunkSearcher, "sink", sink)
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    assert dialog.error.text() == (
        f"the disk holding {temp} is full, so the search stopped; "
        "the parts of the search that finished before are whole and kept"
    )
    kept = dialog.every.grid_total
    assert kept > 0 and dialog.every.save_grids_button.isEnabled() and dialog.every.every_button.isEnabled()
    assert dialog.progress.maximum() > 0  # no busy bar left moving
    saved = tmp_path / "grids.txt"
    dialog.every.save_grids(saved)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    lines = saved.read_text().splitlines()
    shape = waffle_shape(5, 5)
    exact = {min(g, transposed(shape, g)) for g in waffle5_brute_force(words)}
    assert lines[-1] == f"# {kept} grids" and len(set(lines[:-1])) == kept
    assert {line.replace("/", "").replace(".", "") for line in lines[:-1]} <= exact
