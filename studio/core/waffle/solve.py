"""Solving a pasted puzzle end to end: check the colours, deduce, plan the swaps."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from studio.core.alphabet import language
from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact, fact
from studio.core.meanings import meaning, meaning_json
from studio.core.waffle.ambiguity import Outcome, SplittingMove, outcome_fact, splitting_move
from studio.core.waffle.blame import ColorFix, LikelierColors, color_fixes, likelier_colors
from studio.core.waffle.colors import color_tiles
from studio.core.waffle.deduce import Candidate, Deduction, SolveStatus, deduce_solutions
from studio.core.waffle.play import Position, position, stars_possible, with_position
from studio.core.waffle.puzzle import GREEN, YELLOW, Puzzle
from studio.core.waffle.shape import Shape
from studio.core.waffle.swaps import SwapPlan, apply_swaps, game_count_note, game_first, game_swaps, swap_plan
from studio.core.words import WordList


@dataclass(frozen=True)
class Solved:
    """A solution and the swaps that reach it."""

    candidate: Candidate
    plan: SwapPlan
    swaps_left: int  # the game's counter if this is the answer: the player's number, else as dealt

    @property
    def stars(self) -> int:
        """Stars still possible from here, making the fewest swaps."""
        return stars_possible(self.plan.fewest, self.swaps_left)


def solved_from(puzzle: Puzzle, candidate: Candidate, where: Position) -> Solved:
    """A candidate with its swaps from the puzzle's tiles and the game's counter: the one
    given, else the count a game as dealt starts with (fewest + SPARE_SWAPS)."""
    plan = swap_plan(puzzle.tiles, candidate.letters)
    return Solved(candidate, plan, plan.allowed if where.left is None else where.left)


@dataclass(frozen=True)
class SolveReport:
    """What a solve found for one puzzle: the CLI and the window show the same report."""

    puzzle: Puzzle
    deduction: Deduction
    solved: tuple[Solved, ...]
    fixes: tuple[ColorFix, ...] = ()  # with no solution: the tile colours that would let one through
    split: SplittingMove | None = None  # with several: the swap whose colours tell them apart
    # with solutions: one tile's other colour that gives likelier words (then no split:
    # the colours come first); the answer is the doubtful alternative
    likelier: LikelierColors | None = None

    @property
    def swaps_used(self) -> int:
        """Swaps the studio has seen the player make since the puzzle was typed."""
        return position(self.puzzle).used

    @property
    def status(self) -> SolveStatus:
        return self.deduction.status

    @property
    def fact(self) -> Fact:
        return self.deduction.fact


def impossible_colors(puzzle: Puzzle) -> Fact | None:
    """A reason no solution of any words could give these colours, or None.

    Checks what needs no word list: a non-green tile must move to a cell whose own
    tile is a different letter, and an unshared yellow needs a cell of its word to go to.
    """
    shape, tiles, colors = puzzle.shape, puzzle.tiles, puzzle.colors
    if not puzzle.is_complete:
        r, c = shape.positions[next(i for i, t in enumerate(tiles) if not "A" <= t <= "Z")]
        return fact(Code.CELL_NO_LETTER, row=r + 1, column=c + 1)
    open_cells = puzzle.nongreen()
    held = Counter(tiles[c] for c in open_cells)
    for letter, n in sorted(held.items()):
        if n > len(open_cells) - n:
            return fact(Code.TOO_MANY_NONGREEN, count=n, letter=letter, room=len(open_cells) - n)
    for slot in shape.slots:
        slot_open = [c for c in slot.cells if colors[c] != GREEN]
        for letter in sorted({tiles[c] for c in slot_open}):
            internal = sum(tiles[c] == letter and colors[c] == YELLOW and c not in shape.shared for c in slot_open)
            room = sum(tiles[c] != letter for c in slot_open)
            if internal > room:
                return fact(Code.YELLOW_NO_ROOM, slot=slot.where, count=internal, letter=letter, room=room)
    return None


def solve_puzzle(
    puzzle: Puzzle, words: WordList | None = None, should_stop: Callable[[], bool] = lambda: False
) -> SolveReport:
    """Raises PuzzleError when the colours are impossible whatever the words."""
    reason = impossible_colors(puzzle)
    if reason:
        raise PuzzleError(fact(Code.COLOURS_IMPOSSIBLE, why=reason))
    where = position(puzzle)
    deduction = deduce_solutions(puzzle, words, should_stop)
    solved = tuple(solved_from(puzzle, c, where) for c in deduction.solutions)
    if solved:
        # only an answer the solving tier could not give: doubting its words too would
        # fall on 6 of the 1147 published puzzles (benchmarks/bench_typos.py)
        likelier = (
            likelier_colors(puzzle, deduction.solutions, deduction.words, should_stop)
            if deduction.fallback_from
            else None
        )
        report = SolveReport(puzzle, deduction, _game_first(puzzle, solved), likelier=likelier)
        return report if likelier else _with_split(report, should_stop)
    fixes = color_fixes(puzzle, deduction.words, should_stop)
    return SolveReport(puzzle, deduction, solved, fixes)


def _game_first(puzzle: Puzzle, solved: tuple[Solved, ...]) -> tuple[Solved, ...]:
    """On the game's shapes, the candidates that need the game's swap count first (ambiguity.game_first)."""
    return tuple(solved[i] for i in game_first(puzzle.shape, [s.plan.fewest for s in solved]))


def _with_split(report: SolveReport, should_stop: Callable[[], bool] = lambda: False) -> SolveReport:
    if len(report.solved) < 2:
        return report
    split = splitting_move(report.puzzle, [s.candidate.letters for s in report.solved], should_stop)
    return SolveReport(report.puzzle, report.deduction, report.solved, split=split)


def after_swap(report: SolveReport, swap: tuple[int, int], seen: str, kept: tuple[int, ...]) -> SolveReport:
    """The report from where the player is once they have made `swap` in the game and
    seen the colours `seen`: the candidates `kept` (indexes into report.solved, those that
    show `seen`), their swaps planned again from the new tiles, one swap fewer left, one
    more used; a new splitting move if several are left. The puzzle records the position
    (its counter: the first candidate's), so a file saved now resumes from it."""
    puzzle = report.puzzle
    tiles = apply_swaps(puzzle.tiles, [swap])
    first = report.solved[kept[0]]
    moved = with_position(
        puzzle.with_changes(tiles=tiles, colors=seen), Position(first.swaps_left - 1, report.swaps_used + 1)
    )
    solved = tuple(
        Solved(s.candidate, swap_plan(tiles, s.candidate.letters), s.swaps_left - 1)
        for s in map(report.solved.__getitem__, kept)
    )
    said = report.fact
    if len(kept) != len(report.solved):
        said = fact(Code.LEFT_AFTER_SWAP, fitted=len(report.solved), left=len(kept))
    old = report.deduction
    deduction = Deduction(tuple(s.candidate for s in solved), old.words, said, fallback_from=old.fallback_from)
    return _with_split(SolveReport(moved, deduction, solved))


def split_seen(report: SolveReport, outcome: Outcome) -> SolveReport:
    """The player made the splitting move and saw `outcome`'s colours."""
    assert report.split is not None  # an outcome is one of its outcomes
    return after_swap(report, report.split.swap, outcome.colors, outcome.solutions)


def next_swap_made(report: SolveReport, chosen: int) -> SolveReport:
    """The player made the next swap of candidate `chosen`'s plan: the game shows its
    colours, and the candidates that show other colours drop out."""
    shape, solved = report.puzzle.shape, report.solved[chosen]
    swap = solved.plan.swaps[0]
    tiles = apply_swaps(report.puzzle.tiles, [swap])
    seen = color_tiles(shape, tiles, solved.candidate.letters)
    kept = tuple(
        k for k, s in enumerate(report.solved) if k == chosen or color_tiles(shape, tiles, s.candidate.letters) == seen
    )
    return after_swap(report, swap, seen, (chosen, *(k for k in kept if k != chosen)))


@dataclass(frozen=True)
class SwapStep:
    """One swap as the player makes it: the two letters and their cells (1-based row and
    column), so the window can say it in its own language."""

    letter_a: str
    row_a: int
    col_a: int
    letter_b: str
    row_b: int
    col_b: int

    @property
    def fact(self) -> Fact:
        return fact(
            Code.SWAP_STEP,
            a=self.letter_a,
            row_a=self.row_a,
            col_a=self.col_a,
            b=self.letter_b,
            row_b=self.row_b,
            col_b=self.col_b,
        )


def swap_moves(shape: Shape, tiles: str, swaps: tuple[tuple[int, int], ...]) -> list[SwapStep]:
    """Each swap with the letters on its cells at the time it is made."""
    board, out = list(tiles), []
    for a, b in swaps:
        (ra, ca), (rb, cb) = shape.positions[a], shape.positions[b]
        out.append(SwapStep(board[a], ra + 1, ca + 1, board[b], rb + 1, cb + 1))
        board[a], board[b] = board[b], board[a]
    return out


def swap_steps(shape: Shape, tiles: str, swaps: tuple[tuple[int, int], ...]) -> list[Fact]:
    """Each swap as a fact for a person: 'swap G at row 2 col 1 with O at row 1 col 3'."""
    return [step.fact for step in swap_moves(shape, tiles, swaps)]


def report_to_json(report: SolveReport, source: str | None = None) -> dict[str, Any]:
    """The CLI's --json record: swaps as [[row, col], [row, col]] pairs, 0-based."""
    shape = report.puzzle.shape

    def rows(letters: str) -> list[str]:
        return [
            "".join(letters[shape.cell_at[(r, c)]] if shape.mask[r][c] else "." for c in range(shape.cols))
            for r in range(shape.rows)
        ]

    words = report.deduction.words
    lang = language(report.puzzle.lang)
    fewest = [s.plan.fewest for s in report.solved]
    split = report.split
    return {
        "source": source,
        "status": report.status,
        "fact": report.fact.to_json(),
        "wordlist": words.describe(),
        "game_swaps": game_swaps(shape),
        "likelier": (likelier := report.likelier)
        and {
            "fixes": [
                {"cell": list(shape.positions[fix.cell]), "typed": fix.was, "likelier": fix.now}
                for fix in likelier.fixes
            ],
            "tier": likelier.tier,
            "answer_tier": likelier.answer_tier,
            "rare_words": list(likelier.rare),
        },
        "ranking": (note := game_count_note(shape, fewest)) and note.to_json(),
        "split": split
        and {
            "swap": [list(shape.positions[c]) for c in split.swap],
            "optimal": split.optimal,
            "outcomes": [
                {
                    "colors": rows(o.colors),
                    "solutions": list(o.solutions),
                    "look_for": outcome_fact(shape, split, o).to_json(),
                }
                for o in split.outcomes
            ],
        },
        "solutions": [
            {
                "rows": rows(s.candidate.letters),
                "words": list(s.candidate.words),
                "score": s.candidate.score,
                "word_zipf": [round(words.zipf(w), 2) for w in s.candidate.words],
                "meanings": [{"word": w, **meaning_json(meaning(w, lang))} for w in s.candidate.words],
                "fewest_swaps": s.plan.fewest,
                "swaps": [[list(shape.positions[a]), list(shape.positions[b])] for a, b in s.plan.swaps],
                "stars": s.stars,
                "swaps_allowed": s.plan.allowed,
                "swaps_left": s.swaps_left,
            }
            for s in report.solved
        ],
    }
