"""Languages and their tiles: the one place that says which languages the studio has, which
letters a puzzle in each may hold, and where each one's built-in list comes from.

Every language plays on A-Z, folded from what its words are written with:
* en, en-GB: accents dropped (FIANCÉE -> FIANCEE), as English word games do.
* es: Ñ is a letter of its own, a 27th tile (AÑO is not ANO); the other accents and the
  diaeresis drop (CAMIÓN -> CAMION, PINGÜINO -> PINGUINO), as Spanish word games do.
* fr: every accent and the cedilla drop (ÉTÉ -> ETE, FAÇON -> FACON), Œ and Æ become OE
  and AE, as French Scrabble and crosswords write them.
* de: Ä, Ö, Ü become AE, OE, UE and ß becomes SS (MÄDCHEN -> MAEDCHEN, STRASSE), the
  German crossword convention: dropping the dots instead would make spellings no German
  writes (MADCHEN) and merge words that differ (ZAHLER, ZÄHLER).

Inside the engines a letter is a code 0 .. 26 (A = 0, Ñ = 26) and a word is bytes with
one byte per letter, `code + 65` (Ñ is stored as "["), so the arrays and bitsets keep one
column per code. `encoded` and `decoded` convert; nothing else may assume A-Z.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from studio.core.facts import Code, Fact, fact

TILES = "ABCDEFGHIJKLMNOPQRSTUVWXYZÑ"  # every code's letter: code = TILES.index(letter)
SIZE = len(TILES)
EXTRA = "Ñ"  # the tiles past Z, stored as the bytes after Z
_TO_BYTES = str.maketrans({ch: chr(65 + TILES.index(ch)) for ch in EXTRA})
_FROM_BYTES = str.maketrans({chr(65 + TILES.index(ch)): ch for ch in EXTRA})
_SPECIAL = {"Œ": "OE", "Æ": "AE", "ß": "SS", "ẞ": "SS"}
_UMLAUTS = {"Ä": "AE", "Ö": "OE", "Ü": "UE"}


@dataclass(frozen=True)
class Language:
    """A language the studio has a built-in list for."""

    code: str  # BCP 47: "en", "en-GB", "es"; also wordfreq's code for its frequencies
    name: str  # in the language itself, for the picker
    letters: str  # its tiles, in its alphabet's order
    resource: str  # the list under studio/resources/words/
    list_name: str  # what the list is called in the status bar, the word-list cache and reports
    keep: str = ""  # letters kept as tiles rather than folded (Ñ)
    umlauts: bool = False  # Ä Ö Ü -> AE OE UE rather than A O U
    exclude: str = ""  # spellings under studio/resources/words/ the list leaves out (en-GB: COLOR)
    # where tools/build_wordlists.py takes the words from: a list in /usr/share/dict ("" for
    # English, whose list is tools/build_wordlist.py's), and whether its nouns are capitalised
    # (German: a capitalised entry there is a word, not a name)
    dictionary: str = ""
    capital_nouns: bool = False
    # its words' short definitions under studio/resources/meanings/ (tools/build_meanings.py);
    # "" where no free offline source exists (core/meanings.py says so as a fact)
    meanings: str = ""


LANGUAGES = {
    lang.code: lang
    for lang in (
        Language("en", "English", TILES[:26], "en.tsv.gz", "scowl+wordfreq-en", meanings="en.tsv.gz"),
        Language(
            "en-GB",
            "English (UK)",
            TILES[:26],
            "en.tsv.gz",
            "scowl+wordfreq-en-GB",
            exclude="en-GB.exclude.txt.gz",
            meanings="en.tsv.gz",
        ),
        Language(
            "es",
            "Español",
            "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ",
            "es.tsv.gz",
            "wspanish+wordfreq-es",
            keep="Ñ",
            dictionary="spanish",
        ),
        Language("fr", "Français", TILES[:26], "fr.tsv.gz", "wfrench+wordfreq-fr", dictionary="french"),
        Language(
            "de",
            "Deutsch",
            TILES[:26],
            "de.tsv.gz",
            "wngerman+wordfreq-de",
            umlauts=True,
            dictionary="ngerman",
            capital_nouns=True,
        ),
    )
}
DEFAULT = "en"


def language(code: str | None) -> Language:
    """The language for a code ("es", "es_ES.UTF-8", "EN-gb"); English for None."""
    from studio.core.errors import PuzzleError

    found = find_language(code or DEFAULT)
    if found is None:
        raise PuzzleError(fact(Code.UNKNOWN_CHOICE, what="language", choice=code, choices=tuple(LANGUAGES)))
    return found


def find_language(code: str) -> Language | None:
    """The language a locale or code names, or None: "de_AT.UTF-8" -> de, "en_GB" -> en-GB."""
    tag = code.split(".")[0].split("@")[0].replace("_", "-").lower()
    for lang in LANGUAGES.values():
        if lang.code.lower() == tag:
            return lang
    base = tag.split("-")[0]
    return LANGUAGES.get(base)


def system_language(environ: dict[str, str] | None = None) -> str:
    """The studio's language for the user's locale (LC_ALL, LC_MESSAGES, LANG), else English."""
    import os

    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value:
            found = find_language(value)
            return found.code if found else DEFAULT
    return DEFAULT


def fold(word: str, lang: Language) -> str:
    """A word as the language's tiles, in capitals; letters it cannot fold stay (callers check)."""
    upper = word.upper() if "ß" not in word else word.replace("ß", "SS").upper()
    if upper.isascii():
        return upper
    out = []
    for ch in upper:
        if ch in lang.keep or ch.isascii():
            out.append(ch)
        elif lang.umlauts and ch in _UMLAUTS:
            out.append(_UMLAUTS[ch])
        elif ch in _SPECIAL:
            out.append(_SPECIAL[ch])
        else:
            out.append("".join(c for c in unicodedata.normalize("NFD", ch) if not unicodedata.combining(c)))
    return "".join(out)


def tile_of(ch: str) -> str | None:
    """One typed or pasted character as a tile, or None: 'é' -> E, 'ñ' -> Ñ; a letter that
    folds to two (Ä -> AE in German, ß) is no one tile."""
    upper = ch.upper()
    if len(upper) == 1 and ("A" <= upper <= "Z" or upper in EXTRA):
        return upper
    base = "".join(c for c in unicodedata.normalize("NFD", upper) if not unicodedata.combining(c))
    return base if len(base) == 1 and "A" <= base <= "Z" else None


def tile_in(ch: str, lang: Language) -> str | None:
    """One typed or pasted character as one of the language's tiles, or None: 'é' -> E
    everywhere, 'ñ' -> Ñ in Spanish; Ñ elsewhere, and a letter that folds to two (German
    Ä -> AE, ß), is no tile of the language (`not_a_tile` says why)."""
    upper = ch.upper()
    if len(upper) == 1 and upper in lang.letters:
        return upper
    if upper in EXTRA:
        return None
    folded = fold(ch, lang)
    return folded if len(folded) == 1 and folded in lang.letters else None


def not_a_tile(ch: str, lang: Language) -> Fact:
    """Why `ch` is no tile of the language, for an error that also names where it is."""
    upper = ch.upper()
    if len(upper) == 1 and upper in EXTRA:
        owners = tuple(other.code for other in LANGUAGES.values() if upper in other.letters)
        return fact(Code.NOT_A_LETTER, char=ch, language=lang.code, owners=owners, tile=upper)
    folded = fold(ch, lang)
    sharp = upper in ("SS", "ẞ")  # fold writes ß as SS everywhere, but only German spells it so
    if len(folded) > 1 and folded.isalpha() and folded.isascii() and (lang.umlauts or not sharp):
        return fact(Code.TWO_LETTERS, char=ch, folded=folded, language=lang.code)
    if sharp:
        return fact(Code.NOT_A_LETTER_OF, char=ch, language=lang.code)
    return fact(Code.NOT_A_LETTER_AZ, char=ch, extra=tuple(x for x in lang.letters if x in EXTRA))


def needed_language(text: str) -> str:
    """The language a file without one must be in to hold these letters: the first whose
    tiles include every extra tile (Ñ) in them, else the default."""
    extras = {ch for ch in text.upper() if ch in EXTRA}
    return next((code for code, lang in LANGUAGES.items() if extras <= set(lang.letters)), DEFAULT)


def text_bytes(raw: bytes) -> bytes:
    """The engines' bytes (Ñ stored as "[") as the UTF-8 text a user reads, Ñ as Ñ."""
    for letter in EXTRA:
        raw = raw.replace(encoded(letter), letter.encode("utf-8"))
    return raw


def is_tiles(word: str, lang: Language) -> bool:
    """Whether every character of `word` is one of the language's tiles."""
    return all(ch in lang.letters for ch in word) if not word.isascii() else word.isalpha() and word.isupper()


def is_word(word: str) -> bool:
    """Whether `word` is tiles of any language (A-Z, Ñ) in capitals."""
    return word.isalpha() and (word.isascii() or all(ch in TILES for ch in word)) and word.isupper()


def encoded(word: str) -> bytes:
    """A word of tiles as the engines' bytes (one per letter, code + 65)."""
    return (word if word.isascii() else word.translate(_TO_BYTES)).encode("ascii")


def decoded(raw: bytes) -> str:
    """The engines' bytes back as tiles."""
    text = raw.decode("ascii")
    return text if raw.isalpha() else text.translate(_FROM_BYTES)


def code_of(letter: str) -> int:
    """A tile's code: A = 0 .. Z = 25, Ñ = 26."""
    return ord(letter) - 65 if letter <= "Z" else TILES.index(letter)
