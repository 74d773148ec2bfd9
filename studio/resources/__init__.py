"""Data files shipped with the studio: the word list, example puzzles, the icon.

`resource` is the one way in. A file beside this module (the source tree, an installed
package, a PyInstaller bundle, whose spec copies this folder in as data) is a plain path;
importlib.resources, slow to import, is asked only when the package is not on disk.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # not typing's: importing typing is a tenth of a one-puzzle solve's start
if TYPE_CHECKING:
    from importlib.abc import Traversable


def resource(name: str) -> Traversable:
    """A shipped file by its path under studio/resources, e.g. 'words/en.tsv.gz'."""
    path = resource_file(name)
    if path is not None:
        from pathlib import Path

        return Path(path)
    from importlib import resources

    return resources.files(__name__).joinpath(name)


def resource_file(name: str) -> str | None:
    """The plain path of a shipped file, or None when the package is not on disk (zipped):
    a one-puzzle solve only needs to stat its word list, without pathlib."""
    path = os.path.join(os.path.dirname(__file__), name)
    return path if os.path.exists(path) else None
