"""The answer model: hand-worked weighted scores on three words, inflections by hand, and
the built-in model against the NYT's real answer lists."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from studio.core.errors import PuzzleError
from studio.core.streams import finish
from studio.core.wordle.answers import built_in_model, coverage, familiarity, inflected
from studio.core.wordle.backtest import backtest_steps
from studio.core.wordle.strategies import choose_entropy, expected_bits, part_sizes, scored_guesses
from studio.core.wordle.table import default_lists, make_lists

# CAT is twice as likely as BAT or HAT. By hand: CAT splits them {CAT} 1/2, {BAT, HAT} 1/2
# (both gray, green, green): 1 bit. BAT splits {BAT} 1/4, {CAT, HAT} 3/4: 0.8113 bits, so does
# HAT. BCH tells all three apart (CAT: gray yellow gray; BAT: green gray gray; HAT: gray gray
# yellow): 1/2, 1/4, 1/4, 1.5 bits. As likely, each word splits them 1/3, 2/3: 0.9183 bits.
ANSWERS, WEIGHTS = ["BAT", "HAT", "CAT"], [1.0, 1.0, 2.0]
SPLIT_BAT = -(0.25 * math.log2(0.25) + 0.75 * math.log2(0.75))
ONE_AND_TWO = -(1 / 3 * math.log2(1 / 3) + 2 / 3 * math.log2(2 / 3))


def test_weighted_bits_by_hand():
    lists = make_lists(ANSWERS, [*ANSWERS, "BCH"], weights=WEIGHTS)
    candidates = np.arange(3)
    bits = dict(zip(lists.guesses, expected_bits(lists, candidates, part_sizes(lists, candidates)), strict=True))
    assert bits == pytest.approx({"BAT": SPLIT_BAT, "HAT": SPLIT_BAT, "CAT": 1.0, "BCH": 1.5})
    assert lists.guesses[choose_entropy(lists, candidates, None)] == "BCH"
    shown = scored_guesses(lists, candidates, None, top=2)
    assert [(s.word, round(s.bits, 4)) for s in shown] == [("BCH", 1.5), ("CAT", 1.0)]


def test_the_likelier_answer_wins_where_as_likely_words_tie():
    """Without BCH: as likely, every word scores 0.9183 bits and the first (BAT) is played; weighted, CAT."""
    plain = make_lists(ANSWERS, ANSWERS)
    weighted = make_lists(ANSWERS, ANSWERS, weights=WEIGHTS)
    candidates = np.arange(3)
    assert expected_bits(plain, candidates, part_sizes(plain, candidates)) == pytest.approx([ONE_AND_TWO] * 3)
    assert plain.guesses[choose_entropy(plain, candidates, None)] == "BAT"
    assert weighted.guesses[choose_entropy(weighted, candidates, None)] == "CAT"
    # of two left, the likelier is guessed first
    two = make_lists(["BAT", "CAT"], ["BAT", "CAT"], weights=[1, 3])
    assert two.guesses[choose_entropy(two, np.arange(2), None)] == "CAT"


def test_a_backtest_weighs_each_answer_by_its_chance():
    """Entropy plays CAT (1 guess, chance 1/2); then BAT (2 guesses, 1/4); HAT takes 3 (1/4).
    Expected 1/2 + 2/4 + 3/4 = 1.75 guesses; the plain mean is (1 + 2 + 3) / 3 = 2."""
    result = finish(backtest_steps(make_lists(ANSWERS, ANSWERS, weights=WEIGHTS), "entropy"))
    assert result.guesses == {"CAT": 1, "BAT": 2, "HAT": 3}
    assert result.expected == pytest.approx(1.75) and result.mean == pytest.approx(2.0)


def test_weights_are_checked():
    with pytest.raises(PuzzleError, match="weights"):
        make_lists(ANSWERS, ANSWERS, weights=[1.0, 2.0])
    with pytest.raises(PuzzleError, match="weights"):
        make_lists(ANSWERS, ANSWERS, weights=[0.0, 0.0, 0.0])
    assert make_lists(ANSWERS, ANSWERS, weights=[1, 1, 2]).weights == (0.25, 0.25, 0.5)


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("TARES", True),
        ("BOXES", True),
        ("CRIES", True),
        ("ASKED", True),
        ("BAKED", True),
        ("CRIED", True),
        ("STOPPED", True),
        ("SHIPPED", True),
        ("PUDDED", False),  # PUD is not in the list
        ("FILLED", True),  # FILL + ED, not FIL + L + ED
        ("GLASS", False),
        ("BLEED", False),
        ("NAKED", False),
        ("BONUS", False),
    ],
)
def test_inflections_by_hand(word, expected):
    shorter = {"TARE", "BOX", "CRY", "ASK", "BAKE", "STOP", "GLAS", "BLE", "BON", "SHIP", "FILL"}
    assert inflected(word, shorter) is expected


def test_familiarity_is_a_half_at_one_in_a_million_and_grows():
    assert familiarity(3.0) == pytest.approx(0.5)
    assert familiarity(2.5) < familiarity(3.0) < familiarity(5.0) < 1.0


@pytest.mark.slow
def test_the_built_in_model_is_close_to_the_nyt_answers(shared_data: Path):
    """Against the NYT's 2,309 answers, the model keeps most of them (recall) and little else
    (precision), where the common tier's 3,362 words were 40% non-answers."""
    real = (shared_data / "wordle" / "answers_nyt20220215_2309.txt").read_text().split()
    model = built_in_model(5)
    found = coverage(model.words, real)
    assert found.real == 2309
    assert found.recall > 0.85 and found.precision > 0.85
    from studio.core.words import default_words

    assert coverage(default_words("common").of_length(5).words, real).precision < 0.65
    assert sum(model.probabilities) == pytest.approx(1.0)


@pytest.mark.slow
def test_the_assistant_no_longer_opens_with_a_plural():
    from studio.core.wordle.strategies import advise

    lists = default_lists(5)
    assert "TARES" not in lists.answers and "RATES" not in lists.answers
    advice = advise(lists, (), strategy="entropy", top=3)
    assert advice.pick == advice.best[0].word == "RAISE"


def test_guesses_of_one_score_are_one_row():
    """BAT and CAT each split {BAT, CAT} in two (1 bit, 2 parts, worst 1, possible); XYZ and
    QQQ share no letter with them (0 bits, 1 part, worst 2): two rows, each naming its equal."""
    lists = make_lists(["BAT", "CAT"], ["BAT", "CAT", "XYZ", "QQQ"])
    shown = scored_guesses(lists, np.arange(2), None, top=5)
    assert [(s.word, s.bits, s.parts, s.largest, s.possible, s.equals, s.equal_count) for s in shown] == [
        ("BAT", 1.0, 2, 1, True, ("CAT",), 1),
        ("XYZ", 0.0, 1, 2, False, ("QQQ",), 1),
    ]
    assert [s.word for s in scored_guesses(lists, np.arange(2), None, top=1)] == ["BAT"]
