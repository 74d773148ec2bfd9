"""Rebuild the embedded default word list, studio/resources/words/en.tsv.gz.

Why a derived list: wordfreq alone ranks proper nouns and web junk high ("john",
"texas", "https"); SCOWL alone has no frequencies. The default list is every
lowercase SCOWL word (Debian package `scowl`, all English spellings and variants,
accents folded to A-Z) with its SCOWL size (10 = very common ... 95 = obscure) and
its wordfreq Zipf frequency.

* A word at SCOWL size 35 or more whose capitalised form is at least as common
  ("john", "texas": a name, a place) stays, but its Zipf is capped at NAME_ZIPF:
  wordfreq counts the name, not the word.
* Lower-case SCOWL abbreviations people write as words ("admin", "intro", "morph":
  Zipf >= CLIPPED_ZIPF) join at size 80: they help solving, never generating.
* Every other word wordfreq knows ("cyber", "seabass", "lasered": real Waffle answers no
  SCOWL list has) joins at LAST_RESORT_SIZE, except SCOWL's names and abbreviations:
  the last tier a solve tries before it says "no solution". wordfreq is lower case, so
  a name SCOWL does not list ("https" too) cannot be told from a word and stays.

Tiers in studio.core.words are cut from the two columns. Run:
    apt-get install scowl && python tools/build_wordlist.py
"""

from __future__ import annotations

import gzip
import io
import re
import unicodedata
from collections import Counter
from pathlib import Path

from wordfreq import get_frequency_dict, zipf_frequency

SCOWL = Path("/usr/share/dict/scowl")
OUT = Path(__file__).resolve().parents[1] / "studio" / "resources" / "words" / "en.tsv.gz"
WORD_FILES = re.compile(
    r"^(english|american|british|british_z|canadian|australian)?"
    r"(_?variant_[12])?-?words\.(\d+)$"
)
NAME_FILES = re.compile(r".*(proper-names|upper)\.(\d+)$")
NAME_ZIPF = 2.0
CLIPPED = re.compile(r".*abbreviations\.\d+$")
CLIPPED_ZIPF, CLIPPED_SIZE = 3.0, 80
LETTERS = re.compile(r"[a-z]{2,15}")
LAST_RESORT_SIZE = 99  # studio.core.words.TIERS["wordfreq"]


def folded(word: str) -> str:
    """'fiancée' -> 'fiancee': Waffle tiles are A-Z only."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", word) if not unicodedata.combining(ch))


def scowl_sizes() -> tuple[dict[str, int], set[str]]:
    """Each SCOWL word's smallest size, and every SCOWL abbreviation (lower-cased)."""
    sizes: dict[str, int] = {}
    abbreviations: set[str] = set()
    for path in sorted(SCOWL.iterdir()):
        match = WORD_FILES.match(path.name)
        if not match:
            continue
        size = int(match.group(3))
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            word = folded(line.strip())
            if LETTERS.fullmatch(word):
                sizes[word] = min(size, sizes.get(word, 99))
    for path in sorted(SCOWL.iterdir()):
        if CLIPPED.match(path.name):
            for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
                word = line.strip()
                abbreviations.add(folded(word).lower())
                if LETTERS.fullmatch(word) and word not in sizes and zipf_frequency(word, "en") >= CLIPPED_ZIPF:
                    sizes[word] = CLIPPED_SIZE
    return sizes, abbreviations


def last_resort(sizes: dict[str, int], names: dict[str, int], abbreviations: set[str]) -> dict[str, int]:
    """The words wordfreq knows that SCOWL lists neither as words nor as names or abbreviations."""
    known = sizes.keys() | names.keys() | abbreviations
    return {
        word: LAST_RESORT_SIZE
        for word in map(folded, get_frequency_dict("en"))
        if LETTERS.fullmatch(word) and word not in known
    }


def proper_names() -> dict[str, int]:
    """Capitalised SCOWL entries (names, places, brands), lower-cased -> smallest size."""
    names: dict[str, int] = {}
    for path in SCOWL.iterdir():
        match = NAME_FILES.match(path.name)
        if match:
            for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
                word = folded(line.strip())
                if word[:1].isupper():
                    names[word.lower()] = min(int(match.group(2)), names.get(word.lower(), 99))
    return names


def ranked_zipf(word: str, size: int, names: dict[str, int]) -> float:
    """The name is more common than the word: wordfreq's count is mostly the name's."""
    zipf = zipf_frequency(word, "en")
    return min(zipf, NAME_ZIPF) if size >= 35 and names.get(word, size + 1) <= size else zipf


def main() -> None:
    sizes, abbreviations = scowl_sizes()
    names = proper_names()
    sizes |= last_resort(sizes, names, abbreviations)
    rows = sorted((len(w), w, sizes[w], ranked_zipf(w, sizes[w], names)) for w in sizes)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    write_table(OUT, "scowl size", [(word, zipf, size) for _, word, size, zipf in rows])


def write_table(path: Path, size_name: str, rows: list[tuple[str, float, int]]) -> None:
    """The built-in lists' format (studio.core.words reads it): (word as written, one byte
    a letter; zipf; size) rows sorted by length, a header counting each length."""
    with (
        open(path, "wb") as raw,
        gzip.GzipFile("", "wb", 9, raw, mtime=0) as packed,
        io.TextIOWrapper(packed, encoding="ascii", newline="\n") as out,
    ):  # mtime=0: same input, same bytes
        counts = Counter(len(word) for word, *_ in rows)
        out.write(
            f"# word<TAB>zipf<TAB>{size_name}, sorted by length; rows of one length are "
            "fixed-width. counts " + " ".join(f"{n}:{counts[n]}" for n in sorted(counts)) + "\n"
        )
        for word, zipf, size in rows:
            out.write(f"{word}\t{zipf:.2f}\t{size}\n")
    print(f"{len(rows)} words -> {path} ({path.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
