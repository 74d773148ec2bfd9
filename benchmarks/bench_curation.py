"""Word curation: what the default exclusions remove, and how far favoured words theme a fill.

The theme is 40 common five-letter words (every 80th of the fill list); the figure is the
share of the words of 100 generated 5x5 puzzles that are theme words, favoured and not
(the baseline, same seeds, same run), and the time each batch took.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from studio.core.curation import Curation, curate  # noqa: E402
from studio.core.waffle.generate import GenerateOptions, fill_words, generate_puzzles  # noqa: E402
from studio.core.waffle.shape import waffle_shape  # noqa: E402

COUNT = 100


def theme_share(curation: Curation, theme: frozenset[str]) -> tuple[float, float]:
    started = time.perf_counter()
    options = GenerateOptions(shape=waffle_shape(5, 5), count=COUNT, seed=1, curation=curation)
    puzzles = [a.found.puzzle for a in generate_puzzles(options) if a.found is not None]
    words = [w for p in puzzles for w in p.shape.words(p.solution)]
    return sum(w in theme for w in words) / len(words), time.perf_counter() - started


def main() -> None:
    fill = fill_words()
    for tier_words, name in ((fill, "common tier"),):
        _, report = curate(tier_words, Curation(), range(3, 12))
        print(f"default exclusions, {name} 3-11 letters: {report.describe()}")
    theme = frozenset(fill.of_length(5).words[::80][:40])
    plain, plain_time = theme_share(Curation(), theme)
    themed, themed_time = theme_share(Curation(favoured=theme), theme)
    print(
        f"{len(theme)} favoured words in {COUNT} 5x5 puzzles: {themed:.1%} of the words ({themed_time:.1f} s), "
        f"not favoured {plain:.1%} ({plain_time:.1f} s): x{themed / max(plain, 1e-9):.1f}"
    )


if __name__ == "__main__":
    main()
