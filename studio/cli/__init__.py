"""`puzzle-studio`: the studio's window with no arguments, its operations without one.

Exit codes (studio/cli/exits.py): 0 done, 1 no solution or nothing found, 2 bad input
or usage, 3 a file could not be written, 70 an internal error, 130 interrupted; every
failure is one line on stderr.
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
        return guarded_from_sigterm(lambda: args.run(args))
    from studio.cli.parsers import build_parser

    build_parser().print_help()
    return Exit.BAD_INPUT


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


class Terminated(BaseException):
    """SIGTERM, raised where the command is, so that its `finally` blocks run: worker
    processes ended, spool folders and temporary files removed (left to the default
    action, SIGTERM ends the process on the spot and its workers report to nobody)."""


def guarded_from_sigterm(run: Callable[[], int]) -> int:
    """`guarded(run)` with SIGTERM raised as `Terminated` while it runs (on the main
    thread only: elsewhere Python cannot take a signal), the handler before it restored after."""
    import signal

    def stop(signum: int, frame: object) -> None:
        raise Terminated

    try:
        previous = signal.signal(signal.SIGTERM, stop)
    except ValueError:  # not the main thread: a test calling main()
        return guarded(run)
    try:
        return guarded(run)
    finally:
        signal.signal(signal.SIGTERM, previous)


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
    except Terminated:
        return Exit.TERMINATED
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
