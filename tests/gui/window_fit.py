"""Opens the main window maximised on each page on one pretend screen and prints, as JSON,
what does not fit: run in a subprocess per screen size and scale factor (test_window_fit.py),
since Qt reads the screen and QT_SCALE_FACTOR once per process.

    python -m tests.gui.window_fit OUT_FOLDER [normal]

The screen and the scale factor come from the environment (QT_QPA_PLATFORM=offscreen:configfile=...,
QT_SCALE_FACTOR); the window opens maximised, or at its own size with `normal`.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QSettings
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget

from studio.gui.app import application
from studio.gui.main_window import MainWindow

SETTLE_SECONDS = 60


def clipped_by_scrolling(widget: QWidget, window: QWidget) -> bool:
    """Whether `widget` lies inside a scroll area, which shows part of it on purpose."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent.parentWidget(), QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def overflowing(window: QWidget) -> list[str]:
    """The shown widgets that reach past the window's edges."""
    bounds = window.rect()
    found = []
    for child in window.findChildren(QWidget):
        if child.isWindow() or not child.isVisibleTo(window) or clipped_by_scrolling(child, window):
            continue
        rect = QRect(child.mapTo(window, QPoint(0, 0)), child.size())
        if not rect.isEmpty() and not bounds.contains(rect):
            found.append(f"{type(child).__name__} {child.objectName()!r} at {rect.getRect()} in {bounds.getRect()}")
    return found


def settle(window: MainWindow) -> None:
    deadline = time.monotonic() + SETTLE_SECONDS
    while time.monotonic() < deadline and window.waffle.default_words is None:
        QApplication.processEvents()
        time.sleep(0.01)
    for _ in range(20):
        QApplication.processEvents()


def main(out: Path, maximised: bool) -> dict:
    app = application()
    screen = app.primaryScreen().availableGeometry()
    with tempfile.TemporaryDirectory() as folder:
        window = MainWindow(QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat))
        if maximised:
            window.showMaximized()
        else:
            window.show()
        settle(window)
        report: dict = {"screen": screen.getRect(), "pages": {}}
        for index in range(window.pages.count()):
            window.pages.setCurrentIndex(index)
            settle(window)
            name = window.pages.tabText(index)
            frame = window.frameGeometry()
            status = QRect(window.statusBar().mapToGlobal(QPoint(0, 0)), window.statusBar().size())
            report["pages"][name] = {
                "window": frame.getRect(),
                "window_on_screen": screen.contains(frame),
                "status_bar_on_screen": screen.contains(status),
                "overflowing": overflowing(window),
            }
            window.grab().save(str(out / f"{name.replace(' ', '-').lower()}.png"))
        window.waffle.document.undo_stack.setClean()
        window.close()
    return report


if __name__ == "__main__":
    print(json.dumps(main(Path(sys.argv[1]), sys.argv[2:] != ["normal"])))
