"""Studio window startup (issue 4): from launching a process to the window on screen.

Baseline, measured in the same run: a process that shows an empty QMainWindow, the
floor any PySide6 window pays (Python + Qt start). Both run offscreen.
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


if __name__ == "__main__":
    bench_startup()
