"""The oracle of issue 35.6: is a text a user reads English? Built from the studio's own
catalogue, read from the .ts files (not the code): a text that equals an English source text
(its changing parts, {name} or %1, matching anything) where the language's translation differs
from it, and any text holding a common English word that the language's translations never use
(so French keeps "solution", Spanish "no"). Puzzle words (capitals), file names and the studio's
proper names are allowed; the English words of a definition (WordNet glosses) are the puzzle's,
not the interface's, and are taken out by the caller."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache

from studio.resources import resource

# Words no German, French or Spanish sentence needs, and the studio's own nouns: one of them
# in a text is an English leftover, unless the language's own translations use it.
ENGLISH_WORDS = frozenset(
    """
    the with of and is are for this that from which your you has have been not there their would
    should could each every into than then them they what it its by be was can but one two three
    when where how why will only more after before none found left right row column across down hint
    hints green yellow gray grey letters letter list lists file files word words swap swaps solution
    solutions puzzle puzzles solved solve game games set sets guess guesses answer answers page
    pages grid grids shape untitled new open save saved load loaded play show shown move moves tile
    tiles fewest allowed star stars inflected definition clue clues cancel cancelled done running
    search searching read reading copy export print sheet key about make makes take takes processes
    minutes some any other first last here again still already also both same like need needs want
    try start stop without while until because to in a on or as at if no all an do we up out off
    over under use used noun verb adjective adverb
    """.split()  # noqa: SIM905  (a list of words is read as prose)
)

PROPER_NAMES = ("Puzzle Studio", "Waffle", "Wordle", "Letter Boxed", "WordNet", "wordfreq", "Dask", "Qt", "Python")
KEYS = re.compile(r"\b(?:Ctrl|Alt|Shift|Meta)\+[\w+]+|\bUS Letter\b")  # key names, paper sizes: units
FILE_NAME = re.compile(r"\S+\.(?:txt|json|png|svg|pdf|csv|html|tsv|gz|jpg|webp|ini)\b|\S*/\S+|https?://\S+")
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%[n0-9]+|%L?[0-9]")
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


def plain(text: str) -> str:
    """As a user reads it: no markup, mnemonic or extra space; entities decoded."""
    text = re.sub(r"<[^>]+>", " ", text)
    text = text.replace("&nbsp;", " ").replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
    text = re.sub(r"&(?=\S)", "", text.replace("&&", "\0")).replace("\0", "&")
    return " ".join(text.split())


@dataclass(frozen=True)
class Catalogue:
    sources: frozenset[str]  # the English texts with no changing part, translated otherwise
    patterns: tuple[re.Pattern[str], ...]  # those with changing parts
    words: frozenset[str]  # the English words this language's translations never use
    translations: frozenset[str]  # this language's own texts: "Design" is German too


def _prose(text: str) -> str:
    """A text's words, without its changing parts, options (--swaps), file names or proper names."""
    if plain(text).startswith("puzzle-studio ") and ": " not in text:
        return ""  # a command line, quoted (the guide's examples): its words are the command's
    text = re.sub(r"--?[\w-]+", " ", FILE_NAME.sub(" ", KEYS.sub(" ", PLACEHOLDER.sub(" ", plain(text)))))
    for name in PROPER_NAMES:
        text = text.replace(name, " ")
    return text


def _messages(code: str) -> list[tuple[str, list[str]]]:
    root = ET.parse(str(resource(f"i18n/studio_{code}.ts"))).getroot()
    found = []
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        forms = [form.text or "" for form in translation.iter("numerusform")] if translation is not None else []
        if translation is not None and not forms:
            forms = [translation.text or ""]
        found.append((source, forms))
    return found


@cache
def catalogue(code: str) -> Catalogue:
    messages = _messages(code)
    used = {word.lower() for _, forms in messages for form in forms for word in WORD.findall(_prose(form))}
    sources, patterns = set(), []
    for source, forms in messages:
        english = plain(source)
        if english in {plain(form) for form in forms} or not WORD.search(PLACEHOLDER.sub("", english)):
            continue  # kept as it is by the translator (a name, "OK"), or no words at all
        if english in PROPER_NAMES or english.isupper():
            continue
        parts = PLACEHOLDER.split(english)
        if len(parts) == 1:
            sources.add(english)
        elif sum(len(WORD.findall(part)) for part in parts) >= 2:  # "{a} {b}" would match anything
            patterns.append(re.compile(".+?".join(re.escape(part) for part in parts), re.DOTALL))
    translations = frozenset(plain(form) for _, forms in messages for form in forms)
    return Catalogue(frozenset(sources), tuple(patterns), ENGLISH_WORDS - used, translations)


def english_in(text: str, code: str) -> str | None:
    """Why `text` is English in a `code` window (the source it equals, or the English words
    it holds), or None."""
    found = catalogue(code)
    shown = plain(text)
    if shown in found.translations:
        return None
    if shown in found.sources:
        return f"untranslated: {shown!r}"
    bare = shown.rstrip(":.…").strip()
    if bare in found.sources:
        return f"untranslated: {bare!r}"
    for pattern in found.patterns:
        if pattern.fullmatch(shown):
            return f"English template {pattern.pattern!r}"
    words = [w for w in WORD.findall(_prose(shown)) if not (w.isupper() and len(w) > 1) and w.lower() in found.words]
    return f"English words {sorted(set(words))}" if words else None


def english_texts(texts: dict[str, set[str]], code: str) -> dict[str, list[tuple[str, str]]]:
    """Each surface's English texts, with why."""
    found: dict[str, list[tuple[str, str]]] = {}
    for surface, shown in texts.items():
        for text in sorted(shown):
            why = english_in(text, code)
            if why:
                found.setdefault(surface, []).append((text, why))
    return found
