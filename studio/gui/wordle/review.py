"""Play's review of a finished game, as NYT's WordleBot gives it: per guess the answers left
before and after, the studio's pick there, and skill and luck from 0 to 99. The review runs
on a worker (the first state ranks every guess); its first guesses are ranked ahead, once a
game is under way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from studio.core.wordle.review import Review, warm_up
from studio.gui.shared.panels import SMALL, set_status, wrapped
from studio.gui.shared.workers import CurrentTask
from studio.language import number
from studio.operations.wordle_review import review_game, unchecked_text

if TYPE_CHECKING:
    from studio.gui.wordle.page import WordlePage


EXPECTED = 4  # the column of the expected guesses, whose header is the longest


class ReviewPanel(QWidget):
    """The Review button (on once a game is over) and, once pressed, the table."""

    def __init__(self, page: WordlePage) -> None:
        super().__init__(page)
        self.page = page
        self.button = QPushButton(self.tr("Review"))
        self.button.setToolTip(self.tr("Each guess: answers left, the studio's pick, skill and luck (0-99)"))
        self.button.clicked.connect(self.start)
        self.status = wrapped()
        self.table = QTableWidget(0, 7)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Guess"),
                self.tr("Answers before"),
                self.tr("After"),
                self.tr("Studio's pick"),
                self.tr("Expected guesses (pick / yours)"),
                self.tr("Skill"),
                self.tr("Luck"),
            ]
        )
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(EXPECTED, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        layout.addWidget(self.table)
        self.task = CurrentTask(self, [self.button], status=self.status)
        self.warming = CurrentTask(self)
        self.warmed: set[tuple[int, bool]] = set()
        self.review: Review | None = None
        page.document.changed.connect(self.game_changed)
        page.lists_changed.connect(lambda _: self.game_changed())
        self.game_changed()

    def game_changed(self) -> None:
        """A new or changed game drops the review shown; the first guess starts the ranking
        of first guesses (the same for every game on these lists) on a worker."""
        game, lists = self.page.document.value, self.page.lists
        shown = self.review is not None and game is not None and self.review.answer == game.answer
        if not (shown and game is not None and game.over):
            self.task.cancel()
            self.review = None
            self.setVisible(False)
        self.button.setEnabled(game is not None and game.over and lists is not None)
        if game is not None and game.turns and lists is not None and (id(lists), game.hard) not in self.warmed:
            self.warmed.add((id(lists), game.hard))
            hard = game.hard
            self.warming.start(lambda stop: warm_up(lists, hard))

    def start(self) -> None:
        game, lists = self.page.document.value, self.page.lists
        if game is None or lists is None or not game.over:
            return
        self.setVisible(True)
        self.table.setRowCount(0)
        set_status(self.status, self.tr("Reviewing…"), "busy", SMALL)
        self.task.start(lambda stop: review_game(lists, game, stop), done=self._show)

    def _show(self, found: Review | None) -> None:
        if found is None:
            return
        self.review = found
        if found.unchecked is not None:
            set_status(self.status, unchecked_text(found.unchecked), "bad", SMALL)
            return
        skills = [g.skill for g in found.guesses if g.skill is not None]
        set_status(
            self.status,
            self.tr("Skill {skill} on average, luck {luck}; exact where few answers were left.").format(
                skill=round(sum(skills) / len(skills)) if skills else "-",
                luck=round(sum(g.luck for g in found.guesses) / len(found.guesses)),
            ),
            "good",
            SMALL,
        )
        self.table.setRowCount(len(found.guesses))
        for r, g in enumerate(found.guesses):
            skill = self.tr("breaks hard mode") if g.skill is None else g.skill
            cells = [
                g.guess,
                g.left_before,
                g.left_after,
                g.best,
                f"{number(g.best_expected, 2)} / {number(g.expected, 2)}",
                skill,
                g.luck,
            ]
            for c, value in enumerate(cells):
                item = QTableWidgetItem()
                item.setData(Qt.ItemDataRole.DisplayRole, value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
