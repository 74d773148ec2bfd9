"""How many worker processes a search may ask for: checked before any starts, without
importing multiprocessing (processes.py), which takes longer than a small search."""

from __future__ import annotations

import os

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact

MAX_JOBS = 4 * (os.cpu_count() or 1)  # each process is a Python with numpy (tens of MB): --jobs 1000 is gigabytes


def check_jobs(jobs: int) -> None:
    """Refuses a number of processes that no machine here can use, before one starts."""
    if not 1 <= jobs <= MAX_JOBS:
        raise PuzzleError(fact(Code.JOBS, jobs=jobs, most=MAX_JOBS))
