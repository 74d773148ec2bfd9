"""`generate` and `enumerate` from the command line."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from studio.cli import main
from studio.core.waffle.formats import read_puzzle
from studio.core.waffle.shape import waffle_shape
from studio.core.waffle.swaps import fewest_swaps
from tests.core.test_fill import crossing_words, transposed, waffle5_brute_force


def test_generate_writes_reproducible_puzzles(tmp_path, capsys):
    assert main(["generate", "--shape", "5x5", "--count", "3", "--seed", "9", "--out", str(tmp_path / "a")]) == 0
    assert main(["generate", "--shape", "5x5", "--count", "3", "--seed", "9", "--out", str(tmp_path / "b")]) == 0
    first = sorted((tmp_path / "a").glob("*.json"))
    assert len(first) == 3
    for path in first:
        assert path.read_bytes() == (tmp_path / "b" / path.name).read_bytes()
        puzzle = read_puzzle(path)
        assert fewest_swaps(puzzle.tiles, puzzle.solution) == 10 and puzzle.meta["seed"] == 9
    assert "difficulty" in capsys.readouterr().out


@pytest.mark.slow
def test_generate_then_solve_round_trip(tmp_path, capsys):
    assert main(["generate", "--shape", "7x7", "--count", "1", "--seed", "3", "--out", str(tmp_path)]) == 0
    path = next(tmp_path.glob("*.json"))
    capsys.readouterr()
    assert main(["solve", "--json", str(path)]) == 0
    record = json.loads(capsys.readouterr().out)
    puzzle = read_puzzle(path)
    assert record["status"] == "unique" and record["solutions"][0]["fewest_swaps"] == 20
    assert "".join(record["solutions"][0]["rows"]).replace(".", "") == puzzle.solution


def test_unique_in_play_says_so_and_the_solver_offers_the_split(tmp_path, capsys):
    """Seed 2's 4th 5x5 (words may repeat) is ambiguous from its first colours; one safe swap settles it."""
    args = ["generate", "--count", "4", "--seed", "2", "--unique-in-play", "--repeat-words"]
    assert main([*args, "--out", str(tmp_path)]) == 0
    seed, words, *lines = capsys.readouterr().out.splitlines()
    assert seed.startswith("seed 2 ") and words.startswith("fill list: 3,362 words; default exclusions removed")
    assert [line.endswith("unique after 1 safe swap)") for line in lines] == [False, False, False, True]
    path = sorted(tmp_path.glob("*.json"))[3]
    assert read_puzzle(path).meta["unique_after_safe_swaps"] == 1
    assert main(["solve", "--json", str(path)]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["status"] == "ambiguous" and record["split"] is not None


def test_bad_pins_exit_2_with_the_slot(tmp_path, capsys):
    assert main(["generate", "--out", str(tmp_path), "--pin", "r1=CRANE", "--letter", "2,1=Q"]) == 2
    assert "column 1 down" in capsys.readouterr().err


def test_enumerate_counts_and_resumes(tmp_path, capsys):
    words = tmp_path / "words.txt"
    words.write_text("\n".join(["CAT", "COT", "TOT", "TAT", "ACT", "OAT", "TAO", "COO"]), encoding="utf-8")
    assert main(["enumerate", "--shape", "3x3", "--words", str(words)]) == 0
    lines = capsys.readouterr().out.splitlines()
    count = int(lines[-1].split()[1])
    assert count > 0 and len(lines) - 1 == count and all(len(line.split("/")) == 3 for line in lines[:-1])
    checkpoint, out = tmp_path / "done.txt", tmp_path / "grids.txt"
    run = ["enumerate", "--shape", "3x3", "--words", str(words), "--checkpoint", str(checkpoint), "--out", str(out)]
    assert main(run) == 0
    assert sorted(out.read_text().splitlines()) == sorted(lines)
    out.write_text(out.read_text().replace("#", "%"))  # everything was done: nothing is re-searched...
    assert main(run) == 0 and capsys.readouterr().out == ""
    assert sorted(out.read_text().splitlines()) == sorted(lines)  # ... but the count line is written again


def test_a_checkpoint_needs_an_output_file(tmp_path, capsys):
    assert main(["enumerate", "--shape", "3x3", "--checkpoint", str(tmp_path / "done.txt")]) == 2
    assert "--checkpoint needs --out FILE" in capsys.readouterr().err and not (tmp_path / "done.txt").exists()


@pytest.mark.slow
def test_a_closed_pipe_ends_quietly(tmp_path):
    """`enumerate ... | head -1`: no BrokenPipeError traceback once the reader stops."""
    import subprocess
    import sys

    listing = tmp_path / "words.txt"
    letters = "aeiorst"
    listing.write_text("\n".join(a + b + c for a in letters for b in letters for c in letters) + "\n")
    code = (
        "import sys; from studio.cli import main; sys.exit(main(['enumerate', '--shape', '3x3', "
        f"'--words', {str(listing)!r}, '--jobs', '1']))"
    )
    child = subprocess.run(
        f'{sys.executable} -c "{code}" | head -1',
        shell=True,
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert child.stdout.count("\n") == 1 and "Traceback" not in child.stderr, child.stderr


@pytest.mark.slow
def test_a_small_enumeration_imports_no_numpy(tmp_path):
    """Importing numpy takes longer than a whole search of a few hundred words: a
    small lattice enumeration runs in plain Python (its grids: tests/core/test_fill.py)."""
    words = crossing_words(random.Random(1), 5, 14)  # 1902 grids: a few hundredths of a second
    path = tmp_path / "words.txt"
    path.write_text("\n".join(words) + "\n")
    out = tmp_path / "grids.txt"
    code = (
        "import sys; from studio.cli import main\n"
        f"assert main(['enumerate', '--words', {str(path)!r}, '--out', {str(out)!r}]) == 0\n"
        "print('numpy' in sys.modules)\n"
    )
    for _ in range(2):  # the first run reads the list and caches it (with numpy), the second reads the cache
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
    assert done.stdout == "False\n"
    lines = out.read_text().splitlines()
    shape = waffle_shape(5, 5)
    exact = {min(g, transposed(shape, g)) for g in waffle5_brute_force(words)}
    assert lines[-1] == f"# {len(exact)} grids" and len(exact) > 1000
    grids = [line.replace("/", "").replace(".", "") for line in lines[:-1]]
    assert {min(g, transposed(shape, g)) for g in grids} == exact


def test_a_fresh_seed_is_printed_and_makes_the_same_puzzles_again(tmp_path, capsys):
    assert main(["generate", "--shape", "3x3", "--count", "2", "--out", str(tmp_path / "a")]) == 0
    first = capsys.readouterr().out.splitlines()
    seed = int(first[0].split()[1])
    assert first[0] == f"seed {seed} (--seed {seed} makes these puzzles again)"
    assert main(["generate", "--shape", "3x3", "--count", "2", "--seed", str(seed), "--out", str(tmp_path / "b")]) == 0
    assert [p.name for p in sorted((tmp_path / "a").iterdir())] == [p.name for p in sorted((tmp_path / "b").iterdir())]
    for path in sorted((tmp_path / "a").iterdir()):
        assert path.read_bytes() == (tmp_path / "b" / path.name).read_bytes()
        assert fewest_swaps(read_puzzle(path).tiles, read_puzzle(path).solution) == 3  # 4 corners green, 4 tiles move


def test_ban_favour_and_no_default_exclusions(tmp_path, capsys):
    """Three-letter fills of a 3x3 from a tiny planted list: the banned word never appears,
    and the report counts what each filter removed."""
    words = tmp_path / "words.txt"
    words.write_text("\n".join(["CAT", "COT", "TOT", "TAT", "ACT", "OAT", "TAO", "COO", "SEX", "ASS"]) + "\n")
    ban, favour = tmp_path / "ban.txt", tmp_path / "favour.txt"
    ban.write_text("# not this one\nTOT\n")
    favour.write_text("coo\n")
    args = ["generate", "--shape", "3x3", "--free", "--target", "2", "--words", str(words), "--seed", "1"]
    assert main([*args, "--ban", str(ban), "--favour", str(favour), "--out", str(tmp_path / "a")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1] == (
        "fill list: 10 words; default exclusions removed 2 (offensive 2); banned words removed 1; "
        "1 word favoured, weighted up"
    )
    for path in (tmp_path / "a").iterdir():
        assert not {"TOT", "SEX", "ASS"} & set(read_puzzle(path).shape.words(read_puzzle(path).solution))
    assert main([*args, "--no-default-exclusions", "--out", str(tmp_path / "b")]) == 0
    off = capsys.readouterr().out.splitlines()[1]
    assert off == "fill list: 10 words; default exclusions off; banned words removed 0"


def test_a_missing_ban_file_exits_2(tmp_path, capsys):
    assert main(["generate", "--out", str(tmp_path), "--ban", str(tmp_path / "none.txt")]) == 2
    assert "none.txt: cannot read the word list" in capsys.readouterr().err


@pytest.mark.parametrize("rare", [1.0, 3.0])
def test_generate_says_on_stderr_when_no_fill_of_everyday_words_exists(tmp_path, capsys, rare):
    """Hand-worked 3x3: ABC, AYD, CXE and DZE make its only fill, so DZE's frequency decides."""
    words = tmp_path / "words.txt"
    words.write_text(f"ABC\t5\nAYD\t5\nCXE\t5\nDZE\t{rare}\n")
    args = ["generate", "--shape", "3x3", "--familiar", "--budget", "30", "--words", str(words), "--seed", "1"]
    assert main([*args, "--out", str(tmp_path / "out")]) == 0
    err = capsys.readouterr().err
    assert len(list((tmp_path / "out").glob("*.json"))) == 1
    if rare < 2.5:
        assert err.count("\n") == 1 and "3x3" in err and "1.00" in err and "2.5" in err
    else:
        assert err == ""


def test_a_budget_that_is_no_time_is_refused(tmp_path, capsys):
    with pytest.raises(SystemExit) as refused:
        main(["generate", "--shape", "9x9", "--budget", "0", "--out", str(tmp_path)])
    assert refused.value.code == 2 and "--budget" in capsys.readouterr().err
    assert not list(tmp_path.glob("*.json"))
