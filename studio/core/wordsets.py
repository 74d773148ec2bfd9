"""Sets of k words of n letters with no letter in common (Matt Parker's five-word problem).

Glossary
* mask: a word's letters as bits (a = bit 0 ... z = bit 25, ñ = bit 26: alphabet.code_of).
  Words with a repeated letter are dropped.
* letters: the alphabet searched, 26, or 27 when a word uses ñ (Spanish). A letter no
  word uses changes nothing but the spares (it is skipped like any other uncovered one).
* group: the words sharing one mask (anagrams); the search sees each group once.
* order: the letters, rarest first (by how many groups use them). A group's rank
  is the place of its rarest letter in that order.
* spare: the letters no word may use, letters - k*n of them (1 for five 5-letter English words).
* search: take the rarest letter not yet covered or skipped; either a group of that
  rank covers it, or it is skipped, while spares last. Every set is found exactly once,
  words in rank order, and the rare letters (few groups) are decided first.
* fits: per group, a row of bits, one per group sharing no letter with it (uint64
  words, each rank padded to whole words). The groups of a rank still compatible with
  a partial set are the AND of its groups' rows over that rank's few words.
* levels: the search extends every partial set by one word at once (numpy, one pass
  per rank), in batches, so Python takes a few dozen steps per level instead of one
  per partial set (words_alpha has 130,000 partial sets of three words).
"""

from __future__ import annotations

import csv
import io
import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np

from studio.core.alphabet import DEFAULT, LANGUAGES, SIZE, TILES, code_of, language
from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact, fact
from studio.core.limits import read_bytes
from studio.core.processes import in_processes
from studio.core.words import (
    MAX_WORDLIST_BYTES,
    NO_WORDS,
    TIERS,
    WordsOfLength,
    default_words,
    dictionary_sizes,
    load_wordlist,
    zipf_scores,
)

LETTERS = 26  # A-Z: every language's alphabet but Spanish's (alphabet.LANGUAGES)
_LOWER = frozenset(TILES.lower())
_ALPHABETS = {len(lang.letters): lang.letters for lang in LANGUAGES.values()}  # 27: Spanish's order, ñ after n


def alphabet_size(lang: str = DEFAULT) -> int:
    """How many letters a language's sets may use: 27 in Spanish (Ñ), else 26."""
    return len(language(lang).letters)


@dataclass(frozen=True)
class Group:
    mask: int
    words: tuple[str, ...]  # anagrams, sorted

    @property
    def label(self) -> str:
        return "/".join(self.words)


@dataclass(frozen=True)
class WordSet:
    groups: tuple[Group, ...]
    letters: int = LETTERS  # the alphabet searched: its letters no word covers are the unused ones

    @property
    def expanded(self) -> int:
        """How many sets of single words this is, anagrams counted apart."""
        count = 1
        for group in self.groups:
            count *= len(group.words)
        return count

    @property
    def unused(self) -> str:
        covered = 0
        for group in self.groups:
            covered |= group.mask
        order = _ALPHABETS.get(self.letters, TILES)
        return "".join(letter.lower() for letter in order if not covered >> code_of(letter) & 1)

    def words(self) -> list[str]:
        return [group.label for group in self.groups]


@dataclass(frozen=True)
class Progress:
    done: int  # first words tried
    total: int
    found: tuple[WordSet, ...]  # the sets found since the last report


def mask_of(word: str) -> int:
    """Lower-case letters a-z and ñ as bits (alphabet.code_of)."""
    mask = 0
    for ch in word:
        mask |= 1 << (ord(ch) - 97 if ch <= "z" else code_of(ch.upper()))
    return mask


def word_groups(words: Iterable[str], n: int) -> list[Group]:
    """Words of n distinct letters a-z or ñ (case folded), anagrams grouped. Other letters
    (naïf) drop the word: a list in another language is folded to its tiles first (words.py)."""
    by_mask: dict[int, set[str]] = {}
    for word in words:
        word = word.strip().lower()
        if len(word) == n and ((word.isalpha() and word.isascii()) or _LOWER.issuperset(word)):
            mask = mask_of(word)
            if mask.bit_count() == n:
                by_mask.setdefault(mask, set()).add(word)
    return [Group(mask, tuple(sorted(ws))) for mask, ws in by_mask.items()]


def read_groups(path: str | Path, n: int) -> list[Group]:
    """The groups of a word-list file: its words are what bytes.split() gives (split at
    ASCII whitespace, so anything after a tab is a word of its own), and a word counts
    if it is n letters a-z in either case, as word_groups then takes it.

    Vectorised: words_alpha.txt has 370k lines, and the words of length n are found,
    case folded and turned into masks with numpy before any Python string exists."""
    raw = read_bytes(path, MAX_WORDLIST_BYTES, "a word list", "word list")
    if n < 1:
        return []
    text = np.frombuffer(raw, dtype=np.uint8)
    space = np.zeros(len(text) + 2, dtype=bool)
    space[0] = space[-1] = True
    # what bytes.split() splits at: tab to CR (9-13; below 9, uint8 wraps round) and space
    np.less_equal(text - 9, 13 - 9, out=space[1:-1])
    space[1:-1] |= text == 32
    edges = np.flatnonzero(space[1:] != space[:-1])  # word starts, then word ends, in turn
    starts, ends = edges[0::2], edges[1::2]
    starts = starts[ends - starts == n]
    letters = text[starts[:, None] + np.arange(n)]
    letters = letters | ((letters >= 65) & (letters <= 90)).astype(np.uint8) << 5  # A-Z to a-z
    keep = ((letters >= 97) & (letters <= 122)).all(axis=1)
    letters = letters[keep]
    masks = np.bitwise_or.reduce(np.left_shift(1, letters.astype(np.int64) - 97), axis=1)
    distinct = np.bitwise_count(masks) == n
    letters, masks = letters[distinct], masks[distinct]
    if not len(masks):
        return []
    words = np.ascontiguousarray(letters).view(f"S{n}").ravel()
    # first appearance order of masks (as word_groups), words sorted and once each within a group
    order = np.lexsort((words, masks))
    masks, words = masks[order], words[order]
    fresh = np.ones(len(masks), dtype=bool)
    fresh[1:] = (masks[1:] != masks[:-1]) | (words[1:] != words[:-1])
    masks, words, first = masks[fresh], words[fresh], order[fresh]
    cuts = np.flatnonzero(np.diff(masks)) + 1
    heads = np.concatenate(([0], cuts))
    by_appearance = np.argsort(np.minimum.reduceat(first, heads), kind="stable")
    texts = [w.decode("ascii") for w in words.tolist()]
    bounds = [*heads.tolist(), len(texts)]
    mask_list = masks[heads].tolist()
    return [Group(mask_list[g], tuple(texts[bounds[g] : bounds[g + 1]])) for g in by_appearance.tolist()]


def groups_with_zipf(
    source: str, n: int, min_zipf: float = 0.0, lang: str = DEFAULT
) -> tuple[list[Group], dict[str, float]]:
    """The groups of a built-in tier ('common', 'broad', 'full') of a language or of a file,
    with every word's Zipf frequency, keeping only words at least as common as `min_zipf`.
    A file in English is read as bytes (read_groups); in another language its words are
    folded to that language's tiles first (é -> e; ñ stays in Spanish), as the window reads it."""
    if source in TIERS:
        return groups_of_list(default_words(source, lang=lang).of_length(n), min_zipf)
    if language(lang).code.split("-")[0] != DEFAULT:
        return groups_of_list(load_wordlist(source, lang).of_length(n), min_zipf)
    groups = read_groups(source, n)
    if not groups and not Path(source).read_bytes().strip():  # as everywhere: an empty list is bad input
        raise PuzzleError(NO_WORDS, source=source)
    zipf = zipf_scores(w for g in groups for w in g.words)
    kept = ((g.mask, tuple(w for w in g.words if zipf[w] >= min_zipf)) for g in groups)
    return [Group(mask, words) for mask, words in kept if words], familiar_scores(zipf, n, lang)


def groups_of_list(
    words: WordsOfLength, min_zipf: float = 0.0, lang: str = DEFAULT
) -> tuple[list[Group], dict[str, float]]:
    """The groups of a list's words of one length, with their scores, as `groups_with_zipf`
    gives them: Zipf frequencies to two places, as wordfreq gives them (a list holds them as
    float32), below 0 for words wordfreq does not know (familiar_scores)."""
    zipf = {w.lower(): round(z, 2) for w, z in zip(words.words, words.zipf.tolist())}
    groups = word_groups((w for w, z in zipf.items() if z >= min_zipf), words.length)
    return groups, familiar_scores(zipf, words.length, lang)


UNLISTED_SIZE = 100  # a word the built-in dictionary lacks: rarer than its rarest (95)


def familiar_scores(zipf: dict[str, float], n: int, lang: str = DEFAULT) -> dict[str, float]:
    """Zipf frequencies, and for a word wordfreq does not know (Zipf 0), minus its dictionary
    size over 100: VIBEX (SCOWL size 80) -0.80, GUCKS (70) -0.70, FLDXT (95) -0.95, a word of
    no dictionary -1. Among the sets every one of which needs such words (every 5x5 set), those
    whose unknown words a dictionary counts more common come first: Parker's FJORD GUCKS NYMPH
    VIBEX WALTZ before sets of abbreviations like FLDXT. Shown as Zipf, these read 0."""
    sizes = dictionary_sizes(n, lang)
    return {w: z if z > 0 else -sizes.get(w, UNLISTED_SIZE) / 100 for w, z in zipf.items()}


def shown_zipf(score: float) -> float:
    """A score as the Zipf frequency it stands for (0 for a word wordfreq does not know)."""
    return max(0.0, score)


def check_size(k: int, n: int, letters: int = LETTERS) -> None:
    """k words of n letters fit the alphabet (alphabet_size: 27 in Spanish)."""
    if k < 1 or n < 1 or k * n > letters:
        raise PuzzleError(fact(Code.TOO_MANY_LETTERS, k=k, n=n, letters=letters))


@dataclass(frozen=True)
class SetQuery:
    """A search as the user sets it: k words of n letters from a list (a built-in tier
    or a file), none rarer than min_zipf."""

    source: str
    k: int
    n: int
    min_zipf: float = 0.0


# Four common five-letter words with 20 different letters, none rarer than Zipf 3.5:
# 3,670 sets on the built-in list in a tenth of a second. Five such words do not exist
# in the common tier, and on the whole built-in list every five-word set needs a word
# wordfreq does not know.
DEFAULT_QUERY = SetQuery("common", 4, 5, 3.5)


def none_found(query: SetQuery, words: int) -> Fact:
    """What the user reads when a search finds no set: what was searched, and the
    changes that can help (only those: a cutoff of 0 cannot go lower)."""
    changes = tuple(
        change
        for change, helps in (
            ("fewer", query.k > 1 and words > 0),
            ("shorter", query.n > 1),
            ("cutoff", query.min_zipf > 0),
            ("bigger", query.source in TIERS and query.source != list(TIERS)[-1]),
        )
        if helps
    )
    return fact(Code.NO_SETS, k=query.k, n=query.n, words=words, min_zipf=query.min_zipf, changes=changes)


@dataclass(frozen=True)
class _Search:
    """Everything a search needs, as numpy arrays; `fits`, the one big table, is built on
    first use (the estimate and a one-word search never need it).

    Letters are renumbered rarest first (bit p of a mask is the p-th rarest letter) and
    groups are sorted by rank, so rank p holds groups starts[p]..starts[p+1]-1. A row of
    `fits` is a bitset over the groups, each rank padded to whole 64-bit words (rank p
    is words at[p]..at[p+1]-1): fits[j] has the bits of the groups sharing no letter
    with group j, so the groups of one rank compatible with a choice so far are the AND
    of a few words of each chosen group's row."""

    k: int
    letters: int  # the alphabet's size: 26, or 27 when a word uses ñ
    ordered: tuple[Group, ...]
    masks: np.ndarray  # int64, letters renumbered rarest first
    starts: tuple[int, ...]
    at: tuple[int, ...]
    firsts: tuple[tuple[int, int, int], ...]  # (rank, group, spares left) of each first word

    def word_set(self, chosen: tuple[int, ...]) -> WordSet:
        return WordSet(tuple(self.ordered[i] for i in chosen), self.letters)

    @property
    def table_bytes(self) -> int:
        """The size of `fits`: a bit per pair of groups, so it grows as their square."""
        return 8 * len(self.ordered) * self.at[-1]

    @cached_property
    def fits(self) -> np.ndarray:
        """uint64, groups x at[-1]: ANDed a letter of the group at a time (one temporary copy)."""
        sizes, starts = np.diff(self.starts), np.array(self.starts[:-1])
        slot = 64 * np.repeat(np.array(self.at[:-1]), sizes) + np.arange(len(self.masks)) - np.repeat(starts, sizes)
        has = (self.masks[:, None] >> np.arange(self.letters)) & 1 == 1
        lacks = np.zeros((self.letters, 64 * self.at[-1]), dtype=bool)  # letter x slot: that group lacks the letter
        lacks[:, slot] = ~has.T
        lacks_words = np.packbits(lacks, axis=1, bitorder="little").view("<u8")
        letters = np.nonzero(has)[1].reshape(len(has), -1)
        fits = lacks_words[letters[:, 0]]
        for column in letters.T[1:]:
            fits &= lacks_words[column]
        return fits


_PLACES = np.left_shift(1, np.arange(SIZE, dtype=np.int64))


def letters_of(groups: list[Group]) -> int:
    """The alphabet the groups need: A-Z, or with ñ when a word has it."""
    return max(LETTERS, max(g.mask for g in groups).bit_length())


def _prepare(groups: list[Group], k: int) -> _Search:
    """A search, its table refused past MAX_TABLE_BYTES before it is built (whatever the
    estimate: 13 words of 13 letters meet few partial sets among a million words)."""
    search = _order(groups, k)
    if k > 1 and search.table_bytes > MAX_TABLE_BYTES:  # one word a set needs no table
        raise PuzzleError(
            fact(
                Code.TABLE_TOO_LARGE,
                words=len(groups),
                n=groups[0].mask.bit_count(),
                bytes=search.table_bytes,
                most=MAX_TABLE_BYTES,
            )
        )
    return search


def _order(groups: list[Group], k: int) -> _Search:
    """The groups in search order: a few arrays the size of the list."""
    n = groups[0].mask.bit_count()
    size = letters_of(groups)
    check_size(k, n, size)
    has = (np.array([g.mask for g in groups], dtype=np.int64)[:, None] >> np.arange(size)) & 1 == 1
    use = has.sum(axis=0).tolist()
    has = has[:, sorted(range(size), key=lambda i: (use[i], i))]  # columns rarest first
    rank = np.argmax(has, axis=1)  # the place of a group's rarest letter
    by_rank = np.argsort(rank, kind="stable")
    has, rank = has[by_rank], rank[by_rank]
    starts = np.searchsorted(rank, np.arange(size + 1)).tolist()
    at = np.concatenate(([0], np.cumsum((np.diff(starts) + 63) // 64))).tolist()
    spare = size - k * n
    firsts = [
        (place, j, spare - place)
        for place in range(min(spare + 1, size))
        for j in range(starts[place], starts[place + 1])
    ]
    return _Search(
        k,
        size,
        tuple(groups[i] for i in by_rank.tolist()),
        has.astype(np.int64) @ _PLACES[:size],
        tuple(starts),
        tuple(at),
        tuple(firsts),
    )


def _set_bits(words: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Row, word and bit of every set bit of a 2-D array of uint64 words, lowest bit of
    each word at a time (the words are sparse: a few rounds on fewer and fewer words)."""
    where = np.flatnonzero(words)
    values = words.ravel()[where]
    found, bits = [], []
    one = np.uint64(1)
    while len(values):
        lowest = values & (~values + one)
        found.append(where)
        bits.append(np.bitwise_count(lowest - one))
        values ^= lowest
        left = values != 0
        values, where = values[left], where[left]
    row, word = np.divmod(np.concatenate(found) if found else where, words.shape[1])
    return row, word, np.concatenate(bits).astype(np.int64) if bits else where


def _extend(
    s: _Search, used: np.ndarray, start: np.ndarray, spare: np.ndarray, chosen: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """One more word for every partial set (a row of `chosen`, covering `used`): a group
    of the rank of the rarest letter not covered from place `start` on, or, while
    spares last, skip that letter and take the next one. All sets at once, one numpy
    pass per rank, so Python does a few dozen steps per word instead of one per set."""
    grown: list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []
    letters = s.letters
    full = (1 << letters) - 1
    while len(used):
        free = ~(used | ((1 << start) - 1)) & full
        target = np.bitwise_count((free & -free) - 1).astype(np.int64)  # `letters` when none is free
        by_target = np.argsort(target, kind="stable")
        bounds = np.searchsorted(target[by_target], np.arange(letters + 1)).tolist()
        for place in range(letters):
            if bounds[place] == bounds[place + 1]:
                continue
            rows = by_target[bounds[place] : bounds[place + 1]]
            lo, hi = s.at[place], s.at[place + 1]
            fit = s.fits[chosen[rows, 0], lo:hi]
            for i in range(1, chosen.shape[1]):
                fit &= s.fits[chosen[rows, i], lo:hi]
            row, word, bit = _set_bits(fit)
            parent = rows[row]
            j = s.starts[place] + 64 * word + bit
            grown.append(
                (
                    used[parent] | s.masks[j],
                    np.full(len(j), place + 1),
                    spare[parent],
                    np.column_stack((chosen[parent], j)),
                )
            )
        skip = (spare > 0) & (target < letters)
        used, start, spare, chosen = used[skip], target[skip] + 1, spare[skip] - 1, chosen[skip]
    if not grown:
        return used, start, spare, np.zeros((0, chosen.shape[1] + 1), dtype=np.int64)
    used, start, spare, chosen = (np.concatenate(parts) for parts in zip(*grown))
    return used, start, spare, chosen


_BATCH = 20_000  # partial sets extended at once: memory stays bounded on lists with millions of sets


def _sets_from(s: _Search, steps: Iterable[int]) -> list[tuple[int, ...]]:
    """The sets that start with these first words (indexes into s.firsts), as group
    indexes: a level of the search at a time for a batch of partial sets, each batch
    finished before the next (depth first over batches, so a level never holds them all)."""
    firsts = np.array([s.firsts[i] for i in steps], dtype=np.int64).reshape(-1, 3)
    found: list[tuple[int, ...]] = []

    def grow(used: np.ndarray, start: np.ndarray, spare: np.ndarray, chosen: np.ndarray) -> None:
        if chosen.shape[1] == s.k:
            found.extend(tuple(row) for row in chosen.tolist())
            return
        for lo in range(0, len(used), _BATCH):
            batch = slice(lo, lo + _BATCH)
            grow(*_extend(s, used[batch], start[batch], spare[batch], chosen[batch]))

    chosen = firsts[:, 1:2]
    grow(s.masks[chosen[:, 0]], firsts[:, 0] + 1, firsts[:, 2], chosen)
    return found


_STREAMED = 16  # first words searched together by iter_word_sets (a numpy pass per word is slow)


def iter_word_sets(groups: list[Group], k: int) -> Iterator[Progress]:
    """Every set of k groups with pairwise disjoint letters, streamed: a report after
    each first word (stop iterating to cancel)."""
    if not groups:
        yield Progress(0, 0, ())
        return
    prepared = _prepare(groups, k)
    total = len(prepared.firsts)
    for lo in range(0, total, _STREAMED):
        steps = range(lo, min(lo + _STREAMED, total))
        by_first: dict[int, list[tuple[int, ...]]] = {}
        for chosen in _sets_from(prepared, steps):  # searched together, reported one first word at a time
            by_first.setdefault(chosen[0], []).append(chosen)
        for step in steps:
            found = by_first.get(prepared.firsts[step][1], [])
            yield Progress(step + 1, total, tuple(prepared.word_set(c) for c in found))


_WORKER_SEARCH: _Search | None = None


def _start_worker(groups: list[Group], k: int) -> None:
    global _WORKER_SEARCH
    _WORKER_SEARCH = _prepare(groups, k)


def _search_steps(steps: list[int]) -> tuple[int, list[tuple[int, ...]]]:
    assert _WORKER_SEARCH is not None, "in_processes starts every worker with _start_worker"
    return len(steps), _sets_from(_WORKER_SEARCH, steps)


def word_sets_in_processes(
    groups: list[Group], k: int, jobs: int = 2, pieces: int = 32, should_stop: Callable[[], bool] = lambda: False
) -> Iterator[Progress]:
    """As iter_word_sets, on `jobs` processes, a report per finished piece. A window
    uses this: its own process then only waits, and never competes for the GIL."""
    if not groups:
        yield Progress(0, 0, ())
        return
    prepared = _prepare(groups, k)
    total = len(prepared.firsts)
    parts = [list(range(i, total, pieces)) for i in range(min(pieces, total))]
    done = 0
    for count, found in in_processes(_search_steps, parts, jobs, _start_worker, (groups, k), should_stop):
        done += count
        yield Progress(done, total, tuple(prepared.word_set(c) for c in found))


# estimated partial sets a search may meet: words_alpha's five-word sets meet about 300,000
# (0.1 s); the broad tier's six 4-letter words about 19 million (14 s to search, then
# 1.7 million sets to rank: minutes and 1.3 GB in all); 13 words of 2 letters billions
MAX_PARTIAL_SETS = 10_000_000
# the search's table has a bit per pair of groups: the largest a real list needs is 16 MB (the
# full tier's 10,939 groups of 7 letters); 1 GB is 89,000 groups. A list of every 6-letter
# group (230,000) needs 6.6 GB, which a search tried to allocate sevenfold (37 GB)
MAX_TABLE_BYTES = 1_000_000_000
PROBES = 300  # random descents of the search tree per estimate (seeded: the same estimate every time)


def estimate_partial_sets(groups: list[Group], k: int, probes: int = PROBES, seed: int = 0) -> float:
    """How many partial sets (the search tree's nodes) a search meets, by Knuth's
    estimator: descend the tree at random, one word at a time, and sum the products of
    the choices met on the way; the mean over many descents is unbiased. A few
    milliseconds per descent, whatever the size of the tree."""
    if not groups:
        return 0.0
    s = _order(groups, k)
    spare_at_start = s.letters - k * groups[0].mask.bit_count()
    rng = random.Random(seed)
    total = 0.0
    for _ in range(probes):
        used, start, spare, weight, nodes = 0, 0, spare_at_start, 1.0, 1.0
        for _depth in range(k):
            choices = _choices(s, used, start, spare)
            count = sum(len(fits) for _, _, fits in choices)
            if not count:
                break
            weight *= count
            nodes += weight
            pick = rng.randrange(count)
            for place, spare_left, fits in choices:
                if pick < len(fits):
                    used, start, spare = used | int(s.masks[s.starts[place] + fits[pick]]), place + 1, spare_left
                    break
                pick -= len(fits)
        total += nodes
    return total / probes


def _choices(s: _Search, used: int, start: int, spare: int) -> list[tuple[int, int, np.ndarray]]:
    """The next words a partial set may take, as _extend finds them: per place (the
    rarest letter not covered from `start` on, or a later one while spares last to skip
    letters), the spares left and the groups of that rank sharing no letter with it."""
    out = []
    place = start
    while place < s.letters:
        if used >> place & 1:
            place += 1
            continue
        fits = np.flatnonzero(s.masks[s.starts[place] : s.starts[place + 1]] & used == 0)
        out.append((place, spare, fits))
        if spare == 0:
            break
        place, spare = place + 1, spare - 1
    return out


def check_search_size(groups: list[Group], k: int) -> None:
    """Refuses a search past MAX_PARTIAL_SETS (estimated) before it starts: a few
    letters per word and many words (13 words of 2 letters) make billions of sets."""
    size = estimate_partial_sets(groups, k)
    if size > MAX_PARTIAL_SETS:
        n = groups[0].mask.bit_count()
        raise PuzzleError(
            fact(Code.TOO_MANY_PARTIAL_SETS, k=k, n=n, words=len(groups), sets=size, most=MAX_PARTIAL_SETS)
        )


def find_word_sets(groups: list[Group], k: int) -> list[WordSet]:
    """Every set of k groups with pairwise disjoint letters, in one pass."""
    if not groups:
        return []
    prepared = _prepare(groups, k)
    return [prepared.word_set(c) for c in _sets_from(prepared, range(len(prepared.firsts)))]


def zipfs_of(word_set: WordSet, zipf: dict[str, float]) -> tuple[float, ...]:
    """Each word's Zipf frequency (a group by its commonest anagram), rarest first.

    Sets rank by this, highest first: by the rarest word, ties by the next rarest and
    so on. A word wordfreq does not know counts 0, so among sets that all need one
    (every 5x5 set of the full list does), those with the fewest such words and the
    commonest others lead, instead of whichever the search met first."""
    return tuple(sorted(max(zipf.get(w, -UNLISTED_SIZE / 100) for w in g.words) for g in word_set.groups))


def usability(word_set: WordSet, zipf: dict[str, float]) -> float:
    """The Zipf frequency of its rarest word: a set is as usable as its hardest word."""
    return shown_zipf(zipfs_of(word_set, zipf)[0])


def ranked_sets(
    sets: list[WordSet],
    zipf: dict[str, float],
    by_usability: bool = True,
) -> list[tuple[float, WordSet]]:
    """(usability, set) pairs, most usable first (ranked as zipfs_of says), or in the order found."""
    if by_usability:
        sets = sorted(sets, key=lambda s: (tuple(-z for z in zipfs_of(s, zipf)), s.words()))
    return [(usability(s, zipf), s) for s in sets]


def sets_csv(ranked: list[tuple[float, WordSet]]) -> str:
    """One set per row: word 1..k (anagrams joined by /), unused letters, rarest Zipf."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    k = len(ranked[0][1].groups) if ranked else 0
    writer.writerow([*(f"word {i}" for i in range(1, k + 1)), "unused", "rarest_zipf"])
    for score, word_set in ranked:
        writer.writerow([*word_set.words(), word_set.unused, f"{score:.2f}"])
    return out.getvalue()
