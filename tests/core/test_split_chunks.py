"""Split chunks (issue 25, point 2): a first word heavier than a chunk (a pinned one, or
one of too few first words) is cut into parts on the next rows, so `--chunks N` makes
about N chunks; the grids are those of brute force and of the unsplit engine, each once,
on one process, a process pool and Dask; old checkpoints resume as they were cut."""

from __future__ import annotations

import random
import statistics
from pathlib import Path

import pytest

from studio.cli import main
from studio.core import processes
from studio.core.waffle import lattice
from studio.core.waffle.fill import lattice_search, runner_local
from studio.core.waffle.fill.chunks import Chunk, balanced_chunks, split_chunks
from studio.core.waffle.fill.enumerate import enumerate_grids
from studio.core.waffle.fill.pins import parse_pins
from studio.core.waffle.fill.plan import plan_fill
from studio.core.waffle.formats import grid_line_format
from studio.core.waffle.grid_file import BALANCED, CHECKPOINT_HEADER, CHUNKS, enumeration_run, read_checkpoint
from studio.core.waffle.shape import Shape, parse_shape_name, waffle_shape
from studio.core.words import WordList, load_wordlist, words_from
from tests.core.test_chunks import COMMON_7_GRIDS, grids_of, uneven_words
from tests.core.test_fill import brute_force, distinct_up_to_transpose, transposed

PIECES = 16


@pytest.fixture
def splitting(monkeypatch) -> list[str]:
    """Small lists weighed and split too (else only lists past lattice_search.SMALL_WORDS are): the
    words split, to show the split ran."""
    split: list[str] = []
    real = lattice.split_word

    def spy(plan_lattice, word, work, target):
        split.append(word)
        return real(plan_lattice, word, work, target)

    monkeypatch.setattr(lattice_search, "SMALL_WORDS", 0)
    monkeypatch.setattr(lattice, "split_word", spy)
    return split


@pytest.fixture(scope="module")
def common_7(shared_data: Path) -> WordList:
    return load_wordlist(shared_data / "generation" / "common-7-letter-words.txt")


def pinned(shape: Shape, word: str):
    return parse_pins(shape, [f"r1={word}"])


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2))
def test_a_pinned_run_splits_into_chunks_and_finds_the_grids_of_brute_force(seed, splitting):
    words = uneven_words(seed, 12)
    shape = waffle_shape(7, 7)
    brute = brute_force(shape, words)
    first = shape.slots[plan_fill(shape, words_from(words)).order[0]].cells
    word = max(sorted(words), key=lambda w: sum("".join(g[c] for c in first) == w for g in brute))
    pins = pinned(shape, word)
    parts = split_chunks(plan_fill(shape, words_from(words), pins), PIECES)
    assert splitting == [word]
    assert len(parts) >= PIECES // 2
    assert all(part.parts and not part.words for part in parts)  # the one word, in parts
    found = grids_of(enumerate_grids(shape, words_from(words), pins, pieces=PIECES))
    expected = [g for g in brute if "".join(g[c] for c in first) == word]
    assert len(found) == len(set(found)) == len(expected) > 20
    assert set(found) == set(expected)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2))
def test_fewer_first_words_than_chunks_split_and_find_the_grids_of_brute_force(seed, splitting):
    words = uneven_words(seed, 12)
    shape = waffle_shape(7, 7)
    pieces = 64  # more than the first words
    plan = plan_fill(shape, words_from(words))
    assert len(plan.first_candidates) < pieces
    parts = split_chunks(plan, pieces)
    assert splitting, "no word was split"
    assert len(parts) >= pieces // 2
    found = grids_of(enumerate_grids(shape, words_from(words), pieces=pieces))
    brute = brute_force(shape, words)
    assert len(found) == len(set(found)) == distinct_up_to_transpose(shape, brute) > 50
    assert {min(g, transposed(shape, g)) for g in found} == {min(g, transposed(shape, g)) for g in brute}


def test_split_chunks_are_the_same_each_time_and_hold_each_word_once(splitting):
    words = uneven_words(4, 12)
    shape = waffle_shape(7, 7)
    parts = split_chunks(plan_fill(shape, words_from(words)), 64)
    again = split_chunks(plan_fill(shape, words_from(list(reversed(words)))), 64)
    assert parts == again
    shares: dict[str, float] = {}
    for chunk in parts:
        for word in chunk.words:
            shares[word] = shares.get(word, 0) + 1
        for part in chunk.parts:
            shares[part.word] = shares.get(part.word, 0) + part.share
    assert sorted(shares) == sorted(plan_fill(shape, words_from(words)).first_candidates)
    assert all(share == pytest.approx(1) for share in shares.values())


def test_light_first_words_are_never_split(splitting):
    """Many first words, none heavier than a chunk: the balanced chunks, whole words."""
    words = uneven_words(5, 40)
    plan = plan_fill(waffle_shape(7, 7), words_from(words))
    parts = split_chunks(plan, 4)
    assert not splitting
    assert parts == [Chunk(tuple(part)) for part in balanced_chunks(plan, 4)]


@pytest.mark.slow
def test_a_pinned_common_7_run_is_the_unsplit_engines_grids_in_even_chunks(common_7, monkeypatch):
    """The unsplit engine (one chunk: the pinned word, whole) against the split run on a
    process pool; the largest estimated chunk against the median falls from the one
    chunk's everything to about one Nth."""
    shape = parse_shape_name("7x7")
    word = "SEABASS"  # of common-7's first words, the most second-level states (benchmarks/bench_dask.py)
    pins = pinned(shape, word)
    plan = plan_fill(shape, common_7, pins)
    unsplit = grids_of(enumerate_grids(shape, common_7, pins, scheme="balanced", pieces=64))
    assert len(balanced_chunks(plan, 64)) == 1
    parts = split_chunks(plan, 64)
    assert len(parts) >= 32
    sizes = [part.size for part in parts]
    assert max(sizes) / statistics.median(sizes) < 1.5 and max(sizes) < 2 / 64
    monkeypatch.setattr(runner_local, "SPAWN_AFTER_SECONDS", 0.0)  # the pool takes over at once
    pooled: list[int] = []
    real = processes.in_processes

    def spy(work, todo, *args, **options):
        pooled.append(len(todo))
        return real(work, todo, *args, **options)

    monkeypatch.setattr(processes, "in_processes", spy)
    split = grids_of(enumerate_grids(shape, common_7, pins, jobs=2, pieces=64))
    assert pooled and pooled[0] >= len(parts) - 1  # the pool searched (all but the first, at most)
    assert len(split) == len(set(split)) == len(unsplit) > 1000
    assert set(split) == set(unsplit)
    assert all(g[: len(word)] == word for g in split)


@pytest.mark.slow  # a Dask cluster's start
def test_a_pinned_common_7_run_on_dask_is_the_unsplit_engines_grids(common_7):
    pytest.importorskip("distributed", reason='the cluster extra: pip install -e ".[cluster]"')
    shape = parse_shape_name("7x7")
    pins = pinned(shape, "SEABASS")
    unsplit = grids_of(enumerate_grids(shape, common_7, pins, scheme="balanced"))
    reports = list(enumerate_grids(shape, common_7, pins, scheme="split", scheduler="local"))
    split = grids_of(reports)
    assert len(split) == len(set(split)) == len(unsplit) > 1000
    assert set(split) == set(unsplit)
    chunks = [r.finished.chunk for r in reports if r.finished]
    assert chunks == sorted(chunks) and len(chunks) >= 32


def write_words(folder: Path, words: list[str]) -> Path:
    path = folder / "words.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    return path


def interrupted(out: Path, checkpoint: Path, run: str, shape: Shape, grids: list[str], done: list[int]) -> None:
    """The files a run leaves when killed while writing the chunk after `done`."""
    text = "".join(grid_line_format(shape) % tuple(g) + "\n" for g in grids)
    out.write_text(text + "half a chunk's grid lin", encoding="ascii")
    checkpoint.write_text(
        f"{CHECKPOINT_HEADER}\nrun {run}\n"
        + "".join(f"{n}:0:0\n" for n in done[:-1])
        + f"{done[-1]}:{len(grids)}:{len(text)}\n",
        encoding="utf-8",
    )


def resume(words: Path, out: Path, checkpoint: Path, *options: str) -> int:
    run = ["enumerate", "--shape", "7x7", "--words", str(words), "--out", str(out), "--checkpoint", str(checkpoint)]
    return main([*run, "--large", *options])


def assert_each_grid_once(out: Path, shape: Shape, expected: list[str]) -> None:
    lines = out.read_text(encoding="ascii").splitlines()
    assert lines[-1] == f"# {len(expected)} grids"
    assert sorted(lines[:-1]) == sorted(grid_line_format(shape) % tuple(g) for g in expected)


@pytest.mark.slow
def test_a_run_interrupted_mid_split_resumes_exactly(tmp_path, splitting):
    """Killed with some parts of the pinned word done: the rerun does the others, and the
    file holds the brute-force grids once each."""
    words = uneven_words(1, 12)
    shape = waffle_shape(7, 7)
    wordlist = load_wordlist(write_words(tmp_path, words))
    brute = brute_force(shape, words)
    first = shape.slots[plan_fill(shape, wordlist).order[0]].cells
    word = max(sorted(words), key=lambda w: sum("".join(g[c] for c in first) == w for g in brute))
    pins = pinned(shape, word)
    parts = split_chunks(plan_fill(shape, wordlist, pins), PIECES)
    done = [n for n in range(len(parts)) if n % 3 == 1]
    grids = grids_of(enumerate_grids(shape, wordlist, pins, pieces=PIECES, skip=set(range(len(parts))) - set(done)))
    out, checkpoint = tmp_path / "grids.txt", tmp_path / "done.txt"
    run = enumeration_run(shape, wordlist, [f"r1={word}"], None, PIECES)
    assert CHUNKS in run
    interrupted(out, checkpoint, run, shape, grids, done)
    assert read_checkpoint(checkpoint, run).scheme == "split"
    assert resume(tmp_path / "words.txt", out, checkpoint, "--pin", f"r1={word}", "--chunks", str(PIECES)) == 0
    assert_each_grid_once(out, shape, [g for g in brute if "".join(g[c] for c in first) == word])


def test_a_checkpoint_of_balanced_chunks_resumes_balanced_and_exactly(tmp_path, splitting):
    """A checkpoint written before the split (`chunks=balanced/N`) resumes with the
    chunks it recorded, whole words, not the split ones of the same number."""
    words = uneven_words(2, 12)
    shape = waffle_shape(7, 7)
    wordlist = load_wordlist(write_words(tmp_path, words))
    plan = plan_fill(shape, wordlist)
    old_chunks = balanced_chunks(plan, PIECES)
    assert [Chunk(tuple(c)) for c in old_chunks] != split_chunks(plan, PIECES)
    done = [n for n in range(len(old_chunks)) if n % 3 == 0]
    skip = set(range(len(old_chunks))) - set(done)
    grids = grids_of(enumerate_grids(shape, wordlist, pieces=PIECES, scheme="balanced", skip=skip))
    out, checkpoint = tmp_path / "grids.txt", tmp_path / "done.txt"
    run = enumeration_run(shape, wordlist, [], None, PIECES)
    old_run = run.replace(CHUNKS, BALANCED)
    assert old_run != run
    interrupted(out, checkpoint, old_run, shape, grids, done)
    assert read_checkpoint(checkpoint, run).scheme == "balanced"
    assert resume(tmp_path / "words.txt", out, checkpoint, "--chunks", str(PIECES)) == 0
    assert_each_grid_once(out, shape, grids_of(enumerate_grids(shape, wordlist)))
    assert checkpoint.read_text(encoding="utf-8").splitlines()[1] == f"run {old_run}"  # still the old run's


def test_a_balanced_checkpoint_of_other_chunks_is_refused(tmp_path, capsys):
    words = uneven_words(2, 12)
    wordlist = load_wordlist(write_words(tmp_path, words))
    run = enumeration_run(waffle_shape(7, 7), wordlist, [], None, 8)
    out, checkpoint = tmp_path / "grids.txt", tmp_path / "done.txt"
    checkpoint.write_text(f"{CHECKPOINT_HEADER}\nrun {run.replace(CHUNKS, BALANCED)}\n", encoding="utf-8")
    assert resume(tmp_path / "words.txt", out, checkpoint, "--chunks", "9") != 0
    assert "--chunks differ" in capsys.readouterr().err


@pytest.mark.slow
def test_random_pins_split_to_the_grids_of_brute_force(splitting):
    """Random small lists, a pin on a random first word, chunks of different numbers."""
    rng = random.Random(7)
    shape = waffle_shape(7, 7)
    for seed in range(3):
        words = uneven_words(10 + seed, 10)
        first = shape.slots[plan_fill(shape, words_from(words)).order[0]].cells
        word = rng.choice(plan_fill(shape, words_from(words)).first_candidates)
        found = grids_of(enumerate_grids(shape, words_from(words), pinned(shape, word), pieces=rng.randint(2, 40)))
        expected = [g for g in brute_force(shape, words) if "".join(g[c] for c in first) == word]
        assert len(found) == len(set(found)) and set(found) == set(expected)


@pytest.mark.slow
def test_the_7x7_common_count_is_exact_when_most_words_are_split(common_7):
    """2,000 chunks of a search of 1,371 first words: nearly every word is cut into parts."""
    shape = parse_shape_name("7x7")
    parts = split_chunks(plan_fill(shape, common_7), 2000)
    assert sum(1 for chunk in parts if chunk.parts) > 1500
    found = grids_of(enumerate_grids(shape, common_7, jobs=2, pieces=2000))
    assert len(found) == len(set(found)) == COMMON_7_GRIDS
