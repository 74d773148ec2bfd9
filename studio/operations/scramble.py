"""Scramble: a designed solution's tiles to an exact fewest-swaps count, checked for a fair puzzle."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact, fact
from studio.core.waffle.colors import Policy
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.scramble import NO_PRESET, Preset, scramble_puzzle
from studio.core.waffle.solve import SolveReport, solve_puzzle
from studio.core.words import WordList, default_words, joined, words_from


@dataclass(frozen=True)
class Scrambled:
    """The scrambled puzzle and its solve report against the judging list: fair when the
    report is "unique"."""

    puzzle: Puzzle
    report: SolveReport
    judged_by: WordList  # the list the designer chose (their own words joined it)

    @property
    def rivals(self) -> tuple[str, ...]:
        """The words the other solutions put in a slot in place of the designer's, first
        seen first: what made it ambiguous (HOAST, ARECA, TRANT in the broad list; on a
        square grid, the designer's own words across and down swapped)."""
        own = self.puzzle.shape.words(self.puzzle.solution or "")
        others = (zip(own, solved.candidate.words) for solved in self.report.solved)
        return tuple(dict.fromkeys(word for pairs in others for mine, word in pairs if word != mine))


def refusal(designed: Puzzle) -> Fact | None:
    """Why `scramble` refuses at once, or None: a cell of the solution is blank. The window
    asks before it starts and says it in its own words."""
    solution = designed.solution or ""
    if len(solution) != len(designed.tiles) or " " in solution:
        return fact(Code.FILL_SOLUTION_FIRST)
    return None


def scramble(
    designed: Puzzle,
    target: int,
    policy: Policy,
    seed: int,
    words: WordList | None,
    should_stop: Callable[[], bool] = lambda: False,
    preset: Preset = NO_PRESET,
) -> Scrambled:
    """`designed`'s solution scrambled to `target` fewest swaps (keeping `preset`'s greens)
    and solved again against `words` (the puzzle's language's solving tier if None), so the
    designer sees whether the colours allow only their words. The designer's own words join
    the list: a rare word they chose is theirs to choose, only rivals count. Not a stream:
    it reports no count, and stops at `should_stop`. PuzzleError as `refusal` says."""
    if (refused := refusal(designed)) is not None:
        raise PuzzleError(refused)
    solution = designed.solution or ""
    shape = designed.shape
    made = scramble_puzzle(shape, solution, target, policy, seed, preset=preset, should_stop=should_stop)
    judge = words if words is not None else default_words(lang=designed.lang)
    own = words_from(list(shape.words(solution)), lang=designed.lang)
    with_own = joined(judge, own, {len(slot) for slot in shape.slots})
    return Scrambled(made, solve_puzzle(made, with_own, should_stop), judge)
