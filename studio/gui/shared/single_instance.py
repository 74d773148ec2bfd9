"""One studio per user, as a desktop app: a file opened from the file manager while the
studio runs lands in the running window, and a second start with no file raises it.

The first studio listens on a Unix socket in a folder only its user can enter; a later
one connects, sends one line of JSON (`{"open": "/abs/path"}`, or null for no file),
waits for "ok" and exits. Python's own sockets, watched by a QSocketNotifier: QtNetwork
would add 4.7 MB to the bundle, over its 150 MB. Off for `--screenshot`, when
PUZZLE_STUDIO_NO_SINGLE_INSTANCE is set (tests that run several studios at once), and
where Python has no Unix sockets (Windows: each start opens its own window). A studio
that connects but gets no answer (the first one is hung) opens a window of its own,
without listening.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QObject, QSocketNotifier, QTimer

OFF = "PUZZLE_STUDIO_NO_SINGLE_INSTANCE"
CONNECT_SECONDS = 1.0
ANSWER_SECONDS = 10.0  # a busy window answers once its event loop runs again
MAX_MESSAGE = 64 * 1024  # a path, quoted: far less
Handed = Literal["handed", "alone", "unanswered"]


def wanted(screenshot: bool) -> bool:
    return not screenshot and not os.environ.get(OFF) and hasattr(socket, "AF_UNIX")


def server_name() -> str | None:
    """The socket's path: in $XDG_RUNTIME_DIR (the user's own, mode 0700) where there is
    one, else in a folder of the temporary one that only this user may enter; None when
    that folder is not this user's alone (another user made it first: never talk there)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and Path(runtime).is_dir():
        return str(Path(runtime) / "puzzle-studio.socket")
    folder = Path(tempfile.gettempdir()) / f"puzzle-studio-{os.getuid()}"
    try:
        with contextlib.suppress(FileExistsError):
            folder.mkdir(mode=0o700)
        mine = not folder.is_symlink() and folder.stat().st_uid == os.getuid()
        return str(folder / "studio.socket") if mine and not folder.stat().st_mode & 0o077 else None
    except OSError:
        return None


def hand_over(name: str, path: str | None) -> Handed:
    """`path` (absolute, so the running studio finds it from its own folder) handed to the
    studio listening on `name`: "handed" once it answered, "alone" when none listens."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as peer:
        peer.settimeout(CONNECT_SECONDS)
        try:
            peer.connect(name)
        except OSError:  # no socket, or a crashed studio's that no one answers
            return "alone"
        message = json.dumps({"open": os.path.abspath(path) if path else None}) + "\n"  # a lone surrogate as \udcxx
        try:
            peer.sendall(message.encode("ascii"))
            peer.settimeout(ANSWER_SECONDS)
            answer = peer.recv(16)
        except OSError:
            return "unanswered"
    return "handed" if answer.startswith(b"ok") else "unanswered"


class Listener(QObject):
    """The running studio's end: each message raises the window, then opens its file."""

    def __init__(self, name: str, raise_window: Callable[[], None], open_path: Callable[[str], object]) -> None:
        super().__init__()
        self.raise_window, self.open_path, self.name = raise_window, open_path, name
        self.server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(name)  # a crashed studio's socket file (none answered: hand_over said "alone")
        try:
            self.server.bind(name)
            self.server.listen(8)
        except OSError:  # another studio won the race, or the folder is gone: a window of our own
            self.server.close()
            self.listening = False
            return
        self.server.setblocking(False)
        self.listening = True
        self.notifier = QSocketNotifier(self.server.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self._accept)

    def close(self) -> None:
        """Stops listening and removes the socket file, if it is still ours."""
        if self.listening:
            self.listening = False
            self.notifier.setEnabled(False)
            self.server.close()
            with contextlib.suppress(OSError):
                os.unlink(self.name)

    def _accept(self) -> None:
        try:
            peer, _ = self.server.accept()
        except OSError:  # BlockingIOError: another wake-up took it
            return
        peer.setblocking(False)
        buffer = bytearray()
        notifier = QSocketNotifier(peer.fileno(), QSocketNotifier.Type.Read, self)
        notifier.activated.connect(lambda: self._read(peer, buffer, notifier))

    def _read(self, peer: socket.socket, buffer: bytearray, notifier: QSocketNotifier) -> None:
        try:
            block = peer.recv(4096)
        except BlockingIOError:
            return
        except OSError:
            block = b""
        buffer += block
        if b"\n" not in buffer and block and len(buffer) <= MAX_MESSAGE:
            return  # more to come
        notifier.setEnabled(False)
        notifier.deleteLater()
        path: object = None
        try:
            if b"\n" not in buffer:
                raise ValueError("closed or too long before a whole line")
            path = json.loads(buffer[: buffer.index(b"\n")].decode("ascii")).get("open")
            peer.setblocking(True)
            peer.settimeout(CONNECT_SECONDS)
            peer.sendall(b"ok\n")
        except (ValueError, AttributeError, OSError):
            peer.close()
            return
        peer.close()
        # after the answer: opening may ask to save (a dialog's own event loop)
        QTimer.singleShot(0, lambda: self._deliver(path if isinstance(path, str) else None))

    def _deliver(self, path: str | None) -> None:
        self.raise_window()
        if path:
            self.open_path(path)
