"""`define`: each word's short definition, offline (WordNet 3.0 for English)."""

from __future__ import annotations

import argparse
import json
import sys

from studio.cli import arguments
from studio.cli.exits import Exit
from studio.core.errors import PuzzleError
from studio.language import translate


def add_define(commands: arguments.Commands) -> None:
    define = commands.add_parser(
        "define", help=translate("Command line", "print each word's short definition (English: WordNet 3.0)")
    )
    define.add_argument("words", nargs="+", metavar="WORD")
    define.add_argument(
        "--json", action="store_true", help=translate("Command line", "one JSON object per word per line")
    )
    arguments.add_language(define, translate("Command line", "the meanings (English only has them)"))
    define.set_defaults(run=run_define)


PARSERS = {"define": add_define}


def run_define(args: argparse.Namespace) -> int:
    """Exit 1 when a word has no meaning (or the language has none at all), 2 for a word that
    is not letters; every word is still looked up and printed."""
    from studio.core.alphabet import language
    from studio.core.meanings import has_meanings, meaning, meaning_json
    from studio.render.sheet_text import meaning_text

    lang = language(arguments.chosen_language(args))
    if not has_meanings(lang):
        said = translate("Command line", "no meanings for this language (%1): no free offline source")
        print("puzzle-studio: " + said.replace("%1", translate("Languages", lang.name)), file=sys.stderr)
        return Exit.NOTHING_FOUND
    worst = Exit.DONE
    for word in args.words:
        try:
            found = meaning(word, lang)
        except PuzzleError as err:
            print(f"puzzle-studio: {err}", file=sys.stderr)
            worst = Exit.BAD_INPUT
            continue
        if found is None:
            worst = max(worst, Exit.NOTHING_FOUND)
        if args.json:
            print(json.dumps({"word": word.upper(), **meaning_json(found)}))
        else:
            print(meaning_text(word, found))
    return worst
