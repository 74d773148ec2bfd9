"""The house rules of ARCHITECTURE.md, checked: the core never imports Qt."""

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


def test_importing_the_whole_core_loads_no_qt():
    code = ("import sys, pkgutil, importlib, studio.core\n"
            "for m in pkgutil.walk_packages(studio.core.__path__, 'studio.core.'):\n"
            "    importlib.import_module(m.name)\n"
            "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
