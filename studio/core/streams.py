"""Long jobs as streams: a generator that yields progress reports and returns its result.

Every long search in the core has this one shape, so every caller handles it the same
way: the CLI prints the reports, the window shows them from a worker thread (each
report is also where a cancel takes effect), and a caller that wants only the result
hands the stream to `finish`.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import TypeVar

P = TypeVar("P")
R = TypeVar("R")


@dataclass(frozen=True)
class Progress:
    """`done` of `total` steps: the report of a job whose progress is only a count."""

    done: int
    total: int


def _ignore(_report: object) -> None:
    pass


def finish(stream: Generator[P, None, R], each: Callable[[P], object] = _ignore) -> R:
    """Runs `stream` to its end and returns its result, handing each report to `each`.

    The one place that catches StopIteration for its value: a copy of this loop in
    each caller had drifted (a report lost here, a check missed there)."""
    while True:
        try:
            report = next(stream)
        except StopIteration as end:
            result: R = end.value
            return result
        each(report)
