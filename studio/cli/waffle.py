"""`solve`, `generate`, `fill`, `enumerate` and `export`: Waffle puzzles from the command line."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import TYPE_CHECKING

from studio.cli import arguments
from studio.cli.exits import Exit
from studio.core.errors import PuzzleError
from studio.core.facts import Code, cell, fact
from studio.language import number, translate
from studio.language.facts import fill, phrase

if TYPE_CHECKING:
    from pathlib import Path

    from studio.core.curation import Curation, Level
    from studio.core.waffle.ambiguity import Familiarity
    from studio.core.waffle.between import Between, Unpaired
    from studio.core.waffle.fill.familiar import FamiliarFill
    from studio.core.waffle.puzzle import Puzzle
    from studio.core.waffle.review import Review, Unchecked
    from studio.core.waffle.screenshot import ScreenReading
    from studio.core.waffle.shape import Shape
    from studio.core.waffle.sheet import CardOptions
    from studio.core.waffle.solve import Solved, SolveReport
    from studio.core.words import WordList

FILL_SECONDS = 10.0  # `fill` searches this long at most: an empty 11x11 waffle fills in about 3 s


def add_solve(commands: arguments.Commands) -> None:
    from studio.core.waffle.hints import MOST_RUNGS

    solve = commands.add_parser(
        "solve",
        help=translate(
            "Command line",
            "solve Waffle puzzles (.json, .txt, a screenshot .png/.jpg/.webp, a share code, or - for stdin)",
        ),
    )
    solve.add_argument("paths", nargs="+", metavar="PATH")
    solve.add_argument(
        "--json", action="store_true", help=translate("Command line", "one JSON object per puzzle per line")
    )
    add_solving_words(
        solve,
        translate(
            "Command line",
            "the puzzle file's; a pasted grid or a screenshot names none: the first that solves it of the "
            "system locale's, English and the others",
        ),
    )
    solve.add_argument(
        "--hint",
        type=int,
        choices=range(1, MOST_RUNGS + 1),
        metavar="N",
        help=translate(
            "Command line",
            "print hints 1..N instead of the answer: 1 the fewest swaps from here, 2 a tile in its word, "
            "3 to %1 the best swaps in order, then a word, then the solution",
        ).replace("%1", str(MOST_RUNGS - 2)),
    )
    solve.add_argument(
        "--swaps-left",
        type=int,
        metavar="N",
        help=translate(
            "Command line",
            "the game's 'N SWAPS REMAINING' counter, for a game already under way: stars are counted from it "
            "(default: the counter a screenshot shows, else a game as dealt, the fewest swaps + 5)",
        ),
    )
    solve.set_defaults(run=run_solve)


def add_solving_words(parser: argparse.ArgumentParser, lang_default: str) -> None:
    """--words, --tier and --lang (its default as the command chooses it): the list that finds
    the answers, as solve and review choose it."""
    from studio.core.words import SOLVING_TIER, TIERS

    parser.add_argument(
        "--words", metavar="FILE", help=translate("Command line", "a word list: one word (or word<TAB>weight) per line")
    )
    parser.add_argument(
        "--tier",
        choices=tuple(TIERS),
        default=SOLVING_TIER,
        help=translate("Command line", "tier of the default word list (default: %1)").replace("%1", SOLVING_TIER),
    )
    arguments.add_language(parser, translate("Command line", "the built-in lists"), lang_default)


def add_read(commands: arguments.Commands) -> None:
    read = commands.add_parser(
        "read", help=translate("Command line", "read a Waffle screenshot and print the puzzle in the text format")
    )
    read.add_argument(
        "path",
        metavar="SHOT",
        help=translate("Command line", "a .png, .jpg, .jpeg or .webp picture of the game's grid"),
    )
    read.set_defaults(run=run_read)


def run_read(args: argparse.Namespace) -> int:
    from studio.core.waffle.formats import format_text

    reading = read_shot(args.path)
    print(format_text(reading.puzzle), end="")
    print(f"puzzle-studio: {args.path}: {unsure_note(reading)}", file=sys.stderr)
    return Exit.DONE


def read_shot(path: str, words: WordList | None = None) -> ScreenReading:
    """A screenshot's reading: Qt decodes the picture, so it is imported only here."""
    from pathlib import Path

    from studio.operations.picture import read_puzzle_picture

    return read_puzzle_picture(Path(path), words)


def unsure_note(reading: ScreenReading) -> str:
    from studio.render.picture import unsure_note as note

    return note(reading)


def add_generate(commands: arguments.Commands) -> None:
    from studio.core.waffle.colors import POLICIES
    from studio.core.waffle.generate import FAMILIAR_FROM, GenerateOptions
    from studio.core.waffle.scramble import STRATEGIES

    generate = commands.add_parser(
        "generate", help=translate("Command line", "make new Waffle puzzles (unique, exact swaps)")
    )
    generate.add_argument(
        "--shape",
        default="5x5",
        help=translate("Command line", "5x5, 7x7, royale, 3x3, 9x9, 11x11, 5x7, solid4x4 ... (default 5x5)"),
    )
    generate.add_argument("--count", type=arguments.count, default=1)
    generate.add_argument(
        "--seed",
        type=int,
        help=translate("Command line", "the same seed makes the same puzzles (default: a new one, printed first)"),
    )
    generate.add_argument(
        "--out",
        type=arguments.out_path,
        metavar="DIR",
        required=True,
        help=translate("Command line", "folder for the .json puzzles"),
    )
    generate.add_argument(
        "--target",
        type=int,
        help=translate("Command line", "fewest swaps (default: half the tiles, 10 for 5x5, 20 for 7x7; 3 for 3x3)"),
    )
    generate.add_argument("--policy", default=GenerateOptions.policy, choices=POLICIES)
    generate.add_argument("--strategy", default=GenerateOptions.strategy, choices=STRATEGIES)
    generate.add_argument(
        "--free", action="store_true", help=translate("Command line", "no game-like preset (corners green...)")
    )
    generate.add_argument(
        "--min-zipf", type=float, help=translate("Command line", "word frequency cutoff (Zipf; default: common tier)")
    )
    generate.add_argument(
        "--pin",
        action="append",
        default=[],
        metavar="SLOT=WORD",
        help=translate("Command line", "e.g. r1=FUGUE, c3=GLOBE"),
    )
    generate.add_argument(
        "--letter", action="append", default=[], metavar="ROW,COL=L", help=translate("Command line", "e.g. 3,3=E")
    )
    generate.add_argument("--min-difficulty", type=float, default=0.0)
    generate.add_argument("--max-difficulty", type=float, default=float("inf"))
    generate.add_argument(
        "--words", metavar="FILE", help=translate("Command line", "fill and solve with this list instead")
    )
    arguments.add_language(generate, translate("Command line", "the built-in lists, recorded in each puzzle"))
    add_curation(generate)
    generate.add_argument(
        "--repeat-words",
        action="store_true",
        help=translate(
            "Command line",
            "let a word appear in several puzzles of the batch (default: no word twice; favoured and "
            "pinned words may always repeat)",
        ),
    )
    generate.add_argument(
        "--avoid-words-in",
        metavar="DIR",
        help=translate("Command line", "use none of the words of the puzzles already in this folder (a series)"),
    )
    add_familiar(
        generate,
        translate(
            "Command line",
            "fill with the commonest words a search finds in --budget seconds a puzzle (default: for shapes "
            "with words of %1 letters or more; --no-familiar: a random fill, weighted to common words)",
        ).replace("%1", str(FAMILIAR_FROM)),
    )
    generate.add_argument(
        "--unique-in-play",
        action="store_true",
        help=translate(
            "Command line",
            "also keep puzzles ambiguous from the first colours that safe swaps settle (default: unique at once)",
        ),
    )
    generate.set_defaults(run=run_generate)


def add_familiar(parser: argparse.ArgumentParser, what: str) -> None:
    """--familiar (and --no-familiar) and --budget SECONDS: the most familiar fill in a time budget."""
    from studio.core.waffle.fill.familiar import DEFAULT_BUDGET

    parser.add_argument("--familiar", action=argparse.BooleanOptionalAction, help=what)
    parser.add_argument(
        "--budget",
        type=arguments.positive_number,
        default=DEFAULT_BUDGET,
        metavar="SECONDS",
        help=translate("Command line", "how long a familiar fill may search, a puzzle (default %1)").replace(
            "%1", f"{DEFAULT_BUDGET:g}"
        ),
    )


def add_curation(parser: argparse.ArgumentParser) -> None:
    """--ban, --favour, --word-filter (--no-default-exclusions): which words a fill leaves out and
    weighs up (`curation_of` reads them)."""
    from studio.core.curation import LEVELS, classroom_kinds

    parser.add_argument(
        "--ban",
        action="append",
        default=[],
        metavar="FILE",
        help=translate(
            "Command line",
            "never use these words (one a line), besides your banned list in ~/.config/puzzle-studio/words/",
        ),
    )
    parser.add_argument(
        "--favour",
        action="append",
        default=[],
        metavar="FILE",
        help=translate("Command line", "weight these words up in the fill (one a line), besides your favoured list"),
    )
    parser.add_argument(
        "--word-filter",
        choices=LEVELS,
        default="default",
        help=translate(
            "Command line",
            "which words to leave out: none; default, offensive and sensitive words; classroom, also "
            "%1 (a class of ten-year-olds)",
        ).replace("%1", ", ".join(classroom_kinds())),
    )
    parser.add_argument(
        "--no-default-exclusions",
        action="store_true",
        help=translate("Command line", "the same as --word-filter none"),
    )


def curation_of(args: argparse.Namespace, lang: str) -> Curation:
    """The curation `add_curation`'s options ask for, with the user's own lists of `lang`."""
    from studio.core.curation import user_curation

    level: Level = "none" if args.no_default_exclusions else args.word_filter
    return user_curation(level, args.ban, args.favour, lang)


def add_fill(commands: arguments.Commands) -> None:
    fill = commands.add_parser(
        "fill",
        help=translate(
            "Command line",
            "fill a partly designed grid around its letters, best words first (exit 1 when no fill exists)",
        ),
    )
    fill.add_argument(
        "path",
        metavar="PARTIAL",
        help=translate(
            "Command line",
            "the letter grid in the text format, _ for a cell to fill, . for a hole (a .txt file, or - for stdin)",
        ),
    )
    fill.add_argument(
        "--words",
        metavar="FILE",
        help=translate("Command line", "fill from this list (default: the list the generator uses)"),
    )
    add_familiar(
        fill,
        translate(
            "Command line",
            "the most familiar fill a search finds in --budget seconds (its rarest word first, then its median)",
        ),
    )
    fill.add_argument(
        "--seconds",
        type=arguments.positive_number,
        default=FILL_SECONDS,
        help=translate("Command line", "give up after searching this long (default: %1; exit 1)").replace(
            "%1", f"{FILL_SECONDS:g}"
        ),
    )
    arguments.add_language(fill)
    add_curation(fill)
    fill.set_defaults(run=run_fill)


def run_fill(args: argparse.Namespace) -> int:
    """A blank grid's search may never end (a 15x15 solid grid of blanks has no fill, and
    proving it takes for ever): it stops after `--seconds` of searching."""
    from studio.core.streams import finish
    from studio.core.studio_json import read_stream, read_text
    from studio.core.waffle.formats import format_partial, parse_partial
    from studio.core.words import load_wordlist
    from studio.operations.autofill import autofill_grid

    lang = arguments.chosen_language(args)
    source = "stdin" if args.path == "-" else args.path
    text = read_stream(sys.stdin.buffer, source) if args.path == "-" else read_text(args.path)
    shape, letters = parse_partial(text, source, lang)
    curation = curation_of(args, lang)
    words = load_wordlist(args.words, lang) if args.words else None
    deadline = time.monotonic() + args.seconds
    budget = args.budget if args.familiar else None
    filled = finish(
        autofill_grid(shape, letters, curation, words, lang, lambda: time.monotonic() > deadline, budget=budget)
    )
    if filled.stopped:
        print(f"puzzle-studio: {source}: {phrase(fact(Code.FILL_TIME_UP, seconds=args.seconds))}", file=sys.stderr)
        return Exit.NOTHING_FOUND
    if filled.letters is None:
        assert filled.stuck is not None  # no fill names its slot
        slot = shape.slots[filled.stuck]
        pattern = slot.word_in(letters).replace(" ", "_")
        print(
            f"puzzle-studio: {source}: cannot be filled at {slot.label} ({pattern}): "
            "no word of the list fits it and its crossings",
            file=sys.stderr,
        )
        return Exit.NOTHING_FOUND
    print(format_partial(shape, filled.letters), end="")
    return Exit.DONE


def add_enumerate(commands: arguments.Commands) -> None:
    enumerate_ = commands.add_parser(
        "enumerate", help=translate("Command line", "every grid that fits a shape (one per line)")
    )
    enumerate_.add_argument("--shape", default="5x5")
    enumerate_.add_argument(
        "--words", metavar="FILE", help=translate("Command line", "word list (default: the common tier)")
    )
    arguments.add_language(enumerate_)
    enumerate_.add_argument(
        "--min-freq",
        type=arguments.positive_number,
        help=translate("Command line", "keep words with frequency >= X (e.g. 1e-4)"),
    )
    enumerate_.add_argument("--jobs", type=int, default=1, help=translate("Command line", "processes (default 1)"))
    enumerate_.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help=translate(
            "Command line",
            "send the chunks to a Dask scheduler (tcp://host:8786), or to a cluster of one worker per core "
            "started here (local); needs the cluster extra",
        ),
    )
    enumerate_.add_argument(
        "--chunks",
        type=arguments.at_least_one,
        default=64,
        metavar="N",
        help=translate(
            "Command line",
            "split the search into N chunks of about equal work (default 64), a pinned first word too; "
            "give a few per worker of a large cluster (a checkpoint resumes only with the same N)",
        ),
    )
    enumerate_.add_argument("--pin", action="append", default=[], metavar="SLOT=WORD")
    enumerate_.add_argument("--letter", action="append", default=[], metavar="ROW,COL=L")
    enumerate_.add_argument(
        "--out",
        metavar="FILE",
        help=translate("Command line", "write the grids here (whole or not at all) instead of stdout"),
    )
    enumerate_.add_argument(
        "--checkpoint",
        metavar="FILE",
        help=translate(
            "Command line", "record finished chunks here (needs --out); run again with it to resume exactly"
        ),
    )
    enumerate_.add_argument(
        "--large",
        action="store_true",
        help=translate(
            "Command line",
            "search even when it is sized up first as over 10 minutes or 10 million grids (hours, gigabytes)",
        ),
    )
    enumerate_.set_defaults(run=run_enumerate)


def add_export(commands: arguments.Commands) -> None:
    from studio.core.waffle.book import TRIMS, BookOptions
    from studio.core.waffle.export import EXPORT_FORMATS
    from studio.core.waffle.sheet import CONTENTS, GRIDS, PAGE_SETS, PAPERS, STYLES, CardOptions, SheetOptions

    kinds = arguments.either(key.upper() for key in EXPORT_FORMATS)
    export = commands.add_parser(
        "export", help=translate("Command line", "%1 of puzzles, or a printable PDF sheet").replace("%1", kinds)
    )
    export.add_argument(
        "paths", nargs="+", metavar="PATH", help=translate("Command line", "puzzle files, or folders of them")
    )
    export.add_argument(
        "--format",
        choices=tuple(EXPORT_FORMATS),
        help=translate(
            "Command line",
            "the --out file's suffix decides it, and --format must agree; a folder's files: pdf unless given",
        ),
    )
    export.add_argument(
        "--out",
        type=arguments.out_path,
        metavar="PATH",
        help=translate("Command line", "a file (one puzzle, or --sheet) or a folder (one file per puzzle)"),
    )
    export.add_argument(
        "--web",
        type=arguments.out_path,
        metavar="PAGE.html",
        help=translate(
            "Command line",
            "instead of --out: one self-contained web page that plays the puzzles in any browser, offline",
        ),
    )
    export.add_argument(
        "--book",
        type=arguments.out_path,
        metavar="BOOK.pdf",
        help=translate(
            "Command line",
            "instead of --out: a print-on-demand book, a title page, contents, easy to hard, the answers at the back",
        ),
    )
    export.add_argument(
        "--trim", choices=tuple(TRIMS), default=BookOptions.trim, help=translate("Command line", "the book's trim size")
    )
    export.add_argument(
        "--bleed", action="store_true", help=translate("Command line", "with --book: KDP's 0.125 in bleed")
    )
    export.add_argument(
        "--subtitle",
        type=arguments.free_text,
        default="",
        help=translate("Command line", "with --book: under the title"),
    )
    export.add_argument(
        "--per-page",
        type=int,
        choices=tuple(GRIDS),
        default=BookOptions.per_page,
        help=translate("Command line", "with --book: puzzles a page"),
    )
    export.add_argument(
        "--sheet",
        type=int,
        choices=tuple(GRIDS),
        metavar="N",
        help=translate("Command line", "one PDF with N puzzles per page (%1)").replace("%1", arguments.either(GRIDS)),
    )
    export.add_argument(
        "--answers",
        action="store_true",
        help=translate("Command line", "answer pages after the puzzles (with --sheet)"),
    )
    export.add_argument(
        "--pages",
        choices=PAGE_SETS,
        default=SheetOptions.pages,
        help=translate(
            "Command line",
            "with --sheet: puzzles (the students' pages, no answers), answers (only the answer pages), or all",
        ),
    )
    export.add_argument(
        "--range",
        type=arguments.page_range,
        metavar="FIRST-LAST",
        help=translate("Command line", "with --sheet: print only these pages of those --pages chooses (3, or 2-5)"),
    )
    export.add_argument(
        "--style",
        choices=STYLES,
        default=CardOptions.style,
        help=translate("Command line", "color-blind: orange and blue, marked"),
    )
    export.add_argument("--show", choices=CONTENTS, default=CardOptions.content)
    export.add_argument("--paper", choices=tuple(PAPERS), default=SheetOptions.paper)
    export.add_argument(
        "--margin", type=float, default=12.0, help=translate("Command line", "page margin in mm (default 12)")
    )
    export.add_argument(
        "--size", type=int, default=800, help=translate("Command line", "PNG width in pixels (default 800)")
    )
    export.add_argument("--transparent", action="store_true", help=translate("Command line", "PNG with no background"))
    export.add_argument(
        "--title",
        type=arguments.free_text,
        help=translate("Command line", "sheet, book or web page title (default: Waffle puzzles)"),
    )
    export.add_argument(
        "--footer", type=arguments.free_text, default="", help=translate("Command line", "sheet footer")
    )
    export.add_argument(
        "--author",
        type=arguments.free_text,
        default="",
        help=translate("Command line", "the sheet PDF's author; a book's, on its title page too"),
    )
    export.add_argument(
        "--no-labels",
        action="store_true",
        help=translate("Command line", "no column letters and row numbers around the grids of a sheet"),
    )
    export.add_argument(
        "--answer-line",
        action="store_true",
        help=translate("Command line", "a line to write the answer under each puzzle"),
    )
    export.add_argument(
        "--answer-grid",
        action="store_true",
        help=translate("Command line", "with --sheet: an empty grid under each puzzle to write in"),
    )
    export.add_argument(
        "--clues",
        action="store_true",
        help=translate(
            "Command line",
            "with --sheet: a clue sheet, each word's definition as a numbered clue beside the puzzle (English)",
        ),
    )
    export.add_argument(
        "--meanings",
        action="store_true",
        help=translate("Command line", "with --sheet: each word's definition on the answer pages (English)"),
    )
    export.add_argument(
        "--first-number", type=int, default=1, help=translate("Command line", "number of the first puzzle")
    )
    export.add_argument("--no-stars", action="store_true")
    export.add_argument("--no-swaps", action="store_true")
    export.add_argument(
        "--words", metavar="FILE", help=translate("Command line", "word list for puzzles saved without a solution")
    )
    add_daily(export)
    arguments.add_language(
        export, translate("Command line", "text grids and --words (a puzzle file or share code says its own)")
    )
    export.set_defaults(run=run_export)


def add_review(commands: arguments.Commands) -> None:
    from studio.core.alphabet import DEFAULT

    review = commands.add_parser(
        "review",
        help=translate(
            "Command line",
            "review a Waffle game: each swap on a fewest-swaps path or not, the star lost, luck or skill",
        ),
    )
    review.add_argument(
        "path",
        metavar="PUZZLE",
        help=translate(
            "Command line",
            "the start: a .json or .txt puzzle, a share code, or - for stdin; with --after, also a screenshot",
        ),
    )
    made = review.add_mutually_exclusive_group(required=True)
    made.add_argument(
        "--swaps",
        metavar="SWAPS",
        help=translate(
            "Command line",
            "the swaps made, in order, as ROW,COL-ROW,COL (1-based, as solve counts) separated by spaces: "
            '"2,1-1,3 5,2-3,1"',
        ),
    )
    made.add_argument(
        "--after",
        metavar="SHOT",
        help=translate(
            "Command line",
            "a later screenshot (or puzzle) of the same game: the fewest swaps between the two, the swaps used "
            "when both show the game's counter, on a fewest path or not, stars lost, the best next swap",
        ),
    )
    review.add_argument(
        "--json", action="store_true", help=translate("Command line", "one JSON object, with a record per swap")
    )
    add_solving_words(
        review,
        translate("Command line", "the puzzle file's, else the system locale's, else %1").replace("%1", DEFAULT),
    )
    review.set_defaults(run=run_review)


def run_review(args: argparse.Namespace) -> int:
    from studio.core.streams import finish
    from studio.core.waffle.review import Unchecked, parse_swaps, review_to_json
    from studio.core.words import default_words, load_wordlist
    from studio.operations.review import review_game

    typed = arguments.chosen_language(args)
    if args.after is not None:
        return review_after(args, typed)
    typed_in = read_typed(args.path, typed)
    if typed_in is None:
        said = translate("Command line", "%1: a screenshot cannot be reviewed: give the start as a puzzle file or code")
        raise PuzzleError(said.replace("%1", args.path))
    puzzle = typed_in[0]
    lang = arguments.chosen_language(args, puzzle.meta.get("lang"))
    words = load_wordlist(args.words, lang) if args.words else default_words(args.tier, lang=lang)
    result = finish(review_game(puzzle, parse_swaps(args.swaps), words, lang))
    if args.json:
        print(json.dumps({"source": args.path, **review_to_json(result, puzzle.shape)}))
    if isinstance(result, Unchecked):
        why = translate("Command line", "cannot be checked: %1").replace("%1", unchecked_text(puzzle.shape, result))
        print(f"puzzle-studio: {args.path}: {why}", file=sys.stderr)
        return Exit.BAD_INPUT
    if not args.json:
        print(describe_review(result, args.path))
    return Exit.DONE


def review_after(args: argparse.Namespace, typed: str) -> int:
    """`review BEFORE --after AFTER`: two positions of one game, files or screenshots."""
    from studio.core.waffle.between import Unpaired, between_to_json
    from studio.core.words import default_words, load_wordlist
    from studio.operations.review import review_two

    first = position_at(args.path, typed, args)
    lang = arguments.chosen_language(args, first.meta.get("lang"))
    words = load_wordlist(args.words, lang) if args.words else default_words(args.tier, lang=lang)
    second = position_at(args.after, typed, args, words)
    result = review_two(first, second, words, lang)
    if args.json:
        print(json.dumps({"source": args.path, "source_after": args.after, **between_to_json(result)}))
    if isinstance(result, Unpaired):
        why = unpaired_text(result)
        print(f"puzzle-studio: {args.path}, {args.after}: {why}", file=sys.stderr)
        return Exit.BAD_INPUT
    if not args.json:
        print(f"{args.path} -> {args.after}: {describe_between(result)}")
    return Exit.DONE


def position_at(path: str, typed: str, args: argparse.Namespace, words: WordList | None = None) -> Puzzle:
    """A position of the game: a puzzle file or code, or a screenshot read (with its counter)."""
    from studio.core.words import default_words

    typed_in = read_typed(path, typed)
    if typed_in is not None:
        return typed_in[0]
    reading = read_shot(path, words or default_words(args.tier, lang=typed))
    if reading.unsure or reading.won or reading.swaps_left is not None:
        print(f"puzzle-studio: {path}: {unsure_note(reading)}", file=sys.stderr)
    return reading.puzzle


def unpaired_text(why: Unpaired) -> str:
    """Why two positions are not one game's before and after, for a person."""
    where = ""
    if why.place is not None:
        where = translate("Command line", "row %1, column %2").replace("%1", str(why.place[0] + 1))
        where = where.replace("%2", str(why.place[1] + 1))
    texts = {
        "other_shape": translate("Command line", "the two pictures show grids of different shapes"),
        "other_letters": translate("Command line", "the two pictures do not hold the same letters: not one puzzle"),
        "green_moved": translate(
            "Command line", "the green tile at %1 is not green in the second: the game locks green tiles"
        ),
        "reversed": translate(
            "Command line",
            "the green tile at %1 is not green in the second, yet the other way round fits: "
            "give the earlier picture first",
        ),
        "no_answer": translate("Command line", "no answer in the word list fits the first picture"),
        "not_same_puzzle": translate(
            "Command line", "the second picture's colours come from another answer: not the same puzzle"
        ),
        "answer_unknown": translate("Command line", "several answers fit both pictures: the review needs one"),
        "counters_disagree": translate(
            "Command line", "the counters say %1 swaps were used, but the positions are %2 swaps apart"
        ),
    }
    return texts[why.why].replace("%1", where or str(why.used)).replace("%2", str(why.fewest))


def describe_between(result: Between) -> str:
    """The swaps between the two positions, how they went, and what to do next."""
    from studio.core.waffle.review import swap_text

    between, used = result.fewest_between, result.used
    lines = [translate("Command line", "%n swaps apart at the fewest", None, between)]
    if used is not None:
        lines[0] += "; " + translate("Command line", "%n used (the counters' difference)", None, used)
    spent, least = result.wasted or 0, result.wasted_at_least
    verdicts = {
        "fewest": translate("Command line", "on a fewest path: every swap took one off the distance to the answer"),
        "wasted": translate("Command line", "off a fewest path: %n spare swaps spent", None, spent),
        "maybe_fewest": translate(
            "Command line",
            "a picture shows no swap counter, so the swaps used are unknown; the second position lies on a "
            "fewest path from the first (on it if %n swaps were used)",
            None,
            between,
        ),
        "off": translate(
            "Command line",
            "a picture shows no swap counter, so the swaps used are unknown; even the fewest way between them "
            "spends %n spare swaps",
            None,
            least,
        ),
    }
    lines.append(verdicts[result.verdict])
    before, after = result.before, result.after
    lines.append(
        translate("Command line", "fewest swaps to the answer: %1 before, %2 after")
        .replace("%1", str(before))
        .replace("%2", str(after))
    )
    if result.stars_before is not None or result.stars_after is not None:
        unknown = translate("Command line", "unknown")
        lines.append(
            translate("Command line", "stars still possible: %1 before, %2 after")
            .replace("%1", unknown if result.stars_before is None else str(result.stars_before))
            .replace("%2", unknown if result.stars_after is None else str(result.stars_after))
        )
        if (lost := result.stars_lost) is not None:
            lines[-1] += "; " + translate("Command line", "%n stars lost between them", None, lost)
    if result.next_swap is None:
        lines.append(translate("Command line", "solved: no swap left to make"))
    else:
        lines.append(
            translate("Command line", "best next swap: %1").replace("%1", swap_text(result.shape, result.next_swap))
        )
    return "\n  ".join(lines)


def unchecked_text(shape: Shape, why: Unchecked) -> str:
    """Why a game cannot be reviewed, for a person: 'swap 3: row 2, column 2 has no tile'."""
    where = phrase(cell(why.place[0] + 1, why.place[1] + 1)) if why.place else ""
    slot = phrase(shape.slots[why.slot].where) if why.slot is not None else ""
    texts = {
        "no_such_tile": translate("Command line", "%1 has no tile"),
        "same_tile": translate("Command line", "%1 is swapped with itself"),
        "green_tile": translate("Command line", "the tile at %1 is green, and the game locks green tiles"),
        "game_over": translate("Command line", "the game was over by then"),
        "unknown_word": translate("Command line", "%2 (%3) is not in the word list"),
        "no_answer": translate("Command line", "no answer in the word list fits the start (look at %3)")
        if slot
        else translate("Command line", "no answer in the word list fits the start"),
        "answer_unknown": translate(
            "Command line", "several answers fit the start and the swaps do not end on one of them"
        ),
        "colours_disagree": translate("Command line", "the start's colours cannot come from the puzzle's solution"),
    }
    said = fill(texts[why.reason], where, why.word or "", slot)
    if why.step is None:
        return said
    return fill(translate("Command line", "swap %1: %2"), number(why.step + 1), said)


def describe_review(review: Review, source: str) -> str:
    """A line for the game, then a line per swap: its distance before and after, and what it did."""
    from studio.core.waffle.review import swap_text

    shape = review.shape
    stars, swaps = review.stars, len(review.steps)
    outcome = translate("Command line", "solved, %n of 5 stars", None, stars) if review.won else ""
    outcome = outcome or translate("Command line", "not solved")
    head = translate("Command line", "%1: %n swaps, %2 (fewest %3, %4 allowed); answer %5", None, swaps)
    lines = [
        fill(
            head,
            source,
            outcome,
            number(review.fewest),
            number(review.allowed),
            " ".join(shape.words(review.answer)),
        )
    ]
    lost = review.star_lost
    judged = {
        "deduced": translate("Command line", "deduced: best for every answer the colours allowed"),
        "lucky": translate("Command line", "lucky: best for the answer, not for every one the colours allowed"),
        "wrong_guess": translate("Command line", "a guess: best for another answer the colours allowed"),
        "missed": translate("Command line", "best for none of the answers the colours allowed"),
    }
    for k, step in enumerate(review.steps):
        on_path = translate("Command line", "on a best path")
        said = [on_path if step.on_best_path else translate("Command line", "off every best path")]
        if lost is not None and lost.step == k:
            kept = translate("Command line", "cost a star: %1 would have kept it")
            said.append(fill(kept, swap_text(shape, lost.better)))
        if step.judgement is not None:
            answers = step.answers
            possible = translate("Command line", "%n answers possible, %1", None, answers)
            said.append(fill(possible, judged[step.judgement]))
        possible_stars = step.stars_after
        left = translate("Command line", "(%n stars possible)", None, possible_stars)
        move = f"{swap_text(shape, step.swap):9} {step.before:2} -> {step.after:2}"
        lines.append(f"  {k + 1:2}. {move}  {'; '.join(said)} {left}")
    return "\n".join(lines)


def add_daily(export: argparse.ArgumentParser) -> None:
    """The options that make --web a daily page: a series, a puzzle a day by the reader's date."""
    from studio.core.waffle.series import EVERY, RAMPS

    export.add_argument(
        "--daily",
        metavar="START-DATE",
        help=translate(
            "Command line", "with --web: your own daily Waffle, one puzzle a day (or week) from this date (YYYY-MM-DD)"
        ),
    )
    export.add_argument(
        "--series",
        type=arguments.free_text,
        help=translate("Command line", "with --daily: the series' name (default: Waffle)"),
    )
    export.add_argument(
        "--every",
        choices=EVERY,
        default=EVERY[0],
        help=translate("Command line", "with --daily: a puzzle every day or week"),
    )
    export.add_argument(
        "--ramp",
        choices=RAMPS,
        default=RAMPS[0],
        help=translate(
            "Command line",
            "with --daily: rising (easiest first), weekday (Mondays easiest, Sundays hardest) or given (file order)",
        ),
    )
    export.add_argument(
        "--hints", action="store_true", help=translate("Command line", "with --daily: offer a hint button")
    )
    export.add_argument(
        "--undo", action="store_true", help=translate("Command line", "with --daily: offer an undo button")
    )


def add_results(commands: arguments.Commands) -> None:
    results = commands.add_parser(
        "results",
        help=translate(
            "Command line", "read the result codes a class's daily page gave: everyone's stars, swaps and hints"
        ),
    )
    results.add_argument(
        "codes",
        nargs="+",
        metavar="CODE",
        help=translate("Command line", "result codes (R-...), or - to read them from stdin"),
    )
    results.set_defaults(run=run_results)


def add_share(commands: arguments.Commands) -> None:
    share = commands.add_parser(
        "share",
        help=translate(
            "Command line", "print each puzzle's share code: one line to paste into the studio or a playable web page"
        ),
    )
    share.add_argument(
        "paths", nargs="+", metavar="PATH", help=translate("Command line", "puzzle files, or folders of them")
    )
    share.add_argument(
        "--words", metavar="FILE", help=translate("Command line", "word list for puzzles saved without a solution")
    )
    arguments.add_language(share, translate("Command line", "text grids and --words (a puzzle file says its own)"))
    share.set_defaults(run=run_share)


PARSERS = {
    "solve": add_solve,
    "read": add_read,
    "generate": add_generate,
    "fill": add_fill,
    "enumerate": add_enumerate,
    "export": add_export,
    "share": add_share,
    "review": add_review,
    "results": add_results,
}


def read_typed(path: str, typed: str) -> tuple[Puzzle, bool] | None:
    """The puzzle at `path` (stdin '-', a share code or a puzzle file, its letters in `typed`
    unless it says its own) and whether it names its language (a JSON file and a share code
    do; a pasted grid does not); None for a screenshot, which has its own reader."""
    import os

    from studio.core.studio_json import read_stream, read_text
    from studio.core.waffle.formats import is_paste_text, is_picture, parse_puzzle_text
    from studio.core.waffle.share import is_share_code, read_share_code

    if path != "-" and is_share_code(path) and not os.path.exists(path):
        return read_share_code(path), True
    if path != "-" and is_picture(path):
        return None
    text = read_stream(sys.stdin.buffer, "stdin") if path == "-" else read_text(path)
    json_hint = path.lower().endswith(".json")
    puzzle = parse_puzzle_text(text, "stdin" if path == "-" else path, json_hint, typed)
    return puzzle, not is_paste_text(text, json_hint) and "lang" in puzzle.meta


def run_solve(args: argparse.Namespace) -> int:
    from studio.core.waffle.play import Position, position, with_position
    from studio.core.waffle.solve import report_to_json
    from studio.core.words import default_words, load_wordlist
    from studio.operations.solve import solve, solve_in_its_language

    try:
        user = load_wordlist(args.words, arguments.chosen_language(args)) if args.words else None
    except PuzzleError as err:
        print(f"puzzle-studio: {err}", file=sys.stderr)
        if args.json:
            print(json.dumps({"source": args.words, "status": "error", "error": err.to_json(), "solutions": []}))
        return Exit.BAD_INPUT
    worst = Exit.DONE
    typed = arguments.chosen_language(args)  # the letters of a pasted grid: files and codes say their own
    for path in args.paths:
        reading = None
        try:
            typed_in = read_typed(path, typed)
            if typed_in is None:
                reading = read_shot(path, user or default_words(args.tier, lang=typed))
                puzzle, named = reading.puzzle, False
                if reading.unsure or reading.won or reading.swaps_left is not None:
                    print(f"puzzle-studio: {path}: {unsure_note(reading)}", file=sys.stderr)
            else:
                puzzle, named = typed_in
            if args.swaps_left is not None:
                puzzle = with_position(puzzle, Position(args.swaps_left, position(puzzle).used))
            if named or args.lang or user:
                lang = arguments.chosen_language(args, puzzle.meta.get("lang"))
                puzzle = puzzle.with_changes(meta={**puzzle.meta, "lang": lang}) if lang != puzzle.lang else puzzle
                report = solve(puzzle, user or default_words(args.tier, lang=lang), lang)
            else:  # the locale's language is not the puzzle's: the one its letters fit
                found = solve_in_its_language(puzzle, typed, lambda code: default_words(args.tier, lang=code))
                report = found.report
                if found.lang != typed:
                    print(f"puzzle-studio: {path}: {solved_with(found.lang)}", file=sys.stderr)
            if reading is not None and reading.unsure and not report.solved:
                note = fill(
                    translate("Command line", "no solution with the letters read; %1: check those first"),
                    unsure_note(reading),
                )
                print(f"puzzle-studio: {path}: {note}", file=sys.stderr)
        except PuzzleError as err:
            message = str(err) if err.source else f"{path}: {err}"
            print(f"puzzle-studio: {message}", file=sys.stderr)
            if args.json:
                record = {"source": path, "status": "error", "error": err.to_json(), "solutions": []}
                print(json.dumps(record), flush=True)
            worst = Exit.BAD_INPUT
            continue
        if args.hint:
            print(describe_hints(report, path, args.hint, args.json), flush=True)
        elif args.json:
            print(json.dumps(report_to_json(report, path), allow_nan=False), flush=True)
        else:
            print(describe_report(report, path))
        if not report.solved:
            worst = max(worst, Exit.NOTHING_FOUND)
    return worst


def rare_words_note(fill: FamiliarFill, budget: float) -> str:
    """Why a familiar fill holds a word few solvers know: no fill of everyday words exists
    (proven), or none turned up within the budget."""
    from studio.core.waffle.fill.familiar import EVERYDAY_ZIPF

    assert fill.familiarity is not None  # a puzzle was made from it
    rarest, everyday = number(fill.familiarity.worst, 2), number(EVERYDAY_ZIPF, 1)
    if fill.no_everyday_fill:
        text = translate(
            "Command line",
            "no fill of this shape has only everyday words (Zipf %1 or more); the rarest word used has Zipf %2",
        )
    else:
        text = translate(
            "Command line",
            "no fill of only everyday words (Zipf %1 or more) turned up in %3 s; the rarest word used has Zipf %2",
        ).replace("%3", number(budget, 0))
    return text.replace("%1", everyday).replace("%2", rarest)


def solved_with(lang: str) -> str:
    """Which language's words solved a puzzle that names none: "solved with the English list"."""
    from studio.core.alphabet import language as language_of
    from studio.language import translate

    name = translate("Languages", language_of(lang).name)
    return translate("Command line", "solved with the %1 list (the puzzle names no language)").replace("%1", name)


def describe_report(report: SolveReport, source: str) -> str:
    """The solution grid and numbered swaps, for a person."""
    from studio.core.waffle.solve import swap_steps

    shape = report.puzzle.shape
    words = report.deduction.words
    tier = {
        "common": translate("Command line", "common list"),
        "broad": translate("Command line", "broad list"),
        "full": translate("Command line", "full list"),
        "wordfreq": translate("Command line", "wordfreq list"),
    }.get(words.tier or "", translate("Command line", "your list"))
    lines = [f"{source}: {phrase(report.fact)} [{words.name}, {tier}]"]
    lines.extend(check_first(report))
    lines.extend(tell_apart(report))
    own: tuple[Familiarity, ...] = ()
    if len(report.solved) > 1:
        from studio.core.waffle.ambiguity import familiarities  # only with several candidates

        own = familiarities(words, [s.candidate.words for s in report.solved])
    for rank, solved in enumerate(report.solved[:5], 1):
        letters = solved.candidate.letters
        if own:
            facts = f"fewest swaps {solved.plan.fewest}; {phrase(own[rank - 1].fact)}"
            lines.append(f"solution {rank} ({facts}): {' '.join(solved.candidate.words)}")
        for r in range(shape.rows):
            lines.append(
                "  "
                + " ".join(
                    letters[shape.cell_at[(r, c)]] if shape.mask[r][c] else " " for c in range(shape.cols)
                ).rstrip()
            )
        plan = solved.plan
        fewest = translate("Command line", "fewest swaps: %1 (%2)").replace("%1", number(plan.fewest))
        lines.append(fewest.replace("%2", budget(report, solved)))
        steps = swap_steps(shape, report.puzzle.tiles, plan.swaps)
        lines.extend(f"  {n:2}. {phrase(step)}" for n, step in enumerate(steps, 1))
    if len(report.solved) > 5:
        lines.append(f"... and {len(report.solved) - 5} more solutions (see --json)")
    lines.extend(look_at(report))
    return "\n".join(lines)


def budget(report: SolveReport, solved: Solved) -> str:
    """'15 allowed; match it for 5 stars', or from a counter: '12 swaps left; 4 stars still possible'."""
    from studio.core.waffle.play import position

    stars, left = solved.stars, solved.swaps_left
    if position(report.puzzle).left is not None:
        if left < solved.plan.fewest:
            return translate("Command line", "%n swaps left: too few, the game is lost", None, left)
        said = translate("Command line", "%n swaps left; %1 still possible", None, left)
        return said.replace("%1", translate("Command line", "%n stars", None, stars))
    said = translate("Command line", "%1 allowed; match it for %2").replace("%1", number(solved.plan.allowed))
    return said.replace("%2", translate("Command line", "%n stars", None, stars))


def tell_apart(report: SolveReport) -> list[str]:
    """For several candidates: why they stand in that order, and the move that tells them apart."""
    from studio.core.waffle.solve import swap_steps
    from studio.core.waffle.swaps import game_count_note

    shape = report.puzzle.shape
    note = game_count_note(shape, [s.plan.fewest for s in report.solved])
    lines = [phrase(note)] if note else []
    split = report.split
    if split is not None:
        from studio.core.waffle.ambiguity import outcome_fact

        (step,) = swap_steps(shape, report.puzzle.tiles, (split.swap,))
        optimal = ", a swap the likeliest solution makes anyway" if split.optimal else ""
        lines.append(f"to tell them apart, {phrase(step)} in the game{optimal}; then")
        for outcome in split.outcomes:
            which = ", ".join(str(k + 1) for k in outcome.solutions)
            plural = "s" if len(outcome.solutions) > 1 else ""
            lines.append(f"  {phrase(outcome_fact(shape, split, outcome))}: solution{plural} {which}")
    return lines


def describe_hints(report: SolveReport, source: str, up_to: int, as_json: bool) -> str:
    """The hint ladder up to rung `up_to`, for the likeliest solution: no answer beyond it."""
    from studio.core.waffle.hints import hint_ladder, hints_to_json

    shape = report.puzzle.shape
    best = report.solved[0] if report.solved else None
    hints = hint_ladder(report.puzzle, best.candidate.letters, best.plan)[:up_to] if best else ()
    if as_json:
        record = {"source": source, "status": report.status, "fact": report.fact.to_json()}
        return json.dumps({**record, "candidates": len(report.solved), "hints": hints_to_json(shape, hints)})
    lines = [f"{source}: {phrase(report.fact)}" + (" (hints for the likeliest)" if len(report.solved) > 1 else "")]
    lines.extend(check_first(report))
    lines.extend(
        translate("Command line", "hint %1: %2").replace("%1", str(n)).replace("%2", phrase(h.fact))
        for n, h in enumerate(hints, 1)
    )
    lines.extend(look_at(report))
    return "\n".join(lines)


def check_first(report: SolveReport) -> list[str]:
    """A colour one tile away that gives likelier words: said before the answer, which it makes doubtful."""
    if report.likelier is None:
        return []
    return [f"check first: {phrase(report.likelier.fact(report.puzzle.shape))}; the answer below is doubtful"]


def look_at(report: SolveReport) -> list[str]:
    """Where the colours go wrong: a tile whose other colour lets a solution through, else the solver's slot."""
    from studio.core.facts import Fact
    from studio.core.waffle.blame import fixes_fact

    if report.fixes:
        return [f"check: {phrase(fixes_fact(report.puzzle.shape, report.fixes))}"]
    return [f"look at: {phrase(slot)}"] if isinstance(slot := report.fact.get("slot"), Fact) else []


def run_generate(args: argparse.Namespace) -> int:
    from studio.core.streams import finish
    from studio.core.waffle.fill.pins import parse_pins
    from studio.core.waffle.generate import GenerateOptions, fresh_seed, unique_in_play_note
    from studio.core.waffle.shape import parse_shape_name
    from studio.core.words import load_wordlist
    from studio.operations.generate import Made, generate_batch

    shape = parse_shape_name(args.shape)
    options = GenerateOptions(
        shape=shape,
        count=args.count,
        target=args.target,
        policy=args.policy,
        strategy=args.strategy,
        game_like=not args.free,
        min_zipf=args.min_zipf,
        pins=parse_pins(shape, [*args.pin, *args.letter]),
        min_difficulty=args.min_difficulty,
        max_difficulty=args.max_difficulty,
        seed=seed if (seed := args.seed) is not None else fresh_seed(),
        unique_in_play=args.unique_in_play,
        curation=curation_of(args, "en"),  # the English lists, whatever the words' language (as the window does)
        repeat_words=args.repeat_words,
        lang=arguments.chosen_language(args),
        familiar=args.familiar,
        budget=args.budget,
    )
    user = load_wordlist(args.words, options.lang) if args.words else None
    batch = generate_batch(options, user, user, args.out, avoid_words_in=args.avoid_words_in)
    print(
        translate("Command line", "seed %1 (--seed %1 makes these puzzles again)").replace("%1", str(options.seed)),
        flush=True,
    )
    reported = rare = False

    def show(made: Made) -> None:
        nonlocal reported, rare
        attempt = made.attempt
        if not reported and attempt.curation is not None:
            fill_list = phrase(attempt.curation.fact())
            print(translate("Command line", "fill list: %1").replace("%1", fill_list), flush=True)
            reported = True
        if not rare and attempt.found is not None and (fill := attempt.familiar) is not None and not fill.everyday:
            print(f"puzzle-studio: {args.shape}: {rare_words_note(fill, options.budget)}", file=sys.stderr, flush=True)
            rare = True  # once a batch: the shape is the same for every puzzle
        if (found := attempt.found) is not None:
            solution = found.puzzle.solution
            assert solution is not None  # a generated puzzle has its solution
            words = " ".join(shape.words(solution))
            play = ", " + phrase(note) if (note := unique_in_play_note(found.puzzle)) else ""
            tries = attempt.tries
            facts = translate("Command line", "difficulty %1").replace("%1", number(found.difficulty, 1))
            facts += ", " + translate("Command line", "%n tries", None, tries)
            print(f"{made.saved}: {words} ({facts}{play})")

    finish(batch, show)
    return Exit.DONE


def run_enumerate(args: argparse.Namespace) -> int:
    """Grids go to stdout, or to --out: whole at the end (a temporary file renamed), or,
    with --checkpoint, in place, each chunk flushed to disk before it is recorded."""
    import math
    from pathlib import Path

    from studio.core.streams import finish
    from studio.core.waffle.shape import parse_shape_name
    from studio.core.words import default_words, load_wordlist
    from studio.operations.enumerate import Destination, GridFile, GridSearch, enumerate_to

    if args.checkpoint and not args.out:
        raise PuzzleError(
            "--checkpoint needs --out FILE: a resumed run cuts the file back to its last recorded chunk, "
            "which it cannot do to standard output"
        )
    shape = parse_shape_name(args.shape)
    lang = arguments.chosen_language(args)
    words = load_wordlist(args.words, lang) if args.words else default_words("common", lang=lang)
    search = GridSearch(
        shape,
        words,
        (*args.pin, *args.letter),
        min_zipf=math.log10(args.min_freq) + 9 if args.min_freq else None,
        jobs=args.jobs,
        chunks=args.chunks,
        scheduler=args.scheduler,
        large=args.large,
    )
    to: Destination
    if args.out:
        to = GridFile(Path(args.out), Path(args.checkpoint) if args.checkpoint else None)
    else:
        sys.stdout.flush()
        to = sys.stdout.buffer
    result = finish(enumerate_to(search, to))
    if result.held_back:
        assert result.estimate is not None  # what held it back
        raise PuzzleError(fact(Code.HELD_BACK, estimate=result.estimate.fact(shape, args.jobs)))
    if not args.out:
        sys.stdout.buffer.flush()
    return Exit.DONE if result.grids else Exit.NOTHING_FOUND


def run_export(args: argparse.Namespace) -> int:
    from pathlib import Path

    from studio.core.streams import finish
    from studio.core.waffle.formats import puzzle_files, read_puzzle
    from studio.core.waffle.sheet import Entry
    from studio.core.words import load_wordlist
    from studio.operations.export import CardExport, export_cards

    if sum(1 for out in (args.web, args.out, args.book) if out) > 1:
        raise PuzzleError(translate("Command line", "write one thing: --out PATH, --web PAGE.html or --book BOOK.pdf"))
    if not args.web and not args.out and not args.book:
        raise PuzzleError(
            translate(
                "Command line",
                "say where to write: --out PATH, --web PAGE.html for a playable page or --book BOOK.pdf",
            )
        )
    files = puzzle_files(args.paths)
    lang = arguments.chosen_language(args)
    words = load_wordlist(args.words, lang) if args.words else None
    if args.book:
        return export_book(files, lang, words, args)
    if args.sheet and not args.web:
        return export_sheet(files, lang, words, args)
    puzzles = [(str(path), read_puzzle(path, lang)) for path in files]
    if args.web and args.daily:
        return export_daily(puzzles, words, args)
    if args.web:
        return export_web(puzzles, words, args)
    entries = [Entry(puzzle, name=name) for name, puzzle in puzzles]
    request = CardExport(Path(args.out), args.format, card_options(args), args.size, args.transparent, args.paper)
    finish(export_cards(entries, request, words), print)
    return Exit.DONE


def export_sheet(files: list[Path], lang: str, words: WordList | None, args: argparse.Namespace) -> int:
    """One PDF of the puzzles that have an answer; the files are read one at a time."""
    from dataclasses import replace
    from pathlib import Path

    from studio.core.streams import finish
    from studio.core.waffle.formats import read_puzzle
    from studio.core.waffle.sheet import SheetOptions, entries_for, left_out_fact
    from studio.operations.sheet import print_sheet
    from studio.render.sheet_text import default_title

    options = SheetOptions(
        per_page=args.sheet,
        paper=args.paper,
        margin=args.margin,
        answers=args.answers,
        title=default_title() if args.title is None else args.title,
        footer=args.footer,
        author=args.author,
        card=replace(card_options(args), answer_grid=args.answer_grid, clues=args.clues, meanings=args.meanings),
        pages=args.pages,
        page_range=args.range,
    )
    puzzles = ((str(path), read_puzzle(path, lang)) for path in files)
    sheet = finish(print_sheet(entries_for(puzzles, words, args.first_number), options, Path(args.out), args.format))
    if sheet.left_out:
        print(phrase(left_out_fact(sheet.left_out)), file=sys.stderr)
    count, pages = sheet.puzzles, sheet.pages
    on = translate("Command line", "%1 on %2").replace("%1", translate("Command line", "%n puzzles", None, count))
    print(f"{sheet.out}: " + on.replace("%2", translate("Command line", "%n pages", None, pages)))
    return Exit.NOTHING_FOUND if sheet.left_out else Exit.DONE


def export_book(files: list[Path], lang: str, words: WordList | None, args: argparse.Namespace) -> int:
    """A print-on-demand book of the puzzles that have an answer; the files are read one at a time."""
    from dataclasses import replace
    from pathlib import Path

    from studio.core.streams import finish
    from studio.core.waffle.book import BookOptions
    from studio.core.waffle.formats import read_puzzle
    from studio.core.waffle.sheet import entries_for, left_out_fact
    from studio.operations.book import write_book
    from studio.render.book import book_counts, book_length_note
    from studio.render.sheet_text import default_title

    options = BookOptions(
        trim=args.trim,
        bleed=args.bleed,
        title=default_title() if args.title is None else args.title,
        subtitle=args.subtitle,
        author=args.author,
        per_page=args.per_page,
        card=replace(card_options(args), content="puzzle"),
    )
    puzzles = ((str(path), read_puzzle(path, lang)) for path in files)
    book = finish(write_book(entries_for(puzzles, words, args.first_number), options, Path(args.book), words))
    if book.left_out:
        print(phrase(left_out_fact(book.left_out)), file=sys.stderr)
    print(f"{book.out}: {book_counts(book.puzzles, book.pages)}")
    if not book.plan.printable:
        print(book_length_note(book.pages), file=sys.stderr)
    return Exit.NOTHING_FOUND if book.left_out else Exit.DONE


def card_options(args: argparse.Namespace) -> CardOptions:
    """How each card of an export is drawn, from the export command's options."""
    from studio.core.waffle.sheet import CardOptions

    return CardOptions(
        content=args.show,
        style=args.style,
        swaps=not args.no_swaps,
        stars=not args.no_stars,
        labels=not args.no_labels,
        answer_line=args.answer_line,
    )


def export_web(puzzles: list[tuple[str, Puzzle]], words: WordList | None, args: argparse.Namespace) -> int:
    """The puzzles that have a solution on one playable page; the others are named."""
    from pathlib import Path

    from studio.core.streams import finish
    from studio.core.waffle.sheet import entries_for, left_out_fact
    from studio.operations.web import write_web

    page = finish(write_web(entries_for(puzzles, words, args.first_number), Path(args.web), args.title or ""))
    if page.left_out:
        print(phrase(left_out_fact(page.left_out)), file=sys.stderr)
    count = page.puzzles
    print(f"{args.web}: " + translate("Command line", "%n puzzles to play in a browser", None, count))
    return Exit.NOTHING_FOUND if page.left_out else Exit.DONE


def export_daily(puzzles: list[tuple[str, Puzzle]], words: WordList | None, args: argparse.Namespace) -> int:
    """A series on one daily page; the puzzles with no solution are named."""
    import datetime as dt
    from pathlib import Path

    from PySide6.QtCore import QLocale

    from studio.core.streams import finish
    from studio.core.waffle.series import parse_date
    from studio.core.waffle.sheet import entries_for, left_out_fact
    from studio.language import current
    from studio.operations.web import write_daily
    from studio.render.dailypage import DailyOptions

    start = parse_date(args.daily)
    options = DailyOptions(series=args.series or "Waffle", every=args.every, hints=args.hints, undo=args.undo)
    page = finish(write_daily(entries_for(puzzles, words), Path(args.web), options, start, args.ramp, words))
    if page.left_out:
        print(phrase(left_out_fact(page.left_out)), file=sys.stderr)
    locale = current().locale
    for day, score in zip(page.days, page.scores):
        weekday = locale.dayName(day.date.isoweekday(), QLocale.FormatType.ShortFormat)
        about = translate("Command line", "difficulty %1").replace("%1", locale.toString(score, "f", 1))
        print(f"#{day.number} {day.date.isoformat()} {weekday} {Path(puzzles[day.index][0]).name} ({about})")
    count = len(page.days)
    span = translate("Command line", "%n days, %1 to %2", None, count)
    first, last = page.days[0].date.isoformat(), page.days[-1].date.isoformat()
    print(f"{args.web}: " + span.replace("%1", first).replace("%2", last))
    waiting = page.days_before_start(dt.date.today())
    if waiting:
        print(
            translate(
                "Command line",
                "the first puzzle comes out in %n days: until then the page shows only that date",
                None,
                waiting,
            )
        )
    return Exit.NOTHING_FOUND if page.left_out else Exit.DONE


def run_results(args: argparse.Namespace) -> int:
    """The codes as a table, one row a pupil and day, by name; a bad code stops with its number.
    Its texts are the Class Results dialog's (gui/waffle/daily_dialog.py)."""
    from studio.core.waffle.results import read_result_codes, series_names, totals
    from studio.language import translate

    texts = sys.stdin.read().splitlines() if args.codes == ["-"] else args.codes
    results = read_result_codes(texts)
    headers = (
        translate("ResultsDialog", "Name"),
        translate("ResultsDialog", "Series"),
        translate("ResultsDialog", "Day"),
        translate("ResultsDialog", "Result"),
        translate("ResultsDialog", "Stars"),
        translate("ResultsDialog", "Swaps"),
        translate("ResultsDialog", "Hints"),
        translate("ResultsDialog", "Undos"),
    )
    rows: list[tuple[str, ...]] = [headers]
    series = series_names((r.tag for r in results), [])  # numbered: the command is told no names
    for r in results:
        counts = map(str, (r.day, r.stars, r.swaps, r.hints, r.undos))
        day, *rest = counts
        rows.append((r.name or "-", str(series[r.tag]), day, translate("ResultsDialog", r.outcome), *rest))
    widths = [max(len(row[k]) for row in rows) for k in range(len(headers))]
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())
    total = totals(results)
    summary = translate(
        "ResultsDialog", "{played} games, {won} won: {stars} stars, {swaps} swaps, {hints} hints in all"
    )
    print(summary.format(played=total.played, won=total.won, stars=total.stars, swaps=total.swaps, hints=total.hints))
    return Exit.DONE


def run_share(args: argparse.Namespace) -> int:
    """One code per puzzle; a puzzle saved without its solution is solved first, so its code plays on the web."""
    from studio.core.waffle.formats import puzzle_files, read_puzzle
    from studio.core.waffle.share import share_code, title_cut
    from studio.core.waffle.sheet import entry_for
    from studio.core.words import load_wordlist

    files = puzzle_files(args.paths)
    lang = arguments.chosen_language(args)
    words = load_wordlist(args.words, lang) if args.words else None
    for path in files:
        puzzle = read_puzzle(path, lang)
        entry = entry_for(str(path), puzzle, words, required=False)
        if entry.answer is not None:
            puzzle = puzzle.with_changes(solution=entry.answer.solution)
        else:
            print(
                f"puzzle-studio: {path}: "
                + translate("Command line", "no single solution: the code has none, so the web page cannot play it"),
                file=sys.stderr,
            )
        code = share_code(puzzle)
        if (cut := title_cut(puzzle)) is not None:
            print(f"puzzle-studio: {path}: {phrase(cut)}", file=sys.stderr)
        print(code if len(files) == 1 else f"{path}: {code}")
    return Exit.DONE
