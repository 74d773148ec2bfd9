"""The one exception type users see: a message, and where the problem is."""

from __future__ import annotations


class PuzzleError(ValueError):
    """Bad input the user can fix. `str()` is a one-line message naming line/column or slot."""

    def __init__(
        self, message: str, line: int | None = None, column: int | None = None, source: str | None = None
    ) -> None:
        self.message = message
        self.line = line
        self.column = column
        self.source = source
        super().__init__(str(self))

    def __reduce__(self) -> tuple[type[PuzzleError], tuple[str, int | None, int | None, str | None]]:
        """Errors cross process boundaries (worker processes) with their kind, line and column."""
        return type(self), (self.message, self.line, self.column, self.source)

    def adding(self, hint: str) -> PuzzleError:
        """The same error with a hint after its message (what the CLI offers to do about it)."""
        return PuzzleError(f"{self.message}; {hint}", self.line, self.column, self.source)

    @property
    def place(self) -> str:
        """'line 3, column 2', 'line 3', or '' where the error has no position."""
        where = [] if self.line is None else [f"line {self.line}"]
        return ", ".join(where + ([] if self.column is None else [f"column {self.column}"]))

    def __str__(self) -> str:
        where = ", ".join(part for part in (self.source, self.place) if part)
        return f"{where}: {self.message}" if where else self.message


class WriteError(PuzzleError):
    """A file could not be written (no room, no permission, read-only): the input was
    fine, the disk was not, so the CLI exits with its I/O code rather than bad input's."""


class ClusterLost(PuzzleError):
    """The Dask cluster went away mid-search: its scheduler stopped, or no worker is left.
    Neither the input nor the disk is at fault, so the CLI exits with its own code; what
    a checkpoint recorded stays, and a rerun on a cluster started again resumes from it."""
