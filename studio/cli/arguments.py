"""Argument types the commands share: a bad value is a usage error (exit 2) with one
line naming the option, before any work starts."""

from __future__ import annotations

import argparse
import math
from typing import TypeAlias

# what `add_subparsers` returns: each command module adds its commands to it (generic
# only in the stubs, so the alias is a string)
Commands: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


def out_path(text: str) -> str:
    """An output path; an empty one would silently mean the current folder."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty path: name a file or a folder")
    return text


def free_text(text: str) -> str:
    """A title, an author or a footer: text every export can write (core/text.py); bytes
    that are not UTF-8 reach Python as lone surrogates and are refused too."""
    from studio.core.text import text_fault
    from studio.language.facts import phrase

    fault = text_fault(text)
    if fault is not None:
        raise argparse.ArgumentTypeError(f"{text!r} holds {phrase(fault)}")
    return text


def page_range(text: str) -> tuple[int, int] | None:
    """'3' or '2-5': the pages of a sheet to print (core/waffle/sheet.py: parse_page_range)."""
    from studio.core.errors import PuzzleError
    from studio.core.waffle.sheet import parse_page_range

    try:
        return parse_page_range(text)
    except PuzzleError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def count(text: str) -> int:
    """How many to make: a whole number, 0 or more."""
    value = _whole(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text} is below 0")
    return value


def at_least_one(text: str) -> int:
    """A whole number, 1 or more (how many pieces to cut a search into)."""
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} is below 1")
    return value


def positive_number(text: str) -> float:
    """A finite number above 0 (a frequency: its logarithm is taken)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"{text} is not a number above 0")
    return value


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def language(text: str) -> str:
    """A language with a built-in list (studio/core/alphabet.py), as its code."""
    from studio.core.alphabet import LANGUAGES, find_language

    found = find_language(text)
    if found is None:
        raise argparse.ArgumentTypeError(f"no word list for {text!r}; choose one of {', '.join(LANGUAGES)}")
    return found.code


def add_language(parser: argparse.ArgumentParser, what: str = "the built-in word lists") -> None:
    """--lang: which language's built-in lists; by default the system locale's where one exists.
    A locale ("es_ES.UTF-8") is read as its language, so LANG names the choices."""
    from studio.core.alphabet import DEFAULT, LANGUAGES
    from studio.core.text import one_of

    parser.add_argument(
        "--lang",
        type=language,
        choices=tuple(LANGUAGES),
        metavar="LANG",
        help=f"language of {what}: {one_of(LANGUAGES)} (default: the system locale's, else {DEFAULT})",
    )


def chosen_language(args: argparse.Namespace, recorded: object = None) -> str:
    """--lang, else the language a file recorded, else the system locale's."""
    from studio.core.alphabet import LANGUAGES, system_language

    if args.lang:
        return str(args.lang)
    return recorded if isinstance(recorded, str) and recorded in LANGUAGES else system_language()
