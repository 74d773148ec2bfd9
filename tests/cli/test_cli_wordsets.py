"""`wordsets` from the command line."""

from __future__ import annotations

import csv
import io

from studio.cli import main


def test_words_alpha_gives_parkers_538(shared_data, capsys):
    assert main(["wordsets", "--words", str(shared_data / "english-words" / "words_alpha.txt")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "# 538 sets (831 with anagrams apart)" and len(lines) == 539
    assert any(set(line.split("(")[0].split()) == {"fjord", "gucks", "nymph", "vibex", "waltz"} for line in lines)


def test_csv_is_sorted_by_the_rarest_word_and_respects_the_cutoff(tmp_path, capsys):
    listing = tmp_path / "words.txt"
    listing.write_text("\n".join(["form", "from", "with", "whit", "this", "sofa", "zzzz", "qxjv"]) + "\n")
    assert main(["wordsets", "--words", str(listing), "-k", "2", "-n", "4", "--csv", "--min-zipf", "3"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    zipfs = [float(r["rarest_zipf"]) for r in rows]
    assert zipfs == sorted(zipfs, reverse=True) and min(zipfs) >= 3
    assert {frozenset((r["word 1"], r["word 2"])) for r in rows} >= {frozenset(("form/from", "whit/with"))}
    assert all("qxjv" not in r.values() for r in rows)


def test_impossible_sizes_and_missing_files_are_messages(tmp_path, capsys):
    assert main(["wordsets", "-k", "6", "-n", "5"]) == 2
    assert "k*n <= 26" in capsys.readouterr().err
    assert main(["wordsets", "--words", str(tmp_path / "nope.txt")]) == 2
    assert "cannot read the word list" in capsys.readouterr().err
