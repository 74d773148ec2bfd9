"""Grid files: parts joined atomically, a cancel or an unwritable folder leaves no half file."""

from __future__ import annotations

import pytest

from studio.core.errors import PuzzleError
from studio.core.waffle.formats import COPY_BLOCK, Checkpoint, read_checkpoint, record_chunk, write_grid_file


def test_parts_are_joined_in_order_then_counted(tmp_path):
    parts = [tmp_path / "a", tmp_path / "b"]
    parts[0].write_text("AAA/A.A/AAA\n")
    parts[1].write_text("BBB/B.B/BBB\nCCC/C.C/CCC\n")
    list(write_grid_file(tmp_path / "out.txt", parts, 3))
    assert (tmp_path / "out.txt").read_text() == "AAA/A.A/AAA\nBBB/B.B/BBB\nCCC/C.C/CCC\n# 3 grids\n"


def test_a_cancel_keeps_the_old_file_and_leaves_no_temporary(tmp_path):
    part = tmp_path / "part"
    part.write_bytes(b"x" * (3 * COPY_BLOCK))
    out = tmp_path / "grids.txt"
    out.write_text("old\n")
    writing = write_grid_file(out, [part], 1)
    assert next(writing) == COPY_BLOCK
    writing.close()
    assert out.read_text() == "old\n" and sorted(p.name for p in tmp_path.iterdir()) == ["grids.txt", "part"]


def test_an_unwritable_folder_is_a_clear_error(tmp_path):
    (tmp_path / "file").write_text("")
    with pytest.raises(PuzzleError, match="cannot write there: Not a directory"):
        list(write_grid_file(tmp_path / "file" / "grids.txt", [], 0))


def test_a_checkpoint_is_a_line_per_finished_chunk_with_its_grids(tmp_path):
    path = tmp_path / "done.txt"
    assert read_checkpoint(path) == Checkpoint()  # no file: nothing done yet
    record_chunk(path, 3, 10)
    record_chunk(path, 0, 0)
    assert path.read_text() == "3:10\n0:0\n"
    path.write_text(path.read_text() + "\n7:5\n")  # a blank line (an editor's) is nothing
    assert read_checkpoint(path) == Checkpoint(frozenset({0, 3, 7}), 15)
    path.write_text("3:10\n4=2\n")
    with pytest.raises(PuzzleError, match=r"line 2.*expected CHUNK:GRIDS"):
        read_checkpoint(path)
