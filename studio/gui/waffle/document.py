"""The open puzzle: one immutable Puzzle value, its file, and an undo stack of values."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from studio.core.waffle.formats import save_puzzle
from studio.core.waffle.puzzle import Puzzle


class Document(QObject):
    changed = Signal()

    def __init__(self, puzzle: Puzzle, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.puzzle = puzzle
        self.path: Path | None = None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    @property
    def name(self) -> str:
        return self.path.name if self.path else "Untitled"

    def edit(self, puzzle: Puzzle, text: str) -> None:
        """Every change goes through here, so every change can be undone."""
        if puzzle != self.puzzle:
            self.undo_stack.push(_SetPuzzle(self, self.puzzle, puzzle, text))

    def replace(self, puzzle: Puzzle, path: Path | None) -> None:
        """A new or opened file: a fresh history."""
        self.path = path
        self.undo_stack.clear()
        self._set(puzzle)

    def save(self, path: Path) -> None:
        save_puzzle(self.puzzle, path)
        self.path = path
        self.undo_stack.setClean()
        self.changed.emit()

    def _clean_changed(self, _clean: bool) -> None:
        self.changed.emit()

    def _set(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.changed.emit()


class _SetPuzzle(QUndoCommand):
    def __init__(self, document: Document, before: Puzzle, after: Puzzle, text: str) -> None:
        super().__init__(text)
        self.document, self.before, self.after = document, before, after

    def redo(self) -> None:
        self.document._set(self.after)

    def undo(self) -> None:
        self.document._set(self.before)
