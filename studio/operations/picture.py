"""Read a picture: the puzzle in a screenshot of the game, with the tiles to check."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from studio.core.errors import PuzzleError
from studio.core.waffle.screenshot import ScreenReading, read_screenshot
from studio.core.words import WordList
from studio.render.picture import decode_picture, read_picture


def read_puzzle_picture(
    source: Path | bytes | NDArray[np.uint8],
    words: WordList | None = None,
    should_stop: Callable[[], bool] = lambda: False,
) -> ScreenReading:
    """A screenshot file, a pasted file's bytes or pixels already taken from an image, read
    into a puzzle; a letter the reader was unsure of is repaired with `words` (the ones the
    puzzle will be solved with) and listed in the reading's `unsure`. Not a stream: reading
    takes a second at most. PuzzleError names the file."""
    try:
        if isinstance(source, Path):
            pixels = read_picture(source)
        elif isinstance(source, bytes):
            pixels = decode_picture(source)
        else:
            pixels = source
        return read_screenshot(pixels, words, should_stop)
    except PuzzleError as err:
        if err.source or not isinstance(source, Path):
            raise
        raise PuzzleError(err.fact, err.line, err.column, str(source)) from None
