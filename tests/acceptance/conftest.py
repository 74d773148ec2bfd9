"""User stories walked end to end through the real window, unhappy paths included.

Every story runs under `clean_stderr`: a Python traceback or a Qt warning reaching
stderr fails it, even when everything the story asserts holds.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QtMsgType

from tests.gui.conftest import collect_garbage_between_tests, window  # noqa: F401  (fixtures)

NOISE = (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
# The offscreen platform's own notices (on showing a window, on raising a dialog); a real
# display (xcb) says neither. Anything else Qt warns about is ours.
OFFSCREEN_NOTICES = {"This plugin does not support propagateSizeHints()", "This plugin does not support raise()"}


@pytest.fixture(autouse=True)
def clean_stderr(capfd, qtlog):
    """What the story printed to stderr (the workers' processes included) and what Qt
    logged: neither may hold a traceback or a warning."""
    yield
    err = capfd.readouterr().err
    assert "Traceback" not in err, f"a traceback reached stderr:\n{err}"
    assert "Error" not in err, f"an error reached stderr:\n{err}"
    warnings = [
        record.message for record in qtlog.records if record.type in NOISE and record.message not in OFFSCREEN_NOTICES
    ]
    assert not warnings, f"Qt warned: {warnings[:5]}"
