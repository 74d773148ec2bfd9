"""Screenshots are told by their bytes, not their names, and sized from their headers
before a pixel is decoded (issue 30, points 6 and 13).

Oracles: the formats' published signatures and header layouts (PNG IHDR, SVG text); Qt's
own writers for the BMP, JPEG and WebP files; daily #1 as published; a real phone
screenshot from ../shared/data. Everything that hung before runs in a process with a
timeout, so a regression fails instead of hanging the run."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
import zlib
from importlib import resources
from pathlib import Path

import pytest

from studio.cli.exits import Exit
from studio.core.errors import PuzzleError
from studio.core.waffle.formats import parse_puzzle_text
from studio.operations.picture import read_puzzle_picture
from studio.render.picture import qimage
from tests.screens import game_picture

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HANG = 60  # seconds: every case here ends in well under one; the old readers never ended
DAILY_1 = parse_puzzle_text(resources.files("studio.resources.examples").joinpath("daily-1.txt").read_text("utf-8"))
REFUSED = "not a picture this studio reads (a PNG, JPEG, WebP or BMP screenshot)"


def svg_naming(target: str) -> bytes:
    """180 bytes of SVG whose one <image> is the file `target` (QtSvg opens it to size it)."""
    return (
        b'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="9" height="9">'
        b'<image xlink:href="' + target.encode() + b'" width="9" height="9"/></svg>'
    )


def png_header(width: int, height: int) -> bytes:
    """A PNG that declares width x height RGB pixels and holds a few bytes of them."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(1000)))


def run(command: list[str]) -> subprocess.CompletedProcess[str]:
    """A process whose stdin is a pipe that stays open and silent (what a reader of
    /dev/stdin waits on for ever), killed after HANG seconds."""
    env = {**os.environ, "PYTHONPATH": ROOT, "QT_QPA_PLATFORM": "offscreen"}
    pipe = subprocess.PIPE
    process = subprocess.Popen(command, stdin=pipe, stdout=pipe, stderr=pipe, text=True, env=env)
    try:
        out, err = process.communicate(timeout=HANG)  # stdin left open: communicate() only closes it with input
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        pytest.fail(f"{command[1:]} still ran after {HANG} s")
    return subprocess.CompletedProcess(command, process.returncode, out, err)


def cli(args: list[str]) -> subprocess.CompletedProcess[str]:
    return run([sys.executable, "-m", "studio", *args])


@pytest.mark.slow
@pytest.mark.parametrize("command", ["read", "solve"])
@pytest.mark.parametrize("name", ["shot.jpg", "shot.webp", "shot.png"])
@pytest.mark.parametrize("target", ["/dev/stdin", "fifo"])
def test_an_svg_under_a_picture_name_is_refused_from_its_bytes(tmp_path, command, name, target):
    if target == "fifo":
        target = str(tmp_path / "fifo")
        os.mkfifo(target)
    svg = svg_naming(target)
    assert len(svg) < 250
    (tmp_path / name).write_bytes(svg)
    done = cli([command, str(tmp_path / name)])
    assert done.returncode == Exit.BAD_INPUT
    assert done.stderr == f"puzzle-studio: {tmp_path / name}: {REFUSED}\n"


@pytest.mark.slow
def test_a_fifo_or_a_device_named_as_a_picture_is_refused_unopened(tmp_path):
    fifo = tmp_path / "shot.png"
    os.mkfifo(fifo)
    for path in (str(fifo), "/dev/zero"):
        done = cli(["read", path])
        assert done.returncode == Exit.BAD_INPUT
        assert done.stderr == f"puzzle-studio: {path}: not a picture but a device, a pipe or a folder\n"


@pytest.mark.parametrize(("width", "height"), [(7000, 7000), (7681, 4320), (20000, 20000)])
def test_a_picture_past_an_8k_screen_is_refused_from_its_header(tmp_path, width, height):
    """A 143 KB 7000x7000 PNG took 4.7 s and 520 MB to read. These hold 1000 bytes of
    pixels: decoding them would fail otherwise; the refusal names the header's size."""
    path = tmp_path / "big.png"
    path.write_bytes(png_header(width, height))
    with pytest.raises(PuzzleError, match=f"{width}x{height} pixels: too large for a screenshot"):
        read_puzzle_picture(Path(path))


@pytest.mark.parametrize(
    ("name", "kind"), [("shot.jpg", "PNG"), ("shot.png", "BMP"), ("shot.webp", "JPEG"), ("shot.jpeg", "WEBP")]
)
def test_a_raster_screenshot_is_read_whatever_its_name_says(tmp_path, name, kind):
    path = tmp_path / name
    assert qimage(game_picture(DAILY_1, tile=48)).save(str(path), kind)
    assert path.read_bytes().startswith(
        {"PNG": b"\x89PNG", "BMP": b"BM", "JPEG": b"\xff\xd8\xff", "WEBP": b"RIFF"}[kind]
    )
    reading = read_puzzle_picture(Path(path))
    assert (reading.puzzle.tiles, reading.puzzle.colors) == (DAILY_1.tiles, DAILY_1.colors)


@pytest.mark.parametrize("kind", ["TIFF", "PPM", "XPM", "ICO"])
def test_other_formats_qt_reads_are_refused_under_a_picture_name(tmp_path, kind):
    path = tmp_path / "shot.png"
    assert qimage(game_picture(DAILY_1, tile=20)).save(str(path), kind)
    with pytest.raises(PuzzleError, match=REFUSED.replace("(", r"\(").replace(")", r"\)")):
        read_puzzle_picture(Path(path))


@pytest.mark.slow
def test_a_real_screenshot_with_a_profile_libpng_warns_about_leaves_stderr_clean(shared_data, tmp_path):
    """A phone's colour profile with bytes after its compressed data: libpng warned
    'iCCP: extra compressed data' on stderr. Same pixels, same puzzle, one line on stderr."""
    real = shared_data / "waffle" / "screenshots" / "eg1-begin.png"
    data, chunks, at = real.read_bytes(), [], 8
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at : at + 8])
        body = data[at + 8 : at + 8 + length] + (bytes(4000) if kind == b"iCCP" else b"")
        chunks.append(struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body)))
        at += 12 + length
    assert any(c[4:8] == b"iCCP" for c in chunks)
    profiled = tmp_path / "profiled.png"
    profiled.write_bytes(data[:8] + b"".join(chunks))
    done, plain = cli(["read", str(profiled)]), cli(["read", str(real)])
    assert (done.returncode, done.stdout) == (Exit.DONE, plain.stdout)
    assert done.stderr == f"puzzle-studio: {profiled}: 0 tiles unsure\n"


GUI_SCRIPT = """
import os
import sys
from pathlib import Path
from PySide6.QtCore import QMimeData, QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox
from studio.gui.main_window import MainWindow

app = QApplication([])
window = MainWindow(QSettings(sys.argv[1] + "/settings.ini", QSettings.Format.IniFormat))
window.ask_save_changes = lambda *_: QMessageBox.StandardButton.Discard
window.show()
page = window.waffle

def banner_after(action):
    page.banner.clear()
    action()
    while "Could not" not in page.banner.text:
        app.processEvents()
    print(page.banner.text.replace("\\n", " "))

banner_after(lambda: window.open_path(Path(sys.argv[1]) / "shot.jpg"))
for kind, name in (("image/svg+xml", "shot.jpg"), ("image/png", "big.png")):
    mime = QMimeData()
    mime.setData(kind, Path(sys.argv[1], name).read_bytes())
    QGuiApplication.clipboard().setMimeData(mime)
    banner_after(window.paste_action.trigger)
sys.stdout.flush()
os._exit(0)  # the window's reader threads are not this test's: no teardown
"""


@pytest.mark.slow
def test_file_open_and_paste_of_an_svg_or_a_huge_picture_say_so_and_never_hang(tmp_path):
    (tmp_path / "shot.jpg").write_bytes(svg_naming("/dev/stdin"))
    (tmp_path / "big.png").write_bytes(png_header(7000, 7000))
    done = run([sys.executable, "-c", GUI_SCRIPT, str(tmp_path)])
    assert (done.returncode, done.stderr) == (0, "")
    opened, svg, big = done.stdout.splitlines()
    assert opened.startswith("Could not read a puzzle from shot.jpg") and REFUSED in opened
    assert svg.startswith("Could not read a puzzle from the pasted picture") and REFUSED in svg
    assert "7000x7000 pixels: too large for a screenshot" in big


@pytest.mark.slow
def test_solve_counts_stars_from_the_counter_a_screenshot_shows_and_swaps_left_overrides_it(tmp_path):
    """Daily #1 takes 10 swaps; the picture's '12 SWAPS REMAINING' leaves 2 stars possible
    (the game's rule: spare swaps are stars); --swaps-left 14 over it leaves 4."""
    path = tmp_path / "shot.png"
    assert qimage(game_picture(DAILY_1, tile=60, counter=12)).save(str(path))
    done = cli(["solve", str(path)])
    assert done.returncode == Exit.DONE
    assert "fewest swaps: 10 (12 swaps left; 2 stars still possible)" in done.stdout
    assert "counter shows 12 swaps remaining" in done.stderr
    done = cli(["solve", "--swaps-left", "14", str(path)])
    assert "fewest swaps: 10 (14 swaps left; 4 stars still possible)" in done.stdout
    plain = tmp_path / "plain.png"
    assert qimage(game_picture(DAILY_1, tile=60)).save(str(plain))
    assert "fewest swaps: 10 (15 allowed; match it for 5 stars)" in cli(["solve", str(plain)]).stdout


@pytest.mark.slow
def test_solve_of_a_blurred_tile_answers_with_its_other_reading_and_names_the_letter_read(tmp_path, waffle_archive):
    """Daily #14's O (row 2 col 5) drawn half a D: the D gives only rare words, the O the
    published answer, which is what solve prints; stderr names the D as the doubtful one."""
    from studio.core.waffle.colors import color_tiles

    record = waffle_archive["daily"][13]
    tiles, solution = record["puzzle"], record["solution"]
    puzzle = DAILY_1.with_changes(tiles=tiles, colors=color_tiles(DAILY_1.shape, tiles, solution))
    path = tmp_path / "shot.png"
    assert qimage(game_picture(puzzle, font="DejaVu Sans", blurred={7: ("D", 0.55)})).save(str(path))
    done = cli(["solve", str(path)])
    assert done.returncode == Exit.DONE
    assert all(" ".join(word) in done.stdout for word in record["words"][:3])  # the rows of the grid printed
    assert "row 2 col 5 looks most like D but is taken as O" in done.stderr
