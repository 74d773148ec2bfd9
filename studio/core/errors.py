"""The one exception type users see: a message, and where the problem is."""

from __future__ import annotations


class PuzzleError(ValueError):
    """Bad input the user can fix. `str()` is a one-line message naming line/column or slot."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None,
                 source: str | None = None) -> None:
        self.message = message
        self.line = line
        self.column = column
        self.source = source
        super().__init__(str(self))

    def __reduce__(self):
        """Errors cross process boundaries (worker processes) with their line and column."""
        return PuzzleError, (self.message, self.line, self.column, self.source)

    def __str__(self) -> str:
        where = []
        if self.source:
            where.append(self.source)
        if self.line is not None:
            where.append(f"line {self.line}")
        if self.column is not None:
            where.append(f"column {self.column}")
        return f"{', '.join(where)}: {self.message}" if where else self.message
