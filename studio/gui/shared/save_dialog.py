"""The Save dialog every page and tool asks with: a name typed without a suffix gets the
chosen type's, as a file manager (and the studio's own Open) needs it to know the file."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget


def save_file_name(parent: QWidget | None, caption: str, start: str, filters: str) -> str:
    """The path chosen, or "" when cancelled: 'fugue' with 'Puzzle Studio JSON (*.json)'
    chosen is 'fugue.json' (Qt's static dialog adds no suffix itself)."""
    path, chosen = QFileDialog.getSaveFileName(parent, caption, start, filters)
    if not path or Path(path).suffix:
        return path
    suffix = re.search(r"\*(\.\w+)", chosen or filters)
    return path + suffix.group(1) if suffix else path
