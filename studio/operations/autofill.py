"""Autofill a design: the empty and partly typed slots filled around the letters typed,
best words first, from the fill list a generated puzzle of the shape would use, curated
(core/curation.py: no banned or excluded word, favoured words first); or the slot that
cannot be filled (core/waffle/fill/autofill.py). Also how many words fit each slot, so
the designer sees where the fill is tight before asking."""

from __future__ import annotations

from collections.abc import Callable, Generator
from functools import lru_cache

from studio.core.alphabet import TILES
from studio.core.curation import Curation, curate
from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.streams import Progress, finish
from studio.core.waffle.fill.autofill import Autofilled, Candidates, autofill, candidates, partial_pins, ranked
from studio.core.waffle.fill.familiar import familiar_fill
from studio.core.waffle.fill.plan import BLANK
from studio.core.waffle.generate import fill_words
from studio.core.waffle.shape import Shape
from studio.core.words import WordList, default_words


def autofill_grid(
    shape: Shape,
    letters: str,
    curation: Curation | None = None,
    fill_list: WordList | None = None,
    lang: str = "en",
    should_stop: Callable[[], bool] = lambda: False,
    budget: float | None = None,
) -> Generator[Progress, None, Autofilled]:
    """A stream of the search's progress ending in the fill (or the slot that cannot be
    filled). `letters`: one per cell, BLANK where none is typed; `fill_list` None: the
    built-in list for the shape (built on the stream's first step, so on the caller's
    worker). `budget`: seconds for the most familiar fill (fill/familiar.py) rather than
    the first fill of the best-ranked words; when it finds none, that search names the
    slot. PuzzleError at once for letters that do not fit the shape."""
    check_letters(shape, letters)
    return _autofill(shape, letters, curation or Curation(language=lang), fill_list, lang, should_stop, budget)


def _autofill(
    shape: Shape,
    letters: str,
    curation: Curation,
    fill_list: WordList | None,
    lang: str,
    should_stop: Callable[[], bool],
    budget: float | None,
) -> Generator[Progress, None, Autofilled]:
    words = fill_list_for(shape, curation, fill_list, lang)
    if budget is not None and BLANK in letters:
        pins = partial_pins(shape, letters)
        familiar = finish(familiar_fill(shape, words, pins, budget, should_stop=should_stop))
        if familiar.grid is not None or should_stop():
            return Autofilled(familiar.grid, candidates(shape, letters, words), stopped=familiar.grid is None)
    return (yield from autofill(shape, letters, words, should_stop, curation.favoured))


def slot_candidates(
    shape: Shape, letters: str, curation: Curation | None = None, fill_list: WordList | None = None, lang: str = "en"
) -> Candidates:
    """How many words of the same list each slot can still take around `letters`."""
    check_letters(shape, letters)
    return candidates(shape, letters, fill_list_for(shape, curation or Curation(language=lang), fill_list, lang))


def check_letters(shape: Shape, letters: str) -> None:
    if len(letters) != len(shape.cells):
        raise PuzzleError(fact(Code.LETTERS_FOR_SHAPE, cells=len(shape.cells), letters=len(letters)))
    for cell, ch in enumerate(letters):
        if ch != BLANK and ch not in TILES:
            row, col = shape.positions[cell]
            raise PuzzleError(fact(Code.NOT_A_LETTER_AT, char=ch, row=row + 1, column=col + 1))


@lru_cache(maxsize=2)  # typing in Design asks for the counts again and again, over the same list
def fill_list_for(shape: Shape, curation: Curation, fill_list: WordList | None, lang: str) -> WordList:
    """`fill_list` (else the built-in one for the shape) curated and ranked best first;
    favoured words the solving list (the broad tier) knows are joined to it."""
    lengths = frozenset(len(slot) for slot in shape.slots)
    source = fill_list or fill_words(None, shape, lang)
    curated, _ = curate(source, curation, lengths, default_words(lang=lang))
    return ranked(curated, lengths, curation.favoured)
