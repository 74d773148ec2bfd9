"""Issue 35.6: a German, French or Spanish user meets no English sentence: in the window
(every page, Waffle mode and Wordle tab, every dialog, a typical story on each, the texts built
as it runs), on a printed sheet and its answer key (read back with pdftotext), in a web page
(as Chromium shows it) and on the command line. The oracle is tests/acceptance/english.py,
built from the catalogue's English source texts and common English words; it is shown to find
the English of an English window, so it can fail."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections import defaultdict
from collections.abc import Iterable
from functools import partial
from importlib import resources
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDoubleSpinBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QSpinBox,
    QTabWidget,
    QTextEdit,
    QToolBar,
    QWidget,
)

from studio.core import meanings
from studio.core.alphabet import language as word_language
from studio.core.waffle.swaps import swap_plan
from studio.gui.main_window import MainWindow
from studio.gui.shared.i18n import install_translators
from tests.acceptance.english import ENGLISH_WORDS, english_in, english_texts
from tests.conftest import shared_data_dir
from tests.gui.conftest import WAIT_MS, click_cell, wait_for_workers, wait_solved
from tests.gui.test_letterboxed_page import click_letter

EXAMPLES = resources.files("studio.resources.examples")
DAILY_1 = EXAMPLES.joinpath("daily-1.txt").read_text(encoding="utf-8")
DAILY_1_FILE = str(EXAMPLES.joinpath("daily-1.txt"))
LANGUAGES = ("de", "fr", "es")
BOARD = "TAP ERD NIL YCO"  # a Letter Boxed board with solutions in the built-in list


WORDS_SHOWN = "words shown"  # a view's property in this test: its cells are puzzle words (Word Sets' sets)


def _model_texts(model: QAbstractItemModel | None, rows: int = 60) -> list[str]:
    if model is None:
        return []
    texts = []
    root = QModelIndex()
    try:
        columns = model.columnCount(root)
    except TypeError:  # a list's model (columnCount private in the binding): one column
        columns = 1
    for section in range(columns):
        texts.append(str(model.headerData(section, Qt.Orientation.Horizontal) or ""))
    for row in range(min(model.rowCount(root), rows)):
        texts.append(str(model.headerData(row, Qt.Orientation.Vertical) or ""))
        for column in range(columns):
            index = model.index(row, column)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.data(index, role)
                if isinstance(value, str):
                    texts.append(value)
    return texts


def _action_texts(actions: Iterable, skip: set) -> list[str]:
    texts = []
    for action in actions:
        if action in skip:
            continue
        texts += [action.text(), action.toolTip(), action.statusTip(), action.iconText()]
        if action.menu() is not None:
            texts += [action.menu().title(), *_action_texts(action.menu().actions(), skip)]
    return texts


def origin(widget: QWidget) -> str:
    """Where a text is, for the report: the widget's class and its owners'."""
    names = []
    while widget is not None and len(names) < 3:
        names.append(type(widget).__name__)
        widget = widget.parentWidget()
    return "<".join(names)


def visible_texts(widget: QWidget, skip_actions: set, quoted: set[QWidget]) -> list[tuple[str, str]]:
    """Every text a user can read in a window: labels, buttons, menus and actions, tooltips,
    combo items, tables and lists, titles, group boxes, placeholders, status and progress."""
    found = [(widget.windowTitle(), "title")]
    if isinstance(widget, QMainWindow):
        found += [(t, "menu") for t in _action_texts(widget.menuBar().actions(), skip_actions)]
        found.append((widget.statusBar().currentMessage(), "status bar"))
    for child in [widget, *widget.findChildren(QWidget)]:
        if (child is not widget and (child.isWindow() or not child.isVisibleTo(widget))) or child in quoted:
            continue
        texts: list[str] = []
        texts += [child.toolTip(), child.accessibleName(), child.accessibleDescription()]  # a screen reader's too
        texts += _action_texts(child.actions(), skip_actions)
        if isinstance(child, (QLabel, QAbstractButton)):
            texts.append(child.text())
        if isinstance(child, QGroupBox):
            texts.append(child.title())
        if isinstance(child, QLineEdit):
            texts.append(child.placeholderText())
        if isinstance(child, (QTextEdit, QPlainTextEdit)):
            texts += [child.placeholderText(), *(child.toPlainText().split("\n") if child.isReadOnly() else [])]
        if isinstance(child, QComboBox):
            texts += [child.itemText(i) for i in range(child.count())]
        if isinstance(child, QAbstractItemView) and not isinstance(child, QHeaderView):  # found words: headers only
            texts += _model_texts(child.model(), 0 if child.property(WORDS_SHOWN) else 60)
        if isinstance(child, QTabWidget):
            for i in range(child.count()):
                texts += [child.tabText(i), child.tabToolTip(i)]
        if isinstance(child, (QSpinBox, QDoubleSpinBox)):
            texts += [child.prefix(), child.suffix(), child.specialValueText()]
        if isinstance(child, QAbstractSpinBox):
            texts.append(child.specialValueText())
        if isinstance(child, QProgressBar) and child.isTextVisible():
            texts.append(child.text())
        if isinstance(child, (QToolBar, QMenu)):
            texts.append(child.windowTitle())
        found += [(text, origin(child)) for text in texts]
    return [(t, where) for text, where in found for t in text.split("\n") if t.strip()]


class Walk:
    """What a user reads as the story goes, by window (the main window, each dialog)."""

    def __init__(self, window: MainWindow, definitions: set[str]) -> None:
        self.window = window
        self.texts: dict[str, set[str]] = defaultdict(set)
        self.origins: dict[str, str] = {}  # where each text was first seen
        self.definitions = definitions  # the puzzle's own English: its words' glosses
        # the menus that name each language in itself (by design: a user finds their own)
        self.skip = {*window.language_actions.actions(), *window.ui_language_actions.actions()}
        self.quoted: set[QWidget] = set()  # the licences, quoted as their authors wrote them
        self.won = ""  # Play's sentence on a win

    def look(self) -> None:
        QApplication.processEvents()
        for top in QApplication.topLevelWidgets():
            if top.isVisible():
                name = "window" if top is self.window else type(top).__name__
                for text, where in visible_texts(top, self.skip, self.quoted):
                    for gloss in self.definitions:
                        text = text.replace(gloss, " ")
                    self.texts[name].add(text)
                    self.origins.setdefault(text, where)


def daily_glosses() -> set[str]:
    """The English definitions of daily #1's words (WordNet's): the puzzle's, not the studio's."""
    words = ("FUGUE", "LOOSE", "OMEGA", "FOLIO", "GLOBE", "ENEMA")  # its published answer
    found = meanings.meanings(words, word_language("en"))
    return {m.gloss for m in found.values() if m is not None} | {m.word.lower() for m in found.values() if m}


@pytest.fixture
def window_in(qtbot, tmp_path, request):
    code = request.param
    install_translators(QApplication.instance(), code)
    window = MainWindow(QSettings(str(tmp_path / f"{code}.ini"), QSettings.Format.IniFormat))
    window.ask_save_changes = lambda *_: QMessageBox.StandardButton.Discard
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.waffle.default_words is not None, timeout=WAIT_MS)
    yield code, window
    for widget in QApplication.topLevelWidgets():
        if widget is not window and widget.isVisible():
            widget.close()
    install_translators(QApplication.instance(), "en")


def walk_the_window(qtbot, window: MainWindow, tmp_path: Path) -> Walk:
    walk = Walk(window, daily_glosses())
    page = window.waffle
    walk.look()  # an empty Solve page
    for mode in ("design", "play", "solve"):
        page.set_mode(mode)
        walk.look()
    page.set_mode("design")  # Design: a misspelt row and its near misses
    page.grid.setFocus()
    page.design_panel.slot_chosen.emit(0)
    qtbot.keyClicks(page.grid, "tharn")
    page.design_panel.slot_chosen.emit(0)
    wait_for_workers(qtbot)
    walk.look()
    page.set_mode("solve")
    page.paste_text(DAILY_1)  # Solve: paste the daily, hints, the steps
    wait_solved(qtbot, page)
    walk.look()
    panel = page.solve_panel
    for _ in range(4):
        panel.next_hint()
        walk.look()
    panel.reveal()
    for row in range(panel.steps.count()):
        panel.steps.setCurrentRow(row)
        walk.look()
    page.set_mode("design")  # Design: its slots, a slot's words that fit
    wait_for_workers(qtbot)
    page._select_slot(0)
    wait_for_workers(qtbot)
    walk.look()
    page.set_mode("play")  # Play to a win, then its review
    walk.look()
    swaps = swap_plan(page.game.tiles, page.game.solution).swaps
    for n, (a, b) in enumerate(swaps, 1):
        click_cell(qtbot, page.grid, a)
        click_cell(qtbot, page.grid, b)
        qtbot.waitUntil(lambda n=n: page.game.used == n, timeout=WAIT_MS)
        if n == 1:
            walk.look()
    qtbot.waitUntil(lambda: page.game.won, timeout=WAIT_MS)
    wait_for_workers(qtbot)
    walk.look()
    walk.won = page.play_panel.result.text()
    play = page.play_panel
    if not play.review_button.isHidden():
        qtbot.mouseClick(play.review_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: page.state.play.review is not None, timeout=WAIT_MS)
        while play.next_button.isEnabled():
            qtbot.mouseClick(play.next_button, Qt.MouseButton.LeftButton)
            walk.look()

    dialog = window.open_generator()  # the generator, both tools, a small batch
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT_MS)
    for index in range(dialog.source.count()):
        dialog.source.setCurrentIndex(index)
        walk.look()
    dialog.source.setCurrentIndex(0)
    dialog.batch.how_many.setValue(2)
    dialog.batch.seed.setValue(3)
    qtbot.mouseClick(dialog.batch.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.task.running, timeout=120_000)
    walk.look()
    dialog.tabs.setCurrentWidget(dialog.every)
    qtbot.mouseClick(dialog.every.every_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.every.go_on_button.isVisible() or not dialog.task.running, timeout=WAIT_MS)
    walk.look()
    dialog.close()
    wait_for_workers(qtbot)

    page.set_mode("solve")
    page.paste_text(DAILY_1)
    wait_solved(qtbot, page)
    for open_dialog in (window.open_sheet, window.open_export, window.show_guide, window.show_shortcuts, window.about):
        shown = open_dialog()
        if open_dialog == window.about:
            walk.quoted.add(shown.details)  # credits.json: licences and notices, quoted in English
        wait_for_workers(qtbot)
        walk.look()
        shown.close()
    from studio.gui.waffle.daily_dialog import DailyDialog, ResultsDialog
    from studio.gui.waffle.new_dialog import NewPuzzleDialog
    from studio.gui.waffle.word_lists_dialog import WordListsDialog

    daily = partial(DailyDialog, [("daily-1", page.puzzle)], page.words)  # the generator's daily web page
    for make in (NewPuzzleDialog, WordListsDialog, daily, ResultsDialog):
        shown = make(page)
        shown.show()
        walk.look()
        if isinstance(shown, NewPuzzleDialog):
            for index in range(shown.findChild(QComboBox).count()):
                shown.findChild(QComboBox).setCurrentIndex(index)
                walk.look()
        shown.close()

    letterboxed = window.letterboxed  # Letter Boxed: a board solved, a hint, solutions shown
    window.pages.setCurrentWidget(letterboxed)
    qtbot.waitUntil(lambda: letterboxed.lexicon is not None, timeout=WAIT_MS)
    walk.look()
    letterboxed.board_edit.clear()
    qtbot.keyClicks(letterboxed.board_edit, BOARD)
    qtbot.waitUntil(lambda: str(letterboxed.board) == BOARD and bool(letterboxed.solutions), timeout=WAIT_MS)
    wait_for_workers(qtbot)
    for button in (letterboxed.hint_button, letterboxed.hint_button, letterboxed.show_button):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        walk.look()
    qtbot.mouseClick(letterboxed.play_button, Qt.MouseButton.LeftButton)
    walk.look()
    board, words = letterboxed.board, letterboxed.solutions[0].words  # play: a refused letter, a word, a short one
    for letter in words[0]:
        click_letter(qtbot, letterboxed, letter)
    click_letter(qtbot, letterboxed, next(ch for ch in board.sides[board.side_of(words[0][-1])] if ch != words[0][-1]))
    walk.look()
    qtbot.keyClick(letterboxed.view, Qt.Key.Key_Return)
    qtbot.keyClicks(letterboxed.view, words[1][1].lower())
    qtbot.keyClick(letterboxed.view, Qt.Key.Key_Return)
    walk.look()

    wordle = window.wordle  # Wordle: each tab, a guess in the assistant
    window.pages.setCurrentWidget(wordle)
    qtbot.waitUntil(lambda: wordle.lists is not None, timeout=WAIT_MS)
    wait_for_workers(qtbot)
    for tab in range(wordle.tabs.count()):
        wordle.tabs.setCurrentIndex(tab)
        wait_for_workers(qtbot)
        walk.look()
    wordle.tabs.setCurrentWidget(wordle.assistant)
    tiles = wordle.assistant.tiles
    for letter in "salet":
        qtbot.keyClick(tiles, letter)
    qtbot.keyClick(tiles, Qt.Key.Key_Return)
    wait_for_workers(qtbot)
    walk.look()
    wordle.tabs.setCurrentWidget(wordle.play)
    for letter in "crane":
        qtbot.keyClick(wordle.play.tiles, letter)
    qtbot.keyClick(wordle.play.tiles, Qt.Key.Key_Return)
    walk.look()

    wordsets = window.wordsets  # Word Sets: a search, and one that finds nothing
    window.pages.setCurrentWidget(wordsets)
    wordsets.table.setProperty(WORDS_SHOWN, True)
    walk.look()
    qtbot.mouseClick(wordsets.find_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not wordsets.task.running, timeout=120_000)
    walk.look()
    wordsets.k.setValue(6)
    qtbot.mouseClick(wordsets.find_button, Qt.MouseButton.LeftButton)
    walk.look()
    wordsets.k.setValue(5)
    qtbot.mouseClick(wordsets.find_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not wordsets.task.running, timeout=120_000)
    walk.look()
    window.pages.setCurrentWidget(window.waffle)
    walk.look()
    return walk


def report(found: dict[str, list[tuple[str, str]]], origins: dict[str, str] | None = None) -> str:
    where = origins or {}
    return "\n".join(
        f"[{surface}] {text!r}: {why} ({where.get(text, surface)})"
        for surface, rows in found.items()
        for text, why in rows
    )


def english_left(found: dict[str, list[tuple[str, str]]]) -> int:
    return sum(len(rows) for rows in found.values())


@pytest.mark.slow
@pytest.mark.parametrize("window_in", LANGUAGES, indirect=True)
def test_the_window_walked_in_a_language_shows_no_english(qtbot, window_in, tmp_path):
    code, window = window_in
    walk = walk_the_window(qtbot, window, tmp_path)
    if code == "de":  # "in" takes the dative: a German reader's oracle, by hand
        assert "Gelöst in 10 Tauschzügen!" in walk.won, walk.won
    found = english_texts(walk.texts, code)
    assert not found, f"{english_left(found)} English texts in the {code} window:\n{report(found, walk.origins)}"


GAME = "2,1-1,3 3,4-3,2 5,2-5,3 1,2-2,3 5,4-2,5 4,5-3,5 5,4-1,2 5,4-4,3 5,4-3,5 5,4-2,3 5,4-4,1 4,1-4,3"
EN = ("--lang", "en")  # the daily's words are English, whatever the user's language
LOCALES = {"de": "de_DE.UTF-8", "fr": "fr_FR.UTF-8", "es": "es_ES.UTF-8"}


def studio(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    """A command as a user in `code`'s locale runs it (LANG, as gettext reads it)."""
    environ = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    environ["LANG"] = LOCALES[code]
    return subprocess.run(
        [sys.executable, "-m", "studio", *args], capture_output=True, text=True, env=environ, timeout=600
    )


def without_glosses(lines: Iterable[str], glosses: set[str]) -> set[str]:
    """The lines with the definitions' own English taken out: whole glosses, and the pieces of
    a clue (its word hidden as ~) or of a gloss wrapped over lines; what frames them stays
    (a clue's "(5, inflected)", "Across", "(noun)")."""
    kept = set()
    for line in lines:
        for gloss in glosses:
            line = line.replace(gloss, " ")
        pieces = re.split(r"(\([^)]*\)|:\s|^\s*\d+\.\s)", line)
        line = "".join(piece for piece in pieces if not _in_a_gloss(piece, glosses))
        if line.strip():
            kept.add(line.strip())
    return kept


def _in_a_gloss(piece: str, glosses: set[str]) -> bool:
    words = re.findall(r"[\w'~-]+", piece)
    if not words or piece.lstrip().startswith("("):
        return False
    if len(words) == 1 and words[0][0].isupper() and words[0].lower() in ENGLISH_WORDS:
        return False  # a heading of the studio's own ("Across") is checked, even if a gloss has the word
    pattern = r"\W+".join(r"\w+" if w == "~" else re.escape(w) for w in words)
    return any(re.search(rf"(?<!\w){pattern}(?!\w)", gloss, re.IGNORECASE) for gloss in glosses)


def _strings(value: object) -> list[str]:
    """Every string in a JSON value."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in _strings(item)]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item)]
    return []


def command_lines(code: str, tmp_path: Path) -> dict[str, set[str]]:
    """What each command prints (stdout and stderr), the daily's path and glosses taken out."""
    out = tmp_path / code
    out.mkdir()
    commands = {
        "solve": ["solve", DAILY_1_FILE, "--lang", "en"],
        "hint": ["solve", "--hint", "4", DAILY_1_FILE, "--lang", "en"],
        "solve, a typo": ["solve", "-", "--lang", "en"],
        "generate": ["generate", "--count", "1", "--seed", "3", "--out", str(out / "made"), "--lang", "en"],
        "export": ["export", DAILY_1_FILE, "--out", str(out / "daily.png"), "--lang", "en"],
        "letterboxed solve": ["letterboxed", "solve", BOARD, "--lang", "en", "--max", "3"],
        "letterboxed hint": ["letterboxed", "hint", BOARD, "--lang", "en"],
        "wordle suggest": ["wordle", "suggest", "SALET=BYBBG", "--lang", "en", "--top", "3"],
        "review": ["review", DAILY_1_FILE, "--swaps", GAME, "--lang", "en"],
        "review, a green tile": ["review", DAILY_1_FILE, "--swaps", "1,1-1,2", "--lang", "en"],
        "define": ["define", "fugue", "loose", "omega", "--lang", "en"],
        "read, not a picture": ["read", DAILY_1_FILE],
        "export, a PNG too small": [
            "export",
            DAILY_1_FILE,
            "--size",
            "5",
            "--out",
            str(out / "tiny.png"),
            "--lang",
            "en",
        ],
        "export, a format it does not write": ["export", DAILY_1_FILE, "--out", str(out / "daily.gif"), "--lang", "en"],
    }
    shots = shared_data_dir()
    if shots is not None:  # a screenshot read, its unsure tiles named
        commands["read"] = ["read", str(shots / "waffle" / "screenshots" / "eg1-begin.png")]
    glosses = daily_glosses()
    said: dict[str, set[str]] = {}
    for name, args in commands.items():
        done = studio(code, *args) if name != "solve, a typo" else _typo(code, args)
        lines = (done.stdout + done.stderr).replace(DAILY_1_FILE, " ").replace(str(out), " ").splitlines()
        said[f"cli {name}"] = without_glosses(lines, glosses)
    return said


def _typo(code: str, args: list[str]) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    environ["LANG"] = LOCALES[code]
    typo = DAILY_1.replace("F", "1", 1)  # a digit where a letter goes
    return subprocess.run(
        [sys.executable, "-m", "studio", *args], input=typo, capture_output=True, text=True, env=environ, timeout=600
    )


@pytest.mark.slow
@pytest.mark.parametrize("code", LANGUAGES)
def test_the_command_line_in_a_language_says_no_english(code, tmp_path):
    said = command_lines(code, tmp_path)
    assert all(said.values()), said  # every command said something
    found = english_texts(said, code)
    assert not found, f"{english_left(found)} English lines on the {code} command line:\n{report(found)}"


def pdf_lines(path: Path) -> list[str]:
    return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout.splitlines()


def paper_and_page(code: str, tmp_path: Path) -> dict[str, set[str]]:
    """A sheet with clues, its answer key with meanings, a book and a web page, made in `code`'s
    locale; the sheet read back by poppler, the page as Chromium shows it (and every message
    its script may show: the page's texts)."""
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is missing: apt-get install poppler-utils")
    glosses = daily_glosses()
    sheet, key, web, book = tmp_path / "sheet.pdf", tmp_path / "key.pdf", tmp_path / "page.html", tmp_path / "book.pdf"
    made = [
        studio(code, "export", DAILY_1_FILE, "--sheet", "1", "--clues", "--answer-line", "--out", str(sheet), *EN),
        studio(
            code, "export", DAILY_1_FILE, "--sheet", "2", "--pages", "answers", "--meanings", "--out", str(key), *EN
        ),
        studio(code, "export", DAILY_1_FILE, "--web", str(web), *EN),
        studio(code, "export", DAILY_1_FILE, "--book", str(book), *EN),
    ]
    assert [done.returncode for done in made] == [0, 0, 0, 0], [done.stderr for done in made]
    texts = {
        "sheet": without_glosses(pdf_lines(sheet), glosses),
        "answer key": without_glosses(pdf_lines(key), glosses),
        "web page": without_glosses(browser_text(web), glosses),
        "book": without_glosses(pdf_lines(book), glosses),
    }
    html = web.read_text(encoding="utf-8")
    messages = json.loads(re.search(r'<script id="texts" type="application/json">(.*?)</script>', html).group(1))
    texts["web page's messages"] = {text for text in _strings(messages) if text.strip()}
    return texts


def browser_text(page: Path) -> list[str]:
    """The page as Chromium draws it: its visible text, titles and labels."""
    driver_path = shutil.which("chromedriver")
    if driver_path is None:
        pytest.skip("chromedriver is missing: apt-get install chromium chromium-driver (.ci/run does as root)")
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is missing: pip install -e '.[test]'")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    read = (
        "return [document.title, document.body.innerText,"
        " ...[...document.querySelectorAll('[title],[aria-label],[placeholder]')].flatMap("
        "e => [e.title, e.getAttribute('aria-label'), e.getAttribute('placeholder')])].filter(Boolean)"
    )
    try:
        driver.get(page.as_uri())
        shown = driver.execute_script(read)
        driver.execute_script(
            "document.getElementById('give-up').click()"
        )  # the end: the solution, its words' meanings
        shown += driver.execute_script(read)
    finally:
        driver.quit()
    return [line for text in shown for line in text.splitlines()]


@pytest.mark.slow
@pytest.mark.parametrize("code", LANGUAGES)
def test_a_sheet_its_answer_key_and_a_web_page_in_a_language_hold_no_english(code, tmp_path):
    texts = paper_and_page(code, tmp_path)
    assert all(texts.values()), texts
    found = english_texts(texts, code)
    assert not found, f"{english_left(found)} English texts on {code} paper and page:\n{report(found)}"


@pytest.mark.parametrize(
    ("code", "text"),
    [  # what issue 35 saw, by hand: English in a German and a Spanish window
        ("de", "Alle Gitter würden about 3 min on 2 processes and make about 1,200,000 grids dauern; Start..."),
        ("es", "Puzle leído de la imagen: every tile was read with confidence; check the grid against your game"),
        ("de", "Row 1, column 2 green: Lösung 1"),
        ("de", "Untitled"),
        ("fr", "No sets found: try fewer words"),
        ("de", "Across"),
    ],
)
def test_the_oracle_finds_the_english_the_issue_saw(code, text):
    assert english_in(text, code)


@pytest.mark.parametrize(
    ("code", "text"),
    [  # their own words, and what a page may show as it is: puzzle words, names, files, keys
        ("de", "Gelöst in 10 Tauschzügen! 5 von 5 Sternen (am wenigsten: 10)"),
        ("fr", "Solution 1 : FUGUE LOOSE OMEGA"),
        ("es", "No hay significados para este idioma."),
        ("de", "Wortliste: words.txt"),
        ("de", "Verschiebt die gewählten Rätsel nach oben (Alt+Up)"),
        ("fr", "Puzzle Studio — Letter Boxed"),
    ],
)
def test_the_oracle_lets_each_language_be(code, text):
    assert english_in(text, code) is None


@pytest.mark.slow
def test_the_oracle_finds_the_english_of_an_english_window(qtbot, window):
    """The same walk's eyes on an English window: the check can fail."""
    walk = Walk(window, set())
    walk.look()
    window.open_generator()
    walk.look()
    for code in LANGUAGES:
        assert english_left(english_texts(walk.texts, code)) > 50
