"""The hint ladder against hand-worked puzzles, a breadth-first search, and the real dailies."""

import random
from collections import deque

import pytest

from studio.core.facts import Code, cell, fact
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.hints import HintLevel, game_hints, hint_ladder, hints_to_json, next_swap
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import waffle_shape
from studio.core.waffle.swaps import apply_swaps, fewest_swaps, swap_plan
from studio.language.facts import phrase

# A 3x3 waffle worked by hand:   C A T      rows CAT, TEN; columns COT, TIN
#                                O . I
#                                T E N
SMALL_SOLUTION = "CATOITEN"
# A and E swapped (a swap that makes two greens), and O -> I -> N -> O turned round (two swaps):
SMALL_TILES = "CETINTAO"


def swap_distances(solution: str) -> dict[str, int]:
    """Every arrangement of the solution's letters and its fewest swaps, by one
    breadth-first search outward from the solution (a swap undoes itself)."""
    dist, queue = {solution: 0}, deque([solution])
    while queue:
        board = queue.popleft()
        for a in range(len(board)):
            for b in range(a + 1, len(board)):
                if board[a] != board[b]:
                    nxt = apply_swaps(board, [(a, b)])
                    if nxt not in dist:
                        dist[nxt] = dist[board] + 1
                        queue.append(nxt)
    return dist


def makes_two_greens(tiles: str, solution: str, a: int, b: int) -> bool:
    return tiles[a] != solution[a] and tiles[a] == solution[b] and tiles[b] == solution[a]


def test_the_ladder_of_a_small_puzzle_worked_by_hand():
    shape = waffle_shape(3, 3)
    puzzle = Puzzle(shape, SMALL_TILES, color_tiles(shape, SMALL_TILES, SMALL_SOLUTION))
    ladder = hint_ladder(puzzle, SMALL_SOLUTION, swap_plan(SMALL_TILES, SMALL_SOLUTION))
    levels = [HintLevel.FEWEST, HintLevel.RIGHT_WORD, *[HintLevel.SWAP] * 3, HintLevel.WORD, HintLevel.SOLUTION]
    assert [h.level for h in ladder] == levels
    fewest, right_word, swap, then, last_swap, word, solution = ladder
    # 3 swaps: E<->A, then the cycle O -> I -> N in two; only E<->A makes two greens now
    assert fewest.counts == (3, 1)
    assert fewest.fact == fact(Code.HINT_FEWEST, fewest=3, pairs=1)
    assert phrase(fewest.fact) == "From here the fewest swaps are 3; 1 swap would now turn two tiles green at once."
    # The E at (1, 2) goes to (3, 2) in the swap: row 3 across, a word it is not in, so
    # its colour (gray: no E is needed in row 1) could not have said it.
    assert right_word.cells == (1,)
    across3 = fact(Code.ACROSS, row=3, start=1)
    assert right_word.fact == fact(Code.HINT_WORD_TILE, letter="E", cell=cell(1, 2), slot=across3)
    assert phrase(right_word.fact) == "The E at row 1, column 2 belongs in row 3 across, but not where it is."
    assert sorted(swap.cells) == [1, 6]  # E and A: both turn green
    assert swap.fact.code is Code.HINT_SWAP and swap.fact.whole("order") == 1 and swap.fact.text("letter") == ""
    assert phrase(swap.fact) in (
        "Swap E at row 1 col 2 with A at row 3 col 2: both turn green.",
        "Swap A at row 3 col 2 with E at row 1 col 2: both turn green.",
    )
    # the cycle of cells 3 (I, wants O), 7 (O, wants N), 4 (N, wants I): one green, then two
    assert (
        set(then.cells) < {3, 4, 7}
        and phrase(then.fact).startswith("Then swap ")
        and phrase(then.fact).endswith("turns green.")
    )
    assert set(last_swap.cells) < {3, 4, 7} and phrase(last_swap.fact).endswith(": both turn green.")
    assert (then.order, last_swap.order) == (2, 3)
    assert word.fact == fact(Code.HINT_WORD, slot=across3, word="TEN")
    assert phrase(word.fact) == "Row 3 across is TEN." and word.cells == (5, 6, 7)
    assert solution.fact == fact(Code.HINT_SOLUTION, words=("CAT", "TEN", "COT", "TIN"), fewest=3)
    assert phrase(solution.fact) == "The solution is CAT TEN COT TIN, in 3 swaps."
    (record,) = hints_to_json(shape, ladder[2:3])
    assert record["level"] == 3 and record["kind"] == "swap" and record["fact"] == swap.fact.to_json()
    assert sorted(record["cells"]) == [[0, 1], [2, 1]]  # row 1 col 2, row 3 col 2, 0-based


def test_a_solved_puzzle_has_nothing_to_move():
    shape = waffle_shape(3, 3)
    puzzle = Puzzle(shape, SMALL_SOLUTION, "g" * 8)
    ladder = hint_ladder(puzzle, SMALL_SOLUTION, swap_plan(SMALL_SOLUTION, SMALL_SOLUTION))
    assert ladder[0].form == "solved"
    assert all(h.cells == () for h in ladder[:4])


def most_disjoint_two_green_swaps(tiles: str, solution: str) -> int:
    """By exhaustive search: the most swaps, no two sharing a tile, that each turn two tiles green."""
    n = len(tiles)
    pairs = [(a, b) for a in range(n) for b in range(a + 1, n) if makes_two_greens(tiles, solution, a, b)]

    def most(k: int, used: frozenset[int]) -> int:
        if k == len(pairs):
            return 0
        a, b = pairs[k]
        skip = most(k + 1, used)
        return max(skip, 1 + most(k + 1, used | {a, b})) if a not in used and b not in used else skip

    return most(0, frozenset())


@pytest.mark.slow
@pytest.mark.parametrize(("cells", "alphabet"), [(8, "ABCDEFGH"), (8, "AABBCDEE"), (7, "ABCD")])
def test_every_swap_rung_is_a_best_swap_from_where_the_last_leaves_by_breadth_first_search(cells, alphabet):
    """On 3x3 positions (8 tiles), each swap rung in turn lowers the fewest swaps, as a
    breadth-first search counts them, by one; rung 1's numbers are the search's distance
    and an exhaustive count of the two-green swaps the position offers."""
    shape = waffle_shape(3, 3)
    rng = random.Random(len(set(alphabet)) * 10 + cells)
    solution = "".join(rng.choice(alphabet) for _ in range(8))
    dist = swap_distances(solution)
    checked = 0
    for tiles in rng.sample(sorted(dist), 40):
        if tiles == solution:
            continue
        puzzle = Puzzle(shape, tiles, color_tiles(shape, tiles, solution))
        ladder = hint_ladder(puzzle, solution, swap_plan(tiles, solution))
        assert ladder[0].counts == (dist[tiles], most_disjoint_two_green_swaps(tiles, solution))
        swaps = [h for h in ladder if h.level == HintLevel.SWAP]
        assert len(swaps) == min(3, dist[tiles]) and [h.order for h in swaps] == list(range(1, len(swaps) + 1))
        board = tiles
        for hint in swaps:
            after = apply_swaps(board, [hint.cells])
            assert dist[after] == dist[board] - 1, (tiles, solution, phrase(hint.fact))
            board = after
            checked += 1
    assert checked > 40


@pytest.mark.slow
@pytest.mark.parametrize(
    ("cells", "alphabet", "solutions"), [(6, "ABC", 30), (7, "ABCD", 30), (8, "ABCDEFGH", 2), (8, "AABBCDE", 8)]
)
def test_the_swap_hint_is_on_an_optimal_path_by_breadth_first_search(cells, alphabet, solutions):
    rng = random.Random(cells * 7 + len(alphabet))
    two_green_seen = 0
    for _ in range(solutions):
        solution = "".join(rng.choice(alphabet) for _ in range(cells))
        dist = swap_distances(solution)
        for tiles in rng.sample(sorted(dist), min(150 // solutions, len(dist))):
            if tiles == solution:
                continue
            a, b = next_swap(tiles, solution, swap_plan(tiles, solution))
            assert dist[apply_swaps(tiles, [(a, b)])] == dist[tiles] - 1, (tiles, solution, a, b)
            pairs = [(x, y) for x in range(cells) for y in range(x + 1, cells)]
            if any(makes_two_greens(tiles, solution, x, y) for x, y in pairs):
                assert makes_two_greens(tiles, solution, a, b)
                two_green_seen += 1
    assert two_green_seen > 5  # the preference was really tested


def test_the_ladder_on_real_dailies(waffle_archive):
    shape = waffle_shape(5, 5)
    for record in waffle_archive["daily"][:150]:
        tiles, solution = record["puzzle"], record["solution"]
        puzzle = Puzzle(shape, tiles, color_tiles(shape, tiles, solution))
        ladder = hint_ladder(puzzle, solution, swap_plan(tiles, solution))
        first, right_word, swap, *_, word, last = ladder
        assert first.counts[0] == 10  # every real daily takes 10
        # the tile moves, into a cell of the word named that needs its letter, outside its own words
        (cell,) = right_word.cells
        slot = next(s for s in shape.slots if s.label in phrase(right_word.fact))
        assert tiles[cell] != solution[cell] and cell not in slot.cells
        assert any(tiles[d] != solution[d] and solution[d] == tiles[cell] for d in slot.cells)
        a, b = swap.cells
        assert fewest_swaps(apply_swaps(tiles, [(a, b)]), solution) == 9
        if any(makes_two_greens(tiles, solution, x, y) for x in range(21) for y in range(x + 1, 21)):
            assert makes_two_greens(tiles, solution, a, b)
        assert phrase(word.fact).endswith(f" is {''.join(solution[c] for c in word.cells)}.")
        assert phrase(last.fact) == f"The solution is {' '.join(record['words'])}, in 10 swaps."
        # no spoilers below the word rung: no unfinished word of the answer is named
        unfinished = [w for w, s in zip(record["words"], shape.slots) if any(tiles[c] != solution[c] for c in s.cells)]
        assert not any(w in phrase(h.fact) for h in ladder[:3] for w in unfinished)


def test_rung_2_names_a_word_the_tile_is_not_in_and_play_hints_start_from_the_board(waffle_archive):
    """A tile's colour speaks only of its own words; on real dailies rung 2's word is never
    one of them. In Play, after swaps, the ladder is the one of the board as it stands."""
    from studio.core.waffle.play import start_game

    shape = waffle_shape(5, 5)
    for record in waffle_archive["daily"][:40]:
        tiles, solution = record["puzzle"], record["solution"]
        puzzle = Puzzle(shape, tiles, color_tiles(shape, tiles, solution))
        right_word = hint_ladder(puzzle, solution, swap_plan(tiles, solution))[1]
        assert right_word.slot is not None and right_word.cells[0] not in right_word.slot.cells
        game = start_game(puzzle, solution)
        for a, b in swap_plan(tiles, solution).swaps[:3]:
            game = game.swap(a, b)
        first, _, swap, *_ = game_hints(game)
        assert first.counts[0] == fewest_swaps(tiles, solution) - 3  # fewest from here, not from the start
        a, b = swap.cells
        assert game.tiles[a] != solution[a] and game.tiles[b] != solution[b]  # neither tile is green yet
