"""`letterboxed solve` from the command line."""

from __future__ import annotations

from studio.cli import main


def test_letterboxed_solve_lists_the_fewest_word_solutions(tmp_path, capsys):
    listing = tmp_path / "words.txt"
    listing.write_text("\n".join(["ADG", "GBE", "EHC", "ADGBE", "EIFCH", "IFA", "CAB"]) + "\n")
    assert main(["letterboxed", "solve", "ABC DEF GHI", "--words", str(listing)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "# 1 solutions; the fewest words: 2"
    assert out[0].startswith("ADGBE - EIFCH")
    assert main(["letterboxed", "solve", "ABC DEA FGH"]) == 2
    assert "more than once" in capsys.readouterr().err
