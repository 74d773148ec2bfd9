"""Wordle against independent references: a matching-based feedback rule, word-by-word
filters, Selby's decision trees, and the averages of docs/RULES.md D1."""

from __future__ import annotations

import math
import random
from collections import Counter
from itertools import product

import numpy as np
import pytest

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.streams import Progress, finish
from studio.core.wordle.backtest import Player, backtest_in_processes, run_backtest
from studio.core.wordle.feedback import GRAY, GREEN, YELLOW, marks, parse_marks, pattern_of, pattern_text
from studio.core.wordle.game import (
    Game,
    Turn,
    candidates_after,
    hard_mode_allowed,
    hard_mode_problem,
    play_guess,
    share_text,
)
from studio.core.wordle.strategies import advise, scored_guesses
from studio.core.wordle.table import as_letters, make_lists, pattern_table
from studio.core.wordle.tree import parse_tree, replay, tree_backtest
from studio.language.facts import phrase


def reference_marks(guess, answer):
    """Greens claim their answer letter; then each other guess letter, left to right,
    claims the first unclaimed equal answer letter, if any."""
    claimed = [g == a for g, a in zip(guess, answer, strict=True)]
    out = [GREEN if c else GRAY for c in claimed]
    for i, g in enumerate(guess):
        if out[i] == GREEN:
            continue
        for j, a in enumerate(answer):
            if not claimed[j] and a == g:
                claimed[j] = True
                out[i] = YELLOW
                break
    return tuple(out)


def repeated_letter_words(rng, count, length):
    """Words over a small alphabet, so most have repeated letters."""
    return sorted({"".join(rng.choice("AEBST") for _ in range(length)) for _ in range(count)})


def test_hatch_for_beach_and_pattern_texts():
    assert marks("hatch", "beach") == (GRAY, YELLOW, GRAY, GREEN, GREEN)
    assert pattern_text(pattern_of(marks("hatch", "beach"))) == "BYBGG"
    assert parse_marks("⬛🟨⬛🟩🟩", 5) == parse_marks("01022", 5) == parse_marks("-y-gg", 5)
    with pytest.raises(PuzzleError, match="not a colour"):
        parse_marks("BYBQG", 5)
    with pytest.raises(PuzzleError, match="4 colours"):
        parse_marks("BYBG", 5)


@pytest.mark.slow
@pytest.mark.parametrize("length", [4, 5, 6])
def test_feedback_and_table_match_the_reference_on_all_pairs(length):
    words = repeated_letter_words(random.Random(length), 300, length)
    table = pattern_table(as_letters(words, length), as_letters(words, length))
    for (i, guess), (j, answer) in product(enumerate(words), repeat=2):
        expected = reference_marks(guess, answer)
        assert marks(guess, answer) == expected
        assert table[i, j] == pattern_of(expected), (guess, answer)


@pytest.fixture(scope="module")
def original(shared_data):
    folder = shared_data / "wordle"
    lists = make_lists(
        (folder / "answers_original_2315.txt").read_text().split(),
        (folder / "allowed_original_12972.txt").read_text().split(),
        "original",
    )
    _ = lists.patterns
    return lists


@pytest.mark.slow
def test_candidates_and_hard_mode_match_word_by_word_checks(original):
    rng = random.Random(3)
    for _ in range(25):
        answer = rng.choice(original.answers)
        turns = tuple(Turn(g, pattern_of(marks(g, answer))) for g in rng.sample(original.guesses, rng.randint(1, 3)))
        fits = [
            i for i, a in enumerate(original.answers) if all(pattern_of(marks(t.guess, a)) == t.pattern for t in turns)
        ]
        assert candidates_after(original, turns).tolist() == fits
        allowed = hard_mode_allowed(original, turns)
        sample = rng.sample(range(len(original.guesses)), 400)
        assert [bool(allowed[r]) for r in sample] == [
            hard_mode_problem(turns, original.guesses[r]) is None for r in sample
        ]
        assert all(allowed[original.answer_rows[fits]])  # a possible answer is always allowed


def test_hard_mode_rule_by_hand():
    turns = (Turn("SALET", pattern_of(parse_marks("BYBBG", 5))),)
    assert hard_mode_problem(turns, "CHANT") is None
    assert hard_mode_problem(turns, "CHAIR") == fact(Code.HARD_GREEN, place=5, letter="T")
    assert hard_mode_problem(turns, "BOOST") == fact(Code.HARD_YELLOW, letter="A", count=1)
    assert phrase(hard_mode_problem(turns, "CHAIR")) == "letter 5 must be T"


def test_a_game_played_by_hand(original):
    game = Game("BEACH", hard=True)
    game = play_guess(game, "hatch", original)
    assert game.turns[-1] == Turn("HATCH", pattern_of((GRAY, YELLOW, GRAY, GREEN, GREEN)))
    with pytest.raises(PuzzleError, match="hard mode"):
        play_guess(game, "SALET", original)
    with pytest.raises(PuzzleError, match="not in the word list"):
        play_guess(game, "ABCDE", original)
    game = play_guess(game, "beach", original)
    assert game.won and game.over
    assert share_text(game, "W") == "W 2/6*\n\n⬛🟨⬛🟩🟩\n🟩🟩🟩🟩🟩"


@pytest.mark.parametrize(
    ("name", "total", "hard"),
    [("selby_salet_normal_original.tree", 7920, False), ("selby_salet_hard_original.tree", 8122, True)],
)
def test_selby_trees_replay_to_their_published_totals(shared_data, original, name, total, hard):
    tree = parse_tree((shared_data / "wordle" / name).read_text(), name)
    assert sum(replay(tree, a, hard) for a in original.answers) == total


def test_tree_errors_name_the_line_and_column():
    with pytest.raises(PuzzleError, match=r"line 2, column 7.*expected feedback"):
        parse_tree("salet BBBBB1 courd GGGGG2\n      BBBBQ1 trace GGGGG2\n")
    with pytest.raises(PuzzleError, match=r"line 2.*does not line up"):
        parse_tree("salet BBBBB1 courd GGGGG2\n   BBBBY1 trace GGGGG2\n")
    tree = parse_tree("salet BBBBB1 courd GGGGG2\n      GGGGG1\n")
    with pytest.raises(PuzzleError, match="no move for TRACE"):
        replay(tree, "trace")


def test_a_tree_backtest_by_hand_and_only_on_its_word_length():
    """SALET is found at once; COURD (all gray against SALET) at the second guess."""
    tree = parse_tree("salet BBBBB1 courd GGGGG2\n      GGGGG1\n")
    steps = tree_backtest(tree, make_lists(["SALET", "COURD"], ["SALET", "COURD"]), name="t")
    reports: list[Progress] = []
    result = finish(steps, reports.append)
    assert reports == [Progress(1, 2), Progress(2, 2)]
    assert result.guesses == {"SALET": 1, "COURD": 2} and result.strategy == "t"
    with pytest.raises(PuzzleError, match="the tree plays 5-letter words; the lists have 4"):
        next(tree_backtest(tree, make_lists(["SALT", "CORD"], ["SALT", "CORD"])))


def test_frequency_and_rank_land_on_their_averages(original):
    """3.68 (frequency) and 4.02 (rank) on this answer list: docs/RULES.md D1."""
    assert run_backtest(original, "frequency").mean == pytest.approx(3.68, abs=0.01)
    assert run_backtest(original, "rank").mean == pytest.approx(4.02, abs=0.03)


@pytest.mark.slow
def test_entropy_and_lookahead_reach_their_targets(original):
    entropy = run_backtest(original, "entropy")
    assert entropy.mean <= 3.50 and sum(entropy.histogram.values()) == 2315
    best = finish(backtest_in_processes(original.answers, original.guesses, "lookahead", jobs=2))
    assert best.mean <= 3.45 and not best.failures
    assert best.total >= 7920  # the proven optimum for these lists (docs/RULES.md D2)


@pytest.mark.slow
def test_processes_give_the_same_backtest_and_every_answer_is_found():
    rng = random.Random(5)
    words = sorted({"".join(rng.choice("ABCDEHILMNORST") for _ in range(4)) for _ in range(600)})
    lists = make_lists(words[:150], words)
    for strategy in ("frequency", "rank", "entropy", "parts", "lookahead"):
        alone = run_backtest(lists, strategy, hard=strategy == "parts")
        steps = backtest_in_processes(lists.answers, lists.guesses, strategy, hard=strategy == "parts", jobs=2)
        assert finish(steps).guesses == alone.guesses
        assert max(alone.guesses.values()) <= 20
    player = Player(lists, "entropy", hard=True)
    for answer in range(len(lists.answers)):  # every guess it makes obeys hard mode
        history, count = (), player.guesses_for(answer)
        for _ in range(count - 1):
            row = player.next_guess(history)
            turns = player.turns(history)
            assert hard_mode_problem(turns, lists.guesses[row]) is None
            history = (*history, row, int(lists.patterns[row, answer]))


def test_scored_guesses_count_parts_by_hand():
    """XEDF shows ABCD BBYB, ABCE BYBB, ABCF BBBG, ABDC BBGB: four parts, 2 bits. ABCD
    shows GGGG, GGGB twice, GGYY: three parts."""
    lists = make_lists(["ABCD", "ABCE", "ABCF", "ABDC"], ["XEDF"])
    ranked = scored_guesses(lists, np.arange(4), None, top=2)
    assert ranked[0].word == "XEDF" and ranked[0].parts == 4 and ranked[0].largest == 1
    assert ranked[0].bits == pytest.approx(2.0) and not ranked[0].possible
    assert ranked[1].word == "ABCD" and ranked[1].parts == 3 and ranked[1].bits == pytest.approx(1.5)


def test_advice_by_hand_and_against_word_by_word_checks():
    """HATCH shows BEACH and LEACH B Y B G G, BENCH B B B G G. Then, on random lists and
    turns: the answers left, and the best guess's bits, counted word by word."""
    lists = make_lists(["BEACH", "BENCH", "LEACH", "HATCH"], ["BEACH", "BENCH", "LEACH", "HATCH"])
    advice = advise(lists, (Turn("HATCH", pattern_of(parse_marks("BYBGG", 5))),), strategy="entropy")
    assert advice.answers == ("BEACH", "LEACH") and advice.pick in ("BEACH", "LEACH")
    assert advice.best[0].bits == pytest.approx(1.0) and advice.best[0].parts == 2
    nothing = advise(lists, (Turn("HATCH", pattern_of(parse_marks("GGGGB", 5))),), strategy="rank")
    assert nothing.answers == () and nothing.best == () and nothing.pick is None
    with pytest.raises(PuzzleError, match="unknown strategy 'magic'"):
        advise(lists, (), strategy="magic")
    rng = random.Random(8)
    words = sorted({"".join(rng.choice("ABCDEHILMNORST") for _ in range(4)) for _ in range(300)})
    lists = make_lists(words[:120], words)
    for hard in (False, True):
        for _ in range(6):
            answer = rng.choice(lists.answers)
            turns = tuple(Turn(g, pattern_of(reference_marks(g, answer))) for g in rng.sample(words, 2))
            left = [
                a for a in lists.answers if all(pattern_of(reference_marks(t.guess, a)) == t.pattern for t in turns)
            ]
            allowed = [g for g in words if not hard or hard_mode_problem(turns, g) is None]

            def bits(guess, left=left):
                parts = Counter(reference_marks(guess, a) for a in left).values()
                return -sum(n / len(left) * math.log2(n / len(left)) for n in parts)

            advice = advise(lists, turns, hard, top=5, strategy="entropy")
            assert advice.answers == tuple(left)
            assert advice.best[0].bits == pytest.approx(max(bits(g) for g in allowed))
            assert {s.word for s in advice.best} <= set(allowed) and advice.pick in allowed
            assert bits(advice.pick) == pytest.approx(advice.best[0].bits)
