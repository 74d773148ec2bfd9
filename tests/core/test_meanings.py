"""Short definitions: hand-checked glosses, WordNet's own `wn` program as the oracle of the
shipped resource and of the fallback to a lemma, and the daily archive's coverage."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from studio.core.alphabet import LANGUAGES
from studio.core.errors import PuzzleError
from studio.core.meanings import Meaning, has_meanings, meaning, meanings

EN = LANGUAGES["en"]
GOOSE = "web-footed long-necked typically gregarious migratory aquatic birds usually larger and less aquatic than ducks"
WORDS = ["FOLIO", "TREED", "STABBING", "LEAVES", "FEWER", "WALKED", "RUNNING", "OMEGA", "ENEMA", "CRIES", "BIGGEST"]


@pytest.mark.parametrize(
    ("word", "lemma", "pos", "gloss"),
    [
        # read off WordNet 3.0's browser by hand (first sense of the part of speech)
        ("FOLIO", "folio", "noun", "the system of numbering pages"),
        ("TREED", "tree", "verb", "force a person or an animal into a position from which he cannot escape"),
        ("STABBING", "stab", "verb", "use a knife on"),
        ("BOXES", "box", "noun", "a (usually rectangular) container"),
        ("geese", "goose", "noun", GOOSE),
    ],
)
def test_hand_checked_meanings(word: str, lemma: str, pos: str, gloss: str) -> None:
    assert meaning(word, EN) == Meaning(word.upper(), lemma, pos, gloss)  # type: ignore[arg-type]


def test_no_meaning_and_bad_input() -> None:
    assert meaning("THEIR", EN) is None  # WordNet has no pronouns
    assert meaning("QZXV", EN) is None
    with pytest.raises(PuzzleError, match="letters only"):
        meaning("TR3E", EN)
    with pytest.raises(PuzzleError):
        meaning("", EN)


def test_languages_without_a_source_say_so() -> None:
    assert has_meanings(EN) and has_meanings(LANGUAGES["en-GB"])
    for code in ("es", "fr", "de"):
        assert not has_meanings(LANGUAGES[code])
        assert meaning("CASA", LANGUAGES[code]) is None
    assert meanings(["tree", "THEIR"], LANGUAGES["en-GB"])["THEIR"] is None


WN_POS = {"noun": "noun", "verb": "verb", "adj": "adjective", "adv": "adverb"}


def wn_overview(word: str) -> dict[tuple[str, str], str]:
    """(lemma, part of speech) -> the gloss of its first sense, as WordNet's `wn` prints it
    for a word (its own morphy included)."""
    if shutil.which("wn") is None:
        pytest.skip("WordNet's wn is missing: apt-get install wordnet")
    out = subprocess.run(["wn", word, "-over"], capture_output=True, text=True).stdout
    found = {}
    for pos, lemma, body in re.findall(r"Overview of (\w+) (\S+)\n(.*?)(?=\nOverview of |\Z)", out, re.S):
        first = re.search(r"^1\. (?:\(\d+\) )?.*? -- \((.*)\)$", body, re.M)
        assert first, body
        found[lemma, WN_POS[pos]] = first.group(1)
    return found


@pytest.mark.slow
@pytest.mark.parametrize(
    "word",
    [
        "FOLIO",
        "TREED",
        "STABBING",
        "LEAVES",
        "FEWER",
        "WALKED",
        "RUNNING",
        "OMEGA",
        "ENEMA",
        "CRIES",
        "BIGGEST",
        "MICE",
    ],
)
def test_every_meaning_is_one_wordnet_gives(word: str) -> None:
    """The lemma chosen is one `wn` finds for the word, and the gloss is the first clause of
    that lemma's first sense as `wn` prints it."""
    found = meaning(word, EN)
    overview = wn_overview(word.lower())
    assert found is not None and (found.lemma, found.pos) in overview, overview
    assert overview[found.lemma, found.pos].startswith(found.gloss)


@pytest.mark.slow
def test_the_daily_archive_is_covered(waffle_archive: dict[str, list[dict]]) -> None:
    """Nearly every daily answer word has a meaning; what has none is a word WordNet lacks
    (checked with `wn`: it prints nothing for them)."""
    words = {w for puzzle in waffle_archive["daily"] for w in puzzle["words"]}
    found = meanings(words, EN)
    missing = sorted(w for w, m in found.items() if m is None)
    assert len(missing) / len(words) < 0.05, missing
    for word in missing[:10]:
        assert wn_overview(word.lower()) == {}


@pytest.mark.slow
def test_the_part_of_speech_is_mostly_the_games_own(waffle_archive: dict[str, list[dict]]) -> None:
    """The game publishes a definition with a part of speech for each answer word: the
    choice among a word's parts of speech (the tagged corpus's commonest) agrees with it for
    most words (86% when measured; a noun the game defines is often WordNet's commoner verb)."""
    published = {
        d["word"].upper(): d.get("type", "").split()[:1]
        for kind in ("daily", "deluxe")
        for puzzle in waffle_archive[kind]
        for d in puzzle.get("definitions") or []
    }
    found = {w: meaning(w, EN) for w in published}
    defined = [w for w, m in found.items() if m is not None]
    same = [w for w in defined if published[w] == [found[w].pos]]  # type: ignore[union-attr]
    assert len(defined) > 2000 and len(same) / len(defined) > 0.8
