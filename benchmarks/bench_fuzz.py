"""Bad input, measured (issue 17): every parser against 10,000 hypothesis cases or more,
then the huge inputs, each refused with a message.

Per parser (each in a process of its own, so its peak memory is its own): cases,
clean errors (PuzzleError), accepted, other exceptions (target 0), hangs (a case
stopped at 2 s; target 0), the slowest case (target < 2 s) and the peak memory
(ru_maxrss, target < 500 MB). The cases are tests/fuzz_targets.py's strategies, the
same as the tests' sample, seeded: a run is reproducible.

Huge inputs, each timed from the call (or the process start) to the refusal (target
< 1 s): a 100 MB file, a 3 GB stream on stdin (`head -c 3G /dev/zero |`), a 10 MB
paste, a 1000x1000 grid, a 99999x99999 shape, and the searches the issue found.

    python benchmarks/bench_fuzz.py                # 10,000 cases per parser, then the huge inputs
    python benchmarks/bench_fuzz.py --cases 500    # a quick look
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

HANG_SECONDS = 2.0
SLOWEST_TARGET = 2.0
MEMORY_TARGET_MB = 500
REFUSAL_TARGET = 1.0


class Hang(Exception):
    pass


def _alarm(signum: int, frame: Any) -> None:
    raise Hang


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kB on Linux


def fuzz_one(name: str, cases: int) -> dict[str, Any]:
    """Runs one parser on `cases` generated inputs; never stops on a bad case, counts it."""
    from hypothesis import HealthCheck, given, settings

    from studio.core.errors import PuzzleError
    from tests.fuzz_targets import check_outcome, targets

    (target,) = [t for t in targets() if t.name == name]
    counts = {"cases": 0, "clean errors": 0, "accepted": 0, "other exceptions": 0, "hangs": 0}
    slowest: tuple[float, int, Any] = (0.0, 0, None)
    others: list[str] = []
    signal.signal(signal.SIGALRM, _alarm)

    @settings(
        max_examples=cases, derandomize=True, database=None, deadline=None, suppress_health_check=list(HealthCheck)
    )
    @given(target.inputs)
    def case(value: Any) -> None:
        nonlocal slowest
        counts["cases"] += 1
        start = time.perf_counter()
        signal.setitimer(signal.ITIMER_REAL, HANG_SECONDS)
        try:
            result = check_outcome(target, value)
            counts["accepted" if result is not None else "clean errors"] += 1
        except Hang:
            counts["hangs"] += 1
            others.append(f"hang on {value!r:.200}")
        except (PuzzleError, AssertionError, Exception) as err:  # a PuzzleError here broke a rule
            counts["other exceptions"] += 1
            others.append(f"{type(err).__name__}: {err} on {value!r:.200}")
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        took = time.perf_counter() - start
        if took > slowest[0]:
            slowest = (took, len(value) if isinstance(value, (str, list)) else len(str(value)), value)

    case()
    again = min(_timed(lambda: check_outcome(target, slowest[2])) for _ in range(3)) if slowest[2] is not None else 0.0
    return {
        **counts,
        "slowest": slowest[0],
        "slowest size": slowest[1],
        "slowest again": again,
        "peak MB": peak_mb(),
        "examples": others[:5],
    }


def _timed(call: Callable[[], Any]) -> float:
    """The time of one call (the slowest case again, alone: the run's own garbage
    collections and the machine's other work fall on random cases)."""
    start = time.perf_counter()
    with contextlib.suppress(Exception):  # counted in the run already
        call()
    return time.perf_counter() - start


def run_parsers(cases: int) -> bool:
    from tests.fuzz_targets import targets

    print(f"Fuzzing: {cases:,} cases per parser (a process each)")
    header = (
        f"{'parser':22} {'cases':>7} {'clean errors':>12} {'accepted':>8} {'other exc.':>10} {'hangs':>5}"
        f" {'slowest':>10} {'(chars)':>8} {'again':>9} {'peak MB':>8}"
    )
    print(header)
    print("-" * len(header))
    good = True
    for target in targets():
        child = subprocess.run(
            [sys.executable, __file__, "--parser", target.name, "--cases", str(cases)],
            capture_output=True,
            text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        if child.returncode != 0:
            print(f"{target.name:22} the run failed:\n{child.stderr[-2000:]}")
            good = False
            continue
        r = json.loads(child.stdout.strip().splitlines()[-1])
        ok = (
            r["other exceptions"] == 0
            and r["hangs"] == 0
            and r["slowest"] < SLOWEST_TARGET
            and r["peak MB"] < MEMORY_TARGET_MB
            and r["cases"] >= cases
        )
        good &= ok
        print(
            f"{target.name:22} {r['cases']:>7,} {r['clean errors']:>12,} {r['accepted']:>8,}"
            f" {r['other exceptions']:>10} {r['hangs']:>5} {r['slowest'] * 1000:>7.1f} ms {r['slowest size']:>8,}"
            f" {r['slowest again'] * 1000:>6.1f} ms {r['peak MB']:>8.0f}"
            f"{'' if ok else '   <-- FAILS A TARGET'}"
        )
        for example in r["examples"]:
            print(f"    {example}")
    print(
        f"targets: 0 other exceptions, 0 hangs (> {HANG_SECONDS:g} s), slowest < {SLOWEST_TARGET:g} s, "
        f"peak < {MEMORY_TARGET_MB} MB ('again': the slowest case timed alone, best of 3)"
    )
    return good


def timed_refusal(call: Callable[[], Any]) -> tuple[float, str]:
    from studio.core.errors import PuzzleError

    start = time.perf_counter()
    try:
        call()
    except PuzzleError as err:
        return time.perf_counter() - start, str(err)
    return time.perf_counter() - start, "ACCEPTED (not refused)"


def timed_process(command: list[str], stdin: Any = None) -> tuple[float, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    start = time.perf_counter()
    done = subprocess.run(command, stdin=stdin, capture_output=True, text=True, env=env)
    took = time.perf_counter() - start
    refused = done.returncode == 2 and done.stderr.count("\n") == 1
    return took, done.stderr.strip().removeprefix("puzzle-studio: ") if refused else f"exit {done.returncode}"


def huge_inputs(folder: Path) -> list[tuple[str, float, str]]:
    from studio.core.letterboxed.board import parse_board
    from studio.core.letterboxed.solver import solve
    from studio.core.studio_json import read_stream
    from studio.core.waffle.formats import loads, parse_puzzle_text, read_puzzle
    from studio.core.wordle.table import make_lists
    from studio.core.words import load_wordlist
    from studio.core.wordsets import check_search_size, groups_with_zipf

    big = folder / "words-100MB.txt"
    with open(big, "wb") as f:  # written out, not sparse: a real 100 MB list
        block = b"abcdefgh\n" * 111_112
        for _ in range(100):
            f.write(block)
    grid = "\n".join(["A" * 1000] * 1000)
    studio = [sys.executable, "-m", "studio"]
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    wordle_words = [a + b + c + d + "E" for a in letters for b in letters for c in letters for d in letters[:3]]
    two_letter_groups, _ = groups_with_zipf("broad", 2)
    rows: list[tuple[str, Callable[[], tuple[float, str]]]] = [
        ("100 MB file as a word list", lambda: timed_refusal(lambda: load_wordlist(big))),
        ("100 MB file as a puzzle", lambda: timed_refusal(lambda: read_puzzle(big))),
        ("3 GB stream on stdin, in process", lambda: _stream_in_process(read_stream)),
        ("3 GB stream: head -c 3G /dev/zero | solve -", lambda: _stream_process(studio)),
        (
            "/dev/zero as a word list (solve --words)",
            lambda: timed_process([*studio, "solve", "--words", "/dev/zero", str(big)]),
        ),
        ("10 MB paste", lambda: timed_refusal(lambda: parse_puzzle_text("A" * 10_000_000))),
        ("1000x1000 grid pasted", lambda: timed_refusal(lambda: parse_puzzle_text(grid + "\n\n" + grid))),
        (
            "1000x1000 grid in JSON",
            lambda: timed_refusal(lambda: loads('{"shape":{"rows":1000,"cols":1000,"type":"solid"},"tiles":[]}')),
        ),
        ("99999x99999 shape, 46-byte JSON", lambda: timed_refusal(lambda: loads('{"shape":"99999x99999","tiles":[]}'))),
        (
            "generate --shape 99999x99999 (process)",
            lambda: timed_process([*studio, "generate", "--shape", "99999x99999", "--out", str(folder)]),
        ),
        (
            "Wordle lists of 52,728 words (2.8 GB table)",
            lambda: timed_refusal(lambda: make_lists(wordle_words, wordle_words)),
        ),
        (
            "Letter Boxed board of 24 letters",
            lambda: timed_refusal(lambda: solve(parse_board("SALTEBRX ONICDUGQ PHMYWKFZ"), [])),
        ),
        ("word sets -k 13 -n 2 (broad tier)", lambda: timed_refusal(lambda: check_search_size(two_letter_groups, 13))),
    ]
    return [(name, *measure()) for name, measure in rows]


def _stream_in_process(read: Callable[..., str]) -> tuple[float, str]:
    stream = subprocess.Popen(["head", "-c", "3G", "/dev/zero"], stdout=subprocess.PIPE)
    try:
        return timed_refusal(lambda: read(stream.stdout, "stdin"))
    finally:
        stream.kill()
        stream.wait()


def _stream_process(studio: list[str]) -> tuple[float, str]:
    stream = subprocess.Popen(["head", "-c", "3G", "/dev/zero"], stdout=subprocess.PIPE)
    try:
        return timed_process([*studio, "solve", "-"], stdin=stream.stdout)
    finally:
        stream.kill()
        stream.wait()


def run_huge() -> bool:
    print("\nHuge inputs (each refused with a message; target < 1 s from the call, or the process start)")
    good = True
    with tempfile.TemporaryDirectory(prefix="bench-fuzz-") as folder:
        for name, seconds, message in huge_inputs(Path(folder)):
            ok = seconds < REFUSAL_TARGET and not message.startswith(("ACCEPTED", "exit"))
            good &= ok
            print(f"  {name:46} {seconds * 1000:7.1f} ms  {message[:110]}{'' if ok else '   <-- FAILS'}")
    print(f"  peak memory of this process: {peak_mb():.0f} MB")
    return good


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=10_000)
    parser.add_argument("--parser", help=argparse.SUPPRESS)  # a child: one parser, a JSON line out
    parser.add_argument("--huge-only", action="store_true")
    args = parser.parse_args()
    if args.parser:
        print(json.dumps(fuzz_one(args.parser, args.cases)))
        return 0
    good = args.huge_only or run_parsers(args.cases)
    good = run_huge() and good
    print("\nall targets met" if good else "\nSOME TARGETS FAILED")
    return 0 if good else 1


if __name__ == "__main__":
    sys.exit(main())
