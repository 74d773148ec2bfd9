"""Refresh the studio's translations: lupdate collects every tr() and translate() text (the
window's, the command line's, the sheets' and web pages') into
studio/resources/i18n/studio_<lang>.ts (keeping the translations made, dropping texts no
longer used), then lrelease compiles each .ts into the .qm the studio loads.

    python tools/update_translations.py            # both steps
    python tools/update_translations.py --check    # exit 1 when a .ts lacks a text or a translation

New texts come out marked unfinished: translate them (Qt Linguist, `pyside6-linguist`, or
any editor) and run the script again. Uses pyside6-lupdate and pyside6-lrelease, which
PySide6 installs beside the Python running this script.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
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


def lupdate(ts_files: list[Path]) -> None:
    """-locations none: the .ts files do not change when code only moves."""
    command = [tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete", *sources(), "-ts"]
    subprocess.run([*command, *map(str, ts_files)], cwd=ROOT, check=True, capture_output=True)


def lrelease(ts_file: Path) -> None:
    qm = ts_file.with_suffix(".qm")
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts_file), "-qm", str(qm)], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="report unfinished texts, change nothing")
    check = parser.parse_args(argv).check
    ts_files = [FOLDER / f"studio_{lang}.ts" for lang in TRANSLATIONS]
    if check:
        unfinished = [ts.name for ts in ts_files if 'type="unfinished"' in ts.read_text(encoding="utf-8")]
        print("unfinished: " + ", ".join(unfinished) if unfinished else "every text is translated")
        return 1 if unfinished else 0
    FOLDER.mkdir(parents=True, exist_ok=True)
    lupdate(ts_files)
    for ts in ts_files:
        lrelease(ts)
        print(f"{ts.relative_to(ROOT)} -> {ts.with_suffix('.qm').name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
