"""The argparse parsers of the command line, imported only when a command's plain form
(quick.py) cannot read the arguments, or for help, usage errors and the window's options."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterable
from importlib import import_module

import studio.cli
from studio import __version__
from studio.cli import COMMANDS, exits

TYPE_CHECKING = False  # not typing's: importing typing is a tenth of a one-puzzle solve's start
if TYPE_CHECKING:
    from typing import Any


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
    parser = _Parser(prog="puzzle-studio", description=(studio.cli.__doc__ or "").splitlines()[0], epilog=exits.HELP)
    parser.add_argument("--version", action="version", version=f"puzzle-studio {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in names:
        import_module(f"studio.cli.{COMMANDS[name]}").PARSERS[name](commands)
    for command in commands.choices.values():
        command.epilog = exits.HELP
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
