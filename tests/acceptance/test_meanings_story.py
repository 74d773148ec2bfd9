"""A word lover asks the studio what words mean, offline: `define`, and every answer word
of `solve --json`. Oracles: glosses read off WordNet 3.0 by hand, the documented exit codes
(1 a word without meaning, 2 a word that is not letters), Python's json module."""

from __future__ import annotations

import json
from pathlib import Path

from studio.cli import main
from studio.cli.exits import Exit

DAILY = Path(__file__).resolve().parents[2] / "studio" / "resources" / "examples" / "daily-1.json"


def test_define_prints_each_meaning_falling_back_to_the_lemma(capfd) -> None:
    assert main(["define", "folio", "TREED", "Stabbing"]) == Exit.DONE
    out, err = capfd.readouterr()
    assert err == ""
    lines = out.splitlines()
    assert lines[0] == "FOLIO (noun): the system of numbering pages"
    assert lines[1].startswith("TREED (tree, verb): force a person")
    assert lines[2] == "STABBING (stab, verb): use a knife on"


def test_define_unhappy_paths_keep_every_word(capfd) -> None:
    assert main(["define", "their", "tree"]) == Exit.NOTHING_FOUND  # no pronouns in WordNet
    out, err = capfd.readouterr()
    assert err == "" and out.splitlines()[0].startswith("THEIR:") and out.splitlines()[1].startswith("TREE (noun): ")
    assert main(["define", "tr3e", "their", "tree"]) == Exit.BAD_INPUT  # the worst case wins
    out, err = capfd.readouterr()
    assert err.count("\n") == 1 and "'tr3e'" in err and len(out.splitlines()) == 2
    assert main(["define", "--lang", "de", "haus"]) == Exit.NOTHING_FOUND
    assert "no meanings for this language" in capfd.readouterr().err


def test_define_and_solve_json_carry_the_meanings(capfd) -> None:
    assert main(["define", "--json", "geese", "their"]) == Exit.NOTHING_FOUND
    rows = [json.loads(line) for line in capfd.readouterr().out.splitlines()]
    assert rows[0]["lemma"] == "goose" and rows[0]["pos"] == "noun"
    assert rows[1] == {"word": "THEIR", "lemma": None, "pos": None, "gloss": None}
    assert main(["solve", "--json", "--lang", "en", str(DAILY)]) == Exit.DONE
    solution = json.loads(capfd.readouterr().out)["solutions"][0]
    found = {m["word"]: m for m in solution["meanings"]}
    assert list(found) == solution["words"]
    assert found["FOLIO"]["gloss"] == "the system of numbering pages"
    assert found["ENEMA"]["gloss"] == "an injection of a liquid through the anus to stimulate evacuation"
