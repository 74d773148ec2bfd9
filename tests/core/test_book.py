"""A print-on-demand book's layout (issue 38, point 3): KDP's page sizes, mirrored margins,
sections by difficulty and the pages each part starts on.

Oracles: KDP's published figures ("Set trim size, bleed, and margins": 6 x 9 in with bleed is
6.125 x 9.25 in; the least gutter by page count), and hand-worked rankings and page counts."""

from __future__ import annotations

import pytest

from studio.core.errors import PuzzleError
from studio.core.waffle.book import (
    INCH,
    BookOptions,
    CardsPage,
    ContentsPage,
    TitlePage,
    frame,
    gutter,
    iter_book_pages,
    page_size,
    plan_book,
    sections_of,
)
from studio.core.waffle.formats import read_puzzle
from studio.core.waffle.sheet import Answer, Entry, EntrySpool
from studio.resources import resource

DAILY = read_puzzle(resource("examples/daily-1.txt"))


@pytest.mark.parametrize(
    ("trim", "bleed", "inches"),
    [
        ("6x9", False, (6.0, 9.0)),
        ("6x9", True, (6.125, 9.25)),
        ("8.5x11", False, (8.5, 11.0)),
        ("8.5x11", True, (8.625, 11.25)),
        ("a4", False, (8.27, 11.69)),
        ("a4", True, (8.395, 11.94)),
        ("a5", False, (5.83, 8.27)),
        ("a5", True, (5.955, 8.52)),
    ],
)
def test_the_page_is_the_trim_plus_kdps_bleed(trim, bleed, inches):
    assert page_size(trim, bleed) == pytest.approx(inches)


def test_the_gutter_grows_with_the_page_count_as_kdp_asks():
    assert [gutter(n) for n in (24, 150, 151, 300, 301, 500, 700, 828, 1200)] == [
        0.375,
        0.375,
        0.5,
        0.5,
        0.625,
        0.625,
        0.75,
        0.875,
        0.875,
    ]


def test_margins_mirror_and_the_bleed_is_on_the_outside_edge():
    options = BookOptions(trim="6x9", bleed=True)
    recto, verso = frame(3, options, 120), frame(4, options, 120)
    bleed = 0.125 * INCH
    assert recto.recto and not verso.recto
    assert recto.trim.x == 0 and verso.trim.x == pytest.approx(bleed)  # the bleed is outside: right, then left
    assert recto.trim.y == verso.trim.y == pytest.approx(bleed)  # and at the top and bottom
    inside, outside = (0.375 + 0.125) * INCH, 0.5 * INCH
    assert recto.content.x - recto.trim.x == pytest.approx(inside)  # the gutter on the left of a right-hand page
    assert recto.trim.right - recto.content.right == pytest.approx(outside)
    assert verso.content.x - verso.trim.x == pytest.approx(outside)
    assert verso.trim.right - verso.content.right == pytest.approx(inside)  # on the right of a left-hand page
    assert recto.content.w == pytest.approx(verso.content.w)
    assert recto.width == pytest.approx(6.125 * INCH) and recto.height == pytest.approx(9.25 * INCH)


def test_sections_are_thirds_by_difficulty_easiest_first():
    order, sections = sections_of([5.0, 1.0, 9.0, 3.0, 7.0, 2.0])
    assert order == [1, 5, 3, 0, 4, 2]
    assert sections == ["easy", "easy", "medium", "medium", "hard", "hard"]
    assert sections_of([4.0]) == ([0], ["easy"])
    assert sections_of([4.0, 4.0]) == ([0, 1], ["easy", "medium"])  # ties keep the order given


def test_each_part_starts_on_its_own_page_after_the_title_and_contents():
    sections = ["easy"] * 3 + ["medium"] * 3 + ["hard"] * 2
    plan = plan_book(sections, BookOptions(trim="6x9", per_page=2), most_swaps=10)
    runs = [(r.part, r.first, r.last, r.first_page, r.pages) for r in plan.runs]
    # 3 easy on 2 pages (3-4), 3 medium on 2 (5-6), 2 hard on 1 (7), 8 answers at 4 a page (8-9)
    assert runs == [
        ("easy", 1, 3, 3, 2),
        ("medium", 4, 6, 5, 2),
        ("hard", 7, 8, 7, 1),
        ("answers", 1, 8, 8, 2),
    ]
    assert plan.pages == 9
    long = plan_book(sections, BookOptions(trim="6x9", per_page=2), most_swaps=20)
    assert long.answers_per_page == 2 and long.pages == 7 + 4  # a deluxe's long list: 2 answers a page


def test_an_unknown_trim_or_count_is_refused():
    with pytest.raises(PuzzleError, match="trim"):
        BookOptions(trim="7x10")  # type: ignore[arg-type]
    with pytest.raises(PuzzleError, match="per page"):
        BookOptions(per_page=3)


def test_the_pages_come_in_order_numbered_easiest_first_from_the_spool():
    answer = Answer(DAILY.solution or "", 10, ())
    with EntrySpool() as spool:
        for name in ("a", "b", "c"):
            spool.append(Entry(DAILY, None, answer, name))
        assert [e.name for e in spool.in_order([2, 0, 1])] == ["c", "a", "b"]
        options = BookOptions(trim="a5")
        plan = plan_book(["easy", "medium", "hard"], options, most_swaps=10)
        pages = list(iter_book_pages(lambda: spool.in_order([2, 0, 1]), plan, options))
    assert isinstance(pages[0], TitlePage) and isinstance(pages[1], ContentsPage)
    cards = [p for p in pages if isinstance(p, CardsPage)]
    assert len(pages) == plan.pages == 2 + 3 + 1
    assert [(p.frame.number, p.part, p.opens) for p in cards] == [
        (3, "easy", True),
        (4, "medium", True),
        (5, "hard", True),
        (6, "answers", True),
    ]
    assert [c.heading.number for c in cards[-1].cards] == [1, 2, 3]  # the answer key names No. 1-3 (render: sheet_text)
    for page in pages:
        assert all(page.frame.content.contains(card.box) for card in getattr(page, "cards", ()))
