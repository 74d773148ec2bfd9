"""The solver panel's cover and hint ladder, driven like a player, and Design from a solution.

Oracles: daily #1 as published (FUGUE LOOSE OMEGA FOLIO GLOBE ENEMA, 10 swaps, 7 green
tiles) and the exact fewest swaps (brute-force-checked in tests/core/test_swaps.py).
"""

from __future__ import annotations

from importlib import resources

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import format_text
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import waffle_shape
from studio.core.waffle.swaps import SPARE_SWAPS, apply_swaps, fewest_swaps
from studio.gui.main_window import MainWindow
from tests.gui.conftest import WAIT_MS, wait_solved

DAILY_1 = resources.files("studio.resources.examples").joinpath("daily-1.txt").read_text(encoding="utf-8")
TILES = "FBOUEGIULSOOMGELOEMNA"
SOLUTION = "FUGUEOLNLOOSEIBMOMEGA"
WORDS = ("FUGUE", "LOOSE", "OMEGA", "FOLIO", "GLOBE", "ENEMA")


def shown_text(panel) -> str:
    labels = (panel.status, panel.message, panel.summary, panel.cover, panel.hint_lines)
    return "\n".join(label.text() for label in labels)


def words_named(panel) -> set[str]:
    return {w for w in WORDS if w in shown_text(panel)}


def solved_daily(qtbot, window, *buttons: str):
    """Daily #1 pasted and solved, then the panel's buttons clicked by name: (page, panel)."""
    page, panel = window.waffle, window.waffle.solve_panel
    page.paste_text(DAILY_1)
    wait_solved(qtbot, page)
    for name in buttons:
        click(qtbot, getattr(panel, name))
    return page, panel


def click(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


@pytest.mark.slow
def test_the_panel_starts_covered_and_the_ladder_steps_to_the_solution(qtbot, window, waffle_archive):
    page, panel = window.waffle, window.waffle.solve_panel
    assert page.paste_text(DAILY_1)
    wait_solved(qtbot, page)
    assert panel.status.text() == "Unique solution"
    assert words_named(panel) == set() and panel.steps.count() == 0 and not panel.steps.isVisible()
    assert not panel.next_button.isEnabled() and not panel.design_button.isEnabled()
    assert "Fewest swaps: 10" in panel.summary.text() and "0 hints used" in panel.summary.text()

    click(qtbot, panel.hint_button)  # 1: the fewest swaps from here, and the two-green swaps now
    assert "fewest swaps are 10; 3 swaps would now turn two tiles green" in panel.hint_lines.text()
    assert "1 hint used" in panel.summary.text() and page.grid.hinted == frozenset()
    click(qtbot, panel.hint_button)  # 2: one tile in its word but not its place
    (cell,) = page.grid.hinted
    assert TILES[cell] != SOLUTION[cell] and f"The {TILES[cell]} at row" in panel.hint_lines.text()
    board, left = TILES, 10
    for n in (3, 4, 5):  # three swaps, each a best one from where the last leaves the board
        click(qtbot, panel.hint_button)
        a, b = sorted(page.grid.hinted)
        board, left = apply_swaps(board, [(a, b)]), left - 1
        assert fewest_swaps(board, SOLUTION) == left
        assert words_named(panel) == set() and f"{n} hints used" in panel.summary.text()
    assert "<br>4. Then swap " in panel.hint_lines.text()
    click(qtbot, panel.hint_button)  # 6: one word, and only one
    assert len(words_named(panel)) == 1 and panel.steps.count() == 0
    assert panel.hint_button.text() == "Hint 7 of 7"
    click(qtbot, panel.hint_button)  # 7: the solution, its swaps and its steps
    assert words_named(panel) == set(WORDS) and panel.steps.count() == 11
    assert not panel.hint_button.isVisible() and "the solution shown" in panel.summary.text()
    assert page.grid.hinted == frozenset()

    # a new puzzle is covered again; Show solution takes the cover off at once
    second = waffle_archive["daily"][1]
    shape = waffle_shape(5, 5)
    page.paste_text(
        format_text(Puzzle(shape, second["puzzle"], color_tiles(shape, second["puzzle"], second["solution"])))
    )
    wait_solved(qtbot, page)
    assert panel.steps.count() == 0 and panel.hints_used == 0 and "0 hints used" in panel.summary.text()
    assert not any(w in shown_text(panel) for w in second["words"])
    page.paste_text(DAILY_1)
    wait_solved(qtbot, page)
    click(qtbot, panel.show_button)
    assert words_named(panel) == set(WORDS) and panel.steps.count() == 11


@pytest.mark.slow
def test_always_show_the_solution_is_remembered(qtbot, window, tmp_path):
    panel = window.waffle.solve_panel
    window.waffle.paste_text(DAILY_1)
    wait_solved(qtbot, window.waffle)
    assert panel.steps.count() == 0
    panel.always_box.click()  # the preference takes the cover off now, and from now on
    assert panel.steps.count() == 11
    window.settings.sync()
    again = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    again.ask_save_changes = lambda *_: QMessageBox.StandardButton.Discard
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.waffle.default_words is not None, timeout=WAIT_MS)
    again.waffle.paste_text(DAILY_1)
    wait_solved(qtbot, again.waffle)
    assert again.waffle.solve_panel.always_box.isChecked() and again.waffle.solve_panel.steps.count() == 11
    assert words_named(again.waffle.solve_panel) == set(WORDS)


def test_a_solved_paste_opens_in_design_with_its_solution(qtbot, window):
    page, _ = solved_daily(qtbot, window, "show_button", "design_button")
    assert page.mode == "design" and page.puzzle.solution == SOLUTION and page.puzzle.tiles == TILES
    design = page.design_panel
    assert [design.slots.item(r, 0).text() for r in range(6)] == list(WORDS)
    window.undo_action.trigger()  # one undoable edit
    assert page.puzzle.solution is None


def test_the_hint_button_stays_under_the_pointer_as_hints_come(qtbot, window):
    """Asking for hint after hint is clicking one spot: each hint's text goes below the button."""
    _, panel = solved_daily(qtbot, window)
    where = []
    for _ in range(4):
        QApplication.processEvents()  # the layout places the texts the last hint brought
        where.append(panel.hint_button.mapTo(panel, panel.hint_button.rect().center()))
        click(qtbot, panel.hint_button)
    assert len(set(where)) == 1 and panel.hint_lines.text().count("<br>") == 3, where


def test_hints_used_are_told_with_the_stars_of_a_win(qtbot, window):
    page, panel = solved_daily(qtbot, window, "hint_button", "hint_button")
    swaps = panel.report.solved[0].plan.swaps
    page.set_mode("play")
    for a, b in swaps:
        page.grid.swap_requested.emit(a, b)  # as a drag or two clicks ask
    qtbot.waitUntil(lambda: page.game.won, timeout=WAIT_MS)
    assert (
        page.play_panel.result.text()
        == f"Solved in 10 swaps! {SPARE_SWAPS} of {SPARE_SWAPS} stars (the fewest is 10), with 2 hints."
    )


def test_an_ambiguous_puzzle_keeps_its_candidates_covered_too(qtbot, window, waffle_archive):
    record = next(r for r in waffle_archive["daily"] if r["number"] == 12)  # ABODE or ADOBE (the issue)
    shape = waffle_shape(5, 5)
    page, panel = window.waffle, window.waffle.solve_panel
    page.paste_text(
        format_text(Puzzle(shape, record["puzzle"], color_tiles(shape, record["puzzle"], record["solution"])))
    )
    wait_solved(qtbot, page)
    assert panel.status.text().startswith("Ambiguous") and not panel.solutions.isVisible()
    assert "for the likeliest solution" in panel.cover.text()
    assert not any(w in shown_text(panel) for w in ("ABODE", "ADOBE"))
    click(qtbot, panel.show_button)
    assert panel.solutions.isVisible() and panel.solutions.count() == len(panel.report.solved) > 1


def test_play_hints_start_from_the_board_after_some_swaps(qtbot, window):
    """Daily #1 after 3 of its optimal swaps: Play's first hint says 7 more, not 10, and
    its swap rung moves two tiles that are not green on the board as it stands."""
    page, panel = solved_daily(qtbot, window)
    swaps = panel.report.solved[0].plan.swaps
    page.set_mode("play")
    for a, b in swaps[:3]:
        page.grid.swap_requested.emit(a, b)
    qtbot.waitUntil(lambda: page.game.used == 3, timeout=WAIT_MS)
    board = apply_swaps(TILES, swaps[:3])
    for _ in range(3):
        click(qtbot, page.play_panel.hint_button)
    assert "take 7 swaps at the fewest" not in page.play_panel.hint.text()  # only the newest rung is shown
    assert page.play_panel.hint.text().startswith("3. Swap ")
    a, b = sorted(page.state.play.hinted)
    assert board[a] != SOLUTION[a] and board[b] != SOLUTION[b]
    assert fewest_swaps(apply_swaps(board, [(a, b)]), SOLUTION) == 6
    page.grid.swap_requested.emit(a, b)  # the position moves on: the hint was about the old one
    qtbot.waitUntil(lambda: page.game.used == 4, timeout=WAIT_MS)
    assert page.play_panel.hint.text() == "" and not page.state.play.hinted
    click(qtbot, page.play_panel.hint_button)
    assert page.play_panel.hint.text().startswith("4. ")
