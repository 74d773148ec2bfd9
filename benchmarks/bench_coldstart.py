"""Cold start (issue 19, point 1; issue 31): whole-process CPU of the CLI against seed 000's waffle.py, same run.

Each figure is a pair measured in turn (ours, the yardstick, ours, ...), several runs, medians:
  solve     `puzzle-studio solve --json daily.txt` vs the seed's waffle.py on the same daily: at
            most the seed's CPU, with plain code (argparse, pathlib, typing; only the big
            packages, numpy, Qt and wordfreq, are imported where they are needed)
  floor     what any program built like ours pays before its own work: Python importing json
            and dataclasses (which imports re and inspect) and making the 11 frozen dataclasses
            a one-daily solve makes, vs the seed
  --version / --help  vs a bare `python -c pass` (the floor any Python program pays)
  archive   all real puzzles in one `solve --json` call, per puzzle, vs the seed per daily (a sample)
  user list `load_wordlist(words_alpha.txt)` (370k words, cache warm), every length read and the
            7-letter words listed, in-process vs the seed's own read-and-split of the same file
            keeping its 7-letter words, each timed inside a fresh interpreter

Both run in a throwaway virtual environment of this Python where the studio is a plain path in
site-packages, as a regular install puts it: a development venv's editable install adds an
import hook (pathlib, re, importlib.util: about 12 ms) to every Python process there, the seed's
too, which is no part of what either program's users run.

CPU is user + system of the finished child (os.wait4). The seed runs from a temporary folder
with its two word lists beside it (see ../shared/reference/SOURCES.md); nothing of it is copied
into the project. Our modules' bytecode is kept in a temporary folder (PYTHONPYCACHEPREFIX, even
where PYTHONDONTWRITEBYTECODE is set), as an installed package keeps it; the seed is one script,
compiled on every run as its users run it. The word-list cache goes to a temporary folder: the
first run builds it (reported on its own), the timed runs read it.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from studio.core.waffle.colors import color_tiles  # noqa: E402
from studio.core.waffle.formats import format_text  # noqa: E402
from studio.core.waffle.puzzle import GREEN, YELLOW, Puzzle  # noqa: E402
from studio.core.waffle.shape import waffle_shape  # noqa: E402

SHARED = ROOT.parent / "shared"
DATA = SHARED / "data"
SEED = SHARED / "reference" / "seed000" / "waffle.py"
WORDS_ALPHA = DATA / "english-words" / "words_alpha.txt"
RUNS = int(os.environ.get("BENCH_RUNS", "7"))
# the modules a one-puzzle solve cannot do without, and as many frozen dataclasses as it makes
FLOOR = """
import dataclasses, json
for _ in range(11):
    dataclasses.dataclass(frozen=True)(type("Value", (), {"__doc__": "A value.", "__annotations__": {"a": "int"}}))
"""


def run(command: list[str], cwd: Path | None = None, env: dict[str, str] | None = None) -> tuple[float, float, str]:
    """(cpu seconds, wall seconds, stdout) of one whole process: the children's CPU before and after."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return cpu, wall, out.decode()


def pair(name: str, ours: list[str], theirs: list[str], target: str, theirs_cwd: Path | None = None, env=None) -> None:
    """Runs ours and theirs in turn; prints medians and the median of the pairwise ratios."""
    run(ours, env=env), run(theirs, cwd=theirs_cwd)  # warm-up
    a, b = [], []
    for _ in range(RUNS):
        a.append(run(ours, env=env)[0])
        b.append(run(theirs, cwd=theirs_cwd)[0])
    ratio = statistics.median(x / y for x, y in zip(a, b))
    print(
        f"{name:<34} ours {statistics.median(a) * 1000:7.1f} ms cpu  vs {statistics.median(b) * 1000:7.1f} ms  "
        f"ratio {ratio:5.2f}  target {target}"
    )


def plain_python(folder: Path) -> str:
    """A virtual environment of this Python with the studio as a plain path in site-packages
    (a .pth line), as a regular install makes it importable: no editable-install hook."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True)
    python = str(folder / "bin" / "python")
    site = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"], capture_output=True, text=True
    ).stdout.strip()
    Path(site, "puzzle_studio.pth").write_text(f"{ROOT}\n", encoding="utf-8")
    return python


def seed_input(puzzle: Puzzle) -> tuple[str, str]:
    """greenMaskAll and lettersAll for the seed: green letters in the mask, yellow in capitals."""
    shape, mask_rows, letter_rows = puzzle.shape, [], []
    for r in range(shape.rows):
        mask, letters = "", ""
        for c in range(shape.cols):
            if not shape.mask[r][c]:
                mask, letters = mask + " ", letters + " "
                continue
            cell = shape.cell_at[(r, c)]
            tile, color = puzzle.tiles[cell].lower(), puzzle.colors[cell]
            mask += tile if color == GREEN else "."
            letters += tile.upper() if color == YELLOW else tile
        mask_rows.append(mask)
        letter_rows.append(letters)
    return "\n".join(mask_rows), "\n".join(letter_rows)


def seed_folder(puzzle: Puzzle, into: Path) -> Path:
    mask, letters = seed_input(puzzle)
    source = SEED.read_text(encoding="utf-8")
    marker = "###### prepare"
    at = source.index(marker)
    into.mkdir(parents=True, exist_ok=True)
    (into / "waffle.py").write_text(
        f"{source[:at]}\ngreenMaskAll = {mask!r}\nlettersAll = {letters!r}\n{source[at:]}", encoding="utf-8"
    )
    shutil.copy(DATA / "waffle" / "wordlists" / "3b1b_freq_map.json", into / "freq_map.json")
    shutil.copy(WORDS_ALPHA, into / "words_alpha.txt")
    return into


def archive() -> list[Puzzle]:
    out = []
    for name, size in (("daily_archive.jsonl", 5), ("deluxe_archive.jsonl", 7)):
        shape = waffle_shape(size, size)
        with open(DATA / "waffle" / name, encoding="utf-8") as f:
            for line in f:
                rec = json.loads(line)
                out.append(Puzzle(shape, rec["puzzle"], color_tiles(shape, rec["puzzle"], rec["solution"])))
    return out


def main() -> None:
    if not SEED.exists():
        sys.exit(f"the seed's waffle.py is not at {SEED}")
    with tempfile.TemporaryDirectory(prefix="bench-coldstart-") as tmp:
        tmp_path = Path(tmp)
        py = plain_python(tmp_path / "venv")
        studio = [py, "-m", "studio"]
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
        env |= {"XDG_CACHE_HOME": str(tmp_path / "cache"), "PYTHONPYCACHEPREFIX": str(tmp_path / "bytecode")}
        puzzles = archive()
        files = []
        for i, puzzle in enumerate(puzzles):
            path = tmp_path / "puzzles" / f"{i:04d}.txt"
            path.parent.mkdir(exist_ok=True)
            path.write_text(format_text(puzzle), encoding="utf-8")
            files.append(str(path))
        daily = files[0]
        seed_dir = seed_folder(puzzles[0], tmp_path / "seed")
        print(f"python {sys.version.split()[0]}, {RUNS} pairs per figure, medians; cpu = user + system")

        # where numpy or wordfreq may be needed (building the word cache, the archive's dead ends,
        # a user's list): this Python's own environment, which has them
        dev, dev_env = [sys.executable, "-m", "studio"], env | {"PYTHONPATH": str(ROOT)}
        cold = run([*dev, "solve", "--json", daily], env=dev_env)[0]
        print(f"{'solve, first run (builds the cache)':<34} ours {cold * 1000:7.1f} ms cpu")
        pair("solve --json one daily", [*studio, "solve", "--json", daily], [py, "waffle.py"], "<= 1", seed_dir, env)
        pair("floor: json, 11 dataclasses", [py, "-c", FLOOR], [py, "waffle.py"], "(reference)", seed_dir, env)
        bare = [py, "-c", "pass"]
        pair("--version (vs python -c pass)", [*studio, "--version"], bare, "< 60 ms", env=env)
        pair("--help (vs python -c pass)", [*studio, "--help"], bare, "< 60 ms", env=env)

        # the whole archive in one call against the seed on a sample of dailies, per puzzle
        calls = [run([*dev, "solve", "--json", *files], env=dev_env) for _ in range(3)]
        all_cpu, all_wall, out = sorted(calls)[1]  # the median of three
        solved = sum(json.loads(line)["status"] != "error" for line in out.splitlines())
        sample = [seed_folder(p, tmp_path / f"seed{i}") for i, p in enumerate(puzzles[:1020:102])]
        seed_cpu = statistics.median(run([py, "waffle.py"], cwd=d)[0] for d in sample)
        per = all_cpu / len(files)
        print(
            f"{'archive, one call, per puzzle':<34} ours {per * 1000:7.2f} ms cpu  vs {seed_cpu * 1000:7.1f} ms  "
            f"ratio {per / seed_cpu:5.3f}  target <= 1 ms  ({len(files)} puzzles, {solved} answered, "
            f"{all_wall:.2f} s wall, median of 3 calls; seed: median of {len(sample)} dailies, one process each)"
        )

        # a user's 370k-word list, in-process, the cache warm
        ours_load = (
            "import time; from studio.core.words import load_wordlist; t = time.perf_counter(); "
            f"w = load_wordlist({str(WORDS_ALPHA)!r}); [w.of_length(n) for n in range(2, 32)]; w.of_length(7).words; "
            "print(time.perf_counter() - t)"
        )
        seed_load = (
            "import time; t = time.perf_counter(); "
            f"data = open({str(WORDS_ALPHA)!r}).read().split(); [w for w in data if len(w) == 7]; "
            "print(time.perf_counter() - t)"
        )
        first = float(run([sys.executable, "-c", ours_load], env=dev_env)[2])
        a, b = [], []
        for _ in range(RUNS):
            a.append(float(run([sys.executable, "-c", ours_load], env=dev_env)[2]))
            b.append(float(run([sys.executable, "-c", seed_load])[2]))
        print(
            f"{'user list 370k words, in-process':<34} ours {statistics.median(a) * 1000:7.1f} ms wall vs "
            f"{statistics.median(b) * 1000:7.1f} ms  ratio {statistics.median(x / y for x, y in zip(a, b)):5.2f}  "
            f"target <= 100 ms  (first load, building the cache: {first * 1000:.0f} ms)"
        )


if __name__ == "__main__":
    main()
