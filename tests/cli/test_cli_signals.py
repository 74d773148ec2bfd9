"""Real processes stopped the hard ways: Ctrl+C (SIGINT to the whole terminal group) ends
a backtest with 130 and no traceback from it or its workers; kill -9 of the parent
leaves no worker searching on for nobody; a screenshot that cannot be written, or
output to a full device, is exit 3.

Oracles: the shell's convention (128 + SIGINT = 130), /proc's list of live processes.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.foreground import sigint_default

ROOT = Path(__file__).resolve().parents[2]
WAIT_SECONDS = 120  # for the workers to start on a loaded machine
BUSY_SECONDS = 5  # into the search
GONE_SECONDS = 15  # an orphan polls its parent every 0.5 s; before, this one ran on for 73 s


def start_backtest(tmp_path: Path) -> subprocess.Popen:
    """A backtest far too long to finish during the test (lookahead on the full lists)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CACHE_HOME": str(tmp_path)}
    return subprocess.Popen(
        [sys.executable, "-m", "studio", "wordle", "backtest", "--strategy", "lookahead", "--jobs", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        start_new_session=True,  # its own group, as a terminal's job
        preexec_fn=sigint_default,  # as a terminal's foreground job, also when this suite runs in the background
    )


def workers_of(parent: int) -> list[int]:
    """The live multiprocessing workers whose parent is `parent`."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdline = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == parent and fields[0] != "Z" and b"spawn_main" in cmdline:
            found.append(int(entry.name))
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def wait_for_workers(process: subprocess.Popen, count: int = 1) -> list[int]:
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline and process.poll() is None:
        if len(found := workers_of(process.pid)) >= count:
            return found
        time.sleep(0.2)
    pytest.fail(f"{count} workers did not start: {process.poll()=}")


def wait_gone(pids: list[int], seconds: float) -> list[int]:
    deadline = time.monotonic() + seconds
    while (left := [p for p in pids if alive(p)]) and time.monotonic() < deadline:
        time.sleep(0.2)
    return left


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc to find the workers")
@pytest.mark.slow
@pytest.mark.parametrize("after", [0, BUSY_SECONDS])  # as the workers start (while they import), and mid-search
def test_ctrl_c_ends_a_backtest_with_130_and_no_traceback(tmp_path, after):
    process = start_backtest(tmp_path)
    workers = wait_for_workers(process)
    time.sleep(after)
    os.killpg(process.pid, signal.SIGINT)  # as the terminal does: the parent and its workers
    _, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert wait_gone(workers, GONE_SECONDS) == []


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc to find the workers")
@pytest.mark.slow
def test_a_worker_whose_parent_is_killed_stops_soon(tmp_path):
    process = start_backtest(tmp_path)
    workers = wait_for_workers(process)  # the one picking the opener: about 90 s of search
    time.sleep(BUSY_SECONDS)
    assert all(alive(pid) for pid in workers), "the workers ended before the test could kill their parent"
    process.kill()  # kill -9: no finally runs to end the pool
    process.communicate(timeout=60)
    left = wait_gone(workers, GONE_SECONDS)
    for pid in left:  # do not leave them to the next test
        os.kill(pid, signal.SIGKILL)
    assert left == [], f"orphaned workers still running after {GONE_SECONDS} s"


@pytest.mark.slow
def test_a_screenshot_that_cannot_be_written_exits_3_and_says_why(tmp_path):
    (tmp_path / "a-file").write_text("not a folder")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "studio", "--screenshot", str(tmp_path / "a-file" / "window.png")],
        capture_output=True,
        text=True,
        env=env,
        timeout=180,
    )
    assert done.returncode == 3, done.stderr
    lines = [line for line in done.stderr.splitlines() if line.startswith("puzzle-studio")]
    assert lines == [f"puzzle-studio: {tmp_path / 'a-file' / 'window.png'}: cannot write there: Not a directory"]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full, a device that is always full")
def test_output_to_a_full_device_is_exit_3_with_one_line():
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "studio", "solve", str(ROOT / "studio" / "resources" / "examples" / "daily-1.txt")],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            timeout=120,
        )
    assert done.returncode == 3
    assert done.stderr.splitlines() == ["puzzle-studio: input/output failed: No space left on device"]


def test_sigterm_caught_and_reraised_by_a_library_still_ends_quietly_with_143(capsys):
    """The chance failure seen in CI: SIGTERM during `import numpy` raised our `Terminated`
    inside numpy's own `try/except`, which turned it into an ImportError, and the command
    reported an "internal error". Reproduced here: the signal arrives inside a library's
    handler that re-raises something else."""
    from studio.cli import guarded_from_sigterm
    from studio.cli.exits import Exit

    def library_import() -> int:
        try:
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(5)  # the handler runs before this ends
        except BaseException as err:  # as numpy's __init__ does with its C extension's import
            raise ImportError("Importing the numpy C-extensions failed") from err
        return 0

    before = signal.getsignal(signal.SIGTERM)
    assert guarded_from_sigterm(library_import) == Exit.TERMINATED
    assert capsys.readouterr().err == ""
    assert signal.getsignal(signal.SIGTERM) is before


def test_a_real_error_without_sigterm_is_still_an_internal_error(capsys):
    from studio.cli import guarded_from_sigterm
    from studio.cli.exits import Exit

    def broken() -> int:
        raise ImportError("a missing module")

    assert guarded_from_sigterm(broken) == Exit.INTERNAL_ERROR
    assert "internal error (ImportError: a missing module)" in capsys.readouterr().err
