"""The user's language for every front end: the window, the command line, sheets and web
pages. One catalogue per language, studio/resources/i18n/studio_<code>.qm, made by
tools/update_translations.py from every `translate(...)` and `tr(...)` text in studio/, and
the locale's way of writing numbers. The words' language (studio.core.alphabet) is another
thing: a German user may solve or print an English puzzle, phrased in German.

Outside the window, texts are phrased with `translate("Context", "text")` (lupdate reads the
literal texts of such calls); plurals with `translate("Context", "%n swaps", None, n)`.

English needs no catalogue and writes numbers as Python does, so an English command
(`puzzle-studio solve`, whose cold start is a few tenths of a second) never imports Qt;
another language loads Qt's translator and locale when it is chosen."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from studio.core import alphabet
from studio.resources import resource

if TYPE_CHECKING:
    from PySide6.QtCore import QLocale, QTranslator

TRANSLATIONS = ("es", "fr", "de")
LANGUAGES = ("en", *TRANSLATIONS)
NAMES = {code: alphabet.LANGUAGES[code].name for code in LANGUAGES}  # each named in itself


@dataclass(frozen=True)
class Phrasing:
    """The language texts are phrased in: its code, its catalogue (none for English, the
    source texts' language) and its locale (digit grouping, decimal point; none for
    English: Python's own 1,200,000 and 3.99)."""

    code: str
    catalogue: QTranslator | None
    locale: QLocale | None


_now = Phrasing("en", None, None)


def use(code: str) -> Phrasing:
    """Phrases every later text in `code` (an unknown code: English). Returns the phrasing,
    whose catalogue the window installs in Qt too, for its own `tr()`."""
    global _now
    if code not in TRANSLATIONS:
        _now = Phrasing("en", None, None)
        return _now
    from PySide6.QtCore import QLocale, QTranslator

    catalogue = QTranslator()
    loaded = catalogue.load(str(resource(f"i18n/studio_{code}.qm")))
    _now = Phrasing(code, catalogue if loaded else None, QLocale(code))
    return _now


def current() -> Phrasing:
    return _now


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` in the current language (itself when no translation exists), with %n as the
    locale writes `n` where `n` is given: the catalogue picks the plural form for it."""
    found = _now.catalogue.translate(context, text, disambiguation, n) if _now.catalogue else ""
    phrased = found or text
    return phrased.replace("%n", number(n)) if n >= 0 else phrased


def number(value: float, decimals: int = 0) -> str:
    """A number as the current locale writes it: 1,200,000 / 1.200.000 / 1 200 000; 3.99 / 3,99."""
    locale = _now.locale
    if isinstance(value, int) and decimals == 0:
        return f"{value:,}" if locale is None else locale.toString(value)
    return f"{float(value):,.{decimals}f}" if locale is None else locale.toString(float(value), "f", decimals)


def from_environment(environ: Mapping[str, str]) -> str:
    """The command line's language by gettext's convention: LANGUAGE (a list, first choice
    first) unless the locale is C, then LC_ALL, LC_MESSAGES, LANG; English where none of them
    names a language the studio speaks."""
    locale = next((environ[name] for name in ("LC_ALL", "LC_MESSAGES", "LANG") if environ.get(name)), "")
    wanted = [] if locale in ("", "C", "POSIX") else environ.get("LANGUAGE", "").split(":")
    for name in [*wanted, locale]:
        code = name.split("_")[0].split(".")[0].split("@")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


from studio.core.errors import phrase_errors_with  # noqa: E402  (after translate and number, which facts uses)
from studio.language.facts import phrase, phrase_error  # noqa: E402

phrase_errors_with(phrase, phrase_error)
