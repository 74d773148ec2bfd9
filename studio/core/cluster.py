"""Long searches split over a Dask cluster (a scheduler elsewhere, or one started here),
with results streamed back in the order of their items and a prompt stop.

Dask is an optional extra (`pip install "puzzle-studio[cluster]"`): it is imported only
here, and only when a search is sent to a cluster, never by the window or a cold start.
"""

from __future__ import annotations

import errno
import os
import re
import socket
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import CancelledError
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from studio.core.errors import ClusterLost, PuzzleError
from studio.core.facts import Code, Fact, fact

LOCAL = "local"  # start a LocalCluster here: one single-threaded worker process per core
ADDRESS = re.compile(r"(tcp|tls)://[\w.\-\[\]:]+:\d{1,5}")
CONNECT_SECONDS = 30
RETRIES = 3  # a chunk that raises is tried again this often; a lost worker's chunk is redone by Dask itself
POLL_SECONDS = 0.1
MISSING = fact(Code.DASK_MISSING)


def dask_missing() -> Fact | None:
    """Why no cluster can be used here (Dask is not installed), or None. Asked without
    importing Dask, which takes seconds: a window may ask it when it opens."""
    from importlib.util import find_spec

    return MISSING if find_spec("distributed") is None else None


def check_scheduler(address: str) -> None:
    """Refuses what is neither `local` nor a scheduler address, before anything starts."""
    if address != LOCAL and not ADDRESS.fullmatch(address):
        raise PuzzleError(fact(Code.SCHEDULER_ADDRESS, address=address))


@dataclass(frozen=True)
class Reached:
    """A search's first report: its scheduler (None: this computer, or `local`) answered,
    so what the last search found may be forgotten now."""

    address: str | None


def reach_scheduler(address: str | None, seconds: float | None = None) -> Reached:
    """Waits at most `seconds` for the scheduler at `address` to greet, as a Dask scheduler
    does the moment it accepts a connection, then lets go; else one PuzzleError that says
    why: refused (at once), no greeting in time (a port that accepts and stays silent,
    Dask itself would wait for ever), or a greeting that is not Dask's (an SSH or other
    server, whose first bytes Dask would read as a message of exabytes). The window and
    `dask_client` both ask it. None and `local` need no probe; a `tls://` scheduler is
    only connected to, since its greeting comes after TLS's. `seconds`: CONNECT_SECONDS."""
    if address is None or address == LOCAL:
        return Reached(address)
    seconds = CONNECT_SECONDS if seconds is None else seconds
    check_scheduler(address)
    scheme, _, where = address.partition("://")
    host, _, port = where.rpartition(":")
    deadline = time.monotonic() + seconds
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=seconds) as connection:
            if scheme == "tcp":
                size = int.from_bytes(_receive(connection, GREETING_PREFIX, deadline), "little")
                if not GREETING_PREFIX <= size <= GREETING_LIMIT:
                    raise PuzzleError(fact(Code.SCHEDULER_NOT_DASK, address=address))
                _receive(connection, size, deadline)
    except TimeoutError:
        raise PuzzleError(fact(Code.SCHEDULER_SILENT, address=address, seconds=seconds)) from None
    except NoGreeting:
        raise PuzzleError(fact(Code.SCHEDULER_CLOSED, address=address)) from None
    except OSError as err:  # refused, unreachable, unknown host
        raise PuzzleError(fact(Code.SCHEDULER_UNREACHABLE, address=address, reason=str(err.strerror or err))) from None
    return Reached(address)


# Dask's greeting over TCP (its handshake, sent as it accepts) is one message of its wire
# format: the message's length in 8 bytes, little-endian, then a few hundred bytes.
GREETING_PREFIX = 8
GREETING_LIMIT = 1 << 20


class NoGreeting(ConnectionResetError):
    """The peer closed the connection before its greeting was whole."""


def _receive(connection: socket.socket, count: int, deadline: float) -> bytes:
    """`count` bytes, or TimeoutError at `deadline`, or OSError when the peer closes first."""
    data = b""
    while len(data) < count:
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError
        connection.settimeout(left)
        block = connection.recv(min(count - len(data), 1 << 16))
        if not block:
            raise NoGreeting(errno.ECONNRESET, "closed without a greeting")
        data += block
    return data


@contextmanager
def dask_client(address: str) -> Iterator[Any]:
    """A `distributed.Client` of the scheduler at `address`, or of a LocalCluster
    started here for `local` (and ended with the client). A scheduler lost while it is
    used (a call to it fails once the connection is gone) is a `ClusterLost`."""
    check_scheduler(address)
    try:
        import logging

        from distributed import Client, LocalCluster
    except ImportError:
        raise PuzzleError(MISSING) from None
    reach_scheduler(address)  # Dask's own connect would wait for ever on a silent port
    quiet_dask_logs()
    cluster = None
    try:
        if address == LOCAL:
            cluster = LocalCluster(
                n_workers=os.cpu_count() or 1,
                threads_per_worker=1,
                processes=True,
                dashboard_address=None,
                silence_logs=logging.ERROR,
            )
            client = Client(cluster)
        else:
            client = Client(address, timeout=CONNECT_SECONDS)
    except OSError as err:  # distributed raises OSError (and TimeoutError, one) when no scheduler answers
        if cluster is not None:
            cluster.close()
        raise PuzzleError(fact(Code.SCHEDULER_UNREACHABLE, address=address, reason=str(err))) from None
    try:
        yield client
    except OSError:  # distributed's CommClosedError is one
        if client.status == "running" and _still_there(address):
            raise  # the client may not have noticed the loss yet: the scheduler is asked
        raise ClusterLost(scheduler_lost(address)) from None
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


DASK_LOGGERS = ("distributed", "tornado", "asyncio")


def quiet_dask_logs() -> None:
    """No log lines from Dask or the event loop it runs on: a lost worker is Dask's to
    handle, and a lost scheduler or the last worker's end is told as one `ClusterLost`
    (Dask would log tracebacks of its reconnecting to stderr). Dask sets levels on some
    of its loggers' children, so every one that exists is raised, and those made later
    inherit."""
    import logging

    silent = logging.CRITICAL + 1
    for name in [*DASK_LOGGERS, *logging.root.manager.loggerDict]:
        if name.split(".")[0] in DASK_LOGGERS:
            logging.getLogger(name).setLevel(silent)


def _still_there(address: str) -> bool:
    """Whether the scheduler at `address` still greets within a moment (a lost one refuses)."""
    try:
        reach_scheduler(address, seconds=LOST_SECONDS)
    except PuzzleError:
        return False
    return True


LOST_SECONDS = 2.0  # how long a scheduler that was just answering gets to greet again


def scheduler_lost(address: str) -> Fact:
    return fact(Code.SCHEDULER_LOST, address=address)


def cancelled(client: Any, reason: str | None, part: int) -> ClusterLost:
    """Why the cluster cancelled `part` of a search, asked of the scheduler: it is gone
    (the client's connection to it closed), no worker is left (the search's shared data
    went with them, so Dask gives every part up), or someone cancelled it."""
    address = client.scheduler.address
    if client.status != "running" or reason == "scheduler-connection-lost":
        return ClusterLost(scheduler_lost(address))
    try:
        workers = client.scheduler_info()["workers"]
    except OSError:
        return ClusterLost(scheduler_lost(address))
    if not workers:
        return ClusterLost(fact(Code.NO_WORKER_LEFT, address=address))
    if reason == "already forgotten":  # the workers that held the search's shared data ended
        return ClusterLost(fact(Code.HOLDERS_ENDED, address=address))
    return ClusterLost(fact(Code.PART_CANCELLED, part=part + 1))


def in_order(
    client: Any,
    work: Callable[[Any, Any], Any],
    shared: Any,
    items: Sequence[Any],
    arrived: Callable[[Any], Any] = lambda result: result,
    should_stop: Callable[[], bool] = lambda: False,
    every: float | None = None,
) -> Iterator[Any]:
    """`work(shared, item)` for each item on the cluster (`shared` goes to each worker
    once), yielding the results in the order of `items`: those that finish early wait
    in a buffer, after `arrived(result)` (which may put a large result on disk).

    While waiting, `should_stop` is asked every POLL_SECONDS; when it says stop, or the
    consumer closes the iterator, the tasks are cancelled. With `every`, None is yielded
    each time that many seconds pass with no result.
    """
    from distributed import KilledWorker, as_completed

    run = uuid.uuid4().hex[:12]  # keys of this run only: a second client's chunks are its own
    scattered = client.scatter(shared, broadcast=True, hash=False)  # this run's own copy, released with it
    futures = [
        client.submit(work, scattered, item, key=f"puzzle-studio-{run}-{n}", retries=RETRIES, pure=False)
        for n, item in enumerate(items)
    ]
    place = {future.key: n for n, future in enumerate(futures)}
    live = {future.key: future for future in futures}  # released on arrival: the cluster keeps no result
    buffer: dict[int, Any] = {}
    following = 0
    pending = as_completed(futures)
    try:
        waited = time.monotonic()
        while following < len(futures):
            if should_stop():
                return
            batch = pending.next_batch(block=False) if pending.has_ready() else []
            if not batch:
                time.sleep(POLL_SECONDS)
                if every is not None and time.monotonic() - waited >= every:
                    yield None
                    waited = time.monotonic()
                continue
            for future in batch:
                if should_stop():  # each result is a round trip: a batch of them takes a while
                    return
                n = place[future.key]
                if n >= following and n not in buffer:  # each item's result once, however often it ran
                    try:
                        result = future.result()
                    except CancelledError as err:  # the cluster's end, or another client of its scheduler
                        if should_stop():
                            return
                        raise cancelled(client, getattr(err, "reason", None), n) from None
                    except KilledWorker:  # Dask's allowed-failures: every worker running it ended
                        raise ClusterLost(fact(Code.WORKERS_KEPT_ENDING, part=n + 1)) from None
                    buffer[n] = arrived(result)
                live.pop(future.key, None)
                future.release()
            while following in buffer:
                yield buffer.pop(following)
                following += 1
                waited = time.monotonic()
    finally:
        if live and client.status == "running":  # a lost scheduler's client would wait to reconnect first
            client.cancel(list(live.values()))
