"""The user guide has a section for every page and mode of the window (issue 23: "the user
guide covers every page"), found in Help > User Guide's contents as a user looks for it."""

from __future__ import annotations

import pytest

SECTIONS = [
    "Waffle: Solve",
    "Waffle: Design",
    "Waffle: Play",
    "The generator",
    "Export and print",
    "Wordle: Play",
    "Wordle: Assistant",
    "Wordle: Backtest",
    "Letter Boxed",
    "Word sets",
]


@pytest.mark.slow
@pytest.mark.parametrize("title", SECTIONS)
def test_the_guide_has_a_section_for_every_page(qtbot, window, title):
    dialog = window.show_guide()
    qtbot.waitUntil(dialog.isVisible, timeout=5_000)
    titles = [heading.title for heading in dialog.sections]
    assert any(t.lower().startswith(title.lower()) for t in titles), titles
    assert dialog.show_section(title)
