"""`letterboxed solve` from the command line."""

from __future__ import annotations

from dataclasses import replace

import pytest

from studio import language
from studio.cli import main


def test_letterboxed_solve_lists_the_fewest_word_solutions(tmp_path, capsys):
    listing = tmp_path / "words.txt"
    listing.write_text("\n".join(["ADG", "GBE", "EHC", "ADGBE", "EIFCH", "IFA", "CAB"]) + "\n")
    assert main(["letterboxed", "solve", "ABC DEF GHI", "--words", str(listing)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "# 1 solution; the fewest: 2 words"  # singular: issue 36
    assert out[0].startswith("ADGBE - EIFCH")
    assert main(["letterboxed", "solve", "ABC DEA FGH"]) == 2
    assert "more than once" in capsys.readouterr().err


def test_letterboxed_fewest_letters_objective(tmp_path, capsys):
    listing = tmp_path / "words.txt"
    listing.write_text("\n".join(["ADGBE", "EIFCH", "ADGEB", "BHCFI", "BHCFIH"]) + "\n")
    assert main(["letterboxed", "solve", "ABC DEF GHI", "--words", str(listing), "--objective", "letters"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "# 2 solutions; the fewest: 10 letters"
    assert sorted(line.split("    ")[0] for line in out[:-1]) == ["ADGBE - EIFCH", "ADGEB - BHCFI"]


@pytest.mark.slow
def test_max_words_below_the_fewest_says_the_fewest_rather_than_list_fewer(tmp_path, capsys, monkeypatch):
    """By hand (tests/core/test_letterboxed.py: BRIDGES): the fewest is 2 words, 13 letters;
    3 words take 11. Up to 1 word used to list the 13-letter chain as the fewest letters."""
    from tests.core.test_letterboxed import BRIDGES

    listing = tmp_path / "words.txt"
    listing.write_text("\n".join(BRIDGES) + "\n")
    solve = ["letterboxed", "solve", "ABC DEF GHI", "--words", str(listing)]
    for objective in ("words", "letters"):
        assert main([*solve, "--objective", objective, "--max-words", "1"]) == 2
        captured = capsys.readouterr()
        assert captured.out == ""
        assert captured.err == "puzzle-studio: no solution has just 1 word: the fewest is 2 words\n"
    assert main([*solve, "--objective", "letters"]) == 0
    assert capsys.readouterr().out.splitlines()[0].startswith("ADGE - EBH - HCFI    (3 words, 11 letters)")
    with pytest.raises(SystemExit) as usage:
        main([*solve, "--max-words", "-1"])
    assert usage.value.code == 2 and "below 0" in capsys.readouterr().err
    monkeypatch.setenv("LANG", "de_DE.UTF-8")  # the catalogue's German
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    try:
        assert main([*solve, "--lang", "en", "--max-words", "1"]) == 2
    finally:
        language.use("en")
    assert capsys.readouterr().err == "puzzle-studio: keine Lösung hat nur 1 Wort: es braucht mindestens 2 Wörter\n"


def test_letterboxed_generate_prints_boards_with_par(capsys):
    assert main(["letterboxed", "generate", "--count", "2", "--seed", "3", "--par", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and all("par 3" in line and "two-word solution" in line for line in lines)
    assert main(["letterboxed", "generate", "--vowels", "9"]) == 2


def test_letterboxed_draw_writes_png_and_svg(tmp_path, capsys):
    png, svg = tmp_path / "box.png", tmp_path / "box.svg"
    assert main(["letterboxed", "draw", "ANO GDV IEF WZT", "--solution", "FAZED DOWNVOTING", "--out", str(png)]) == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert main(["letterboxed", "draw", "TAP ERD NIL YCO", "--solve", "--out", str(svg)]) == 0
    assert "<svg" in svg.read_text()
    assert main(["letterboxed", "draw", "ANO GDV IEF WZT", "--solution", "ZOO", "--out", str(png)]) == 2
    assert "cannot be spelled" in capsys.readouterr().err
    assert main(["letterboxed", "draw", "ANO GDV IEF WZT", "--out", str(tmp_path / "box.gif")]) == 2


def test_solve_prints_the_best_few_then_how_many_more(tmp_path, capsys):
    """Best first: fewest words, then the commonest rarest word (weights by hand); --max cuts
    the listing and says how many are left; --max 0 prints them all."""
    listing = tmp_path / "words.txt"
    listing.write_text("ADGEB\t2\nBHCFI\t5\nADGEC\t4\nCHBFI\t4.5\nCHFBI\t4.6\nADG\t3\nGEB\t3\n")
    args = ["letterboxed", "solve", "ABC DEF GHI", "--words", str(listing), "--max-words", "3"]
    assert main([*args, "--max", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "ADGEC - CHFBI/CHBFI    (2 words, 10 letters)",
        "... and 2 more; --max 0 for all",
        "# 3 solutions; the fewest: 2 words",
    ]
    assert main([*args, "--max", "0"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert [r.split("    ")[0] for r in rows[:-1]] == ["ADGEC - CHFBI/CHBFI", "ADGEB - BHCFI", "ADG - GEB - BHCFI"]
    with pytest.raises(SystemExit) as refused:
        main([*args, "--max", "-1"])
    assert refused.value.code == 2 and "--max: -1 is below 0" in capsys.readouterr().err


@pytest.mark.slow
def test_the_default_list_is_the_games_and_broad_is_a_choice(capsys):
    """ANO GDV IEF WZT (NYT, 21 March 2024): the broad list led with GOVT and printed
    2,226 lines; the default prints 20 and no abbreviation."""
    assert main(["letterboxed", "solve", "ANO GDV IEF WZT"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 22 and out[-2].startswith("... and ") and out[-2].endswith(" more; --max 0 for all")
    words = {w for line in out[:-2] for w in line.split("    ")[0].replace("/", " - ").split(" - ")}
    assert not words & {"GOVT", "DEV", "DIV", "PHT", "MPH"}
    assert main(["letterboxed", "solve", "ANO GDV IEF WZT", "--list", "broad", "--max", "0"]) == 0
    assert "GOVT" in capsys.readouterr().out


def test_counts_and_hints_name_no_word_until_asked(tmp_path, capsys):
    listing = tmp_path / "words.txt"
    listing.write_text("ADGEB\t2\nBHCFI\t5\nADGEC\t4\nCHBFI\t4.5\nCHFBI\t4.6\nADG\t3\nGEB\t3\n")
    base = ["ABC DEF GHI", "--words", str(listing), "--max-words", "3"]
    assert main(["letterboxed", "solve", *base, "--counts"]) == 0
    assert capsys.readouterr().out.splitlines() == ["2 words: 2 solutions", "3 words: 1 solution"]
    assert main(["letterboxed", "hint", *base]) == 0
    assert capsys.readouterr().out.splitlines() == ["2 words: 2 solutions", "3 words: 1 solution"]
    assert main(["letterboxed", "hint", *base, "--reveal", "3"]) == 0
    assert capsys.readouterr().out.splitlines()[2:] == [
        "The first word starts with A.",
        "The first word is ADGEC.",
        "An answer: ADGEC CHFBI.",
    ]


@pytest.mark.slow
def test_generate_says_one_and_no_two_word_solution_in_proper_english(capsys, monkeypatch):
    """Issue 36 saw "1 two-word solutions" and "0 two-word solutions"."""
    from studio.core.letterboxed import generate

    real = generate.make_board
    for two_word, said in ((0, "no two-word solution;"), (1, "1 two-word solution;"), (2, "2 two-word solutions;")):
        monkeypatch.setattr(generate, "make_board", lambda o, lex, n=two_word: replace(real(o, lex), two_word=n))
        assert main(["letterboxed", "generate", "--seed", "1"]) == 0
        assert said in capsys.readouterr().out
