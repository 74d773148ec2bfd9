"""The window's word lists: each source read once, off the GUI thread, shared by every page.

A source is a built-in tier name ('common', 'broad', 'full') or a file path. A file is
kept under its resolved path with its modification time and size, so an edited file is
read again and the same file named two ways is read once. Files are read in another
process: parsing 370k words holds the GIL for seconds, and the window must not stutter.
A failed read is not kept (the next request tries again) and changes no list.

The library also holds the window's language (Words > Language): a tier or a file is read
as that language's words unless a request names another (a Waffle file in French).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from studio.core import alphabet
from studio.core.errors import PuzzleError
from studio.core.words import LISTS, WordList, default_words, load_wordlist
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP
from studio.gui.shared.workers import CurrentTask, in_process, keep_out_of_gc
from studio.language import number

Key = tuple[str, str, int, int]  # (language, tier, 0, 0) or (language, resolved path, mtime in ns, size)


# The built-in lists (studio.core.words.LISTS) as the window names them
TIER_NAMES = {
    "common": QT_TRANSLATE_NOOP("WordLibrary", "common"),
    "game": QT_TRANSLATE_NOOP("WordLibrary", "game"),
    "broad": QT_TRANSLATE_NOOP("WordLibrary", "broad"),
    "full": QT_TRANSLATE_NOOP("WordLibrary", "full"),
}


def tier_name(tier: str) -> str:
    return QCoreApplication.translate("WordLibrary", TIER_NAMES[tier]) if tier in TIER_NAMES else tier


def where_from(words: WordList) -> str:
    """'Word list: scowl+wordfreq-en, broad tier', in the interface's language."""
    if words.tier:
        text = QCoreApplication.translate("WordLibrary", "Word list: {name}, {tier} tier")
        return text.format(name=words.name, tier=tier_name(words.tier))
    return QCoreApplication.translate("WordLibrary", "Word list: {name}").format(name=words.name)


def describe(words: WordList) -> str:
    """The status bar's name for a list (the language has its own label beside it)."""
    return QCoreApplication.translate("WordLibrary", "{where} ({n} words)").format(
        where=where_from(words), n=number(len(words))
    )


def is_tier(source: str) -> bool:
    return source in LISTS


@dataclass(frozen=True)
class Loaded:
    """A list in the library and the source it was asked for by."""

    source: str
    words: WordList


@dataclass(frozen=True)
class _Asked:
    key: Key
    ready: Callable[[WordList], object]
    failed: Callable[[str], object]


class WordLibrary(QObject):
    """One per window: pages and dialogs ask it for lists instead of reading them.

    `request(asker, source, ready, failed)` answers with the list (at once when it is
    in already) or with the PuzzleError's message. Only an asker's latest request is
    answered, so a list asked for meanwhile always wins over a slower earlier one.
    """

    changed = Signal()  # a list came in: `loaded()` has it
    language_changed = Signal(str)  # the window's language: each page reads its lists again

    def __init__(self, parent: QObject | None = None, lang: str = alphabet.DEFAULT) -> None:
        super().__init__(parent)
        self.lang = lang
        self._lists: dict[tuple[str, str], tuple[Key, Loaded]] = {}  # by language and tier or path: newest
        self._reading: dict[Key, CurrentTask] = {}
        self._asked: dict[Hashable, _Asked] = {}

    def set_language(self, lang: str) -> None:
        if lang != self.lang:
            self.lang = lang
            self.language_changed.emit(lang)

    def request(
        self,
        asker: Hashable,
        source: str,
        ready: Callable[[WordList], object],
        failed: Callable[[str], object],
        lang: str | None = None,
    ) -> None:
        """`source` as words of `lang` (the window's language if None)."""
        lang = lang or self.lang
        key = _key(source, lang)
        kept = self._lists.get(key[:2])
        if kept is not None and kept[0] == key:
            self._asked.pop(asker, None)
            ready(kept[1].words)
            return
        self._asked[asker] = _Asked(key, ready, failed)
        if key not in self._reading:
            task = self._reading[key] = CurrentTask(self)
            task.start(
                lambda stop: (
                    default_words(source, lang=lang)
                    if is_tier(source)
                    else in_process(stop, load_wordlist, source, lang)
                ),
                done=lambda words: self._read(key, source, words),
                failed=lambda message: self._answer(key, lambda asked: asked.failed(message)),
            )

    def future(self, asker: Hashable, source: str, lang: str | None = None) -> Future[WordList]:
        """The list for a page's own task to wait for (`arrival`): the read is then part of
        that task, and its Cancel covers it."""
        arrived: Future[WordList] = Future()
        self.request(
            asker, source, arrived.set_result, lambda message: arrived.set_exception(PuzzleError(message)), lang
        )
        return arrived

    def waiting(self, asker: Hashable) -> bool:
        """True while `asker`'s latest request is being read."""
        return asker in self._asked

    def loaded(self) -> list[Loaded]:
        """Every list read so far (a file's newest version), in the order they came in."""
        return [loaded for _key, loaded in self._lists.values()]

    def files(self) -> list[Loaded]:
        """The files read so far, each once (a file read in two languages is one file)."""
        files = {loaded.source: loaded for loaded in self.loaded() if not is_tier(loaded.source)}
        return list(files.values())

    def _read(self, key: Key, source: str, words: WordList) -> None:
        self._lists.pop(key[:2], None)  # an edited file's new version comes last
        self._lists[key[:2]] = (key, Loaded(source, words))
        keep_out_of_gc()
        self.changed.emit()
        self._answer(key, lambda asked: asked.ready(words))

    def _answer(self, key: Key, tell: Callable[[_Asked], object]) -> None:
        """Tells everyone still waiting for `key`, once."""
        task = self._reading.pop(key)
        task.deleteLater()
        waiting = [asker for asker, asked in self._asked.items() if asked.key == key]
        for asker in waiting:
            tell(self._asked.pop(asker))


def arrival(future: Future[WordList], should_stop: Callable[[], bool]) -> WordList | None:
    """On a worker: the list once read (a failed read raises its PuzzleError), or None
    when the task stops first."""
    while not should_stop():
        try:
            return future.result(timeout=0.05)
        except TimeoutError:
            pass
    return None


def _key(source: str, lang: str) -> Key:
    if is_tier(source):
        return (lang, source, 0, 0)
    path = Path(source).resolve()
    try:
        stat = path.stat()
    except OSError:  # the read names the problem
        return (lang, str(path), -1, -1)
    return (lang, str(path), stat.st_mtime_ns, stat.st_size)
