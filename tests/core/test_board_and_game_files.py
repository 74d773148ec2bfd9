"""Letter Boxed boards and Wordle games as studio JSON files: round trips and bad files."""

from __future__ import annotations

import json

import pytest

from studio.core.errors import PuzzleError
from studio.core.letterboxed.board import Board, parse_board
from studio.core.letterboxed.files import loads_board, read_board, save_board
from studio.core.studio_json import kind_of
from studio.core.waffle.formats import loads
from studio.core.wordle.files import loads_game, read_game, save_game
from studio.core.wordle.game import Game, Turn


def test_a_board_saves_as_its_sides_and_reads_back_equal(tmp_path):
    board = parse_board("ANO GDV IEF WZT")
    path = tmp_path / "box.json"
    save_board(board, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data == {
        "format": "puzzle-studio",
        "version": 1,
        "kind": "letter-boxed",
        "sides": ["ANO", "GDV", "IEF", "WZT"],
    }
    assert read_board(path) == Board(("ANO", "GDV", "IEF", "WZT"))
    assert kind_of(path.read_text()) == "letter-boxed"


def test_a_game_saves_its_guesses_and_reads_back_with_the_feedback_recomputed(tmp_path):
    # CRANE against TRACE: R and A green, C and E yellow-or-green as Wordle marks them.
    game = Game("TRACE", True, (Turn("CRANE", 0), Turn("TRACE", 0)), 6)
    path = tmp_path / "game.json"
    save_game(game, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data == {
        "format": "puzzle-studio",
        "version": 1,
        "kind": "wordle",
        "answer": "TRACE",
        "hard": True,
        "max_guesses": 6,
        "guesses": ["CRANE", "TRACE"],
        "lang": "en",
    }
    back = read_game(path)
    assert (back.answer, back.hard, back.max_guesses) == ("TRACE", True, 6)
    assert [t.guess for t in back.turns] == ["CRANE", "TRACE"]
    assert back.won  # the last guess is the answer: all green, whatever pattern the file's writer had
    assert read_game(path) == back  # reading is deterministic: the same file, the same game


@pytest.mark.parametrize(
    ("text", "message", "line"),
    [
        ('{"kind": "letter-boxed",\n "sides": ["AB", "CD"]}', "at least 3 sides", 2),
        ('{"kind": "letter-boxed",\n "sides": ["AB", "CD", "AE"]}', "A appears more than once", 2),
        ('{"kind": "letter-boxed",\n "sides": "ABC DEF GHI"}', "'sides' must be a list", 2),
        ('{"kind": "letter-boxed",\n "sides": ["AB", "CD", "EF"],\n}', "not valid JSON", 3),
        (
            '{"kind": "wordle",\n "sides": ["AB", "CD", "EF"]}',
            "this is a Wordle game file, not a Letter Boxed board",
            1,
        ),
    ],
)
def test_a_bad_board_file_says_what_and_where(text, message, line):
    with pytest.raises(PuzzleError, match=message) as err:
        loads_board(text, "box.json")
    assert err.value.line == line and err.value.column is not None
    assert str(err.value).startswith(f"box.json, line {line}, column ")


@pytest.mark.parametrize(
    ("text", "message", "line"),
    [
        ('{"kind": "wordle",\n "answer": "CR4NE"}', "'answer' must be a word", 2),
        ('{"kind": "wordle", "answer": "CRANE",\n "guesses": ["SLATE", "TOO"]}', "guess 2, 'TOO', is not 5 letters", 2),
        (
            '{"kind": "wordle", "answer": "CRANE",\n "guesses": ["CRANE", "SLATE"]}',
            "guess 2 comes after the game ended",
            2,
        ),
        ('{"kind": "wordle", "answer": "CRANE",\n "hard": "yes"}', "'hard' must be true or false", 2),
        ('{"kind": "letter-boxed", "answer": "CRANE"}', "this is a Letter Boxed board file, not a Wordle game", 1),
        ('{"answer": "CRANE"}', "this is a Waffle puzzle file, not a Wordle game", None),
    ],
)
def test_a_bad_game_file_says_what_and_where(text, message, line):
    with pytest.raises(PuzzleError, match=message) as err:
        loads_game(text, "game.json")
    assert err.value.line == line


def test_a_waffle_reader_names_the_kind_it_was_given():
    with pytest.raises(PuzzleError, match="this is a Letter Boxed board file, not a Waffle puzzle") as err:
        loads('{"kind": "letter-boxed", "sides": ["ABC", "DEF", "GHI"]}')
    assert err.value.line == 1


@pytest.mark.parametrize(
    ("text", "kind"),
    [('{"kind": "wordle"}', "wordle"), ('{"shape": "5x5"}', "waffle"), ("ABC\n\ngy-", None), ('{"kind": ', None)],
)
def test_the_kind_of_a_file(text, kind):
    assert kind_of(text) == kind


def test_an_old_wordle_file_reads_as_english_and_a_bad_language_is_named(tmp_path):
    path = tmp_path / "old.json"
    path.write_text('{"format": "puzzle-studio", "version": 1, "kind": "wordle", "answer": "CRANE"}')
    assert read_game(path).lang == "en"
    save_game(Game("CRANE", lang="es"), path)
    assert read_game(path).lang == "es"
    path.write_text(path.read_text().replace('"es"', '"xx"'))
    with pytest.raises(PuzzleError, match="'lang' must be one of"):
        read_game(path)
