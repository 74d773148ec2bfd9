"""Design mode that helps: fixes for a misspelling, rows that choose their slot, rare words
flagged; and a colour typo blamed on its own tile.

Oracles: hand-worked spellings (THARN is one letter from THORN), the embedded list's
frequencies (LIEVE is below the common tier's cutoff), and daily #7 as published with one
colour changed by us.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import format_text
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import waffle_shape
from tests.gui.conftest import wait_solved


def fit_words(design) -> list[str]:
    return [design.fits.item(i).data(Qt.ItemDataRole.UserRole) for i in range(design.fits.count())]


def test_a_misspelling_is_offered_its_fixes_and_rare_words_are_flagged(qtbot, window):
    page = window.waffle
    page.set_mode("design")
    design = page.design_panel
    qtbot.keyClicks(page.grid, "tharn")  # row 1 across, a typo
    assert design.slots.item(0, 1).text() == "✗ not in list"
    page.design_panel.slot_chosen.emit(0)
    words = fit_words(design)
    assert words[0] == "THORN"  # one letter off, and the most familiar such word
    first = design.fits.item(0)
    assert "near miss: letter 3 changed" in first.text() and "near misses" in design.fits_title.text()
    qtbot.mouseClick(design.fits.viewport(), Qt.MouseButton.LeftButton, pos=design.fits.visualItemRect(first).center())
    assert page.puzzle.solution.startswith("THORN")
    assert design.slots.item(0, 1).text() == "✓ known"
    design.slot_chosen.emit(1)  # row 3 across
    qtbot.keyClicks(page.grid, "lieve")  # in the list, but archaic
    assert design.slots.item(1, 1).text() == "~ rare"
    assert page.grid.unknown == frozenset()  # rare is not painted as unknown


def test_a_row_of_the_table_chooses_its_slot_by_header_or_keys(qtbot, window):
    page = window.waffle
    page.set_mode("design")
    design = page.design_panel
    header = design.slots.verticalHeader()
    qtbot.mouseClick(
        header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, header.sectionViewportPosition(4) + 4)
    )  # the label "Column 3 down"
    assert "column 3 down" in design.fits_title.text()
    assert page.puzzle.shape.slots[page.grid.current_slot()].label == "column 3 down"
    design.slots.setFocus()
    qtbot.keyClick(design.slots, Qt.Key.Key_Down)
    assert "column 5 down" in design.fits_title.text() and design.slots.hasFocus()
    item = design.slots.item(1, 0)
    qtbot.mouseClick(design.slots.viewport(), Qt.MouseButton.LeftButton, pos=design.slots.visualItemRect(item).center())
    assert "row 3 across" in design.fits_title.text() and page.grid.hasFocus()


def test_a_colour_typo_is_blamed_on_its_tile(qtbot, window, waffle_archive):
    record = next(r for r in waffle_archive["daily"] if r["number"] == 7)
    shape = waffle_shape(5, 5)
    colors = color_tiles(shape, record["puzzle"], record["solution"])
    typo = shape.cell_at[(2, 4)]
    assert colors[typo] == "y"
    page = window.waffle
    page.paste_text(format_text(Puzzle(shape, record["puzzle"], colors[:typo] + "-" + colors[typo + 1 :])))
    wait_solved(qtbot, page)
    message = page.solve_panel.message.text()
    assert page.solve_panel.status.text() == "No solution"
    assert "row 3, column 5 were yellow, not gray" in message and "column 1 down" not in message
    assert typo in page.grid.hinted  # ringed on the grid


def test_a_colour_typo_with_an_answer_of_rare_words_names_the_tile_first(qtbot, window, waffle_archive):
    """Daily #3 with row 1, column 2 typed gray (it is green): the colour, then the doubtful answer."""
    record = next(r for r in waffle_archive["daily"] if r["number"] == 3)
    shape = waffle_shape(5, 5)
    colors = color_tiles(shape, record["puzzle"], record["solution"])
    page = window.waffle
    page.paste_text(format_text(Puzzle(shape, record["puzzle"], colors[:1] + "-" + colors[2:])))
    wait_solved(qtbot, page)
    panel = page.solve_panel
    first = panel.message.text().splitlines()[0]
    assert panel.status.text() == "Check the colours"
    assert first.startswith("Most likely row 1, column 2 is green, not gray, which gives everyday words.")
    assert "SNEAD" in first and "doubtful alternative" in first
    assert 1 in page.grid.hinted  # ringed on the grid
    assert not panel.split.isVisible()  # no move offered to tell non-words apart
