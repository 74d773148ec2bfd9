"""The window's translations (studio/resources/i18n/*.ts): up to date with the code, every
text translated, and each translation keeping what the code and Qt read in the text."""

from __future__ import annotations

import re
import runpy
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from studio.language import TRANSLATIONS as LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "studio" / "resources" / "i18n"
TOOL = runpy.run_path(str(ROOT / "tools" / "update_translations.py"), run_name="tool")  # its SOURCES: one list
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\d")


def messages(ts: Path) -> dict[tuple[str, str], list[str]]:
    """(context, source) -> its translation, or a plural's forms, as the file has them."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [form.text or "" for form in translation.iter("numerusform")]
            found[(name, message.findtext("source", ""))] = forms or [translation.text or ""]
    return found


def test_the_window_loads_every_translation_there_is():
    """A .ts file the window's list (i18n.TRANSLATIONS) leaves out would be kept up to date
    by nobody and offered to nobody; English's holds only the plurals' forms ("1 swap")."""
    assert sorted([*LANGUAGES, "en"]) == sorted(ts.stem.removeprefix("studio_") for ts in FOLDER.glob("studio_*.ts"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ts_holds_every_text_of_the_code(lang, tmp_path):
    """lupdate run afresh over the folders tools/update_translations.py reads (the window's,
    the command line's, the use cases', the printed pages' and the facts' phrasing) finds
    exactly the texts the committed file has."""
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists() and shutil.which("pyside6-lupdate") is None:
        pytest.skip("pyside6-lupdate is not installed")
    copy = tmp_path / f"studio_{lang}.ts"
    shutil.copy(FOLDER / copy.name, copy)
    sources = sorted(str(p) for folder in TOOL["SOURCES"] for p in folder.rglob("*.py"))
    tool = str(lupdate) if lupdate.exists() else "pyside6-lupdate"
    subprocess.run(
        [tool, "-locations", "none", "-no-obsolete", *sources, "-ts", str(copy)], check=True, capture_output=True
    )
    assert set(messages(copy)) == set(messages(FOLDER / copy.name)), "run tools/update_translations.py"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_is_translated(lang):
    ts = FOLDER / f"studio_{lang}.ts"
    assert 'type="unfinished"' not in ts.read_text(encoding="utf-8")
    assert all(all(forms) for forms in messages(ts).values())
    assert (FOLDER / f"studio_{lang}.qm").stat().st_mtime >= 0  # compiled beside it


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_keep_placeholders_accelerators_and_ellipses(lang):
    """str.format fails on a missing or renamed field; a menu item loses its Alt key without
    its '&'; an item ending '…' opens a dialog, which the ellipsis promises."""
    wrong = []
    for (context, source), forms in messages(FOLDER / f"studio_{lang}.ts").items():
        for text in forms:
            wrong.extend(_kept(context, source, text))
    assert not wrong, wrong[:5]


@pytest.mark.parametrize("lang", [*LANGUAGES, "en"])
def test_every_plural_has_its_forms_and_keeps_its_count(lang):
    """A text with %n is a plural: two forms in each of the studio's languages, each with %n
    (the tool marks them: lupdate's Python reader does not)."""
    for (context, source), forms in messages(FOLDER / f"studio_{lang}.ts").items():
        if "%n" in source:
            assert len(forms) == 2 and all("%n" in form for form in forms), (context, source, forms)


def _kept(context: str, source: str, text: str) -> list[tuple[str, ...]]:
    """What `text` lost of `source`: its placeholders, its accelerator, its ellipsis."""
    wrong = []
    if sorted(PLACEHOLDER.findall(text)) != sorted(PLACEHOLDER.findall(source)):
        wrong.append(("placeholders", context, source, text))
    if ("&" in text.replace("&&", "")) != ("&" in source.replace("&&", "")):
        wrong.append(("accelerator", context, source, text))
    if text.endswith("…") != source.endswith("…"):
        wrong.append(("ellipsis", context, source, text))
    return wrong


def test_a_placeholder_mismatch_is_caught():
    """The oracle above reads placeholders as str.format does."""
    assert PLACEHOLDER.findall("{n:,} of {total:,} answers, {name}") == ["{n:,}", "{total:,}", "{name}"]
    assert PLACEHOLDER.findall("%1 de %2, {x!r}") == ["{x!r}", "%1", "%2"] or PLACEHOLDER.findall(
        "%1 de %2, {x!r}"
    ) == ["%1", "%2", "{x!r}"]
