"""Every command's and subcommand's --help, walked: the exit codes under each, one default
per option, and no option named that the command does not take."""

from __future__ import annotations

import argparse
import re

from studio.cli import build_parser, every_parser, exits


def options_of(parser: argparse.ArgumentParser) -> set[str]:
    """The options a parser or any of its subcommands takes."""
    return {name for each in every_parser(parser) for action in each._actions for name in action.option_strings}


def flat(text: str) -> str:
    return " ".join(text.split())


PARSERS = every_parser(build_parser())


def test_the_walk_reaches_the_nested_subcommands():
    progs = {parser.prog for parser in PARSERS}
    assert {"puzzle-studio wordle suggest", "puzzle-studio letterboxed solve", "puzzle-studio solve"} <= progs


def test_every_help_ends_with_the_exit_codes():
    missing = [p.prog for p in PARSERS if not flat(p.format_help()).endswith(flat(exits.help_text()))]
    assert missing == []


def test_every_option_a_help_names_is_one_the_command_takes():
    """`wordle suggest --help` said "give it --opener", which only backtest takes."""
    wrong = {
        (p.prog, named)
        for p in PARSERS
        for named in re.findall(r"(?<![\w-])--[a-z][a-z-]*", p.format_help())
        if named not in options_of(p)
    }
    assert wrong == set()


def test_each_option_states_one_default():
    """`solve --help` gave --lang two defaults in one line (the puzzle file's, then the
    system locale's)."""
    twice = {
        (p.prog, action.option_strings[0])
        for p in PARSERS
        for action in p._actions
        if action.help and action.option_strings and len(re.findall(r"\(default\b", action.help)) > 1
    }
    assert twice == set()
