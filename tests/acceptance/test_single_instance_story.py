"""A user double-clicks a puzzle in the file manager while the studio runs: it opens in
the running window and the second start exits 0 at once; a second start with no file
brings the running window to the front. `--screenshot`, and a start with
PUZZLE_STUDIO_NO_SINGLE_INSTANCE set, make windows of their own. Every start is a real
process, offscreen, on a runtime folder of its own (as XDG_RUNTIME_DIR is per user)."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from studio.resources import resource
from tests.acceptance.test_crash_recovery_story import studio_env
from tests.conftest import ROOT

EXAMPLE = resource("examples/daily-1.txt")

# The running studio, as `puzzle-studio` starts it (gui/app.py run), saying what it was asked to do.
RUNNING = """
import sys
from studio.gui.app import run
from studio.gui.main_window import MainWindow
opened, raised = MainWindow.open_path, MainWindow.bring_to_front
def open_path(self, path):
    done = opened(self, path)
    print("opened", path, done, self.windowTitle(), flush=True)
    return done
def bring_to_front(self):
    raised(self)
    print("raised", flush=True)
MainWindow.open_path, MainWindow.bring_to_front = open_path, bring_to_front
print("started", flush=True)
sys.exit(run())
"""


def studio(env, *args, cwd=ROOT):
    return subprocess.run(
        [sys.executable, "-m", "studio", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
    )


@pytest.mark.slow
def test_a_file_opened_while_the_studio_runs_lands_in_its_window(tmp_path):
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env = studio_env(tmp_path)
    first = subprocess.Popen(
        [sys.executable, "-c", RUNNING], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert first.stdout.readline() == "started\n"
        deadline = time.monotonic() + 120
        while not (runtime / "puzzle-studio.socket").exists() and first.poll() is None:
            assert time.monotonic() < deadline, "the first studio never listened"
            time.sleep(0.05)

        # From the file manager: a relative name, from another folder, handed over; exit 0 at once.
        folder = tmp_path / "Downloads"
        folder.mkdir()
        (folder / "daily-1.txt").write_bytes(EXAMPLE.read_bytes())
        second = studio(env, "daily-1.txt", cwd=folder)
        assert (second.returncode, second.stdout, second.stderr) == (0, "", "")
        assert first.stdout.readline() == "raised\n"
        assert first.stdout.readline() == f"opened {folder / 'daily-1.txt'} True daily-1.txt[*] — Puzzle Studio\n"

        # No file: the running window comes to the front.
        third = studio(env)
        assert (third.returncode, third.stdout, third.stderr) == (0, "", "")
        assert first.stdout.readline() == "raised\n"

        # A screenshot, and a start told to stand alone, make windows of their own.
        shot = studio(env, str(EXAMPLE), "--screenshot", str(tmp_path / "shot.png"))
        assert shot.returncode == 0 and (tmp_path / "shot.png").stat().st_size > 10_000, shot.stderr
        alone = studio({**env, "PUZZLE_STUDIO_NO_SINGLE_INSTANCE": "1", "PUZZLE_STUDIO_SHOWN": "1"})
        assert (alone.returncode, alone.stdout) == (0, "shown\n"), alone.stderr
        assert first.poll() is None
    finally:
        first.terminate()
        out, err = first.communicate(timeout=60)
    assert out == "" and "Traceback" not in err and "Warning" not in err, err  # nothing more was handed to it
