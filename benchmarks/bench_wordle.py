"""Wordle backtests on the original lists (2315 answers, 12972 guesses).

Target: the entropy strategy over all 2315 answers in < 60 s. Baselines, in the same run:
* the pattern table filled with the letter-by-letter rule in Python (500 guesses,
  scaled to all 12972) instead of numpy;
* each answer played on its own, sharing no decisions (50 answers, scaled to 2315).
Also: every strategy's average, normal and hard mode, and Selby's trees replayed.

Issue 19: the search strategy from SALET against lookahead from SALET, in the same run,
each a whole backtest on 2 processes (their pattern tables included): targets 7920
normal (the proven optimum) and <= 8163 hard (within 0.5% of the proven 8122), each
under 2 minutes. Each tree is replayed with feedback computed again.
"""

from __future__ import annotations

import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from studio.core.streams import finish  # noqa: E402
from studio.core.wordle.backtest import Player, backtest_in_processes, run_backtest  # noqa: E402
from studio.core.wordle.feedback import marks, pattern_of  # noqa: E402
from studio.core.wordle.strategies import STRATEGIES  # noqa: E402
from studio.core.wordle.table import make_lists  # noqa: E402
from studio.core.wordle.tree import DecisionTree, load_tree, replay  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "wordle"


def main() -> None:
    answers = (DATA / "answers_original_2315.txt").read_text().split()
    guesses = (DATA / "allowed_original_12972.txt").read_text().split()
    lists = make_lists(answers, guesses, "original")
    started = time.perf_counter()
    _ = lists.patterns
    table = time.perf_counter() - started
    started = time.perf_counter()
    for guess in lists.guesses[:500]:
        [pattern_of(marks(guess, a)) for a in lists.answers]
    python_table = (time.perf_counter() - started) * len(lists.guesses) / 500
    print(
        f"pattern table 12972 x 2315: {table:.2f} s  baseline {python_table:.0f} s (Python rule, scaled)  "
        f"x{python_table / table:.0f}"
    )

    started = time.perf_counter()
    entropy = run_backtest(lists, "entropy")
    ours = time.perf_counter() - started
    started = time.perf_counter()
    for answer in range(50):
        Player(lists, "entropy").guesses_for(answer)
    alone = (time.perf_counter() - started) * len(answers) / 50
    print(
        f"entropy backtest, 2315 answers, table included: {table + ours:.1f} s  "
        f"baseline {alone:.0f} s (each answer alone, scaled)  x{alone / ours:.0f}  target < 60 s"
    )

    for hard in (False, True):
        for name in STRATEGIES:
            started = time.perf_counter()
            result = (
                entropy
                if (name, hard) == ("entropy", False)
                else finish(backtest_in_processes(lists.answers, lists.guesses, name, hard, jobs=2))
            )
            seconds = ours if (name, hard) == ("entropy", False) else time.perf_counter() - started
            print(
                f"  {name:<10} {'hard' if hard else 'normal':<6} mean {result.mean:.4f}  total {result.total}  "
                f"over 6: {len(result.failures)}  max {max(result.guesses.values())}  {seconds:5.1f} s"
            )
    for name, hard in (("selby_salet_normal_original.tree", False), ("selby_salet_hard_original.tree", True)):
        started = time.perf_counter()
        tree = load_tree(DATA / name)
        total = sum(replay(tree, a, hard) for a in lists.answers)
        print(f"  {name}: {total} guesses ({total / len(answers):.4f}) in {time.perf_counter() - started:.2f} s")
    search_from_salet()


def cpu_seconds() -> float:
    """This process's and its finished children's (the backtest's workers) CPU time."""
    return sum(
        usage.ru_utime + usage.ru_stime
        for usage in (resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN))
    )


def search_from_salet() -> None:
    answers = tuple((DATA / "answers_original_2315.txt").read_text().split())
    guesses = tuple((DATA / "allowed_original_12972.txt").read_text().split())
    print("from SALET, 2 processes, tables included:  total  replayed  optimum     wall      CPU")
    for hard, optimum in ((False, 7920), (True, 8122)):
        seconds = {}
        for name in ("lookahead", "search"):
            started, cpu = time.perf_counter(), cpu_seconds()
            result = finish(backtest_in_processes(answers, guesses, name, hard, "SALET", jobs=2))
            seconds[name] = time.perf_counter() - started
            assert result is not None
            replayed = sum(replay(DecisionTree(result.choices, 5), a, hard) for a in answers)
            print(
                f"  {name:<10} {'hard' if hard else 'normal':<6} {result.total:>27}  {replayed:>8}  {optimum:>7}  "
                f"{seconds[name]:5.1f} s  {cpu_seconds() - cpu:5.1f} s"
            )
        print(f"  search / lookahead wall time: x{seconds['search'] / seconds['lookahead']:.2f}  target < 120 s each")


if __name__ == "__main__":
    if sys.argv[1:] == ["search"]:  # issue 19's figures alone
        search_from_salet()
        sys.exit()
    main()
