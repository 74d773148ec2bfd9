"""The studio's JSON files, whatever they hold: one object with "format", "version" and "kind".

Each puzzle reads its own kind (core/<puzzle>/); this module reads the file and the
envelope for all of them, with the same limits and errors naming line and column.
Text past the limits is refused before any parsing: a file must never freeze the window.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, BinaryIO

from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact, fact
from studio.core.limits import decode, read_bytes, read_capped, too_large
from studio.core.text import text_fault

FORMAT, VERSION = "puzzle-studio", 1
MAX_TEXT = 100_000  # characters pasted, or bytes of a file: a 15x15 puzzle with notes is a few kB
MAX_JSON_DEPTH = 50  # the format nests 3 deep; json itself recurses past ~1,000 (RecursionError)
MAX_DIGITS = 100  # sizes, versions and seeds; Python's int() refuses past 4,300 digits
JSON_NESTING = re.compile(r'["\\{}\[\]]')
LONG_NUMBER = re.compile(rf"-?\d{{{MAX_DIGITS + 1},}}")
KINDS = ("waffle", "letter-boxed", "wordle", "autosave")  # what a file holds (studio/language/facts.py names each)

Fail = Callable[..., PuzzleError]


def read_text(path: str | Path) -> str:
    """A file's text, refused past MAX_TEXT bytes or when it is not UTF-8."""
    return decode(read_bytes(path, MAX_TEXT, "a puzzle"), str(path))


def read_stream(stream: BinaryIO, source: str) -> str:
    """The text of an open file, a pipe or stdin, as a file's: at most MAX_TEXT bytes, UTF-8
    (a device or a pipe says 0 bytes: it is never read past the limit)."""
    return decode(read_capped(stream, MAX_TEXT, "a puzzle", source), source)


def parse_json(text: str, source: str | None = None) -> Any:
    """Any JSON value, within the limits; a syntax error names its line and column."""
    check_size(len(text), "characters", source)
    if not text.strip():
        raise PuzzleError(fact(Code.FILE_EMPTY), source=source)
    _check_nesting(text, source)
    try:
        data = json.loads(text, parse_int=_json_int)
    except json.JSONDecodeError as err:
        raise PuzzleError(
            fact(Code.NOT_JSON, reason=err.msg), line=err.lineno, column=err.colno, source=source
        ) from None
    except PuzzleError as err:  # from _json_int, which cannot know where the number is
        found = LONG_NUMBER.search(text)
        line, column = line_column(text, found.start()) if found else (None, None)
        raise PuzzleError(err.fact, line=line, column=column, source=source) from None
    _check_text(data, failing(text, source))
    return data


def _check_text(value: Any, fail: Fail, field: str = "", key: str | None = None) -> None:
    """Every string in the file, keys too, is text each export can write (core/text.py):
    the error names the field ('notes[2].by') and points at its key."""
    if isinstance(value, str):
        if (fault := text_fault(value)) is not None:
            raise fail(fact(Code.FIELD_HOLDS, field=field, key=False, fault=fault), key)
    elif isinstance(value, dict):
        for name, item in value.items():
            path = f"{field}.{name}" if field else name
            if (fault := text_fault(name)) is not None:
                raise fail(fact(Code.FIELD_HOLDS, field=path, key=True, fault=fault), key)
            _check_text(item, fail, path, name)
    elif isinstance(value, list):
        for k, item in enumerate(value):
            _check_text(item, fail, f"{field}[{k}]", key)


def failing(text: str, source: str | None) -> Fail:
    """fail(message, key): a PuzzleError at the key's place in the text (if the key is found)."""

    def fail(what: Fact | str, key: str | None = None) -> PuzzleError:
        line, column = locate(text, key) if key else (None, None)
        return PuzzleError(what, line=line, column=column, source=source)

    return fail


def check_envelope(data: Any, kind: str, fail: Fail) -> dict[str, Any]:
    """The object itself, once its format, version and kind are this studio's `kind`.
    Files without "kind" are Waffle puzzles (the first kind, saved before there were others)."""
    if not isinstance(data, dict):
        raise fail(fact(Code.NOT_AN_OBJECT))
    if data.get("format", FORMAT) != FORMAT:
        raise fail(fact(Code.NOT_OUR_FORMAT, format=repr(data.get("format"))), "format")
    version = data.get("version", VERSION)
    if not isinstance(version, int):
        raise fail(fact(Code.VERSION_NOT_WHOLE, version=repr(version)), "version")
    if version > VERSION:
        raise fail(fact(Code.NEWER_VERSION, version=version, reads=VERSION), "version")
    found = data.get("kind", "waffle")
    if found != kind:
        what = found if isinstance(found, str) and found in KINDS else repr(found)
        raise fail(fact(Code.OTHER_KIND, found=what, wanted=kind), "kind")
    return data


def envelope(kind: str) -> dict[str, Any]:
    """The keys every saved file starts with."""
    return {"format": FORMAT, "version": VERSION, "kind": kind}


def kind_of(text: str) -> str | None:
    """The kind a file says it holds ("waffle" without one), or None when it is not a
    studio JSON object at all (pasted text, or broken JSON: its reader says why)."""
    if not text.lstrip().startswith("{"):
        return None
    try:
        data = parse_json(text)
    except PuzzleError:
        return None
    if not isinstance(data, dict):
        return None
    kind = data.get("kind", "waffle")
    return kind if isinstance(kind, str) else None


def locate(text: str, key: str) -> tuple[int | None, int | None]:
    """Line and column of a key in the JSON text, so errors point into the file."""
    at = text.find(f'"{key}"')
    return (None, None) if at < 0 else line_column(text, at)


def line_column(text: str, at: int) -> tuple[int, int]:
    return text.count("\n", 0, at) + 1, at - (text.rfind("\n", 0, at) + 1) + 1


def _check_nesting(text: str, source: str | None) -> None:
    """Brackets outside strings, counted before json recurses into them (it would raise
    RecursionError, or exhaust a small worker stack). Visits only quotes, escapes and brackets."""
    depth, in_string, skip = 0, False, -1
    for found in JSON_NESTING.finditer(text):
        at, ch = found.start(), found.group()
        if at == skip:
            continue
        if in_string:
            if ch == "\\":
                skip = at + 1
            in_string = ch != '"'
        elif ch == '"':
            in_string = True
        elif ch in "{[":
            depth += 1
            if depth > MAX_JSON_DEPTH:
                line, column = line_column(text, at)
                raise PuzzleError(
                    fact(Code.NESTED, most=MAX_JSON_DEPTH),
                    line=line,
                    column=column,
                    source=source,
                )
        elif ch in "}]":
            depth -= 1


def _json_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise PuzzleError(fact(Code.NUMBER_TOO_LONG, digits=len(digits.lstrip("-")), most=MAX_DIGITS))
    return int(digits)


def check_size(length: int, unit: str, source: str | None) -> None:
    if length > MAX_TEXT:
        raise too_large(length, MAX_TEXT, "a puzzle", source, unit)


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
