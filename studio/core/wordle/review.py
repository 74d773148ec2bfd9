"""A played game reviewed guess by guess, as NYT's WordleBot does: the answers left before
and after each guess, the studio's own pick there, and skill and luck scores from 0 to 99.

Glossary (as in strategies.py, plus)
* expected guesses: the guesses a state needs on average to finish, this one included:
  1 + the sum over the parts a guess leaves of each part's chance (the lists' answer
  model; a file's answers all alike) times the guesses it then needs, played well, its
  answers taken as equally likely there.
* skill: 99 for a guess whose expected guesses are the best found, one point less per
  SKILL_SPAN / 99 guesses lost, 0 for a guess that loses SKILL_SPAN or more.
* luck: where the answers left fall among what the guess could have left: 99 times the
  chance of a larger part, plus half the chance of one as large (a solve leaves 0; a
  guess whose every part is as large scores 50, the middle).

How the expected guesses are found: a state of at most EXACT_STATE answers is solved by the
tree search (search.py), the played guess and the search's pick alike, so both are exact
among the guesses the search tries. A larger state ranks every guess by its part sizes,
each part of m answers valued at `part_value(m)` (a curve fitted to the search's exact
costs of the 175 parts of 3 to 71 answers that CRANE and ROATE leave of the NYT lists),
then values the best few (REFINED) and the played guess part by part: a part with a
member that tells the rest apart finishes in exactly (2m - 1) / m; in a state of at most
SMALL_STATE answers a part of at most SMALL_PART is solved by the search; any other
part is valued at the curve, and at least 2.
The first state's ranking is the same for every game: it is kept per lists (`warm_up`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Literal
from weakref import WeakKeyDictionary

import numpy as np

from studio.core.streams import Progress, finish
from studio.core.wordle.feedback import MARK_OF_CHAR, MAX_GUESSES, pattern_of, solved_pattern
from studio.core.wordle.game import Turn, hard_mode_allowed, hard_mode_problem
from studio.core.wordle.search import NEVER, TreeSearch
from studio.core.wordle.strategies import part_sizes
from studio.core.wordle.table import CHUNK, WordleLists

EXACT_STATE = 40  # a state of at most this many answers is solved exactly by the search
SMALL_STATE, SMALL_PART = 300, 20  # in a state this small, parts this small are solved by the search
REFINED = (12, 6)  # how many guesses of a larger state are valued part by part (fewer where parts are solved)
TIE = 1e-9  # expected guesses this close are the same
SKILL_SPAN = 1.0  # expected guesses lost that bring the skill to 0
FIT = (1.4542, 0.27936)  # part_value(m) = a + b ln m for m >= 3, least squares on the search's costs

UncheckedCode = Literal["no_guesses", "length", "not_an_answer", "not_a_guess", "colours", "after_solved"]


@dataclass(frozen=True)
class Unchecked:
    """Why a game cannot be reviewed: `turn` is the guess (1 = first; 0 the game as a whole)."""

    code: UncheckedCode
    turn: int = 0
    word: str = ""


@dataclass(frozen=True)
class GuessReview:
    turn: int
    guess: str
    pattern: int
    left_before: int  # answers still possible before the guess
    left_after: int  # ... after its feedback (0 once solved)
    best: str  # the studio's pick from the same state (hard mode: among the guesses allowed)
    best_expected: float  # expected guesses to finish with it
    expected: float  # expected guesses to finish with the guess played
    skill: int | None  # 0-99; None when the guess breaks hard mode
    luck: int  # 0-99
    breaks_hard_mode: bool
    exact: bool  # both expectations from the search (else the part-size estimate)


@dataclass(frozen=True)
class Review:
    answer: str
    hard: bool
    guesses: tuple[GuessReview, ...] = ()
    unchecked: Unchecked | None = None

    @property
    def solved(self) -> bool:
        return bool(self.guesses) and self.guesses[-1].left_after == 0


def part_value(m: np.ndarray) -> np.ndarray:
    """Estimated expected guesses to finish a part of m answers (0 for none, 1, 1.5, then the fit)."""
    m = np.asarray(m, dtype=np.float64)
    fitted = FIT[0] + FIT[1] * np.log(np.maximum(m, 1.0))
    value: np.ndarray = np.select([m <= 0, m == 1, m == 2], [0.0, 1.0, 1.5], fitted)
    return value


def check_game(
    lists: WordleLists, answer: str, guesses: tuple[str, ...], shown: tuple[int, ...] | None = None
) -> Unchecked | None:
    """Why the game cannot be reviewed with these lists, or None. `shown`: the patterns a
    share grid showed, held to the answer's."""
    if not guesses:
        return Unchecked("no_guesses")
    for turn, word in enumerate((answer, *guesses)):
        if len(word) != lists.length:
            return Unchecked("length", turn, word)
    if answer not in lists.answers:
        return Unchecked("not_an_answer", 0, answer)
    solved = solved_pattern(lists.length)
    answer_column = lists.answers.index(answer)
    for turn, word in enumerate(guesses, 1):
        if word not in lists.guess_row:
            return Unchecked("not_a_guess", turn, word)
        pattern = int(lists.patterns[lists.guess_row[word], answer_column])
        if shown is not None and (turn > len(shown) or shown[turn - 1] != pattern):
            return Unchecked("colours", turn, word)
        if pattern == solved and turn < len(guesses):
            return Unchecked("after_solved", turn + 1, guesses[turn])
    if shown is not None and len(shown) != len(guesses):
        return Unchecked("colours", len(guesses) + 1)
    return None


def review_steps(
    lists: WordleLists,
    answer: str,
    guesses: tuple[str, ...],
    hard: bool = False,
    shown: tuple[int, ...] | None = None,
    should_stop: Callable[[], bool] = lambda: False,
) -> Generator[Progress, None, Review | None]:
    """Yields after each guess reviewed; returns the Review (None when stopped). A game
    that cannot be checked returns at once with its reason and no scores."""
    answer, guesses = answer.strip().upper(), tuple(g.strip().upper() for g in guesses)
    problem = check_game(lists, answer, guesses, shown)
    if problem is not None:
        return Review(answer, hard, (), problem)
    search = TreeSearch()
    column = lists.answers.index(answer)
    candidates = np.arange(len(lists.answers))
    turns: tuple[Turn, ...] = ()
    found: list[GuessReview] = []
    for turn, word in enumerate(guesses, 1):
        if should_stop():
            return None
        row = lists.guess_row[word]
        pattern = int(lists.patterns[row, column])
        allowed = hard_mode_allowed(lists, turns) if hard else None
        after = candidates[lists.patterns[row, candidates] == pattern]
        left_after = 0 if pattern == solved_pattern(lists.length) else len(after)
        if len(candidates) <= EXACT_STATE:
            best, best_expected, expected = _exact(search, lists, candidates, allowed, row, turn, hard)
        else:
            best, best_expected, expected = _estimated(search, lists, candidates, allowed, row, turn, hard)
        breaks = hard and hard_mode_problem(turns, word) is not None
        if not breaks and expected <= best_expected + TIE:  # as good as the pick, or better (not tried)
            best, best_expected = row, expected
        loss = expected - best_expected
        skill = None if breaks else round(99 * max(0.0, 1 - loss / SKILL_SPAN))
        found.append(
            GuessReview(
                turn,
                word,
                pattern,
                len(candidates),
                left_after,
                lists.guesses[best],
                best_expected,
                expected,
                skill,
                _luck(lists, candidates, row, pattern),
                breaks,
                len(candidates) <= EXACT_STATE,
            )
        )
        yield Progress(turn, len(guesses))
        turns, candidates = (*turns, Turn(word, pattern)), after
    return Review(answer, hard, tuple(found))


def review(
    lists: WordleLists, answer: str, guesses: tuple[str, ...], hard: bool = False, shown: tuple[int, ...] | None = None
) -> Review:
    """The whole review at once (a few tenths of a second at most: benchmarks/bench_wordle_review.py)."""
    result = finish(review_steps(lists, answer, guesses, hard, shown))
    assert result is not None  # never stopped
    return result


def _luck(lists: WordleLists, candidates: np.ndarray, row: int, pattern: int) -> int:
    seen = lists.patterns[row, candidates]
    patterns, where, sizes = np.unique(seen, return_inverse=True, return_counts=True)
    left = np.where(patterns == solved_pattern(lists.length), 0, sizes)
    actual = int(left[patterns == pattern][0])
    chance = lists.probabilities[candidates]
    weight = np.bincount(where.ravel(), chance, len(patterns)) / chance.sum()
    return round(99 * float(weight[left > actual].sum() + weight[left == actual].sum() / 2))


def _exact(
    search: TreeSearch,
    lists: WordleLists,
    candidates: np.ndarray,
    allowed: np.ndarray | None,
    row: int,
    turn: int,
    hard: bool,
) -> tuple[int, float, float]:
    """The search's pick and both expectations; past the sixth guess (or where no tree
    finishes by then) as many guesses as answers are allowed, for both alike."""
    rows = np.arange(len(lists.guesses)) if allowed is None else np.flatnonzero(allowed)

    def value(guess: int, left: int) -> float:
        shown = lists.guesses[guess]
        return 1 + sum(
            _share(lists, candidates, part)
            * search.solve_in(lists, part, rows, left - 1, hard, (shown, pattern)).cost
            / len(part)
            for pattern, part in _parts(lists, candidates, guess)
        )

    for left in (MAX_GUESSES - turn + 1, len(candidates) + 1):
        best = search.solve_in(lists, candidates, rows, left, hard).guess if left >= 1 else -1
        if best >= 0:
            best_value, played = value(best, left), value(row, left)
            if max(best_value, played) < NEVER:
                return best, best_value, played
    raise AssertionError("n + 1 guesses always finish n answers")


def _share(lists: WordleLists, candidates: np.ndarray, part: np.ndarray) -> float:
    """The chance that the answer is in `part`, of the `candidates` it is among."""
    chance = lists.probabilities
    return float(chance[part].sum() / chance[candidates].sum())


def _parts(lists: WordleLists, candidates: np.ndarray, row: int) -> list[tuple[int, np.ndarray]]:
    """The unsolved parts a guess leaves, with their patterns."""
    seen = lists.patterns[row, candidates]
    solved = solved_pattern(lists.length)
    return [(int(p), candidates[seen == p]) for p in np.unique(seen) if p != solved]


_opening: WeakKeyDictionary[WordleLists, dict[bytes, np.ndarray]] = WeakKeyDictionary()


def _estimated(
    search: TreeSearch,
    lists: WordleLists,
    candidates: np.ndarray,
    allowed: np.ndarray | None,
    row: int,
    turn: int,
    hard: bool,
) -> tuple[int, float, float]:
    """The best of the REFINED guesses by part sizes, valued part by part, and the played
    guess valued the same way. The first state's ranking is kept per lists: every game
    starts there."""
    first = len(candidates) == len(lists.answers)
    kept = _opening.setdefault(lists, {}) if first else {}
    key = b"" if allowed is None else np.packbits(allowed).tobytes()
    rough = kept.get(key)
    if rough is None:
        rough = kept[key] = _rough(lists, candidates, allowed)
    solver = _PartSolver(search, lists, allowed, turn, hard) if len(candidates) <= SMALL_STATE else None
    order = np.argsort(rough, kind="stable")[: REFINED[solver is not None]]
    order = order[np.isfinite(rough[order])]  # hard mode may allow fewer
    values = {int(r): _refined(lists, candidates, int(r), solver) for r in order}
    best = min(values, key=lambda r: (values[r], r))
    return best, values[best], values[row] if row in values else _refined(lists, candidates, row, solver)


def warm_up(lists: WordleLists, hard: bool = False) -> None:
    """Ranks the first guesses ahead of a review (a second or so on the built-in lists)."""
    _estimated(
        TreeSearch(),
        lists,
        np.arange(len(lists.answers)),
        np.ones(len(lists.guesses), bool) if hard else None,
        0,
        1,
        hard,
    )


def _rough(lists: WordleLists, candidates: np.ndarray, allowed: np.ndarray | None) -> np.ndarray:
    """Every guess's expected guesses from its parts' sizes and chances alone (inf where
    hard mode forbids it)."""
    sizes = part_sizes(lists, candidates)
    chance = lists.probabilities[candidates]
    if lists.weights is None:
        shares = sizes / len(candidates)
    else:  # the chance of each part: a weighted count, CHUNK guesses at a time
        shares = np.empty(sizes.shape)
        width = sizes.shape[1]
        offsets = (np.arange(CHUNK, dtype=np.int64) * width)[:, None]
        for start in range(0, len(sizes), CHUNK):
            table = lists.patterns[start : start + CHUNK, candidates]
            codes = (table + offsets[: len(table)]).ravel()
            summed = np.bincount(codes, np.tile(chance, len(table)), len(table) * width)
            shares[start : start + len(table)] = summed.reshape(len(table), width) / chance.sum()
    values = part_value(np.arange(len(candidates) + 1))[sizes]
    values[:, solved_pattern(lists.length)] = 0.0  # found: nothing more to guess
    rough: np.ndarray = 1 + (shares * values).sum(axis=1)
    return rough if allowed is None else np.where(allowed, rough, math.inf)


@dataclass(frozen=True)
class _PartSolver:
    """The search's exact cost of a small part, in hard mode with the guesses its hints allow."""

    search: TreeSearch
    lists: WordleLists
    allowed: np.ndarray | None
    turn: int
    hard: bool

    def cost(self, part: np.ndarray, row: int, pattern: int) -> int:
        rows = np.arange(len(self.lists.guesses)) if self.allowed is None else np.flatnonzero(self.allowed)
        shown = (self.lists.guesses[row], pattern)
        for left in (MAX_GUESSES - self.turn, len(part)):
            found = self.search.solve_in(self.lists, part, rows, left, self.hard, shown).cost
            if found < NEVER:
                return found
        raise AssertionError("as many guesses as answers always finish them")


def _refined(lists: WordleLists, candidates: np.ndarray, row: int, solver: _PartSolver | None = None) -> float:
    total = 0.0
    for pattern, part in _parts(lists, candidates, row):
        m = len(part)
        if m <= 2:
            value = float(part_value(np.array(m)))
        elif _one_tells_apart(lists, part):
            value = (2 * m - 1) / m
        elif solver is not None and m <= SMALL_PART:
            value = solver.cost(part, row, pattern) / m
        else:
            value = max(2.0, float(part_value(np.array(m))))
        total += _share(lists, candidates, part) * value
    return 1 + total


def _one_tells_apart(lists: WordleLists, part: np.ndarray) -> bool:
    """Whether a member of `part`, guessed, shows each other member a feedback of its own."""
    own = lists.patterns[lists.answer_rows[part]][:, part]  # (m, m): each member against the others
    ordered = np.sort(own, axis=1)
    return bool((ordered[:, 1:] != ordered[:, :-1]).all(axis=1).any())


SHARE_TITLE = re.compile(r"(\d+|X)/(\d+)(\*?)")


@dataclass(frozen=True)
class ShareGrid:
    """What a pasted share text tells: the patterns row by row, and whether it was hard mode."""

    patterns: tuple[int, ...]
    hard: bool


def parse_share_grid(text: str, length: int) -> ShareGrid:
    """The rows of coloured squares (or G/Y/B letters) under an optional title such as
    'Wordle 1,234 4/6*' (the star: hard mode); lines of anything else are skipped."""
    rows: list[int] = []
    hard = False
    for line in text.splitlines():
        squares = [MARK_OF_CHAR[ch] for ch in line.strip() if ch in MARK_OF_CHAR]
        bare = line.strip().replace("\ufe0f", "")
        if bare and len(squares) == length == len(bare):
            rows.append(pattern_of(squares))
        elif title := SHARE_TITLE.search(line):
            hard = hard or bool(title.group(3))
    return ShareGrid(tuple(rows), hard)
