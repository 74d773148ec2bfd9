"""A series: its schedule and ramp (hand-worked on a calendar), no word twice, result
codes (bytes packed by hand), and the difficulty that counts rare words, measured on the
game's own archive against the failure rates the game published."""

from __future__ import annotations

import datetime as dt
import json
import math

import pytest

from studio.core.errors import PuzzleError
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.quality import difficulty, rare_word_bits, series_difficulty
from studio.core.waffle.results import read_result_code, read_result_codes, result_code, series_names, series_tag
from studio.core.waffle.series import check_name, parse_date, repeated_word, schedule
from studio.core.waffle.shape import waffle_shape
from studio.core.waffle.share import fletcher16
from studio.core.words import default_words

MONDAY = dt.date(2026, 3, 2)


def test_a_rising_ramp_puts_the_easiest_first_one_a_day() -> None:
    days = schedule([5.0, 1.0, 3.0], MONDAY)
    assert [(d.number, d.date.isoformat(), d.index) for d in days] == [
        (1, "2026-03-02", 1),
        (2, "2026-03-03", 2),
        (3, "2026-03-04", 0),
    ]


def test_a_weekday_ramp_makes_mondays_easiest_and_sundays_hardest() -> None:
    # 14 puzzles from a Thursday: scores 0..13 given hardest first, so index i has score 13 - i
    thursday = dt.date(2026, 3, 5)
    days = schedule([13.0 - i for i in range(14)], thursday, ramp="weekday")
    score = {d.date: 13 - d.index for d in days}
    mondays = sorted(s for date, s in score.items() if date.weekday() == 0)
    sundays = sorted(s for date, s in score.items() if date.weekday() == 6)
    assert mondays == [0, 1] and sundays == [12, 13]
    for monday in (date for date in score if date.weekday() == 0):  # and each week climbs to Sunday
        week = [score[monday + dt.timedelta(days=k)] for k in range(7) if monday + dt.timedelta(days=k) in score]
        assert week == sorted(week)


def test_weekly_days_are_seven_apart_and_given_keeps_the_order() -> None:
    days = schedule([2.0, 1.0, 0.0], MONDAY, every="week", ramp="given")
    assert [(d.date.isoformat(), d.index) for d in days] == [("2026-03-02", 0), ("2026-03-09", 1), ("2026-03-16", 2)]


def test_a_word_twice_in_a_series_is_named_with_both_puzzles() -> None:
    words = [("CAT", "BEE"), ("SUN", "ART"), ("HOT", "BEE")]
    found = repeated_word(words)
    assert found is not None and (found.word, found.first, found.second) == ("BEE", 0, 2)
    assert repeated_word([("CAT", "BEE"), ("SUN", "ART")]) is None


@pytest.mark.parametrize("text", ["2026-13-01", "tomorrow", "", "2026-02-30"])
def test_a_bad_start_date_is_refused(text: str) -> None:
    with pytest.raises(PuzzleError, match="YYYY-MM-DD"):
        parse_date(text)


def test_a_series_name_is_checked() -> None:
    assert check_name("  Class 4B ") == "Class 4B"
    for bad in ("", "x" * 40, "tab\x0bhere"):
        with pytest.raises(PuzzleError):
            check_name(bad)


def _packed(name: str) -> bytes:
    """A result code's bytes, packed by hand from results.py's docstring."""
    data = bytes([1, 0x12, 0x34, 0, 12, 0x04, 7, 2, 0, len(name.encode())]) + name.encode()
    return data + fletcher16(data).to_bytes(2, "big")


def _base32(data: bytes) -> str:
    bits = "".join(f"{b:08b}" for b in data)
    bits += "0" * (-len(bits) % 5)
    return "".join("0123456789ABCDEFGHJKMNPQRSTVWXYZ"[int(bits[k : k + 5], 2)] for k in range(0, len(bits), 5))


def test_a_result_code_packed_by_hand_reads_back() -> None:
    code = "r-" + _base32(_packed("Ana")).lower()  # any case, no dashes between groups
    result = read_result_code(code)
    assert (result.name, result.tag, result.day, result.outcome) == ("Ana", 0x1234, 12, "won")
    assert (result.stars, result.swaps, result.hints, result.undos) == (4, 7, 2, 0)
    assert result_code(result).replace("-", "")[1:] == _base32(_packed("Ana"))
    assert read_result_code(code.upper().replace("0", "O")) == result  # O read as 0


def test_bad_result_codes_say_what_is_wrong() -> None:
    good = result_code(read_result_code(_base32(_packed("Ana"))))
    changed = good[:-1] + ("2" if good[-1] != "2" else "3")
    with pytest.raises(PuzzleError, match="mistyped"):
        read_result_code(changed)
    with pytest.raises(PuzzleError, match="character 5"):
        read_result_code("R-AB#D")
    with pytest.raises(PuzzleError, match="cut short"):
        read_result_code(good[:12])
    with pytest.raises(PuzzleError, match="code 2"):
        read_result_codes([good, "R-UUUU"])


def test_pasted_codes_split_at_each_prefix_and_sort_by_name() -> None:
    ana, bob = (result_code(read_result_code(_base32(_packed(name)))) for name in ("Ana", "bob"))
    spaced = "R-" + bob[2:].replace("-", " ")  # its groups split by spaces, as a chat may wrap them
    results = read_result_codes([f"{spaced}  {ana}"])
    assert [r.name for r in results] == ["Ana", "bob"]


def test_a_series_tag_is_fnv1a_of_the_name() -> None:
    # FNV-1a 32 of "a" is 0xe40c292c (the published test vector); its low half:
    assert series_tag("a") == 0x292C


@pytest.mark.slow
def test_a_series_is_named_where_its_tag_is_a_known_name_else_numbered() -> None:
    """0x292C is the tag of "a" (hand-worked above); 7 and 9 are no known name's."""
    assert series_names([7, 0x292C, 9, 7, 0x292C], ["Class 4B", "a"]) == {7: 1, 0x292C: "a", 9: 2}
    assert series_names([], ["a"]) == {}


def test_the_rarest_word_adds_bits_for_each_tenfold_past_one_in_a_million() -> None:
    words = default_words("broad")
    shape = waffle_shape(5, 5)
    solution = "FUGUEOLNLOOSEIBMOMEGA"  # daily #1: FUGUE LOOSE OMEGA FOLIO GLOBE ENEMA
    rarest = min(words.zipf(w) for w in shape.words(solution))
    puzzle = Puzzle(shape, solution, "g" * 21, solution)
    assert rare_word_bits(puzzle, words) == round(max(0.0, 3.0 - rarest) * math.log2(10), 1)
    assert series_difficulty(puzzle, words) == round(difficulty(puzzle, words) + rare_word_bits(puzzle, words), 1)


def _percentile(scores: dict[int, float], number: int) -> float:
    return 100 * sum(s < scores[number] for s in scores.values()) / len(scores)


@pytest.mark.slow
def test_the_archive_ordered_by_bits_and_by_the_series_difficulty(shared_data) -> None:
    """Deluxe #9 (56% failed, its rarest word NEEDIER) ranks at the 20th percentile of the
    bits of choice alone; counting its rarest word lifts it to the 46th. Daily #222 (40%
    failed, all its words common) stays in the top eighth: 94th, then 88th. The figures
    are the README's."""
    folder = shared_data / "waffle"
    colours = {
        (c["kind"], c["number"]): c["colors"].replace("b", "-")
        for c in map(json.loads, (folder / "derived_colors.jsonl").open())
    }
    words = default_words("broad")
    ranks = {}
    for kind, size, number in (("deluxe", 7, 9), ("daily", 5, 222)):
        shape = waffle_shape(size, size)
        bits, rated = {}, {}
        for record in map(json.loads, (folder / f"{kind}_archive.jsonl").open()):
            puzzle = Puzzle(shape, record["puzzle"], colours[(kind, record["number"])], record["solution"])
            bits[record["number"]] = difficulty(puzzle.with_changes(solution=None), words)
            rated[record["number"]] = series_difficulty(puzzle, words)
        ranks[kind] = (round(_percentile(bits, number)), round(_percentile(rated, number)))
    assert ranks == {"deluxe": (20, 46), "daily": (94, 88)}
