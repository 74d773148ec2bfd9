"""A playable web page: one self-contained HTML file (inline script and style, the
puzzles as JSON) that plays one Waffle or a set in any current browser, offline.

The page is `studio/resources/web/player.html` with `player.js` put inline; its colours
come from the palette, so the page looks like the studio's Play mode, and the rules'
constants from the core (`page_rules`), so the page and the studio cannot disagree.

The page's words are in the interface language it was made in (`page_texts`): the static
ones written into the HTML, all of them as a JSON table for the script, with `<html lang>`.
The puzzle's letters stay the puzzle's language.

The solution is not in the page as text: each puzzle's is XOR-ed with a stream seeded by
its tiles and written in base64 (`seal`), and the script opens it to colour the tiles,
know a win and show it on Give up. That keeps the words out of a casual look at the page's
source, nothing more: the script that opens it is in the same page, for anyone who reads it
(the share code holds the solution too, packed 5 bits a letter). Each word's meaning
(core/meanings.py), shown once the game is over, is sealed the same way, since the words
could be read from it.
"""

from __future__ import annotations

import base64
import html
import json
import re
from collections.abc import Iterator, Sequence
from pathlib import Path

from studio.core.alphabet import TILES, language
from studio.core.atomic import write_atomic
from studio.core.errors import PuzzleError
from studio.core.meanings import has_meanings, meaning, meaning_json
from studio.core.waffle.share import ALPHABET, FLAGS_OF_VERSION, share_code
from studio.core.waffle.sheet import Entry, Heading
from studio.core.waffle.swaps import SPARE_SWAPS
from studio.language import current, number, translate
from studio.render import palette
from studio.render.sheet_text import heading_text, parts_of_speech
from studio.resources import resource

MIN_COUNTS = 100  # "Solved in %n swaps!" phrased for 0 to 99 swaps at least: a pasted code's too
MAX_PUZZLES = 500  # a page of puzzles, not an archive: past this the picker is no use
CARD_INK = (palette.CARD_TEXT, palette.CARD_MUTED, palette.CARD_RULE)  # a light page's text, as on an export


def _palette_css(p: palette.Palette = palette.LIGHT) -> str:
    """The light (print) palette by default: a page handed to others looks like an export.
    A daily page also offers the dark and colour-blind ones (`theme_css`)."""
    tile = {"green": "g", "yellow": "y", "gray": "-"}
    page = (p.window, p.base, p.text, p.hint, p.edge) if p.dark else (p.preview_back, palette.WHITE, *CARD_INK)
    names = {
        **dict(zip(("back", "card", "text", "muted", "rule"), page)),
        "frame": p.frame_edge,
        "accent": p.accent,
        "picked": p.picked,
        "hint-ring": p.hint_ring,
        "star": p.star,
        "good": p.status["good"],
        "bad": p.status["bad"],
    }
    for name, key in tile.items():
        names[name] = p.tile_fill[key]
        names[f"{name}-edge"] = p.tile_edge[key]
        names[f"on-{name}"] = p.letter_on[key]
    return " ".join(f"--{name}: {color.name()};" for name, color in names.items())


def theme_css() -> str:
    """The page's palettes as CSS: the light one on :root, the others under the `data-look`
    player.js sets ("dark", "cb", "dark cb": the window's `palette_for`)."""
    looks = {
        '[data-look="dark"]': palette.DARK,
        '[data-look="cb"]': palette.LIGHT_COLOUR_BLIND,
        '[data-look="dark cb"]': palette.DARK_COLOUR_BLIND,
    }
    return "\n".join(f"{selector} {{ {_palette_css(p)} }}" for selector, p in looks.items())


def page_rules(hints: bool = False, undo: bool = False) -> dict[str, object]:
    """The constants player.js plays by, taken from the core where each is stated once, and
    whether the designer offers hints and undo (a daily page's choice)."""
    return {
        "hints": hints,
        "undo": undo,
        "spareSwaps": SPARE_SWAPS,
        "tiles": TILES,
        "codeAlphabet": ALPHABET,
        "codeVersions": sorted(FLAGS_OF_VERSION),
        "meaningsSalt": MEANINGS_SALT,
    }


def _stream(salt: str) -> Iterator[int]:
    """Key bytes: xorshift32 seeded by the FNV-1a hash of `salt`'s UTF-8 (player.js: keyStream)."""
    state = 0x811C9DC5
    for byte in salt.encode("utf-8"):
        state = ((state ^ byte) * 0x01000193) & 0xFFFFFFFF
    state = state or 1
    while True:
        state ^= (state << 13) & 0xFFFFFFFF
        state ^= state >> 17
        state ^= (state << 5) & 0xFFFFFFFF
        yield state & 0xFF


def seal(text: str, salt: str) -> str:
    """`text` unreadable at a glance: its UTF-8 XOR-ed with `salt`'s stream, in base64
    (player.js: unseal). A disguise, not a secret: see the module's docstring."""
    return base64.b64encode(bytes(b ^ k for b, k in zip(text.encode("utf-8"), _stream(salt)))).decode("ascii")


def unseal(sealed: str, salt: str) -> str:
    """`seal` undone (the tests' check that the page can open what it holds)."""
    data = base64.b64decode(sealed)
    return bytes(b ^ k for b, k in zip(data, _stream(salt))).decode("utf-8")


def puzzle_record(entry: Entry) -> dict[str, object]:
    """What the page needs of one puzzle: its shape, tiles, solution (sealed), fewest swaps,
    share code, and a name for the browser's tab when it has no title (its file's)."""
    if entry.answer is None:
        name = entry.name or translate("Web page", "the puzzle")
        raise PuzzleError(translate("Web page", "%1: no solution, so it cannot be played").replace("%1", name))
    puzzle = entry.puzzle.with_changes(solution=entry.answer.solution)
    shape = puzzle.shape
    meta = puzzle.meta
    title = str(meta.get("title") or heading_text(Heading(meta.get("number"))))
    return {
        "title": title,
        "mask": ["".join("#" if open_ else "." for open_ in row) for row in shape.mask],
        "tiles": puzzle.tiles,
        "colors": puzzle.colors,
        "sealed": seal(entry.answer.solution, puzzle.tiles),
        "name": Path(entry.name).stem if entry.name else "",
        "fewest": entry.answer.fewest,
        "code": share_code(puzzle),
        "meanings": sealed_meanings(shape.words(entry.answer.solution), puzzle.tiles, puzzle.lang),
    }


def sealed_meanings(words: Sequence[str], tiles: str, lang: str) -> str | None:
    """The words' meanings as a sealed JSON list of {word, lemma, pos, gloss} (player.js:
    meaningsOf); None where the language has no meanings."""
    found = language(lang)
    if not has_meanings(found):
        return None
    rows = [{"word": w, **meaning_json(meaning(w, found))} for w in words]
    return seal(json.dumps(rows, ensure_ascii=False), tiles + MEANINGS_SALT)


MEANINGS_SALT = "/meanings"  # player.js: the meanings' stream differs from the solution's


# Inside <script>, "</script" ends the element and "<!--" then "<script" makes the parser
# skip the real end tag: the page's script is lost. These characters only occur inside JSON
# strings, where \uXXXX means the same, so none of them reaches the HTML parser.
SCRIPT_ESCAPES = str.maketrans({ch: f"\\u{ord(ch):04x}" for ch in "<>&\u2028\u2029"})


def script_json(value: object) -> str:
    """`value` as JSON that is safe inside an HTML <script> element whatever its strings hold."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).translate(SCRIPT_ESCAPES)


def page_texts(counts: int) -> dict[str, object]:
    """The page's words in the current language: %1, %2 … are the script's to fill in;
    "solvedIn" is one phrase per count of swaps from 0 to `counts` - 1 (the plural's form is
    the catalogue's to pick), the script writing a larger count into the last."""
    solved_in = [translate("Web page", "Solved in %n swaps!", None, n) for n in range(counts)]
    return {
        "previous": translate("Web page", "The previous puzzle"),
        "picker": translate("Web page", "Puzzle"),
        "next": translate("Web page", "The next puzzle"),
        "board": translate("Web page", "The puzzle"),
        "swapsLeft": translate("Web page", "swaps left"),
        "stars": translate("Web page", "stars"),
        "swapsMade": translate("Web page", "swaps made"),
        "restart": translate("Web page", "Start again"),
        "giveUp": translate("Web page", "Give up"),
        "nextPuzzle": translate("Web page", "Next puzzle ▶"),
        "help": translate(
            "Web page",
            "Swap two tiles: drag one onto the other, or click one and then the other. Green tiles are in "
            "place and stay put; yellow ones belong elsewhere in their word (or the crossing one). Solve it "
            "within the swaps allowed: each swap left over is a star.",
        ),
        "shareCode": translate("Web page", "Share code"),
        "thisCode": translate("Web page", "This puzzle's share code"),
        "copy": translate("Web page", "Copy"),
        "pasteHelp": translate(
            "Web page", "Paste a share code from Puzzle Studio or from a friend to play that puzzle:"
        ),
        "codeToPlay": translate("Web page", "A share code to play"),
        "play": translate("Web page", "Play"),
        "footer": translate("Web page", "Made with Puzzle Studio · plays offline, nothing is sent anywhere"),
        "puzzleOf": translate("Web page", "Puzzle %1 of %2"),
        "tile": translate("Web page", "%1, %2, row %3 column %4"),
        "green": translate("Web page", "green"),
        "yellow": translate("Web page", "yellow"),
        "gray": translate("Web page", "gray"),
        "solvedIn": solved_in,
        "perfect": translate("Web page", "Perfect: the fewest swaps there are!"),
        "lost": translate("Web page", "Out of swaps. Here is the solution."),
        "gaveUp": translate("Web page", "The solution. Start again to have another go."),
        "fewestIs": translate("Web page", "The fewest swaps is %1; you have %2."),
        "copied": translate("Web page", "Copied"),
        "copyByHand": translate("Web page", "Press Ctrl+C (⌘C) to copy the selected code"),
        "codeStart": translate("Web page", "A share code starts with waffle1:"),
        "codeVersion": translate("Web page", 'Share code version "%1" is not one this page reads (it reads %2).'),
        "codeCharacter": translate("Web page", 'Character %1 of the code, "%2", is not one a code uses.'),
        "codeCut": translate("Web page", "The code is cut short: a character is missing at its end."),
        "codeEnd": translate("Web page", 'The code is damaged: its last character, "%1", is not one a code ends with.'),
        "codeShort": translate("Web page", "The code is too short: a part of it is missing."),
        "codeDamaged": translate("Web page", "The code is damaged: a character was changed, lost or added."),
        "codeEndsBefore": translate("Web page", "The code is too short: it ends before the %1."),
        "codeNoSolution": translate(
            "Web page",
            "This code has no solution in it, so the page cannot colour the tiles: make it in Puzzle Studio "
            "from a solved puzzle.",
        ),
        "codeTooSmall": translate("Web page", "The code's grid is %1x%2, too small to play."),
        "codeNotLetter": translate("Web page", "The code's %1 holds something that is not a letter."),
        "codeLetters": translate("Web page", "The code's tiles are not the letters of its solution."),
        "meanings": translate("Web page", "Meanings of the words"),
        "noMeanings": translate("Web page", "No meanings for this language."),
        "noMeaning": translate("Web page", ": no meaning found"),
        "partsOfSpeech": parts_of_speech(),
        "hint": translate("Web page", "Hint"),
        "undo": translate("Web page", "Undo"),
        "parts": {  # the parts of a share code its errors name
            "flags": translate("Web page", "flags"),
            "rows": translate("Web page", "rows"),
            "columns": translate("Web page", "columns"),
            "mask": translate("Web page", "mask"),
            "tiles": translate("Web page", "tiles"),
            "colours": translate("Web page", "colours"),
            "solution": translate("Web page", "solution"),
            "swap count": translate("Web page", "swap count"),
            "title": translate("Web page", "title"),
        },
    }


def daily_texts() -> dict[str, str]:
    """A daily page's own words (daily.js): its share line, result code, statistics and notes."""
    return {
        "shareLine": translate("Web page", "Share line"),
        "namePlaceholder": translate("Web page", "Your name, for your teacher"),
        "yourName": translate("Web page", "Your name"),
        "makeCode": translate("Web page", "Result code"),
        "resultCodeFor": translate("Web page", "Result code for your teacher"),
        "played": translate("Web page", "played"),
        "wonPct": translate("Web page", "won %"),
        "streak": translate("Web page", "streak"),
        "bestStreak": translate("Web page", "best streak"),
        "dark": translate("Web page", "Dark"),
        "light": translate("Web page", "Light"),
        "colourBlind": translate("Web page", "Colour-blind tiles"),
        "dayDamaged": translate("Web page", "The puzzle of %1 is damaged."),
        "streakShare": translate("Web page", "streak: %1"),
        "firstOn": translate("Web page", "The first puzzle of %1 comes out on %2."),
        "httpsOnly": translate(
            "Web page",
            "This page opens its puzzles only from a secure (https) address or from a file on this computer.",
        ),
        "noNewToday": translate("Web page", "No new puzzle today: the next comes out on %1."),
        "seriesEnded": translate("Web page", "The series ended on %1: play the archive."),
    }


def check_count(count: int) -> None:
    if not count:
        raise PuzzleError(translate("Web page", "no puzzles to put on the page"))
    if count > MAX_PUZZLES:
        said = translate("Web page", "a page plays at most %1 puzzles, not %2: split the set")
        raise PuzzleError(said.replace("%1", number(MAX_PUZZLES)).replace("%2", number(count)))


def web_page(entries: Sequence[Entry], title: str = "") -> str:
    """The page's HTML. Entries need their answers (the page colours tiles against the solution)."""
    check_count(len(entries))
    records = [puzzle_record(entry) for entry in entries]
    of = translate("Web page", "Puzzle %1 of %2").replace("%1", "1").replace("%2", str(len(records)))
    first = records[0]["title"] or (of if len(records) > 1 else records[0]["name"])
    return fill_page(tab_title(str(first), title), title, page_rules(), records)


def fill_page(
    tab: str, heading: str, rules: dict[str, object], records: list[dict[str, object]], daily: object = None
) -> str:
    """player.html with its placeholders filled, its words in the current language: the
    puzzles to play at once (`records`), or none and a daily page's `daily` data
    (dailypage.py), which daily.js opens day by day."""
    script = resource("web/player.js").read_text(encoding="utf-8")
    if daily is not None:
        script += "\n" + resource("web/daily.js").read_text(encoding="utf-8")
    texts = page_texts(max([MIN_COUNTS, *(int(str(r["fewest"])) + SPARE_SWAPS + 1 for r in records)]))
    texts |= daily_texts()  # player.html holds a daily page's section too, hidden on others
    static = {key: html.escape(text, quote=True) for key, text in texts.items() if isinstance(text, str)}
    values = {
        "LANG": current().code,
        "TEXTS": script_json(texts),
        "PALETTE": _palette_css(),
        "THEMES": theme_css(),
        "TITLE": html.escape(tab),
        "HEADING": html.escape(heading),
        "RULES": script_json(rules),
        "PUZZLES": script_json(records),
        "DAILY": script_json(daily),
        "SCRIPT": script,
    }
    page = resource("web/player.html").read_text(encoding="utf-8")
    pattern = r"__(LANG|PALETTE|THEMES|TITLE|HEADING|RULES|TEXTS|PUZZLES|DAILY|SCRIPT|T_(\w+))__"
    return re.sub(pattern, lambda m: static[m.group(2)] if m.group(2) else values[m.group(1)], page)  # one pass


def tab_title(own: str, heading: str) -> str:
    """The browser tab's text: the puzzle shown and the set's title, and "Waffle" unless one
    already says it ("Puzzle 2 of 6 – Week 47 – Waffle"). player.js keeps it to the puzzle
    shown (tabTitle); this is the first one's, before the script runs."""
    parts = list(dict.fromkeys(part for part in (own, heading) if part))
    if not any("waffle" in part.lower() for part in parts):
        parts.append("Waffle")
    return " – ".join(parts)


def write_web_page(entries: Sequence[Entry], path: str | Path, title: str = "") -> None:
    write_atomic(path, web_page(entries, title).encode("utf-8"))
