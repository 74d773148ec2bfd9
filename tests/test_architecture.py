"""The layers of docs/RULES.md A1, checked: the core never imports Qt."""

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
