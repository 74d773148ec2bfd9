"""`puzzle-studio --screenshot`: the real window rendered offscreen to a PNG."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "studio" / "resources" / "examples" / "daily-1.txt"


def run_cli(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "studio", *args], capture_output=True, text=True, env=env, timeout=120, cwd=ROOT
    )


def count_pixels(image: QImage, color: str) -> int:
    target = QColor(color).rgb()
    return sum(image.pixel(x, y) == target for y in range(0, image.height(), 2) for x in range(0, image.width(), 2))


@pytest.mark.slow
def test_screenshot_shows_the_solved_puzzle(tmp_path):
    out = tmp_path / "window.png"
    result = run_cli("--screenshot", str(out), str(EXAMPLE))
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
    green, yellow = count_pixels(image, "#6fb05c"), count_pixels(image, "#e9ba3a")
    # daily #1 has 7 green and 6 yellow tiles: the tile areas must come out in that ratio
    assert green > 2000 and 7 / 6 * 0.85 < green / yellow < 7 / 6 * 1.25, (green, yellow)


@pytest.mark.slow
def test_screenshot_of_a_bad_file_still_renders_and_says_why(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("ABC\nD?F\n", encoding="utf-8")
    out = tmp_path / "window.png"
    result = run_cli("--screenshot", str(out), str(bad))
    assert result.returncode == 0 and "Traceback" not in result.stderr
    assert QImage(str(out)).width() == 1280
