"""The game review (issue 37): a daily game of 10-15 swaps (a deluxe of 20-25) reviewed,
against the target of half a second. Each game is the fewest-swaps plan with 1 to 3
wasted swaps (and the swaps they cost) put in at random places (a fixed seed); the
review deduces the answers from the start's colours and follows them swap by swap.
Baseline, same run: the naive review, which deduces the answers afresh from the colours
at every position instead of narrowing the first list.

    python benchmarks/bench_review.py [DAILIES] [DELUXES]    # default 200 and 20
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from studio.core.streams import finish  # noqa: E402
from studio.core.waffle.colors import color_tiles  # noqa: E402
from studio.core.waffle.deduce import deduce_solutions  # noqa: E402
from studio.core.waffle.puzzle import Puzzle  # noqa: E402
from studio.core.waffle.review import Review, review_steps  # noqa: E402
from studio.core.waffle.shape import Shape, waffle_shape  # noqa: E402
from studio.core.waffle.swaps import apply_swaps, swap_plan  # noqa: E402
from studio.core.words import default_words  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "waffle"
SHAPES = {"daily": waffle_shape(5, 5), "deluxe": waffle_shape(7, 7)}


def games(kind: str, count: int, rng: random.Random) -> list[tuple[Puzzle, list[tuple[int, int]]]]:
    """Each puzzle as the game deals it (its colours, no solution given) and a game played on it."""
    shape = SHAPES[kind]
    with open(DATA / f"{kind}_archive.jsonl", encoding="utf-8") as f:
        records = [json.loads(line) for line in f if line.strip()][:count]
    out = []
    for record in records:
        tiles, answer = record["puzzle"], record["solution"]
        made = list(swap_plan(tiles, answer).swaps)
        for _ in range(rng.randint(1, 3)):  # wasted swaps of two tiles not green there
            at = rng.randint(0, len(made) - 1)
            board = apply_swaps(tiles, made[:at])
            colors = color_tiles(shape, board, answer)
            open_cells = [c for c in shape.cells if colors[c] != "g"]
            if len(open_cells) > 1:
                made.insert(at, tuple(rng.sample(open_cells, 2)))
        made = fix_after_waste(shape, tiles, answer, made)
        out.append((Puzzle(shape, tiles, color_tiles(shape, tiles, answer)), made))
    return out


def fix_after_waste(shape: Shape, tiles: str, answer: str, made: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The game with its later plan swaps replanned where a wasted one moved their tiles, so
    it stays legal (no green tile swapped) and ends solved."""
    played: list[tuple[int, int]] = []
    board = tiles
    for a, b in made:
        colors = color_tiles(shape, board, answer)
        if board == answer:
            break
        if colors[a] == "g" or colors[b] == "g":
            continue
        played.append((a, b))
        board = apply_swaps(board, [(a, b)])
    if board != answer:
        played.extend(swap_plan(board, answer).swaps)
    return played[: swap_plan(tiles, answer).allowed]  # past that the game is lost


def naive_review(start: Puzzle, made: list[tuple[int, int]], answer: str) -> int:
    """Deduce afresh at every position: the answers the colours there allow."""
    shape, tiles, left = start.shape, start.tiles, 0
    words = default_words()
    for swap in made:
        tiles = apply_swaps(tiles, [swap])
        left += len(deduce_solutions(Puzzle(shape, tiles, color_tiles(shape, tiles, answer)), words).solutions)
    return left


def bench(kind: str, count: int, target: float) -> None:
    rng = random.Random(37)
    played = games(kind, count, rng)
    times, naive, lengths, ambiguous, won = [], [], [], 0, 0
    for n, (start, made) in enumerate(played):
        places = [(start.shape.positions[a], start.shape.positions[b]) for a, b in made]
        t = time.perf_counter()
        review = finish(review_steps(start, places))
        times.append(time.perf_counter() - t)
        if n == 0:  # it reads the list's word lengths of this shape, once per process
            print(f"{kind}: the first review, reading its word lengths: {times.pop() * 1000:.0f} ms")
        assert isinstance(review, Review), review
        won += review.won
        lengths.append(len(made))
        ambiguous += review.steps[0].answers > 1
        if len(naive) < 20:
            t = time.perf_counter()
            naive_review(start, made, review.answer)
            naive.append(time.perf_counter() - t)
    median, worst = statistics.median(times), max(times)
    print(
        f"{kind}: {len(times)} more games of {min(lengths)}-{max(lengths)} swaps ({won} won, "
        f"{ambiguous} with several answers at the start): median {median * 1000:.1f} ms, "
        f"worst {worst * 1000:.1f} ms; naive median "
        f"{statistics.median(naive) * 1000:.1f} ms (x{statistics.median(naive) / median:.1f}); "
        f"target under {target:.1f} s: {'met' if worst < target else 'MISSED'}"
    )


if __name__ == "__main__":
    dailies = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    deluxes = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    bench("daily", dailies, 0.5)
    bench("deluxe", deluxes, 0.5)
