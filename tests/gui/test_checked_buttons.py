"""A checked button looks checked in every theme (the walk: in the Dark theme the Waffle mode
shown, Solve, Design or Play, could not be told from the others).

The oracle is the pixels: a grab of a button checked against a grab of the same button
unchecked must differ, on average, by more than a threshold a person can see."""

from __future__ import annotations

import numpy
import pytest
from PySide6.QtGui import QImage

from studio.gui.shared.appearance import THEMES
from tests.gui.conftest import WAIT_MS

SEEN = 12.0  # mean absolute difference per channel (0-255); Fusion's own checked shade is about 3


def _pixels(image: QImage) -> numpy.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    data = numpy.frombuffer(image.constBits(), dtype=numpy.uint8, count=image.sizeInBytes())
    return data.reshape(image.height(), image.bytesPerLine())[:, : image.width() * 4].astype(float)


def _difference(button, qtbot) -> float:
    """The look alone: with its signals blocked, the button starts nothing (Play needs a board)."""
    button.blockSignals(True)
    button.setChecked(False)
    qtbot.wait(20)
    off = _pixels(button.grab().toImage())
    button.setChecked(True)
    qtbot.wait(20)
    on = _pixels(button.grab().toImage())
    button.blockSignals(False)
    return float(numpy.abs(on - off).mean())


@pytest.mark.parametrize("theme", [t for t in THEMES if t != "system"])
def test_a_checked_button_stands_out(qtbot, window, theme):
    window.appearance.set_theme(theme)
    window.waffle.mode_buttons.setExclusive(False)  # the test unchecks the mode button it checks
    letterboxed = window.letterboxed
    for page, button, ready in (
        (window.waffle, window.waffle.mode_buttons.button(1), lambda: True),
        (window.waffle, window.waffle.holes_button, lambda: True),
        (letterboxed, letterboxed.play_button, lambda: bool(letterboxed.solutions)),  # a new board stops play
    ):
        window.pages.setCurrentWidget(page)
        qtbot.waitUntil(lambda: button.isVisible() and ready(), timeout=WAIT_MS)  # noqa: B023 (called at once)
        seen = _difference(button, qtbot)
        assert seen > SEEN, (theme, button.text(), seen)
