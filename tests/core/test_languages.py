"""Other languages: the alphabet's rules, the built-in lists, and Waffle and Wordle on them."""

from __future__ import annotations

import re

import pytest

from studio.cli import main
from studio.core.alphabet import LANGUAGES, fold, language, system_language, tile_of
from studio.core.errors import PuzzleError
from studio.core.facts import Code, cell, fact
from studio.core.streams import finish
from studio.core.waffle.fill.pins import parse_pins
from studio.core.waffle.formats import format_text, parse_text, read_puzzle, save_puzzle
from studio.core.waffle.generate import GenerateOptions, generate_puzzles
from studio.core.waffle.puzzle import GREEN, Puzzle, foreign_tiles
from studio.core.waffle.shape import waffle_shape
from studio.core.waffle.solve import solve_puzzle
from studio.core.waffle.swaps import fewest_swaps
from studio.core.wordle.backtest import backtest_steps
from studio.core.wordle.table import default_lists
from studio.core.words import default_words
from studio.language.facts import phrase

OTHERS = ("es", "fr", "de", "en-GB")


@pytest.mark.parametrize(
    ("lang", "written", "tiles"),
    [
        ("es", "año", "AÑO"),
        ("es", "camión", "CAMION"),
        ("es", "pingüino", "PINGUINO"),
        ("fr", "été", "ETE"),
        ("fr", "façon", "FACON"),
        ("fr", "cœur", "COEUR"),
        ("de", "Mädchen", "MAEDCHEN"),
        ("de", "Straße", "STRASSE"),
        ("de", "größer", "GROESSER"),
        ("en", "fiancée", "FIANCEE"),
        ("en", "año", "ANO"),
    ],
)
def test_each_language_folds_its_letters_to_its_tiles(lang, written, tiles):
    assert fold(written, language(lang)) == tiles


def test_a_typed_or_pasted_letter_is_one_tile_or_none():
    assert [tile_of(ch) for ch in "añÉçZ1ßÄ"] == ["A", "Ñ", "E", "C", "Z", None, None, "A"]


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({"LANG": "es_ES.UTF-8"}, "es"),
        ({"LANG": "de_AT.UTF-8"}, "de"),
        ({"LC_ALL": "en_GB.UTF-8", "LANG": "fr_FR.UTF-8"}, "en-GB"),
        ({"LANG": "fr_CA"}, "fr"),
        ({"LANG": "pt_BR.UTF-8"}, "en"),  # no Portuguese list: English
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_default_language_follows_the_locale_where_a_list_exists(environ, lang):
    assert system_language(environ) == lang


@pytest.mark.parametrize(
    ("lang", "present", "absent"),
    [
        ("es", ["AÑO", "NIÑO", "CAMION", "CASA", "PERRO"], ["MADRID", "CARLOS", "JUAN"]),
        ("fr", ["ETE", "COEUR", "MAISON", "FACON", "ECOLE"], ["PARIS", "MARSEILLE", "FRANCOIS"]),
        ("de", ["HAUS", "MAEDCHEN", "STRASSE", "SCHOEN", "GEHEN"], ["BERLIN", "PETER", "PARIS"]),
        ("en-GB", ["COLOUR", "CENTRE", "FAVOURITE", "HOUSE"], ["COLOR", "CENTER", "FAVORITE"]),
        ("en", ["COLOUR", "COLOR", "CENTRE", "CENTER"], []),
    ],
)
def test_each_list_holds_its_words_and_not_names_or_other_spellings(lang, present, absent):
    broad = default_words("broad", lang=lang)
    assert [w for w in present if w not in broad] == []
    assert [w for w in absent if w in broad] == []
    common = default_words("common", lang=lang)
    assert len(common.of_length(5)) > 1000  # enough for Wordle answers and Waffle fills


def check_generated(lang: str, count: int, seed: int = 0) -> None:
    """Unique (the language's solving list finds one solution, the fill's own), exactly
    10 swaps by a plan that replays to the solution, every word in the language's list."""
    broad = default_words("broad", lang=lang)
    options = GenerateOptions(shape=waffle_shape(5, 5), count=count, seed=seed, lang=lang)
    made = [a.found.puzzle for a in generate_puzzles(options) if a.found]
    assert len(made) == count
    assert len({p.solution for p in made}) == count
    for puzzle in made:
        assert puzzle.lang == lang
        words = puzzle.shape.words(puzzle.solution)
        assert [w for w in words if w not in broad] == []
        report = solve_puzzle(puzzle)
        assert [s.candidate.letters for s in report.solved] == [puzzle.solution]
        assert fewest_swaps(puzzle.tiles, puzzle.solution) == 10
        tiles = list(puzzle.tiles)
        for a, b in report.solved[0].plan.swaps:
            tiles[a], tiles[b] = tiles[b], tiles[a]
        assert "".join(tiles) == puzzle.solution and len(report.solved[0].plan.swaps) == 10


@pytest.mark.parametrize("lang", OTHERS)
def test_generated_puzzles_in_each_language_are_unique_exact_and_of_its_words(lang):
    check_generated(lang, 3)


@pytest.mark.slow
@pytest.mark.parametrize("lang", OTHERS)
def test_a_hundred_generated_puzzles_in_each_language(lang):
    check_generated(lang, 100, seed=7)


@pytest.mark.slow
@pytest.mark.parametrize("lang", OTHERS)
def test_the_entropy_backtest_runs_over_each_languages_answers(lang):
    """The answers are the common tier's 5-letter words; every one is found within 6 on a sample."""
    lists = default_lists(5, lang)
    assert len(lists.answers) > 1000 and set(lists.answers) <= set(
        default_words("common", lang=lang).of_length(5).words
    )
    sample = list(range(0, len(lists.answers), max(1, len(lists.answers) // 40)))
    result = finish(backtest_steps(lists, "entropy", answers=sample))
    assert len(result.guesses) == len(sample)
    assert result.failures == []
    assert 2 < result.mean < 5


@pytest.mark.slow
@pytest.mark.parametrize("lang", OTHERS)
def test_the_entropy_backtest_over_every_answer_of_each_language(lang):
    result = finish(backtest_steps(default_lists(5, lang), "entropy"))
    assert result.failures == [] and result.mean < 4.5


def generated_with(lang: str, pin: str):
    options = GenerateOptions(shape=waffle_shape(5, 5), seed=3, lang=lang, pins=parse_pins(waffle_shape(5, 5), [pin]))
    return next(a.found.puzzle for a in generate_puzzles(options) if a.found)


def test_a_spanish_waffle_with_enye_tiles_round_trips_through_paste_save_export_and_solver(tmp_path):
    puzzle = generated_with("es", "r1=DUEÑO")
    assert "Ñ" in puzzle.tiles
    pasted = parse_text(format_text(puzzle).lower(), lang="es")  # typed in lower case: ñ is a Spanish tile
    assert (pasted.tiles, pasted.colors) == (puzzle.tiles, puzzle.colors)
    path = tmp_path / "es.json"
    save_puzzle(puzzle, path)
    assert '"lang": "es"' in path.read_text(encoding="utf-8")
    again = read_puzzle(path)
    assert again == puzzle and again.lang == "es"
    assert [s.candidate.letters for s in solve_puzzle(again.with_changes(solution=None)).solved] == [puzzle.solution]
    assert main(["export", str(path), "--out", str(tmp_path / "es.png")]) == 0
    assert (tmp_path / "es.png").stat().st_size > 1000
    assert main(["solve", str(path)]) == 0


@pytest.mark.parametrize(
    ("lang", "says"),
    [
        ("es", "line 1, column 1: 'ß' is not a letter of Español"),
        ("en", "line 1, column 1: 'ß' is not a letter of English"),
        ("de", "line 1, column 1: 'ß' is written SS in Deutsch: two letters, not one tile"),
    ],
)
def test_a_sharp_s_is_spelt_ss_in_german_only(lang, says):
    """fold() writes ß as SS for every language, but only German spells words so: a Spanish
    board with ß holds a letter Spanish does not have, not a German spelling."""
    typed = "ß" + format_text(generated_with("en", "r1=SPELT"))[1:]
    with pytest.raises(PuzzleError, match="^" + re.escape(says)):
        parse_text(typed, lang=lang)


def test_a_french_waffle_pasted_with_accents_folds_them_and_solves(tmp_path, capsys):
    puzzle = generated_with("fr", "r1=ETAIT")
    accented = format_text(puzzle).replace("E", "É", 2).replace("C", "Ç").replace("A", "à", 1)
    assert accented != format_text(puzzle)
    pasted = parse_text(accented)
    assert (pasted.tiles, pasted.colors) == (puzzle.tiles, puzzle.colors)
    text = tmp_path / "fr.txt"
    text.write_text(accented, encoding="utf-8")
    assert main(["solve", "--lang", "fr", str(text)]) == 0
    solved = capsys.readouterr().out
    assert "unique solution [wfrench+wordfreq-fr" in solved
    assert " ".join(puzzle.solution[:5]) in solved
    path = tmp_path / "fr.json"
    save_puzzle(pasted.with_changes(meta={"lang": "fr"}), path)
    assert main(["export", str(path), "--out", str(tmp_path / "fr.svg")]) == 0
    assert read_puzzle(path).lang == "fr"


def test_an_old_file_without_a_language_is_english_and_a_bad_one_is_refused(tmp_path):
    from studio.core.errors import PuzzleError
    from studio.core.waffle.formats import loads
    from studio.resources import resource

    old = read_puzzle(resource("examples/daily-1.json"))
    assert old.lang == "en" and "lang" not in old.meta
    with pytest.raises(PuzzleError, match="'lang' must be one of"):
        loads(resource("examples/daily-1.json").read_text().replace('"kind"', '"lang": "xx", "kind"'))


def test_every_language_names_its_list():
    names = {lang: default_words("broad", lang=lang).name for lang in LANGUAGES}
    assert names == {
        "en": "scowl+wordfreq-en",
        "en-GB": "scowl+wordfreq-en-GB",
        "es": "wspanish+wordfreq-es",
        "fr": "wfrench+wordfreq-fr",
        "de": "wngerman+wordfreq-de",
    }


def test_green_tiles_stay_green_in_a_generated_spanish_puzzle():
    puzzle = generated_with("es", "r1=DUEÑO")
    assert all(t == s for t, s, c in zip(puzzle.tiles, puzzle.solution, puzzle.colors) if c == GREEN)


def test_tiles_of_another_language_are_named_with_the_puzzles_language():
    """A 5x5 waffle's cells in reading order: row 1 is cells 0-4, row 2 holds three
    (columns 1, 3, 5) in cells 5, 6, 7, so cell 3 is row 1, column 4 and cell 6 row 2, column 3."""
    solution = "DUEÑO" + "A" + "Ñ" + "A" * 14
    tiles = solution  # the letters, wherever they stand, are what a language must have
    spanish = Puzzle(waffle_shape(5, 5), tiles, "-" * 21, solution, {"lang": "es"})
    assert foreign_tiles(spanish, "es") is None
    found = foreign_tiles(spanish, "de")
    assert found == fact(
        Code.FOREIGN_TILES,
        tiles=(fact(Code.FOREIGN_TILE, tile="Ñ", cells=(cell(1, 4), cell(2, 3)), language="de"),),
        home="es",
    )
    assert phrase(found) == (
        "row 1, column 4 and row 2, column 3: 'Ñ' is not a letter of Deutsch — this puzzle is in Español"
    )
    unrecorded = Puzzle(waffle_shape(5, 5), " " * 21, "-" * 21, solution, {})  # designing: tiles not typed
    assert phrase(foreign_tiles(unrecorded, "en")) == (
        "row 1, column 4 and row 2, column 3: 'Ñ' is not a letter of English — this puzzle is in Español"
    )
