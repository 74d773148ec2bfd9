"""The assistant: type the guesses of a game played elsewhere, give each tile the colour
the game showed (a key per colour, a typed row, or clicks), and see the answers left and
the best next guesses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio.core.errors import PuzzleError
from studio.core.wordle.feedback import GRAY, KEY_OF_MARK, MARK_OF_CHAR, marks_of, parse_row, pattern_of
from studio.core.wordle.game import Turn
from studio.core.wordle.strategies import Advice, advise
from studio.gui.shared.panels import SMALL, row_of, set_status, wrapped
from studio.gui.shared.workers import CurrentTask
from studio.gui.wordle.widgets import BACK, ENTER, TakesKeys, TileView

if TYPE_CHECKING:
    from studio.gui.wordle.page import WordlePage

SHOWN_ANSWERS = 500


class RowEdit(QLineEdit):
    """A line whose keys stay in it: its Enter enters the row, not the guess typed on the tiles."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        event.accept()


class AssistantTab(TakesKeys, QWidget):
    def __init__(self, page: WordlePage) -> None:
        super().__init__(page)
        self.page = page
        self.turns: list[Turn] = []
        self.typed = ""
        self.marks: list[int] = []
        self.colour_at = 0  # the tile the next colour key colours
        self.tiles = TileView(total_rows=7)
        self.tiles.tile_clicked.connect(self.cycle_mark)
        self.hard = QCheckBox(self.tr("Hard mode"))
        self.hard.toggled.connect(self.update_advice)
        self.undo_button = QPushButton(self.tr("Undo Guess"))
        self.undo_button.clicked.connect(self.undo)
        self.clear_button = QPushButton(self.tr("Start Over"))
        self.clear_button.clicked.connect(self.clear)
        controls = row_of([self.hard, self.undo_button, self.clear_button, None])
        left = QVBoxLayout()
        left.addWidget(
            wrapped(
                self.tr(
                    "Type a guess you made, then its colours one key a tile: 1 or X gray, 2 or Y yellow, "
                    "3 or G green (or click the tiles), then press Enter."
                )
            )
        )
        left.addLayout(controls)
        left.addWidget(self.tiles, 1)
        self.row_edit = RowEdit()
        self.row_edit.setPlaceholderText(self.tr("Or type a row: CRANE gyx.., x~xv~, 31213, ⬛🟨🟩…"))
        self.row_edit.setToolTip(
            self.tr(
                "Colours for the guess typed above, or a guess and its colours. Gray: B, X, - or .; "
                "yellow: Y or ~; green: G or V; digits 0 1 2 or 1 2 3; or the game's squares."
            )
        )
        self.row_edit.returnPressed.connect(self.enter_row)
        self.colour_hint = QLabel()
        left.addWidget(self.colour_hint)
        left.addWidget(self.row_edit)
        self.status = wrapped()
        self.task = CurrentTask(self, status=self.status)
        self.answers = QListWidget()
        self.table = QTableWidget(0, 6)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Guess"),
                self.tr("Bits"),
                self.tr("Parts"),
                self.tr("Worst case"),
                self.tr("May be the answer"),
                self.tr("As good"),
            ]
        )
        as_good = self.table.horizontalHeaderItem(5)
        assert as_good is not None  # the labels above made it
        as_good.setToolTip(self.tr("Other guesses with the very same scores"))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSortingEnabled(True)
        self.table.cellDoubleClicked.connect(self._take_suggestion)
        right = QVBoxLayout()
        right.addWidget(self.status)
        right.addWidget(QLabel(self.tr("Answers still possible")))
        right.addWidget(self.answers, 1)
        right.addWidget(QLabel(self.tr("Best next guesses (double-click one to type it)")))
        right.addWidget(self.table, 2)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 2)
        layout.addLayout(right, 3)
        page.lists_changed.connect(lambda _: self.clear())
        self._show()

    @property
    def length(self) -> int:
        return self.page.lists.length if self.page.lists else 5

    # ------------------------------------------------------------ typing

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The digit keys colour tiles (letters reach press, like the on-screen keys)."""
        if event.text() in KEY_OF_MARK and len(self.typed) == self.length:
            self.colour(KEY_OF_MARK.index(event.text()))
        else:
            super().keyPressEvent(event)

    def press(self, key: str) -> None:
        """Letters type the guess; once it is whole, G, Y, X and B colour it tile by tile;
        Backspace takes back a colour, then a letter."""
        if key == BACK:
            if self.colour_at:
                self.colour_at -= 1
                self.marks[self.colour_at] = GRAY
            else:
                self.typed = self.typed[:-1]
        elif key == ENTER:
            self.add_turn()
            return
        elif len(self.typed) < self.length:
            self.typed += key
        elif key in "GYXB":
            self.colour(MARK_OF_CHAR[key])
            return
        self.marks = (self.marks + [GRAY] * self.length)[: len(self.typed)]
        self._show()

    def colour(self, mark: int) -> None:
        """The tile at the cursor gets `mark` and the cursor moves on (past the last, keys wait for Enter)."""
        if self.colour_at < len(self.marks):
            self.marks[self.colour_at] = mark
            self.colour_at += 1
            self._show()

    def enter_row(self) -> None:
        """The typed row's colours (and guess, if it has one) go on the row being typed and,
        when the guess is whole, it is added; a bad row stays in the field, its error shown."""
        try:
            word, marks = parse_row(self.row_edit.text(), self.length)
        except PuzzleError as err:
            where = self.tr("Colour {n}: ").format(n=err.column) if err.column else ""
            set_status(self.status, where + err.message, "bad", SMALL)
            return
        if word is None and len(self.typed) != self.length:
            set_status(self.status, self.tr("Type the guess first, or put it before the colours."), "bad", SMALL)
            return
        self.typed = word or self.typed
        self.marks, self.colour_at = list(marks), self.length
        self.row_edit.clear()
        self.add_turn()

    def cycle_mark(self, row: int, column: int) -> None:
        """Gray, yellow, green, gray... on the row being typed."""
        if row == len(self.turns) and column < len(self.typed):
            self.marks[column] = (self.marks[column] + 1) % 3  # the keys' cursor stays: Backspace still deletes
            self._show()

    def add_turn(self) -> None:
        if len(self.typed) != self.length:
            set_status(self.status, self.tr("A guess has {length} letters.").format(length=self.length), "bad", SMALL)
            return
        self.turns.append(Turn(self.typed, pattern_of(self.marks)))
        self.typed, self.marks, self.colour_at = "", [], 0
        self._show()
        self.update_advice()

    def undo(self) -> None:
        if self.turns:
            last = self.turns.pop()
            self.typed, self.marks = last.guess, list(marks_of(last.pattern, self.length))
            self.colour_at = self.length
            self._show()
            self.update_advice()

    def clear(self) -> None:
        self.turns, self.typed, self.marks, self.colour_at = [], "", [], 0
        self._show()
        self.update_advice()

    def _take_suggestion(self, row: int, _column: int) -> None:
        item = self.table.item(row, 0)
        assert item is not None  # every suggestion row is filled
        self.typed = item.text()
        self.marks, self.colour_at = [GRAY] * self.length, 0
        self._show()
        self.tiles.setFocus()

    def _as_good(self, count: int) -> str:
        """'and 37 more' guesses scoring the same."""
        if not count:
            return ""
        return self.tr("and %n more", "", count)

    def _show(self) -> None:
        self.undo_button.setEnabled(bool(self.turns))  # each waits for something to take back
        self.clear_button.setEnabled(bool(self.turns or self.typed))
        if len(self.typed) < self.length:
            self.colour_hint.setText("")
        elif self.colour_at < self.length:
            self.colour_hint.setText(
                self.tr("Colour of letter {n} ({letter}): 1/X gray, 2/Y yellow, 3/G green.").format(
                    n=self.colour_at + 1, letter=self.typed[self.colour_at]
                )
            )
        else:
            self.colour_hint.setText(self.tr("Press Enter to add the guess (Backspace takes a colour back)."))
        rows = [(t.guess, marks_of(t.pattern, self.length)) for t in self.turns]
        self.tiles.show_rows(
            [*rows, (self.typed, tuple(self.marks) if self.typed else None)], self.length, max(7, len(rows) + 1)
        )

    # ------------------------------------------------------------ advice

    def update_advice(self) -> None:
        lists = self.page.lists
        if lists is None:
            return
        turns, hard = tuple(self.turns), self.hard.isChecked()
        if not turns:  # worked out with the lists, in their process
            self.task.cancel()
            if self.page.opening is not None:
                self._advice(self.page.opening)
            return
        set_status(self.status, self.tr("Thinking…"), "busy", SMALL)
        self.task.start(lambda stop: advise(lists, turns, hard), done=self._advice)

    def _advice(self, advice: Advice) -> None:
        answers, best = advice.answers, advice.best
        assert self.page.lists is not None  # advice is asked for only with lists
        self.answers.clear()
        self.answers.addItems(answers[:SHOWN_ANSWERS])
        unknown = [t.guess for t in self.turns if t.guess not in self.page.lists.guess_row]
        # a guess from another game's list still counts, but a typo would mislead: say which
        note = (
            self.tr("Not in the guess list, used all the same: {words}. ").format(words=", ".join(unknown))
            if unknown
            else ""
        )
        if not answers:
            set_status(
                self.status,
                self.tr("{note}No answer fits these colours: check the tiles, or load the game's list.").format(
                    note=note
                ),
                "bad",
                13,
            )
        elif len(answers) == 1:
            set_status(
                self.status, self.tr("{note}It must be {answers}.").format(note=note, answers=answers[0]), "good", SMALL
            )
        else:
            more = self.tr(" (the first {n} shown)").format(n=SHOWN_ANSWERS) if len(answers) > SHOWN_ANSWERS else ""
            set_status(
                self.status,
                self.tr("{note}{n:,} answers possible{more}. Best next: {word}.").format(
                    note=note, n=len(answers), more=more, word=best[0].word
                ),
                "good",
                13,
            )
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(best))
        for r, scored in enumerate(best):
            cells = [scored.word, round(scored.bits, 2), scored.parts, scored.largest, "yes" if scored.possible else ""]
            for c, value in enumerate([*cells, self._as_good(scored.equal_count)]):
                item = QTableWidgetItem()
                item.setData(Qt.ItemDataRole.DisplayRole, value)  # numbers sort as numbers
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
            if scored.equals:
                unnamed = scored.equal_count - len(scored.equals)
                named = " ".join(scored.equals) + (" …" + self.tr("(+%n)", "", unnamed) if unnamed else "")
                self.table.item(r, 5).setToolTip(named)  # type: ignore[union-attr]  # set just above
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(1, Qt.SortOrder.DescendingOrder)
