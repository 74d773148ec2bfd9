"""The formats one card is exported in, and which one a file gets: the file's name says
it, as every program that opens the file will assume (a PDF named x.png opens nowhere).

EXPORT_FORMATS is the one list: the CLI's --format, the Export dialog's formats and file
filters, and the writers (studio/render/files.py, WRITERS) all come from it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact

if TYPE_CHECKING:
    from pathlib import Path

# each format's key (--format's value and the file's suffix) and what the file is, as a
# file dialog names it
EXPORT_FORMATS = {"png": "PNG image", "svg": "SVG drawing", "pdf": "PDF document", "json": "Puzzle Studio JSON"}


@dataclass(frozen=True)
class Clash:
    """A file named `name` says `named` (its suffix) and the export is `chosen`: the facts,
    so the window can phrase them with its format box and the command line with --format."""

    name: str
    named: str
    chosen: str


class FormatClash(PuzzleError):
    """An export refused before anything is written because its file's name says another format."""

    def __init__(self, clash: Clash) -> None:
        stem = clash.name.rpartition(".")[0] or clash.name
        super().__init__(fact(Code.FORMAT_CLASH, name=clash.name, stem=stem, named=clash.named, chosen=clash.chosen))
        self.clash = clash

    # a clash pickles its own fields (workers send errors back); PuzzleError's tuple names its four
    def __reduce__(self) -> tuple[type[FormatClash], tuple[Clash]]:  # type: ignore[override]
        return type(self), (self.clash,)


def export_format(out: Path, chosen: str | None, one_file: bool, sheet: bool = False) -> str:
    """The format to write to `out`: a file's suffix decides, and `chosen` (--format)
    may only agree; a folder's files are `chosen`, PDF when none is; a sheet is a PDF.
    A file whose suffix names no format is written in `chosen`, and needs it."""
    named = out.suffix.lower().removeprefix(".") if one_file or sheet else ""
    if sheet:
        if chosen not in (None, "pdf"):
            raise PuzzleError(fact(Code.SHEET_IS_PDF, chosen=chosen))
        if named in EXPORT_FORMATS and named != "pdf":
            raise FormatClash(Clash(out.name, named, "pdf"))
        return "pdf"
    if named in EXPORT_FORMATS:
        if chosen not in (None, named):
            raise FormatClash(Clash(out.name, named, chosen))
        return named
    if chosen is None and named:
        suffixes = tuple(f".{key}" for key in EXPORT_FORMATS)
        raise PuzzleError(fact(Code.NO_FORMAT_SUFFIX, name=out.name, suffixes=suffixes))
    return chosen or "pdf"
