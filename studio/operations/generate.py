"""Generate a batch: puzzles filled, scrambled and kept only when good (core/waffle/generate.py),
each saved to a folder as it is made (the command line), or only reported (the window, which
lists them and saves them when asked)."""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, replace
from pathlib import Path

from studio.core.atomic import make_folder
from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.waffle.formats import read_puzzle
from studio.core.waffle.generate import Attempt, GenerateOptions, generate_puzzles, save_generated
from studio.core.words import WordList


@dataclass(frozen=True)
class Made:
    """One attempt of the batch, and the file its puzzle went to when it made one and
    the batch saves to a folder."""

    attempt: Attempt
    saved: Path | None = None


@dataclass(frozen=True)
class Batch:
    """What a batch made: `made` puzzles in `tries` tries, from `seed` (which makes them again)."""

    made: int
    tries: int
    seed: int


def generate_batch(
    options: GenerateOptions,
    fill_list: WordList | None = None,
    solve_list: WordList | None = None,
    folder: str | Path | None = None,
    should_stop: Callable[[], bool] = lambda: False,
    avoid_words_in: str | Path | None = None,
) -> Generator[Made, None, Batch]:
    """The batch `options` ask for, an attempt at a time; stops early when `should_stop`
    says so. `fill_list` None: the built-in list for the shape (built on the first step,
    so on the caller's worker); `solve_list` None: the broad tier. `avoid_words_in`: a
    folder of a series' earlier puzzles, whose words this batch does not use.

    Checked before any work: the puzzles of `avoid_words_in` are read (PuzzleError naming
    a file that is not one), the `folder` is made (PuzzleError if it cannot be); then,
    as the batch starts, the pins (each in the solving list) and the target (tiles
    enough to move): PuzzleError."""
    if avoid_words_in is not None:
        options = replace(options, avoid_words=options.avoid_words | words_in_folder(avoid_words_in))
    out = make_folder(folder) if folder is not None else None
    return _batch(options, fill_list, solve_list, out, should_stop)


def _batch(
    options: GenerateOptions,
    fill_list: WordList | None,
    solve_list: WordList | None,
    out: Path | None,
    should_stop: Callable[[], bool],
) -> Generator[Made, None, Batch]:
    made = tries = 0
    for attempt in generate_puzzles(options, fill_list, solve_list, should_stop):
        made, tries = attempt.made, attempt.tries
        if attempt.found is not None and out is not None:
            (saved,) = save_generated([attempt.found.puzzle], out)
            yield Made(attempt, saved)
        else:
            yield Made(attempt)
    return Batch(made, tries, options.seed)


def words_in_folder(folder: str | Path) -> frozenset[str]:
    """Every word of the solved puzzles in the folder's .json files (a puzzle without its
    solution has none to give). PuzzleError for a folder that is not one, or naming a
    file that is not a puzzle."""
    path = Path(folder)
    if not path.is_dir():
        raise PuzzleError(fact(Code.NOT_A_FOLDER_OF_PUZZLES), source=str(path))
    words: set[str] = set()
    for file in sorted(path.glob("*.json")):
        puzzle = read_puzzle(file)
        if puzzle.solution is not None:
            words.update(puzzle.shape.words(puzzle.solution))
    return frozenset(words)
