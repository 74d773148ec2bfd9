"""Two positions of one game, before and after, against independent oracles: a
breadth-first search over the positions of a mini (repeated letters, so every matching of
them counts) decides the fewest swaps between the two, under the game's rule too (green
tiles locked), and each position's distance to the answer; the stars follow from the
game's rule (spare swaps are stars) by hand. Pairs that are no game's before and after
are named by hand-worked cases."""

import random
from collections import deque
from itertools import combinations

import pytest

from studio.core.waffle.between import Between, Unpaired, between_to_json, review_between
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.play import Position, with_position
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.review import parse_swaps
from studio.core.waffle.shape import waffle_shape
from studio.core.words import words_from

MINI = waffle_shape(3, 3)


def swapped(tiles, a, b):
    board = list(tiles)
    board[a], board[b] = board[b], board[a]
    return "".join(board)


def bfs(start, goal, answer=None):
    """The fewest swaps from `start` to `goal`; with `answer`, only tiles not in their place
    move (the game locks green tiles)."""
    far, queue = {start: 0}, deque([start])
    while queue:
        board = queue.popleft()
        if board == goal:
            return far[board]
        open_cells = [c for c in range(len(board)) if answer is None or board[c] != answer[c]]
        for a, b in combinations(open_cells, 2):
            nxt = swapped(board, a, b)
            if nxt not in far:
                far[nxt] = far[board] + 1
                queue.append(nxt)
    return None


def seen(tiles, answer, left=None, shape=MINI, known=True):
    """A position as a picture shows it: tiles, the game's colours, the counter if shown."""
    puzzle = Puzzle(shape, tiles, color_tiles(shape, tiles, answer), answer if known else None)
    return with_position(puzzle, Position(left))


def stars(distance, left):
    return max(0, min(5, left - distance))


@pytest.mark.slow
def test_fewest_between_and_the_verdict_agree_with_breadth_first_search():
    rng = random.Random(37)
    verdicts = set()
    for _ in range(80):
        answer = "".join(rng.choice("ABCD") for _ in range(8))
        first = "".join(rng.sample(answer, 8))
        tiles, used = first, 0
        for _ in range(rng.randint(0, 5)):  # legal swaps: only tiles not yet in place
            movable = [c for c in range(8) if tiles[c] != answer[c]]
            if len(movable) < 2:
                break
            tiles, used = swapped(tiles, *rng.sample(movable, 2)), used + 1
        left = bfs(first, answer) + 5
        result = review_between(seen(first, answer, left), seen(tiles, answer, left - used))
        assert isinstance(result, Between)
        between = bfs(first, tiles)
        assert result.fewest_between == between == bfs(first, tiles, answer)
        before, after = bfs(first, answer), bfs(tiles, answer)
        assert (result.before, result.after, result.used) == (before, after, used)
        assert result.verdict == ("fewest" if used == before - after else "wasted")
        assert result.stars_lost == stars(before, left) - stars(after, left - used)
        assert (result.next_swap is None) == (tiles == answer)
        if result.next_swap is not None:
            assert bfs(swapped(tiles, *result.next_swap), answer) == after - 1
        verdicts.add(result.verdict)
        unseen = review_between(seen(first, answer, left), seen(tiles, answer))  # no counter after
        assert isinstance(unseen, Between) and unseen.used is None and unseen.stars_after is None
        assert unseen.verdict == ("maybe_fewest" if between == before - after else "off")
        assert unseen.wasted_at_least == between - (before - after)
    assert verdicts == {"fewest", "wasted"}


# BAT / LED across, BOL / TWD down; B<->A and T<->D swapped: 2 fewest swaps, 7 allowed
ANSWER, START = "BATOWLED", "ABDOWLET"


def test_a_wasted_swap_by_hand():
    """Swapping B with D joins the two pairs into a 4-cycle (3 away), then back: 2 swaps
    used, nothing gained, 2 stars lost (5 possible with 7 left, 3 with 5)."""
    after = swapped(swapped(START, 1, 2), 1, 2)
    result = review_between(seen(START, ANSWER, 7), seen(swapped(START, 1, 2), ANSWER, 6))
    assert isinstance(result, Between)
    assert (result.fewest_between, result.used, result.before, result.after) == (1, 1, 2, 3)
    assert (result.verdict, result.wasted, result.stars_before, result.stars_after) == ("wasted", 2, 5, 3)
    back = review_between(seen(START, ANSWER, 7), seen(after, ANSWER, 5))
    assert isinstance(back, Between) and (back.fewest_between, back.used, back.stars_lost) == (0, 2, 2)
    assert back.wasted == 2 and set(back.next_swap) in ({0, 1}, {2, 7})


@pytest.mark.slow
def test_the_answer_is_found_from_the_words_when_no_picture_knows_it():
    words = words_from(["bat", "led", "bol", "twd"])
    (swap,) = parse_swaps("1,1-1,2")
    cells = tuple(MINI.cell_at[p] for p in swap)
    result = review_between(seen(START, ANSWER, known=False), seen(swapped(START, *cells), ANSWER, known=False), words)
    assert isinstance(result, Between) and result.answer == ANSWER
    assert (result.verdict, result.used, result.stars_before) == ("maybe_fewest", None, None)
    record = between_to_json(result)
    assert record["next_swap"] in ("1,3-3,3", "3,3-1,3") and record["answer"] == ["BAT", "LED", "BOL", "TWD"]


def other(answer):
    """The start's tiles, coloured by another answer."""
    return Puzzle(MINI, START, color_tiles(MINI, START, answer))


@pytest.mark.parametrize(
    ("first", "second", "why", "place"),
    [
        (seen(START, ANSWER), seen("ABCDEFGH", "ABCDEFGH"), "other_letters", None),
        (seen(START, ANSWER), seen("A" * 13, "A" * 13, shape=waffle_shape(3, 5)), "other_shape", None),
        # O (row 2, column 1) left its place, and the A put in place at row 1, column 2 was not
        (seen(START, ANSWER), seen(swapped(swapped(START, 3, 1), 0, 1), ANSWER), "green_moved", (1, 0)),
        (seen(swapped(START, 0, 1), ANSWER), seen(START, ANSWER), "reversed", (0, 0)),
        # the same letters, coloured by another answer (ABT / LED, ... ): not the same puzzle
        (seen(START, ANSWER), other("ABTOWLED"), "not_same_puzzle", None),
        (seen(START, ANSWER, 7), seen(swapped(START, 1, 2), ANSWER, 7), "counters_disagree", None),
    ],
)
def test_pairs_that_are_no_games_before_and_after_say_why(first, second, why, place):
    words = words_from(["bat", "led", "bol", "twd", "abt"])
    result = review_between(first, second, words)
    assert isinstance(result, Unpaired) and result.why == why and result.place == place
    assert between_to_json(result)["reason"] == why


def test_the_counters_difference_is_given_when_they_disagree():
    result = review_between(seen(START, ANSWER, 7), seen(swapped(START, 1, 2), ANSWER, 7))
    assert result == Unpaired("counters_disagree", used=0, fewest=1)
