"""A header's sort arrow, read off its pixels: it points down on a column sorted largest first."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

from studio.gui.shared.appearance import use_edged_style


def arrow_row_widths(qtbot, order: Qt.SortOrder) -> list[int]:
    """The dark pixels per row of the sorted column's header, right of its title (where the arrow is)."""
    use_edged_style()
    table = QTableWidget(3, 2)
    qtbot.addWidget(table)
    table.setHorizontalHeaderLabels(["G", "B"])  # short titles, clear of the arrow
    for r in range(3):
        item = QTableWidgetItem()
        item.setData(Qt.ItemDataRole.DisplayRole, r)
        table.setItem(r, 1, item)
    table.setSortingEnabled(True)
    table.sortByColumn(1, order)
    table.resize(300, 150)
    header = table.horizontalHeader()
    image = header.grab().toImage()
    left = header.sectionViewportPosition(1) + header.sectionSize(1) // 2
    right = header.sectionViewportPosition(1) + header.sectionSize(1)
    background = image.pixelColor(right - 3, 2).lightness()
    return [
        n
        for y in range(3, image.height() - 3)  # not the header's frame
        if (n := sum(image.pixelColor(x, y).lightness() < background - 60 for x in range(left, right - 4)))
    ]


@pytest.mark.parametrize(
    ("order", "down"), [(Qt.SortOrder.DescendingOrder, True), (Qt.SortOrder.AscendingOrder, False)]
)
def test_the_sort_arrow_points_the_way_the_values_fall(qtbot, order, down):
    widths = arrow_row_widths(qtbot, order)
    assert len(widths) >= 2, widths  # an arrow was drawn
    assert (widths[0] > widths[-1]) is down, widths  # a down arrow is widest on top
