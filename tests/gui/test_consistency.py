"""Issue 23's consistency points, each as a user sees it: the toolbar's icons come from one
set, the Export preview shows the whole card (its footer was cut), the New dialog asks for
no columns a 5x5 does not have."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QIcon, QImage
from PySide6.QtWidgets import QMessageBox, QToolBar

from studio.gui.main_window import THEME_ICONS, MainWindow
from studio.gui.waffle.new_dialog import NewPuzzleDialog
from studio.resources import resource
from tests.gui.conftest import WAIT_MS


def icon_theme(folder, name: str, icons) -> None:
    """A freedesktop icon theme with just `icons` (one 16 px PNG each)."""
    theme = folder / name
    (theme / "16x16" / "actions").mkdir(parents=True)
    (theme / "index.theme").write_text(
        f"[Icon Theme]\nName={name}\nDirectories=16x16/actions\n\n[16x16/actions]\nSize=16\nType=Fixed\n"
    )
    image = QImage(16, 16, QImage.Format.Format_ARGB32)
    image.fill(0xFF336699)
    for icon in icons:
        image.save(str(theme / "16x16" / "actions" / f"{icon}.png"))


def toolbar_icon_names(qtbot, tmp_path) -> list[str]:
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    window.ask_save_changes = lambda *_: QMessageBox.StandardButton.Discard
    qtbot.addWidget(window)
    toolbar = window.findChild(QToolBar)
    return [a.icon().name() for a in toolbar.actions() if not a.isSeparator()]


def test_the_toolbar_never_mixes_a_theme_with_qt_icons(qtbot, tmp_path):
    paths, theme = QIcon.themeSearchPaths(), QIcon.themeName()
    icon_theme(tmp_path, "partial", THEME_ICONS[:2])  # a theme with New and Open only
    icon_theme(tmp_path, "whole", THEME_ICONS)
    QIcon.setThemeSearchPaths([str(tmp_path)])
    try:
        QIcon.setThemeName("partial")
        names = toolbar_icon_names(qtbot, tmp_path)
        assert names and all(name == "" for name in names)  # Qt's own icons for every action
        QIcon.setThemeName("whole")
        names = toolbar_icon_names(qtbot, tmp_path)
        assert names and all(name in THEME_ICONS for name in names)  # the theme's for every action
    finally:
        QIcon.setThemeSearchPaths(paths)
        QIcon.setThemeName(theme)


@pytest.mark.slow
def test_the_export_preview_shows_the_whole_card(qtbot, window):
    assert window.open_path(resource("examples/daily-1.json"))
    export = window.open_export()
    qtbot.addWidget(export)
    qtbot.waitUntil(
        lambda: export.preview.pixmap() is not None and not export.preview.pixmap().isNull(), timeout=WAIT_MS
    )
    qtbot.wait(300)  # the dialog grows after the picture is in
    card, shown = export.preview.pixmap().size(), export.preview.contentsRect().size()
    assert shown.width() >= card.width() and shown.height() >= card.height(), (card, shown)


def test_a_5x5_asks_for_no_other_size(qtbot, window):
    dialog = NewPuzzleDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert "5x5" in dialog.kind.currentText()
    assert (dialog.rows.value(), dialog.cols.value()) == (5, 5)
    assert not dialog.rows.isEnabled() and not dialog.cols.isEnabled()


def test_one_puzzle_on_the_sheet_is_counted_in_the_singular(qtbot, window):
    assert window.open_path(resource("examples/daily-1.json"))
    sheet = window.open_sheet()
    qtbot.addWidget(sheet)
    qtbot.waitUntil(lambda: sheet.pages_label.text() == "1 puzzle on 2 pages", timeout=WAIT_MS)  # and its answers


def test_the_solver_panel_fits_a_1024_pixel_window(qtbot, window):
    """Hint, Show solution and Always show the solution: nothing of them cut at the smallest width."""
    window.resize(1024, 600)
    assert window.open_path(resource("examples/daily-1.json"))
    panel = window.waffle.solve_panel
    qtbot.waitUntil(lambda: panel.always_box.isVisible(), timeout=WAIT_MS)
    for widget in (panel.hint_button, panel.show_button, panel.always_box):
        assert widget.width() >= widget.sizeHint().width(), (widget.text(), widget.width(), widget.sizeHint())
        right = widget.mapTo(panel, widget.rect().topRight()).x()
        assert right < panel.width(), (widget.text(), right, panel.width())
