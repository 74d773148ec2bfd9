"""Print a sheet: numbered puzzles with their answers, several to a page, as one PDF."""

from __future__ import annotations

from collections.abc import Generator, Iterable
from dataclasses import dataclass
from pathlib import Path

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.waffle.export import export_format
from studio.core.waffle.sheet import (
    Entry,
    EntrySpool,
    LeftOut,
    SheetOptions,
    iter_sheet_pages,
    left_out_fact,
)
from studio.render.files import iter_sheet
from studio.render.sheet_text import sheet_subject


@dataclass(frozen=True)
class SheetPage:
    """Page `done` is written (the puzzles are all answered by then)."""

    done: int


@dataclass(frozen=True)
class SheetWritten:
    out: Path
    puzzles: int
    pages: int
    left_out: tuple[LeftOut, ...]  # the puzzles with no answer to print, and why (core/waffle/sheet.py: entries_for)


def print_sheet(
    items: Iterable[Entry | LeftOut], options: SheetOptions, out: Path, chosen: str | None = None
) -> Generator[SheetPage, None, SheetWritten]:
    """The entries that have an answer on the sheet's pages, written to `out` page by page;
    the puzzles left out are named in the result. `items` may be a lazy `entries_for`: they
    are answered one at a time and kept on disk, so a sheet of any length fits in memory.
    The file's name is checked here, before the stream starts: a sheet is a PDF."""
    export_format(out, chosen, one_file=True, sheet=True)
    return _print(items, options, out)


def _print(
    items: Iterable[Entry | LeftOut], options: SheetOptions, out: Path
) -> Generator[SheetPage, None, SheetWritten]:
    left_out: list[LeftOut] = []
    with EntrySpool() as entries:
        for item in items:
            if isinstance(item, LeftOut):
                left_out.append(item)
            else:
                entries.append(item)
        if left_out and not entries:  # the reasons, not only "no puzzles"
            raise PuzzleError(fact(Code.NO_PUZZLES_FOR_SHEET, left_out=left_out_fact(left_out)))
        pages = iter_sheet_pages(entries, options)
        subject = sheet_subject(len(entries), options.answers, options.pages)
        count = 0
        for count in iter_sheet(pages, out, options.card.style, options.author, subject):
            yield SheetPage(count)
        return SheetWritten(out, len(entries), count, tuple(left_out))
