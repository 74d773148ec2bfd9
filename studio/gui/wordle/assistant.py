"""The assistant: type the guesses of a game played elsewhere, click each tile to the
colour the game showed, and see the answers left and the best next guesses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio.core.wordle.feedback import GRAY, marks_of, pattern_of
from studio.core.wordle.game import Turn
from studio.core.wordle.strategies import Advice, advise
from studio.gui.shared.panels import SMALL, row_of, set_status, wrapped
from studio.gui.shared.workers import CurrentTask
from studio.gui.wordle.widgets import BACK, ENTER, TakesKeys, TileView

if TYPE_CHECKING:
    from studio.gui.wordle.page import WordlePage

SHOWN_ANSWERS = 500


class AssistantTab(TakesKeys, QWidget):
    def __init__(self, page: WordlePage) -> None:
        super().__init__(page)
        self.page = page
        self.turns: list[Turn] = []
        self.typed = ""
        self.marks: list[int] = []
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
                    "Type a guess you made, click its tiles until they show the game's colours "
                    "(gray, yellow, green), then press Enter."
                )
            )
        )
        left.addLayout(controls)
        left.addWidget(self.tiles, 1)
        self.status = wrapped()
        self.task = CurrentTask(self, status=self.status)
        self.answers = QListWidget()
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Guess"), self.tr("Bits"), self.tr("Parts"), self.tr("Worst case"), self.tr("May be the answer")]
        )
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

    @property
    def length(self) -> int:
        return self.page.lists.length if self.page.lists else 5

    # ------------------------------------------------------------ typing

    def press(self, key: str) -> None:
        if key == BACK:
            self.typed = self.typed[:-1]
        elif key == ENTER:
            self.add_turn()
            return
        elif len(self.typed) < self.length:
            self.typed += key
        self.marks = (self.marks + [GRAY] * self.length)[: len(self.typed)]
        self._show()

    def cycle_mark(self, row: int, column: int) -> None:
        """Gray, yellow, green, gray... on the row being typed."""
        if row == len(self.turns) and column < len(self.typed):
            self.marks[column] = (self.marks[column] + 1) % 3
            self._show()

    def add_turn(self) -> None:
        if len(self.typed) != self.length:
            set_status(self.status, self.tr("A guess has {length} letters.").format(length=self.length), "bad", SMALL)
            return
        self.turns.append(Turn(self.typed, pattern_of(self.marks)))
        self.typed, self.marks = "", []
        self._show()
        self.update_advice()

    def undo(self) -> None:
        if self.turns:
            last = self.turns.pop()
            self.typed, self.marks = last.guess, list(marks_of(last.pattern, self.length))
            self._show()
            self.update_advice()

    def clear(self) -> None:
        self.turns, self.typed, self.marks = [], "", []
        self._show()
        self.update_advice()

    def _take_suggestion(self, row: int, _column: int) -> None:
        item = self.table.item(row, 0)
        assert item is not None  # every suggestion row is filled
        self.typed = item.text()
        self.marks = [GRAY] * self.length
        self._show()
        self.tiles.setFocus()

    def _show(self) -> None:
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
            for c, value in enumerate(cells):
                item = QTableWidgetItem()
                item.setData(Qt.ItemDataRole.DisplayRole, value)  # numbers sort as numbers
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(1, Qt.SortOrder.DescendingOrder)
