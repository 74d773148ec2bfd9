"""Build the other languages' word lists under studio/resources/words/: one for every language
of studio/core/alphabet.py with a `dictionary`, and en-GB's `exclude` (the English list
is tools/build_wordlist.py's).

A language's list is every word of a real dictionary for it (Debian's `wspanish`,
`wfrench`, `wngerman`) that wordfreq also counts, with its wordfreq Zipf frequency, in the
English list's format (word, zipf, size): every word gets size 50, so the common tier is
the frequency cutoff and the broad tier the whole list. Left out:
* entries with other characters than letters (hyphens, apostrophes: "vert-de-gris");
* abbreviations: entries with a capital after the first letter ("ADAC", "GmbH");
* proper nouns. Spanish and French lists write them with a capital: all go. German
  writes every noun with a capital, so a capitalised German entry stays (HAUS) unless
  wordfreq counts it rarely (Zipf below NAME_ZIPF: rare capitalised entries are mostly
  names and compounds a player would not find). In every language, an entry the
  British English dictionary lists capitalised is a name or a place known across
  languages (Berlin, Peter, Paris, and the lower-case "carlos" and "juan" wspanish
  has) and goes, at the cost of a few words that are names too (ROSA);
* words wordfreq does not know (the dictionaries hold every conjugated form, "surédifieriez").
Words are folded to the language's tiles by studio.core.alphabet (Ñ kept, accents
dropped, German umlauts as AE/OE/UE, ß as SS); a word that folds to something another
entry already spells keeps the higher frequency.

British English: the English list holds every English spelling; en-GB is that list
without the spellings SCOWL gives only for American, Canadian or Australian English
(COLOR, CENTER), listed in en-GB.exclude.txt.gz.

    apt-get install wspanish wfrench wngerman wbritish scowl && python tools/build_wordlists.py
"""

from __future__ import annotations

import gzip
import math
import re
import sys
from pathlib import Path

from wordfreq import get_frequency_dict

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from studio.core.alphabet import LANGUAGES, fold, is_tiles

DICT = Path("/usr/share/dict")
OUT = Path(__file__).resolve().parents[1] / "studio" / "resources" / "words"
NAME_ZIPF = 1.5  # German capitalised entries rarer than this are dropped
SIZE = 50
LENGTHS = range(2, 16)
GB = re.compile(r"^(english|british|british_z|british_variant_[12])-words\.\d+$")
NOT_GB = re.compile(r"^(american|canadian|australian)(_variant_[12])?-words\.\d+$")


def names_across_languages() -> set[str]:
    """Capitalised entries of the British English dictionary: names and places."""
    return {w for w in (DICT / "british-english").read_text(encoding="utf-8").split() if w[:1].isupper()}


def language_rows(code: str) -> list[tuple[int, str, float]]:
    lang = LANGUAGES[code]
    frequency = get_frequency_dict(code)
    names = names_across_languages()
    best: dict[str, float] = {}
    for entry in (DICT / lang.dictionary).read_text(encoding="utf-8").split("\n"):
        entry = entry.strip()
        if not entry.isalpha() or any(ch.isupper() for ch in entry[1:]):
            continue
        capital = entry[0].isupper()
        if (capital and not lang.capital_nouns) or entry.capitalize() in names:
            continue
        chance = frequency.get(entry.casefold(), 0.0)  # wordfreq's keys are casefolded: STRASSE
        if not chance:
            continue
        zipf = round(math.log10(chance) + 9, 2)
        if capital and zipf < NAME_ZIPF:
            continue
        word = fold(entry, lang)
        if len(word) in LENGTHS and is_tiles(word, lang):
            best[word] = max(zipf, best.get(word, 0.0))
    return sorted((len(w), w, z) for w, z in best.items())


def write_rows(path: Path, rows: list[tuple[int, str, float]]) -> None:
    """The English list's format: letters in lower case as bytes 97 + code (Ñ is "{")."""
    from build_wordlist import write_table

    from studio.core.alphabet import encoded

    written = [(bytes(b + 32 for b in encoded(w)).decode("ascii"), min(z, 9.99), SIZE) for _, w, z in rows]
    write_table(path, "size", written)


def gb_exclusions() -> list[str]:
    """Spellings SCOWL lists for other Englishes and not for British English."""
    scowl = DICT / "scowl"
    gb: set[str] = set()
    other: set[str] = set()
    en = LANGUAGES["en"]
    for path in sorted(scowl.iterdir()):
        into = gb if GB.match(path.name) else other if NOT_GB.match(path.name) else None
        if into is not None:
            words = path.read_text(encoding="utf-8", errors="replace").split()
            into.update(fold(w, en) for w in words if w.isalpha() and w.islower())
    return sorted(other - gb)


def main() -> None:
    for code, lang in LANGUAGES.items():
        if lang.dictionary:
            write_rows(OUT / lang.resource, language_rows(code))
    excluded = gb_exclusions()
    path = OUT / LANGUAGES["en-GB"].exclude
    with open(path, "wb") as raw, gzip.GzipFile("", "wb", 9, raw, mtime=0) as packed:
        packed.write(("\n".join(excluded) + "\n").encode("ascii"))
    print(f"{len(excluded)} spellings -> {path} ({path.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
