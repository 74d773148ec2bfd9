"""Every parser of user input, with hypothesis strategies for what a user may type, paste
or open: random text over the characters the format uses, valid samples with random
edits (inserted, deleted, replaced and repeated runs), and random JSON of the format's
keys. The tests run a small sample (tests/core/test_fuzz.py); benchmarks/bench_fuzz.py
runs ten thousand cases of each and reports them (issue 17).

The rule each parser keeps: it returns a value or raises PuzzleError with one line of
message, whose line and column (where it has them) lie inside the text.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from studio.core.errors import PuzzleError
from studio.core.letterboxed.board import parse_board
from studio.core.letterboxed.files import loads_board
from studio.core.waffle.fill.pins import parse_pins
from studio.core.waffle.formats import dumps, format_text, loads, parse_text
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import parse_shape_name, waffle_shape
from studio.core.wordle.feedback import parse_marks
from studio.core.wordle.files import loads_game
from studio.core.wordle.tree import parse_tree
from studio.core.words import parse_wordlist

DAILY = "FBOUE\nG.I.U\nLSOOM\nG.E.L\nOEMNA\n\ng--gg\n-.-.-\ngygyy\n-.y.-\ngyy-g\n"
SMALL = "CAT\nU.I\nTOE\n\nggg\ng.g\nggg\n"
SOLID = "ABCD\nEFGH\nIJKL\nMNOP\n\ngy-g\n-yy-\ng--g\nyyyy\n"
EMOJI = "🟩⬜⬜🟩🟩\n⬜⬜⬜\n🟩🟨🟩🟨🟨\n⬜🟨⬜\n🟩🟨🟨⬛🟩\n"
GRID_CHARS = 'ABCXYZabcz.  \n\n\r\tgy-bwxGY0é🟩🟨⬜⬛\ufe0f{}[]":,'
EMOJI_CHARS = "🟩🟨⬜⬛🟧🟦◻◼\ufe0f \n\nABCgy-."
JSON_CHARS = '{}[]":,. \n0123456789-eE+truefalsnul\\"ABCgy#xsolidwaffle'
BOARDS = ("ANO GDV IEF WZT", "ABC,DEF,GHI", "TAPS-ERDU-NILM-YCOB", "SALTE RONIC DUPHM BGYWK")
BOARD_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabc ,-é\t\n0"
WORDLISTS = (
    "apple\nBanana\t3.5\n# a comment\n\nfiancée 2\ncan't\nzyzzyva\t-1\n",
    "CIGAR\t1e-4\nREBUT\t0.002\nSISSY\nHUMPH\t7\n",
)
WORDLIST_CHARS = "abcXYZé' \t\n\r#0123456789.-+eEinfa\ufeff"
TREES = (
    "SALET BBBBB1 CRONY GGGGG2\n      BBBBG1 TIGHT GGGGG2\nSALET GGGGG1\n",
    "TRACE BYBBB1 SOLID GGGGG2\n      GGGGG1\n",
)
TREE_CHARS = "SALETCRONYBGY0123456789 \n\t"
MARKS = ("BYBGG", "01022", "⬛🟨⬛🟩🟩", "b-.yg", "⬜🟩\ufe0f🟨")
MARK_CHARS = "BYG012-. bygx⬛⬜🟨🟩\ufe0f"
PINS = ("r1=FUGUE", "c3=GLOBE", "3,3=E", "r5=ABCDE", "1,1=a")
PIN_CHARS = "rc0123456789,= ABCEFGUxyz-"
SHAPES = ("5x5", "7x7", "5x7", "solid4x4", "solid 4x4", "waffle9x9", "3X3")
SHAPE_CHARS = "0123456789xXsolidwaffe -+_ "
BOARD_FILE = {"format": "puzzle-studio", "version": 1, "kind": "letter-boxed", "sides": ["ANO", "GDV", "IEF", "WZT"]}
WORDLE_GAME = {"format": "puzzle-studio", "version": 1, "kind": "wordle", "answer": "CIGAR", "guesses": ["SALET"]}


def edited(samples: tuple[str, ...], alphabet: str) -> st.SearchStrategy[str]:
    """A valid sample with a few random edits: insert, delete, replace, or repeat a run
    (up to 300 times, so inputs grow past what the samples show)."""

    sample, edits, op = st.sampled_from(samples), st.integers(0, 6), st.sampled_from("idrR")
    piece, short, repeats = st.text(alphabet, min_size=1, max_size=4), st.integers(1, 12), st.integers(2, 300)

    @st.composite
    def build(draw: Callable[..., Any]) -> str:
        text = draw(sample)
        for _ in range(draw(edits)):
            at = draw(st.integers(0, len(text)))
            kind, new, length = draw(op), draw(piece), draw(short)
            if kind == "i":
                text = text[:at] + new + text[at:]
            elif kind == "d":
                text = text[:at] + text[at + length :]
            elif kind == "r":
                text = text[:at] + new + text[at + len(new) :]
            else:
                text = text[:at] + text[at : at + length] * draw(repeats) + text[at:]
        return text

    return build()


def texts(samples: tuple[str, ...], alphabet: str, longest: int = 400) -> st.SearchStrategy[str]:
    """Edited samples, random text over the format's characters, and any text at all."""
    return st.one_of(
        edited(samples, alphabet),
        st.text(alphabet, max_size=longest),
        st.text(max_size=longest // 4),
    )


def json_values() -> st.SearchStrategy[Any]:
    leaves = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-(10**6), 10**6),
        st.floats(allow_nan=False),
        st.text(GRID_CHARS, max_size=12),
        st.sampled_from(["5x5", "solid4x4", "99999x99999", "waffle", "custom", "g--gg", "FBOUE"]),
    )
    return st.recursive(
        leaves,
        lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
        max_leaves=10,
    )


JSON_VALUES = json_values()  # built once: a strategy made inside a draw is validated again each time


def json_objects(keys: tuple[str, ...], samples: tuple[dict[str, Any], ...]) -> st.SearchStrategy[str]:
    """A sample object with some keys replaced by random JSON values, as text."""

    sample, chosen = st.sampled_from(samples), st.lists(st.sampled_from(keys), max_size=4)

    @st.composite
    def build(draw: Callable[..., Any]) -> str:
        data = dict(draw(sample))
        for key in draw(chosen):
            data[key] = draw(JSON_VALUES)
        return json.dumps(data)

    return build()


def _puzzle_dicts() -> tuple[dict[str, Any], ...]:
    return tuple(json.loads(dumps(parse_text(text))) for text in (DAILY, SMALL, SOLID))


def _json_texts() -> tuple[str, ...]:
    return tuple(json.dumps(data, indent=1) for data in _puzzle_dicts())


def _pins(items: list[str]) -> Any:
    return parse_pins(waffle_shape(5, 5), items)


@dataclass(frozen=True)
class Target:
    """A parser and what to feed it."""

    name: str
    parse: Callable[[Any], Any]
    inputs: st.SearchStrategy[Any]

    def lines(self, value: Any) -> int:
        """How many lines the input has: an error's line must lie within them (or just
        after the last, where something is missing at the end)."""
        return len(value.splitlines()) + 1 if isinstance(value, str) else 1


def targets() -> tuple[Target, ...]:
    puzzle_keys = ("shape", "tiles", "colors", "solution", "format", "version", "kind")
    return (
        Target("puzzle text", parse_text, texts((DAILY, SMALL, SOLID), GRID_CHARS)),
        Target(
            "puzzle JSON",
            loads,
            st.one_of(
                json_objects(puzzle_keys, _puzzle_dicts()), edited(_json_texts(), JSON_CHARS), st.text(JSON_CHARS)
            ),
        ),
        Target("share text", parse_text, texts((DAILY.split("\n\n")[0] + "\n\n" + EMOJI,), EMOJI_CHARS)),
        Target("word lists", parse_wordlist, texts(WORDLISTS, WORDLIST_CHARS)),
        Target("Letter Boxed boards", parse_board, texts(BOARDS, BOARD_CHARS, 80)),
        Target(
            "Letter Boxed files",
            loads_board,
            st.one_of(
                json_objects(("sides", "kind", "version"), (BOARD_FILE,)),
                edited((json.dumps(BOARD_FILE),), JSON_CHARS + "ABCXYZ"),
            ),
        ),
        Target("Wordle trees", parse_tree, texts(TREES, TREE_CHARS)),
        Target(
            "Wordle marks",
            lambda case: parse_marks(*case),
            st.tuples(texts(MARKS, MARK_CHARS, 20), st.integers(1, 12)),
        ),
        Target(
            "Wordle games",
            loads_game,
            st.one_of(
                json_objects(("answer", "guesses", "hard", "max_guesses"), (WORDLE_GAME,)),
                edited((json.dumps(WORDLE_GAME),), JSON_CHARS + "ABCXYZ"),
            ),
        ),
        Target("pins", _pins, st.lists(texts(PINS, PIN_CHARS, 20), max_size=5)),
        Target("shapes", parse_shape_name, texts(SHAPES, SHAPE_CHARS, 30)),
    )


def check_outcome(target: Target, value: Any) -> Any:
    """The parser's result, or None after a clean PuzzleError; anything else propagates."""
    try:
        return target.parse(value)
    except PuzzleError as err:
        text = str(err)
        assert text and "\n" not in text, f"not one line: {text!r}"
        assert err.line is None or 1 <= err.line <= target.lines(value), f"line {err.line} outside the text"
        assert err.column is None or err.column >= 1, f"column {err.column}"
        return None


def round_trips(result: Any) -> bool:
    """What a parser accepted, written out and read back, is the same value."""
    if isinstance(result, Puzzle):
        return loads(dumps(result)) == result and parse_text(format_text(result)).tiles == result.tiles
    return True
