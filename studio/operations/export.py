"""Export: puzzles as PNG, SVG, PDF or JSON cards, one file or a folder of them."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from studio.core.atomic import make_folder
from studio.core.waffle.export import export_format
from studio.core.waffle.formats import export_names
from studio.core.waffle.sheet import CardOptions, Entry, Paper, entry_for
from studio.core.words import WordList
from studio.render.files import write_card


@dataclass(frozen=True)
class CardExport:
    """How the cards are drawn and where they go. `chosen` is the format asked for (the
    command's --format, the window's box); the file's name decides and it may only agree.
    `one_file`: `out` is a file even without a suffix (the window's Save dialog)."""

    out: Path
    chosen: str | None
    card: CardOptions
    width: int = 800
    transparent: bool = False
    paper: Paper = "a4"
    one_file: bool = False


@dataclass(frozen=True)
class Exported:
    fmt: str
    files: tuple[Path, ...]


def export_cards(
    entries: Sequence[Entry], request: CardExport, words: WordList | None = None
) -> Generator[Path, None, Exported]:
    """Each entry to its card file, yielding each file once written. The format and the
    files' names are checked here, before the stream starts (a caller may show a refusal
    at once); an entry without its answer is solved when its card shows the answer or the
    swaps, and a card that must show a solution it cannot find is refused with its name."""
    out = request.out
    single = request.one_file or (len(entries) == 1 and out.suffix != "" and not out.is_dir())
    fmt = export_format(out, request.chosen, single)
    if single:
        targets = [out]
    else:
        folder = make_folder(out)
        targets = [folder / name for name in export_names([Path(e.name) for e in entries], fmt)]
    return _write(entries, targets, fmt, request, words)


def _write(
    entries: Sequence[Entry], targets: list[Path], fmt: str, request: CardExport, words: WordList | None
) -> Generator[Path, None, Exported]:
    card = request.card
    required = card.content != "puzzle" and fmt != "json"
    wanted = fmt != "json" and card.swaps
    for entry, target in zip(entries, targets, strict=True):
        if entry.answer is None and (required or wanted):
            answer = entry_for(entry.name, entry.puzzle, words, required=required, wanted=wanted).answer
            entry = replace(entry, answer=answer)
        write_card(entry, target, fmt, card, request.width, request.transparent, request.paper)
        yield target
    return Exported(fmt, tuple(targets))
