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

from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QScrollArea,
    QStyle,
    QToolButton,
    QWidget,
)

from studio.gui.app import application
from studio.gui.main_window import LATER_PAGES, MainWindow
from studio.gui.waffle.page import MODES
from studio.resources import resource

SETTLE_SECONDS = 60
PAGE_NAMES = ("Waffle", *(label for _name, label, _kind in LATER_PAGES))  # English in any UI language


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


def squashed(window: QWidget) -> list[str]:
    """The shown fields, buttons and boxes lower than they need, their rows drawn over each
    other (the German Design panel's Scramble box at 1024x600, under a title wrapped to six lines)."""
    kinds = (QAbstractButton, QAbstractSpinBox, QComboBox, QGroupBox, QLineEdit)
    found = []
    for child in window.findChildren(QWidget):
        if not isinstance(child, kinds) or child.isWindow() or not child.isVisibleTo(window):
            continue
        if clipped_by_scrolling(child, window) or child.objectName().startswith("qt_"):  # Qt's own parts
            continue
        need = child.minimumSizeHint().height()
        if child.height() < need - 1:
            found.append(f"{type(child).__name__} {child.objectName()!r} {child.height()} px high, needs {need}")
    return found


def sideways(window: QWidget) -> list[str]:
    """The shown scroll areas whose content is wider than their view: what lies past the
    right edge is easy to miss (issue 34: the generator's Browse…, Cancel, a difficulty field)."""
    found = []
    for area in window.findChildren(QScrollArea):
        inner = area.widget()
        if area.isVisibleTo(window) and inner is not None and inner.width() > area.viewport().width():
            found.append(f"{type(inner).__name__} {inner.width()} px wide in a view of {area.viewport().width()}")
    return found


def out_of_view(widget: QWidget, window: QWidget) -> bool:
    """Whether part of `widget` lies outside the window or outside the view of a scroll area
    it is in (scrolled to where it opens): a button below the fold (issue 34: Generate at 1024x600)."""
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    if not window.rect().contains(rect):
        return True
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent.parentWidget(), QAbstractScrollArea):
            seen = QRect(widget.mapTo(parent, QPoint(0, 0)), widget.size())
            if not parent.rect().contains(seen):
                return True
        parent = parent.parentWidget()
    return False


METRIC = QStyle.PixelMetric
INDICATORS = {  # the box or circle beside the text, and the gap between them
    QCheckBox: (METRIC.PM_IndicatorWidth, METRIC.PM_CheckBoxLabelSpacing),
    QRadioButton: (METRIC.PM_ExclusiveIndicatorWidth, METRIC.PM_RadioButtonLabelSpacing),
}


def _shown_text(text: str) -> str:
    """What a button shows: '&&' is one ampersand, a lone '&' marks the shortcut letter."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def text_room(widget: QWidget) -> tuple[float, float] | None:
    """(width its text needs, width it has), or None for a widget that shows no one-line text."""
    metrics = widget.fontMetrics()
    room = widget.contentsRect().width()
    if isinstance(widget, QLabel):
        text = widget.text()
        if not text or widget.wordWrap() or not widget.pixmap().isNull():
            return None
        if GuiQt.mightBeRichText(text):
            doc = QTextDocument()
            doc.setDefaultFont(widget.font())
            doc.setHtml(text)
            doc.setDocumentMargin(0)
            return doc.idealWidth(), room - 2 * widget.margin() - max(widget.indent(), 0)
        return max(metrics.horizontalAdvance(line) for line in text.split("\n")), room - 2 * widget.margin()
    if isinstance(widget, QAbstractButton):
        text = _shown_text(widget.text())
        if not text:
            return None
        if isinstance(widget, QToolButton) and widget.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
            return None
        need = metrics.horizontalAdvance(text)
        for kind, (indicator, spacing) in INDICATORS.items():
            if isinstance(widget, kind):
                style = widget.style()
                need += style.pixelMetric(indicator, None, widget) + style.pixelMetric(spacing, None, widget)
                break
        else:
            if not widget.icon().isNull():
                need += widget.iconSize().width()
        return need, room
    return None


def clipped_text(window: QWidget) -> list[str]:
    """The shown labels, check boxes and buttons whose text is wider than they are (the walk
    found "Always show the so" at 1024x600)."""
    found = []
    for child in window.findChildren(QWidget):
        if child.isWindow() or not child.isVisibleTo(window) or child.width() <= 0:
            continue
        room = text_room(child)
        if room is not None and room[0] > room[1] + 1:
            text = child.text()  # type: ignore[attr-defined]
            found.append(f"{type(child).__name__} {text!r} needs {room[0]:.0f} px, has {room[1]}")
    return found


def settle(window: MainWindow) -> None:
    deadline = time.monotonic() + SETTLE_SECONDS
    while time.monotonic() < deadline and (window.waffle.default_words is None or window.waffle.solver.busy):
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
            name = PAGE_NAMES[index]
            frame = window.frameGeometry()
            status = QRect(window.statusBar().mapToGlobal(QPoint(0, 0)), window.statusBar().size())
            report["pages"][name] = {
                "window": frame.getRect(),
                "window_on_screen": screen.contains(frame),
                "status_bar_on_screen": screen.contains(status),
                "overflowing": overflowing(window),
                "clipped": clipped_text(window),
            }
            window.grab().save(str(out / f"{name.replace(' ', '-').lower()}.png"))
        # the Waffle page's three modes, with a puzzle whose panels show all they have
        window.pages.setCurrentIndex(0)
        window.waffle.open_path(resource("examples/daily-1.json"))
        for mode in MODES:
            window.waffle.set_mode(mode)
            settle(window)
            report["pages"][f"Waffle {mode}"] = {
                "overflowing": overflowing(window),
                "clipped": clipped_text(window),
                "squashed": squashed(window),
            }
            window.grab().save(str(out / f"waffle-{mode}.png"))
        window.waffle.set_mode(MODES[0])
        window.waffle.solve_panel.reveal()  # the steps and their buttons
        settle(window)
        report["pages"]["Waffle solution"] = {"overflowing": overflowing(window), "clipped": clipped_text(window)}
        window.grab().save(str(out / "waffle-solution.png"))
        window.waffle.document.undo_stack.setClean()
        window.close()
    return report


def commands(dialog: QWidget) -> list[QWidget]:
    """The buttons that start, stop and end a dialog's work: always in view."""
    name = type(dialog).__name__
    if name == "GeneratorDialog":
        return [dialog.batch.generate_button, dialog.every.every_button, dialog.cancel_button]  # type: ignore[attr-defined]
    if name == "SheetDialog":
        return [dialog.save_button, dialog.print_button, dialog.cancel_button]  # type: ignore[attr-defined]
    return []


def dialog_report(dialog: QWidget, screen: QRect, out: Path, maximised: bool = False) -> dict:
    if maximised:
        dialog.showMaximized()
    for _ in range(20):
        QApplication.processEvents()
    frame = dialog.frameGeometry()
    dialog.grab().save(str(out / f"{type(dialog).__name__}{'-maximised' * maximised}.png"))
    return {
        "size": dialog.size().toTuple(),
        "on_screen": frame.width() <= screen.width() and frame.height() <= screen.height(),
        "overflowing": overflowing(dialog),
        "clipped": clipped_text(dialog),
        "sideways": sideways(dialog),
        "out_of_view": [b.text() for b in commands(dialog) if out_of_view(b, dialog)],  # type: ignore[attr-defined]
        "form_scrolls": form_scrolls(dialog),
    }


def form_scrolls(dialog: QWidget) -> bool:
    """Whether a form of the dialog (a scroll area of fields) needs scrolling to be seen whole."""
    return any(area.verticalScrollBar().maximum() > 0 for area in dialog.findChildren(QScrollArea))


def generator_run(out: Path) -> dict:
    """The Generator at its own size, then after a batch of two: whether its form scrolls,
    and the room the seed note has against what its text needs."""
    app = application()
    with tempfile.TemporaryDirectory() as folder:
        window = MainWindow(QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat))
        window.show()
        settle(window)
        dialog = window.open_generator()
        opened = dialog_report(dialog, app.primaryScreen().availableGeometry(), out)
        dialog.batch.how_many.setValue(2)
        dialog.batch.generate_button.click()
        deadline = time.monotonic() + SETTLE_SECONDS
        while time.monotonic() < deadline and not dialog.batch.daily_button.isEnabled():
            QApplication.processEvents()
            time.sleep(0.01)
        ran = dialog_report(dialog, app.primaryScreen().availableGeometry(), out)
        note = dialog.batch.seed_note
        area = dialog.findChild(QScrollArea)
        seen = note.visibleRegion().boundingRect()
        needed = (note.width(), note.heightForWidth(note.width()))
        report = {"opened": opened, "ran": ran, "note_seen": seen.size().toTuple(), "note_needs": needed}
        report["note_text"] = note.text()
        report["area_height"] = area.viewport().height()
        dialog.close()
        window.waffle.document.undo_stack.setClean()
        window.close()
    return report


def dialogs(out: Path, maximised: bool = False) -> dict:
    """Opens each dialog (and the Waffle page's word lists) and says what does not fit,
    at their own size or maximised."""
    app = application()
    screen = app.primaryScreen().availableGeometry()
    report: dict = {"screen": screen.getRect(), "dialogs": {}}
    with tempfile.TemporaryDirectory() as folder:
        window = MainWindow(QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat))
        window.showMaximized()
        settle(window)
        window.open_path(resource("examples/daily-1.json"))
        settle(window)
        opened = [window.open_generator(), window.open_sheet(), window.open_export()]
        opened += [window.show_guide(), window.show_shortcuts(), window.about()]
        window.waffle.edit_word_lists()
        opened += [d for d in window.waffle.findChildren(QDialog) if d.isVisible() and d not in opened]
        for dialog in opened:
            name = type(dialog).__name__
            report["dialogs"][name] = dialog_report(dialog, screen, out, maximised)  # type: ignore[arg-type]
            dialog.close()  # type: ignore[attr-defined]
        window.waffle.document.undo_stack.setClean()
        window.close()
    return report


if __name__ == "__main__":
    if sys.argv[2:3] == ["generator"]:
        print(json.dumps(generator_run(Path(sys.argv[1]))))
    elif sys.argv[2:3] == ["dialogs"]:
        print(json.dumps(dialogs(Path(sys.argv[1]), sys.argv[3:] == ["maximised"])))
    else:
        print(json.dumps(main(Path(sys.argv[1]), sys.argv[2:] != ["normal"])))
