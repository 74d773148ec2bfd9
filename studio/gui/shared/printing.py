"""Printing a long document without freezing the window.

A QPrinter bound for a real printer is painted on the GUI thread, so the pages are
drawn as images on a worker (QPainter on a QImage is safe off the GUI thread) and the
GUI thread only copies them to the printer a band at a time, one band an event-loop
turn: the window repaints and Cancel answers between bands. Cancel aborts the print
job, so a printer receives all the pages or none. A print to a PDF file never comes
here: it is written whole on a worker (studio/render/files.py, iter_sheet).
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable, Generator, Iterable

from PySide6.QtCore import QObject, QRectF, QTimer
from PySide6.QtGui import QImage, QPainter
from PySide6.QtPrintSupport import QPrinter

from studio.gui.shared.workers import CurrentTask

PRINT_DPI = 300  # the page images' resolution: a laser printer's native one
BAND_ROWS = 100  # image rows copied to the printer in one turn of the event loop
AHEAD = 2  # page images drawn ahead of the printer: each A4 page at 300 dpi is 35 MB


class SlicedPrint(QObject):
    """One print job: `pages` (callables drawing page n as an image at PRINT_DPI, on a
    worker) copied to `printer` band by band. `progress(n)` after each page, then
    `done(pages)`; `failed(message)`; nothing reaches the printer after `cancel`."""

    def __init__(
        self,
        parent: QObject,
        printer: QPrinter,
        pages: Iterable[Callable[[], QImage]],
        progress: Callable[[int], object],
        done: Callable[[int], object],
        failed: Callable[[str], object],
    ) -> None:
        super().__init__(parent)
        self.printer, self.progress, self.done, self.failed = printer, progress, done, failed
        self.images: deque[QImage] = deque()
        self.room = threading.Semaphore(AHEAD)  # the worker waits while AHEAD images are queued
        self.drawn_all = False
        self.painter: QPainter | None = None
        self.row = 0  # of the page image being copied
        self.printed = 0
        self.timer = QTimer(self)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._slice)
        self.drawing = CurrentTask(self)
        self.drawing.start(
            lambda stop: self._draw(list(pages), stop),
            progress=self._arrived,
            done=self._all_drawn,
            failed=self._fail,
        )

    @property
    def running(self) -> bool:
        return self.drawing.running or self.timer.isActive() or bool(self.images)

    def _draw(self, pages: list[Callable[[], QImage]], stop: Callable[[], bool]) -> Generator[QImage, None, None]:
        for page in pages:
            while not self.room.acquire(timeout=0.05):
                if stop():
                    return
            yield page()

    def _arrived(self, image: QImage) -> None:
        self.images.append(image)
        self.timer.start()

    def _all_drawn(self, _result: object) -> None:
        self.drawn_all = True
        self.timer.start()

    def _slice(self) -> None:
        """Copy one band of the first page image, then give the event loop its turn."""
        if not self.images:
            self.timer.stop()
            if self.drawn_all:
                self._finish()
            return
        if self.painter is None:
            self.painter = QPainter()
            if not self.painter.begin(self.printer):
                self._fail("the printer could not start the job")
                return
        elif self.row == 0 and self.printed:
            self.printer.newPage()
        image, scale = self.images[0], self.printer.resolution() / PRINT_DPI
        rows = min(BAND_ROWS, image.height() - self.row)
        source = QRectF(0, self.row, image.width(), rows)
        self.painter.drawImage(QRectF(0, self.row * scale, image.width() * scale, rows * scale), image, source)
        self.row += rows
        if self.row >= image.height():
            self.images.popleft()
            self.room.release()
            self.row = 0
            self.printed += 1
            self.progress(self.printed)

    def _finish(self) -> None:
        painter, self.painter = self.painter, None
        if painter is not None and not painter.end():
            self.failed("the printer could not finish the job: nothing was printed")
            return
        self.done(self.printed)

    def _fail(self, message: str) -> None:
        self._stop()
        self.failed(message)

    def cancel(self) -> None:
        """At once: no band is copied after this, and the job is aborted (never sent)."""
        self._stop()

    def _stop(self) -> None:
        self.drawing.cancel()
        self.timer.stop()
        self.images.clear()
        if self.painter is not None:
            self.printer.abort()
            self.painter.end()
            self.painter = None
