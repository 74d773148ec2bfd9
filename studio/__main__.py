"""`python -m studio`, and the bundle's entry point."""

import multiprocessing

from studio.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a bundled app re-enters here for each spawned worker
    raise SystemExit(main())
