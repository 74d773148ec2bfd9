"""Pins: words and letters a fill must keep, and how the dialog and the CLI write them
(`r1=FUGUE` a row's word, `c3=GLOBE` a column's, `2,3=E` a letter)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.waffle.shape import Shape


@dataclass(frozen=True)
class Pins:
    """Words pinned to slots (by index into shape.slots) and letters pinned to cells."""

    words: dict[int, str] = field(default_factory=dict)
    letters: dict[int, str] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.words or self.letters)


NO_PINS = Pins()  # a search with nothing pinned


def parse_pins(shape: Shape, items: Iterable[str] = ()) -> Pins:
    """Words `r1=FUGUE` (row 1 across), `c3=GLOBE` (column 3 down) and letters `2,3=E`
    (row, column), told apart by their first character: the dialog's one line and the
    CLI's --pin and --letter read the same way."""
    pinned_words: dict[int, str] = {}
    pinned_letters: dict[int, str] = {}
    for text in items:
        where, _, value = text.partition("=")
        if where[:1].lower() in ("r", "c"):
            pinned_words[slot_named(shape, where)] = value.strip().upper()
            continue
        try:
            row, col = (int(n) - 1 for n in where.split(","))
        except ValueError:
            raise PuzzleError(fact(Code.PIN_SYNTAX, text=text)) from None
        if (row, col) not in shape.cell_at or len(value.strip()) != 1 or not value.strip().isalpha():
            raise PuzzleError(fact(Code.PIN_NO_CELL, text=text, row=row + 1, column=col + 1))
        pinned_letters[shape.cell_at[(row, col)]] = value.strip().upper()
    return Pins(pinned_words, pinned_letters)


def slot_named(shape: Shape, name: str) -> int:
    """'r1' is the first across word in row 1, 'c3' the first down word in column 3."""
    text = name.strip().lower()
    across = text[:1] == "r"
    try:
        number = int(text[1:]) - 1
    except ValueError:
        number = -1
    for k, slot in enumerate(shape.slots):
        if text[:1] in "rc" and slot.across == across and slot.index == number:
            return k
    raise PuzzleError(fact(Code.PIN_NO_SLOT, name=name))
