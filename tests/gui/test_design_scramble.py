"""Design's Scramble (issue 34): the list uniqueness is judged among is the designer's choice
(common words by default), an ambiguous scramble names its rival words and offers another
try with a new seed, Scramble uses the game's greens, and its button never moves.

Oracles: the rival words by brute force over a 3x3 waffle (tests/core/test_scramble_use_case.py:
`fillings`), the game's green cells counted by hand in scramble.game_preset's docstring."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPoint, Qt

import studio.gui.waffle.page as page_module
from studio.core.waffle.shape import waffle_shape
from studio.gui.shared.i18n import choose
from studio.gui.waffle.design_panel import IN_USE, DesignPanel
from tests.core.test_scramble_use_case import RIVALS, SOLUTION, fillings
from tests.gui.conftest import WAIT_MS

SHAPE = waffle_shape(3, 3)


def design_small(qtbot, page, tmp_path) -> None:
    """The 3x3 SAT/TEN across, SET/TAN down, judged among a list of its anagram rivals."""
    listed = tmp_path / "rivals.txt"
    listed.write_text("\n".join(RIVALS) + "\n")
    page.load_user_words(str(listed))
    qtbot.waitUntil(lambda: page.user_words is not None, timeout=WAIT_MS)
    page.new_puzzle(SHAPE)
    page.set_mode("design")
    page.grid.setFocus()
    for index, word in enumerate(SHAPE.words(SOLUTION)):
        page.design_panel.slot_chosen.emit(index)
        qtbot.keyClicks(page.grid, word.lower())
    assert page.puzzle.solution == SOLUTION


@pytest.mark.slow
def test_an_ambiguous_scramble_names_its_rivals_and_tries_again_with_a_new_seed(qtbot, window, tmp_path, monkeypatch):
    page, design = window.waffle, window.waffle.design_panel
    seeds = iter([0, 1])  # target 4: seed 0 is ambiguous (brute force below says how), seed 1 another scramble
    monkeypatch.setattr(page_module, "random", SimpleNamespace(randrange=lambda _n: next(seeds)))
    design_small(qtbot, page, tmp_path)
    assert design.judge.currentData() == "common"  # the default, and the tooltip says why
    assert "HOAST" in design.judge.toolTip()
    choose(design.judge, IN_USE)
    design.game_like.setChecked(False)
    design.target.setValue(4)
    assert not design.retry_button.isVisibleTo(design)
    qtbot.mouseClick(design.scramble_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Scrambled" in design.scramble_result.text(), timeout=WAIT_MS)
    made = page.puzzle
    others = fillings(SHAPE, [*RIVALS, *SHAPE.words(SOLUTION)], made.tiles, made.colors) - {SOLUTION}
    rivals = {w for other in others for mine, w in zip(SHAPE.words(SOLUTION), SHAPE.words(other)) if w != mine}
    assert rivals, "seed 0 was meant to be ambiguous"
    text = design.scramble_result.text()
    named = text[text.index("rival words") :]
    assert all(word in named for word in rivals), (rivals, text)
    assert design.retry_button.isVisibleTo(design)
    qtbot.mouseClick(design.retry_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.puzzle.meta.get("seed") == 1, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "Scrambled" in design.scramble_result.text(), timeout=WAIT_MS)


def test_design_scrambles_with_the_games_greens_by_default(qtbot, window):
    """A 5x5 daily keeps its four corners green, as the real game does."""
    from tests.gui.test_waffle_document import design_daily, scramble

    page = window.waffle
    design_daily(qtbot, page)
    assert page.design_panel.game_like.isChecked()
    scramble(qtbot, page)
    corners = [page.puzzle.shape.cell_at[(r, c)] for r in (0, 4) for c in (0, 4)]
    assert [page.puzzle.colors[cell] for cell in corners] == ["g"] * 4
    assert page.puzzle.meta["preset"] == "game-like"


def test_the_game_like_box_names_the_7x7s_greens_too():
    """The label said 'corners green', wrong for the 7x7, whose corners move."""
    from studio.gui.waffle.design_panel import game_like_box

    box = game_like_box()
    assert "corner" not in box.text().lower()
    assert "7x7" in box.toolTip() and "twelve" in box.toolTip()


def test_the_scramble_button_stays_put_whatever_the_message(qtbot):
    panel = DesignPanel()
    qtbot.addWidget(panel)
    panel.resize(380, 760)
    panel.show()
    qtbot.waitExposed(panel)
    heights = set()
    for text, retry in (
        ("", False),
        ("Scrambling and checking…", False),
        (
            "Scrambled, but among the common words 2 solutions fit: rival words HOAST, ARECA, TRANT. "
            "Try another scramble or change a word.",
            True,
        ),
    ):
        panel.show_scramble_result(text, "warn", retry)
        qtbot.wait(1)
        panel.layout().activate()
        heights.add(panel.scramble_button.mapTo(panel, QPoint(0, 0)).y())
    assert len(heights) == 1, heights
