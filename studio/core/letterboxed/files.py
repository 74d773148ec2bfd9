"""A Letter Boxed board as a studio JSON file (kind "letter-boxed"): its sides, one string each,
and its language ("lang", as Waffle files: left out for English). A file without one is
English, unless its sides hold Ñ: then it is Spanish, the only language with that tile."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from studio.core.alphabet import DEFAULT, LANGUAGES, needed_language
from studio.core.atomic import write_atomic
from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.letterboxed.board import Board, parse_board
from studio.core.studio_json import check_envelope, dumps, envelope, failing, parse_json, read_text

KIND = "letter-boxed"


def board_to_dict(board: Board) -> dict[str, Any]:
    return {**envelope(KIND), "sides": list(board.sides), **({"lang": board.lang} if board.lang != DEFAULT else {})}


def loads_board(text: str, source: str | None = None) -> Board:
    """The board a file holds; every error names its line and column where it can."""
    return board_from_dict(parse_json(text, source), text, source)


def board_from_dict(data: Any, text: str = "", source: str | None = None) -> Board:
    """The board a JSON object holds (a file's, or an autosave's step)."""
    fail = failing(text, source)
    data = check_envelope(data, KIND, fail)
    sides = data.get("sides")
    if not (isinstance(sides, list) and all(isinstance(side, str) and side.strip() for side in sides)):
        raise fail(fact(Code.SIDES_NOT_LIST), "sides")
    if any(len(side.split()) != 1 for side in sides):
        raise fail(fact(Code.SIDE_WITH_SPACES), "sides")
    lang = data.get("lang", needed_language("".join(sides)))
    if not (isinstance(lang, str) and lang in LANGUAGES):
        raise fail(fact(Code.FIELD_CHOICE, field="lang", choices=tuple(LANGUAGES)), "lang")
    try:
        return parse_board(" ".join(sides), lang)
    except PuzzleError as err:
        raise fail(err.fact, "sides") from None


def read_board(path: str | Path) -> Board:
    return loads_board(read_text(path), str(path))


def save_board(board: Board, path: str | Path) -> None:
    write_atomic(path, dumps(board_to_dict(board)))
