"""Reading a Waffle from a picture: the real screenshots against the published archive,
their scaled, JPEG and phone-screen variants, pictures with no grid, and the repair."""

from __future__ import annotations

import json

import numpy as np
import pytest

from studio.core.errors import PuzzleError
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.puzzle import GREEN, Puzzle
from studio.core.waffle.screenshot import LetterChoice, TileReading, read_screenshot, repair
from studio.core.waffle.shape import waffle_shape
from studio.render.picture import read_picture
from tests.screens import (
    DARK,
    DARK_GAME,
    THEMES,
    UNSEEN_FONTS,
    game_picture,
    in_border,
    in_screen,
    jpeg,
    on_desktop,
    scaled,
)

DAILY = Puzzle(waffle_shape(5, 5), "FBOUEGIULSOOMGELOEMNA", "g--gg---gygyy-y-gyy-g")  # daily #1 (examples/daily-1.txt)
# file -> daily number (screenshots/SOURCES.md)
SHOTS = {"eg1-begin.png": 5, "eg3-begin.png": 1}
VARIANTS = {
    "as taken": lambda rgb: rgb,
    "scaled to 50%": lambda rgb: scaled(rgb, 0.5),
    "JPEG at quality 60": jpeg,
    "inside a phone screen": in_screen,
    "small in a browser window": lambda rgb: in_screen(scaled(rgb, 0.3), width=1400),
}


@pytest.fixture(scope="module")
def published(shared_data, waffle_archive) -> dict[int, Puzzle]:
    """Daily puzzles by number: the archive's letters with the colours derived from its solution."""
    with open(shared_data / "waffle" / "derived_colors.jsonl", encoding="utf-8") as f:
        colors = {r["number"]: r["colors"] for r in map(json.loads, f) if r["kind"] == "daily"}
    shape = waffle_shape(5, 5)
    return {
        p["number"]: Puzzle(shape, p["puzzle"], colors[p["number"]].replace("b", "-"))
        for p in waffle_archive["daily"]
        if p["number"] in SHOTS.values()
    }


@pytest.fixture(scope="module")
def shots(shared_data) -> dict[str, np.ndarray]:
    folder = shared_data / "waffle" / "screenshots"
    if not folder.is_dir():
        pytest.skip("../shared/data/waffle/screenshots is missing")
    return {name: read_picture(folder / name) for name in [*SHOTS, "eg3-soln.png"]}


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("name", SHOTS)
def test_every_tile_of_a_real_screenshot(shots, published, name, variant):
    reading = read_screenshot(VARIANTS[variant](shots[name]))
    expected = published[SHOTS[name]]
    assert reading.puzzle.shape == expected.shape
    assert reading.puzzle.colors == expected.colors
    assert reading.puzzle.tiles == expected.tiles
    assert len(reading.confidence) == 21


def test_the_win_screen_is_read_as_the_solved_board(shots):
    """The solved screenshot's tiles flash colours that are no tile colour of the game: it is
    the win screen, every tile in place (its solution: screenshots/SOURCES.md), not a refusal
    telling the player to zoom in on 200-pixel tiles."""
    reading = read_screenshot(shots["eg3-soln.png"])
    assert reading.won
    assert reading.puzzle.tiles == reading.puzzle.solution == "FUGUEOLNLOOSEIBMOMEGA"
    assert reading.puzzle.colors == GREEN * 21


SURROUNDINGS = {
    "a browser beside a dark editor on the left": lambda page: on_desktop(page),
    "a browser beside a dark editor on the right": lambda page: on_desktop(page, editor="right"),
    "a browser on a light desktop": lambda page: on_desktop(page, desktop="#f0f0f0"),
    "a phone screen in a wide black border": lambda page: in_border(page, 200),
    "a dark border 3 pixels wide": lambda page: in_border(page, 3, "#202020"),
}


@pytest.mark.parametrize("surroundings", SURROUNDINGS)
@pytest.mark.parametrize("k", [0, 7])
def test_the_grid_is_found_whatever_surrounds_it(waffle_archive, surroundings, k):
    """The page is not the commonest colour of the picture's edges: an editor, a taskbar, a
    desktop or a border round the game's white page."""
    puzzle = _daily(waffle_archive, k)
    page = in_screen(game_picture(puzzle, tile=56), width=1000, height=800)
    reading = read_screenshot(SURROUNDINGS[surroundings](page))
    assert (reading.puzzle.tiles, reading.puzzle.colors) == (puzzle.tiles, puzzle.colors)
    assert not reading.won


def test_a_dark_page_in_a_white_border_is_found(waffle_archive):
    puzzle = _daily(waffle_archive, 3)
    reading = read_screenshot(in_border(game_picture(puzzle, tile=48, theme=DARK_GAME), 150, "#ffffff"))
    assert (reading.puzzle.tiles, reading.puzzle.colors) == (puzzle.tiles, puzzle.colors)


def test_tiles_too_small_are_told_to_zoom_in_and_no_tiles_are_not(waffle_archive):
    """Each refusal's advice fits its cause: 'zoom in' only where tiles may be too small."""
    with pytest.raises(PuzzleError) as no_tiles:
        read_screenshot(np.full((2000, 4000, 3), 255, np.uint8))
    assert "zoom in" in no_tiles.value.message
    solid = np.full((400, 400, 3), 255, np.uint8)
    for r in range(5):
        for c in range(5):
            solid[20 + r * 70 : 80 + r * 70, 20 + c * 70 : 80 + c * 70] = (126, 174, 102)  # the game's green
    with pytest.raises(PuzzleError, match="not a waffle") as not_a_waffle:
        read_screenshot(solid)
    assert "zoom in" not in not_a_waffle.value.message


@pytest.mark.parametrize(
    "picture",
    [
        np.full((400, 300, 3), 255, np.uint8),
        np.zeros((400, 300, 4), np.uint8),  # transparent
        np.random.default_rng(1).integers(0, 256, (300, 300, 3), dtype=np.uint8),
    ],
    ids=["white", "transparent", "noise"],
)
def test_a_picture_without_a_grid_is_an_error(picture):
    with pytest.raises(PuzzleError, match="no Waffle grid"):
        read_screenshot(picture)


def test_a_wordle_like_solid_grid_is_not_taken_for_a_waffle():
    puzzle = Puzzle(waffle_shape(5, 5), "ABCDEFGHIJKLMNOPQRSTU", GREEN * 21)
    picture = game_picture(puzzle, tile=40)
    solid = picture.copy()
    pitch = 40 + round(40 * 0.09)
    hole = picture[20 : 20 + 40, 20 + 2 * pitch : 20 + 2 * pitch + 40]  # a whole tile, copied into a hole
    solid[20 + pitch : 20 + pitch + 40, 20 + pitch : 20 + pitch + 40] = hole
    with pytest.raises(PuzzleError, match="not a waffle"):
        read_screenshot(solid)


def test_a_dark_7x7_in_a_font_the_templates_never_saw(waffle_archive):
    deluxe = waffle_archive["deluxe"][0]
    shape = waffle_shape(7, 7)
    colors = color_tiles(shape, deluxe["puzzle"], deluxe["solution"])
    puzzle = Puzzle(shape, deluxe["puzzle"], colors)
    reading = read_screenshot(game_picture(puzzle, tile=48, theme=DARK, font=UNSEEN_FONTS[0]))
    assert reading.puzzle.shape == shape
    assert reading.puzzle.colors == colors
    assert reading.puzzle.tiles == deluxe["puzzle"], reading


def test_the_repair_takes_the_second_reading_that_makes_the_puzzle_solvable(published):
    """Daily #1 read with its B as a close-call E: only B admits a solution."""
    puzzle = published[1]
    readings = [TileReading((t, "X", "Z"), (0.9, 0.5, 0.4)) for t in puzzle.tiles]
    readings[1] = TileReading(("E", "B", "R"), (0.80, 0.79, 0.5))
    reading = repair(puzzle.shape, puzzle.colors, readings)
    assert reading.puzzle.tiles == puzzle.tiles
    assert reading.unsure == (1,)
    assert reading.repaired == (1,)


def test_the_repair_changes_a_letter_misread_the_same_way_on_every_tile(published):
    """Daily #1's two Gs both read, confidently, as C: only G on both admits a solution."""
    puzzle = published[1]
    readings = [TileReading((t, "X", "Z"), (0.9, 0.5, 0.4)) for t in puzzle.tiles]
    gs = tuple(c for c, t in enumerate(puzzle.tiles) if t == "G")
    for c in gs:
        readings[c] = TileReading(("C", "G", "O"), (0.9, 0.8, 0.7))
    reading = repair(puzzle.shape, puzzle.colors, readings)
    assert reading.puzzle.tiles == puzzle.tiles
    assert reading.repaired == gs
    assert set(gs) <= set(reading.unsure)


@pytest.mark.slow
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_small_grid_in_a_4k_browser_window_is_found_and_read(waffle_archive, theme):
    """24-pixel tiles in 3840x2160: specks on the first, coarse look; the second, finer one reads them."""
    puzzle = _daily(waffle_archive, 0)
    picture = in_screen(game_picture(puzzle, tile=24, theme=THEMES[theme]), THEMES[theme], width=3840, height=2160)
    reading = read_screenshot(picture)
    assert (reading.puzzle.tiles, reading.puzzle.colors) == (puzzle.tiles, puzzle.colors)


def test_a_grid_too_small_for_a_4k_picture_is_refused_not_guessed(waffle_archive):
    puzzle = _daily(waffle_archive, 0)
    picture = in_screen(game_picture(puzzle, tile=14), width=3840, height=2160)
    with pytest.raises(PuzzleError, match=r"no Waffle grid.*tiles at least 20 pixels wide.*zoom in"):
        read_screenshot(picture)


def test_a_1440x3200_phone_screenshot_in_a_word_games_dark_palette(waffle_archive):
    puzzle = _daily(waffle_archive, 1)
    picture = in_screen(game_picture(puzzle, tile=240, theme=DARK_GAME), DARK_GAME, width=1440, height=3200)
    assert picture.shape[:2] == (3200, 1440)
    reading = read_screenshot(jpeg(picture, 60))
    assert (reading.puzzle.tiles, reading.puzzle.colors) == (puzzle.tiles, puzzle.colors)


def test_a_picture_past_the_size_limit_is_refused_before_any_work():
    huge = np.broadcast_to(np.zeros(3, np.uint8), (8000, 7000, 3))  # 56 million pixels, no memory
    with pytest.raises(PuzzleError, match="7000x8000 pixels: too large"):
        read_screenshot(huge)


def test_the_repair_tries_two_close_calls_together(published):
    """Daily #1's first two tiles (F, B) read, by a hair, as E and X: one change
    alone solves nothing, the two second readings together do."""
    puzzle = published[1]
    readings = [TileReading((t, "X", "Z"), (0.9, 0.5, 0.4)) for t in puzzle.tiles]
    readings[0] = TileReading(("E", "F", "P"), (0.80, 0.79, 0.5))
    readings[1] = TileReading(("X", "B", "P"), (0.80, 0.78, 0.5))
    reading = repair(puzzle.shape, puzzle.colors, readings)
    assert reading.puzzle.tiles == puzzle.tiles
    assert reading.repaired == (0, 1)
    assert reading.unsure == (0, 1)


def test_an_unsure_letter_whose_reading_gives_only_rare_words_takes_its_other_reading(published):
    """Daily #1 (the archive's answer FUGUE...) with its O at row 1 col 3 read, by a hair,
    as C: FBCUE... still solves, but only with words the solving list lacks; the O gives
    the published answer, and the C is named as the doubtful alternative."""
    puzzle = published[1]
    readings = [TileReading((t, "X", "Z"), (0.9, 0.5, 0.4)) for t in puzzle.tiles]
    readings[2] = TileReading(("C", "O", "G"), (0.80, 0.79, 0.5))
    reading = repair(puzzle.shape, puzzle.colors, readings)
    assert reading.puzzle.tiles == puzzle.tiles
    assert reading.choices == (LetterChoice(2, "C", "O", "rare-words"),)
    assert reading.unsure == (2,)


def test_a_confident_letter_is_kept_even_when_it_gives_only_rare_words(published):
    """The same C read with confidence: a rare answer (the game has CYBER) is not doubted
    on a sure reading, so the repair changes nothing."""
    puzzle = published[1]
    readings = [TileReading((t, "X", "Z"), (0.9, 0.5, 0.4)) for t in puzzle.tiles]
    readings[2] = TileReading(("C", "O", "G"), (0.9, 0.6, 0.5))
    reading = repair(puzzle.shape, puzzle.colors, readings)
    assert reading.puzzle.tiles[2] == "C"
    assert (reading.choices, reading.unsure) == ((), ())


# (daily index in the archive, cell, the glyph it is blurred with, that glyph's share of the ink)
BLURRED = {
    "daily #14's O half a D": (13, 7, "D", 0.55),
    "daily #8's L half an I": (7, 1, "I", 0.55),
    "daily #12's D half an O": (11, 19, "O", 0.6),
}


@pytest.mark.slow
@pytest.mark.parametrize("case", BLURRED)
def test_a_blurred_glyph_read_as_its_look_alike_is_read_right_from_a_picture(waffle_archive, case):
    """A picture whose one tile is an ambiguous glyph (its letter and a look-alike drawn over
    each other): the reader's best reading is the look-alike, which solves only with rare
    words; the second reading gives the published puzzle and is chosen, the look-alike named.
    (DejaVu Sans, which every machine here has, so the blend is the same on each.)"""
    k, cell, other, share = BLURRED[case]
    puzzle = _daily(waffle_archive, k)
    reading = read_screenshot(game_picture(puzzle, font="DejaVu Sans", blurred={cell: (other, share)}))
    assert reading.puzzle.tiles == puzzle.tiles
    assert reading.choices == (LetterChoice(cell, other, puzzle.tiles[cell], "rare-words"),)
    assert cell in reading.unsure


@pytest.mark.slow
@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("font", [*UNSEEN_FONTS, "Quicksand"])
def test_the_games_swaps_counter_under_the_grid_is_read(waffle_archive, theme, font):
    """'N SWAPS REMAINING' drawn under the grid as the live game prints it, in fonts the
    digit templates never saw too, small (40-pixel tiles) and as a JPEG inside a phone
    screen: the number read is the one drawn, and the puzzle's position carries it."""
    from studio.core.waffle.play import position

    puzzle = _daily(waffle_archive, 0)
    for n, tile in ((0, 40), (1, 40), (7, 80), (12, 40), (15, 80), (20, 60)):
        picture = game_picture(puzzle, tile=tile, theme=THEMES[theme], font=font, counter=n)
        for shot in (picture, jpeg(in_screen(picture, THEMES[theme]))):
            reading = read_screenshot(shot)
            assert (reading.swaps_left, position(reading.puzzle).left) == (n, n), (n, tile)
            assert reading.puzzle.tiles == puzzle.tiles


def test_a_picture_without_the_counter_leaves_the_game_as_dealt(waffle_archive):
    from studio.core.waffle.play import position

    reading = read_screenshot(game_picture(_daily(waffle_archive, 0), tile=40))
    assert reading.swaps_left is None and position(reading.puzzle).left is None


def test_a_line_under_the_grid_that_is_no_counter_is_not_read_as_one():
    """A line of other capitals where the counter would be (a title, a date): no number."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QPainter

    from studio.render.picture import qimage, rgb_array

    image = qimage(game_picture(DAILY, tile=40, counter=15))
    painter = QPainter(image)
    painter.fillRect(0, image.height() - 40, image.width(), 40, QColor("#ffffff"))  # the counter rubbed out
    font = QFont("DejaVu Sans")
    font.setPixelSize(10)
    font.setWeight(QFont.Weight.Bold)
    painter.setFont(font)
    painter.setPen(QColor("#1a1a1b"))
    line = QRectF(0, image.height() - 30, image.width(), 20)
    painter.drawText(line, Qt.AlignmentFlag.AlignHCenter, "15 DAILY WAFFLE")
    painter.end()
    assert read_screenshot(rgb_array(image)).swaps_left is None


@pytest.mark.slow
def test_none_of_the_real_screenshots_shows_a_counter_and_none_is_made_up(shots):
    """The real screenshots are cropped to the grid (screenshots/SOURCES.md): no counter."""
    assert [read_screenshot(rgb).swaps_left for rgb in shots.values()] == [None] * len(shots)


def _daily(archive, k: int) -> Puzzle:
    record = archive["daily"][k]
    shape = waffle_shape(5, 5)
    return Puzzle(shape, record["puzzle"], color_tiles(shape, record["puzzle"], record["solution"]))
