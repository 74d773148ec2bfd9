"""`puzzle-studio`: the studio's window with no arguments, its operations without one.

Exit codes (studio/cli/exits.py): 0 done, 1 no solution or nothing found, 2 bad input
or usage, 3 a file could not be written, 69 the window's system libraries are missing,
70 an internal error, 130 interrupted; every failure is one line on stderr.
Qt is imported only to open the window, so the commands start fast anywhere.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from importlib import import_module
from types import SimpleNamespace as Namespace

from studio.cli.exits import Exit
from studio.core.errors import PuzzleError, WriteError

TYPE_CHECKING = False  # not typing's: importing typing is a tenth of a one-puzzle solve's start
if TYPE_CHECKING:
    from typing import Any

# each command, in the order --help lists them, and the module of studio.cli that adds its parser
COMMANDS = {
    "solve": "waffle",
    "read": "waffle",
    "generate": "waffle",
    "enumerate": "waffle",
    "export": "waffle",
    "share": "waffle",
    "wordsets": "wordsets",
    "letterboxed": "letterboxed",
    "wordle": "wordle",
}


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or (argv[0] not in COMMANDS and argv[0] not in ("-h", "--help", "--version")):
        from studio.cli.parsers import build_window_parser

        window_args = build_window_parser().parse_args(argv)

        def open_window() -> int:
            from studio.core.xcb import missing_for_window

            if missing := missing_for_window(os.environ):
                print(f"puzzle-studio: {missing_text(missing)}", file=sys.stderr)
                return Exit.MISSING_LIBRARIES
            from studio.gui.app import run

            return run(window_args.file, window_args.screenshot)

        return guarded(open_window)
    args: Any = quick_args(argv)
    if args is None:
        from studio.cli.parsers import build_parser

        wanted = [argv[0]] if argv[0] in COMMANDS else [] if argv[0] == "--version" else list(COMMANDS)
        args = build_parser(wanted).parse_args(argv)
    if args.command in COMMANDS:
        # numpy's OpenBLAS starts a thread per core on import, and those threads spin: about
        # 50 ms of CPU for each command. The commands' arrays are small; one thread does.
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
        return guarded(lambda: args.run(args))
    from studio.cli.parsers import build_parser

    build_parser().print_help()
    return Exit.BAD_INPUT


def missing_text(missing: dict[str, str]) -> str:
    """One line: what is missing, and the apt line that installs it (Qt's own message,
    had it started, would blame libxcb-cursor0 and abort)."""
    them = "it" if len(missing) == 1 else "them"
    return (
        f"the window cannot start: Qt's X11 platform needs {', '.join(missing)}, missing here; "
        f"install {them} with: sudo apt-get install {' '.join(dict.fromkeys(missing.values()))}"
    )


def quick_args(argv: list[str]) -> Namespace | None:
    """The arguments of a command's plain form (quick.py), read from the options its parser
    is built from, or None for argparse to read: argparse's import and its parser's set-up
    take longer than a one-puzzle solve's work."""
    quick = (
        getattr(import_module(f"studio.cli.{COMMANDS[argv[0]]}"), "QUICK", {}).get(argv[0])
        if argv[0] in COMMANDS
        else None
    )
    if quick is None:
        return None
    from studio.cli.quick import quick_parse

    options, run = quick
    found = quick_parse(options, argv[1:])
    return None if found is None else Namespace(command=argv[0], **found, run=run)


def guarded(run: Callable[[], int]) -> int:
    """Every way a command can end as an exit code (exits.py) and at most one line on
    stderr: never a traceback, and never 1 (no solution) for a failure."""
    try:
        code = run()
        sys.stdout.flush()  # a full disk under `> file` is an I/O failure, not a message at exit
        return code
    except WriteError as err:
        print(f"puzzle-studio: {err}", file=sys.stderr)
        return Exit.IO_FAILURE
    except PuzzleError as err:
        print(f"puzzle-studio: {err}", file=sys.stderr)
        return Exit.BAD_INPUT
    except KeyboardInterrupt:
        return Exit.INTERRUPTED
    except BrokenPipeError:  # `puzzle-studio enumerate ... | head`: the reader has enough
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return Exit.DONE
    except OSError as err:
        where = f"{err.filename}: " if err.filename else ""
        print(f"puzzle-studio: {where}input/output failed: {err.strerror or err}", file=sys.stderr)
        return Exit.IO_FAILURE
    except Exception as err:  # the last resort: a bug of ours
        print(
            f"puzzle-studio: internal error ({type(err).__name__}: {err}); "
            "please report it with the command that caused it",
            file=sys.stderr,
        )
        return Exit.INTERNAL_ERROR
