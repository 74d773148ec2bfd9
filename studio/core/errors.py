"""The one exception type users see: a fact (studio/core/facts.py), and where the problem is.

The core states the fact; a front end phrases it. `str()` phrases it in the current
language once studio.language is imported (every front end imports it: it hands its
phrasing to `phrase_errors_with`); before that, as its code and fields."""

from __future__ import annotations

from collections.abc import Callable

from studio.core.facts import Code, Fact, fact


class PuzzleError(ValueError):
    """Bad input the user can fix: a fact, and the line/column and file it is in."""

    def __init__(
        self, what: Fact | str, line: int | None = None, column: int | None = None, source: str | None = None
    ) -> None:
        self.fact = what if isinstance(what, Fact) else fact(Code.TEXT, text=what)
        self.line = line
        self.column = column
        self.source = source
        super().__init__(self.fact, line, column, source)

    def __reduce__(self) -> tuple[type[PuzzleError], tuple[Fact, int | None, int | None, str | None]]:
        """Errors cross process boundaries (worker processes) with their kind, fact and place."""
        return type(self), (self.fact, self.line, self.column, self.source)

    @property
    def code(self) -> Code:
        return self.fact.code

    @property
    def message(self) -> str:
        """The fact phrased, without its place."""
        return _phrase_fact(self.fact)

    def adding(self, hint: str) -> PuzzleError:
        """The same error with a hint after it, already phrased (what the CLI offers to do about it)."""
        return type(self)(fact(Code.WITH_HINT, why=self.fact, hint=hint), self.line, self.column, self.source)

    def to_json(self) -> dict[str, object]:
        """The error as the command line's JSON gives it: code, fields and place, in no language."""
        place = {"line": self.line, "column": self.column, "source": self.source}
        return {**self.fact.to_json(), **{k: v for k, v in place.items() if v is not None}}

    def __str__(self) -> str:
        return _phrase_error(self)


class WriteError(PuzzleError):
    """A file could not be written (no room, no permission, read-only): the input was
    fine, the disk was not, so the CLI exits with its I/O code rather than bad input's."""


class ClusterLost(PuzzleError):
    """The Dask cluster went away mid-search: its scheduler stopped, or no worker is left.
    Neither the input nor the disk is at fault, so the CLI exits with its own code; what
    a checkpoint recorded stays, and a rerun on a cluster started again resumes from it."""


def _plain_fact(what: Fact) -> str:
    """Before a front end hands its phrasing over: the code and fields (a text as itself)."""
    if what.code is Code.TEXT:
        return what.text("text")
    return f"{what.code.value}({', '.join(f'{k}={v!r}' for k, v in what.fields)})"


def _plain_error(err: PuzzleError) -> str:
    where = ", ".join(str(part) for part in (err.source, err.line, err.column) if part is not None)
    return f"{where}: {_plain_fact(err.fact)}" if where else _plain_fact(err.fact)


_phrase_fact: Callable[[Fact], str] = _plain_fact
_phrase_error: Callable[[PuzzleError], str] = _plain_error


def phrase_errors_with(phrase_fact: Callable[[Fact], str], phrase_error: Callable[[PuzzleError], str]) -> None:
    """A front end's phrasing (studio.language.facts), for `str()` and `message` from now on."""
    global _phrase_fact, _phrase_error
    _phrase_fact, _phrase_error = phrase_fact, phrase_error
