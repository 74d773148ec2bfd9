"""What the bundle relies on, checked without building it (packaging/build.sh builds
and smoke-tests the real bundle; .ci/run runs it)."""

from __future__ import annotations

import ast
import configparser
import fnmatch
import mimetypes
import re
import subprocess
import sys
import tomllib
from pathlib import Path

from PySide6.QtGui import QImage

from studio.core.waffle.formats import read_puzzle
from studio.resources import resource

ROOT = Path(__file__).resolve().parents[1]


def test_every_shipped_resource_is_found_through_the_helper():
    assert len(resource("words/en.tsv.gz").read_bytes()) > 1_000_000
    icon = QImage.fromData(resource("icons/puzzle-studio.png").read_bytes())
    assert icon.width() == icon.height() == 256 and icon.hasAlphaChannel()
    puzzle = read_puzzle(Path(str(resource("examples/daily-1.json"))))
    assert (
        puzzle.solution.startswith("FUGUE")
        and puzzle.tiles == read_puzzle(Path(str(resource("examples/daily-1.txt")))).tiles
    )


def test_pip_install_ships_every_resource_the_app_loads():
    """`pip install .` copies only what package-data names: a resource it misses works
    from the source tree and is gone from an installed copy (the translations were)."""
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    folder = ROOT / "studio" / "resources"
    files = [
        path.relative_to(folder).as_posix()
        for path in folder.rglob("*")
        if path.is_file() and path.suffix not in (".py", ".pyc", ".ts")  # sources: .py ship anyway, .ts never
    ]
    assert "i18n/studio_fr.qm" in files
    assert [name for name in files if not any(fnmatch.fnmatch(name, p) for p in patterns["studio.resources"])] == []


def test_the_desktop_entry_is_complete():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(ROOT / "packaging" / "puzzle-studio.desktop")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application" and section["Exec"].startswith("puzzle-studio")
    assert section["Icon"] == "puzzle-studio" and "Game" in section["Categories"]


def test_the_desktop_entry_offers_the_studio_for_every_file_open_reads():
    """A screenshot in the file manager offers "Open with Puzzle Studio" as a puzzle file does:
    every suffix File > Open lists first, by the MIME type Python's own table gives it."""
    from studio.gui.main_window import PUZZLE_FILES

    entry = configparser.ConfigParser(interpolation=None)
    entry.read(ROOT / "packaging" / "puzzle-studio.desktop")
    offered = set(entry["Desktop Entry"]["MimeType"].strip(";").split(";"))
    suffixes = re.findall(r"\*(\.[a-z]+)", PUZZLE_FILES.split(";;")[0])
    assert set(suffixes) == {".json", ".txt", ".png", ".jpg", ".jpeg", ".webp"}
    wanted = {mimetypes.guess_type(f"shot{suffix}", strict=False)[0] for suffix in suffixes}
    assert wanted <= offered, sorted(wanted - offered)


def test_python_dash_m_studio_is_the_entry_point_the_bundle_uses():
    done = subprocess.run([sys.executable, "-m", "studio", "--version"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.startswith("puzzle-studio ")
    spec = (ROOT / "packaging" / "puzzle-studio.spec").read_text()
    assert '"studio" / "__main__.py"' in spec and '"studio" / "resources"' in spec


def test_the_bundle_keeps_the_image_plugins_the_screenshot_reader_needs():
    """The spec dropped every Qt image plugin, so a JPEG or WebP screenshot could not be
    read in the bundle (issue 30). PNG and BMP are built into QtGui; every other format
    the reader decodes needs its plugin, and the spec keeps those and no others."""
    from studio.render.picture import SIGNATURES, picture_format

    spec = (ROOT / "packaging" / "puzzle-studio.spec").read_text()
    [kept] = re.findall(r"^IMAGE_PLUGINS = (\(.*\))$", spec, re.MULTILINE)
    webp = picture_format(b"RIFF\0\0\0\0WEBPVP8 ")
    needed = {f"q{kind}" for kind in {*SIGNATURES.values(), webp}} - {"qpng", "qbmp"}
    assert set(ast.literal_eval(kept)) == needed == {"qjpeg", "qwebp"}
