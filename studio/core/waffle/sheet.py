"""Printed puzzles laid out in millimetres: one card, or sheets of cards with answer pages.

Glossary
* entry: a puzzle to print, its number and its answer (solution + fewest swaps).
* card: one entry as printed: a heading (number, title, author), the board or boards,
  and a caption (swaps allowed, a row of stars to colour in), and on request a line to
  write the answer on. An answer card has the solution and the swaps instead.
  The layouts hold facts (numbers, the user's own title), never phrases: render/sheet_text.py
  phrases them in the interface language, which need not be the puzzle's.
* labels: column letters above a board and row numbers beside it, the names the
  answers use for cells ("E C2 ↔ O D5": column C, row 2; `cell_name`).
* legend: on ink sheets, what the marks mean (corner: green, dot: yellow, plain: gray),
  on a line of its own under the title, so a long title is never cut for it.
* answer grid: on request, an empty grid under each puzzle to write the solution in.
* pages: a sheet prints all its pages, its puzzle pages only (for the students) or its
  answer pages only, and of those a range (`PAGE_SETS`, `parse_page_range`).
* clue sheet (`CardOptions.clues`): each word of the answer's definition as a numbered
  clue, Across and Down, beside the scrambled board (a mini crossword that also swaps);
  the board's cells where a word starts carry its number, as a crossword's do.
* meanings (`CardOptions.meanings`): the answer cards list each word with its definition.
* pitch: tile to tile distance. A page uses one pitch for all its cards, so a 3x3 next
  to a 7x7 prints with tiles of the same size, as in a puzzle book.
* sheet: pages of `per_page` cards in a grid, then the answer pages in the same grid.
  A sheet is laid out a page at a time (`iter_sheet_pages`) from entries that may be
  kept on disk (`EntrySpool`), so its memory does not grow with the puzzles' count.

The renderer only draws what these layouts say; tests check the layouts against the
paper sizes, and the rendered pages against the layouts.
"""

from __future__ import annotations

import pickle
import re
import tempfile
from collections.abc import Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from itertools import chain, islice
from pathlib import Path
from types import TracebackType
from typing import Literal

from studio.core.alphabet import language
from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact, fact
from studio.core.meanings import Meaning, has_meanings, meaning
from studio.core.waffle.known import known_solution
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import Shape
from studio.core.waffle.solve import solve_puzzle
from studio.core.waffle.swaps import SPARE_SWAPS, swap_plan
from studio.core.words import WordList

Paper = Literal["a4", "letter"]
CardContent = Literal["puzzle", "solution", "both"]
CardStyle = Literal["color", "ink", "color-blind"]
PageKind = Literal["puzzles", "answers"]
PageSet = Literal["all", "puzzles", "answers"]
PAGE_SETS: tuple[PageSet, ...] = ("all", "puzzles", "answers")
PAPERS: dict[Paper, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}  # width, height in mm
GRIDS = {1: (1, 1), 2: (1, 2), 4: (2, 2), 6: (2, 3)}  # cards per page -> columns, rows
CONTENTS: tuple[CardContent, ...] = ("puzzle", "solution", "both")
STYLES: tuple[CardStyle, ...] = ("color", "ink", "color-blind")  # color-blind: marks on orange and blue
MAX_PITCH = 32.0  # mm: a lone 5x5 fills an A4 page's width, a lone 3x3 does not fill the page
GUTTER = 5.0  # mm between cards
PAD = 3.0  # mm between a card's edge and its board
HEADING, CAPTION = 0.075, 0.07  # of a card's height, within the limits below
LINE_MIN, LINE_MAX = 5.0, 10.0  # mm per text line
LABEL = 0.55  # of a pitch: the band above and beside a labelled board
GRID_GAP = 0.6  # of a pitch: between a puzzle and the blank answer grid under it
HEADING_BAND, LEGEND_BAND = 9.0, 6.5  # mm: the page's title line, and the ink legend's line under it
TEXT_LINES = 14  # a puzzle card is at least this many caption lines wide: its caption fits
CLUE_BOARD = 0.42  # of a clue card's width: the board; the clues have the rest
MEANING_BOARD = 0.45  # of an answer card's width with meanings: the board and swaps; the meanings the rest
LEGEND = ("g", "y", "-")  # the ink marks the legend explains, in its order
BoardLabel = Literal["", "puzzle", "solution"]  # "" unless a card shows both boards


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def inset(self, d: float) -> Rect:
        return Rect(self.x + d, self.y + d, self.w - 2 * d, self.h - 2 * d)

    def contains(self, other: Rect, slack: float = 1e-6) -> bool:
        return (
            other.x >= self.x - slack
            and other.y >= self.y - slack
            and other.right <= self.right + slack
            and other.bottom <= self.bottom + slack
        )


@dataclass(frozen=True)
class Answer:
    solution: str
    fewest: int
    swaps: tuple[tuple[int, int], ...]
    solutions: int = 1  # more when the colours allow more than one

    @property
    def allowed(self) -> int:
        return self.fewest + SPARE_SWAPS


@dataclass(frozen=True)
class Entry:
    puzzle: Puzzle
    number: int | str | None = None
    answer: Answer | None = None
    name: str = ""  # where it came from, for messages


@dataclass(frozen=True, kw_only=True)
class CardOptions:
    content: CardContent = "puzzle"
    style: CardStyle = "color"
    title: bool = True  # the puzzle's title (from its file)
    number: bool = True
    author: bool = True
    swaps: bool = True  # "10 swaps allowed"
    stars: bool = True  # a row of stars to colour in
    labels: bool = True  # column letters and row numbers around the boards on sheets
    answer_line: bool = False  # a line to write the answer on, under each puzzle
    answer_grid: bool = False  # on sheets, an empty grid under each puzzle to write the solution in
    clues: bool = False  # on sheets, a clue sheet: each word's definition as a numbered clue beside the board
    meanings: bool = False  # on sheets, each word and its definition on the answer cards

    def __post_init__(self) -> None:
        if self.content not in CONTENTS:
            raise PuzzleError(fact(Code.UNKNOWN_CHOICE, what="content", choice=self.content, choices=tuple(CONTENTS)))
        if self.clues and self.content != "puzzle":
            raise PuzzleError(fact(Code.CLUES_SHOW_PUZZLE))
        if self.style not in STYLES:
            raise PuzzleError(fact(Code.UNKNOWN_CHOICE, what="style", choice=self.style, choices=tuple(STYLES)))


@dataclass(frozen=True, kw_only=True)
class SheetOptions:
    per_page: int = 6
    paper: Paper = "a4"
    margin: float = 12.0  # mm on every side
    answers: bool = True
    title: str = ""
    footer: str = ""
    author: str = ""  # the PDF's author (its title is `title`)
    card: CardOptions = field(default_factory=CardOptions)
    pages: PageSet = "all"  # "answers": the answer pages only, whatever `answers` says
    page_range: tuple[int, int] | None = None  # first and last page printed, of those `pages` chooses

    def __post_init__(self) -> None:
        if self.per_page not in GRIDS:
            raise PuzzleError(
                fact(Code.UNKNOWN_CHOICE, what="per page", choice=str(self.per_page), choices=tuple(map(str, GRIDS)))
            )
        if self.paper not in PAPERS:
            raise PuzzleError(fact(Code.UNKNOWN_CHOICE, what="paper", choice=self.paper, choices=tuple(PAPERS)))
        if not 0 <= self.margin <= 40:
            raise PuzzleError(fact(Code.MARGIN, margin=self.margin, most=40))
        if self.pages not in PAGE_SETS:
            raise PuzzleError(fact(Code.UNKNOWN_CHOICE, what="pages", choice=self.pages, choices=tuple(PAGE_SETS)))
        if self.page_range is not None and not 1 <= self.page_range[0] <= self.page_range[1]:
            raise PuzzleError(fact(Code.NO_PAGE_RANGE, first=self.page_range[0], last=self.page_range[1]))

    @property
    def kinds(self) -> tuple[PageKind, ...]:
        """The kinds of page printed, in order."""
        if self.pages == "all":
            return ("puzzles", "answers") if self.answers else ("puzzles",)
        return (self.pages,)


def parse_page_range(text: str) -> tuple[int, int] | None:
    """'3' or '2-5' (spaces and an en dash allowed); '' is every page. A range that is
    not one raises PuzzleError saying what was typed."""
    text = text.strip().replace("\u2013", "-")
    if not text:
        return None
    first, dash, last = (part.strip() for part in text.partition("-"))
    if not first.isdigit() or (dash and not last.isdigit()):
        raise PuzzleError(fact(Code.PAGES_SYNTAX, text=text))
    pages = (int(first), int(last) if dash else int(first))
    if not 1 <= pages[0] <= pages[1]:
        raise PuzzleError(fact(Code.PAGES_ORDER, text=text))
    return pages


@dataclass(frozen=True)
class Board:
    """One board of a card: where, at what pitch, which letters and colours."""

    rect: Rect
    pitch: float
    letters: str
    colors: str
    label: BoardLabel = ""
    labelled: bool = False  # column letters above and row numbers left of `rect`, LABEL pitches wide
    blank: bool = False  # an empty grid to write in: plain tiles whatever the style


@dataclass(frozen=True)
class Note:
    """A line of a card's wrapped text, as facts the front end phrases (render/sheet_text.py:
    note_text): a heading over the clues ("across", "down"), a clue (its number, the word,
    its definition with the word hidden as ~, None where none was found, and whether the word
    is an inflection of the defined one), or an answer's meaning."""

    kind: Literal["across", "down", "clue", "meaning"]
    word: str = ""
    number: int = 0
    gloss: str | None = None  # a clue's definition, the word hidden
    inflected: bool = False
    meaning: Meaning | None = None

    @property
    def heading(self) -> bool:
        return self.kind in ("across", "down")


@dataclass(frozen=True)
class Heading:
    """What a card's heading shows, as its options ask: its number, the puzzle's title, its author."""

    number: int | str | None = None
    title: str = ""
    author: str = ""


@dataclass(frozen=True)
class Caption:
    """What a card's caption shows: the swaps allowed, a row of stars to colour in, or (on a
    solution) the swaps it was solved in."""

    allowed: int | None = None
    stars: int = 0
    solved_in: int | None = None


@dataclass(frozen=True)
class Summary:
    """An answer card's first line: the fewest swaps, and how many solutions the colours allow."""

    fewest: int
    solutions: int = 1


@dataclass(frozen=True)
class Card:
    box: Rect
    heading: Heading
    heading_rect: Rect
    boards: tuple[Board, ...]
    caption: Caption
    caption_rect: Rect
    lines: tuple[str, ...] = ()  # the swaps, on answer cards ("1. E B1 ↔ O D3": no words to translate)
    lines_rect: Rect | None = None
    shape: Shape | None = None
    write_rect: Rect | None = None  # the answer line
    numbers: tuple[tuple[int, int], ...] = ()  # (cell, clue number) on a clue card's board
    notes: tuple[Note, ...] = ()  # a clue card's clues, an answer card's meanings: wrapped to fit
    notes_rect: Rect | None = None
    summary: Summary | None = None  # on answer cards, over the swaps


@dataclass(frozen=True)
class Page:
    width: float
    height: float
    kind: PageKind
    title: str  # the sheet's title (the user's words; answer pages say so beside it)
    heading_rect: Rect
    cards: tuple[Card, ...]
    footer: str  # the user's footer; the page's number follows it
    footer_rect: Rect
    content: Rect  # inside the margins: everything drawn is in here
    legend_rect: Rect | None = None  # ink puzzle pages: what the marks mean, on its own line under the heading
    number: int = 1
    total: int = 1


# ---------------------------------------------------------------- answers


def answer_for(puzzle: Puzzle, words: WordList | None = None) -> Answer:
    """From the puzzle's own solution when it has one; else solved from tiles and colours.

    Raises PuzzleError when neither gives a solution.
    """
    known = known_solution(puzzle, lambda: solve_puzzle(puzzle, words))
    assert known is not None  # solve_puzzle always reports
    plan = known.solved.plan if known.solved else swap_plan(puzzle.tiles, known.letters)
    return Answer(known.letters, plan.fewest, plan.swaps, known.count)


def entry_for(
    name: str, puzzle: Puzzle, words: WordList | None = None, required: bool = True, wanted: bool = True
) -> Entry:
    """An unnumbered entry (a single export). Without a `required` answer, a puzzle that
    cannot be solved still prints, without its swap count; unwanted, none is looked for."""
    answer = None
    if required or wanted:
        try:
            answer = answer_for(puzzle, words)
        except PuzzleError as err:
            if required:
                raise PuzzleError(fact(Code.NAMED, name=name, why=err.fact)) from None
    return Entry(puzzle, None, answer, name)


@dataclass(frozen=True)
class LeftOut:
    """A puzzle that cannot go on a sheet (no solution, or its own is wrong), and why."""

    name: str
    reason: Fact


def entries_for(
    puzzles: Iterable[tuple[str, Puzzle]], words: WordList | None = None, first_number: int = 1
) -> Iterator[Entry | LeftOut]:
    """Numbered entries with answers, one at a time (a generator: progress and cancel).

    A puzzle without an answer is left out, not fatal: one bad file in a folder must not
    stop the rest from printing. The numbers run on over the puzzles that print.
    """
    number = first_number
    for name, puzzle in puzzles:
        try:
            answer = answer_for(puzzle, words)
        except PuzzleError as err:
            yield LeftOut(name, err.fact)
            continue
        yield Entry(puzzle, number, answer, name)
        number += 1


class EntrySpool(Collection[Entry]):
    """Entries kept in a temporary file, read back in order as often as needed: a sheet's
    puzzle pages and then its answer pages, with only a page's entries in memory at a time.
    The file is anonymous: it goes when the spool is closed or the process ends."""

    def __init__(self) -> None:
        self._file = tempfile.TemporaryFile(prefix="puzzle-studio-sheet-")  # noqa: SIM115 (closed by close)
        self._count = 0
        self._starts: list[int] = []  # where each entry starts: a book reads them in its own order

    def append(self, entry: Entry) -> None:
        self._starts.append(self._file.seek(0, 2))
        pickle.dump(entry, self._file, protocol=pickle.HIGHEST_PROTOCOL)
        self._count += 1

    def in_order(self, order: Iterable[int]) -> Iterator[Entry]:
        """The entries at the positions `order` gives (0 is the first appended), one at a time."""
        for at in order:
            self._file.seek(self._starts[at])
            yield pickle.load(self._file)

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[Entry]:
        at = 0  # each reader keeps its own place: two may read at once
        for _ in range(self._count):
            self._file.seek(at)
            entry = pickle.load(self._file)
            at = self._file.tell()
            yield entry

    def __contains__(self, item: object) -> bool:
        return any(entry == item for entry in self)

    def close(self) -> None:
        self._file.close()

    def __enter__(self) -> EntrySpool:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()


def split_entries(items: Iterable[Entry | LeftOut]) -> tuple[list[Entry], list[LeftOut]]:
    entries: list[Entry] = []
    left_out: list[LeftOut] = []
    for item in items:
        if isinstance(item, LeftOut):
            left_out.append(item)
        else:
            entries.append(item)
    return entries, left_out


def left_out_fact(left_out: Sequence[LeftOut]) -> Fact:
    """'Left out 2 puzzles: a.json (no solution to print: …); b.json (…)'."""
    items = tuple(fact(Code.LEFT_OUT_ITEM, name=Path(item.name).name, why=item.reason) for item in left_out)
    return fact(Code.LEFT_OUT, items=items)


def cell_name(shape: Shape, cell: int) -> str:
    """Spreadsheet style, as printed puzzle books do: column letter, row number (B3)."""
    r, c = shape.positions[cell]
    return f"{chr(ord('A') + c)}{r + 1}"


def swap_lines(puzzle: Puzzle, answer: Answer) -> list[str]:
    """'1. E B1 ↔ O D3': the tiles swapped and where they are, in order."""
    board, out = list(puzzle.tiles), []
    for n, (a, b) in enumerate(answer.swaps, 1):
        out.append(f"{n}. {board[a]} {cell_name(puzzle.shape, a)} ↔ {board[b]} {cell_name(puzzle.shape, b)}")
        board[a], board[b] = board[b], board[a]
    return out


# ---------------------------------------------------------------- clues and meanings


def clue_numbers(shape: Shape) -> dict[int, int]:
    """Crossword numbering: each cell where a word starts, in reading order, gets the next
    number; an across and a down word that start together share it."""
    return {cell: n for n, cell in enumerate(sorted({slot.cells[0] for slot in shape.slots}), 1)}


def word_meanings(entry: Entry) -> list[Meaning | None]:
    """Each word of the entry's answer (in `shape.slots` order) and its meaning. Raises
    PuzzleError, naming the puzzle, when there is no answer or its language has no meanings."""
    name = entry.name or (f"No. {entry.number}" if entry.number is not None else "the puzzle")
    lang = language(entry.puzzle.lang)
    if not has_meanings(lang):
        raise PuzzleError(f"{name}: no meanings for this language ({lang.name}), so no clues or meanings to print")
    if entry.answer is None:
        raise PuzzleError(f"{name}: no solution, so no words to define")
    return [meaning(word, lang) for word in entry.puzzle.shape.words(entry.answer.solution)]


def clue(number: int, word: str, found: Meaning | None) -> Note:
    """A clue: the definition with the word (and its lemma) hidden; an inflection says so,
    since the definition is its lemma's ("TREED": "..." (5, inflected))."""
    if found is None:
        return Note("clue", word, number)
    hidden = "|".join(re.escape(w) for w in sorted({word.lower(), found.lemma}, key=len, reverse=True))
    gloss = re.sub(rf"\b(?:{hidden})(?:s|es|d|ed|ing)?\b", "~", found.gloss, flags=re.IGNORECASE)
    return Note("clue", word, number, gloss, found.lemma != word.lower())


def clue_notes(entry: Entry) -> tuple[Note, ...]:
    """Across, then Down: each word's number and clue, as a crossword prints them."""
    shape = entry.puzzle.shape
    numbers = clue_numbers(shape)
    found = word_meanings(entry)
    words = shape.words(entry.answer.solution) if entry.answer else ()
    notes: list[Note] = []
    headings: tuple[tuple[bool, Literal["across", "down"]], ...] = ((True, "across"), (False, "down"))
    for across, heading in headings:
        clues = sorted(
            (
                clue(numbers[slot.cells[0]], words[k], found[k])
                for k, slot in enumerate(shape.slots)
                if slot.across == across
            ),
            key=lambda note: note.number,
        )
        notes += [Note(heading), *clues]
    return tuple(notes)


def meaning_notes(entry: Entry) -> tuple[Note, ...]:
    """An answer card's meanings: FOLIO, a noun, 'the system of numbering pages'."""
    words = entry.puzzle.shape.words(entry.answer.solution) if entry.answer else ()
    return tuple(Note("meaning", word, meaning=found) for word, found in zip(words, word_meanings(entry)))


# ---------------------------------------------------------------- text


def heading_of(entry: Entry, options: CardOptions) -> Heading:
    meta = entry.puzzle.meta
    number = entry.number if entry.number is not None else meta.get("number")
    return Heading(
        number if options.number else None,
        str(meta.get("title") or "") if options.title else "",
        str(meta.get("author") or "") if options.author else "",
    )


def caption_of(entry: Entry, options: CardOptions) -> Caption:
    puzzle_shown = options.content != "solution"
    answer = entry.answer
    return Caption(
        answer.allowed if options.swaps and answer is not None and puzzle_shown else None,
        SPARE_SWAPS if options.stars and puzzle_shown else 0,
        answer.fewest if not puzzle_shown and answer is not None else None,
    )


# ---------------------------------------------------------------- one card


def _line_height(box_h: float, share: float) -> float:
    return min(LINE_MAX, max(LINE_MIN, box_h * share))


def _boards_of(entry: Entry, options: CardOptions) -> list[tuple[str, str, BoardLabel]]:
    """(letters, colours, label) of each board the card shows."""
    puzzle, answer = entry.puzzle, entry.answer
    solved: tuple[str, str, BoardLabel] | None = None
    if answer is not None:
        solved = (answer.solution, solved_colors(answer.solution, options.style), "solution")
    if options.content == "puzzle" or (options.content == "both" and solved is None):
        return [(puzzle.tiles, puzzle.colors, "")]
    if solved is None:
        raise PuzzleError(fact(Code.NO_SOLUTION_SHOWN, name=entry.name or ""))
    if options.content == "solution":
        return [(solved[0], solved[1], "")]
    return [(puzzle.tiles, puzzle.colors, "puzzle"), solved]


def solved_colors(solution: str, style: CardStyle) -> str:
    """All green, as the game shows a solved board; in ink, plain tiles (marks on every
    tile would only clutter the answer)."""
    return ("-" if style == "ink" else "g") * len(solution)


def fitted_pitch(
    shape: Shape, boards: int, area: Rect, label_room: float = 0.0, labelled: bool = False, grid: bool = False
) -> float:
    """The largest pitch at which `boards` boards side by side (one pitch apart) fit `area`,
    each with its LABEL band above and to the left when `labelled`, and with a blank answer
    `grid` under them."""
    band = LABEL if labelled else 0.0
    across = boards * (shape.cols + band) + (boards - 1)
    return min(area.w / across, (area.h - label_room) / _rows_high(shape, band, grid), MAX_PITCH)


def _rows_high(shape: Shape, band: float, grid: bool) -> float:
    """The boards' height in pitches: the labels' band, the board and, under it, the answer grid."""
    return shape.rows + band + ((shape.rows + GRID_GAP) if grid else 0.0)


def _place_boards(
    shape: Shape, boards: list[tuple[str, str, BoardLabel]], area: Rect, pitch: float, label_room: float, labelled: bool
) -> tuple[Board, ...]:
    band = LABEL * pitch if labelled else 0.0
    width = len(boards) * (shape.cols * pitch + band) + (len(boards) - 1) * pitch
    height = shape.rows * pitch + band
    x = area.x + (area.w - width) / 2
    y = area.y + label_room + (area.h - label_room - height) / 2
    out = []
    for letters, colors, label in boards:
        rect = Rect(x + band, y + band, shape.cols * pitch, shape.rows * pitch)
        out.append(Board(rect, pitch, letters, colors, label, labelled))
        x += (shape.cols + 1) * pitch + band
    return tuple(out)


def _card_parts(box: Rect, answer_line: bool = False) -> tuple[Rect, Rect, Rect]:
    """Heading, board area and caption of a card box (the caption twice as tall when the
    answer line goes under it)."""
    head, cap = _line_height(box.h, HEADING), _line_height(box.h, CAPTION) * (2 if answer_line else 1)
    return (
        Rect(box.x, box.y, box.w, head),
        Rect(box.x + PAD, box.y + head, box.w - 2 * PAD, box.h - head - cap),
        Rect(box.x, box.bottom - cap, box.w, cap),
    )


def _puzzle_parts(box: Rect, options: CardOptions) -> tuple[Rect, Rect, Rect]:
    """Heading, board area and caption of a puzzle card; a clue card's board area is its
    left part (the clues have the rest, `_notes_rect`)."""
    heading_rect, area, caption_rect = _card_parts(box, options.answer_line)
    if options.clues:
        area = replace(area, w=area.w * CLUE_BOARD)
    return heading_rect, area, caption_rect


def _notes_rect(box: Rect, board_area: Rect) -> Rect:
    """The card's wrapped text: right of the board area, to the card's edge."""
    x = board_area.right + PAD
    return Rect(x, board_area.y, box.right - PAD - x, board_area.h)


def puzzle_card(entry: Entry, options: CardOptions, box: Rect, pitch: float | None = None) -> Card:
    """`pitch` None: as large as the box allows. Heading, boards and caption stay
    together as one block, centred in the box, as a puzzle book prints them. A clue card
    keeps the whole height, the clues beside the board needing it."""
    boards = _boards_of(entry, options)
    shape = entry.puzzle.shape
    heading_rect, area, caption_rect = _puzzle_parts(box, options)
    notes_rect = _notes_rect(box, area) if options.clues else None
    label_room = _label_room(caption_rect, options.answer_line) if len(boards) > 1 else 0.0
    grid = _has_grid(options, len(boards))
    pitch = pitch or fitted_pitch(shape, len(boards), area, label_room, options.labels, grid)
    spare = (
        0.0
        if options.clues
        else area.h - label_room - _rows_high(shape, LABEL if options.labels else 0.0, grid) * pitch
    )
    down = spare / 2
    heading_rect = replace(heading_rect, y=heading_rect.y + down)
    area = Rect(area.x, area.y + down, area.w, area.h - spare)
    caption_rect = replace(caption_rect, y=area.bottom)
    write_rect = None
    if options.answer_line:
        caption_rect = replace(caption_rect, h=caption_rect.h / 2)
        write_rect = Rect(box.x + PAD * 2, caption_rect.bottom, box.w - PAD * 4, caption_rect.h)
    above = replace(area, h=area.h - (shape.rows + GRID_GAP) * pitch) if grid else area  # the puzzle, on top
    placed = _place_boards(shape, boards, above, pitch, label_room, options.labels)
    if grid:
        top = placed[0].rect
        under = Rect(top.x, top.bottom + GRID_GAP * pitch, top.w, top.h)
        placed += (Board(under, pitch, " " * len(shape.cells), "-" * len(shape.cells), blank=True),)
    return Card(
        box,
        heading_of(entry, options),
        heading_rect,
        placed,
        caption_of(entry, options),
        caption_rect,
        shape=shape,
        write_rect=write_rect,
        numbers=tuple(clue_numbers(shape).items()) if options.clues else (),
        notes=clue_notes(entry) if options.clues else (),
        notes_rect=notes_rect,
    )


def _has_grid(options: CardOptions, boards: int) -> bool:
    """The answer grid goes under a lone puzzle, not under a solution or a pair."""
    return options.answer_grid and options.content == "puzzle" and boards == 1


def _label_room(caption: Rect, answer_line: bool) -> float:
    """Room above two boards for their "Puzzle" / "Solution" labels: a caption line's."""
    return caption.h * (0.4 if answer_line else 0.8)


def _answer_parts(box: Rect, options: CardOptions) -> tuple[Rect, Rect, Rect, Rect]:
    """Heading, board area, swap lines and caption of an answer card (which never has an
    answer line); with meanings, the board and swaps take the left part of the card."""
    heading_rect, area, caption_rect = _card_parts(box)
    if options.meanings:
        area = replace(area, w=area.w * MEANING_BOARD)
    board_area = Rect(area.x, area.y, area.w, area.h * 0.62)
    lines_rect = Rect(area.x, board_area.bottom + 1.0, area.w, area.h - board_area.h - 1.0 + caption_rect.h)
    return heading_rect, board_area, lines_rect, caption_rect


def answer_card(entry: Entry, options: CardOptions, box: Rect, pitch: float | None = None) -> Card:
    if entry.answer is None:
        raise PuzzleError(fact(Code.NO_ANSWER_PRINTED, name=entry.name or ""))
    heading_rect, board_area, lines_rect, _ = _answer_parts(box, options)
    shape, answer = entry.puzzle.shape, entry.answer
    pitch = pitch or fitted_pitch(shape, 1, board_area, 0.0, options.labels)
    solved: list[tuple[str, str, BoardLabel]] = [(answer.solution, solved_colors(answer.solution, options.style), "")]
    boards = _place_boards(shape, solved, board_area, pitch, 0.0, options.labels)
    heading = heading_of(entry, replace(options, title=False, author=False))
    return Card(
        box,
        heading,
        heading_rect,
        boards,
        Caption(),
        Rect(box.x, box.bottom, box.w, 0),
        tuple(swap_lines(entry.puzzle, answer)),
        lines_rect,
        shape,
        notes=meaning_notes(entry) if options.meanings else (),
        notes_rect=_notes_rect(box, replace(board_area, h=lines_rect.bottom - board_area.y))
        if options.meanings
        else None,
        summary=Summary(answer.fewest, answer.solutions),
    )


def single_card(entry: Entry, options: CardOptions, pitch: float = 10.0) -> Card:
    """A card sized to its content, for PNG, SVG and one-page PDF exports."""
    shape = entry.puzzle.shape
    boards = len(_boards_of(entry, options))
    width = (boards * shape.cols + boards - 1) * pitch + 2 * pitch
    heading = pitch * 0.8
    label_room = pitch * 0.7 if boards > 1 else 0.0
    height = shape.rows * pitch + label_room + 2 * heading + pitch
    box = Rect(0, 0, max(width, 16 * pitch * 0.6), height)
    heading_rect = Rect(box.x, box.y + pitch / 3, box.w, heading)
    area = Rect(box.x, heading_rect.bottom, box.w, shape.rows * pitch + label_room + pitch / 3)
    caption_rect = Rect(box.x, area.bottom, box.w, heading)
    placed = _place_boards(shape, _boards_of(entry, options), area, pitch, label_room, False)
    return Card(
        box, heading_of(entry, options), heading_rect, placed, caption_of(entry, options), caption_rect, shape=shape
    )


# ---------------------------------------------------------------- sheets


def _boxes(content: Rect, per_page: int) -> list[Rect]:
    cols, rows = GRIDS[per_page]
    w = (content.w - GUTTER * (cols - 1)) / cols
    h = (content.h - GUTTER * (rows - 1)) / rows
    return [
        Rect(content.x + c * (w + GUTTER), content.y + r * (h + GUTTER), w, h) for r in range(rows) for c in range(cols)
    ]


def _page_frame(options: SheetOptions, legend: bool) -> tuple[float, float, Rect, Rect | None, Rect, Rect]:
    """Paper size, the heading band, the legend's line under it (when `legend`), the card
    area and the footer band. The title has the whole width: a class's long title
    ("Class 4B - Waffle week 47 ...") printed cut when the legend shared its line."""
    width, height = PAPERS[options.paper]
    content = Rect(options.margin, options.margin, width - 2 * options.margin, height - 2 * options.margin)
    heading = Rect(content.x, content.y, content.w, HEADING_BAND)
    legend_rect = Rect(content.x, heading.bottom + 1.0, content.w, LEGEND_BAND) if legend else None
    top = (legend_rect or heading).bottom
    footer = Rect(content.x, content.bottom - HEADING_BAND * 0.7, content.w, HEADING_BAND * 0.7)
    cards = Rect(content.x, top + 2.0, content.w, footer.y - top - 4.0)
    return width, height, heading, legend_rect, cards, footer


_PageFrame = tuple[float, float, PageKind, Rect, Rect | None, tuple[Card, ...], Rect]  # a page before its texts


def _pages_of(entries: Iterable[Entry], options: SheetOptions, kind: PageKind) -> Iterator[_PageFrame]:
    """Cards page by page."""
    width, height, heading, legend, area, footer = _page_frame(
        options, kind == "puzzles" and options.card.style == "ink"
    )
    each = iter(entries)
    while group := list(islice(each, options.per_page)):
        yield (
            width,
            height,
            kind,
            heading,
            legend,
            page_cards(group, options.card, options.per_page, kind, area),
            footer,
        )


def page_cards(
    group: Sequence[Entry], card: CardOptions, per_page: int, kind: PageKind, area: Rect
) -> tuple[Card, ...]:
    """One page's cards in `area`, in the grid of `per_page`, at the pitch its most
    demanding card allows (a sheet's page, or a book's)."""
    make, parts = (puzzle_card, _puzzle_parts) if kind == "puzzles" else (answer_card, _answer_parts)

    def boards(entry: Entry) -> int:
        return len(_boards_of(entry, card)) if kind == "puzzles" else 1

    slots = [box.inset(1.5) for box in _boxes(area, per_page)[: len(group)]]
    pitch = min(
        fitted_pitch(
            e.puzzle.shape,
            boards(e),
            parts(box, card)[1],
            _label_room(parts(box, card)[-1], card.answer_line) if boards(e) > 1 else 0.0,
            card.labels,
            kind == "puzzles" and _has_grid(card, boards(e)),
        )
        for e, box in zip(group, slots)
    )
    cards = tuple(make(e, card, box, pitch) for e, box in zip(group, slots))
    return _hugged(cards, slots) if kind == "puzzles" else cards


def _hugged(cards: tuple[Card, ...], slots: list[Rect]) -> tuple[Card, ...]:
    """The cards' frames drawn round what they hold, not round their slots: a board alone in
    a wide slot (1 and 2 a page) sat small in a large empty frame. Every card of a page gets
    the same size, the largest its cards need, centred in its slot as its content is."""
    sizes = []
    for card in cards:
        board = card.boards[0]
        band = LABEL * board.pitch if board.labelled else 0.0
        left, right = board.rect.x - band, max(card.boards[-1].rect.right, (card.notes_rect or board.rect).right)
        bottom = (card.write_rect or card.caption_rect).bottom
        width = max(right - left + 2 * PAD + max(band, board.pitch / 2), TEXT_LINES * card.caption_rect.h)
        sizes.append((width, bottom - card.heading_rect.y + 2 * PAD))
    width, height = max(w for w, _ in sizes), max(h for _, h in sizes)
    out = []
    for card, slot in zip(cards, slots):
        w, h = min(width, slot.w), min(height, slot.h)
        box = Rect(slot.x + (slot.w - w) / 2, slot.y + (slot.h - h) / 2, w, h)
        write = card.write_rect
        out.append(
            replace(
                card,
                box=box,
                heading_rect=replace(card.heading_rect, x=box.x, w=box.w),
                caption_rect=replace(card.caption_rect, x=box.x, w=box.w),
                write_rect=None if write is None else replace(write, x=box.x + PAD * 2, w=box.w - PAD * 4),
            )
        )
    return tuple(out)


def sheet_pages(entries: Collection[Entry], options: SheetOptions) -> list[Page]:
    return list(iter_sheet_pages(entries, options))


def iter_sheet_pages(entries: Collection[Entry], options: SheetOptions) -> Iterator[Page]:
    """The sheet's pages one at a time, the entries read once for the puzzle pages and once
    more for the answer pages. Raises PuzzleError at once (not on the first page) for no
    entries or an entry without its answer."""
    if not entries:
        raise PuzzleError(fact(Code.NO_PUZZLES))
    card = options.card if options.card.content != "both" else replace(options.card, content="puzzle")
    options = replace(options, card=card)
    if "answers" in options.kinds:
        missing = [e.name or str(e.number) for e in entries if e.answer is None]
        if missing:
            raise PuzzleError(fact(Code.NO_ANSWER_FOR, names=tuple(missing)))
    if (card.clues and "puzzles" in options.kinds) or (card.meanings and "answers" in options.kinds):
        for entry in entries:  # before the first page: a language without meanings, or no answer
            word_meanings(entry)
    total = page_count(len(entries), options)
    if options.page_range is not None and options.page_range[1] > total:
        first, last = options.page_range
        raise PuzzleError(fact(Code.PAST_LAST_PAGE, first=first, last=last, total=total))
    return _laid_out(entries, options, total)


def page_count(puzzles: int, options: SheetOptions) -> int:
    """How many pages `options.pages` holds (before its range)."""
    return -(-puzzles // options.per_page) * len(options.kinds)


def _laid_out(entries: Collection[Entry], options: SheetOptions, total: int) -> Iterator[Page]:
    raw = chain.from_iterable(_pages_of(entries, options, kind) for kind in options.kinds)
    first, last = options.page_range or (1, total)
    for n, (width, height, kind, heading, legend, cards, footer) in enumerate(islice(raw, last), 1):
        if n < first:
            continue
        content = Rect(options.margin, options.margin, width - 2 * options.margin, height - 2 * options.margin)
        title, foot = options.title, options.footer
        yield Page(width, height, kind, title, heading, cards, foot, footer, content, legend, n, total)
