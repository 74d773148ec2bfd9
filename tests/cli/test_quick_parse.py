"""A command's quick form (studio/cli/quick.py) against argparse itself, the oracle: on
every command line it reads, argparse must accept the line and give the same values;
on the rest it must step aside (None), whatever argparse then says."""

import contextlib
import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studio.cli import quick_args
from studio.cli.parsers import build_parser
from studio.cli.quick import quick_parse

# the pieces of a solve command line: its options, good and bad values, paths, and what
# argparse treats specially (help, abbreviations, "--", "=", negative numbers, "-")
TOKENS = [
    "--json",
    "--words",
    "--tier",
    "--lang",
    "--hint",
    "common",
    "broad",
    "wordfreq",
    "bogus",
    "en",
    "en-GB",
    "xx",
    "1",
    "5",
    "0",
    "9",
    " 3",
    "a.txt",
    "b.json",
    "-",
    "",
    "--",
    "-h",
    "--help",
    "--js",
    "--tier=full",
    "-1",
    "-x",
    "--version",
    "--lang=de",
    "solve",
]


def argparse_values(argv: list[str]) -> dict | None:
    """What argparse makes of `solve` + argv, or None when it refuses (or prints help)."""
    with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()):
        try:
            return vars(build_parser(["solve"]).parse_args(["solve", *argv]))
        except SystemExit:
            return None


def check(argv: list[str]) -> bool:
    """Whether the quick form read this line (and then read it as argparse does)."""
    quick = quick_args(["solve", *argv])
    if quick is None:
        return False
    assert vars(quick) == argparse_values(argv), argv
    return True


@pytest.mark.slow
@settings(max_examples=600, deadline=None)
@given(st.lists(st.sampled_from(TOKENS), max_size=7))
def test_the_quick_form_reads_a_line_only_as_argparse_does(argv):
    check(argv)


def test_the_plain_forms_are_read_quickly():
    plain = [
        ["daily.txt"],
        ["--json", "daily.txt"],
        ["daily.txt", "--json"],
        ["a.txt", "b.txt", "-", "--json", "--tier", "common"],
        ["--words", "mine.txt", "--lang", "de", "--hint", "2", "a.txt"],
        ["--tier", "full", "--tier", "wordfreq", "a.txt"],  # the last one counts, as in argparse
        [""],
    ]
    assert all(check(argv) for argv in plain)


def test_anything_argparse_must_decide_is_left_to_it():
    for argv in (
        [],  # no path: argparse's usage error
        ["a.txt", "--json", "b.txt"],  # a second run of paths: argparse's error
        ["--tier", "bogus", "a.txt"],
        ["--hint", "9", "a.txt"],
        ["--lang", "xx", "a.txt"],
        ["--js", "a.txt"],  # argparse's abbreviation
        ["--tier=full", "a.txt"],
        ["-h"],
        ["--", "a.txt"],
        ["--words", "-", "a.txt"],
        ["a.txt", "--words"],
    ):
        assert quick_args(["solve", *argv]) is None, argv


def test_a_table_with_what_the_quick_form_does_not_read_is_left_to_argparse():
    paths = ("paths", {"nargs": "+"})
    assert quick_parse((paths, ("--n", {"type": int})), ["--n", "3", "a"]) == {"n": 3, "paths": ["a"]}
    assert quick_parse((paths, ("--n", {"type": int, "default": "3"})), ["a"]) is None  # argparse types a str default
    assert quick_parse((paths, ("--n", {"action": "append"})), ["a"]) is None
    assert quick_parse((paths, ("--n", {"nargs": 2})), ["a"]) is None
    assert quick_parse((("path", {}),), ["a"]) is None
