"""`generate` and `enumerate` from the command line."""

from __future__ import annotations

import json
from pathlib import Path

from studio.cli import main
from studio.core.waffle.formats import read_puzzle
from studio.core.waffle.swaps import fewest_swaps


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
    """Seed 3's 4th 5x5 is ambiguous from its first colours; one safe swap settles it."""
    assert main(["generate", "--count", "4", "--seed", "3", "--unique-in-play", "--out", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
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
