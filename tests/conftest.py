"""Shared fixtures: the public data beside the checkout, and small helpers."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import studio.language  # noqa: F401  (the front ends' phrasing: PuzzleError reads in English, as a user's would)

ROOT = Path(__file__).resolve().parents[1]


def shared_data_dir() -> Path | None:
    for candidate in (os.environ.get("PUZZLE_STUDIO_SHARED_DATA"), ROOT.parent / "shared" / "data"):
        if candidate and Path(candidate).is_dir():
            return Path(candidate)
    return None


@pytest.fixture(scope="session")
def shared_data() -> Path:
    found = shared_data_dir()
    if found is None:
        pytest.skip("../shared/data (public word lists and puzzle archives) is not beside the checkout")
    return found


@pytest.fixture(scope="session")
def waffle_archive(shared_data: Path) -> dict[str, list[dict]]:
    """The real daily (5x5) and deluxe (7x7) puzzles with their published solutions."""
    out = {}
    for kind, name in (("daily", "daily_archive.jsonl"), ("deluxe", "deluxe_archive.jsonl")):
        with open(shared_data / "waffle" / name, encoding="utf-8") as f:
            out[kind] = [json.loads(line) for line in f if line.strip()]
    return out


def pdf_page_count(path: Path) -> tuple[int, str]:
    """(pages, page size in points) from poppler's `pdfinfo`, an independent PDF reader."""
    if shutil.which("pdfinfo") is None:
        pytest.skip("pdfinfo is missing: apt-get install poppler-utils")
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    pages = int(re.search(r"Pages:\s+(\d+)", info).group(1))
    return pages, re.search(r"Page size:\s+([\d.]+ x [\d.]+)", info).group(1)


@pytest.fixture(autouse=True, scope="session")
def _private_cache(tmp_path_factory):
    """The word-list cache (studio/core/wordcache.py) of the test run, not the user's; the
    CLI's subprocesses inherit it."""
    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("cache"))


@pytest.fixture(autouse=True, scope="session")
def _private_config(tmp_path_factory):
    """The user's banned and favoured words (studio/core/curation.py) of the test run, not
    the user's own; the CLI's subprocesses inherit them."""
    os.environ["XDG_CONFIG_HOME"] = str(tmp_path_factory.mktemp("config"))


@pytest.fixture(autouse=True, scope="session")
def _private_runtime(tmp_path_factory):
    """The one-studio-per-user socket (gui/shared/single_instance.py) of the test run: a
    studio the tests start never hands its file to one the user (or another run) has open."""
    runtime = tmp_path_factory.mktemp("runtime")
    runtime.chmod(0o700)
    os.environ["XDG_RUNTIME_DIR"] = str(runtime)


@pytest.fixture(autouse=True, scope="session")
def _english_command_line():
    """The command line speaks the locale's language (LC_ALL, LC_MESSAGES, LANG): the suite's
    own runs, in process and in subprocesses, are in English whatever the developer's locale;
    a test of another language sets it (tests/cli/test_cli_language.py)."""
    os.environ["LC_ALL"] = "C.UTF-8"
    os.environ.pop("LANGUAGE", None)


@pytest.fixture(autouse=True, scope="session")
def _one_qapplication(qapp):
    """Exports in the same process would otherwise make a bare QGuiApplication, and a
    QWidget made after that aborts the run: the widgets' QApplication comes first."""
    return qapp


@pytest.fixture
def roomy_disk(monkeypatch):
    """A terabyte free wherever grids are spooled: stories that search anyway and cancel
    after a moment are about the search, and the default 5x5 search's estimate (about 60 GB)
    is refused on a disk with less free (tests/core/test_fill_disk.py)."""
    usage = shutil.disk_usage(ROOT)
    monkeypatch.setattr(shutil, "disk_usage", lambda _folder: usage._replace(free=10**12))


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """The fast loop still reaches all of studio: after `pytest -m "not slow"` over the
    whole suite, every module has been imported (studio/__main__.py aside: it only runs as
    `python -m studio`)."""
    config = session.config
    whole = config.args_source is pytest.Config.ArgsSource.TESTPATHS and not config.option.keyword
    if config.option.markexpr != "not slow" or not whole or exitstatus != pytest.ExitCode.OK:
        return
    modules = {".".join(path.relative_to(ROOT).with_suffix("").parts) for path in (ROOT / "studio").rglob("*.py")}
    modules = {module.removesuffix(".__init__") for module in modules} - {"studio.__main__"}
    unreached = sorted(modules - set(sys.modules))
    if unreached:
        reporter = config.pluginmanager.get_plugin("terminalreporter")
        reporter.write_sep("=", f"only slow tests import {', '.join(unreached)}: unmark a test of each", red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
