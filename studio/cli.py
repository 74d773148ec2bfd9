"""`puzzle-studio`: the studio's window with no arguments, its operations without one.

Exit codes: 0 solved, 1 no solution, 2 bad input (a one-line message on stderr).
Qt is imported only to open the window, so the commands start fast anywhere.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from studio import __version__
from studio.core.errors import PuzzleError

EXIT_SOLVED, EXIT_NO_SOLUTION, EXIT_BAD_INPUT = 0, 1, 2
COMMANDS = ("solve", "generate", "enumerate", "export", "wordsets", "letterboxed", "wordle")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="puzzle-studio", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=f"puzzle-studio {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    solve = commands.add_parser("solve", help="solve Waffle puzzles (.json, .txt, or - for stdin)")
    solve.add_argument("paths", nargs="+", metavar="PATH")
    solve.add_argument("--json", action="store_true", help="one JSON object per puzzle per line")
    solve.add_argument("--words", metavar="FILE", help="a word list: one word (or word<TAB>weight) per line")
    solve.add_argument("--tier", choices=("common", "broad", "full"), default="broad",
                       help="tier of the default word list (default: broad)")
    generate = commands.add_parser("generate", help="make new Waffle puzzles (unique, exact swaps)")
    generate.add_argument("--shape", default="5x5", help="5x5, 7x7, 5x7, solid4x4 ... (default 5x5)")
    generate.add_argument("--count", type=int, default=1)
    generate.add_argument("--seed", type=int, default=0, help="the same seed makes the same puzzles")
    generate.add_argument("--out", metavar="DIR", required=True, help="folder for the .json puzzles")
    generate.add_argument("--target", type=int, help="fewest swaps (default: 10 for 5x5, 20 for 7x7)")
    generate.add_argument("--policy", default="game", choices=("game", "fewest-yellows", "most-yellows"))
    generate.add_argument("--strategy", default="swaps", choices=("swaps", "shuffle", "green"))
    generate.add_argument("--free", action="store_true", help="no game-like preset (corners green...)")
    generate.add_argument("--min-zipf", type=float, help="word frequency cutoff (Zipf; default: common tier)")
    generate.add_argument("--pin", action="append", default=[], metavar="SLOT=WORD", help="e.g. r1=FUGUE, c3=GLOBE")
    generate.add_argument("--letter", action="append", default=[], metavar="ROW,COL=L", help="e.g. 3,3=E")
    generate.add_argument("--min-difficulty", type=float, default=0.0)
    generate.add_argument("--max-difficulty", type=float, default=float("inf"))
    generate.add_argument("--words", metavar="FILE", help="fill and solve with this list instead")
    enumerate_ = commands.add_parser("enumerate", help="every grid that fits a shape (one per line)")
    enumerate_.add_argument("--shape", default="5x5")
    enumerate_.add_argument("--words", metavar="FILE", help="word list (default: the common tier)")
    enumerate_.add_argument("--min-freq", type=float, help="keep words with frequency >= X (e.g. 1e-4)")
    enumerate_.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    enumerate_.add_argument("--pin", action="append", default=[], metavar="SLOT=WORD")
    enumerate_.add_argument("--letter", action="append", default=[], metavar="ROW,COL=L")
    enumerate_.add_argument("--checkpoint", metavar="FILE",
                            help="record finished chunks here; run again with it to resume")
    export = commands.add_parser("export", help="PNG, SVG or PDF of puzzles, or a printable PDF sheet")
    export.add_argument("paths", nargs="+", metavar="PATH", help="puzzle files, or folders of them")
    export.add_argument("--format", choices=("png", "svg", "pdf", "json"), default="pdf")
    export.add_argument("--out", required=True, metavar="PATH",
                        help="a file (one puzzle, or --sheet) or a folder (one file per puzzle)")
    export.add_argument("--sheet", type=int, choices=(1, 2, 4, 6), metavar="N",
                        help="one PDF with N puzzles per page (1, 2, 4 or 6)")
    export.add_argument("--answers", action="store_true", help="answer pages after the puzzles (with --sheet)")
    export.add_argument("--style", choices=("color", "ink"), default="color")
    export.add_argument("--show", choices=("puzzle", "solution", "both"), default="puzzle")
    export.add_argument("--paper", choices=("a4", "letter"), default="a4")
    export.add_argument("--margin", type=float, default=12.0, help="page margin in mm (default 12)")
    export.add_argument("--size", type=int, default=800, help="PNG width in pixels (default 800)")
    export.add_argument("--transparent", action="store_true", help="PNG with no background")
    export.add_argument("--title", default="Waffle puzzles", help="sheet title")
    export.add_argument("--footer", default="", help="sheet footer")
    export.add_argument("--first-number", type=int, default=1, help="number of the first puzzle")
    export.add_argument("--no-stars", action="store_true")
    export.add_argument("--no-swaps", action="store_true")
    export.add_argument("--words", metavar="FILE", help="word list for puzzles saved without a solution")
    wordsets = commands.add_parser("wordsets", help="sets of k words of n letters, no letter shared")
    wordsets.add_argument("--words", metavar="FILE", help="word list (default: the built-in broad tier)")
    wordsets.add_argument("-k", type=int, default=5, help="words per set (default 5)")
    wordsets.add_argument("-n", type=int, default=5, help="letters per word (default 5)")
    wordsets.add_argument("--min-zipf", type=float, default=0.0,
                          help="drop words rarer than this Zipf frequency first (e.g. 2.5)")
    wordsets.add_argument("--sort", choices=("usable", "found"), default="usable",
                          help="usable: commonest rarest word first (default); found: search order")
    wordsets.add_argument("--csv", action="store_true", help="CSV: the words, unused letters, rarest Zipf")
    boxed = commands.add_parser("letterboxed", help="Letter Boxed: solve, generate and draw boards")
    boxed_commands = boxed.add_subparsers(dest="action", metavar="ACTION", required=True)
    boxed_solve = boxed_commands.add_parser("solve", help="every fewest-word (or fewest-letter) solution")
    boxed_solve.add_argument("board", help="the sides, e.g. \"ANO GDV IEF WZT\"")
    boxed_solve.add_argument("--words", metavar="FILE", help="word list (default: the built-in broad tier)")
    boxed_solve.add_argument("--max-words", type=int, default=0,
                             help="list every solution up to this many words (default: the fewest only)")
    boxed_solve.add_argument("--objective", choices=("words", "letters"), default="words",
                             help="fewest words (default), or fewest letters in all")
    boxed_generate = boxed_commands.add_parser("generate", help="random boards that common words solve within par")
    boxed_generate.add_argument("--sides", type=int, default=4)
    boxed_generate.add_argument("--per-side", type=int, default=3, help="letters per side (default 3)")
    boxed_generate.add_argument("--vowels", type=int, default=4, help="vowels on the board (default 4)")
    boxed_generate.add_argument("--par", type=int, default=3, help="solvable in at most this many words (default 3)")
    boxed_generate.add_argument("--count", type=int, default=1)
    boxed_generate.add_argument("--seed", type=int, help="the same seed makes the same boards")
    boxed_generate.add_argument("--words", metavar="FILE", help="word list (default: the built-in common tier)")
    boxed_draw = boxed_commands.add_parser("draw", help="a board, and optionally a solution, as PNG or SVG")
    boxed_draw.add_argument("board", help="the sides, e.g. \"ANO GDV IEF WZT\"")
    boxed_draw.add_argument("--out", required=True, metavar="FILE.png|FILE.svg")
    boxed_draw.add_argument("--solution", metavar="WORDS", help="words to draw, e.g. \"FAZED DOWNVOTING\"")
    boxed_draw.add_argument("--solve", action="store_true", help="draw the first fewest-word solution")
    boxed_draw.add_argument("--size", type=int, default=800, help="PNG width in pixels (default 800)")
    boxed_draw.add_argument("--words", metavar="FILE", help="word list for --solve (default: the broad tier)")
    wordle = commands.add_parser("wordle", help="Wordle: backtest strategies, suggest the next guess")
    wordle_commands = wordle.add_subparsers(dest="action", metavar="ACTION", required=True)
    backtest = wordle_commands.add_parser("backtest", help="play a strategy against every answer")
    backtest.add_argument("--strategy", default="entropy",
                          help="frequency, rank, entropy, parts or lookahead; several with commas")
    backtest.add_argument("--tree", metavar="FILE", help="replay a decision tree (Selby's format) instead")
    suggest = wordle_commands.add_parser("suggest", help="the answers left and the best next guesses")
    suggest.add_argument("turns", nargs="*", metavar="GUESS=PATTERN",
                         help="e.g. SALET=BYBBG (G green, Y yellow, B or - gray)")
    suggest.add_argument("--strategy", default="entropy", help="whose pick to name (default entropy)")
    suggest.add_argument("--top", type=int, default=10, help="how many guesses to list (default 10)")
    for command in (backtest, suggest):
        command.add_argument("--answers", metavar="FILE", help="answer list (default: built-in common words)")
        command.add_argument("--guesses", metavar="FILE", help="allowed guesses (default: built-in broad words)")
        command.add_argument("--length", type=int, default=5, help="word length (default 5)")
        command.add_argument("--hard", action="store_true", help="hard mode: hints must be used")
    backtest.add_argument("--opener", metavar="WORD", help="fix the first guess")
    backtest.add_argument("--jobs", type=int, default=max(1, os.cpu_count() or 1),
                          help="processes (default: all cores)")
    backtest.add_argument("--worst", type=int, default=10, help="how many of the hardest answers to list")
    return parser


def build_window_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="puzzle-studio", description="Open the studio window.",
                                     epilog="Commands: puzzle-studio solve --help")
    parser.add_argument("file", nargs="?", metavar="FILE", help="a puzzle to open (.json or .txt)")
    parser.add_argument("--screenshot", metavar="OUT.png",
                        help="render the window at 1280x800 to a PNG (works offscreen) and exit")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or (argv[0] not in COMMANDS and argv[0] not in ("-h", "--help", "--version")):
        args = build_window_parser().parse_args(argv)
        from studio.gui.app import run
        return run(args.file, args.screenshot)
    args = build_parser().parse_args(argv)
    if args.command in COMMANDS:
        try:
            return {"solve": run_solve, "generate": run_generate, "enumerate": run_enumerate,
                    "export": run_export, "wordsets": run_wordsets, "letterboxed": run_letterboxed,
                    "wordle": run_wordle}[args.command](args)
        except PuzzleError as err:
            print(f"puzzle-studio: {err}", file=sys.stderr)
            return EXIT_BAD_INPUT
        except KeyboardInterrupt:
            return 130
        except BrokenPipeError:         # `puzzle-studio enumerate ... | head`: the reader has enough
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return EXIT_SOLVED
    build_parser().print_help()
    return EXIT_BAD_INPUT


def run_solve(args: argparse.Namespace) -> int:
    from studio.core.waffle.formats import parse_puzzle_text, read_puzzle
    from studio.core.waffle.solve import report_to_json, solve_puzzle
    from studio.core.words import default_words, load_wordlist

    try:
        words = load_wordlist(args.words) if args.words else default_words(args.tier)
    except PuzzleError as err:
        print(f"puzzle-studio: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    worst = EXIT_SOLVED
    for path in args.paths:
        try:
            puzzle = parse_puzzle_text(sys.stdin.read(), "stdin") if path == "-" else read_puzzle(path)
            report = solve_puzzle(puzzle, words)
        except PuzzleError as err:
            message = str(err) if err.source else f"{path}: {err}"
            print(f"puzzle-studio: {message}", file=sys.stderr)
            if args.json:
                print(json.dumps({"source": path, "status": "error", "message": message, "solutions": []}))
            worst = EXIT_BAD_INPUT
            continue
        if args.json:
            print(json.dumps(report_to_json(report, path)))
        else:
            print(describe_report(report, path))
        if not report.solved:
            worst = max(worst, EXIT_NO_SOLUTION)
    return worst


def describe_report(report, source: str) -> str:
    """The solution grid and numbered swaps, for a person."""
    from studio.core.waffle.solve import swap_steps

    shape = report.puzzle.shape
    words = report.deduction.words
    lines = [f"{source}: {report.message} [{words.name}, {words.tier or 'user'} list]"]
    for rank, solved in enumerate(report.solved[:5], 1):
        letters = solved.candidate.letters
        if len(report.solved) > 1:
            lines.append(f"solution {rank} (score {solved.candidate.score:.1f}): {' '.join(solved.candidate.words)}")
        for r in range(shape.rows):
            lines.append("  " + " ".join(letters[shape.cell_at[(r, c)]] if shape.mask[r][c] else " "
                                         for c in range(shape.cols)).rstrip())
        plan = solved.plan
        lines.append(f"fewest swaps: {plan.fewest} ({plan.allowed} allowed; match it for 5 stars)")
        steps = swap_steps(shape, report.puzzle.tiles, plan.swaps)
        lines.extend(f"  {n:2}. {step}" for n, step in enumerate(steps, 1))
    if len(report.solved) > 5:
        lines.append(f"... and {len(report.solved) - 5} more solutions (see --json)")
    if report.deduction.blame:
        lines.append(f"look at: {report.deduction.blame}")
    return "\n".join(lines)


def run_generate(args: argparse.Namespace) -> int:
    from pathlib import Path

    from studio.core.waffle.fill import parse_pins
    from studio.core.waffle.generate import GenerateOptions, generate_puzzles, save_generated
    from studio.core.waffle.shape import parse_shape_name
    from studio.core.words import load_wordlist

    shape = parse_shape_name(args.shape)
    options = GenerateOptions(shape, args.count, args.target, args.policy, args.strategy, not args.free,
                              args.min_zipf, parse_pins(shape, args.pin, args.letter),
                              args.min_difficulty, args.max_difficulty, args.seed)
    user = load_wordlist(args.words) if args.words else None
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for attempt in generate_puzzles(options, user, user):
        if attempt.found:
            found = attempt.found
            (path,) = save_generated([found.puzzle], out)
            words = " ".join("".join(found.puzzle.solution[c] for c in slot.cells) for slot in shape.slots)
            print(f"{path}: {words} (difficulty {found.difficulty}, {attempt.tries} tries)")
    return EXIT_SOLVED


def run_enumerate(args: argparse.Namespace) -> int:
    import math
    import shutil
    import tempfile
    from pathlib import Path

    from studio.core.waffle.fill import enumerate_grids, parse_pins
    from studio.core.waffle.formats import grid_count_line
    from studio.core.waffle.shape import parse_shape_name
    from studio.core.words import default_words, load_wordlist

    shape = parse_shape_name(args.shape)
    words = load_wordlist(args.words) if args.words else default_words("common")
    min_zipf = math.log10(args.min_freq) + 9 if args.min_freq else None
    checkpoint = Path(args.checkpoint) if args.checkpoint else None
    done = set()
    total = 0
    if checkpoint and checkpoint.exists():
        for line in checkpoint.read_text(encoding="utf-8").split():
            chunk, _, count = line.partition(":")
            done.add(int(chunk))
            total += int(count)
    spool = Path(tempfile.mkdtemp(prefix="puzzle-studio-grids-"))
    try:       # each chunk's grids stream to a file, then to stdout: memory stays bounded
        for report in enumerate_grids(shape, words, parse_pins(shape, args.pin, args.letter), args.jobs,
                                      min_zipf=min_zipf, skip=done, spool=spool, keep=0):
            if (finished := report.finished) is None:
                continue
            with open(finished.path, encoding="ascii") as grids:
                shutil.copyfileobj(grids, sys.stdout)
            finished.path.unlink()
            total += finished.count
            if checkpoint:
                sys.stdout.flush()
                with open(checkpoint, "a", encoding="utf-8") as f:
                    f.write(f"{finished.chunk}:{finished.count}\n")
    finally:
        shutil.rmtree(spool, ignore_errors=True)
    print(grid_count_line(total), end="")
    return EXIT_SOLVED


def run_export(args: argparse.Namespace) -> int:
    from pathlib import Path

    from studio.core.sheet import (
        CardOptions,
        SheetOptions,
        entries_for,
        entry_for,
        left_out_text,
        sheet_pages,
        split_entries,
    )
    from studio.core.waffle.formats import puzzle_files, read_puzzle
    from studio.core.words import load_wordlist
    from studio.render.files import write_card, write_sheet

    files = puzzle_files(args.paths)
    puzzles = [(str(path), read_puzzle(path)) for path in files]
    words = load_wordlist(args.words) if args.words else None
    card = CardOptions(args.show, args.style, swaps=not args.no_swaps, stars=not args.no_stars)
    out = Path(args.out)
    if args.sheet:
        if args.format != "pdf":
            raise PuzzleError("a sheet is a PDF: use --format pdf with --sheet")
        options = SheetOptions(args.sheet, args.paper, args.margin, args.answers, args.title, args.footer, card)
        entries, left_out = split_entries(entries_for(puzzles, words, args.first_number))
        if left_out:
            print(left_out_text(left_out), file=sys.stderr)
        pages = sheet_pages(entries, options)
        write_sheet(pages, out, args.style == "ink")
        print(f"{out}: {len(entries)} puzzles on {len(pages)} pages")
        return EXIT_NO_SOLUTION if left_out else EXIT_SOLVED
    single = len(puzzles) == 1 and out.suffix != "" and not out.is_dir()
    if not single:
        out.mkdir(parents=True, exist_ok=True)
    for name, puzzle in puzzles:
        target = out if single else out / f"{Path(name).stem}.{args.format}"
        wanted = args.format != "json" and not args.no_swaps
        entry = entry_for(name, puzzle, words, required=args.show != "puzzle" and args.format != "json", wanted=wanted)
        write_card(entry, target, args.format, card, args.size, args.transparent, args.paper)
        print(target)
    return EXIT_SOLVED


def run_wordsets(args: argparse.Namespace) -> int:
    from studio.core.wordsets import check_size, find_word_sets, groups_with_zipf, ranked_sets, sets_csv

    check_size(args.k, args.n)
    groups, zipf = groups_with_zipf(args.words or "broad", args.n, args.min_zipf)
    ranked = ranked_sets(find_word_sets(groups, args.k), zipf, args.sort == "usable")
    if args.csv:
        sys.stdout.write(sets_csv(ranked))
        return EXIT_SOLVED
    for score, word_set in ranked:
        print(f"{' '.join(word_set.words())}    (unused: {word_set.unused or '-'}; rarest Zipf {score:.2f})")
    print(f"# {len(ranked)} sets ({sum(s.expanded for _, s in ranked)} with anagrams apart)")
    return EXIT_SOLVED


def run_letterboxed(args: argparse.Namespace) -> int:
    from studio.core.letterboxed import lexicon_of, parse_board
    from studio.core.words import default_words, load_wordlist

    source = load_wordlist(args.words) if args.words else default_words(
        "common" if args.action == "generate" else "broad")
    lexicon = lexicon_of(source)
    if args.action == "generate":
        return _generate_boxes(args, lexicon)
    board = parse_board(args.board)
    if args.action == "draw":
        return _draw_box(args, board, lexicon)
    from studio.core.letterboxed import solve

    found = solve(board, lexicon, args.max_words, args.objective)
    if not found:
        print(f"no solution for {board} with these words")
        return EXIT_NO_SOLUTION
    for solution in found:
        chain = " - ".join("/".join(link.words) for link in solution.links)
        print(f"{chain}    ({len(solution.links)} words, {solution.letters} letters)")
    fewest = f"{found[0].letters} letters" if args.objective == "letters" else f"{len(found[0].links)} words"
    print(f"# {len(found)} solutions; the fewest: {fewest}")
    return EXIT_SOLVED


def _generate_boxes(args: argparse.Namespace, lexicon) -> int:
    from studio.core.letterboxed.generate import BoardOptions, make_board

    seed = args.seed
    for n in range(args.count):
        options = BoardOptions(args.sides, args.per_side, args.vowels, args.par,
                               None if seed is None else seed + n)
        made = make_board(options, lexicon)
        example = " ".join(made.solutions[0].words)
        print(f"{made.board}    (fewest {made.fewest} words, par {made.par}, "
              f"{made.two_word} two-word solutions; e.g. {example})")
    return EXIT_SOLVED


def _draw_box(args: argparse.Namespace, board, lexicon) -> int:
    from studio.core.letterboxed import is_legal, solve
    from studio.render.letterbox import BoxLook, write_letterbox

    words: tuple[str, ...] = ()
    if args.solution:
        words = tuple(args.solution.upper().replace(",", " ").split())
        bad = [w for w in words if not is_legal(board, w)]
        if bad:
            raise PuzzleError(f"{', '.join(bad)} cannot be spelled on {board}")
    elif args.solve:
        found = solve(board, lexicon, limit=1)
        if not found:
            print(f"no solution for {board} with these words")
            return EXIT_NO_SOLUTION
        words = found[0].words
    write_letterbox(board, args.out, BoxLook(words), args.size)
    print(args.out)
    return EXIT_SOLVED


def run_wordle(args: argparse.Namespace) -> int:
    from studio.core.wordle.table import lists_from_files

    lists = lists_from_files(args.answers, args.guesses, args.length)
    return (_wordle_backtest if args.action == "backtest" else _wordle_suggest)(args, lists)


def _wordle_backtest(args: argparse.Namespace, lists) -> int:
    from studio.core.wordle.backtest import Backtest, backtest_in_processes
    from studio.core.wordle.strategies import STRATEGIES
    from studio.core.wordle.tree import load_tree, replay

    mode = "hard" if args.hard else "normal"
    print(f"{len(lists.answers)} answers, {len(lists.guesses)} guesses ({lists.name}), {mode} mode")
    if args.tree:
        tree = load_tree(args.tree)
        results = [Backtest(f"tree {args.tree}", args.hard, {a: replay(tree, a, args.hard) for a in lists.answers})]
    else:
        names = [n.strip() for n in args.strategy.split(",") if n.strip()]
        unknown = [n for n in names if n not in STRATEGIES]
        if unknown:
            raise PuzzleError(f"unknown strategy {unknown[0]!r}; choose from {', '.join(STRATEGIES)}")
        results = []
        for name in names:
            steps = backtest_in_processes(lists.answers, lists.guesses, name, args.hard,
                                          args.opener, max(1, args.jobs))
            while True:
                try:
                    done, total = next(steps)
                except StopIteration as finished:
                    results.append(finished.value)
                    break
                if sys.stderr.isatty():
                    print(f"\r{name}: {done}/{total}", end="", file=sys.stderr, flush=True)
            if sys.stderr.isatty():
                print(file=sys.stderr)
    for result in results:
        print(f"{result.strategy}: mean {result.mean:.4f} guesses, {result.total} in all, "
              f"{len(result.failures)} failures (more than 6)")
        for guesses, count in result.histogram.items():
            print(f"  {guesses:2}: {count:5}  {'#' * max(1 if count else 0, round(60 * count / len(lists.answers)))}")
        print("  hardest: " + ", ".join(f"{a} {n}" for a, n in result.worst(args.worst)))
        if result.failures:
            print("  failures: " + " ".join(result.failures))
    return EXIT_SOLVED


def _wordle_suggest(args: argparse.Namespace, lists) -> int:
    from studio.core.wordle.feedback import parse_marks, pattern_of
    from studio.core.wordle.game import Turn, candidates_after, hard_mode_allowed
    from studio.core.wordle.strategies import STRATEGIES, scored_guesses

    turns = []
    for item in args.turns:
        guess, _, pattern = item.partition("=")
        guess = guess.strip().upper()
        if not pattern or len(guess) != lists.length or not guess.isalpha():
            raise PuzzleError(f"{item!r}: write GUESS=PATTERN with a {lists.length}-letter guess, like SALET=BYBBG")
        turns.append(Turn(guess, pattern_of(parse_marks(pattern, lists.length))))
    turns = tuple(turns)
    candidates = candidates_after(lists, turns)
    if not len(candidates):
        print("no answer in the list fits this feedback (check the colours, or try --answers)")
        return EXIT_NO_SOLUTION
    words = [lists.answers[i] for i in candidates]
    shown = " ".join(words[:30]) + (f" ... (+{len(words) - 30})" if len(words) > 30 else "")
    print(f"{len(words)} possible: {shown}")
    allowed = hard_mode_allowed(lists, turns) if args.hard else None
    if args.strategy not in STRATEGIES:
        raise PuzzleError(f"unknown strategy {args.strategy!r}; choose from {', '.join(STRATEGIES)}")
    pick = lists.guesses[STRATEGIES[args.strategy]()(lists, candidates, allowed, len(turns) + 1)]
    print(f"{args.strategy} plays: {pick}")
    print("best by information:      bits  parts  worst case")
    for scored in scored_guesses(lists, candidates, allowed, args.top):
        mark = "*" if scored.possible else " "
        print(f"  {scored.word}{mark}  {scored.bits:22.2f}  {scored.parts:5}  {scored.largest:5}")
    print("(* may be the answer)")
    return EXIT_SOLVED
