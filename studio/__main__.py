"""`python -m studio`, and the bundle's entry point."""

import sys

from studio.cli import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # a bundled app re-enters here for each spawned worker
        import multiprocessing  # only then: 7 ms of every command's start

        multiprocessing.freeze_support()
    raise SystemExit(main())
