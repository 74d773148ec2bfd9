"""The Wordle review: hand-worked skill and luck on four answers, the reasons a game is not
scored, share grids; and Selby's published optimal trees (normal and hard mode), whose every
guess must score near the top."""

from __future__ import annotations

import random

import numpy as np
import pytest

from studio.core.wordle.feedback import marks, pattern_of, solved_pattern
from studio.core.wordle.review import Unchecked, check_game, parse_share_grid, part_value, review
from studio.core.wordle.table import make_lists
from studio.core.wordle.tree import load_tree

# BATCH, HATCH, LATCH, MATCH differ in their first letter only. HLMZZ tells all four apart:
# against HATCH its H is green; LATCH shows H and L yellow, MATCH H and M yellow, BATCH H yellow.
RHYMES = ["BATCH", "HATCH", "LATCH", "MATCH"]
FOUR = make_lists(RHYMES, [*RHYMES, "HLMZZ"])


def test_a_guess_that_tells_every_answer_apart_is_the_best_and_neutral_luck():
    """HLMZZ: 1 guess, then every answer is known: 1 + 4/4 x 1 = 2 expected guesses. Every
    part holds one answer: no part is larger or smaller, luck 99 x 1/2 = 49.5, rounded to 50."""
    first = review(FOUR, "LATCH", ("HLMZZ", "LATCH")).guesses[0]
    assert (first.left_before, first.left_after, first.best) == (4, 1, "HLMZZ")
    assert first.expected == first.best_expected == pytest.approx(2.0)
    assert (first.skill, first.luck, first.exact) == (99, 50, True)


def test_hand_worked_skill_and_luck_of_a_member_guess():
    """BATCH solves BATCH and leaves the other three together (they all show BGGGG). Those
    three need 2 more guesses on average whatever is played (HLMZZ: one guess then one
    each; HATCH: 1 + 2/3 x 1.5), so BATCH expects 1 + 3/4 x 2 = 2.5, half a guess over
    HLMZZ's 2: skill 99 x (1 - 0.5) = 49.5, rounded to 50.
    Luck: its parts are BATCH found (0 left, chance 1/4) and 3 left (chance 3/4).
    Answer HATCH: no larger part, as large 3/4: 99 x 3/8 = 37.1 -> 37.
    Answer BATCH: larger 3/4, as large (0) 1/4: 99 x 7/8 = 86.6 -> 87."""
    unlucky = review(FOUR, "HATCH", ("BATCH", "HATCH")).guesses[0]
    assert (unlucky.left_before, unlucky.left_after, unlucky.best) == (4, 3, "HLMZZ")
    assert unlucky.expected == pytest.approx(2.5)
    assert unlucky.best_expected == pytest.approx(2.0)
    assert (unlucky.skill, unlucky.luck) == (50, 37)
    lucky = review(FOUR, "BATCH", ("BATCH",))
    assert lucky.solved and (lucky.guesses[0].left_after, lucky.guesses[0].luck) == (0, 87)


def test_an_answer_model_weighs_the_parts_by_their_chance():
    """MATCH five times as likely as each of the others (chances 1/8, 1/8, 1/8, 5/8). BATCH
    leaves HATCH, LATCH, MATCH (chance 7/8), each set of three still taking 2 more guesses:
    1 + 7/8 x 2 = 2.75 against HLMZZ's 2, a loss of 0.75: skill 99 x 0.25 = 24.75 -> 25.
    Answer MATCH: no larger part, one as large with chance 7/8: luck 99 x 7/16 = 43.3 -> 43."""
    weighted = make_lists(RHYMES, [*RHYMES, "HLMZZ"], "weighted", [1, 1, 1, 5])
    first = review(weighted, "MATCH", ("BATCH", "MATCH")).guesses[0]
    assert first.expected == pytest.approx(2.75) and first.best_expected == pytest.approx(2.0)
    assert (first.best, first.skill, first.luck) == ("HLMZZ", 25, 43)


def test_the_last_of_three_answers_that_one_member_splits():
    """After BATCH (answer LATCH): HATCH, LATCH, MATCH. HLMZZ then takes 2 guesses each;
    HATCH finds itself at once and leaves LATCH and MATCH together: 1 + 2/3 x 1.5 = 2 as well.
    Playing LATCH: found at once (luck: larger 2/3 + half of 1/3 -> 99 x 5/6 = 82.5 -> 82)."""
    second = review(FOUR, "LATCH", ("BATCH", "LATCH")).guesses[1]
    assert (second.left_before, second.left_after) == (3, 0)
    assert second.expected == pytest.approx(2.0) == second.best_expected
    assert (second.skill, second.luck) == (99, 82)


def test_hard_mode_breaks_are_a_fact_not_a_score():
    """After BATCH shows BGGGG, hard mode wants A, T, C, H in place: HLMZZ breaks it and gets
    no skill; the pick comes from the guesses hard mode allows."""
    played = review(FOUR, "LATCH", ("BATCH", "HLMZZ", "LATCH"), hard=True).guesses
    assert played[1].breaks_hard_mode and played[1].skill is None
    assert played[1].best in {"HATCH", "LATCH", "MATCH"}
    assert not played[2].breaks_hard_mode and played[2].skill is not None
    assert not review(FOUR, "LATCH", ("BATCH", "HLMZZ", "LATCH")).guesses[1].breaks_hard_mode


@pytest.mark.parametrize(
    ("answer", "guesses", "shown", "why"),
    [
        ("LATCH", (), None, Unchecked("no_guesses")),
        ("WATCH", ("BATCH",), None, Unchecked("not_an_answer", 0, "WATCH")),
        ("LATCH", ("BATCH", "PATCH"), None, Unchecked("not_a_guess", 2, "PATCH")),
        ("LATCH", ("BATCHY",), None, Unchecked("length", 1, "BATCHY")),
        ("LATCH", ("LATCH", "BATCH"), None, Unchecked("after_solved", 2, "BATCH")),
        ("LATCH", ("BATCH", "LATCH"), (pattern_of(marks("BATCH", "HATCH")), 0), Unchecked("colours", 2, "LATCH")),
        ("LATCH", ("BATCH",), (pattern_of(marks("BATCH", "LATCH")), 0), Unchecked("colours", 2)),
    ],
)
def test_a_game_that_cannot_be_checked_says_why(answer, guesses, shown, why):
    assert check_game(FOUR, answer, guesses, shown) == why
    found = review(FOUR, answer, guesses, shown=shown)
    assert found.unchecked == why and found.guesses == ()


def test_a_share_grid_gives_its_colours_and_hard_mode():
    text = "Wordle 1,234 3/6*\n\n⬛🟨⬛⬛⬛\n🟩🟨🟨⬛⬛\n🟩🟩🟩🟩🟩\n"
    grid = parse_share_grid(text, 5)
    assert grid.hard
    assert grid.patterns == tuple(pattern_of(marks(g, "CIGAR")) for g in ("SALET", "CRANE", "CIGAR"))
    assert grid.patterns[-1] == solved_pattern(5)
    assert not parse_share_grid("Wordle 1,234 3/6\nBYBBB\n", 5).hard


def test_the_part_curve_starts_at_the_exact_values():
    """No answer costs nothing, one costs its guess, two cost 1.5 on average; then it grows."""
    assert list(part_value([0, 1, 2])) == [0.0, 1.0, 1.5]
    values = part_value(list(range(3, 300)))
    assert (values[1:] > values[:-1]).all() and values[0] > 1.5


def selby(shared_data, mode: str):
    folder = shared_data / "wordle"
    lists = make_lists(
        (folder / "answers_original_2315.txt").read_text().split(),
        (folder / "allowed_original_12972.txt").read_text().split(),
    )
    return lists, load_tree(folder / f"selby_salet_{mode}_original.tree")


def played_by(tree, answer: str) -> tuple[str, ...]:
    history: tuple[tuple[str, int], ...] = ()
    guesses: list[str] = []
    while True:
        guess = tree.next_guess[history]
        guesses.append(guess)
        pattern = pattern_of(marks(guess, answer))
        if pattern == solved_pattern(5):
            return tuple(guesses)
        history = (*history, (guess, pattern))


@pytest.mark.slow
@pytest.mark.parametrize(("mode", "least"), [("normal", 95), ("hard", 93)])
def test_selby_optimal_trees_score_top_skill_at_every_step(shared_data, mode, least):
    """Selby's SALET trees are proven optimal. Where the review searches (states of at most
    EXACT_STATE answers) each of their guesses is the best there is: 99. Above, the
    part-size estimate may prefer another guess by a few hundredths: `least` is what the
    estimate allows on these answers (the README states it)."""
    lists, tree = selby(shared_data, mode)
    hard = mode == "hard"
    for answer in random.Random(7).sample(lists.answers, 12):
        found = review(lists, answer, played_by(tree, answer), hard)
        assert found.unchecked is None and found.solved
        for guess in found.guesses:
            assert not guess.breaks_hard_mode
            assert guess.skill is not None and guess.skill >= (99 if guess.exact else least), (answer, guess)


@pytest.mark.slow
def test_a_guess_that_reuses_known_gray_letters_scores_low(shared_data):
    """After SALET shows five grays for CRIMP, STEAL (all five grays again) tells nothing: it
    loses a whole guess and scores 0; SLOTH (S, L and T gray again, two new letters) scores
    far below the studio's pick, and CRONY (five letters that may still be there) well above it."""
    lists, _ = selby(shared_data, "normal")
    assert pattern_of(marks("SALET", "CRIMP")) == 0
    steal = review(lists, "CRIMP", ("SALET", "STEAL")).guesses[1]
    assert (steal.left_before, steal.left_after, steal.skill) == (steal.left_after, steal.left_after, 0)
    sloth = review(lists, "CRIMP", ("SALET", "SLOTH")).guesses[1]
    crony = review(lists, "CRIMP", ("SALET", "CRONY")).guesses[1]
    assert sloth.skill is not None and crony.skill is not None
    assert sloth.skill <= 60 < 90 <= crony.skill


def test_the_ranking_of_a_large_state_matches_a_word_by_word_count():
    """The vectorised ranking (numpy, weighted counts by chunks) against the same rule by
    hand for every guess: 1 + the sum over unsolved parts of their chance x part_value(size)."""
    from studio.core.wordle import review as reviewing

    words = [a + b + c + "ER" for a in "BCDFGHLMPRST" for b in "AEIOU" for c in "DKLNT"][:90]
    weights = [1 + (i * 7) % 5 for i in range(len(words))]
    lists = make_lists(words[:70], words, "synthetic", weights[:70])
    candidates = np.arange(70)
    rough = reviewing._rough(lists, candidates, None)
    chance = {w: p for w, p in zip(lists.answers, lists.probabilities, strict=True)}
    for row, guess in enumerate(lists.guesses):
        parts: dict[tuple[int, ...], list[str]] = {}
        for answer in lists.answers:
            parts.setdefault(marks(guess, answer), []).append(answer)
        expected = 1.0
        for shown, part in parts.items():
            if shown != (2,) * 5:
                expected += sum(chance[a] for a in part) * float(part_value(len(part)))
        assert rough[row] == pytest.approx(expected), guess
