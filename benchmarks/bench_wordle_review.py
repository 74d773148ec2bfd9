"""The Wordle review (issue 37): a 4-6 guess game reviewed on the original lists (2315
answers, 12972 guesses), target < 0.5 s a game once the lists are built.

The first state (every answer) is the same for every game, so its ranking of the 12972
guesses is kept per lists (`warm_up`, which the window runs while the game is played).
Baseline, in the same run: the same reviews with that ranking made again each time.
Wall and CPU time are printed: the CPU time is the figure on a machine that is not shared.
Games: Selby's SALET tree on the answers it needs 4 or more guesses for (every 100th such
answer), and a player's game that chases rhymes (CRANE BATCH HATCH MATCH WATCH), normal
and hard mode.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from studio.core.wordle import review as reviewing  # noqa: E402
from studio.core.wordle.feedback import marks, pattern_of, solved_pattern  # noqa: E402
from studio.core.wordle.table import make_lists  # noqa: E402
from studio.core.wordle.tree import load_tree  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "wordle"


def played_by(tree, answer: str) -> tuple[str, ...]:
    history: tuple[tuple[str, int], ...] = ()
    guesses: list[str] = []
    while True:
        guesses.append(tree.next_guess[history])
        pattern = pattern_of(marks(guesses[-1], answer))
        if pattern == solved_pattern(5):
            return tuple(guesses)
        history = (*history, (guesses[-1], pattern))


def main() -> None:
    lists = make_lists(
        (DATA / "answers_original_2315.txt").read_text().split(),
        (DATA / "allowed_original_12972.txt").read_text().split(),
        "original",
    )
    started = time.perf_counter()
    _ = lists.patterns
    print(f"pattern table (built with the lists, not part of a review): {time.perf_counter() - started:.2f} s")
    for hard in (False, True):
        mode = "hard" if hard else "normal"
        tree = load_tree(DATA / f"selby_salet_{mode}_original.tree")
        games = [(a, g) for a in lists.answers if len(g := played_by(tree, a)) >= 4][::100]
        games.append(("WATCH", ("CRANE", "BATCH", "HATCH", "MATCH", "WATCH")))
        started = time.perf_counter()
        reviewing.warm_up(lists, hard)
        print(f"{mode}: first guesses ranked (once per lists): {time.perf_counter() - started:.2f} s")
        times, cpu, lowest = [], [], 99
        for answer, guesses in games:
            started, used = time.perf_counter(), time.process_time()
            found = reviewing.review(lists, answer, guesses, hard)
            times.append(time.perf_counter() - started)
            cpu.append(time.process_time() - used)
            if answer != "WATCH":
                lowest = min(lowest, *(g.skill for g in found.guesses if g.skill is not None))
        baseline = []
        for answer, guesses in games[:3]:
            reviewing._opening.clear()
            started = time.perf_counter()
            reviewing.review(lists, answer, guesses, hard)
            baseline.append(time.perf_counter() - started)
        mean, base = sum(times) / len(times), sum(baseline) / len(baseline)
        print(
            f"  {len(games)} games of 4-6 guesses: mean {mean:.3f} s, slowest {max(times):.3f} s  "
            f"baseline {base:.3f} s (first guesses ranked each time)  x{base / mean:.1f}  target < 0.5 s"
        )
        print(f"  CPU time of a review (the wall time on a busy machine is longer): mean {sum(cpu) / len(cpu):.3f} s")
        print(f"  lowest skill of a SALET tree guess in these games: {lowest}")


if __name__ == "__main__":
    main()
