"""The window on X11 (issue 30): a library Qt's xcb platform needs but the system lacks
is named, with the apt line that installs it, before Qt starts (Qt itself aborts with
exit 134 and blames libxcb-cursor0); with every library there, the real window starts
under a real X server (Xvfb) and says nothing on stderr.

Oracles: the plugin's own ELF header (the libraries it names as needed), dpkg (the
package each is in), the dynamic loader refusing a broken library, a real X server.
"""

from __future__ import annotations

import os
import re
import select
import shutil
import struct
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import studio.gui.app
from studio.cli import main
from studio.cli.exits import Exit
from studio.core import xcb
from tests.conftest import ROOT

LINUX = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 and its libraries: Linux only")
QT_LIBS = Path(__import__("PySide6").__file__).parent / "Qt"
# what every Python and PySide6 process has loaded before Qt looks for a platform
EXAMPLE = ROOT / "studio" / "resources" / "examples" / "daily-1.txt"
RUNTIMES = {"libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1"}
APT_LINE = re.compile(r"sudo apt-get install ([a-z0-9.+ -]+)$")


def needed(path: Path) -> list[str]:
    """The libraries a 64-bit little-endian ELF file names as needed (DT_NEEDED, what
    `readelf -d` lists), read from its dynamic section."""
    data = path.read_bytes()
    if data[:6] != b"\x7fELF\x02\x01":
        pytest.skip(f"{path.name} is not a 64-bit little-endian ELF file")
    (table,) = struct.unpack_from("<Q", data, 0x28)
    entry_size, count = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, table + i * entry_size) for i in range(count)]
    dynamic = next(s for s in sections if s[1] == 6)  # SHT_DYNAMIC
    strings = sections[dynamic[6]][4]  # its sh_link: the string table's offset
    names = []
    for at in range(dynamic[4], dynamic[4] + dynamic[5], 16):
        tag, value = struct.unpack_from("<qQ", data, at)
        if tag == 0:  # DT_NULL
            break
        if tag == 1:  # DT_NEEDED
            names.append(data[strings + value : data.index(b"\0", strings + value)].decode())
    return names


@LINUX
def test_the_table_holds_every_system_library_the_xcb_platform_needs():
    files = ("plugins/platforms/libqxcb.so", "lib/libQt6XcbQpa.so.6", "lib/libQt6Gui.so.6")
    wanted = {name for path in files for name in needed(QT_LIBS / path)}
    assert {name for name in wanted if not name.startswith("libQt6")} - RUNTIMES == set(xcb.XCB_LIBRARIES)


@pytest.mark.slow
@LINUX
def test_each_library_is_in_the_package_the_table_names():
    if shutil.which("dpkg") is None:
        pytest.skip("dpkg is missing: not a Debian system")
    for name, package in xcb.XCB_LIBRARIES.items():
        found = subprocess.run(["dpkg", "-S", f"*/{name}"], capture_output=True, text=True)
        if found.returncode != 0:
            pytest.skip(f"{name} is not installed here, so dpkg cannot say its package")
        owners = {line.split(":")[0] for line in found.stdout.splitlines()}
        assert owners == {package}, name


def test_the_probe_lists_what_the_loader_refuses_with_its_package():
    refused = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libgthread-2.0.so.0"}

    def load(name: str) -> None:
        if name in refused:
            raise OSError(f"{name}: cannot open shared object file: No such file or directory")

    assert xcb.missing_libraries(load) == {
        "libxcb-icccm.so.4": "libxcb-icccm4",
        "libxcb-keysyms.so.1": "libxcb-keysyms1",
        "libgthread-2.0.so.0": "libglib2.0-0",
    }
    assert xcb.missing_libraries(lambda name: None) == {}


@pytest.mark.parametrize(
    ("environ", "platform", "expected"),
    [
        ({}, "linux", True),  # Qt's default on Linux
        ({"XDG_SESSION_TYPE": "x11"}, "linux", True),
        ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
        ({"QT_QPA_PLATFORM": "xcb:nograb;offscreen"}, "linux", True),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        ({"QT_QPA_PLATFORM": "wayland;xcb"}, "linux", False),
        ({"XDG_SESSION_TYPE": "wayland"}, "linux", False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ({}, "darwin", False),
        ({"QT_QPA_PLATFORM": "xcb"}, "win32", False),
    ],
)
def test_the_check_runs_only_where_qt_will_start_xcb(environ, platform, expected):
    assert xcb.uses_xcb(environ, platform) is expected


@LINUX
def test_a_missing_library_is_named_with_the_apt_line_and_qt_never_starts(monkeypatch, capsys):
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setattr(xcb, "missing_libraries", lambda: {"libxcb-icccm.so.4": "libxcb-icccm4"})
    monkeypatch.setattr(studio.gui.app, "run", lambda *args: pytest.fail("the window was started"))
    assert main([]) == Exit.WINDOW_CANNOT_START
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "libxcb-icccm.so.4" in err
    assert APT_LINE.search(err.strip()).group(1) == "libxcb-icccm4"


@pytest.mark.slow
@LINUX
def test_with_no_display_the_window_says_so_and_a_screenshot_is_drawn_offscreen(tmp_path):
    """Before, Qt aborted (exit 134, "could not connect to display") in both cases."""
    env = {**x11_session(), "PYTHONPATH": str(ROOT), "HOME": str(tmp_path)}
    env.pop("DISPLAY", None)
    env.pop("QT_QPA_PLATFORM", None)
    window = subprocess.run(
        [sys.executable, "-m", "studio"], capture_output=True, text=True, env=env, timeout=120, cwd=tmp_path
    )
    assert window.returncode == Exit.WINDOW_CANNOT_START, window.stderr
    assert window.stderr.count("\n") == 1 and "no display" in window.stderr
    shot = tmp_path / "shot.png"
    done = subprocess.run(
        [sys.executable, "-m", "studio", "--screenshot", str(shot)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=tmp_path,
    )
    assert done.returncode == Exit.DONE, done.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def broken_libraries(tmp_path: Path) -> dict[str, str]:
    """An environment in which the dynamic loader refuses libxcb-icccm and libxcb-keysyms
    (empty files it finds first, on LD_LIBRARY_PATH), as a system without them does."""
    broken = tmp_path / "lib"
    broken.mkdir()
    for name in ("libxcb-icccm.so.4", "libxcb-keysyms.so.1"):
        (broken / name).write_bytes(b"")
    return {**x11_session(), "LD_LIBRARY_PATH": str(broken), "PYTHONPATH": str(ROOT), "HOME": str(tmp_path)}


def x11_session() -> dict[str, str]:
    """This environment as an X11 session's: nothing that would make Qt pick Wayland."""
    return {name: value for name, value in os.environ.items() if not name.startswith(("WAYLAND_", "XDG_SESSION"))}


@LINUX
def test_a_library_the_loader_cannot_load_stops_the_window_before_qt_aborts(tmp_path):
    """Before, Qt aborted with 134 and blamed libxcb-cursor0."""
    env = {**broken_libraries(tmp_path), "QT_QPA_PLATFORM": "xcb", "DISPLAY": ":99"}
    done = subprocess.run(
        [sys.executable, "-m", "studio"], capture_output=True, text=True, env=env, timeout=120, cwd=tmp_path
    )
    assert done.returncode == Exit.WINDOW_CANNOT_START, done.stderr
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("puzzle-studio: "), done.stderr
    assert APT_LINE.search(done.stderr.strip()).group(1) == "libxcb-icccm4 libxcb-keysyms1"


@LINUX
def test_an_export_needs_no_display_and_draws_offscreen_without_the_libraries(tmp_path):
    """A command that writes files, run on an X11 desktop that lacks the libraries:
    before, Qt aborted it with 134 as it did the window."""
    env = {**broken_libraries(tmp_path), "DISPLAY": ":99"}
    env.pop("QT_QPA_PLATFORM", None)
    out = tmp_path / "puzzle.png"
    done = subprocess.run(
        [sys.executable, "-m", "studio", "export", str(EXAMPLE), "--out", str(out)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=tmp_path,
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert out.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


@pytest.fixture
def x_server() -> Iterator[str]:
    """A real X server of our own on a free display (Xvfb picks it and writes its number)."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is missing: apt-get install xvfb (.ci/run installs it)")
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-nolisten", "tcp", "-screen", "0", "1280x1024x24"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        ready, _, _ = select.select([read], [], [], 60)
        number = os.read(read, 16).decode().strip() if ready else ""
        if not number:
            pytest.fail(f"Xvfb gave no display within 60 s ({server.poll()=})")
        yield f":{number}"
    finally:
        os.close(read)
        server.terminate()
        server.wait(timeout=30)


@pytest.mark.slow
@LINUX
def test_the_window_starts_on_a_real_x_server_and_says_nothing_on_stderr(x_server, tmp_path):
    if missing := xcb.missing_libraries():
        pytest.skip(f"{', '.join(missing)} missing: apt-get install {' '.join(set(missing.values()))}")
    env = x11_session() | {
        "DISPLAY": x_server,
        "QT_QPA_PLATFORM": "xcb",
        "PUZZLE_STUDIO_SHOWN": "1",  # app.py: print "shown" and quit once the window is up
        "PYTHONPATH": str(ROOT),
        "HOME": str(tmp_path),
    }
    done = subprocess.run(
        [sys.executable, "-m", "studio"], capture_output=True, text=True, env=env, timeout=180, cwd=tmp_path
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "shown\n", "")


def test_ci_installs_the_x_server_and_every_library_the_window_needs():
    ci = (ROOT / ".ci" / "run").read_text()
    installed = set(re.search(r'^SYSTEM_PACKAGES="([^"]+)"', ci, re.MULTILINE).group(1).split())
    assert {"xvfb", *xcb.XCB_LIBRARIES.values()} <= installed
