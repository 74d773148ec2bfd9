"""The on-disk cache of parsed word lists: the same list as a fresh parse, rebuilt when stale or corrupt."""

from __future__ import annotations

import os

import pytest

from studio.core import wordcache
from studio.core.words import default_words, load_wordlist, parse_wordlist


@pytest.fixture
def cache_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("PUZZLE_STUDIO_NO_CACHE", raising=False)
    return tmp_path / "cache" / "puzzle-studio"


def the_words(words) -> set[str]:
    return {w for n in range(2, 40) for w in words.of_length(n).words}


def cache_files(home):
    return sorted((home / "lists").glob("*.words"))


def write_list(path, text, mtime_ns=None):
    path.write_text(text, encoding="utf-8")
    if mtime_ns is not None:
        os.utime(path, ns=(mtime_ns, mtime_ns))


def test_cached_list_equals_a_fresh_parse_and_the_files_own_lines(cache_home, tmp_path):
    lines = ["apple", "Banana", "cherry", "fugue", "loose", "omega", "zz", "it's", "x"]
    path = tmp_path / "mine.txt"
    write_list(path, "\n".join(lines) + "\n")
    first = load_wordlist(path)
    assert len(cache_files(cache_home)) == 1
    second = load_wordlist(path)  # from the cache
    oracle = {w.upper() for w in lines if w.isalpha() and len(w) >= 2}
    assert the_words(first) == the_words(second) == oracle
    fresh = parse_wordlist(path.read_text(), path.name)
    assert second.name == fresh.name == "mine.txt"
    for n in range(2, 8):
        assert (second.of_length(n).letters == fresh.of_length(n).letters).all()
        assert (second.of_length(n).zipf == fresh.of_length(n).zipf).all()


def test_weights_survive_the_cache(cache_home, tmp_path):
    path = tmp_path / "weighted.txt"
    write_list(path, "apple\t0.002\nbanana\t0.0001\n")
    load_wordlist(path)
    words = load_wordlist(path)
    assert words.zipf("apple") > words.zipf("banana") > 0


def test_a_changed_file_is_read_again(cache_home, tmp_path):
    path = tmp_path / "mine.txt"
    write_list(path, "apple\nmango\n", mtime_ns=1_000_000_000_000_000_000)
    assert the_words(load_wordlist(path)) == {"APPLE", "MANGO"}
    write_list(path, "apple\nlemon\n", mtime_ns=1_000_000_000_000_000_000)  # same size, same mtime...
    write_list(path, "apple\nlemon\n", mtime_ns=1_000_000_001_000_000_000)  # ...then a new mtime
    assert the_words(load_wordlist(path)) == {"APPLE", "LEMON"}
    write_list(path, "apple\nlemon\ngrape\n", mtime_ns=1_000_000_001_000_000_000)  # same mtime, new size
    assert the_words(load_wordlist(path)) == {"APPLE", "LEMON", "GRAPE"}


@pytest.mark.parametrize(
    "damage",
    [
        lambda raw: b"",
        lambda raw: raw[: len(raw) // 2],
        lambda raw: raw[:-3] + b"ZZZ",
        lambda raw: b"garbage\n" * 10,
        lambda raw: raw.replace(b'"groups"', b'"grumps"', 1),
        lambda raw: raw[:30] + b"\xff\xfe" + raw[32:],
    ],
)
def test_a_corrupt_cache_is_ignored_and_rebuilt(cache_home, tmp_path, damage):
    path = tmp_path / "mine.txt"
    write_list(path, "apple\nmango\nkiwi\n")
    load_wordlist(path)
    (cached,) = cache_files(cache_home)
    good = cached.read_bytes()
    cached.write_bytes(damage(good))
    words = load_wordlist(path)
    assert the_words(words) == {"APPLE", "MANGO", "KIWI"}
    fresh = parse_wordlist(path.read_text())
    for n in (4, 5):  # the bitsets, checked on their own
        assert words.of_length(n).letter_at == fresh.of_length(n).letter_at
    assert cached.read_bytes() == good  # rebuilt


def test_an_unwritable_cache_is_no_error(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    path = tmp_path / "mine.txt"
    write_list(path, "apple\nmango\n")
    assert the_words(load_wordlist(path)) == {"APPLE", "MANGO"}


def test_the_cache_can_be_turned_off(cache_home, tmp_path, monkeypatch):
    monkeypatch.setenv("PUZZLE_STUDIO_NO_CACHE", "1")
    path = tmp_path / "mine.txt"
    write_list(path, "apple\nmango\n")
    assert the_words(load_wordlist(path)) == {"APPLE", "MANGO"}
    assert not cache_home.exists()


def test_the_default_tiers_from_the_cache_equal_the_resource(cache_home):
    for tier in ("common", "broad"):
        default_words.cache_clear()
        built = default_words(tier)  # parses the resource, writes the cache
        default_words.cache_clear()
        cached = default_words(tier)
        assert wordcache.open_cached(wordcache.cache_file("default", tier), _key_of(tier)) is not None
        assert (cached.name, cached.tier, len(cached)) == (built.name, built.tier, len(built))
        for n in range(2, 16):
            assert (cached.of_length(n).letters == built.of_length(n).letters).all()
            assert (cached.of_length(n).zipf == built.of_length(n).zipf).all()
    default_words.cache_clear()


def _key_of(tier):
    from studio import __version__
    from studio.resources import resource

    stat = os.stat(str(resource("words/en.tsv.gz")))
    return {"version": __version__, "tier": tier, "size": stat.st_size, "mtime_ns": stat.st_mtime_ns}


def test_a_list_from_the_cache_has_the_bitsets_of_a_fresh_parse(cache_home, tmp_path):
    path = tmp_path / "mine.txt"
    write_list(path, "abbey\nbobby\nkayak\nllama\nmamma\ncat\ndog\n")
    load_wordlist(path)
    cached, fresh = load_wordlist(path), parse_wordlist(path.read_text(), path.name)
    for n in (3, 5):
        assert cached.of_length(n).read_bits is not None  # read from the file, not made again
        assert cached.of_length(n).letter_at == fresh.of_length(n).letter_at
        assert cached.of_length(n).at_least == fresh.of_length(n).at_least


def test_a_list_read_from_the_cache_can_be_sent_to_another_process(cache_home, tmp_path):
    """The window reads a list in a spawned process and receives it pickled."""
    import pickle

    path = tmp_path / "mine.txt"
    write_list(path, "apple\nmango\nkiwi\n")
    load_wordlist(path)
    received = pickle.loads(pickle.dumps(load_wordlist(path)))
    assert the_words(received) == {"APPLE", "MANGO", "KIWI"}
    assert received.zipf("apple") == parse_wordlist(path.read_text()).zipf("apple")
