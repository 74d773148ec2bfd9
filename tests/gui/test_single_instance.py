"""The single instance's socket: only in a folder of the user's own, and a crashed
studio's socket file never stops the next studio from listening."""

from __future__ import annotations

import socket
import stat

import pytest

from studio.gui.shared import single_instance
from studio.gui.shared.single_instance import Listener, hand_over, server_name

pytestmark = pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="Unix sockets only")


def test_without_a_runtime_folder_the_socket_sits_in_a_folder_only_the_user_enters(monkeypatch, tmp_path):
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    monkeypatch.setattr(single_instance.tempfile, "gettempdir", lambda: str(tmp_path))
    name = server_name()
    assert name is not None
    folder = tmp_path / f"puzzle-studio-{__import__('os').getuid()}"
    assert name.startswith(str(folder)) and stat.S_IMODE(folder.stat().st_mode) == 0o700
    folder.chmod(0o777)  # as if another user had made it for everyone: never talk there
    assert server_name() is None


def test_a_crashed_studios_socket_file_is_replaced_and_the_file_goes_on_close(qapp, tmp_path):
    name = str(tmp_path / "studio.socket")
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(name)  # bound and closed, never listening: what a killed studio leaves
    stale.close()
    assert hand_over(name, None) == "alone"
    listener = Listener(name, lambda: None, lambda path: None)
    assert listener.listening  # the handing over itself is tests/acceptance/test_single_instance_story.py's
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as peer:
        peer.connect(name)  # it listens there now
    listener.close()
    assert not (tmp_path / "studio.socket").exists()
