"""The layers of docs/RULES.md A1, checked: the core never imports Qt; and the types hold everywhere."""

import pkgutil
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_import_linter_contracts_hold():
    lint_imports = shutil.which("lint-imports") or str(Path(sys.executable).parent / "lint-imports")
    if not Path(lint_imports).exists():
        pytest.skip("import-linter is not installed (pip install -e .[test])")
    done = subprocess.run([lint_imports], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def modules_loaded_by(package: str) -> set[str]:
    """Every module in sys.modules after importing all of `package`, in a fresh process."""
    code = (
        f"import sys, pkgutil, importlib, {package}\n"
        f"for m in pkgutil.walk_packages({package}.__path__, '{package}.'):\n"
        "    importlib.import_module(m.name)\n"
        "print('\\n'.join(sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return set(done.stdout.split())


def test_importing_the_whole_core_loads_no_qt():
    assert not [m for m in modules_loaded_by("studio.core") if m.startswith(("PySide6", "shiboken6"))]


def test_rendering_loads_no_widgets():
    """The CLI exports without a window: studio.render stays on QtGui and QtSvg."""
    loaded = modules_loaded_by("studio.render")
    assert "PySide6.QtGui" in loaded and "PySide6.QtWidgets" not in loaded


def test_plain_mypy_is_strict_for_every_module(monkeypatch: pytest.MonkeyPatch):
    """`mypy` with no arguments, as CI runs it, checks every module of studio/ as `--strict`
    would: each flag that mypy's own --strict turns on is on for each module."""
    mypy_main = pytest.importorskip("mypy.main")
    monkeypatch.chdir(ROOT)
    _, plain = mypy_main.process_options(["--config-file", "", "-c", "pass"])
    _, strict = mypy_main.process_options(["--config-file", "", "--strict", "-c", "pass"])
    _, ours = mypy_main.process_options([])  # pyproject.toml's [tool.mypy]
    names = [n for n in dir(strict) if not n.startswith("_") and not callable(getattr(strict, n))]
    flags = [n for n in names if getattr(plain, n) != getattr(strict, n)]
    assert "disallow_untyped_defs" in flags  # what --strict means was read
    import studio

    modules = [m.name for m in pkgutil.walk_packages(studio.__path__, "studio.")]
    assert len(modules) > 100
    loose = {
        (module, flag)
        for module in modules
        for flag in flags
        if getattr(ours.clone_for_module(module), flag) != getattr(strict, flag)
    }
    assert not loose


IGNORE = re.compile(r"#\s*type:\s*ignore(?P<codes>\[[^\]]*\])?(?P<rest>.*)")


def test_every_type_ignore_names_its_error_code_and_says_why():
    """A `# type: ignore` silences only the error named, and says why (the stub is wrong,
    say), on its line or in a comment line just above it."""
    bare = []
    for path in sorted((ROOT / "studio").rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for n, line in enumerate(lines):
            if (found := IGNORE.search(line)) is None:
                continue
            why = found["rest"].strip().startswith("#") or (n > 0 and lines[n - 1].strip().startswith("#"))
            if not found["codes"] or not why:
                bare.append(f"{path.relative_to(ROOT)}:{n + 1}: {line.strip()}")
    assert not bare, "\n".join(bare)
