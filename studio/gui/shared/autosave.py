"""The window's crash recovery: a document's history (each page's, under its own kind)
written every few seconds while it has unsaved changes, removed once saved or at a clean exit, offered back after a
crash (the file format and which files are a crash's: core/autosave.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QStandardPaths, QTimer, Signal

from studio.core.autosave import History, Session, forget, read_history
from studio.core.errors import PuzzleError
from studio.gui.shared.document import Document
from studio.gui.shared.page_actions import Codec

AUTOSAVE_MS = 3000


def autosave_folder() -> Path:
    """$XDG_DATA_HOME/puzzle-studio/autosave (~/.local/share/... on Linux; Qt's generic
    data folder elsewhere)."""
    data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    return Path(data) / "puzzle-studio" / "autosave"


class Autosave(QObject):
    failed = Signal(str)  # why an autosave could not be written, for the status bar

    def __init__(
        self, document: Document[Any], of: str, codec: Codec, folder: Path, parent: QObject | None = None
    ) -> None:
        """`of` is the document's kind (its file's name starts with it); `codec` turns its
        values into JSON objects and back. A value of None (no board or game yet) is {}."""
        super().__init__(parent)
        self.document, self.of, self.folder, self.codec = document, of, folder, codec
        self.session = Session(folder, of)
        self.pending = False
        document.changed.connect(self._changed)
        self.timer = QTimer(self)
        self.timer.setInterval(AUTOSAVE_MS)
        self.timer.timeout.connect(self.write_if_changed)
        self.timer.start()

    def _changed(self) -> None:
        self.pending = True

    def write_if_changed(self) -> None:
        """The history when there are unsaved changes, else no file: only when the
        document changed since the last time."""
        if not self.pending:
            return
        self.pending = False
        try:
            if not self.document.dirty:
                self.session.end()
                return
            values, texts, index, clean = self.document.steps()
            where = str(self.document.path) if self.document.path else None
            values_json = tuple({} if value is None else self.codec.to_json(value) for value in values)
            self.session.write(History(self.of, where, values_json, tuple(texts), index, clean))
        except (OSError, PuzzleError) as err:
            self.failed.emit(f"Could not autosave: {getattr(err, 'strerror', None) or err}")

    def restore(self, path: Path) -> None:
        """The crashed window's history in this document (a PuzzleError when the file is bad)."""
        history = read_history(path)
        values = [self.codec.from_json(value) if value else None for value in history.values]
        self.document.restore(
            values, list(history.texts), history.index, history.clean, Path(history.path) if history.path else None
        )
        forget(path)
        self.pending = True
        self.write_if_changed()

    def stop(self) -> None:
        """A clean exit: no autosave left behind."""
        self.timer.stop()
        self.session.end()
