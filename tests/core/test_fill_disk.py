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

from studio.cli import main
from studio.core.cluster import Reached
from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.waffle.fill.chunk_search import ChunkSearcher
from studio.core.waffle.fill.disk import DiskFull
from studio.core.waffle.fill.enumerate import enumerate_grids
from studio.core.waffle.fill.estimate import estimate_fills
from studio.core.waffle.fill.plan import plan_fill
from studio.core.waffle.shape import waffle_shape
from studio.core.words import words_from
from studio.operations.enumerate import GridSearch, Spool, enumerate_to
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
    run = enumerate_to(GridSearch(SHAPE, words_from(WORDS), chunks=4, size_small=True), Spool(spool, 0))
    assert isinstance(next(run), Reached)
    estimate = next(run)
    with pytest.raises(PuzzleError) as refused:
        next(run)
    assert seen == [tmp_path]  # the filesystem the spool is on
    room = fact(Code.DISK_ROOM, needed=30 * estimate.grids, folder=str(tmp_path), free=100)
    assert refused.value.fact == fact(Code.NOT_STARTED, why=room)
    assert "which has 100 bytes free" in str(refused.value) and "pin a word" in str(refused.value)
    assert list(spool.iterdir()) == []


def test_enough_room_searches_as_before(tmp_path, monkeypatch):
    spool = _spool(tmp_path)
    monkeypatch.setattr(shutil, "disk_usage", lambda folder: Usage(10**9, 0, 10**9))
    search = GridSearch(SHAPE, words_from(WORDS), chunks=4, size_small=True)
    reports = list(enumerate_to(search, Spool(spool, 0)))
    assert reports[-1].searched == 1.0 and reports[-1].found > 10


@pytest.mark.slow
def test_a_disk_that_fills_mid_search_stops_it_and_leaves_the_finished_chunks_whole(tmp_path, monkeypatch):
    """ENOSPC on the second chunk file opened: the first finished chunk keeps its grids,
    the broken chunk's half file is removed, and the error says what happened."""
    spool = _spool(tmp_path)
    opened: list[Path] = []
    real_sink = ChunkSearcher.sink

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

    monkeypatch.setattr(ChunkSearcher, "sink", sink)
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


def full_at(monkeypatch, opened_count: int) -> list[Path]:
    """The `opened_count`th chunk file opened meets a full disk: the files opened so far."""
    opened: list[Path] = []
    real_sink = ChunkSearcher.sink

    def sink(self, path):
        if path is not None:
            opened.append(path)
            if len(opened) == opened_count:
                raise OSError(errno.ENOSPC, "No space left on device")
        return real_sink(self, path)

    monkeypatch.setattr(ChunkSearcher, "sink", sink)
    return opened


def test_a_disk_full_before_any_chunk_finished_says_nothing_is_kept(tmp_path, monkeypatch):
    spool = _spool(tmp_path)
    full_at(monkeypatch, 1)
    reports = []
    with pytest.raises(DiskFull) as full:
        reports.extend(enumerate_grids(SHAPE, words_from(WORDS), pieces=4, spool=spool))
    assert not [report for report in reports if report.finished is not None]
    assert str(full.value) == (
        f"the disk holding {tmp_path} is full, so the search stopped; "
        "no part of the search had finished, so no grid is kept"
    )
    assert not list(spool.iterdir())


def test_the_cli_writing_a_whole_file_says_nothing_was_written_when_the_disk_fills(tmp_path, monkeypatch, capsys):
    """--out without --checkpoint is written whole at the end: a disk that fills keeps
    nothing of it, whatever finished before, and the message says so (exit 3)."""
    words, out = tmp_path / "words.txt", tmp_path / "grids.txt"
    words.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    full_at(monkeypatch, 2)
    assert main(["enumerate", "--shape", "5x5", "--words", str(words), "--chunks", "4", "--out", str(out)]) == 3
    err = capsys.readouterr().err
    assert err.startswith("puzzle-studio: the disk holding ") and err.count("\n") == 1
    assert f"is full, so the search stopped; nothing was written to {out} " in err and "kept and" in err
    assert not out.exists() and not [p for p in tmp_path.iterdir() if p.name.startswith(".grids")]
