"""Word sets against Matt Parker's published count and an itertools brute force."""

from __future__ import annotations

import random

import pytest
from wordfreq import zipf_frequency

from studio.core.errors import PuzzleError
from studio.core.wordsets import (
    DEFAULT_QUERY,
    Group,
    WordSet,
    find_word_sets,
    groups_with_zipf,
    iter_word_sets,
    ranked_sets,
    read_groups,
    usability,
    word_groups,
    word_sets_in_processes,
)


def brute_force(groups: list[Group], k: int) -> set[frozenset[int]]:
    """Every k-combination of groups, in list order, whose letters never overlap: the plain
    clique search (no letter order, no spares), with sets of letters rather than bits."""
    letters = [set(g.words[0]) for g in groups]
    out = set()

    def extend(start: int, chosen: list[int], used: set[str]) -> None:
        if len(chosen) == k:
            out.add(frozenset(groups[i].mask for i in chosen))
            return
        for i in range(start, len(groups)):
            if not letters[i] & used:
                extend(i + 1, [*chosen, i], used | letters[i])

    extend(0, [], set())
    return out


def as_masks(sets: list[WordSet]) -> list[frozenset[int]]:
    return [frozenset(g.mask for g in s.groups) for s in sets]


def test_parkers_count_538_sets_and_831_with_anagrams(shared_data):
    groups = read_groups(shared_data / "english-words" / "words_alpha.txt", 5)
    sets = find_word_sets(groups, 5)
    assert len(sets) == 538 and len(set(as_masks(sets))) == 538
    assert sum(s.expanded for s in sets) == 831
    assert all(len(s.unused) == 1 for s in sets)
    assert any({"fjord", "gucks", "nymph", "vibex", "waltz"} == set(s.words()) for s in sets)


@pytest.mark.slow
@pytest.mark.parametrize(
    "k, n, letters, count, seed",
    [
        (2, 3, "abcdefgh", 60, 0),
        (3, 3, "abcdefghijk", 150, 1),
        (2, 5, "abcdefghijklm", 300, 2),
        (3, 4, "abcdefghijklmnop", 200, 3),
        (4, 2, "abcdefghij", 40, 4),
        (1, 4, "abcdefg", 30, 5),
        (5, 5, "abcdefghijklmnopqrstuvwxyz", 220, 6),
        (6, 4, "abcdefghijklmnopqrstuvwxyz", 110, 7),
    ],
)
def test_matches_brute_force_for_many_k_and_n(k, n, letters, count, seed):
    rng = random.Random(seed)
    words = ["".join(rng.sample(letters, n)) for _ in range(count)]
    words += ["".join(rng.choice(letters) for _ in range(n)) for _ in range(count // 4)]  # some with repeats
    groups = word_groups(words, n)
    sets = find_word_sets(groups, k)
    assert len(sets) == len(set(as_masks(sets)))  # each set once
    assert set(as_masks(sets)) == brute_force(groups, k)
    if k == 5:
        assert sets, "the random list should allow some sets"


def test_anagrams_group_and_repeated_letters_drop():
    groups = {
        g.mask: g.words
        for g in word_groups(["Vibex", "LEVEL", "vibex", "ab", "stab", "bast", "bats", "tabs", "naïf", "it's"], 4)
    }
    assert sorted(groups.values()) == [("bast", "bats", "stab", "tabs")]
    (only,) = word_groups(["level", "lemon"], 5)
    assert only.words == ("lemon",)


def test_reading_a_file_gives_the_groups_of_its_words_split_at_whitespace(tmp_path):
    """read_groups (numpy over the bytes) against word_groups over the text split in plain
    Python: case, CRLF, tabs, vertical tabs, control bytes, Latin-1 and UTF-8 letters."""
    rng = random.Random(11)
    pieces = [
        "ab",
        "BA",
        "Cab",
        "abc",
        "bca",
        "abcd",
        "dcba",
        "naïf",
        "x",
        "\t",
        "\r\n",
        "\x0b",
        "\x0c",
        "\x1c",
        "\x00",
        "'",
        " ",
    ]
    for trial in range(60):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 80)))
        path = tmp_path / f"list{trial}.txt"
        path.write_bytes(text.encode("utf-8" if trial % 2 else "latin-1"))
        plain = path.read_bytes().split()
        for n in range(1, 6):
            # a word is a whole token of n letters (word_groups alone would strip "abcx\x1c" to "abcx")
            expected = word_groups((w.decode("latin-1") for w in plain if len(w) == n), n)
            assert sorted(read_groups(path, n), key=lambda g: g.mask) == sorted(expected, key=lambda g: g.mask)


def test_too_many_letters_is_refused():
    with pytest.raises(PuzzleError, match="k\\*n <= 26"):
        find_word_sets(word_groups(["abcdef"], 6), 5)


@pytest.mark.slow
def test_reports_count_up_and_stopping_early_is_fine():
    rng = random.Random(3)
    groups = word_groups(["".join(rng.sample("abcdefghijklmnopqrstuvwxyz", 4)) for _ in range(150)], 4)
    reports = list(iter_word_sets(groups, 3))
    assert [r.done for r in reports] == list(range(1, reports[-1].total + 1))
    assert sum(len(r.found) for r in reports) == len(brute_force(groups, 3))
    stream = iter_word_sets(groups, 3)
    next(stream)
    stream.close()


def test_usability_is_the_rarest_words_commonest_anagram():
    sets = find_word_sets(word_groups(["abc", "cab", "def", "xyz"], 3), 2)
    zipf = {"abc": 1.0, "cab": 4.0, "def": 3.0, "xyz": 2.0}
    scores = {frozenset(w for g in s.groups for w in g.words): usability(s, zipf) for s in sets}
    assert scores[frozenset({"abc", "cab", "def"})] == 3.0
    assert scores[frozenset({"abc", "cab", "xyz"})] == 2.0
    assert scores[frozenset({"def", "xyz"})] == 2.0


def test_ties_on_the_rarest_word_go_to_the_commoner_next_word():
    """Worked by hand: all ten pairs of five disjoint words; "abc" is unknown to the
    frequency table (Zipf 0), so the four pairs that need it come last, the one that pairs
    it with the commonest word first among them."""
    zipf = {"def": 5.0, "ghi": 1.0, "jkl": 2.0, "mno": 3.0}
    sets = find_word_sets(word_groups(["abc", "def", "ghi", "jkl", "mno"], 3), 2)
    ranked = [(score, {w for g in s.groups for w in g.words}) for score, s in ranked_sets(sets, zipf)]
    assert ranked == [
        (3.0, {"def", "mno"}),
        (2.0, {"def", "jkl"}),
        (2.0, {"jkl", "mno"}),
        (1.0, {"def", "ghi"}),
        (1.0, {"ghi", "mno"}),
        (1.0, {"ghi", "jkl"}),
        (0.0, {"abc", "def"}),
        (0.0, {"abc", "mno"}),
        (0.0, {"abc", "jkl"}),
        (0.0, {"abc", "ghi"}),
    ]


def test_the_default_query_finds_sets_of_common_words():
    """What the Word sets page starts with gives a real result on the built-in list: sets
    whose words wordfreq itself rates at least as common as the cutoff."""
    query = DEFAULT_QUERY
    groups, _ = groups_with_zipf(query.source, query.n, query.min_zipf)
    sets = find_word_sets(groups, query.k)
    assert len(sets) > 100
    for word_set in sets:
        words = [w for g in word_set.groups for w in g.words]
        assert all(len(w) == query.n and zipf_frequency(w, "en") >= query.min_zipf for w in words)
        assert len(set("".join(g.words[0] for g in word_set.groups))) == query.k * query.n


@pytest.mark.slow
def test_processes_find_the_same_sets_and_stop_when_asked(shared_data):
    groups = read_groups(shared_data / "english-words" / "words_alpha.txt", 5)
    reports = list(word_sets_in_processes(groups, 5, jobs=2, pieces=8))
    assert reports[-1].done == reports[-1].total and len(reports) == 8
    assert sorted(as_masks([s for r in reports for s in r.found]), key=sorted) == sorted(
        as_masks(find_word_sets(groups, 5)), key=sorted
    )
    stopped = list(word_sets_in_processes(groups, 5, jobs=2, should_stop=lambda: True))
    assert stopped == []


SPANISH = "abcdefghijklmnñopqrstuvwxyz"  # 27 letters (studio/core/alphabet.py)


def test_spanish_sets_may_use_enye_against_brute_force():
    """Random Spanish-alphabet words, five of five letters: 2 spares of 27, and the sets
    that hold ñ are found with the rest (brute force: plain combinations)."""
    rng = random.Random(27)
    words = ["".join(rng.sample(SPANISH, 5)) for _ in range(60)]
    for _ in range(4):  # planted sets of 25 of the 27 letters, so that some five-word sets exist
        letters = rng.sample(SPANISH, 25)
        words += ["".join(letters[i : i + 5]) for i in range(0, 25, 5)]
    groups = word_groups(words, 5)
    expected = brute_force(groups, 5)
    found = find_word_sets(groups, 5)
    assert len(found) >= 4 and sorted(map(sorted, as_masks(found))) == sorted(map(sorted, expected))
    assert any(any("ñ" in g.words[0] for g in s.groups) for s in found)
    for s in found:  # the unused letters are the rest of the 27, ñ among them when no word has it
        used = set("".join(g.words[0] for g in s.groups))
        assert s.unused == "".join(ch for ch in SPANISH if ch not in used)  # in Spanish order


def test_the_whole_spanish_alphabet_needs_enye_and_no_spare():
    """Three words of nine letters use all 27 letters: only the split of the alphabet that
    is among the words (with a decoy that lacks ñ) is a set, and nothing is unused."""
    rng = random.Random(9)
    letters = rng.sample(SPANISH, 27)
    split = ["".join(letters[i : i + 9]) for i in (0, 9, 18)]
    decoys = ["".join(rng.sample(SPANISH.replace("ñ", ""), 9)) for _ in range(30)]
    groups = word_groups(split + decoys, 9)
    sets = find_word_sets(groups, 3)
    assert as_masks(sets) == [frozenset(g.mask for g in word_groups(split, 9))] == list(brute_force(groups, 3))
    assert sets[0].unused == ""
    with pytest.raises(PuzzleError, match="k\\*n <= 26"):  # in English the same sizes do not fit
        find_word_sets(word_groups(decoys, 9), 3)


def test_a_spanish_file_folds_its_accents_and_keeps_enye(tmp_path):
    path = tmp_path / "palabras.txt"
    path.write_text("año\ncafé\nÑU\nlápiz\ncanción\nzorro\n", encoding="utf-8")
    groups, _ = groups_with_zipf(str(path), 3, lang="es")
    assert sorted(w for g in groups for w in g.words) == ["año"]  # ñu has two letters
    groups, _ = groups_with_zipf(str(path), 4, lang="es")
    assert sorted(w for g in groups for w in g.words) == ["cafe"]
    groups, _ = groups_with_zipf(str(path), 5, lang="es")
    assert sorted(w for g in groups for w in g.words) == ["lapiz"]  # zorro repeats a letter


def test_unknown_words_rank_by_their_dictionary_size():
    """By hand: VIBEX (SCOWL size 80) -0.80, GUCKS (70) -0.70, FLDXT (95) -0.95, a word of no
    dictionary -1; known words keep their Zipf; shown, every score below 0 reads 0."""
    from studio.core.wordsets import familiar_scores, shown_zipf

    scores = familiar_scores({"vibex": 0.0, "gucks": 0.0, "fldxt": 0.0, "qqqqq": 0.0, "fjord": 2.81}, 5)
    assert scores == {"vibex": -0.8, "gucks": -0.7, "fldxt": -0.95, "qqqqq": -1.0, "fjord": 2.81}
    assert shown_zipf(scores["vibex"]) == 0.0 and shown_zipf(2.81) == 2.81


@pytest.mark.slow
def test_parkers_set_leads_the_five_five_letter_sets_of_the_default_list():
    """FJORD GUCKS NYMPH VIBEX WALTZ, the set of Matt Parker's video, first on the broad
    tier (the default list); on the whole list it stays near the top and no set of
    abbreviations such as FLDXT comes before it."""
    parker = {"fjord", "gucks", "nymph", "vibex", "waltz"}
    groups, zipf = groups_with_zipf("broad", 5)
    ranked = ranked_sets(find_word_sets(groups, 5), zipf)
    assert set(ranked[0][1].words()) == parker
    groups, zipf = groups_with_zipf("full", 5)
    words = [set(s.words()) for _, s in ranked_sets(find_word_sets(groups, 5), zipf)]
    place = words.index(parker)
    assert place < 10 and not any("fldxt" in w for w in words[: place + 1])
