"""Decision trees in Alex Selby's text format, replayed against a list of answers.

Each line continues a path `guess PATTERNn guess PATTERNn ...` (n: guesses so far); a
path ends in `GGGGGn`. A line that starts further right shares the path above it up to
that column: its first token is a sibling of the token above it in that column.
The replay computes every feedback itself and follows the tree, so it checks the tree
as much as it scores it.
"""

from __future__ import annotations

import re
from collections.abc import Generator
from dataclasses import dataclass
from pathlib import Path

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact
from studio.core.limits import decode, read_bytes, too_large
from studio.core.streams import Progress
from studio.core.wordle.backtest import Backtest, chances_of
from studio.core.wordle.feedback import marks, parse_marks, pattern_of, pattern_text, solved_pattern
from studio.core.wordle.game import Turn, hard_mode_problem
from studio.core.wordle.table import WordleLists

TOKEN = re.compile(r"\S+")
STEP = re.compile(r"^([BYG]+)(\d{1,2})$")  # a turn number of two digits at most: 20 is the longest game
MAX_TREE_BYTES = 4 << 20  # Selby's SALET trees for the 2,315 answers are about 105 kB


@dataclass(frozen=True)
class DecisionTree:
    """The guess to make after each history of (guess, pattern) pairs."""

    next_guess: dict[tuple[tuple[str, int], ...], str]
    length: int


def parse_tree(text: str, source: str = "tree") -> DecisionTree:
    if len(text) > MAX_TREE_BYTES:
        raise too_large(len(text), MAX_TREE_BYTES, "a decision tree", source, "characters")
    next_guess: dict[tuple[tuple[str, int], ...], str] = {}
    path: list[tuple[int, str]] = []  # (column, token) along the current line's path
    length = 0
    for number, line in enumerate(text.splitlines(), 1):
        tokens = [(m.start(), m.group()) for m in TOKEN.finditer(line)]
        if not tokens:
            continue
        column = tokens[0][0]
        if path and column not in [c for c, _ in path]:
            raise PuzzleError(fact(Code.TREE_INDENT), line=number, column=column + 1, source=source)
        path = [item for item in path if item[0] < column] + tokens
        history: list[tuple[str, int]] = []
        for index, (col, token) in enumerate(path):
            guessing = index % 2 == 0
            if guessing:
                if not token.isalpha():
                    raise PuzzleError(fact(Code.TREE_GUESS, found=token), line=number, column=col + 1, source=source)
                length = length or len(token)
                known = next_guess.setdefault(tuple(history), token.upper())
                if known != token.upper():
                    raise PuzzleError(
                        fact(Code.TREE_TWO_GUESSES, one=known, other=token.upper()),
                        line=number,
                        column=col + 1,
                        source=source,
                    )
            else:
                step = STEP.match(token)
                if not step or len(step.group(1)) != length or int(step.group(2)) != index // 2 + 1:
                    raise PuzzleError(
                        fact(Code.TREE_FEEDBACK, turn=index // 2 + 1, found=token),
                        line=number,
                        column=col + 1,
                        source=source,
                    )
                history.append((path[index - 1][1].upper(), pattern_of(parse_marks(step.group(1), length))))
    if not next_guess:
        raise PuzzleError(fact(Code.TREE_EMPTY), source=source)
    return DecisionTree(next_guess, length)


def load_tree(path: str | Path) -> DecisionTree:
    path = Path(path)
    return parse_tree(decode(read_bytes(path, MAX_TREE_BYTES, "a decision tree", "tree"), path.name), path.name)


def tree_text(tree: DecisionTree, answers: tuple[str, ...]) -> str:
    """The tree in Selby's format, one line per answer (paths in alphabetical order),
    each line starting where its path leaves the one above."""
    paths = []
    for answer in answers:
        history: tuple[tuple[str, int], ...] = ()
        path: list[str] = []
        while history in tree.next_guess:
            guess = tree.next_guess[history]
            pattern = pattern_of(marks(guess, answer))
            path += [guess.lower(), f"{pattern_text(pattern, tree.length)}{len(history) + 1}"]
            history = (*history, (guess, pattern))
        paths.append(path)
    lines: list[str] = []
    above: list[str] = []
    for path in sorted(paths):
        shared = next((i for i, (a, b) in enumerate(zip(above, path, strict=False)) if a != b), len(above))
        column = sum(len(token) + 1 for token in path[:shared])
        lines.append(" " * column + " ".join(path[shared:]))
        above = path
    return "\n".join(lines) + "\n"


def replay(tree: DecisionTree, answer: str, hard: bool = False, give_up: int = 20) -> int:
    """Guesses the tree takes for `answer`; PuzzleError when it has no branch for it (or,
    with `hard`, when a guess breaks the hard-mode rule)."""
    answer = answer.upper()
    history: tuple[tuple[str, int], ...] = ()
    for count in range(1, give_up + 1):
        guess = tree.next_guess.get(history)
        if guess is None:
            raise PuzzleError(fact(Code.TREE_NO_MOVE, answer=answer, after=tuple(g for g, _ in history)))
        problem = hard and hard_mode_problem(tuple(Turn(g, p) for g, p in history), guess)
        if problem:
            raise PuzzleError(fact(Code.TREE_HARD_MODE, guess=guess, answer=answer, why=problem))
        pattern = pattern_of(marks(guess, answer))
        if pattern == solved_pattern(len(answer)):
            return count
        history = (*history, (guess, pattern))
    raise PuzzleError(fact(Code.TREE_GIVES_UP, answer=answer, guesses=give_up))


def tree_backtest(
    tree: DecisionTree, lists: WordleLists, hard: bool = False, name: str = "tree"
) -> Generator[Progress, None, Backtest]:
    """The tree against every answer, as `backtest_in_processes` plays a strategy: yields
    the answers done, returns the Backtest. A tree for words of another length is
    refused first: its feedback cannot be the answers' feedback."""
    if tree.length != lists.length:
        raise PuzzleError(fact(Code.TREE_LENGTH, tree=tree.length, lists=lists.length))
    guesses = {}
    for done, answer in enumerate(lists.answers, 1):
        guesses[answer] = replay(tree, answer, hard)
        yield Progress(done, len(lists.answers))
    return Backtest(name, hard, guesses, chances=chances_of(lists))
