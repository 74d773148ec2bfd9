"""The words on sheets, cards and their files, in the interface language (studio.language).

The layouts (core/waffle/sheet.py) hold facts: numbers, the user's own title and footer,
which board is which. This module phrases them, so a German teacher prints an English
puzzle with German labels; the puzzle's letters stay the puzzle's. Puzzle numbers are
names ("No. 1200"), written as given; counts follow the locale ("1.200 Tauschzüge").
"""

from __future__ import annotations

from studio.core.meanings import Meaning
from studio.core.waffle.sheet import BoardLabel, Caption, Heading, Note, Page, PageSet, Summary
from studio.language import number, translate

STAR = "☆"  # the caption's stars to colour in: render/cards.py draws them as outlines


def heading_text(heading: Heading) -> str:
    """'No. 3  ·  Week 47  ·  by Ann'."""
    parts = []
    if heading.number is not None:
        parts.append(translate("Sheet", "No. %1").replace("%1", str(heading.number)))
    if heading.title:
        parts.append(heading.title)
    if heading.author:
        parts.append(translate("Sheet", "by %1").replace("%1", heading.author))
    return "  ·  ".join(parts)


def caption_text(caption: Caption) -> str:
    """'13 swaps allowed    ☆☆☆☆☆', or 'solved in 10 swaps' under a solution."""
    parts = []
    allowed, solved_in = caption.allowed, caption.solved_in  # lupdate reads a plural's count only as a name
    if allowed is not None:
        parts.append(translate("Sheet", "%n swaps allowed", None, allowed))
    if caption.stars:
        parts.append(STAR * caption.stars)
    if solved_in is not None:
        parts.append(translate("Sheet", "solved in %n swaps", None, solved_in))
    return "    ".join(parts)


def board_label(label: BoardLabel) -> str:
    """The label over each board of a card showing both."""
    return {"": "", "puzzle": translate("Sheet", "Puzzle"), "solution": translate("Sheet", "Solution")}[label]


def summary_text(summary: Summary) -> str:
    """An answer card's first line: 'fewest swaps: 10 (one of 2 solutions)'."""
    solutions = summary.solutions
    text = translate("Sheet", "fewest swaps: %1").replace("%1", number(summary.fewest))
    if solutions > 1:
        text += " (" + translate("Sheet", "one of %n solutions", None, solutions) + ")"
    return text


def answer_label() -> str:
    """The label of the line a pupil writes the answer on."""
    return translate("Sheet", "Answer:")


def legend_text(mark: str) -> str:
    """What an ink mark means, on the ink sheets' legend."""
    return {
        "g": translate("Sheet", "right letter, right place"),
        "y": translate("Sheet", "in a word, wrong place"),
        "-": translate("Sheet", "not in this word"),
    }[mark]


def page_heading(page: Page) -> str:
    """The puzzle pages carry the sheet's title; the answer pages say they are the answers."""
    if page.kind == "puzzles":
        return page.title
    if page.title:
        return translate("Sheet", "%1: answers").replace("%1", page.title)
    return translate("Sheet", "Answers")


def page_footer(page: Page) -> str:
    """The user's footer, then 'page 2 of 5'."""
    numbered = translate("Sheet", "page %1 of %2").replace("%1", str(page.number)).replace("%2", str(page.total))
    return "    ".join(part for part in (page.footer, numbered) if part)


def default_title() -> str:
    """A sheet's title when the user gives none (the command line's, the dialog's)."""
    return translate("Sheet", "Waffle puzzles")


def card_title(heading: Heading) -> str:
    """A single card's file title (PDF, SVG): its heading, else the game's name."""
    return heading_text(heading) or "Waffle"


def sheet_subject(puzzles: int, answers: bool, pages: PageSet = "all") -> str:
    """What the sheet's PDF says it holds (its subject, which readers show and search)."""
    if pages == "answers":
        return translate("Sheet", "the answers to %n Waffle puzzles", None, puzzles)
    if answers and pages == "all":
        return translate("Sheet", "%n Waffle puzzles with answers", None, puzzles)
    return translate("Sheet", "%n Waffle puzzles", None, puzzles)


def parts_of_speech() -> dict[str, str]:
    """WordNet's parts of speech ("noun") in the interface language (the web page's too)."""
    return {
        "noun": translate("Sheet", "noun"),
        "verb": translate("Sheet", "verb"),
        "adjective": translate("Sheet", "adjective"),
        "adverb": translate("Sheet", "adverb"),
    }


def meaning_text(word: str, found: Meaning | None) -> str:
    """'FOLIO (noun): the system of numbering pages', 'TREED (tree, verb): …': the line
    `define` prints and an answer card shows; the definition is the word's language's."""
    if found is None:
        return translate("Sheet", "%1: no definition found").replace("%1", word.upper())
    lemma = "" if found.lemma == word.lower() else f"{found.lemma}, "
    return f"{word.upper()} ({lemma}{parts_of_speech().get(found.pos, found.pos)}): {found.gloss}"


def note_text(note: Note) -> str:
    """A card's note: a heading over the clues, a numbered clue with the word's length, or a meaning."""
    if note.kind == "across":
        return translate("Sheet", "Across")
    if note.kind == "down":
        return translate("Sheet", "Down")
    if note.kind == "meaning":
        return meaning_text(note.word, note.meaning)
    length = str(len(note.word))
    if note.gloss is None:
        said = translate("Sheet", "no definition found (%1)").replace("%1", length)
    elif note.inflected:
        said = translate("Sheet", "%1 (%2, inflected)").replace("%2", length).replace("%1", note.gloss)
    else:
        said = f"{note.gloss} ({length})"
    return f"{note.number}. {said}"
