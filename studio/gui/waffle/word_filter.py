"""The word filter's level (core/curation.py: LEVELS), one box for the generator and for
Design's suggestions, its tooltip naming what the classroom level leaves out."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QWidget

from studio.core.curation import LEVELS, Level, classroom_kinds
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP, add_choices, choose

LEVEL_NAMES = (  # LEVELS, in order
    QT_TRANSLATE_NOOP("WordFilter", "none"),
    QT_TRANSLATE_NOOP("WordFilter", "default"),
    QT_TRANSLATE_NOOP("WordFilter", "classroom"),
)
KIND_NAMES = (  # the kinds of classroom-en.txt, for lupdate (a test holds them to the file)
    QT_TRANSLATE_NOOP("WordFilter", "alcohol"),
    QT_TRANSLATE_NOOP("WordFilter", "crime"),
    QT_TRANSLATE_NOOP("WordFilter", "death"),
    QT_TRANSLATE_NOOP("WordFilter", "drugs"),
    QT_TRANSLATE_NOOP("WordFilter", "gambling"),
    QT_TRANSLATE_NOOP("WordFilter", "insult"),
    QT_TRANSLATE_NOOP("WordFilter", "violence"),
    QT_TRANSLATE_NOOP("WordFilter", "weapons"),
)


class WordFilterBox(QComboBox):
    """none, default or classroom; `level()` is the key chosen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        add_choices(self, "WordFilter", LEVEL_NAMES)
        choose(self, "default")
        kinds = ", ".join(QCoreApplication.translate("WordFilter", kind) for kind in classroom_kinds())
        self.setToolTip(
            QCoreApplication.translate(
                "WordFilter",
                "Words a generated puzzle or a suggestion leaves out. none: every word; default: offensive "
                "and sensitive words (slurs, sexual, violent, self-harm); classroom, for a class of "
                "ten-year-olds: those and {kinds}. The lists are English words.",
            ).format(kinds=kinds)
        )
        self.setAccessibleName(QCoreApplication.translate("WordFilter", "Word filter"))

    def level(self) -> Level:
        return LEVELS[self.currentIndex()]  # the box lists LEVELS, in order
