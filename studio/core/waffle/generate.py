"""Making new puzzles: fill a grid, scramble it, keep it only if it is a good puzzle.

A good puzzle (docs/RULES.md W4): fewest swaps exactly the target, exactly one solution
under the solving word list, and no trivial opening. By default no word is used twice in
a batch, nor any of `avoid_words` (the words of a series' earlier puzzles); the favoured
and pinned words may repeat, since the designer chose them for every puzzle. With `unique_in_play`, several
solutions will do when safe swaps settle them (the puzzle's meta says after how many).
`generate_puzzles` is a generator: each yield reports one attempt (the progress), and
its `should_stop` is asked all through an attempt (a 7x7 attempt can take a quarter of
a second).
Puzzle i of seed S depends on nothing but (S, i), the word lists and the words avoided
(the earlier puzzles' too, unless words may repeat), so it can be made again; except a
familiar fill's (fill/familiar.py), which depends on how far its time budget got.
A familiar fill (the default where words are long, `FAMILIAR_FROM`) searches the fill
list for the fill of the commonest words within `budget` seconds a puzzle; each attempt
says how familiar its fill is (`Attempt.familiar`), so that a front end can say when a
shape cannot be filled with everyday words.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from studio.core.curation import FAVOURED_WEIGHT, Curation, CurationReport, curate
from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact, fact
from studio.core.streams import finish
from studio.core.waffle.ambiguity import settling_swaps
from studio.core.waffle.deduce import deduce_solutions
from studio.core.waffle.fill.familiar import DEFAULT_BUDGET, FamiliarFill, familiar_fill, familiarity
from studio.core.waffle.fill.node_search import random_fill
from studio.core.waffle.fill.pins import Pins
from studio.core.waffle.fill.plan import plan_fill
from studio.core.waffle.formats import save_puzzle
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.quality import difficulty, trivial_openings
from studio.core.waffle.scramble import (
    NO_PRESET,
    Preset,
    Strategy,
    default_target_swaps,
    game_preset,
    movable_tiles,
    scramble_puzzle,
)
from studio.core.waffle.shape import Shape
from studio.core.words import WordList, default_words, joined

if TYPE_CHECKING:
    from studio.core.waffle.colors import Policy

SCRAMBLES_PER_FILL = 6
MAX_TRIES_PER_PUZZLE = 300
SEEDS = 1_000_000  # a fresh seed is drawn below this: short enough to read out and type again
LONGEST_COMMON_FILL = 9  # a shape with longer words fills from the broad tier: too few common 11-letter words cross
FAMILIAR_FROM = 9  # a shape with words this long gets a familiar fill by default: random ones hold rare words
# of the words, what each try's seed leaves out where words are short: another seed, another
# fill (their searches end with the one best fill). Longer words' searches rarely end, and
# their fills are too rare to spare words: the seed's order of the words varies them.
FAMILIAR_LEAVE_OUT = 0.2


@dataclass(frozen=True, kw_only=True)
class GenerateOptions:
    shape: Shape
    count: int = 1
    target: int | None = None  # None: half the cells (10 for 5x5, 20 for 7x7), or what the preset leaves
    policy: Policy = "game"
    strategy: Strategy = "swaps"
    game_like: bool = True
    min_zipf: float | None = None  # None: the common tier's cutoffs per length
    pins: Pins = field(default_factory=Pins)
    min_difficulty: float = 0.0
    max_difficulty: float = math.inf
    seed: int = 0
    unique_in_play: bool = False  # also keep puzzles that safe swaps settle (ambiguity.settling_swaps)
    curation: Curation = field(default_factory=Curation)  # the words left out and weighted up (studio/core/curation.py)
    repeat_words: bool = False  # False: no word twice in the batch
    avoid_words: frozenset[str] = frozenset()  # words no puzzle of the batch uses (capitals)
    lang: str = "en"  # the built-in lists' language (alphabet.LANGUAGES), recorded in each puzzle
    familiar: bool | None = None  # the most familiar fill in `budget` seconds; None: where words are long
    budget: float = DEFAULT_BUDGET  # seconds a familiar fill may search, a puzzle

    @property
    def familiar_fill(self) -> bool:
        """Whether fills are searched for the commonest words (fill/familiar.py)."""
        if len(self.pins.words) == len(self.shape.slots):  # nothing left to choose
            return False
        if self.familiar is not None:
            return self.familiar
        return max((len(slot) for slot in self.shape.slots), default=0) >= FAMILIAR_FROM

    @property
    def preset(self) -> Preset:
        return game_preset(self.shape) if self.game_like else NO_PRESET

    @property
    def target_swaps(self) -> int:
        return self.target if self.target is not None else default_target_swaps(self.shape, self.preset)


@dataclass(frozen=True)
class Generated:
    puzzle: Puzzle
    difficulty: float
    index: int


@dataclass(frozen=True)
class Attempt:
    """One try: `made` puzzles so far out of the options' count, `found` if this try made one."""

    tries: int
    made: int
    found: Generated | None = None
    rejected: Fact | None = None  # why this try was thrown away
    curation: CurationReport | None = None  # what the word filters removed from the fill list
    familiar: FamiliarFill | None = None  # a familiar fill's search: how familiar its words are


def fresh_seed() -> int:
    """A new run's seed, when the user gives none: each run makes new puzzles, and says its seed."""
    return random.randrange(SEEDS)


def unique_in_play_note(puzzle: Puzzle) -> Fact | None:
    """'unique after 1 safe swap' for a puzzle safe swaps settle, else None."""
    settled = puzzle.meta.get("unique_after_safe_swaps")
    return fact(Code.UNIQUE_AFTER_SAFE_SWAPS, swaps=settled) if isinstance(settled, int) and settled else None


def generated_name(puzzle: Puzzle) -> str:
    """A generated puzzle's file name, from its shape, seed and number: the same puzzle
    gets the same name from the CLI and the window."""
    shape = puzzle.shape
    return f"{shape.kind}{shape.size_name}-seed{puzzle.meta['seed']}-{puzzle.meta['index'] + 1:03}.json"


def save_generated(
    puzzles: Sequence[Puzzle], folder: str | Path, numbered: bool = False
) -> Generator[Path, None, None]:
    """Each puzzle to its own JSON file in `folder`, atomically, yielding each path as
    it is written (progress, and a place to stop). `numbered`: each name starts with the
    puzzle's place in `puzzles` (01-…), so a folder lists them in the order chosen. Raises
    PuzzleError when the folder cannot be written; the files already written are whole."""
    width = max(2, len(str(len(puzzles))))
    for place, puzzle in enumerate(puzzles, 1):
        name = generated_name(puzzle)
        path = Path(folder) / (f"{place:0{width}}-{name}" if numbered else name)
        save_puzzle(puzzle, path)
        yield path


def fill_tier(shape: Shape | None) -> str:
    """The built-in tier a shape fills from: common, unless its words are too long for it."""
    longest = max((len(slot) for slot in shape.slots), default=0) if shape is not None else 0
    return "common" if longest <= LONGEST_COMMON_FILL else "broad"


def fill_words(min_zipf: float | None = None, shape: Shape | None = None, lang: str = "en") -> WordList:
    """The built-in list puzzles of `shape` are filled from: its `fill_tier`, cut at `min_zipf`."""
    return default_words(fill_tier(shape), min_zipf, lang)


def fill_word_counts(
    shape: Shape, words: WordList | None = None, min_zipf: float | None = None, lang: str = "en"
) -> dict[int, int]:
    """How many words of each length the shape needs the fill can use: `words`, else
    the built-in `fill_words` list at that cutoff."""
    source = words if words is not None else fill_words(min_zipf, shape, lang)
    return {n: len(source.of_length(n)) for n in sorted({len(slot) for slot in shape.slots})}


def generate_puzzles(
    options: GenerateOptions,
    fill_list: WordList | None = None,
    solve_list: WordList | None = None,
    should_stop: Callable[[], bool] = lambda: False,
) -> Generator[Attempt, None, None]:
    """Yields every attempt, and ends early when `should_stop` says so. Raises
    PuzzleError for impossible pins.

    The solving list (the broad tier by default) is joined with every word of the fill
    list, so that each grid the fill makes can be solved; the fill list is then curated
    (options.curation), the solving list never is."""
    lengths = {len(slot) for slot in options.shape.slots}
    whole_fill = fill_list or fill_words(options.min_zipf, options.shape, options.lang)
    solve_list = joined(solve_list or default_words(lang=options.lang), whole_fill, lengths)
    fill_list, report = curate(whole_fill, options.curation, lengths, solve_list)
    for k, word in options.pins.words.items():
        if word.upper() not in solve_list:
            raise PuzzleError(fact(Code.PIN_NOT_IN_LIST, word=word.upper(), slot=options.shape.slots[k].where))
    favoured = options.curation.favoured
    chosen = favoured | {w.upper() for w in options.pins.words.values()}
    avoid = options.avoid_words - chosen
    plan = plan_fill(options.shape, fill_list, options.pins)
    weights = {
        w: 10 ** (fill_list.zipf(w) / 2) * (FAVOURED_WEIGHT if w in favoured else 1.0)
        for k in plan.order
        for w in fill_list.of_length(len(options.shape.slots[k])).words
    }
    preset = options.preset
    movable = movable_tiles(options.shape, preset)
    if options.target_swaps > movable - 1:
        raise PuzzleError(
            fact(
                Code.TOO_FEW_MOVABLE,
                target=options.target_swaps,
                needed=options.target_swaps + 1,
                movable=movable,
                game_like=options.game_like,
            )
        )
    tries = made = 0
    why: Fact | None = None
    solutions: set[str] = set()  # a batch never repeats a grid
    tried: set[str] = set()  # nor does a familiar search offer a grid again
    hint: float | None = None  # the last familiar fill's rarest word: where the next search starts
    started = time.monotonic()
    while made < options.count:
        if tries >= MAX_TRIES_PER_PUZZLE * (made + 1):
            raise PuzzleError(fact(Code.GAVE_UP, tries=tries, why=why))
        rng = random.Random(f"{options.seed}:{made}:{tries}")
        tries += 1
        familiar = None
        if options.familiar_fill:
            familiar = _familiar(
                options,
                fill_list,
                started,
                f"{options.seed}:{made}:{tries}",
                should_stop,
                frozenset(avoid),
                frozenset(tried),
                hint,
            )
            solution = familiar.grid
            if solution is None and not familiar.proven:  # none in sight even past the budget: a random one
                solution = random_fill(plan, rng, weights, should_stop, favoured=favoured, avoided=avoid)
                if solution is not None:  # how familiar it is, for the front ends to say
                    free = [w for k, w in enumerate(options.shape.words(solution)) if k not in options.pins.words]
                    familiar = replace(familiar, grid=solution, familiarity=familiarity(map(fill_list.zipf, free)))
            if solution is not None:
                tried.add(solution)
        else:
            solution = random_fill(plan, rng, weights, should_stop, favoured=favoured, avoided=avoid)
        if should_stop():
            return
        if solution is None:
            if avoid:
                raise PuzzleError(fact(Code.NO_GRID_WITHOUT_USED, used=len(avoid)))
            raise PuzzleError(fact(Code.NO_GRID_FITS))
        if solution in solutions:
            why = fact(Code.ALREADY_IN_BATCH)
            yield Attempt(tries, made, rejected=why, curation=report, familiar=familiar)
            continue
        found, why = _puzzle_from(solution, options, preset, rng, solve_list, should_stop)
        if should_stop():
            return
        if found is not None:
            meta = {
                **found.meta,
                "seed": options.seed,
                "index": made,
                "words": fill_list.describe(),
                "difficulty": difficulty(found, solve_list),
                "lang": options.lang,
            }
            found = replace(found, meta=meta)
            result = Generated(found, meta["difficulty"], made)
            solutions.add(solution)
            made += 1
            started = time.monotonic()
            if familiar is not None and familiar.familiarity is not None and familiar.familiarity.worst > 0:
                hint = familiar.familiarity.worst  # a random fill's (worst 0) is no place to start
            if not options.repeat_words:
                avoid |= set(options.shape.words(solution)) - chosen
            yield Attempt(tries, made, result, curation=report, familiar=familiar)
        else:
            yield Attempt(tries, made, rejected=why, curation=report, familiar=familiar)


def _familiar(
    options: GenerateOptions,
    fill_list: WordList,
    started: float,
    seed: str,
    should_stop: Callable[[], bool],
    avoid: frozenset[str],
    tried: frozenset[str],
    hint: float | None,
) -> FamiliarFill:
    """The most familiar fill of the words this try's seed keeps (FAMILIAR_LEAVE_OUT), within
    what the puzzle's earlier tries (since `started`) left of its budget, a tenth of it at
    least; the words the seed leaves out may leave no fill, and then all are searched.
    `hint`: the last puzzle's rarest word's Zipf, where the search starts."""
    spare = FAMILIAR_LEAVE_OUT if fill_tier(options.shape) == "common" else 0.0
    for leave_out in dict.fromkeys((spare, 0.0)):
        budget = max(options.budget - (time.monotonic() - started), options.budget / 10)
        shape, pins = options.shape, options.pins
        search = familiar_fill(shape, fill_list, pins, budget, seed, should_stop, avoid, tried, leave_out, hint)
        found = finish(search)
        if found.grid is not None or not found.proven:
            break
    return found


def _puzzle_from(
    solution: str,
    options: GenerateOptions,
    preset: Preset,
    rng: random.Random,
    solve_list: WordList,
    should_stop: Callable[[], bool],
) -> tuple[Puzzle | None, Fact | None]:
    """A good puzzle from this filled grid, or None and the last reason it failed (or
    None at once when `should_stop` says so)."""
    why: Fact | None = None
    for _ in range(SCRAMBLES_PER_FILL):
        try:
            puzzle = scramble_puzzle(
                options.shape,
                solution,
                options.target_swaps,
                options.policy,
                rng.randrange(1 << 31),
                options.strategy,
                preset,
                should_stop,
            )
        except PuzzleError as err:
            return None, err.fact
        if should_stop():
            return None, why
        if trivial_openings(puzzle):
            why = fact(Code.TRIVIAL_OPENING)
            continue
        deduction = deduce_solutions(puzzle.with_changes(solution=None), solve_list, should_stop)
        candidates = [c.letters for c in deduction.solutions]
        if deduction.status == "ambiguous" and options.unique_in_play and solution in candidates:
            settled = settling_swaps(puzzle, candidates, solution, should_stop)
            if settled is not None:  # says so: how many safe swaps settle it
                puzzle = replace(puzzle, meta={**puzzle.meta, "unique_after_safe_swaps": len(settled)})
                candidates = [solution]
        if candidates != [solution]:
            why = fact(Code.NOT_UNIQUE_UNDER_LIST, status=deduction.status)
            continue
        score = difficulty(puzzle, solve_list)
        if not options.min_difficulty <= score <= options.max_difficulty:
            why = fact(Code.DIFFICULTY_OUTSIDE, score=score)
            continue
        return puzzle, None
    return None, why
