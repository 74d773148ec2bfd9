"""Fill and enumeration against independent brute force (rows first, set lookups)."""

from __future__ import annotations

import itertools
import json
import multiprocessing
import random

import pytest

from studio.core.errors import PuzzleError
from studio.core.waffle import lattice
from studio.core.waffle import lattice_bits as fill_bits
from studio.core.waffle.fill import runner_local
from studio.core.waffle.fill.engines import fill_batches, iter_fills
from studio.core.waffle.fill.enumerate import enumerate_grids
from studio.core.waffle.fill.estimate import TOO_MANY_GRIDS, estimate_fills
from studio.core.waffle.fill.lattice_search import PlainSearch
from studio.core.waffle.fill.node_search import NodeSearch, random_fill
from studio.core.waffle.fill.pins import Pins, parse_pins
from studio.core.waffle.fill.plan import plan_fill
from studio.core.waffle.lattice import lattice_grids as real_lattice_grids
from studio.core.waffle.shape import Shape, shape_from_mask, solid_shape, waffle_shape
from studio.core.words import default_words, words_from

NO_PINS = Pins()


def brute_force(shape: Shape, words: list[str], pins: Pins = NO_PINS, repeats: bool = False) -> set[str]:
    """Every grid: every word in every across slot, then every down word that agrees."""
    vocab = sorted({w.upper() for w in words})
    across = [k for k, s in enumerate(shape.slots) if s.across]
    down = [k for k, s in enumerate(shape.slots) if not s.across]
    found = set()
    for choice in itertools.product(*[[w for w in vocab if len(w) == len(shape.slots[k])] for k in across]):
        grid = [" "] * len(shape.cells)
        for k, word in zip(across, choice):
            for c, ch in zip(shape.slots[k].cells, word):
                grid[c] = ch
        fits = [
            [
                w
                for w in vocab
                if len(w) == len(shape.slots[k]) and all(grid[c] in (" ", ch) for c, ch in zip(shape.slots[k].cells, w))
            ]
            for k in down
        ]
        for downs in itertools.product(*fits):
            full = list(grid)
            for k, word in zip(down, downs):
                for c, ch in zip(shape.slots[k].cells, word):
                    full[c] = ch
            all_words = ["".join(full[c] for c in slot.cells) for slot in shape.slots]
            if not repeats and len(set(all_words)) < len(all_words):
                continue
            if any(all_words[k] != w for k, w in pins.words.items()) or any(
                full[c] != ch for c, ch in pins.letters.items()
            ):
                continue
            found.add("".join(full))
    return found


def transposed(shape: Shape, grid: str) -> str:
    return "".join(grid[shape.cell_at[(c, r)]] for r, c in shape.positions)


def distinct_up_to_transpose(shape: Shape, grids: set[str]) -> int:
    return len({min(g, transposed(shape, g)) for g in grids})


def waffle5_brute_force(words: list[str]) -> set[str]:
    """Every 5x5 waffle grid, transposes included: rows first (pruned by the column
    letters they need), then the columns."""
    vocab = {w.upper() for w in words}
    pairs = {(w[0], w[2]) for w in vocab}
    by_odd_letters: dict[tuple, list[str]] = {}
    for w in vocab:
        by_odd_letters.setdefault((w[0], w[2], w[4]), []).append(w)
    brute = set()
    for top, middle in itertools.product(vocab, repeat=2):
        if not all((top[i], middle[i]) in pairs for i in (0, 2, 4)):
            continue
        for bottom in vocab:
            columns = [by_odd_letters.get((top[i], middle[i], bottom[i]), []) for i in (0, 2, 4)]
            for left, centre, right in itertools.product(*columns):
                grid = top + left[1] + centre[1] + right[1] + middle + left[3] + centre[3] + right[3] + bottom
                if len({top, middle, bottom, left, centre, right}) == 6:
                    brute.add(grid)
    return brute


def spooled_lines(parts) -> list[str]:
    """The grid lines of finished chunks, in chunk order: a chunk with no file found no grid."""
    assert all(part.path is not None or part.count == 0 for part in parts)
    files = [part.path for part in sorted(parts, key=lambda p: p.chunk) if part.path is not None]
    return [line for path in files for line in path.read_text().splitlines()]


def crossing_words(rng: random.Random, length: int, count: int) -> list[str]:
    """Words whose crossing letters (even places) come from two letters: they cross
    often, so a few words make many grids and every join of the search is exercised."""
    return sorted(
        {
            "".join(rng.choice("AB") if i % 2 == 0 else rng.choice("CDEFGHK") for i in range(length))
            for _ in range(count)
        }
    )


def test_156_words_give_31_grids(shared_data):
    """docs/RULES.md W7."""
    freq = json.loads((shared_data / "waffle" / "wordlists" / "3b1b_freq_map.json").read_text())
    words = sorted(w for w, f in freq.items() if len(w) == 5 and f >= 1e-4)
    assert len(words) == 156
    shape = waffle_shape(5, 5)
    grids = list(iter_fills(plan_fill(shape, words_from(words))))
    assert len(grids) == len(set(grids)) == 31
    brute = waffle5_brute_force(words)
    assert distinct_up_to_transpose(shape, brute) == 31
    assert {min(g, transposed(shape, g)) for g in grids} == {min(g, transposed(shape, g)) for g in brute}


SMALL_SHAPES = [
    waffle_shape(3, 3),
    solid_shape(3, 3),
    waffle_shape(3, 5),
    shape_from_mask(((True, True, True), (True, False, True), (True, True, False))),
]


@pytest.mark.parametrize("shape", SMALL_SHAPES, ids=lambda s: s.kind + s.size_name)
@pytest.mark.parametrize("seed", [0, *(pytest.param(seed, marks=pytest.mark.slow) for seed in range(1, 4))])
def test_enumeration_matches_brute_force_on_small_lists(shape, seed):
    rng = random.Random(seed)
    letters = "AEIOSTRNLD"
    lengths = {len(s) for s in shape.slots}
    per_length = 70 if sum(s.across for s in shape.slots) < 3 else 25  # the brute force is cubic in rows
    words = sorted({"".join(rng.choice(letters) for _ in range(n)) for n in lengths for _ in range(per_length)})
    plan = plan_fill(shape, words_from(words))
    grids = list(iter_fills(plan))
    assert len(grids) == len(set(grids))
    brute = brute_force(shape, words)
    if plan.mirror_step is None:
        assert set(grids) == brute
    else:
        assert len(grids) == distinct_up_to_transpose(shape, brute)
        assert {min(g, transposed(shape, g)) for g in grids} == {min(g, transposed(shape, g)) for g in brute}


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2))
def test_seven_by_seven_matches_brute_force(seed):
    rng = random.Random(seed)
    words = crossing_words(rng, 7, 12)
    shape = waffle_shape(7, 7)
    grids = list(iter_fills(plan_fill(shape, words_from(words))))
    brute = brute_force(shape, words)
    assert len(grids) == distinct_up_to_transpose(shape, brute) > 50
    assert {min(g, transposed(shape, g)) for g in grids} == {min(g, transposed(shape, g)) for g in brute}


@pytest.mark.slow
def test_pins_place_words_and_letters_and_filter_exactly():
    rng = random.Random(11)
    shape = waffle_shape(3, 3)
    words = sorted({"".join(rng.choice("AEIOTRS") for _ in range(3)) for _ in range(120)})
    pins = parse_pins(shape, ["r1=" + words[0], "2,1=" + words[0][0]])
    plan = plan_fill(shape, words_from(words), pins)
    grids = set(iter_fills(plan))
    assert grids == brute_force(shape, words, pins)
    assert all(g[:3] == words[0] for g in grids)
    one = random_fill(plan, random.Random(1)) if grids else None
    assert one is None or one in grids


def test_impossible_pins_name_the_slot_at_once():
    shape = waffle_shape(5, 5)
    words = words_from(["CRANE", "CRATE", "EARTH", "TRACE", "REACT", "HEART"])
    with pytest.raises(PuzzleError, match="column 1 down"):
        plan_fill(shape, words, parse_pins(shape, ["r1=QUERY"]))
    with pytest.raises(PuzzleError, match="disagree at row 1, column 1"):
        plan_fill(shape, words, parse_pins(shape, ["r1=CRANE", "c1=TRACE"]))
    with pytest.raises(PuzzleError, match="no word starts at 'r2'"):
        parse_pins(shape, ["r2=CRANE"])


def test_pin_text_reads_words_and_letters_by_hand():
    """One reading for the dialog's line and the CLI's flags: slot numbers as printed, cells
    row by row with the holes skipped (row 3, column 3 of a 5x5 waffle is cell 10)."""
    shape = waffle_shape(5, 5)
    pins = parse_pins(shape, ["r1=fugue", "c3=GLOBE", "3,3=e", "r5=OMEGA"])
    assert pins == Pins({0: "FUGUE", 4: "GLOBE", 2: "OMEGA"}, {10: "E"})
    assert parse_pins(shape, []) == Pins() and not parse_pins(shape, [])
    for bad, message in (("x1=CRANE", "pin a word as"), ("2,2=E", "no cell at row 2, column 2"), ("1,1=EE", "one")):
        with pytest.raises(PuzzleError, match=message):
            parse_pins(shape, [bad])


def test_split_and_resumed_enumeration_finds_the_same_grids():
    words = default_words("common", 5.0)  # about 220 five-letter words, 341 grids
    shape = waffle_shape(5, 5)
    whole = set(iter_fills(plan_fill(shape, words)))
    first = [report.finished for report in enumerate_grids(shape, words, pieces=8) if report.finished]
    done = {part.chunk for part in first[:3]}
    rest = [report.finished for report in enumerate_grids(shape, words, pieces=8, skip=done, jobs=2) if report.finished]
    assert {part.chunk for part in rest} == set(range(8)) - done
    combined = [g for part in first[:3] + rest for g in part.grids]
    assert len(combined) == len(set(combined)) and set(combined) == whole and len(whole) > 100


@pytest.mark.slow
def test_one_first_word_streams_its_grids_a_second_word_at_a_time():
    """WIELD alone leads to 367,146 5x5 grids of the common tier: the first grid
    must come after a small part of that search (not after all of it, held in memory)."""
    plan = plan_fill(waffle_shape(5, 5), default_words("common"))
    whole = 0

    def count_whole() -> None:
        nonlocal whole
        whole += 1

    for _ in iter_fills(plan, ["WIELD"], NodeSearch(on_node=count_whole)):
        pass
    to_first = 0

    def count_to_first() -> None:
        nonlocal to_first
        to_first += 1

    next(iter_fills(plan, ["WIELD"], NodeSearch(on_node=count_to_first)))
    assert whole > 10_000 and to_first < whole / 20


@pytest.mark.slow
def test_the_estimate_sizes_a_small_search_and_flags_the_default_one():
    words = default_words("common", 5.0)
    shape = waffle_shape(5, 5)
    exact = distinct_up_to_transpose(shape, waffle5_brute_force(words.of_length(5).words))
    small = estimate_fills(plan_fill(shape, words))
    assert exact > 300 and exact / 3 < small.grids < exact * 3 and not small.too_big(2)
    huge = estimate_fills(plan_fill(shape, default_words("common")))  # about 2 billion grids, hours
    assert huge.too_big(2) and huge.grids > 10 * TOO_MANY_GRIDS


SMALL_WORDS = ["CAT", "COT", "TOT", "TAT", "ACT", "OAT", "TAO", "COO", "ATE", "TEA", "EAT", "TOE", "ACE", "ICE", "ETA"]
PINNED = [  # (shape, tier or a small list, pins): searches that finish in seconds, 30 to 2 million grids
    (waffle_shape(3, 3), SMALL_WORDS, ["1,1=T"]),
    (waffle_shape(5, 5), 5.0, ["1,1=S"]),
    (waffle_shape(5, 5), None, ["3,3=X", "1,1=J"]),
    (waffle_shape(7, 7), None, ["r1=BALANCE", "c1=BROTHER"]),
    (waffle_shape(5, 7), None, ["c1=CANDY"]),
    (solid_shape(4, 4), None, ["1,1=Z"]),
    (waffle_shape(5, 5), None, ["r1=HEART", "5,5=Y"]),
    (waffle_shape(5, 5), None, ["r5=WORLD", "3,3=E"]),
    (waffle_shape(5, 5), None, ["r1=FUGUE"]),
    (waffle_shape(5, 5), None, ["r3=STORM"]),
]


@pytest.mark.slow
@pytest.mark.parametrize(("shape", "source", "pin_texts"), PINNED, ids=[" ".join(pins) for _, _, pins in PINNED])
def test_the_estimate_is_within_a_factor_of_3_of_the_real_count_on_pinned_searches(shape, source, pin_texts):
    """The count the user is shown before a search (Knuth's estimator over random probes)
    against the enumerator's real count, and on the small lists against brute force."""
    words = words_from(source) if isinstance(source, list) else default_words("common", source)
    pins = parse_pins(shape, pin_texts)
    plan = plan_fill(shape, words, pins)
    real = sum(len(batch) for batch in fill_batches(plan))
    if isinstance(source, list):
        assert real == len(brute_force(shape, source, pins))
    elif source is not None:  # with pins, a grid and its transpose are both kept
        every = waffle5_brute_force(words.of_length(5).words)
        assert real == len({g for g in every if all(g[c] == ch for c, ch in pins.letters.items())})
    estimate = estimate_fills(plan)
    assert real >= 30 and real / 3 <= estimate.grids <= real * 3 and not estimate.too_big(2)


@pytest.mark.slow
def test_a_spooled_enumeration_reports_progress_while_chunks_run_and_writes_every_grid(tmp_path):
    words = default_words("common", 5.0)
    shape = waffle_shape(5, 5)
    reports = list(enumerate_grids(shape, words, jobs=2, spool=tmp_path, keep=50))
    parts = [report.finished for report in reports if report.finished]
    lines = spooled_lines(parts)
    written = {line.replace("/", "").replace(".", "") for line in lines}
    exact = {min(g, transposed(shape, g)) for g in waffle5_brute_force(words.of_length(5).words)}
    assert len(lines) == len(written) == len(exact) == sum(p.count for p in parts) == reports[-1].found
    assert {min(g, transposed(shape, g)) for g in written} == exact
    assert sum(len(p.grids) for p in parts) == 50 and reports[-1].searched == 1.0
    (tmp_path / "huge").mkdir()
    huge = enumerate_grids(shape, default_words("common"), jobs=2, spool=tmp_path / "huge")
    running = next(r for r in huge if r.searched > 0 and r.found > 0)  # chunks take minutes each
    huge.close()
    assert running.finished is None and not multiprocessing.active_children()


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3))
def test_a_rectangular_waffle_with_pins_on_a_column_first_matches_brute_force(seed):
    """A pinned down word leads the search, so the array search runs with the columns
    as its rows; a pinned letter off the crossings narrows another slot's words."""
    rng = random.Random(seed)
    words = crossing_words(rng, 5, 14) + crossing_words(rng, 7, 14)
    shape = waffle_shape(5, 7)  # rows of 7 letters, columns of 5
    column = next(w for w in words if len(w) == 5)
    pins = parse_pins(shape, [f"c3={column}", f"1,2={words[-1][1]}"])
    plan = plan_fill(shape, words_from(words), pins)
    assert plan.lattice is not None and not shape.slots[plan.lattice.rows[0]].across
    grids = list(iter_fills(plan))
    brute = brute_force(shape, words, pins)
    assert len(grids) == len(set(grids)) and set(grids) == brute and len(brute) > 0


@pytest.mark.parametrize(
    ("shape", "words"),
    [
        (waffle_shape(5, 5), crossing_words(random.Random(5), 5, 10)),
        (solid_shape(3, 3), ["".join(w) for w in itertools.product("AB", repeat=3)][:7]),
    ],
    ids=["waffle5", "solid3"],
)
def test_repeated_words_when_allowed_match_brute_force(shape, words):
    plan = plan_fill(shape, words_from(words), allow_repeats=True)
    assert plan.lattice is not None and plan.mirror_step is None
    grids = list(iter_fills(plan))
    brute = brute_force(shape, words, repeats=True)
    assert len(grids) == len(set(grids)) and set(grids) == brute
    assert any(len(set(shape.words(g))) < len(shape.slots) for g in grids)  # some grid repeats a word


def test_the_array_search_is_used_where_every_row_crosses_every_column():
    words = words_from(["".join(w) for n in (2, 3) for w in itertools.product("AB", repeat=n)])
    assert plan_fill(waffle_shape(3, 3), words).lattice is not None
    assert plan_fill(solid_shape(3, 3), words).lattice is not None
    assert plan_fill(SMALL_SHAPES[3], words).lattice is None  # a custom mask: the node search


def test_batches_report_monotone_progress_up_to_every_first_word():
    rng = random.Random(2)
    words = crossing_words(rng, 5, 20)
    plan = plan_fill(waffle_shape(5, 5), words_from(words))
    batches = list(fill_batches(plan))
    done = [b.done for b in batches]
    assert done == sorted(done) and done[-1] == len(plan.first_candidates)
    grids = [g for b in batches for g in b.grids]
    brute = waffle5_brute_force(words)
    assert len(grids) == distinct_up_to_transpose(waffle_shape(5, 5), brute) > 100


@pytest.mark.slow
def test_a_search_handed_to_processes_mid_chunk_counts_every_grid_once(tmp_path, monkeypatch):
    """With no time in this process the first chunk stops after its first batch and
    starts again in a worker: the tally forgets its grids, `keep` still holds, and the
    chunks come back in chunk order."""
    monkeypatch.setattr(runner_local, "SPAWN_AFTER_SECONDS", 0.0)
    rng = random.Random(3)
    words = crossing_words(rng, 5, 20)
    shape = waffle_shape(5, 5)
    reports = list(enumerate_grids(shape, words_from(words), jobs=2, pieces=4, spool=tmp_path, keep=30))
    parts = [r.finished for r in reports if r.finished]
    lines = spooled_lines(parts)
    exact = {min(g, transposed(shape, g)) for g in waffle5_brute_force(words)}
    assert [p.chunk for p in parts] == [0, 1, 2, 3]  # in chunk order, whichever process finished first
    assert len(lines) == len(exact) == reports[-1].found == sum(p.count for p in parts)
    assert {min(g, transposed(shape, g)) for g in (line.replace("/", "").replace(".", "") for line in lines)} == exact
    assert sum(len(p.grids) for p in parts) == 30


PLAIN_CASES = [
    (waffle_shape(5, 5), NO_PINS, False, 5, 14),
    (waffle_shape(7, 7), NO_PINS, False, 7, 12),
    (waffle_shape(5, 7), NO_PINS, False, 0, 0),
    (solid_shape(3, 3), NO_PINS, True, 0, 0),
    (waffle_shape(5, 5), Pins({}, {0: "A"}), False, 5, 14),
]


@pytest.mark.slow
@pytest.mark.parametrize(("shape", "pins", "repeats", "length", "count"), PLAIN_CASES)
@pytest.mark.parametrize("seed", range(2))
def test_the_plain_python_search_finds_the_array_searchs_grids_in_its_order(shape, pins, repeats, length, count, seed):
    """The same grids as an independent brute force, and line for line the array
    search's: a resumed enumeration may run a chunk with either."""
    rng = random.Random(seed)
    if length:
        words = crossing_words(rng, length, count)
    else:  # every length the shape needs, from few letters: many crossings
        lengths = {len(s) for s in shape.slots}
        words = sorted({"".join(rng.choice("ABE") for _ in range(n)) for n in lengths for _ in range(14)})
    plan = plan_fill(shape, words_from(words), pins, allow_repeats=repeats)
    assert plan.bits is not None
    plain = [g for b in fill_batches(plan, engine=PlainSearch()) for g in b.grids]
    arrays = [g for b in fill_batches(plan) for g in b.grids]
    assert plain == arrays
    brute = brute_force(shape, words, pins, repeats)
    if plan.mirror_step is None:
        assert set(plain) == brute and len(plain) == len(brute) > 0
    else:
        assert len(plain) == distinct_up_to_transpose(shape, brute) > 0
        assert {min(g, transposed(shape, g)) for g in plain} == {min(g, transposed(shape, g)) for g in brute}


def test_the_plain_python_search_yields_monotone_progress_in_small_batches(monkeypatch):
    monkeypatch.setattr(fill_bits, "NODES_PER_BATCH", 3)
    words = crossing_words(random.Random(4), 5, 20)
    plan = plan_fill(waffle_shape(5, 5), words_from(words))
    batches = list(fill_batches(plan, engine=PlainSearch()))
    done = [b.done for b in batches]
    assert len(batches) > 20 and done == sorted(done) and done[-1] == len(plan.first_candidates)
    grids = [g for b in batches for g in b.grids]
    assert len(grids) == len(set(grids)) == distinct_up_to_transpose(waffle_shape(5, 5), waffle5_brute_force(words))


@pytest.mark.slow
@pytest.mark.parametrize("small_seconds", [0.0, 1e9])
def test_an_enumeration_outgrowing_the_plain_search_goes_on_with_arrays_and_counts_every_grid_once(
    tmp_path, monkeypatch, small_seconds
):
    """With no time for the plain search, its first chunk stops after a batch and the
    array search does it again; with all the time, the plain search does every chunk."""
    monkeypatch.setattr(runner_local, "SMALL_SECONDS", small_seconds)
    monkeypatch.setattr(runner_local, "SMALL_CHECK_AFTER", small_seconds)  # 0: projected at once; else never
    monkeypatch.setattr(fill_bits, "NODES_PER_BATCH", 1)
    arrays = []
    monkeypatch.setattr(lattice, "lattice_grids", lambda *a: arrays.append(a) or real_lattice_grids(*a))
    words = crossing_words(random.Random(3), 5, 20)
    shape = waffle_shape(5, 5)
    reports = list(enumerate_grids(shape, words_from(words), pieces=4, spool=tmp_path, keep=30))
    parts = [r.finished for r in reports if r.finished]
    lines = spooled_lines(parts)
    exact = {min(g, transposed(shape, g)) for g in waffle5_brute_force(words)}
    assert [p.chunk for p in parts] == [0, 1, 2, 3]
    assert len(lines) == len(exact) == reports[-1].found == sum(p.count for p in parts)
    assert {min(g, transposed(shape, g)) for g in (line.replace("/", "").replace(".", "") for line in lines)} == exact
    assert sum(len(p.grids) for p in parts) == 30
    assert len(arrays) == (4 if small_seconds == 0 else 0)  # a call per chunk, or none


def test_the_plain_and_array_searches_agree_on_words_with_the_27th_tile():
    """Ñ is code 26 (studio/core/alphabet.py): past the 26 letters both searches index by."""
    rng = random.Random(5)
    words = sorted(
        {"".join(rng.choice("AÑ") if i % 2 == 0 else rng.choice("CDEÑ") for i in range(5)) for _ in range(16)}
    )
    plan = plan_fill(waffle_shape(5, 5), words_from(words, lang="es"))
    plain = [g for b in fill_batches(plan, engine=PlainSearch()) for g in b.grids]
    arrays = [g for b in fill_batches(plan) for g in b.grids]
    assert plain == arrays
    exact = {min(g, transposed(waffle_shape(5, 5), g)) for g in waffle5_brute_force(words)}
    assert {min(g, transposed(waffle_shape(5, 5), g)) for g in plain} == exact and any("Ñ" in g for g in exact)
