"""Help > User Guide: the project's own Markdown documents, searchable, offline.

The documents are not copied into the package: the source tree's `docs/` is read where
it exists (a checkout, an editable install), and the bundle's spec copies `docs/*.md`
in as `studio/resources/docs`. Pictures the bundle leaves out become their captions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

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

import studio
from studio.gui.shared.sizing import fit_to_screen

GUIDE_FILES = ("MANUAL.md", "REFERENCE.md", "RULES.md", "ARCHITECTURE.md")  # in reading order; they link
PICTURE = re.compile(r"!\[([^\]]*)\]\(([^)\s]+)\)")


def docs_folder() -> Path | None:
    """Where the guide's documents are: the bundle's copy, else the source tree's docs/."""
    package = Path(studio.__file__).resolve().parent
    for folder in (package / "resources" / "docs", package.parent / "docs"):
        if (folder / GUIDE_FILES[0]).is_file():
            return folder
    return None


def guide_markdown(folder: Path) -> str:
    """The documents as one Markdown text; a picture that is not there becomes its caption."""

    def picture(match: re.Match[str]) -> str:
        caption, target = match.groups()
        return match.group(0) if (folder / target).is_file() else f"*(Picture: {caption})*"

    texts = [PICTURE.sub(picture, (folder / name).read_text(encoding="utf-8")) for name in GUIDE_FILES]
    return "\n\n".join(texts)


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
        folder = docs_folder()
        if folder is None:
            self.browser.setPlainText(self.tr("The user guide is not installed with this copy of Puzzle Studio."))
            return
        self.browser.setSearchPaths([str(folder)])
        self.browser.setMarkdown(guide_markdown(folder))
        self.sections = headings(self.browser.document())
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

    def show_section(self, title: str) -> bool:
        """Scroll to the first heading whose title starts with `title`."""
        for heading in self.sections:
            if heading.title.lower().startswith(title.lower()):
                self._scroll_to(heading.position)
                return True
        return False

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
        """A link to another of the documents scrolls to it; a web link opens in the browser."""
        name = Path(url.path()).name
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
        elif name in GUIDE_FILES:
            self._scroll_to(self._document_starts()[GUIDE_FILES.index(name)])

    def _document_starts(self) -> list[int]:
        """Where each document begins: its title, the only level-1 heading it has."""
        starts = [heading.position for heading in self.sections if heading.level == 1]
        return starts + [0] * (len(GUIDE_FILES) - len(starts))

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
