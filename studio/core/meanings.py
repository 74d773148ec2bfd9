"""A word's short definition, offline: what a solved puzzle, a win and a clue sheet show.

The definitions are WordNet 3.0's, built into studio/resources/meanings/ by
tools/build_meanings.py: per lemma and part of speech, how often the tagged corpus saw it,
how many senses it has and the first clause of its most frequent sense's gloss; and
WordNet's irregular inflections. A word that is no lemma (or a rarer one than its base)
falls back to its lemma as WordNet's own `morphy` finds it: the exception lists first
(STABBING -> stab), then the detachment rules (TREED -> tree, BOXES -> box).

Of the candidates (the word itself and each lemma found, in each part of speech), the one
the tagged corpus saw most is chosen, then the one with more senses, then the word itself,
then noun, verb, adjective, adverb: STABBING is the verb stab (seen once) rather than the
adjective stabbing (never), TREED the verb tree (4 senses) rather than the adjective (1).
Languages without a free offline source (Language.meanings is "") have no meanings at all,
which `has_meanings` tells apart from a word that has none.
"""

from __future__ import annotations

import gzip
from bisect import bisect_left
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, NamedTuple

from studio.core.alphabet import Language, is_word
from studio.core.errors import PuzzleError
from studio.resources import resource

PartOfSpeech = Literal["noun", "verb", "adjective", "adverb"]
_POS: dict[str, PartOfSpeech] = {"n": "noun", "v": "verb", "a": "adjective", "r": "adverb"}
# WordNet's detachment rules (morph.c): an ending and what replaces it, per part of speech
_DETACH: dict[str, tuple[tuple[str, str], ...]] = {
    "n": (
        ("s", ""),
        ("ses", "s"),
        ("xes", "x"),
        ("zes", "z"),
        ("ches", "ch"),
        ("shes", "sh"),
        ("men", "man"),
        ("ies", "y"),
    ),
    "v": (("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")),
    "a": (("er", ""), ("est", ""), ("er", "e"), ("est", "e")),
    "r": (),
}


@dataclass(frozen=True)
class Meaning:
    """A word's short definition: the word as asked, the lemma defined, which part of speech."""

    word: str
    lemma: str
    pos: PartOfSpeech
    gloss: str


class _Sense(NamedTuple):
    tagged: int  # how many times WordNet's tagged corpus saw the lemma in this part of speech
    senses: int
    gloss: str


class _Table:
    """The resource's sorted rows, searched by bisection: nothing is parsed but the rows of
    the words asked for, so the first look-up costs the file's decompression only."""

    def __init__(self, rows: list[str]) -> None:
        self.rows = rows

    def _rows_of(self, word: str, pos: str) -> Iterator[list[str]]:
        key = f"{word}\t{pos}\t"
        at = bisect_left(self.rows, key)
        while at < len(self.rows) and self.rows[at].startswith(key):
            yield self.rows[at].split("\t", 4)
            at += 1

    def sense(self, word: str, pos: str) -> _Sense | None:
        for row in self._rows_of(word, pos):
            if row[2] != ">":
                return _Sense(int(row[2]), int(row[3]), row[4])
        return None

    def exceptions(self, word: str, pos: str) -> list[str]:
        return [row[3] for row in self._rows_of(word, pos) if row[2] == ">"]


def has_meanings(lang: Language) -> bool:
    """Whether the studio ships definitions for the language (English only, for now)."""
    return bool(lang.meanings)


@lru_cache(maxsize=2)
def _table(name: str) -> _Table:
    return _Table(gzip.decompress(resource("meanings/" + name).read_bytes()).decode("utf-8").splitlines())


def lemmas(word: str, pos: str, table: _Table) -> list[str]:
    """WordNet's morphy for one part of speech: the word if it is a lemma, its listed
    irregular bases, and what each detachment rule leaves that is a lemma."""
    found = [word, *table.exceptions(word, pos)]
    plain = pos != "n" or not (word.endswith("ss") or len(word) <= 2)
    for ending, stem in _DETACH[pos] if plain else ():
        if word.endswith(ending):
            found.append(word[: len(word) - len(ending)] + stem)
    return [w for w in dict.fromkeys(found) if w and table.sense(w, pos) is not None]


def meaning(word: str, lang: Language) -> Meaning | None:
    """The short definition of `word` (any case, letters only), or None where WordNet has
    none; nothing at all for a language without meanings (ask `has_meanings` first)."""
    if not is_word(word.upper()):
        raise PuzzleError(f"{word!r} is not a word: letters only")
    if not lang.meanings:
        return None
    table = _table(lang.meanings)
    key = word.lower()
    order = list(_POS)
    candidates = [
        (sense, lemma, pos)
        for pos in order
        for lemma in lemmas(key, pos, table)
        if (sense := table.sense(lemma, pos)) is not None
    ]
    if not candidates:
        return None
    sense, lemma, pos = min(candidates, key=lambda c: (-c[0].tagged, -c[0].senses, c[1] != key, order.index(c[2])))
    return Meaning(word.upper(), lemma, _POS[pos], sense.gloss)


def meanings(words: Iterable[str], lang: Language) -> dict[str, Meaning | None]:
    """Each word's meaning, keyed by the word in capitals (a solution's words, a sheet's answers)."""
    return {w.upper(): meaning(w, lang) for w in words}


def meaning_json(found: Meaning | None) -> dict[str, str | None]:
    """A meaning's JSON fields, each None where there is none (define's and solve's --json)."""
    if found is None:
        return {"lemma": None, "pos": None, "gloss": None}
    return {"lemma": found.lemma, "pos": found.pos, "gloss": found.gloss}
