"""The generator's first tool, a batch of puzzles: its options (swaps, colouring, strategy,
familiar words and their search time, word filter, no word twice, difficulty, how many,
seed), the puzzles listed as they are made, opened with a double-click, sorted; the
designer keeps the best: marks them, drops the rest, drags them (or Ctrl+Up/Down) into
order, and saves or prints the marked ones (every one listed when none is marked) in the
order shown."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, QRectF, QSettings, QSize, Qt, Signal
from PySide6.QtGui import QAction, QIcon, QKeySequence, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from studio.core.curation import user_curation
from studio.core.waffle.colors import POLICIES
from studio.core.waffle.fill.familiar import DEFAULT_BUDGET, EVERYDAY_ZIPF, FamiliarFill
from studio.core.waffle.generate import (
    Generated,
    GenerateOptions,
    fresh_seed,
    generated_name,
    save_generated,
    unique_in_play_note,
)
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.scramble import NO_PRESET, STRATEGIES, default_target_swaps, game_preset
from studio.core.waffle.shape import Shape
from studio.core.words import WordList
from studio.gui.shared import appearance
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP, add_choices
from studio.gui.shared.panels import Note, plain, toned
from studio.gui.waffle.design_panel import POLICY_NAMES, game_like_box
from studio.gui.waffle.generator_jobs import Fill, Job, JobRunner
from studio.gui.waffle.word_filter import WordFilterBox
from studio.language import number
from studio.language.facts import phrase
from studio.operations.generate import Made, generate_batch
from studio.render.board import BoardGeometry, BoardLook, paint_board

THUMBNAIL = 120  # a 7x7's letters stay readable
# Choices are keys, shown translated (add_choices); a stored choice is its key
ORDERS = (
    QT_TRANSLATE_NOOP("BatchTool", "as made"),
    QT_TRANSLATE_NOOP("BatchTool", "easiest first"),
    QT_TRANSLATE_NOOP("BatchTool", "hardest first"),
)
STRATEGY_NAMES = (  # STRATEGIES, in order
    QT_TRANSLATE_NOOP("BatchTool", "swaps"),
    QT_TRANSLATE_NOOP("BatchTool", "shuffle"),
    QT_TRANSLATE_NOOP("BatchTool", "green"),
)
DIFFICULTY_ROLE, MADE_ROLE = Qt.ItemDataRole.UserRole + 1, Qt.ItemDataRole.UserRole + 2


def thumbnail(puzzle: Puzzle, size: int = THUMBNAIL) -> QIcon:
    """The puzzle in the window's palette now (its colour-blind tiles too), on the list's
    ground, which a selected row's highlight frames; the same picture when selected, where
    Qt would wash the tiles' colours out with the highlight."""
    palette = appearance.current()
    pixmap = QPixmap(size, size)
    pixmap.fill(palette.base)
    painter = QPainter(pixmap)
    geometry = BoardGeometry(puzzle.shape, QRectF(2, 2, size - 4, size - 4))
    paint_board(painter, geometry, puzzle.tiles, puzzle.colors, BoardLook(palette=palette))
    painter.end()
    icon = QIcon(pixmap)
    icon.addPixmap(pixmap, QIcon.Mode.Selected)
    return icon


class BatchTool(QWidget):
    """The Puzzles tab; its options' rows and its Generate button and note go in the dialog's
    left column (`rows`, `generate_button`, `curation_note`)."""

    puzzle_chosen = Signal(object)
    started = Signal()  # a batch began: its tab comes forward
    preset_changed = Signal()  # Game-like switched: the fewest swaps' default changes

    def __init__(
        self,
        runner: JobRunner,
        chosen: Callable[[], Fill | None],
        words: Callable[[], WordList | None],
        parent: QWidget | None = None,
        settings: QSettings | None = None,
    ) -> None:
        """`chosen` gives the shared options (None, with the reason shown, when they are
        wrong); `words` the solving list, for a sheet's answers; `settings` keep the sheet's
        settings, as File > Print Sheet does."""
        super().__init__(parent)
        self.runner, self.chosen, self.words, self.settings = runner, chosen, words, settings
        self.count = 0
        self._build_options()
        self._build_list()
        runner.add_tool([self.generate_button, self.save_all_button], self.idle)

    def _build_options(self) -> None:
        self.target = QSpinBox()
        self.target.setRange(1, 200)
        self.policy = QComboBox()
        add_choices(self.policy, "GeneratorDialog", POLICY_NAMES)
        self.strategy = QComboBox()
        add_choices(self.strategy, "BatchTool", STRATEGY_NAMES)
        self.game_like = game_like_box()
        self.game_like.toggled.connect(self.preset_changed)
        self.word_filter = WordFilterBox()
        self.word_lists_button = QPushButton(self.tr("Banned and Favoured Words…"))
        self.word_lists_button.setToolTip(
            self.tr("Your own lists: words never used, and words weighted up to theme a batch")
        )
        self.word_lists_button.clicked.connect(self.edit_word_lists)
        self.curation_note = plain(Note())
        self.distinct = QCheckBox(self.tr("No word twice in the batch"))
        self.distinct.setChecked(True)
        self.distinct.setToolTip(self.tr("Favoured and pinned words may repeat: you chose them"))
        self.avoid_folder = QLineEdit()
        self.avoid_folder.setPlaceholderText(self.tr("none (a folder of a series' earlier puzzles)"))
        self.avoid_folder.setToolTip(self.tr("No puzzle of the batch uses a word of the puzzles in this folder"))
        self.avoid_folder.setAccessibleName(self.tr("Avoid the words of the puzzles in"))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._choose_avoid_folder)
        self.avoid_row = QHBoxLayout()
        self.avoid_row.addWidget(self.avoid_folder, 1)
        self.avoid_row.addWidget(browse)
        self.in_play = QCheckBox(self.tr("Unique in play"))
        self.in_play.setToolTip(
            self.tr(
                "Also keep puzzles that safe swaps make unique: ambiguous from the first colours, "
                "but a swap the player can make whatever the answer settles it"
            )
        )
        self.familiar = QCheckBox(self.tr("Familiar words"))
        self.familiar.setToolTip(
            self.tr(
                "Search for the fill of the commonest words (its rarest word first, then its median), "
                "within the search time a puzzle; on by default where words are long"
            )
        )
        self.budget = QDoubleSpinBox()
        self.budget.setRange(1.0, 600.0)
        self.budget.setDecimals(0)
        self.budget.setValue(DEFAULT_BUDGET)
        self.budget.setSuffix(self.tr(" s"))
        self.budget.setToolTip(self.tr("How long a familiar fill may search, a puzzle"))
        self.familiar.toggled.connect(self.budget.setEnabled)
        self.rare_note = toned(Note(), "warn")
        self.min_difficulty, self.max_difficulty = QDoubleSpinBox(), QDoubleSpinBox()
        for spin, value, name in (
            (self.min_difficulty, 0.0, self.tr("Difficulty from")),
            (self.max_difficulty, 60.0, self.tr("Difficulty up to")),
        ):
            spin.setAccessibleName(name)  # a pair in one form row: the row's label names neither
            spin.setRange(0.0, 60.0)
            spin.setSingleStep(1.0)
            spin.setValue(value)
        self.difficulty = QHBoxLayout()
        self.difficulty.addWidget(self.min_difficulty)
        self.difficulty.addWidget(QLabel("–"))
        self.difficulty.addWidget(self.max_difficulty)
        self.how_many = QSpinBox()
        self.how_many.setRange(1, 1000)
        self.how_many.setValue(10)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(fresh_seed())
        self.seed.setToolTip(self.tr("A new seed is drawn for each run; type one back to make the same puzzles again"))
        self.seed_note = plain(QLabel())
        self.seed_note.setWordWrap(True)  # long counts wrap: one line of them widened the dialog
        self.generate_button = QPushButton(self.tr("Generate"))
        self.generate_button.setDefault(True)
        self.generate_button.clicked.connect(self.start)

    def rows(self) -> list[tuple[str, QWidget | QLayout]]:
        """The batch's rows of the dialog's form."""
        return [
            (self.tr("Fewest swaps"), self.target),
            (self.tr("Colouring"), self.policy),
            (self.tr("Scramble strategy"), self.strategy),
            ("", self.game_like),
            ("", self.in_play),
            ("", self.familiar),
            (self.tr("Search time a puzzle"), self.budget),
            (self.tr("Word filter"), self.word_filter),
            ("", self.distinct),
            (self.tr("Avoid words in"), self.avoid_row),
            ("", self.word_lists_button),
            (self.tr("Difficulty (bits)"), self.difficulty),
            (self.tr("How many"), self.how_many),
            (self.tr("Seed"), self.seed),
            ("", self.seed_note),
        ]

    def _choose_avoid_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Avoid the words of the puzzles in this folder"))
        if folder:
            self.avoid_folder.setText(folder)

    def _build_list(self) -> None:
        self.results = QListWidget()
        self.results.setIconSize(QSize(THUMBNAIL, THUMBNAIL))
        self.results.setWordWrap(True)
        self.results.setSpacing(3)
        self.results.setStyleSheet("font-family: monospace;")
        self.results.setToolTip(
            self.tr(
                "Double-click a puzzle to open it; tick the ones to keep; drag them into order "
                "(or Ctrl+Up, Ctrl+Down); Delete drops the selected ones"
            )
        )
        self.results.setAccessibleName(self.tr("Puzzles generated"))
        self.results.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.results.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.results.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.results.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.results.itemDoubleClicked.connect(
            lambda item: self.puzzle_chosen.emit(item.data(Qt.ItemDataRole.UserRole))
        )
        self.results.itemChanged.connect(lambda _item: self._say_marked())
        self.results.model().rowsMoved.connect(lambda *_: self._say_marked())
        self.mark_action = self._list_action(self.tr("Mark"), "", lambda: self.mark_selected(True))
        self.unmark_action = self._list_action(self.tr("Unmark"), "", lambda: self.mark_selected(False))
        self.up_action = self._list_action(self.tr("Move Up"), "Ctrl+Up", lambda: self.move_selected(-1))
        self.down_action = self._list_action(self.tr("Move Down"), "Ctrl+Down", lambda: self.move_selected(1))
        self.drop_action = self._list_action(self.tr("Drop from the List"), "Delete", self.drop_selected)
        self.marked_note = plain(QLabel())
        self.save_all_button = QPushButton()
        self.save_all_button.setEnabled(False)
        self.save_all_button.clicked.connect(self._save_all)
        self.sheet_button = QPushButton(self.tr("Print Sheet…"))
        self.sheet_button.setEnabled(False)
        self.sheet_button.clicked.connect(self.print_sheet)
        self.daily_button = QPushButton(self.tr("Daily Web Page…"))
        self.daily_button.setToolTip(
            self.tr("Your own daily Waffle: these puzzles as a series, one a day from a date, on one web page")
        )
        self.daily_button.setEnabled(False)
        self.daily_button.clicked.connect(self.daily_page)
        self._say_marked()
        self.order = QComboBox()
        add_choices(self.order, "BatchTool", ORDERS)
        self.order.setToolTip(self.tr("Difficulty: bits of choice the colours leave (more is harder)"))
        self.order.currentIndexChanged.connect(self._sort)
        footer = QHBoxLayout()
        footer.addWidget(QLabel(self.tr("Order")))
        footer.addWidget(self.order)
        footer.addStretch(1)
        footer.addWidget(self.marked_note)
        footer.addWidget(self.sheet_button)
        footer.addWidget(self.daily_button)
        footer.addWidget(self.save_all_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.results, 1)
        layout.addLayout(footer)

    def shape_changed(self, shape: Shape) -> None:
        """The fewest swaps' default for the shape (and the game's preset, when game-like),
        and whether its fill is searched for familiar words."""
        preset = game_preset(shape) if self.game_like.isChecked() else NO_PRESET
        self.target.setValue(default_target_swaps(shape, preset))
        self.familiar.setChecked(GenerateOptions(shape=shape).familiar_fill)
        self.budget.setEnabled(self.familiar.isChecked())

    def edit_word_lists(self) -> None:
        from studio.gui.waffle.word_lists_dialog import WordListsDialog

        dialog = WordListsDialog(self.window())
        dialog.show()

    def options(self, fill: Fill) -> GenerateOptions:
        return GenerateOptions(
            shape=fill.shape,
            count=self.how_many.value(),
            target=self.target.value(),
            policy=POLICIES[self.policy.currentIndex()],  # the box lists POLICIES, in order
            strategy=STRATEGIES[self.strategy.currentIndex()],  # the box lists STRATEGIES, in order
            game_like=self.game_like.isChecked(),
            min_zipf=fill.min_zipf,
            pins=fill.pins,
            min_difficulty=self.min_difficulty.value(),
            max_difficulty=self.max_difficulty.value() or math.inf,
            seed=self.seed.value(),
            unique_in_play=self.in_play.isChecked(),
            curation=user_curation(self.word_filter.level()),
            repeat_words=not self.distinct.isChecked(),
            lang=fill.lang,
            familiar=self.familiar.isChecked(),
            budget=self.budget.value(),
        )

    def start(self) -> None:
        if (fill := self.chosen()) is None:
            return
        options = self.options(fill)
        self.results.clear()
        self._outputs(False)
        self.curation_note.setText("")
        self.rare_note.setText("")
        self.seed.setValue(fresh_seed())  # the next run's: Generate again makes new puzzles
        self.seed_note.setText(
            self.tr("This run: seed {seed} (type it back to make these again)").format(seed=options.seed)
        )
        self.started.emit()  # after the note: the dialog makes room for it
        self.count = options.count
        self.runner.progress.setRange(0, options.count)
        summary = self._summary
        avoid = self.avoid_folder.text().strip() or None
        self.runner.run(
            lambda stop: generate_batch(options, fill.words(), should_stop=stop, avoid_words_in=avoid),
            self._attempt,
            Job(self.results.count, summary, summary),
        )

    def idle(self) -> None:
        self._outputs(self.results.count() > 0)
        self._say_marked()

    def _outputs(self, enabled: bool) -> None:
        for button in (self.save_all_button, self.sheet_button, self.daily_button):
            button.setEnabled(enabled)

    def _list_action(self, text: str, keys: str, triggered: Callable[[], object]) -> QAction:
        """An action of the list's context menu, its shortcut working while the list has the focus."""
        action = QAction(text, self.results)
        if keys:
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        action.triggered.connect(triggered)
        self.results.addAction(action)
        return action

    def _items(self) -> list[QListWidgetItem]:
        return [self.results.item(row) for row in range(self.results.count())]

    def _selected_rows(self) -> list[int]:
        return sorted(self.results.row(item) for item in self.results.selectedItems())

    def mark_selected(self, marked: bool) -> None:
        state = Qt.CheckState.Checked if marked else Qt.CheckState.Unchecked
        for item in self.results.selectedItems():
            item.setCheckState(state)

    def move_selected(self, step: int) -> None:
        """The selected puzzles one place up (-1) or down (1), kept together and selected."""
        rows = self._selected_rows()
        if not rows or rows[0] + step < 0 or rows[-1] + step >= self.results.count():
            return
        items = [self.results.takeItem(row) for row in reversed(rows)][::-1]
        for row, item in zip(rows, items, strict=True):
            self.results.insertItem(row + step, item)
            item.setSelected(True)
        self.results.setCurrentItem(items[0], QItemSelectionModel.SelectionFlag.NoUpdate)
        self._say_marked()

    def drop_selected(self) -> None:
        """The selected puzzles off the list (the batch's seed makes them again)."""
        for row in reversed(self._selected_rows()):
            self.results.takeItem(row)
        self._say_marked()
        if not self.results.count():
            self._outputs(False)

    def marked(self) -> list[Puzzle]:
        """The puzzles ticked, in the order shown."""
        return [
            item.data(Qt.ItemDataRole.UserRole) for item in self._items() if item.checkState() == Qt.CheckState.Checked
        ]

    def picked(self) -> list[Puzzle]:
        """What Save and Print Sheet take: the marked puzzles, or every one listed when none
        is marked; in the order shown."""
        return self.marked() or self.listed()

    def _say_marked(self) -> None:
        marked = len(self.marked())
        if marked:
            self.marked_note.setText(self.tr("{n} of {count} marked").format(n=marked, count=self.results.count()))
            self.save_all_button.setText(self.tr("Save Marked…"))
            self.save_all_button.setToolTip(
                self.tr("Save the marked puzzles to a folder, numbered in the order shown, one JSON file each")
            )
            self.sheet_button.setToolTip(self.tr("The marked puzzles, in the order shown, on a printed sheet"))
        else:
            self.marked_note.setText("")
            self.save_all_button.setText(self.tr("Save All…"))
            self.save_all_button.setToolTip(
                self.tr("Save every puzzle listed to a folder, numbered in the order shown, one JSON file each")
            )
            self.sheet_button.setToolTip(self.tr("Every puzzle listed, in the order shown, on a printed sheet"))

    def _summary(self) -> str:
        return self.tr("{n} puzzles").format(n=self.results.count())

    def _attempt(self, made: Made) -> None:
        attempt = made.attempt
        self.runner.progress.setValue(attempt.made)
        elapsed = time.monotonic() - self.runner.started
        if attempt.found is not None:
            self._add(attempt.found)
            if attempt.familiar is not None and not attempt.familiar.everyday and not self.rare_note.text():
                self.rare_note.setText(self.rare_words(attempt.familiar, self.budget.value()))
        if attempt.curation is not None and not self.curation_note.text():
            self.curation_note.setText(
                self.tr("Fill list: {describe}.").format(describe=phrase(attempt.curation.fact()))
            )
        if attempt.made:
            left = elapsed / attempt.made * (self.count - attempt.made)
            eta = (
                self.tr("{made} of {count} after %n try; about {left:.0f} s left", "", attempt.tries)
                if attempt.tries == 1
                else self.tr("{made} of {count} after %n tries; about {left:.0f} s left", "", attempt.tries)
            )
            self.runner.eta.setText(eta.format(made=attempt.made, count=self.count, left=left))
        else:
            so_far = (
                self.tr("%n try so far ({value})", "", attempt.tries)
                if attempt.tries == 1
                else self.tr("%n tries so far ({value})", "", attempt.tries)
            )
            rejected = phrase(attempt.rejected) if attempt.rejected else self.tr("working")
            self.runner.eta.setText(so_far.format(value=rejected))

    def rare_words(self, fill: FamiliarFill, budget: float) -> str:
        """Why the fill holds a word few solvers know: no fill of everyday words exists
        (proven), or none turned up within the search time."""
        assert fill.familiarity is not None  # a puzzle was made from it
        rarest, everyday = number(fill.familiarity.worst, 2), number(EVERYDAY_ZIPF, 1)
        if fill.no_everyday_fill:
            return self.tr(
                "No fill of this shape has only everyday words (Zipf {everyday} or more); "
                "the rarest word used has Zipf {rarest}."
            ).format(everyday=everyday, rarest=rarest)
        return self.tr(
            "No fill of only everyday words (Zipf {everyday} or more) turned up in {budget} s a puzzle; "
            "the rarest word used has Zipf {rarest}."
        ).format(everyday=everyday, rarest=rarest, budget=number(budget, 0))

    def _add(self, found: Generated) -> None:
        puzzle = found.puzzle
        shape = puzzle.shape
        assert puzzle.solution is not None  # a generated puzzle has its solution
        words = shape.words(puzzle.solution)
        lines = [" ".join(w for s, w in zip(shape.slots, words) if s.across == across) for across in (True, False)]
        item = QListWidgetItem(
            thumbnail(puzzle),
            "\n".join(lines)
            + "\n"
            + self.tr("difficulty {difficulty} · {swaps} swaps · seed {seed} #{n}").format(
                difficulty=found.difficulty,
                swaps=puzzle.meta["target_swaps"],
                seed=puzzle.meta["seed"],
                n=found.index + 1,
            )
            + (f" · {phrase(note)}" if (note := unique_in_play_note(puzzle)) else ""),
        )
        item.setData(Qt.ItemDataRole.UserRole, puzzle)
        item.setData(DIFFICULTY_ROLE, found.difficulty)
        item.setData(MADE_ROLE, found.index)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsDragEnabled)
        item.setCheckState(Qt.CheckState.Unchecked)
        self.results.addItem(item)
        if self.order.currentIndex():
            self._sort()

    def restyle(self) -> None:
        """The thumbnails again, in the look the window has just taken."""
        for row in range(self.results.count()):
            item = self.results.item(row)
            item.setIcon(thumbnail(item.data(Qt.ItemDataRole.UserRole)))

    def _sort(self) -> None:
        """The puzzles listed in the order chosen: as made, or by difficulty either way."""
        items = [self.results.takeItem(0) for _ in range(self.results.count())]
        order = self.order.currentIndex()
        if order == 0:
            items.sort(key=lambda item: item.data(MADE_ROLE))
        else:
            items.sort(key=lambda item: (item.data(DIFFICULTY_ROLE), item.data(MADE_ROLE)), reverse=order == 2)
        for item in items:
            self.results.addItem(item)

    def listed(self) -> list[Puzzle]:
        """The puzzles in the order shown."""
        return [self.results.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.results.count())]

    def print_sheet(self) -> QDialog:
        """The sheet dialog, holding the puzzles chosen in the order shown (a PDF or the
        printer from there)."""
        from studio.gui.waffle.sheet_dialog import SheetDialog

        dialog = SheetDialog(None, self.words, str(Path.home()), self.window(), self.settings)
        dialog.add_puzzles((generated_name(puzzle), puzzle) for puzzle in self.picked())
        dialog.show()
        return dialog

    def daily_page(self) -> QDialog:
        """The daily page's dialog, holding the puzzles chosen in the order shown."""
        from studio.gui.waffle.daily_dialog import DailyDialog

        dialog = DailyDialog([(generated_name(p), p) for p in self.picked()], self.words(), self.window())
        dialog.show()
        return dialog

    def _save_all(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Save every puzzle to a folder"))
        if folder:
            self.save_all(folder)

    def save_all(self, folder: str | Path) -> None:
        """One JSON file per puzzle chosen, each written atomically, its name numbered in
        the order shown (01-…); on a failure the puzzles stay listed, to save elsewhere."""
        puzzles = self.picked()
        progress = self.runner.progress
        progress.setRange(0, len(puzzles))
        self.runner.run(
            lambda _stop: save_generated(puzzles, folder, numbered=True),
            lambda _path: progress.setValue(progress.value() + 1),
            Job(
                lambda: len(puzzles),
                lambda: self.tr("saved {n} puzzles to {name}").format(n=len(puzzles), name=Path(folder).name),
                lambda: self.tr("some puzzles were not saved; all are still listed"),
                self.tr("Could not save the puzzles: "),
            ),
        )
