import pytest

from studio.core.errors import PuzzleError
from studio.core.words import TIERS, default_words, load_wordlist, parse_wordlist


def test_tiers_nest():
    sizes = [len(default_words(t)) for t in TIERS]
    assert sizes == sorted(sizes) and sizes[0] > 10_000
    common, broad = default_words("common"), default_words("broad")
    assert all(w in broad for w in common.of_length(5).words[:500])


@pytest.mark.parametrize("junk", ["john", "texas", "https", "paris", "james", "london"])
def test_names_and_web_junk_are_not_common_words(junk):
    assert junk not in default_words("common")


@pytest.mark.parametrize("word", ["fugue", "loose", "omega", "emerald", "mystery", "cat"])
def test_ordinary_words_are_common(word):
    assert word in default_words("common")


def test_frequency_ranks_common_words_higher():
    words = default_words()
    assert words.zipf("house") > words.zipf("fugue") > words.zipf("zzzzz")


def test_user_lists_with_weights_comments_and_odd_entries():
    words = parse_wordlist("# my list\nApple\t0.002\nbanana\t0.0001\n\nit's\nfiancée 0.00001\n")
    assert "APPLE" in words and "FIANCEE" in words and "ITS" not in words
    assert words.zipf("apple") > words.zipf("banana") > words.zipf("fiancee")


def test_user_list_errors_name_line_and_column(tmp_path):
    with pytest.raises(PuzzleError) as err:
        parse_wordlist("apple\t1\nbanana\tlots\n")
    assert (err.value.line, err.value.column) == (2, 8)
    with pytest.raises(PuzzleError, match="not found"):
        load_wordlist(tmp_path / "missing.txt")
    (tmp_path / "empty.txt").write_text("# nothing\n")
    with pytest.raises(PuzzleError, match="no words"):
        load_wordlist(tmp_path / "empty.txt")


def members(bits: int) -> set[int]:
    return {i for i in range(bits.bit_length()) if bits >> i & 1}


@pytest.mark.slow
@pytest.mark.parametrize("source", ["small", "broad"])
def test_bitsets_match_counting_letters_word_by_word(source):
    if source == "small":  # repeated letters, and a list shorter than a byte of bits
        group = parse_wordlist("abbey\nbobby\neerie\nkayak\nllama\nmamma\nzzzzz\n").of_length(5)
    else:
        group = default_words().of_length(5)
    words = group.words
    rows = range(len(words))
    for letter in "ABEKMYZ":
        code = ord(letter) - 65
        for p in range(5):
            assert members(group.letter_at[p][code]) == {i for i in rows if words[i][p] == letter}
            assert members(group.other_letter_at[p][code]) == {i for i in rows if words[i][p] != letter}
        for k in range(7):
            assert members(group.at_least[code][k]) == {i for i in rows if words[i].count(letter) >= k}
        for k in range(6):
            assert members(group.at_most[code][k]) == {i for i in rows if words[i].count(letter) <= k}


def test_a_word_is_found_at_its_row_without_the_index():
    """`row` searches the text; the oracle is the position in the plain list of words."""
    from array import array

    from studio.core.alphabet import encoded
    from studio.core.words import SEARCHES, WordList, WordsOfLength

    listed = ["CABAB", "ABABC", "BABCA", "ABABC", "ÑANDU", "XYZZY"]  # ABABC twice: the last row counts
    # ABABA and BABAB are in the text only across rows: not words
    zipf = array("f", [1.5 * i for i in range(len(listed))])
    group = WordsOfLength(5, encoded("".join(listed)), zipf.tobytes())
    words = WordList("six", {5: group})
    probes = [*listed, "ABABA", "cabab", "NANDU", "ZZZZ"] * 4  # past SEARCHES: then the index answers
    assert len(probes) > SEARCHES
    for word in probes:
        rows = [i for i, w in enumerate(listed) if w == word.upper()]
        assert (word in words, words.zipf(word)) == (bool(rows), zipf[rows[-1]] if rows else 0.0), word
    group = WordsOfLength(5, encoded("".join(listed)), zipf.tobytes())
    for word in [*listed, "ABABA", "BABAB", "ABCAB", "NANDU", "ABAB", "ABABCX", "AB[CD", "cabab", ""]:
        expected = max((i for i, w in enumerate(listed) if w == word), default=None)
        assert group.row(word) == expected, word
    assert group.row_of == {w: max(i for i, v in enumerate(listed) if v == w) for w in listed}
    assert all(group.row(w) == group.row_of[w] for w in listed)  # and through the index once built
