"""The core states facts, the front ends phrase them (issue 35): every code has its one
phrasing, errors carry a code and fields across processes and into --json, and the same
fact reads in German with German numbers. Oracles: the hand-counted fields of small inputs
(a grid file's line and column, a word list's line), the .ts catalogue's German, and
German typography (1.200.000; 36,0)."""

from __future__ import annotations

import pickle

import pytest

from studio import language
from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact, cell, fact
from studio.core.waffle.formats import parse_text
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import waffle_shape
from studio.core.words import parse_wordlist
from studio.core.wordsets import SetQuery, none_found
from studio.language.facts import PHRASES, phrase
from studio.operations.scramble import refusal as scramble_refusal
from studio.operations.solve import refusal as solve_refusal

ESTIMATE = fact(Code.ESTIMATE, seconds=360.0, jobs=2, grids=1_200_000.0, bytes=36_000_000.0, at_least=False)


@pytest.fixture
def german():
    yield language.use("de")
    language.use("en")


def test_every_code_has_one_phrasing():
    assert set(PHRASES) == set(Code)


def test_a_grid_files_bad_letter_is_a_fact_with_its_line_and_column():
    """Line 2 is 'D#E': the '#' is its second character."""
    with pytest.raises(PuzzleError) as err:
        parse_text("ABC\nD#E\nFGH\n\nggg\ng-g\nggg\n")
    assert (err.value.line, err.value.column) == (2, 2)
    assert err.value.fact == fact(Code.HOLE_HINT, why=fact(Code.NOT_A_LETTER_AZ, char="#", extra=()))


def test_a_word_lists_bad_weight_names_its_line_and_column():
    """Line 3, 'dog x': the weight starts at column 5."""
    with pytest.raises(PuzzleError) as err:
        parse_wordlist("cat\t1\nemu 2\ndog x\n", "words.txt")
    assert err.value.fact == fact(Code.BAD_WEIGHT, weight="x", problem="number")
    assert (err.value.line, err.value.column, err.value.source) == (3, 5, "words.txt")


def test_the_use_cases_refuse_with_facts_the_window_asks_for():
    shape = waffle_shape(3, 3)
    blank = Puzzle(shape, "CAT XTOE", "g" * 8)  # cell 4 (row 2, column 1) has no letter
    assert solve_refusal(blank, "en") == fact(Code.TILES_WITHOUT_LETTER, missing=1, tiles=8)
    enye = Puzzle(shape, "CAÑUXTOE", "g" * 8)
    foreign = solve_refusal(enye, "en")
    assert foreign is not None and foreign.code is Code.NOT_SOLVED
    assert foreign.inner("why").inners("tiles")[0]["cells"] == (cell(1, 3),)
    assert scramble_refusal(Puzzle(shape, "CATUXTOE", "g" * 8, "CAT XTOE")) == fact(Code.FILL_SOLUTION_FIRST)
    assert scramble_refusal(Puzzle(shape, "CATUXTOE", "g" * 8, "CATUXTOE")) is None


def test_no_word_set_says_what_was_searched_and_what_can_help():
    found = none_found(SetQuery("common", 4, 5, 3.5), 1200)
    assert found == fact(
        Code.NO_SETS, k=4, n=5, words=1200, min_zipf=3.5, changes=("fewer", "shorter", "cutoff", "bigger")
    )


def test_an_error_keeps_its_fact_across_processes_and_in_json():
    err = PuzzleError(fact(Code.NOT_A_COLOUR, char="x", name=None), line=5, column=3, source="p.txt")
    back = pickle.loads(pickle.dumps(err))
    assert (back.fact, back.line, back.column, back.source) == (err.fact, 5, 3, "p.txt")
    assert back.to_json() == {
        "code": "not_a_colour",
        "char": "x",
        "name": None,
        "line": 5,
        "column": 3,
        "source": "p.txt",
    }
    assert ESTIMATE.to_json()["grids"] == 1_200_000.0


def test_english_reads_as_before():
    assert phrase(ESTIMATE) == "about 3 min on 2 processes and make about 1,200,000 grids (a file of 36.0 MB)"
    assert phrase(fact(Code.UNIQUE_AFTER_SAFE_SWAPS, swaps=1)) == "unique after 1 safe swap"
    err = PuzzleError(fact(Code.NO_WORD_FITS, slot=fact(Code.ACROSS, row=1, start=1)), line=3, source="p.txt")
    assert str(err) == (
        "p.txt, line 3: no word in the list fits row 1 across: check its letters and colours, or use a larger word list"
    )


def test_the_same_fact_in_german_with_german_numbers(german):
    assert phrase(ESTIMATE) == "etwa 3 min mit 2 Prozessen und ergäben etwa 1.200.000 Gitter (eine Datei von 36,0 MB)"
    err = PuzzleError(fact(Code.NO_WORD_FITS, slot=fact(Code.ACROSS, row=1, start=1)), line=3, source="p.txt")
    assert str(err).startswith("p.txt, Zeile 3: kein Wort der Liste passt in Zeile 1 waagrecht: prüfen Sie")


def test_a_fact_is_a_value():
    assert isinstance(ESTIMATE, Fact) and hash(ESTIMATE) == hash(pickle.loads(pickle.dumps(ESTIMATE)))
    assert ESTIMATE.real("grids") == 1_200_000.0 and ESTIMATE.whole("jobs") == 2
