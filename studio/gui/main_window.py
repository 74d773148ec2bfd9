"""The main window: menus, toolbar, status bar, files, settings; the pages do the work."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QByteArray, QMimeData, QSettings, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QIcon,
    QImage,
    QKeySequence,
    QUndoGroup,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from studio import language
from studio.core import alphabet
from studio.core.autosave import crashed_autosaves, forget
from studio.core.errors import PuzzleError
from studio.core.studio_json import kind_of, read_text
from studio.core.waffle.formats import PICTURE_FORMATS, is_picture
from studio.core.waffle.puzzle import Puzzle
from studio.gui.shared.appearance import THEMES, Appearance, current, inked
from studio.gui.shared.autosave import Autosave
from studio.gui.shared.i18n import (
    QT_TRANSLATE_NOOP,
    UI_LANGUAGE_KEY,
    UI_LANGUAGES,
    chosen_ui_language,
    install_translators,
    language_name,
)
from studio.gui.shared.message_bar import MessageBar
from studio.gui.shared.page_actions import Page, PageActions
from studio.gui.shared.panels import plain
from studio.gui.shared.save_dialog import save_file_name
from studio.gui.shared.shortcuts import LISTED_AS
from studio.gui.shared.sizing import fit_to_screen
from studio.gui.shared.word_library import WordLibrary
from studio.gui.shared.workers import cancel_all_and_wait
from studio.gui.waffle.page import MODES, Mode, WafflePage
from studio.language import number

if TYPE_CHECKING:  # imported when first used: the window comes up without them (issue 19)
    from studio.gui.letterboxed.page import LetterBoxedPage
    from studio.gui.shared.guide import GuideDialog
    from studio.gui.shared.single_instance import Listener
    from studio.gui.waffle.generator_dialog import GeneratorDialog
    from studio.gui.wordle.page import WordlePage
    from studio.gui.wordsets.page import WordSetsPage

MAX_RECENT = 8
# Menu texts for the modes and themes, whose names are data (settings, tests)
# The sentences that name the page's document, whole for each noun, since a language's article
# and case follow the noun ("ein neues Rätsel", "eine neue Partie"): PageActions.noun picks one.
NOUN_SENTENCES = {
    ("new", "puzzle"): QT_TRANSLATE_NOOP("MainWindow", "Start a new puzzle"),
    ("new", "game"): QT_TRANSLATE_NOOP("MainWindow", "Start a new game"),
    ("new", "board"): QT_TRANSLATE_NOOP("MainWindow", "Start a new board"),
    ("export", "puzzle"): QT_TRANSLATE_NOOP("MainWindow", "Export the puzzle"),
    ("export", "game"): QT_TRANSLATE_NOOP("MainWindow", "Export the game"),
    ("export", "board"): QT_TRANSLATE_NOOP("MainWindow", "Export the board"),
    ("save", "puzzle"): QT_TRANSLATE_NOOP("MainWindow", "Save the puzzle"),
    ("save", "game"): QT_TRANSLATE_NOOP("MainWindow", "Save the game"),
    ("save", "board"): QT_TRANSLATE_NOOP("MainWindow", "Save the board"),
    ("copied", "puzzle"): QT_TRANSLATE_NOOP("MainWindow", "Copied the puzzle as text."),
    ("copied", "game"): QT_TRANSLATE_NOOP("MainWindow", "Copied the game as text."),
    ("copied", "board"): QT_TRANSLATE_NOOP("MainWindow", "Copied the board as text."),
}

MODE_NAMES = {
    "solve": QT_TRANSLATE_NOOP("MainWindow", "Solve"),
    "design": QT_TRANSLATE_NOOP("MainWindow", "Design"),
    "play": QT_TRANSLATE_NOOP("MainWindow", "Play"),
}
THEME_NAMES = {
    "system": QT_TRANSLATE_NOOP("MainWindow", "Follow the &System"),
    "light": QT_TRANSLATE_NOOP("MainWindow", "&Light"),
    "dark": QT_TRANSLATE_NOOP("MainWindow", "&Dark"),
}
# The freedesktop names of every icon the actions show: the desktop's theme draws them all, or none.
THEME_ICONS = (
    "document-new",
    "document-open",
    "document-save",
    "document-send",
    "edit-undo",
    "edit-redo",
    "edit-paste",
    "system-run",
    "help-contents",
)
INKED = (QStyle.StandardPixmap.SP_ArrowBack, QStyle.StandardPixmap.SP_ArrowForward)  # black in every theme
LANGUAGE_KEY = "words/language"
OPENED_SUFFIXES = (".json", ".txt")  # with the pictures: what PUZZLE_FILES offers
PUZZLE_FILES = QT_TRANSLATE_NOOP(
    "MainWindow",
    "Puzzles and screenshots (*.json *.txt *.png *.jpg *.jpeg *.webp);;Puzzle Studio JSON (*.json);;"
    "Pasted text (*.txt);;Screenshots of the game (*.png *.jpg *.jpeg *.webp);;All files (*)",
)

# What the recovery bar says of a crashed window's autosave, by its document's kind, in the order offered
RECOVERY_OFFERS = {
    "waffle": QT_TRANSLATE_NOOP("MainWindow", "Puzzle Studio closed without saving your last puzzle. Restore it?"),
    "wordle": QT_TRANSLATE_NOOP("MainWindow", "Puzzle Studio closed without saving your last Wordle game. Restore it?"),
    "letter-boxed": QT_TRANSLATE_NOOP(
        "MainWindow", "Puzzle Studio closed without saving your last Letter Boxed board. Restore it?"
    ),
}

# The pages after Waffle: (attribute, tab label, the studio file kind it opens). Each is
# built, and its modules imported, when first shown or used; until then its tab holds an
# empty stand-in. The kinds are the pages' own (tests check them), named here so File >
# Open can pick a page without importing it.
LATER_PAGES = (
    ("wordle", QT_TRANSLATE_NOOP("MainWindow", "Wordle"), "wordle"),
    ("letterboxed", QT_TRANSLATE_NOOP("MainWindow", "Letter Boxed"), "letter-boxed"),
    ("wordsets", QT_TRANSLATE_NOOP("MainWindow", "Word Sets"), None),
)


def build_page(name: str, library: WordLibrary) -> WordlePage | LetterBoxedPage | WordSetsPage:
    if name == "wordle":
        from studio.gui.wordle.page import WordlePage

        return WordlePage(library)
    if name == "letterboxed":
        from studio.gui.letterboxed.page import LetterBoxedPage

        return LetterBoxedPage(library)
    if name == "wordsets":
        from studio.gui.wordsets.page import WordSetsPage

        return WordSetsPage(library)
    raise KeyError(name)


def stored_language(settings: QSettings) -> str:
    """The language chosen before, else the system locale's (English where it has no list)."""
    found = alphabet.find_language(str(settings.value(LANGUAGE_KEY, "")))
    return found.code if found else alphabet.system_language()


def file_kind(path: str | Path) -> str:
    """The kind of studio file at `path`; pasted text, and files that cannot be read, go to
    Waffle, whose reader says what is wrong with them; so do screenshots, which Waffle reads."""
    if is_picture(path):
        return "waffle"
    try:
        return kind_of(read_text(path)) or "waffle"
    except PuzzleError:
        return "waffle"


@dataclass(frozen=True)
class Carried:
    """What a window built again in another interface language takes over from the one it
    replaces: each page's document (values, Undo texts, step, saved step, path), the page
    and Waffle mode shown, the Waffle page's words, the Wordle tab, the geometry."""

    documents: dict[str, tuple[list[Any], list[str], int, int, Path | None]]
    page: int
    mode: str
    lang: str
    user_words: str | None
    wordle_tab: int
    geometry: QByteArray


class MainWindow(QMainWindow):
    rebuilt = Signal(object)  # the window built in this one's place in another interface language

    def __init__(
        self, settings: QSettings | None = None, parent: QWidget | None = None, autosave: Path | None = None
    ) -> None:
        """With `autosave` (a folder), each page's unsaved document is kept there every few
        seconds, and a crashed window's are offered back (the recovery bar)."""
        super().__init__(parent)
        self.setAcceptDrops(True)  # a studio file or a screenshot dropped on the window opens
        self.settings = settings or QSettings()
        self.appearance = Appearance(self.settings, self)
        self.generator: GeneratorDialog | None = None
        self.dialogs: dict[str, QDialog] = {}  # the help dialogs, made when first asked for
        self.library = WordLibrary(self, stored_language(self.settings))
        self.waffle = WafflePage(self.library, self.settings)
        self.appearance.changed.connect(self.waffle.banner.moved_on)  # a new look: the user has moved on
        self.pages = QTabWidget()
        self.pages.setDocumentMode(True)
        self.pages.setTabBarAutoHide(True)
        self.pages.addTab(self.waffle, self.tr("Waffle"))
        self.built: dict[str, QWidget] = {"waffle": self.waffle}
        self.stand_ins: dict[str, QWidget] = {}  # the pages not built yet, by attribute
        for name, label, _kind in LATER_PAGES:
            self.stand_ins[name] = QWidget()
            self.pages.addTab(self.stand_ins[name], self.tr(label))
        self.recovery_bar = MessageBar()
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.recovery_bar)
        column.addWidget(self.pages, 1)
        self.setCentralWidget(central)
        self.actions_of: dict[QWidget, PageActions] = {}  # the pages built so far
        self.undo_group = QUndoGroup(self)
        self.words_label = plain(QLabel())
        self.language_label = plain(QLabel())
        self.language_label.setToolTip(self.tr("The language of the words: View > Word Language"))
        self.statusBar().addPermanentWidget(self.words_label)
        self.statusBar().addPermanentWidget(self.language_label)
        self.waffle.mode_changed.connect(self._mode_changed)
        self._build_actions()
        self.appearance.changed.connect(self._restyle_icons)
        self._build_menus()  # before the first page is adopted: its own tools go in the Edit menu
        self.autosave_folder = autosave
        self.listener: Listener | None = None  # the single instance's end, when this window has it (gui/app.py)
        self._handing_over = False  # closing for a window built in another language (rebuild_in): no questions
        self.autosaves: dict[str, Autosave] = {}  # each page's that has a document, by its kind, once built
        self.actions_of[self.waffle] = self._adopt(self.waffle)
        self.pages.currentChanged.connect(self._page_shown)
        self._page_shown()
        fit_to_screen(self, 1280, 800)  # 1280x800 fills a 2560x1600 screen at scale 2: its status bar fell off
        geometry = self.settings.value("geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        self.offer_recovery()

    # ------------------------------------------------------------ crash recovery

    def offer_recovery(self) -> None:
        """A crashed window's autosave, offered in a bar (never a dialog: the window is
        usable meanwhile): the Waffle puzzle's first, then the Wordle game's, then the
        Letter Boxed board's, each kind's newest first; the next one after it. A page not
        built yet is built only when its document is restored."""
        if self.autosave_folder is None:
            return
        for kind, offer in RECOVERY_OFFERS.items():
            crashed = crashed_autosaves(self.autosave_folder, kind)
            if crashed:
                self.recovery_bar.offer(
                    self.tr(offer),
                    [
                        (self.tr("Restore"), partial(self.restore_autosave, kind, crashed[0])),
                        (self.tr("Discard"), partial(self.discard_autosave, crashed[0])),
                    ],
                )
                return

    def restore_autosave(self, kind: str, path: Path) -> None:
        page, actions = self._page_for(kind)
        self.pages.setCurrentWidget(page)
        if not self.confirm_discard(actions):
            self.offer_recovery()
            return
        try:
            self.autosaves[kind].restore(path)
        except PuzzleError as err:
            self.recovery_bar.offer(
                self.tr("The autosave could not be read: {err}").format(err=err),
                [(self.tr("Discard"), partial(self.discard_autosave, path))],
            )
            return
        self.statusBar().showMessage(self.tr("Restored the autosave, with its Undo history."), 5000)
        self.offer_recovery()

    def discard_autosave(self, path: Path) -> None:
        forget(path)
        self.offer_recovery()

    # ------------------------------------------------------------ pages, built when first needed

    @property
    def wordle(self) -> WordlePage:
        return cast("WordlePage", self.page("wordle"))

    @property
    def letterboxed(self) -> LetterBoxedPage:
        return cast("LetterBoxedPage", self.page("letterboxed"))

    @property
    def wordsets(self) -> WordSetsPage:
        return cast("WordSetsPage", self.page("wordsets"))

    def page(self, name: str) -> QWidget:
        """The page `name` ("waffle", "wordle", ...), built now if it is not yet."""
        if name in self.built:
            return self.built[name]
        stand_in = self.stand_ins[name]
        page = self.built[name] = build_page(name, self.library)
        index, shown = self.pages.indexOf(stand_in), self.pages.currentWidget() is stand_in
        label = self.pages.tabText(index)
        was_blocked = self.pages.blockSignals(True)  # the same tab stays shown: nothing changed
        self.pages.insertTab(index, page, label)
        if shown:
            self.pages.setCurrentWidget(page)
        self.pages.removeTab(self.pages.indexOf(stand_in))
        self.pages.blockSignals(was_blocked)
        del self.stand_ins[name]
        stand_in.deleteLater()
        self.actions_of[page] = self._adopt(page)
        return page

    def _adopt(self, page: Page) -> PageActions:
        """A page built: its actions and its own tools, its Undo history, its title and its word list."""
        actions = page.page_actions()
        for tool in actions.tools:
            self.edit_menu.addAction(tool.action)
            if tool.toolbar:
                self.toolbar.addAction(tool.action)
        if actions.undoable and actions.document is not None:
            self.undo_group.addStack(actions.document.undo_stack)
        if actions.document is not None:
            actions.document.changed.connect(self._update_title)
        if actions.document is not None and actions.autosave is not None and self.autosave_folder is not None:
            kept = Autosave(actions.document, actions.kind or "", actions.autosave, self.autosave_folder, self)
            kept.failed.connect(lambda text: self.statusBar().showMessage(text, 10000))
            self.autosaves[kept.of] = kept
        page.words_changed.connect(self._show_words)
        return actions

    # ------------------------------------------------------------ actions and menus

    def _action(
        self,
        text: str,
        slot: Callable[..., object],  # Qt hands `checked` to a slot that takes it
        shortcut: str | QKeySequence.StandardKey | None = None,
        icon: tuple[str, QStyle.StandardPixmap] | None = None,
        tip: str = "",
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcuts([QKeySequence(shortcut)])
        if icon is not None:
            action.setIcon(self._icon(*icon))
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        return action

    def _icon(self, theme_name: str, fallback: QStyle.StandardPixmap) -> QIcon:
        """One icon set: the desktop's icon theme (freedesktop names), else Qt's own icons for all
        (its arrows, black in every theme, in the theme's text colour)."""
        if all(QIcon.hasThemeIcon(name) for name in THEME_ICONS):  # a theme missing one would mix two sets
            return QIcon.fromTheme(theme_name)
        icon = self.style().standardIcon(fallback)
        return inked(icon, current().window_text) if fallback in INKED else icon

    def _restyle_icons(self) -> None:
        """Undo's and Redo's arrows again, in the colour of the look just taken."""
        SP = QStyle.StandardPixmap
        self.undo_action.setIcon(self._icon("edit-undo", SP.SP_ArrowBack))
        self.redo_action.setIcon(self._icon("edit-redo", SP.SP_ArrowForward))

    def _build_actions(self) -> None:
        SP, Key = QStyle.StandardPixmap, QKeySequence.StandardKey
        self.new_action = self._action(self.tr("&New…"), self.new_document, Key.New, ("document-new", SP.SP_FileIcon))
        self.open_action = self._action(
            self.tr("&Open…"), self.open_dialog, Key.Open, ("document-open", SP.SP_DialogOpenButton)
        )
        self.save_action = self._action(
            self.tr("&Save"), self.save, Key.Save, ("document-save", SP.SP_DialogSaveButton)
        )
        self.save_as_action = self._action(self.tr("Save &As…"), self.save_as, Key.SaveAs)
        self.words_action = self._action(
            self.tr("Load &Word List…"), self.load_words_dialog, tip=self.tr("One word per line, or word<TAB>weight")
        )
        self.default_words_action = self._action(self.tr("Use the &Default Word List"), self.use_default_words)
        self.export_action = self._action(
            self.tr("&Picture or File…"), self.open_export, "Ctrl+E", ("document-send", SP.SP_FileLinkIcon)
        )  # Waffle: PNG, SVG, PDF or JSON; Wordle and Letter Boxed: PNG or SVG; Word Sets: CSV
        self.export_action.setIconText(self.tr("Export"))  # the toolbar's short label; the menu says what it makes
        self.web_action = self._action(
            self.tr("Playable &Web Page…"),
            lambda: self.waffle.export_web(self._last_folder()),
            tip=self.tr("One web page that plays the puzzle in any browser, offline (Print Sheet makes one of a set)"),
        )
        self.share_action = self._action(
            self.tr("Copy &Share Code"),
            self.copy_share_code,
            "Ctrl+Shift+C",
            tip=self.tr("The puzzle as one line (waffle1:…) to paste into the studio or a playable web page"),
        )
        self.sheet_action = self._action(
            self.tr("&Print Sheet…"),
            self.open_sheet,
            Key.Print,
            tip=self.tr("Puzzles on printable pages, with answer pages"),
        )
        self.quit_action = self._action(self.tr("&Quit"), self.close, Key.Quit)
        # The menu says what Undo undoes; the toolbar keeps one label, so its buttons never move.
        self.undo_action = self.undo_group.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setIconText(self.tr("Undo"))
        self.undo_action.setProperty(LISTED_AS, self.undo_action.iconText())  # Help's list: not what it undoes
        self.undo_action.setShortcuts(QKeySequence.keyBindings(Key.Undo))
        self.undo_action.setIcon(self._icon("edit-undo", SP.SP_ArrowBack))
        self.redo_action = self.undo_group.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setIconText(self.tr("Redo"))
        self.redo_action.setProperty(LISTED_AS, self.redo_action.iconText())
        redo_keys = QKeySequence.keyBindings(Key.Redo)
        self.redo_action.setShortcuts(redo_keys + [QKeySequence("Ctrl+Y")] * (QKeySequence("Ctrl+Y") not in redo_keys))
        self.redo_action.setIcon(self._icon("edit-redo", SP.SP_ArrowForward))
        self.copy_action = self._action(
            self.tr("&Copy Puzzle"),
            self.copy_puzzle,
            Key.Copy,
            tip=self.tr("Copy the puzzle as text: letters, blank line, colours"),
        )
        self.paste_action = self._action(
            self.tr("&Paste Puzzle"),
            self.paste_puzzle,
            Key.Paste,
            ("edit-paste", SP.SP_FileDialogContentsView),
            self.tr("Paste a puzzle: letters, blank line, colours (emoji squares work)"),
        )
        self.generate_action = self._action(
            self.tr("&Generate Puzzles…"),
            self.open_generator,
            "Ctrl+G",
            ("system-run", SP.SP_BrowserReload),
            self.tr("Fill grids from the word list and scramble them into puzzles"),
        )
        self.guide_action = self._action(
            self.tr("User &Guide"),
            self.show_guide,
            Key.HelpContents,
            ("help-contents", SP.SP_DialogHelpButton),
            self.tr("The guide, open at the page shown, searchable"),
        )
        self.shortcuts_action = self._action(
            self.tr("&Keyboard Shortcuts"),
            self.show_shortcuts,
            "Ctrl+/",
            tip=self.tr("Every key the menus and pages answer to"),
        )
        self.about_action = self._action(
            self.tr("&About Puzzle Studio"),
            self.about,
            tip=self.tr("The version, and the licences of what the studio ships"),
        )
        self.mode_actions = QActionGroup(self)
        for index, mode in enumerate(MODES):
            action = self._action(
                self.tr(MODE_NAMES[mode]), lambda _=False, m=mode: self.waffle.set_mode(m), f"Ctrl+{index + 1}"
            )
            action.setCheckable(True)
            action.setChecked(index == 0)
            self.mode_actions.addAction(action)

    def _build_menus(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&File"))
        menu.addActions([self.new_action, self.open_action])
        self.recent_menu = menu.addMenu(self.tr("Open &Recent"))
        self._fill_recent_menu()
        menu.addActions([self.save_action, self.save_as_action])
        menu.addSeparator()
        export = menu.addMenu(self.tr("&Export"))  # every way out of the studio, in one place
        export.addActions([self.export_action, self.web_action])
        export.addSeparator()
        export.addAction(self.sheet_action)
        menu.addSeparator()
        menu.addAction(self.words_action)
        self.lists_menu = menu.addMenu(self.tr("Word &Lists"))
        self.lists_menu.setStatusTip(self.tr("A list loaded already, on any page: it is not read again"))
        self.library.changed.connect(self._fill_lists_menu)
        menu.addAction(self.default_words_action)
        menu.addSeparator()
        menu.addAction(self.quit_action)
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        edit.addActions([self.undo_action, self.redo_action])
        edit.addSeparator()
        edit.addActions([self.copy_action, self.share_action, self.paste_action])
        edit.addSeparator()  # the pages' own tools follow (_adopt)
        self.edit_menu = edit
        view = self.menuBar().addMenu(self.tr("&Mode"))
        view.addActions(self.mode_actions.actions())
        puzzle_menu = self.menuBar().addMenu(self.tr("&Puzzle"))
        puzzle_menu.addAction(self.generate_action)
        self.waffle_menus = [view, puzzle_menu]
        self._build_view_menu()
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addActions([self.guide_action, self.shortcuts_action])
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)
        toolbar = self.toolbar = self.addToolBar(self.tr("Main"))
        toolbar.setObjectName("main toolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addActions([self.new_action, self.open_action, self.save_action, self.export_action])
        toolbar.addSeparator()
        toolbar.addActions([self.undo_action, self.redo_action, self.paste_action])
        toolbar.addSeparator()
        toolbar.addAction(self.generate_action)
        toolbar.addSeparator()  # the pages' own tools that ask for the toolbar follow (_adopt)

    def _build_view_menu(self) -> None:
        """Theme (the system's, light or dark) and the colour-blind tiles, both remembered."""
        menu = self.menuBar().addMenu(self.tr("&View"))
        themes = menu.addMenu(self.tr("&Theme"))
        self.theme_actions = QActionGroup(self)
        for theme in THEMES:
            action = themes.addAction(self.tr(THEME_NAMES[theme]))
            action.setCheckable(True)
            action.setChecked(theme == self.appearance.theme)
            action.triggered.connect(partial(self.appearance.set_theme, theme))
            self.theme_actions.addAction(action)
        self.colour_blind_action = menu.addAction(self.tr("&Colour-Blind Tiles"))
        self.colour_blind_action.setCheckable(True)
        self.colour_blind_action.setChecked(self.appearance.colour_blind)
        self.colour_blind_action.setStatusTip(
            self.tr("Orange and blue tiles with shapes: a corner for green, a dot for yellow")
        )
        self.colour_blind_action.toggled.connect(self.appearance.set_colour_blind)
        languages = menu.addMenu(self.tr("Word &Language"))
        languages.menuAction().setStatusTip(
            self.tr("The words every page uses: Waffle, Wordle, Letter Boxed, Word Sets")
        )
        self.language_actions = QActionGroup(self)
        for lang in alphabet.LANGUAGES.values():
            action = languages.addAction(lang.name)
            action.setData(lang.code)
            action.setCheckable(True)
            action.setChecked(lang.code == self.library.lang)
            action.triggered.connect(partial(self.set_language, lang.code))
            self.language_actions.addAction(action)
        self.library.language_changed.connect(self._language_changed)
        interface = menu.addMenu(self.tr("&Interface Language"))
        interface.menuAction().setStatusTip(self.tr("The language of the menus, buttons and messages"))
        self.ui_language_actions = QActionGroup(self)
        stored = str(self.settings.value(UI_LANGUAGE_KEY, "") or "")
        for code, name in [("", self.tr("Follow the &System")), *UI_LANGUAGES.items()]:
            action = interface.addAction(name)
            action.setData(code)
            action.setCheckable(True)
            action.setChecked(code == stored)
            action.triggered.connect(partial(self.set_ui_language, code))
            self.ui_language_actions.addAction(action)

    def set_ui_language(self, code: str) -> None:
        """View > Interface Language: remembered, and applied at once (`rebuild_in`)."""
        self.settings.setValue(UI_LANGUAGE_KEY, code)
        wanted = chosen_ui_language(self.settings)
        if wanted != language.current().code:
            self.rebuild_in(wanted)

    def rebuild_in(self, code: str) -> MainWindow:
        """This window again, phrased in `code`: every text of a window is set where it is
        built, so it is built again, in place, and takes over each page's document with its
        Undo history, the page and mode shown, the Waffle page's words and the running
        studio's end (the single instance). Open dialogs close; those opened later speak
        `code`. What no document holds (a Word Sets search, a generator's list) starts afresh."""
        carried = self._carried()
        app = QApplication.instance()
        assert isinstance(app, QApplication)  # a window runs in a QApplication
        quits = app.quitOnLastWindowClosed()
        app.setQuitOnLastWindowClosed(False)  # for the moment between the two windows
        self._handing_over = True
        for dialog in [*self.dialogs.values(), *([self.generator] if self.generator else [])]:
            dialog.close()
        self.close()  # its tasks cancelled, its autosaves ended: the new window's take over
        install_translators(app, code)
        new = MainWindow(self.settings, autosave=self.autosave_folder)
        new._take_over(carried)
        if self.listener is not None:
            new.listener, self.listener = self.listener, None
            new.listener.raise_window, new.listener.open_path = new.bring_to_front, new.open_path
        new.show()
        app.setQuitOnLastWindowClosed(quits)
        self.rebuilt.emit(new)  # whoever holds this window lets it go (gui/app.py deletes it)
        return new

    def _carried(self) -> Carried:
        documents = {
            name: (*actions.document.steps(), actions.document.path)
            for name, page in self.built.items()
            if (actions := self.actions_of[page]).document is not None
        }
        wordle = self.built.get("wordle")
        return Carried(
            documents,
            self.pages.currentIndex(),
            self.waffle.mode,
            self.waffle.lang,
            self.waffle.user_source,
            cast("WordlePage", wordle).tabs.currentIndex() if wordle is not None else 0,
            self.saveGeometry(),
        )

    def _take_over(self, carried: Carried) -> None:
        self.restoreGeometry(carried.geometry)
        for name, (values, texts, index, clean, path) in carried.documents.items():
            document = self.actions_of[self.page(name)].document
            assert document is not None  # the same page, built the same way
            document.restore(values, texts, index, clean, path)
        self.waffle.set_language(carried.lang)
        if carried.user_words is not None:
            self.waffle.load_user_words(carried.user_words)
        self.waffle.set_mode(cast("Mode", carried.mode))
        if "wordle" in carried.documents:
            self.wordle.tabs.setCurrentIndex(carried.wordle_tab)
        self.pages.setCurrentIndex(carried.page)
        for kept in self.autosaves.values():
            kept.write_if_changed()  # the old window's autosaves ended with it

    def set_language(self, lang: str) -> None:
        """View > Language: every page's words, remembered for the next start."""
        self.settings.setValue(LANGUAGE_KEY, lang)
        self.library.set_language(lang)

    def _language_changed(self, lang: str) -> None:
        for action in self.language_actions.actions():
            action.setChecked(action.data() == lang)
        self._show_words()

    # ------------------------------------------------------------ generator

    def open_generator(self) -> GeneratorDialog:
        if self.generator is None:
            from studio.gui.waffle.generator_dialog import GeneratorDialog

            self.generator = GeneratorDialog(
                lambda: self.waffle.default_words, self.library, self, lambda: self.waffle.lang, self.settings
            )
            self.generator.puzzle_chosen.connect(self.open_generated)
            self.generator.grid_chosen.connect(lambda puzzle: self.open_generated(puzzle, "design"))
            self.waffle.words_changed.connect(self.generator.count_words)
            self.appearance.changed.connect(self.generator.restyle)
        self.generator.show()
        self.generator.raise_()
        return self.generator

    def open_generated(self, puzzle: Puzzle, mode: Mode = "play") -> None:
        self.pages.setCurrentWidget(self.waffle)
        if self.confirm_discard():
            self.waffle.document.replace(puzzle, None)
            self.waffle.set_mode(mode)
            self.activateWindow()

    # ------------------------------------------------------------ the current page

    def _current(self) -> PageActions:
        shown = self.pages.currentWidget()
        stand_in = next((name for name, widget in self.stand_ins.items() if widget is shown), None)
        return self.actions_of[self.page(stand_in) if stand_in else shown]

    def _page_shown(self) -> None:
        """The menus, the toolbar, Undo, the title and the word list follow the page shown."""
        actions = self._current()  # builds the page shown, the first time
        page = self.pages.currentWidget()
        self._follow_undo()
        for action, offered in (
            (self.new_action, actions.new),
            (self.save_action, actions.save_to),
            (self.save_as_action, actions.save_to),
            (self.export_action, actions.export),
            (self.sheet_action, actions.print_sheet),
            (self.copy_action, actions.copy),
            (self.paste_action, actions.paste),
            (self.words_action, actions.use_word_file),
            (self.default_words_action, actions.use_default_words),
        ):
            action.setEnabled(offered is not None)
        for owner, offers in self.actions_of.items():
            for tool in offers.tools:
                tool.action.setVisible(owner is page)
                tool.action.setEnabled(owner is page)
        on_waffle = page is self.waffle
        for menu in self.waffle_menus:
            menu.menuAction().setVisible(on_waffle)
        for action in [
            self.generate_action,
            self.web_action,
            self.share_action,
            *self.mode_actions.actions(),
        ]:
            action.setEnabled(on_waffle)
        noun = actions.noun
        self.new_action.setStatusTip(self.tr(NOUN_SENTENCES["new", noun]))
        self.export_action.setStatusTip(self.tr(NOUN_SENTENCES["export", noun]) if actions.export else "")
        self._update_title()
        self._show_words()
        self._fill_lists_menu()

    def _fill_lists_menu(self) -> None:
        """The files in the library, for the page shown to use."""
        self.lists_menu.clear()
        for loaded in self.library.files():
            entry = self.tr("{name} ({n} words)").format(name=loaded.words.name, n=number(len(loaded.words)))
            action = self.lists_menu.addAction(entry)
            action.setStatusTip(loaded.source)
            action.triggered.connect(partial(self.use_loaded_words, loaded.source))
        self.lists_menu.setEnabled(bool(self.library.files()) and self._current().use_word_file is not None)

    def use_loaded_words(self, source: str) -> None:
        use = self._current().use_word_file
        if use is not None:
            use(source)

    def use_default_words(self) -> None:
        use = self._current().use_default_words
        if use is not None:
            use()

    def _show_words(self) -> None:
        actions = self._current()
        self.words_label.setText(actions.describe_words() if actions.describe_words else "")
        lang = actions.language() if actions.language else None
        self.language_label.setText(language_name(lang) if lang else "")

    # ------------------------------------------------------------ export and print

    def open_export(self) -> object:
        """The current page's export (on Waffle: the dialog, returned for tests)."""
        export = self._current().export
        return export(self._last_folder()) if export else None

    def open_sheet(self) -> object:
        print_sheet = self._current().print_sheet
        return print_sheet(self._last_folder()) if print_sheet else None

    # ------------------------------------------------------------ files

    def new_document(self) -> None:
        actions = self._current()
        if actions.new is not None and self.confirm_discard(actions):
            actions.new()

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a puzzle"), self._last_folder(), self.tr(PUZZLE_FILES)
        )
        if path:
            self.open_path(path)

    def _page_for(self, kind: str) -> tuple[QWidget, PageActions]:
        """The page that owns the studio file kind `kind` (built now if it is not yet)."""
        later = next((name for name, _label, of in LATER_PAGES if of == kind), None)
        if later is not None:
            self.page(later)
        return next(
            ((p, a) for p, a in self.actions_of.items() if a.kind == kind),
            (self.waffle, self.actions_of[self.waffle]),  # an unknown kind: Waffle's reader names it
        )

    def open_path(self, path: str | Path) -> bool:
        """Any studio file: the page for its kind is shown, then asked to open it."""
        page, actions = self._page_for(file_kind(path))
        self.pages.setCurrentWidget(page)
        opened = actions.open_path is not None and actions.open_path(Path(path), lambda: self.confirm_discard(actions))
        if opened:
            self._remember(Path(path).resolve())
        return opened

    def save(self) -> bool:
        return self._save(self._current())

    def _save(self, actions: PageActions) -> bool:
        if actions.document is None or actions.save_to is None:
            return False
        path = actions.document.path
        if path is None or path.suffix.lower() != ".json":
            return self.save_as()
        return actions.save_to(path)

    def save_as(self) -> bool:
        actions = self._current()
        document, noun = actions.document, actions.noun
        if document is None or actions.save_to is None:
            return False
        start = (
            str(document.path.with_suffix(".json")) if document.path else str(Path(self._last_folder(), f"{noun}.json"))
        )
        path = save_file_name(
            self, self.tr(NOUN_SENTENCES["save", noun]), start, self.tr("Puzzle Studio JSON (*.json)")
        )
        saved = bool(path) and actions.save_to(Path(path))
        if saved:
            self._remember(Path(path).resolve())
        return saved

    def load_words_dialog(self) -> None:
        """A word list for the page shown: each page picks its own, from the window's library."""
        use = self._current().use_word_file
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Load a word list"), self._last_folder(), self.tr("Word lists (*.txt *.tsv);;All files (*)")
        )
        if path and use is not None:
            use(path)

    def confirm_discard(self, actions: PageActions | None = None) -> bool:
        """True when it is fine to replace the page's open document (saved, discarded, or
        unchanged); the page is the one shown, so the question names what the user sees."""
        actions = actions or self._current()
        if actions.document is None or not actions.document.dirty:
            return True
        answer = self.ask_save_changes([actions.document.name])
        if answer == QMessageBox.StandardButton.Save:
            return self._save(actions)
        return answer == QMessageBox.StandardButton.Discard

    def ask_save_changes(self, names: Sequence[str]) -> QMessageBox.StandardButton:
        """Save, Discard or Cancel, for one document by its name, or for several (quitting)
        listed one a line, where Save reads Save All."""
        Button = QMessageBox.StandardButton
        several = len(names) > 1
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Unsaved changes"),
            self.tr("Save the changes to these before closing?")
            if several
            else self.tr("Save the changes to {value}?").format(value=names[0]),
            (Button.SaveAll if several else Button.Save) | Button.Discard | Button.Cancel,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # the document's name is the file's, as typed
        if several:
            box.setInformativeText("\n".join(names))
        box.setDefaultButton(Button.SaveAll if several else Button.Save)
        answer = Button(box.exec())
        return Button.Save if answer == Button.SaveAll else answer

    def _remember(self, path: Path) -> None:
        """Stored as the file system's bytes: a name that is not UTF-8 (byte 0xff) has no
        QString, and would come back as another name."""
        recent = [p for p in self.recent_files() if p != str(path)]
        kept = [QByteArray(os.fsencode(p)) for p in [str(path), *recent][:MAX_RECENT]]
        self.settings.setValue("recent_files", kept)
        self._fill_recent_menu()

    def recent_files(self) -> list[str]:
        """The paths as Python names them (a byte that is not UTF-8 as a lone surrogate);
        a list kept as text by earlier versions is read too."""
        value = self.settings.value("recent_files") or []
        entries = value if isinstance(value, list) else [value]
        return [entry if isinstance(entry, str) else os.fsdecode(entry.data()) for entry in entries]

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        for path in self.recent_files():
            self.recent_menu.addAction(Path(path).name, partial(self.open_path, path)).setStatusTip(path)
        self.recent_menu.setEnabled(bool(self.recent_files()))

    def _last_folder(self) -> str:
        recent = self.recent_files()
        return str(Path(recent[0]).parent) if recent else str(Path.home())

    # ------------------------------------------------------------ clipboard, title, closing

    def copy_puzzle(self) -> None:
        actions = self._current()
        if actions.copy is not None:
            QGuiApplication.clipboard().setText(actions.copy())
            self.statusBar().showMessage(self.tr(NOUN_SENTENCES["copied", actions.noun]), 3000)

    def copy_share_code(self) -> None:
        code = self.waffle.share_text()
        if code is not None:
            QGuiApplication.clipboard().setText(code)
            self.statusBar().showMessage(
                self.tr("Copied the share code: paste it into the studio or a playable web page."), 4000
            )

    def paste_puzzle(self) -> None:
        """Text to the page shown; a picture (or a copied picture file) to Waffle's screenshot reader."""
        picture = _picture_of(QGuiApplication.clipboard().mimeData())
        if picture is not None:
            self._read_picture(picture)
            return
        paste = self._current().paste
        if paste is not None:
            paste(QGuiApplication.clipboard().text())

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        data = event.mimeData()
        if _dropped_files(data) or data.hasImage() or _picture_type(data) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """A dropped puzzle, board or game file (or a screenshot, or a picture) opens as File >
        Open would open it, on the page for its kind."""
        files = _dropped_files(event.mimeData())
        picture = None if files else _picture_of(event.mimeData())
        if files:
            self.open_path(files[0])
        elif picture is not None:
            self._read_picture(picture)
        event.acceptProposedAction()

    def _read_picture(self, picture: Path | bytes | QImage) -> None:
        """A pasted or dropped picture to Waffle's screenshot reader: the puzzle read is an
        edit that Undo takes back, as a pasted text is, so nothing needs asking."""
        self.pages.setCurrentWidget(self.waffle)
        self.waffle.read_picture(picture)

    def bring_to_front(self) -> None:
        """Another start of the studio asked for this window (with a file, or none)."""
        if self.isMinimized():
            self.showNormal()
        self.raise_()
        self.activateWindow()

    def _mode_changed(self, mode: str) -> None:
        self.mode_actions.actions()[MODES.index(mode)].setChecked(True)
        self._follow_undo()

    def _follow_undo(self) -> None:
        """Undo walks the shown page's history, except in Waffle's Play: a swap in the game
        is never taken back, and Undo there took back the puzzle, and the game with it."""
        actions, page = self._current(), self.pages.currentWidget()
        playing = page is self.waffle and self.waffle.in_play
        document = actions.document if actions.undoable and not playing else None
        stack = document.undo_stack if document is not None else None
        self.undo_group.setActiveStack(stack)  # type: ignore[arg-type]  # None: no stack, as Qt allows

    def _update_title(self) -> None:
        document = self._current().document
        self.setWindowTitle(
            self.tr("{name}[*] — Puzzle Studio").format(name=document.name) if document else self.tr("Puzzle Studio")
        )
        self.setWindowModified(document is not None and document.dirty)

    def _confirm_quit(self) -> bool:
        """One question for every page with unsaved changes, each named with its page; Save
        All saves them in turn (an untitled one asks where), and stops at one not saved."""
        unsaved = sorted(
            [
                (self.pages.indexOf(page), page, actions.document)
                for page, actions in self.actions_of.items()
                if actions.document is not None and actions.document.dirty
            ],
            key=lambda entry: entry[0],
        )
        if len(unsaved) == 1:
            self.pages.setCurrentWidget(unsaved[0][1])  # the question is about what the user sees
        if len(unsaved) <= 1:
            return self.confirm_discard()
        names = [
            self.tr("{page}: {name}").format(page=self.pages.tabText(index), name=document.name)
            for index, _page, document in unsaved
        ]
        answer = self.ask_save_changes(names)
        if answer != QMessageBox.StandardButton.Save:
            return answer == QMessageBox.StandardButton.Discard
        for _index, page, _document in unsaved:
            self.pages.setCurrentWidget(page)  # Save As, if it asks, is about what the user sees
            if not self._save(self.actions_of[page]):
                return False
        return True

    # ------------------------------------------------------------ help

    def show_guide(self) -> QDialog:
        """Help > User Guide (F1), open at the section of the page shown."""
        from studio.gui.shared.guide import GuideDialog

        section = self.guide_section()
        dialog = cast("GuideDialog", self._show_dialog("guide", GuideDialog))
        dialog.show_section_id(section)
        return dialog

    def guide_section(self) -> str:
        """The guide's section (its id) for the page shown, its Waffle mode or Wordle tab."""
        shown = self.pages.currentWidget()
        name = next((name for name, page in self.built.items() if page is shown), "waffle")
        if name == "waffle":
            return f"waffle-{self.waffle.mode}"
        if name == "wordle":
            return ("wordle-play", "wordle-assistant", "wordle-backtest")[self.wordle.tabs.currentIndex()]
        return {"letterboxed": "letter-boxed", "wordsets": "word-sets"}[name]

    def show_shortcuts(self) -> QDialog:
        """Every page is built first, so the list holds the keys of pages not yet shown."""
        from studio.gui.shared.shortcuts import ShortcutsDialog

        for name, _label, _kind in LATER_PAGES:
            self.page(name)
        if (old := self.dialogs.pop("shortcuts", None)) is not None:
            old.deleteLater()  # read again: a page may have added keys since
        return self._show_dialog("shortcuts", ShortcutsDialog)

    def about(self) -> QDialog:
        from studio.gui.shared.about import AboutDialog

        return self._show_dialog("about", AboutDialog)

    def _show_dialog(self, name: str, make: Callable[[QWidget], QDialog]) -> QDialog:
        """One of each help dialog, kept open beside the window (not modal: the guide is read while working)."""
        if name not in self.dialogs:
            self.dialogs[name] = make(self)
        dialog = self.dialogs[name]
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._handing_over and not self._confirm_quit():
            event.ignore()
            return
        self.settings.setValue("geometry", self.saveGeometry())
        if self.generator is not None:
            self.generator.cancel()
        cancel_all_and_wait()
        for kept in self.autosaves.values():
            kept.stop()
        event.accept()


def _picture_files(data: QMimeData | None) -> list[Path]:
    """The local picture files among dragged or copied URLs."""
    if data is None or not data.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in data.urls() if url.isLocalFile() and is_picture(url.toLocalFile())]


PICTURE_TYPES = tuple(f"image/{name}" for name in PICTURE_FORMATS)


def _picture_type(data: QMimeData | None) -> str | None:
    """The type of a copied or dragged picture to read as bytes: a raster one first, else
    any other image type (which the reader then refuses, telling the format by the bytes)."""
    offered = [kind for kind in data.formats() if kind.startswith("image/")] if data is not None else []
    return next((kind for kind in PICTURE_TYPES if kind in offered), offered[0] if offered else None)


def _picture_of(data: QMimeData | None) -> Path | bytes | QImage | None:
    """A copied or dragged screenshot: a picture file, else the bytes of a picture (read as
    a file is: told by its bytes, its size checked before decoding), else an image this
    process made. Never Qt's own decoding of what another program offers: that would read
    an SVG (whose <image> may name a FIFO) or a picture of any size."""
    files = _picture_files(data)
    if files:
        return files[0]
    kind = _picture_type(data)
    if data is None or (kind is None and not data.hasImage()):
        return None
    return bytes(data.data(kind).data()) if kind is not None else QImage(data.imageData())


def _dropped_files(data: QMimeData | None) -> list[Path]:
    """The local files among dragged URLs that File > Open reads: studio JSON, pasted text, pictures."""
    if data is None or not data.hasUrls():
        return []
    files = [Path(url.toLocalFile()) for url in data.urls() if url.isLocalFile()]
    return [path for path in files if path.suffix.lower() in OPENED_SUFFIXES or is_picture(path)]
