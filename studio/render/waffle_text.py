"""A Waffle game's facts said in the user's language: a word's place, a swap, the counts of
swaps and hints, a reviewed swap and why a game cannot be reviewed (the window's Solve and
Play panels and the review of two pictures say them alike). The catalogue's contexts are the
panels' ("SolvePanel", "PlayPanel"), where these texts were first said."""

from __future__ import annotations

from studio.core.waffle.review import Review, Unchecked
from studio.core.waffle.shape import Slot
from studio.core.waffle.solve import SwapStep, swap_moves
from studio.language import plural, translate
from studio.language.facts import capital, phrase


def slot_text(slot: Slot) -> str:
    """A word's place, as studio.core.waffle.shape.Slot.label says it in English (the solver's
    hints and Design's slots say it alike)."""
    n, start = slot.index + 1, slot.start + 1
    if slot.across:
        if slot.start:
            return translate("SolvePanel", "row {n} across from column {start}").format(n=n, start=start)
        return translate("SolvePanel", "row {n} across").format(n=n)
    if slot.start:
        return translate("SolvePanel", "column {n} down from row {start}").format(n=n, start=start)
    return translate("SolvePanel", "column {n} down").format(n=n)


def swap_count(n: int) -> str:
    """'1 swap', '10 swaps'."""
    return plural(n, translate("SolvePanel", "{n} swap"), translate("SolvePanel", "{n} swaps"))


def hint_count(n: int) -> str:
    return plural(n, translate("SolvePanel", "{n} hint"), translate("SolvePanel", "{n} hints"))


def step_text(step: SwapStep) -> str:
    """'swap G at row 2 col 1 with O at row 1 col 3' (the core's fact, phrased)."""
    return phrase(step.fact)


def review_said(review: Review, step: int) -> tuple[SwapStep, list[str]]:
    """Swap `step` (1 for the first) as made, and what is said of it: on a best path or not,
    the star it cost and the swap that kept it, luck or skill, the stars still possible."""
    shape, made = review.shape, review.steps[step - 1]
    tiles = review.boards()[step - 1][0]
    (move,) = swap_moves(shape, tiles, (made.swap,))
    said = [
        translate("PlayPanel", "on a best path") if made.on_best_path else translate("PlayPanel", "off every best path")
    ]
    lost = review.star_lost
    if lost is not None and lost.step == step - 1:
        (better,) = swap_moves(shape, tiles, (lost.better,))
        said.append(translate("PlayPanel", "cost a star: {swap} would have kept it").format(swap=step_text(better)))
    if made.judgement is not None:
        said.append(judged_text(made.judgement, made.answers))
    said.append(
        plural(
            made.stars_after,
            translate("PlayPanel", "{n} star still possible"),
            translate("PlayPanel", "{n} stars still possible"),
        )
    )
    return move, said


def review_text(review: Review, step: int) -> str:
    """What swap `step` did: 'Swap 4 of 12: swap E at row 5 col 4 with … .' and on a second
    line 'On a best path; 5 stars still possible.' (step 0: the start)."""
    if step == 0:
        return translate(
            "PlayPanel", "The start: {fewest} at the fewest, {allowed} allowed. Next shows each swap you made."
        ).format(fewest=swap_count(review.fewest), allowed=review.allowed)
    move, said = review_said(review, step)
    return (
        translate("PlayPanel", "Swap {n} of {total}: {swap}.").format(
            n=step, total=len(review.steps), swap=step_text(move)
        )
        + "\n"
        + capital(translate("PlayPanel", "; ").join(said) + ".")
    )


def judged_text(judgement: str, answers: int) -> str:
    """Luck or skill, where the colours seen allowed `answers` answers."""
    texts = {
        "deduced": translate("PlayPanel", "deduced: best for all {n} answers the colours allowed"),
        "lucky": translate("PlayPanel", "lucky: best for the answer, not for all {n} the colours allowed"),
        "wrong_guess": translate("PlayPanel", "a guess: best for another of the {n} answers the colours allowed"),
        "missed": translate("PlayPanel", "best for none of the {n} answers the colours allowed"),
    }
    return texts[judgement].format(n=answers)


def place_text(place: tuple[int, int] | None) -> str:
    """'row 2, column 3' (1-based, as the board is read), or '' for no place (the review of
    two pictures says it too)."""
    if place is None:
        return ""
    return translate("PlayPanel", "row {row}, column {col}").format(row=place[0] + 1, col=place[1] + 1)


def unchecked_text(why: Unchecked) -> str:
    """Why a game cannot be reviewed: 'Swap 3: the tile at row 1, column 1 is green, …'."""
    where = place_text(why.place)
    texts = {
        "no_such_tile": translate("PlayPanel", "{where} has no tile."),
        "same_tile": translate("PlayPanel", "the tile at {where} is swapped with itself."),
        "green_tile": translate("PlayPanel", "the tile at {where} is green, and the game locks green tiles."),
        "game_over": translate("PlayPanel", "the game was over by then."),
        "unknown_word": translate("PlayPanel", "{word} is not in the word list."),
        "no_answer": translate("PlayPanel", "no answer in the word list fits the start."),
        "answer_unknown": translate("PlayPanel", "several answers fit and the swaps do not end on one of them."),
        "colours_disagree": translate("PlayPanel", "the start's colours cannot come from the solution."),
    }
    text = texts[why.reason].format(where=where, word=why.word or "")
    if why.step is not None:
        text = translate("PlayPanel", "Swap {n}: {why}").format(n=why.step + 1, why=text)
    return text
