"""One studio per user, as a desktop app: a file opened from the file manager while the
studio runs lands in the running window, and a second start with no file raises it.

The first studio listens on a local socket named for the user; a later one connects,
sends one line of JSON (`{"open": "/abs/path"}`, or null for no file), waits for "ok"
and exits. Off for `--screenshot` and when PUZZLE_STUDIO_NO_SINGLE_INSTANCE is set (tests
that run several studios at once). A studio that connects but gets no answer (the first
one is hung) opens a window of its own, without listening.
"""

from __future__ import annotations

import getpass
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QLocalServer, QLocalSocket

OFF = "PUZZLE_STUDIO_NO_SINGLE_INSTANCE"
CONNECT_MS = 1000
ANSWER_MS = 10_000  # a busy window answers once its event loop runs again
MAX_MESSAGE = 64 * 1024  # a path, quoted: far less
Handed = Literal["handed", "alone", "unanswered"]


def wanted(screenshot: bool) -> bool:
    return not screenshot and not os.environ.get(OFF)


def server_name() -> str:
    """The user's own: a socket in $XDG_RUNTIME_DIR (the user's, mode 0700) where there is
    one; else a name Qt puts in the temporary folder (a named pipe on Windows), with the
    user's name in it."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and os.name != "nt":
        return str(Path(runtime) / "puzzle-studio.socket")
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no name for this user id (a container's)
        user = str(os.getuid()) if hasattr(os, "getuid") else "user"
    return f"puzzle-studio-{user}"


def hand_over(name: str, path: str | None) -> Handed:
    """`path` (absolute, so the running studio finds it from its own folder) handed to the
    studio listening on `name`: "handed" once it answered, "alone" when none listens."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(CONNECT_MS):
        return "alone"
    message = json.dumps({"open": os.path.abspath(path) if path else None}) + "\n"  # a lone surrogate as \udcxx
    socket.write(message.encode("ascii"))
    answered = socket.waitForBytesWritten(CONNECT_MS) and socket.waitForReadyRead(ANSWER_MS)
    handed = answered and bytes(socket.readAll().data()).startswith(b"ok")
    socket.disconnectFromServer()
    return "handed" if handed else "unanswered"


class Listener(QObject):
    """The running studio's end: each message raises the window, then opens its file."""

    def __init__(self, name: str, raise_window: Callable[[], None], open_path: Callable[[str], object]) -> None:
        super().__init__()
        self.raise_window, self.open_path = raise_window, open_path
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(name)  # a crashed studio's socket file (none answered)
        self.listening = self.server.listen(name)
        self.server.newConnection.connect(self._connected)

    def _connected(self) -> None:
        while (socket := self.server.nextPendingConnection()) is not None:
            socket.setParent(self)
            buffer = bytearray()
            socket.readyRead.connect(lambda s=socket, b=buffer: self._read(s, b))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket, buffer: bytearray) -> None:
        buffer += bytes(socket.readAll().data())
        if b"\n" not in buffer:
            if len(buffer) > MAX_MESSAGE:
                socket.abort()
            return
        try:
            path = json.loads(buffer[: buffer.index(b"\n")].decode("ascii")).get("open")
        except (ValueError, AttributeError):
            socket.abort()
            return
        socket.write(b"ok\n")
        socket.flush()
        # after the answer: opening may ask to save (a dialog's own event loop)
        QTimer.singleShot(0, lambda: self._deliver(path if isinstance(path, str) else None))

    def _deliver(self, path: str | None) -> None:
        self.raise_window()
        if path:
            self.open_path(path)
