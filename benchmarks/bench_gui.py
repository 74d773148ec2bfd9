"""The window's speed as a user meets it. All offscreen.

* Startup (issue 4): from launching a process to the window on screen. Baseline: a
  process that shows an empty QMainWindow, the floor any PySide6 window pays.
* Every 7x7 grid of common-7 streamed into the generator dialog (issue 10), from the
  click to the last grid listed. Baseline: the same enumeration from the core with no
  window, in the same process.
* The longest pause of the window during a Wordle backtest (frequency and parts over
  300 answers, issue 16 point 9): a 10 ms timer's longest gap between ticks. Baseline:
  the same timer's longest gap over the same time with the window idle.
"""

from __future__ import annotations

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
    count = sum(len(part.grids) for part in enumerate_grids(waffle_shape(7, 7), dialog.file_words, jobs=2))
    baseline = time.perf_counter() - started
    assert len(dialog.grids) == count == 107_832, (len(dialog.grids), count)
    print(f"{'every 7x7 grid of common-7 into the dialog':<44} {ours:10.3f} s  baseline {baseline:10.3f} s "
          f"(core alone, 2 processes)  ratio x{ours / baseline:5.2f}  target < 10 s")
    window.close()
    app.processEvents()


def wait_until(done) -> None:
    """Runs the event loop until `done()` holds, looking every 10 ms (as qtbot.waitUntil)."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop, timer = QEventLoop(), QTimer()
    timer.timeout.connect(lambda: done() and loop.quit())
    timer.start(10)
    if not done():
        loop.exec()
    timer.stop()


def bench_backtest_pauses() -> None:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QSettings

    from studio.gui.app import application
    from studio.gui.main_window import MainWindow
    from tests.gui.conftest import longest_pause, ticking

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = application()
    window = MainWindow(QSettings("/tmp/puzzle-studio-bench.ini", QSettings.Format.IniFormat))
    window.show()
    page = window.wordle
    window.pages.setCurrentWidget(page)
    wait_until(lambda: window.waffle.default_words is not None and page.lists is not None)
    listing = Path("/tmp/puzzle-studio-bench-answers.txt")
    listing.write_text("\n".join(page.lists.answers[:300]) + "\n")
    old = page.lists
    page.use_file("answers", str(listing))
    wait_until(lambda: page.lists is not old)
    page.tabs.setCurrentWidget(page.backtest)
    tab = page.backtest
    for name, box in tab.boxes.items():
        box.setChecked(name in ("frequency", "parts"))
    pauses, seconds = [], []
    for _ in range(RUNS):
        tab.clear()
        started = time.perf_counter()
        with ticking() as ticks:
            tab.run_button.click()
            wait_until(lambda: tab.task is None)
        seconds.append(time.perf_counter() - started)
        pauses.append(longest_pause(ticks))
    idle_from = time.perf_counter()
    with ticking() as ticks:
        wait_until(lambda: time.perf_counter() - idle_from > statistics.median(seconds))
    idle = longest_pause(ticks)
    assert all(sum(r.histogram.values()) == 300 for r, _ in tab.results), "a backtest did not finish"
    print(f"{'longest pause in a Wordle backtest (worst of 5)':<44} {max(pauses) * 1000:10.0f} ms "
          f"baseline {idle * 1000:10.0f} ms (idle window)  target < 100 ms  "
          f"(each run: {', '.join(f'{pause * 1000:.0f}' for pause in pauses)} ms)")
    window.close()
    app.processEvents()


if __name__ == "__main__":
    chosen = sys.argv[1:] or ["bench_startup", "bench_every_grid_dialog", "bench_backtest_pauses"]
    for name in chosen:
        globals()[name]()
