"""The colouring policies against the real game, and the consistency check against
brute force over every choice of yellows."""

import itertools
import json
import random

import pytest

from studio.core.waffle.colors import POLICIES, color_tiles, inconsistency, slot_quotas
from studio.core.waffle.shape import shape_from_mask, solid_shape, waffle_shape

SHAPES = {"daily": waffle_shape(5, 5), "deluxe": waffle_shape(7, 7)}


def test_game_policy_reproduces_every_derived_archive_colouring(shared_data, waffle_archive):
    solutions = {(k, r["number"]): r for k, recs in waffle_archive.items() for r in recs}
    checked = 0
    with open(shared_data / "waffle" / "derived_colors.jsonl", encoding="utf-8") as f:
        for line in f:
            rec = json.loads(line)
            real = solutions[(rec["kind"], rec["number"])]
            colors = color_tiles(SHAPES[rec["kind"]], real["puzzle"], real["solution"], "game")
            assert colors.replace("-", "b") == rec["colors"], (rec["kind"], rec["number"])
            checked += 1
    assert checked == 1147


def test_game_policy_matches_colours_transcribed_from_game_screenshots(shared_data, waffle_archive):
    solutions = {(k, r["number"]): r for k, recs in waffle_archive.items() for r in recs}
    with open(shared_data / "waffle" / "algebravic_transcribed_colors.json", encoding="utf-8") as f:
        transcribed = json.load(f)
    checked = 0
    for kind in ("daily", "deluxe"):
        for rec in transcribed[kind]:
            real = solutions.get((kind, rec["number"]))
            if real is None or real["puzzle"] != rec["puzzle"]:
                continue  # newer than the archive, or a puzzle the game later re-issued
            colors = color_tiles(SHAPES[kind], real["puzzle"], real["solution"], "game")
            assert colors.replace("-", "b") == rec["colors"].lower(), (kind, rec["number"])
            checked += 1
    assert checked >= 130


def brute_force_colorings(shape, tiles, solution):
    """Every colouring any per-slot choice of min(need, |T|) yellows can give."""
    choices = []
    for letter in sorted(set(tiles)):
        for holders, k in slot_quotas(shape, tiles, solution, letter):
            choices.append(list(itertools.combinations(holders, k)))
    out = set()
    for pick in itertools.product(*choices):
        yellow = {c for chosen in pick for c in chosen}
        out.add("".join("g" if tiles[c] == solution[c] else "y" if c in yellow else "-" for c in shape.cells))
    return out


def random_cases(seed, shape, alphabet, count):
    """(tiles, solution, every colouring the rules allow) for random scrambles."""
    rng = random.Random(seed)
    for _ in range(count):
        solution = "".join(rng.choice(alphabet) for _ in shape.cells)
        tiles = "".join(rng.sample(solution, len(solution)))
        yield rng, tiles, solution, brute_force_colorings(shape, tiles, solution)


SMALL_SHAPES = [
    waffle_shape(3, 3),
    waffle_shape(3, 5),
    solid_shape(3, 3),
    shape_from_mask(tuple(tuple(ch == "#" for ch in r) for r in ("###.", "#.##", "####"))),
]


@pytest.mark.slow
@pytest.mark.parametrize("shape", SMALL_SHAPES, ids=lambda s: f"{s.kind}{s.size_name}")
def test_consistency_check_agrees_with_brute_force(shape):
    for rng, tiles, solution, reachable in random_cases(7, shape, "ABC", 60):
        guesses = {"".join(rng.choice("y-") for _ in shape.cells) for _ in range(300)}
        for colors in reachable | guesses:
            colors = "".join("g" if t == s else k for t, s, k in zip(tiles, solution, colors))
            assert (inconsistency(shape, tiles, colors, solution) is None) == (colors in reachable)


@pytest.mark.parametrize("shape", SMALL_SHAPES, ids=lambda s: f"{s.kind}{s.size_name}")
def test_policies_are_consistent_and_fewest_most_are_extremes(shape):
    for _, tiles, solution, reachable in random_cases(11, shape, "ABCD", 150):
        yellows = {p: color_tiles(shape, tiles, solution, p).count("y") for p in POLICIES}
        for policy in POLICIES:
            assert color_tiles(shape, tiles, solution, policy) in reachable
        assert yellows["fewest-yellows"] == min(c.count("y") for c in reachable)
        assert yellows["most-yellows"] == max(c.count("y") for c in reachable)


def test_three_n_example_by_hand():
    """docs/RULES.md W7's 3x3 example: N tiles top-left, top-right and bottom-left; the solution's
    Ns (•) at top-middle, middle-left and bottom-right. Each word holds one N.
    Hard mode marks only the two Ns off the top-left corner; easy mode marks all three."""
    shape = waffle_shape(3, 3)  # cells: 0 1 2 / 3 . 4 / 5 6 7
    solution = "ANBNCDEN"
    tiles = "NANBDNCE"
    n_cells = [0, 2, 5]

    def n_colors(policy):
        colors = color_tiles(shape, tiles, solution, policy)
        return "".join(colors[c] for c in n_cells)

    assert n_colors("fewest-yellows") == "-yy"
    assert n_colors("most-yellows") == "yyy"
    assert n_colors("game") == "yyy"  # the first N in reading order is marked
