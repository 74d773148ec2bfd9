"""Chunks: the first slot's candidates split into pieces that processes search apart; a
finished chunk never needs searching again (resume). A first word heavier than a chunk
(a pinned one, say) is split on the next rows into parts (`split_chunks`)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Literal

from studio.core.waffle.fill.batch import Batch
from studio.core.waffle.fill.engines import every_fill_engine, fill_batches
from studio.core.waffle.fill.lattice_search import plain_fits
from studio.core.waffle.fill.plan import FillPlan

ChunkScheme = Literal["interleaved", "balanced", "split"]  # how a run was cut: see enumerate.py: enumerate_grids


@dataclass(frozen=True)
class Part:
    """A part of one first word's search (`split_chunks`): its grids whose next rows'
    skeletons begin with one of `paths` (lattice.part_grids); `share` of the word's
    estimated work, what progress counts it as."""

    word: str
    paths: tuple[tuple[int, ...], ...]
    share: float


@dataclass(frozen=True)
class Chunk:
    """What one process searches: first words whole, then parts of first words."""

    words: tuple[str, ...]
    parts: tuple[Part, ...] = ()

    @property
    def size(self) -> float:
        """In first words: what the share searched counts."""
        return len(self.words) + sum(part.share for part in self.parts)


Job = tuple[int, int, Chunk]  # a chunk's number, how many chunks the run has, the chunk


def chunk_batches(plan: FillPlan, chunk: Chunk, small: bool = False) -> Iterator[Batch]:
    """A chunk's grids (`fill_batches` of its words, then its parts' by the array search),
    `done` counting each part as its share of a first word."""
    if chunk.words:
        yield from fill_batches(plan, chunk.words, every_fill_engine(plan, small))
    done = float(len(chunk.words))
    if not chunk.parts:
        return
    from studio.core.waffle.lattice import part_grids

    assert plan.lattice is not None  # split_chunks splits a lattice's words only
    for part in chunk.parts:
        for codes, share in part_grids(plan.lattice, part.word, part.paths):
            yield Batch(codes, done + part.share * share)
        done += part.share


def chunks(words: list[str], count: int) -> list[list[str]]:
    """Split the first slot's words into `count` interleaved pieces of similar size."""
    return [words[i::count] for i in range(count) if words[i::count]]


def balanced_chunks(plan: FillPlan, count: int) -> list[list[str]]:
    """The first slot's words in `count` chunks of about the same estimated work, so
    that no chunk holds a run on many workers up: a lattice word's estimate is its
    second-level states (lattice.second_level_states; the first join, a few percent of
    the search), and the largest go first, each to the lightest chunk so far (ties to
    the lowest number: the same inputs always give the same chunks, so checkpoints
    resume). A chunk keeps its words in list order. A search too small for the arrays,
    or of a shape that is no lattice, has interleaved chunks (`chunks`), as has one of
    a chunk per word. A single word's work is never split."""
    words = plan.first_candidates
    if len(words) <= count or not _weighable(plan):
        return chunks(words, count)
    members = _spread_work(first_word_work(plan), count)
    return [[words[i] for i in sorted(group)] for group in members]


def split_chunks(plan: FillPlan, count: int) -> list[Chunk]:
    """`balanced_chunks`, but a first word heavier than a chunk's share of the work (a
    pinned word, a list of few first words, one heavy word) is first split into parts
    (lattice.split_word: its second-level states, heavier ones on the next row too), so
    that `count` chunks come out about even however few the first words. A chunk holds
    its whole words in list order, then its parts by word and path; no chunk is empty.
    A search too small for the arrays, or of a shape that is no lattice, has interleaved
    chunks (`chunks`)."""
    words = plan.first_candidates
    if not _weighable(plan):
        return [Chunk(tuple(part)) for part in chunks(words, count)]
    from studio.core.waffle.lattice import split_word

    assert plan.lattice is not None  # _weighable: a lattice shape
    work = first_word_work(plan)
    target = sum(work) / count
    pieces: list[tuple[int, list[tuple[int, ...]], float]] = []  # (word's place, paths: none the whole word, work)
    for place, weight in enumerate(work):
        if weight <= target:
            pieces.append((place, [], weight))
            continue
        for path, share in split_word(plan.lattice, words[place], weight, target):
            if not pieces or pieces[-1][0] != place or pieces[-1][2] + share > target / GRAIN:
                pieces.append((place, [], 0.0))
            pieces[-1][1].append(path)
            pieces[-1] = (place, pieces[-1][1], pieces[-1][2] + share)
    out = []
    for group in _spread_work([piece[2] for piece in pieces], count):
        members = sorted(pieces[i] for i in group)
        whole = tuple(words[place] for place, paths, _ in members if not paths)
        split = tuple(Part(words[place], tuple(paths), share / work[place]) for place, paths, share in members if paths)
        if whole or split:
            out.append(Chunk(whole, split))
    return out


GRAIN = 4  # a split word's parts hold at most this share of a chunk: the chunks even out, few calls each


def _weighable(plan: FillPlan) -> bool:
    """The chunks are weighed on the arrays (a lattice shape, a list past
    lattice_search.SMALL_WORDS); else they stay interleaved."""
    return plan.crossings is not None and not plain_fits(plan)


def first_word_work(plan: FillPlan) -> list[int]:
    """Each first word's estimated work: its second-level states, + 1 (a dead word costs a lookup)."""
    from studio.core.waffle.lattice import second_level_states

    assert plan.lattice is not None  # a lattice shape: crossings_of found its families
    return [states + 1 for states in second_level_states(plan.lattice, plan.first_candidates)]


def _spread_work(work: Sequence[float], count: int) -> list[list[int]]:
    """Places into `count` groups of about the same total work: the largest first, each
    to the lightest group so far (ties to the lowest number, so the same inputs always
    give the same groups)."""
    import heapq

    loads: list[tuple[float, int]] = [(0, n) for n in range(count)]
    members: list[list[int]] = [[] for _ in range(count)]
    for place in sorted(range(len(work)), key=lambda i: (-work[i], i)):
        load, n = heapq.heappop(loads)
        members[n].append(place)
        heapq.heappush(loads, (load + work[place], n))
    return members


def cut_chunks(plan: FillPlan, count: int, scheme: ChunkScheme = "split") -> list[Chunk]:
    """The run's chunks, cut by `scheme` (see enumerate.py: enumerate_grids)."""
    if scheme == "split":
        return split_chunks(plan, count)
    whole = balanced_chunks(plan, count) if scheme == "balanced" else chunks(plan.first_candidates, count)
    return [Chunk(tuple(part)) for part in whole]
