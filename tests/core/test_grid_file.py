"""Grid files: parts joined atomically, a cancel or an unwritable folder leaves no half file."""

from __future__ import annotations

import pytest

from studio.core.errors import PuzzleError
from studio.core.waffle.grid_file import (
    COPY_BLOCK,
    Checkpoint,
    read_checkpoint,
    record_chunk,
    resume_grid_file,
    start_checkpoint,
    write_grid_file,
)


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


def test_a_checkpoint_is_a_line_per_finished_chunk_with_its_grids_and_the_output_length(tmp_path):
    path = tmp_path / "done.txt"
    assert read_checkpoint(path, "3x3 run") == Checkpoint("3x3 run")  # no file: nothing done yet
    start_checkpoint(path, "3x3 run")
    record_chunk(path, 3, 10, 120)
    record_chunk(path, 0, 0, 120)
    record_chunk(path, 7, 5, 180)
    assert read_checkpoint(path, "3x3 run") == Checkpoint("3x3 run", frozenset({0, 3, 7}), 15, 180)
    with open(path, "a") as torn:  # killed while recording chunk 9: it is not done
        torn.write("9:4:2")
    assert read_checkpoint(path, "3x3 run") == Checkpoint("3x3 run", frozenset({0, 3, 7}), 15, 180)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("3:10\n", r"line 1.*not a checkpoint"),  # a foreign file, or the old format
        ("puzzle-studio enumerate checkpoint 2\nrun 5x5 run\n", r"line 2.*another enumeration's"),
        ("puzzle-studio enumerate checkpoint 2\nrun 3x3 run\n3:10:120\n4=2\n", r"line 4.*CHUNK:GRIDS:LENGTH"),
        (b"\xff\xfe", "cannot read the checkpoint"),
    ],
)
def test_a_checkpoint_that_is_not_this_runs_is_refused_with_its_line(tmp_path, text, message):
    path = tmp_path / "done.txt"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    with pytest.raises(PuzzleError, match=message):
        read_checkpoint(path, "3x3 run")


def test_a_checkpoint_at_a_folder_is_a_clear_error(tmp_path):
    with pytest.raises(PuzzleError, match="cannot read the checkpoint: Is a directory"):
        read_checkpoint(tmp_path, "3x3 run")


def test_a_resumed_output_is_cut_back_to_the_last_recorded_chunk(tmp_path):
    """What a kill leaves: grids of a chunk not yet recorded after the recorded length."""
    out = tmp_path / "grids.txt"
    out.write_bytes(b"AAA/A.A/AAA\nBBB/B.B/BBB\nCC")
    with resume_grid_file(out, Checkpoint("run", frozenset({0}), 1, 12)) as grids:
        grids.write(b"DDD/D.D/DDD\n")
    assert out.read_bytes() == b"AAA/A.A/AAA\nDDD/D.D/DDD\n"
    with resume_grid_file(tmp_path / "new.txt", Checkpoint("run")) as grids:  # a fresh start makes the file
        assert grids.tell() == 0


def test_an_output_shorter_than_its_checkpoint_is_refused(tmp_path):
    out = tmp_path / "grids.txt"
    out.write_bytes(b"AAA/A.A/AAA\n")
    with pytest.raises(PuzzleError, match="recorded 24 bytes of grids but the file has 12"):
        resume_grid_file(out, Checkpoint("run", frozenset({0, 1}), 2, 24))
    assert out.read_bytes() == b"AAA/A.A/AAA\n"
