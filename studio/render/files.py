"""Writing cards and sheets to PNG, SVG and PDF, each file written whole or not at all.

Qt's writers do not report a failed write (a full disk gave a truncated PDF and no
error), so every drawing is made in memory, checked, and handed as bytes to the one
checked atomic writer (core/atomic.py). A sheet, which may have any number of pages,
goes to that writer as Qt writes it, through a device that checks every write.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass
from itertools import chain
from pathlib import Path
from typing import TypeVar
from xml.sax.saxutils import escape

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator

from studio.core.atomic import CheckedOutput, atomic_output, write_atomic
from studio.core.errors import PuzzleError, WriteError
from studio.core.text import one_of
from studio.core.waffle.export import EXPORT_FORMATS
from studio.core.waffle.formats import save_puzzle
from studio.core.waffle.sheet import MAX_PITCH, PAPERS, Card, CardOptions, CardStyle, Entry, Page, Paper, single_card
from studio.core.xcb import missing_for_window
from studio.language import translate
from studio.render.cards import paint_card, paint_page
from studio.render.sheet_text import card_title, default_title, page_heading

PDF_DPI = 300
MM = PDF_DPI / 25.4  # a PDF's device units per millimetre
SVG_DPI = 96
SINGLE_PITCH = 10.0  # mm: single cards are laid out at this pitch, then scaled
_app: QGuiApplication | None = None
P = TypeVar("P")  # a page of any layout


def ensure_app() -> None:
    """QPainter needs a QGuiApplication for fonts; without a display, or on X11 without
    the libraries Qt's xcb platform needs (Qt would abort), the offscreen one."""
    global _app
    if QGuiApplication.instance() is None:
        if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) or missing_for_window(os.environ):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _app = QGuiApplication([])


Paint = Callable[[QPainter, QRectF], None]


def drawing_image(paint: Paint, width: int, height: int) -> QImage:
    """A drawing on a transparent image of `width` x `height` pixels."""
    ensure_app()
    if not 16 <= width <= 20_000:
        raise PuzzleError(translate("Files", "a PNG of %1 pixels across: choose 16 to 20000").replace("%1", str(width)))
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def write_drawing(path: str | Path, paint: Paint, width: int, aspect: float, title: str, mm_wide: float) -> None:
    """PNG (`width` pixels across) or SVG (`mm_wide` across) by the file's suffix, written
    whole or not at all; `aspect` is height over width."""
    suffix = Path(path).suffix.lower()
    if suffix not in (".png", ".svg"):
        raise PuzzleError(
            translate("Files", "draw to a .png or .svg file, not %1").replace("%1", repr(Path(path).name))
        )
    ensure_app()
    if suffix == ".png":
        write_image(path, drawing_image(paint, width, max(1, round(width * aspect))))
        return
    wide = round(mm_wide * SVG_DPI / 25.4)
    high = max(1, round(wide * aspect))
    buffer, _generator, painter = _svg_painter(QSizeF(wide, high), title)
    paint(painter, QRectF(0, 0, wide, high))
    _finish(path, buffer, painter)


def card_image(card: Card, width: int, style: CardStyle = "color", transparent: bool = False) -> QImage:
    ensure_app()
    if not 16 <= width <= 20_000:
        raise PuzzleError(translate("Files", "a PNG of %1 pixels across: choose 16 to 20000").replace("%1", str(width)))
    scale = width / card.box.w
    image = QImage(width, max(1, round(card.box.h * scale)), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent if transparent else Qt.GlobalColor.white)
    painter = QPainter(image)
    paint_card(painter, card, scale, style)
    painter.end()
    return image


def write_png(
    entry: Entry, path: str | Path, options: CardOptions, width: int = 800, transparent: bool = False
) -> None:
    image = card_image(single_card(entry, options, SINGLE_PITCH), width, options.style, transparent)
    write_image(path, image)


def write_svg(entry: Entry, path: str | Path, options: CardOptions) -> None:
    ensure_app()
    card = single_card(entry, options, SINGLE_PITCH)
    scale = SVG_DPI / 25.4
    buffer, _generator, painter = _svg_painter(QSizeF(card.box.w * scale, card.box.h * scale), card_title(card.heading))
    paint_card(painter, card, scale, options.style)
    _finish(path, buffer, painter)


def page_size(paper: Paper) -> QPageSize:
    return QPageSize(QPageSize.PageSizeId.A4 if paper == "a4" else QPageSize.PageSizeId.Letter)


def _memory() -> QBuffer:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    return buffer


def _finish(path: str | Path, buffer: QBuffer, painter: QPainter) -> None:
    """End the painting into `buffer` and write what it drew to `path`, atomically;
    a drawing Qt could not finish, or an empty one, is an error, never a file."""
    done = painter.end()
    data = bytes(buffer.data().data())
    if not done or not data:
        raise WriteError("the drawing could not be finished: nothing was written", source=str(path))
    write_atomic(path, data)


def write_image(path: str | Path, image: QImage) -> None:
    """An image as a PNG file, written whole or not at all."""
    buffer = _memory()
    # the stubs ask bytes for the format, but PySide6 takes only a str there
    if not image.save(buffer, "PNG") or not buffer.size():  # type: ignore[call-overload]
        raise WriteError("the PNG could not be made: nothing was written", source=str(path))
    write_atomic(path, bytes(buffer.data().data()))


def _svg_painter(size: QSizeF, title: str) -> tuple[QBuffer, QSvgGenerator, QPainter]:
    """A painter drawing an SVG of `size` (pixels at SVG_DPI) into memory (the
    generator is returned too: the painter does not keep it alive)."""
    buffer = _memory()
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setResolution(SVG_DPI)
    generator.setSize(size.toSize())
    generator.setViewBox(QRectF(QPointF(0, 0), size))
    generator.setTitle(title)
    generator.setDescription(translate("Sheet", "Made with Puzzle Studio"))
    return buffer, generator, QPainter(generator)


def _xmp(title: str, author: str, subject: str) -> bytes:
    """The document's XMP packet: Qt's QPdfWriter has no subject field, but readers take the
    subject (dc:description) and keywords from XMP; the packet replaces Qt's own, so it repeats
    the title and author."""

    def alt(value: str) -> str:
        return f'<rdf:Alt><rdf:li xml:lang="x-default">{escape(value)}</rdf:li></rdf:Alt>'

    keywords = ", ".join(("Waffle", translate("Sheet", "word puzzle"), "Puzzle Studio"))
    creator = f"<dc:creator><rdf:Seq><rdf:li>{escape(author)}</rdf:li></rdf:Seq></dc:creator>" if author else ""
    return (
        '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>'
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
        '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"'
        ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">'
        f"<dc:title>{alt(title)}</dc:title>{creator}<dc:description>{alt(subject)}</dc:description>"
        f"<pdf:Keywords>{escape(keywords)}</pdf:Keywords><pdf:Producer>Puzzle Studio</pdf:Producer>"
        "<xmp:CreatorTool>Puzzle Studio</xmp:CreatorTool>"
        '</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>'
    ).encode()


class _Drained:
    """A memory buffer for Qt's PDF writer that is emptied into a checked output after each
    page: a sheet of any length holds one page's bytes at a time. (Qt's PDF engine counts the
    offsets it writes itself, so the buffer can start again at 0.)

    Qt writes a page's size in whole points; `exact` (width, height in points) puts the
    exact size in its place, in as many bytes, so the offsets still hold: KDP's A4 and A5
    are not whole points (595.44 x 841.68). The drawing keeps Qt's rounded height, a
    shift of under half a point, far inside the margins."""

    def __init__(self, out: CheckedOutput, exact: tuple[float, float] | None = None) -> None:
        self.out = out
        self.buffer = _memory()
        self.boxes = _media_boxes(exact) if exact else None

    def drain(self) -> None:
        size = self.buffer.pos()
        if size:
            data = bytes(self.buffer.data().data()[:size])
            if self.boxes:
                data = data.replace(*self.boxes)
            self.out.write(data)
            self.buffer.seek(0)


def _media_boxes(exact: tuple[float, float]) -> tuple[bytes, bytes]:
    """Qt's page box for a page of `exact` points, and the exact one, of the same length."""
    width, height = exact
    rounded = f"/MediaBox [0 0 {round(width):.6f} {round(height):.6f}]".encode()
    wanted = f"/MediaBox [0 0 {width:.6f} {height:.6f}]".encode()
    if len(rounded) != len(wanted):
        raise ValueError(f"a page of {width} x {height} points: its exact size would move the PDF's offsets")
    return rounded, wanted


def _pdf_painter(
    device: QIODevice, size: QPageSize, title: str = "", author: str = "", subject: str = ""
) -> tuple[QPdfWriter, QPainter]:
    """A painter drawing PDF pages of `size` into `device`; title and author go in the
    document's information, and with the subject in its XMP, which PDF readers show and search."""
    writer = QPdfWriter(device)
    writer.setResolution(PDF_DPI)
    writer.setPageLayout(QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
    writer.setCreator("Puzzle Studio")
    title = title or default_title()
    writer.setTitle(title)
    if author:
        writer.setAuthor(author)
    writer.setDocumentXmpMetadata(_xmp(title, author, subject or translate("Sheet", "A Waffle puzzle")))
    return writer, QPainter(writer)


def write_pdf(entry: Entry, path: str | Path, options: CardOptions, paper: Paper = "a4", margin: float = 20.0) -> None:
    """One card across the top of one page, as large as the page and MAX_PITCH allow."""
    ensure_app()
    card = single_card(entry, options, SINGLE_PITCH)
    width, _ = PAPERS[paper]
    fit = min((width - 2 * margin) / card.box.w, MAX_PITCH / SINGLE_PITCH)
    scale = PDF_DPI / 25.4
    buffer = _memory()
    _writer, painter = _pdf_painter(
        buffer, page_size(paper), card_title(card.heading), str(entry.puzzle.meta.get("author", ""))
    )
    painter.translate((width - card.box.w * fit) / 2 * scale, margin * scale)
    paint_card(painter, card, scale * fit, options.style)
    _finish(path, buffer, painter)


# The writer of each of EXPORT_FORMATS, given the entry, the path, the card's options, a
# PNG's width and transparency and a PDF's paper (each takes what its format uses)
CardWriter = Callable[[Entry, "str | Path", CardOptions, int, bool, Paper], None]
WRITERS: dict[str, CardWriter] = {
    "png": lambda entry, path, options, width, transparent, _paper: write_png(entry, path, options, width, transparent),
    "svg": lambda entry, path, options, *_: write_svg(entry, path, options),
    "pdf": lambda entry, path, options, _width, _transparent, paper: write_pdf(entry, path, options, paper),
    "json": lambda entry, path, *_: save_puzzle(entry.puzzle, path),
}


def write_card(
    entry: Entry,
    path: str | Path,
    fmt: str,
    options: CardOptions,
    width: int = 800,
    transparent: bool = False,
    paper: Paper = "a4",
) -> None:
    """One card in one format: the single entry point the CLI and the window share."""
    if fmt not in WRITERS:
        raise PuzzleError(
            translate("Files", "export as %1, not %2").replace("%2", repr(fmt)).replace("%1", one_of(EXPORT_FORMATS))
        )
    WRITERS[fmt](entry, path, options, width, transparent, paper)


def iter_sheet(
    pages: Iterable[Page],
    path: str | Path,
    style: CardStyle = "color",
    author: str = "",
    subject: str = "",
) -> Generator[int, None, None]:
    """Write the pages to one PDF as they come, yielding after each page (progress and
    cancel: close the generator and no file appears). `subject`: sheet_text.sheet_subject."""
    each = iter(pages)
    first = next(each, None)
    if first is None:
        raise PuzzleError(translate("Files", "no pages to write"))
    paper: Paper = "a4" if (first.width, first.height) == PAPERS["a4"] else "letter"
    document = PdfDocument(page_size(paper), page_heading(first), author, subject)
    return iter_pdf(chain([first], each), path, document, lambda painter, page: paint_page(painter, page, MM, style))


@dataclass(frozen=True)
class PdfDocument:
    """A PDF's page size (every page's) and what it says it is; `exact`: the size in points
    when Qt would round it (see `_Drained`)."""

    size: QPageSize
    title: str
    author: str
    subject: str
    exact: tuple[float, float] | None = None


def iter_pdf(
    pages: Iterable[P], path: str | Path, document: PdfDocument, paint: Callable[[QPainter, P], None]
) -> Generator[int, None, None]:
    """Each page painted by `paint` into one PDF, written as the pages come, whole or not at
    all; yields after each page (progress and cancel: close the generator and no file appears)."""
    ensure_app()
    with atomic_output(path) as out:
        pdf = _Drained(out, document.exact)
        writer, painter = _pdf_painter(pdf.buffer, document.size, document.title, document.author, document.subject)
        try:
            for n, page in enumerate(pages):
                if n:
                    writer.newPage()
                    pdf.drain()
                paint(painter, page)
                yield n + 1
        except BaseException:
            painter.end()
            raise
        done = painter.end()
        pdf.drain()
        if not done or not out.written:
            raise WriteError("the drawing could not be finished: nothing was written", source=str(path))


def write_sheet(
    pages: Iterable[Page],
    path: str | Path,
    style: CardStyle = "color",
    author: str = "",
    subject: str = "",
) -> int:
    """The sheet's PDF, written as its pages come; how many pages it has."""
    return sum(1 for _ in iter_sheet(pages, path, style, author, subject))


def page_image(page: Page, width: int, style: CardStyle = "color") -> QImage:
    """A page as an image, for previews."""
    ensure_app()
    scale = width / page.width
    image = QImage(width, round(page.height * scale), QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    paint_page(painter, page, scale, style)
    painter.end()
    return image
