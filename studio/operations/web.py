"""A playable web page: the puzzles that have a solution on one self-contained page that
plays them in any browser, offline (render/webpage.py); a puzzle without one is left out
and named, and a page with none to play is refused."""

from __future__ import annotations

from collections.abc import Generator, Iterable
from dataclasses import dataclass
from pathlib import Path

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.text import text_fault
from studio.core.waffle.sheet import Entry, LeftOut, left_out_fact, split_entries
from studio.render.webpage import write_web_page


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
    entries, left_out = split_entries(answered)
    if not entries:
        raise PuzzleError(fact(Code.NOTHING_TO_PLAY, left_out=left_out_fact(left_out)))
    write_web_page(entries, out, title)
    return WebPage(out, len(entries), tuple(left_out))
