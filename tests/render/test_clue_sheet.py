"""Clue sheets and answer keys with meanings, written by the CLI and read back by poppler's
pdftotext. Oracles: daily #1's words (FUGUE LOOSE OMEGA across, FOLIO GLOBE ENEMA down),
numbered by hand as a crossword numbers them (1 F, 2 G, 3 E on the top row, 4 L, 5 O), and
WordNet 3.0's first senses read off by hand."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from studio.cli import main
from studio.cli.exits import Exit
from studio.core.alphabet import LANGUAGES
from studio.core.errors import PuzzleError
from studio.core.meanings import Meaning, meaning
from studio.core.waffle.formats import read_puzzle
from studio.core.waffle.sheet import CardOptions, Note, clue, clue_notes, clue_numbers, entry_for
from studio.render.sheet_text import note_text

DAILY = Path(__file__).resolve().parents[2] / "studio" / "resources" / "examples" / "daily-1.json"


def test_clues_are_numbered_as_a_crossword_and_hide_the_word() -> None:
    entry = entry_for("daily-1", read_puzzle(DAILY))
    assert clue_numbers(entry.puzzle.shape) == {0: 1, 2: 2, 4: 3, 8: 4, 16: 5}  # cells F, G, E, L, O
    notes = clue_notes(entry)
    assert notes[0] == Note("across") and notes[4] == Note("down") and notes[0].heading
    assert notes[5] == Note("clue", "FOLIO", 1, "the system of numbering pages")  # FOLIO down
    assert notes[6] == Note("clue", "GLOBE", 2, "the 3rd planet from the sun")  # GLOBE down
    assert note_text(notes[5]) == "1. the system of numbering pages (5)"
    cry = Meaning("CRIES", "cry", "verb", "utter a sudden loud cry")
    assert clue(7, "CRIES", cry) == Note("clue", "CRIES", 7, "utter a sudden loud ~", inflected=True)
    assert note_text(clue(7, "CRIES", cry)) == "7. utter a sudden loud ~ (5, inflected)"
    assert note_text(clue(3, "QZXV", None)) == "3. no definition found (4)"
    assert clue(1, "TREED", meaning("TREED", LANGUAGES["en"])).inflected
    with pytest.raises(PuzzleError, match="clue sheet shows the puzzle"):
        CardOptions(content="solution", clues=True)


def pdf_text(path: Path) -> str:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is missing: apt-get install poppler-utils")
    return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout


def test_a_clue_sheet_with_meanings_reads_back(tmp_path: Path, capsys) -> None:
    out = tmp_path / "clues.pdf"
    args = ["export", str(DAILY), "--sheet", "1", "--clues", "--meanings", "--answers", "--out", str(out)]
    assert main(args) == Exit.DONE
    text = " ".join(pdf_text(out).split())
    assert "Across" in text and "Down" in text
    for printed in (
        "1. the system of numbering pages (5)",
        "2. the 3rd planet from the sun (5)",
        "4. not compact or dense",
    ):
        assert printed in text, printed
    assert "FOLIO (noun): the system of numbering pages" in text  # the answer page's meanings
    assert "GLOBE (noun): the 3rd planet from the sun" in text


def test_clue_sheets_refuse_what_they_cannot_print(tmp_path: Path, capsys) -> None:
    french = tmp_path / "fr.json"
    record = json.loads(DAILY.read_text(encoding="utf-8"))
    record["lang"] = "fr"
    french.write_text(json.dumps(record), encoding="utf-8")
    out = tmp_path / "clues.pdf"
    assert main(["export", str(french), "--sheet", "1", "--clues", "--out", str(out)]) == Exit.BAD_INPUT
    err = capsys.readouterr().err
    assert "no meanings for this language" in err and err.count("\n") == 1 and not out.exists()
    args = ["export", str(DAILY), "--sheet", "1", "--clues", "--show", "solution", "--out", str(out)]
    assert main(args) == Exit.BAD_INPUT
    assert "clue sheet shows the puzzle" in capsys.readouterr().err and not out.exists()
