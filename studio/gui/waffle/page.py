"""The Waffle page: the grid, the side panels, and the three modes (Solve, Design, Play).

It turns the grid's requests into undoable edits of the document, asks the core for
everything it shows (solutions, checks, fitting words, games) and runs anything slow
on a worker. It holds no puzzle logic of its own.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Literal

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QImage, QKeySequence
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from studio.core import alphabet
from studio.core.curation import LISTS, Curation, user_curation, user_list_path
from studio.core.errors import PuzzleError
from studio.core.facts import Code
from studio.core.streams import Progress
from studio.core.studio_json import read_text
from studio.core.text import shown
from studio.core.waffle.between import could_follow
from studio.core.waffle.design import Standing, fitting_words, slot_checks, with_word
from studio.core.waffle.document import Scramble, Side, check_savable, scramble_state, settle, typing_slot
from studio.core.waffle.fill.autofill import Autofilled
from studio.core.waffle.formats import (
    format_text,
    is_paste_text,
    is_picture,
    parse_puzzle_text,
    puzzle_from_dict,
    puzzle_to_dict,
    read_puzzle,
    save_puzzle,
)
from studio.core.waffle.hints import game_hints
from studio.core.waffle.known import known_solution
from studio.core.waffle.play import MOST_SWAPS, Game, Position, position, start_game, step_boards, with_position
from studio.core.waffle.puzzle import (
    GRAY,
    GREEN,
    YELLOW,
    Puzzle,
    blank_puzzle,
    foreign_tiles,
    with_hole_toggled,
)
from studio.core.waffle.review import Review, Unchecked
from studio.core.waffle.scramble import NO_PRESET, default_target_swaps, game_preset
from studio.core.waffle.shape import Shape, waffle_shape
from studio.core.waffle.solve import Solved, SolveReport
from studio.core.words import SOLVING_TIER, WordList
from studio.gui.shared.appearance import focus_ring, themed, toggle_style
from studio.gui.shared.document import Document, failure_text
from studio.gui.shared.i18n import language_name
from studio.gui.shared.message_bar import BarOverBody, MessageBar
from studio.gui.shared.page_actions import Codec, PageActions, PageTool, replace_it
from studio.gui.shared.panels import SMALL, SteadyLabel, plain, sentence, set_status
from studio.gui.shared.save_dialog import save_file_name
from studio.gui.shared.word_library import WordLibrary, arrival, describe, tier_name
from studio.gui.shared.workers import CurrentTask
from studio.gui.waffle.between_note import BetweenNote
from studio.gui.waffle.design_panel import IN_USE, DesignPanel, ScrambleChoice
from studio.gui.waffle.grid_view import DESIGN, EDIT, PLAY, VIEW, GridView
from studio.gui.waffle.live_solver import LiveSolver
from studio.gui.waffle.page_state import Cursor, PageState, PlayView
from studio.gui.waffle.play_panel import PlayPanel
from studio.gui.waffle.solve_panel import SolvePanel
from studio.language import plural
from studio.language.facts import phrase
from studio.operations.autofill import autofill_grid, slot_candidates
from studio.operations.review import review_played, review_two
from studio.operations.scramble import Scrambled, scramble
from studio.operations.scramble import refusal as scramble_refusal
from studio.operations.solve import refusal as solve_refusal
from studio.render.waffle_text import slot_text, swap_count

if TYPE_CHECKING:  # the dialogs are imported when first opened: the window comes up without them
    from studio.core.waffle.puzzle import TileColor
    from studio.core.waffle.screenshot import LetterChoice, ScreenReading
    from studio.gui.waffle.export_dialog import ExportDialog
    from studio.gui.waffle.sheet_dialog import SheetDialog
    from studio.render.palette import Palette

Mode = Literal["solve", "design", "play"]
SOLVE_MODE: Final = "solve"
DESIGN_MODE: Final = "design"
PLAY_MODE: Final = "play"
MODES: tuple[Mode, ...] = (SOLVE_MODE, DESIGN_MODE, PLAY_MODE)
STEP_PAUSE_MS = 250


class WafflePage(QWidget):
    words_changed = Signal(str)  # a description for the status bar
    mode_changed = Signal(str)

    def __init__(self, library: WordLibrary, settings: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.settings = settings
        self.lang = library.lang  # the window's, or the language the open file records
        self.document: Document[Puzzle] = Document(
            blank_puzzle(waffle_shape(5, 5)), self._save_puzzle, self.tr("Untitled"), self
        )
        self.mode: Mode = SOLVE_MODE
        self.export_folder = ""  # where the last Export wrote: the next one starts there
        self.user_words: WordList | None = None
        self.user_source: str | None = None  # the user's file, read again when the language changes
        self.default_words: WordList | None = None
        self.state = PageState()  # cursor, Draw holes, rings, steps, game: replaced whole (page_state.py)
        self.playing = False
        self.guess_language = False  # the puzzle names no language (a paste, a picture): its solve finds it
        self._scramble_stale = False  # the design changed after its scramble, which was cleared
        self._curation: tuple[tuple[object, ...], Curation] | None = None  # level and files' times, what they say
        self._scramble = CurrentTask(self)
        self._reading = CurrentTask(self)
        self._from_picture = False  # the puzzle shown was read from a picture: a second one may be its after
        self._between = CurrentTask(self)
        self._web = CurrentTask(self)
        self._counted: tuple[Shape, str, Curation, WordList | None] | None = None  # what the Fits column shows
        self.solver = LiveSolver(self)
        self._build()
        panel = self.design_panel
        self._autofill = CurrentTask(self, [panel.autofill_button], panel.autofill_cancel, panel.autofill_status)
        self._counting = CurrentTask(self)
        self._reviewing = CurrentTask(self, status=self.play_panel.review_status)
        self._connect()
        self._load_default_words()
        self._document_changed()
        library.language_changed.connect(self.set_language)

    # ------------------------------------------------------------ layout

    def _build(self) -> None:
        self.grid = GridView()
        self.grid.language = alphabet.language(self.lang)
        self.banner = MessageBar()
        self.mode_buttons = QButtonGroup(self)
        bar = QHBoxLayout()
        for index, (text, tip) in enumerate(
            (
                (self.tr("Solve"), self.tr("Type or paste a puzzle and see its solution (Ctrl+1)")),
                (self.tr("Design"), self.tr("Type the solution words and scramble them into a puzzle (Ctrl+2)")),
                (self.tr("Play"), self.tr("Swap tiles like the game (Ctrl+3)")),
            )
        ):
            button = QPushButton(text)
            button.setCheckable(True)
            themed(button, toggle_style)
            button.setToolTip(tip)
            button.setMinimumWidth(84)
            self.mode_buttons.addButton(button, index)
            bar.addWidget(button)
        self.mode_buttons.button(0).setChecked(True)
        colours = QHBoxLayout()  # a row of its own: one row is wider than a 1024 px screen in German
        self.color_label = QLabel(self.tr("Colour:"))
        colours.addWidget(self.color_label)
        self.color_buttons = []
        for color, text in ((GREEN, self.tr("Green 1")), (YELLOW, self.tr("Yellow 2")), (GRAY, self.tr("Gray 3"))):
            button = QPushButton(text)
            themed(button, partial(_colour_button, color))
            button.setToolTip(self.tr("Colour the selected tile (or press 1, 2, 3; click a selected tile to cycle)"))
            button.clicked.connect(lambda _=False, c=color: self._set_color(self.grid.cursor_cell, c))
            self.color_buttons.append(button)
            colours.addWidget(button)
        colours.addStretch(1)
        self.swaps_left_label = QLabel(self.tr("Swaps left:"))
        self.swaps_left = QSpinBox()
        self.swaps_left.setRange(-1, MOST_SWAPS)  # -1: not given, the game as dealt
        self.swaps_left.setSpecialValueText(self.tr("as dealt"))
        self.swaps_left.setToolTip(
            self.tr("The game's 'swaps remaining' counter, for a game under way: the stars are counted from it")
        )
        self.swaps_left_label.setBuddy(self.swaps_left)
        colours.addWidget(self.swaps_left_label)
        colours.addWidget(self.swaps_left)
        bar.addStretch(1)
        self.holes_button = QPushButton(self.tr("Draw holes"))
        self.holes_button.setCheckable(True)
        themed(self.holes_button, toggle_style)
        self.holes_button.setToolTip(self.tr("Click cells to make or fill holes: any mask becomes a shape"))
        bar.addWidget(self.holes_button)
        self.holes_action = QAction(self.tr("Draw &Holes"), self)  # Edit > Draw Holes: the page's own tool
        self.holes_action.setShortcut(QKeySequence("Ctrl+H"))
        self.holes_action.triggered.connect(self.holes_button.toggle)

        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(8, 8, 8, 8)
        column.addLayout(bar)
        column.addLayout(colours)
        column.addWidget(BarOverBody(self.banner, self.grid), 1)
        self.hint = SteadyLabel()  # as tall for a step as for editing: the board stays put
        plain(self.hint)
        themed(self.hint, lambda p: f"color: {p.hint.name()};")
        self.hint.set_texts([self._edit_hint(), self._step_hint(88, 88), self._design_hint()])  # 88: a wide step
        column.addWidget(self.hint)

        self.solve_panel, self.design_panel, self.play_panel = SolvePanel(self.settings), DesignPanel(), PlayPanel()
        self.between_note = BetweenNote()  # after two screenshots of one game: what the swaps between them did
        self.solve_panel.add_note(self.between_note)
        self.panels = QStackedWidget()
        # Design's panel holds the most (slots, autofill, fitting words, scramble): on a low
        # screen it scrolls up and down rather than squash its rows over each other
        design = QScrollArea()
        design.setWidget(self.design_panel)
        design.setWidgetResizable(True)
        design.setFrameShape(QFrame.Shape.NoFrame)
        design.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        design.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the panel's own fields take Tab
        for panel in (self.solve_panel, design, self.play_panel):
            self.panels.addWidget(panel)
        self.panels.setMinimumWidth(340)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(self.panels)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([760, 420])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self.setFocusProxy(self.grid)
        chain = [self.grid, *self.mode_buttons.buttons(), *self.color_buttons, self.swaps_left, self.holes_button]
        for before, after in pairwise(chain):  # Tab on the last tile moves on, then the panel
            QWidget.setTabOrder(before, after)

    def _connect(self) -> None:
        grid = self.grid
        grid.letter_entered.connect(self._type_letter)
        grid.letter_cleared.connect(lambda cell: self._type_letter(cell, " "))
        grid.color_chosen.connect(self._set_color)
        grid.color_cycled.connect(self._cycle_color)
        grid.hole_toggled.connect(self._toggle_hole)
        grid.swap_requested.connect(self._play_swap)
        grid.locked_touched.connect(lambda cell: self.play_panel.show_locked(self.grid.letters[cell]))
        grid.cursor_moved.connect(self._cursor_moved)
        grid.edit_attempted.connect(self.leave_steps)
        grid.letter_refused.connect(lambda why: self.banner.show_error(self.tr("Not typed: {why}.").format(why=why)))
        self.holes_button.toggled.connect(self._holes_toggled)
        self.mode_buttons.idClicked.connect(lambda index: self.set_mode(MODES[index]))
        self.document.value_changed.connect(self._document_changed)  # a save is no edit: a won game stays
        self.document.replaced.connect(self._fresh_document)
        self.solver.solving.connect(self.solve_panel.show_solving)
        self.solver.solved.connect(self._solved)
        self.solver.language_found.connect(self._language_found)
        self.solver.failed.connect(self.solve_panel.show_error)
        self.solve_panel.step_chosen.connect(self._show_step)
        self.solve_panel.solution_chosen.connect(self._choose_solution)
        self.solve_panel.play_clicked.connect(self.toggle_playing)
        self.solve_panel.hint_shown.connect(self._show_hint)
        self.solve_panel.design_clicked.connect(self.open_in_design)
        self.solve_panel.moved.connect(self._position_moved)
        self.solve_panel.undo_clicked.connect(self.document.undo_stack.undo)
        self.solve_panel.pair_marked.connect(self._mark_pair)
        self.swaps_left.valueChanged.connect(self._swaps_left_set)
        self.design_panel.word_chosen.connect(self._insert_word)
        self.design_panel.slot_chosen.connect(self._select_slot)
        self.design_panel.slot_browsed.connect(lambda index: self._select_slot(index, focus_grid=False))
        self.design_panel.scramble_clicked.connect(self.scramble)
        self.design_panel.game_like.toggled.connect(lambda _on: self._default_target())
        self.design_panel.word_lists_clicked.connect(self.edit_word_lists)
        self.design_panel.word_filter.currentIndexChanged.connect(lambda _index: self._refresh_design())
        self.design_panel.autofill_clicked.connect(self.autofill)
        self.design_panel.autofill_cancel.clicked.connect(self._autofill.cancel)
        self.play_panel.reset_clicked.connect(self._start_game)
        self.play_panel.hint_clicked.connect(self._play_hint)
        self.play_panel.review_clicked.connect(self.review_game)
        self.play_panel.review_moved.connect(self._review_moved)

    def page_actions(self) -> PageActions:
        """File, Edit and word-list actions on the puzzle; the window asks about unsaved
        changes before `new` and `open_path` run."""
        return PageActions(
            document=self.document,
            kind="waffle",
            noun="puzzle",
            autosave=Codec(puzzle_to_dict, puzzle_from_dict),
            undoable=True,
            new=self.new_dialog,
            open_path=self.open_path,
            save_to=self.save_to,
            export=self.open_export,
            print_sheet=self.open_sheet,
            copy=self.copy_text,
            paste=self.paste_text,
            describe_words=self.describe_words,
            use_word_file=self.load_user_words,
            use_default_words=self.use_default_words,
            language=lambda: self.lang,
            tools=(PageTool(self.holes_action),),
        )

    # ------------------------------------------------------------ words

    @property
    def words(self) -> WordList | None:
        """The list in use: the user's, else the default once it has loaded."""
        return self.user_words or self.default_words

    def describe_words(self) -> str:
        return describe(self.words) if self.words is not None else self.tr("Word list: loading…")

    def set_language(self, lang: str) -> None:
        """The words of `lang` from now on: the built-in list, and the user's file read again as that language."""
        if lang == self.lang:
            return
        self.lang = lang
        self.grid.language = alphabet.language(lang)
        self._set_solve(hinted=frozenset())  # hints about another language's words
        self.default_words = None
        self._load_default_words()
        if self.user_source is not None:
            self.load_user_words(self.user_source)

    def _load_default_words(self) -> None:
        self.words_changed.emit(self.tr("Word list: loading…"))
        self.library.request((self, "default"), SOLVING_TIER, self._default_loaded, self.banner.show_error, self.lang)

    def _default_loaded(self, words: WordList) -> None:
        self.default_words = words
        if self.user_words is None:
            self.words_changed.emit(describe(words))
            self._refresh_design()
            if self.puzzle.is_complete:  # solved again with this list (a language chosen)
                self._resolve()

    def load_user_words(self, path: str) -> None:
        """From the window's library (read there once); a bad file leaves the current list in use."""
        self.user_source = path
        self.library.request((self, "user"), path, self._user_words_loaded, self._user_words_failed, self.lang)

    def _user_words_loaded(self, words: WordList) -> None:
        self.user_words = words
        self.banner.show_info(self.tr("Now using {name}: {n:,} words.").format(name=words.name, n=len(words)))
        self.words_changed.emit(describe(words))
        self._resolve()

    def _user_words_failed(self, message: str) -> None:
        self.banner.show_error(self.tr("Could not load the word list: {message}").format(message=message))

    def use_default_words(self) -> None:
        self.user_words = self.user_source = None
        if self.default_words is not None:
            self.words_changed.emit(describe(self.default_words))
        self._resolve()

    # ------------------------------------------------------------ edits

    @property
    def puzzle(self) -> Puzzle:
        puzzle: Puzzle = self.document.value
        return puzzle

    def _type_letter(self, cell: int, letter: str) -> None:
        if self.banner.tone == "error":
            self.banner.clear()
        puzzle = self.puzzle
        side: Side
        if self.mode == DESIGN_MODE:
            solution = puzzle.solution or " " * len(puzzle.tiles)
            new, side = puzzle.with_changes(solution=_put(solution, cell, letter)), "solution"
        else:
            new, side = puzzle.with_changes(tiles=_put(puzzle.tiles, cell, letter)), "tiles"
        self._checked(cell)
        typed = self.tr("Type {letter}").format(letter=letter) if letter.strip() else self.tr("Clear a tile")
        self._edit(new, side, typed)

    def _edit(self, new: Puzzle, side: Side, text: str) -> None:
        """An edit of the solution or of the tiles; one that breaks the scramble or the
        solution made from them drops that side in the same step, and says so."""
        edited = settle(self.puzzle, new, side)
        self.document.edit(edited.puzzle, text)
        if edited.dropped == "tiles":
            self._scramble_stale = True
            self.design_panel.show_scramble_result(
                self.tr(
                    "The scramble is out of date: the words changed, so its tiles were cleared "
                    "(Undo brings them back). Scramble again."
                ),
                "warn",
            )
        elif edited.dropped == "solution":
            self.banner.show_info(
                self.tr(
                    "The tiles changed, so the designed solution no longer fits and was cleared (Undo brings it back)."
                )
            )

    def _set_color(self, cell: int, color: TileColor) -> None:
        if self.mode == SOLVE_MODE:
            self.leave_steps()
            self._checked(cell)
            colored = self.puzzle.with_changes(colors=_put(self.puzzle.colors, cell, color))
            self._edit(colored, "tiles", self.tr("Colour a tile"))
            self.grid.setFocus()

    def _checked(self, cell: int) -> None:
        """A tile typed or coloured (its own letter again confirms it) loses its unsure ring."""
        if cell in self._ringed():
            self._set_solve(unsure=self.state.solve.unsure - {cell})

    def _cycle_color(self, cell: int) -> None:
        """Gray -> yellow -> green -> gray, the order a player meets them."""
        order: tuple[TileColor, ...] = (GRAY, YELLOW, GREEN)
        self._set_color(cell, order[(order.index(self.puzzle.colors[cell]) + 1) % 3])

    def _toggle_hole(self, row: int, col: int) -> None:
        try:
            new = with_hole_toggled(self.puzzle, row, col)
        except PuzzleError as err:
            self.banner.show_error(self.tr("That would leave a tile outside every word: {err}").format(err=err))
            return
        self.document.edit(new, self.tr("Draw a hole"))

    def paste_text(self, text: str) -> bool:
        """A bad paste names its line and column and leaves the grid as it was."""
        try:
            puzzle = parse_puzzle_text(text, lang=self.lang)
        except PuzzleError as err:
            self._show_failure(self.tr("Could not read the pasted puzzle"), err)
            return False
        self._take_in(puzzle, self.tr("Paste puzzle"), guess=is_paste_text(text))
        self.set_mode(SOLVE_MODE)
        self._follow_language(puzzle, self.tr("The pasted puzzle"))
        return True

    def read_picture(self, source: Path | bytes | QImage) -> None:
        """A screenshot (a file, a pasted file's bytes, or an image pasted) read on a worker;
        the puzzle opens in Solve mode with the tiles the reader was unsure of ringed, to
        check before solving."""
        from studio.operations.picture import read_puzzle_picture  # numpy's start is not the window's
        from studio.render.picture import rgb_array

        name = shown(source.name) if isinstance(source, Path) else self.tr("the pasted picture")
        failed = self.tr("Could not read a puzzle from {name}: {message}")
        try:  # a file or bytes are decoded on the worker; a QImage stays on this thread, its pixels go
            pixels = rgb_array(source) if isinstance(source, QImage) else source
        except PuzzleError as err:
            self.banner.show_error(failed.format(name=name, message=str(err)))
            return

        words = self.words
        self.banner.show_info(self.tr("Reading {name}…").format(name=name), lasting=True)
        self._reading.start(
            lambda should_stop: read_puzzle_picture(pixels, words, should_stop),
            done=self._picture_read,
            failed=lambda message: self.banner.show_error(failed.format(name=name, message=message)),
        )

    def _picture_read(self, reading: ScreenReading) -> None:
        earlier = self.puzzle if self._from_picture else None  # as read, or as the user corrected it
        self._take_in(reading.puzzle, self.tr("Read a screenshot"), guess=True)
        self._from_picture = True
        read = (reading.puzzle.tiles, reading.puzzle.colors)
        self._set_solve(unsure=frozenset(reading.unsure), read=read)
        self.set_mode(SOLVE_MODE)
        said = self._reading_text(reading)
        later = self.puzzle
        if earlier is None or earlier == later or not could_follow(earlier, later):
            self.banner.show_info(said)
            return
        offer = self.tr("It holds the letters of the picture before:")
        review = self.tr("Review the swaps between these two pictures")
        # the board as it is when asked: a letter or the counter corrected after the reading counts
        self.banner.offer(f"{said} {offer}", [(review, lambda: self.review_pictures(earlier, self.puzzle))])

    def _reading_text(self, reading: ScreenReading) -> str:
        """What the reader saw: tiles to check, letters taken by their other reading, the counter."""
        n = len(reading.unsure)
        one = self.tr("{n} tile was unsure and is ringed: check it (type a letter or click a colour to fix it)")
        many = self.tr("{n} tiles were unsure and are ringed: check them (type a letter or click a colour to fix one)")
        sure = self.tr("every tile was read with confidence; check the grid against your game")
        check = plural(n, one, many) if n else sure
        if reading.won:
            return self.tr("This is the game's win screen: the board is solved, every tile in place. {check}.").format(
                check=check[:1].upper() + check[1:]
            )
        doubts = "".join(f" {self._choice_text(reading, choice)}" for choice in reading.choices)
        if reading.swaps_left is not None:
            doubts += " " + self.tr(
                "The game's counter shows {n} swaps remaining: stars are counted from it (change Swaps left if not)."
            ).format(n=reading.swaps_left)
        return self.tr("Read the puzzle from the picture: {check}.").format(check=check) + doubts

    def review_pictures(self, first: Puzzle, second: Puzzle) -> None:
        """Two screenshots of one game, before and after, reviewed on a worker (the answer
        comes from the word list); the Solve panel says what they tell."""
        words, lang, note = self.words, self.lang, self.between_note
        note.show_busy()
        self._between.start(
            lambda stop: review_two(first, second, words, lang, stop),
            done=lambda result: note.show_result(result) if self.puzzle == second else None,
            failed=lambda message: set_status(note, message, "bad", SMALL),
        )

    def _choice_text(self, reading: ScreenReading, choice: LetterChoice) -> str:
        """A tile whose other reading was taken, with the letter read as the doubtful alternative."""
        row, col = reading.puzzle.shape.positions[choice.cell]
        if choice.why == "rare-words":
            text = self.tr(
                "Row {row}, column {col} looks most like {read} but is taken as {chosen}, which gives everyday "
                "words; {read} gives only rare ones (the doubtful alternative)."
            )
        else:
            text = self.tr(
                "Row {row}, column {col} looks most like {read} but is taken as {chosen}, which gives a "
                "solution; {read} gives none (the doubtful alternative)."
            )
        return text.format(row=row + 1, col=col + 1, read=choice.read, chosen=choice.chosen)

    def _take_in(self, puzzle: Puzzle, text: str, guess: bool = False) -> None:
        """A pasted or read puzzle: an edit, so Undo brings the last puzzle back and nothing
        needs asking; yet a new puzzle, so nothing of the last one's stays (cursor, Draw
        holes, rings, a game, a scramble's message). With `guess`, it names no language:
        its first solve tries the page's language, then English, then the others."""
        self._fresh_document(puzzle)
        self.guess_language = guess
        self.document.edit(puzzle, text)

    def copy_text(self) -> str:
        return format_text(self.puzzle)

    def new_puzzle(self, shape: Shape, draw_holes: bool = False) -> None:
        """A blank grid to type a puzzle into: Play has nothing to play, so Solve's editing."""
        if self.mode == PLAY_MODE:
            self.set_mode(SOLVE_MODE)
        self.document.replace(blank_puzzle(shape), None)
        self._set_state(replace(self.state, holes=draw_holes))
        self.grid.setFocus()  # the letters typed next go in (the button clicked last may be gone)

    def new_dialog(self) -> None:
        from studio.gui.waffle.new_dialog import NewPuzzleDialog

        dialog = NewPuzzleDialog(self)
        if dialog.exec() and dialog.shape is not None:
            self.new_puzzle(dialog.shape, dialog.draw_holes)

    def open_path(self, path: str | Path, replace: Callable[[], bool] = replace_it) -> bool:
        """A puzzle file, read before `replace` asks to drop unsaved changes (a file that
        cannot be read asks nothing); or a screenshot, read on a worker into an edit that Undo
        takes back, so nothing needs asking (True once it is under way)."""
        if is_picture(path):
            self.read_picture(Path(path))
            return True
        try:
            puzzle = read_puzzle(path, self.lang)
        except PuzzleError as err:
            self._show_failure(self.tr("Could not open {name}").format(name=shown(Path(path).name)), err)
            return False
        if not replace():
            return False
        self.document.replace(puzzle, Path(path).resolve())
        self.banner.clear()
        self._follow_language(puzzle, self.document.name)
        if is_paste_text(read_text(path), Path(path).suffix.lower() == ".json"):  # a grid in a .txt: no language named
            self.guess_language = True
            self._resolve()
        return True

    def _follow_language(self, puzzle: Puzzle, what: str) -> None:
        """A file or share code in another language switches the page to its words, and says so."""
        if puzzle.lang != self.lang:
            self.set_language(puzzle.lang)
            name = language_name(puzzle.lang)
            self.banner.show_info(
                self.tr("{name} is a puzzle in {name2}: the Waffle page now uses {name2} words.").format(
                    name=what, name2=name
                )
            )

    def _in_language(self, puzzle: Puzzle) -> Puzzle:
        """The puzzle with the page's language, as files, exports and share codes record it."""
        if puzzle.lang == self.lang or foreign_tiles(puzzle, self.lang) is not None:  # Ñ stays Spanish
            return puzzle
        return puzzle.with_changes(meta={**puzzle.meta, "lang": self.lang})

    def _save_puzzle(self, puzzle: Puzzle, path: Path) -> None:
        """Saved with the page's language (a file without one is English); never tiles
        that are not the solution's scramble."""
        check_savable(puzzle)
        save_puzzle(self._in_language(puzzle), path)

    def _out_of_date(self) -> bool:
        """Tiles that do not come from the puzzle's own solution (a file written so) are
        neither shared nor exported: they would show another puzzle than the one designed."""
        try:
            check_savable(self.puzzle)
        except PuzzleError as err:
            self._show_failure(self.tr("This puzzle cannot leave the studio yet"), err)
            return True
        return False

    def _show_failure(self, what: str, err: PuzzleError) -> None:
        self.banner.show_error(failure_text(what, err))

    def save_to(self, path: str | Path) -> bool:
        problem = self.document.try_save(path, self.tr("Nothing was written; your puzzle is still here."))
        if problem:
            self.banner.show_error(problem)
        return problem is None

    def open_export(self, folder: str) -> ExportDialog | None:
        if self._out_of_date():
            return None
        if not self.puzzle.is_complete:
            self.banner.show_info(self.tr("Type, paste or open a puzzle to export first."))
            return None
        from studio.gui.waffle.export_dialog import ExportDialog

        dialog = ExportDialog(
            self._in_language(self.puzzle), self.document.name, lambda: self.words, self.export_folder or folder, self
        )
        dialog.exported.connect(self._exported)
        dialog.show()
        return dialog

    def _exported(self, folder: str) -> None:
        self.export_folder = folder

    def export_web(self, folder: str) -> None:
        """File > Export > Playable Web Page: asks where, then solves (for the page's colours)
        and writes on a worker."""
        if self._out_of_date():
            return
        if not self.puzzle.is_complete:
            self.banner.show_info(self.tr("Type, paste or open a puzzle to make a web page of it first."))
            return
        start = Path(folder, Path(self.document.name).stem + ".html")
        path = save_file_name(self, self.tr("Export a playable web page"), str(start), self.tr("Web page (*.html)"))
        if path:
            self.write_web(path)

    def write_web(self, path: str | Path) -> None:
        from studio.core.waffle.sheet import entries_for
        from studio.operations.web import write_web

        puzzle, name, words = self.puzzle, self.document.name, self.words
        self._web.start(
            lambda _stop: write_web(entries_for([(name, puzzle)], words), Path(path)),
            done=lambda _: self.banner.show_info(
                self.tr("Saved {name}: open it in any browser to play.").format(name=Path(path).name)
            ),
            failed=lambda message: self.banner.show_error(
                self.tr("Could not make the web page: {message}").format(message=message)
            ),
        )

    def share_text(self) -> str | None:
        """The puzzle's share code, with the solution when one is known (so the web page
        can play it); None, with a message, for a puzzle not typed in full. A title too
        long for a code is said in the banner: the code holds its start."""
        from studio.core.waffle.share import share_code, title_cut

        if self._out_of_date():
            return None
        if not self.puzzle.is_complete:
            self.banner.show_info(self.tr("Type, paste or open a puzzle to share first."))
            return None
        try:
            known = known_solution(self.puzzle, lambda: self.solver.report, stale_own=True)
        except PuzzleError:
            known = None
        puzzle = self._in_language(
            self.puzzle.with_changes(solution=known.letters) if known is not None else self.puzzle
        )
        code = share_code(puzzle)
        if (cut := title_cut(puzzle)) is not None:
            self.banner.show_info(f"{sentence(phrase(cut))}.")
        return code

    def open_sheet(self, folder: str) -> SheetDialog:
        from studio.gui.waffle.sheet_dialog import SheetDialog

        first = (self.document.name, self.puzzle) if self.puzzle.is_complete else None
        dialog = SheetDialog(first, lambda: self.words, folder, self, self.settings)
        dialog.show()
        return dialog

    # ------------------------------------------------------------ modes

    def set_mode(self, mode: Mode) -> None:
        self.banner.moved_on()
        self.stop_playing()
        self.leave_steps()
        self.mode = mode
        self.mode_buttons.button(MODES.index(mode)).setChecked(True)
        self.panels.setCurrentIndex(MODES.index(mode))
        for widget in [self.color_label, *self.color_buttons, self.swaps_left_label, self.swaps_left]:
            widget.setVisible(mode == SOLVE_MODE)
        self.holes_button.setVisible(mode != PLAY_MODE)
        self._set_state(self.state.entering(play=mode == PLAY_MODE), refresh=False)
        if mode == PLAY_MODE:
            self._start_game()
        if mode == DESIGN_MODE:
            self._default_target()
        self._refresh()
        self.mode_changed.emit(mode)
        self.grid.setFocus()

    def _default_target(self, puzzle: Puzzle | None = None) -> None:
        """The fewest swaps' default for the shape, and for the game's greens when game-like."""
        shape = (puzzle or self.puzzle).shape
        preset = game_preset(shape) if self.design_panel.game_like.isChecked() else NO_PRESET
        self.design_panel.target.setValue(default_target_swaps(shape, preset))

    def _fresh_document(self, puzzle: Puzzle) -> None:
        """A new or opened puzzle (File > New, Open, a generated one, a recovery, a paste): nothing
        of the last one stays: cursor, direction, Draw holes, rings, a game, a scramble's
        message and a scramble still running."""
        self._scramble.cancel()
        self._autofill.cancel()
        self.design_panel.show_autofill("", "busy")
        self._set_state(PageState(), refresh=False)
        self.guess_language = False
        self._from_picture = False
        self.banner.clear()
        self._scramble_stale = False
        self.design_panel.show_scramble_result("", "busy")
        self._default_target(puzzle)

    def _document_changed(self) -> None:
        self.banner.moved_on()
        self._between.cancel()
        self.between_note.show_result(None)  # about the pictures as read, not this board
        self._set_state(self.state.edited(), refresh=False)
        left = position(self.puzzle).left if self._position_readable() else None
        self.swaps_left.blockSignals(True)
        self.swaps_left.setValue(-1 if left is None else left)
        self.swaps_left.blockSignals(False)
        self.stop_playing()
        if self._scramble_stale and scramble_state(self.puzzle) is Scramble.CURRENT:  # undone
            self._scramble_stale = False
            self.design_panel.show_scramble_result("", "busy")
        self._resolve()
        if self.mode == PLAY_MODE:
            self._start_game()
        self._refresh()

    def _position_readable(self) -> bool:
        """A file's counter that is no count is the solve's to refuse, in the panel."""
        try:
            position(self.puzzle)
        except PuzzleError:
            return False
        return True

    def _resolve(self) -> None:
        puzzle = self.puzzle
        refused = solve_refusal(puzzle, self.lang)
        if refused is None:
            self.solver.request(puzzle, self.words, self.lang, guess=self.guess_language and self.user_words is None)
            return
        self.solver.stop()
        if refused.code is Code.NOT_SOLVED:  # another language's words cannot fit
            why = self.tr("{why}. Choose its language under View > Word Language.").format(
                why=sentence(phrase(refused))
            )
            self.solve_panel.show_error(why)
            self.banner.show_error(why)
            return
        self.solve_panel.show_waiting(
            self.tr(
                "{why}. Type letters (they advance), then "
                "colour each tile: click a selected tile, or press 1 green, 2 yellow, 3 gray."
            ).format(why=sentence(phrase(refused)))
        )

    def _language_found(self, lang: str) -> None:
        """A puzzle that names no language solved in `lang`: the page's words from now on,
        and said when it is not the language the page had (the interface's is not the puzzle's)."""
        self.guess_language = False
        if lang == self.lang:
            return
        said = self.banner.text if self.banner.tone == "info" else ""  # what the picture's reader said stays
        self.set_language(lang)
        found = self.tr(
            "Solved with the {name} list: the puzzle names no language. The Waffle page now uses {name} words."
        ).format(name=language_name(lang))
        self.banner.show_info(f"{said} {found}" if said else found)

    def _position_moved(self, report: SolveReport) -> None:
        """A swap made in the game: the puzzle becomes the new position (Undo takes it back),
        solved as the panel's report says rather than afresh."""
        self.solver.remember(report, self.words)
        self.document.edit(report.puzzle, self.tr("Make a swap in the game"))

    def _swaps_left_set(self, value: int) -> None:
        where = position(self.puzzle)
        left = None if value < 0 else value
        if left != where.left:
            self.document.edit(with_position(self.puzzle, Position(left, where.used)), self.tr("Set the swaps left"))

    def _mark_pair(self, cells: tuple[int, ...]) -> None:
        self._set_solve(pair=frozenset(cells))

    def _solved(self, report: SolveReport) -> None:
        self._set_solve(refresh=False, hinted=frozenset())  # the newest hint's rings, or a colour typo's
        self.solve_panel.show_report(report)
        if report.solved and self.solve_panel.hints and not self.solve_panel.revealed:
            self._set_solve(refresh=False, hinted=frozenset(self.solve_panel.hints[-1].cells))
        self._refresh()
        unsure = self._ringed()
        if not report.solved and unsure:  # a misread letter is likelier than the game's mistake
            from studio.core.waffle.screenshot import unsure_tiles

            self.banner.show_error(
                self.tr(
                    "No solution with the letters read from the picture: check the ringed tiles first: {unsure_places}."
                ).format(unsure_places=phrase(unsure_tiles(report.puzzle, unsure)))
            )
        if self.mode == PLAY_MODE and self.game is None:
            self._start_game()

    @property
    def in_play(self) -> bool:
        """In Play, whose swaps are the game's: Undo leaves them alone (MainWindow._follow_undo)."""
        return self.mode == PLAY_MODE

    @property
    def game(self) -> Game | None:
        return self.state.play.game

    def _set_state(self, state: PageState, refresh: bool = True) -> None:
        """The page's state replaced whole, and shown: the Draw holes button, the cursor, the board."""
        self.state = state
        if self.holes_button.isChecked() != state.holes:
            self.holes_button.blockSignals(True)
            self.holes_button.setChecked(state.holes)
            self.holes_button.blockSignals(False)
        self.grid.set_drawing_holes(state.holes)
        self.grid.place(state.cursor)
        if refresh:
            self._refresh()

    def _set_solve(self, refresh: bool = True, **changes: Any) -> None:
        self._set_state(replace(self.state, solve=replace(self.state.solve, **changes)), refresh)

    def _set_play(self, **changes: Any) -> None:
        self._set_state(replace(self.state, play=replace(self.state.play, **changes)))

    def _ringed(self) -> frozenset[int]:
        return self.state.solve.ringed(self.puzzle.tiles, self.puzzle.colors)

    def _holes_toggled(self, on: bool) -> None:
        """Draw holes (its button, or Ctrl+H); Play has none to draw, even by the key."""
        self._set_state(replace(self.state, holes=on and self.mode != PLAY_MODE))

    def _cursor_moved(self, cursor: Cursor) -> None:
        """The grid moved the cursor (a key, a click): the page's state says so."""
        if cursor != self.state.cursor:
            self.state = replace(self.state, cursor=cursor)
            self._refresh_design()

    def _refresh(self) -> None:
        puzzle, grid, solve = self.puzzle, self.grid, self.state.solve
        if self.mode == SOLVE_MODE:
            if solve.stepping:
                solved = self._chosen_solved()
                made = solved.plan.swaps[solve.step - 1] if solved is not None and solve.step > 0 else ()
                grid.show_board(puzzle.shape, *solve.boards[solve.step], VIEW, marked=frozenset(made))
                self.hint.setText(self._step_hint(solve.step, len(solve.boards) - 1))
            else:
                grid.show_board(
                    puzzle.shape,
                    puzzle.tiles,
                    puzzle.colors,
                    EDIT,
                    hinted=solve.hinted,
                    unsure=self._ringed(),
                    marked=solve.pair,
                )
                self.hint.setText(self._edit_hint())
        elif self.mode == DESIGN_MODE:
            self._refresh_design()
        elif (review := self.state.play.review) is not None:
            step = self.state.play.step
            made = review.steps[step - 1].swap if step else ()
            grid.show_board(puzzle.shape, *review.boards()[step], VIEW, marked=frozenset(made))
            self.play_panel.show_review(review, step)
            self.hint.setText(self.tr("The review of your game: Back and Next step through your swaps."))
        elif self.game is not None:
            grid.show_board(puzzle.shape, self.game.tiles, self.game.colors, PLAY, hinted=self.state.play.hinted)
            self.hint.setText(self._play_hint_text(self.game))
        else:
            grid.show_board(puzzle.shape, puzzle.tiles, puzzle.colors, VIEW)
            self.hint.setText("")

    def _play_hint_text(self, game: Game) -> str:
        """The line under the board: how to play, or, once the game is over, what is next."""
        if not (game.won or game.lost):
            return self.tr("Drag a tile onto another to swap them.")
        over = self.tr("Solved!") if game.won else self.tr("Out of swaps.")
        buttons = {"review": self.play_panel.review_button.text(), "again": self.play_panel.reset_button.text()}
        return over + " " + self.tr("{review} steps through your swaps; {again} plays it again.").format(**buttons)

    def _show_hint(self, cells: tuple[int, ...]) -> None:
        self._set_solve(hinted=frozenset(cells))

    def open_in_design(self) -> None:
        """The solution chosen, filled in as the design of this puzzle (one undoable edit)."""
        solved = self._chosen_solved()
        if solved is None:
            return
        self.document.edit(self.puzzle.with_changes(solution=solved.candidate.letters), self.tr("Design the solution"))
        self.set_mode(DESIGN_MODE)

    def _refresh_design(self) -> None:
        if self.mode != DESIGN_MODE:
            return
        puzzle, words = self.puzzle, self.words
        letters = puzzle.solution or " " * len(puzzle.tiles)
        # Design's slot, whatever mode the grid was last drawn in (Solve's could be none)
        cursor = self.state.cursor
        slot = typing_slot(puzzle.shape, min(cursor.cell, len(puzzle.shape.cells) - 1), cursor.across)
        unknown: frozenset[int] = frozenset()
        if words is None:
            self.design_panel.show_fits("", None)
        else:
            checks = slot_checks(puzzle.shape, letters, words)
            unknown = frozenset(c for check in checks if check.standing is Standing.UNKNOWN for c in check.slot.cells)
            self.design_panel.show_checks(checks, slot)
            self._count_fits(puzzle.shape, letters)
            if slot is not None:
                chosen = puzzle.shape.slots[slot]
                curation = self.curation()
                fits = fitting_words(words, chosen.word_in(letters), leave_out=lambda w: curation.leaves_out(w, words))
                self.design_panel.show_fits(slot_text(chosen), fits, curation.favoured)
        self.grid.show_board(puzzle.shape, letters, "-" * len(letters), DESIGN, unknown)
        self.hint.setText(self._design_hint())

    def _edit_hint(self) -> str:
        return self.tr(
            "Type letters; arrows, Tab and Space move. Colours: 1 green, 2 yellow, 3 gray "
            "(or Alt+G / Alt+Y / Alt+-), or click a selected tile. Ctrl+V pastes a puzzle."
        )

    def _step_hint(self, step: int, n: int) -> str:
        return self.tr("Step {step} of {n}. Press Esc or type to edit again.").format(step=step, n=n)

    def _design_hint(self) -> str:
        return self.tr(
            "Type the solution; Space switches across/down. Click a word on the right to fill the selected slot."
        )

    def _count_fits(self, shape: Shape, letters: str) -> None:
        """How many words fit each slot, counted on a worker when the letters change."""
        curation, fill_list = self.curation(), self.user_words
        asked = (shape, letters, curation, fill_list)
        if asked == self._counted:
            return
        self._counted = asked
        lang = self.lang
        self._counting.start(
            lambda _stop: slot_candidates(shape, letters, curation, fill_list, lang),
            done=self.design_panel.show_counts,
            failed=lambda _message: None,  # Autofill says why, when asked
        )

    def autofill(self) -> None:
        """Fill the rest of the design on a worker; the fill is one undoable edit."""
        puzzle = self.puzzle
        shape, letters = puzzle.shape, puzzle.solution or " " * len(puzzle.tiles)
        curation, fill_list, lang = self.curation(), self.user_words, self.lang
        self._autofill.start(
            lambda stop: autofill_grid(shape, letters, curation, fill_list, lang, stop),
            progress=self._autofill_progress,
            done=lambda filled: self._autofilled(letters, filled),
            cancelled=lambda: self.design_panel.show_autofill(self.tr("Autofill cancelled."), "warn"),
        )
        self.design_panel.show_autofill(self.tr("Filling…"), "busy")

    def _autofill_progress(self, progress: Progress) -> None:
        self.design_panel.show_autofill(
            self.tr("Filling… {done} of {total} first words tried").format(done=progress.done, total=progress.total),
            "busy",
        )

    def _autofilled(self, letters: str, filled: Autofilled) -> None:
        puzzle = self.puzzle
        if (puzzle.solution or " " * len(puzzle.tiles)) != letters:
            self.design_panel.show_autofill(self.tr("The words changed while filling: Autofill again."), "warn")
            return
        self.design_panel.show_counts(filled.candidates)
        if filled.letters is None:
            if filled.stopped:
                return
            assert filled.stuck is not None  # no fill names its slot
            slot = puzzle.shape.slots[filled.stuck]
            self.design_panel.show_autofill(
                self.tr("Cannot be filled: no word of the fill list fits {slot} ({pattern}) and its crossings.").format(
                    slot=slot_text(slot), pattern=slot.word_in(letters).replace(" ", "·")
                ),
                "bad",
            )
            self._select_slot(filled.stuck)
            return
        if filled.letters == letters:
            self.design_panel.show_autofill(self.tr("Every word is typed already."), "good")
            return
        self._edit(puzzle.with_changes(solution=filled.letters), "solution", self.tr("Autofill"))
        self.design_panel.show_autofill(self.tr("Filled. Undo takes the fill back."), "good")

    def curation(self) -> Curation:
        """The word filter's level and the user's banned and favoured words, read again when
        their files change."""
        level = self.design_panel.word_filter.level()
        key = (level, *(path.stat().st_mtime_ns if path.exists() else None for path in map(user_list_path, LISTS)))
        if self._curation is None or self._curation[0] != key:
            try:
                self._curation = (key, user_curation(level))
            except PuzzleError as err:
                self.banner.show_info(self.tr("Your word lists were not read: {err}").format(err=err))
                self._curation = (key, Curation(level))
        return self._curation[1]

    def edit_word_lists(self) -> None:
        from studio.gui.waffle.word_lists_dialog import WordListsDialog

        dialog = WordListsDialog(self)
        dialog.saved.connect(self._refresh_design)
        dialog.show()

    def _select_slot(self, index: int, focus_grid: bool = True) -> None:
        slot = self.puzzle.shape.slots[index]
        self._set_state(replace(self.state, cursor=Cursor(slot.cells[0], slot.across)), refresh=False)
        self._refresh_design()
        if focus_grid:
            self.grid.setFocus()

    def _insert_word(self, word: str) -> None:
        slot = self.grid.current_slot()
        if slot is None:
            return
        letters = self.puzzle.solution or " " * len(self.puzzle.tiles)
        self._edit(
            self.puzzle.with_changes(solution=with_word(letters, self.puzzle.shape.slots[slot], word)),
            "solution",
            self.tr("Insert {word}").format(word=word),
        )
        self.grid.setFocus()

    # ------------------------------------------------------------ steps of the solution

    def _choose_solution(self, _index: int) -> None:
        self.leave_steps()

    def _show_step(self, step: int) -> None:
        if step < 0:
            self._set_solve(step=-1)
            return
        boards = self.state.solve.boards
        if not boards:
            solved = self._chosen_solved()
            if solved is None:
                return
            puzzle = self.puzzle
            boards = tuple(step_boards(puzzle.shape, puzzle.tiles, solved.candidate.letters, solved.plan.swaps))
        self._set_solve(step=step, boards=boards)

    def _chosen_solved(self) -> Solved | None:
        report = self.solve_panel.report
        if report is None or not report.solved:
            return None
        return report.solved[max(0, self.solve_panel.solutions.currentRow())]

    def leave_steps(self) -> None:
        self.stop_playing()
        stepped = self.state.solve.step >= 0 or self.solve_panel.steps.currentRow() >= 0
        self._set_state(replace(self.state, solve=replace(self.state.solve, step=-1, boards=())), refresh=stepped)
        if stepped:
            self.solve_panel.steps.setCurrentRow(-1)

    def toggle_playing(self) -> None:
        if self.playing:
            self.stop_playing()
            return
        if self.solve_panel.steps.count() < 2:
            return
        if self.state.solve.step < 0 or self.state.solve.step >= self.solve_panel.last_step:
            self.solve_panel.steps.setCurrentRow(0)
        self.playing = True
        self.solve_panel.set_playing(True)
        QTimer.singleShot(STEP_PAUSE_MS, self._animate_next)

    def stop_playing(self) -> None:
        if self.playing:
            self.playing = False
            self.solve_panel.set_playing(False)
            self.grid.stop_animation()

    def _animate_next(self) -> None:
        solved, step = self._chosen_solved(), self.state.solve.step
        if not self.playing or solved is None or step < 0 or step >= len(solved.plan.swaps):
            self.stop_playing()
            return
        a, b = solved.plan.swaps[step]
        animation = self.grid.animate_swap(a, b)
        animation.finished.connect(self._animation_done)

    def _animation_done(self) -> None:
        if not self.playing:
            return
        self.solve_panel.steps.setCurrentRow(self.state.solve.step + 1)
        QTimer.singleShot(STEP_PAUSE_MS, self._animate_next)

    # ------------------------------------------------------------ play

    def play_solution(self) -> tuple[str | None, str]:
        """The solution to play against, or None and why there is none."""
        puzzle = self.puzzle
        if not puzzle.is_complete:
            return None, self.tr("Fill in the puzzle first (Solve mode), or design one.")
        try:
            known = known_solution(puzzle, lambda: self.solver.report, stale_own=True)
        except PuzzleError:
            return None, self.tr("Play needs a puzzle with one solution; the solver found none.")
        if known is None:
            return None, self.tr("Finding the solution…")
        if known.count > 1:
            return None, self.tr("Play needs a puzzle with one solution; the solver found {n}.").format(n=known.count)
        return known.letters, ""

    def _start_game(self) -> None:
        self.grid.reset_play()
        solution, why = self.play_solution()
        self._set_state(replace(self.state, play=PlayView(start_game(self.puzzle, solution) if solution else None)))
        self.play_panel.show_game(self.game, why, self._hints_taken(), self.grid.language)

    def _play_hint(self) -> None:
        """The next rung, computed from the board as the player has it now (Game.hints)."""
        if self.game is None or self.game.won or self.game.lost:
            return
        hints = game_hints(self.game)
        asked = min(self.state.play.hints + 1, len(hints) - 1)  # the last rung is the Solve panel's
        hint = hints[asked - 1]
        self.play_panel.hint.setText(f"{asked}. {self.solve_panel.hint_text(hint)}")
        self._set_play(hints=asked, hinted=frozenset(hint.cells))

    def _hints_taken(self) -> int | None:
        """The hints asked for on this puzzle, Solve's and Play's; None once the solution was shown."""
        return None if self.solve_panel.revealed else self.solve_panel.hints_used + self.state.play.hints

    def _play_swap(self, a: int, b: int) -> None:
        if self.game is None or not self.game.can_swap(a, b):
            return
        # The game moves at once, the picture follows: a swap made while the last one still
        # slides lands that one first, so no swap is lost however fast the player is.
        self.grid.stop_animation()
        self.banner.moved_on()
        self._refresh()
        self._set_state(replace(self.state, play=PlayView(self.game.swap(a, b), self.state.play.hints)), refresh=False)
        self.play_panel.show_game(self.game, hints=self._hints_taken(), lang=self.grid.language)
        self.grid.animate_swap(a, b, 220).finished.connect(self._refresh)

    def review_game(self) -> None:
        """After the game, its review on a worker (the answers the colours allowed come from
        the word list): each swap on the board, Back and Next through them."""
        game, panel = self.game, self.play_panel
        if game is None or not (game.won or game.lost):
            return
        set_status(panel.review_status, self.tr("Reviewing your game…"), "busy", SMALL)
        words, lang = self.words, self.lang
        self._reviewing.start(
            lambda stop: review_played(game, words, lang, stop),
            done=lambda result: self._reviewed(game, result),
        )

    def _reviewed(self, game: Game, result: Review | Unchecked) -> None:
        if game is not self.game:
            return  # a new game started meanwhile
        if isinstance(result, Unchecked):
            self.play_panel.show_unchecked(result, game.shape)
        else:
            self._set_play(review=result, step=0)

    def _review_moved(self, by: int) -> None:
        review = self.state.play.review
        if review is not None:
            self._set_play(step=max(0, min(len(review.steps), self.state.play.step + by)))

    # ------------------------------------------------------------ scramble

    def scramble(self, choice: ScrambleChoice) -> None:
        """Scramble the designed solution on a worker, then check that one solution fits it
        among the words chosen to judge it (a built-in tier, read by the library, or the list in use)."""
        puzzle, in_use = self.puzzle, self.words
        if (refused := scramble_refusal(puzzle)) is not None:
            self.design_panel.show_scramble_result(f"{sentence(phrase(refused))}.", "bad")
            return
        seed = random.randrange(1 << 31)
        preset = game_preset(puzzle.shape) if choice.game_like else NO_PRESET
        tier = None if choice.judge == IN_USE else choice.judge
        arriving = self.library.future((self, "judge"), tier, puzzle.lang) if tier else None

        def run(should_stop: Callable[[], bool]) -> Scrambled | None:
            words = arrival(arriving, should_stop) if arriving is not None else in_use
            if arriving is not None and words is None:  # stopped while the list was read
                return None
            return scramble(puzzle, choice.target, choice.policy, seed, words, should_stop, preset)

        self._scramble.start(run, done=self._scrambled, failed=self._scramble_failed)
        self.design_panel.show_scramble_result(self.tr("Scrambling and checking…"), "busy")

    def _scramble_failed(self, message: str) -> None:
        self.design_panel.show_scramble_result(message, "bad", retry=True)

    def _scrambled(self, result: Scrambled | None) -> None:
        if result is None:
            return
        made, report = result.puzzle, result.report
        if made.solution != self.puzzle.solution:  # the words changed while it ran: not theirs
            changed = self.tr("The words changed while scrambling: scramble again.")
            self.design_panel.show_scramble_result(changed, "warn")
            return
        meta = {**self.puzzle.meta, **made.meta}
        self._scramble_stale = False
        self.document.edit(made.with_changes(meta=meta), self.tr("Scramble"))
        judged_by = tier_name(result.judged_by.tier) if result.judged_by.tier else result.judged_by.name
        if report.status == "unique":
            text = self.tr(
                "Scrambled to {count}. Unique solution among the {list} words: a fair puzzle. "
                "Switch to Solve or Play to try it."
            ).format(count=swap_count(made.meta["target_swaps"]), list=judged_by)
            self.design_panel.show_scramble_result(text, "good")
            return
        text = self.tr(
            "Scrambled, but among the {list} words {n} solutions fit: rival words {rivals}. "
            "Try another scramble or change a word."
        ).format(list=judged_by, n=len(report.solved), rivals=", ".join(result.rivals))
        self.design_panel.show_scramble_result(text, "warn", retry=True)


def _put(values: str, cell: int, value: str) -> str:
    return values[:cell] + value + values[cell + 1 :]


def _colour_button(color: str, palette: Palette) -> str:
    """A colour button looks like the tile it makes."""
    return (
        f"QPushButton {{ background: {palette.tile_fill[color].name()}; color: {palette.letter_on[color].name()};"
        f" font-weight: 600; border: 1px solid {palette.outline.name()}; border-radius: 5px; padding: 4px 10px; }}"
        + focus_ring(palette)
    )
