"""Letter Boxed in other languages: Ñ on Spanish boards, accents folded as typed, a
letter of another language named where it stands; solving against a brute force."""

from __future__ import annotations

import json
import random
import re
from itertools import pairwise

import pytest

from studio.core.errors import PuzzleError
from studio.core.letterboxed.board import parse_board
from studio.core.letterboxed.files import board_to_dict, loads_board, read_board, save_board
from studio.core.letterboxed.generate import BoardOptions, make_board, random_board
from studio.core.letterboxed.solver import readings, solve
from studio.core.words import default_words, words_from


def test_typed_boards_fold_as_the_language_says():
    assert parse_board("añs tpr ocl eiu", "es").sides == ("AÑS", "TPR", "OCL", "EIU")
    assert parse_board("áñs,tpr,ocl,éiu", "es").letters == "AÑSTPROCLEIU"
    assert parse_board("ábc déf ghì", "fr").sides == ("ABC", "DEF", "GHI")
    assert parse_board("añs tpr ocl eiu", "es").lang == "es"


NOT_TILES = {  # (board, language): what the error says, side and letter counted by hand
    ("añs tpr ocl eiu", "en"): "side 1, letter 2: 'ñ' is not a letter of English (only Español has Ñ",
    ("abc def ghÑ", "fr"): "side 3, letter 3: 'Ñ' is not a letter of Français",
    ("abc dÄf ghi", "de"): "side 2, letter 2: 'Ä' is written AE in Deutsch: two letters, not one tile",
    ("abc def ghß", "de"): "side 3, letter 3: 'ß' is written SS in Deutsch",
    ("abc def ghß", "es"): "side 3, letter 3: 'ß' is not a letter of Español",
    ("abc def ghẞ", "fr"): "side 3, letter 3: 'ẞ' is not a letter of Français",
    ("abc def gh1", "es"): "side 3, letter 3: '1' is not a letter A-Z or Ñ",
    ("ans ñpr ocl eiÑ", "es"): "each letter may appear once on the board; Ñ appears more than once",
}


@pytest.mark.parametrize("board", NOT_TILES)
def test_a_letter_that_is_no_tile_is_named_where_it_stands(board):
    with pytest.raises(PuzzleError, match="^" + re.escape(NOT_TILES[board])):
        parse_board(*board)


def _brute_force(sides: tuple[str, ...], words: list[str], most: int) -> set[tuple[str, ...]]:
    """Every chain of at most `most` words, fewest words first, that uses every letter:
    the rule checked letter by letter (on the board, no two in a row from one side)."""
    side = {ch: i for i, s in enumerate(sides) for ch in s}
    legal = [w for w in words if len(w) >= 3 and all(ch in side for ch in w)]
    legal = [w for w in legal if all(side[a] != side[b] for a, b in pairwise(w))]
    chains: list[tuple[str, ...]] = [(w,) for w in legal]
    for _ in range(most):
        done = {c for c in chains if set("".join(c)) == set(side)}
        if done:
            return done
        chains = [(*c, w) for c in chains for w in legal if w[0] == c[-1][-1]]
    return set()


def test_a_spanish_board_is_solved_with_enye_words_against_brute_force():
    sides = ("AÑS", "TPR", "OCL", "EIU")
    rng = random.Random(26)
    letters = "".join(sides)
    words = sorted({"".join(rng.choice(letters) for _ in range(rng.randint(3, 6))) for _ in range(900)})
    words += ["SEÑOR", "AÑO", "UÑA", "PUÑO", "CEÑIR", "SEÑERA", "APICULTOR"]
    found = solve(parse_board(" ".join(sides), "es"), words_from(words, lang="es"))
    assert found
    chains = {chain for solution in found for chain in readings(solution)}
    assert chains == _brute_force(sides, words, 3)
    assert any("Ñ" in "".join(chain) for chain in chains)


def test_the_generator_draws_enye_in_spanish_only():
    rng = random.Random(5)
    spanish = [random_board(BoardOptions(lang="es"), rng) for _ in range(300)]
    english = [random_board(BoardOptions(), rng) for _ in range(300)]
    # 12 letters, 8 consonants of Spanish's 22: a board holds Ñ 8 times in 22
    assert 60 < sum("Ñ" in b.letters for b in spanish) < 160
    assert not any("Ñ" in b.letters for b in english)
    assert all(b.lang == "es" for b in spanish)


def test_a_spanish_board_with_enye_is_generated_and_solved_in_common_spanish_words():
    common = default_words("common", lang="es")
    made = next(
        made
        for seed in range(200)
        if "Ñ" in (made := make_board(BoardOptions(seed=seed, lang="es"), common)).board.letters
    )
    assert made.fewest <= 3 and made.board.lang == "es"
    for word in made.solutions[0].words:
        assert word in common


def test_files_record_the_language_and_enye(tmp_path):
    board = parse_board("añs tpr ocl eiu", "es")
    path = tmp_path / "tablero.json"
    save_board(board, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["sides"] == ["AÑS", "TPR", "OCL", "EIU"] and data["lang"] == "es"
    back = read_board(path)
    assert back == board and back.lang == "es"
    english = parse_board("ANS TPR OCL EIU")
    assert "lang" not in board_to_dict(english) and read_board_text(board_to_dict(english)).lang == "en"


def read_board_text(data: dict) -> object:
    return loads_board(json.dumps(data, ensure_ascii=False))


def test_older_files_with_enye_read_as_spanish_and_a_wrong_language_is_named():
    old = {"format": "puzzle-studio", "version": 1, "kind": "letter-boxed", "sides": ["AÑS", "TPR", "OCL", "EIU"]}
    assert loads_board(json.dumps(old)).lang == "es"  # written before boards had a language
    with pytest.raises(PuzzleError, match="'Ñ' is not a letter of English") as err:
        loads_board(json.dumps({**old, "lang": "en"}, ensure_ascii=False), "b.json")
    assert err.value.line is not None
    with pytest.raises(PuzzleError, match="'lang' must be one of"):
        loads_board(json.dumps({**old, "lang": "xx"}))
