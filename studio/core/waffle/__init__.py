"""Waffle: shapes, puzzles, colours, deduction, fewest swaps, formats.

Glossary (used across these modules):
  cell    index of a letter square in reading order, holes skipped (the archive layout)
  slot    a word: a maximal horizontal or vertical run of 2+ cells
  tiles   the puzzle's letters, one per cell (a string)
  colors  one of 'g' (green), 'y' (yellow), '-' (gray) per cell (a string)
  solution  the letters of the solved grid, one per cell (a string)
"""
