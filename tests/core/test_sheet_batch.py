"""A batch to print with puzzles that have no answer: those are named, the rest print."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from studio.core.errors import PuzzleError
from studio.core.facts import Code
from studio.core.waffle.formats import read_puzzle
from studio.core.waffle.known import known_solution
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import waffle_shape
from studio.core.waffle.sheet import (
    Entry,
    LeftOut,
    SheetOptions,
    entries_for,
    left_out_fact,
    sheet_pages,
    split_entries,
)
from studio.core.waffle.solve import solve_puzzle
from studio.language.facts import phrase
from studio.resources import resource

DAILY_1 = read_puzzle(resource("examples/daily-1.txt"))
# Daily #1 with its gray B (row 1, column 2) made an X: no common word puts an X where
# the colours let it go, so the built-in list has no solution.
NO_WORDS = Puzzle(waffle_shape(5, 5), "FXOUEGIULSOOMGELOEMNA", "g--gg---gygyy-y-gyy-g")
# Its own solution is not made of its tiles: wrong, not merely unsolved.
WRONG_SOLUTION = DAILY_1.with_changes(solution="Q" * 21)
PUBLISHED = "FUGUE" + "OLN" + "LOOSE" + "IBM" + "OMEGA"  # daily #1's solution, holes skipped


def never_solve():
    raise AssertionError("a puzzle with its own solution is not solved")


def test_a_known_solution_is_the_puzzles_own_else_the_solvers_best():
    own = DAILY_1.with_changes(solution=PUBLISHED)
    assert known_solution(own, never_solve).letters == PUBLISHED and known_solution(own, never_solve).solved is None
    solved = known_solution(DAILY_1, lambda: solve_puzzle(DAILY_1))
    assert (solved.letters, solved.count, solved.solved.plan.fewest) == (PUBLISHED, 1, 10)
    assert known_solution(DAILY_1, lambda: None) is None  # the solver is still running
    with pytest.raises(PuzzleError, match="not a permutation"):
        known_solution(WRONG_SOLUTION, never_solve)
    assert known_solution(WRONG_SOLUTION, lambda: solve_puzzle(DAILY_1), stale_own=True).letters == PUBLISHED
    with pytest.raises(PuzzleError, match="no solution"):
        known_solution(NO_WORDS, lambda: solve_puzzle(NO_WORDS))
    two = [SimpleNamespace(candidate=SimpleNamespace(letters=letters)) for letters in ("BEST", "NEXT")]
    ambiguous = known_solution(DAILY_1, lambda: SimpleNamespace(solved=two, message=""))
    assert (ambiguous.letters, ambiguous.count) == ("BEST", 2)


def test_puzzles_without_an_answer_are_left_out_with_their_reason_and_the_rest_numbered_on():
    batch = [("a.json", DAILY_1), ("none.json", NO_WORDS), ("b.json", DAILY_1), ("wrong.json", WRONG_SOLUTION)]
    entries, left_out = split_entries(entries_for(batch, first_number=5))
    assert [(e.name, e.number) for e in entries] == [("a.json", 5), ("b.json", 6)]
    assert all(isinstance(e, Entry) and e.answer.fewest == 10 for e in entries)  # daily #1: 10 swaps
    assert [item.name for item in left_out] == ["none.json", "wrong.json"]
    assert all(isinstance(item, LeftOut) for item in left_out)
    assert left_out[0].reason.code is Code.NO_SOLUTION_TO_SHOW and left_out[1].reason.code is Code.NOT_A_PERMUTATION
    text = phrase(left_out_fact(left_out))
    assert text.startswith("Left out 2 puzzles:") and "none.json" in text and "wrong.json" in text
    pages = sheet_pages(entries, SheetOptions(per_page=6, answers=True))
    assert [page.kind for page in pages] == ["puzzles", "answers"]
    assert sum(len(page.cards) for page in pages) == 4


def test_spooled_entries_read_back_equal_in_order_by_two_readers_at_once():
    """The oracle is the entries themselves, meta (title, author) included."""
    from studio.core.waffle.sheet import Answer, Entry, EntrySpool

    titled = DAILY_1.with_changes(meta={"title": "Day one", "author": "Ann"})
    entries = [
        Entry(p, n, Answer(PUBLISHED, 10, ((0, 1),)), f"p{n}") for n, p in enumerate([titled, NO_WORDS, DAILY_1])
    ]
    with EntrySpool() as spool:
        for entry in entries:
            spool.append(entry)
        assert len(spool) == 3
        first, second = iter(spool), iter(spool)
        assert next(first) == entries[0]
        assert list(second) == entries  # the second reader does not move the first
        assert list(first) == entries[1:]
        assert dict(next(iter(spool)).puzzle.meta) == {"title": "Day one", "author": "Ann"}
