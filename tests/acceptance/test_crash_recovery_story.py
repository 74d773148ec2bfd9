"""A user edits a puzzle, the studio is killed (SIGKILL), and the next start offers the
edit back: Restore brings the puzzle and its Undo history, and a clean exit leaves no
autosave behind. A second studio started while the first still runs offers nothing and
its clean exit leaves the first's autosave. Every run is a real studio process, offscreen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from studio.core.waffle.formats import read_puzzle
from studio.resources import resource
from tests.conftest import ROOT

EXAMPLE = resource("examples/daily-1.txt")

EDIT = """
import sys
from PySide6.QtTest import QTest
from studio.gui.app import application, open_window
app = application()
window = open_window(sys.argv[1])  # as `puzzle-studio FILE` opens it
window.show()
window.waffle.grid.setFocus()
window.waffle.grid.cursor_cell = 0
QTest.keyClicks(window.waffle.grid, "zz")  # typed over the first two tiles
print(window.waffle.document.value.tiles, flush=True)
app.exec()
"""

RESTORE = """
import json
from studio.gui.app import application, open_window
app = application()
window = open_window()
window.show()
bar = window.recovery_bar
offer = {"visible": bar.isVisible(), "text": bar.text, "choices": [b.text() for b in bar.choices]}
bar.choices[0].click()  # Restore
document = window.waffle.document
restored = {"tiles": document.value.tiles, "path": str(document.path), "dirty": document.dirty}
document.undo_stack.undo()
document.undo_stack.undo()
undone = {"tiles": document.value.tiles, "dirty": document.dirty}
window.close()  # a clean exit (nothing unsaved after the undos: no question)
print(json.dumps({"offer": offer, "restored": restored, "undone": undone}))
"""


ALONGSIDE = """
import json
from studio.gui.app import application, open_window
app = application()
window = open_window()
window.show()
print(json.dumps({"visible": window.recovery_bar.isVisible()}))
window.close()  # a clean exit, nothing edited
"""


def studio_env(tmp_path) -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_RUNTIME_DIR": str(tmp_path / "runtime"),
    }


@pytest.mark.slow
def test_a_killed_studio_offers_the_edited_puzzle_back_at_the_next_start(tmp_path):
    (tmp_path / "runtime").mkdir(mode=0o700)
    env, folder = studio_env(tmp_path), tmp_path / "data" / "puzzle-studio" / "autosave"
    first = subprocess.Popen(
        [sys.executable, "-c", EDIT, str(EXAMPLE)], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    deadline = time.monotonic() + 120
    while first.poll() is None and not list(folder.glob("waffle-*.json")) and time.monotonic() < deadline:
        time.sleep(0.05)
    (autosave,) = folder.glob("waffle-*.json")
    alongside = subprocess.run(
        [sys.executable, "-c", ALONGSIDE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300
    )
    assert alongside.returncode == 0 and "Traceback" not in alongside.stderr, alongside.stderr
    assert json.loads(alongside.stdout) == {"visible": False}  # the first runs: nothing to offer
    assert autosave.exists()  # and the second's clean exit left it
    first.kill()
    out, err = first.communicate(timeout=60)
    assert autosave.exists(), err.decode()
    original = read_puzzle(EXAMPLE).tiles
    assert out.decode().split() == ["ZZ" + original[2:]]
    second = subprocess.run(
        [sys.executable, "-c", RESTORE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300
    )
    assert second.returncode == 0 and "Traceback" not in second.stderr and "Warning" not in second.stderr, second.stderr
    seen = json.loads(second.stdout)
    assert seen["offer"] == {
        "visible": True,
        "text": "Puzzle Studio closed without saving your last puzzle. Restore it?",
        "choices": ["Restore", "Discard"],
    }
    assert seen["restored"] == {"tiles": "ZZ" + original[2:], "path": str(EXAMPLE.resolve()), "dirty": True}
    assert seen["undone"] == {"tiles": original, "dirty": False}
    assert list(folder.iterdir()) == []  # restored, then a clean exit: no autosave left
