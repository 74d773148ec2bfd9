"""A page's open file: one immutable value of type T (a puzzle, a board, a game), its
path, and an undo stack of values, so every page saves, titles and asks about unsaved
changes alike.

Three signals, so a page redraws for what it must: `changed` for anything the title
shows (the value, saved or not, the path), `value_changed` for a new value only (a save
is no edit: a won game stays won), `replaced` before a new or opened file's value
arrives (the page drops every per-document state: cursor, modes, hints)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Generic, TypeVar, cast

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from studio.core.errors import PuzzleError
from studio.core.text import shown
from studio.language.facts import phrase, place

T = TypeVar("T")


class Document(QObject, Generic[T]):
    changed = Signal()
    value_changed = Signal()
    replaced = Signal(object)  # the new value, not yet shown

    def __init__(self, value: T, save: Callable[[T, Path], None], untitled: str, parent: QObject | None = None) -> None:
        """`save(value, path)` writes the file (atomically: core/atomic.py); `untitled` names a new one."""
        super().__init__(parent)
        self.value = value
        self.path: Path | None = None
        self._save = save
        self.untitled = untitled
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    @property
    def name(self) -> str:
        return shown(self.path.name) if self.path else self.untitled

    def edit(self, value: T, text: str) -> None:
        """Every change goes through here, so every change can be undone."""
        if value != self.value:
            self.undo_stack.push(_SetValue(self, self.value, value, text))

    def replace(self, value: T, path: Path | None) -> None:
        """A new or opened file: a fresh history."""
        self.path = path
        self.undo_stack.clear()
        self.replaced.emit(value)
        self._set(value)

    def save(self, path: Path) -> None:
        self._save(self.value, path)
        self.path = path
        self.undo_stack.setClean()
        self.changed.emit()

    def try_save(self, path: str | Path, kept: str) -> str | None:
        """None once saved; else what went wrong, for the page to show (the file is untouched),
        followed by `kept`, the page's own words ("Nothing was written; your puzzle is still here.")."""
        try:
            self.save(Path(path))
        except (OSError, PuzzleError) as err:
            why = str(err) if isinstance(err, PuzzleError) else err.strerror or str(err)
            could_not = QCoreApplication.translate("Document", "Could not save {name}: {why}.")
            return f"{could_not.format(name=shown(Path(path).name), why=why)} {kept}"
        return None

    def steps(self) -> tuple[list[T], list[str], int, int]:
        """The history: every value in undo order (the first before any edit), the undo
        text that made each ("" for the first), the step shown, and the step saved (-1: none)."""
        stack = self.undo_stack
        commands = [cast(_SetValue[T], stack.command(i)) for i in range(stack.count())]
        values = [commands[0].before if commands else self.value, *(c.after for c in commands)]
        return values, ["", *(c.text() for c in commands)], stack.index(), stack.cleanIndex()

    def restore(self, values: list[T], texts: list[str], index: int, clean: int, path: Path | None) -> None:
        """`steps()` again (from an autosave): the value shown, Undo and Redo, and whether it is saved."""
        self.replace(values[0], path)
        for before, after, text in zip(values, values[1:], texts[1:]):
            self.undo_stack.push(_SetValue(self, before, after, text))
        if clean >= 0:
            self.undo_stack.setIndex(clean)
            self.undo_stack.setClean()
        else:
            self.undo_stack.resetClean()
        self.undo_stack.setIndex(index)

    def _clean_changed(self, _clean: bool) -> None:
        self.changed.emit()

    def _set(self, value: T) -> None:
        self.value = value
        self.value_changed.emit()
        self.changed.emit()


class _SetValue(QUndoCommand, Generic[T]):
    def __init__(self, document: Document[T], before: T, after: T, text: str) -> None:
        super().__init__(text)
        self.document, self.before, self.after = document, before, after

    def redo(self) -> None:
        self.document._set(self.after)

    def undo(self) -> None:
        self.document._set(self.before)


def failure_text(what: str, err: PuzzleError) -> str:
    """'Could not … at line 3, column 2: why', one sentence that starts with a capital."""
    where = place(err)
    if where:
        return QCoreApplication.translate("Document", "{what} at {place}: {why}").format(
            what=what, place=where, why=phrase(err.fact)
        )
    return QCoreApplication.translate("Document", "{what}: {why}").format(what=what, why=phrase(err.fact))
