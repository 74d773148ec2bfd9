"""Balanced chunks (issue 25): the same grids as interleaved chunks and as brute force, the
same chunks for the same inputs, and checkpoints that resume only the way they were cut."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from studio.cli import main
from studio.cli.exits import Exit
from studio.core.waffle import lattice
from studio.core.waffle.fill import lattice_search
from studio.core.waffle.fill.chunks import balanced_chunks, chunks
from studio.core.waffle.fill.enumerate import enumerate_grids
from studio.core.waffle.fill.plan import plan_fill
from studio.core.waffle.formats import grid_line_format
from studio.core.waffle.grid_file import CHECKPOINT_HEADER, CHUNKS, enumeration_run, read_checkpoint
from studio.core.waffle.shape import parse_shape_name, waffle_shape
from studio.core.words import load_wordlist, words_from
from tests.core.test_fill import brute_force, crossing_words, distinct_up_to_transpose, transposed

COMMON_7_GRIDS = 107_832  # the seed's nested loops on the same list (benchmarks/bench_enumerate.py)


@pytest.fixture
def balancing(monkeypatch) -> list[int]:
    """Small lists balanced too (else only lists past lattice_search.SMALL_WORDS are): the words
    each estimate was asked for, to show the balance ran."""
    asked: list[int] = []
    real = lattice.second_level_states

    def spy(plan_lattice, words):
        asked.append(len(words))
        return real(plan_lattice, words)

    monkeypatch.setattr(lattice_search, "SMALL_WORDS", 0)
    monkeypatch.setattr(lattice, "second_level_states", spy)
    return asked


def uneven_words(seed: int, count: int, dead: int | None = None) -> list[str]:
    """Words that cross often (crossing_words), and as many that cross nothing: first
    words of very different work (of equal work, balanced chunks are the interleaved)."""
    rng = random.Random(seed)
    crossing = crossing_words(rng, 7, count)
    return sorted({*crossing, *("".join(rng.choice("LMNPRSTU") for _ in range(7)) for _ in range(dead or count // 4))})


def grids_of(reports) -> list[str]:
    return [grid for report in reports if report.finished for grid in report.finished.grids]


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2))
def test_balanced_chunks_find_the_grids_of_brute_force_and_of_interleaved_chunks(seed, balancing):
    words = uneven_words(seed, 12)
    shape = waffle_shape(7, 7)
    balanced = grids_of(enumerate_grids(shape, words_from(words), pieces=3, scheme="balanced"))
    assert balancing, "the balance was not used"
    interleaved = grids_of(enumerate_grids(shape, words_from(words), pieces=3, scheme="interleaved"))
    brute = brute_force(shape, words)
    assert len(balanced) == len(set(balanced)) == distinct_up_to_transpose(shape, brute) > 50
    assert sorted(balanced) == sorted(interleaved)
    assert {min(g, transposed(shape, g)) for g in balanced} == {min(g, transposed(shape, g)) for g in brute}


def test_balanced_chunks_hold_every_first_word_once_and_are_the_same_each_time(balancing):
    words = uneven_words(5, 40)
    plan = plan_fill(waffle_shape(7, 7), words_from(words))
    parts = balanced_chunks(plan, 6)
    assert balancing
    assert len(parts) == 6 and all(parts)
    assert sorted(w for part in parts for w in part) == sorted(plan.first_candidates)
    assert all(part == sorted(part, key=plan.first_candidates.index) for part in parts)  # list order kept
    assert balanced_chunks(plan_fill(waffle_shape(7, 7), words_from(list(reversed(words)))), 6) == parts
    assert parts != chunks(plan.first_candidates, 6)  # else this test shows nothing


def test_a_chunk_per_word_or_a_small_list_stays_interleaved():
    plan = plan_fill(waffle_shape(7, 7), words_from(crossing_words(random.Random(1), 7, 30)))
    assert balanced_chunks(plan, 1000) == chunks(plan.first_candidates, 1000)
    assert balanced_chunks(plan, 4) == chunks(plan.first_candidates, 4)  # 30 words: below lattice_search.SMALL_WORDS


@pytest.mark.slow
def test_the_7x7_common_count_is_exact_in_balanced_chunks(shared_data):
    shape, words = parse_shape_name("7x7"), load_wordlist(shared_data / "generation" / "common-7-letter-words.txt")
    balanced = grids_of(enumerate_grids(shape, words, jobs=2, scheme="balanced"))
    assert len(balanced) == len(set(balanced)) == COMMON_7_GRIDS
    assert set(balanced) == set(grids_of(enumerate_grids(shape, words, jobs=2, scheme="interleaved")))


def enumerate_with_checkpoint(words: Path, out: Path, checkpoint: Path, *options: str) -> int:
    run = ["enumerate", "--shape", "7x7", "--words", str(words), "--out", str(out), "--checkpoint", str(checkpoint)]
    return main([*run, *options])


@pytest.mark.slow
def test_a_checkpoint_of_interleaved_chunks_resumes_interleaved_and_exactly(tmp_path, balancing):
    """A checkpoint written before the balance (its run has no chunks field) resumes with
    the chunks it recorded, not the balanced ones of the same number."""
    words = uneven_words(3, 16, dead=70)  # past 64 first words: the old chunks are not one a word
    shape = waffle_shape(7, 7)
    (tmp_path / "words.txt").write_text("\n".join(words) + "\n", encoding="utf-8")
    wordlist = load_wordlist(tmp_path / "words.txt")
    old_chunks = chunks(plan_fill(shape, wordlist).first_candidates, 64)
    assert old_chunks != balanced_chunks(plan_fill(shape, wordlist), 64)
    done = [n for n in range(len(old_chunks)) if n % 3 == 0]  # the chunks the old run finished
    grids = grids_of(enumerate_grids(shape, wordlist, scheme="interleaved", skip=set(range(64)) - set(done)))
    out, checkpoint = tmp_path / "grids.txt", tmp_path / "done.txt"
    old_run = enumeration_run(shape, wordlist, [], None).partition(CHUNKS)[0]
    assert old_run != enumeration_run(shape, wordlist, [], None)
    text = "".join(grid_line_format(shape) % tuple(g) + "\n" for g in grids)
    out.write_text(text + "half a chunk's grid lin", encoding="ascii")  # killed while writing the next chunk
    checkpoint.write_text(  # the grids and the length are summed and maximised over the lines
        f"{CHECKPOINT_HEADER}\nrun {old_run}\n"
        + "".join(f"{n}:0:0\n" for n in done[:-1])
        + f"{done[-1]}:{len(grids)}:{len(text)}\n",
        encoding="utf-8",
    )
    assert read_checkpoint(checkpoint, enumeration_run(shape, wordlist, [], None)).scheme == "interleaved"
    assert enumerate_with_checkpoint(tmp_path / "words.txt", out, checkpoint, "--large") == 0
    every = grids_of(enumerate_grids(shape, wordlist))  # one run, no checkpoint: chunking aside
    lines = out.read_text(encoding="ascii").splitlines()
    assert lines[-1] == f"# {len(every)} grids"
    assert sorted(lines[:-1]) == sorted(grid_line_format(shape) % tuple(g) for g in every)  # each grid once


def test_a_checkpoint_of_other_chunks_is_refused(tmp_path, capsys):
    words = crossing_words(random.Random(3), 7, 20)
    (tmp_path / "words.txt").write_text("\n".join(words) + "\n", encoding="utf-8")
    out, checkpoint = tmp_path / "grids.txt", tmp_path / "done.txt"
    assert enumerate_with_checkpoint(tmp_path / "words.txt", out, checkpoint, "--chunks", "8") == 0
    before = out.read_bytes()
    assert enumerate_with_checkpoint(tmp_path / "words.txt", out, checkpoint, "--chunks", "9") == Exit.BAD_INPUT
    assert "--chunks differ" in capsys.readouterr().err
    assert out.read_bytes() == before
