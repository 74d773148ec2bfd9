"""Refresh the studio's translations: lupdate collects every tr() and translate() text (the
window's, the command line's, the sheets' and web pages') into
studio/resources/i18n/studio_<lang>.ts (keeping the translations made, dropping texts no
longer used), then lrelease compiles each .ts into the .qm the studio loads.

    python tools/update_translations.py            # both steps
    python tools/update_translations.py --check    # exit 1 when a .ts lacks a text or a translation

The English catalogue holds only the plural texts ("%n swaps allowed": its "1 swap allowed").
New texts come out marked unfinished: translate them (Qt Linguist, `pyside6-linguist`, or
any editor) and run the script again. Uses pyside6-lupdate and pyside6-lrelease, which
PySide6 installs beside the Python running this script.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from html import unescape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = [ROOT / "studio" / name for name in ("gui", "cli", "operations", "render", "language")]
FOLDER = ROOT / "studio" / "resources" / "i18n"
sys.path.insert(0, str(ROOT))
from studio.language import TRANSLATIONS  # noqa: E402  (the languages: one list)


def tool(name: str) -> str:
    """A PySide6 tool: beside this Python (a virtual environment's bin), else on PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e .)")
    return found


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for folder in SOURCES for p in folder.rglob("*.py"))


def lupdate(ts_files: list[Path], *options: str) -> None:
    """-locations none: the .ts files do not change when code only moves."""
    command = [tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete", *options, *sources(), "-ts"]
    subprocess.run([*command, *map(str, ts_files)], cwd=ROOT, check=True, capture_output=True)


CONTEXT = re.compile(r"<context>\s*<name>([^<]*)</name>.*?</context>\n", re.S)
MESSAGE = re.compile(
    r"    <message( numerus=\"yes\")?>\n        <source>([^<]*)</source>\n(.*?)\n    </message>\n", re.S
)
TRANSLATION = re.compile(r" *<translation.*</translation>", re.S)
FORM = "            <numerusform></numerusform>\n"
EMPTY_FORMS = f'        <translation type="unfinished">\n{FORM * 2}        </translation>'  # two forms: en, es, fr, de


def _messages(text: str) -> Iterator[tuple[str, re.Match[str]]]:
    for context in CONTEXT.finditer(text):
        for message in MESSAGE.finditer(context.group(0)):
            yield context.group(1), message


def plural_forms(ts_file: Path) -> dict[tuple[str, str], str]:
    """The plural texts' translations (context, source) -> <translation> element, kept across
    lupdate: its Python reader marks a text plural only when the count is a literal number,
    and then folds the forms a translator wrote into one."""
    if not ts_file.exists():
        return {}
    text = ts_file.read_text(encoding="utf-8")
    return {
        (context, unescape(m.group(2))): TRANSLATION.search(m.group(3)).group(0)  # type: ignore[union-attr]
        for context, m in _messages(text)
        if m.group(1)
    }


def mark_plurals(ts_file: Path, kept: dict[tuple[str, str], str], plurals_only: bool = False) -> None:
    """Every text with %n is a plural (two forms in each language the studio speaks), with the
    forms it had before; `plurals_only` (the English catalogue) keeps nothing else."""

    def message(context: str, m: re.Match[str]) -> str:
        if "%n" not in m.group(2):
            return "" if plurals_only else m.group(0)
        forms = kept.get((context, unescape(m.group(2))), EMPTY_FORMS)  # ' or &apos;: either writer's
        body = TRANSLATION.sub(lambda _: forms, m.group(3), count=1)
        return f'    <message numerus="yes">\n        <source>{m.group(2)}</source>\n{body}\n    </message>\n'

    def context(c: re.Match[str]) -> str:
        messages = MESSAGE.sub(lambda m: message(c.group(1), m), c.group(0))
        return messages if MESSAGE.search(messages) else ""

    text = ts_file.read_text(encoding="utf-8")
    ts_file.write_text(CONTEXT.sub(context, text), encoding="utf-8")


def lrelease(ts_file: Path) -> None:
    qm = ts_file.with_suffix(".qm")
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts_file), "-qm", str(qm)], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="report unfinished texts, change nothing")
    check = parser.parse_args(argv).check
    ts_files = [FOLDER / f"studio_{lang}.ts" for lang in TRANSLATIONS]
    english = FOLDER / "studio_en.ts"  # the plurals' English forms only: "%n swaps" says "1 swap"
    if check:
        unfinished = [ts.name for ts in [*ts_files, english] if 'type="unfinished"' in ts.read_text(encoding="utf-8")]
        print("unfinished: " + ", ".join(unfinished) if unfinished else "every text is translated")
        return 1 if unfinished else 0
    FOLDER.mkdir(parents=True, exist_ok=True)
    kept = {ts: plural_forms(ts) for ts in [*ts_files, english]}
    lupdate(ts_files)
    lupdate([english], "-target-language", "en")
    for ts in ts_files:
        mark_plurals(ts, kept[ts])
    mark_plurals(english, kept[english], plurals_only=True)
    for ts in [*ts_files, english]:
        lrelease(ts)
        print(f"{ts.relative_to(ROOT)} -> {ts.with_suffix('.qm').name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
