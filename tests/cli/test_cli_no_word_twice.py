"""No word twice: a batch uses each word once, and a series avoids the words of the puzzles
already in a folder; counted over the files written, read back by the reader the Open
command uses (favoured and pinned words may repeat: the designer chose them)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from studio.cli import main
from studio.core.waffle.formats import read_puzzle


def word_counts(folder: Path) -> Counter[str]:
    counts: Counter[str] = Counter()
    for path in folder.glob("*.json"):
        puzzle = read_puzzle(path)
        counts.update(puzzle.shape.words(puzzle.solution))
    return counts


def repeated(counts: Counter[str]) -> set[str]:
    return {word for word, n in counts.items() if n > 1}


@pytest.mark.slow
def test_twelve_7x7_puzzles_use_96_different_words(tmp_path, capsys):
    """Seed 7 is the issue's case: with repeats allowed its twelve 7x7s use words twice (four
    then; how many depends on the word lists), without them none."""
    args = ["generate", "--shape", "7x7", "--count", "12", "--seed", "7"]
    assert main([*args, "--repeat-words", "--out", str(tmp_path / "loose")]) == 0
    assert repeated(word_counts(tmp_path / "loose"))  # the case is one that needs the rule
    assert main([*args, "--out", str(tmp_path / "distinct")]) == 0
    counts = word_counts(tmp_path / "distinct")
    assert sum(counts.values()) == 12 * 8 and not repeated(counts)
    assert len(list((tmp_path / "distinct").glob("*.json"))) == 12


@pytest.mark.slow
def test_a_series_avoids_the_words_already_in_its_folder(tmp_path, capsys):
    series = tmp_path / "series"
    assert main(["generate", "--count", "4", "--seed", "5", "--out", str(series)]) == 0
    before = word_counts(series)
    week2 = tmp_path / "week2"
    assert main(["generate", "--count", "4", "--seed", "5", "--avoid-words-in", str(series), "--out", str(week2)]) == 0
    after = word_counts(week2)
    assert sum(after.values()) == 4 * 6 and not repeated(after) and not set(after) & set(before)


@pytest.mark.slow
def test_favoured_and_pinned_words_may_repeat(tmp_path, capsys):
    favour = tmp_path / "favour.txt"
    favour.write_text("OCEAN\n")
    args = ["generate", "--count", "3", "--seed", "1", "--pin", "r1=CRANE", "--favour", str(favour)]
    assert main([*args, "--out", str(tmp_path / "out")]) == 0
    counts = word_counts(tmp_path / "out")
    assert counts["CRANE"] == 3 and repeated(counts) <= {"CRANE", "OCEAN"}


def test_a_folder_to_avoid_that_is_wrong_exits_2_naming_it(tmp_path, capsys):
    out = str(tmp_path / "out")
    assert main(["generate", "--avoid-words-in", str(tmp_path / "missing"), "--out", out]) == 2
    assert "missing: is not a folder of puzzles" in capsys.readouterr().err
    (tmp_path / "series").mkdir()
    (tmp_path / "series" / "notes.json").write_text('{"not": "a puzzle"}')
    assert main(["generate", "--avoid-words-in", str(tmp_path / "series"), "--out", out]) == 2
    assert "notes.json" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()  # refused before any work


def test_a_list_too_small_for_no_word_twice_says_so(tmp_path, capsys):
    """Eight usable three-letter words (SEX and ASS are left out) hold two 3x3s of four
    words each without a repeat, never three: the third is refused, naming the rule."""
    words = tmp_path / "words.txt"
    words.write_text("\n".join(["CAT", "COT", "TOT", "TAT", "ACT", "OAT", "TAO", "COO", "SEX", "ASS"]) + "\n")
    args = ["generate", "--shape", "3x3", "--free", "--target", "2", "--words", str(words), "--seed", "1"]
    assert main([*args, "--count", "3", "--out", str(tmp_path / "a")]) == 2
    assert "words already used; allow repeated words" in capsys.readouterr().err
    assert len(list((tmp_path / "a").glob("*.json"))) <= 2
    assert main([*args, "--count", "3", "--repeat-words", "--out", str(tmp_path / "b")]) == 0
