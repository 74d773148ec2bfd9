"""The user's language for every front end: the window, the command line, sheets and web
pages. One catalogue per language, studio/resources/i18n/studio_<code>.qm, made by
tools/update_translations.py from every `translate(...)` and `tr(...)` text in studio/, and
the locale's way of writing numbers. The words' language (studio.core.alphabet) is another
thing: a German user may solve or print an English puzzle, phrased in German.

Outside the window, texts are phrased with `translate("Context", "text")` (lupdate reads the
literal texts of such calls); plurals with `translate("Context", "%n swaps", None, n)`, the count
a plain name (lupdate skips a call whose count is `x.y` or `len(x)`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
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
    """The language texts are phrased in: its code, its catalogue (for English, the source
    texts' language, only the plurals' singular forms: "1 swap allowed") and its locale
    (digit grouping, decimal point). Qt is imported when the catalogue or the locale is first
    wanted: a command that prints no sentence (`--version`, `solve --json`) starts without it."""

    code: str

    @cached_property
    def catalogue(self) -> QTranslator | None:
        from PySide6.QtCore import QTranslator

        loaded = QTranslator()
        return loaded if loaded.load(str(resource(f"i18n/studio_{self.code}.qm"))) else None

    @cached_property
    def locale(self) -> QLocale:
        from PySide6.QtCore import QLocale

        if self.code == "en":
            return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
        return QLocale(self.code)


_now = Phrasing("en")


def use(code: str) -> Phrasing:
    """Phrases every later text in `code` (an unknown code: English). Returns the phrasing,
    whose catalogue the window installs in Qt too, for its own `tr()`."""
    global _now
    _now = Phrasing(code if code in LANGUAGES else "en")
    return _now


def current() -> Phrasing:
    return _now


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` in the current language (itself when no translation exists), with %n as the
    locale writes `n` where `n` is given: the catalogue picks the plural form for it."""
    if _now.code == "en" and n < 0:
        return text  # the source texts are English: no catalogue needed
    catalogue = _now.catalogue
    found = catalogue.translate(context, text, disambiguation, n) if catalogue else ""
    phrased = found or text
    return phrased.replace("%n", number(n)) if n >= 0 else phrased


def plural(n: int, one: str, many: str) -> str:
    """`one` or `many` (each a translated text with an {n} field) filled with `n`: a count
    inside a translated sentence, where adding an English 's' would not do."""
    return (one if n == 1 else many).format(n=n)


def number(value: float, decimals: int = 0) -> str:
    """A number as the current locale writes it: 1,200,000 / 1.200.000 / 1 200 000; 3.99 / 3,99."""
    if _now.code == "en":  # as Qt's en_US writes it, without Qt
        return f"{value:,}" if isinstance(value, int) and decimals == 0 else f"{float(value):,.{decimals}f}"
    if isinstance(value, int) and decimals == 0:
        return _now.locale.toString(value)
    return _now.locale.toString(float(value), "f", decimals)


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
