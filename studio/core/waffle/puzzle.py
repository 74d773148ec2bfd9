"""The Waffle puzzle value. Immutable: an edit makes a new Puzzle."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, Final, Literal

from studio.core.alphabet import TILES, language, needed_language
from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact, cell, fact
from studio.core.waffle.shape import Shape, shape_from_mask

TileColor = Literal["g", "y", "-"]  # one tile's colour; a puzzle's `colors` is a string of them
GREEN: Final = "g"
YELLOW: Final = "y"
GRAY: Final = "-"
COLORS = GREEN + YELLOW + GRAY


@dataclass(frozen=True)
class Puzzle:
    """Tiles and their colours on a shape, and the solution when it is known."""

    shape: Shape
    tiles: str  # one tile (alphabet.TILES) per cell ('' while being typed: ' ')
    colors: str  # one of g / y / - per cell
    solution: str | None = None
    meta: Mapping[str, Any] = field(default_factory=dict)  # title, author, policy, ... and unknown keys

    def __post_init__(self) -> None:
        n = len(self.shape.cells)
        if len(self.tiles) != n or len(self.colors) != n:
            raise PuzzleError(
                fact(
                    Code.TILES_AND_COLOURS,
                    size=self.shape.size_name,
                    cells=n,
                    tiles=len(self.tiles),
                    colours=len(self.colors),
                )
            )
        if self.solution is not None and len(self.solution) != n:
            raise PuzzleError(fact(Code.SOLUTION_LENGTH, cells=n, letters=len(self.solution)))
        object.__setattr__(self, "meta", MappingProxyType(dict(self.meta)))

    def __reduce__(self) -> tuple[type[Puzzle], tuple[Any, ...]]:
        """Pickled with its meta as a plain dict (a mapping proxy cannot be): a long sheet
        keeps its entries in a file (sheet.EntrySpool), not in memory."""
        return Puzzle, (self.shape, self.tiles, self.colors, self.solution, dict(self.meta))

    def __hash__(self) -> int:
        return hash((self.shape, self.tiles, self.colors, self.solution))

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Puzzle)
            and (self.shape, self.tiles, self.colors, self.solution)
            == (other.shape, other.tiles, other.colors, other.solution)
            and dict(self.meta) == dict(other.meta)
        )

    @property
    def is_complete(self) -> bool:
        return all(t in TILES for t in self.tiles)

    @property
    def lang(self) -> str:
        """The language of its words (alphabet.LANGUAGES); files without one are English."""
        lang = self.meta.get("lang")
        return lang if isinstance(lang, str) else "en"

    def with_changes(self, **changes: Any) -> Puzzle:
        return replace(self, **changes)

    def nongreen(self) -> list[int]:
        return [c for c, k in enumerate(self.colors) if k != GREEN]


def check_same_letters(tiles: str, solution: str) -> None:
    """The tiles must be a permutation of the solution."""
    if Counter(tiles) != Counter(solution):
        extra = Counter(tiles) - Counter(solution)
        missing = Counter(solution) - Counter(tiles)
        extras, lacking = "".join(sorted(extra.elements())), "".join(sorted(missing.elements()))
        raise PuzzleError(fact(Code.NOT_A_PERMUTATION, extra=extras, missing=lacking))


def foreign_tiles(puzzle: Puzzle, lang: str) -> Fact | None:
    """Which tiles are no letters of `lang` and what language the puzzle is in, or None:
    "row 1, column 4: 'Ñ' is not a letter of English — this puzzle is in Español" (solving it
    with that language's words would only say no word fits)."""
    tongue = language(lang)
    cells: dict[str, list[int]] = {}
    for letters in (puzzle.tiles, puzzle.solution or ""):  # the solution's while designing, tiles still blank
        for k, tile in enumerate(letters):
            if tile.strip() and tile not in tongue.letters:
                cells.setdefault(tile, []).append(k)
        if cells:
            break
    else:
        return None
    home = language(puzzle.lang)
    if not set(cells) <= set(home.letters):
        home = language(needed_language("".join(cells)))
    places = puzzle.shape.positions
    parts = tuple(
        fact(
            Code.FOREIGN_TILE,
            tile=tile,
            cells=tuple(cell(r + 1, c + 1) for r, c in (places[k] for k in found)),
            language=tongue.code,
        )
        for tile, found in cells.items()
    )
    return fact(Code.FOREIGN_TILES, tiles=parts, home=home.code)


def blank_puzzle(shape: Shape) -> Puzzle:
    n = len(shape.cells)
    return Puzzle(shape, " " * n, GRAY * n)


def reshaped(puzzle: Puzzle, shape: Shape) -> Puzzle:
    """The puzzle on a new mask: cells keep their letters by position, new cells start blank."""

    def carry(values: str, blank: str) -> str:
        old = puzzle.shape.cell_at
        return "".join(values[old[pos]] if pos in old else blank for pos in shape.positions)

    solution = None if puzzle.solution is None else carry(puzzle.solution, " ")
    return Puzzle(shape, carry(puzzle.tiles, " "), carry(puzzle.colors, GRAY), solution, puzzle.meta)


def with_hole_toggled(puzzle: Puzzle, row: int, col: int) -> Puzzle:
    """Raises PuzzleError when the new mask leaves a cell outside every word."""
    mask = [list(r) for r in puzzle.shape.mask]
    mask[row][col] = not mask[row][col]
    return reshaped(puzzle, shape_from_mask(tuple(tuple(r) for r in mask)))
