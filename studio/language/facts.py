"""Every fact of the core (studio/core/facts.py) phrased in the current language: the one
place its English lives, as the source texts of the catalogue. The window, the command
line and the printed and web pages all phrase a fact here, so they say it alike.

`phrase(fact)` is a clause (lower case, no full stop: front ends put it in their own
sentences); `phrase_error(err)` adds where it is: file, line and column."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from studio.core import alphabet
from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact
from studio.language import number, translate


def fill(text: str, *values: str) -> str:
    """`text` with %1, %2 ... replaced by `values` (the last first, so %1 never eats %10)."""
    for k in range(len(values), 0, -1):
        text = text.replace(f"%{k}", values[k - 1])
    return text


def counted(n: int, one: str | None, many: str, *values: str) -> str:
    """`one` for 1 (when the text has a singular), else `many`, each a catalogue text,
    with %n as the locale writes `n` (the window's `plural` does the same for its texts)."""
    return fill((one if n == 1 and one is not None else many).replace("%n", number(n)), *values)


def quoted(text: str) -> str:
    return repr(text)


def language_name(code: str) -> str:
    return translate("Languages", alphabet.language(code).name)


def file_size(size: float) -> str:
    """'36.0 MB' / '36,0 MB'."""
    for unit, scale in (("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if size >= scale:
            return f"{number(size / scale, 1)} {unit}"
    return counted(round(size), translate("Facts", "%n byte"), translate("Facts", "%n bytes"))


def short(value: float) -> str:
    """A number with the decimals it has, at most two: 8, 3.5, 3.25 (as the locale writes them)."""
    decimals = len(f"{value:.2f}".rstrip("0").split(".")[1])
    return number(value, decimals) if decimals else number(round(value))


def duration(seconds: float) -> str:
    """'40 s', '3 min', '1.5 h', '12 days'."""
    if seconds < 90:
        return fill(translate("Facts", "%1 s"), number(round(seconds)))
    if seconds < 5400:
        return fill(translate("Facts", "%1 min"), number(round(seconds / 60)))
    if seconds < 3 * 86400:
        return fill(translate("Facts", "%1 h"), number(seconds / 3600, 1))
    return counted(round(seconds / 86400), None, translate("Facts", "%n days"))


def colour(letter: str) -> str:
    names = {"g": translate("Facts", "green"), "y": translate("Facts", "yellow")}
    return names.get(letter, translate("Facts", "gray"))


def joined(parts: Sequence[str], last: str | None = None) -> str:
    """'a, b and c' in the current language."""
    if len(parts) <= 1:
        return "".join(parts)
    return (
        fill(translate("Facts", "%1 and %2"), ", ".join(parts[:-1]), parts[-1])
        if last is None
        else f"{', '.join(parts[:-1])}{last}{parts[-1]}"
    )


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _hint_swap(f: Fact) -> str:
    step = phrase(f.inner("step"))
    step = fill(translate("Facts", "Then %1"), step) if f.whole("order") > 1 else capital(step)
    if f.text("letter"):
        return fill(translate("Facts", "%1: the %2 turns green."), step, f.text("letter"))
    return fill(translate("Facts", "%1: both turn green."), step)


def _cell(f: Fact) -> str:
    return fill(translate("Facts", "row %1, column %2"), number(f.whole("row")), number(f.whole("column")))


def _slot(f: Fact) -> str:
    start = f.whole("start")
    if f.code is Code.ACROSS:
        if start > 1:
            return fill(translate("Facts", "row %1 across from column %2"), number(f.whole("row")), number(start))
        return fill(translate("Facts", "row %1 across"), number(f.whole("row")))
    if start > 1:
        return fill(translate("Facts", "column %1 down from row %2"), number(f.whole("column")), number(start))
    return fill(translate("Facts", "column %1 down"), number(f.whole("column")))


def _not_a_letter(f: Fact) -> str:
    owners = ", ".join(language_name(code) for code in f.words("owners"))
    return fill(
        translate("Facts", "%1 is not a letter of %2 (only %3 has %4 as a tile: choose that language)"),
        quoted(f.text("char")),
        language_name(f.text("language")),
        owners,
        f.text("tile"),
    )


def _az(f: Fact) -> str:
    extra = f.words("extra")
    if extra:
        return fill(translate("Facts", "%1 is not a letter A-Z or %2"), quoted(f.text("char")), ", ".join(extra))
    return fill(translate("Facts", "%1 is not a letter A-Z"), quoted(f.text("char")))


def _foreign_tile(f: Fact) -> str:
    return fill(
        translate("Facts", "%1: %2 is not a letter of %3"),
        joined([phrase(c) for c in f.inners("cells")]),
        quoted(f.text("tile")),
        language_name(f.text("language")),
    )


def _foreign(f: Fact) -> str:
    parts = [phrase(tile) for tile in f.inners("tiles")]
    return fill(translate("Facts", "%1 — this puzzle is in %2"), "; ".join(parts), language_name(f.text("home")))


def _tiles(f: Fact) -> str:
    return fill(
        translate("Facts", "%1 needs %2 tiles and colours, got %3 and %4"),
        f.text("size"),
        number(f.whole("cells")),
        number(f.whole("tiles")),
        number(f.whole("colours")),
    )


def _permutation(f: Fact) -> str:
    none = translate("Facts", "none")
    return fill(
        translate("Facts", "the tiles are not a permutation of the solution (extra tiles: %1, missing: %2)"),
        f.text("extra") or none,
        f.text("missing") or none,
    )


def _weight(f: Fact) -> str:
    problems = {
        "number": translate("Facts", "a number"),
        "finite": translate("Facts", "a finite number"),
    }
    return fill(translate("Facts", "the weight %1 is not %2"), quoted(f.text("weight")), problems[f.text("problem")])


def what_it_is(what: str) -> str:
    """What a file should hold, or what it is called, as limits.py names it."""
    names = {
        "a puzzle": translate("Facts", "a puzzle"),
        "a word list": translate("Facts", "a word list"),
        "a screenshot": translate("Facts", "a screenshot"),
        "a decision tree": translate("Facts", "a decision tree"),
        "file": translate("Facts", "file"),
        "word list": translate("Facts", "word list"),
        "picture": translate("Facts", "picture"),
        "tree": translate("Facts", "tree"),
        "checkpoint": translate("Facts", "checkpoint"),
    }
    return names.get(what, what)


def _not_a_file(f: Fact) -> str:
    kinds = {
        "pipe": translate("Facts", "a pipe"),
        "socket": translate("Facts", "a socket"),
        "terminal": translate("Facts", "a terminal"),
    }
    return fill(
        translate("Facts", "this is %1, not a file, and reading it could wait for ever: save the %2 to a file first"),
        kinds[f.text("kind")],
        what_it_is(f.text("what")),
    )


def _too_large(f: Fact) -> str:
    size, limit, what = number(f.whole("size")), number(f.whole("limit")), what_it_is(f.text("what"))
    if f.text("unit") == "bytes":
        return fill(translate("Facts", "this is %1 bytes, far too large for %2 (at most %3)"), size, what, limit)
    return fill(translate("Facts", "this is %1 characters, far too large for %2 (at most %3)"), size, what, limit)


def _not_a_colour(f: Fact) -> str:
    name = f.get("name")
    shown = fill(translate("Facts", "the %1"), name) if isinstance(name, str) else quoted(f.text("char"))
    return fill(
        translate(
            "Facts",
            "%1 is not a colour (g green, y yellow, - gray, or the green, yellow, white and black emoji squares)",
        ),
        shown,
    )


def _ambiguous(f: Fact) -> str:
    count = f.whole("count")
    if f.get("more"):
        return counted(count, None, translate("Facts", "ambiguous: %n+ solutions, best first"))
    return counted(count, None, translate("Facts", "ambiguous: %n solutions, best first"))


def _broader(f: Fact) -> str:
    missing = f.words("missing")
    found = fill(
        translate("Facts", "%1, found with the %2 word list after the %3 list found none"),
        phrase(f.inner("found")),
        tier_name(f.text("tier")),
        tier_name(f.text("first")),
    )
    return fill(translate("Facts", "%1 (%2 not in it)"), found, ", ".join(missing)) if missing else found


def tier_name(tier: str) -> str:
    names = {
        "common": translate("Facts", "common"),
        "broad": translate("Facts", "broad"),
        "full": translate("Facts", "full"),
    }
    return names.get(tier, tier)


def _left_after_swap(f: Fact) -> str:
    left = f.whole("left")
    fitted = counted(f.whole("fitted"), None, translate("Facts", "%n solutions fitted the colours"))
    after = (
        fill(translate("Facts", "after the swap one is left"))
        if left == 1
        else counted(left, None, translate("Facts", "after the swap %n are left"))
    )
    return f"{fitted}; {after}"


def _sheet_choice(f: Fact) -> str | None:
    """A sheet's options say what they take in their own words (core/waffle/sheet.py's tables)."""
    what, choice, choices = f.text("what"), f.text("choice"), ", ".join(f.words("choices"))
    if what == "content":
        return fill(translate("Facts", "show one of %1, not %2"), choices, quoted(choice))
    if what == "style":
        return fill(translate("Facts", "the style is one of %1, not %2"), choices, quoted(choice))
    if what == "per page":
        return fill(translate("Facts", "a sheet holds %1 puzzles per page, not %2"), choices, choice)
    if what == "paper":
        return fill(
            translate("Facts", "the paper is %1, not %2"), joined(list(f.words("choices")), _or()), quoted(choice)
        )
    if what == "pages":
        return fill(translate("Facts", "print pages %1, not %2"), choices, quoted(choice))
    return None


def _or() -> str:
    return translate("Facts", " or ")


def _choice(f: Fact) -> str:
    if (said := _sheet_choice(f)) is not None:
        return said
    whats = {
        "strategy": translate("Facts", "strategy"),
        "policy": translate("Facts", "colouring policy"),
        "tier": translate("Facts", "word-list tier"),
        "language": translate("Facts", "word list for language"),
    }
    return fill(
        translate("Facts", "unknown %1 %2; choose one of %3"),
        whats.get(f.text("what"), f.text("what")),
        quoted(f.text("choice")),
        ", ".join(f.words("choices")),
    )


def _gave_up(f: Fact) -> str:
    return counted(
        f.whole("tries"),
        None,
        translate(
            "Facts",
            "gave up after %n tries without a good puzzle (the last one was %1); loosen the difficulty range, "
            "the pins or the target",
        ),
        _why(f),
    )


def _too_few_movable(f: Fact) -> str:
    target, needed, movable = (number(f.whole(k)) for k in ("target", "needed", "movable"))
    if f.get("game_like"):
        return fill(
            translate("Facts", "%1 swaps need %2 tiles out of place, but only %3 can move with the game-like preset"),
            target,
            needed,
            movable,
        )
    return fill(
        translate("Facts", "%1 swaps need %2 tiles out of place, but only %3 can move"), target, needed, movable
    )


def _estimate(f: Fact) -> str:
    """'about 3 min on 2 processes and make about 1,200,000 grids (a file of 36.0 MB)'."""
    jobs = f.whole("jobs")
    time, size = duration(f.real("seconds") / max(jobs, 1)), file_size(f.real("bytes"))
    grids = number(round(f.real("grids")))
    if f.get("at_least"):
        return counted(
            jobs,
            translate("Facts", "at least %1 on %n process and make at least %2 grids (a file of %3)"),
            translate("Facts", "at least %1 on %n processes and make at least %2 grids (a file of %3)"),
            time,
            grids,
            size,
        )
    return counted(
        jobs,
        translate("Facts", "about %1 on %n process and make about %2 grids (a file of %3)"),
        translate("Facts", "about %1 on %n processes and make about %2 grids (a file of %3)"),
        time,
        grids,
        size,
    )


def _no_sets(f: Fact) -> str:
    k, n, words, zipf = f.whole("k"), f.whole("n"), f.whole("words"), f.real("min_zipf")
    z = short(zipf)
    if words:
        found = (
            counted(
                words,
                None,
                translate(
                    "Facts",
                    "no %1 of the %n words of %2 different letters with a Zipf of at least %3 are free of shared letters",  # noqa: E501
                ),
                number(k),
                number(n),
                z,
            )
            if zipf > 0
            else counted(
                words,
                None,
                translate("Facts", "no %1 of the %n words of %2 different letters are free of shared letters"),
                number(k),
                number(n),
            )
        )
    else:
        found = (
            fill(
                translate("Facts", "the list has no word of %1 different letters with a Zipf of at least %2"),
                number(n),
                z,
            )
            if zipf > 0
            else fill(translate("Facts", "the list has no word of %1 different letters"), number(n))
        )
    names = {
        "fewer": translate("Facts", "fewer words"),
        "shorter": translate("Facts", "shorter words"),
        "cutoff": fill(translate("Facts", "a Zipf cutoff below %1"), z),
        "bigger": translate("Facts", "a bigger word list"),
    }
    changes = [names[c] for c in f.words("changes")]
    if not changes:
        return fill(translate("Facts", "No sets found: %1."), found)
    return fill(
        translate("Facts", "No sets found: %1. Try %2."),
        found,
        joined(changes, fill(translate("Facts", " or "))) if len(changes) > 1 else changes[0],
    )


def _fix(f: Fact) -> str:
    return fill(
        translate("Facts", "%1 were %2, not %3"), phrase(f.inner("cell")), colour(f.text("now")), colour(f.text("was"))
    )


def _fixes(f: Fact) -> str:
    fixes = f.inners("fixes")
    options = fill(translate("Facts", ", or if ")).join(_fix(x) for x in fixes)
    if len(fixes) == 1:
        return fill(translate("Facts", "the colours fit a solution if %1: check that tile"), options)
    return fill(translate("Facts", "the colours fit a solution if %1: check those tiles"), options)


def _likelier(f: Fact) -> str:
    options = fill(translate("Facts", ", or ")).join(_fix(x) for x in f.inners("fixes"))
    return fill(
        translate("Facts", "most likely %1, which gives %2 words; as typed, the answer needs %3"),
        options,
        tier_name(f.text("tier")),
        ", ".join(f.words("rare")),
    )


def _outcome(f: Fact) -> str:
    """'row 1, column 2 green and row 1, column 4 gray'."""
    return fill(translate("Facts", " and ")).join(phrase(c) for c in f.inners("colours"))


def _curation(f: Fact) -> str:
    level = f.text("level")
    kinds = ", ".join(f"{kind} {number(count)}" for kind, count in zip(f.words("kinds"), f.wholes("counts")))
    removed = number(f.whole("removed"))
    if level == "none":
        parts = [translate("Facts", "default exclusions off")]
    else:
        text = (
            fill(translate("Facts", "classroom exclusions removed %1"), removed)
            if level == "classroom"
            else fill(translate("Facts", "default exclusions removed %1"), removed)
        )
        parts = [f"{text} ({kinds})" if kinds else text]
    parts.append(fill(translate("Facts", "banned words removed %1"), number(f.whole("banned"))))
    if f.whole("favoured"):
        parts.append(
            counted(
                f.whole("favoured"),
                translate("Facts", "%n word favoured, weighted up"),
                translate("Facts", "%n words favoured, weighted up"),
            )
        )
    return (
        counted(f.whole("words"), translate("Facts", "%n word"), translate("Facts", "%n words"))
        + "; "
        + "; ".join(parts)
    )


def _why(f: Fact) -> str:
    why = f.get("why")
    return phrase(why) if isinstance(why, Fact) else ""


def _game_count(f: Fact) -> str:
    """'Only solution 1 needs exactly 10 swaps, like every real daily: it comes first.'"""
    kinds = {
        "daily": translate("Facts", "daily"),
        "deluxe": translate("Facts", "deluxe"),
        "Royale": translate("Facts", "Royale"),
    }
    kind, count = kinds.get(f.text("kind"), f.text("kind")), number(f.whole("count"))
    matching, candidates = f.whole("matching"), f.whole("candidates")
    if matching == candidates == 2:
        text = translate("Facts", "Both need exactly %1 swaps, like every real %2: the count cannot tell them apart.")
        return fill(text, count, kind)
    if matching == candidates:
        text = translate("Facts", "All %3 need exactly %1 swaps, like every real %2: the count cannot tell them apart.")
        return fill(text, count, kind, number(candidates))
    if matching == 0:
        text = translate("Facts", "None needs exactly %1 swaps, unlike every real %2: check the letters and colours.")
        return fill(text, count, kind)
    if matching == 1:
        return fill(
            translate("Facts", "Only solution 1 needs exactly %1 swaps, like every real %2: it comes first."),
            count,
            kind,
        )
    text = translate("Facts", "Solutions 1 to %3 need exactly %1 swaps, like every real %2: they come first.")
    return fill(text, count, kind, number(matching))


def _left_out(f: Fact) -> str:
    """'Left out 2 puzzles: a.json (no solution to print: …); b.json (…)'."""
    items = f.inners("items")
    left = counted(len(items), translate("Facts", "Left out %n puzzle:"), translate("Facts", "Left out %n puzzles:"))
    return f"{left} " + "; ".join(phrase(item) for item in items)


def _not_text(f: Fact) -> str:
    """'the control character U+000B at character 3'."""
    kinds = {
        "surrogate": translate("Facts", "half of a character (the lone surrogate %1) at character %2"),
        "control": translate("Facts", "the control character %1 at character %2"),
    }
    text = kinds.get(f.text("kind"), translate("Facts", "the non-character %1 at character %2"))
    return fill(text, f.text("point"), number(f.whole("at")))


def _field_holds(f: Fact) -> str:
    field, fault = f.text("field"), phrase(f.inner("fault"))
    if f.get("key"):
        return fill(translate("Facts", "the key %1 holds %2: remove it"), quoted(field), fault)
    if field:
        return fill(translate("Facts", "%1 holds %2: remove it"), quoted(field), fault)
    return fill(translate("Facts", "the file holds %1: remove it"), fault)


def kind_name(kind: str) -> str:
    """A file's kind as the envelope names it (studio_json.KIND_NAMES)."""
    names = {
        "waffle": translate("Facts", "Waffle puzzle"),
        "letter-boxed": translate("Facts", "Letter Boxed board"),
        "wordle": translate("Facts", "Wordle game"),
        "autosave": translate("Facts", "window autosave"),
    }
    return names.get(kind, kind)


def _grid_character(f: Fact) -> str:
    wanted = (
        translate("Facts", "a letter A-Z or Ñ (or a space: not typed yet)")
        if f.text("wanted") == "letter"
        else translate("Facts", "g, y or -")
    )
    return fill(
        translate("Facts", "%1 row %2, column %3: %4 is not %5"),
        quoted(f.text("field")),
        number(f.whole("row")),
        number(f.whole("column")),
        quoted(f.text("char")),
        wanted,
    )


def code_part(part: str) -> str:
    """A part of a share code, as share.py names it where it is read."""
    parts = {
        "flags": translate("Facts", "flags"),
        "rows": translate("Facts", "rows"),
        "columns": translate("Facts", "columns"),
        "tiles": translate("Facts", "tiles"),
        "tile": translate("Facts", "tile"),
        "colours": translate("Facts", "colours"),
        "solution": translate("Facts", "solution"),
        "solution letter": translate("Facts", "solution letter"),
        "swap count": translate("Facts", "swap count"),
        "title": translate("Facts", "title"),
        "language": translate("Facts", "language"),
        "padding": translate("Facts", "padding"),
        "mask": translate("Facts", "mask"),
    }
    return parts.get(part, part)


def _cluster_lost(f: Fact) -> str:
    why, file = phrase(f.inner("why")), f.text("file")
    resume = translate("Facts", "(with --checkpoint, the parts that finish are kept and a rerun resumes)")
    if f.text("kept") == "checkpoint":
        return fill(
            translate(
                "Facts", "%1; the parts recorded in %2 are kept: rerun the command on a running cluster to resume"
            ),
            why,
            file,
        )
    if f.text("kept") == "nothing":
        return fill(translate("Facts", "%1; nothing was written to %2 %3"), why, file, resume)
    return fill(translate("Facts", "%1; the grids written are not all %2"), why, resume)


PHRASES: dict[Code, Callable[[Fact], str]] = {
    Code.TEXT: lambda f: f.text("text"),
    Code.WITH_HINT: lambda f: f"{phrase(f.inner('why'))}; {f.text('hint')}",
    Code.CELL: _cell,
    Code.ACROSS: _slot,
    Code.DOWN: _slot,
    Code.TOO_LARGE: _too_large,
    Code.TOO_LARGE_BYTES: lambda f: fill(
        translate("Facts", "this is more than %1 bytes, far too large for %2 (at most %1)"),
        number(f.whole("limit")),
        what_it_is(f.text("what")),
    ),
    Code.CANNOT_READ: lambda f: fill(
        translate("Facts", "cannot read the %1: %2"), what_it_is(f.text("what")), f.text("reason")
    ),
    Code.NOT_A_FILE: _not_a_file,
    Code.TOO_MANY_LINES: lambda f: fill(
        translate("Facts", "%1 lines are too many for a word list (at most %2)"),
        number(f.whole("lines")),
        number(f.whole("most")),
    ),
    Code.NOT_UTF8: lambda f: fill(
        translate("Facts", "not a text file (byte %1 is not UTF-8)"), number(f.whole("byte"))
    ),
    Code.NOT_A_LETTER: _not_a_letter,
    Code.TWO_LETTERS: lambda f: fill(
        translate("Facts", "%1 is written %2 in %3: two letters, not one tile"),
        quoted(f.text("char")),
        f.text("folded"),
        language_name(f.text("language")),
    ),
    Code.NOT_A_LETTER_OF: lambda f: fill(
        translate("Facts", "%1 is not a letter of %2"), quoted(f.text("char")), language_name(f.text("language"))
    ),
    Code.NOT_A_LETTER_AZ: _az,
    Code.HOLE_HINT: lambda f: fill(translate("Facts", "%1 (use '.' or a space for a hole)"), phrase(f.inner("why"))),
    Code.FOREIGN_TILES: _foreign,
    Code.FOREIGN_TILE: _foreign_tile,
    Code.MASK_SIZE: lambda f: fill(
        translate("Facts", "mask is not %1 x %2"), str(f.whole("rows")), str(f.whole("columns"))
    ),
    Code.NO_CELLS: lambda f: translate("Facts", "the shape has no cells"),
    Code.LONELY_CELL: lambda f: fill(
        translate("Facts", "the cell at %1 is in no word (every cell needs a neighbour in its row or column)"),
        fill(translate("Facts", "row %1, column %2"), number(f.whole("row")), number(f.whole("column"))),
    ),
    Code.GRID_TOO_LARGE: lambda f: fill(
        translate("Facts", "a %1x%2 grid is too large: a puzzle has at most %3 rows and %3 columns"),
        str(f.whole("rows")),
        str(f.whole("columns")),
        number(f.whole("most")),
    ),
    Code.WAFFLE_SIZE: lambda f: fill(
        translate("Facts", "a waffle needs odd sizes of at least 3, not %1x%2"),
        str(f.whole("rows")),
        str(f.whole("columns")),
    ),
    Code.SOLID_SIZE: lambda f: fill(
        translate("Facts", "a solid grid needs at least 2x2, not %1x%2"), str(f.whole("rows")), str(f.whole("columns"))
    ),
    Code.UNKNOWN_SHAPE: lambda f: fill(
        translate("Facts", "unknown shape %1: use e.g. 5x5, 7x7, 5x7, solid4x4 or royale"), quoted(f.text("text"))
    ),
    Code.FILE_EMPTY: lambda f: translate("Facts", "the file is empty"),
    Code.NOT_JSON: lambda f: fill(translate("Facts", "not valid JSON: %1"), f.text("reason")),
    Code.NESTED: lambda f: fill(
        translate(
            "Facts", "the JSON is nested more than %1 levels deep; a puzzle file is an object of lists and strings"
        ),
        number(f.whole("most")),
    ),
    Code.NUMBER_TOO_LONG: lambda f: fill(
        translate("Facts", "a number of %1 digits is far too long for a puzzle file (at most %2)"),
        number(f.whole("digits")),
        number(f.whole("most")),
    ),
    Code.NOT_TEXT: _not_text,
    Code.FIELD_HOLDS: _field_holds,
    Code.TITLE_HOLDS: lambda f: fill(
        translate("Facts", "the share code's title holds %1")
        if f.get("share_code")
        else translate("Facts", "the title holds %1"),
        phrase(f.inner("fault")),
    ),
    Code.NOT_AN_OBJECT: lambda f: translate("Facts", "a puzzle file holds one JSON object"),
    Code.NOT_OUR_FORMAT: lambda f: fill(translate("Facts", "not a Puzzle Studio file (format %1)"), f.text("format")),
    Code.VERSION_NOT_WHOLE: lambda f: fill(
        translate("Facts", "the version %1 is not a whole number"), f.text("version")
    ),
    Code.NEWER_VERSION: lambda f: fill(
        translate(
            "Facts",
            "this file is version %1, newer than this Puzzle Studio reads (version %2); please update Puzzle Studio",
        ),
        number(f.whole("version")),
        number(f.whole("reads")),
    ),
    Code.OTHER_KIND: lambda f: fill(
        translate("Facts", "this is a %1 file, not a %2"), kind_name(f.text("found")), kind_name(f.text("wanted"))
    ),
    Code.FIELD_CHOICE: lambda f: fill(
        translate("Facts", "%1 must be one of %2"), quoted(f.text("field")), ", ".join(f.words("choices"))
    ),
    Code.SHAPE_NOT_OBJECT: lambda f: translate(
        "Facts", """'shape' must be an object like {"rows": 5, "cols": 5, "type": "waffle"}"""
    ),
    Code.SHAPE_NOT_WHOLE: lambda f: translate("Facts", "'shape' needs whole numbers 'rows' and 'cols'"),
    Code.CUSTOM_MASK: lambda f: fill(
        translate("Facts", "a custom shape needs 'mask': %1 strings of %2 '#' or '.'"),
        str(f.whole("rows")),
        str(f.whole("columns")),
    ),
    Code.UNKNOWN_SHAPE_TYPE: lambda f: fill(
        translate("Facts", "unknown shape type %1 (waffle, solid, royale or custom)"), f.text("type")
    ),
    Code.GRID_NOT_LIST: lambda f: fill(
        translate("Facts", "%1 must be a list of %2 strings"), quoted(f.text("field")), number(f.whole("rows"))
    ),
    Code.GRID_ROWS: lambda f: fill(
        translate("Facts", "%1 has %2 rows, the shape has %3"),
        quoted(f.text("field")),
        number(f.whole("rows")),
        number(f.whole("shape_rows")),
    ),
    Code.GRID_ROW_WIDTH: lambda f: fill(
        translate("Facts", "%1 row %2 has %3 characters, the shape has %4 columns"),
        quoted(f.text("field")),
        number(f.whole("row")),
        number(f.whole("width")),
        number(f.whole("columns")),
    ),
    Code.GRID_CHARACTER: _grid_character,
    Code.PUZZLE_EMPTY: lambda f: translate(
        "Facts", "the puzzle is empty: paste the letter grid, a blank line, then the colours"
    ),
    Code.NO_COLOUR_GRID: lambda f: translate(
        "Facts",
        "no colour grid: after the letters, leave a blank line and type the colours "
        "(g green, y yellow, - gray, or the emoji squares)",
    ),
    Code.MORE_THAN_TWO_GRIDS: lambda f: translate("Facts", "expected two grids (letters, then colours) but found more"),
    Code.TOO_MANY_ROWS: lambda f: counted(
        f.whole("rows"),
        None,
        translate("Facts", "the letter grid has %n rows; a puzzle has at most %1"),
        number(f.whole("most")),
    ),
    Code.ROW_TOO_WIDE: lambda f: counted(
        f.whole("width"),
        None,
        translate("Facts", "this row is %n characters wide; a puzzle has at most %1"),
        number(f.whole("most")),
    ),
    Code.NOT_A_SHAPE: lambda f: fill(
        translate("Facts", "the letter grid is not a puzzle shape: %1"), phrase(f.inner("why"))
    ),
    Code.COLOUR_ROWS: lambda f: counted(
        f.whole("rows"),
        None,
        translate("Facts", "the colour grid has %n rows but the letter grid has %1"),
        number(f.whole("letter_rows")),
    ),
    Code.NOT_A_COLOUR: _not_a_colour,
    Code.COLOUR_ROW_LENGTH: lambda f: counted(
        f.whole("colours"),
        None,
        translate("Facts", "this colour row has %n colours but its letter row has %1"),
        number(f.whole("letters")),
    ),
    Code.FILL_GRID_EMPTY: lambda f: translate(
        "Facts", "the grid is empty: type its rows, _ for a cell to fill, . for a hole"
    ),
    Code.FILL_GRID_COLOURS: lambda f: translate(
        "Facts", "a grid to fill is the letter grid alone, with no colours after it"
    ),
    Code.NO_PUZZLES_IN_FOLDER: lambda f: translate("Facts", "no .json or .txt puzzles in this folder"),
    Code.TILES_AND_COLOURS: _tiles,
    Code.SOLUTION_LENGTH: lambda f: fill(
        translate("Facts", "the solution needs %1 letters, got %2"),
        number(f.whole("cells")),
        number(f.whole("letters")),
    ),
    Code.NOT_A_PERMUTATION: _permutation,
    Code.BAD_WEIGHT: _weight,
    Code.NO_WORDS: lambda f: fill(
        translate("Facts", "no words found (one word of 2 to %1 letters per line, optionally word<TAB>weight)"),
        number(f.whole("most")),
    ),
    Code.LIST_NOT_FOUND: lambda f: translate("Facts", "word list not found"),
    Code.NOT_A_WORD: lambda f: fill(
        translate("Facts", "%1 is not a word: one word a line, letters only"), quoted(f.text("text"))
    ),
    Code.ZOOM_IN: lambda f: fill(
        translate("Facts", "%1 (tiles at least %2 pixels wide are looked for: zoom in)"),
        phrase(f.inner("why")),
        number(f.whole("tile")),
    ),
    Code.PICTURE_TOO_LARGE: lambda f: fill(
        translate("Facts", "the picture is %1x%2 pixels: too large for a screenshot"),
        str(f.whole("width")),
        str(f.whole("height")),
    ),
    Code.PICTURE_NOT_RGB: lambda f: translate("Facts", "a picture must be an RGB or RGBA array of bytes"),
    Code.PICTURE_TOO_SMALL: lambda f: fill(
        translate("Facts", "the picture is %1x%2 pixels: too small to hold a grid"),
        str(f.whole("width")),
        str(f.whole("height")),
    ),
    Code.NO_TILES: lambda f: translate(
        "Facts", "no Waffle grid found in the picture: it needs the game's green, yellow and gray tiles"
    ),
    Code.TILES_DO_NOT_END: lambda f: translate("Facts", "no Waffle grid found in the picture: the tiles do not end"),
    Code.NOT_A_WAFFLE: lambda f: fill(
        translate("Facts", "no Waffle grid found in the picture: its %1x%2 tiles (%3) are not a waffle"),
        str(f.whole("rows")),
        str(f.whole("columns")),
        f.text("picture"),
    ),
    Code.UNSURE_TILES: lambda f: ", ".join(phrase(t) for t in f.inners("tiles")),
    Code.READ_AS: lambda f: fill(
        translate("Facts", "row %1 col %2 (%3)"),
        number(f.inner("cell").whole("row")),
        number(f.inner("cell").whole("column")),
        f.text("letter"),
    ),
    Code.TILES_WITHOUT_LETTER: lambda f: fill(
        translate("Facts", "%1 of %2 tiles have no letter yet"), number(f.whole("missing")), number(f.whole("tiles"))
    ),
    Code.NOT_SOLVED: lambda f: fill(translate("Facts", "not solved: %1"), phrase(f.inner("why"))),
    Code.COLOURS_IMPOSSIBLE: lambda f: fill(
        translate("Facts", "these colours cannot come from any solution: %1"), phrase(f.inner("why"))
    ),
    Code.CELL_NO_LETTER: lambda f: fill(translate("Facts", "%1 has no letter"), _cell(f)),
    Code.TOO_MANY_NONGREEN: lambda f: fill(
        translate(
            "Facts",
            "%1 non-green %2 tiles but only %3 other non-green cells for them to move to: some %2 must be green",
        ),
        number(f.whole("count")),
        f.text("letter"),
        number(f.whole("room")),
    ),
    Code.YELLOW_NO_ROOM: lambda f: fill(
        translate("Facts", "%1: %2 yellow %3 that only this word can hold, but %4 non-green cells without %3 for it"),
        phrase(f.inner("slot")),
        number(f.whole("count")),
        f.text("letter"),
        number(f.whole("room")),
    ),
    Code.GREEN_NOT_IN_PLACE: lambda f: fill(translate("Facts", "%1: green must mean the letter is in place"), _cell(f)),
    Code.YELLOW_QUOTA: lambda f: fill(
        translate("Facts", "%1: %2 %3 to mark yellow, but %4 must be and %5 cannot be"),
        phrase(f.inner("slot")),
        number(f.whole("quota")),
        f.text("letter"),
        number(f.whole("internal")),
        number(f.whole("grays")),
    ),
    Code.SHARED_YELLOW: lambda f: fill(
        translate("Facts", "a shared yellow %1 is marked by neither of its words"), f.text("letter")
    ),
    Code.TILES_NOT_FROM_SOLUTION: lambda f: fill(
        translate("Facts", "the tiles do not come from the solution (%1): scramble it again in Design"), _why(f)
    ),
    Code.NO_SOLUTION_TO_SHOW: lambda f: fill(
        translate("Facts", "no solution to print or play: %1"), phrase(f.inner("why"))
    ),
    Code.UNIQUE: lambda f: translate("Facts", "unique solution"),
    Code.AMBIGUOUS: _ambiguous,
    Code.NO_WORD_FITS: lambda f: fill(
        translate("Facts", "no word in the list fits %1: check its letters and colours, or use a larger word list"),
        phrase(f.inner("slot")),
    ),
    Code.WORDS_DO_NOT_FIT: lambda f: fill(
        translate(
            "Facts",
            "the words that fit each slot do not fit together (tightest: %1); check the colours, or use a larger word list",  # noqa: E501
        ),
        phrase(f.inner("slot")),
    ),
    Code.FOUND_WITH_BROADER: _broader,
    Code.LEFT_AFTER_SWAP: _left_after_swap,
    Code.NEGATIVE_TARGET: lambda f: translate("Facts", "the target number of swaps cannot be negative"),
    Code.UNKNOWN_CHOICE: _choice,
    Code.STRATEGY_MISSED: lambda f: fill(
        translate(
            "Facts",
            "the %1 strategy did not hit exactly %2 swaps in %3 tries; try the swaps strategy or another target",
        ),
        f.text("strategy"),
        number(f.whole("target")),
        number(f.whole("tries")),
    ),
    Code.CANNOT_REACH: lambda f: fill(
        translate(
            "Facts",
            "could not reach %1 swaps with these letters (got to %2); repeated letters limit how far a grid can be scrambled",  # noqa: E501
        ),
        number(f.whole("target")),
        number(f.whole("best")),
    ),
    Code.FILL_SOLUTION_FIRST: lambda f: translate("Facts", "fill every cell of the solution before scrambling"),
    Code.GREENS_NOT_KEPT: lambda f: fill(
        translate("Facts", "no scramble to %1 swaps kept %2 tiles green"),
        number(f.whole("target")),
        number(f.whole("greens")),
    ),
    Code.PIN_NOT_IN_LIST: lambda f: fill(
        translate(
            "Facts",
            "the pinned word %1 (%2) is not in the solving word list, so no solver could find it: pin another word",
        ),
        f.text("word"),
        phrase(f.inner("slot")),
    ),
    Code.TOO_FEW_MOVABLE: _too_few_movable,
    Code.GAVE_UP: _gave_up,
    Code.NOT_UNIQUE_UNDER_LIST: lambda f: (
        translate("Facts", "ambiguous under the solving list")
        if f.text("status") == "ambiguous"
        else translate("Facts", "no solution under the solving list")
    ),
    Code.TRIVIAL_OPENING: lambda f: translate("Facts", "a trivial opening move"),
    Code.UNIQUE_AFTER_SAFE_SWAPS: lambda f: counted(
        f.whole("swaps"),
        translate("Facts", "unique after %n safe swap"),
        translate("Facts", "unique after %n safe swaps"),
    ),
    Code.DIFFICULTY_OUTSIDE: lambda f: fill(
        translate("Facts", "difficulty %1 outside the range"), number(f.real("score"), 1)
    ),
    Code.ALREADY_IN_BATCH: lambda f: translate("Facts", "a grid this batch already has"),
    Code.NO_GRID_WITHOUT_USED: lambda f: counted(
        f.whole("used"),
        None,
        translate(
            "Facts",
            "no grid fits these words and pins without the %n words already used; "
            "allow repeated words, lower the frequency cutoff or change a pin",
        ),
    ),
    Code.NO_GRID_FITS: lambda f: translate(
        "Facts", "no grid fits these words and pins; lower the frequency cutoff or change a pin"
    ),
    Code.PIN_SYNTAX: lambda f: fill(
        translate("Facts", "%1: pin a word as r1=WORD or c3=WORD, a letter as ROW,COL=LETTER like 2,3=E"),
        quoted(f.text("text")),
    ),
    Code.PIN_NO_CELL: lambda f: fill(
        translate("Facts", "%1: no cell at %2, or not one letter"), quoted(f.text("text")), _cell(f)
    ),
    Code.PIN_NO_SLOT: lambda f: fill(
        translate("Facts", "no word starts at %1: use r1, r3 ... for rows and c1, c3 ... for columns"),
        quoted(f.text("name")),
    ),
    Code.PIN_LENGTH: lambda f: fill(
        translate("Facts", "%1 has %2 letters; %3 has %4"),
        phrase(f.inner("slot")),
        number(f.whole("letters")),
        f.text("word"),
        number(len(f.text("word"))),
    ),
    Code.PINS_DISAGREE: lambda f: fill(
        translate("Facts", "the pins disagree at %1 (%2 or %3): see %4"),
        _cell(f),
        f.text("one"),
        f.text("other"),
        phrase(f.inner("slot")),
    ),
    Code.NO_WORD_FITS_PINS: lambda f: fill(
        translate("Facts", "no word in the list fits %1 (%2) with these pins"),
        phrase(f.inner("slot")),
        f.text("pattern"),
    ),
    Code.NO_FILL_IN_TRIES: lambda f: counted(
        f.whole("tries"),
        None,
        translate("Facts", "no fill turned up in %n random searches; lower the frequency cutoff or change a pin"),
    ),
    Code.LETTERS_FOR_SHAPE: lambda f: fill(
        translate("Facts", "the shape has %1 cells but %2 letters were given"),
        number(f.whole("cells")),
        number(f.whole("letters")),
    ),
    Code.NOT_A_LETTER_AT: lambda f: fill(
        translate("Facts", "%1 at %2 is not a letter"), quoted(f.text("char")), _cell(f)
    ),
    Code.ESTIMATE: _estimate,
    Code.DISK_ROOM: lambda f: fill(
        translate("Facts", "the grids would need about %1 in %2, which has %3 free"),
        file_size(f.real("needed")),
        f.text("folder"),
        file_size(f.real("free")),
    ),
    Code.CLUSTER_LOST: _cluster_lost,
    Code.START_DATE: lambda f: fill(
        translate("Facts", "the start date %1 is not a date written YYYY-MM-DD"), quoted(f.text("text"))
    ),
    Code.SERIES_NO_NAME: lambda f: translate("Facts", "the series needs a name (it starts every share line)"),
    Code.SERIES_NAME_LONG: lambda f: fill(
        translate("Facts", "the series' name has %1 characters: %2 at most"),
        number(f.whole("length")),
        number(f.whole("most")),
    ),
    Code.SERIES_NAME_HOLDS: lambda f: fill(translate("Facts", "the series' name holds %1"), phrase(f.inner("fault"))),
    Code.SERIES_EVERY: lambda f: fill(
        translate("Facts", "a series comes out every %1, not every %2"),
        joined(list(f.words("choices")), _or()),
        quoted(f.text("every")),
    ),
    Code.SERIES_RAMP: lambda f: fill(
        translate("Facts", "the ramp is one of %1, not %2"), ", ".join(f.words("choices")), quoted(f.text("ramp"))
    ),
    Code.WORD_REPEATED: lambda f: fill(
        translate("Facts", "%1 and %2 both use %3: a series uses each word once"),
        f.text("first") or fill(translate("Facts", "puzzle %1"), number(f.whole("first_number"))),
        f.text("second") or fill(translate("Facts", "puzzle %1"), number(f.whole("second_number"))),
        f.text("word"),
    ),
    Code.RESULT_CHARACTER: lambda f: fill(
        translate("Facts", "character %1 of the result code, %2, is not one a code uses"),
        number(f.whole("at")),
        quoted(f.text("char")),
    ),
    Code.RESULT_CUT_SHORT: lambda f: translate("Facts", "the result code is cut short: part of it is missing"),
    Code.RESULT_VERSION: lambda f: fill(
        translate("Facts", "the result code is version %1; this studio reads version %2"),
        str(f.whole("version")),
        str(f.whole("reads")),
    ),
    Code.RESULT_MISTYPED: lambda f: {
        "outcome": translate("Facts", "the result code is mistyped: its outcome is not one a page writes"),
        "name": translate("Facts", "the result code is mistyped: its name is not text"),
    }.get(f.text("part"), translate("Facts", "the result code is mistyped: a character was changed, lost or added")),
    Code.CLUES_SHOW_PUZZLE: lambda f: translate(
        "Facts", "a clue sheet shows the puzzle: its clues would give a shown solution away"
    ),
    Code.IN_RESULT_CODE: lambda f: fill(
        translate("Facts", "code %1: %2"), number(f.whole("number")), phrase(f.inner("why"))
    ),
    Code.LISTS: lambda f: translate("Facts", "lists"),
    Code.BUILT_IN_LISTS: lambda f: (
        fill(translate("Facts", "built-in %1-letter lists (%2)"), number(f.whole("letters")), f.text("language"))
        if f.text("language")
        else fill(translate("Facts", "built-in %1-letter lists"), number(f.whole("letters")))
    ),
    Code.LIST_FILES: lambda f: " + ".join(f.words("files")),
    Code.ANSWER_WEIGHTS: lambda f: translate(
        "Facts", "the answers' weights must be one number of at least 0 per answer, not all 0"
    ),
    Code.SWAP_STEP: lambda f: fill(
        translate("Facts", "swap %1 at row %2 col %3 with %4 at row %5 col %6"),
        f.text("a"),
        number(f.whole("row_a")),
        number(f.whole("col_a")),
        f.text("b"),
        number(f.whole("row_b")),
        number(f.whole("col_b")),
    ),
    Code.HINT_FEWEST: lambda f: counted(
        f.whole("pairs"),
        translate("Facts", "From here the fewest swaps are %1; %n swap would now turn two tiles green at once."),
        translate("Facts", "From here the fewest swaps are %1; %n swaps would now turn two tiles green at once."),
        number(f.whole("fewest")),
    ),
    Code.HINT_SOLVED: lambda f: translate("Facts", "Every tile is in place: the puzzle is solved."),
    Code.HINT_NOTHING: lambda f: translate("Facts", "Nothing to move: every tile is in place."),
    Code.HINT_NO_WORD_TILE: lambda f: translate(
        "Facts", "No tile is in its own word: every tile that moves belongs in another."
    ),
    Code.HINT_WORD_TILE: lambda f: fill(
        translate("Facts", "The %1 at %2 belongs in %3, but not where it is."),
        f.text("letter"),
        phrase(f.inner("cell")),
        phrase(f.inner("slot")),
    ),
    Code.HINT_SWAP: _hint_swap,
    Code.HINT_WORD: lambda f: fill(translate("Facts", "%1 is %2."), capital(phrase(f.inner("slot"))), f.text("word")),
    Code.HINT_SOLUTION: lambda f: fill(
        translate("Facts", "The solution is %1, in %2 swaps."), " ".join(f.words("words")), number(f.whole("fewest"))
    ),
    Code.FAMILIARITY: lambda f: ", ".join(phrase(word) for word in f.inners("words")),
    Code.ZIPF: lambda f: fill(
        translate("Facts", "%1 (rare, Zipf %2)") if f.get("rare") else translate("Facts", "%1 (Zipf %2)"),
        f.text("word"),
        number(f.real("zipf"), 1),
    ),
    Code.DASK_MISSING: lambda f: translate(
        "Facts",
        'a cluster needs Dask: pip install -e ".[cluster]" in the checkout (or pip install "dask[distributed]")',
    ),
    Code.SCHEDULER_ADDRESS: lambda f: fill(
        translate("Facts", "%1: give a scheduler address such as tcp://host:8786, or local"), quoted(f.text("address"))
    ),
    Code.SCHEDULER_NOT_DASK: lambda f: fill(
        translate("Facts", "cannot reach the Dask scheduler at %1: something answers there, but not Dask"),
        f.text("address"),
    ),
    Code.SCHEDULER_SILENT: lambda f: fill(
        translate("Facts", "cannot reach the Dask scheduler at %1: no answer within %2 s"),
        f.text("address"),
        short(f.real("seconds")),
    ),
    Code.SCHEDULER_CLOSED: lambda f: fill(
        translate("Facts", "cannot reach the Dask scheduler at %1: it closed the connection without a greeting"),
        f.text("address"),
    ),
    Code.SCHEDULER_UNREACHABLE: lambda f: fill(
        translate("Facts", "cannot reach the Dask scheduler at %1: %2"), f.text("address"), f.text("reason")
    ),
    Code.SCHEDULER_LOST: lambda f: fill(
        translate("Facts", "lost the Dask scheduler at %1 mid-search (was it stopped?)"), f.text("address")
    ),
    Code.NO_WORKER_LEFT: lambda f: fill(
        translate("Facts", "no Dask worker is left at %1: they all ended mid-search"), f.text("address")
    ),
    Code.HOLDERS_ENDED: lambda f: fill(
        translate("Facts", "the Dask workers at %1 that held the search ended mid-search"), f.text("address")
    ),
    Code.PART_CANCELLED: lambda f: fill(
        translate("Facts", "the Dask scheduler cancelled part %1 of the search (was it stopped?)"),
        number(f.whole("part")),
    ),
    Code.WORKERS_KEPT_ENDING: lambda f: fill(
        translate("Facts", "the Dask workers that searched part %1 of the search kept ending (out of memory?)"),
        number(f.whole("part")),
    ),
    Code.JOBS: lambda f: fill(
        translate("Facts", "%1 processes: choose 1 to %2 (4 per core)"), str(f.whole("jobs")), number(f.whole("most"))
    ),
    Code.AUTOSAVE_STEPS: lambda f: translate("Facts", "an autosave holds a list of steps"),
    Code.AUTOSAVE_STEP: lambda f: translate("Facts", "each step is an object with a text and a value"),
    Code.AUTOSAVE_INDEX: lambda f: fill(translate("Facts", "index must be a step, 0 to %1"), number(f.whole("last"))),
    Code.AUTOSAVE_CLEAN: lambda f: fill(translate("Facts", "clean must be a step or -1, not %1"), f.text("found")),
    Code.AUTOSAVE_OF: lambda f: translate(
        "Facts", "an autosave names the kind of document it holds and its file (or null)"
    ),
    Code.CANNOT_REMOVE_AUTOSAVE: lambda f: fill(translate("Facts", "cannot remove the autosave: %1"), f.text("reason")),
    Code.SHEET_IS_PDF: lambda f: fill(
        translate("Facts", "a sheet is a PDF, not %1: leave out --format %1"), f.text("chosen")
    ),
    Code.FORMAT_CLASH: lambda f: (
        fill(translate("Facts", "a sheet is a PDF: name it %1.pdf, not %2"), f.text("stem"), f.text("name"))
        if f.text("chosen") == "pdf"
        else fill(
            translate("Facts", "%1 names a .%2 file but --format is %3: name it %4.%3, or leave out --format"),
            f.text("name"),
            f.text("named"),
            f.text("chosen"),
            f.text("stem"),
        )
    ),
    Code.NO_FORMAT_SUFFIX: lambda f: fill(
        translate("Facts", "%1: its suffix names no format: name it %2, or add --format"),
        f.text("name"),
        joined(list(f.words("suffixes")), _or()),
    ),
    Code.SAME_EXPORT_NAME: lambda f: fill(
        translate("Facts", "%1 and %2 would both be written as %3: export them to separate folders"),
        f.text("first"),
        f.text("other"),
        f.text("name"),
    ),
    Code.SWAP_COUNT_FIELD: lambda f: fill(
        translate("Facts", "%1 must be a whole number from 0 to %2, not %3"),
        f.text("field"),
        number(f.whole("most")),
        f.text("found"),
    ),
    Code.SEARCH_TOO_LARGE: lambda f: fill(
        translate(
            "Facts",
            "a %1-letter board has %2 search states (%1 x 2^%1); past %3 letters (%4) "
            "a search can take hours and gigabytes",
        ),
        number(f.whole("letters")),
        number(f.whole("states")),
        number(f.whole("most")),
        number(f.whole("most_states")),
    ),
    Code.GAME_COUNT: _game_count,
    Code.NOT_A_CHECKPOINT: lambda f: translate(
        "Facts", "not a checkpoint of puzzle-studio enumerate: name a new file, or an earlier run's"
    ),
    Code.ANOTHER_CHECKPOINT: lambda f: translate(
        "Facts",
        "this checkpoint is another enumeration's (shape, words, pins, frequency or --chunks differ): "
        "give the same options, or a new checkpoint file to start over",
    ),
    Code.CHECKPOINT_LINE: lambda f: fill(
        translate("Facts", "expected CHUNK:GRIDS:LENGTH, found %1"), quoted(f.text("found"))
    ),
    Code.CHECKPOINT_AHEAD: lambda f: fill(
        translate(
            "Facts",
            "the checkpoint recorded %1 bytes of grids but the file has %2: it was changed since; "
            "give a new checkpoint file to start over",
        ),
        number(f.whole("recorded")),
        number(f.whole("size")),
    ),
    Code.CANNOT_WRITE: lambda f: fill(translate("Facts", "cannot write there: %1"), f.text("reason")),
    Code.CANNOT_WRITE_GRIDS: lambda f: fill(translate("Facts", "cannot write the grids found: %1"), f.text("reason")),
    Code.IS_A_FOLDER: lambda f: translate("Facts", "is a folder: name a file to write"),
    Code.NOT_A_REGULAR_FILE: lambda f: translate(
        "Facts", "is not a regular file (a device or a pipe): name a file to write"
    ),
    Code.READ_ONLY: lambda f: translate(
        "Facts", "is read-only: it was not replaced (make it writable, or write elsewhere)"
    ),
    Code.NOT_A_FOLDER: lambda f: translate("Facts", "is not a folder: name a folder to write into"),
    Code.CANNOT_MAKE_FOLDER: lambda f: fill(translate("Facts", "cannot make this folder: %1"), f.text("reason")),
    Code.NOT_A_FOLDER_OF_PUZZLES: lambda f: translate("Facts", "is not a folder of puzzles"),
    Code.DISK_FULL: lambda f: (
        fill(
            translate(
                "Facts",
                "the disk holding %1 is full, so the search stopped; the parts of the search that finished before "
                "are whole and kept",
            ),
            f.text("folder"),
        )
        if f.whole("finished")
        else fill(
            translate(
                "Facts",
                "the disk holding %1 is full, so the search stopped; no part of the search had finished, "
                "so no grid is kept",
            ),
            f.text("folder"),
        )
    ),
    Code.DISK_FULL_NOTHING_WRITTEN: lambda f: fill(
        translate("Facts", "the disk holding %1 is full, so the search stopped; nothing was written to %2 %3"),
        f.text("folder"),
        f.text("file"),
        translate("Facts", "(with --checkpoint, the parts that finish are kept and a rerun resumes)"),
    ),
    Code.HELD_BACK: lambda f: fill(
        translate(
            "Facts",
            "every grid would take %1: pin a word or a letter (--pin, --letter) or fill from fewer words "
            "(--min-freq, --words); pass --large to search anyway",
        ),
        phrase(f.inner("estimate")),
    ),
    Code.NOT_STARTED: lambda f: fill(
        translate("Facts", "not started: %1; pin a word or a letter, or fill from fewer words"), phrase(f.inner("why"))
    ),
    Code.CODE_ENDS_BEFORE: lambda f: fill(
        translate("Facts", "the share code is too short: it ends before the %1"), code_part(f.text("part"))
    ),
    Code.CODE_NEEDS_TILES: lambda f: translate("Facts", "only a puzzle with every tile typed has a share code"),
    Code.FILL_TIME_UP: lambda f: fill(
        translate(
            "Facts",
            "no fill found in %1, the most a fill may search: type some letters first, or give it longer (--seconds)",
        ),
        duration(f.real("seconds")),
    ),
    Code.TITLE_CUT: lambda f: fill(
        translate("Facts", "the title is %1 bytes long and a share code holds %2: the code's title is %3"),
        number(f.whole("size")),
        number(f.whole("most")),
        quoted(f.text("kept")),
    ),
    Code.CODE_TOO_LONG: lambda f: fill(
        translate("Facts", "a share code is at most %1 characters, this is %2"),
        number(f.whole("most")),
        number(f.whole("length")),
    ),
    Code.CODE_UNKNOWN: lambda f: fill(
        translate("Facts", "%1: is not a share code this studio knows (%2)"),
        f.text("head"),
        fill(translate("Facts", "%1 or %2"), *f.words("known"))
        if len(f.words("known")) == 2
        else ", ".join(f.words("known")),
    ),
    Code.CODE_START: lambda f: fill(
        translate("Facts", "a share code starts with %1 (or %2 in another language)"),
        f.text("english"),
        f.text("other"),
    ),
    Code.CODE_VERSION: lambda f: fill(
        translate("Facts", "share code version %1 is newer than this studio reads (it reads %2)")
        if f.get("newer")
        else translate("Facts", "share code version %1 is not a version (it reads %2)"),
        quoted(f.text("version")),
        joined(list(f.words("reads"))),
    ),
    Code.CODE_PART_MISSING: lambda f: translate("Facts", "the share code is too short: a part of it is missing"),
    Code.CODE_CHECKSUM: lambda f: translate(
        "Facts", "the share code is damaged (its checksum does not match): a character was changed, lost or added"
    ),
    Code.CODE_FLAGS: lambda f: fill(
        translate("Facts", "the share code's flags (%1) are not ones this studio writes"), str(f.whole("flags"))
    ),
    Code.CODE_GRID_SIZE: lambda f: fill(
        translate("Facts", "the share code's grid is %1x%2: a grid is 2x2 to %3x%3"),
        str(f.whole("rows")),
        str(f.whole("columns")),
        str(f.whole("most")),
    ),
    Code.CODE_TITLE_NOT_UTF8: lambda f: translate("Facts", "the share code's title is not UTF-8 text"),
    Code.CODE_LANGUAGE: lambda f: fill(
        translate("Facts", "the share code's language %1 is not one of %2"),
        quoted(f.text("language")),
        ", ".join(f.words("choices")),
    ),
    Code.CODE_TRAILING_BYTES: lambda f: translate("Facts", "the share code is too long: it has bytes after the puzzle"),
    Code.CODE_PADDING: lambda f: translate(
        "Facts", "the share code is damaged: the bits after the puzzle are not zero"
    ),
    Code.CODE_NOT_A_LETTER: lambda f: fill(
        translate("Facts", "the share code's %1 %2 is not a letter (%3)"),
        code_part(f.text("part")),
        number(f.whole("cell")),
        str(f.whole("value")),
    ),
    Code.CODE_NOT_A_COLOUR: lambda f: fill(
        translate("Facts", "the share code's colour %1 is not green, yellow or gray (%2)"),
        number(f.whole("cell")),
        str(f.whole("value")),
    ),
    Code.CODE_CHARACTER: lambda f: fill(
        translate("Facts", "character %1 of the share code, %2, is not one a code uses (letters, digits, - and _)"),
        number(f.whole("at")),
        quoted(f.text("char")),
    ),
    Code.CODE_CUT_SHORT: lambda f: translate("Facts", "the share code is cut short: a character is missing at its end"),
    Code.CODE_LAST_CHARACTER: lambda f: fill(
        translate("Facts", "the share code is damaged: its last character, %1, is not one a code ends with"),
        quoted(f.text("char")),
    ),
    Code.LEFT_OUT: _left_out,
    Code.MARGIN: lambda f: fill(
        translate("Facts", "a margin of %1 mm leaves no room: use 0 to %2 mm"),
        short(f.real("margin")),
        number(f.whole("most")),
    ),
    Code.NO_PAGE_RANGE: lambda f: fill(
        translate("Facts", "pages %1-%2 is no range: from 1 up, first to last"),
        str(f.whole("first")),
        str(f.whole("last")),
    ),
    Code.PAGES_SYNTAX: lambda f: fill(
        translate("Facts", "pages %1: write one page (3) or a range (2-5)"), quoted(f.text("text"))
    ),
    Code.PAGES_ORDER: lambda f: fill(
        translate("Facts", "pages %1: the first page is 1 or more and not after the last"), quoted(f.text("text"))
    ),
    Code.NAMED: lambda f: f"{f.text('name')}: {phrase(f.inner('why'))}",
    Code.NO_SOLUTION_SHOWN: lambda f: fill(
        translate("Facts", "%1: no solution to show"), f.text("name") or translate("Facts", "the puzzle")
    ),
    Code.NO_ANSWER_PRINTED: lambda f: fill(
        translate("Facts", "%1: no answer to print"), f.text("name") or translate("Facts", "the puzzle")
    ),
    Code.NO_PUZZLES: lambda f: translate("Facts", "no puzzles to put on the sheet"),
    Code.NO_ANSWER_FOR: lambda f: fill(translate("Facts", "no answer for %1"), ", ".join(f.words("names"))),
    Code.PAST_LAST_PAGE: lambda f: counted(
        f.whole("total"),
        translate("Facts", "pages %1-%2: the sheet has %n page"),
        translate("Facts", "pages %1-%2: the sheet has %n pages"),
        str(f.whole("first")),
        str(f.whole("last")),
    ),
    Code.LEFT_OUT_ITEM: lambda f: fill(translate("Facts", "%1 (%2)"), f.text("name"), phrase(f.inner("why"))),
    Code.NO_PUZZLES_FOR_SHEET: lambda f: fill(
        translate("Facts", "no puzzles to put on the sheet: %1"), phrase(f.inner("left_out"))
    ),
    Code.NOTHING_TO_PLAY: lambda f: (
        fill(
            translate("Facts", "no puzzle here has a solution, so none can be played: %1"),
            phrase(f.inner("left_out")),
        )
        if f.inner("left_out").inners("items")
        else translate("Facts", "no puzzle here has a solution, so none can be played")
    ),
    Code.NO_PUZZLES_FOR_BOOK: lambda f: (
        fill(translate("Facts", "no puzzles to put in the book: %1"), phrase(f.inner("left_out")))
        if f.inner("left_out").inners("items")
        else translate("Facts", "no puzzles to put in the book")
    ),
    Code.BOARD_TEXT_LONG: lambda f: fill(
        translate("Facts", "a board is at most %1 characters (26 letters and spaces), not %2"),
        number(f.whole("most")),
        number(f.whole("length")),
    ),
    Code.BOARD_SIDES: lambda f: fill(
        translate("Facts", "a board has at least 3 sides, like 'ANO GDV IEF WZT'; got %1"), number(f.whole("sides"))
    ),
    Code.BOARD_UNEVEN: lambda f: fill(
        translate("Facts", "every side needs the same number of letters: %1"), " ".join(f.words("sides"))
    ),
    Code.BOARD_LETTERS: lambda f: fill(
        translate("Facts", "a board has at most %1 letters, each once; this one has %2"),
        number(f.whole("most")),
        number(f.whole("letters")),
    ),
    Code.BOARD_TWICE: lambda f: counted(
        len(f.words("letters")),
        translate("Facts", "each letter may appear once on the board; %1 appears more than once"),
        translate("Facts", "each letter may appear once on the board; %1 appear more than once"),
        ", ".join(f.words("letters")),
    ),
    Code.SIDES_NOT_LIST: lambda f: translate(
        "Facts", """'sides' must be a list of strings, like ["ANO", "GDV", "IEF", "WZT"]"""
    ),
    Code.SIDE_WITH_SPACES: lambda f: translate("Facts", "each side is one string of letters, without spaces"),
    Code.BOARD_TOO_SMALL: lambda f: translate("Facts", "a board has at least 3 sides of at least 1 letter"),
    Code.VOWELS: lambda f: fill(
        translate("Facts", "vowels: 0 to %1 (no letter appears twice)"), number(f.whole("most"))
    ),
    Code.VOWELS_TWICE: lambda f: fill(
        translate("Facts", "%1 x %2 letters with %3 vowels would need a letter twice"),
        number(f.whole("sides")),
        number(f.whole("per_side")),
        number(f.whole("vowels")),
    ),
    Code.PAR_AT_LEAST_1: lambda f: translate("Facts", "par is at least 1 word"),
    Code.NO_BOARD: lambda f: fill(
        translate("Facts", "no board solvable in %1 words after %2 tries; raise par or the number of vowels"),
        number(f.whole("par")),
        number(f.whole("tries")),
    ),
    Code.SOLVED_ALREADY: lambda f: translate("Facts", "solved already: start a new game"),
    Code.NOT_ON_BOARD: lambda f: fill(translate("Facts", "%1 is not on the board"), f.text("letter")),
    Code.SAME_SIDE: lambda f: fill(
        translate("Facts", "%1 is on the same side as %2"), f.text("letter"), f.text("last")
    ),
    Code.WORD_TOO_SHORT: lambda f: fill(translate("Facts", "words have at least %1 letters"), number(f.whole("least"))),
    Code.NOT_IN_LIST: lambda f: fill(translate("Facts", "%1 is not in the word list"), f.text("word")),
    Code.BOARD_LETTER: lambda f: fill(
        translate("Facts", "side %1, letter %2: %3"),
        number(f.whole("side")),
        number(f.whole("letter")),
        phrase(f.inner("why")),
    ),
    Code.HARD_GREEN: lambda f: fill(
        translate("Facts", "letter %1 must be %2"), number(f.whole("place")), f.text("letter")
    ),
    Code.HARD_YELLOW: lambda f: (
        fill(translate("Facts", "the guess must contain %1 %2 times"), f.text("letter"), number(f.whole("count")))
        if f.whole("count") > 1
        else fill(translate("Facts", "the guess must contain %1"), f.text("letter"))
    ),
    Code.HARD_MODE: lambda f: fill(translate("Facts", "hard mode: %1"), phrase(f.inner("why"))),
    Code.GAME_OVER: lambda f: translate("Facts", "the game is over: start a new one"),
    Code.GUESS_LENGTH: lambda f: fill(translate("Facts", "guesses have %1 letters"), number(f.whole("letters"))),
    Code.MARK_NOT_COLOUR: lambda f: fill(
        translate("Facts", "%1 is not a colour: use G (green), Y (yellow) and B or - (gray)"), quoted(f.text("char"))
    ),
    Code.MARKS_COUNT: lambda f: fill(
        translate("Facts", "%1 has %2 colours for a %3-letter guess"),
        quoted(f.text("text")),
        number(f.whole("colours")),
        number(f.whole("letters")),
    ),
    Code.NO_ANSWERS: lambda f: translate("Facts", "the answer list is empty"),
    Code.ANSWER_NOT_WORD: lambda f: fill(
        translate("Facts", "answers must all be %1-letter words of tiles A-Z, Ñ; %2 is not"),
        number(f.whole("letters")),
        quoted(f.text("word")),
    ),
    Code.PATTERNS_TOO_LARGE: lambda f: fill(
        translate(
            "Facts",
            "%1 answers and %2 guesses of %3 letters need a %4 table of patterns; at most %5: use shorter lists",
        ),
        number(f.whole("answers")),
        number(f.whole("guesses")),
        number(f.whole("letters")),
        file_size(f.real("bytes")),
        file_size(f.real("most")),
    ),
    Code.WORDLE_LENGTH: lambda f: fill(
        translate("Facts", "words of %1 letters: choose a length from %2 to %3"),
        number(f.whole("letters")),
        number(f.whole("least")),
        number(f.whole("most")),
    ),
    Code.NO_COMMON_WORDS: lambda f: fill(
        translate("Facts", "the built-in list has no common %1-letter words"), number(f.whole("letters"))
    ),
    Code.NO_WORDS_OF_LENGTH: lambda f: fill(translate("Facts", "no %1-letter words"), number(f.whole("letters"))),
    Code.OPENER: lambda f: fill(
        translate("Facts", "the opener %1 is not a %2-letter word of the guess list"),
        quoted(f.text("opener")),
        number(f.whole("letters")),
    ),
    Code.ANSWER_FIELD: lambda f: fill(
        translate("Facts", "'answer' must be a word of letters A-Z or Ñ (at most %1)"), number(f.whole("most"))
    ),
    Code.HARD_FIELD: lambda f: translate("Facts", "'hard' must be true or false"),
    Code.MAX_GUESSES_FIELD: lambda f: translate("Facts", "'max_guesses' must be a whole number from 1 to 20"),
    Code.GUESSES_FIELD: lambda f: translate("Facts", "'guesses' must be a list of words"),
    Code.GUESS_AFTER_END: lambda f: fill(
        translate("Facts", "guess %1 comes after the game ended"), number(f.whole("guess"))
    ),
    Code.GUESS_NOT_WORD: lambda f: fill(
        translate("Facts", "guess %1, %2, is not %3 letters A-Z or Ñ like the answer"),
        number(f.whole("guess")),
        quoted(f.text("word")),
        number(f.whole("letters")),
    ),
    Code.TREE_INDENT: lambda f: translate("Facts", "this line does not line up with the path above it"),
    Code.TREE_GUESS: lambda f: fill(translate("Facts", "expected a guess, found %1"), quoted(f.text("found"))),
    Code.TREE_TWO_GUESSES: lambda f: fill(
        translate("Facts", "two guesses after the same feedback: %1 and %2"), f.text("one"), f.text("other")
    ),
    Code.TREE_FEEDBACK: lambda f: fill(
        translate("Facts", "expected feedback like GGGGG%1, found %2"), str(f.whole("turn")), quoted(f.text("found"))
    ),
    Code.TREE_EMPTY: lambda f: translate("Facts", "no guesses found"),
    Code.TREE_NO_MOVE: lambda f: fill(
        translate("Facts", "the tree has no move for %1 after %2"),
        f.text("answer"),
        " ".join(f.words("after")) or translate("Facts", "the start"),
    ),
    Code.TREE_HARD_MODE: lambda f: fill(
        translate("Facts", "%1 breaks hard mode on the way to %2: %3"),
        f.text("guess"),
        f.text("answer"),
        phrase(f.inner("why")),
    ),
    Code.TREE_GIVES_UP: lambda f: fill(
        translate("Facts", "the tree does not find %1 in %2 guesses"), f.text("answer"), number(f.whole("guesses"))
    ),
    Code.TREE_LENGTH: lambda f: fill(
        translate("Facts", "the tree plays %1-letter words; the lists have %2"),
        number(f.whole("tree")),
        number(f.whole("lists")),
    ),
    Code.TOO_MANY_LETTERS: lambda f: fill(
        translate(
            "Facts",
            "%1 words of %2 letters need %3 different letters; the alphabet has %4: choose k and n with k*n <= %4",
        ),
        number(f.whole("k")),
        number(f.whole("n")),
        number(f.whole("k") * f.whole("n")),
        number(f.whole("letters")),
    ),
    Code.TABLE_TOO_LARGE: lambda f: fill(
        translate(
            "Facts",
            "%1 words of %2 different letters need a %3 table of the pairs that fit (at most %4): "
            "use a Zipf cutoff or a smaller list",
        ),
        number(f.whole("words")),
        number(f.whole("n")),
        file_size(f.real("bytes")),
        file_size(f.real("most")),
    ),
    Code.TOO_MANY_PARTIAL_SETS: lambda f: fill(
        translate(
            "Facts",
            "%1 words of %2 letters from these %3 words make about %4 partial sets to search (at most %5): "
            "use fewer or longer words or a Zipf cutoff",
        ),
        number(f.whole("k")),
        number(f.whole("n")),
        number(f.whole("words")),
        number(round(f.real("sets"))),
        number(f.whole("most")),
    ),
    Code.NO_SETS: _no_sets,
    Code.COLOUR_FIX: _fix,
    Code.FIXES: _fixes,
    Code.LIKELIER: _likelier,
    Code.OUTCOME: _outcome,
    Code.COLOURED: lambda f: fill(translate("Facts", "%1 %2"), phrase(f.inner("cell")), colour(f.text("colour"))),
    Code.CURATION: _curation,
}


def phrase(fact: Fact) -> str:
    """The fact as a clause in the current language."""
    return PHRASES[fact.code](fact)


def place(err: PuzzleError) -> str:
    """'line 3, column 2', 'line 3', or '' where the error has no position."""
    if err.line is not None and err.column is not None:
        return fill(translate("Facts", "line %1, column %2"), number(err.line), number(err.column))
    if err.line is not None:
        return fill(translate("Facts", "line %1"), number(err.line))
    return fill(translate("Facts", "column %1"), number(err.column)) if err.column is not None else ""


def phrase_error(err: PuzzleError) -> str:
    """'words.txt, line 3: ...': the file, the place, then the fact."""
    where = ", ".join(part for part in (err.source, place(err)) if part)
    return f"{where}: {phrase(err.fact)}" if where else phrase(err.fact)
