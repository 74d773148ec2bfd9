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


@pytest.mark.parametrize("n", [1, 2, 3, 5, 6, 7])
def test_hints_up_to_n_give_away_no_more(n, capsys):
    assert main(["solve", "--hint", str(n), DAILY_1]) == Exit.DONE
    lines = capsys.readouterr().out.splitlines()
    hints = [line for line in lines if line.startswith("hint ")]
    assert [h.split(":")[0] for h in hints] == [f"hint {k}" for k in range(1, n + 1)]
    assert hints[0] == "hint 1: From here the fewest swaps are 10; 3 swaps would now turn two tiles green at once."
    assert all(h.startswith(f"hint {k}: Then swap ") for k, h in enumerate(hints[3:5], 4))
    named = {w for w in WORDS if w in "\n".join(lines)}
    assert len(named) == (0 if n < 6 else 1 if n == 6 else 6)
    assert "fewest swaps:" not in "\n".join(lines)  # the numbered swaps of the answer are not printed


def test_hint_json_points_at_cells_and_the_swap_is_a_step_to_the_answer(capsys):
    assert main(["solve", "--json", "--hint", "4", DAILY_1]) == Exit.DONE
    record = json.loads(capsys.readouterr().out)
    assert record["status"] == "unique" and record["candidates"] == 1 and "solutions" not in record
    assert [h["kind"] for h in record["hints"]] == ["fewest", "right-word", "swap", "swap"]
    assert [h["rung"] for h in record["hints"]] == [1, 2, 3, 4]
    shape = waffle_shape(5, 5)
    board = TILES
    for left, hint in zip((9, 8), record["hints"][2:]):
        a, b = (shape.cell_at[tuple(p)] for p in hint["cells"])
        board = apply_swaps(board, [(a, b)])
        assert fewest_swaps(board, SOLUTION) == left
