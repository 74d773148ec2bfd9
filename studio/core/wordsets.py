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

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from studio.core.errors import PuzzleError

LETTERS = 26


@dataclass(frozen=True)
class Group:
    mask: int
    words: tuple[str, ...]          # anagrams, sorted

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
    done: int                       # first words tried
    total: int
    found: tuple[WordSet, ...]      # the sets found since the last report


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
    """The groups of a word-list file, one word per line (anything after a tab is ignored).

    Read as bytes and cut to length n before anything else: words_alpha.txt has 370k lines.
    """
    try:
        raw = Path(path).read_bytes()
    except OSError as err:
        raise PuzzleError(f"cannot read the word list: {err.strerror or err}", source=str(path)) from None
    return word_groups((w.decode("latin-1") for w in raw.split() if len(w) == n), n)


def check_size(k: int, n: int) -> None:
    if k < 1 or n < 1 or k * n > LETTERS:
        raise PuzzleError(f"{k} words of {n} letters need {k * n} different letters; "
                          f"the alphabet has {LETTERS}: choose k and n with k*n <= 26")


def iter_word_sets(groups: list[Group], k: int) -> Iterator[Progress]:
    """Every set of k groups with pairwise disjoint letters, streamed: a report after
    each first word (stop iterating to cancel)."""
    n = groups[0].mask.bit_count() if groups else 1
    check_size(k, n)
    if not groups:
        yield Progress(0, 0, ())
        return
    masks = np.array([g.mask for g in groups], dtype=np.int64)
    use = [int(np.count_nonzero(masks >> i & 1)) for i in range(LETTERS)]
    order = sorted(range(LETTERS), key=lambda i: (use[i], i))
    bits = [1 << letter for letter in order]
    rank = np.full(len(masks), LETTERS)
    for place in reversed(range(LETTERS)):
        rank[(masks & bits[place]) != 0] = place
    by_rank = np.argsort(rank, kind="stable")
    masks, rank = masks[by_rank], rank[by_rank]
    ordered = [groups[i] for i in by_rank.tolist()]
    total = len(masks)
    # group j's compatible groups, bit i for group i
    fits = [int.from_bytes(np.packbits((masks & m) == 0, bitorder="little").tobytes(), "little")
            for m in masks.tolist()]
    bounds = np.searchsorted(rank, np.arange(LETTERS + 1)).tolist()
    bucket = [((1 << bounds[p + 1]) - 1) ^ ((1 << bounds[p]) - 1) for p in range(LETTERS)]
    after = [((1 << total) - 1) ^ ((1 << bounds[p + 1]) - 1) for p in range(LETTERS)]
    letter_masks = masks.tolist()
    found: list[tuple[int, ...]] = []

    def search(candidates: int, used: int, start: int, depth: int, spare: int, chosen: tuple[int, ...],
               bits=bits, bounds=bounds, bucket=bucket, after=after, fits=fits, letter_masks=letter_masks) -> None:
        """Depth-first; the tables are bound as defaults, the fastest names Python has."""
        if depth == k:
            found.append(chosen)
            return
        need = k - depth - 1
        for place in range(start, LETTERS):
            if used & bits[place]:
                continue
            base = bounds[place]
            these = (candidates & bucket[place]) >> base
            rest = candidates & after[place]
            while these:
                lowest = these & -these
                j = base + lowest.bit_length() - 1
                these ^= lowest
                nxt = rest & fits[j]
                if need and nxt.bit_count() < need:
                    continue
                search(nxt, used | letter_masks[j], place + 1, depth + 1, spare, (*chosen, j))
            if not spare:
                return
            spare -= 1
            candidates = rest

    firsts = _first_steps(bounds, LETTERS - k * n)
    for done, (place, j, spare) in enumerate(firsts, 1):
        if k == 1:
            found.append((j,))
        else:
            search(after[place] & fits[j], letter_masks[j], place + 1, 1, spare, (j,))
        yield Progress(done, len(firsts), tuple(WordSet(tuple(ordered[i] for i in chosen)) for chosen in found))
        found.clear()


def _first_steps(bounds: list[int], spare: int) -> list[tuple[int, int, int]]:
    """(rank, group, spares left) for every first word: the first `spare + 1` ranks can
    start a set, the later ones only after skipping all before them."""
    out = []
    for place in range(min(spare + 1, LETTERS)):
        out.extend((place, j, spare - place) for j in range(bounds[place], bounds[place + 1]))
    return out


def find_word_sets(groups: list[Group], k: int) -> list[WordSet]:
    return [s for report in iter_word_sets(groups, k) for s in report.found]


def usability(word_set: WordSet, zipf: dict[str, float]) -> float:
    """The Zipf frequency of its rarest word (each group by its commonest anagram):
    a set is as usable as its hardest word."""
    return min(max(zipf.get(w, 0.0) for w in g.words) for g in word_set.groups)


def ranked_sets(sets: list[WordSet], min_zipf: float = 0.0, by_usability: bool = True,
                zipf: dict[str, float] | None = None) -> list[tuple[float, WordSet]]:
    """(usability, set), keeping the sets whose rarest word reaches `min_zipf`, most usable first."""
    if zipf is None:
        from studio.core.words import zipf_scores
        zipf = zipf_scores({w for s in sets for g in s.groups for w in g.words})
    scored = [(usability(s, zipf), s) for s in sets]
    kept = [(score, s) for score, s in scored if score >= min_zipf]
    return sorted(kept, key=lambda item: (-item[0], item[1].words())) if by_usability else kept


def sets_csv(ranked: list[tuple[float, WordSet]]) -> str:
    """One set per row: word 1..k (anagrams joined by /), unused letters, rarest Zipf."""
    import csv
    import io
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    k = len(ranked[0][1].groups) if ranked else 0
    writer.writerow([*(f"word {i}" for i in range(1, k + 1)), "unused", "rarest_zipf"])
    for score, word_set in ranked:
        writer.writerow([*word_set.words(), word_set.unused, f"{score:.2f}"])
    return out.getvalue()
