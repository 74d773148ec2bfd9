"""A document's undo history as a file, so a killed window can bring it back.

Each window writes its own file, named for its process (`waffle-{pid}.json`); a file
whose process is gone is a crash's, and the next start offers it. Steps are the values
in undo order (the first is the one before any edit), each with the undo text that
made it; `index` is the step shown and `clean` the step the file on disk holds (-1:
none). The oldest steps go first when the history would pass the studio's file limit.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from studio.core.atomic import process_alive, write_atomic
from studio.core.errors import PuzzleError
from studio.core.studio_json import MAX_TEXT, check_envelope, envelope, failing, parse_json, read_text

AUTOSAVE_KIND = "autosave"
AUTOSAVE_FILE = re.compile(r"(?P<of>[a-z-]+)-(?P<pid>\d+)\.json")
HEADROOM = 1_000  # characters kept for the keys around the steps


@dataclass(frozen=True)
class History:
    of: str  # the kind of document: "waffle"
    path: str | None  # the file it was opened from or saved to
    values: tuple[dict[str, Any], ...]  # each step's value, as its kind's JSON object
    texts: tuple[str, ...]  # the undo text of each step ("" for the first)
    index: int
    clean: int


def autosave_path(folder: Path, of: str) -> Path:
    """This process's autosave of a document of kind `of`."""
    return folder / f"{of}-{os.getpid()}.json"


def write_history(path: Path, history: History) -> None:
    write_atomic(path, history_text(history))


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
    head = {**envelope(AUTOSAVE_KIND), "of": history.of, "path": history.path, "index": index - first}
    head["clean"] = clean - first if first <= clean < last else -1
    return json.dumps(head, ensure_ascii=False)[:-1] + ',"steps":[' + ",".join(steps[first:last]) + "]}\n"


def read_history(path: Path) -> History:
    """An autosave file, checked: a PuzzleError says what is wrong with it."""
    text = read_text(path)
    fail = failing(text, str(path))
    data = check_envelope(parse_json(text, str(path)), AUTOSAVE_KIND, fail)
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        raise fail("an autosave holds a list of steps", "steps")
    if not all(
        isinstance(s, dict) and isinstance(s.get("text"), str) and isinstance(s.get("value"), dict) for s in steps
    ):
        raise fail("each step is an object with a text and a value", "steps")
    index, clean, of, where = data.get("index"), data.get("clean"), data.get("of"), data.get("path")
    if not (isinstance(index, int) and 0 <= index < len(steps)):
        raise fail(f"index must be a step, 0 to {len(steps) - 1}", "index")
    if not (isinstance(clean, int) and -1 <= clean < len(steps)):
        raise fail(f"clean must be a step or -1, not {clean!r}", "clean")
    if not isinstance(of, str) or not (where is None or isinstance(where, str)):
        raise fail("an autosave names the kind of document it holds and its file (or null)", "of")
    values = tuple(step["value"] for step in steps)
    return History(of, where, values, tuple(step["text"] for step in steps), index, clean)


def crashed_autosaves(folder: Path, of: str) -> list[Path]:
    """The autosaves of kind `of` whose process is gone, newest first."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    found = []
    for entry in entries:
        named = AUTOSAVE_FILE.fullmatch(entry.name)
        if named is not None and named["of"] == of and not process_alive(int(named["pid"])):
            try:
                found.append((entry.stat().st_mtime, Path(entry.path)))
            except OSError:
                continue
    return [path for _, path in sorted(found, reverse=True)]


def forget(path: Path) -> None:
    """An autosave no longer needed (restored, discarded, saved, or a clean exit)."""
    try:
        path.unlink(missing_ok=True)
    except OSError as err:
        raise PuzzleError(f"cannot remove the autosave: {err.strerror or err}", source=str(path)) from None
