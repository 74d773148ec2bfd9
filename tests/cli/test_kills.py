"""Real processes killed with SIGKILL, SIGINT or SIGTERM while they write: `enumerate
--checkpoint` resumes to exactly the full set of grids, and a killed save, export or
enumerate leaves the old target or the whole new one, never part of one, and its
temporary files go at the next start."""

from __future__ import annotations

import filecmp
import os
import random
import signal
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

import numpy as np
import pytest

from studio.core.atomic import SPOOL, STALE_SECONDS, TEMP_FILE
from studio.core.waffle.formats import read_puzzle
from studio.resources import resource
from tests.conftest import ROOT, pdf_page_count
from tests.foreground import sigint_default

LETTERS = "aeiorst"  # every 3-letter string of these: 343 words, 2.7 million 3x3 grids, a few seconds
GRID_LINE = len("ABC/D.E/FGH\n")


def three_letter_words(path: Path, letters: str) -> list[str]:
    words = [a + b + c for a in letters for b in letters for c in letters]
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    return words


def brute_force_grids(words: list[str]) -> set[str]:
    """Every 3x3 waffle (rows r1, r3 and columns c1, c3 meet at the corners) of four
    different words, a grid and its transpose counted once: the lesser of the two."""
    ending = defaultdict(list)
    for word in words:
        ending[word[0], word[2]].append(word)
    found = set()
    for r1 in words:
        for c1 in ending_with(words, r1[0]):
            for c3 in ending_with(words, r1[2]):
                for r3 in ending[c1[2], c3[2]]:
                    if len({r1, c1, c3, r3}) == 4:
                        found.add(canonical(f"{r1}/{c1[1]}.{c3[1]}/{r3}".upper()))
    return found


def canonical(line: str) -> str:
    """The lesser of a grid line and its transpose's."""
    r1, middle, r3 = line.split("/")
    c1, c3 = r1[0] + middle[0] + r3[0], r1[2] + middle[2] + r3[2]
    return min(line, f"{c1}/{r1[1]}.{r3[1]}/{c3}")


def ending_with(words: list[str], first: str) -> list[str]:
    return [w for w in words if w[0] == first]


def studio(*args: str, tmp: Path) -> subprocess.Popen:
    """`puzzle-studio ARGS` as a real process, its temporary files under `tmp`."""
    return python("-m", "studio", *args, tmp=tmp)


def python(*args: str, tmp: Path) -> subprocess.Popen:
    env = {**os.environ, "TMPDIR": str(tmp), "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen(
        [sys.executable, *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=sigint_default,  # SIGINT must stop it, also when this suite runs in the background
    )


def finish(child: subprocess.Popen) -> tuple[int, str]:
    _, err = child.communicate(timeout=600)
    assert "Traceback" not in err.decode(), err.decode()
    return child.returncode, err.decode()


def kill_while_writing(
    child: subprocess.Popen, grows: Path, times: int, how: signal.Signals, *others: subprocess.Popen
) -> None:
    """Send `how` (to `child`, or to the `others` it depends on) the moment `grows` has
    grown `times` times (a chunk's grids are being written and flushed, the riskiest
    moment), or not at all when the run ends first: a kill after the end is a case too."""
    size = grows.stat().st_size if grows.exists() else 0
    while child.poll() is None and times > 0:
        now = grows.stat().st_size if grows.exists() else 0
        if now != size:
            size, times = now, times - 1
        else:
            time.sleep(0.0005)
    if child.poll() is None:
        for target in others or (child,):
            target.send_signal(how)
    child.wait(timeout=600)


def age(paths: list[Path]) -> None:
    """Make a killed run's leftovers look older than STALE_SECONDS, as if a minute passed."""
    past = time.time() - 2 * STALE_SECONDS
    for path in paths:
        os.utime(path, (past, past))


def grid_lines(path: Path) -> tuple[np.ndarray, bytes]:
    """The grid lines sorted (a multiset, whatever order processes finished in) and the count line."""
    data = path.read_bytes()
    body, count = data[: data.rindex(b"#")], data[data.rindex(b"#") :]
    assert len(body) % GRID_LINE == 0, "a grid line was cut"
    return np.sort(np.frombuffer(body, dtype=f"S{GRID_LINE}")), count


def test_a_small_enumeration_is_exactly_the_brute_force_set(tmp_path):
    words = three_letter_words(tmp_path / "words.txt", "aeot")
    out = tmp_path / "grids.txt"
    assert (
        finish(
            studio(
                "enumerate", "--shape", "3x3", "--words", str(tmp_path / "words.txt"), "--out", str(out), tmp=tmp_path
            )
        )[0]
        == 0
    )
    lines = out.read_text().splitlines()
    expected = brute_force_grids(words)
    assert lines[-1] == f"# {len(expected)} grids"
    grids = [canonical(line) for line in lines[:-1]]
    assert len(grids) == len(set(grids)) and set(grids) == expected


@pytest.mark.slow
def test_two_processes_write_the_one_process_file_line_for_line(tmp_path):
    """Chunks that finish out of turn wait for those ahead: the same file on every run
    (the grids themselves: the brute force test above)."""
    words = tmp_path / "words.txt"
    three_letter_words(words, LETTERS + "l")  # 8 million grids: the processes take over
    run = ("enumerate", "--shape", "3x3", "--words", str(words), "--large")
    one, two = tmp_path / "one.txt", tmp_path / "two.txt"
    assert finish(studio(*run, "--out", str(one), tmp=tmp_path))[0] == 0
    assert finish(studio(*run, "--jobs", "2", "--out", str(two), tmp=tmp_path))[0] == 0
    assert filecmp.cmp(one, two, shallow=False)


@pytest.mark.slow
def test_a_checkpointed_enumeration_killed_again_and_again_resumes_to_the_full_set(tmp_path):
    words = tmp_path / "words.txt"
    three_letter_words(words, LETTERS)
    run = ("enumerate", "--shape", "3x3", "--words", str(words))
    whole = tmp_path / "whole.txt"
    assert finish(studio(*run, "--out", str(whole), tmp=tmp_path))[0] == 0
    expected, count_line = grid_lines(whole)
    assert count_line == f"# {len(expected)} grids\n".encode()
    rng = random.Random(17)
    signals = [signal.SIGKILL, signal.SIGINT, signal.SIGKILL, signal.SIGTERM, signal.SIGKILL]
    for attempt in range(3):
        out, checkpoint = tmp_path / f"out{attempt}.txt", tmp_path / f"done{attempt}.txt"
        for kill in range(3):
            how = signals[(attempt + kill) % len(signals)]
            jobs = "2" if how == signal.SIGINT else "1"
            child = studio(*run, "--jobs", jobs, "--out", str(out), "--checkpoint", str(checkpoint), tmp=tmp_path)
            kill_while_writing(child, out, rng.randint(1, 20), how)
            assert "Traceback" not in child.stderr.read().decode()
        left = [p for p in tmp_path.iterdir() if SPOOL.fullmatch(p.name) or TEMP_FILE.fullmatch(p.name)]
        age(left)
        assert finish(studio(*run, "--out", str(out), "--checkpoint", str(checkpoint), tmp=tmp_path))[0] == 0
        grids, count = grid_lines(out)
        assert count == count_line and np.array_equal(grids, expected)
        assert not [p for p in left if p.exists()]  # the killed runs' spools are gone
    # the count against an independent oracle, on the same list
    assert len(expected) == len(brute_force_grids([a + b + c for a in LETTERS for b in LETTERS for c in LETTERS]))


SAVE_FOREVER = """
import dataclasses, sys
from studio.core.waffle.formats import read_puzzle, save_puzzle
puzzle = read_puzzle(sys.argv[1])
for n in range(10**9):  # two versions in turn, each with 90 kB of notes (the limit is 100)
    save_puzzle(dataclasses.replace(puzzle, meta={"notes": str(n % 2) * 90_000}), sys.argv[2])
"""


def leftovers(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if TEMP_FILE.fullmatch(p.name)]


def kill_while_a_temporary_exists(child: subprocess.Popen, folder: Path, delay: float) -> None:
    """SIGKILL `delay` seconds after a temporary file of `child` shows in `folder` (or
    never, when the run ends first; or after a minute when none shows)."""
    mine, deadline = f".{child.pid}-", time.monotonic() + 60
    while child.poll() is None and time.monotonic() < deadline and not any(mine in p.name for p in leftovers(folder)):
        time.sleep(0.001)
    time.sleep(delay)
    if child.poll() is None:
        child.kill()
    child.wait(timeout=600)


@pytest.mark.slow
@pytest.mark.parametrize("command", ["save", "export", "enumerate"])
def test_a_kill_while_writing_leaves_the_old_target_or_the_whole_new_one(tmp_path, command):
    target = tmp_path / "out" / {"save": "puzzle.json", "export": "sheet.pdf", "enumerate": "grids.txt"}[command]
    target.parent.mkdir()
    example = resource("examples/daily-1.txt")
    if command == "save":
        run = ("-c", SAVE_FOREVER, str(example), str(target))
        target.write_text("{}")  # not a puzzle: whatever a kill leaves must be one

        def whole(path: Path) -> bool:
            return set(read_puzzle(path).meta["notes"]) in ({"0"}, {"1"})

        cases = 4
    elif command == "export":
        folder = tmp_path / "puzzles"
        folder.mkdir()
        for n in range(48):
            (folder / f"p{n:02}.txt").write_bytes(example.read_bytes())
        run = ("-m", "studio", "export", str(folder), "--sheet", "6", "--answers", "--out", str(target))
        target.write_bytes(b"%PDF-1.4 the old one")

        def whole(path: Path) -> bool:
            return pdf_page_count(path)[0] == 16  # 8 pages of puzzles, 8 of answers

        cases = 3
    else:
        words = tmp_path / "words.txt"
        three_letter_words(words, LETTERS)
        run = ("-m", "studio", "enumerate", "--shape", "3x3", "--words", str(words), "--out", str(target))
        target.write_text("the old one")

        def whole(path: Path) -> bool:
            return path.read_bytes().endswith(b" grids\n") and grid_lines(path)[0].size > 0

        cases = 3
    old = target.read_bytes()
    rng = random.Random(f"17 {command}")
    for _ in range(cases):
        kill_while_a_temporary_exists(python(*run, tmp=tmp_path), target.parent, rng.uniform(0.0, 0.4))
        assert target.read_bytes() == old or whole(target)
    left = leftovers(target.parent)
    age(left)
    child = python(*run, tmp=tmp_path)
    if command == "save":  # it never ends: stopped once it is writing
        kill_while_a_temporary_exists(child, target.parent, 0.0)
    else:
        assert finish(child)[0] == 0
    assert whole(target)
    assert not [p for p in left if p.exists()]  # the killed runs' temporary files are gone


def children(pid: int) -> set[int]:
    """The processes `pid` started (Linux's /proc), its workers among them."""
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        children_file = task / "children"
        if children_file.exists():
            found.update(int(n) for n in children_file.read_text().split())
    return found


def searching(pids: set[int], folder: Path) -> set[int]:
    """Those of `pids` with a file open under `folder` (a worker writing a chunk's grids)."""
    found = set()
    for pid in pids:
        for fd in Path(f"/proc/{pid}/fd").glob("*"):
            try:
                if Path(os.readlink(fd)).is_relative_to(folder):
                    found.add(pid)
            except OSError:
                continue
    return found


def running(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads the process tree from Linux's /proc")
def test_the_workers_of_a_killed_enumeration_end_too(tmp_path):
    words = tmp_path / "words.txt"
    three_letter_words(words, LETTERS + "lnd")  # minutes of search: it outlasts the start in one process
    child = studio(
        "enumerate",
        "--shape",
        "3x3",
        "--words",
        str(words),
        "--jobs",
        "2",
        "--large",
        "--out",
        str(tmp_path / "g.txt"),
        tmp=tmp_path,
    )
    deadline = time.monotonic() + 120
    # both workers writing chunks: past the start, where a killed parent leaves a worker
    # multiprocessing's own EOFError (before any of our code runs)
    while child.poll() is None and len(searching(children(child.pid), tmp_path)) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert child.poll() is None, "the run ended before its workers were seen"
    workers = children(child.pid)
    child.kill()
    child.wait()
    deadline = time.monotonic() + 30  # they notice within half a second; the margin is for a loaded machine
    while any(running(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not [pid for pid in workers if running(pid)]
    assert b"Traceback" not in child.stderr.read()  # nor do they fail to send their results to nobody


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads the process tree from Linux's /proc")
def test_sigterm_ends_an_enumeration_on_two_processes_with_143_and_cleans_up(tmp_path):
    """kill (SIGTERM) mid-search: exit 143, nothing on stderr (no worker's traceback, no
    leaked semaphores), the workers ended, no temporary file or spool folder left."""
    words = tmp_path / "words.txt"
    three_letter_words(words, LETTERS + "lnd")  # minutes of search
    out = tmp_path / "g.txt"
    child = studio(
        "enumerate", "--shape", "3x3", "--words", str(words), "--jobs", "2", "--large", "--out", str(out), tmp=tmp_path
    )
    deadline = time.monotonic() + 120
    while child.poll() is None and len(searching(children(child.pid), tmp_path)) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert child.poll() is None, "the run ended before its workers were seen"
    workers = children(child.pid)
    child.send_signal(signal.SIGTERM)
    _, err = child.communicate(timeout=120)
    assert child.returncode == 143
    assert err.decode() == ""
    deadline = time.monotonic() + 30  # the workers and multiprocessing's resource tracker
    while any(running(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not [pid for pid in workers if running(pid)]
    assert not out.exists() and not leftovers(tmp_path)
    assert not [p for p in tmp_path.iterdir() if SPOOL.fullmatch(p.name)]


@pytest.mark.slow  # 20 runs of a few seconds
def test_sigterm_at_any_moment_of_two_processes_prints_nothing(tmp_path):
    """SIGTERM while Python starts, while the workers start or send their first chunks,
    or mid-search: never a worker's traceback (an UnpicklingError of a message cut short)
    nor multiprocessing's leaked-semaphore warning. Before the command installs its
    handler, SIGTERM's default action ends the process quietly (-15); after, 143."""
    words = tmp_path / "words.txt"
    three_letter_words(words, LETTERS + "lnd")  # minutes of search: every kill comes before the end
    run = ("enumerate", "--shape", "3x3", "--words", str(words), "--jobs", "2", "--large")
    rng = random.Random(30)
    codes = []
    for attempt in range(20):
        out = tmp_path / f"g{attempt}.txt"
        child = studio(*run, "--out", str(out), tmp=tmp_path)
        time.sleep(rng.uniform(0.0, 4.0))
        child.send_signal(signal.SIGTERM)
        _, err = child.communicate(timeout=120)
        assert err.decode() == "", f"after {attempt} quiet kills: {err.decode()}"
        codes.append(child.returncode)
        assert child.returncode in (143, -signal.SIGTERM)
        assert not out.exists() and not leftovers(tmp_path)
    assert codes.count(143) >= 10, codes  # most kills come once the command runs
