"""Whether the window can start on X11, asked before Qt is: when a library Qt's xcb
platform loads is missing, Qt aborts the process (exit 134) with a message that blames
libxcb-cursor0 whichever library it is. The answer is facts (the missing libraries and
the Debian packages that hold them); the command line phrases them."""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping

# Every library from the system that Qt's xcb platform plugin (libqxcb.so), its
# libQt6XcbQpa and libQt6Gui name as needed (readelf -d), but the C and C++ runtimes
# Python and PySide6 cannot run without; and the Debian and Ubuntu package that holds it.
XCB_LIBRARIES = {
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libz.so.1": "zlib1g",
}


def uses_xcb(environ: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt will start its xcb platform: QT_QPA_PLATFORM's first choice, or with
    none, Qt's default on Linux, unless the session is Wayland's (Qt may pick Wayland
    there, and a check must never refuse a window that would have started)."""
    if not platform.startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        return chosen.split(";")[0].split(":")[0].strip() == "xcb"
    return environ.get("XDG_SESSION_TYPE") != "wayland" and not environ.get("WAYLAND_DISPLAY")


def missing_libraries(load: Callable[[str], object] | None = None) -> dict[str, str]:
    """The libraries of XCB_LIBRARIES the dynamic loader cannot load (as Qt would ask
    it: by name, through LD_LIBRARY_PATH and the system's cache), each with its package."""
    if load is None:
        import ctypes  # only here: the window's start, never a command's

        load = ctypes.CDLL
    missing = {}
    for name, package in XCB_LIBRARIES.items():
        try:
            load(name)
        except OSError:
            missing[name] = package
    return missing


def missing_for_window(environ: Mapping[str, str]) -> dict[str, str]:
    """What the window lacks to start here: nothing off X11, and nothing in the bundled
    app, which ships the helpers desktops lack (packaging/puzzle-studio.spec) and finds
    its libraries its own way."""
    if getattr(sys, "frozen", False) or not uses_xcb(environ):
        return {}
    return missing_libraries()


def lacks_display(environ: Mapping[str, str]) -> bool:
    """Whether Qt would start xcb with no X server to talk to (a console, an SSH session
    without -X): Qt aborts there too (exit 134, "could not connect to display")."""
    return uses_xcb(environ) and not environ.get("DISPLAY")
