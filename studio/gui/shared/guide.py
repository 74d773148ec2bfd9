"""Help > User Guide: the players' and designers' guide, in the interface's language,
searchable, offline, opening at the section of the page shown (F1).

The guide is studio/resources/guide/guide.<code>.md, one file per interface language
(English where a language has none). Each heading carries its section's id, the same in
every language (`## Waffle: play {#waffle-play}`): the window asks for a section by id, and
the translations keep the English file's sections (a test holds them to it). The
developers' documents (architecture, tests, benchmarks) stay in docs/.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib.resources.abc import Traversable

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import (
    QDesktopServices,
    QKeySequence,
    QPalette,
    QShortcut,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio import language
from studio.gui.shared.sizing import fit_to_screen
from studio.resources import resource

SECTION_ID = re.compile(r"^(#{1,3} .*?)\s*\{#([a-z0-9-]+)\}\s*$", re.MULTILINE)


def guide_file(code: str) -> Traversable | None:
    """The guide in the language `code`, else the English one; None when not installed."""
    for name in (f"guide/guide.{code}.md", "guide/guide.en.md"):
        path = resource(name)
        if path.is_file():
            return path
    return None


@dataclass(frozen=True)
class GuideText:
    """The guide as Markdown without its ids, and the section id of each heading, in order."""

    markdown: str
    ids: tuple[str, ...]


def guide_text(path: Traversable) -> GuideText:
    """A guide file read: every heading's `{#id}` taken off and kept, in order."""
    text = path.read_text(encoding="utf-8")
    ids = tuple(match.group(2) for match in SECTION_ID.finditer(text))
    return GuideText(SECTION_ID.sub(lambda match: match.group(1), text), ids)


@dataclass(frozen=True)
class Heading:
    level: int
    title: str
    position: int  # where its block starts in the document


def headings(document: QTextDocument) -> list[Heading]:
    found, block = [], document.begin()
    while block.isValid():
        level = block.blockFormat().headingLevel()
        if 0 < level <= 3:
            found.append(Heading(level, block.text(), block.position()))
        block = block.next()
    return found


class GuideDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("User guide — Puzzle Studio"))
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the guide"))
        self.search.setAccessibleName(self.tr("Search the guide"))
        self.search.setClearButtonEnabled(True)
        self.matches_label = QLabel()
        self.contents = QTreeWidget()
        self.contents.setHeaderHidden(True)
        self.contents.setAccessibleName(self.tr("Contents"))
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(self.tr("User guide"))
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self.follow)
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        search_row = QHBoxLayout()
        search_row.addWidget(self.search, 1)
        search_row.addWidget(self.matches_label)
        column.addLayout(search_row)
        column.addWidget(self.contents, 1)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([260, 640])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self.setTabOrder(self.search, self.contents)
        self.setTabOrder(self.contents, self.browser)
        self.sections: list[Heading] = []
        self.ids: tuple[str, ...] = ()  # the section id of each of `sections`
        self.found: list[QTextCursor] = []
        self.load()
        self.search.textChanged.connect(self.highlight)
        self.search.returnPressed.connect(lambda: self.next_match(backward=False))
        QShortcut(QKeySequence(QKeySequence.StandardKey.FindNext), self, lambda: self.next_match(backward=False))
        QShortcut(QKeySequence(QKeySequence.StandardKey.FindPrevious), self, lambda: self.next_match(backward=True))
        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self, self.search.setFocus)
        self.contents.currentItemChanged.connect(self._section_chosen)
        fit_to_screen(self, 960, 720)

    def load(self) -> None:
        """The guide in the interface's language (studio.language's, English where none)."""
        path = guide_file(language.current().code)
        if path is None:
            self.browser.setPlainText(self.tr("The user guide is not installed with this copy of Puzzle Studio."))
            return
        guide = guide_text(path)
        self.browser.setMarkdown(guide.markdown)
        self.sections = headings(self.browser.document())
        self.ids = guide.ids if len(guide.ids) == len(self.sections) else ()
        parents: dict[int, QTreeWidgetItem] = {}
        for index, heading in enumerate(self.sections):
            owner = next((parents[level] for level in range(heading.level - 1, 0, -1) if level in parents), None)
            item = QTreeWidgetItem([heading.title])
            item.setData(0, Qt.ItemDataRole.UserRole, index)
            if owner is None:
                self.contents.addTopLevelItem(item)
            else:
                owner.addChild(item)
            parents[heading.level] = item
            for deeper in [level for level in parents if level > heading.level]:
                del parents[deeper]
        self.contents.expandToDepth(0)

    def show_section_id(self, section: str) -> bool:
        """Scroll to the section `section` (an id: "waffle-play"), whatever the language."""
        if section not in self.ids:
            return False
        self._scroll_to(self.sections[self.ids.index(section)].position)
        return True

    def shown_section(self) -> str:
        """The id of the section the cursor is in ("" before the first)."""
        here = self.browser.textCursor().position()
        found = [i for i, heading in enumerate(self.sections) if heading.position <= here]
        return self.ids[found[-1]] if found and self.ids else ""

    def _section_chosen(self, item: QTreeWidgetItem | None) -> None:
        if item is not None:
            self._scroll_to(self.sections[item.data(0, Qt.ItemDataRole.UserRole)].position)

    def _scroll_to(self, position: int) -> None:
        """The heading at the top of the view, the cursor on it (a screen reader reads from there)."""
        document = self.browser.document()
        block = document.findBlock(position)
        self.browser.setTextCursor(QTextCursor(block))
        top = document.documentLayout().blockBoundingRect(block).top()
        self.browser.verticalScrollBar().setValue(int(top))

    def follow(self, url: QUrl) -> None:
        """A link to a section (`#waffle-play`) scrolls to it; a web link opens in the browser."""
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
        elif url.fragment():
            self.show_section_id(url.fragment())

    def highlight(self, text: str) -> None:
        """Every match marked; the count says how many."""
        self.found = []
        document = self.browser.document()
        if text.strip():
            cursor = document.find(text)
            while not cursor.isNull():
                self.found.append(cursor)
                cursor = document.find(text, cursor)
        marked = QTextCharFormat()  # the theme's selection colours: they read in light and dark
        marked.setBackground(self.palette().color(QPalette.ColorRole.Highlight))
        marked.setForeground(self.palette().color(QPalette.ColorRole.HighlightedText))
        selections = []
        for cursor in self.found:
            selection = QTextEdit.ExtraSelection()
            selection.cursor, selection.format = cursor, marked
            selections.append(selection)
        self.browser.setExtraSelections(selections)
        count = len(self.found)
        self.matches_label.setText(
            ""
            if not text.strip()
            else self.tr("1 match")
            if count == 1
            else self.tr("{count} matches").format(count=count)
        )
        if self.found:
            self.next_match(backward=False, start=0)

    def next_match(self, backward: bool, start: int | None = None) -> None:
        """The next (or previous) match after the cursor, round to the first (or last)."""
        if not self.found:
            return
        cursor = self.browser.textCursor()
        here = (cursor.selectionStart() if backward else cursor.position()) if start is None else start - 1
        after = [c for c in self.found if (c.selectionStart() < here if backward else c.selectionStart() > here)]
        chosen = (after[-1] if backward else after[0]) if after else (self.found[-1] if backward else self.found[0])
        self.browser.setTextCursor(chosen)
        self.browser.ensureCursorVisible()


def add_help_key(dialog: QWidget, section: str) -> None:
    """F1 in `dialog` (the generator, a sheet, an export) opens the guide at `section`, as a
    window of the dialog's own: one a modal dialog leaves usable."""

    def show() -> None:
        guide = dialog.findChild(GuideDialog) or GuideDialog(dialog)
        guide.show()
        guide.raise_()
        guide.activateWindow()
        guide.show_section_id(section)

    QShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents), dialog, show)
