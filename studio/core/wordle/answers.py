"""The answer model: which words the game may pick, and how likely each one is.

The NYT picks familiar words and never a plural or a past form (TARES, RATES, ASKED), so
the built-in model is the common tier's words of the length less those inflections,
each weighted by how familiar it is: a logistic curve over its Zipf frequency, so that
very common words are not a thousand times likelier than merely common ones. A user's
own answer list (the game's original list) is played as it is, every word as likely.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable
from dataclasses import dataclass

from studio.core import alphabet
from studio.core.curation import undoubled
from studio.core.words import default_words

FAMILIAR_ZIPF = 3.0  # the Zipf frequency (one in a million words) where the curve is at one half
FAMILIAR_SPREAD = 0.5  # Zipf units per step of e in the odds
# inflections are English: other languages keep the common tier's words, weighted all the same
STRIPS_INFLECTIONS = frozenset({"en"})


def inflected(word: str, shorter: Collection[str]) -> bool:
    """Whether `word` is the plural, third person or past form of a word in `shorter`:
    TARES (TARE), BOXES (BOX), CRIES (CRY), ASKED (ASK), BAKED (BAKE), CRIED (CRY),
    STOPPED (STOP); not GLASS, BLEED or NAKED, whose stems are no words."""
    if word.endswith("S") and not word.endswith("SS"):
        if word[:-1] in shorter or (word.endswith("ES") and word[:-2] in shorter):
            return True
        if word.endswith("IES") and word[:-3] + "Y" in shorter:
            return True
    if word.endswith("ED"):
        stem = word[:-2]
        added = stem in shorter and not stem.endswith("E")  # ASKED; BLEED is no BLE + ED (that is BLED)
        if added or word[:-1] in shorter or (stem.endswith("I") and stem[:-1] + "Y" in shorter):
            return True
        if undoubled(stem) in shorter:  # STOPPED
            return True
    return False


def familiarity(zipf: float) -> float:
    """A word's weight before normalising, from 0 (unheard of) to 1 (everyday)."""
    return 1.0 / (1.0 + math.exp(-(zipf - FAMILIAR_ZIPF) / FAMILIAR_SPREAD))


@dataclass(frozen=True)
class AnswerModel:
    """The answers and each one's probability (summing to 1)."""

    words: tuple[str, ...]
    probabilities: tuple[float, ...]


def built_in_model(length: int, lang: str = alphabet.DEFAULT) -> AnswerModel:
    """The common tier's `length`-letter words less inflections, weighted by familiarity."""
    common = default_words("common", lang=lang).of_length(length)
    words, zipfs = common.words, common.scores
    if lang in STRIPS_INFLECTIONS:
        broad = default_words("broad", lang=lang)
        shorter = {w for n in range(max(1, length - 3), length) for w in broad.of_length(n).words}
        kept = [i for i, word in enumerate(words) if not inflected(word, shorter)]
    else:
        kept = list(range(len(words)))
    weights = [familiarity(zipfs[i]) for i in kept]
    total = sum(weights)
    return AnswerModel(tuple(words[i] for i in kept), tuple(w / total for w in weights))


@dataclass(frozen=True)
class Coverage:
    """How a model's words compare with a real answer list."""

    model: int  # words in the model
    real: int  # words in the real list
    shared: int  # in both

    @property
    def precision(self) -> float:
        """The share of the model's words that are real answers."""
        return self.shared / self.model if self.model else 0.0

    @property
    def recall(self) -> float:
        """The share of the real answers the model holds."""
        return self.shared / self.real if self.real else 0.0


def coverage(model: Iterable[str], real: Iterable[str]) -> Coverage:
    ours, theirs = {w.upper() for w in model}, {w.strip().upper() for w in real if w.strip()}
    return Coverage(len(ours), len(theirs), len(ours & theirs))
