"""Filling a shape with words: one random fill, or every fill, with pinned words and letters.

The modules, from the bottom up:
  pins.py            the words and letters a fill keeps, read from `r1=FUGUE`, `2,3=E`
  plan.py            the plan: slots in search order, each with its key and its index
  batch.py           what every engine yields (`Batch`) and their one interface (`Engine`)
  node_search.py     the node search, word by word: any shape, random fills, budgets
  lattice_search.py  every fill of a lattice shape: the array search, its plain-Python twin
  engines.py         which engine searches every fill of a plan; `fill_batches`, `iter_fills`
  autofill.py        a partly designed grid as pins, filled best words first; words per slot
  chunks.py          the first slot's words cut into chunks that processes search apart
  estimate.py        how big an enumeration is, from a sample of its tree
  disk.py            room for its grids on the disk
  reports.py         what an enumeration reports as it runs
  chunk_search.py    one process's side of an enumeration: chunks searched and spooled
  runner_local.py    the chunks in this process and spawned ones
  runner_dask.py     the chunks on a Dask cluster
  enumerate.py       every fill, on either runner (`enumerate_grids`)

Glossary
* node search and array search: the node search goes word by word (random fills,
  shapes of any mask); every fill of a lattice shape (waffles, solid grids: every row
  crosses every column once) comes from lattice.py's joins instead, the same grids
  chunk by chunk, many times faster. A small list's lattice starts in plain Python
  (lattice_bits.py: the same grids, without numpy's import, which outlasts its search).
* autofill: the first fill the node search finds around a design's typed letters (its
  whole slots pinned as words, its other letters as letters), over a list ranked best
  first; the search is complete, so "none" means none exists.
* engine: one of these searches behind the `Engine` interface; runner: where an
  enumeration's chunks run (this computer, or a cluster) behind the `Runner` interface.
"""
