"""What a page offers the window's menus and toolbar: the window shows the current page's.

Every page is a QWidget that is also a `Page`: the window asks nothing else of it.

An action a page leaves None is disabled while that page is shown, so the toolbar and
the shortcuts never reach a page the user cannot see. A page that names its word list
emits `words_changed` when the list changes; the window then asks `describe_words`.

An action only one page has (Draw Holes on the Waffle page) is a `PageTool`: the page
makes the QAction, and the window puts it in the Edit menu (and on the toolbar when the
page asks) and shows and enables it only while that page is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QAction

from studio.gui.shared.document import Document


def replace_it() -> bool:
    """The answer when nobody needs asking: nothing unsaved would be lost."""
    return True


@dataclass(frozen=True)
class PageTool:
    """One action of a page's own: its text (through the page's tr()), shortcut, icon and
    what it triggers are the page's; where it shows is the window's."""

    action: QAction
    toolbar: bool = False  # on the toolbar too, after the window's own actions


@dataclass(frozen=True)
class Codec:
    """A document's values as JSON objects and back, so its autosave can bring it back
    after a crash (a value of None, no board or game yet, is the window's to write)."""

    to_json: Callable[[Any], dict[str, Any]]
    from_json: Callable[[dict[str, Any]], Any]  # a PuzzleError says what is wrong


@dataclass(frozen=True)
class PageActions:
    document: Document[Any] | None = None  # what Save writes and the title names
    kind: str | None = None  # the studio file kind (core/studio_json.py) File > Open hands this page
    noun: Literal["puzzle", "game", "board"] = "puzzle"  # "Save the puzzle", "puzzle.json"
    autosave: Codec | None = None  # kept with its Undo history while unsaved, offered back after a crash
    undoable: bool = False  # Undo and Redo walk the document's history
    new: Callable[[], object] | None = None
    # given the file and the question whether to replace the open document: asked only once the file reads
    open_path: Callable[[Path, Callable[[], bool]], bool] | None = None
    save_to: Callable[[Path], bool] | None = None
    export: Callable[[str], object] | None = None  # given the folder to start in
    print_sheet: Callable[[str], object] | None = None  # given the folder to start in
    copy: Callable[[], str] | None = None  # the text the window puts on the clipboard
    paste: Callable[[str], object] | None = None  # given the clipboard's text
    describe_words: Callable[[], str] | None = None  # the status bar's entry while the page is shown
    use_word_file: Callable[[str], object] | None = None  # File > Load Word List
    use_default_words: Callable[[], object] | None = None
    language: Callable[[], str] | None = None  # the page's words' language (a Waffle file may name its own)
    tools: tuple[PageTool, ...] = ()  # the page's own actions, shown only with the page


class Page(Protocol):
    """What the window needs of each page, checked by mypy where the window adopts it."""

    @property
    def words_changed(self) -> SignalInstance:
        """Emitted when the page's word list changes (the window then asks `describe_words`)."""

    def page_actions(self) -> PageActions:
        """The page's document and what it answers to, asked once when the page is built."""
