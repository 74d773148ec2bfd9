"""Printing a big sheet never freezes the window (issue 22: Print painted every page on
the GUI thread). To a PDF file the sheet is written whole on a worker; to a printer the
pages are drawn as images on a worker and copied in bands between events. Cancel stops
both at once and leaves nothing behind: no file, no print job."""

from __future__ import annotations

import time

import pytest
from PySide6.QtPrintSupport import QPrinter

from studio.core.waffle.formats import read_puzzle
from studio.gui.shared.printing import SlicedPrint
from studio.render.files import page_image
from studio.resources import resource
from tests.conftest import pdf_page_count
from tests.gui.conftest import FREEZE_SECONDS, WAIT_MS, longest_pause, ticking, wait_for_workers

EXAMPLE = resource("examples/daily-1.txt")


def sheet_of(qtbot, window, count: int):
    dialog = window.open_sheet()
    qtbot.addWidget(dialog)
    puzzle = read_puzzle(EXAMPLE)
    dialog.add_puzzles((f"daily-{n}.txt", puzzle) for n in range(count))
    pages = -(-count // 6) * 2  # 6 a page, and as many answer pages
    qtbot.waitUntil(lambda: dialog.pages_label.text() == f"{count} puzzles on {pages} pages", timeout=WAIT_MS)
    return dialog, pages


def pdf_printer(path) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    return printer


@pytest.mark.slow
def test_printing_100_puzzles_to_a_file_keeps_the_window_painting(qtbot, window, tmp_path):
    dialog, pages = sheet_of(qtbot, window, 100)
    out = tmp_path / "printed.pdf"
    with ticking() as ticks:
        dialog.print_to(pdf_printer(out))
        assert dialog.cancel_button.isEnabled() and not dialog.print_button.isEnabled()
        qtbot.waitUntil(lambda: "Saved printed.pdf" in dialog.message.text(), timeout=60_000)
    assert longest_pause(ticks) < FREEZE_SECONDS
    assert pdf_page_count(out)[0] == pages and not dialog.cancel_button.isEnabled()


@pytest.mark.slow
def test_a_cancelled_save_leaves_no_file(qtbot, window, tmp_path):
    dialog, _ = sheet_of(qtbot, window, 100)
    out = tmp_path / "sheet.pdf"
    dialog.save_pdf(out)
    qtbot.waitUntil(lambda: dialog.progress.value() >= 2, timeout=WAIT_MS)
    dialog.cancel_button.click()
    assert dialog.message.text() == "Cancelled: nothing was saved or printed." and dialog.save_button.isEnabled()
    wait_for_workers(qtbot)
    assert list(tmp_path.iterdir()) == []  # neither the file nor a temporary one


class WatchedPrinter(QPrinter):
    """A printer whose job can be seen aborted."""

    def __init__(self, path) -> None:
        super().__init__(QPrinter.PrinterMode.HighResolution)
        self.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        self.setOutputFileName(str(path))
        self.aborted = False

    def abort(self) -> bool:
        self.aborted = True
        return super().abort()


def _job(qtbot, window, printer, count):
    dialog, pages = sheet_of(qtbot, window, count)
    width = round(dialog.pages[0].width / 25.4 * 300)
    images = [lambda page=page: page_image(page, width, "color") for page in dialog.pages]
    seen: list[int] = []
    finished: list[int] = []
    job = SlicedPrint(dialog, printer, images, seen.append, finished.append, lambda m: finished.append(-1))
    return job, pages, seen, finished


@pytest.mark.slow
def test_pages_go_to_a_printer_in_slices_between_events(qtbot, window, tmp_path):
    out = tmp_path / "printer.pdf"
    with ticking() as ticks:
        _job_kept, pages, seen, finished = _job(qtbot, window, pdf_printer(out), 24)
        qtbot.waitUntil(lambda: bool(finished), timeout=60_000)
    assert finished == [pages] and seen == list(range(1, pages + 1))
    assert longest_pause(ticks) < FREEZE_SECONDS
    assert pdf_page_count(out)[0] == pages


@pytest.mark.slow
def test_a_cancelled_print_job_is_aborted_and_nothing_more_is_copied(qtbot, window, tmp_path):
    printer = WatchedPrinter(tmp_path / "printer.pdf")
    job, pages, seen, finished = _job(qtbot, window, printer, 24)
    qtbot.waitUntil(lambda: len(seen) >= 1, timeout=60_000)
    started = time.perf_counter()
    job.cancel()
    assert time.perf_counter() - started < FREEZE_SECONDS and not job.running and printer.aborted
    at_cancel = len(seen)
    qtbot.wait(500)
    assert len(seen) == at_cancel < pages and not finished
