"""Sheets: the board fills its card on every layout (issue 22: 1 and 2 a page left the
board 0.26-0.39 of its card's area, inside a large empty frame).

The minimum, stated: a puzzle card also holds a heading line, a caption line (two with
the answer line) and the label bands, so a square board in a square card can cover at
most about (1 - those lines / height)^2 of it; on 6 a page with an answer line that bound
is about 0.5. We ask for 0.45 of the card's area, and a board side of at least 0.7 of the
card's shorter side, on every layout, paper and option: a frame round a small board
fails both. A 3x3 gets 0.4 and 0.65: its label bands (0.55 of a pitch on a board 3
pitches wide) take a larger share of the card, and are part of what it prints."""

from __future__ import annotations

import pytest

from studio.core.waffle.puzzle import blank_puzzle
from studio.core.waffle.shape import parse_shape_name
from studio.core.waffle.sheet import (
    GRIDS,
    LINE_MIN,
    PAPERS,
    Answer,
    CardOptions,
    Entry,
    SheetOptions,
    sheet_pages,
)

MINIMUM = {"3x3": (0.4, 0.65), "5x5": (0.45, 0.7), "7x7": (0.45, 0.7)}  # area, side


def _entries(shape_name: str, count: int) -> list[Entry]:
    shape = parse_shape_name(shape_name)
    puzzle = blank_puzzle(shape)
    answer = Answer("A" * len(shape.cells), 10, ())
    return [Entry(puzzle, n + 1, answer, f"p{n}") for n in range(count)]


@pytest.mark.parametrize("per_page", list(GRIDS))
@pytest.mark.parametrize("paper", list(PAPERS))
@pytest.mark.parametrize("shape", list(MINIMUM))
@pytest.mark.parametrize("answer_line", [False, True])
def test_the_board_fills_its_card(per_page: int, paper, shape: str, answer_line: bool) -> None:
    options = SheetOptions(per_page=per_page, paper=paper, answers=False, card=CardOptions(answer_line=answer_line))
    for card in sheet_pages(_entries(shape, per_page), options)[0].cards:
        board, box = card.boards[0].rect, card.box
        area = board.w * board.h / (box.w * box.h)
        side = min(board.w, board.h) / min(box.w, box.h)
        least_area, least_side = MINIMUM[shape]
        assert area >= least_area and side >= least_side, (area, side)
        # and what the card holds besides is still there, inside it, at a readable size
        assert card.caption_rect.h >= LINE_MIN and card.heading_rect.h >= LINE_MIN
        for part in (card.heading_rect, card.caption_rect, board, *([card.write_rect] if answer_line else [])):
            assert part is not None and box.contains(part)


def test_cards_on_one_page_are_one_size_and_stay_in_their_slots() -> None:
    """A 3x3 beside a 7x7 (one pitch a page) gets a frame as large as the 7x7's: a page of
    ragged frames would look like a mistake."""
    mixed = _entries("3x3", 2) + _entries("7x7", 2)
    page = sheet_pages(mixed, SheetOptions(per_page=4, answers=False))[0]
    sizes = {(round(card.box.w, 6), round(card.box.h, 6)) for card in page.cards}
    assert len(sizes) == 1
    boxes = [card.box for card in page.cards]
    for a in range(len(boxes)):
        for b in range(a + 1, len(boxes)):
            one, two = boxes[a], boxes[b]
            apart = one.right <= two.x or two.right <= one.x or one.bottom <= two.y or two.bottom <= one.y
            assert apart
        assert page.content.contains(boxes[a])
