"""Defects a new user's walk through the Waffle page found, each driven through the real
window.

Oracles: daily #1 as published (FUGUE LOOSE OMEGA FOLIO GLOBE ENEMA, 10 swaps), daily #12
(ABODE or ADOBE; its splitting move swaps the R at row 1, column 2, as the panel says it),
the 5x5 waffle's cells counted by hand (cell 0 is row 1, column 1, in row 1 across and
column 1 down; cell 1 only in row 1 across; cell 5, row 2 column 1, only in column 1
down), the font's own measure of the step list's texts, and the shown words' frequencies
(THERE is an everyday word, THARM a rare one).
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from studio.core.waffle.swaps import SPARE_SWAPS
from tests.gui.conftest import WAIT_MS, click_cell, wait_solved
from tests.gui.test_waffle_ambiguity import daily_12
from tests.gui.test_waffle_hints import click, solved_daily


@pytest.mark.slow
def test_a_win_after_show_solution_says_the_solution_was_shown_not_five_hints(qtbot, window):
    page, panel = solved_daily(qtbot, window, "show_button")
    page.set_mode("play")
    qtbot.waitUntil(lambda: page.game is not None, timeout=WAIT_MS)
    for a, b in panel.report.solved[0].plan.swaps:
        page.grid.swap_requested.emit(a, b)
    qtbot.waitUntil(lambda: page.game.won, timeout=WAIT_MS)
    assert page.play_panel.result.text() == (
        f"Solved in 10 swaps! {SPARE_SWAPS} of {SPARE_SWAPS} stars (the fewest is 10), with the solution shown."
    )


@pytest.mark.slow
def test_the_splitting_move_is_marked_on_the_board_covered_or_not(qtbot, window, waffle_archive):
    page, panel = window.waffle, window.waffle.solve_panel
    assert page.paste_text(daily_12(waffle_archive))
    wait_solved(qtbot, page)
    said = re.search(r"swap \w at row (\d) col (\d) with \w at row (\d) col (\d)", panel.split.text())
    assert said is not None
    r1, c1, r2, c2 = (int(n) - 1 for n in said.groups())
    cells = {page.puzzle.shape.cell_at[(r1, c1)], page.puzzle.shape.cell_at[(r2, c2)]}
    assert 1 in cells  # the R at row 1, column 2
    assert page.grid.marked == cells  # under the cover: the move is asked for, so it is shown
    click(qtbot, panel.show_button)
    assert page.grid.marked == cells


@pytest.mark.slow
def test_the_board_keeps_its_height_from_editing_through_every_step(qtbot, window):
    window.resize(1024, 640)  # the edit hint wraps to two lines here, a step's fits one
    page, panel = solved_daily(qtbot, window, "show_button")
    heights = []
    for row in (-1, *range(panel.steps.count()), -1):
        panel.steps.setCurrentRow(row)
        QApplication.processEvents()  # the layout places what the step changed
        heights.append(page.grid.height())
    assert len(set(heights)) == 1, heights


def test_step_ten_starts_where_steps_one_to_nine_do(qtbot, window):
    _, panel = solved_daily(qtbot, window, "show_button")
    assert panel.steps.count() == 11  # the start and 10 swaps
    metrics = panel.steps.fontMetrics()
    starts = {metrics.horizontalAdvance(panel.steps.item(n).text().split("Swap")[0]) for n in range(1, 11)}
    assert len(starts) == 1, starts  # the text after the number starts at one x
    dots = {metrics.horizontalAdvance(panel.steps.item(n).text().split(".")[0]) for n in range(1, 11)}
    assert len(dots) == 1, dots  # and the numbers end at one x


def test_a_click_takes_a_one_word_tile_s_direction_and_a_second_on_a_crossing_toggles(qtbot, window):
    page = window.waffle
    page.set_mode("design")
    grid = page.grid
    grid.setFocus()
    click_cell(qtbot, grid, 5)  # column 1 down only
    assert not grid.across
    click_cell(qtbot, grid, 1)  # row 1 across only
    assert grid.across
    click_cell(qtbot, grid, 0)  # a crossing: as it was
    assert grid.across and grid.current_slot() == 0
    click_cell(qtbot, grid, 0)  # again: the other word
    assert not grid.across and "column 1 down" in page.design_panel.fits_title.text()
    click_cell(qtbot, grid, 0)
    assert grid.across and "row 1 across" in page.design_panel.fits_title.text()
    assert page.state.cursor == grid.caret  # the page holds what the grid shows


def test_near_misses_come_one_letter_off_first_and_unknown_words_last(qtbot, window):
    page = window.waffle
    page.set_mode("design")
    page.grid.setFocus()
    page.design_panel.slot_chosen.emit(0)  # row 1 across
    qtbot.keyClicks(page.grid, "tharn")
    page.design_panel.slot_chosen.emit(0)
    rows = [page.design_panel.fits.item(i).text() for i in range(page.design_panel.fits.count())]
    near = [row for row in rows if "near miss" in row]
    words = [row.split()[0] for row in near]
    assert words[0] == "THORN"  # one letter off, and the most familiar such word
    assert "THERE" in words and "THARM" in words and words.index("THERE") < words.index("THARM")
    shown = [float(row.split()[1]) for row in near]
    known = [z for z in shown if z > 0]
    assert shown == known + [0.0] * (len(shown) - len(known))  # Zipf 0 (unseen) last


def test_the_word_list_is_named_once_in_the_window(qtbot, window):
    page, _ = solved_daily(qtbot, window)
    name = page.words.name
    labels = [label.text() for label in window.findChildren(QLabel) if label.isVisible()]
    assert sum(text.count(name) for text in labels) == 1, [t for t in labels if name in t]
    assert name in window.words_label.text()  # the status bar's, under the panel
