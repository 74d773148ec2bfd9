"""Children that take Ctrl+C as a terminal's foreground job does, however the suite was started."""

from __future__ import annotations

import signal


def sigint_default() -> None:
    """A `preexec_fn`: a suite started in the background (`cmd &`, nohup) ignores SIGINT,
    an ignored signal stays ignored across exec, and Python then keeps ignoring it, so a
    child sent SIGINT would run on. The child gets the default back; Python then turns
    SIGINT into KeyboardInterrupt, as it does in a terminal."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
