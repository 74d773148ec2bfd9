"""The window's speed as a user meets it. All offscreen.

* Startup (issue 4): from launching a process to the window on screen. Baseline: a
  process that shows an empty QMainWindow, the floor any PySide6 window pays.
* Every 7x7 grid of common-7 streamed into the generator dialog (issue 10), from the
  click to the last grid listed. Baseline: the same enumeration from the core with no
  window, in the same process.
"""

from __future__ import annotations

import itertools
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "studio" / "resources" / "examples" / "daily-1.txt"
RUNS = 5

STUDIO = f"""
import sys
from PySide6.QtCore import QSettings, QTimer
from studio.gui.app import application
from studio.gui.main_window import MainWindow
app = application()
window = MainWindow(QSettings(sys.argv[1], QSettings.Format.IniFormat))
window.open_path({str(EXAMPLE)!r})
window.show()
QTimer.singleShot(0, lambda: (print("shown", flush=True), app.quit()))
app.exec()
"""

EMPTY = """
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.show()
QTimer.singleShot(0, lambda: (print("shown", flush=True), app.quit()))
app.exec()
"""


def seconds_to_shown(code: str) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    started = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", code, "/tmp/puzzle-studio-bench.ini"], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = child.stdout.readline()
    elapsed = time.perf_counter() - started
    child.wait()
    if line.strip() != "shown":
        raise SystemExit("the window did not come up")
    return elapsed


def bench_startup() -> None:
    studio = statistics.median(seconds_to_shown(STUDIO) for _ in range(RUNS))
    empty = statistics.median(seconds_to_shown(EMPTY) for _ in range(RUNS))
    print(f"{'window shown, daily-1 open (median of 5)':<44} {studio:10.3f} s  baseline {empty:10.3f} s "
          f"(empty QMainWindow)  ratio x{studio / empty:5.2f}  target < 1.5 s")


def bench_every_grid_dialog() -> None:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QEventLoop, QSettings, Qt

    from studio.core.waffle.fill import enumerate_grids
    from studio.core.waffle.shape import waffle_shape
    from studio.core.words import load_wordlist
    from studio.gui.app import application
    from studio.gui.main_window import MainWindow

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    listing = ROOT.parent / "shared" / "data" / "generation" / "common-7-letter-words.txt"
    app = application()
    window = MainWindow(QSettings("/tmp/puzzle-studio-bench.ini", QSettings.Format.IniFormat))
    dialog = window.open_generator()
    dialog.shape_edit.setText("7x7")
    dialog.shape_edit.editingFinished.emit()
    dialog.file_words = load_wordlist(listing)
    dialog.source.setCurrentIndex(2)
    started = time.perf_counter()
    dialog.start_every_grid()
    loop = QEventLoop()
    dialog.task.finished.connect(loop.quit, Qt.ConnectionType.QueuedConnection)
    loop.exec()
    ours = time.perf_counter() - started
    started = time.perf_counter()
    count = sum(r.finished.count for r in enumerate_grids(waffle_shape(7, 7), dialog.file_words, jobs=2)
                if r.finished)
    baseline = time.perf_counter() - started
    assert dialog.grid_total == count == 107_832, (dialog.grid_total, count)
    print(f"{'every 7x7 grid of common-7 into the dialog':<44} {ours:10.3f} s  baseline {baseline:10.3f} s "
          f"(core alone, 2 processes)  ratio x{ours / baseline:5.2f}  target < 10 s")
    window.close()
    app.processEvents()


def bench_save_grids() -> None:
    """Save Grids of the 956,760 5x5 common-tier grids with WIELD in row 1 (issue 17,
    point 2): the longest the window went without an event, against writing the same
    lines from memory on the GUI thread (what Save Grids did before)."""
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QEventLoop, QSettings, Qt, QTimer

    from studio.core.atomic import write_atomic
    from studio.gui.app import application
    from studio.gui.main_window import MainWindow

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = application()
    window = MainWindow(QSettings("/tmp/puzzle-studio-bench.ini", QSettings.Format.IniFormat))
    dialog = window.open_generator()
    dialog.pins.setText("r1=WIELD")
    started = time.perf_counter()
    dialog.start_every_grid()
    first = None
    while dialog.task is not None:
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
        if first is None and dialog.progress.value() > 0:
            first = time.perf_counter() - started
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(10)
    started = time.perf_counter()
    dialog.save_grids("/tmp/puzzle-studio-bench-grids.txt")
    loop = QEventLoop()
    dialog.task.finished.connect(loop.quit, Qt.ConnectionType.QueuedConnection)
    loop.exec()
    ours = time.perf_counter() - started
    timer.stop()
    pause = max(b - a for a, b in itertools.pairwise(ticks))
    lines = Path("/tmp/puzzle-studio-bench-grids.txt").read_text().splitlines()
    started = time.perf_counter()
    write_atomic("/tmp/puzzle-studio-bench-grids-old.txt", "\n".join(lines) + "\n")
    baseline = time.perf_counter() - started
    print(f"{'first progress of Every Grid (r1=WIELD)':<44} {first:10.3f} s")
    print(f"{f'Save Grids, {dialog.grid_total:,} grids':<44} {ours:10.3f} s  longest pause {pause:6.3f} s  "
          f"baseline {baseline:10.3f} s (the lines written at once, on the GUI thread)  target: pause < 0.1 s")
    window.close()
    app.processEvents()


if __name__ == "__main__":
    chosen = sys.argv[1:] or ["bench_startup", "bench_every_grid_dialog", "bench_save_grids"]
    for name in chosen:
        globals()[name]()
