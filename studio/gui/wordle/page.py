"""The Wordle page: the lists, and three tabs: Play, Assistant and Backtest.

The lists and their pattern table (tens of millions of cells) are built in another
process; the table is what makes the assistant instant and the backtests fast.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from studio.core import alphabet
from studio.core.errors import PuzzleError
from studio.core.wordle.feedback import MAX_GUESSES, marks_of
from studio.core.wordle.files import KIND, game_from_dict, game_to_dict, read_game, save_game
from studio.core.wordle.game import Game, play_guess, share_text
from studio.core.wordle.strategies import Advice, advise
from studio.core.wordle.table import WordleLists, lists_from_files
from studio.gui.shared.appearance import print_palette
from studio.gui.shared.document import Document, failure_text
from studio.gui.shared.i18n import language_name
from studio.gui.shared.page_actions import Codec, PageActions, replace_it
from studio.gui.shared.panels import SMALL, heading, row_of, sentence, set_status, wrapped
from studio.gui.shared.save_dialog import save_file_name
from studio.gui.shared.word_library import WordLibrary
from studio.gui.shared.workers import CurrentTask, in_process, keep_out_of_gc
from studio.gui.wordle.assistant import AssistantTab
from studio.gui.wordle.backtest import BacktestTab
from studio.gui.wordle.review import ReviewPanel
from studio.gui.wordle.widgets import BACK, ENTER, Keyboard, TakesKeys, TileView, best_marks
from studio.language import number
from studio.language.facts import phrase
from studio.render.wordle import write_wordle


def prepared_lists(answers: str | None, guesses: str | None, length: int, lang: str) -> tuple[WordleLists, Advice]:
    """In a worker process: the lists, their pattern table, and the opening advice."""
    lists = lists_from_files(answers, guesses, length, lang)
    _ = lists.patterns
    return lists, advise(lists, ())


class WordlePage(QWidget):
    lists_changed = Signal(object)
    words_changed = Signal(str)  # the lists in use, for the status bar

    def __init__(self, library: WordLibrary, parent: QWidget | None = None) -> None:
        """The lists are the window's language's (the `library` says which, and when it changes)."""
        super().__init__(parent)
        self.lang = library.lang
        library.language_changed.connect(self.set_language)
        self.document: Document[Game | None] = Document(None, _save_game, self.tr("Untitled game"), self)
        self.lists: WordleLists | None = None
        self.opening: Advice | None = None
        self.files: dict[str, str | None] = {"answers": None, "guesses": None}
        self._build()
        self.play.keyboard.show_letters(alphabet.language(self.lang).letters)
        self.task = CurrentTask(self, status=self.lists_status)

    def page_actions(self) -> PageActions:
        """Games are documents: new, open, save. No Undo: a guess taken back is a cheat."""
        return PageActions(
            document=self.document,
            kind=KIND,
            noun="game",
            autosave=Codec(game_to_dict, game_from_dict),
            new=self.play.new_game,
            open_path=self.open_path,
            save_to=self.save_to,
            export=self._export_dialog,
            describe_words=self.describe_words,
            use_word_file=lambda path: self.use_file("answers", path),
            language=lambda: self.lang,
        )

    def _export_dialog(self, folder: str) -> None:
        path = save_file_name(
            self,
            self.tr("Export the game"),
            str(Path(folder, "wordle.png")),
            self.tr("PNG image (*.png);;SVG drawing (*.svg)"),
        )
        if path:
            self.export(path)

    def export(self, path: str | Path) -> bool:
        """The game's tiles as played, as a picture (Copy Result gives the spoiler-free squares)."""
        return self.play.export(path)

    def describe_words(self) -> str:
        if self.lists is None:
            return self.tr("Word lists: loading…")
        return self.tr("Word lists: {name} ({n} answers)").format(
            name=phrase(self.lists.name), n=number(len(self.lists.answers))
        )

    def set_language(self, lang: str) -> None:
        """Built again in `lang`: a new game, the keyboard with the language's letters."""
        if lang != self.lang:
            self.lang = lang
            self.play.keyboard.show_letters(alphabet.language(lang).letters)
            if self.lists is not None or self.task.running:  # else the first showing builds them
                self.reload()

    def open_path(self, path: str | Path, replace: Callable[[], bool] = replace_it) -> bool:
        """The game as it was left; the lists switch to its word length and language (a reload keeps it).
        `replace` asks to drop unsaved changes once the file has read."""
        try:
            game = read_game(path)
        except PuzzleError as err:
            set_status(
                self.play.message,
                failure_text(self.tr("Could not open {name}").format(name=Path(path).name), err),
                "bad",
                14,
            )
            return False
        if not replace():
            return False
        self.tabs.setCurrentWidget(self.play)
        self.document.replace(game, Path(path).resolve())
        set_status(self.play.message, self.tr("Opened {name}.").format(name=Path(path).name), "good", 14)
        if game.lang != self.lang:
            name = language_name(game.lang)
            set_status(
                self.play.message,
                self.tr("Opened {name}, a game in {name2}.").format(name=Path(path).name, name2=name),
                "good",
                14,
            )
            self.set_language(game.lang)
        if len(game.answer) != self.length.value():
            self.length.setValue(len(game.answer))
        return True

    def save_to(self, path: str | Path) -> bool:
        if self.document.value is None:
            set_status(self.play.message, self.tr("Start a game to save first."), "bad", 14)
            return False
        problem = self.document.try_save(path, self.tr("Nothing was written; your game is still here."))
        if problem:
            set_status(self.play.message, problem, "bad", 14)
        return problem is None

    def showEvent(self, event: QShowEvent) -> None:
        """The lists are built the first time the page is shown, not at startup."""
        super().showEvent(event)
        if self.lists is None and not self.task.running:
            self.reload()

    def _build(self) -> None:
        self.answers_box, self.guesses_box = QComboBox(), QComboBox()
        for kind, box, built_in in (
            ("answers", self.answers_box, self.tr("familiar words, no plurals or past forms")),
            ("guesses", self.guesses_box, self.tr("built-in broad words")),
        ):
            box.addItems([built_in, self.tr("a file…")])
            box.activated.connect(lambda index, k=kind: self._list_chosen(k, index))
        self.answers_box.setToolTip(
            self.tr(
                "The answers the game may pick. Built in: common words less plurals and past forms, "
                "the more familiar the likelier. A file (the game's original list): every word as likely."
            )
        )
        self.length = QSpinBox()
        self.length.setRange(3, 10)
        self.length.setValue(5)
        self.length.valueChanged.connect(self.reload)
        self.lists_status = wrapped()
        bar = row_of(
            [
                self.tr("Answers"),
                self.answers_box,
                self.tr("Guesses"),
                self.guesses_box,
                self.tr("Letters"),
                self.length,
                self.lists_status,
            ]
        )
        bar.setStretchFactor(self.lists_status, 1)
        self.play = PlayTab(self)
        self.assistant = AssistantTab(self)
        self.backtest = BacktestTab(self)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.play, self.tr("Play"))
        self.tabs.addTab(self.assistant, self.tr("Assistant"))
        self.tabs.addTab(self.backtest, self.tr("Backtest"))
        layout = QVBoxLayout(self)
        layout.addWidget(heading(self.tr("Wordle: play, get help, and test solving strategies")))
        layout.addLayout(bar)
        layout.addWidget(self.tabs, 1)

    def _list_chosen(self, kind: str, index: int) -> None:
        if index == 1:  # a file…
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Load the {kind}").format(kind=kind), "", self.tr("Word lists (*.txt);;All files (*)")
            )
            self.use_file(kind, path or None)
        elif index == 0:
            self.use_file(kind, None)

    def use_file(self, kind: str, path: str | None) -> None:
        """Use a list file for the answers or the guesses (None: the built-in list)."""
        self.files[kind] = path
        box = self.answers_box if kind == "answers" else self.guesses_box
        if path is None:
            box.setCurrentIndex(0)
        else:
            if box.count() == 2:
                box.addItem("")
            box.setItemText(2, Path(path).name)
            box.setCurrentIndex(2)
        self.reload()

    def reload(self) -> None:
        set_status(self.lists_status, self.tr("Building the pattern table…"), "busy", SMALL)
        self.words_changed.emit(self.tr("Word lists: loading…"))  # before the task: the old lists stay until then
        answers, guesses, length, lang = self.files["answers"], self.files["guesses"], self.length.value(), self.lang
        self.task.start(
            lambda stop: in_process(stop, prepared_lists, answers, guesses, length, lang), done=self._loaded
        )

    def _loaded(self, loaded: tuple[WordleLists, Advice]) -> None:
        self.lists, self.opening = loaded
        keep_out_of_gc()
        set_status(
            self.lists_status,
            self.tr("{n:,} answers, {n2:,} guesses ({name}).").format(
                n=len(self.lists.answers), n2=len(self.lists.guesses), name=phrase(self.lists.name)
            ),
            "good",
            13,
        )
        self.words_changed.emit(self.describe_words())
        self.lists_changed.emit(self.lists)


class PlayTab(TakesKeys, QWidget):
    """A game against a random answer: type or click letters, Enter to guess."""

    def __init__(self, page: WordlePage) -> None:
        super().__init__(page)
        self.page = page
        self.typed = ""
        self.rng = random.Random()
        self.tiles = TileView()
        self.keyboard = Keyboard()
        self.keyboard.pressed.connect(self.press)
        self.hard = QCheckBox(self.tr("Hard mode"))
        self.hard.setToolTip(self.tr("Greens stay in place and yellows must be used again"))
        self.new_button = QPushButton(self.tr("New Game"))
        self.new_button.clicked.connect(lambda: self.new_game())
        self.share_button = QPushButton(self.tr("Copy Result"))
        self.share_button.setToolTip(self.tr("The coloured squares, without the letters, to paste anywhere"))
        self.share_button.clicked.connect(self.share)
        self.message = wrapped()
        self.review = ReviewPanel(page)
        controls = row_of([self.hard, self.new_button, self.share_button, self.review.button, None])
        layout = QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addWidget(self.tiles, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.review)
        layout.addWidget(self.keyboard)
        page.lists_changed.connect(self._lists_changed)
        page.document.changed.connect(self._show)
        self._show()

    @property
    def game(self) -> Game | None:
        game: Game | None = self.page.document.value
        return game

    def _lists_changed(self, lists: WordleLists) -> None:
        """New lists start a new game, except for one that fits them and was opened from a
        file, or has guesses not saved (a game restored after a crash)."""
        game, kept = self.game, self.page.document.path is not None or self.page.document.dirty
        if not (kept and game is not None and len(game.answer) == lists.length and game.lang == self.page.lang):
            self.new_game()

    def new_game(self, answer: str | None = None) -> None:
        lists = self.page.lists
        if lists is None:
            return
        self.typed = ""
        answer = answer or self.rng.choices(lists.answers, lists.weights)[0]  # as likely as the answer model says
        self.page.document.replace(Game(answer, self.hard.isChecked(), lang=self.page.lang), None)
        set_status(
            self.message,
            self.tr("Guess the {length}-letter word in %n tries.", "", MAX_GUESSES).format(length=lists.length),
            "busy",
            14,
        )
        self.tiles.setFocus()

    def press(self, key: str) -> None:
        game = self.game
        if game is None or game.over:
            return
        if key == BACK:
            self.typed = self.typed[:-1]
        elif key == ENTER:
            self._guess()
        elif len(self.typed) < len(game.answer):
            self.typed += key
        self._show()

    def _guess(self) -> None:
        assert self.game is not None and self.page.lists is not None  # a game starts only with lists
        try:
            played = play_guess(self.game, self.typed, self.page.lists)
        except PuzzleError as err:
            set_status(self.message, str(err)[0].upper() + str(err)[1:] + ".", "bad", 14)
            return
        self.typed = ""
        self.page.document.edit(played, self.tr("Guess {guess}").format(guess=played.turns[-1].guess))
        if self.game.won:
            set_status(self.message, self.tr("Solved in {n}!").format(n=len(self.game.turns)), "good", 14)
        elif self.game.over:
            set_status(self.message, self.tr("The word was {answer}.").format(answer=self.game.answer), "bad", 14)
        else:
            left = self.game.max_guesses - len(self.game.turns)
            text = self.tr("%n guess left.", "", left) if left == 1 else self.tr("%n guesses left.", "", left)
            set_status(self.message, text, "busy", 14)

    def _rows(self) -> list[tuple[str, tuple[int, ...]]]:
        assert self.game is not None  # shown once a game has started
        return [(t.guess, marks_of(t.pattern, len(self.game.answer))) for t in self.game.turns]

    def _show(self) -> None:
        self.share_button.setEnabled(self.game is not None and self.game.over)  # the squares of a game played out
        if self.game is None:
            return
        rows = self._rows()
        typed = [(self.typed, None)] if not self.game.over else []
        self.tiles.show_rows([*rows, *typed], len(self.game.answer), self.game.max_guesses)
        self.keyboard.show_marks(best_marks(rows))

    def export(self, path: str | Path) -> bool:
        if self.game is None:
            set_status(self.message, self.tr("Start a game to export it first."), "bad", 14)
            return False
        try:
            write_wordle(self._rows(), len(self.game.answer), self.game.max_guesses, path, palette=print_palette())
        except PuzzleError as err:
            set_status(self.message, sentence(f"Could not export: {err}"), "bad", 14)
            return False
        set_status(self.message, self.tr("Saved {name}.").format(name=Path(path).name), "good", 14)
        return True

    def share(self) -> None:
        if self.game is not None and self.game.over:
            QGuiApplication.clipboard().setText(share_text(self.game, self.tr("Puzzle Studio Wordle")))
            set_status(self.message, self.tr("Copied the result."), "good", 14)


def _save_game(game: Game | None, path: Path) -> None:
    """The document's writer; save_to asks it only once a game is under way."""
    if game is None:
        raise PuzzleError(QCoreApplication.translate("WordlePage", "there is no game to save yet"))
    save_game(game, path)
