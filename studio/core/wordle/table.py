"""The pattern of every guess against every answer, computed once in numpy.

With it, a strategy scores all 12,972 guesses against the remaining answers with one
bincount, and a backtest never computes feedback again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np

from studio.core import alphabet
from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact, fact
from studio.core.wordle.answers import built_in_model
from studio.core.words import default_words, load_wordlist

CHUNK = 512
# the built-in lists' largest table (8 letters: 6,958 x 37,799 at 2 bytes) is 526 MB;
# words_alpha's 5-letter words against themselves take 253 MB
MAX_TABLE_BYTES = 1_000_000_000
MIN_LENGTH, MAX_LENGTH = 2, 20  # 3**20 patterns fit in uint32; far past any list (the page offers 3-10)


LISTS = fact(Code.LISTS)


@dataclass(frozen=True, eq=False)
class WordleLists:
    """Answers (what the game may pick) and guesses (what it accepts, answers included)."""

    answers: tuple[str, ...]
    guesses: tuple[str, ...]
    name: Fact = LISTS  # BUILT_IN_LISTS, LIST_FILES or LISTS: a front end phrases it
    weights: tuple[float, ...] | None = None  # each answer's probability; None: all as likely

    @cached_property
    def probabilities(self) -> np.ndarray:
        """Each answer's probability, as an array (uniform without weights)."""
        if self.weights is None:
            return np.full(len(self.answers), 1.0 / len(self.answers))
        return np.asarray(self.weights, np.float64)

    @property
    def length(self) -> int:
        return len(self.answers[0])

    @cached_property
    def guess_row(self) -> dict[str, int]:
        return {w: i for i, w in enumerate(self.guesses)}

    @cached_property
    def answer_rows(self) -> np.ndarray:
        """Each answer's row among the guesses."""
        return np.array([self.guess_row[a] for a in self.answers])

    @cached_property
    def letters(self) -> np.ndarray:
        """(guesses, length) uint8, A = 0."""
        return as_letters(self.guesses, self.length)

    @cached_property
    def letter_counts(self) -> np.ndarray:
        """(guesses, alphabet.SIZE): how often each letter occurs in each guess."""
        counts = np.zeros((len(self.guesses), alphabet.SIZE), np.int8)
        for i in range(self.length):
            counts[np.arange(len(self.guesses)), self.letters[:, i]] += 1
        return counts

    @cached_property
    def patterns(self) -> np.ndarray:
        """(guesses, answers): the pattern of each guess for each answer."""
        return pattern_table(self.letters, as_letters(self.answers, self.length))


def make_lists(
    answers: Sequence[str], guesses: Sequence[str], name: Fact = LISTS, weights: Sequence[float] | None = None
) -> WordleLists:
    """Upper case, one length, answers first among the guesses so both share an index.
    `weights` (one per answer, any scale) become probabilities; a repeated answer keeps its first."""
    if weights is not None:
        if len(weights) != len(answers) or any(not (w >= 0) for w in weights) or not sum(weights) > 0:
            raise PuzzleError(fact(Code.ANSWER_WEIGHTS))
        first = dict(reversed([(w.strip().upper(), x) for w, x in zip(answers, weights, strict=True) if w.strip()]))
    answers = list(dict.fromkeys(w.strip().upper() for w in answers if w.strip()))
    if not answers:
        raise PuzzleError(fact(Code.NO_ANSWERS))
    length = len(answers[0])
    for word in answers:
        if len(word) != length or not alphabet.is_word(word):
            raise PuzzleError(fact(Code.ANSWER_NOT_WORD, letters=length, word=word))
    others = [w for w in dict.fromkeys(g.strip().upper() for g in guesses) if len(w) == length and alphabet.is_word(w)]
    merged = tuple(dict.fromkeys([*answers, *others]))
    check_table_size(len(merged), len(answers), length)
    if weights is None:
        return WordleLists(tuple(answers), merged, name)
    total = sum(first[w] for w in answers)
    return WordleLists(tuple(answers), merged, name, tuple(first[w] / total for w in answers))


def pattern_dtype(length: int) -> type[np.unsignedinteger]:
    """The smallest unsigned integer that holds every pattern of `length` letters."""
    return np.uint8 if 3**length <= 256 else np.uint16 if 3**length <= 65536 else np.uint32


def check_table_size(guesses: int, answers: int, length: int) -> None:
    """Refuses lists whose pattern table (a pattern per guess per answer) would pass
    MAX_TABLE_BYTES, before any of it is allocated."""
    size = guesses * answers * np.dtype(pattern_dtype(length)).itemsize
    if size > MAX_TABLE_BYTES:
        raise PuzzleError(
            fact(
                Code.PATTERNS_TOO_LARGE,
                answers=answers,
                guesses=guesses,
                letters=length,
                bytes=size,
                most=MAX_TABLE_BYTES,
            )
        )


def check_length(length: int) -> None:
    """Patterns are numbers below 3**length, kept as uint32: at most MAX_LENGTH letters."""
    if not MIN_LENGTH <= length <= MAX_LENGTH:
        raise PuzzleError(fact(Code.WORDLE_LENGTH, letters=length, least=MIN_LENGTH, most=MAX_LENGTH))


def default_lists(length: int = 5, lang: str = alphabet.DEFAULT) -> WordleLists:
    """Answers: the built-in answer model (answers.py), each with its probability;
    guesses: the broad tier's words of that length."""
    check_length(length)
    model = built_in_model(length, lang)
    if not model.words:
        raise PuzzleError(fact(Code.NO_COMMON_WORDS, letters=length))
    name = fact(Code.BUILT_IN_LISTS, letters=length, language="" if lang == alphabet.DEFAULT else lang)
    guesses = default_words("broad", lang=lang).of_length(length).words
    return make_lists(model.words, guesses, name, model.probabilities)


def lists_from_files(
    answers: str | Path | None, guesses: str | Path | None, length: int = 5, lang: str = alphabet.DEFAULT
) -> WordleLists:
    """Either file may be missing: the built-in list stands in (answers in a file set the length)."""
    check_length(length)
    answer_words = load_wordlist(answers, lang).of_length(length).words if answers else None
    if answers and not answer_words:
        raise PuzzleError(fact(Code.NO_WORDS_OF_LENGTH, letters=length), source=str(answers))
    guess_words = load_wordlist(guesses, lang).of_length(length).words if guesses else None
    if answer_words is None and guess_words is None:
        return default_lists(length, lang)
    name = fact(Code.LIST_FILES, files=tuple(Path(p).name for p in (answers, guesses) if p))
    if answer_words:  # the game's own list: every answer as likely
        return make_lists(answer_words, guess_words or default_words("broad", lang=lang).of_length(length).words, name)
    model = built_in_model(length, lang)
    return make_lists(model.words, guess_words or (), name, model.probabilities)


def as_letters(words: Sequence[str], length: int) -> np.ndarray:
    return (np.frombuffer(alphabet.encoded("".join(words)), np.uint8).reshape(-1, length) - 65).astype(np.uint8)


def pattern_table(guesses: np.ndarray, answers: np.ndarray) -> np.ndarray:
    """Greens, then yellows left to right while the answer has the letter left over: a
    yellow at i needs more copies of the letter among the answer's non-green places than
    among the guess's non-green places before i."""
    length = guesses.shape[1]
    dtype = pattern_dtype(length)
    answer_counts = np.zeros((alphabet.SIZE, len(answers)), np.int8)  # letter x answer
    for i in range(length):
        np.add.at(answer_counts, (answers[:, i], np.arange(len(answers))), 1)
    out = np.zeros((len(guesses), len(answers)), dtype)
    for start in range(0, len(guesses), CHUNK):
        g = guesses[start : start + CHUNK]  # (c, L)
        green = [g[:, i, None] == answers[None, :, i] for i in range(length)]  # L x (c, A)
        same = g[:, :, None] == g[:, None, :]  # (c, L, L)
        pattern = np.zeros(green[0].shape, np.int32)
        for i in range(length):
            left = answer_counts[g[:, i]]  # (c, A): copies in the answer
            taken = np.zeros_like(left)  # ... less greens, less yellows before i
            for j in range(length):
                if j != i:
                    repeat = same[:, i, j]
                    if repeat.any():
                        hit = green[j] if j > i else np.ones_like(green[j])
                        taken += repeat[:, None] & hit
            yellow = ~green[i] & (left > taken)
            pattern += (2 * green[i] + yellow) * 3**i
        out[start : start + CHUNK] = pattern
    return out
