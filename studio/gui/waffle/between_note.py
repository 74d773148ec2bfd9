"""The review of two screenshots of one game, before and after, as the Solve panel says it:
the swaps between them, whether they kept to a fewest path, the stars lost, the best next
swap; or why the two pictures are not one game's before and after."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from studio.core.waffle.between import Between, Unpaired
from studio.core.waffle.solve import swap_moves
from studio.gui.shared.panels import SMALL, plain, set_status
from studio.language import plural
from studio.render.waffle_text import place_text, step_text, swap_count


class BetweenNote(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        plain(self).setWordWrap(True)
        self.setAccessibleName(self.tr("Review of two pictures"))
        self.hide()

    def show_busy(self) -> None:
        self.show()
        set_status(self, self.tr("Reviewing the swaps between the two pictures…"), "busy", SMALL)

    def show_result(self, result: Between | Unpaired | None) -> None:
        """The review, or (None) nothing: the board is no longer the second picture."""
        self.setVisible(result is not None)
        if result is None:
            self.setText("")
        elif isinstance(result, Unpaired):
            set_status(self, self.unpaired_text(result), "warn", SMALL)
        else:
            kept = result.verdict in ("fewest", "maybe_fewest")
            set_status(self, self.between_text(result), "good" if kept else "warn", SMALL)

    def between_text(self, result: Between) -> str:
        lines = [
            self.tr("Between the two pictures: {fewest} at the fewest.").format(
                fewest=swap_count(result.fewest_between)
            )
        ]
        if result.used is not None:
            lines.append(self.tr("The game's counters say {used} were used.").format(used=swap_count(result.used)))
        spent, least = result.wasted or 0, result.wasted_at_least
        verdicts = {
            "fewest": self.tr("You kept to a fewest path: every swap took one off the distance to the answer."),
            "wasted": plural(
                spent,
                self.tr("Off a fewest path: {n} spare swap spent."),
                self.tr("Off a fewest path: {n} spare swaps spent."),
            ),
            "maybe_fewest": self.tr(
                "A picture shows no swap counter, so the swaps used are unknown. The second position lies on a "
                "fewest path from the first: you kept to it if you used {fewest}."
            ).format(fewest=swap_count(result.fewest_between)),
            "off": plural(
                least,
                self.tr(
                    "A picture shows no swap counter, so the swaps used are unknown; even the fewest way "
                    "between them spends {n} spare swap."
                ),
                self.tr(
                    "A picture shows no swap counter, so the swaps used are unknown; even the fewest way "
                    "between them spends {n} spare swaps."
                ),
            ),
        }
        lines.append(verdicts[result.verdict])
        lines.append(
            self.tr("Fewest swaps to the answer: {before} before, {after} after.").format(
                before=result.before, after=result.after
            )
        )
        if (lost := result.stars_lost) is not None:
            lines.append(
                self.tr("Stars still possible: {before} before, {after} after; {lost} lost between them.").format(
                    before=result.stars_before, after=result.stars_after, lost=lost
                )
            )
        if result.next_swap is None:
            lines.append(self.tr("Solved: no swap left to make."))
        else:
            (move,) = swap_moves(result.shape, result.second, (result.next_swap,))
            lines.append(self.tr("Best next swap: {swap}.").format(swap=step_text(move)))
        return "\n".join(lines)

    def unpaired_text(self, why: Unpaired) -> str:
        where = place_text(why.place)
        texts = {
            "other_shape": self.tr("the two pictures show grids of different shapes."),
            "other_letters": self.tr("the two pictures do not hold the same letters: they are not one puzzle."),
            "green_moved": self.tr("the green tile at {where} is not green in the second, and the game locks greens."),
            "reversed": self.tr(
                "the green tile at {where} is not green in the second, yet the other way round fits: paste the "
                "earlier picture first."
            ),
            "no_answer": self.tr("no answer in the word list fits the first picture."),
            "not_same_puzzle": self.tr("the second picture's colours come from another answer: not the same puzzle."),
            "answer_unknown": self.tr("several answers fit both pictures; the review needs one."),
            "counters_disagree": self.tr("the counters say {used} were used, but the positions are {fewest} apart."),
        }
        text = texts[why.why].format(
            where=where,
            used=swap_count(why.used or 0),
            fewest=swap_count(why.fewest or 0),
        )
        return self.tr("These two pictures cannot be reviewed together: {why}").format(why=text)
