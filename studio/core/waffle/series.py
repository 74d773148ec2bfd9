"""A series: puzzles published one a day (or a week) from a start date, in a difficulty
ramp, with no answer word twice across the series.

The ramp orders puzzles by `quality.series_difficulty`: "rising" gives the n-th date the
n-th easiest puzzle; "weekday" gives Mondays the easiest and Sundays the hardest (the
dates sorted by weekday, then date, take the puzzles from easiest to hardest), the way
newspapers grade a week; "given" keeps the order the puzzles came in.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.text import text_fault

Every = Literal["day", "week"]
Ramp = Literal["rising", "weekday", "given"]
EVERY: tuple[Every, ...] = ("day", "week")
RAMPS: tuple[Ramp, ...] = ("rising", "weekday", "given")
STEP_DAYS: dict[Every, int] = {"day": 1, "week": 7}
MAX_NAME = 24  # characters of a series' name: it heads the page and starts every share line


@dataclass(frozen=True)
class Day:
    """One published puzzle: its `number` in the series (1, 2, ...), its `date`, and the
    `index` of its puzzle in the list the series was made from."""

    number: int
    date: dt.date
    index: int


def parse_date(text: str) -> dt.date:
    """A start date written YYYY-MM-DD; PuzzleError naming what is wrong with it."""
    try:
        return dt.date.fromisoformat(text.strip())
    except ValueError:
        raise PuzzleError(fact(Code.START_DATE, text=text.strip())) from None


def check_name(name: str) -> str:
    """The series' name, trimmed; PuzzleError if it is empty, too long, or holds what no page can carry."""
    name = name.strip()
    if not name:
        raise PuzzleError(fact(Code.SERIES_NO_NAME))
    if len(name) > MAX_NAME:
        raise PuzzleError(fact(Code.SERIES_NAME_LONG, length=len(name), most=MAX_NAME))
    fault = text_fault(name)
    if fault is not None:
        raise PuzzleError(fact(Code.SERIES_NAME_HOLDS, fault=fault))
    return name


def schedule(scores: Sequence[float], start: dt.date, every: Every = "day", ramp: Ramp = "rising") -> tuple[Day, ...]:
    """The series' days, in date order: one a day (or a week) from `start`, each given a
    puzzle by the ramp over the puzzles' `scores` (ties keep the given order)."""
    if every not in STEP_DAYS:
        raise PuzzleError(fact(Code.SERIES_EVERY, every=every, choices=EVERY))
    if ramp not in RAMPS:
        raise PuzzleError(fact(Code.SERIES_RAMP, ramp=ramp, choices=RAMPS))
    dates = [start + dt.timedelta(days=STEP_DAYS[every] * k) for k in range(len(scores))]
    easiest_first = sorted(range(len(scores)), key=lambda i: scores[i]) if ramp != "given" else list(range(len(scores)))
    slots = sorted(range(len(dates)), key=lambda k: (dates[k].weekday(), k)) if ramp == "weekday" else range(len(dates))
    index_of = dict(zip(slots, easiest_first))
    return tuple(Day(k + 1, dates[k], index_of[k]) for k in range(len(dates)))


@dataclass(frozen=True)
class RepeatedWord:
    """A word two puzzles of a series both use (by their place in the list, from 0)."""

    word: str
    first: int
    second: int


def repeated_word(words_of: Sequence[Sequence[str]]) -> RepeatedWord | None:
    """The first word that a later puzzle uses again, or None when every word is new."""
    seen: dict[str, int] = {}
    for index, words in enumerate(words_of):
        for word in words:
            if seen.get(word, index) != index:
                return RepeatedWord(word, seen[word], index)
            seen[word] = index
    return None
