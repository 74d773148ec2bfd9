"""Waffle Royale, the game's third mode: its shape worked out by hand, typed, named, saved,
shared, read from a picture, solved, hinted, played and generated (docs/RULES.md W1, W3)."""

from __future__ import annotations

import pytest

from studio.cli import main
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import dumps, loads, parse_puzzle_text, read_puzzle
from studio.core.waffle.hints import hint_ladder
from studio.core.waffle.play import start_game
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.screenshot import read_screenshot
from studio.core.waffle.shape import parse_shape_name, royale_shape
from studio.core.waffle.share import read_share_code, share_code
from studio.core.waffle.solve import solve_puzzle
from studio.core.waffle.swaps import apply_swaps, fewest_swaps, game_swaps, swap_plan
from tests.screens import game_picture

# Worked by hand: across words GRIEF (row 2), BARROWS (row 4), STEER (row 6); down GOALS
# (column 2), DIARIES (column 4), FEWER (column 6); each across word crosses each down word.
SOLUTION = ("...D...", ".GRIEF.", ".O.A.E.", "BARROWS", ".L.I.E.", ".STEER.", "...S...")
ACROSS = ("GRIEF", "BARROWS", "STEER")
DOWN = ("GOALS", "DIARIES", "FEWER")


def _letters(rows: tuple[str, ...]) -> str:
    return "".join(rows).replace(".", "")


def _scrambled() -> Puzzle:
    """The solution after 12 swaps of distinct-letter cycles' worth, coloured as the game does."""
    shape, solution = royale_shape(), _letters(SOLUTION)
    tiles = apply_swaps(solution, [(1, 23), (2, 20), (3, 17), (5, 13), (6, 10), (7, 22), (8, 19), (9, 4)])
    return Puzzle(shape, tiles, color_tiles(shape, tiles, solution), solution)


def test_the_royale_is_a_plus_of_25_tiles_with_words_of_5_7_5_both_ways():
    shape = royale_shape()
    assert ["".join("#" if m else "." for m in row) for row in shape.mask] == [
        "...#...",
        ".#####.",
        ".#.#.#.",
        "#######",
        ".#.#.#.",
        ".#####.",
        "...#...",
    ]
    assert len(shape.cells) == 25 and len(shape.shared) == 9  # 34 letters on 25 tiles
    assert [len(s) for s in shape.slots if s.across] == [5, 7, 5]
    assert [len(s) for s in shape.slots if not s.across] == [5, 7, 5]
    words = shape.words(_letters(SOLUTION))
    assert words == ACROSS + DOWN


def test_a_typed_plus_is_the_royale_and_its_name_too():
    letters = "\n".join(row.replace(".", " ") for row in SOLUTION)
    colors = "\n".join("".join(" " if ch == "." else "g" for ch in row) for row in SOLUTION)
    typed = parse_puzzle_text(f"{letters}\n\n{colors}")
    assert typed.shape == royale_shape() and typed.shape.kind == "royale"
    assert parse_shape_name("Royale") == royale_shape()


def test_a_royale_is_saved_by_name_and_shared_as_its_mask():
    puzzle = _scrambled()
    text = dumps(puzzle)
    assert '"type": "royale"' in text
    assert loads(text).shape == royale_shape()
    assert read_share_code(share_code(puzzle)).shape == royale_shape()


def test_the_games_royale_count_is_half_its_cells_and_a_game_allows_5_more():
    puzzle = _scrambled()
    assert game_swaps(royale_shape()) == 12 == len(royale_shape().cells) // 2
    # 8 swaps of distinct letters, each a 2-cycle or a 3-cycle by hand: counted exactly
    assert fewest_swaps(puzzle.tiles, puzzle.solution) == swap_plan(puzzle.tiles, puzzle.solution).fewest
    game = start_game(puzzle, puzzle.solution)
    assert game.allowed == game.fewest + 5


def test_a_royale_solves_hints_and_plays_to_its_solution():
    puzzle = _scrambled()
    report = solve_puzzle(Puzzle(puzzle.shape, puzzle.tiles, puzzle.colors))
    assert _letters(SOLUTION) in [s.candidate.letters for s in report.solved]
    solved = next(s for s in report.solved if s.candidate.letters == _letters(SOLUTION))
    assert hint_ladder(puzzle, puzzle.solution, solved.plan)
    game = start_game(puzzle, puzzle.solution)
    for a, b in solved.plan.swaps:
        game = game.swap(a, b)
    assert game.won and game.stars == 5


def test_the_reader_takes_a_royale_picture():
    puzzle = _scrambled()
    reading = read_screenshot(game_picture(puzzle, tile=44))
    assert reading.puzzle.shape == royale_shape()
    assert reading.puzzle.colors == puzzle.colors
    assert reading.puzzle.tiles == puzzle.tiles


@pytest.mark.slow
def test_generate_royale_makes_puzzles_of_the_games_count(tmp_path, capsys):
    assert main(["generate", "--shape", "royale", "--count", "2", "--seed", "5", "--out", str(tmp_path)]) == 0
    paths = sorted(tmp_path.glob("*.json"))
    assert len(paths) == 2
    for path in paths:
        puzzle = read_puzzle(path)
        assert puzzle.shape == royale_shape()
        assert fewest_swaps(puzzle.tiles, puzzle.solution) == 12
    assert main(["export", str(paths[0]), "--out", str(tmp_path / "card.png")]) == 0
    assert (tmp_path / "card.png").read_bytes().startswith(b"\x89PNG")
