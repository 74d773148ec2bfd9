"""The solve panel says each hint from its fact (so it says it in the interface's language,
as the CLI does)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from studio.core.waffle.colors import color_tiles
from studio.core.waffle.hints import hint_ladder
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import Slot, waffle_shape
from studio.core.waffle.swaps import swap_plan
from studio.gui.shared.i18n import install_translators
from studio.gui.waffle.solve_panel import SolvePanel
from studio.language.facts import phrase
from studio.render.waffle_text import slot_text

SOLUTIONS = {(3, 3): "CATOITEN", (5, 5): "FUGUEOLNLOOSEIBMOMEGA"}  # hand-made; daily #1


def ladders():
    """Every rung for random scrambles of both grids, and for a solved grid."""
    rng = random.Random(24)
    for (rows, cols), solution in SOLUTIONS.items():
        shape = waffle_shape(rows, cols)
        boards = [solution]
        for _ in range(15):
            letters = list(solution)
            rng.shuffle(letters)
            boards.append("".join(letters))
        for tiles in boards:
            puzzle = Puzzle(shape, tiles, color_tiles(shape, tiles, solution))
            yield from hint_ladder(puzzle, solution, swap_plan(tiles, solution))


@pytest.fixture
def panel(qtbot):
    panel = SolvePanel()
    qtbot.addWidget(panel)
    return panel


def test_in_english_each_hint_reads_as_the_cli_prints_it(panel):
    hints = list(ladders())
    assert {h.form for h in hints} == {"fewest", "solved", "nothing", "word-tile", "swap", "word", "solution"}
    assert [panel.hint_text(h) for h in hints] == [phrase(h.fact) for h in hints]
    assert "Nothing to move: every tile is in place." in {panel.hint_text(h) for h in hints}


@pytest.mark.parametrize(("across", "start"), [(True, 0), (True, 2), (False, 0), (False, 3)])
def test_a_slot_reads_as_its_label(panel, across, start):
    slot = Slot(across, 4, start, (0, 1))
    assert slot_text(slot) == slot.label


def test_in_german_no_hint_keeps_its_english(panel):
    install_translators(QApplication.instance(), "de")
    try:
        texts = [panel.hint_text(h) for h in ladders()]
    finally:
        install_translators(QApplication.instance(), "en")
    english = ("tiles are in place", "belongs in", "turn green", "turns green", "The solution is", "Nothing to move")
    assert not [t for t in texts if any(e in t for e in english)]
