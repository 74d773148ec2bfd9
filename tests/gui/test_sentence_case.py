"""Every message the window's code writes starts with a capital (issue 23: messages
started in lower case). A static scan of the string literals handed to the calls that show
text; the states a user reaches are read off the screen in
tests/acceptance/test_messages_story.py. Placeholders are left out: they show examples to
type ('r1=FUGUE c3=GLOBE'), not sentences."""

from __future__ import annotations

import ast
from pathlib import Path

GUI = Path(__file__).resolve().parents[2] / "studio" / "gui"
# the call, and which argument is the text shown
SHOWS = {
    "set_status": 1,
    "show_error": 0,
    "show_info": 0,
    "offer": 0,
    "showMessage": 0,
    "_show_game": 0,
    "setText": 0,
    "setToolTip": 0,
    "QLabel": 0,
    "QPushButton": 0,
    "QCheckBox": 0,
    "wrapped": 0,
    "heading": 0,
    "information": 2,
    "warning": 2,
    "critical": 2,
    "question": 2,
}


def leading_text(node: ast.expr) -> str | None:
    """The literal start of a string or f-string argument (None: it starts with a value)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
        return str(node.values[0].value)
    return None


def test_texts_shown_start_with_a_capital():
    lower = []
    for path in sorted(GUI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            at = SHOWS.get(name or "")
            if at is None or len(node.args) <= at:
                continue
            text = leading_text(node.args[at])
            if text and text[:1].islower():
                lower.append(f"{path.relative_to(GUI)}:{node.lineno}: {text!r}")
    assert lower == [], "\n".join(lower)
