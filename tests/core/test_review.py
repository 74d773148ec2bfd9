"""The game review against independent oracles: a breadth-first search over every
arrangement of the open tiles decides the distances, "on a fewest path" and the first
star lost; a hand-worked ambiguous 3x3 decides luck and skill."""

import random
from collections import deque
from itertools import combinations

import pytest

from studio.core.errors import PuzzleError
from studio.core.streams import finish
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.review import Review, Unchecked, parse_swaps, review_steps, swap_text
from studio.core.waffle.shape import waffle_shape
from studio.core.words import words_from


def swapped(tiles, a, b):
    board = list(tiles)
    board[a], board[b] = board[b], board[a]
    return "".join(board)


def bfs_distances(answer, open_cells):
    """Swaps from every arrangement of the open cells' letters to the answer (the others
    stay: the game locks green tiles), by breadth-first search from the answer."""
    far = {answer: 0}
    queue = deque([answer])
    while queue:
        board = queue.popleft()
        for a, b in combinations(open_cells, 2):
            nxt = swapped(board, a, b)
            if nxt not in far:
                far[nxt] = far[board] + 1
                queue.append(nxt)
    return far


def play_randomly(shape, answer, tiles, seed, length):
    """A game of legal swaps: mostly good ones (by the BFS), some wasted, from a fixed seed."""
    rng = random.Random(seed)
    open_cells = [c for c in shape.cells if tiles[c] != answer[c]]
    far = bfs_distances(answer, open_cells)
    made = []
    for _ in range(length):
        if tiles == answer:
            break
        colors = color_tiles(shape, tiles, answer)
        movable = [c for c in open_cells if colors[c] != "g"]
        pairs = list(combinations(movable, 2))
        good = [p for p in pairs if far[swapped(tiles, *p)] == far[tiles] - 1]
        a, b = rng.choice(good if rng.random() < 0.7 else pairs)
        made.append((a, b))
        tiles = swapped(tiles, a, b)
    return made, far


def check_against_bfs(shape, answer, start_tiles, made, far):
    words = words_from(list(shape.words(answer)))
    start = Puzzle(shape, start_tiles, color_tiles(shape, start_tiles, answer), answer)
    places = [(shape.positions[a], shape.positions[b]) for a, b in made]
    review = finish(review_steps(start, places, words))
    assert isinstance(review, Review)
    allowed = far[start_tiles] + 5
    tiles, lost = start_tiles, None
    for k, ((a, b), step) in enumerate(zip(made, review.steps)):
        after = swapped(tiles, a, b)
        assert (step.before, step.after) == (far[tiles], far[after])
        assert step.on_best_path == (far[after] == far[tiles] - 1)
        assert step.stars_after == max(0, min(5, allowed - (k + 1) - far[after]))
        if lost is None and not step.on_best_path:
            lost = k
            better = review.star_lost.better
            assert far[swapped(tiles, *better)] == far[tiles] - 1  # the swap that keeps it
        assert step.answers == 1 and step.judgement is None
        tiles = after
    assert (review.star_lost and review.star_lost.step) == lost
    assert review.won == (tiles == answer)
    return review


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6))
def test_a_mini_game_against_breadth_first_search(seed):
    shape = waffle_shape(3, 3)
    answer = "BATOWLED"  # BAT / LED across, BOL / TWD down: only their letters matter
    rng = random.Random(seed)
    cells = list(shape.cells)
    rng.shuffle(cells)
    start = "".join(answer[c] for c in cells)
    made, far = play_randomly(shape, answer, start, seed, 9)
    check_against_bfs(shape, answer, start, made, far)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3))
def test_a_daily_game_against_breadth_first_search(seed):
    """A 5x5 with repeated letters (FUGUE ... OMEGA), scrambled by five swaps: the BFS
    runs over the open cells' arrangements."""
    shape = waffle_shape(5, 5)
    answer = "FUGUEOLNLOOSEIBMOMEGA"
    rng = random.Random(seed)
    start = answer
    while sum(a != b for a, b in zip(start, answer)) < 7:
        start = swapped(start, *rng.sample(range(len(answer)), 2))
    made, far = play_randomly(shape, answer, start, seed, 12)
    review = check_against_bfs(shape, answer, start, made, far)
    assert len(review.steps) == len(made)


def test_a_wasted_swap_costs_a_star_and_names_the_one_that_keeps_it():
    """By hand: BAT/LED mini, tiles with B and A swapped and T and D swapped: two
    2-cycles, 2 swaps, 7 allowed. Swapping B (cell 1) with D (cell 2) joins them into one
    4-cycle (A->B->T->D->A): 3 away after one swap, 7 - 1 - 3 = 3 stars at best."""
    shape = waffle_shape(3, 3)
    answer = "BATOWLED"
    tiles = "ABDOWLET"  # cells 0,1 and 2,7 swapped
    start = Puzzle(shape, tiles, color_tiles(shape, tiles, answer), answer)
    review = finish(review_steps(start, [((0, 1), (0, 2))], words_from(["BAT", "LED", "BOL", "TWD"])))
    (step,) = review.steps
    assert (step.before, step.after, step.on_best_path, step.stars_after) == (2, 3, False, 3)
    assert review.star_lost.step == 0 and set(review.star_lost.better) in ({0, 1}, {2, 7})


def ambiguous_mini():
    """Two answers, A: ABC/FGH across, ADF/CEH down; B: ACB/FGH, ADF/BEH (B and C
    trade cells 1 and 2). Tiles ADECFBGH: the game colours them the same against both
    (g-y---gg), so the start allows both."""
    shape = waffle_shape(3, 3)
    words = words_from(["ABC", "ACB", "FGH", "ADF", "CEH", "BEH"])
    tiles = "ADECFBGH"
    return shape, words, tiles


@pytest.mark.parametrize(
    ("answer", "swap", "judgement"),
    [
        # For A the open cells 1..5 hold D E C F B and want B C D E F: one 5-cycle, 4 swaps.
        # For B they want C B D E F: C<->D (cells 1,3) and B->F->E (cells 5,4,2), 3 swaps.
        # Swapping cells 1 and 2 (D, E) splits A's 5-cycle (3 left) but joins B's cycles
        # into one 5-cycle (4 left): best for A only.
        ("ABCDEFGH", ((0, 1), (0, 2)), "lucky"),
        ("ACBDEFGH", ((0, 1), (0, 2)), "wrong_guess"),
        # Swapping cells 1 and 3 (D, C): A's cycle splits (3 left), B's 2-cycle closes (2 left).
        ("ABCDEFGH", ((0, 1), (1, 0)), "deduced"),
    ],
)
def test_luck_and_skill_on_an_ambiguous_mini_by_hand(answer, swap, judgement):
    shape, words, tiles = ambiguous_mini()
    colors = color_tiles(shape, tiles, answer)
    assert colors == "g-y---gg" == color_tiles(shape, tiles, "ACBDEFGH")
    review = finish(review_steps(Puzzle(shape, tiles, colors, answer), [swap], words))
    (step,) = review.steps
    assert step.answers == 2 and step.judgement == judgement


def test_without_a_solution_the_swaps_that_end_on_an_answer_name_it():
    shape, words, tiles = ambiguous_mini()
    start = Puzzle(shape, tiles, "g-y---gg")
    # B's three swaps: D<->C greens cells 1 and 3; then cells 2 and 5 (B home), 4 and 5
    review = finish(review_steps(start, parse_swaps("1,2-2,1 1,3-3,1 2,3-3,1"), words))
    assert review.answer == "ACBDEFGH" and review.won and review.stars == 5
    assert finish(review_steps(start, parse_swaps("1,2-2,1"), words)) == Unchecked("answer_unknown")


def test_games_that_cannot_be_checked_say_why():
    shape = waffle_shape(3, 3)
    answer = "BATOWLED"
    words = words_from(["BAT", "LED", "BOL", "TWD"])
    tiles = "ABDOWLET"
    start = Puzzle(shape, tiles, color_tiles(shape, tiles, answer), answer)

    def why(text, words=words, start=start):
        return finish(review_steps(start, parse_swaps(text), words))

    assert why("2,2-1,1") == Unchecked("no_such_tile", step=0, place=(1, 1))  # the hole
    assert why("1,1-1,2 4,1-1,1") == Unchecked("no_such_tile", step=1, place=(3, 0))
    assert why("1,1-1,1") == Unchecked("same_tile", step=0, place=(0, 0))
    assert why("1,1-2,1") == Unchecked("green_tile", step=0, place=(1, 0))
    assert why("1,1-1,2 1,3-3,3 1,1-1,2") == Unchecked("game_over", step=2)  # won after two
    assert why("1,1-1,2", words_from(["BAT", "LED", "BOL"])) == Unchecked("unknown_word", slot=3, word="TWD")
    unsolvable = Puzzle(shape, tiles, color_tiles(shape, tiles, answer))
    assert why("1,1-1,2", words_from(["BAT", "LED", "BOL"]), unsolvable).reason == "no_answer"
    bad_colours = start.with_changes(colors="ggy--ggg")
    assert why("1,1-1,2", words, bad_colours) == Unchecked("colours_disagree")
    wasted = " ".join(["1,1-1,3"] * 8)  # 2 + 5 allowed: the eighth is past the end
    assert why(wasted) == Unchecked("game_over", step=7)


def test_the_swap_notation_reads_what_it_writes():
    shape = waffle_shape(5, 5)
    assert parse_swaps(" 2,1-1,3  5,5-1,1\n") == (((1, 0), (0, 2)), ((4, 4), (0, 0)))
    assert swap_text(shape, (shape.cell_at[(1, 0)], shape.cell_at[(0, 2)])) == "2,1-1,3"
    with pytest.raises(PuzzleError, match="column 9: 'A1-B3'"):
        parse_swaps("2,1-1,3 A1-B3")
