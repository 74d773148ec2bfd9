"""Argument types the commands share: a bad value is a usage error (exit 2) with one
line naming the option, before any work starts."""

from __future__ import annotations

import argparse
import math


def out_path(text: str) -> str:
    """An output path; an empty one would silently mean the current folder."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty path: name a file or a folder")
    return text


def count(text: str) -> int:
    """How many to make: a whole number, 0 or more."""
    value = _whole(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text} is below 0")
    return value


def positive_number(text: str) -> float:
    """A finite number above 0 (a frequency: its logarithm is taken)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"{text} is not a number above 0")
    return value


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
