"""`wordle backtest|suggest|review`."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Generator
from functools import partial
from typing import TYPE_CHECKING

from studio.cli import arguments
from studio.cli.exits import Exit
from studio.core.errors import PuzzleError
from studio.language import number, translate
from studio.language.facts import phrase

if TYPE_CHECKING:  # imported where used, so `puzzle-studio solve` never loads Wordle (nor --version dataclasses)
    from studio.core.streams import Progress
    from studio.core.wordle.backtest import Backtest
    from studio.core.wordle.review import Review
    from studio.core.wordle.table import WordleLists


def add_wordle(commands: arguments.Commands) -> None:
    wordle = commands.add_parser(
        "wordle", help=translate("Command line", "Wordle: backtest strategies, suggest the next guess, review a game")
    )
    wordle_commands = wordle.add_subparsers(dest="action", metavar="ACTION", required=True)
    backtest = wordle_commands.add_parser(
        "backtest",
        help=translate("Command line", "play a strategy against every answer"),
        epilog=translate("Command line", "strategies:")
        + "\n"
        + "\n".join(f"  {name:10} {about}" for name, about in strategy_help().items()),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    backtest.add_argument(
        "--strategy",
        default="entropy",
        help=translate("Command line", "one of the strategies below; several with commas (default entropy)"),
    )
    backtest.add_argument(
        "--tree", metavar="FILE", help=translate("Command line", "replay a decision tree (Selby's format) instead")
    )
    suggest = wordle_commands.add_parser(
        "suggest", help=translate("Command line", "the answers left and the best next guesses")
    )
    suggest.add_argument(
        "turns",
        nargs="*",
        metavar="GUESS=PATTERN",
        help=translate("Command line", "e.g. SALET=BYBBG (G green, Y yellow, B or - gray)"),
    )
    suggest.add_argument(
        "--strategy",
        default="entropy",
        help=translate("Command line", "whose pick to name (default entropy): %1").replace(
            "%1", "; ".join(f"{n}: {a}" for n, a in strategy_help().items())
        ),
    )
    suggest.add_argument(
        "--top", type=int, default=10, help=translate("Command line", "how many guesses to list (default 10)")
    )
    review = wordle_commands.add_parser(
        "review",
        help=translate("Command line", "each guess of a game: answers left, the studio's pick, skill and luck (0-99)"),
    )
    review.add_argument("--answer", required=True, help=translate("Command line", "the game's answer"))
    review.add_argument(
        "played",
        nargs="*",
        metavar="GUESS",
        help=translate("Command line", "the guesses in order; GUESS=PATTERN also checks its colours"),
    )
    review.add_argument(
        "--grid",
        metavar="FILE",
        help=translate("Command line", "a pasted share grid (- for stdin): its colours must be the guesses'"),
    )
    review.add_argument(
        "--json",
        action="store_true",
        help=translate("Command line", "one JSON object; its guesses list holds the scores"),
    )
    for command in (backtest, suggest, review):
        command.add_argument(
            "--answers",
            metavar="FILE",
            help=translate(
                "Command line",
                "the game's answer list, every word as likely (default: the built-in model, common words "
                "less plurals and past forms, the more familiar the likelier)",
            ),
        )
        command.add_argument(
            "--guesses",
            metavar="FILE",
            help=translate("Command line", "allowed guesses (default: built-in broad words)"),
        )
        command.add_argument("--length", type=int, default=5, help=translate("Command line", "word length (default 5)"))
        command.add_argument(
            "--hard", action="store_true", help=translate("Command line", "hard mode: hints must be used")
        )
        arguments.add_language(command)
    backtest.add_argument(
        "--opener",
        metavar="WORD",
        help=translate(
            "Command line",
            "fix the first guess (default: the strategy's; search tries one first guess only, the one "
            "with the most groups: name another here to compare)",
        ),
    )
    backtest.add_argument(
        "--jobs",
        type=int,
        default=max(1, os.cpu_count() or 1),
        help=translate("Command line", "processes (default: all cores)"),
    )
    backtest.add_argument(
        "--worst", type=int, default=10, help=translate("Command line", "how many of the hardest answers to list")
    )
    backtest.add_argument(
        "--save-tree",
        metavar="FILE",
        help=translate("Command line", "write the strategy's decision tree (Selby's format) to FILE"),
    )
    wordle.set_defaults(run=run_wordle)


PARSERS = {"wordle": add_wordle}


def strategy_help() -> dict[str, str]:
    """Each strategy in one line, as the window's tooltips say it, in the user's language."""
    return {
        "frequency": translate(
            "Command line", "the possible answer whose letters are the most frequent among the answers left"
        ),
        "rank": translate("Command line", "the possible answer sharing a letter with the most other answers left"),
        "entropy": translate("Command line", "the guess whose colours tell the most on average (expected bits)"),
        "parts": translate("Command line", "the guess splitting the answers left into the most groups of colours"),
        "lookahead": translate(
            "Command line",
            "of the 12 guesses with the most groups, the one whose groups then need the fewest guesses",
        ),
        "search": translate(
            "Command line",
            "the fewest guesses in all, searched among the guesses with the most groups (slowest, best)",
        ),
    }


def run_wordle(args: argparse.Namespace) -> int:
    from studio.core.wordle.table import lists_from_files

    lists = lists_from_files(args.answers, args.guesses, args.length, arguments.chosen_language(args))
    run = {"backtest": _wordle_backtest, "suggest": _wordle_suggest, "review": _wordle_review}[args.action]
    return run(args, lists)


def _wordle_backtest(args: argparse.Namespace, lists: WordleLists) -> int:
    from pathlib import Path

    from studio.core.streams import finish
    from studio.core.wordle.tree import DecisionTree, tree_text
    from studio.operations.backtest import backtest

    mode = translate("Command line", "hard mode") if args.hard else translate("Command line", "normal mode")
    answers, guesses = len(lists.answers), len(lists.guesses)
    print(
        translate("Command line", "%n answers", None, answers)
        + ", "
        + translate("Command line", "%n guesses", None, guesses)
        + f" ({phrase(lists.name)}), {mode}"
    )
    names = [n.strip() for n in args.strategy.split(",") if n.strip()]
    if args.save_tree and (args.tree or len(names) != 1):
        raise PuzzleError("--save-tree writes the tree of one strategy: name one, and no --tree")
    runs: list[tuple[str, Generator[Progress, None, Backtest | None]]]
    if args.tree:
        runs = [(f"tree {args.tree}", backtest(lists, None, args.hard, tree=Path(args.tree)))]
    else:
        runs = [(name, backtest(lists, name, args.hard, opener=args.opener, jobs=args.jobs)) for name in names]
    results = [result for name, steps in runs if (result := finish(steps, partial(_show_progress, name)))]
    if sys.stderr.isatty():
        print(file=sys.stderr)
    if args.save_tree and results:
        from studio.core.atomic import write_atomic

        write_atomic(args.save_tree, tree_text(DecisionTree(results[0].choices, lists.length), lists.answers))
    for result in results:
        failures = len(result.failures)
        mean = translate("Command line", "%1: mean %2 guesses, %3 in all").replace("%1", result.strategy)
        mean = mean.replace("%2", number(result.mean, 4)).replace("%3", number(result.total))
        print(mean + ", " + translate("Command line", "%n failures (more than 6)", None, failures))
        if result.chances:
            expected = translate("Command line", "expected %1 guesses, each answer as likely as the model says")
            print("  " + expected.replace("%1", number(result.expected, 4)))
        for guesses, count in result.histogram.items():
            print(f"  {guesses:2}: {count:5}  {'#' * max(1 if count else 0, round(60 * count / len(lists.answers)))}")
        print(
            "  "
            + translate("Command line", "hardest: %1").replace(
                "%1", ", ".join(f"{a} {n}" for a, n in result.worst(args.worst))
            )
        )
        if result.failures:
            print("  " + translate("Command line", "failures: %1").replace("%1", " ".join(result.failures)))
    return Exit.DONE


def _show_progress(name: str, step: Progress) -> None:
    if sys.stderr.isatty():
        print(f"\r{name}: {step.done}/{step.total}", end="", file=sys.stderr, flush=True)


def _wordle_suggest(args: argparse.Namespace, lists: WordleLists) -> int:
    from studio.core import alphabet
    from studio.core.wordle.feedback import parse_marks, pattern_of
    from studio.core.wordle.game import Turn
    from studio.core.wordle.strategies import advise

    read: list[Turn] = []
    for item in args.turns:
        guess, _, pattern = item.partition("=")
        guess = guess.strip().upper()
        if not pattern or len(guess) != lists.length or not alphabet.is_word(guess):
            raise PuzzleError(f"{item!r}: write GUESS=PATTERN with a {lists.length}-letter guess, like SALET=BYBBG")
        read.append(Turn(guess, pattern_of(parse_marks(pattern, lists.length))))
    advice = advise(lists, tuple(read), args.hard, args.top, args.strategy)
    words = advice.answers
    if not words:
        print(
            translate("Command line", "no answer in the list fits this feedback (check the colours, or try --answers)")
        )
        return Exit.NOTHING_FOUND
    shown = " ".join(words[:30]) + (f" ... (+{len(words) - 30})" if len(words) > 30 else "")
    possible = len(words)
    print(translate("Command line", "%n possible: %1", None, possible).replace("%1", shown))
    print(translate("Command line", "%1 plays: %2").replace("%1", args.strategy).replace("%2", str(advice.pick)))
    print(translate("Command line", "best by information:      bits  parts  worst case"))
    for scored in advice.best:
        mark = "*" if scored.possible else " "
        more = scored.equal_count
        same = "  " + translate("Command line", "and %n more as good", None, more) if more else ""
        print(f"  {scored.word}{mark}  {scored.bits:22.2f}  {scored.parts:5}  {scored.largest:5}{same}")
    print(translate("Command line", "(* may be the answer)"))
    return Exit.DONE


def _wordle_review(args: argparse.Namespace, lists: WordleLists) -> int:
    import json

    from studio.core.streams import finish
    from studio.core.studio_json import read_stream, read_text
    from studio.operations.wordle_review import review_to_json, review_typed, unchecked_text

    grid = None
    if args.grid is not None:
        grid = read_stream(sys.stdin.buffer, "stdin") if args.grid == "-" else read_text(args.grid)
    result = finish(review_typed(lists, args.answer, args.played, args.hard, grid))
    assert result is not None  # never stopped
    if args.json:
        print(json.dumps(review_to_json(result, lists.length)))
    elif result.unchecked is None:
        print(_review_table(result))
    if result.unchecked is not None:  # after the JSON, which says it too
        raise PuzzleError(unchecked_text(result.unchecked))
    return Exit.DONE


def _review_table(result: Review) -> str:
    lines = [translate("WordleReviewCli", "guess   left before  after  skill  luck  best (expected: its, yours)")]
    for g in result.guesses:
        skill = translate("WordleReviewCli", "hard!") if g.skill is None else str(g.skill)
        lines.append(
            f"{g.guess:<7} {g.left_before:11}  {g.left_after:5}  {skill:>5}  {g.luck:4}  "
            f"{g.best} ({number(g.best_expected, 2)}, {number(g.expected, 2)})"
        )
    if any(g.breaks_hard_mode for g in result.guesses):
        lines.append(translate("WordleReviewCli", "hard!: the guess breaks hard mode, so it has no skill score"))
    return "\n".join(lines)
