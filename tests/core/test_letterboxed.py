"""Letter Boxed against a word-by-word brute force and the NYT sample."""

from __future__ import annotations

import json
import random

import pytest

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.letterboxed import solver as solve_module
from studio.core.letterboxed.board import is_legal, parse_board
from studio.core.letterboxed.solver import lists, readings, solve
from studio.core.words import words_from


def brute_force(board, words, max_words):
    """Every chain of legal words (any legal word may follow, even one adding no letter;
    a chain stops when all are used) of at most `max_words` words: plain depth-first
    search over words, with sets of letters."""
    legal = sorted({w.upper() for w in words if is_legal(board, w)})
    goal = set(board.letters)
    out = []

    def extend(chain, used):
        if used == goal:
            out.append(tuple(chain))
            return
        if len(chain) == max_words:
            return
        for w in legal:
            if w[0] == chain[-1][-1]:
                extend([*chain, w], used | set(w))

    for w in legal:
        extend([w], set(w))
    return out


def test_hand_board_and_bad_boards():
    board = parse_board("abc def ghi")
    assert is_legal(board, "adg") and not is_legal(board, "abd") and not is_legal(board, "ad")
    with pytest.raises(PuzzleError, match="A appears more than once"):
        parse_board("abc dea fgh")
    with pytest.raises(PuzzleError, match="at least 3 sides"):
        parse_board("abc def")
    with pytest.raises(PuzzleError, match="same number"):
        parse_board("abc de fgh")


def random_board_and_words(seed):
    rng = random.Random(seed)
    letters = rng.sample("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 9)
    board = parse_board(" ".join("".join(letters[i : i + 3]) for i in range(0, 9, 3)))
    words = set()
    while len(words) < 60:
        word = [rng.choice(letters)]
        for _ in range(rng.randint(2, 6)):
            word.append(rng.choice([ch for ch in letters if board.side_of(ch) != board.side_of(word[-1])]))
        words.add("".join(word))
    return board, sorted(words)


@pytest.fixture(params=["dense", "cover", "memo"])
def table_kind(request, monkeypatch):
    """The solver keeps numpy tables up to 16 letters, a memo over a byte table of the
    last words up to 22, and a plain memo above: check all three."""
    if request.param != "dense":
        monkeypatch.setattr(solve_module, "DENSE_LETTERS", 0)
    if request.param == "memo":
        monkeypatch.setattr(solve_module, "COVER_LETTERS", 0)
    return request.param


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6))
def test_minimal_and_all_short_solutions_match_brute_force(seed, table_kind):
    board, words = random_board_and_words(seed)
    every = brute_force(board, words, 4)
    fewest = min((len(c) for c in every), default=None)
    minimal = solve(board, words)
    if fewest is None:
        assert minimal == [] or len(minimal[0].links) > 4
        return
    assert {len(s.links) for s in minimal} == {fewest}
    assert sorted(r for s in minimal for r in readings(s)) == sorted(c for c in every if len(c) == fewest)
    upto = solve(board, words, max_words=4)
    assert sorted(r for s in upto for r in readings(s)) == sorted(every)
    keys = [(len(s.links), s.letters) for s in upto]
    assert keys == sorted(keys)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6, 12))
def test_fewest_letters_match_brute_force(seed, table_kind):
    """Chains of k words have at least 9 + k - 1 letters, so chains of up to 5 words
    settle the fewest letters whenever that is at most 14."""
    board, words = random_board_and_words(seed)
    every = brute_force(board, words, 5)
    if not every:
        assert solve(board, words, objective="letters") == [] or min(len("".join(c)) for c in every) > 14
        return
    least = min(len("".join(c)) for c in every)
    assert least <= 14
    found = solve(board, words, objective="letters")
    assert {s.letters for s in found} == {least}
    assert sorted(r for s in found for r in readings(s)) == sorted(c for c in every if len("".join(c)) == least)
    keys = [(s.letters, len(s.links)) for s in found]
    assert keys == sorted(keys)


def test_a_word_adding_no_letter_can_be_the_only_bridge():
    """After ADGEB only BDA leads on, and it adds nothing; from A, AHCFI finishes."""
    board = parse_board("ABC DEF GHI")
    found = solve(board, ["ADGEB", "BDA", "AHCFI"])
    assert [s.words for s in found] == [("ADGEB", "BDA", "AHCFI")]


def test_nyt_sample_puzzles_with_their_official_answers_added_solve_in_two(shared_data):
    """The 2023 dictionary lacks some answer words (FAZED, PAGODA...). With the official
    answer's words added, the fewest is at most its length and the answer is listed."""
    folder = shared_data / "letterboxed"
    words = (folder / "nyt_letterboxed_dictionary_union_pedrokkr_2023.txt").read_text().split()
    checked = 0
    for puzzle in json.loads((folder / "nyt_puzzles_sample.json").read_text()):
        board = parse_board(" ".join(puzzle["sides"]))
        answer = tuple(w.upper() for w in puzzle["ourSolution"] or ())
        found = solve(board, [*words, *answer])
        assert found, puzzle["printDate"]
        if answer:
            assert len(found[0].links) <= len(answer) == 2
            assert answer in {r for s in found for r in readings(s)}, puzzle["printDate"]
            checked += 1
    assert checked == 4


def test_ties_list_the_commonest_rarest_word_first():
    """Same words and letters: the solution whose rarest word is commoner comes first,
    and inside a link the commoner of two same-length words leads."""
    board = parse_board("ABC DEF GHI")
    words = words_from({"ADGEB": 2.0, "BHCFI": 5.0, "ADGEC": 4.0, "CHBFI": 4.5, "CHFBI": 4.6})
    found = solve(board, words)
    assert [s.words for s in found] == [("ADGEC", "CHFBI"), ("ADGEB", "BHCFI")]
    assert found[0].links[1].words == ("CHFBI", "CHBFI")


def test_a_rows_words_are_interchangeable_same_letters_and_length():
    """On RA IS ET, TRIES, TIRES and TIERS use T, R, I, E, S in 5 letters; TRIERS uses the
    same letters in 6, so it cannot stand in for them in a count of letters: its own row.
    By hand: SAT joins either way (S...T or T...S), 8 letters or 9."""
    board = parse_board("RA IS ET")
    found = solve(board, ["TRIES", "TIRES", "TIERS", "TRIERS", "SAT"])
    rows = {tuple(tuple(sorted(link.words)) for link in s.links): s.letters for s in found}
    assert rows == {
        (("SAT",), ("TIERS", "TIRES", "TRIES")): 8,
        (("TIERS", "TIRES", "TRIES"), ("SAT",)): 8,
        (("SAT",), ("TRIERS",)): 9,
        (("TRIERS",), ("SAT",)): 9,
    }
    for solution in found:
        assert all(len(word) == link.length for link in solution.links for word in link.words)


# By hand on ABC DEF GHI: ADGEBDAHE ECFI is the only two-word chain (13 letters); ADGE EBH
# HCFI uses every letter in three words but only 11 letters, the fewest.
BRIDGES = ["ADGEBDAHE", "ECFI", "ADGE", "EBH", "HCFI"]


def test_a_bound_below_the_fewest_words_is_refused_with_the_fewest():
    board = parse_board("ABC DEF GHI")
    for objective in ("words", "letters"):
        with pytest.raises(PuzzleError) as err:
            solve(board, BRIDGES, max_words=1, objective=objective)
        assert err.value.fact == fact(Code.WORDS_BELOW_FEWEST, most=1, fewest=2)


def test_words_past_the_fewest_never_list_fewer_than_the_fewest():
    """The window's "Up to" counts from the fewest: each step lists at least what the
    fewest alone lists, for either objective (the letters' fewest here takes three words)."""
    board = parse_board("ABC DEF GHI")
    assert [s.words for s in solve(board, BRIDGES, objective="letters")] == [("ADGE", "EBH", "HCFI")]
    for objective in ("words", "letters"):
        fewest = {r for s in solve(board, BRIDGES, objective=objective) for r in readings(s)}
        for more in range(4):
            more_found = solve(board, BRIDGES, objective=objective, more_words=more)
            assert fewest <= {r for s in more_found for r in readings(s)}
    up_to_three = solve(board, BRIDGES, more_words=1)
    assert sorted(r for s in up_to_three for r in readings(s)) == sorted(brute_force(board, BRIDGES, 3))


def test_an_official_chain_shorter_than_the_lists_fewest_is_simply_not_listed():
    """ADGEBHCFI would use every letter in one word, but BRIDGES lacks it (their fewest
    is 2): the game list's check says "not listed" (benchmarks/bench_letterboxed.py
    stopped on the refusal)."""
    board = parse_board("ABC DEF GHI")
    assert not lists(board, BRIDGES, ("ADGEBHCFI",))
    assert lists(board, BRIDGES, ("ADGEBDAHE", "ECFI")) and lists(board, BRIDGES, ("ADGE", "EBH", "HCFI"))
