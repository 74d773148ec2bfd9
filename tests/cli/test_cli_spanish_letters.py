"""Ñ on the command line: what a command writes shows Ñ, never the engines' "[" (their
byte for it), and what it reads takes ñ and Ñ (studio/core/alphabet.py)."""

from __future__ import annotations

import random

import pytest

from studio.cli import main
from studio.core.waffle.fill import lattice_search
from tests.cli.test_kills import brute_force_grids


@pytest.mark.parametrize("small", [True, False])  # plain Python, or the arrays' search (bytes, Ñ as "[")
def test_enumerated_grids_write_enye(tmp_path, monkeypatch, small):
    if not small:
        monkeypatch.setattr(lattice_search, "SMALL_WORDS", 0)
    rng = random.Random(26)
    words = sorted({"".join(rng.choice("AÑOSE") for _ in range(3)) for _ in range(40)})
    listing, out = tmp_path / "palabras.txt", tmp_path / "grids.txt"
    listing.write_text("\n".join(w.lower() for w in words) + "\n", encoding="utf-8")
    args = ["enumerate", "--shape", "3x3", "--words", str(listing), "--lang", "es", "--out", str(out)]
    assert main(args) == 0
    text = out.read_text(encoding="utf-8")
    assert "[" not in text and "Ñ" in text
    lines = text.splitlines()
    expected = brute_force_grids(words)
    assert lines[-1] == f"# {len(expected)} grids"
    assert set(lines[:-1]) == expected


@pytest.mark.slow
def test_letterboxed_reads_and_prints_enye(tmp_path, capsys):
    listing = tmp_path / "palabras.txt"
    listing.write_text("señor\nrapiña\naño\ncuñas\nsueño\nroca\nalto\n", encoding="utf-8")
    assert main(["letterboxed", "solve", "añs tpr ocl eiu", "--lang", "es", "--words", str(listing)]) in (0, 1)
    out = capsys.readouterr().out
    assert "[" not in out and "AÑS TPR OCL EIU" in out
    assert main(["letterboxed", "generate", "--lang", "es", "--seed", "4", "--count", "12"]) == 0
    boards = capsys.readouterr().out
    assert "Ñ" in boards and "[" not in boards
    svg = tmp_path / "box.svg"
    args = ["letterboxed", "draw", "añs tpr ocl eiu", "--lang", "es", "--solution", "señera apicultor"]
    assert main([*args, "--out", str(svg)]) == 0
    drawn = svg.read_text(encoding="utf-8")
    assert ">Ñ<" in drawn and ">[<" not in drawn
    assert main(["letterboxed", "solve", "añs tpr ocl eiu", "--lang", "en"]) == 2
    assert "side 1, letter 2: 'ñ' is not a letter of English" in capsys.readouterr().err


def test_wordsets_in_spanish_print_enye(tmp_path, capsys):
    listing = tmp_path / "palabras.txt"
    listing.write_text("año\ncid\nlúz\nkég\nbud\n", encoding="utf-8")  # folded: año cid luz keg bud
    assert main(["wordsets", "--lang", "es", "--words", str(listing), "-k", "4", "-n", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    words, unused = out[0].split("    ")
    assert sorted(words.split()) == ["año", "cid", "keg", "luz"]
    assert unused.startswith("(unused: bfhjmnpqrstvwxy;")
    assert out[-1] == "# 1 set (1 with anagrams apart)"
    assert main(["wordsets", "--lang", "en", "--words", str(listing), "-k", "4", "-n", "3"]) == 1  # no ñ in English
    assert main(["wordsets", "--lang", "es", "-k", "9", "-n", "3", "--words", str(listing)]) == 1  # 27 letters fit
    assert main(["wordsets", "--lang", "en", "-k", "9", "-n", "3", "--words", str(listing)]) == 2
    assert "k*n <= 26" in capsys.readouterr().err
