"""The Word sets page: k words of n letters with no letter shared, found on a worker.

The table is a model (thousands of rows arrive in batches) ranked as the core ranks
sets: by the rarest word's frequency, ties by the next rarest, so the most usable sets
come first and those that need words wordfreq does not know come last.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Generator
from concurrent.futures import Future
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from studio.core.atomic import write_atomic
from studio.core.errors import PuzzleError
from studio.core.words import WordList
from studio.core.wordsets import (
    DEFAULT_QUERY,
    SetQuery,
    WordSet,
    alphabet_size,
    check_search_size,
    check_size,
    groups_of_list,
    none_found,
    sets_csv,
    shown_zipf,
    word_sets_in_processes,
    zipfs_of,
)
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP, add_choices
from studio.gui.shared.page_actions import PageActions
from studio.gui.shared.panels import (
    SMALL,
    heading,
    row_of,
    sentence,
    set_status,
    wrapped,
)
from studio.gui.shared.save_dialog import save_file_name
from studio.gui.shared.word_library import WordLibrary, arrival
from studio.gui.shared.workers import CurrentTask, in_process
from studio.language.facts import phrase

SOURCES = {  # the chooser's labels (keys, shown translated) and their tiers
    QT_TRANSLATE_NOOP("WordSetsPage", "common words"): "common",
    QT_TRANSLATE_NOOP("WordSetsPage", "everyday and rarer words"): "broad",
    QT_TRANSLATE_NOOP("WordSetsPage", "every word we have"): "full",
}
FROM_FILE = QT_TRANSLATE_NOOP("WordSetsPage", "a word list file…")
MAX_SHOWN = 20_000  # rows in the table; two short words can make millions of sets


ROW_ROLE = Qt.ItemDataRole.UserRole
RANK_ROLE = Qt.ItemDataRole.UserRole + 1


class WordSetModel(QStandardItemModel):
    """(usability, set) rows: words 1..k, unused letters, rarest Zipf. The table shows the
    letters in capitals, as the rest of the studio does; Copy and the CSV keep the word
    lists' own lower case, the form other programs read.

    A C++ item model on purpose: painting a Python model calls data() hundreds of
    times, each call waiting for the GIL while a search runs. Rows cost one Qt call per
    cell. The Zipf column sorts by its rank text, every word's Zipf rarest first in
    fixed width, so sorting the text ranks as the core does (ties by the next rarest).
    """

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[tuple[float, WordSet]] = []
        self.k = 0

    def reset(self, k: int) -> None:
        self.clear()
        self.rows, self.k = [], k
        self.setHorizontalHeaderLabels(
            [*(self.tr("Word {i}").format(i=i) for i in range(1, k + 1)), self.tr("Unused"), self.tr("Rarest Zipf")]
        )

    def extend(self, rows: list[tuple[tuple[float, ...], WordSet]]) -> None:
        """(zipfs, set) rows, zipfs as core.wordsets.zipfs_of gives them."""
        for zipfs, word_set in rows:
            rarest = shown_zipf(zipfs[0])
            letters = (text.upper() for text in (*word_set.words(), word_set.unused))  # as the studio shows words
            items = [QStandardItem(text) for text in (*letters, f"{rarest:5.2f}")]
            items[0].setData(len(self.rows), ROW_ROLE)
            items[-1].setData(" ".join(f"{z + 1:05.2f}" for z in zipfs), RANK_ROLE)  # + 1: scores are -1 or more
            self.rows.append((rarest, word_set))
            self.appendRow(items)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """The Zipf column by rank, the others by their text."""
        self.setSortRole(RANK_ROLE if column == self.k + 1 else Qt.ItemDataRole.DisplayRole)
        super().sort(column, order)

    def row_at(self, row: int) -> tuple[float, WordSet]:
        """The set shown in `row`, wherever sorting has moved it."""
        index: int = self.item(row, 0).data(ROW_ROLE)
        return self.rows[index]


def _search(
    query: SetQuery, words: Future[WordList], lang: str, stop: Callable[[], bool]
) -> Generator[tuple[int, int, list[tuple[tuple[float, ...], WordSet]]], None, tuple[int, int]]:
    """Worker: the list (read by the window's library), then the sets, found by other
    processes and scored here; returns how many groups were searched.

    Processes, not this thread: each report costs the GUI thread dozens of Qt calls,
    and each call waited for the GIL behind a busy search thread (the window froze for
    300 ms at a time). Grouping the words is spawned for the same reason."""
    if (read := arrival(words, stop)) is None:
        return 0, 0
    groups, zipf = in_process(stop, groups_of_list, read.of_length(query.n), query.min_zipf, lang)
    check_search_size(groups, query.k)
    shown = found = 0
    for report in word_sets_in_processes(groups, query.k, jobs=max(2, os.cpu_count() or 1), should_stop=stop):
        keep = report.found[: MAX_SHOWN - shown]
        shown, found = shown + len(keep), found + len(report.found)
        yield report.done, report.total, [(zipfs_of(s, zipf), s) for s in keep]
    return len(groups), found


class WordSetsPage(QWidget):
    words_changed = Signal(str)  # the list chosen, for the status bar

    def __init__(self, library: WordLibrary, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.query = DEFAULT_QUERY
        self.model = WordSetModel()
        self._build()
        self.task = CurrentTask(self, [self.find_button], self.cancel_button, self.status)
        self.cancel_button.clicked.connect(self.task.cancel)
        self.source.currentTextChanged.connect(lambda _: self.words_changed.emit(self.describe_words()))

    def page_actions(self) -> PageActions:
        """No documents here: the sets export as CSV, and the list comes from File > Load Word List too."""
        return PageActions(
            export=self._csv_dialog,
            describe_words=self.describe_words,
            use_word_file=self.use_file,
            language=lambda: self.library.lang,
        )

    def describe_words(self) -> str:
        return self.tr("Word list: {name}").format(name=self.source.currentText())

    def _build(self) -> None:
        self.source = QComboBox()
        add_choices(self.source, "WordSetsPage", [*SOURCES, FROM_FILE])
        self.source.setCurrentIndex(list(SOURCES.values()).index(DEFAULT_QUERY.source))
        self.source.activated.connect(self._source_chosen)
        self.file: str | None = None
        self.k, self.n = QSpinBox(), QSpinBox()
        self.k.setRange(1, 26)
        self.k.setValue(DEFAULT_QUERY.k)
        self.n.setRange(1, 26)
        self.n.setValue(DEFAULT_QUERY.n)
        self.min_zipf = QDoubleSpinBox()
        self.min_zipf.setRange(0.0, 8.0)
        self.min_zipf.setSingleStep(0.5)
        self.min_zipf.setValue(DEFAULT_QUERY.min_zipf)
        self.min_zipf.setToolTip(self.tr("Drop words rarer than this (Zipf: 3 = once per million words)"))
        self.find_button = QPushButton(self.tr("Find Sets"))
        self.find_button.setDefault(True)
        self.find_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        controls = row_of(
            [
                self.tr("Words"),
                self.source,
                self.tr("Set size (k)"),
                self.k,
                self.tr("Word length (n)"),
                self.n,
                self.tr("Zipf at least"),
                self.min_zipf,
                None,
                self.find_button,
                self.cancel_button,
            ]
        )
        self.progress = QProgressBar()
        self.status = wrapped()
        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Word sets found"))
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.copy_button = QPushButton(self.tr("Copy"))
        self.copy_button.setToolTip(self.tr("Copy the selected sets (or all) as tab-separated text"))
        self.copy_button.clicked.connect(self.copy)
        self.csv_button = QPushButton(self.tr("Export CSV…"))
        self.csv_button.clicked.connect(lambda: self._csv_dialog(""))
        for changed in (self.model.modelReset, self.model.rowsInserted, self.model.rowsRemoved):
            changed.connect(self._offer_output)
        self._offer_output()
        footer = QHBoxLayout()
        footer.addWidget(self.status, 1)
        footer.addWidget(self.copy_button)
        footer.addWidget(self.csv_button)
        layout = QVBoxLayout(self)
        layout.addWidget(heading(self.tr("Word sets: k words, no letter shared")))
        layout.addWidget(
            wrapped(
                self.tr(
                    "Sets of words that together use k×n different letters, like Matt Parker's five "
                    "five-letter words. Good Wordle openers and theme sets. The most usable sets "
                    "come first: ranked by their rarest word's frequency (Zipf), then the next "
                    "rarest. A word wordfreq does not know counts 0, so sets that need such words "
                    "come last, those whose words a dictionary counts commoner first."
                )
            )
        )
        layout.addLayout(controls)
        layout.addWidget(self.progress)
        layout.addWidget(self.table, 1)
        layout.addLayout(footer)

    def _source_chosen(self) -> None:
        if self.source.currentIndex() == len(SOURCES) and self.file is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Find sets in a word list"), "", self.tr("Word lists (*.txt *.tsv);;All files (*)")
            )
            self.use_file(path or None)

    def use_file(self, path: str | None) -> None:
        self.file = path
        if path is None:
            self.source.setCurrentIndex(0)
        else:
            self.source.setItemText(len(SOURCES), Path(path).name)
            self.source.setCurrentIndex(len(SOURCES))

    def start(self) -> None:
        k, n, min_zipf = self.k.value(), self.n.value(), self.min_zipf.value()
        try:
            check_size(k, n, alphabet_size(self.library.lang))
        except PuzzleError as err:
            set_status(self.status, sentence(str(err)), "bad", SMALL)
            return
        source = self.file if self.source.currentIndex() == len(SOURCES) else SOURCES[self.source.currentData()]
        if source is None:
            set_status(self.status, self.tr("Choose a word list file first."), "bad", SMALL)
            return
        self.query = query = SetQuery(source, k, n, min_zipf)
        self.model.reset(k)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.progress.setRange(0, 0)
        set_status(self.status, self.tr("Reading the word list…"), "busy", SMALL)
        words, lang = self.library.future(self, source), self.library.lang
        self.task.start(
            lambda stop: _search(query, words, lang, stop),
            progress=self._report,
            done=self._done,
            cancelled=lambda: set_status(
                self.status, self.tr("Cancelled: {n:,} sets so far.").format(n=len(self.model.rows)), "warn", SMALL
            ),
        )

    def _report(self, report: tuple[int, int, list[tuple[tuple[float, ...], WordSet]]]) -> None:
        done, total, rows = report
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.model.extend(rows)
        set_status(self.status, self.tr("{n:,} sets so far…").format(n=len(self.model.rows)), "busy", SMALL)

    def _done(self, counts: tuple[int, int]) -> None:
        groups, found = counts
        self.table.sortByColumn(self.model.k + 1, Qt.SortOrder.DescendingOrder)
        if not found:
            set_status(self.status, phrase(none_found(self.query, groups)), "warn", SMALL)
            return
        if found > len(self.model.rows):
            set_status(
                self.status,
                self.tr(
                    "{found:,} sets from {groups:,} words; the table holds the first {n:,}. A higher "
                    "Zipf cutoff narrows them."
                ).format(found=found, groups=groups, n=len(self.model.rows)),
                "warn",
                13,
            )
            return
        expanded = sum(s.expanded for _, s in self.model.rows)
        unknown = (
            " " + self.tr("Every set needs a word wordfreq does not know (Zipf 0).")
            if max(score for score, _ in self.model.rows) == 0
            else ""
        )
        set_status(
            self.status,
            self.tr("{found:,} sets ({expanded:,} with anagrams apart) from {groups:,} words.{unknown}").format(
                found=found, expanded=expanded, groups=groups, unknown=unknown
            ),
            "good",
            13,
        )

    def selected_rows(self) -> list[tuple[float, WordSet]]:
        picked = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.model.row_at(r) for r in picked] or [self.model.row_at(r) for r in range(self.model.rowCount())]

    def copy(self) -> None:
        text = "\n".join("\t".join([*s.words(), s.unused, f"{score:.2f}"]) for score, s in self.selected_rows())
        QGuiApplication.clipboard().setText(text)

    def _no_sets(self) -> None:
        set_status(self.status, self.tr("No sets to export: find some first."), "warn", SMALL)

    def _offer_output(self) -> None:
        """Copy and Export CSV only once there are sets: they copied and saved nothing."""
        for button in (self.copy_button, self.csv_button):
            button.setEnabled(self.model.rowCount() > 0)

    def _csv_dialog(self, folder: str) -> None:
        if not self.model.rows:  # File > Export: said at once, before a file is asked for
            self._no_sets()
            return
        path = save_file_name(
            self, self.tr("Export the sets"), str(Path(folder, "word-sets.csv")), self.tr("CSV (*.csv)")
        )
        if path:
            self.save_csv(path)

    def save_csv(self, path: str | Path) -> None:
        if not self.model.rows:  # an empty file saved is no success
            self._no_sets()
            return
        try:
            write_atomic(path, sets_csv([self.model.row_at(r) for r in range(self.model.rowCount())]))
        except PuzzleError as err:
            set_status(self.status, self.tr("Could not save: {err}").format(err=err), "bad", SMALL)
            return
        set_status(
            self.status,
            self.tr("Saved {n:,} sets to {name}.").format(n=len(self.model.rows), name=Path(path).name),
            "good",
            SMALL,
        )
