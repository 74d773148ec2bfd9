"""Help > About: the version, and the licences of every library and data file shipped.

The facts are in studio/resources/credits.json, which tools/credits_table.py also prints
for docs/LICENCES.md, so the two cannot disagree.
"""

from __future__ import annotations

import json
import platform
import sys
from html import escape
from importlib import import_module

from PySide6.QtCore import qVersion
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from studio import __version__
from studio.gui.shared.sizing import fit_to_screen
from studio.resources import resource


def credits() -> dict[str, list[dict[str, str]]]:
    found: dict[str, list[dict[str, str]]] = json.loads(resource("credits.json").read_text(encoding="utf-8"))
    return found


def running_version(module: str) -> str:
    """The version of a library as this program runs it ('' where it does not say)."""
    if module == "sys":
        return platform.python_version()
    if module == "qt":
        return qVersion()
    if not module:
        return ""
    return str(getattr(import_module(module), "__version__", ""))


def credits_html() -> str:
    facts = credits()
    parts = ["<h3>Libraries</h3><table cellspacing='0' cellpadding='4'>"]
    for entry in facts["libraries"]:
        version = running_version(entry["module"])
        name = escape(entry["name"]) + (f" {escape(version)}" if version else "")
        parts.append(
            f"<tr><td valign='top'><b>{name}</b></td><td>{escape(entry['licence'])}<br>"
            f"<small>{escape(entry['role'])}. {_link(entry['url'])}</small></td></tr>"
        )
    parts.append("</table><h3>Word lists and data files</h3>")
    for entry in facts["data"]:
        parts.append(
            f"<p><b>{escape(entry['name'])}</b><br>{escape(entry['licence'])}.<br>"
            f"<small>{escape(entry['role'])}. {_link(entry['url'])}</small></p>"
        )
        if entry.get("notice"):
            parts.append(f"<blockquote><small>{escape(entry['notice'])}</small></blockquote>")
    return "".join(parts)


def _link(url: str) -> str:
    return f"<a href='{escape(url)}'>{escape(url)}</a>" if url else ""


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Puzzle Studio"))
        icon = QLabel()
        icon.setPixmap(self.windowIcon().pixmap(64, 64) if not self.windowIcon().isNull() else QPixmap())
        self.heading = QLabel(
            self.tr(
                "<b>Puzzle Studio {__version__}</b><br>Solve, design, play and print word "
                "puzzles.<br><small>Python {python_version}, Qt {qVersion}, on {platform}. "
                "Puzzle Studio is free software under the MIT licence.</small>"
            ).format(
                __version__=__version__,
                python_version=platform.python_version(),
                qVersion=qVersion(),
                platform=escape(sys.platform),
            )
        )
        self.heading.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(icon)
        top.addWidget(self.heading, 1)
        self.details = QTextBrowser()
        self.details.setAccessibleName(self.tr("Licences and credits"))
        self.details.setOpenExternalLinks(True)
        self.details.setHtml(credits_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        about_qt = buttons.addButton(self.tr("About &Qt"), QDialogButtonBox.ButtonRole.HelpRole)
        about_qt.clicked.connect(lambda: QMessageBox.aboutQt(self, "About Qt"))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.details, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, 640, 600)
