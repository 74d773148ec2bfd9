"""Every Grid and the disk (issue 22: Search Anyway could write about 50 GB of temporary
files): a search whose grids would not fit the free space is refused before it writes,
naming the folder and both sizes; a disk that fills during the search stops it with a
message, and every chunk reported finished is whole on disk."""

from __future__ import annotations

import errno
import random
import shutil
from collections import namedtuple
from pathlib import Path

import pytest

from studio.core.waffle import fill
from studio.core.waffle.fill import DiskFull, enumerate_grids, enumerate_if_small, estimate_fills, plan_fill
from studio.core.waffle.shape import waffle_shape
from studio.core.words import words_from
from tests.core.test_fill import crossing_words, transposed, waffle5_brute_force

Usage = namedtuple("Usage", "total used free")
WORDS = crossing_words(random.Random(3), 5, 20)
SHAPE = waffle_shape(5, 5)


def _spool(tmp_path: Path) -> Path:
    spool = tmp_path / "spool"
    spool.mkdir()
    return spool


def test_the_estimated_size_is_the_bytes_a_grid_line_takes(tmp_path):
    """The oracle is the spool itself: bytes written over grids found (a 5x5 line is five
    rows of five letters or dots, each ended by '/' or a newline: 30 bytes)."""
    spool = _spool(tmp_path)
    reports = list(enumerate_grids(SHAPE, words_from(WORDS), pieces=4, spool=spool))
    found = reports[-1].found
    written = sum(path.stat().st_size for path in spool.iterdir())
    assert found > 10 and written == 30 * found
    estimate = estimate_fills(plan_fill(SHAPE, words_from(WORDS)))
    assert estimate.size(SHAPE) == pytest.approx(30 * estimate.grids)


def test_a_search_the_free_space_cannot_hold_is_refused_before_a_byte_is_written(tmp_path, monkeypatch):
    spool = _spool(tmp_path)
    seen = []
    monkeypatch.setattr(shutil, "disk_usage", lambda folder: seen.append(Path(folder)) or Usage(10**9, 10**9, 100))
    run = enumerate_if_small(SHAPE, words_from(WORDS), pieces=4, spool=spool)
    estimate = next(run)
    with pytest.raises(DiskFull) as refused:
        next(run)
    needed = fill.file_size(30 * estimate.grids)
    assert seen == [tmp_path]  # the filesystem the spool is on
    assert str(refused.value).startswith(f"not started: the grids would need about {needed} in {tmp_path}, ")
    assert "which has 100 bytes free" in str(refused.value) and "pin a word" in str(refused.value)
    assert list(spool.iterdir()) == []


def test_enough_room_searches_as_before(tmp_path, monkeypatch):
    spool = _spool(tmp_path)
    monkeypatch.setattr(shutil, "disk_usage", lambda folder: Usage(10**9, 0, 10**9))
    reports = list(enumerate_if_small(SHAPE, words_from(WORDS), pieces=4, spool=spool))
    assert reports[-1].searched == 1.0 and reports[-1].found > 10


@pytest.mark.slow
def test_a_disk_that_fills_mid_search_stops_it_and_leaves_the_finished_chunks_whole(tmp_path, monkeypatch):
    """ENOSPC on the second chunk file opened: the first finished chunk keeps its grids,
    the broken chunk's half file is removed, and the error says what happened."""
    spool = _spool(tmp_path)
    opened: list[Path] = []
    real_sink = fill._Searcher._sink

    class Full:
        def __init__(self, file):
            self.file = file

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.file.close()

        def write(self, data: bytes) -> int:
            self.file.write(data[: len(data) // 2])  # half a batch reached the disk
            raise OSError(errno.ENOSPC, "No space left on device")

    def sink(self, path):
        opened.append(path)
        file = real_sink(self, path)
        return Full(file.__enter__()) if len(opened) == 2 else file

    monkeypatch.setattr(fill._Searcher, "_sink", sink)
    reports = []
    with pytest.raises(DiskFull) as full:
        for report in enumerate_grids(SHAPE, words_from(WORDS), pieces=4, spool=spool):
            reports.append(report)
    assert str(full.value) == (
        f"the disk holding {tmp_path} is full, so the search stopped; "
        "the parts of the search that finished before are whole and kept"
    )
    finished = [report.finished for report in reports if report.finished is not None]
    assert finished and all(part.path in opened[:1] or part.path is None for part in finished)
    assert not opened[1].exists()  # the half-written chunk is gone
    exact = {min(g, transposed(SHAPE, g)) for g in waffle5_brute_force(WORDS)}
    for part in finished:
        if part.path is not None:
            lines = part.path.read_text().splitlines()
            assert len(lines) == part.count and all(len(line) == 29 for line in lines)
            assert {line.replace("/", "").replace(".", "") for line in lines} <= exact
