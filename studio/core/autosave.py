"""A document's undo history as a file, so a killed window can bring it back.

Each window writes its own file, named for a new session (`waffle-{uuid4}.json`), and
holds a lock on its lock file (`waffle-{uuid4}.lock`) while the file exists; the system
lets go of the lock when the process ends, however it ends, so an autosave whose lock
is free is a crash's, and the next start offers it. (Not a process id: ids are reused,
in containers at once, and a live process would keep a dead one's file.) Steps are the values
in undo order (the first is the one before any edit), each with the undo text that
made it; `index` is the step shown and `clean` the step the file on disk holds (-1:
none). The oldest steps go first when the history would pass the studio's file limit.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import re
import sys
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from studio.core.atomic import write_atomic
from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.studio_json import MAX_TEXT, check_envelope, envelope, failing, parse_json, read_text

AUTOSAVE_KIND = "autosave"
AUTOSAVE_FILE = re.compile(r"(?P<of>[a-z-]+)-(?P<session>[0-9a-z]+)\.json")  # older studios named it for a pid
HEADROOM = 1_000  # characters kept for the keys around the steps


@dataclass(frozen=True)
class History:
    of: str  # the kind of document: "waffle"
    path: str | None  # the file it was opened from or saved to
    values: tuple[dict[str, Any], ...]  # each step's value, as its kind's JSON object
    texts: tuple[str, ...]  # the undo text of each step ("" for the first)
    index: int
    clean: int


class Session:
    """One window's autosave of a document of kind `of`: `write` takes the lock before the
    file is first written, `end` removes the file and then lets go of the lock."""

    def __init__(self, folder: Path, of: str) -> None:
        self.path = folder / f"{of}-{uuid.uuid4().hex}.json"
        self._lock: int | None = None  # the open lock file, while the autosave exists

    def write(self, history: History) -> None:
        if self._lock is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            lock = os.open(lock_path(self.path), os.O_RDWR | os.O_CREAT, 0o600)
            try:
                _lock(lock)  # a name no one else has: free (the descriptor is not inherited by workers)
            except OSError:
                os.close(lock)
                raise
            self._lock = lock
        write_atomic(self.path, history_text(history))

    def end(self) -> None:
        """Nothing to keep (saved, unchanged, or a clean exit): the file, then the lock, go."""
        forget(self.path, self._lock)
        self._lock = None


def lock_path(path: Path) -> Path:
    return path.with_suffix(".lock")


def history_text(history: History) -> str:
    """The history as compact JSON within MAX_TEXT: the oldest steps, then the last
    redo steps, are left out while it is too long (the step shown always stays)."""
    steps = [
        json.dumps({"text": text, "value": value}, separators=(",", ":"), ensure_ascii=False)
        for text, value in zip(history.texts, history.values)
    ]
    first, last, index, clean = 0, len(steps), history.index, history.clean
    size = sum(len(step) + 1 for step in steps)
    while size > MAX_TEXT - HEADROOM and first < index:
        size -= len(steps[first]) + 1
        first += 1
    while size > MAX_TEXT - HEADROOM and last - 1 > index:
        last -= 1
        size -= len(steps[last]) + 1
    head = {**envelope(AUTOSAVE_KIND), "of": history.of, "file": file_field(history.path), "index": index - first}
    head["clean"] = clean - first if first <= clean < last else -1
    return json.dumps(head, ensure_ascii=False)[:-1] + ',"steps":[' + ",".join(steps[first:last]) + "]}\n"


def file_field(path: str | None) -> str | None:
    """The file's name as its bytes, in base64: a name os.fsdecode read may hold lone
    surrogates, which no studio JSON file may (core/text.py), yet it must open again."""
    return None if path is None else base64.b64encode(os.fsencode(path)).decode("ascii")


def file_named(field: object, older: object) -> object:
    """The name `file_field` wrote; an autosave from before it names the file as text (`path`)."""
    if not isinstance(field, str):
        return older
    try:
        return os.fsdecode(base64.b64decode(field, validate=True))
    except ValueError:
        return None  # a damaged name: the puzzle comes back, unnamed


def read_history(path: Path) -> History:
    """An autosave file, checked: a PuzzleError says what is wrong with it."""
    text = read_text(path)
    fail = failing(text, str(path))
    data = check_envelope(parse_json(text, str(path)), AUTOSAVE_KIND, fail)
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        raise fail(fact(Code.AUTOSAVE_STEPS), "steps")
    if not all(
        isinstance(s, dict) and isinstance(s.get("text"), str) and isinstance(s.get("value"), dict) for s in steps
    ):
        raise fail(fact(Code.AUTOSAVE_STEP), "steps")
    index, clean, of = data.get("index"), data.get("clean"), data.get("of")
    where = file_named(data.get("file"), data.get("path"))
    if not (isinstance(index, int) and 0 <= index < len(steps)):
        raise fail(fact(Code.AUTOSAVE_INDEX, last=len(steps) - 1), "index")
    if not (isinstance(clean, int) and -1 <= clean < len(steps)):
        raise fail(fact(Code.AUTOSAVE_CLEAN, found=repr(clean)), "clean")
    if not isinstance(of, str) or not (where is None or isinstance(where, str)):
        raise fail(fact(Code.AUTOSAVE_OF), "of")
    values = tuple(step["value"] for step in steps)
    return History(of, where, values, tuple(step["text"] for step in steps), index, clean)


def crashed_autosaves(folder: Path, of: str) -> list[Path]:
    """The autosaves of kind `of` whose lock no one holds, newest first."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    found = []
    for entry in entries:
        named = AUTOSAVE_FILE.fullmatch(entry.name)
        if named is not None and named["of"] == of and not _held(lock_path(Path(entry.path))):
            try:
                found.append((entry.stat().st_mtime, Path(entry.path)))
            except OSError:
                continue  # ended meanwhile
    return [path for _, path in sorted(found, reverse=True)]


def forget(path: Path, lock: int | None = None) -> None:
    """An autosave no longer needed (restored, discarded, saved, or a clean exit): the
    file, then its lock file; `lock`, this session's open lock file, is let go between
    (kept when the file cannot be removed)."""
    try:
        path.unlink(missing_ok=True)
    except OSError as err:  # the lock stays: a file still there is no crash's
        reason = str(err.strerror or err)
        raise PuzzleError(fact(Code.CANNOT_REMOVE_AUTOSAVE, reason=reason), source=str(path)) from None
    if lock is not None:
        _release(lock)  # before the removal: Windows removes no file that is open
    with contextlib.suppress(OSError):  # another start is testing the lock: an empty file stays
        lock_path(path).unlink(missing_ok=True)


def _held(lock: Path) -> bool:
    """Whether a live session holds the lock file `lock` (none there: no one holds it)."""
    try:
        fd = os.open(lock, os.O_RDWR)
    except FileNotFoundError:
        return False
    except OSError:
        return True  # not ours to test: keep it
    try:
        _lock(fd)
    except OSError:
        os.close(fd)
        return True
    _release(fd)
    return False


if sys.platform == "win32":
    import msvcrt

    def _lock(fd: int) -> None:
        """The lock on the lock file's first byte, or OSError when a live process has it."""
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _release(fd: int) -> None:
        """Unlocked, then closed: Windows lets go of a closed file's lock only in its own time."""
        try:
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        finally:
            os.close(fd)

else:
    import fcntl

    def _lock(fd: int) -> None:
        """The lock on the lock file, or OSError (BlockingIOError) when a live process has it."""
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _release(fd: int) -> None:
        os.close(fd)  # the last descriptor of the open file: the lock goes with it
