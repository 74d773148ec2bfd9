"""A scheduler address that is not a Dask scheduler: one timeout, one clear line, from
the one probe both the CLI and the window use (core/cluster.py: reach_scheduler)."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from studio.cli import main
from studio.core import cluster
from studio.core.cluster import reach_scheduler
from studio.core.errors import PuzzleError

SSH_GREETING = b"SSH-2.0-OpenSSH_9.6p1 Debian-3\r\n"  # what an SSH server says first
HTTP_ANSWER = b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n"
SHORT = 0.5  # the tests' timeout; the product's is CONNECT_SECONDS (30 s)
PATIENCE = 20  # a generous bound on a loaded machine, far below what a hang takes


@contextmanager
def fake_scheduler(says: bytes | None) -> Iterator[str]:
    """A local port that accepts and then says `says` (None: nothing, ever), holding each
    connection open until the test ends: its address."""
    server = socket.create_server(("127.0.0.1", 0))
    held: list[socket.socket] = []

    def serve() -> None:
        while True:
            try:
                connection, _ = server.accept()
            except OSError:  # closed: the test is over
                return
            held.append(connection)
            if says is not None:
                connection.sendall(says)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield f"tcp://127.0.0.1:{server.getsockname()[1]}"
    finally:
        server.shutdown(socket.SHUT_RDWR)  # wakes the accept (a close alone does not)
        server.close()
        for connection in held:
            connection.close()
        thread.join(5)


def closed_port() -> str:
    """An address nothing listens on: a port just let go of."""
    with socket.create_server(("127.0.0.1", 0)) as probe:
        port = probe.getsockname()[1]
    return f"tcp://127.0.0.1:{port}"


@pytest.mark.slow
def test_a_port_that_accepts_and_stays_silent_is_named_after_the_timeout():
    with fake_scheduler(None) as address:
        started = time.monotonic()
        with pytest.raises(PuzzleError) as silent:
            reach_scheduler(address, SHORT)
        took = time.monotonic() - started
    assert str(silent.value) == f"cannot reach the Dask scheduler at {address}: no answer within 0.5 s"
    assert SHORT * 0.9 <= took < PATIENCE


@pytest.mark.parametrize("says", [SSH_GREETING, HTTP_ANSWER, b"\x00" * 3])
def test_a_port_that_answers_but_is_no_dask_scheduler_is_named(says):
    """SSH's greeting read as Dask's length prefix is exabytes; a short answer then a
    closed connection, or too few bytes, is no greeting either."""
    with fake_scheduler(says) as address, pytest.raises(PuzzleError) as wrong:
        reach_scheduler(address, SHORT)
    assert str(wrong.value).startswith(f"cannot reach the Dask scheduler at {address}: ")
    assert "not Dask" in str(wrong.value) or "no answer within" in str(wrong.value)


def test_a_refused_port_is_named_at_once():
    address = closed_port()
    started = time.monotonic()
    with pytest.raises(PuzzleError, match=r"cannot reach the Dask scheduler at .*: Connection refused"):
        reach_scheduler(address, 25)
    assert time.monotonic() - started < PATIENCE / 2


@pytest.mark.slow
@pytest.mark.parametrize(
    ("says", "ending"),
    [(None, "no answer within 0.5 s"), (SSH_GREETING, "something answers there, but not Dask"), ("closed", "refused")],
)
def test_the_cli_says_the_same_line_and_exits_for_bad_input(tmp_path, capsys, monkeypatch, says, ending):
    pytest.importorskip("distributed", reason='the cluster extra: pip install -e ".[cluster]"')
    monkeypatch.setattr(cluster, "CONNECT_SECONDS", SHORT)
    words = tmp_path / "words.txt"
    words.write_text("abc\nade\ncfg\nehi\n", encoding="utf-8")
    with fake_scheduler(None if says in (None, "closed") else says) as listening:
        address = closed_port() if says == "closed" else listening
        started = time.monotonic()
        code = main(["enumerate", "--shape", "3x3", "--words", str(words), "--scheduler", address])
        took = time.monotonic() - started
    err = capsys.readouterr().err
    assert code == 2 and took < PATIENCE
    assert err.startswith(f"puzzle-studio: cannot reach the Dask scheduler at {address}: ") and ending in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_a_scheduler_lost_before_the_client_notices_is_a_lost_cluster(monkeypatch):
    """Under load, Dask's connection error can come while its client still says "running":
    the run must still say the cluster was lost (exit 75), not "could not write" (exit 3).
    The scheduler is a closed port here; the client a stand-in that has not noticed."""
    distributed = pytest.importorskip("distributed", reason='the cluster extra: pip install -e ".[cluster]"')
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        address = f"tcp://127.0.0.1:{probe.getsockname()[1]}"  # closed once the block ends

    class Unaware:
        status = "running"

        def close(self) -> None:
            pass

    greeted = iter([True])  # the connect's probe answers; the scheduler is gone afterwards
    real = cluster.reach_scheduler
    monkeypatch.setattr(cluster, "reach_scheduler", lambda a, seconds=None: next(greeted, None) or real(a, seconds))
    monkeypatch.setattr(distributed, "Client", lambda *args, **kwargs: Unaware())
    with pytest.raises(cluster.ClusterLost, match="lost the Dask scheduler"), cluster.dask_client(address):
        raise ConnectionResetError("the comm closed")  # what distributed raises: a CommClosedError is an OSError
