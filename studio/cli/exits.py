"""Exit codes, the same for every command (the README's exit codes)."""

from enum import IntEnum

from studio.language import translate


class Exit(IntEnum):
    DONE = 0  # the work is done: solved, written, listed
    NOTHING_FOUND = 1  # the input was fine and there is no solution, or nothing matched
    BAD_INPUT = 2  # bad input or usage: a one-line message names the file, line and column
    IO_FAILURE = 3  # a file could not be written (full disk, no permission, read-only); nothing was replaced
    WINDOW_CANNOT_START = 69  # no display, or system libraries the window needs are missing (sysexits' EX_UNAVAILABLE)
    INTERNAL_ERROR = 70  # a bug in the studio (sysexits' EX_SOFTWARE): one line, and please report it
    CLUSTER_LOST = 75  # the Dask scheduler or every worker was lost mid-search (sysexits' EX_TEMPFAIL)
    INTERRUPTED = 130  # stopped with Ctrl+C (128 + SIGINT, as shells report it)
    TERMINATED = 143  # stopped with SIGTERM (kill, a service manager): 128 + SIGTERM, cleaned up first


def help_text() -> str:
    """The exit codes as every command's --help ends, in the user's language."""
    return translate(
        "Command line",
        "exit codes: 0 done, 1 no solution or nothing found, 2 bad input or usage, 3 a file could not be "
        "written, 69 the window cannot start here, 70 an internal error (please report it), "
        "75 the Dask cluster was lost mid-search (its scheduler, or every worker), 130 interrupted, 143 terminated",
    )
