"""The command line in the user's language (issue 35, point 2): by gettext's convention
(LC_ALL, LC_MESSAGES, LANG; LANG=C is English), its summaries and help in German, its JSON
the same in every language. Oracles: German sentences written here by hand; the English ones."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from studio import language
from studio.cli import main
from studio.resources import resource

EXAMPLE = resource("examples/daily-1.txt")  # English, solved in 10 swaps
ENGLISH = ["--lang", "en"]  # the puzzle's words are English whatever the user's language
ROOT = Path(__file__).parents[2]


@pytest.fixture
def locale(monkeypatch):
    """Run main() under a locale; English again afterwards."""

    def set_locale(name: str) -> None:
        monkeypatch.setenv("LC_ALL", name)

    yield set_locale
    language.use("en")


@pytest.mark.slow
def test_summaries_in_german_and_in_english_under_c(locale, tmp_path, capsys) -> None:
    page, sheet = tmp_path / "spiel.html", tmp_path / "blatt.pdf"
    said = {
        "de_DE.UTF-8": ("de", "1 Rätsel zum Spielen im Browser", "1 Rätsel auf 2 Seiten"),
        "C": ("en", "1 puzzle to play in a browser", "1 puzzle on 2 pages"),
    }
    for name, (code, played, printed) in said.items():
        locale(name)
        assert main(["export", str(EXAMPLE), *ENGLISH, "--web", str(page)]) == 0
        assert main(["export", str(EXAMPLE), *ENGLISH, "--sheet", "1", "--answers", "--out", str(sheet)]) == 0
        assert capsys.readouterr().out.splitlines() == [f"{page}: {played}", f"{sheet}: {printed}"]
        assert f'<html lang="{code}">' in page.read_text(encoding="utf-8")


def test_the_json_output_is_the_same_in_every_language(locale, capsys) -> None:
    outputs = []
    for name in ("de_DE.UTF-8", "fr_FR.UTF-8", "C"):
        locale(name)
        assert main(["solve", "--json", *ENGLISH, str(EXAMPLE)]) == 0
        outputs.append(capsys.readouterr().out)
    assert outputs[0] == outputs[1] == outputs[2] and '"swaps_allowed": 15' in outputs[0]


def test_the_commands_help_in_french(locale, capsys) -> None:
    locale("fr_FR.UTF-8")
    with pytest.raises(SystemExit):
        main(["--help"])
    shown = capsys.readouterr().out
    assert "résoudre des puzzles Waffle" in shown and "solve Waffle puzzles" not in shown


@pytest.mark.slow
def test_lang_names_the_language_and_lang_c_is_english(tmp_path) -> None:
    """The real environment of a German shell, LANG=de_DE.UTF-8, in a process of its own."""
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    env["PYTHONPATH"] = str(ROOT)
    said = {}
    for lang in ("de_DE.UTF-8", "C"):
        page = tmp_path / f"{lang}.html"
        command = [sys.executable, "-m", "studio", "export", str(EXAMPLE), *ENGLISH, "--web", str(page)]
        done = subprocess.run(command, env={**env, "LANG": lang}, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0 and done.stderr == "", done.stderr
        said[lang] = done.stdout.removeprefix(f"{page}: ").strip()
    assert said == {"de_DE.UTF-8": "1 Rätsel zum Spielen im Browser", "C": "1 puzzle to play in a browser"}
