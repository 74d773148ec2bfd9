"""What a single card export writes: the file's name says it, as every program that
opens the file will assume (a PDF named x.png opens nowhere)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from studio.core.errors import PuzzleError

if TYPE_CHECKING:
    from pathlib import Path

EXPORT_FORMATS = ("png", "svg", "pdf", "json")


def export_format(out: Path, chosen: str | None, one_file: bool, sheet: bool = False) -> str:
    """The format to write to `out`: a file's suffix decides, and `chosen` (--format)
    may only agree; a folder's files are `chosen`, PDF when none is; a sheet is a PDF.
    A file whose suffix names no format is written in `chosen`, and needs it."""
    named = out.suffix.lower().removeprefix(".") if one_file or sheet else ""
    if sheet:
        if chosen not in (None, "pdf"):
            raise PuzzleError(f"a sheet is a PDF, not {chosen}: leave out --format {chosen}")
        if named in EXPORT_FORMATS and named != "pdf":
            raise PuzzleError(f"a sheet is a PDF: name it {out.stem}.pdf, not {out.name}")
        return "pdf"
    if named in EXPORT_FORMATS:
        if chosen not in (None, named):
            raise PuzzleError(
                f"{out.name} names a .{named} file but --format is {chosen}: name it {out.stem}.{chosen}, "
                "or leave out --format"
            )
        return named
    if chosen is None and named:
        raise PuzzleError(f"{out.name}: its suffix names no format: name it .png, .svg, .pdf or .json, or add --format")
    return chosen or "pdf"
