"""The commands speak LANG's language (gettext's convention), with its numbers, and their
--json speaks none: codes and fields. Oracle: a file of 200,000 bytes against the cap of
100,000 (studio_json.MAX_TEXT), in German typography, and the catalogue's German."""

from __future__ import annotations

import json

import pytest

from studio import language
from studio.cli import main
from studio.cli.exits import Exit
from studio.core.studio_json import MAX_TEXT


@pytest.fixture
def big(tmp_path):
    path = tmp_path / "big.txt"
    with path.open("wb") as f:
        f.truncate(2 * MAX_TEXT)  # sparse: nothing is written
    yield path
    language.use("en")


def test_a_german_user_reads_the_refusal_in_german(big, capsys, monkeypatch):
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    assert main(["solve", str(big)]) == Exit.BAD_INPUT
    err = capsys.readouterr().err
    assert err == f"puzzle-studio: {big}: das sind 200.000 Bytes, viel zu groß für ein Rätsel (höchstens 100.000)\n"


def test_json_gives_the_code_and_fields_in_any_language(big, capsys, monkeypatch):
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    assert main(["solve", "--json", str(big)]) == Exit.BAD_INPUT
    record = json.loads(capsys.readouterr().out)
    assert record["error"] == {
        "code": "too_large",
        "size": 2 * MAX_TEXT,
        "unit": "bytes",
        "limit": MAX_TEXT,
        "what": "a puzzle",
        "source": str(big),
    }


def test_the_c_locale_is_english(big, capsys, monkeypatch):
    monkeypatch.setenv("LC_ALL", "C")
    monkeypatch.setenv("LANGUAGE", "de")  # gettext ignores LANGUAGE in the C locale
    assert main(["solve", str(big)]) == Exit.BAD_INPUT
    assert "this is 200,000 bytes, far too large for a puzzle (at most 100,000)" in capsys.readouterr().err
