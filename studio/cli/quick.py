"""A command's plain form read without argparse, from the same option table its argparse
parser is built from (each entry is add_argument's name and keywords).

`quick_parse` answers only what argparse would answer the same way: every option written
out in full, each value present and not starting with "-", one run of positional
arguments. Anything else (help, abbreviations, `--opt=value`, "--", a bad value, a
missing argument) is None, and argparse reads the whole command line: its messages and
exit codes stay the only ones. tests/cli/test_quick_parse.py checks both on many
command lines.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not typing's: importing typing is a tenth of a one-puzzle solve's start
if TYPE_CHECKING:
    from typing import Any

Options = tuple[tuple[str, dict[str, "Any"]], ...]


def dest(name: str) -> str:
    """argparse's attribute for an option or positional name: --min-zipf -> min_zipf."""
    return name.lstrip("-").replace("-", "_")


def quick_parse(options: Options, argv: list[str]) -> dict[str, Any] | None:
    """The values argparse would give `argv` (the command's own arguments), or None when
    argparse must decide. Reads one positional of nargs "+", store_true flags and
    single-value options with a type, choices and a default; a table with anything else
    is left to argparse whole."""
    flags = {name: kw for name, kw in options if name.startswith("-")}
    positionals = [name for name, kw in options if not name.startswith("-")]
    if len(positionals) != 1 or not all(_plain(name, kw) for name, kw in options):
        return None
    values = {dest(name): kw.get("default", False if "action" in kw else None) for name, kw in flags.items()}
    found: list[str] = []
    ended = False  # the run of positionals has ended: one more is argparse's error
    at = 0
    while at < len(argv):
        token = argv[at]
        kw = flags.get(token)
        if kw is None:
            if (token.startswith("-") and token != "-") or ended:
                return None
            found.append(token)
            at += 1
            continue
        ended = bool(found)
        if "action" in kw:
            values[dest(token)] = True
            at += 1
            continue
        if at + 1 == len(argv) or argv[at + 1].startswith("-"):
            return None
        try:
            value = kw.get("type", str)(argv[at + 1])
        except Exception:  # argparse reports it (or raises it) its own way
            return None
        if "choices" in kw and value not in kw["choices"]:
            return None
        values[dest(token)] = value
        at += 2
    if not found:
        return None
    values[dest(positionals[0])] = found
    return values


def _plain(name: str, kw: dict[str, Any]) -> bool:
    """Whether quick_parse reads this entry as argparse does."""
    if not name.startswith("-"):
        return kw.get("nargs") == "+" and kw.keys() <= {"nargs", "metavar", "help"}
    if "action" in kw:
        return kw["action"] == "store_true" and kw.keys() <= {"action", "help"}
    # argparse passes a string default through the type: not done here
    return kw.keys() <= {"type", "choices", "default", "metavar", "help"} and not (
        "type" in kw and isinstance(kw.get("default"), str)
    )
