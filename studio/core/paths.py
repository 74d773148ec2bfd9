"""File names as pathlib spells them (`str(Path(p))`, `Path(p).suffix`), without importing
pathlib when the name is already in its form, as a typed name nearly always is: pathlib
brings urllib.parse and ipaddress with it, longer to import than a one-puzzle solve's work."""

from __future__ import annotations

import os


def path_text(path: str | os.PathLike[str]) -> str:
    """str(Path(path)): the name errors show, and the one to open (Path("") is ".")."""
    if isinstance(path, str) and _plain(path):
        return path
    from pathlib import Path

    return str(Path(path))


def suffix(path: str | os.PathLike[str]) -> str:
    """Path(path).suffix: the last part's from its last dot, "" for none or a leading dot."""
    if isinstance(path, str) and _plain(path):
        name = path.rpartition("/")[2]
        at = name.rfind(".")
        return name[at:] if 0 < at < len(name) - 1 else ""
    from pathlib import Path

    return Path(path).suffix


def _plain(path: str) -> bool:
    """Whether pathlib leaves `path` as it is: on POSIX, no empty part and no "." part
    (a doubled or trailing slash, "./"), at most one leading slash."""
    if os.sep != "/" or not path:
        return False
    parts = path.split("/")
    return all(part not in ("", ".") for part in (parts[1:] if parts[0] == "" else parts))


def shown(name: str) -> str:
    """`name` as a person can read it: a byte the file system's encoding cannot spell
    (os.fsdecode makes it a lone surrogate, which no display or UTF-8 file can hold) is
    shown as U+FFFD, "caf\ufffd.txt"; open the file by its own name, never by this one."""
    return name.translate(_SURROGATES)


_SURROGATES = dict.fromkeys(range(0xD800, 0xE000), "\ufffd")
