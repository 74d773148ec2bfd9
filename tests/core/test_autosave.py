"""An autosave file: the history round-trips (a file name that is no UTF-8 too), stays
under the file limit by dropping the oldest steps, is refused with its key when damaged,
and only the autosaves whose session lock no live process holds are offered: a process
killed with SIGKILL lets go of its lock, and a live process that has its id does not hold it."""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from studio.core.autosave import History, Session, crashed_autosaves, history_text, read_history
from studio.core.errors import PuzzleError
from studio.core.studio_json import MAX_TEXT
from tests.conftest import ROOT

HOLD = """
import sys
from pathlib import Path
from studio.core.autosave import History, Session
session = Session(Path(sys.argv[1]), "waffle")
session.write(History("waffle", None, ({"n": 0},), ("",), 0, -1))
print(session.path, flush=True)
sys.stdin.read()  # until killed
"""


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


def holder(folder: Path) -> tuple[subprocess.Popen[str], Path]:
    """Another process in a session with an autosave in `folder`, waiting to be killed."""
    child = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(folder)],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    return child, Path(child.stdout.readline().strip())


def test_a_session_another_process_holds_is_no_crash_until_that_process_is_killed(tmp_path):
    child, held = holder(tmp_path)
    try:
        assert held.parent == tmp_path and held.exists()
        assert crashed_autosaves(tmp_path, "waffle") == []  # it runs: not a crash's
    finally:
        child.kill()  # SIGKILL: no clean exit, the autosave stays
        child.communicate(timeout=60)
    assert crashed_autosaves(tmp_path, "waffle") == [held]


def test_an_autosave_is_a_crashs_even_when_a_live_process_has_the_id_it_was_named_for(tmp_path):
    """What an older studio left, named for its process id, after the id went to another
    process (a container's studio is often process 1 at every start): no one holds it."""
    child = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    try:
        reused = [tmp_path / f"waffle-{pid}.json" for pid in (os.getpid(), child.pid)]
        for n, path in enumerate(reused):
            path.write_text("{}")
            os.utime(path, (n, n))
        assert crashed_autosaves(tmp_path, "waffle") == reused[::-1]  # newest first
    finally:
        child.kill()
        child.wait(timeout=60)


def test_a_session_ends_only_its_own_autosave_and_no_session_is_its_own_crash(tmp_path):
    ours, other = Session(tmp_path, "waffle"), Session(tmp_path, "waffle")
    for session in (ours, other):
        session.write(history(4))
    (tmp_path / "wordle-crashed.json").write_text("{}")  # another kind of document
    (tmp_path / "notes.json").write_text("{}")
    assert ours.path != other.path and crashed_autosaves(tmp_path, "waffle") == []
    ours.end()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["notes.json", "wordle-crashed.json", other.path.name, other.path.with_suffix(".lock").name]
    )
    assert crashed_autosaves(tmp_path, "waffle") == [] and read_history(other.path) == history(4)
    assert crashed_autosaves(tmp_path / "missing", "waffle") == []
    other.end()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.json", "wordle-crashed.json"]


def test_a_file_name_that_is_no_utf8_is_autosaved_and_comes_back_the_same(tmp_path):
    """b"caf\\xe9" is café in Latin-1: os.fsdecode makes the byte a lone surrogate."""
    name = os.fsdecode(b"/puzzles/caf\xe9.json")
    session = Session(tmp_path, "waffle")
    session.write(History("waffle", name, ({"n": 0}, {"n": 1}), ("", "Type Z"), 1, 0))
    data = json.loads(session.path.read_bytes().decode("utf-8"))  # strict UTF-8, standard JSON
    assert base64.b64decode(data["file"]) == b"/puzzles/caf\xe9.json"  # the name's own bytes
    assert os.fsencode(read_history(session.path).path or "") == b"/puzzles/caf\xe9.json"
