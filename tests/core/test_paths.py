"""File names as pathlib spells them, checked against pathlib itself on many names."""

import os
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from studio.core.paths import path_text, shown, suffix

# the characters that matter to pathlib's spelling: separators, dots, a name's letters
NAMES = st.text(alphabet="ab./\\ ", max_size=12)


@settings(max_examples=1000, deadline=None)
@given(NAMES)
def test_names_are_spelled_and_suffixed_as_pathlib_does(name):
    assert path_text(name) == str(Path(name))
    assert suffix(name) == Path(name).suffix
    assert path_text(Path(name)) == str(Path(name)) and suffix(Path(name)) == Path(name).suffix


def test_typed_names_and_the_odd_ones():
    cases = [
        "daily.txt",
        "../a/b.json",
        "/tmp/x.png",
        "",
        ".",
        "..",
        "/",
        "//a",
        "a//b",
        "a/",
        "./a",
        "a/.",
        ".png",
        "a.",
    ]
    for name in cases:
        assert (path_text(name), suffix(name)) == (str(Path(name)), Path(name).suffix), name


def test_a_name_that_is_no_utf8_is_shown_with_a_replacement_character():
    """b"caf\\xe9.txt" is café in Latin-1; UTF-8 decoding with errors="replace" (the
    standard library's own reading of such bytes) shows the byte as U+FFFD."""
    raw = b"caf\xe9 \xff\xfe.txt"
    assert shown(os.fsdecode(raw)) == raw.decode("utf-8", "replace") == "caf\ufffd \ufffd\ufffd.txt"
    shown(os.fsdecode(raw)).encode("utf-8")  # a display, a UTF-8 file can hold it
    assert shown("café ∑ 🧇.txt") == "café ∑ 🧇.txt"
