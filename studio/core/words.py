"""Word lists: the embedded default (SCOWL words ranked by wordfreq) and user files.

Tiers of the default list (a word's SCOWL size says how common a dictionary thinks it
is; its Zipf frequency says how often it appears in text):
  common  size <= 50 and Zipf >= a per-length cutoff: for generating puzzles
  broad   size <= 80: for solving pasted puzzles (the default)
  full    size <= 95: the retry when the broad tier finds nothing
"""

from __future__ import annotations

import gzip
import math
import os
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path

import numpy as np

from studio import __version__
from studio.core import wordcache
from studio.core.errors import PuzzleError
from studio.core.limits import decode, read_bytes, too_large
from studio.resources import resource

TIERS = {"common": 50, "broad": 80, "full": 95}
SOLVING_TIER = "broad"
DEFAULT_NAME = "scowl+wordfreq-en"
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
# words_alpha.txt, the largest public list, is 3.9 MB of 370,105 lines: four times that
# loads in seconds, and anything past it (a log, a disk image, /dev/zero) is refused unread
MAX_WORDLIST_BYTES = 16 << 20
MAX_WORDLIST_LINES = 1_500_000


def common_min_zipf(length: int) -> float:
    """Common-tier cutoff: short words must be more frequent to count as common."""
    return 3.0 if length <= 4 else 2.5 if length == 5 else 2.3 if length <= 7 else 2.0


@dataclass(frozen=True)
class WordsOfLength:
    """All words of one length as arrays, so that filters run in numpy."""

    length: int
    letters: np.ndarray  # (N, length) uint8, A=0 .. Z=25
    zipf: np.ndarray  # (N,) float32, higher = more common

    def __len__(self) -> int:
        return len(self.letters)

    @cached_property
    def words(self) -> list[str]:
        return [bytes(row).decode("ascii") for row in self.letters + 65]

    @cached_property
    def row_of(self) -> dict[str, int]:
        return {w: i for i, w in enumerate(self.words)}

    @cached_property
    def letter_counts(self) -> np.ndarray:
        """(N, 26): how many times each letter occurs in each word."""
        counts = np.zeros((len(self), 26), dtype=np.int16)
        for p in range(self.length):
            np.add.at(counts, (np.arange(len(self)), self.letters[:, p]), 1)
        return counts

    @cached_property
    def at(self) -> np.ndarray:
        """(length, 26, N) bool: at[p, L] marks the words with letter L at position p."""
        table = np.zeros((self.length, 26, len(self)), dtype=bool)
        for p in range(self.length):
            table[p, self.letters[:, p], np.arange(len(self))] = True
        return table


class WordList:
    """Words by length with a frequency each. `name` and `tier` say where they came from."""

    def __init__(
        self, name: str, by_length: dict[int, WordsOfLength], tier: str | None = None, min_zipf: float | None = None
    ) -> None:
        self.name = name
        self.tier = tier
        self.min_zipf = min_zipf
        self._by_length = by_length

    def of_length(self, length: int) -> WordsOfLength:
        found = self._by_length.get(length)
        if found is None:
            found = WordsOfLength(length, np.zeros((0, length), np.uint8), np.zeros(0, np.float32))
        return found

    def __len__(self) -> int:
        return sum(len(w) for w in self._by_length.values())

    def __contains__(self, word: str) -> bool:
        return word.upper() in self.of_length(len(word)).row_of

    def zipf(self, word: str) -> float:
        group = self.of_length(len(word))
        row = group.row_of.get(word.upper())
        return float(group.zipf[row]) if row is not None else 0.0

    def describe(self) -> dict[str, str | float]:
        """What a puzzle file records to say which list made it."""
        out: dict[str, str | float] = {"name": self.name}
        if self.tier:
            out["tier"] = self.tier
        if self.min_zipf is not None:
            out["min_zipf"] = self.min_zipf
        return out

    def __repr__(self) -> str:
        return f"WordList({self.name!r}, tier={self.tier!r}, {len(self)} words)"


# ---------------------------------------------------------------- the default list


@cache
def _default_columns() -> dict[int, tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """(letters, zipf, scowl size) per length, parsed from the fixed-width resource."""
    raw = gzip.decompress(resource("words/en.tsv.gz").read_bytes())
    header_end = raw.index(b"\n") + 1
    counts = [tuple(map(int, item.split(b":"))) for item in raw[:header_end].split(b"counts ")[1].split()]
    out, at = {}, header_end
    for length, count in counts:
        width = length + 9  # word TAB z.zz TAB ss LF
        rows = np.frombuffer(raw, np.uint8, count * width, at).reshape(count, width)
        at += count * width
        digits = rows[:, length + 1 : length + 5].astype(np.float32) - 48
        zipf = digits[:, 0] + digits[:, 2] / 10 + digits[:, 3] / 100
        size = (rows[:, length + 6].astype(np.int16) - 48) * 10 + rows[:, length + 7] - 48
        out[length] = (rows[:, :length] - 97, zipf, size)
    return out


@cache
def default_words(tier: str = SOLVING_TIER, min_zipf: float | None = None) -> WordList:
    """The embedded list cut to a tier; `min_zipf` overrides the common tier's cutoffs.

    The three tiers are cached on disk (wordcache) after the first parse of the resource."""
    if tier not in TIERS:
        raise PuzzleError(f"unknown word-list tier {tier!r}; choose one of {', '.join(TIERS)}")
    place, key = None, {}
    if min_zipf is None:
        source = resource("words/en.tsv.gz")
        try:
            stat = os.stat(str(source))
            place = wordcache.cache_file("default", f"{tier}")
            key = {"version": __version__, "tier": tier, "size": stat.st_size, "mtime_ns": stat.st_mtime_ns}
        except OSError:  # not a plain file (a zipped bundle): no cache
            place = None
    cached = wordcache.read_cached(place, key)
    if cached is not None:
        return WordList(DEFAULT_NAME, {n: WordsOfLength(n, *arrays) for n, arrays in cached.items()}, tier, min_zipf)
    by_length = {}
    for length, (letters, zipf, size) in _default_columns().items():
        cutoff = min_zipf if min_zipf is not None else common_min_zipf(length) if tier == "common" else 0.0
        keep = (size <= TIERS[tier]) & (zipf >= cutoff)
        by_length[length] = WordsOfLength(length, letters[keep], zipf[keep])
    wordcache.write_cached(place, key, {n: (w.letters, w.zipf) for n, w in by_length.items()})
    return WordList(DEFAULT_NAME, by_length, tier, min_zipf)


def broader_tier(tier: str | None) -> str | None:
    names = list(TIERS)
    return names[names.index(tier) + 1] if tier in names[:-1] else None


# ---------------------------------------------------------------- user files


def folded(word: str) -> str:
    """'Fiancée' -> 'FIANCEE': tiles are A-Z only."""
    if word.isascii():
        return word.upper()
    return "".join(ch for ch in unicodedata.normalize("NFKD", word) if not unicodedata.combining(ch)).upper()


NO_WORDS = "no words found (one word per line, optionally word<TAB>weight)"


def parse_wordlist(text: str, name: str = "user list") -> WordList:
    """One word per line, optionally `word<TAB>weight` (higher = more common).

    Blank lines and lines starting with '#' are skipped, and so are entries with
    characters other than letters (apostrophes, hyphens): a list is not a puzzle.
    A weight that is not a number is an error naming the line and column.
    """
    check_wordlist_size(text, name)
    entries: dict[str, float | None] = {}
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip().lstrip("\ufeff")
        if line.isalpha():  # the common case: a bare word
            word = folded(line)
            if len(word) >= 2 and word.isascii():
                entries.setdefault(word, None)
            continue
        if not line or line.startswith("#"):
            continue
        word, _, weight_text = line.partition("\t") if "\t" in line else line.partition(" ")
        word = folded(word.strip())
        weight = None
        if weight_text.strip():
            try:
                weight = float(weight_text)
                problem = "" if math.isfinite(weight) else "a finite number"  # nan and inf: NaN scores, NaN in --json
            except ValueError:
                problem = "a number"
            if problem:
                raise PuzzleError(
                    f"the weight {weight_text.strip()!r} is not {problem}",
                    line=number,
                    column=len(line) - len(weight_text.lstrip()) + 1,
                    source=name,
                )
        if len(word) >= 2 and word.isascii() and word.isalpha():
            entries[word] = max(weight, entries.get(word) or weight) if weight is not None else entries.get(word)
    if not entries:
        raise PuzzleError(NO_WORDS, source=name)
    return _wordlist_from_entries(name, entries)


def check_wordlist_size(text: str, name: str) -> None:
    """Refuses a list past the limits before a line of it is read."""
    if len(text) > MAX_WORDLIST_BYTES:
        raise too_large(len(text), MAX_WORDLIST_BYTES, "a word list", name, "characters")
    lines = text.count("\n") + 1
    if lines > MAX_WORDLIST_LINES:
        raise PuzzleError(f"{lines:,} lines are too many for a word list (at most {MAX_WORDLIST_LINES:,})", source=name)


def _wordlist_from_entries(name: str, entries: Mapping[str, float | None]) -> WordList:
    scores = _scores(entries)
    by_length: dict[int, list[str]] = {}
    for word in sorted(entries):
        by_length.setdefault(len(word), []).append(word)
    groups = {}
    for length, words in by_length.items():
        letters = np.frombuffer("".join(words).encode("ascii"), np.uint8).reshape(-1, length) - 65
        groups[length] = WordsOfLength(length, letters, np.array([scores[w] for w in words], np.float32))
    return WordList(name, groups)


def zipf_scores(words: Iterable[str]) -> dict[str, float]:
    """wordfreq's Zipf frequency of each word (0 for words it does not know)."""
    return _scores(dict.fromkeys(words))


def _scores(entries: Mapping[str, float | None]) -> dict[str, float]:
    """Zipf-like scores: from the weights (log scale) when given, else from wordfreq."""
    if any(w is not None for w in entries.values()):
        positive = [w for w in entries.values() if w and w > 0]
        floor = min(positive) / 10 if positive else 1.0
        looks_zipf = (
            all(w is None or 0 <= w <= 9 for w in entries.values())
            and max((w for w in entries.values() if w is not None), default=0) > 1
        )
        if looks_zipf:
            return {word: w or 0.0 for word, w in entries.items()}
        return {word: math.log10(max(w or floor, floor) / floor) for word, w in entries.items()}
    from wordfreq import get_frequency_dict  # slow to import; only lists without weights need it

    frequency = get_frequency_dict("en")  # one dict lookup per word: 370k words in about a second
    return {
        word: round(math.log10(frequency[w]) + 9, 2) if (w := word.lower()) in frequency else 0.0 for word in entries
    }


def load_wordlist(path: str | Path) -> WordList:
    """A user's list from its file; the parsed arrays are cached on disk, keyed by the
    file's resolved path, size and modification time (wordcache)."""
    path = Path(path)
    try:
        stat = path.stat()
        resolved = str(path.resolve())
    except FileNotFoundError:
        raise PuzzleError("word list not found", source=str(path)) from None
    except OSError as err:
        raise PuzzleError(f"cannot read the word list: {err.strerror or err}", source=str(path)) from None
    place = wordcache.cache_file("lists", resolved)
    key = {"path": resolved, "size": stat.st_size, "mtime_ns": stat.st_mtime_ns}
    cached = wordcache.read_cached(place, key)
    if cached:
        return WordList(path.name, {n: WordsOfLength(n, *arrays) for n, arrays in cached.items()})
    text = decode(read_bytes(path, MAX_WORDLIST_BYTES, "a word list", "word list"), str(path))
    words = parse_wordlist(text, path.name)
    wordcache.write_cached(place, key, {n: (w.letters, w.zipf) for n, w in words._by_length.items()})
    return words


def words_from(items: dict[str, float] | list[str], name: str = "words") -> WordList:
    """A list from Python values (tests, generators): words, or words -> zipf."""
    entries = {folded(w): (items[w] if isinstance(items, dict) else 0.0) for w in items}
    return _wordlist_from_entries(name, entries) if entries else WordList(name, {})
