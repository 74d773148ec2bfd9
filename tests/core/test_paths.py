"""File names as pathlib spells them, checked against pathlib itself on many names."""

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studio.core.paths import path_text, suffix

# the characters that matter to pathlib's spelling: separators, dots, a name's letters
NAMES = st.text(alphabet="ab./\\ ", max_size=12)


@pytest.mark.slow
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
