"""Free text a puzzle carries (titles, authors, notes): only what every export can write.

A lone surrogate (a JSON "\\ud800" with no other half) is not text: UTF-8 cannot encode
it, so no file could be saved. C0 control characters other than tab, newline and
carriage return, and the non-characters U+FFFE and U+FFFF, are not allowed in XML: an
SVG holding one opens in no viewer, and a PDF's XMP block is broken. Readers refuse such
text, naming the field; what a person types in the window is cleaned instead.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from studio.core.facts import Code, Fact, fact

NOT_TEXT = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def text_fault(text: str) -> Fact | None:
    """What in `text` no export can carry ('the control character U+000B at character 3':
    its kind, its code point and where), or None when it is all writable text."""
    found = NOT_TEXT.search(text)
    if found is None:
        return None
    code, at = ord(found.group()), found.start() + 1
    kind = "surrogate" if 0xD800 <= code <= 0xDFFF else "control" if code < 0x20 else "noncharacter"
    return fact(Code.NOT_TEXT, kind=kind, point=f"U+{code:04X}", at=at)


def printable(text: str) -> str:
    """`text` without what no export can carry (for text typed in the window, which has no file to fix)."""
    return NOT_TEXT.sub("", text)


def shown(name: str) -> str:
    """`name` as a person can read it: a byte the file system's encoding cannot spell
    (os.fsdecode makes it a lone surrogate, which no display or UTF-8 file can hold) is
    shown as U+FFFD, "caf\ufffd.txt"; open the file by its own name, never by this one."""
    return name.translate(_SURROGATES)


_SURROGATES = dict.fromkeys(range(0xD800, 0xE000), "\ufffd")


def one_of(choices: Iterable[object]) -> str:
    """Choices as a message says them: "png, svg, pdf or json"."""
    names = [str(choice) for choice in choices]
    return ", ".join(names[:-1]) + " or " + names[-1] if len(names) > 1 else "".join(names)
