"""`puzzle-studio solve --hint N`: the ladder up to N, and nothing past it.

Oracle: daily #1 as published (FUGUE LOOSE OMEGA FOLIO GLOBE ENEMA, 10 swaps, 7 green
tiles), read from the example that ships with the app.
"""

import json
from importlib import resources

import pytest

from studio.cli import main
from studio.cli.exits import Exit
from studio.core.waffle.shape import waffle_shape
from studio.core.waffle.swaps import apply_swaps, fewest_swaps

DAILY_1 = str(resources.files("studio.resources.examples").joinpath("daily-1.txt"))
TILES = "FBOUEGIULSOOMGELOEMNA"
SOLUTION = "FUGUEOLNLOOSEIBMOMEGA"
WORDS = ("FUGUE", "LOOSE", "OMEGA", "FOLIO", "GLOBE", "ENEMA")


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_hints_up_to_n_give_away_no_more(n, capsys):
    assert main(["solve", "--hint", str(n), DAILY_1]) == Exit.DONE
    lines = capsys.readouterr().out.splitlines()
    hints = [line for line in lines if line.startswith("hint ")]
    assert [h.split(":")[0] for h in hints] == [f"hint {k}" for k in range(1, n + 1)]
    assert hints[0] == "hint 1: 7 of 21 tiles are in place already; the other 14 take 10 swaps at the fewest."
    named = {w for w in WORDS if w in "\n".join(lines)}
    assert len(named) == (0 if n < 4 else 1 if n == 4 else 6)
    assert "fewest swaps:" not in "\n".join(lines)  # the numbered swaps of the answer are not printed


def test_hint_json_points_at_cells_and_the_swap_is_a_step_to_the_answer(capsys):
    assert main(["solve", "--json", "--hint", "3", DAILY_1]) == Exit.DONE
    record = json.loads(capsys.readouterr().out)
    assert record["status"] == "unique" and record["candidates"] == 1 and "solutions" not in record
    assert [h["kind"] for h in record["hints"]] == ["in-place", "right-word", "swap"]
    shape = waffle_shape(5, 5)
    greens = [shape.cell_at[tuple(p)] for p in record["hints"][0]["cells"]]
    assert all(TILES[c] == SOLUTION[c] for c in greens) and len(greens) == 7
    a, b = (shape.cell_at[tuple(p)] for p in record["hints"][2]["cells"])
    assert fewest_swaps(apply_swaps(TILES, [(a, b)]), SOLUTION) == 9
