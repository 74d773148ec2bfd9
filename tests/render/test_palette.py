"""The palettes against published colour science (the formulas in tests/colour_science.py).

* Colour-blind tiles: the three tile colours of Waffle and of Wordle stay apart by CIEDE2000
  >= 20 as a protanope, a deuteranope and a tritanope sees them (Machado, Oliveira &
  Fernandes 2009, severity 1.0).
* Every palette: the letters meet WCAG AA (4.5:1) on every tile colour, and the status
  tones do on the window and on lists.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from studio.render.palette import DARK_COLOUR_BLIND, LIGHT, LIGHT_COLOUR_BLIND, PALETTES, Palette
from tests.colour_science import MACHADO_2009, ciede2000, contrast, lab, rgb, simulate

AA = 4.5
APART = 20.0


def test_ciede2000_matches_sharma_wu_dalal_2005():
    """Pairs from the paper's table 1 of test data, with its published ΔE00 to 4 decimals."""
    pairs = [
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
        ((50.0, -1.3802, -84.2814), (50.0, 0.0, -82.7485), 1.0000),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((50.0, 2.5, 0.0), (61.0, -5.0, 29.0), 22.8977),
        ((50.0, 2.5, 0.0), (56.0, -27.0, -3.0), 31.9030),
        ((50.0, 2.5, 0.0), (58.0, 24.0, 15.0), 19.4535),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
    ]
    for one, two, expected in pairs:
        assert ciede2000(one, two) == pytest.approx(expected, abs=1e-4)
        assert ciede2000(two, one) == pytest.approx(expected, abs=1e-4)


def test_srgb_to_lab_and_contrast_match_published_values():
    assert lab(rgb("#ffffff")) == pytest.approx((100.0, 0.0, 0.0), abs=0.01)
    assert lab(rgb("#ff0000")) == pytest.approx((53.24, 80.09, 67.20), abs=0.01)  # CIE L*a*b* of sRGB red
    assert contrast(rgb("#000000"), rgb("#ffffff")) == pytest.approx(21.0)
    assert contrast(rgb("#777777"), rgb("#ffffff")) == pytest.approx(4.48, abs=0.01)  # WCAG's borderline grey


def test_a_dichromat_simulation_keeps_grey_and_confuses_red_with_green():
    """Machado's matrices keep neutral colours, and make red and green near twins for a deuteranope."""
    for deficiency in MACHADO_2009:
        assert simulate(rgb("#808080"), deficiency) == pytest.approx(rgb("#808080"), abs=0.01)
    red, green = simulate(rgb("#cc3333"), "deuteranopia"), simulate(rgb("#669900"), "deuteranopia")
    assert ciede2000(lab(red), lab(green)) < 10


def _tiles(palette: Palette) -> dict[str, list[str]]:
    return {
        "waffle": [c.name() for c in palette.tile_fill.values()],
        "wordle": [c.name() for c in palette.mark_fill.values()],
    }


@pytest.mark.parametrize("palette", [LIGHT_COLOUR_BLIND, DARK_COLOUR_BLIND], ids=lambda p: p.name)
@pytest.mark.parametrize("deficiency", sorted(MACHADO_2009))
def test_colour_blind_tiles_stay_apart_for_every_dichromat(palette, deficiency):
    for game, fills in _tiles(palette).items():
        seen = [lab(simulate(rgb(fill), deficiency)) for fill in fills]
        closest = min(ciede2000(a, b) for a, b in combinations(seen, 2))
        assert closest >= APART, (game, deficiency, closest)


def test_the_game_colours_are_what_colour_blind_mode_is_for():
    """The oracle's own check: the plain green and yellow do merge for a protanope."""
    seen = [lab(simulate(rgb(c.name()), "protanopia")) for c in LIGHT.tile_fill.values()]
    assert min(ciede2000(a, b) for a, b in combinations(seen, 2)) < APART


@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_text_meets_wcag_aa_on_every_tile(palette):
    pairs = [(palette.tile_fill[c], palette.letter_on[c]) for c in palette.tile_fill]
    pairs += [(palette.mark_fill[m], palette.mark_letter[m]) for m in palette.mark_fill]
    pairs += [(palette.design_fill, palette.letter_on["-"]), (palette.unknown[0], palette.unknown[2])]
    pairs += [(palette.wordle_back, palette.wordle_ink), (palette.key_fill, palette.wordle_ink)]
    for back, ink in pairs:
        assert contrast(rgb(back.name()), rgb(ink.name())) >= AA, (back.name(), ink.name())


@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_text_and_tones_meet_wcag_aa_on_the_window(palette):
    for back in (palette.window, palette.base):
        for ink in (palette.text, palette.window_text, palette.hint, *palette.status.values()):
            assert contrast(rgb(back.name()), rgb(ink.name())) >= AA, (back.name(), ink.name())
    for back, _edge, ink in palette.message_bar.values():
        assert contrast(rgb(back.name()), rgb(ink.name())) >= AA
    # a selected list row or the current mode: text on the accent
    assert contrast(rgb(palette.accent.name()), rgb(palette.on_accent.name())) >= AA, palette.accent.name()
