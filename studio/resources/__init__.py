"""Data files shipped with the studio: the word list, example puzzles, the icon.

`resource` is the one way in. A file beside this module (the source tree, an installed
package, a PyInstaller bundle, whose spec copies this folder in as data) is a plain path;
importlib.resources, slow to import, is asked only when the package is not on disk.
"""

from __future__ import annotations

from pathlib import Path

TYPE_CHECKING = False  # not typing's: importing typing is a tenth of a one-puzzle solve's start
if TYPE_CHECKING:
    from importlib.abc import Traversable


def resource(name: str) -> Traversable:
    """A shipped file by its path under studio/resources, e.g. 'words/en.tsv.gz'."""
    path = Path(__file__).parent / name
    if path.exists():
        return path
    from importlib import resources

    return resources.files(__name__).joinpath(name)
