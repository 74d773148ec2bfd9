"""Build studio/resources/meanings/: a short definition of every one-word WordNet 3.0 lemma.

Read from Debian's `wordnet-base` (/usr/share/wordnet), Princeton's own files:
* index.POS: each lemma, how many senses it has and how many of them the tagged corpus saw;
  its first synset is its most frequent sense;
* data.POS: that synset's gloss, of which the file keeps the definition's first clause
  (up to the first ";": examples and second thoughts dropped);
* POS.exc: the irregular inflections (LEAVES -> leaf, STABBING -> stab), which the studio's
  lookup needs as WordNet's own morphy does.

Only lemmas of letters a-z stay (a puzzle's words have no spaces, hyphens or digits).
Written as one gzip-compressed TSV (gzip, not xz: it opens in a fifth of the time, for
0.6 MB more), en.tsv.gz, of two kinds of rows:
    lemma  POS  tagged  senses  gloss      (POS one of n v a r; a satellite "s" is "a")
    word   POS  >       base               (an exception: word inflects base)
sorted, so that a word's rows are found by bisection without parsing the rest.
with WordNet's licence beside it in WORDNET-LICENSE.txt (the licence asks for its notice
on every copy).

    apt-get install wordnet-base && python tools/build_meanings.py
"""

from __future__ import annotations

import gzip
import re
from pathlib import Path

WORDNET = Path("/usr/share/wordnet")
OUT = Path(__file__).resolve().parents[1] / "studio" / "resources" / "meanings"
POS_FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
LEMMA = re.compile(r"[a-z]+")
NOTICE_LINES = re.compile(r"^\s+\d+ (.*?)\s*$")


def glosses(pos: str) -> dict[int, str]:
    """Synset offset -> the first clause of its definition."""
    found: dict[int, str] = {}
    with open(WORDNET / f"data.{POS_FILES[pos]}", encoding="utf-8") as data:
        for line in data:
            if line.startswith("  "):
                continue  # the licence at the head of the file
            offset, _, gloss = line.partition(" | ")
            definition = gloss.split(";")[0].strip()
            found[int(offset.split()[0])] = " ".join(definition.split())
    return found


def lemma_rows(pos: str) -> list[str]:
    by_offset = glosses(pos)
    rows = []
    with open(WORDNET / f"index.{POS_FILES[pos]}", encoding="utf-8") as index:
        for line in index:
            if line.startswith("  "):
                continue
            fields = line.split()
            lemma, senses = fields[0], int(fields[2])
            if not LEMMA.fullmatch(lemma):
                continue
            pointers = int(fields[3])
            tagged = int(fields[5 + pointers])
            first = int(fields[6 + pointers])
            rows.append(f"{lemma}\t{pos}\t{tagged}\t{senses}\t{by_offset[first]}")
    return rows


def exception_rows(pos: str) -> list[str]:
    rows = []
    for line in (WORDNET / f"{POS_FILES[pos]}.exc").read_text(encoding="utf-8").splitlines():
        word, *bases = line.split()
        rows += [f"{word}\t{pos}\t>\t{b}" for b in bases if LEMMA.fullmatch(word) and LEMMA.fullmatch(b)]
    return rows


def licence_text() -> str:
    """WordNet's licence as the head of data.noun states it, line numbers dropped."""
    lines = []
    with open(WORDNET / "data.noun", encoding="utf-8") as data:
        for line in data:
            match = NOTICE_LINES.match(line)
            if not line.startswith("  ") or not match:
                break
            lines.append(match.group(1))
    return "\n".join(lines).strip() + "\n"


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    rows = [r for pos in POS_FILES for r in lemma_rows(pos) + exception_rows(pos)]
    text = "\n".join(sorted(rows)) + "\n"
    (OUT / "en.tsv.gz").write_bytes(gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0))
    (OUT / "WORDNET-LICENSE.txt").write_text(
        "The definitions in en.tsv.gz are taken from WordNet 3.0 (Princeton University),\n"
        "Debian package wordnet-base, by tools/build_meanings.py. WordNet's licence:\n\n" + licence_text(),
        encoding="utf-8",
    )
    print(f"{len(rows)} rows, {(OUT / 'en.tsv.gz').stat().st_size} bytes")


if __name__ == "__main__":
    main()
