"""`wordsets`: sets of k words of n letters that share no letter."""

from __future__ import annotations

import argparse
import sys

from studio.cli import arguments
from studio.cli.exits import Exit
from studio.core.errors import PuzzleError
from studio.language import number, translate


def add_wordsets(commands: arguments.Commands) -> None:
    wordsets = commands.add_parser(
        "wordsets", help=translate("Command line", "sets of k words of n letters, no letter shared")
    )
    wordsets.add_argument(
        "--words", metavar="FILE", help=translate("Command line", "word list (default: the built-in broad tier)")
    )
    wordsets.add_argument("-k", type=int, default=5, help=translate("Command line", "words per set (default 5)"))
    wordsets.add_argument("-n", type=int, default=5, help=translate("Command line", "letters per word (default 5)"))
    wordsets.add_argument(
        "--min-zipf",
        type=float,
        default=0.0,
        help=translate("Command line", "drop words rarer than this Zipf frequency first (e.g. 2.5)"),
    )
    wordsets.add_argument(
        "--sort",
        choices=("usable", "found"),
        default="usable",
        help=translate("Command line", "usable: commonest rarest word first (default); found: search order"),
    )
    wordsets.add_argument(
        "--large",
        action="store_true",
        help=translate("Command line", "search even past 10 million partial sets (minutes, gigabytes)"),
    )
    wordsets.add_argument(
        "--csv", action="store_true", help=translate("Command line", "CSV: the words, unused letters, rarest Zipf")
    )
    arguments.add_language(wordsets)
    wordsets.set_defaults(run=run_wordsets)


PARSERS = {"wordsets": add_wordsets}


def run_wordsets(args: argparse.Namespace) -> int:
    from studio.core.wordsets import (
        alphabet_size,
        check_search_size,
        check_size,
        find_word_sets,
        groups_with_zipf,
        ranked_sets,
        sets_csv,
    )

    lang = arguments.chosen_language(args)
    check_size(args.k, args.n, alphabet_size(lang))
    groups, zipf = groups_with_zipf(args.words or "broad", args.n, args.min_zipf, lang)
    if not args.large:
        try:
            check_search_size(groups, args.k)
        except PuzzleError as err:
            raise err.adding("pass --large to search anyway") from None
    ranked = ranked_sets(find_word_sets(groups, args.k), zipf, args.sort == "usable")
    found = Exit.DONE if ranked else Exit.NOTHING_FOUND
    if args.csv:
        sys.stdout.write(sets_csv(ranked))
        return found
    for score, word_set in ranked:
        facts = translate("Command line", "unused: %1; rarest Zipf %2").replace("%1", word_set.unused or "-")
        print(f"{' '.join(word_set.words())}    ({facts.replace('%2', number(score, 2))})")
    sets, apart = len(ranked), sum(s.expanded for _, s in ranked)
    print("# " + translate("Command line", "%n sets (%1 with anagrams apart)", None, sets).replace("%1", number(apart)))
    return found
