"""Every Grid on a Dask cluster, as a designer meets it (issue 25): the choice remembered,
the 7x7 common-7 count found by a cluster of two workers with each worker's progress shown,
a bad or silent scheduler named, a cancel that ends the run at once, and Dask missing."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from studio.core import cluster as core_cluster
from studio.core.cluster import MISSING
from studio.gui.waffle import every_grid_tool
from studio.gui.waffle.every_grid_tool import HERE, LOCAL_CLUSTER, SCHEDULER
from studio.gui.waffle.generator_dialog import GeneratorDialog
from tests.core.test_scheduler_reach import SSH_GREETING, fake_scheduler
from tests.gui.conftest import FREEZE_SECONDS, WAIT_MS, generator_filling_from

COMMON_7_GRIDS = 107_832  # the seed's nested loops on the same list (benchmarks/bench_enumerate.py)
PLANTED = [f"{a}{x}{b}K{c}" for a, b, c in ("ABC", "DEF", "GHI", "ADG", "BEH", "CFI") for x in "KL"]
PLANTED_GRIDS = 64  # tests/acceptance/test_generator_story.py works these out by hand


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    """A LocalCluster of 2 single-threaded worker processes, up before the dialog asks
    for it, as a cluster elsewhere is: the address to type in."""
    pytest.importorskip("distributed", reason='the cluster extra: pip install -e ".[cluster]"')
    import logging

    from distributed import LocalCluster

    with LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=logging.ERROR
    ) as cluster:
        yield cluster.scheduler_address


def running_on(qtbot, window, words: Path, address: str) -> GeneratorDialog:
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    dialog.shape_edit.setText("7x7")
    dialog.shape_edit.editingFinished.emit()
    dialog.file_edit.setText(str(words))
    dialog.file_edit.editingFinished.emit()
    qtbot.waitUntil(lambda: dialog.file_words is not None, timeout=WAIT_MS)
    dialog.every.run_on.setCurrentText(SCHEDULER)
    dialog.every.scheduler_edit.setText(address)
    return dialog


def tasks_on(address: str) -> int:
    from distributed import Client

    with Client(address, timeout=30) as client:
        return sum(len(keys) for keys in client.processing().values())


@pytest.mark.slow
def test_every_7x7_grid_of_common_7_on_two_workers_with_their_progress(qtbot, window, shared_data, scheduler):
    dialog = running_on(qtbot, window, shared_data / "generation" / "common-7-letter-words.txt", scheduler)
    seen: set[str] = set()
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.every.workers.isVisible() and dialog.every.workers.rowCount() == 2, timeout=WAIT_MS)

    def states() -> bool:
        seen.update(dialog.every.workers.item(row, 3).text() for row in range(dialog.every.workers.rowCount()))
        return not dialog.task.running

    qtbot.waitUntil(states, timeout=5 * WAIT_MS)
    assert dialog.error.text() == "" and "Done" in dialog.eta.text()
    assert dialog.every.grid_total == COMMON_7_GRIDS and f"{COMMON_7_GRIDS:,} grids" in dialog.every.grid_count.text()
    rows = [[dialog.every.workers.item(row, column).text() for column in range(4)] for row in range(2)]
    assert all(row[0].startswith("tcp://127.0.0.1:") for row in rows)
    assert sum(int(row[1].replace(",", "")) for row in rows) == len(dialog.every.grid_parts)  # every chunk, once
    assert sum(int(row[2].replace(",", "")) for row in rows) == COMMON_7_GRIDS
    assert all(int(row[1].replace(",", "")) > 0 for row in rows), "one worker did all the chunks"
    assert "busy" in seen and all(row[3] == "finished" for row in rows)


@pytest.mark.slow
def test_the_choice_is_remembered_and_a_bad_address_loses_nothing(qtbot, window, tmp_path):
    dialog = generator_filling_from(qtbot, window, PLANTED, tmp_path / "planted.txt")
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    assert dialog.every.grid_total == dialog.every.grid_list.count() == PLANTED_GRIDS  # on this computer
    if core_cluster.dask_missing() is not None:
        pytest.skip('the cluster extra: pip install -e ".[cluster]"')
    dialog.every.run_on.setCurrentText(SCHEDULER)
    dialog.every.scheduler_edit.setText("tcp:/scheduler:8786")
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    assert "'tcp:/scheduler:8786': give a scheduler address such as tcp://host:8786" in dialog.error.text()
    assert not dialog.task.running and dialog.every.grid_list.count() == PLANTED_GRIDS
    assert dialog.every.save_grids_button.isEnabled()
    assert dialog.every.scheduler_edit.text() == "tcp:/scheduler:8786"  # there to correct
    dialog.every.scheduler_edit.setText("tcp://127.0.0.1:9")
    dialog.every.scheduler_edit.editingFinished.emit()
    dialog.close()
    settings = QSettings(window.settings.fileName(), QSettings.Format.IniFormat)
    again = GeneratorDialog(lambda: None, window.library, settings=settings)
    qtbot.addWidget(again)
    assert again.every.run_on.currentText() == SCHEDULER and again.every.scheduler_edit.text() == "tcp://127.0.0.1:9"
    again.every.run_on.setCurrentText(LOCAL_CLUSTER)
    assert GeneratorDialog(lambda: None, window.library, settings=settings).every.run_on.currentText() == LOCAL_CLUSTER


def test_a_scheduler_that_does_not_answer_is_named(qtbot, window, tmp_path, monkeypatch):
    pytest.importorskip("distributed", reason='the cluster extra: pip install -e ".[cluster]"')
    monkeypatch.setattr(core_cluster, "CONNECT_SECONDS", 2)
    dialog = generator_filling_from(qtbot, window, PLANTED, tmp_path / "planted.txt")
    dialog.every.run_on.setCurrentText(SCHEDULER)
    dialog.every.scheduler_edit.setText("tcp://127.0.0.1:9")  # the discard port: nothing listens
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    assert "cannot reach the Dask scheduler at tcp://127.0.0.1:9" in dialog.error.text()
    assert dialog.progress.maximum() > 0 and dialog.every.every_button.isEnabled() and "Done" not in dialog.eta.text()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("says", "ending"), [(None, "no answer within 1 s"), (SSH_GREETING, "something answers there, but not Dask")]
)
def test_a_port_that_is_no_scheduler_is_named_as_on_the_command_line(
    qtbot, window, tmp_path, monkeypatch, says, ending
):
    """A port that accepts and stays silent, or answers as SSH does: the CLI's line
    (tests/core/test_scheduler_reach.py) after the same timeout, and the grids listed stay."""
    pytest.importorskip("distributed", reason='the cluster extra: pip install -e ".[cluster]"')
    monkeypatch.setattr(core_cluster, "CONNECT_SECONDS", 1)
    dialog = generator_filling_from(qtbot, window, PLANTED, tmp_path / "planted.txt")
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    with fake_scheduler(says) as address:
        dialog.every.run_on.setCurrentText(SCHEDULER)
        dialog.every.scheduler_edit.setText(address)
        qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    assert dialog.error.text() == f"cannot reach the Dask scheduler at {address}: {ending}"
    assert dialog.every.grid_total == dialog.every.grid_list.count() == PLANTED_GRIDS
    assert dialog.every.every_button.isEnabled()


@pytest.mark.slow
def test_a_refused_scheduler_fails_fast_and_keeps_the_grids_listed(qtbot, window, tmp_path):
    pytest.importorskip("distributed", reason='the cluster extra: pip install -e ".[cluster]"')
    dialog = generator_filling_from(qtbot, window, PLANTED, tmp_path / "planted.txt")
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    assert dialog.every.grid_list.count() == PLANTED_GRIDS  # on this computer, not saved
    dialog.every.run_on.setCurrentText(SCHEDULER)
    dialog.every.scheduler_edit.setText("tcp://127.0.0.1:1")  # nothing listens: the port is refused
    started = time.monotonic()
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    assert dialog.every.grid_list.count() == PLANTED_GRIDS, "forgotten before the scheduler answered"
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=WAIT_MS)
    took = time.monotonic() - started
    assert "cannot reach the Dask scheduler at tcp://127.0.0.1:1" in dialog.error.text()
    assert took < core_cluster.CONNECT_SECONDS / 2, f"a refused port took {took:.1f} s to name"
    assert dialog.every.grid_total == dialog.every.grid_list.count() == PLANTED_GRIDS
    assert dialog.every.save_grids_button.isEnabled() and dialog.every.every_button.isEnabled()


@pytest.mark.slow
def test_cancel_mid_run_ends_it_at_once_and_the_cluster_too(qtbot, window, shared_data, scheduler):
    dialog = running_on(qtbot, window, shared_data / "generation" / "common-7-letter-words.txt", scheduler)
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.every.workers.isVisible() and tasks_on(scheduler) > 0, timeout=WAIT_MS)
    started = time.monotonic()
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    took = time.monotonic() - started
    assert took < FREEZE_SECONDS, f"Cancel took {took:.3f} s"
    assert dialog.progress.maximum() > 0, "the busy bar still runs"
    assert dialog.every.every_button.isEnabled() and "Cancelled" in dialog.eta.text()
    assert dialog.every.grid_total < COMMON_7_GRIDS
    assert dialog.every.workers.item(0, 3).text() == dialog.every.workers.item(1, 3).text() == "cancelled"
    deadline = time.monotonic() + WAIT_MS / 1000
    while tasks_on(scheduler):  # the run's tasks cancelled on the cluster, not left to finish
        assert time.monotonic() < deadline, "the cluster still runs the cancelled search"
        time.sleep(0.2)


@pytest.mark.slow  # a scheduler and two workers of their own
def test_a_scheduler_killed_mid_run_is_named_as_on_the_command_line(qtbot, window, shared_data, tmp_path):
    """Not "Something went wrong", not a part "cancelled": the scheduler was lost, in the
    words of `enumerate --scheduler` (tests/cli/test_cluster_lost.py), with no traceback."""
    from tests.core.test_fill_dask import cluster

    with cluster(tmp_path) as started:
        dialog = running_on(qtbot, window, shared_data / "generation" / "common-7-letter-words.txt", started.address)
        qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.every.workers.isVisible() and tasks_on(started.address) > 0, timeout=WAIT_MS)
        started.processes[0].kill()
        qtbot.waitUntil(lambda: dialog.every.every_button.isEnabled(), timeout=WAIT_MS)
    assert dialog.error.text() == f"lost the Dask scheduler at {started.address} mid-search (was it stopped?)"
    assert dialog.every.grid_total < COMMON_7_GRIDS


@pytest.mark.slow
def test_without_dask_the_cluster_choices_say_how_to_get_it(qtbot, window, monkeypatch):
    monkeypatch.setattr(every_grid_tool, "dask_missing", lambda: MISSING)
    window.settings.setValue(every_grid_tool.RUN_ON_KEY, LOCAL_CLUSTER)  # chosen when Dask was there
    dialog = window.open_generator()
    qtbot.addWidget(dialog)
    assert dialog.every.run_on.currentText() == HERE
    model = dialog.every.run_on.model()
    assert [model.item(row).isEnabled() for row in range(3)] == [True, False, False]
    assert 'pip install -e ".[cluster]"' in model.item(1).toolTip()
    assert dialog.every.cluster_note.isVisible() and 'pip install -e ".[cluster]"' in dialog.every.cluster_note.text()
