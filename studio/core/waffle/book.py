"""A print-on-demand book of puzzles, laid out in millimetres: a title page, the contents,
the puzzles in sections from easy to hard, and the answer key at the back.

Sizes follow Amazon KDP's paperback rules (its "Set trim size, bleed, and margins" page):
* trim: the page as the reader holds it; KDP lists A4 and A5 in inches (8.27 x 11.69,
  5.83 x 8.27), and those are the sizes its checker asks for, so `TRIMS` says them so.
* bleed (0.125 in, optional): the page is 0.125 in wider (the outside edge only: the inside
  edge is bound) and 0.25 in taller (top and bottom) than the trim. On a right-hand (odd,
  recto) page the bleed is on the right; on a left-hand (even, verso) page, on the left.
* margins mirror: the inside one (the gutter) is wider, and grows with the page count
  (`gutter`); the outside, top and bottom ones are at least 0.25 in, 0.375 in with bleed.

Pages: 1 the title page, 2 the contents, then each section's puzzles from a new page,
then the answers from a new page; no blank pages. Sections are the studio's difficulty
score (core/waffle/quality.py: `difficulty`) cut in thirds by rank (`sections_of`), and
the puzzles are numbered in book order, easiest first.

The layouts hold facts (sections, page and puzzle numbers); the renderer phrases them
(studio/render/book.py). A book is laid out a page at a time (`iter_book_pages`), its
entries read from an `EntrySpool`, so its memory does not grow with the puzzles' count.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from itertools import islice
from typing import Literal

from studio.core.errors import PuzzleError
from studio.core.waffle.sheet import GRIDS, Card, CardOptions, Entry, PageKind, Rect, page_cards

Trim = Literal["6x9", "8.5x11", "a4", "a5"]
Section = Literal["easy", "medium", "hard"]
Part = Literal["easy", "medium", "hard", "answers"]  # what a contents line or a running head names
SECTIONS: tuple[Section, ...] = ("easy", "medium", "hard")
INCH = 25.4  # mm
TRIMS: dict[Trim, tuple[float, float]] = {  # width, height in inches, as KDP lists them
    "6x9": (6.0, 9.0),
    "8.5x11": (8.5, 11.0),
    "a4": (8.27, 11.69),
    "a5": (5.83, 8.27),
}
# answers a page: (when every swap list is short, when one is long); a long list (a deluxe's 20
# swaps) prints in three columns, at 4 a page on a 6x9 too small to read (about 4 pt)
ANSWERS_PER_PAGE: dict[Trim, tuple[int, int]] = {"6x9": (4, 2), "8.5x11": (6, 4), "a4": (6, 4), "a5": (4, 2)}
SHORT_LIST = 14  # swaps: up to this many print in two columns (render/cards.py: _paint_lines)
BLEED = 0.125  # in, on the outside edge and at the top and bottom
GUTTERS = ((150, 0.375), (300, 0.5), (500, 0.625), (700, 0.75), (828, 0.875))  # KDP: up to N pages, inside in
KDP_PAGES = (24, GUTTERS[-1][0])  # the fewest and most pages of a KDP paperback (a longer book: the widest gutter)
OUTSIDE = 0.5  # in: outside, top and bottom margins (KDP's least: 0.25, 0.375 with bleed)
SAFETY = 0.125  # in past KDP's least gutter, so nothing sits right at the fold
HEADER, FOOTER = 7.0, 7.0  # mm: the running head's band and the page number's
BAND_GAP = 3.0  # mm between those bands and the cards
NUMBER_WIDTH = 16.0  # mm: the page number's box, at the outside corner


@dataclass(frozen=True, kw_only=True)
class BookOptions:
    trim: Trim = "6x9"
    bleed: bool = False
    title: str = "Waffle puzzles"
    subtitle: str = ""
    author: str = ""
    per_page: int = 1
    card: CardOptions = field(default_factory=CardOptions)

    def __post_init__(self) -> None:
        if self.trim not in TRIMS:
            raise PuzzleError(f"a book's trim is one of {', '.join(TRIMS)}, not {self.trim!r}")
        if self.per_page not in GRIDS:
            raise PuzzleError(f"a book holds {', '.join(map(str, GRIDS))} puzzles per page, not {self.per_page}")
        if self.card.content != "puzzle" or self.card.clues:
            raise PuzzleError("a book's puzzle pages show the puzzles: the answers are at the back")

    def answers_per_page(self, most_swaps: int) -> int:
        """Answers a page when the longest swap list has `most_swaps` swaps."""
        short, long = ANSWERS_PER_PAGE[self.trim]
        return short if most_swaps <= SHORT_LIST else long


def page_size(trim: Trim, bleed: bool) -> tuple[float, float]:
    """The PDF's page in inches: the trim, plus KDP's bleed (0.125 in across, 0.25 in down)."""
    width, height = TRIMS[trim]
    return (width + BLEED, height + 2 * BLEED) if bleed else (width, height)


def gutter(pages: int) -> float:
    """KDP's least inside margin in inches for a book of `pages` pages."""
    return next((inside for most, inside in GUTTERS if pages <= most), GUTTERS[-1][1])


@dataclass(frozen=True)
class Frame:
    """A page of the book: its number, its size (trim and bleed) in mm, where the trim
    lies on it and the content inside the mirrored margins."""

    number: int
    width: float
    height: float
    trim: Rect
    content: Rect

    @property
    def recto(self) -> bool:
        """A right-hand page: odd, its inside edge on the left."""
        return self.number % 2 == 1


def frame(number: int, options: BookOptions, pages: int) -> Frame:
    width, height = (side * INCH for side in page_size(options.trim, options.bleed))
    trim_w, trim_h = (side * INCH for side in TRIMS[options.trim])
    bleed = BLEED * INCH if options.bleed else 0.0
    recto = number % 2 == 1
    trim = Rect(0.0 if recto else bleed, bleed, trim_w, trim_h)
    inside, outside = (gutter(pages) + SAFETY) * INCH, OUTSIDE * INCH
    left = inside if recto else outside
    content = Rect(trim.x + left, trim.y + outside, trim_w - inside - outside, trim_h - 2 * outside)
    return Frame(number, width, height, trim, content)


# ---------------------------------------------------------------- sections and plan


def sections_of(scores: Sequence[float]) -> tuple[list[int], list[Section]]:
    """The puzzles' order in the book (easiest first, ties kept in the order given) and the
    section of each place: thirds by rank, the first third easy (one puzzle: easy; two:
    easy and medium)."""
    order = sorted(range(len(scores)), key=lambda k: scores[k])
    return order, [SECTIONS[3 * rank // len(scores)] for rank in range(len(scores))]


@dataclass(frozen=True)
class Run:
    """A part of the book: its puzzles (numbers first to last) from page `first_page` on."""

    part: Part
    first: int
    last: int
    first_page: int
    pages: int


@dataclass(frozen=True)
class BookPlan:
    runs: tuple[Run, ...]  # the sections that have puzzles, then the answers
    pages: int
    answers_per_page: int

    @property
    def printable(self) -> bool:
        """Whether KDP prints a paperback of this many pages (the file is written anyway:
        another printer may)."""
        return KDP_PAGES[0] <= self.pages <= KDP_PAGES[1]


def plan_book(sections: Sequence[Section], options: BookOptions, most_swaps: int) -> BookPlan:
    """Where each section and the answers start, and how many pages the book has, when the
    longest swap list has `most_swaps` swaps."""
    if not sections:
        raise PuzzleError("no puzzles to put in the book")
    runs: list[Run] = []
    page, number = 3, 1  # after the title page and the contents
    for section in SECTIONS:
        count = sections.count(section)
        if count:
            pages = -(-count // options.per_page)
            runs.append(Run(section, number, number + count - 1, page, pages))
            page, number = page + pages, number + count
    per_page = options.answers_per_page(most_swaps)
    answers = -(-len(sections) // per_page)
    runs.append(Run("answers", 1, len(sections), page, answers))
    return BookPlan(tuple(runs), page + answers - 1, per_page)


# ---------------------------------------------------------------- pages


@dataclass(frozen=True)
class TitlePage:
    frame: Frame
    title: str
    title_rect: Rect
    subtitle: str
    subtitle_rect: Rect
    author: str
    author_rect: Rect


@dataclass(frozen=True)
class ContentsLine:
    run: Run
    rect: Rect


@dataclass(frozen=True)
class ContentsPage:
    frame: Frame
    heading_rect: Rect
    lines: tuple[ContentsLine, ...]


@dataclass(frozen=True)
class CardsPage:
    """A page of puzzles or answers: the running head (the part on a right-hand page and on
    the part's first page, the book's title on the others), the cards, the page number at the
    outside corner."""

    frame: Frame
    part: Part
    opens: bool  # the part's first page
    title: str
    header_rect: Rect
    cards: tuple[Card, ...]
    number_rect: Rect


BookPage = TitlePage | ContentsPage | CardsPage


def title_page(options: BookOptions, pages: int) -> TitlePage:
    at = frame(1, options, pages)
    c = at.content
    line = min(c.w / 9, 16.0)  # the title's line height: large, but a long title still fits two thirds
    title = Rect(c.x, c.y + c.h * 0.28, c.w, line)
    subtitle = Rect(c.x, title.bottom + line * 0.4, c.w, line * 0.55)
    author = Rect(c.x, c.y + c.h * 0.72, c.w, line * 0.6)
    return TitlePage(at, options.title, title, options.subtitle, subtitle, options.author, author)


def contents_page(plan: BookPlan, options: BookOptions) -> ContentsPage:
    at = frame(2, options, plan.pages)
    c = at.content
    heading = Rect(c.x, c.y + c.h * 0.08, c.w, 12.0)
    line = 10.0
    lines = tuple(
        ContentsLine(run, Rect(c.x, heading.bottom + line * (1.5 + k), c.w, line)) for k, run in enumerate(plan.runs)
    )
    return ContentsPage(at, heading, lines)


def _cards_frame(at: Frame) -> tuple[Rect, Rect, Rect]:
    """The running head's band, the cards' area and the page number's box (outside)."""
    c = at.content
    header = Rect(c.x, c.y, c.w, HEADER)
    number_x = c.right - NUMBER_WIDTH if at.recto else c.x
    number = Rect(number_x, c.bottom - FOOTER, NUMBER_WIDTH, FOOTER)
    cards = Rect(c.x, header.bottom + BAND_GAP, c.w, c.h - HEADER - FOOTER - 2 * BAND_GAP)
    return header, cards, number


def iter_book_pages(read: Callable[[], Iterable[Entry]], plan: BookPlan, options: BookOptions) -> Iterator[BookPage]:
    """Every page of the book, in order. `read()` gives the entries in book order (easiest
    first), from the first: once for the puzzle pages, once more for the answer pages."""
    yield title_page(options, plan.pages)
    yield contents_page(plan, options)
    puzzles = iter(read())
    for run in plan.runs:
        kind: PageKind = "answers" if run.part == "answers" else "puzzles"
        per_page = plan.answers_per_page if kind == "answers" else options.per_page
        chosen = iter(read()) if kind == "answers" else puzzles
        numbered = (
            replace(entry, number=n) for n, entry in enumerate(islice(chosen, run.last - run.first + 1), run.first)
        )
        for page in range(run.first_page, run.first_page + run.pages):
            at = frame(page, options, plan.pages)
            header, area, number = _cards_frame(at)
            cards = page_cards(list(islice(numbered, per_page)), options.card, per_page, kind, area)
            yield CardsPage(at, run.part, page == run.first_page, options.title, header, cards, number)
