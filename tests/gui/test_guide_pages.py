"""The user guide (issue 35.3): F1 opens it at the section of the page shown, in every
page, mode and Wordle tab; each language's guide has the English one's sections; the guide
shown follows the interface language; it is the players' and designers', not the developers'."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from studio.gui.shared.guide import guide_file, guide_text
from studio.gui.shared.i18n import install_translators
from studio.language import LANGUAGES, TRANSLATIONS
from tests.conftest import ROOT

GUIDES = ROOT / "studio" / "resources" / "guide"
HEADING = re.compile(r"^(#{1,3}) (.*?) \{#([a-z0-9-]+)\}$", re.MULTILINE)

# What F1 shows for each place of the window: (page, Waffle mode or Wordle tab, section)
PLACES = [
    ("waffle", "solve", "waffle-solve"),
    ("waffle", "design", "waffle-design"),
    ("waffle", "play", "waffle-play"),
    ("wordle", 0, "wordle-play"),
    ("wordle", 1, "wordle-assistant"),
    ("wordle", 2, "wordle-backtest"),
    ("letterboxed", None, "letter-boxed"),
    ("wordsets", None, "word-sets"),
]
DEVELOPER_WORDS = ("pytest", "benchmark", "import-linter", "lint-imports", "mypy", "ruff", "tests/", "studio/core")


def sections(code: str) -> list[tuple[int, str, str]]:
    """(level, title, id) of every heading of a guide file, read with a plain regex."""
    text = (GUIDES / f"guide.{code}.md").read_text(encoding="utf-8")
    found = [(len(m.group(1)), m.group(2), m.group(3)) for m in HEADING.finditer(text)]
    assert len(found) == len(re.findall(r"^#{1,3} ", text, re.MULTILINE)), "a heading without its {#id}"
    return found


def titles(code: str) -> dict[str, str]:
    return {section: title for _level, title, section in sections(code)}


@pytest.mark.slow
@pytest.mark.parametrize(("page", "where", "section"), PLACES)
def test_f1_opens_the_guide_at_the_page_shown(qtbot, window, page, where, section):
    shown = window.page(page)
    window.pages.setCurrentWidget(shown)
    if page == "waffle":
        window.waffle.set_mode(where)
    elif page == "wordle":
        shown.tabs.setCurrentIndex(where)
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialog = window.dialogs["guide"]
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.shown_section() == section
    assert dialog.browser.textCursor().block().text() == titles("en")[section]  # the file's heading


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_each_language_has_the_english_guides_sections(code):
    english, translated = sections("en"), sections(code)
    assert [(level, section) for level, _t, section in translated] == [(level, s) for level, _t, s in english]
    changed = [t for (_l, t, _s), (_l2, e, _s2) in zip(translated, english, strict=True) if t != e]
    assert len(changed) > len(english) // 2  # translated, not copied (names such as "Wordle" stay)


def test_every_place_of_the_window_has_its_section():
    assert {section for _p, _w, section in PLACES} <= set(titles("en"))


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_guide_has_no_developer_material(code):
    text = (GUIDES / f"guide.{code}.md").read_text(encoding="utf-8").lower()
    assert [word for word in DEVELOPER_WORDS if word in text] == []


def test_the_guide_read_keeps_every_id_and_shows_none():
    guide = guide_text(guide_file("en"))
    assert list(guide.ids) == [section for _l, _t, section in sections("en")]
    assert "{#" not in guide.markdown


@pytest.mark.slow
@pytest.mark.parametrize("code", ["de", "es", "fr"])
def test_the_guide_shown_follows_the_interface_language(qtbot, window, code):
    install_translators(QApplication.instance(), code)
    try:
        window.dialogs.pop("guide", None)
        dialog = window.show_guide()
        assert dialog.sections[0].title == titles(code)["guide"]
        assert dialog.browser.textCursor().block().text() == titles(code)["waffle-solve"]
    finally:
        install_translators(QApplication.instance(), "en")


@pytest.mark.slow
@pytest.mark.parametrize(("opens", "section"), [("generator", "generate"), ("sheet", "print"), ("export", "export")])
def test_f1_in_a_dialog_opens_the_guide_at_its_section(qtbot, window, tmp_path, opens, section):
    from studio.gui.shared.guide import GuideDialog

    if opens == "generator":
        dialog = window.open_generator()
    else:
        window.waffle.paste_text("FAM\nO.U\nRTS\n\nggg\ng.g\nggg\n")
        page = window.waffle
        dialog = page.open_sheet(str(tmp_path)) if opens == "sheet" else page.open_export(str(tmp_path))
    qtbot.addWidget(dialog)
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog, Qt.Key.Key_F1)
    guide = dialog.findChild(GuideDialog)
    assert guide is not None and guide.isVisible()
    assert guide.shown_section() == section
    assert guide.browser.textCursor().block().text() == titles("en")[section]
