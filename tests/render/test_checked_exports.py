"""PDF, SVG and PNG exports on a failing disk: an error and the old file intact, never
"written" and a truncated file (Qt's writers do not report a failed write).

Oracles: the old file's bytes read back; poppler reading the good PDF; the exit code.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from studio.core import atomic
from studio.core.errors import WriteError
from studio.core.waffle.formats import read_puzzle
from studio.core.waffle.sheet import CardOptions, Entry, answer_for
from studio.render.files import write_card
from tests.conftest import pdf_page_count
from tests.core.test_atomic import FullDisk, in_namespace, mount_point

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "studio" / "resources" / "examples" / "daily-1.json"
PUZZLE = read_puzzle(EXAMPLE)
ENTRY = Entry(PUZZLE, 1, answer_for(PUZZLE))


@pytest.mark.parametrize("fmt", ["pdf", "svg", "png", "json"])
def test_an_export_on_a_full_disk_fails_and_keeps_the_old_file(tmp_path, monkeypatch, fmt):
    target = tmp_path / f"puzzle.{fmt}"
    write_card(ENTRY, target, fmt, CardOptions())
    good = target.read_bytes()
    real_fdopen = os.fdopen
    monkeypatch.setattr(atomic.os, "fdopen", lambda fd, mode: FullDisk(real_fdopen(fd, mode), "enospc"))
    with pytest.raises(WriteError, match="No space left"):
        write_card(ENTRY, target, fmt, CardOptions(content="both"))
    monkeypatch.undo()
    assert target.read_bytes() == good
    assert [p.name for p in tmp_path.iterdir()] == [target.name]


@pytest.mark.slow
def test_a_sheet_on_a_real_full_disk_exits_3_and_keeps_the_valid_pdf(tmp_path):
    disk = mount_point(tmp_path)
    script = f"""
set -e
mount -t tmpfs -o size=1m tmpfs {disk}
{sys.executable} -m studio export {EXAMPLE} --sheet 1 --out {disk}/sheet.pdf
cp {disk}/sheet.pdf {tmp_path}/before.pdf
dd if=/dev/zero of={disk}/filler bs=4k 2>/dev/null || true
dd if=/dev/zero of={disk}/filler2 bs=1 2>/dev/null || true
set +e
{sys.executable} -m studio export {EXAMPLE} {EXAMPLE} {EXAMPLE} --sheet 1 --answers --out {disk}/sheet.pdf
echo "exit $?"
cmp {disk}/sheet.pdf {tmp_path}/before.pdf && echo same
ls -A {disk}
"""
    done = in_namespace(script, QT_QPA_PLATFORM="offscreen", PUZZLE_STUDIO_NO_CACHE="1")
    out = done.stdout
    assert "exit 3" in out, (out, done.stderr)
    assert "No space left" in done.stderr and "Traceback" not in done.stderr
    assert out.count(f"{disk}/sheet.pdf: ") == 1  # the first export's line; the failed one claims nothing
    assert "same" in out
    assert sorted(out.split("same")[1].split()) == ["filler", "filler2", "sheet.pdf"]  # no temporary file
    assert pdf_page_count(tmp_path / "before.pdf")[0] == 1
