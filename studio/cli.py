"""`puzzle-studio`: the studio's window with no arguments, its operations without one.

Exit codes: 0 solved, 1 no solution, 2 bad input (a one-line message on stderr).
Qt is imported only to open the window, so the commands start fast anywhere.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from studio import __version__
from studio.core.errors import PuzzleError

EXIT_SOLVED, EXIT_NO_SOLUTION, EXIT_BAD_INPUT = 0, 1, 2
COMMANDS = ("solve",)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="puzzle-studio", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=f"puzzle-studio {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    solve = commands.add_parser("solve", help="solve Waffle puzzles (.json, .txt, or - for stdin)")
    solve.add_argument("paths", nargs="+", metavar="PATH")
    solve.add_argument("--json", action="store_true", help="one JSON object per puzzle per line")
    solve.add_argument("--words", metavar="FILE", help="a word list: one word (or word<TAB>weight) per line")
    solve.add_argument("--tier", choices=("common", "broad", "full"), default="broad",
                       help="tier of the default word list (default: broad)")
    return parser


def build_window_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="puzzle-studio", description="Open the studio window.",
                                     epilog="Commands: puzzle-studio solve --help")
    parser.add_argument("file", nargs="?", metavar="FILE", help="a puzzle to open (.json or .txt)")
    parser.add_argument("--screenshot", metavar="OUT.png",
                        help="render the window at 1280x800 to a PNG (works offscreen) and exit")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or (argv[0] not in COMMANDS and argv[0] not in ("-h", "--help", "--version")):
        args = build_window_parser().parse_args(argv)
        from studio.gui.app import run
        return run(args.file, args.screenshot)
    args = build_parser().parse_args(argv)
    if args.command == "solve":
        return run_solve(args)
    build_parser().print_help()
    return EXIT_BAD_INPUT


def run_solve(args: argparse.Namespace) -> int:
    from studio.core.waffle.formats import parse_puzzle_text, read_puzzle
    from studio.core.waffle.solve import report_to_json, solve_puzzle
    from studio.core.words import default_words, load_wordlist

    try:
        words = load_wordlist(args.words) if args.words else default_words(args.tier)
    except PuzzleError as err:
        print(f"puzzle-studio: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    worst = EXIT_SOLVED
    for path in args.paths:
        try:
            puzzle = parse_puzzle_text(sys.stdin.read(), "stdin") if path == "-" else read_puzzle(path)
            report = solve_puzzle(puzzle, words)
        except PuzzleError as err:
            message = str(err) if err.source else f"{path}: {err}"
            print(f"puzzle-studio: {message}", file=sys.stderr)
            if args.json:
                print(json.dumps({"source": path, "status": "error", "message": message, "solutions": []}))
            worst = EXIT_BAD_INPUT
            continue
        if args.json:
            print(json.dumps(report_to_json(report, path)))
        else:
            print(describe_report(report, path))
        if not report.solved:
            worst = max(worst, EXIT_NO_SOLUTION)
    return worst


def describe_report(report, source: str) -> str:
    """The solution grid and numbered swaps, for a person."""
    from studio.core.waffle.solve import swap_steps

    shape = report.puzzle.shape
    words = report.deduction.words
    lines = [f"{source}: {report.message} [{words.name}, {words.tier or 'user'} list]"]
    for rank, solved in enumerate(report.solved[:5], 1):
        letters = solved.candidate.letters
        if len(report.solved) > 1:
            lines.append(f"solution {rank} (score {solved.candidate.score:.1f}): {' '.join(solved.candidate.words)}")
        for r in range(shape.rows):
            lines.append("  " + " ".join(letters[shape.cell_at[(r, c)]] if shape.mask[r][c] else " "
                                         for c in range(shape.cols)).rstrip())
        plan = solved.plan
        lines.append(f"fewest swaps: {plan.fewest} ({plan.allowed} allowed; match it for 5 stars)")
        steps = swap_steps(shape, report.puzzle.tiles, plan.swaps)
        lines.extend(f"  {n:2}. {step}" for n, step in enumerate(steps, 1))
    if len(report.solved) > 5:
        lines.append(f"... and {len(report.solved) - 5} more solutions (see --json)")
    if report.deduction.blame:
        lines.append(f"look at: {report.deduction.blame}")
    return "\n".join(lines)
