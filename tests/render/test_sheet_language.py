"""Paper in the user's language (issue 35, point 2): a classroom sheet and its answer key in
German and French, read back by poppler (pdftotext), hold none of the sheet's English labels
and the labels a German or French teacher would write; the puzzle stays English (its letters
and the answer's swaps). Oracles: the English labels as this test lists them (the sheet's
source texts), and the German and French words written here by hand."""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata
from pathlib import Path

import pytest

from studio import language
from studio.core.waffle.formats import read_puzzle
from studio.core.waffle.sheet import CardOptions, SheetOptions, entry_for, sheet_pages, swap_lines
from studio.render.files import write_sheet
from studio.render.sheet_text import caption_text, heading_text, page_footer, sheet_subject, summary_text
from studio.resources import resource
from tests.acceptance.test_newsletter_story import pdf_text

DAILY = read_puzzle(resource("examples/daily-1.txt"))  # English, 10 swaps

# Every English label a classroom sheet and its answers print (render/sheet_text.py's sources,
# as printed for this sheet), each of which must be gone in another language
ENGLISH = [
    "swaps allowed",
    "Answer:",
    "right letter, right place",
    "in a word, wrong place",
    "not in this word",
    "No. 1",
    ": answers",
    "page 1 of 2",
    "page 2 of 2",
    "fewest swaps",
]
# What a teacher of each language reads there instead (written by hand, not read from the
# catalogue); daily #1 takes 10 swaps, and the game allows 5 more
EXPECTED = {
    "de": ["15 Tauschzüge erlaubt", "Antwort:", "richtiger Buchstabe, richtiger Platz", "im Wort, falscher Platz",
           "nicht in diesem Wort", "Nr. 1", "Woche 47: Lösungen", "Seite 1 von 2",
           "Seite 2 von 2", "wenigste Tauschzüge: 10"],
    "fr": ["15 échanges permis", "Réponse :", "bonne lettre, bonne place", "dans un mot, mal placée",
           "absente de ce mot", "N° 1", "Semaine 47 : corrigés", "page 1 sur 2",
           "page 2 sur 2", "échanges minimum : 10"],
}  # fmt: skip
TITLES = {"de": "Woche 47", "fr": "Semaine 47"}


@pytest.fixture
def speaking():
    """Phrase in a language for the test, English again afterwards."""
    yield language.use
    language.use("en")


def _pdf_text(pdf: Path, page: int) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", pdf_text(pdf, page)))


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["de", "fr"])
def test_a_classroom_sheet_and_its_answers_in_german_and_french(speaking, tmp_path: Path, lang: str) -> None:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is missing: apt-get install poppler-utils")
    speaking(lang)
    entry = entry_for("daily-1", DAILY)
    entry = entry.__class__(entry.puzzle, 1, entry.answer, entry.name)
    card = CardOptions(style="ink", answer_line=True, labels=True)
    options = SheetOptions(per_page=1, title=TITLES[lang], author="Ms Rivera", card=card, answers=True)
    pdf = tmp_path / "sheet.pdf"
    pages = write_sheet(sheet_pages([entry], options), pdf, "ink", options.author, sheet_subject(1, answers=True))
    assert pages == 2
    puzzle, answers = _pdf_text(pdf, 1), _pdf_text(pdf, 2)
    for label in ENGLISH:
        assert label not in puzzle + " " + answers, label
    for label in EXPECTED[lang]:
        assert label in puzzle + " " + answers, label
    # the puzzle stays English: its tiles' letters, and the swaps of the answer key
    assert entry.answer is not None
    assert swap_lines(entry.puzzle, entry.answer)[0] in answers
    letters = re.findall(r"\b[A-Z]\b", puzzle)
    assert set(DAILY.tiles) <= set(letters)
    info = subprocess.run(["pdfinfo", "-meta", str(pdf)], capture_output=True, text=True, check=True).stdout
    assert {"de": "1 Waffle-Rätsel mit Lösung", "fr": "1 puzzle Waffle avec corrigé"}[lang] in info


def test_plurals_and_numbers_follow_the_language(speaking) -> None:
    """German and French say one and many their way, with their digit grouping; English is
    the source, its singular from the English catalogue."""
    from studio.core.waffle.sheet import Caption, Heading, Page, Rect, Summary

    page = Page(
        210, 297, "answers", "", Rect(0, 0, 1, 1), (), "Klasse 4B", Rect(0, 0, 1, 1), Rect(0, 0, 1, 1), None, 3, 5
    )
    speaking("de")
    assert caption_text(Caption(allowed=1)) == "1 Tauschzug erlaubt"
    assert caption_text(Caption(solved_in=1200)) == "gelöst in 1.200 Tauschzügen"
    assert summary_text(Summary(10, 2)) == "wenigste Tauschzüge: 10 (eine von 2 Lösungen)"
    assert heading_text(Heading(7, "Woche 47", "Frau Roth")) == "Nr. 7  ·  Woche 47  ·  von Frau Roth"
    assert page_footer(page) == "Klasse 4B    Seite 3 von 5"
    speaking("fr")
    assert caption_text(Caption(allowed=0)) == "0 échange permis"  # French: 0 and 1 are singular
    assert caption_text(Caption(allowed=1200)) == "1\u202f200 échanges permis"
    speaking("en")
    assert caption_text(Caption(allowed=1)) == "1 swap allowed"
    assert caption_text(Caption(allowed=13, stars=5)) == "13 swaps allowed    ☆☆☆☆☆"
