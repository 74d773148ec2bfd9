"""Design's Autofill (issue 34): a partial grid of the game's shapes (two words of a
random fill kept) filled on a worker thread, against the generator's own fill
(`random_fill`, weighted at random, with the same words pinned) in the same run; and how
soon a Cancel stops a long search (an empty solid 6x6: few such grids exist).

Target: every fill of the game's shapes under a second on a worker; its worker stopped within
0.5 s of a Cancel (the window drops the search at once; building the plan is not interrupted).
"""

from __future__ import annotations

import random
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from studio.core.curation import FAVOURED_WEIGHT, Curation  # noqa: E402
from studio.core.streams import finish  # noqa: E402
from studio.core.waffle.fill.autofill import partial_pins  # noqa: E402
from studio.core.waffle.fill.node_search import random_fill  # noqa: E402
from studio.core.waffle.fill.plan import plan_fill  # noqa: E402
from studio.core.waffle.shape import Shape, parse_shape_name, royale_shape  # noqa: E402
from studio.operations.autofill import autofill_grid, fill_list_for  # noqa: E402

SHAPES = {"5x5": parse_shape_name("5x5"), "7x7": parse_shape_name("7x7"), "royale": royale_shape()}
TRIES = 20


def on_worker(work, stop_after: float | None = None) -> tuple[object, float]:
    """`work(should_stop)` on a thread, timed from its start to its answer."""
    stop = threading.Event()
    out: list[object] = []
    started = time.perf_counter()
    thread = threading.Thread(target=lambda: out.append(work(stop.is_set)))
    thread.start()
    if stop_after is not None:
        time.sleep(stop_after)
        stop.set()
        started = time.perf_counter()
    thread.join()
    return out[0], time.perf_counter() - started


def partials(shape: Shape, words, count: int) -> list[str]:
    plan = plan_fill(shape, words)
    grids = []
    for i in range(count):
        rng = random.Random(i)
        full = random_fill(plan, rng)
        assert full is not None
        letters = [" "] * len(full)
        for k in rng.sample(range(len(shape.slots)), 2):
            for c in shape.slots[k].cells:
                letters[c] = full[c]
        grids.append("".join(letters))
    return grids


def bench_shape(name: str, shape: Shape) -> None:
    curation = Curation()
    words = fill_list_for(shape, curation, None, "en")
    weights = {
        w: 10 ** (z / 2) * (FAVOURED_WEIGHT if w in curation.favoured else 1.0)
        for n in {len(s) for s in shape.slots}
        for w, z in zip(words.of_length(n).words, words.of_length(n).scores)
    }
    ours, theirs = [], []
    for i, letters in enumerate(partials(shape, words, TRIES)):
        filled, took = on_worker(
            lambda stop, letters=letters: finish(autofill_grid(shape, letters, curation, None, "en", stop))
        )
        assert filled.letters is not None
        ours.append(took)
        plan = plan_fill(shape, words, partial_pins(shape, letters))
        _, took = on_worker(lambda stop, plan=plan, i=i: random_fill(plan, random.Random(i), weights, stop))
        theirs.append(took)
    print(
        f"autofill {name:<7} two words kept, {TRIES} grids: median {statistics.median(ours) * 1000:6.1f} ms, "
        f"worst {max(ours) * 1000:6.1f} ms; generator's fill median {statistics.median(theirs) * 1000:6.1f} ms, "
        f"worst {max(theirs) * 1000:6.1f} ms; target < 1000 ms"
    )


def bench_cancel() -> None:
    """A solid 6x6 from the common list: a long search (few such grids exist)."""
    shape = parse_shape_name("solid6x6")
    fill_list_for(shape, Curation(), None, "en")
    result, stopped = on_worker(
        lambda stop: finish(autofill_grid(shape, " " * len(shape.cells), Curation(), None, "en", stop)), stop_after=0.2
    )
    state = "stopped" if result.stopped else "answered first"
    print(f"autofill solid6x6 cancelled after 0.2 s: {state} in {stopped * 1000:6.1f} ms; target < 500 ms")


if __name__ == "__main__":
    for name, shape in SHAPES.items():
        bench_shape(name, shape)
    bench_cancel()
