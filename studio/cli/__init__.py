"""`puzzle-studio`: the studio's window with no arguments, its operations without one.

Exit codes: 0 solved, 1 no solution, 2 bad input (a one-line message on stderr).
Qt is imported only to open the window, so the commands start fast anywhere.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterable, Sequence
from importlib import import_module

from studio import __version__
from studio.cli.exits import EXIT_BAD_INPUT, EXIT_SOLVED
from studio.core.errors import PuzzleError

TYPE_CHECKING = False  # not typing's: importing typing is a tenth of a one-puzzle solve's start
if TYPE_CHECKING:
    from typing import Any

# each command, in the order --help lists them, and the module of studio.cli that adds its parser
COMMANDS = {
    "solve": "waffle",
    "generate": "waffle",
    "enumerate": "waffle",
    "export": "waffle",
    "wordsets": "wordsets",
    "letterboxed": "letterboxed",
    "wordle": "wordle",
}


class _Formatter(argparse.HelpFormatter):
    """argparse's own, told the terminal's width: left to itself it imports shutil for it,
    which takes longer than the rest of a one-puzzle solve's parsing."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog, width=_columns() - 2)


def _columns() -> int:
    """The terminal's width as shutil.get_terminal_size finds it: $COLUMNS, else stdout's, else 80."""
    try:
        columns = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


class _Parser(argparse.ArgumentParser):
    """Every parser of the command line, the commands' too (argparse makes those of the parser's class)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)


def build_parser(names: Iterable[str] = COMMANDS) -> argparse.ArgumentParser:
    """The parser with the named commands only: a command that runs builds (and imports)
    its own parser, not the other forty options' (a tenth of a one-puzzle solve)."""
    parser = _Parser(prog="puzzle-studio", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=f"puzzle-studio {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in names:
        import_module(f"studio.cli.{COMMANDS[name]}").PARSERS[name](commands)
    return parser


def build_window_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="puzzle-studio", description="Open the studio window.", epilog="Commands: puzzle-studio solve --help"
    )
    parser.add_argument("file", nargs="?", metavar="FILE", help="a puzzle to open (.json or .txt)")
    parser.add_argument(
        "--screenshot", metavar="OUT.png", help="render the window at 1280x800 to a PNG (works offscreen) and exit"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or (argv[0] not in COMMANDS and argv[0] not in ("-h", "--help", "--version")):
        args = build_window_parser().parse_args(argv)
        from studio.gui.app import run

        return run(args.file, args.screenshot)
    wanted = [argv[0]] if argv[0] in COMMANDS else [] if argv[0] == "--version" else list(COMMANDS)
    args = build_parser(wanted).parse_args(argv)
    if args.command in COMMANDS:
        # numpy's OpenBLAS starts a thread per core on import, and those threads spin: about
        # 50 ms of CPU for each command. The commands' arrays are small; one thread does.
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
        try:
            return args.run(args)
        except PuzzleError as err:
            print(f"puzzle-studio: {err}", file=sys.stderr)
            return EXIT_BAD_INPUT
        except KeyboardInterrupt:
            return 130
        except BrokenPipeError:  # `puzzle-studio enumerate ... | head`: the reader has enough
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return EXIT_SOLVED
    build_parser().print_help()
    return EXIT_BAD_INPUT
