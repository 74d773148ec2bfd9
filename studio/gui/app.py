"""Starting the window (and `--screenshot`, which renders it offscreen to a PNG)."""

from __future__ import annotations

import os
import sys
import time
import traceback
from pathlib import Path
from types import TracebackType
from typing import cast

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtGui import QIcon, QImage, QPixmap
from PySide6.QtWidgets import QApplication

from studio.gui.main_window import MainWindow
from studio.gui.shared.autosave import autosave_folder
from studio.gui.shared.i18n import chosen_ui_language, install_translators
from studio.gui.shared.single_instance import Listener, hand_over, server_name, wanted
from studio.resources import resource

SCREENSHOT_SIZE = (1280, 800)
SETTLE_SECONDS = 20


def application() -> QApplication:
    # the instance, when there is one, is a QApplication too (this function's or pytest-qt's)
    app = cast(QApplication, QApplication.instance() or QApplication([sys.argv[0]]))
    QCoreApplication.setOrganizationName("Puzzle Studio")
    QCoreApplication.setApplicationName("Puzzle Studio")
    app.setStyle("Fusion")
    install_translators(app, chosen_ui_language(QSettings()))
    app.setWindowIcon(QIcon(QPixmap.fromImage(QImage.fromData(resource("icons/puzzle-studio.png").read_bytes()))))
    return app


def run(path: str | None = None, screenshot: str | None = None) -> int:
    """With a studio of this user's running, `path` goes to its window, which comes to
    the front, and this one exits 0 (gui/shared/single_instance.py). With
    PUZZLE_STUDIO_SHOWN=1 in the environment, print 'shown' and quit as soon as the window
    is up: how the bundle's smoke test times startup."""
    app = application()
    name = server_name() if wanted(screenshot is not None) else None
    handed = hand_over(name, path) if name is not None else "unanswered"
    if handed == "handed":
        return 0
    window = open_window(path, screenshot is not None)
    if screenshot:
        return save_screenshot(window, Path(screenshot))
    if handed == "alone" and name is not None:
        window.listener = Listener(name, window.bring_to_front, window.open_path)
        app.aboutToQuit.connect(window.listener.close)  # the socket file goes with the studio
    window.show()
    if os.environ.get("PUZZLE_STUDIO_SHOWN"):
        QTimer.singleShot(0, lambda: (print("shown", flush=True), app.quit()))
    return app.exec()


def open_window(path: str | None = None, screenshot: bool = False) -> MainWindow:
    """The window `puzzle-studio [FILE]` opens; a screenshot's keeps its own settings and no autosave."""
    settings = (
        QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Puzzle Studio", "screenshot")
        if screenshot
        else QSettings()
    )
    window = MainWindow(settings, autosave=None if screenshot else autosave_folder())
    _report_bugs_in(window)
    if path:
        window.open_path(path)
    return window


def settle(window: MainWindow, seconds: float = SETTLE_SECONDS) -> None:
    """Let the word list load and the solver finish, so a screenshot shows results."""
    page, deadline = window.waffle, time.monotonic() + seconds
    while time.monotonic() < deadline and (page.default_words is None or page.solver.busy):
        QApplication.processEvents()
        time.sleep(0.01)
    QApplication.processEvents()


def save_screenshot(window: MainWindow, out: Path) -> int:
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    settle(window)
    window.waffle.solve_panel.reveal()  # a screenshot shows the solver's whole answer, not its cover
    if window.waffle.solve_panel.steps.count() > 1:
        window.waffle.solve_panel.steps.setCurrentRow(0)
    QApplication.processEvents()
    from studio.render.files import write_image  # not at start-up: it loads QtSvg and the PDF writer

    image = window.grab().toImage()
    window.waffle.document.undo_stack.setClean()
    window.close()
    write_image(out, image)  # a WriteError reaches the command line, which says why and exits 3
    return 0


def _report_bugs_in(window: MainWindow) -> None:
    """An unexpected error becomes a plain message in the window; the trace goes to stderr.
    A window built in its place in another interface language takes over, and this one goes."""

    def hook(kind: type[BaseException], value: BaseException, trace: TracebackType | None) -> None:
        traceback.print_exception(kind, value, trace, file=sys.stderr)
        window.waffle.banner.show_error(
            QCoreApplication.translate(
                "app", "Something went wrong inside Puzzle Studio ({kind}: {value}). Your puzzle is unchanged."
            ).format(kind=kind.__name__, value=value)
        )

    sys.excepthook = hook

    def rebuilt(new: MainWindow) -> None:
        window.deleteLater()
        _report_bugs_in(new)

    window.rebuilt.connect(rebuilt)
