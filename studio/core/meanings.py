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

import lzma
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

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


@dataclass(frozen=True)
class _Sense:
    tagged: int  # how many times WordNet's tagged corpus saw the lemma in this part of speech
    senses: int
    gloss: str


@dataclass(frozen=True)
class _Table:
    senses: dict[tuple[str, str], _Sense]  # (lemma, pos) -> its most frequent sense
    exceptions: dict[tuple[str, str], tuple[str, ...]]  # (inflection, pos) -> its lemmas


def has_meanings(lang: Language) -> bool:
    """Whether the studio ships definitions for the language (English only, for now)."""
    return bool(lang.meanings)


@lru_cache(maxsize=2)
def _table(name: str) -> _Table:
    senses: dict[tuple[str, str], _Sense] = {}
    exceptions: dict[tuple[str, str], tuple[str, ...]] = {}
    text = lzma.decompress(resource("meanings/" + name).read_bytes()).decode("utf-8")
    for row in text.splitlines():
        word, pos, kind, rest = row.split("\t", 3)
        if kind == ">":
            exceptions[word, pos] = (*exceptions.get((word, pos), ()), rest)
        else:
            count, gloss = rest.split("\t", 1)
            senses[word, pos] = _Sense(int(kind), int(count), gloss)
    return _Table(senses, exceptions)


def lemmas(word: str, pos: str, table: _Table) -> list[str]:
    """WordNet's morphy for one part of speech: the word if it is a lemma, its listed
    irregular bases, and what each detachment rule leaves that is a lemma."""
    found = [word] if (word, pos) in table.senses else []
    found += table.exceptions.get((word, pos), ())
    plain = pos != "n" or not (word.endswith("ss") or len(word) <= 2)
    for ending, stem in _DETACH[pos] if plain else ():
        if word.endswith(ending):
            base = word[: len(word) - len(ending)] + stem
            if base and (base, pos) in table.senses and base not in found:
                found.append(base)
    return [w for w in found if (w, pos) in table.senses]


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
    candidates = [(lemma, pos) for pos in order for lemma in lemmas(key, pos, table)]
    if not candidates:
        return None

    def rank(candidate: tuple[str, str]) -> tuple[int, int, bool, int]:
        sense = table.senses[candidate]
        return (-sense.tagged, -sense.senses, candidate[0] != key, order.index(candidate[1]))

    lemma, pos = min(candidates, key=rank)
    return Meaning(word.upper(), lemma, _POS[pos], table.senses[lemma, pos].gloss)


def meanings(words: Iterable[str], lang: Language) -> dict[str, Meaning | None]:
    """Each word's meaning, keyed by the word in capitals (a solution's words, a sheet's answers)."""
    return {w.upper(): meaning(w, lang) for w in words}


def meaning_json(found: Meaning | None) -> dict[str, str | None]:
    """A meaning's JSON fields, each None where there is none (define's and solve's --json)."""
    if found is None:
        return {"lemma": None, "pos": None, "gloss": None}
    return {"lemma": found.lemma, "pos": found.pos, "gloss": found.gloss}
