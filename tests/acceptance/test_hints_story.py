"""A player asks the command line for hints, one rung at a time, and nothing past it.

Oracle: daily #1 as published (FUGUE LOOSE OMEGA FOLIO GLOBE ENEMA, 10 swaps); the
unhappy paths: a rung that does not exist, and a puzzle no word list can solve.
"""

import subprocess
import sys
from importlib import resources

import pytest

from studio.cli.exits import Exit

DAILY_1 = str(resources.files("studio.resources.examples").joinpath("daily-1.txt"))
WORDS = ("FUGUE", "LOOSE", "OMEGA", "FOLIO", "GLOBE", "ENEMA")


def run(*args):
    return subprocess.run([sys.executable, "-m", "studio", "solve", *args], capture_output=True, text=True)


@pytest.mark.slow
def test_hints_one_rung_at_a_time_then_the_answer(tmp_path):
    for n in (1, 3, 5, 6):  # rungs 3 to 5 are swaps, 6 a word
        done = run("--hint", str(n), DAILY_1)
        assert done.returncode == Exit.DONE and done.stderr == ""
        assert done.stdout.count("\nhint ") == n
        assert sum(w in done.stdout for w in WORDS) == (1 if n == 6 else 0)
    done = run("--hint", "7", DAILY_1)
    assert done.returncode == Exit.DONE and "hint 7: The solution is " + " ".join(WORDS) in done.stdout
    refused = run("--hint", "8", DAILY_1)
    assert refused.returncode == Exit.BAD_INPUT and "invalid choice: 8" in refused.stderr
    nonsense = tmp_path / "none.txt"
    nonsense.write_text("QXZ\nJ.V\nKWQ\n\nggg\n-.-\n---\n")
    none = run("--hint", "2", str(nonsense))
    assert none.returncode == Exit.NOTHING_FOUND and "\nhint " not in none.stdout
