"""The classroom level: the default's exclusions and the classroom list's (death, drugs,
violence, insults, ...), for a class of ten-year-olds. The oracle is the issue's three
words, hand-worked inflections and the shipped list files read on their own terms."""

from __future__ import annotations

from pathlib import Path

from studio.core.curation import LEVELS, Curation, classroom_kinds, curate, default_exclusions
from studio.core.words import words_from
from studio.language.facts import phrase

WORDS = Path(__file__).resolve().parents[2] / "studio" / "resources" / "words"
ISSUE = {"IDIOT", "OPIUM", "DEATH"}  # the default level let these through


def classroom_entries() -> list[tuple[str, str]]:
    lines = (WORDS / "classroom-en.txt").read_text("utf-8").splitlines()
    return [tuple(line.split("\t")) for line in lines if line and not line.startswith("#")]  # type: ignore[misc]


def test_the_issues_words_pass_the_default_level_and_not_the_classroom():
    for word in ISSUE | {"DEATHS", "KILLED", "IDIOTS", "GUNS"}:
        assert not Curation().leaves_out(word), word
        assert Curation("classroom").leaves_out(word), word
    assert not Curation("classroom").leaves_out("TABLE") and not Curation("classroom").leaves_out("GRAVE")
    assert Curation("classroom").leaves_out("SEXES")  # the stricter level keeps every default exclusion
    assert not Curation("classroom", favoured=frozenset({"DEATH"})).leaves_out("DEATH")  # the designer's choice


def test_each_level_reports_what_it_removed_by_kind():
    words = words_from({w: 4.0 for w in ["IDIOT", "OPIUM", "DEATH", "TABLE", "SEXES", "KILLS", "VODKA", "HAPPY"]})
    kept, report = curate(words, Curation("classroom"), [5])
    assert sorted(kept.of_length(5).words) == ["HAPPY", "TABLE"]
    assert dict(report.excluded) == {
        "alcohol": 1,
        "death": 1,
        "drugs": 1,
        "insult": 1,
        "offensive": 1,
        "violence": 1,
    }
    assert phrase(report.fact()).startswith("8 words; classroom exclusions removed 6 (")
    _, default = curate(words, Curation(), [5])
    assert phrase(default.fact()).startswith("8 words; default exclusions removed 1 (offensive 1)")


def test_the_classroom_list_has_its_kinds_and_no_copy_of_the_defaults():
    entries = classroom_entries()
    kinds = {kind for _, kind in entries}
    assert classroom_kinds() == tuple(sorted(kinds))
    assert {"death", "drugs", "violence", "insult"} <= kinds
    words = [word.upper() for word, _ in entries]
    assert len(words) == len(set(words)) and not set(words) & set(default_exclusions())


def test_a_language_without_lists_leaves_nothing_out_at_any_level():
    assert LEVELS == ("none", "default", "classroom")
    for level in LEVELS:
        assert not Curation(level, language="de").exclusions()
    assert classroom_kinds("de") == ()
