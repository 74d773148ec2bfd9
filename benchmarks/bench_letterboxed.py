"""Letter Boxed solving speed: every fewest-word solution of a 4 x 3 board
from a ~100k-word list, after the list is loaded. Target < 50 ms per board.
And how close the default (game) list comes to the NYT's (issue 36): on each sample board
with an official pair, whether the solve lists it, beside the broad list.

The list: 100,000 words of words_alpha (3+ letters, a fixed random sample). The boards:
the five real NYT boards in ../shared/data/letterboxed. Baselines, in the same run:
* an earlier prototype's recursive search (docs/RULES.md B1) (greedy: the next word is the one covering most unused
  letters, chains of up to 6 words) over the board's legal words, found word by word;
* a plain pair-of-words loop (all two-word solutions; exact only when two words do).
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from studio.core.letterboxed.board import is_legal, parse_board  # noqa: E402
from studio.core.letterboxed.lexicon import lexicon_of  # noqa: E402
from studio.core.letterboxed.solver import lists, solve  # noqa: E402
from studio.core.words import GAME_LIST, default_words  # noqa: E402

DATA = ROOT.parent / "shared" / "data"


def legal_words(board, words):
    return [w for w in words if is_legal(board, w)]


def seed_recursive_search(board, words):
    """The prototype's greedy chain, in Python: longest words first, one best next word each time."""
    legal = sorted(legal_words(board, words), key=lambda w: (-len(w), w))
    goal = set(board.letters)
    found = []

    def make_chain(chain, used_last):
        needed = goal - set("".join(chain))
        if len(chain) > 6:
            return
        if not needed:
            found.append(chain)
            return
        last = chain[-1][-1]
        if last in used_last:
            return
        following = [w for w in legal if w[0] == last]
        if following:
            best = min(following, key=lambda w: len(needed - set(w)))
            make_chain([*chain, best], used_last | {last})

    for word in legal:
        make_chain([word], set())
    return found


def pair_loop(board, words):
    legal = legal_words(board, words)
    goal = set(board.letters)
    return [(a, b) for a in legal for b in legal if b[0] == a[-1] and set(a) | set(b) >= goal]


def timed(function, *args, repeat=5):
    best, result = float("inf"), None
    for _ in range(repeat):
        started = time.perf_counter()
        result = function(*args)
        best = min(best, time.perf_counter() - started)
    return best, result


def bench(name, words, boards, baselines=True, repeat=5, target="target < 50 ms"):
    started = time.perf_counter()
    lexicon = lexicon_of(words)
    print(f"{name}: {len(lexicon):,} words, indexed once in {time.perf_counter() - started:.3f} s")
    ours = []
    for board in boards:
        seconds, found = timed(solve, board, lexicon, repeat=repeat)
        ours.append(seconds)
        line = (
            f"  {board!s:<16} {len(found[0].links) if found else '-'} words, {len(found):5} solutions  "
            f"ours {seconds * 1000:6.1f} ms"
        )
        if baselines:
            seed_seconds, seed_found = timed(seed_recursive_search, board, words, repeat=1)
            pair_seconds, pairs = timed(pair_loop, board, words, repeat=1)
            seed_best = min((len(c) for c in seed_found), default="-")
            if found and len(found[0].links) == 2:  # the same two-word chains, word by word
                assert sum(s.readings() for s in found) == len(pairs), (board, len(pairs))
            line += (
                f"   seed recursion {seed_seconds * 1000:7.0f} ms (best {seed_best} words, "
                f"x{seed_seconds / seconds:4.0f})"
                f"   pair loop {pair_seconds * 1000:7.0f} ms ({len(pairs)} pairs, x{pair_seconds / seconds:4.0f})"
            )
        print(line)
    print(f"  median {statistics.median(ours) * 1000:.1f} ms, slowest {max(ours) * 1000:.1f} ms   {target}")


def official_pairs(name, words, puzzles):
    """Boards whose official pair a solve of up to two words lists (tests/core/test_letterboxed_game_list.py
    counts only boards whose pair is in some general dictionary: there 3 of 3)."""
    lexicon = lexicon_of(words)
    answered = [p for p in puzzles if p["ourSolution"]]
    found = [
        p["printDate"] for p in answered if lists(parse_board(" ".join(p["sides"])), lexicon, tuple(p["ourSolution"]))
    ]
    print(f"{name}: official pair listed on {len(found)} of {len(answered)} NYT boards with one ({', '.join(found)})")


def main():
    puzzles = json.loads((DATA / "letterboxed" / "nyt_puzzles_sample.json").read_text())
    boards = [parse_board(" ".join(p["sides"])) for p in puzzles] + [parse_board("TAP ERD NIL YCO")]
    alpha = [w.upper() for w in (DATA / "english-words" / "words_alpha.txt").read_text().split() if len(w) >= 3]
    sample = random.Random(7).sample(alpha, 100_000)
    bench("words_alpha sample", sample, boards)
    bench("all of words_alpha", alpha, boards, baselines=False)
    broad, game = default_words("broad"), default_words(GAME_LIST)
    bench("built-in game list (the default)", game, boards, baselines=False)
    bench("built-in broad tier", broad, boards, baselines=False)
    official_pairs("built-in game list (the default)", game, puzzles)
    official_pairs("built-in broad tier", broad, puzzles)
    bigger = [
        parse_board(text) for text in ("TAPS ERDU NILM YCOB", "SALTE RONIC DUPHM BGYWK", "ABCD EFGH IJKL MNOP QRST")
    ]
    bench(
        "built-in broad tier, 16- and 20-letter boards",
        broad,
        bigger,
        baselines=False,
        repeat=1,
        target="(no target; exact, and the window can stop it)",
    )


if __name__ == "__main__":
    main()
