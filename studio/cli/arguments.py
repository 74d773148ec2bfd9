"""Argument types the commands share: a bad value is a usage error (exit 2) with one
line naming the option, before any work starts."""

from __future__ import annotations

import argparse
import math
from collections.abc import Iterable
from functools import cache
from typing import TypeAlias

from studio.language import current, translate
from studio.language.facts import joined

# what `add_subparsers` returns: each command module adds its commands to it (generic
# only in the stubs, so the alias is a string)
Commands: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


def out_path(text: str) -> str:
    """An output path; an empty one would silently mean the current folder."""
    if not text.strip():
        raise argparse.ArgumentTypeError(translate("Command line", "an empty path: name a file or a folder"))
    return text


def free_text(text: str) -> str:
    """A title, an author or a footer: text every export can write (core/text.py); bytes
    that are not UTF-8 reach Python as lone surrogates and are refused too."""
    from studio.core.text import text_fault
    from studio.language.facts import phrase

    fault = text_fault(text)
    if fault is not None:
        raise argparse.ArgumentTypeError(
            translate("Command line", "%1 holds %2").replace("%1", repr(text)).replace("%2", phrase(fault))
        )
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
        raise argparse.ArgumentTypeError(translate("Command line", "%1 is below 0").replace("%1", text))
    return value


def at_least_one(text: str) -> int:
    """A whole number, 1 or more (how many pieces to cut a search into)."""
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(translate("Command line", "%1 is below 1").replace("%1", text))
    return value


def positive_number(text: str) -> float:
    """A finite number above 0 (a frequency: its logarithm is taken)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("Command line", "%1 is not a number").replace("%1", repr(text))
        ) from None
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(translate("Command line", "%1 is not a number above 0").replace("%1", text))
    return value


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("Command line", "%1 is not a whole number").replace("%1", repr(text))
        ) from None


def language(text: str) -> str:
    """A language with a built-in list (studio/core/alphabet.py), as its code."""
    from studio.core.alphabet import LANGUAGES, find_language

    found = find_language(text)
    if found is None:
        said = translate("Command line", "no word list for %1; choose one of %2")
        raise argparse.ArgumentTypeError(said.replace("%1", repr(text)).replace("%2", ", ".join(LANGUAGES)))
    return found.code


def add_language(parser: argparse.ArgumentParser, what: str = "", default: str = "") -> None:
    """--lang: which language's built-in lists; by default the system locale's where one
    exists, unless the command names its own `default` (its one stated default). A locale
    ("es_ES.UTF-8") is read as its language, so LANG names the choices. `what`: translated by
    the caller (default: the built-in word lists)."""
    what = what or translate("Command line", "the built-in word lists")
    from studio.core.alphabet import DEFAULT, LANGUAGES

    locale = translate("Command line", "the system locale's, else %1").replace("%1", DEFAULT)
    said = translate("Command line", "language of %1: %2 (default: %3)")
    parser.add_argument(
        "--lang",
        type=language,
        choices=tuple(LANGUAGES),
        metavar="LANG",
        help=said.replace("%1", what).replace("%2", either(LANGUAGES)).replace("%3", default or locale),
    )


def either(choices: Iterable[object]) -> str:
    """Choices as a help text says them: "png, svg, pdf or json", in the user's language."""
    return joined([str(choice) for choice in choices], translate("Facts", " or "))


def chosen_language(args: argparse.Namespace, recorded: object = None) -> str:
    """--lang, else the language a file recorded, else the system locale's."""
    from studio.core.alphabet import LANGUAGES, system_language

    if args.lang:
        return str(args.lang)
    return recorded if isinstance(recorded, str) and recorded in LANGUAGES else system_language()


def speak_argparse() -> None:
    """argparse's own words ("usage:", "options", "error:", "invalid choice: ...") in the user's
    language. argparse phrases them with `_` and `ngettext`, gettext's functions, looked up in its
    module at each call and meant to be replaced: the one place the studio replaces them, so that
    one catalogue, the studio's, says everything (gettext's would need a second one)."""
    # the stubs leave out argparse's imported names
    argparse._ = _argparse_word  # type: ignore[attr-defined]  # gettext's `_`, imported by argparse
    argparse.ngettext = _argparse_words_for  # type: ignore[attr-defined]  # gettext's, imported by argparse


def _argparse_word(text: str) -> str:
    return _argparse_words(current().code).get(text, text)


def _argparse_words_for(one: str, many: str, n: int) -> str:
    """argparse's two plural texts ("expected %s argument(s)") are for a count of 2 or more in
    practice (nargs=N, conflicting options): each form is a text of its own, picked as English does."""
    return _argparse_word(one if n == 1 else many)


@cache
def _argparse_words(code: str) -> dict[str, str]:
    """argparse's texts (Python 3.11-3.13) that a user can meet, in the language `code` (the cache's
    key: it is the current one); a text not here stays argparse's own."""
    return {
        "usage: ": translate("argparse", "usage: "),
        "positional arguments": translate("argparse", "positional arguments"),
        "options": translate("argparse", "options"),
        "show this help message and exit": translate("argparse", "show this help message and exit"),
        "%(prog)s: error: %(message)s\n": translate("argparse", "%(prog)s: error: %(message)s\n"),
        "argument %(argument_name)s: %(message)s": translate("argparse", "argument %(argument_name)s: %(message)s"),
        "unrecognized arguments: %s": translate("argparse", "unrecognized arguments: %s"),
        "the following arguments are required: %s": translate("argparse", "the following arguments are required: %s"),
        "one of the arguments %s is required": translate("argparse", "one of the arguments %s is required"),
        "not allowed with argument %s": translate("argparse", "not allowed with argument %s"),
        "ignored explicit argument %r": translate("argparse", "ignored explicit argument %r"),
        "expected one argument": translate("argparse", "expected one argument"),
        "expected at most one argument": translate("argparse", "expected at most one argument"),
        "expected at least one argument": translate("argparse", "expected at least one argument"),
        "expected %s argument": translate("argparse", "expected %s argument"),
        "expected %s arguments": translate("argparse", "expected %s arguments"),
        "ambiguous option: %(option)s could match %(matches)s": translate(
            "argparse", "ambiguous option: %(option)s could match %(matches)s"
        ),
        "unexpected option string: %s": translate("argparse", "unexpected option string: %s"),
        "invalid %(type)s value: %(value)r": translate("argparse", "invalid %(type)s value: %(value)r"),
        "invalid choice: %(value)r (choose from %(choices)s)": translate(
            "argparse", "invalid choice: %(value)r (choose from %(choices)s)"
        ),
        "unknown parser %(parser_name)r (choices: %(choices)s)": translate(
            "argparse", "unknown parser %(parser_name)r (choices: %(choices)s)"
        ),
        "can't open '%(filename)s': %(error)s": translate("argparse", "can't open '%(filename)s': %(error)s"),
    }
