"""`wordle backtest` and `wordle suggest` from the command line."""

from __future__ import annotations

import json

import pytest

from studio.cli import main


def test_suggest_narrows_the_answers_by_hand(tmp_path, capsys):
    answers = tmp_path / "answers.txt"
    answers.write_text("beach\nbench\nleach\nhatch\n")
    assert main(["wordle", "suggest", "HATCH=BYBGG", "--answers", str(answers), "--guesses", str(answers)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("2 possible: BEACH LEACH")
    assert main(["wordle", "suggest", "HATCH=BYBGG", "BEACH=BGGGG", "--answers", str(answers)]) == 0
    assert capsys.readouterr().out.startswith("1 possible: LEACH")
    assert main(["wordle", "suggest", "HATCH=GGGGB", "--answers", str(answers)]) == 1
    assert main(["wordle", "suggest", "HATCH=GGQGB"]) == 2
    assert "not a colour" in capsys.readouterr().err


@pytest.mark.slow
def test_backtest_replays_a_tree_and_runs_strategies(shared_data, capsys):
    folder = shared_data / "wordle"
    lists = [
        "--answers",
        str(folder / "answers_original_2315.txt"),
        "--guesses",
        str(folder / "allowed_original_12972.txt"),
    ]
    assert main(["wordle", "backtest", "--tree", str(folder / "selby_salet_normal_original.tree"), *lists]) == 0
    assert "mean 3.4212 guesses, 7,920 in all, 0 failures" in capsys.readouterr().out
    assert main(["wordle", "backtest", "--strategy", "frequency,rank", "--jobs", "2", *lists]) == 0
    out = capsys.readouterr().out
    assert "frequency: mean 3.68" in out and "rank: mean 4.00" in out and "hardest:" in out
    assert main(["wordle", "backtest", "--strategy", "magic"]) == 2


def test_backtest_refuses_a_tree_for_another_word_length(tmp_path, capsys):
    """The window always checked this; the command replayed 5-letter guesses against
    4-letter answers."""
    tree, answers = tmp_path / "five.tree", tmp_path / "four.txt"
    tree.write_text("salet BBBBB1 courd GGGGG2\n      GGGGG1\n")
    answers.write_text("salt\ncord\n")
    lists = ["--answers", str(answers), "--guesses", str(answers), "--length", "4"]
    assert main(["wordle", "backtest", "--tree", str(tree), *lists]) == 2
    assert "the tree plays 5-letter words; the lists have 4" in capsys.readouterr().err


@pytest.mark.slow
def test_backtest_saves_the_search_tree_which_replays(tmp_path, capsys):
    """BEACH, LEACH, PEACH, REACH differ in their first letter only, so no answer tells
    the others apart (each shows them BGGGG). BLIPR does (GBBBB, BYBBB, BBBYB, BBBBY): 4
    guesses, then 4 more: 8, the least. Each answer first costs 4 + 3 + 3 = 10 at best."""
    answers, guesses, saved = tmp_path / "answers.txt", tmp_path / "guesses.txt", tmp_path / "search.tree"
    answers.write_text("beach\nleach\npeach\nreach\n")
    guesses.write_text("beach\nleach\npeach\nreach\nblipr\n")
    lists = ["--answers", str(answers), "--guesses", str(guesses), "--jobs", "1"]
    assert main(["wordle", "backtest", "--strategy", "search", "--save-tree", str(saved), *lists]) == 0
    assert "search: mean 2.0000 guesses, 8 in all" in capsys.readouterr().out
    assert saved.read_text() == (
        "blipr BBBBY1 reach GGGGG2\n      BBBYB1 peach GGGGG2\n      BYBBB1 leach GGGGG2\n      GBBBB1 beach GGGGG2\n"
    )
    assert main(["wordle", "backtest", "--tree", str(saved), *lists]) == 0
    assert "mean 2.0000 guesses, 8 in all" in capsys.readouterr().out
    assert main(["wordle", "backtest", "--strategy", "search,entropy", "--save-tree", str(saved), *lists]) == 2
    assert "--save-tree writes the tree of one strategy" in capsys.readouterr().err


def four_rhymes(tmp_path):
    """BATCH, HATCH, LATCH, MATCH, and HLMZZ, which tells them apart (tests/core/test_wordle_review.py)."""
    answers, guesses = tmp_path / "answers.txt", tmp_path / "guesses.txt"
    answers.write_text("batch\nhatch\nlatch\nmatch\n")
    guesses.write_text("batch\nhatch\nlatch\nmatch\nhlmzz\n")
    return ["--answers", str(answers), "--guesses", str(guesses)]


@pytest.mark.slow
def test_review_json_holds_skill_luck_left_and_best_per_guess(tmp_path, capsys):
    """The hand-worked numbers: BATCH then HATCH for HATCH (skill 50, luck 37; then 99, 82)."""
    lists = four_rhymes(tmp_path)
    assert main(["wordle", "review", "--answer", "hatch", "batch", "hatch", "--json", *lists]) == 0
    found = json.loads(capsys.readouterr().out)
    assert (found["answer"], found["solved"], found["unchecked"]) == ("HATCH", True, None)
    first, second = found["guesses"]
    assert [first[k] for k in ("left_before", "left", "best", "skill", "luck")] == [4, 3, "HLMZZ", 50, 37]
    assert (first["expected"], first["best_expected"], first["pattern"]) == (2.5, 2.0, "BGGGG")
    assert (second["left_before"], second["left"], second["skill"], second["luck"]) == (3, 0, 99, 82)


def test_review_reads_a_share_grid_and_says_why_a_game_is_not_scored(tmp_path, capsys):
    lists = four_rhymes(tmp_path)
    grid = tmp_path / "grid.txt"
    grid.write_text("Wordle 1,234 2/6*\n\n⬛🟩🟩🟩🟩\n🟩🟩🟩🟩🟩\n")
    assert main(["wordle", "review", "--answer", "hatch", "batch", "hatch", "--grid", str(grid), *lists]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.split()[:5] for line in out[1:]] == [["BATCH", "4", "3", "50", "37"], ["HATCH", "3", "0", "99", "82"]]
    grid.write_text("⬛🟩🟩🟩🟩\n⬛🟩🟩🟩🟩\n")  # the second row is not HATCH's colours
    assert main(["wordle", "review", "--answer", "hatch", "batch", "hatch", "--grid", str(grid), *lists]) == 2
    assert "guess 2" in capsys.readouterr().err
    assert main(["wordle", "review", "--answer", "hatch", "batch", "watch", "--json", *lists]) == 2
    captured = capsys.readouterr()
    assert json.loads(captured.out)["unchecked"] == {"code": "not_a_guess", "turn": 2, "word": "WATCH"}
    assert "WATCH" in captured.err
    assert main(["wordle", "review", "--answer", "hatch", "batch=BGGGG", "hatch", *lists]) == 2
    assert main(["wordle", "review", "--answer", "hatch", "batch=BGGGG", "hatch=GGGGG", "--hard", *lists]) == 0
    assert "hard!" not in capsys.readouterr().out


def test_every_strategy_is_explained_in_the_help(capsys):
    from studio.cli.wordle import strategy_help
    from studio.core.wordle.strategies import STRATEGIES

    assert strategy_help().keys() == STRATEGIES.keys()
    with pytest.raises(SystemExit):
        main(["wordle", "backtest", "--help"])
    out = capsys.readouterr().out
    for name, about in strategy_help().items():
        assert f"  {name:10} {about}" in out


def test_suggest_names_how_many_guesses_score_the_same(tmp_path, capsys):
    """BAT and CAT split {BAT, CAT} alike; XYZ and QQQ tell nothing: each pair is one line."""
    answers, guesses = tmp_path / "answers.txt", tmp_path / "guesses.txt"
    answers.write_text("bat\ncat\n")
    guesses.write_text("bat\ncat\nxyz\nqqq\n")
    assert main(["wordle", "suggest", "--length", "3", "--answers", str(answers), "--guesses", str(guesses)]) == 0
    lines = [line.split() for line in capsys.readouterr().out.splitlines() if line.startswith("  ")]
    assert lines[0] == ["BAT*", "1.00", "2", "1", "and", "1", "more", "as", "good"]
    assert lines[1][0] in ("XYZ", "QQQ") and lines[1][1:] == ["0.00", "1", "2", "and", "1", "more", "as", "good"]
    assert len(lines) == 2
