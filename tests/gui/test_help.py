"""Help: the user guide from docs/, the shortcuts read from the real actions, the About box's credits."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand

import studio
from studio.gui.shared import guide
from studio.gui.shared.shortcuts import plain

ROOT = Path(__file__).resolve().parents[2]
RESOURCES = ROOT / "studio" / "resources"


def test_a_chosen_section_is_scrolled_to_and_a_link_opens_its_section(qtbot, window):
    dialog = window.show_guide()
    wordle = next(i for i, h in enumerate(dialog.sections) if h.title == "Wordle")
    top = dialog.contents.topLevelItem(0)
    item = top.child(next(k for k in range(top.childCount()) if top.child(k).text(0) == "Wordle"))
    dialog.contents.setCurrentItem(item)
    assert dialog.browser.textCursor().block().text() == "Wordle"
    assert dialog.browser.textCursor().position() == dialog.sections[wordle].position
    dialog.follow(QUrl("#print"))
    assert dialog.browser.textCursor().block().text() == "Print a sheet"


def test_search_marks_every_match_and_steps_round_them(qtbot, window):
    dialog = window.show_guide()
    text = dialog.browser.document().toPlainText()
    dialog.search.setText("fewest swaps")
    count = text.lower().count("fewest swaps")  # Qt's find is case-blind, as str.lower is here
    assert count > 3 and dialog.matches_label.text() == f"{count} matches"
    assert len(dialog.browser.extraSelections()) == count
    starts = []
    for _ in range(count + 1):
        starts.append(dialog.browser.textCursor().selectionStart())
        assert dialog.browser.textCursor().selectedText().lower() == "fewest swaps"
        qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert starts[:count] == sorted(starts[:count]) and starts[count] == starts[0]  # in order, then round
    # the last Return went on to the second match; back twice: the first, then round to the last
    qtbot.waitUntil(dialog.isActiveWindow)  # the dialog's keys are its window's
    qtbot.keyClick(dialog.browser, Qt.Key.Key_F3, Qt.KeyboardModifier.ShiftModifier)
    assert dialog.browser.textCursor().selectionStart() == starts[0]
    qtbot.keyClick(dialog.browser, Qt.Key.Key_F3, Qt.KeyboardModifier.ShiftModifier)
    assert dialog.browser.textCursor().selectionStart() == max(starts)
    dialog.search.setText("qzxqzx")
    assert dialog.matches_label.text() == "0 matches" and not dialog.browser.extraSelections()


def test_without_its_documents_the_guide_says_so(qtbot, window, monkeypatch):
    monkeypatch.setattr(guide, "guide_file", lambda _code: None)
    dialog = window.show_guide()
    assert "not installed" in dialog.browser.toPlainText() and dialog.contents.topLevelItemCount() == 0


def test_the_bundle_ships_the_guide_where_the_guide_looks():
    spec = (ROOT / "packaging" / "puzzle-studio.spec").read_text()
    assert '(str(ROOT / "studio" / "resources"), "studio/resources")' in spec
    assert guide.guide_file("en") == RESOURCES / "guide" / "guide.en.md"
    assert guide.guide_file("xx") == RESOURCES / "guide" / "guide.en.md"  # no guide in a language: English


# ---------------------------------------------------------------- shortcuts

# The keys the manual promises (docs/MANUAL.md), as the window should list them.
PROMISED = {
    ("File", "Open"): "Ctrl+O",
    ("File", "Save"): "Ctrl+S",
    ("File > Export", "Picture or File"): "Ctrl+E",
    ("File > Export", "Print Sheet"): "Ctrl+P",
    ("Edit", "Draw Holes"): "Ctrl+H",
    ("Edit", "Paste Puzzle"): "Ctrl+V",
    ("Mode", "Solve"): "Ctrl+1",
    ("Mode", "Design"): "Ctrl+2",
    ("Mode", "Play"): "Ctrl+3",
    ("Puzzle", "Generate Puzzles"): "Ctrl+G",
    ("Help", "User Guide"): "F1",
}


def test_the_shortcuts_are_the_ones_the_manual_promises(qtbot, window):
    dialog = window.show_shortcuts()
    listed = {(row.where, row.what): row.keys for row in dialog.rows}
    for (where, what), keys in PROMISED.items():
        assert keys in listed[(where, what)].split(", "), (where, what)
    assert "Ctrl+Z" in listed[("Edit", "Undo")] and "Ctrl+Y" in listed[("Edit", "Redo")]
    table = [[dialog.table.item(r, c).text() for c in range(3)] for r in range(dialog.table.rowCount())]
    assert ["File", "Open", "Ctrl+O"] in table


def test_undo_and_redo_are_listed_by_their_names_not_by_what_they_would_undo(qtbot, window):
    stack = window.undo_group.activeStack()
    stack.push(QUndoCommand("Type Ñ"))
    stack.push(QUndoCommand("Type O"))
    stack.undo()
    assert plain(window.undo_action.text()) == "Undo Type Ñ" and plain(window.redo_action.text()) == "Redo Type O"
    whats = [row.what for row in window.show_shortcuts().rows if row.where == "Edit"]
    assert "Undo" in whats and "Redo" in whats
    assert not [what for what in whats if "Type" in what]


def test_only_keys_on_an_ordinary_keyboard_are_listed(qtbot, window):
    """The walk read "Undo: Ctrl+Z, F14, Undo": Qt's standard keys on X11 add F14 and the
    Sun keyboard's Undo key. Qt's own list for Undo is given them here, whatever the platform."""
    undo = next(a for a in window.findChildren(QAction) if plain(a.text()) == "Undo")
    undo.setShortcuts([QKeySequence("Ctrl+Z"), QKeySequence(Qt.Key.Key_F14), QKeySequence(Qt.Key.Key_Undo)])
    listed = {(row.where, row.what): row.keys for row in window.show_shortcuts().rows}
    assert listed[("Edit", "Undo")] == "Ctrl+Z"
    ordinary = re.compile(
        r"((Ctrl|Shift|Alt|Meta)\+)*([^+\s]|F([1-9]|1[0-2])|Esc|Tab|Backspace|Return|Enter|Ins|Del|"
        r"Home|End|Left|Right|Up|Down|PgUp|PgDown|Space|Print|Pause|\+)"
    )
    for row in window.show_shortcuts().rows:
        for key in row.keys.split(", "):
            assert ordinary.fullmatch(key), (row, key)


def test_no_key_does_two_things(qtbot, window):
    dialog = window.show_shortcuts()
    keys = [key for row in dialog.rows for key in row.keys.split(", ")]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)


def test_a_key_a_page_adds_is_listed_under_that_page(qtbot, window):
    """Nothing is written by hand: an action added at run time is in the next list."""
    action = QAction("Next Guess", window.wordle)
    action.setShortcut(QKeySequence("Ctrl+Shift+K"))
    window.wordle.addAction(action)
    rows = window.show_shortcuts().rows
    assert any(r.where == "Wordle" and r.what == "Next Guess" and r.keys == "Ctrl+Shift+K" for r in rows)


def test_every_page_is_built_for_the_list(qtbot, window):
    window.show_shortcuts()
    assert not window.stand_ins


# ---------------------------------------------------------------- about


def test_about_names_every_library_and_every_shipped_file(qtbot, window):
    dialog = window.about()
    text = dialog.details.toPlainText()
    facts = json.loads((RESOURCES / "credits.json").read_text())
    for entry in facts["libraries"] + facts["data"]:
        assert entry["name"] in text and entry["licence"] in text
    assert f"NumPy {numpy.__version__}" in text and studio.__version__ in dialog.heading.text()
    assert "Kevin Atkinson" in text and "CC BY-SA 4.0" in text and "LGPL-3.0" in text
    named = " ".join(entry["name"] for entry in facts["data"])
    shipped = [
        p.relative_to(ROOT).as_posix()
        for p in RESOURCES.rglob("*")
        if p.is_file() and p.suffix not in (".py", ".pyc") and p.name != "credits.json"
    ]
    for path in shipped:  # a file is credited by its own path or its folder's
        assert path in named or str(Path(path).parent) in named or path.rsplit(".", 1)[0] in named, path


def test_the_readme_table_is_printed_from_the_same_file():
    import subprocess
    import sys

    done = subprocess.run([sys.executable, str(ROOT / "tools" / "credits_table.py")], capture_output=True, text=True)
    facts = json.loads((RESOURCES / "credits.json").read_text())
    rows = [line for line in done.stdout.splitlines() if line.startswith("| ") and "---" not in line]
    assert len(rows) == 2 + len(facts["libraries"]) + len(facts["data"])


def test_the_ways_out_of_the_studio_are_one_file_export_submenu(qtbot, window):
    file_menu = window.menuBar().actions()[0].menu()
    submenus = {plain(action.text()): action.menu() for action in file_menu.actions() if action.menu() is not None}
    export = submenus["Export"]
    assert [plain(a.text()) for a in export.actions() if not a.isSeparator()] == [
        "Picture or File",
        "Playable Web Page",
        "Print Sheet",
    ]
    direct = {id(action) for action in file_menu.actions()}
    assert not direct & {id(window.export_action), id(window.web_action), id(window.sheet_action)}
    assert window.export_action.iconText() == "Export"  # the toolbar keeps its short label
