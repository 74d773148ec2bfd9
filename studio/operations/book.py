"""A print-on-demand book: the puzzles that have an answer, in sections from easy to hard,
with a title page, the contents and the answer key, as one PDF of the size the printer asks
(core/waffle/book.py). A puzzle without an answer is left out and named; a book with none
is refused, naming each."""

from __future__ import annotations

from collections.abc import Generator, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.text import text_fault
from studio.core.waffle.book import BookOptions, BookPlan, iter_book_pages, plan_book, sections_of
from studio.core.waffle.export import export_format
from studio.core.waffle.quality import difficulty
from studio.core.waffle.sheet import Entry, EntrySpool, LeftOut, left_out_fact
from studio.core.words import WordList, default_words
from studio.render.book import iter_book


@dataclass(frozen=True)
class BookStep:
    """`done` of `total` puzzles answered and scored ("puzzles"; total 0: not known yet),
    or pages written ("pages")."""

    stage: Literal["puzzles", "pages"]
    done: int
    total: int


@dataclass(frozen=True)
class BookWritten:
    out: Path
    puzzles: int
    pages: int
    plan: BookPlan  # where each section and the answers start
    left_out: tuple[LeftOut, ...]  # the puzzles with no answer to print, and why


def write_book(
    items: Iterable[Entry | LeftOut], options: BookOptions, out: Path, words: WordList | None = None
) -> Generator[BookStep, None, BookWritten]:
    """The entries of `items` (a lazy `entries_for` is answered one at a time and kept on
    disk: a book of any length fits in memory) scored with `words` (None: the built-in list
    of each puzzle's language), sorted easiest first and written to `out` page by page.
    The file's name and the texts are checked here, before the stream starts."""
    export_format(out, None, one_file=True, sheet=True)
    for text in (options.title, options.subtitle, options.author):
        fault = text_fault(text)
        if fault is not None:
            raise PuzzleError(f"{text[:40]!r} holds {fault}")
    return _write(items, options, out, words)


def _write(
    items: Iterable[Entry | LeftOut], options: BookOptions, out: Path, words: WordList | None
) -> Generator[BookStep, None, BookWritten]:
    left_out: list[LeftOut] = []
    scores: list[float] = []
    most_swaps = 0
    lists: dict[str, WordList] = {}
    with EntrySpool() as spool:
        for item in items:
            if isinstance(item, LeftOut):
                left_out.append(item)
                continue
            lang = item.puzzle.lang
            scored_by = words or lists.setdefault(lang, default_words(lang=lang))
            scores.append(difficulty(item.puzzle, scored_by))
            most_swaps = max(most_swaps, len(item.answer.swaps) if item.answer else 0)
            spool.append(item)
            yield BookStep("puzzles", len(spool), 0)
        if not spool:
            raise PuzzleError(fact(Code.NO_PUZZLES_FOR_BOOK, left_out=left_out_fact(left_out)))
        order, sections = sections_of(scores)
        plan = plan_book(sections, options, most_swaps)
        pages = iter_book_pages(lambda: spool.in_order(order), plan, options)
        for done in iter_book(pages, out, options, len(spool)):
            yield BookStep("pages", done, plan.pages)
        return BookWritten(out, len(spool), plan.pages, plan, tuple(left_out))
