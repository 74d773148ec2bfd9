"""A playable web page: the puzzles that have a solution on one self-contained page that
plays them in any browser, offline (render/webpage.py); a puzzle without one is left out
and named, and a page with none to play is refused. A series goes on a daily page instead
(render/dailypage.py): a puzzle a day by the reader's date, in a difficulty ramp."""

from __future__ import annotations

import datetime as dt
from collections.abc import Generator, Iterable
from dataclasses import dataclass, replace
from pathlib import Path

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.text import text_fault
from studio.core.waffle.quality import series_difficulty
from studio.core.waffle.series import Day, Ramp, check_name, repeated_word, schedule
from studio.core.waffle.sheet import Entry, LeftOut, left_out_fact, split_entries
from studio.core.words import WordList, default_words
from studio.render.dailypage import DailyOptions, write_daily_page
from studio.render.webpage import check_count, write_web_page


@dataclass(frozen=True)
class WebPage:
    """`puzzles` playable on the page at `out`; `left_out` the puzzles with no solution to
    play, and why (core/waffle/sheet.py: entries_for)."""

    out: Path
    puzzles: int
    left_out: tuple[LeftOut, ...]


def write_web(items: Iterable[Entry | LeftOut], out: Path, title: str = "") -> Generator[int, None, WebPage]:
    """The entries of `items` on one page at `out`, under `title` (empty: the one puzzle's
    own title, or "Waffle"), yielding how many items are answered so far. `items` may be a
    lazy `entries_for`: each puzzle is solved (for the page's colours) as the stream runs.

    The title is checked here, before the stream starts: PuzzleError naming what in it no
    page can carry. A stream that finds no puzzle to play raises PuzzleError naming each
    puzzle left out and why."""
    fault = text_fault(title)
    if fault is not None:
        raise PuzzleError(fact(Code.TITLE_HOLDS, share_code=False, fault=fault))
    return _write(items, out, title)


def _write(items: Iterable[Entry | LeftOut], out: Path, title: str) -> Generator[int, None, WebPage]:
    answered: list[Entry | LeftOut] = []
    for item in items:
        answered.append(item)
        yield len(answered)
    entries, left_out = playable(answered)
    write_web_page(entries, out, title)
    return WebPage(out, len(entries), tuple(left_out))


def playable(answered: list[Entry | LeftOut]) -> tuple[list[Entry], list[LeftOut]]:
    """The entries to play and the puzzles left out; PuzzleError when there is none to play."""
    entries, left_out = split_entries(answered)
    if not entries:
        raise PuzzleError(fact(Code.NOTHING_TO_PLAY, left_out=left_out_fact(left_out)))
    return entries, left_out


@dataclass(frozen=True)
class DailyPage:
    """A series on a daily page at `out`: its `days` (puzzle, number and date), the puzzles
    `left_out` (no solution), and each day's `scores` (quality.series_difficulty, by day)."""

    out: Path
    days: tuple[Day, ...]
    scores: tuple[float, ...]
    left_out: tuple[LeftOut, ...]

    def days_before_start(self, today: dt.date) -> int:
        """How long, from `today`, before the first puzzle comes out (0: it is out)."""
        return max(0, (self.days[0].date - today).days)


def write_daily(
    items: Iterable[Entry | LeftOut],
    out: Path,
    options: DailyOptions,
    start: dt.date,
    ramp: Ramp = "rising",
    words: WordList | None = None,
) -> Generator[int, None, DailyPage]:
    """The entries of `items` as a series on one daily page at `out`, one every
    `options.every` from `start`, in the `ramp`'s order, yielding how many items are
    answered so far. `words`: the list the difficulty counts candidates in (None: the
    built-in broad tier of the puzzles' language).

    Checked before the stream: the series' name (PuzzleError). As it ends: PuzzleError
    when no puzzle has a solution, or naming a word two puzzles both use."""
    series = check_name(options.series)
    return _write_daily(items, out, replace(options, series=series), start, ramp, words)


def _write_daily(
    items: Iterable[Entry | LeftOut],
    out: Path,
    options: DailyOptions,
    start: dt.date,
    ramp: Ramp,
    words: WordList | None,
) -> Generator[int, None, DailyPage]:
    answered: list[Entry | LeftOut] = []
    for item in items:
        answered.append(item)
        yield len(answered)
    entries, left_out = playable(answered)
    check_count(len(entries))
    solved = [entry.puzzle.with_changes(solution=entry.answer.solution) for entry in entries if entry.answer]
    repeated = repeated_word([p.shape.words(p.solution or "") for p in solved])
    if repeated is not None:
        first, second = (entries[k].name for k in (repeated.first, repeated.second))
        raise PuzzleError(
            fact(
                Code.WORD_REPEATED,
                first=first,
                second=second,
                first_number=repeated.first + 1,
                second_number=repeated.second + 1,
                word=repeated.word,
            )
        )
    scores = [series_difficulty(p, words or default_words("broad", lang=p.lang)) for p in solved]
    days = schedule(scores, start, options.every, ramp)
    write_daily_page(entries, days, options, out)
    return DailyPage(out, days, tuple(scores[day.index] for day in days), tuple(left_out))
