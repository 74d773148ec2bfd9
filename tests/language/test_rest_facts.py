"""The last English the core built (issue 35): cluster, autosave, export, swap-count, --jobs,
Letter Boxed size, series and result-code refusals, the hint ladder, the picture reader's
note, the command line's review and the Wordle lists' names are facts, each phrased in
German in German. Oracles: hand-counted fields (24 << 24 = 402,653,184 states; the third
step's index) and the German of the catalogue, with German digit grouping."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import pytest

from studio import language
from studio.cli.waffle import unchecked_text
from studio.core.autosave import History, history_text, read_history
from studio.core.cluster import check_scheduler, scheduler_lost
from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.jobs import check_jobs
from studio.core.letterboxed.solver import check_search_size
from studio.core.waffle.export import Clash, FormatClash, export_format
from studio.core.waffle.formats import export_names
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.results import read_result_codes
from studio.core.waffle.review import Unchecked
from studio.core.waffle.screenshot import LetterChoice, ScreenReading
from studio.core.waffle.series import parse_date, schedule
from studio.core.waffle.shape import waffle_shape
from studio.language.facts import phrase
from studio.render.picture import unsure_note


@pytest.fixture
def german():
    yield language.use("de")
    language.use("en")


def refusal(call, *args) -> PuzzleError:
    with pytest.raises(PuzzleError) as err:
        call(*args)
    return err.value


def test_cluster_refusals_are_facts_phrased_in_german(german):
    bad = refusal(check_scheduler, "tcp:/x:1")
    assert bad.fact == fact(Code.SCHEDULER_ADDRESS, address="tcp:/x:1")
    assert str(bad) == "'tcp:/x:1': geben Sie eine Scheduler-Adresse wie tcp://host:8786 an, oder local"
    lost = scheduler_lost("tcp://h:1")
    assert phrase(lost) == "der Dask-Scheduler unter tcp://h:1 ging mitten in der Suche verloren (wurde er gestoppt?)"


def test_jobs_and_board_size_refusals_carry_their_numbers(german):
    jobs = refusal(check_jobs, 0)
    assert jobs.fact.code is Code.JOBS and jobs.fact.whole("jobs") == 0
    assert str(jobs).startswith("0 Prozesse: wählen Sie 1 bis ")
    board = refusal(check_search_size, 24)
    assert board.fact.whole("states") == 402_653_184  # 24 x 2^24, by hand
    assert "402.653.184 Suchzustände" in str(board)


def test_a_damaged_autosave_names_its_step_in_german(tmp_path, german):
    values = tuple({"n": n} for n in range(4))
    data = json.loads(history_text(History("waffle", None, values, ("",) * 4, 2, 1)))
    path = tmp_path / "waffle-1.json"
    path.write_text(json.dumps({**data, "index": 9}, indent=1))
    err = refusal(read_history, path)
    assert err.fact == fact(Code.AUTOSAVE_INDEX, last=3) and err.line is not None
    assert "index muss ein Schritt sein, 0 bis 3" in str(err)


def test_export_clashes_are_facts_that_cross_processes_and_read_german(german):
    clash = refusal(export_format, Path("a.png"), "svg", True)
    assert isinstance(clash, FormatClash) and clash.clash == Clash("a.png", "png", "svg")
    assert clash.fact == fact(Code.FORMAT_CLASH, name="a.png", stem="a", named="png", chosen="svg")
    again = pickle.loads(pickle.dumps(clash))
    assert again.clash == clash.clash and again.fact == clash.fact
    german_clash = "a.png bezeichnet eine .png-Datei, aber --format ist svg: nennen Sie sie a.svg"
    assert str(clash) == f"{german_clash}, oder lassen Sie --format weg"
    language.use("en")
    assert str(refusal(export_format, Path("a.png"), None, True, True)) == "a sheet is a PDF: name it a.pdf, not a.png"
    # both stems are d: each file is named stem-suffix, and the two names are the same
    same = refusal(export_names, [Path("x/d.json"), Path("y/d.json")], "png")
    assert same.fact == fact(Code.SAME_EXPORT_NAME, first="x/d.json", other="y/d.json", name="d-json.png")


def test_a_swap_count_out_of_range_is_a_fact():
    shape = waffle_shape(3, 3)
    puzzle = Puzzle(shape, "CATOITEN", "g" * 8, meta={"swaps_left": -1})
    from studio.core.waffle.play import position

    err = refusal(position, puzzle)
    assert err.fact == fact(Code.SWAP_COUNT_FIELD, field="swaps_left", most=200, found="-1")


def test_series_and_result_codes_refuse_in_german(german):
    assert refusal(parse_date, "2026-13-01").fact == fact(Code.START_DATE, text="2026-13-01")
    assert "ist kein Datum der Form JJJJ-MM-TT" in str(refusal(parse_date, "x"))
    ramp = refusal(schedule, [1.0], parse_date("2026-01-01"), "day", "up")
    assert ramp.fact.code is Code.SERIES_RAMP and ramp.fact.text("ramp") == "up"
    code = refusal(read_result_codes, ["R-AB#D"])
    assert code.fact.code is Code.IN_RESULT_CODE and code.fact.whole("number") == 1
    assert code.fact.inner("why") == fact(Code.RESULT_CHARACTER, at=5, char="#")
    assert str(code).startswith("Code 1: Zeichen 5 des Ergebniscodes, '#',")


def test_the_picture_note_and_the_cli_review_read_german(german):
    shape = waffle_shape(3, 3)
    puzzle = Puzzle(shape, "CATOITEN", "g" * 8)
    reading = ScreenReading(puzzle, (1.0,) * 8, (1, 4), (LetterChoice(4, "D", "O", "rare-words"),), swaps_left=1)
    note = unsure_note(reading)
    assert note.startswith("2 unsichere Plättchen: ") and "Zeile 2 Sp. 3 sieht am ehesten wie D aus" in note
    assert note.endswith("; der Zähler des Spiels zeigt 1 verbleibenden Tausch")
    said = unchecked_text(shape, Unchecked("same_tile", step=2, place=(0, 1)))
    assert said == "Tausch 3: Zeile 1, Spalte 2 wird mit sich selbst getauscht"
    language.use("en")
    assert unsure_note(reading).startswith("2 tiles unsure: row 1 col 2 (A), row 2 col 3 (I); row 2 col 3 looks")
    assert unchecked_text(shape, Unchecked("same_tile", step=2, place=(0, 1))) == (
        "swap 3: row 1, column 2 is swapped with itself"
    )


def test_wordle_list_names_are_facts(german):
    assert phrase(fact(Code.BUILT_IN_LISTS, letters=5, language="")) == "eingebaute Listen mit 5 Buchstaben"
    assert phrase(fact(Code.LIST_FILES, files=("a.txt", "b.txt"))) == "a.txt + b.txt"
