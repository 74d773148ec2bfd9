"""Wordle feedback: what a guess reveals about the answer.

Glossary
* mark: per letter 0 gray (not there, or no more of it), 1 yellow (elsewhere), 2 green.
* pattern: the marks of a guess as one integer, sum(mark_i * 3**i), so that a whole
  table of them fits in uint8 for 5 letters (3**5 = 243).
Greens come first; then yellows left to right while the answer has that letter left
over, so "hatch" for "beach" is gray, yellow, gray, green, green.
"""

from __future__ import annotations

from collections import Counter

from studio.core.errors import PuzzleError
from studio.core.facts import Code, fact

GRAY, YELLOW, GREEN = 0, 1, 2
MAX_GUESSES = 6
LETTER_OF_MARK = "BYG"  # Black/gray, Yellow, Green
EMOJI_OF_MARK = ("⬛", "🟨", "🟩")
MARK_OF_CHAR = {  # the game's squares (🟧 🟦: its high-contrast colours) and what helpers write
    "B": GRAY,
    "X": GRAY,
    "-": GRAY,
    ".": GRAY,
    "0": GRAY,
    "⬛": GRAY,
    "⬜": GRAY,
    "Y": YELLOW,
    "~": YELLOW,
    "1": YELLOW,
    "🟨": YELLOW,
    "🟦": YELLOW,
    "G": GREEN,
    "V": GREEN,
    "2": GREEN,
    "🟩": GREEN,
    "🟧": GREEN,
}
# digits from 1: 1 gray, 2 yellow, 3 green ("31213"); a row with a 3 and no 0 is read so
MARK_OF_DIGIT_FROM_ONE = {"1": GRAY, "2": YELLOW, "3": GREEN}
KEY_OF_MARK = ("1", "2", "3")  # one key per colour in the assistant, as in MARK_OF_DIGIT_FROM_ONE


def marks(guess: str, answer: str) -> tuple[int, ...]:
    """The reference rule, letter by letter."""
    guess, answer = guess.upper(), answer.upper()
    out = [GREEN if g == a else GRAY for g, a in zip(guess, answer, strict=True)]
    left = Counter(a for a, mark in zip(answer, out, strict=True) if mark != GREEN)
    for i, g in enumerate(guess):
        if out[i] != GREEN and left[g] > 0:
            out[i] = YELLOW
            left[g] -= 1
    return tuple(out)


def pattern_of(marks_: tuple[int, ...] | list[int]) -> int:
    return sum(mark * 3**i for i, mark in enumerate(marks_))


def marks_of(pattern: int, length: int = 5) -> tuple[int, ...]:
    return tuple(pattern // 3**i % 3 for i in range(length))


def solved_pattern(length: int = 5) -> int:
    return int(3**length) - 1


def pattern_text(pattern: int, length: int = 5, emoji: bool = False) -> str:
    alphabet = EMOJI_OF_MARK if emoji else LETTER_OF_MARK
    return "".join(alphabet[m] for m in marks_of(pattern, length))


def parse_marks(text: str, length: int) -> tuple[int, ...]:
    """A row of colours as people write it: 'BYBGG', 'g-y-g' or 'gyx..' (B, X, '-', '.' gray),
    'x~xv~' (~ yellow, V green), digits '01022' (0 gray, 1 yellow, 2 green) or, with a 3 and
    no 0, '31213' (1 gray, 2 yellow, 3 green), and the shared squares '⬛🟨⬛🟩🟩'. A bad
    character's error names its column: the how-manieth colour of the row."""
    text = text.strip().upper()
    table = MARK_OF_CHAR
    if "3" in text and "0" not in text:
        table = {**MARK_OF_CHAR, **MARK_OF_DIGIT_FROM_ONE}
    found: list[int] = []
    for ch in text:
        if ch in "\ufe0f ":
            continue
        if ch not in table:
            raise PuzzleError(fact(Code.MARK_NOT_COLOUR, char=ch), column=len(found) + 1)
        found.append(table[ch])
    if len(found) != length:
        raise PuzzleError(fact(Code.MARKS_COUNT, text=text, colours=len(found), letters=length))
    return tuple(found)


def parse_row(text: str, length: int) -> tuple[str | None, tuple[int, ...]]:
    """A typed row: colours alone (parse_marks), or a guess before them, 'CRANE gyx..' or
    'CRANE=gyx..'; the guess is None when only colours were typed."""
    word, sep, colours = text.strip().replace("=", " ").partition(" ")
    if sep and len(word) == length and word.isalpha() and colours.strip():
        return word.upper(), parse_marks(colours, length)
    return None, parse_marks(text, length)
