"""Sets of k words of n letters with no letter in common (Matt Parker's five-word problem).

Glossary
* mask: a word's letters as bits (a = bit 0). Words with a repeated letter are dropped.
* group: the words sharing one mask (anagrams); the search sees each group once.
* order: the 26 letters, rarest first (by how many groups use them). A group's rank
  is the place of its rarest letter in that order.
* spare: the letters no word may use, 26 - k*n of them (1 for five 5-letter words).
* search: take the rarest letter not yet covered or skipped; either a group of that
  rank covers it, or it is skipped, while spares last. Every set is found exactly once,
  words in rank order, and the rare letters (few groups) are decided first.
* candidates: the groups still compatible with everything chosen, as one Python
  integer with a bit per group (AND is one machine loop over 6000 bits), so a step
  costs a few big-integer operations instead of a scan of the list.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from studio.core.errors import PuzzleError
from studio.core.processes import in_processes
from studio.core.words import TIERS, WordsOfLength, default_words, zipf_scores

LETTERS = 26
_SPACE = np.zeros(256, dtype=bool)  # what bytes.split() splits at
_SPACE[list(b" \t\n\r\x0b\x0c")] = True


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
        return "".join(chr(97 + i) for i in range(LETTERS) if not covered >> i & 1)

    def words(self) -> list[str]:
        return [group.label for group in self.groups]


@dataclass(frozen=True)
class Progress:
    done: int  # first words tried
    total: int
    found: tuple[WordSet, ...]  # the sets found since the last report


def mask_of(word: str) -> int:
    mask = 0
    for ch in word:
        mask |= 1 << (ord(ch) - 97)
    return mask


def word_groups(words: Iterable[str], n: int) -> list[Group]:
    """Words of n distinct letters a-z (case folded), anagrams grouped."""
    by_mask: dict[int, set[str]] = {}
    for word in words:
        word = word.strip().lower()
        if len(word) == n and word.isascii() and word.isalpha():
            mask = mask_of(word)
            if mask.bit_count() == n:
                by_mask.setdefault(mask, set()).add(word)
    return [Group(mask, tuple(sorted(ws))) for mask, ws in by_mask.items()]


def read_groups(path: str | Path, n: int) -> list[Group]:
    """The groups of a word-list file, as word_groups gives them for its words split at
    whitespace (so anything after a tab on a line is a word of its own, kept only if it
    is n letters a-z).

    Vectorised: words_alpha.txt has 370k lines, and the words of length n are found,
    case folded and turned into masks with numpy before any Python string exists."""
    try:
        raw = Path(path).read_bytes()
    except OSError as err:
        raise PuzzleError(f"cannot read the word list: {err.strerror or err}", source=str(path)) from None
    if n < 1:
        return []
    text = np.frombuffer(raw, dtype=np.uint8)
    space = np.zeros(len(text) + 2, dtype=bool)
    space[0] = space[-1] = True
    space[1:-1] = _SPACE[text]
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


def groups_with_zipf(source: str, n: int, min_zipf: float = 0.0) -> tuple[list[Group], dict[str, float]]:
    """The groups of a built-in tier ('common', 'broad', 'full') or of a file, with every
    word's Zipf frequency, keeping only words at least as common as `min_zipf`."""
    if source in TIERS:
        return groups_of_list(default_words(source).of_length(n), min_zipf)
    zipf = zipf_scores(w for g in read_groups(source, n) for w in g.words)
    return word_groups((w for w, z in zipf.items() if z >= min_zipf), n), zipf


def groups_of_list(words: WordsOfLength, min_zipf: float = 0.0) -> tuple[list[Group], dict[str, float]]:
    """The groups of a list's words of one length, with their Zipf frequencies, as
    `groups_with_zipf` gives them: to two places, as wordfreq gives them (a list holds them as float32)."""
    zipf = {w.lower(): round(z, 2) for w, z in zip(words.words, words.zipf.tolist())}
    return word_groups((w for w, z in zipf.items() if z >= min_zipf), words.length), zipf


def check_size(k: int, n: int) -> None:
    if k < 1 or n < 1 or k * n > LETTERS:
        raise PuzzleError(
            f"{k} words of {n} letters need {k * n} different letters; "
            f"the alphabet has {LETTERS}: choose k and n with k*n <= 26"
        )


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


def none_found(query: SetQuery, words: int) -> str:
    """What the user reads when a search finds no set: what was searched, and the
    changes that can help (only those: a cutoff of 0 cannot go lower)."""
    changes = [
        change
        for change, helps in (
            ("fewer words", query.k > 1 and words > 0),
            ("shorter words", query.n > 1),
            (f"a Zipf cutoff below {query.min_zipf:g}", query.min_zipf > 0),
            ("a bigger word list", query.source in TIERS and query.source != list(TIERS)[-1]),
        )
        if helps
    ]
    cutoff = f" with a Zipf of at least {query.min_zipf:g}" if query.min_zipf > 0 else ""
    found = (
        f"no {query.k} of the {words:,} words of {query.n} different letters{cutoff} are free of shared letters"
        if words
        else f"the list has no word of {query.n} different letters{cutoff}"
    )
    advice = (
        f" Try {', '.join(changes[:-1])} or {changes[-1]}."
        if len(changes) > 1
        else (f" Try {changes[0]}." if changes else "")
    )
    return f"No sets found: {found}.{advice}"


@dataclass(frozen=True)
class _Search:
    """Everything a search needs, built once. Groups are indexed by rank, commonest
    rank first, so the groups filed after a rank are the low bits of a candidate
    integer: the deeper the search, the shorter its integers.

    bits: letter bits, rarest first. low[p]: how many groups rank after place p
    (their indexes are 0..low[p]-1); a group of rank p has an index in
    low[p]..low[p-1]-1. fits[j]: the groups ranked after group j that share no letter
    with it, as an integer no wider than low[rank of j]."""

    k: int
    ordered: tuple[Group, ...]
    bits: tuple[int, ...]
    low: tuple[int, ...]
    fits: tuple[int, ...]
    masks: tuple[int, ...]
    firsts: tuple[tuple[int, int, int], ...]  # (rank, group, spares left) of each first word

    def word_set(self, chosen: tuple[int, ...]) -> WordSet:
        return WordSet(tuple(self.ordered[i] for i in chosen))


def _as_int(flags: np.ndarray) -> int:
    """A boolean array as an integer, flags[i] being bit i."""
    return int.from_bytes(np.packbits(flags, bitorder="little").tobytes(), "little")


def _prepare(groups: list[Group], k: int) -> _Search:
    n = groups[0].mask.bit_count()
    check_size(k, n)
    masks = np.array([g.mask for g in groups], dtype=np.int64)
    has = (masks[:, None] >> np.arange(LETTERS)) & 1  # groups x letters
    use = has.sum(axis=0).tolist()
    order = sorted(range(LETTERS), key=lambda i: (use[i], i))
    bits = [1 << letter for letter in order]
    # a group's rank: the place of its first letter in rarest-first order
    rank = np.argmax(has[:, order], axis=1)
    by_rank = np.argsort(-rank, kind="stable")  # commonest rank first: index 0 ranks last
    masks, rank = masks[by_rank], rank[by_rank]
    per_rank = np.bincount(rank, minlength=LETTERS)
    low = [int(per_rank[p + 1 :].sum()) for p in range(LETTERS)]
    without = [_as_int((masks & (1 << letter)) == 0) for letter in range(LETTERS)]
    mask_list = masks.tolist()
    fits = []
    for mask, place in zip(mask_list, rank.tolist()):
        fit = (1 << low[place]) - 1
        while mask:
            lowest = mask & -mask
            fit &= without[lowest.bit_length() - 1]
            mask ^= lowest
        fits.append(fit)
    spare = LETTERS - k * n
    firsts = [
        (place, j, spare - place)
        for place in range(min(spare + 1, LETTERS))
        for j in range(low[place], low[place - 1] if place else len(mask_list))
    ]
    return _Search(
        k,
        tuple(groups[i] for i in by_rank.tolist()),
        tuple(bits),
        tuple(low),
        tuple(fits),
        tuple(mask_list),
        tuple(firsts),
    )


def _sets_from(s: _Search, steps: Iterable[int]) -> list[tuple[int, ...]]:
    """The sets that start with these first words (indexes into s.firsts), as group indexes.

    The last word needs no search: every group left among the candidates completes a
    set (any skipped letter stays uncovered, and a set leaves exactly the spare
    letters uncovered, so the spares never run out on the way to a real set)."""
    k = s.k
    found: list[tuple[int, ...]] = []

    def search(
        candidates: int,
        used: int,
        start: int,
        depth: int,
        spare: int,
        chosen: tuple[int, ...],
        bits: tuple[int, ...] = s.bits,
        low: tuple[int, ...] = s.low,
        fits: tuple[int, ...] = s.fits,
        letter_masks: tuple[int, ...] = s.masks,
    ) -> None:
        """Depth-first; the tables are bound as defaults, the fastest names Python has."""
        need = k - depth - 1
        if need < 0:
            found.append(chosen)
            return
        if not need:
            while candidates:
                lowest = candidates & -candidates
                found.append((*chosen, lowest.bit_length() - 1))
                candidates ^= lowest
            return
        for place in range(start, LETTERS):
            if used & bits[place]:
                continue
            base = low[place]
            these = candidates >> base
            rest = candidates ^ (these << base)
            while these:
                lowest = these & -these
                j = base + lowest.bit_length() - 1
                these ^= lowest
                nxt = rest & fits[j]
                if need == 1:
                    while nxt:
                        last = nxt & -nxt
                        found.append((*chosen, j, last.bit_length() - 1))
                        nxt ^= last
                elif nxt.bit_count() >= need:
                    search(nxt, used | letter_masks[j], place + 1, depth + 1, spare, (*chosen, j))
            if not spare:
                return
            spare -= 1
            candidates = rest

    for step in steps:
        place, j, spare = s.firsts[step]
        search(s.fits[j], s.masks[j], place + 1, 1, spare, (j,))
    return found


def iter_word_sets(groups: list[Group], k: int) -> Iterator[Progress]:
    """Every set of k groups with pairwise disjoint letters, streamed: a report after
    each first word (stop iterating to cancel)."""
    if not groups:
        yield Progress(0, 0, ())
        return
    prepared = _prepare(groups, k)
    total = len(prepared.firsts)
    for step in range(total):
        found = _sets_from(prepared, [step])
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


def find_word_sets(groups: list[Group], k: int) -> list[WordSet]:
    return [s for report in iter_word_sets(groups, k) for s in report.found]


def zipfs_of(word_set: WordSet, zipf: dict[str, float]) -> tuple[float, ...]:
    """Each word's Zipf frequency (a group by its commonest anagram), rarest first.

    Sets rank by this, highest first: by the rarest word, ties by the next rarest and
    so on. A word wordfreq does not know counts 0, so among sets that all need one
    (every 5x5 set of the full list does), those with the fewest such words and the
    commonest others lead, instead of whichever the search met first."""
    return tuple(sorted(max(zipf.get(w, 0.0) for w in g.words) for g in word_set.groups))


def usability(word_set: WordSet, zipf: dict[str, float]) -> float:
    """The Zipf frequency of its rarest word: a set is as usable as its hardest word."""
    return zipfs_of(word_set, zipf)[0]


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
