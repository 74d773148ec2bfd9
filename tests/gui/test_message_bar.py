"""The Waffle grid keeps its size when a message comes and goes (issue 23: the tiles shrank
when the error bar appeared)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication


def tiles(page) -> list:
    grid = page.grid
    return [grid.geometry(), *(grid.geometry_for().cell_rect(cell) for cell in range(len(grid.shape.cells)))]


def test_the_tiles_stay_put_when_a_message_shows(qtbot, window):
    page = window.waffle
    QApplication.processEvents()
    before = tiles(page)
    shows = (
        lambda: page.banner.show_error("Could not read a puzzle from x.txt: line 3, column 2 is not a letter."),
        lambda: page.banner.show_info("Now using a word list. " * 12),  # wraps over several lines
        lambda: page.banner.offer(
            "Recover the unsaved puzzle?", [("Recover", lambda: None), ("Discard", lambda: None)]
        ),
        page.banner.clear,
    )
    for show in shows:
        show()
        QApplication.processEvents()
        assert tiles(page) == before
    page.banner.show_info("Now using a word list. " * 12)
    QApplication.processEvents()
    assert page.banner.isVisible()
    assert page.banner.label.height() >= page.banner.label.heightForWidth(page.banner.label.width())  # not cut
