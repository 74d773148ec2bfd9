"""Counts by number of words and the hint ladder, on a hand-worked board.

Board ABC DEF GHI with the words below, worked by hand: the two-word solutions are
ADGEB-BHCFI and ADGEC-CHFBI/CHBFI (one solution: CHFBI and CHBFI are interchangeable);
the one three-word solution is ADG-GEB-BHCFI (a chain ends once every letter is used).
"""

from __future__ import annotations

from studio.core.letterboxed.board import parse_board
from studio.core.letterboxed.hints import RUNGS, counts_by_words, hint
from studio.core.letterboxed.solver import solve
from studio.core.words import words_from

WORDS = {"ADGEB": 2.0, "BHCFI": 5.0, "ADGEC": 4.0, "CHBFI": 4.5, "CHFBI": 4.6, "ADG": 3.0, "GEB": 3.0}


def test_counts_are_solutions_per_number_of_words_and_name_no_word():
    board = parse_board("ABC DEF GHI")
    found = solve(board, words_from(WORDS), max_words=3)
    assert counts_by_words(found) == {2: 2, 3: 1}


def test_the_ladder_gives_the_first_letter_then_the_first_word_then_the_answer():
    found = solve(parse_board("ABC DEF GHI"), words_from(WORDS))
    best = found[0]  # the commonest rarest word: ADGEC (4.0) beats ADGEB (2.0)
    assert [hint(best, rung).text for rung in RUNGS] == ["A", "ADGEC", "ADGEC CHFBI"]
    assert [hint(best, rung).rung for rung in RUNGS] == ["first letter", "first word", "answer"]
