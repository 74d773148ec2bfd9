"""Data files shipped with the studio: the word list, example puzzles, the icon.

`resource` is the one way in. A file beside this module (the source tree, an installed
package, a PyInstaller bundle, whose spec copies this folder in as data) is a plain path;
importlib.resources is asked only when the package is not on disk.
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path


def resource(name: str) -> Traversable:
    """A shipped file by its path under studio/resources, e.g. 'words/en.tsv.gz'."""
    path = Path(__file__).parent / name
    if path.exists():
        return path
    return resources.files(__name__).joinpath(name)
