"""File names a person reads: bytes the file system's encoding cannot spell."""

import os

from studio.core.text import shown


def test_a_name_that_is_no_utf8_is_shown_with_a_replacement_character():
    """b"caf\\xe9.txt" is café in Latin-1; UTF-8 decoding with errors="replace" (the
    standard library's own reading of such bytes) shows the byte as U+FFFD."""
    raw = b"caf\xe9 \xff\xfe.txt"
    assert shown(os.fsdecode(raw)) == raw.decode("utf-8", "replace") == "caf\ufffd \ufffd\ufffd.txt"
    shown(os.fsdecode(raw)).encode("utf-8")  # a display, a UTF-8 file can hold it
    assert shown("café ∑ 🧇.txt") == "café ∑ 🧇.txt"
