"""Writing files so that a crash or an error never leaves half a file behind."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from studio.core.errors import PuzzleError


@contextmanager
def atomic_target(path: str | Path) -> Iterator[Path]:
    """A temporary path beside `path` to write to; renamed onto `path` only on success.

    Raises PuzzleError (a message for a person) when the folder cannot be written.
    """
    import tempfile  # here: it imports shutil and random, which a read-only command never needs

    path = Path(path)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or ".")
    except OSError as err:
        raise PuzzleError(f"cannot write there: {err.strerror or err}", source=str(path)) from None
    os.close(fd)
    try:
        yield Path(tmp)
        os.replace(tmp, path)
    except OSError as err:
        Path(tmp).unlink(missing_ok=True)
        raise PuzzleError(f"cannot write there: {err.strerror or err}", source=str(path)) from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_atomic(path: str | Path, text: str) -> None:
    with atomic_target(path) as tmp, open(tmp, "w", encoding="utf-8", newline="\n") as out:
        out.write(text)
        out.flush()
        os.fsync(out.fileno())
