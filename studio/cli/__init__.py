"""`puzzle-studio`: the studio's window with no arguments, its operations without one.

Exit codes (studio/cli/exits.py): 0 done, 1 no solution or nothing found, 2 bad input
or usage, 3 a file could not be written, 69 the window's system libraries are missing,
70 an internal error, 75 the Dask cluster was lost, 130 interrupted, 143 terminated;
every failure is one line on stderr.
Qt is imported only to open the window, so the commands start fast anywhere.
"""

from __future__ import annotations

import argparse
import os
import sys
import textwrap
from collections.abc import Callable, Iterable, Sequence
from importlib import import_module

from studio import __version__, language
from studio.cli import arguments, exits
from studio.cli.exits import Exit
from studio.core.errors import ClusterLost, PuzzleError, WriteError

# each command, in the order --help lists them, and the module of studio.cli that adds its parser
COMMANDS = {
    "solve": "waffle",
    "read": "waffle",
    "generate": "waffle",
    "fill": "waffle",
    "enumerate": "waffle",
    "export": "waffle",
    "share": "waffle",
    "review": "waffle",
    "results": "waffle",
    "wordsets": "wordsets",
    "letterboxed": "letterboxed",
    "wordle": "wordle",
    "define": "define",
}


def build_parser(names: Iterable[str] = COMMANDS) -> argparse.ArgumentParser:
    """The parser with the named commands only: a command imports its own module, not
    every command's (the Wordle and Letter Boxed ones need none of the Waffle code)."""
    parser = argparse.ArgumentParser(
        prog="puzzle-studio",
        description=language.translate(
            "Command line", "`puzzle-studio`: the studio's window with no arguments, its operations without one."
        ),
        epilog=exits.help_text(),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"puzzle-studio {__version__}",
        help=language.translate("Command line", "show the version number and exit"),
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in names:
        import_module(f"studio.cli.{COMMANDS[name]}").PARSERS[name](commands)
    for command in every_parser(parser)[1:]:  # each subcommand's too (`wordle suggest --help`)
        exit_codes = exits.help_text()
        command.epilog = f"{command.epilog}\n\n{textwrap.fill(exit_codes)}" if command.epilog else exit_codes
    return parser


def every_parser(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    """`parser` and, depth first, every command and subcommand under it."""
    found = [parser]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for command in action.choices.values():
                found.extend(every_parser(command))
    return found


def build_window_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="puzzle-studio",
        description=language.translate("Command line", "Open the studio window."),
        epilog=language.translate("Command line", "Commands: puzzle-studio solve --help"),
    )
    parser.add_argument(
        "file", nargs="?", metavar="FILE", help=language.translate("Command line", "a puzzle to open (.json or .txt)")
    )
    parser.add_argument(
        "--screenshot",
        metavar="OUT.png",
        help=language.translate("Command line", "render the window at 1280x800 to a PNG (works offscreen) and exit"),
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    language.use(language.from_environment(os.environ))  # gettext's convention: LANG=C is English
    arguments.speak_argparse()  # before any parser is built: its section titles are set then
    if not argv or (argv[0] not in COMMANDS and argv[0] not in ("-h", "--help", "--version")):
        window_args = build_window_parser().parse_args(argv)

        def open_window() -> int:
            from studio.core.xcb import lacks_display, missing_for_window

            if window_args.screenshot and lacks_display(os.environ):
                os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a screenshot is drawn offscreen anyway
            if missing := missing_for_window(os.environ):
                print(f"puzzle-studio: {missing_text(missing)}", file=sys.stderr)
                return Exit.WINDOW_CANNOT_START
            if lacks_display(os.environ):
                print(
                    "puzzle-studio: "
                    + language.translate(
                        "Command line",
                        "the window cannot start: there is no display here (DISPLAY is not set); "
                        "start it from a desktop session, or use the commands (puzzle-studio --help)",
                    ),
                    file=sys.stderr,
                )
                return Exit.WINDOW_CANNOT_START
            from studio.gui.app import run

            return run(window_args.file, window_args.screenshot)

        return guarded(open_window)
    wanted = [argv[0]] if argv[0] in COMMANDS else [] if argv[0] == "--version" else list(COMMANDS)
    args = build_parser(wanted).parse_args(argv)
    if args.command in COMMANDS:
        # numpy's OpenBLAS starts a thread per core on import, and those threads spin: about
        # 50 ms of CPU for each command. The commands' arrays are small; one thread does.
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
        return guarded_from_sigterm(lambda: args.run(args))
    build_parser().print_help()
    return Exit.BAD_INPUT


def missing_text(missing: dict[str, str]) -> str:
    """One line: what is missing, and the apt line that installs it (Qt's own message,
    had it started, would blame libxcb-cursor0 and abort)."""
    text = language.translate(
        "Command line",
        "the window cannot start: Qt's X11 platform needs %1, missing here; install with: sudo apt-get install %2",
    )
    return text.replace("%1", ", ".join(missing)).replace("%2", " ".join(dict.fromkeys(missing.values())))


class Terminated(BaseException):
    """SIGTERM, raised where the command is, so that its `finally` blocks run: worker
    processes ended, spool folders and temporary files removed (left to the default
    action, SIGTERM ends the process on the spot and its workers report to nobody)."""


def guarded_from_sigterm(run: Callable[[], int]) -> int:
    """`guarded(run)` with SIGTERM raised as `Terminated` while it runs (on the main
    thread only: elsewhere Python cannot take a signal), the handler before it restored after."""
    import signal

    asked: list[int] = []

    def stop(signum: int, frame: object) -> None:
        asked.append(signum)
        raise Terminated

    def run_until_asked() -> int:
        try:
            return run()
        except Exception:
            if asked:  # `Terminated` raised inside an import comes back as that import's error (numpy's ImportError)
                raise Terminated from None
            raise

    try:
        previous = signal.signal(signal.SIGTERM, stop)
    except ValueError:  # not the main thread: a test calling main()
        return guarded(run)
    try:
        return guarded(run_until_asked)
    finally:
        signal.signal(signal.SIGTERM, previous)


def guarded(run: Callable[[], int]) -> int:
    """Every way a command can end as an exit code (exits.py) and at most one line on
    stderr: never a traceback, and never 1 (no solution) for a failure."""
    try:
        code = run()
        sys.stdout.flush()  # a full disk under `> file` is an I/O failure, not a message at exit
        return code
    except ClusterLost as err:
        print(f"puzzle-studio: {err}", file=sys.stderr)
        return Exit.CLUSTER_LOST
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
        failed = language.translate("Command line", "input/output failed: %1").replace("%1", str(err.strerror or err))
        print(f"puzzle-studio: {where}{failed}", file=sys.stderr)
        return Exit.IO_FAILURE
    except Exception as err:  # the last resort: a bug of ours
        bug = language.translate(
            "Command line", "internal error (%1); please report it with the command that caused it"
        ).replace("%1", f"{type(err).__name__}: {err}")
        print(f"puzzle-studio: {bug}", file=sys.stderr)
        return Exit.INTERNAL_ERROR
