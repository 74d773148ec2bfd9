"""Banned and Favoured Words…: the user's two word lists for generating, edited side by
side and saved as plain text files in the config folder (studio/core/curation.py)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from studio.core.curation import LISTS, parse_word_set, read_word_set, user_list_path, write_word_set
from studio.core.errors import PuzzleError
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP
from studio.gui.shared.panels import SMALL, plain, sentence, set_status
from studio.gui.shared.sizing import fit_to_screen

EXPLAINED = {
    "banned": QT_TRANSLATE_NOOP("WordListsDialog", "Banned: never in a generated puzzle or a design suggestion."),
    "favoured": QT_TRANSLATE_NOOP(
        "WordListsDialog", "Favoured: weighted up in the fill, to theme a batch; never left out by the default list."
    ),
}


class WordListsDialog(QDialog):
    saved = Signal()  # the files were written: curations read from them again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Banned and Favoured Words"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "One word a line. These lists apply to generating (and the design page's "
                "suggestions), never to solving. The default list of offensive and sensitive "
                "words is switched on or off in the generator."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        grid = QGridLayout()
        self.editors: dict[str, QPlainTextEdit] = {}
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        for column, which in enumerate(LISTS):
            label = plain(QLabel(f"{self.tr(EXPLAINED[which])}\n{user_list_path(which)}"))
            label.setWordWrap(True)
            editor = QPlainTextEdit()
            editor.setFont(mono)
            editor.setPlaceholderText(self.tr("KRILL\nCORAL\n…") if which == "favoured" else self.tr("one word a line"))
            try:
                editor.setPlainText("\n".join(sorted(read_word_set(user_list_path(which), True))))
            except PuzzleError as err:  # a file edited by hand: show what is wrong, keep the text
                editor.setPlainText(user_list_path(which).read_text("utf-8", "replace"))
                label.setText(f"{label.text()}\n{err}")
            grid.addWidget(label, 0, column)
            grid.addWidget(editor, 1, column)
            self.editors[which] = editor
        layout.addLayout(grid, 1)
        self.message = plain(QLabel())
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_to_screen(self, 640, 480)

    def save(self) -> bool:
        """Both lists checked first, then written whole; a bad line is named and nothing is written."""
        try:
            lists = {which: parse_word_set(self.editors[which].toPlainText(), which) for which in LISTS}
            for which, words in lists.items():
                write_word_set(user_list_path(which), which, words)
        except PuzzleError as err:
            set_status(self.message, sentence(str(err)), "bad", SMALL)
            return False
        self.saved.emit()
        self.accept()
        return True
