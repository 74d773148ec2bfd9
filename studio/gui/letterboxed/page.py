"""The Letter Boxed page: type or generate a board, see how many solutions it has, climb a
ladder of hints, show every fewest-word solution and watch one drawn word by word, or play
it by clicking letters.

Spoiler-free: a board's solutions are counted as it is typed (on a worker, 20-60 ms), but
listed and drawn only when the player asks (Show solutions), a page at a time (Show
more). The generator runs on a worker too, reporting each rejected try and stopping on Cancel.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from studio.core import alphabet
from studio.core.errors import PuzzleError
from studio.core.letterboxed.board import Board, parse_board
from studio.core.letterboxed.files import KIND, board_from_dict, board_to_dict, read_board, save_board
from studio.core.letterboxed.generate import BoardOptions, GeneratedBoard, generate_board
from studio.core.letterboxed.hints import RUNGS, counts_by_words, hint
from studio.core.letterboxed.lexicon import Lexicon, lexicon_of
from studio.core.letterboxed.play import Game, add_letter, new_game, remove_letter, submit_word
from studio.core.letterboxed.solver import DENSE_LETTERS, SearchStopped, Solution, solve
from studio.core.words import GAME_LIST, WordList, default_words
from studio.gui.shared.accessible import tell
from studio.gui.shared.appearance import current, themed, toggle_style
from studio.gui.shared.document import Document, failure_text
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP, add_choices, choose, language_name
from studio.gui.shared.page_actions import Codec, PageActions, replace_it
from studio.gui.shared.panels import SMALL, Tone, heading, row_of, sentence, set_status, wrapped
from studio.gui.shared.save_dialog import save_file_name
from studio.gui.shared.word_library import WordLibrary
from studio.gui.shared.workers import CurrentTask, keep_out_of_gc
from studio.language import plural
from studio.render.letterbox import BoxLook, letter_at, paint_letterbox, write_letterbox

SOURCES = {  # the chooser's labels (keys, shown translated) and their tiers, the default first
    QT_TRANSLATE_NOOP("LetterBoxedPage", "words like the game's"): GAME_LIST,
    QT_TRANSLATE_NOOP("LetterBoxedPage", "everyday and rarer words"): "broad",
    QT_TRANSLATE_NOOP("LetterBoxedPage", "common words"): "common",
    QT_TRANSLATE_NOOP("LetterBoxedPage", "every word we have"): "full",
}
FROM_FILE = QT_TRANSLATE_NOOP("LetterBoxedPage", "a word list file…")
PAGE_ROWS = 50  # rows the list shows at first, and each Show more adds
LIST_SHARE = 0.45  # of the screen's width at most for the solutions list
MAX_FOUND = 200_000
MS_PER_WORD = 700
EXAMPLE = "ANO GDV IEF WZT"


class BoxView(QWidget):
    """The board and a solution (animated), or the game being played."""

    letter_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: Board | None = None
        self.look = BoxLook()
        self.setMinimumSize(220, 220)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        tell(self, self.tr("Letter Boxed board"), self.tr("No board"))

    def show_board(self, board: Board | None, look: BoxLook | None = None) -> None:
        self.board, self.look = board, look or BoxLook()
        said = [self.tr("Sides {sides}").format(sides=", ".join(board.sides)) if board else self.tr("No board")]
        if self.look.words:
            said.append(self.tr("words {words}").format(words=" ".join(self.look.words)))
        if self.look.current:
            said.append(self.tr("spelling {word}").format(word=self.look.current))
        tell(self, self.tr("Letter Boxed board"), "; ".join(said))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if self.board is not None:
            paint_letterbox(painter, QRectF(self.rect()), self.board, replace(self.look, palette=current()))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        letter = letter_at(self.board, QRectF(self.rect()), event.position()) if self.board else None
        if letter:
            self.letter_clicked.emit(letter)


class LetterBoxedPage(QWidget):
    words_changed = Signal(str)  # the list in use, for the status bar

    def __init__(self, library: WordLibrary, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.board: Board | None = None  # the board solved and shown
        self.document: Document[Board | None] = Document(
            parse_board(EXAMPLE), self._save_board, self.tr("Untitled board"), self
        )
        self.document.changed.connect(self._board_changed)
        self.words: WordList | None = None
        self.lexicon: Lexicon | None = None
        self.words_name = ""  # the list the solutions come from, as the chooser names it
        self.words_source = ""  # its tier or file: read again in another language
        self.lang = library.lang  # the window's, or the language of the board opened
        library.language_changed.connect(self._language_changed)
        self.solutions: list[Solution] = []
        self.game: Game | None = None
        self.animation = QVariantAnimation(self)
        self.animation.setEasingCurve(QEasingCurve.Type.InOutSine)
        self.animation.valueChanged.connect(self._animate)
        self._typing = QTimer(self)
        self._typing.setSingleShot(True)
        self._typing.setInterval(250)
        self._typing.timeout.connect(self.solve_now)
        self._build()
        self.solve_task = CurrentTask(self, status=self.status)
        self.generate_task = CurrentTask(self, [self.generate_button], self.cancel_button, self.status)
        self.cancel_button.clicked.connect(self.generate_task.cancel)
        self.words_task = CurrentTask(self, status=self.status)
        self.board_edit.setText(EXAMPLE)

    def page_actions(self) -> PageActions:
        """Boards are documents: new, open, save, export, and Undo over board changes."""
        return PageActions(
            document=self.document,
            kind=KIND,
            noun="board",
            autosave=Codec(board_to_dict, board_from_dict),
            undoable=True,
            new=self.new_board,
            open_path=self.open_path,
            save_to=self.save_to,
            export=self._export_dialog,
            describe_words=self.describe_words,
            use_word_file=self.load_words,
            language=lambda: self.lang,
        )

    def words_text(self, n: int) -> str:
        return plural(n, self.tr("{n} word"), self.tr("{n} words"))

    def letters_text(self, n: int) -> str:
        return plural(n, self.tr("{n} letter"), self.tr("{n} letters"))

    def describe_words(self) -> str:
        if self.words is None:
            return self.tr("Word list: loading…")
        return self.tr("Word list: {name} ({n:,} words)").format(name=self.shown_words_name(), n=len(self.words))

    def shown_words_name(self) -> str:
        """A built-in list by its label in the interface's language, a file by its name."""
        return self.tr(self.words_name) if self.words_name in SOURCES else self.words_name

    def showEvent(self, event: QShowEvent) -> None:
        """The word list is read the first time the page is shown, not at startup."""
        super().showEvent(event)
        if self.lexicon is None and not self.library.waiting(self) and not self.words_task.running:
            self.load_words(GAME_LIST)

    # ------------------------------------------------------------ layout

    def _build(self) -> None:
        self.board_edit = QLineEdit()
        self.board_edit.setPlaceholderText(self.tr("sides, e.g. ANO GDV IEF WZT"))
        self.board_edit.textEdited.connect(lambda _: self._typing.start())
        self.board_edit.returnPressed.connect(self.solve_now)
        self.source = QComboBox()
        add_choices(self.source, "LetterBoxedPage", [*SOURCES, FROM_FILE])
        self.source.activated.connect(self._source_chosen)
        self.objective = QComboBox()
        self.objective.addItems([self.tr("fewest words"), self.tr("fewest letters")])  # read by index
        self.objective.currentIndexChanged.connect(self.solve_now)
        self.more_words = QSpinBox()  # words past the fewest, which is not known before a solve
        self.more_words.setRange(0, 4)
        self.more_words.setSpecialValueText(self.tr("the fewest"))
        self.more_words.setPrefix(self.tr("the fewest + "))
        self.more_words.setToolTip(self.tr("List every solution up to this many words more than the fewest"))
        self.more_words.valueChanged.connect(self.solve_now)
        top = row_of(
            [
                self.tr("Board"),
                self.board_edit,
                self.tr("Words"),
                self.source,
                self.tr("Solve for"),
                self.objective,
                self.tr("Up to"),
                self.more_words,
            ]
        )
        top.setStretchFactor(self.board_edit, 2)

        self.sides, self.per_side, self.vowels, self.par = (QSpinBox() for _ in range(4))
        for spin, low, high, value in (
            (self.sides, 3, 8, 4),
            (self.per_side, 1, 6, 3),
            (self.vowels, 0, 5, 4),
            (self.par, 1, 6, 3),
        ):
            spin.setRange(low, high)
            spin.setValue(value)
        self.generate_button = QPushButton(self.tr("Generate"))
        self.generate_button.setToolTip(self.tr("A random board that common words solve within par"))
        self.generate_button.clicked.connect(self.generate)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        second = row_of(
            [
                self.tr("Sides"),
                self.sides,
                self.tr("Letters per side"),
                self.per_side,
                self.tr("Vowels"),
                self.vowels,
                self.tr("Par"),
                self.par,
                self.generate_button,
                self.cancel_button,
                None,
            ]
        )

        self.view = BoxView()
        self.view.letter_clicked.connect(self.play_letter)
        self.play_button = QPushButton(self.tr("Play"))
        self.play_button.setCheckable(True)
        themed(self.play_button, toggle_style)
        self.play_button.setToolTip(
            self.tr("Click letters (or type them); Enter ends a word, Backspace takes one back")
        )
        self.play_button.toggled.connect(self.set_playing)
        self.replay_button = QPushButton(self.tr("Replay"))
        self.replay_button.clicked.connect(self.replay)
        self.export_button = QPushButton(self.tr("Export PNG/SVG…"))
        self.export_button.clicked.connect(lambda: self._export_dialog(""))
        buttons = row_of([self.play_button, self.replay_button, self.export_button, None])
        self.game_label = wrapped()
        left = QVBoxLayout()
        left.addWidget(self.view, 1)
        left.addWidget(self.game_label)
        left.addLayout(buttons)

        self.status = wrapped()
        self.counts_label = wrapped()
        self.hint_button = QPushButton(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("The first letter, then the first word, then a whole answer"))
        self.hint_button.clicked.connect(self.next_hint)
        self.show_button = QPushButton(self.tr("Show solutions"))
        self.show_button.setCheckable(True)
        themed(self.show_button, toggle_style)
        self.show_button.toggled.connect(self._show_list)
        self.hint_label = wrapped()
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Solutions"))
        self.list.currentRowChanged.connect(self.draw_solution)
        self.list.setVisible(False)
        self.more_button = QPushButton()
        self.more_button.clicked.connect(self.show_more)
        self.more_button.setVisible(False)
        self.hints_given = 0  # rungs of the ladder shown for this board
        right = QVBoxLayout()
        right.addWidget(self.status)
        right.addWidget(self.counts_label)
        right.addLayout(row_of([self.hint_button, self.show_button, None]))
        right.addWidget(self.hint_label)
        right.addWidget(self.list, 1)
        right.addWidget(self.more_button)
        right.addStretch()
        middle = QHBoxLayout()
        middle.addLayout(left, 3)
        middle.addLayout(right, 2)

        layout = QVBoxLayout(self)
        layout.addWidget(heading(self.tr("Letter Boxed: use every letter in the fewest words")))
        layout.addWidget(
            wrapped(
                self.tr(
                    "Each word starts with the last letter of the one before; no two letters in a "
                    "row from the same side. Every solution listed is exact: none uses fewer words."
                )
            )
        )
        layout.addLayout(top)
        layout.addLayout(second)
        layout.addLayout(middle, 1)

    # ------------------------------------------------------------ word list

    def _source_chosen(self) -> None:
        text = self.source.currentData()
        if self.source.currentIndex() == len(SOURCES):  # a file: the one named there, or another
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Solve with a word list"), "", self.tr("Word lists (*.txt *.tsv);;All files (*)")
            )
            if path:
                self.load_words(path)
            else:
                self._show_source()
            return
        self.load_words(SOURCES.get(text, GAME_LIST))

    def load_words(self, source: str) -> None:
        """A tier name or a file, from the window's library; indexed here on a worker (about half a second)."""
        name = next((label for label, tier in SOURCES.items() if tier == source), Path(source).name)
        self.words_source = source
        set_status(self.status, self.tr("Reading the word list…"), "busy", SMALL)
        self.words_changed.emit(self.tr("Word list: loading…"))
        self.library.request(self, source, lambda words: self._words_read(name, words), self._words_failed, self.lang)

    def _language_changed(self, lang: str) -> None:
        """The list in use, read again as the window's new language (none yet: the first showing reads it)."""
        self.set_language(lang)

    def set_language(self, lang: str) -> None:
        """Boards of `lang`'s letters and its words from now on; the typed board is read again."""
        if lang == self.lang:
            return
        self.lang = lang
        if self.words_source:
            self.load_words(self.words_source)
        self.solve_now()

    def _words_read(self, name: str, words: WordList) -> None:
        self.words_task.start(
            lambda _stop: lexicon_of(words), done=lambda lexicon: self._words_ready(name, words, lexicon)
        )

    def _words_ready(self, name: str, words: WordList, lexicon: Lexicon) -> None:
        self.words, self.lexicon, self.words_name = words, lexicon, name
        self._show_source()
        self.words_changed.emit(self.describe_words())
        keep_out_of_gc()
        self.solve_now()

    def _words_failed(self, message: str) -> None:
        """The list in use stays, and the chooser and the status bar say so."""
        set_status(self.status, sentence(message), "bad", SMALL)
        self._show_source()
        self.words_changed.emit(self.describe_words())

    def _show_source(self) -> None:
        """The chooser names the list in use: a tier by its label, a file by its name."""
        if self.words_name in SOURCES:
            choose(self.source, self.words_name)
        elif self.words_name:
            self.source.setItemText(len(SOURCES), self.words_name)
            self.source.setCurrentIndex(len(SOURCES))

    # ------------------------------------------------------------ the board as a document

    def _board_changed(self) -> None:
        """A typed, generated, opened or undone board: the text follows, then the solving."""
        board = self.document.value
        if board is None:
            self.board = None
            self.set_playing(False)
            self.board_edit.clear()
            self.solutions = []
            self._hide_answers()
            self.view.show_board(None)
            set_status(self.status, self.tr("Type the sides of a new board, or generate one."), "busy", SMALL)
            self.board_edit.setFocus()
            return
        try:
            shown = parse_board(self.board_edit.text(), self.lang)
        except PuzzleError:
            shown = None
        if shown != board:
            self.board_edit.setText(str(board))
        self.solve_now()

    def new_board(self) -> None:
        self.document.replace(None, None)

    def open_path(self, path: str | Path, replace: Callable[[], bool] = replace_it) -> bool:
        """`replace` asks to drop unsaved changes once the file has read."""
        try:
            board = read_board(path)
        except PuzzleError as err:
            set_status(
                self.status,
                failure_text(self.tr("Could not open {name}").format(name=Path(path).name), err),
                "bad",
                SMALL,
            )
            return False
        if not replace():
            return False
        self.document.replace(board, Path(path).resolve())
        if board.lang != self.lang:
            self.set_language(board.lang)
            name = language_name(board.lang)
            self.game_label.setText(
                self.tr("{name} is a board in {name2}: this page now uses {name2} words.").format(
                    name=Path(path).name, name2=name
                )
            )
        return True

    def _save_board(self, board: Board | None, path: str | Path) -> None:
        """Saved with the page's language when its letters are that language's (a file without one is English)."""
        if board is None:  # save_to asks only with a board
            raise PuzzleError(self.tr("there is no board to save yet"))
        if board.lang != self.lang and set(board.letters) <= set(alphabet.language(self.lang).letters):
            board = replace(board, lang=self.lang)
        save_board(board, path)

    def save_to(self, path: str | Path) -> bool:
        if self.document.value is None:
            set_status(self.status, self.tr("Type or generate a board to save first."), "bad", SMALL)
            return False
        problem = self.document.try_save(path, self.tr("Nothing was written; your board is still here."))
        if problem:
            set_status(self.status, problem, "bad", SMALL)
        return problem is None

    # ------------------------------------------------------------ solving

    def solve_now(self) -> None:
        try:
            board = parse_board(self.board_edit.text(), self.lang)
        except PuzzleError as err:
            set_status(self.status, sentence(str(err)), "bad", SMALL)
            return
        if board != self.document.value:
            self.document.edit(board, self.tr("Board {board}").format(board=board))  # _board_changed solves it
            return
        if board != self.board:
            self.board = board
            self.set_playing(False)
            self._hide_answers()
        self.view.show_board(board)
        if self.lexicon is None:
            return
        lexicon, more, objective = self.lexicon, self.more_words.value(), self._objective()
        big = len(board.letters) > DENSE_LETTERS
        set_status(
            self.status,
            self.tr("Solving… boards of {n} letters can take a minute or more.").format(n=len(board.letters))
            if big
            else self.tr("Solving…"),
            "busy",
            13,
        )
        self.solve_task.start(lambda stop: _solved_board(board, lexicon, more, objective, stop), done=self._solved)

    def _objective(self) -> str:
        return "letters" if self.objective.currentIndex() == 1 else "words"

    def _solved(self, result: tuple[Board, list[Solution]]) -> None:
        board, found = result
        if board != self.board:
            return
        self.solutions = found
        self.list.clear()
        self._show_list(self.show_button.isChecked())
        counts = counts_by_words(found)
        self.counts_label.setText(
            "\n".join(
                self.tr("{words}: {solutions}").format(
                    words=self.words_text(words), solutions=self.solutions_text(count)
                )
                for words, count in counts.items()
            )
        )
        self.hint_button.setEnabled(bool(found))
        self.show_button.setEnabled(bool(found))
        if not found:
            set_status(self.status, self.tr("No solution with these words."), "warn", SMALL)
            self.view.show_board(board)
            return
        best = (
            self.letters_text(found[0].letters)
            if self._objective() == "letters"
            else self.words_text(len(found[0].links))
        )
        count = (
            self.solutions_text(len(found))
            if len(found) < MAX_FOUND
            else self.tr("over {n:,} solutions").format(n=MAX_FOUND)
        )
        set_status(
            self.status,
            self.tr("Fewest: {best} ({words_name}). {count}; ask for a hint or show them.").format(
                best=best, words_name=self.shown_words_name(), count=count
            ),
            "good",
            SMALL,
        )

    def solutions_text(self, n: int) -> str:
        return plural(n, self.tr("{n:,} solution"), self.tr("{n:,} solutions"))

    def _hide_answers(self) -> None:
        """A new board starts spoiler-free: no list, no hint, nothing drawn."""
        self.hints_given = 0
        self.hint_label.setText("")
        self.counts_label.setText("")
        self.show_button.setChecked(False)
        self._show_list(False)

    def next_hint(self) -> None:
        """One more rung of the ladder: the first letter, the first word, a whole answer."""
        if not self.solutions:
            return
        self.hints_given = min(self.hints_given + 1, len(RUNGS))
        phrases = {
            "first letter": self.tr("The first word starts with {text}."),
            "first word": self.tr("The first word is {text}."),
            "answer": self.tr("An answer: {text}."),
        }
        best = self.solutions[0]
        self.hint_label.setText(
            "\n".join(phrases[rung].format(text=hint(best, rung).text) for rung in RUNGS[: self.hints_given])
        )
        self.hint_button.setEnabled(self.hints_given < len(RUNGS))

    def _show_list(self, shown: bool) -> None:
        """The list, on request only: its first page, and the first solution drawn."""
        shown = shown and not self.playing
        self.list.setVisible(shown)
        if not shown:
            self.more_button.setVisible(False)
            if not self.playing:
                self.animation.stop()
                self.view.show_board(self.board)
            return
        if self.list.count() == 0 and self.solutions:
            self.show_more()
            self.list.setCurrentRow(0)

    def show_more(self) -> None:
        """The next PAGE_ROWS solutions in the list."""
        start = self.list.count()
        self.list.addItems(
            [
                f"{' – '.join('/'.join(link.words) for link in s.links)}    "  # one call, not
                f"({self.words_text(len(s.links))}, {self.letters_text(s.letters)})"
                for s in self.solutions[start : start + PAGE_ROWS]
            ]
        )  # one per row
        self._fit_list()
        left = len(self.solutions) - self.list.count()
        self.more_button.setText(self.tr("Show more ({n:,} left)").format(n=left))
        self.more_button.setVisible(left > 0)

    def _fit_list(self) -> None:
        """The list as wide as its widest row, so no sideways bar scrolls a few pixels; at
        most LIST_SHARE of the screen, which leaves the board its room."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        room = round(screen.availableGeometry().width() * LIST_SHARE) if screen is not None else 0
        bar = self.list.verticalScrollBar().sizeHint().width()
        widest = self.list.sizeHintForColumn(0) + 2 * self.list.frameWidth() + bar
        self.list.setMinimumWidth(min(widest, room) if room else widest)

    def draw_solution(self, row: int) -> None:
        if 0 <= row < len(self.solutions) and not self.playing and self.show_button.isChecked():  # asked for
            self.animation.stop()
            words = self.solutions[row].words
            self.animation.setStartValue(0.0)
            self.animation.setEndValue(float(len(words)))
            self.animation.setDuration(MS_PER_WORD * len(words))
            self.view.show_board(self.board, BoxLook(words, 0.0))
            self.animation.start()

    def replay(self) -> None:
        self.draw_solution(self.list.currentRow())

    def _animate(self, value: float) -> None:
        self.view.show_board(self.board, BoxLook(self.view.look.words, float(value)))

    # ------------------------------------------------------------ generating

    def generate(self) -> None:
        lang = self.lang
        options = BoardOptions(
            sides=self.sides.value(),
            per_side=self.per_side.value(),
            vowels=self.vowels.value(),
            par=self.par.value(),
            lang=lang,
        )
        try:
            options.check()
        except PuzzleError as err:
            set_status(self.status, sentence(str(err)), "bad", SMALL)
            return
        set_status(self.status, self.tr("Generating…"), "busy", SMALL)
        self.generate_task.start(
            lambda stop: generate_board(options, lexicon_of(default_words("common", lang=lang))),
            progress=lambda tries: set_status(
                self.status, self.tr("Generating… {tries} boards tried").format(tries=tries), "busy", SMALL
            ),
            done=self._generated,
            cancelled=lambda: set_status(self.status, self.tr("Generating cancelled."), "warn", SMALL),
        )

    def _generated(self, made: GeneratedBoard) -> None:
        """What the generator checked, par with the common words, and no more. The list and
        its status speak for the chosen word list: a count of common-word pairs beside
        them read as a contradiction ("0 two-word solutions" beside 17 of them)."""
        self.board_edit.setText(str(made.board))
        self.solve_now()
        tried = plural(made.tries, self.tr("{n} board"), self.tr("{n} boards"))
        self.game_label.setText(
            self.tr("New board: common words solve it in {count} (par {par}); {tried} tried.").format(
                count=self.words_text(made.fewest), par=made.par, tried=tried
            )
        )

    # ------------------------------------------------------------ playing

    @property
    def playing(self) -> bool:
        return self.game is not None

    def set_playing(self, on: bool) -> None:
        self.animation.stop()
        self.game = new_game(self.board) if on and self.board is not None else None
        self.play_button.setChecked(self.game is not None)
        self._show_list(self.show_button.isChecked())  # no spoilers while playing
        if self.game is not None:
            self.view.setFocus()
            self._show_game(self.tr("Click letters or type them; Enter ends a word."))
        else:
            self.game_label.setText("")
            self.view.show_board(self.board)

    def play_letter(self, letter: str) -> None:
        self._move(lambda game: add_letter(game, letter))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.game is None:
            super().keyPressEvent(event)
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._move(lambda game: submit_word(game, self.words or ()))
        elif event.key() == Qt.Key.Key_Backspace:
            self._move(remove_letter)
        elif len(event.text()) == 1 and (tile := alphabet.tile_in(event.text(), alphabet.language(self.lang))):
            self.play_letter(tile)  # é -> E, ñ -> Ñ in Spanish
        else:
            super().keyPressEvent(event)

    def _move(self, move: Callable[[Game], Game]) -> None:
        if self.game is None:  # no game in play: nothing moves
            return
        try:
            self.game = move(self.game)
        except PuzzleError as err:
            self._show_game(sentence(str(err)), "bad")
            return
        if self.game.solved:
            fewest = len(self.solutions[0].links) if self.solutions else None
            verdict = (
                self.tr(" – the fewest possible!")
                if fewest == len(self.game.words)
                else (self.tr(" (the fewest is {n})").format(n=fewest) if fewest else "")
            )
            self._show_game(
                self.tr("Solved in {count}{verdict}").format(
                    count=self.words_text(len(self.game.words)), verdict=verdict
                ),
                "good",
            )
        else:
            self._show_game("")

    def _show_game(self, message: str, tone: Tone = "busy") -> None:
        game = self.game
        assert game is not None  # shown only while a game is on
        words = " – ".join(game.words) or self.tr("no words yet")
        left = len(set(game.board.letters) - game.used)
        letters = self.tr("1 letter left") if left == 1 else self.tr("{n} letters left").format(n=left)
        text = f"{words}   ▸ {game.current or '…'}   ({letters})"
        set_status(self.game_label, f"{text}\n{message}" if message else text, tone, 14)
        self.view.show_board(self.board, BoxLook(game.words, current=game.current))

    # ------------------------------------------------------------ export

    def _export_dialog(self, folder: str) -> None:
        if self.board is None:
            set_status(self.status, self.tr("Type or generate a board to export first."), "bad", SMALL)
            return
        path = save_file_name(
            self,
            self.tr("Export the board"),
            str(Path(folder, "letter-boxed.png")),
            self.tr("PNG image (*.png);;SVG drawing (*.svg)"),
        )
        if path:
            self.export(path)

    def export(self, path: str | Path) -> None:
        """The board with the solution shown (or the game played so far)."""
        words = self.game.words if self.game else self.view.look.words
        assert self.board is not None  # exported only when there is a board
        try:
            write_letterbox(self.board, path, BoxLook(words))
        except PuzzleError as err:
            set_status(self.status, self.tr("Could not save: {err}").format(err=err), "bad", SMALL)
            return
        set_status(self.status, self.tr("Saved {name}.").format(name=Path(path).name), "good", SMALL)


def _solved_board(
    board: Board, lexicon: Lexicon, more: int, objective: str, stop: Callable[[], bool]
) -> tuple[Board, list[Solution]]:
    """Worker: the solutions of up to the fewest + `more` words, or nothing when the board
    changed meanwhile (the task was cancelled: its result is dropped anyway)."""
    try:
        return board, solve(board, lexicon, objective=objective, limit=MAX_FOUND, should_stop=stop, more_words=more)
    except SearchStopped:
        return board, []
