"""Every choice the command line offers is the core's own table, in the core's order: a
language, format, style or paper added to the core is offered by every command at once,
and no command keeps a copy that could drift."""

from __future__ import annotations

import argparse

from studio.cli import build_parser
from studio.core.alphabet import LANGUAGES
from studio.core.curation import LEVELS
from studio.core.letterboxed.board import OBJECTIVES
from studio.core.letterboxed.hints import RUNGS
from studio.core.waffle.book import TRIMS
from studio.core.waffle.colors import POLICIES
from studio.core.waffle.export import EXPORT_FORMATS
from studio.core.waffle.hints import MOST_RUNGS
from studio.core.waffle.scramble import STRATEGIES
from studio.core.waffle.series import EVERY, RAMPS
from studio.core.waffle.sheet import CONTENTS, GRIDS, PAGE_SETS, PAPERS, STYLES
from studio.core.words import LISTS, TIERS

TABLES: dict[str, tuple[object, ...]] = {
    "--lang": tuple(LANGUAGES),
    "--format": tuple(EXPORT_FORMATS),
    "--style": STYLES,
    "--paper": tuple(PAPERS),
    "--show": CONTENTS,
    "--sheet": tuple(GRIDS),
    "--per-page": tuple(GRIDS),
    "--trim": tuple(TRIMS),
    "--pages": PAGE_SETS,
    "--tier": tuple(TIERS),
    "--list": LISTS,
    "--reveal": tuple(range(len(RUNGS) + 1)),  # how many rungs of the hint ladder, none to all
    "--policy": POLICIES,
    "--strategy": STRATEGIES,
    "--hint": tuple(range(1, MOST_RUNGS + 1)),
    "--objective": OBJECTIVES,
    "--word-filter": LEVELS,
    "--every": EVERY,
    "--ramp": RAMPS,
}
CLI_ONLY = {"--sort"}  # wordsets: the order to print in, a choice of the command's own


def offered(parser: argparse.ArgumentParser, path: str = "") -> list[tuple[str, str, tuple[object, ...]]]:
    """(command, option, choices) of every option with choices, in every command."""
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                found += offered(sub, f"{path} {name}".strip())
        elif action.choices is not None and action.option_strings:
            found.append((path, action.option_strings[-1], tuple(action.choices)))
    return found


def test_every_options_choices_are_the_cores_table():
    choices = offered(build_parser())
    assert {option for _, option, _ in choices} == set(TABLES) | CLI_ONLY  # every table is offered somewhere
    for command, option, values in choices:
        if option not in CLI_ONLY:
            assert values == TABLES[option], f"{command} {option}"
    assert sum(option == "--lang" for _, option, _ in choices) >= 4  # solve, generate, export, wordle...


def test_a_locale_is_read_as_its_language():
    parser = build_parser(["solve"])
    assert parser.parse_args(["solve", "--lang", "es_ES.UTF-8", "x"]).lang == "es"
    assert parser.parse_args(["solve", "--lang", "EN-gb", "x"]).lang == "en-GB"
