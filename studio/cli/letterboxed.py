"""`letterboxed solve|hint|generate|draw`."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from studio.cli import arguments
from studio.cli.exits import Exit
from studio.core.errors import PuzzleError
from studio.language import translate

if TYPE_CHECKING:  # imported where used, so `puzzle-studio solve` never loads Letter Boxed
    from studio.core.letterboxed.board import Board
    from studio.core.letterboxed.lexicon import Lexicon
    from studio.core.letterboxed.solver import Solution


MAX_SHOWN = 20  # solutions `solve` prints unless --max says otherwise


def large_help() -> str:
    """--large's help, in the user's language (asked when the parser is built, after LANG is read)."""
    return translate(
        "Command line", "search boards of more than 22 letters too (hours and gigabytes for 24-26 letters)"
    )


def add_letterboxed(commands: arguments.Commands) -> None:
    from studio.core.letterboxed.board import OBJECTIVES
    from studio.core.letterboxed.hints import RUNGS
    from studio.core.words import GAME_LIST, LISTS

    boxed = commands.add_parser(
        "letterboxed", help=translate("Command line", "Letter Boxed: solve, generate and draw boards")
    )
    boxed_commands = boxed.add_subparsers(dest="action", metavar="ACTION", required=True)
    boxed_solve = boxed_commands.add_parser(
        "solve", help=translate("Command line", "every fewest-word (or fewest-letter) solution")
    )
    boxed_solve.add_argument("board", help=translate("Command line", 'the sides, e.g. "ANO GDV IEF WZT"'))
    boxed_solve.add_argument(
        "--max",
        type=arguments.count,
        default=MAX_SHOWN,
        metavar="N",
        help=translate("Command line", "print the best N solutions (default %1; 0: all)").replace("%1", str(MAX_SHOWN)),
    )
    boxed_solve.add_argument(
        "--counts", action="store_true", help=translate("Command line", "print only how many solutions of each length")
    )
    boxed_hint = boxed_commands.add_parser(
        "hint",
        help=translate(
            "Command line", "how many solutions of each length, no words; --reveal for a hint or the answer"
        ),
    )
    boxed_hint.add_argument("board", help=translate("Command line", 'the sides, e.g. "ANO GDV IEF WZT"'))
    boxed_hint.add_argument(
        "--reveal",
        type=int,
        choices=range(len(RUNGS) + 1),
        default=0,
        help=translate(
            "Command line", "0: counts only (default), 1: the first letter, 2: the first word, 3: the whole answer"
        ),
    )
    for command in (boxed_solve, boxed_hint):
        command.add_argument("--large", action="store_true", help=large_help())
        command.add_argument(
            "--max-words",
            type=arguments.count,
            default=0,
            metavar="N",
            help=translate(
                "Command line",
                "take every solution up to N words (default: the fewest only); below the fewest, it says the fewest",
            ),
        )
    boxed_solve.add_argument(
        "--objective",
        choices=OBJECTIVES,
        default=OBJECTIVES[0],
        help=translate("Command line", "fewest words (default), or fewest letters in all"),
    )
    boxed_generate = boxed_commands.add_parser(
        "generate", help=translate("Command line", "random boards that common words solve within par")
    )
    boxed_generate.add_argument("--sides", type=int, default=4)
    boxed_generate.add_argument(
        "--per-side", type=int, default=3, help=translate("Command line", "letters per side (default 3)")
    )
    boxed_generate.add_argument(
        "--vowels", type=int, default=4, help=translate("Command line", "vowels on the board (default 4)")
    )
    boxed_generate.add_argument(
        "--par", type=int, default=3, help=translate("Command line", "solvable in at most this many words (default 3)")
    )
    boxed_generate.add_argument("--count", type=arguments.count, default=1)
    boxed_generate.add_argument(
        "--seed", type=int, help=translate("Command line", "the same seed makes the same boards")
    )
    boxed_generate.add_argument(
        "--words", metavar="FILE", help=translate("Command line", "word list (default: the built-in common tier)")
    )
    boxed_draw = boxed_commands.add_parser(
        "draw", help=translate("Command line", "a board, and optionally a solution, as PNG or SVG")
    )
    boxed_draw.add_argument("board", help=translate("Command line", 'the sides, e.g. "ANO GDV IEF WZT"'))
    boxed_draw.add_argument("--out", type=arguments.out_path, required=True, metavar="FILE.png|FILE.svg")
    boxed_draw.add_argument(
        "--solution", metavar="WORDS", help=translate("Command line", 'words to draw, e.g. "FAZED DOWNVOTING"')
    )
    boxed_draw.add_argument(
        "--solve", action="store_true", help=translate("Command line", "draw the first fewest-word solution")
    )
    boxed_draw.add_argument(
        "--size", type=int, default=800, help=translate("Command line", "PNG width in pixels (default 800)")
    )
    boxed_draw.add_argument("--large", action="store_true", help=large_help())
    for command in (boxed_solve, boxed_hint, boxed_draw):
        command.add_argument(
            "--words",
            metavar="FILE",
            help=translate("Command line", "word list (default: the built-in %1 list)").replace("%1", repr(GAME_LIST)),
        )
        command.add_argument(
            "--list",
            choices=LISTS,
            default=GAME_LIST,
            help=translate(
                "Command line",
                "built-in list: %1 (default) is common words as the NYT game takes them, "
                "'broad' adds rarer words, abbreviations and interjections",
            ).replace("%1", repr(GAME_LIST)),
        )
    for command in (boxed_solve, boxed_hint, boxed_generate, boxed_draw):
        arguments.add_language(command)
    boxed.set_defaults(run=run_letterboxed)


PARSERS = {"letterboxed": add_letterboxed}


def run_letterboxed(args: argparse.Namespace) -> int:
    from studio.core.letterboxed.board import parse_board
    from studio.core.letterboxed.lexicon import lexicon_of
    from studio.core.letterboxed.solver import check_search_size
    from studio.core.words import default_words, load_wordlist

    lang = arguments.chosen_language(args)
    tier = "common" if args.action == "generate" else args.list
    source = load_wordlist(args.words, lang) if args.words else default_words(tier, lang=lang)
    lexicon = lexicon_of(source)
    board = None if args.action == "generate" else parse_board(args.board, lang)
    if board is not None and (args.action != "draw" or args.solve):
        try:
            check_search_size(len(board.letters), args.large)
        except PuzzleError as err:
            raise err.adding("pass --large to search anyway") from None
    if board is None:
        return _generate_boxes(args, lexicon, lang)
    if args.action == "draw":
        return _draw_box(args, board, lexicon)
    from studio.core.letterboxed.solver import solve

    objective = args.objective if args.action == "solve" else "words"
    found = solve(board, lexicon, args.max_words, objective, large=True)  # checked above
    if not found:
        print(translate("Command line", "no solution for %1 with these words").replace("%1", str(board)))
        return Exit.NOTHING_FOUND
    if args.action == "hint" or args.counts:
        return _print_counts(found, args.reveal if args.action == "hint" else 0)
    shown = found[: args.max] if args.max > 0 else found
    for solution in shown:
        chain = " - ".join("/".join(link.words) for link in solution.links)
        print(f"{chain}    ({_words(len(solution.links))}, {_letters(solution.letters)})")
    count, more = len(found), len(found) - len(shown)
    if more:
        print(translate("Command line", "... and %n more; --max 0 for all", None, more))
    fewest = _letters(found[0].letters) if objective == "letters" else _words(len(found[0].links))
    print("# " + translate("Command line", "%n solutions; the fewest: %1", None, count).replace("%1", fewest))
    return Exit.DONE


def _words(n: int) -> str:
    return translate("Command line", "%n words", None, n)


def _letters(n: int) -> str:
    return translate("Command line", "%n letters", None, n)


def _print_counts(found: list[Solution], reveal: int) -> int:
    """Solutions per number of words, no words; then the hint ladder's rungs up to `reveal`."""
    from studio.core.letterboxed.hints import RUNGS, counts_by_words, hint

    for words, count in counts_by_words(found).items():
        solutions = translate("Command line", "%n solutions", None, count)
        print(f"{_words(words)}: {solutions}")
    phrases = {
        "first letter": translate("Command line", "The first word starts with %1."),
        "first word": translate("Command line", "The first word is %1."),
        "answer": translate("Command line", "An answer: %1."),
    }
    for rung in RUNGS[:reveal]:
        print(phrases[rung].replace("%1", hint(found[0], rung).text))
    return Exit.DONE


def _words_and_letters(words: int, letters: int) -> str:
    """'2 words, 20 letters'."""
    return (
        translate("Command line", "%n words", None, words)
        + ", "
        + translate("Command line", "%n letters", None, letters)
    )


def _generate_boxes(args: argparse.Namespace, lexicon: Lexicon, lang: str) -> int:
    from studio.core.letterboxed.generate import BoardOptions, make_board

    seed = args.seed
    for n in range(args.count):
        options = BoardOptions(
            sides=args.sides,
            per_side=args.per_side,
            vowels=args.vowels,
            par=args.par,
            seed=None if seed is None else seed + n,
            lang=lang,
        )
        made = make_board(options, lexicon)
        example = " ".join(made.solutions[0].words)
        fewest, par, pairs = made.fewest, made.par, made.two_word
        two_word = (
            translate("Command line", "no two-word solution")
            if pairs == 0
            else translate("Command line", "%n two-word solutions", None, pairs)
        )
        facts = translate("Command line", "fewest %n words", None, fewest) + ", "
        facts += translate("Command line", "par %1").replace("%1", str(par)) + ", " + two_word + "; "
        facts += translate("Command line", "e.g. %1").replace("%1", example)
        print(f"{made.board}    ({facts})")
    return Exit.DONE


def _draw_box(args: argparse.Namespace, board: Board, lexicon: Lexicon) -> int:
    from studio.core.alphabet import fold, language
    from studio.core.letterboxed.board import is_legal
    from studio.core.letterboxed.solver import solve
    from studio.render.letterbox import BoxLook, write_letterbox

    words: tuple[str, ...] = ()
    if args.solution:
        tongue = language(board.lang)
        words = tuple(fold(word, tongue) for word in args.solution.replace(",", " ").split())  # é -> E
        bad = [w for w in words if not is_legal(board, w)]
        if bad:
            raise PuzzleError(f"{', '.join(bad)} cannot be spelled on {board}")
    elif args.solve:
        found = solve(board, lexicon, limit=1, large=True)  # checked above
        if not found:
            print(translate("Command line", "no solution for %1 with these words").replace("%1", str(board)))
            return Exit.NOTHING_FOUND
        words = found[0].words
    write_letterbox(board, args.out, BoxLook(words), args.size)
    print(args.out)
    return Exit.DONE
