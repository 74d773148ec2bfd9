"""Data files shipped with the studio: the word list, example puzzles, the icon.

`resource` is the one way in. importlib.resources finds the files both in the source
tree and in a PyInstaller bundle (the spec copies this folder in as data).
"""

from __future__ import annotations

from importlib import resources
from importlib.abc import Traversable


def resource(name: str) -> Traversable:
    """A shipped file by its path under studio/resources, e.g. 'words/en.tsv.gz'."""
    return resources.files(__name__).joinpath(name)
