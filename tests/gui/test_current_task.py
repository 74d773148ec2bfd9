"""The task layer every page runs on: one current task, stale results dropped, buttons set."""

from __future__ import annotations

import multiprocessing
import textwrap
import threading
import time
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from studio.core.errors import PuzzleError
from studio.gui.shared.workers import CurrentTask, _task_pool, in_process

WAIT_MS = 30_000


def make_page(qtbot) -> tuple[QWidget, CurrentTask, QPushButton, QPushButton, QLabel]:
    page = QWidget()
    qtbot.addWidget(page)
    start, cancel, status = QPushButton(page), QPushButton(page), QLabel(page)
    return page, CurrentTask(page, [start], cancel, status), start, cancel, status


def test_a_replaced_tasks_result_never_reaches_the_page(qtbot):
    """A has finished and its result waits in the event queue when B starts: the page
    must hear only B's."""
    _page, current, *_ = make_page(qtbot)
    heard: list[str] = []
    current.start(lambda _stop: "A", done=heard.append)
    _task_pool().waitForDone()  # A's result is sent, not yet delivered
    current.start(lambda _stop: "B", done=heard.append)
    qtbot.waitUntil(lambda: not current.running, timeout=WAIT_MS)
    assert heard == ["B"]


def test_a_replaced_streams_reports_never_reach_the_page(qtbot):
    _page, current, *_ = make_page(qtbot)
    heard: list[str] = []

    def stream(name: str):
        yield f"{name} report"
        return name

    current.start(lambda _stop: stream("A"), progress=heard.append, done=heard.append)
    _task_pool().waitForDone()
    current.start(lambda _stop: stream("B"), progress=heard.append, done=heard.append)
    qtbot.waitUntil(lambda: not current.running, timeout=WAIT_MS)
    assert heard == ["B report", "B"]


def test_cancel_frees_the_buttons_at_once_and_drops_the_result(qtbot):
    _page, current, start, cancel, status = make_page(qtbot)
    release, heard = threading.Event(), []

    def slow(stop):
        release.wait(WAIT_MS / 1000)
        yield "late report"
        return "late result"

    current.start(slow, progress=heard.append, done=heard.append, cancelled=lambda: status.setText("Cancelled."))
    assert current.running and not start.isEnabled() and cancel.isEnabled()
    task = current.task
    current.cancel()
    assert not current.running and start.isEnabled() and not cancel.isEnabled()
    assert status.text() == "Cancelled." and task.cancelled
    release.set()
    _task_pool().waitForDone()
    qtbot.wait(50)
    assert heard == []


def test_a_failure_is_shown_and_the_buttons_come_back(qtbot):
    _page, current, start, cancel, status = make_page(qtbot)
    ended: list[bool] = []

    def fail(_stop):
        raise PuzzleError("no board fits these letters")

    current.start(fail, finished=lambda: ended.append(True))
    qtbot.waitUntil(lambda: not current.running, timeout=WAIT_MS)
    assert status.text() == "No board fits these letters" and ended == [True]
    assert start.isEnabled() and not cancel.isEnabled()


def test_a_deleted_page_hears_nothing_more(qtbot):
    """A dialog deleted while its task's result waits in the event queue: the result
    must not reach its deleted widgets."""
    page = QWidget()
    current = CurrentTask(page, status=QLabel(page))
    heard: list[str] = []
    current.start(lambda _stop: "late", done=heard.append)
    _task_pool().waitForDone()
    shiboken6.delete(page)
    qtbot.wait(100)
    assert heard == [] and not shiboken6.isValid(current)


def test_a_cancel_ends_the_process_of_in_process_and_frees_its_thread(qtbot):
    """Closing the window while a list loads used to wait out a 3 s timeout: the
    spawned process ran on whatever a cancel said. The process sleeps 60 s here; the
    thread must be free long before."""
    _page, current, *_ = make_page(qtbot)
    heard: list[object] = []
    current.start(lambda stop: in_process(stop, time.sleep, 60), done=heard.append)
    qtbot.waitUntil(lambda: multiprocessing.active_children() != [], timeout=WAIT_MS)
    current.cancel()
    assert _task_pool().waitForDone(WAIT_MS)
    assert multiprocessing.active_children() == [] and heard == []


MISUSES = """
from collections.abc import Callable, Generator

from PySide6.QtCore import QObject

from studio.gui.shared.workers import CurrentTask


def takes_int(n: int) -> None: ...
def takes_str(s: str) -> None: ...
def stream(stop: Callable[[], bool]) -> Generator[int, None, str]:
    yield 1
    return "done"


current = CurrentTask(QObject())
current.start(lambda stop: 3, done=takes_int)
current.start(stream, progress=takes_int, done=takes_str)
current.start(lambda stop: 3, done=takes_str)  # wrong: 3 is no str
current.start(stream, progress=takes_str)  # wrong: the stream yields ints
current.start(stream, done=takes_int)  # wrong: the stream returns a str
current.start(lambda stop: 3, progress=takes_int)  # wrong: a plain result reports nothing
"""


@pytest.mark.slow  # mypy reads PySide6's stubs afresh: about 10 s
def test_a_tasks_callbacks_take_what_its_work_yields_and_returns(tmp_path: Path):
    """The types flow from the work to `progress` and `done`: mypy finds each mismatch (and
    only those) where the window would otherwise hand a callback the wrong thing."""
    api = pytest.importorskip("mypy.api")
    root = Path(__file__).resolve().parents[2]
    uses = tmp_path / "uses.py"
    uses.write_text(textwrap.dedent(MISUSES), encoding="utf-8")
    config = ["--config-file", str(root / "pyproject.toml"), "--cache-dir", str(tmp_path / "cache")]
    out, err, _status = api.run([*config, str(uses)])
    wrong = [n for n, line in enumerate(MISUSES.splitlines(), 1) if "# wrong" in line]
    flagged = sorted({int(line.split(":")[1]) for line in out.splitlines() if line.startswith(str(uses))})
    assert flagged == wrong, out + err
