"""Word lists: the embedded default (SCOWL words ranked by wordfreq) and user files.

Tiers of the default list (a word's SCOWL size says how common a dictionary thinks it
is; its Zipf frequency says how often it appears in text):
  common  size <= 50 and Zipf >= a per-length cutoff: for generating puzzles
  broad   size <= 80: for solving pasted puzzles (the default)
  full    size <= 95: the retry when the broad tier finds nothing
  wordfreq  size <= 99: also every other word wordfreq knows but SCOWL's names and
          abbreviations (CYBER, SEABASS): the last resort before "no solution"

One more list is cut from the same columns but is no step of that ladder (never tried in
turn): `game`, Letter Boxed's default, close to the words the NYT's game accepts as
answers: size <= 60 (the size spell checkers use: no SCOWL abbreviation, which joins at 80,
and none of its obscure words: KYU, EMYD, PHT), less every word without a vowel (A E I O U
Y): interjections and shorthand such as HMM, SHH, PSST, NTH, PWN.
"""

from __future__ import annotations

import gzip
import math
import os
from array import array
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache, cached_property, partial
from pathlib import Path
from typing import TYPE_CHECKING

from studio import __version__
from studio.core import alphabet, wordcache
from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.limits import decode, read_bytes, too_large
from studio.resources import resource

if TYPE_CHECKING:  # numpy is imported where arrays are made: a one-puzzle solve never needs it
    import numpy as np

TIERS = {"common": 50, "broad": 80, "full": 95, "wordfreq": 99}
GAME_LIST, GAME_SIZE = "game", 60  # Letter Boxed's default list (see above): chosen by name only
LISTS = (*TIERS, GAME_LIST)  # every built-in list a user may name
SOLVING_TIER = "broad"
VOWELS = "AEIOUY"
# words_alpha.txt, the largest public list, is 3.9 MB of 370,105 lines: four times that
# loads in seconds, and anything past it (a log, a disk image, /dev/zero) is refused unread
MAX_WORDLIST_BYTES = 16 << 20
MAX_WORDLIST_LINES = 1_500_000
# the longest word a list keeps: the longest in words_alpha.txt (DICHLOROPHENYL...ETHANE), and
# the longest the Letter Boxed lexicon reads; the built-in lists stop at 15 (a 15x15 waffle).
# Longer lines are skipped before any table is built: each letter of a word costs a bitset
# per letter of the alphabet, and one 16-million-letter line took a minute and 6 GB.
MAX_WORD_LETTERS = 31
SEARCHES = 16  # look-ups of a list made by searching its text before it indexes every word (WordList._row)


def common_min_zipf(length: int) -> float:
    """Common-tier cutoff: short words must be more frequent to count as common."""
    return 3.0 if length <= 4 else 2.5 if length == 5 else 2.3 if length <= 7 else 2.0


@dataclass(frozen=True)
class WordsOfLength:
    """All words of one length, kept as bytes (wordcache.Group) so that a one-puzzle solve
    reads them without numpy; the numpy arrays that filters use are made from them on demand.

    `letter_at`, `at_least` and the like are Python ints used as bitsets, bit i for word i."""

    length: int
    text: bytes  # the words in capitals, one after another
    zipf32: bytes  # a native float32 Zipf frequency per word, higher = more common
    bits: bytes | None = None  # wordcache.Group.bits, else read (`read_bits`) or made on demand
    read_bits: Callable[[], bytes] | None = field(default=None, compare=False, repr=False)

    @classmethod
    def from_arrays(cls, length: int, letters: np.ndarray, zipf: np.ndarray) -> WordsOfLength:
        """From (N, length) codes (alphabet.code_of) and N Zipf frequencies."""
        import numpy as np

        return cls(length, (letters + 65).astype(np.uint8).tobytes(), np.asarray(zipf, np.float32).tobytes())

    def __len__(self) -> int:
        return len(self.zipf32) // 4

    @cached_property
    def letters(self) -> np.ndarray:
        """(N, length) uint8 codes, A=0 .. Z=25, Ñ=26 (alphabet.code_of)."""
        import numpy as np

        return np.frombuffer(self.text, np.uint8).reshape(-1, self.length) - 65

    @cached_property
    def zipf(self) -> np.ndarray:
        """(N,) float32."""
        import numpy as np

        return np.frombuffer(self.zipf32, np.float32)

    @cached_property
    def scores(self) -> array[float]:
        """The Zipf frequencies, read as Python floats (the same values as `zipf`)."""
        return array("f", self.zipf32)

    def word(self, row: int) -> str:
        return alphabet.decoded(self.text[row * self.length : (row + 1) * self.length])

    @cached_property
    def words(self) -> list[str]:
        text, n = alphabet.decoded(self.text), self.length
        return [text[i : i + n] for i in range(0, len(text), n)]

    @cached_property
    def row_of(self) -> dict[str, int]:
        return {w: i for i, w in enumerate(self.words)}

    def row(self, word: str) -> int | None:
        """The row of a word in capitals (the last, as `row_of` has it), or None. One search
        of the text when `row_of` is not built: a one-puzzle solve looks up six words, and
        indexing all of them would take longer than the solve."""
        if "row_of" in self.__dict__:
            return self.row_of.get(word)
        if len(word) != self.length or not alphabet.is_word(word):
            return None
        key, text, n = alphabet.encoded(word), self.text, self.length
        at = text.rfind(key)
        while at > 0 and at % n:
            at = text.rfind(key, 0, at + n - 1)
        return at // n if at >= 0 else None

    @cached_property
    def bit_rows(self) -> bytes:
        """wordcache.Group.bits: one bitset of ceil(N / 8) bytes per (position, letter)."""
        if self.bits is not None:
            return self.bits
        if self.read_bits is not None:
            return self.read_bits()
        import numpy as np

        codes = np.arange(alphabet.SIZE, dtype=np.uint8)[:, None]
        rows = [np.packbits(self.letters[:, p] == codes, axis=1, bitorder="little") for p in range(self.length)]
        return b"".join(r.tobytes() for r in rows)

    @cached_property
    def everything(self) -> int:
        """The bitset of every word."""
        return (1 << len(self)) - 1

    @cached_property
    def letter_at(self) -> list[list[int]]:
        """letter_at[p][L]: the words with letter L (A=0) at position p."""
        stride, bits = (len(self) + 7) // 8, self.bit_rows
        return [
            [
                int.from_bytes(bits[row * stride : (row + 1) * stride], "little")
                for row in range(p * alphabet.SIZE, (p + 1) * alphabet.SIZE)
            ]
            for p in range(self.length)
        ]

    @cached_property
    def other_letter_at(self) -> list[list[int]]:
        """other_letter_at[p][L]: the words without letter L at position p."""
        return [[self.everything ^ bits for bits in row] for row in self.letter_at]

    @cached_property
    def at_least(self) -> list[list[int]]:
        """at_least[L][k]: the words with k or more of letter L, k = 0 .. length + 1,
        counted bit-parallel position by position."""
        table = []
        for code in range(alphabet.SIZE):
            counts = [self.everything] + [0] * (self.length + 1)
            for p in range(self.length):
                here = self.letter_at[p][code]
                for k in range(p + 1, 0, -1):
                    counts[k] |= counts[k - 1] & here
            table.append(counts)
        return table

    @cached_property
    def at_most(self) -> list[list[int]]:
        """at_most[L][k]: the words with k or fewer of letter L, k = 0 .. length."""
        return [[self.everything ^ counts[k + 1] for k in range(self.length + 1)] for counts in self.at_least]

    def group(self) -> wordcache.Group:
        return wordcache.Group(self.text, self.zipf32, self.bit_rows)

    def __reduce__(self) -> tuple[type[WordsOfLength], tuple[int, bytes, bytes, bytes | None]]:
        """Sent to another process without the cache's reader: its bits read now, else none
        (made there if wanted)."""
        bits = self.read_bits() if self.read_bits is not None else self.bits
        return WordsOfLength, (self.length, self.text, self.zipf32, bits)


class WordList:
    """Words by length with a frequency each. `name` and `tier` say where they came from.

    `by_length` may read each length on first use (a cached list); `counts` then gives
    the sizes without reading them."""

    def __init__(
        self,
        name: str,
        by_length: Mapping[int, WordsOfLength],
        tier: str | None = None,
        min_zipf: float | None = None,
        counts: Mapping[int, int] | None = None,
    ) -> None:
        self.name = name
        self.tier = tier
        self.min_zipf = min_zipf
        self._by_length = by_length
        self._counts = counts if counts is not None else {n: len(w) for n, w in by_length.items()}
        self._searches = 0  # look-ups made by searching the text (`_row`)

    def of_length(self, length: int) -> WordsOfLength:
        if length in self._counts:
            return self._by_length[length]
        return WordsOfLength(length, b"", b"", b"")

    def __len__(self) -> int:
        return sum(self._counts.values())

    def __contains__(self, word: str) -> bool:
        return self._row(word.upper()) is not None

    def zipf(self, word: str) -> float:
        row = self._row(word.upper())
        return self.of_length(len(word)).scores[row] if row is not None else 0.0

    def _row(self, word: str) -> int | None:
        """A word's row in its length's group: the first look-ups search the text (a
        one-puzzle solve makes a handful), later ones use an index of every word."""
        group = self.of_length(len(word))
        self._searches += 1
        return group.row(word) if self._searches <= SEARCHES else group.row_of.get(word)

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


class _CachedGroups(Mapping[int, WordsOfLength]):
    """A cached list's lengths, each read when first asked for. A length that fails its
    checksum has `rebuild` make the whole list again from its source (and the cache with it)."""

    def __init__(self, cached: wordcache.CachedList, rebuild: Callable[[], dict[int, WordsOfLength]]) -> None:
        self._cached, self._rebuild = cached, rebuild
        self._read: dict[int, WordsOfLength] = {}

    def __getitem__(self, length: int) -> WordsOfLength:
        found = self._read.get(length)
        if found is None:
            if length not in self._cached.counts:
                raise KeyError(length)
            words = self._cached.words(length)
            if words is None:
                self._read = self._rebuild()
                return self._read[length]
            found = self._read[length] = WordsOfLength(length, *words, read_bits=partial(self._bits, length))
        return found

    def _bits(self, length: int) -> bytes:
        bits = self._cached.bits(length)
        if bits is None:  # they fail their checksum
            self._read = self._rebuild()
            bits = self._read[length].bit_rows
        return bits

    def __iter__(self) -> Iterator[int]:
        return iter(self._cached.counts)

    def __reduce__(self) -> tuple[type[dict[int, WordsOfLength]], tuple[dict[int, WordsOfLength]]]:
        """Sent to another process (a list read in one) as every length, read now: a map is no message."""
        return dict, ({n: self[n] for n in self},)

    def __len__(self) -> int:
        return len(self._cached.counts)


def _cached_list(
    name: str,
    place: str | None,
    key: Mapping[str, object],
    build: Callable[[], dict[int, WordsOfLength]],
    tier: str | None = None,
    min_zipf: float | None = None,
) -> WordList:
    """The list kept at `place` for `key`, else `build()` kept there for the next start."""

    def rebuild() -> dict[int, WordsOfLength]:
        groups = build()
        if place is not None:
            wordcache.write_cached(place, key, {n: w.group() for n, w in groups.items()})
        return groups

    cached = wordcache.open_cached(place, key)
    if cached is not None:
        return WordList(name, _CachedGroups(cached, rebuild), tier, min_zipf, cached.counts)
    return WordList(name, rebuild(), tier, min_zipf)


# ---------------------------------------------------------------- the default list


@cache
def _default_columns(lang: str = alphabet.DEFAULT) -> dict[int, tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """(letters, zipf, scowl size) per length, parsed from the language's fixed-width resource
    (lower-case letters as bytes 97 + code), less the language's excluded spellings (en-GB
    drops those of other Englishes)."""
    import numpy as np

    language = alphabet.language(lang)
    raw = gzip.decompress(resource("words/" + language.resource).read_bytes())
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
    if language.exclude:
        excluded = gzip.decompress(resource("words/" + language.exclude).read_bytes()).split()
        for length, (letters, zipf, size) in out.items():
            text = np.ascontiguousarray(letters + 65).view(f"S{length}").ravel()
            keep = ~np.isin(text, np.array([w for w in excluded if len(w) == length] or [b""], f"S{length}"))
            out[length] = (letters[keep], zipf[keep], size[keep])
    return out


@cache
def dictionary_sizes(length: int, lang: str = alphabet.DEFAULT) -> dict[str, int]:
    """The SCOWL size of each built-in word of `length` letters (lower case): 10 for the
    commonest words a dictionary has, up to 95 for the rarest."""
    columns = _default_columns(lang)
    if length not in columns:
        return {}
    letters, _, size = columns[length]
    text = (letters + 97).astype("uint8").tobytes().decode("latin-1")  # the resource's bytes, one a letter
    return {text[i * length : (i + 1) * length]: int(s) for i, s in enumerate(size.tolist())}


@cache
def default_words(tier: str = SOLVING_TIER, min_zipf: float | None = None, lang: str = alphabet.DEFAULT) -> WordList:
    """The embedded list of a language (alphabet.LANGUAGES) cut to a tier; `min_zipf`
    overrides the common tier's cutoffs.

    The tiers are cached on disk (wordcache) after the first parse of the resource."""
    if tier not in LISTS:
        raise PuzzleError(fact(Code.UNKNOWN_CHOICE, what="tier", choice=tier, choices=tuple(LISTS)))
    language = alphabet.language(lang)
    lang = language.code

    def build() -> dict[int, WordsOfLength]:
        import numpy as np

        by_length = {}
        for length, (letters, zipf, size) in _default_columns(lang).items():
            cutoff = min_zipf if min_zipf is not None else common_min_zipf(length) if tier == "common" else 0.0
            keep = (size <= TIERS.get(tier, GAME_SIZE)) & (zipf >= cutoff)
            if tier == GAME_LIST:
                keep &= np.isin(letters, [alphabet.code_of(v) for v in VOWELS]).any(axis=1)
            by_length[length] = WordsOfLength.from_arrays(length, letters[keep], zipf[keep])
        return by_length

    place, key = None, {}
    if min_zipf is None:
        source = resource("words/" + language.resource)
        try:
            stat = os.stat(str(source))
            place = wordcache.cache_file("default", tier if lang == alphabet.DEFAULT else f"{lang}-{tier}")
            key = {"version": __version__, "tier": tier, "size": stat.st_size, "mtime_ns": stat.st_mtime_ns}
            key |= {"lang": lang} if lang != alphabet.DEFAULT else {}
        except OSError:  # not a plain file (a zipped bundle): no cache
            place = None
    return _cached_list(language.list_name, place, key, build, tier, min_zipf)


def broader_tier(tier: str | None) -> str | None:
    names = list(TIERS)
    return names[names.index(tier) + 1] if tier in names[:-1] else None


def tier_of(words: Iterable[str], lang: str = alphabet.DEFAULT) -> str | None:
    """The narrowest built-in tier of `lang` that holds every one of `words`; None when
    even the last lacks one. How ordinary an answer is: a typo's answer is often rarer."""
    words = tuple(words)
    return next((tier for tier in TIERS if all(w in default_words(tier, lang=lang) for w in words)), None)


# ---------------------------------------------------------------- user files


def folded(word: str, lang: str = alphabet.DEFAULT) -> str:
    """'Fiancée' -> 'FIANCEE': a word as its language's tiles (alphabet.fold)."""
    if word.isascii():
        return word.upper()
    return alphabet.fold(word, alphabet.language(lang))


NO_WORDS = fact(Code.NO_WORDS, most=MAX_WORD_LETTERS)


def parse_wordlist(text: str, name: str = "user list", lang: str = alphabet.DEFAULT) -> WordList:
    """One word per line, optionally `word<TAB>weight` (higher = more common).

    Blank lines and lines starting with '#' are skipped, and so are entries with
    characters other than letters (apostrophes, hyphens): a list is not a puzzle.
    A weight that is not a number is an error naming the line and column.
    """
    return WordList(name, _groups_of(_entries_of(text, name, lang), lang))


def _entries_of(text: str, name: str, lang: str = alphabet.DEFAULT) -> dict[str, float | None]:
    check_wordlist_size(text, name)
    language = alphabet.language(lang)
    entries: dict[str, float | None] = {}
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip().lstrip("\ufeff")
        if line.isalpha():  # the common case: a bare word
            word = folded(line, lang)
            if is_listed(word, language):
                entries.setdefault(word, None)
            continue
        if not line or line.startswith("#"):
            continue
        word, _, weight_text = line.partition("\t") if "\t" in line else line.partition(" ")
        word = folded(word.strip(), lang)
        weight = None
        if weight_text.strip():
            try:
                weight = float(weight_text)
                problem = "" if math.isfinite(weight) else "finite"  # nan and inf: NaN scores, NaN in --json
            except ValueError:
                problem = "number"
            if problem:
                raise PuzzleError(
                    fact(Code.BAD_WEIGHT, weight=weight_text.strip(), problem=problem),
                    line=number,
                    column=len(line) - len(weight_text.lstrip()) + 1,
                    source=name,
                )
        if is_listed(word, language):
            entries[word] = max(weight, entries.get(word) or weight) if weight is not None else entries.get(word)
    if not entries:
        raise PuzzleError(NO_WORDS, source=name)
    return entries


def is_listed(word: str, language: alphabet.Language) -> bool:
    """Whether a list keeps a folded word: 2 to MAX_WORD_LETTERS of the language's tiles."""
    return 2 <= len(word) <= MAX_WORD_LETTERS and alphabet.is_tiles(word, language)


def check_wordlist_size(text: str, name: str) -> None:
    """Refuses a list past the limits before a line of it is read."""
    if len(text) > MAX_WORDLIST_BYTES:
        raise too_large(len(text), MAX_WORDLIST_BYTES, "a word list", name, "characters")
    lines = text.count("\n") + 1
    if lines > MAX_WORDLIST_LINES:
        raise PuzzleError(fact(Code.TOO_MANY_LINES, lines=lines, most=MAX_WORDLIST_LINES), source=name)


def _groups_of(entries: Mapping[str, float | None], lang: str = alphabet.DEFAULT) -> dict[int, WordsOfLength]:
    import numpy as np

    scores = _scores(entries, lang)
    by_length: dict[int, list[str]] = {}
    for word in sorted(entries):
        by_length.setdefault(len(word), []).append(word)
    return {
        length: WordsOfLength(
            length, alphabet.encoded("".join(words)), np.array([scores[w] for w in words], np.float32).tobytes()
        )
        for length, words in by_length.items()
    }


def zipf_scores(words: Iterable[str]) -> dict[str, float]:
    """wordfreq's Zipf frequency of each word (0 for words it does not know)."""
    return _scores(dict.fromkeys(words))


def _scores(entries: Mapping[str, float | None], lang: str = alphabet.DEFAULT) -> dict[str, float]:
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
    if lang.split("-")[0] != "en":  # the built-in list has wordfreq's figures (the app ships only English's)
        builtin = default_words("broad", lang=lang)
        return {word: builtin.zipf(word) for word in entries}
    from wordfreq import get_frequency_dict  # slow to import; only lists without weights need it

    frequency = get_frequency_dict("en")  # one dict lookup per word: 370k words in about a second
    return {
        word: round(math.log10(frequency[w]) + 9, 2) if (w := word.lower()) in frequency else 0.0 for word in entries
    }


def load_wordlist(path: str | Path, lang: str = alphabet.DEFAULT) -> WordList:
    """A user's list from its file, its words folded to the language's tiles; the parsed
    arrays are cached on disk, keyed by the file's resolved path, size and modification
    time and the language (wordcache)."""
    path = Path(path)
    try:
        stat = path.stat()
        resolved = str(path.resolve())
    except FileNotFoundError:
        raise PuzzleError(fact(Code.LIST_NOT_FOUND), source=str(path)) from None
    except OSError as err:
        raise PuzzleError(
            fact(Code.CANNOT_READ, what="word list", reason=err.strerror or str(err)), source=str(path)
        ) from None
    key = {"path": resolved, "size": stat.st_size, "mtime_ns": stat.st_mtime_ns, "lang": lang}
    return _cached_list(path.name, wordcache.cache_file("lists", resolved), key, lambda: _parse_file(path, lang))


def _parse_file(path: Path, lang: str) -> dict[int, WordsOfLength]:
    text = decode(read_bytes(path, MAX_WORDLIST_BYTES, "a word list", "word list"), str(path))
    return _groups_of(_entries_of(text, path.name, lang), lang)


def words_from(items: dict[str, float] | list[str], name: str = "words", lang: str = alphabet.DEFAULT) -> WordList:
    """A list from Python values (tests, generators): words, or words -> zipf."""
    entries = {folded(w, lang): (items[w] if isinstance(items, dict) else 0.0) for w in items}
    return WordList(name, _groups_of(entries, lang) if entries else {})


def joined(first: WordList, second: WordList, lengths: Iterable[int]) -> WordList:
    """`first` with every word of `second` it lacks, for the given lengths (`first` itself
    when it lacks none): a solving list that knows every word a fill list can use."""
    import numpy as np

    missing = {n: [w for w in second.of_length(n).words if w not in first.of_length(n).row_of] for n in set(lengths)}
    if not any(missing.values()):
        return first
    groups = {}
    for length, extra in missing.items():
        group = first.of_length(length)
        zipf = np.array([second.zipf(w) for w in extra], np.float32).tobytes()
        groups[length] = WordsOfLength(length, group.text + alphabet.encoded("".join(extra)), group.zipf32 + zipf)
    return WordList(f"{first.name}+{second.name}", groups, first.tier, first.min_zipf)
