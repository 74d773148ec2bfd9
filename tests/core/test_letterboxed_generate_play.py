"""Letter Boxed generator, drawing layout and play rules, against plain checks."""

from __future__ import annotations

import math
from itertools import pairwise

import pytest

from studio.core.errors import PuzzleError
from studio.core.letterboxed.board import is_legal, parse_board
from studio.core.letterboxed.generate import VOWELS, BoardOptions, make_board
from studio.core.letterboxed.layout import box_layout
from studio.core.letterboxed.lexicon import lexicon_of
from studio.core.letterboxed.play import add_letter, new_game, remove_letter, submit_word
from studio.core.words import default_words


def two_word_pairs(board, words):
    """Plain pair-of-words loop: every (w1, w2) with w2 starting at w1's end using all letters."""
    legal = [w for w in words if is_legal(board, w)]
    by_first = {}
    for w in legal:
        by_first.setdefault(w[0], []).append(w)
    goal = set(board.letters)
    return [(a, b) for a in legal for b in by_first.get(a[-1], ()) if set(a) | set(b) >= goal]


@pytest.fixture(scope="module")
def common():
    return default_words("common")


@pytest.mark.parametrize(
    ("sides", "per_side", "vowels", "par"), [(4, 3, 4, 3), (4, 3, 4, 2), (5, 2, 3, 3), (3, 3, 3, 3)]
)
def test_generated_boards_keep_the_options_and_are_solvable_within_par(common, sides, per_side, vowels, par):
    words = {w for n in range(3, 20) for w in common.of_length(n).words}
    made = make_board(BoardOptions(sides=sides, per_side=per_side, vowels=vowels, par=par, seed=7), lexicon_of(common))
    board = made.board
    assert len(board.sides) == sides and {len(s) for s in board.sides} == {per_side}
    assert len(set(board.letters)) == sides * per_side
    assert sum(ch in VOWELS for ch in board.letters) == vowels
    assert made.fewest <= par == made.par
    for solution in made.solutions:  # checked word by word, with sets of letters
        chain = solution.words
        assert len(chain) == made.fewest
        assert all(w in words and is_legal(board, w) for w in chain)
        assert all(a[-1] == b[0] for a, b in pairwise(chain))
        assert set("".join(chain)) == set(board.letters)
    assert made.two_word == len(two_word_pairs(board, words))
    if made.fewest == 2:
        assert made.two_word > 0


def test_generator_options_are_checked():
    with pytest.raises(PuzzleError, match="vowels"):
        make_board(BoardOptions(vowels=6), lexicon_of(["ABC"]))
    with pytest.raises(PuzzleError, match="letter twice"):
        make_board(BoardOptions(sides=6, per_side=5, vowels=5), lexicon_of(["ABC"]))


def test_an_impossible_par_stops_with_a_message():
    with pytest.raises(PuzzleError, match="no board solvable"):
        make_board(BoardOptions(par=1, seed=1, max_tries=20), lexicon_of(["ABC", "DEF"]))


@pytest.mark.parametrize("text", ["ABC DEF GHI", "ANO GDV IEF WZT", "LE SA BO YM RK", "ABCD EFGH IJKL MNOP QRST UVWX"])
def test_layout_puts_each_dot_on_its_side_and_each_label_outside(text):
    board = parse_board(text)
    layout = box_layout(board)
    corners = layout.corners
    centre = (sum(x for x, _ in corners) / len(corners), sum(y for _, y in corners) / len(corners))
    per = len(board.sides[0])
    for i, (dot, label) in enumerate(zip(layout.dots, layout.labels, strict=True)):
        (ax, ay), (bx, by) = corners[i // per], corners[(i // per + 1) % len(corners)]
        cross = (bx - ax) * (dot[1] - ay) - (by - ay) * (dot[0] - ax)
        assert abs(cross) < 1e-9  # on the side's line
        assert min(ax, bx) - 1e-9 <= dot[0] <= max(ax, bx) + 1e-9
        assert math.dist(label, centre) > math.dist(dot, centre)
        assert 0 < label[0] < 1 and 0 < label[1] < 1
    assert corners[0][1] == pytest.approx(corners[1][1])  # the first side is flat on top


def test_play_follows_the_rules():
    board = parse_board("ABC DEF GHI")
    words = {"ADG", "GEB", "BHCFI"}
    game = add_letter(add_letter(add_letter(new_game(board), "a"), "d"), "g")
    with pytest.raises(PuzzleError, match="same side"):
        add_letter(game, "H")
    with pytest.raises(PuzzleError, match="not on the board"):
        add_letter(game, "Z")
    game = submit_word(game, words)
    assert game.words == ("ADG",) and game.current == "G"
    game = submit_word(add_letter(add_letter(game, "E"), "B"), words)
    assert remove_letter(game).words == ("ADG",)  # the fixed first letter takes the word back
    with pytest.raises(PuzzleError, match="at least 3"):
        submit_word(add_letter(game, "H"), words)
    with pytest.raises(PuzzleError, match="not in the word list"):
        submit_word(add_letter(add_letter(game, "H"), "C"), words)
    for ch in "HCFI":
        game = add_letter(game, ch)
    game = submit_word(game, words)
    assert game.solved and game.words == ("ADG", "GEB", "BHCFI")
    with pytest.raises(PuzzleError, match="solved"):
        add_letter(game, "A")
