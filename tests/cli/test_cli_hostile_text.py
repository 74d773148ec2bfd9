"""Text a puzzle file carries, written by someone hostile or careless, in every export.

What no export can write (a lone surrogate; a C0 control other than tab, newline and
return; U+FFFE, U+FFFF) is refused when the file is read, with the field named, for every
command (core/text.py). Everything else arrives intact, read back by other programs:
Python's XML parser (the SVG, the PDF's XMP), poppler (pdfinfo, pdftotext), json, Qt's
PNG reader, an HTML parser (the web page's data).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from studio.cli import main
from studio.core.waffle.share import read_share_code
from studio.resources import resource

DAILY = json.loads(resource("examples/daily-1.json").read_text(encoding="utf-8"))
NOT_TEXT = (  # each character, and how the error names it
    ("\ud800", "lone surrogate U+D800"),
    ("\udfff", "lone surrogate U+DFFF"),
    ("\x00", "control character U+0000"),
    ("\x0b", "control character U+000B"),
    ("\x1b", "control character U+001B"),
    ("\ufffe", "non-character U+FFFE"),
)
EXPORTS = (
    ["--format", "json", "--out", "@out.json"],
    ["--format", "png", "--out", "@out.png"],
    ["--format", "svg", "--out", "@out.svg"],
    ["--format", "pdf", "--out", "@out.pdf"],
    ["--sheet", "1", "--format", "pdf", "--out", "@sheet.pdf"],  # its title and author are the options
    ["--web", "@page.html"],
)
COMMANDS = [["share"], *(["export", *export] for export in EXPORTS)]
# Writable but awkward: markup, entities, quotes, XML's end of CDATA, separators, bidi, DEL and C1.
AWKWARD = (
    "<!--<script>",
    "</script><img src=x>",
    "]]> & &amp; <![CDATA[",
    "\"quoted\" 'and' \\back\\slashed",
    "line\u2028and\u2029paragraph",
    "\u202eright to left\u202c",
    "del \x7f and next line \x85",
    "Día 1 🧇",
)


def _write(folder: Path, **changes: object) -> Path:
    path = folder / "hostile.json"
    path.write_text(json.dumps({**DAILY, **changes}), encoding="utf-8")  # json writes "\ud800" as an escape
    return path


def _run(command: list[str], puzzle: Path, folder: Path) -> int:
    """`command` on the puzzle, its outputs (@name) in `folder`."""
    return main([command[0], str(puzzle), *(str(folder / a[1:]) if a[0] == "@" else a for a in command[1:])])


@pytest.mark.parametrize(("bad", "named"), NOT_TEXT)
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c[:3]))
def test_text_no_export_can_write_is_refused_naming_the_field(tmp_path, capsys, command, bad, named) -> None:
    puzzle = _write(tmp_path, title=f"Week{bad}47")
    assert _run(command, puzzle, tmp_path) == 2  # bad input, not exit 70
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "'title' holds" in err and named in err and "at character 5" in err
    assert "hostile.json, line 1, column" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hostile.json"]  # nothing written


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"author": "by\x0c"}, "'author'"),
        ({"notes": ["fine", {"by": "\ud83d"}]}, "'notes[1].by'"),  # half of an emoji's pair
        ({"words": {"ok": ["A", "\x08"]}}, "'words.ok[1]'"),
        ({"extra\x01": 1}, "the key 'extra\\x01'"),
    ],
)
def test_every_field_is_checked_and_named(tmp_path, capsys, changes, field) -> None:
    assert main(["share", str(_write(tmp_path, **changes))]) == 2
    assert f"{field} holds" in capsys.readouterr().err


def test_a_share_code_whose_title_holds_a_control_character_is_refused(capsys) -> None:
    from studio.core.waffle.formats import loads
    from studio.core.waffle.share import share_code

    code = share_code(loads(json.dumps(DAILY)).with_changes(meta={"title": "a\x0bb"}))
    assert main(["solve", code]) == 2
    assert "the share code's title holds the control character U+000B at character 2" in capsys.readouterr().err


@pytest.mark.parametrize("option", ["--title", "--author", "--footer"])
@pytest.mark.parametrize("bad", ["\x0b", "\udcff"])  # \udcff: the byte 0xFF of a non-UTF-8 argument
def test_a_title_author_or_footer_argument_that_no_export_can_write_is_a_usage_error(tmp_path, capsys, option, bad):
    out = tmp_path / "sheet.pdf"
    with pytest.raises(SystemExit) as stopped:
        main(["export", str(_write(tmp_path)), "--sheet", "1", "--out", str(out), option, f"x{bad}"])
    assert stopped.value.code == 2
    assert f"argument {option}:" in capsys.readouterr().err and not out.exists()


def _poppler(*args: str) -> str:
    if shutil.which(args[0]) is None:
        pytest.skip(f"{args[0]} is missing: apt-get install poppler-utils")
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout


class _ScriptData(HTMLParser):
    """The text of the page's <script id="puzzles">, as a browser's HTML parser splits it."""

    def __init__(self) -> None:
        super().__init__()
        self.inside, self.data = False, ""

    def handle_starttag(self, tag, attrs) -> None:
        self.inside = tag == "script" and ("id", "puzzles") in attrs

    def handle_endtag(self, tag) -> None:
        self.inside = False

    def handle_data(self, data) -> None:
        if self.inside:
            self.data += data


@pytest.mark.slow
@pytest.mark.parametrize("text", AWKWARD)
def test_awkward_text_reaches_every_export_intact(tmp_path, capsys, text) -> None:
    puzzle = _write(tmp_path, title=text, author=text, notes=[text])
    for command in COMMANDS:
        assert _run(command, puzzle, tmp_path) == 0, command
    code = capsys.readouterr().out.splitlines()[0]
    assert read_share_code(code).meta["title"] == text.encode()[:80].decode("utf-8", "ignore")
    saved = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    assert (saved["title"], saved["author"], saved["notes"]) == (text, text, [text])
    assert not QImage(str(tmp_path / "out.png")).isNull()
    svg_title = ET.parse(tmp_path / "out.svg").getroot().find("{http://www.w3.org/2000/svg}title")
    assert svg_title is not None and text in svg_title.text
    xmp = ET.fromstring(_poppler("pdfinfo", "-meta", str(tmp_path / "out.pdf")))
    assert text in "".join(xmp.itertext())
    assert f"Author:          {text}\n" in _poppler("pdfinfo", str(tmp_path / "out.pdf"))
    sheet = ["export", str(puzzle), "--sheet", "1", "--out", str(tmp_path / "sheet.pdf")]
    assert main([*sheet, "--title", text, "--author", text, "--footer", text]) == 0
    xmp = ET.fromstring(_poppler("pdfinfo", "-meta", str(tmp_path / "sheet.pdf")))
    assert "".join(xmp.itertext()).count(text) == 2  # the title and the author
    printed = _poppler("pdftotext", str(tmp_path / "sheet.pdf"), "-")  # reads, and markup is printed as such
    assert text in printed or not (text.isascii() and text.isprintable())  # (bidi, emoji: layout, fonts)
    page = _ScriptData()
    page.feed((tmp_path / "page.html").read_text(encoding="utf-8"))
    assert json.loads(page.data)[0]["title"] == text
