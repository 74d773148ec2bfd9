"""Issue 35: the command line's help and usage errors in the user's language, argparse's own
words ("usage:", "options", "error:") too; LANG=C stays English and starts without Qt.
Oracles: German words written here by hand, and tests/acceptance/english.py (built from the
catalogue's .ts files) for every help text of every command in German, French and Spanish."""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from studio import language
from studio.cli import arguments, build_parser, every_parser, main
from tests.acceptance.english import english_in

ROOT = Path(__file__).parents[2]
NO_QT = (
    "import atexit, sys\n"
    "atexit.register(lambda: print('Qt loaded' if 'PySide6' in sys.modules else 'no Qt', file=sys.stderr))\n"
    "from studio.cli import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)


def run(lang: str, *argv: str) -> subprocess.CompletedProcess[str]:
    """puzzle-studio in a process of its own, under LANG=`lang` (the shell's other locale
    variables taken out), reporting on stderr's last line whether Qt was imported."""
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    env.update(PYTHONPATH=str(ROOT), LANG=lang)
    command = [sys.executable, "-c", NO_QT, *argv]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)


def without_choices(text: str, parser: argparse.ArgumentParser) -> str:
    """`text` without the values its options take ('game', {common,broad}): typed as they are,
    like the options' names."""
    for action in parser._actions:
        for choice in action.choices or ():
            text = re.sub(rf"'{re.escape(str(choice))}'|\b{re.escape(str(choice))}\b(?=[,}}])", " ", text)
    return text


@pytest.fixture
def speaking():
    """Texts phrased in a language for the test; English again afterwards."""

    def use(code: str) -> None:
        language.use(code)
        arguments.speak_argparse()

    yield use
    language.use("en")


def english_help(code: str) -> list[str]:
    """Every help text, description and epilog of every command, as phrased now, that is
    English to a `code` reader."""
    english = []
    for parser in every_parser(build_parser()):
        texts = [parser.description or "", parser.epilog or "", *(action.help or "" for action in parser._actions)]
        for text in texts:
            for paragraph in without_choices(text, parser).split("\n\n"):
                if why := english_in(paragraph, code):
                    english.append(f"{parser.prog}: {paragraph!r} ({why})")
    return english


@pytest.mark.slow
@pytest.mark.parametrize("code", ["de", "fr", "es"])
def test_every_help_text_of_every_command_is_in_the_users_language(speaking, code) -> None:
    speaking(code)
    assert english_help(code) == []


def test_the_scan_finds_english_help(speaking) -> None:
    """The oracle can fail: phrased in English, the same walk finds the texts English."""
    speaking("en")
    assert len(english_help("de")) > 150


def test_a_usage_error_in_german(monkeypatch, speaking, capsys) -> None:
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    with pytest.raises(SystemExit) as stopped:
        main(["solve", "x.txt", "--nope"])
    said = capsys.readouterr().err
    assert stopped.value.code == 2
    assert said.startswith("Aufruf: puzzle-studio ")
    assert "puzzle-studio: Fehler: unbekannte Argumente: --nope" in said
    with pytest.raises(SystemExit):
        main(["solve", "x.txt", "--tier", "huge"])
    assert "Fehler: Argument --tier: ungültige Wahl: 'huge'" in capsys.readouterr().err


@pytest.mark.slow
def test_solve_help_under_lang_de_is_german() -> None:
    done = run("de_DE.UTF-8", "solve", "--help")
    shown = done.stdout
    assert done.returncode == 0
    assert shown.startswith("Aufruf: puzzle-studio solve")
    assert "\nPositionsargumente:\n" in shown and "\nOptionen:\n" in shown
    assert "diese Hilfe zeigen und beenden" in shown and "Exit-Codes: 0 erledigt" in shown
    parser = every_parser(build_parser(["solve"]))[1]
    assert english_in(without_choices(shown, parser), "de") is None, shown

    failed = run("de_DE.UTF-8", "solve", "--nope")
    assert failed.returncode == 2
    assert "puzzle-studio solve: Fehler: folgende Argumente fehlen: PATH" in failed.stderr


@pytest.mark.slow
def test_lang_c_stays_english_and_without_qt() -> None:
    shown = run("C", "solve", "--help")
    assert shown.stdout.startswith("usage: puzzle-studio solve")
    assert "\noptions:\n" in shown.stdout and "show this help message and exit" in shown.stdout
    assert "exit codes: 0 done" in shown.stdout
    assert shown.stderr.strip() == "no Qt"
    failed = run("C", "solve", "x.txt", "--nope")
    assert failed.returncode == 2
    assert "puzzle-studio: error: unrecognized arguments: --nope" in failed.stderr
    assert failed.stderr.strip().endswith("no Qt")
