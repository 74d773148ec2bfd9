"""Issue 35.5: the locale's language is not the puzzle's. Under LANG=de_DE.UTF-8 a real
English daily, pasted as text (it names no language), is solved with the English list and
the command says so; a file that records its language, or --lang, is solved in it alone."""

from __future__ import annotations

import json

import pytest

from studio.cli import main
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import dumps, format_text
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import parse_shape_name
from studio.operations.solve import languages_to_try, solve_in_its_language


def daily(waffle_archive, number: int = 1) -> tuple[Puzzle, dict]:
    rec = waffle_archive["daily"][number - 1]
    shape = parse_shape_name("5x5")
    return Puzzle(shape, rec["puzzle"], color_tiles(shape, rec["puzzle"], rec["solution"])), rec


@pytest.fixture
def german(monkeypatch):
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")


def test_the_users_language_comes_first_then_english():
    assert languages_to_try("de")[:2] == ("de", "en")
    assert languages_to_try("en")[0] == "en" and len(set(languages_to_try("fr"))) == len(languages_to_try("fr"))


@pytest.mark.slow
def test_an_english_daily_is_solved_in_english_under_a_german_locale(waffle_archive, german, tmp_path, capsys):
    puzzle, rec = daily(waffle_archive, 7)
    path = tmp_path / "daily.txt"
    path.write_text(format_text(puzzle))
    assert main(["solve", "--json", str(path)]) == 0
    out = capsys.readouterr()
    report = json.loads(out.out)
    assert report["solutions"][0]["words"] == rec["words"]  # the published answer
    assert report["wordlist"]["name"].endswith("-en")  # the English list, not wngerman+wordfreq-de
    assert str(path) in out.err  # says which list: one line on stderr, stdout stays JSON


@pytest.mark.slow
def test_a_file_that_names_its_language_or_lang_is_not_second_guessed(waffle_archive, german, tmp_path, capsys):
    puzzle, _rec = daily(waffle_archive)
    named = tmp_path / "german.json"
    named.write_text(dumps(puzzle.with_changes(meta={"lang": "de"})))
    pasted = tmp_path / "daily.txt"
    pasted.write_text(format_text(puzzle))
    for args in ([str(named)], ["--lang", "de", str(pasted)]):
        assert main(["solve", "--json", *args]) == 1  # German words do not solve the English daily
        assert json.loads(capsys.readouterr().out)["solutions"] == []


@pytest.mark.slow
def test_the_operation_tries_the_locale_first_and_names_the_language(waffle_archive):
    from studio.core.words import default_words

    puzzle, rec = daily(waffle_archive, 3)
    asked: list[str] = []

    def words_for(code):
        asked.append(code)
        return default_words("broad", lang=code)

    found = solve_in_its_language(puzzle, "de", words_for)
    assert (found.lang, found.tried, asked) == ("en", ("de", "en"), ["de", "en"])
    assert found.report.puzzle.lang == "en"
    assert "".join(found.report.solved[0].candidate.letters).replace(" ", "") == rec["solution"]


@pytest.mark.slow
def test_a_screenshot_of_the_english_daily_is_solved_in_english_under_a_german_locale(
    waffle_archive, shared_data, german, capsys
):
    """The real game's screenshot of daily #5 (its SOURCES.md)."""
    shot = shared_data / "waffle" / "screenshots" / "eg1-begin.png"
    assert main(["solve", "--json", str(shot)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["solutions"][0]["words"] == waffle_archive["daily"][4]["words"]
    assert report["wordlist"]["name"].endswith("-en")
