"""Play's win lists each word with its meaning (hand-checked WordNet 3.0 glosses), says when
the language has none, and shows nothing before the win."""

from __future__ import annotations

from studio.core.alphabet import LANGUAGES
from studio.core.meanings import meaning
from studio.core.waffle.play import Game
from studio.core.waffle.shape import waffle_shape
from studio.gui.waffle.play_panel import PlayPanel

SOLUTION = "FUGUEOLNLOOSEIBMOMEGA"  # daily #1: FUGUE LOOSE OMEGA FOLIO GLOBE ENEMA


def test_a_win_lists_the_meanings(qtbot) -> None:
    panel = PlayPanel()
    qtbot.addWidget(panel)
    won = Game(waffle_shape(5, 5), SOLUTION, SOLUTION, "g" * 21, fewest=10, made=((0, 1),) * 10)
    panel.show_game(won, lang=LANGUAGES["en"])
    lines = panel.meanings.text().split("<br>")
    assert len(lines) == 6
    assert "<b>ENEMA</b>" in lines[-1] and "an injection of a liquid through the anus" in lines[-1]
    panel.show_game(won, lang=LANGUAGES["fr"])
    assert panel.meanings.text() == "No meanings for this language."
    playing = Game(waffle_shape(5, 5), SOLUTION, SOLUTION[::-1], "-" * 21, fewest=10)
    panel.show_game(playing, lang=LANGUAGES["en"])
    assert panel.meanings.text() == ""


def test_an_inflection_names_its_lemma(qtbot) -> None:
    panel = PlayPanel()
    qtbot.addWidget(panel)
    line = panel.meaning_line("TREED", None)
    assert "no meaning" in line
    assert "<i>(tree, verb)</i>" in panel.meaning_line("TREED", meaning("TREED", LANGUAGES["en"]))
