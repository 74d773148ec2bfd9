"""Design helpers, play rules and scrambling, against hand-worked cases and brute force."""

import itertools
import random

import pytest

from studio.core.errors import PuzzleError
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.design import Standing, fitting_words, slot_checks, with_word
from studio.core.waffle.formats import dumps, loads
from studio.core.waffle.play import start_game, step_boards
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.scramble import default_target_swaps, scramble_puzzle, scrambled_tiles
from studio.core.waffle.shape import solid_shape, waffle_shape
from studio.core.waffle.swaps import SPARE_SWAPS, fewest_swaps
from studio.core.words import words_from

FUGUE = "FUGUEOLNLOOSEIBMOMEGA"  # daily #1, solution
FUGUE_TILES = "FBOUEGIULSOOMGELOEMNA"


def test_fitting_words_match_the_pattern_most_frequent_first_then_near_misses():
    words = words_from({"CRANE": 4.0, "CRATE": 3.5, "GRATE": 3.9, "CRONE": 2.0, "TRACE": 3.0, "GRIME": 3.6})
    # three letters typed (C, R, E): the words one of them off follow, most familiar first
    assert [(f.word, f.zipf, f.changed) for f in fitting_words(words, "CR  E")] == [
        ("CRANE", 4.0, ()),
        ("CRATE", 3.5, ()),
        ("CRONE", 2.0, ()),
        ("GRATE", 3.9, (0,)),
        ("GRIME", 3.6, (0,)),
        ("TRACE", 3.0, (0,)),
    ]
    assert [f.word for f in fitting_words(words, "     ", limit=2)] == ["CRANE", "GRATE"]
    assert fitting_words(words, "XX   ") == []  # two letters typed: too few to be near anything


def test_a_misspelling_finds_its_fixes_one_letter_off_before_two():
    words = words_from({"THORN": 3.5, "SHARE": 4.5, "CHART": 4.2, "SHORN": 2.5, "CRANE": 4.0})
    fits = fitting_words(words, "THARN")  # THORN is one letter off; SHARE, CHART, SHORN two; CRANE four
    assert [(f.word, f.changed) for f in fits] == [
        ("THORN", (2,)),
        ("SHARE", (0, 4)),
        ("CHART", (0, 4)),
        ("SHORN", (0, 2)),
    ]
    assert all(f.near_miss for f in fits)


def test_slot_checks_mark_known_rare_unknown_and_incomplete():
    shape = waffle_shape(3, 3)  # rows 0, 2 across; columns 0, 2 down
    words = words_from({"CAT": 4.5, "TOE": 3.5, "COT": 2.0})
    letters = "CAT" + "OX" + "TO "  # the last cell not typed yet
    checks = slot_checks(shape, letters, words)
    by_label = {c.slot.label: (c.letters, c.standing) for c in checks}
    assert by_label["row 1 across"] == ("CAT", Standing.KNOWN)
    assert by_label["column 1 down"] == ("COT", Standing.RARE)  # below the common tier's 3.0 for 3 letters
    assert by_label["column 3 down"] == ("TX ", Standing.INCOMPLETE)
    assert by_label["row 3 across"] == ("TO ", Standing.INCOMPLETE)
    assert slot_checks(shape, "CAT" + "OX" + "TOE", words)[3].standing is Standing.UNKNOWN  # TXE
    assert with_word(letters, shape.slots[1], "TOE")[-1] == "E"


def test_step_boards_end_solved_and_colour_like_the_game():
    shape = waffle_shape(5, 5)
    from studio.core.waffle.swaps import swap_plan

    plan = swap_plan(FUGUE_TILES, FUGUE)
    boards = step_boards(shape, FUGUE_TILES, FUGUE, plan.swaps)
    assert len(boards) == plan.fewest + 1 == 11
    assert boards[0][1] == color_tiles(shape, FUGUE_TILES, FUGUE)
    assert boards[-1] == (FUGUE, "g" * 21)
    greens = [colors.count("g") for _, colors in boards]
    assert greens == sorted(greens)  # an optimal swap never turns a green back


def test_game_locks_greens_counts_swaps_and_gives_stars():
    shape = waffle_shape(5, 5)
    game = start_game(Puzzle(shape, FUGUE_TILES, "-" * 21), FUGUE)
    assert game.fewest == 10 and game.allowed == 10 + SPARE_SWAPS
    green = game.colors.index("g")
    other = game.colors.index("y")
    assert game.swap(green, other) is game
    from studio.core.waffle.swaps import swap_plan

    for a, b in swap_plan(FUGUE_TILES, FUGUE).swaps:
        game = game.swap(a, b)
    assert game.won and game.used == 10 and game.stars == SPARE_SWAPS


def test_game_is_lost_when_swaps_run_out():
    shape = waffle_shape(5, 5)
    game = start_game(Puzzle(shape, FUGUE_TILES, "-" * 21), FUGUE)
    a, b = next(
        (a, b)
        for a, b in itertools.combinations(range(21), 2)
        if game.can_swap(a, b) and game.swap(a, b).colors.count("g") == game.colors.count("g")
    )
    for _ in range(7):  # there and back: 14 swaps, the board as it started
        game = game.swap(a, b).swap(a, b)
    assert game.swaps_left == 1 and not game.lost
    game = game.swap(a, b)
    assert game.lost and not game.won and game.swap(b, a) is game


@pytest.mark.parametrize(
    "shape",
    [waffle_shape(3, 3), waffle_shape(5, 5), solid_shape(3, 3), waffle_shape(7, 7)],
    ids=lambda s: s.kind + s.size_name,
)
def test_scramble_hits_the_target_exactly(shape):
    rng = random.Random(7)
    letters = "".join(rng.choice("ABCDEFGHIJKLMNOPRSTU") for _ in shape.cells)
    for target in range(0, default_target_swaps(shape) + 1, 2):
        tiles = scrambled_tiles(letters, target, random.Random(target))
        assert fewest_swaps(tiles, letters) == target
        assert sorted(tiles) == sorted(letters)


def test_scramble_agrees_with_brute_force_on_reachability():
    """With letters AABB on 4 cells, 2 swaps is the most possible: asking for 3 fails."""
    shape = solid_shape(2, 2)
    most = max(fewest_swaps("".join(p), "AABB") for p in itertools.permutations("AABB"))
    assert most == 2
    assert fewest_swaps(scrambled_tiles("AABB", 2, random.Random(1)), "AABB") == 2
    with pytest.raises(PuzzleError, match="could not reach 3"):
        scrambled_tiles("AABB", 3, random.Random(1))
    puzzle = scramble_puzzle(shape, "ABAB", 1, "game", seed=3)
    assert puzzle.colors == color_tiles(shape, puzzle.tiles, "ABAB") and puzzle.meta["seed"] == 3


def test_default_targets_are_the_games():
    assert default_target_swaps(waffle_shape(5, 5)) == 10
    assert default_target_swaps(waffle_shape(7, 7)) == 20


def test_half_designed_grid_saves_and_loads():
    shape = waffle_shape(3, 3)
    puzzle = Puzzle(shape, "        ", "--------", "CAT O   ")
    assert loads(dumps(puzzle)) == puzzle


def test_toggling_holes_keeps_letters_by_position():
    from studio.core.waffle.puzzle import blank_puzzle, with_hole_toggled

    solid = blank_puzzle(solid_shape(3, 3)).with_changes(tiles="ABCDEFGHI")
    holed = with_hole_toggled(solid, 1, 1)
    assert holed.shape == waffle_shape(3, 3) and holed.tiles == "ABCDFGHI"
    back = with_hole_toggled(holed, 1, 1)
    assert back.shape == solid_shape(3, 3) and back.tiles == "ABCD FGHI"
    with pytest.raises(PuzzleError, match="in no word"):
        with_hole_toggled(with_hole_toggled(holed, 0, 1), 1, 0)
