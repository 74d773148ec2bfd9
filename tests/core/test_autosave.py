"""An autosave file: the history round-trips, stays under the file limit by dropping the
oldest steps, is refused with its key when damaged, and only dead processes' are offered."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from studio.core.autosave import History, autosave_path, crashed_autosaves, history_text, read_history
from studio.core.errors import PuzzleError
from studio.core.studio_json import MAX_TEXT


def history(steps: int, notes: str = "") -> History:
    values = tuple({"n": n, "notes": notes} for n in range(steps))
    return History("waffle", "/puzzles/daily.json", values, ("", *(f"Type {n}" for n in range(1, steps))), 2, 1)


def test_a_history_round_trips(tmp_path):
    path = tmp_path / "waffle-1.json"
    path.write_text(history_text(history(4)))
    assert read_history(path) == history(4)


def test_a_long_history_keeps_the_step_shown_and_drops_the_oldest_first(tmp_path):
    notes = "x" * (MAX_TEXT // 10)  # each step a tenth of the limit and a few keys: nine fit
    long = History("waffle", None, tuple({"n": n, "notes": notes} for n in range(30)), ("",) * 30, 25, 3)
    text = history_text(long)
    assert len(text) <= MAX_TEXT
    path = tmp_path / "waffle-1.json"
    path.write_text(text)
    kept = read_history(path)
    assert [value["n"] for value in kept.values] == list(range(21, 30))  # the oldest went, the redo steps stay
    assert kept.values[kept.index]["n"] == 25 and kept.clean == -1  # the saved step 3 went: none is saved


@pytest.mark.parametrize(
    ("change", "key"),
    [
        ({"steps": []}, "an autosave holds a list of steps"),
        ({"index": 9}, "index must be a step, 0 to 3"),
        ({"clean": "yes"}, "clean must be a step or -1"),
        ({"kind": "waffle"}, "this is a Waffle puzzle file, not a window autosave"),
    ],
)
def test_a_damaged_autosave_is_refused_with_its_key(tmp_path, change, key):
    data = json.loads(history_text(history(4)))
    path = tmp_path / "waffle-1.json"
    path.write_text(json.dumps({**data, **change}, indent=1))
    with pytest.raises(PuzzleError, match=key):
        read_history(path)


def test_only_the_autosaves_of_dead_processes_are_a_crashs(tmp_path):
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    dead = tmp_path / f"waffle-{child.pid}.json"
    dead.write_text("{}")
    autosave_path(tmp_path, "waffle").write_text("{}")  # this process's: it runs
    (tmp_path / f"wordle-{child.pid}.json").write_text("{}")  # another kind of document
    (tmp_path / "notes.json").write_text("{}")
    assert crashed_autosaves(tmp_path, "waffle") == [dead]
    assert crashed_autosaves(tmp_path / "missing", "waffle") == []
    assert autosave_path(tmp_path, "waffle").name == f"waffle-{os.getpid()}.json"
