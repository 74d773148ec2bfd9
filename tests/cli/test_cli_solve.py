"""`puzzle-studio solve` for every shape, bad input, and the --version promise."""

import io
import json
import random
import subprocess
import sys

import pytest

from studio.cli import main
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import dumps, format_text
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import parse_shape_name, shape_from_mask
from studio.core.waffle.swaps import SPARE_SWAPS, apply_swaps

PLUS_AND_BARS = shape_from_mask(
    tuple(tuple(ch == "#" for ch in row) for row in ("#####.", "#.#..#", "######", "..#..#", "..####"))
)


def random_puzzle(shape, rng):
    """A solution of random letters, scrambled and coloured by the game's rule."""
    solution = "".join(rng.choice("ABCDEFGHIKLMNOPRSTUW") for _ in shape.cells)
    tiles = solution
    while tiles == solution:
        tiles = "".join(rng.sample(solution, len(solution)))
    words = {"".join(solution[c] for c in slot.cells) for slot in shape.slots}
    return Puzzle(shape, tiles, color_tiles(shape, tiles, solution)), solution, words


def run_json(capsys, *args):
    code = main(["solve", "--json", *args])
    out = capsys.readouterr()
    return code, [json.loads(line) for line in out.out.splitlines()], out.err


@pytest.mark.parametrize(
    "shape",
    [parse_shape_name(n) for n in ("3x3", "5x5", "7x7", "5x7", "9x9", "solid4x4")] + [PLUS_AND_BARS],
    ids=lambda s: f"{s.kind}{s.size_name}",
)
def test_every_shape_solves_from_the_cli(shape, tmp_path, capsys):
    rng = random.Random(len(shape.cells))
    puzzle, solution, words = random_puzzle(shape, rng)
    (tmp_path / "words.txt").write_text("".join(f"{w}\t5\n" for w in sorted(words)))
    (tmp_path / "p.txt").write_text(format_text(puzzle))
    (tmp_path / "p.json").write_text(dumps(puzzle))
    code, records, _ = run_json(
        capsys, "--words", str(tmp_path / "words.txt"), str(tmp_path / "p.txt"), str(tmp_path / "p.json")
    )
    assert code == 0
    for rec in records:
        assert rec["status"] in ("unique", "ambiguous")
        best = rec["solutions"][0]
        letters = "".join(ch for row in best["rows"] for ch in row if ch != ".")
        assert letters == solution
        cells = {pos: i for i, pos in enumerate(shape.positions)}
        swaps = [(cells[tuple(a)], cells[tuple(b)]) for a, b in best["swaps"]]
        assert apply_swaps(puzzle.tiles, swaps) == solution
        assert best["fewest_swaps"] == len(swaps) and best["stars"] == SPARE_SWAPS


def test_real_daily_and_deluxe_with_the_default_list(waffle_archive, tmp_path, capsys):
    paths = []
    for kind, size in (("daily", "5x5"), ("deluxe", "7x7")):
        rec = waffle_archive[kind][0]
        shape = parse_shape_name(size)
        puzzle = Puzzle(shape, rec["puzzle"], color_tiles(shape, rec["puzzle"], rec["solution"]))
        paths.append(tmp_path / f"{kind}.txt")
        paths[-1].write_text(format_text(puzzle))
    code, records, _ = run_json(capsys, *map(str, paths))
    assert code == 0
    assert [r["solutions"][0]["words"] for r in records] == [
        waffle_archive["daily"][0]["words"],
        waffle_archive["deluxe"][0]["words"],
    ]
    assert [r["solutions"][0]["fewest_swaps"] for r in records] == [10, 20]


def test_human_output_has_the_grid_and_numbered_swaps(waffle_archive, tmp_path, capsys):
    rec = waffle_archive["daily"][0]
    shape = parse_shape_name("5x5")
    (tmp_path / "d.txt").write_text(
        format_text(Puzzle(shape, rec["puzzle"], color_tiles(shape, rec["puzzle"], rec["solution"])))
    )
    assert main(["solve", str(tmp_path / "d.txt")]) == 0
    out = capsys.readouterr().out
    assert "F U G U E" in out and "fewest swaps: 10" in out and " 10. swap " in out


BAD_INPUTS = {
    "wrong letter count": "FAM\nO.U\nRTS\n\nggg\ng.g\ngg\n",
    "unknown character": "FAM\nO#U\nRTS\n\nggg\ng.g\nggg\n",
    "ragged grid": "FAM\nO.UX\nRTS\n\nggg\ng.g\nggg\n",
    "impossible colours": "FAM\nO.U\nRTS\n\nggg\ng.g\nggy\n",
    "empty file": "",
    "ten megabytes": "A" * 10_000_000,
    "JSON nested 5,000 deep": '{"a":' * 5000 + "1" + "}" * 5000,
    "a 5,000-digit number": '{"format": "puzzle-studio", "version": ' + "9" * 5000 + "}",
}


@pytest.mark.parametrize("name", BAD_INPUTS)
def test_bad_input_is_one_clear_line_and_exit_2(name, tmp_path, capsys):
    path = tmp_path / "bad.txt"
    path.write_text(BAD_INPUTS[name])
    assert main(["solve", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("puzzle-studio: ") and "\n" not in err and "Traceback" not in err


def test_no_solution_exits_1_and_names_the_slot(tmp_path, capsys):
    (tmp_path / "p.txt").write_text("CAT\nU.X\nTOE\n\nggg\ng.g\nggg\n")
    (tmp_path / "w.txt").write_text("cat\t1\ntoe\t1\ncut\t1\ntie\t1\n")
    code, records, _ = run_json(capsys, "--words", str(tmp_path / "w.txt"), str(tmp_path / "p.txt"))
    assert code == 1
    assert records[0]["status"] == "none"  # the slot where the words ran out, in no language:
    assert records[0]["fact"] == {"code": "no_word_fits", "slot": {"code": "down", "column": 3, "start": 1}}


def test_stdin_and_a_missing_word_list(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"CAT\nU.I\nTOE\n\nggg\ng.g\nggg\n")))
    assert main(["solve", "-"]) == 0
    assert "C A T" in capsys.readouterr().out
    assert main(["solve", "--words", str(tmp_path / "nope.txt"), "-"]) == 2
    assert "word list not found" in capsys.readouterr().err


def test_version_answers_without_importing_qt():
    code = (
        "import sys; from studio.cli import main\n"
        "try:\n    main(['--version'])\nexcept SystemExit as e:\n    assert e.code == 0\n"
        "assert not any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules), 'Qt imported'\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("puzzle-studio ")


# the big packages a one-puzzle solve does without (numpy alone takes longer to import than the solve)
BIG_PACKAGES = ("numpy", "wordfreq", "PySide6")


def test_one_daily_is_solved_without_big_packages(waffle_archive, tmp_path):
    """The cold start of a one-puzzle solve: the cached word list read without numpy."""
    rec = waffle_archive["daily"][0]
    shape = parse_shape_name("5x5")
    path = tmp_path / "daily.txt"
    path.write_text(format_text(Puzzle(shape, rec["puzzle"], color_tiles(shape, rec["puzzle"], rec["solution"]))))
    code = (
        "import sys; from studio.cli import main\n"
        f"assert main(['solve', '--json', {str(path)!r}]) == 0\n"
        f"print([m for m in {BIG_PACKAGES!r} if m in sys.modules])\n"
    )
    for _ in range(2):  # the first run may build the word-list cache (with numpy), the second reads it
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
    report, imported = done.stdout.splitlines()
    assert "".join(json.loads(report)["solutions"][0]["rows"]).replace(".", "") == rec["solution"]
    assert imported == "[]"


def daily_file(waffle_archive, tmp_path, number):
    rec = waffle_archive["daily"][number - 1]
    assert rec["number"] == number
    shape = parse_shape_name("5x5")
    path = tmp_path / f"daily-{number}.txt"
    path.write_text(format_text(Puzzle(shape, rec["puzzle"], color_tiles(shape, rec["puzzle"], rec["solution"]))))
    return path, rec


def solved_both_ways(capsys, path):
    """The text a person reads and the --json record of one puzzle."""
    assert main(["solve", str(path)]) == 0
    text = capsys.readouterr().out
    _, (record,), _ = run_json(capsys, str(path))
    return text, record


def test_an_ambiguous_daily_ranks_the_games_count_first_and_offers_a_split(waffle_archive, tmp_path, capsys):
    """Daily #12: ABODE (10 swaps, the published answer) and ADOBE (9) fit the colours."""
    path, rec = daily_file(waffle_archive, tmp_path, 12)
    text, record = solved_both_ways(capsys, path)
    assert "Only solution 1 needs exactly 10 swaps, like every real daily" in text
    assert "solution 1 (fewest swaps 10; ABODE (Zipf 3.1)): ABODE" in text
    assert "solution 2 (fewest swaps 9; ADOBE (Zipf 3.5)): ADOBE" in text
    assert "to tell them apart, swap " in text and ": solution 2" in text
    assert record["game_swaps"] == 10 and record["status"] == "ambiguous"
    assert [s["fewest_swaps"] for s in record["solutions"]] == [10, 9]
    assert "".join(record["solutions"][0]["rows"]).replace(".", "") == rec["solution"]
    assert sorted(k for o in record["split"]["outcomes"] for k in o["solutions"]) == [0, 1]


def test_a_word_no_dictionary_has_is_found_in_the_last_tier(waffle_archive, tmp_path, capsys):
    """Daily #308's CYBER is in wordfreq only: the answer, and the tier that found it."""
    text, record = solved_both_ways(capsys, daily_file(waffle_archive, tmp_path, 308)[0])
    assert "[scowl+wordfreq-en, wordfreq list]" in text
    assert "found with the wordfreq word list after the broad list found none (CYBER not in it)" in text
    assert record["wordlist"]["tier"] == "wordfreq"
    assert "CYBER" in record["solutions"][0]["words"]


def test_a_puzzle_in_another_language_is_refused_with_its_tile_not_solved_in_vain(tmp_path, capsys):
    """The window said "Not solved: 'Ñ' is not a letter of English"; `solve --lang en` of
    the same Spanish file searched English words and said "no word fits row 1": a wrong
    lead. Worked by hand: across DUEÑO, LUCHE, RUEDA; its Ñ is row 1, column 4."""
    shape = parse_shape_name("5x5")
    spanish = Puzzle(shape, "DUEÑOOLMLUCHEAHGRUEDA", "g" * 21, meta={"lang": "es"})
    path = tmp_path / "espanol.json"
    path.write_text(dumps(spanish))
    assert main(["solve", str(path), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "row 1, column 4: 'Ñ' is not a letter of English" in err, err
    assert main(["solve", str(path)]) == 0  # in its own language it solves


def test_a_colour_typo_is_named_before_an_answer_of_rare_words(waffle_archive, tmp_path, capsys):
    """Daily #3 with row 1, column 2 typed gray (it is green): the colour comes first."""
    shape = parse_shape_name("5x5")
    record = next(r for r in waffle_archive["daily"] if r["number"] == 3)
    colors = color_tiles(shape, record["puzzle"], record["solution"])
    path = tmp_path / "typo.txt"
    path.write_text(format_text(Puzzle(shape, record["puzzle"], colors[:1] + "-" + colors[2:])))
    main(["solve", str(path)])
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("check first: most likely row 1, column 2 were green, not gray, which gives common")
    assert lines[1].endswith("the answer below is doubtful") and "SNEAD" in lines[1]
    _, (record_json,), _ = run_json(capsys, str(path))
    assert record_json["likelier"]["fixes"] == [{"cell": [0, 1], "typed": "-", "likelier": "g"}]
    assert record_json["likelier"]["tier"] == "common" and record_json["split"] is None
