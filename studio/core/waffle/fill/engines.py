"""The fill engines behind one interface (batch.py's `Engine`), and which one searches
every fill of a plan: the node search word by word (node_search.py: any shape, random
fills, budgets), or on a lattice shape the array search or its plain-Python twin
(lattice_search.py), the same grids many times faster."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from studio.core.waffle.fill.batch import Batch, Engine
from studio.core.waffle.fill.lattice_search import ArraySearch, PlainSearch
from studio.core.waffle.fill.node_search import NodeSearch
from studio.core.waffle.fill.plan import FillPlan


def every_fill_engine(plan: FillPlan, small: bool = False) -> Engine:
    """The fastest engine for every fill of the plan: on a lattice shape the array
    search, or with `small` the plain-Python one (no numpy to import); else the node search."""
    if small and plan.bits is not None:
        return PlainSearch()
    if plan.lattice is not None:
        return ArraySearch()
    return NodeSearch()


def fill_batches(
    plan: FillPlan, first_words: Iterable[str] | None = None, engine: Engine | None = None
) -> Iterator[Batch]:
    """Every fill of the plan by `engine` (by default `every_fill_engine`'s), in batches;
    `first_words` limits the first slot to a chunk of a split search."""
    firsts = list(first_words) if first_words is not None else plan.first_candidates
    yield from (engine or every_fill_engine(plan)).batches(plan, firsts)


def iter_fills(plan: FillPlan, first_words: Iterable[str] | None = None, engine: Engine | None = None) -> Iterator[str]:
    """Every fill of the plan, as the grid's letters (one per cell), streamed."""
    for batch in fill_batches(plan, first_words, engine):
        yield from batch.grids
