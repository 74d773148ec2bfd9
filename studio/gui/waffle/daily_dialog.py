"""Your own daily Waffle from the window: the puzzles chosen (the generator's, in the order
shown) as a series on one page (operations/web.py: write_daily), and the class's result
codes read into a table (core/waffle/results.py) — the CLI's `export --daily` and
`results`."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio.core.errors import PuzzleError
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.results import Outcome, read_result_codes, series_names, totals
from studio.core.waffle.series import EVERY, RAMPS
from studio.core.waffle.sheet import entries_for
from studio.core.words import WordList
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP, add_choices
from studio.gui.shared.panels import plain
from studio.gui.shared.save_dialog import save_file_name
from studio.gui.shared.sizing import fit_to_screen
from studio.gui.shared.workers import CurrentTask

EVERY_NAMES = (  # EVERY, in order
    QT_TRANSLATE_NOOP("DailyDialog", "every day"),
    QT_TRANSLATE_NOOP("DailyDialog", "every week"),
)
RAMP_NAMES = (  # RAMPS, in order
    QT_TRANSLATE_NOOP("DailyDialog", "easiest first"),
    QT_TRANSLATE_NOOP("DailyDialog", "by weekday: Monday easiest"),
    QT_TRANSLATE_NOOP("DailyDialog", "in the order shown"),
)
OUTCOME_NAMES: dict[Outcome, str] = {
    "won": QT_TRANSLATE_NOOP("ResultsDialog", "won"),
    "out of swaps": QT_TRANSLATE_NOOP("ResultsDialog", "out of swaps"),
    "gave up": QT_TRANSLATE_NOOP("ResultsDialog", "gave up"),
}


class DailyDialog(QDialog):
    """A series' name, start date, how often, its ramp, hints and undo; Save writes the page."""

    def __init__(self, puzzles: list[tuple[str, Puzzle]], words: WordList | None, parent: QWidget | None = None):
        super().__init__(parent)
        self.puzzles, self.words = puzzles, words
        self.setWindowTitle(self.tr("Daily web page"))
        self.series = QLineEdit(self.tr("Waffle"))
        self.series.setMaxLength(24)
        self.start_date = QDateEdit(QDate.currentDate().addDays(1))
        self.start_date.setCalendarPopup(True)
        self.start_date.setDisplayFormat("yyyy-MM-dd")
        self.every = QComboBox()
        add_choices(self.every, "DailyDialog", EVERY_NAMES)
        self.ramp = QComboBox()
        add_choices(self.ramp, "DailyDialog", RAMP_NAMES)
        self.hints = QCheckBox(self.tr("Offer hints"))
        self.undo = QCheckBox(self.tr("Offer undo"))
        form = QFormLayout()
        form.addRow(self.tr("Series name"), self.series)
        form.addRow(self.tr("First day"), self.start_date)
        form.addRow(self.tr("A puzzle"), self.every)
        form.addRow(self.tr("Difficulty"), self.ramp)
        form.addRow("", self.hints)
        form.addRow("", self.undo)
        self.status = plain(QLabel())
        self.status.setWordWrap(True)
        self.save_button = QPushButton(self.tr("Save Daily Page…"))
        self.save_button.clicked.connect(self._save_dialog)
        results = QPushButton(self.tr("Class Results…"))
        results.setToolTip(self.tr("Paste the result codes your class copied from the page"))
        results.clicked.connect(lambda: self.open_results().show())
        results.setAutoDefault(False)  # Enter in a field saves the page, as the dialog is for
        self.save_button.setDefault(True)
        buttons = QHBoxLayout()
        buttons.addWidget(results)
        buttons.addStretch(1)
        buttons.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("{n} puzzles, one a day or a week from the first day").format(n=len(puzzles))))
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.task = CurrentTask(self, [self.save_button], None, self.status)

    def open_results(self) -> ResultsDialog:
        """Class Results, which names the series this dialog names where the codes are its."""
        return ResultsDialog(self, lambda: [self.series.text()])

    def start(self) -> dt.date:
        date = self.start_date.date()
        return dt.date(date.year(), date.month(), date.day())

    def _save_dialog(self) -> None:
        path = save_file_name(self, self.tr("Save a daily web page"), str(Path.home() / "daily.html"), "*.html")
        if path:
            self.save(path)

    def save(self, path: str | Path) -> None:
        """The page at `path`; the status says where, and how long until its first day."""
        from studio.operations.web import write_daily
        from studio.render.dailypage import DailyOptions

        options = DailyOptions(
            series=self.series.text(),
            every=EVERY[self.every.currentIndex()],
            hints=self.hints.isChecked(),
            undo=self.undo.isChecked(),
        )
        ramp = RAMPS[self.ramp.currentIndex()]
        try:
            stream = write_daily(entries_for(self.puzzles, self.words), Path(path), options, self.start(), ramp)
        except PuzzleError as err:
            self._say(str(err))
            return
        self.task.start(lambda _stop: stream, done=self._saved)

    def _saved(self, page: object) -> None:
        from studio.operations.web import DailyPage

        assert isinstance(page, DailyPage)
        text = self.tr("Saved {name}: {n} days, {first} to {last}.").format(
            name=page.out.name, n=len(page.days), first=page.days[0].date, last=page.days[-1].date
        )
        waiting = page.days_before_start(dt.date.today())
        if waiting:
            text += " " + self.tr("The first puzzle comes out in %n days.", "", waiting)
        self._say(text)

    def _say(self, text: str) -> None:
        """The status line, the dialog taller for it: its fields were squashed to make room."""
        self.status.setText(text)
        needed = self.heightForWidth(self.width())
        if needed > self.height():
            self.resize(self.width(), needed)


class ResultsDialog(QDialog):
    """Result codes pasted in, one table out: each pupil's day, result, stars, swaps, hints, undos."""

    def __init__(self, parent: QWidget | None = None, known: Callable[[], list[str]] = list) -> None:
        super().__init__(parent)
        self.known = known  # the series names the studio knows, to name the codes' series by
        self.setWindowTitle(self.tr("Class results"))
        self.codes = QPlainTextEdit()
        self.codes.setPlaceholderText(self.tr("Paste the result codes here (R-…), any number, one or more a line"))
        self.codes.setAccessibleName(self.tr("Result codes"))
        show = QPushButton(self.tr("Show"))
        show.clicked.connect(self.show_results)
        self.error = plain(QLabel())
        self.error.setWordWrap(True)
        headers = [self.tr("Name"), self.tr("Series"), self.tr("Day"), self.tr("Result")]
        headers += [self.tr("Stars"), self.tr("Swaps"), self.tr("Hints"), self.tr("Undos")]
        self.table = QTableWidget(0, len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.summary = plain(QLabel())
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.codes)
        layout.addWidget(show)
        layout.addWidget(self.error)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)
        layout.addWidget(close)
        self.resize(640, 520)

    def show_results(self) -> None:
        """The table from the codes; a bad code is named and the codes typed stay as they are."""
        try:
            results = read_result_codes(self.codes.toPlainText().splitlines())
        except PuzzleError as err:
            self.error.setText(self.tr("A code could not be read: {message}").format(message=err))
            return
        self.error.setText("")
        self.table.setRowCount(len(results))
        series = series_names((r.tag for r in results), self.known())
        for row, r in enumerate(results):
            outcome = self.tr(OUTCOME_NAMES[r.outcome])
            cells = (r.name, series[r.tag], r.day, outcome, r.stars, r.swaps, r.hints, r.undos)
            for column, value in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(str(value)))
        hidden = self.table.horizontalHeader().length() - self.table.viewport().width()
        if hidden > 0:  # every column in view, Hints and Undos too: wider, as far as the screen allows
            fit_to_screen(self, self.width() + hidden, self.height())
        total = totals(results)
        self.summary.setText(
            self.tr("{played} games, {won} won: {stars} stars, {swaps} swaps, {hints} hints in all").format(
                played=total.played, won=total.won, stars=total.stars, swaps=total.swaps, hints=total.hints
            )
        )
