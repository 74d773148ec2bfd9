"""Fewest swaps against breadth-first search, and on the real archive."""

import random
from collections import Counter, deque

import pytest

from studio.core.errors import PuzzleError
from studio.core.waffle.swaps import apply_swaps, fewest_swaps, max_cycles, stars, swap_plan


def bfs_fewest_swaps(tiles: str, solution: str) -> int:
    """Breadth-first search over single swaps: the definition of 'fewest'."""
    seen, queue = {tiles}, deque([(tiles, 0)])
    while queue:
        board, depth = queue.popleft()
        if board == solution:
            return depth
        cells = [i for i in range(len(board)) if board[i] != solution[i]]
        for x in range(len(cells)):
            for y in range(x + 1, len(cells)):
                a, b = cells[x], cells[y]
                if board[a] == board[b]:
                    continue
                nxt = list(board)
                nxt[a], nxt[b] = nxt[b], nxt[a]
                nxt = "".join(nxt)
                if nxt not in seen:
                    seen.add(nxt)
                    queue.append((nxt, depth + 1))
    raise AssertionError("unreachable")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("cells", "alphabet"), [(8, "ABC"), (8, "ABCD"), (9, "AB"), (9, "ABCDE"), (13, "ABC"), (8, "ABCDEFGH")]
)
def test_fewest_swaps_equals_breadth_first_search(cells, alphabet):
    rng = random.Random(cells * 31 + len(alphabet))
    for _ in range(12 if cells > 10 else 40):
        solution = "".join(rng.choice(alphabet) for _ in range(cells))
        tiles = list(solution)
        rng.shuffle(tiles)
        tiles = "".join(tiles)
        plan = swap_plan(tiles, solution)
        assert plan.fewest == bfs_fewest_swaps(tiles, solution)
        assert len(plan.swaps) == plan.fewest
        assert apply_swaps(tiles, plan.swaps) == solution


def test_the_examples_of_the_rules():
    # docs/RULES.md W3: from dcab to abcd takes 3 swaps, from cdab 2
    assert fewest_swaps("dcab", "abcd") == 3
    assert fewest_swaps("cdab", "abcd") == 2
    assert fewest_swaps("abcd", "abcd") == 0


def test_two_green_swaps_come_first():
    rng = random.Random(5)
    for _ in range(200):
        solution = "".join(rng.choice("ABCD") for _ in range(21))
        tiles = "".join(rng.sample(solution, len(solution)))
        moves = Counter((t, s) for t, s in zip(tiles, solution) if t != s)
        two_green = sum(min(n, moves[(s, t)]) for (t, s), n in moves.items() if t < s)
        board = list(tiles)
        for a, b in swap_plan(tiles, solution).swaps[:two_green]:
            assert board[a] == solution[b] and board[b] == solution[a]
            board[a], board[b] = board[b], board[a]


def test_archive_swaps_are_exactly_10_daily_and_20_deluxe(waffle_archive):
    for kind, target in (("daily", 10), ("deluxe", 20)):
        for rec in waffle_archive[kind]:
            plan = swap_plan(rec["puzzle"], rec["solution"])
            assert plan.fewest == target, (kind, rec["number"])
            assert apply_swaps(rec["puzzle"], plan.swaps) == rec["solution"]


def test_max_cycles_on_a_hand_worked_graph():
    # a->b->c->a twice and a->c->a... : edges ab x2, bc x2, ca x3, ac x1
    assert max_cycles({("a", "b"): 2, ("b", "c"): 2, ("c", "a"): 3, ("a", "c"): 1}) == 3
    # one 2-cycle a<->c and two triangles a->b->c->a


def test_stars_follow_the_game():
    assert stars(10, 10) == 5
    assert stars(10, 13) == 2
    assert stars(10, 15) == 0
    assert stars(10, 19) == 0


def test_tiles_that_are_not_a_permutation_are_refused():
    with pytest.raises(PuzzleError, match="not a permutation"):
        swap_plan("ABC", "ABD")
