"""Which words a generated puzzle may use: the default exclusions (offensive and sensitive
words), and a user's banned and favoured words.

Curation applies to what a puzzle is made of (the random fill, the generator, the design
page's suggestions), never to solving: a real puzzle's words are what they are, and a
solver that left a word out would miss its answer.

* exclusions, at a level (LEVELS): none; default, LDNOOBW's list and the studio's own
  (studio/resources/words/) of offensive and sensitive words; classroom, the default's and
  the classroom list's words too (death, drugs, violence, insults, ...: `classroom_kinds`),
  for a class of ten-year-olds. Each with the usual inflections of each word (SEX ->
  SEXES, HOOKER -> HOOKERS). A language without a list leaves nothing out at either level.
* banned words: always left out. favoured words: never left out by the defaults (the
  designer chose them), joined to the fill list when the solving list knows them, and
  weighted up in the random fill (FAVOURED_WEIGHT) so that a puzzle can have a theme.
* a user's lists: one plain text file per list and language in the user's config folder
  (`user_list_path`), one word a line, '#' for comments.
"""

from __future__ import annotations

import os
from collections.abc import Container, Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from studio.core import alphabet
from studio.core.atomic import make_folder, write_atomic
from studio.core.errors import PuzzleError
from studio.core.facts import Code, Fact, fact
from studio.core.limits import decode, read_bytes
from studio.core.words import MAX_WORDLIST_BYTES, WordList, WordsOfLength, check_wordlist_size, folded
from studio.resources import resource

Which = Literal["banned", "favoured"]
Level = Literal["none", "default", "classroom"]
LEVELS: tuple[Level, ...] = ("none", "default", "classroom")  # each leaves out what the one before does, and more

LANGUAGE = "en"
LISTS: tuple[Which, ...] = ("banned", "favoured")
FAVOURED_WEIGHT = 40.0  # a favoured word's weight in the random fill, times its frequency's
LDNOOBW_KIND = "offensive"  # LDNOOBW does not sort its words into kinds
# (ending, what the stem becomes, the stem must end with one of): SEXES, HOOKERS, RAPED, GYPSIES
INFLECTIONS = (
    ("S", "", ("",)),
    ("ES", "", ("S", "X", "Z", "CH", "SH")),
    ("IES", "Y", ("",)),
    ("D", "", ("E",)),
    ("ED", "", ("",)),
    ("ING", "", ("",)),
    ("ING", "E", ("",)),
)
MIN_STEM = 3  # ASS excludes ASSES; no two-letter stem excludes a word
DOUBLING = ("ED", "ING")  # the endings that double a short vowel's last consonant: STABBED, STABBING
VOWELS = "AEIOU"


@dataclass(frozen=True)
class Curation:
    """What a generator leaves out and weighs up (words in capitals)."""

    level: Level = "default"
    banned: frozenset[str] = frozenset()
    favoured: frozenset[str] = frozenset()
    language: str = LANGUAGE

    def exclusions(self) -> Mapping[str, str]:
        return level_exclusions(self.level, self.language)

    def leaves_out(self, word: str, known: Container[str] | WordList = ()) -> bool:
        """Whether a generated puzzle may not use `word` (for the design page's suggestions);
        `known` is a dictionary (see `excluded_kind`)."""
        word = word.upper()
        if word in self.banned:
            return True
        return word not in self.favoured and excluded_kind(word, self.exclusions(), known) is not None


@dataclass(frozen=True)
class CurationReport:
    """What curation did to the fill list, over the word lengths a shape needs."""

    words: int  # words of those lengths before curation
    excluded: tuple[tuple[str, int], ...]  # removed by the level's exclusions, per kind, most first
    banned: int  # removed by the user's banned list (and not already by the level's)
    favoured: int  # favoured words in the fill list (joined or already there), weighted up
    level: Level = "default"

    @property
    def default_removed(self) -> int:
        return sum(count for _, count in self.excluded)

    def fact(self) -> Fact:
        """'3,362 words; default exclusions removed 45 (offensive 32, slur 4, ...); banned words
        removed 2; 3 favoured words weighted up' (or 'classroom exclusions removed ...')."""
        return fact(
            Code.CURATION,
            words=self.words,
            level=self.level,
            kinds=tuple(kind for kind, _ in self.excluded),
            counts=tuple(count for _, count in self.excluded),
            removed=self.default_removed,
            banned=self.banned,
            favoured=self.favoured,
        )


def level_exclusions(level: Level, language: str = LANGUAGE) -> Mapping[str, str]:
    """WORD -> kind, of every word `level` leaves out."""
    if level == "none":
        return {}
    return default_exclusions(language) if level == "default" else _classroom_exclusions(language)


@cache
def _classroom_exclusions(language: str) -> dict[str, str]:
    return {**default_exclusions(language), **_kinds_file(f"words/classroom-{language}.txt")}


def classroom_kinds(language: str = LANGUAGE) -> tuple[str, ...]:
    """The kinds the classroom level leaves out on top of the default's ('alcohol', 'crime',
    ...); none for a language without a classroom list."""
    return tuple(sorted(set(_kinds_file(f"words/classroom-{language}.txt").values())))


@cache
def _kinds_file(name: str) -> dict[str, str]:
    """A shipped list of word<TAB>kind lines ('#' comments), WORD -> kind; none when it is not shipped."""
    try:
        text = resource(name).read_text("utf-8")
    except FileNotFoundError:
        return {}
    table = {}
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            word, _, kind = line.partition("\t")
            table[folded(word.strip())] = kind.strip()
    return table


@cache
def default_exclusions(language: str = LANGUAGE) -> dict[str, str]:
    """WORD -> kind, from the shipped lists of `language` (none for a language without them)."""
    table: dict[str, str] = {}
    try:
        ldnoobw = resource(f"words/ldnoobw-{language}.txt").read_text("utf-8")
    except FileNotFoundError:
        return table
    for line in ldnoobw.splitlines():
        word = entry_letters(line)
        if word:
            table[word] = LDNOOBW_KIND
    return {**table, **_kinds_file(f"words/exclude-{language}.txt")}


def entry_letters(line: str) -> str:
    """A list entry as the tiles that would spell it ('blow job' -> 'BLOWJOB'); '' for a
    comment, or an entry with digits or other marks no grid can hold ('2g1c')."""
    if line.startswith("#"):
        return ""
    word = folded("".join(ch for ch in line.strip() if ch not in " -'"))
    return word if len(word) >= 2 and word.isascii() and word.isalpha() else ""


def excluded_kind(word: str, table: Mapping[str, str], known: Container[str] | WordList = ()) -> str | None:
    """The kind of `word` (capitals) if it, or the stem of one of its inflections, is listed.

    When a word reads as the inflection of several stems, the longest stem that is listed
    or `known` (a dictionary) decides: SPICED is SPICE + D, not SPIC + ED; RAPED is RAPE + D."""
    kind = table.get(word)
    if kind is not None or not table:
        return kind
    for stem in sorted(_stems(word), key=len, reverse=True):
        kind = table.get(stem)
        if kind is not None or stem in known:
            return kind
    return None


def _stems(word: str) -> Iterator[str]:
    for ending, stem_ending, after in INFLECTIONS:
        if word.endswith(ending) and len(word) - len(ending) >= MIN_STEM:
            stem = word[: -len(ending)] + stem_ending
            if stem.endswith(after):
                yield stem
            if ending in DOUBLING and (single := undoubled(stem)) is not None:
                yield single


def undoubled(stem: str) -> str | None:
    """The word before a doubled last consonant, as -ED and -ING double it after a short
    vowel (STABB -> STAB, SHIPP -> SHIP, PUDD -> PUD), else None (FILL: no vowel before
    its L; W, X and Y never double). Whether it is an inflection is the caller's to decide
    from the stem being a word: STABBING is STAB's, PUDDING no PUD's where PUD is no word."""
    if len(stem) < 4 or stem[-1] != stem[-2] or stem[-1] in VOWELS + "WXY":
        return None
    return stem[:-1] if stem[-3] in VOWELS and stem[-4] not in VOWELS else None


def curate(
    words: WordList, curation: Curation, lengths: Iterable[int], solving: WordList | None = None
) -> tuple[WordList, CurationReport]:
    """`words` of the given lengths without the excluded and banned words, with the favoured
    words that `solving` knows joined to them; and how many words each filter removed."""
    import numpy as np

    table = curation.exclusions()
    dictionary = solving if solving is not None else words
    by_kind: dict[str, int] = {}
    before = banned = favoured = 0
    groups: dict[int, WordsOfLength] = {}
    for length in sorted(set(lengths)):
        group = words.of_length(length)
        before += len(group)
        keep = np.ones(len(group), dtype=bool)
        for row, word in enumerate(group.words):
            if word in curation.banned:
                keep[row] = False
                banned += 1
            elif word not in curation.favoured and (kind := excluded_kind(word, table, dictionary)) is not None:
                keep[row] = False
                by_kind[kind] = by_kind.get(kind, 0) + 1
        present = group.row_of
        joining = sorted(
            w
            for w in curation.favoured - curation.banned
            if len(w) == length and w not in present and solving is not None and w in solving
        )
        favoured += sum(w in curation.favoured for w in group.words) + len(joining)
        letters, zipf = group.letters[keep], group.zipf[keep]
        if joining:
            extra = np.frombuffer(alphabet.encoded("".join(joining)), np.uint8).reshape(-1, length) - 65
            assert solving is not None  # joining needs it
            letters = np.concatenate([letters, extra])
            zipf = np.concatenate([zipf, np.array([solving.zipf(w) for w in joining], np.float32)])
        groups[length] = WordsOfLength.from_arrays(length, letters, zipf)
    excluded = tuple(sorted(by_kind.items(), key=lambda item: (-item[1], item[0])))
    report = CurationReport(before, excluded, banned, favoured, curation.level)
    return WordList(words.name, groups, words.tier, words.min_zipf), report


# ---------------------------------------------------------------- a user's lists


def user_lists_folder() -> Path:
    """$XDG_CONFIG_HOME/puzzle-studio/words (usually ~/.config/puzzle-studio/words)."""
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "puzzle-studio" / "words"


def user_list_path(which: Which, language: str = LANGUAGE) -> Path:
    return user_lists_folder() / f"{which}-{language}.txt"


def parse_word_set(text: str, name: str) -> frozenset[str]:
    """One word a line ('#' starts a comment line, blank lines skipped); anything but
    letters is an error naming its line and column."""
    check_wordlist_size(text, name)
    found = set()
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip().lstrip("\ufeff")
        if not stripped or stripped.startswith("#"):
            continue
        word = folded(stripped)
        if not (word.isascii() and word.isalpha()):
            column = line.index(stripped) + next(i for i, ch in enumerate(stripped) if not ch.isalpha()) + 1
            raise PuzzleError(fact(Code.NOT_A_WORD, text=stripped), number, column, name)
        found.add(word)
    return frozenset(found)


def read_word_set(path: str | Path, missing_ok: bool = False) -> frozenset[str]:
    """A list's words; with `missing_ok`, none for a file that does not exist (a list never edited)."""
    path = Path(path)
    if missing_ok and not path.exists():
        return frozenset()
    text = decode(read_bytes(path, MAX_WORDLIST_BYTES, "a word list", "word list"), str(path))
    return parse_word_set(text, str(path))


def word_set_text(which: Which, words: Iterable[str]) -> str:
    """A list's file: a comment saying what it is, then the words in order."""
    what = "never used" if which == "banned" else "weighted up"
    head = f"# Puzzle Studio: {which} words, {what} when generating puzzles; one word a line\n"
    return head + "".join(f"{w}\n" for w in sorted(set(words)))


def write_word_set(path: str | Path, which: Which, words: Iterable[str]) -> None:
    make_folder(Path(path).parent)
    write_atomic(path, word_set_text(which, words))


def user_curation(
    level: Level = "default",
    ban_files: Iterable[str | Path] = (),
    favour_files: Iterable[str | Path] = (),
    language: str = LANGUAGE,
) -> Curation:
    """The user's own lists for `language`, with the words of any further files."""
    banned = read_word_set(user_list_path("banned", language), True).union(*map(read_word_set, ban_files))
    favoured = read_word_set(user_list_path("favoured", language), True).union(*map(read_word_set, favour_files))
    return Curation(level, banned, favoured - banned, language)
