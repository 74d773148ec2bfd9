"""`letterboxed solve` from the command line."""

from __future__ import annotations

from studio.cli import main


def test_letterboxed_solve_lists_the_fewest_word_solutions(tmp_path, capsys):
    listing = tmp_path / "words.txt"
    listing.write_text("\n".join(["ADG", "GBE", "EHC", "ADGBE", "EIFCH", "IFA", "CAB"]) + "\n")
    assert main(["letterboxed", "solve", "ABC DEF GHI", "--words", str(listing)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "# 1 solution; the fewest: 2 words"
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


def test_letterboxed_generate_prints_boards_with_par(capsys):
    assert main(["letterboxed", "generate", "--count", "2", "--seed", "3", "--par", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and all("par 3" in line and "two-word solutions" in line for line in lines)
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
