"""The play panel: swaps left, stars, the win message with each word's meaning, why a tile
will not move, Reset, and after the game its review, a swap at a time."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from studio.core.alphabet import Language
from studio.core.meanings import Meaning, has_meanings, meanings
from studio.core.waffle.play import Game
from studio.core.waffle.review import Review, Unchecked
from studio.core.waffle.shape import Shape
from studio.core.waffle.swaps import SPARE_SWAPS
from studio.gui.shared.appearance import themed
from studio.gui.shared.panels import SMALL, heading, plain, set_status, star_row, wrapped
from studio.render.waffle_text import hint_count, review_text, swap_count, unchecked_text


class PlayPanel(QWidget):
    reset_clicked = Signal()
    hint_clicked = Signal()  # one more rung of the ladder, from the board as it is now
    review_clicked = Signal()  # after the game: review it
    review_moved = Signal(int)  # -1 Back, +1 Next through the review's swaps

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addWidget(heading(self.tr("Play")))
        layout.addWidget(
            wrapped(
                self.tr(
                    "Drag a tile onto another to swap them, or click one and then the other. Green "
                    "tiles are locked. Solve it within the swaps you have."
                )
            )
        )
        self.counter = QLabel()
        self.counter.setStyleSheet("font-size: 30px; font-weight: 700;")
        self.counter.setWordWrap(True)  # "Übrig: 15 Tauschzüge" at 30 px is wider than a narrow panel
        self.stars = QLabel()
        themed(self.stars, lambda p: f"font-size: 26px; color: {p.star.name()};")
        self.result = plain(wrapped())
        self.note = wrapped()
        self.meanings = wrapped()  # after a win: each word and what it means
        self.meanings.setTextFormat(Qt.TextFormat.RichText)
        self.meanings.setAccessibleName(self.tr("Meanings of the words"))
        self.hint_button = QPushButton(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("A hint from where you are: fewest swaps, a tile's word, a swap, a word"))
        self.hint_button.clicked.connect(self.hint_clicked)
        self.hint = wrapped()  # the newest hint, from the board as it was asked for
        self.reset_button = QPushButton(self.tr("Start again"))
        self.reset_button.clicked.connect(self.reset_clicked)
        self.review_button = QPushButton(self.tr("Review game"))
        self.review_button.setToolTip(
            self.tr("Each swap you made, on the board: on a best path or not, the star lost, luck or skill")
        )
        self.review_button.clicked.connect(self.review_clicked)
        self.review_status = plain(wrapped())  # busy, or why the game cannot be reviewed
        self.review_line = plain(wrapped())  # the swap shown and what it did
        self.stepper = QWidget()
        steps = QHBoxLayout(self.stepper)
        steps.setContentsMargins(0, 0, 0, 0)
        self.back_button = QPushButton(self.tr("Back"))
        self.next_button = QPushButton(self.tr("Next"))
        self.back_button.clicked.connect(lambda: self.review_moved.emit(-1))
        self.next_button.clicked.connect(lambda: self.review_moved.emit(1))
        steps.addWidget(self.back_button)
        steps.addWidget(self.next_button)
        self.stepper.hide()
        for widget in (
            self.counter,
            self.stars,
            self.result,
            self.meanings,
            self.note,
            self.hint_button,
            self.hint,
            self.reset_button,
            self.review_button,
            self.review_status,
            self.review_line,
            self.stepper,
        ):
            layout.addWidget(widget)
        layout.addStretch(1)

    def show_locked(self, letter: str) -> None:
        """Said when a green tile is pressed or aimed at, until the next move."""
        set_status(
            self.note,
            self.tr("That {letter} is green: it is in its place and locked. Move a yellow or gray tile.").format(
                letter=letter
            ),
            "warn",
            13,
        )

    def show_game(
        self, game: Game | None, why_not: str = "", hints: int | None = 0, lang: Language | None = None
    ) -> None:
        """`hints`: the hints used on this puzzle, told with the stars (None: the solution was
        shown); `lang`: the words' language, whose meanings a win lists."""
        self.note.setText("")
        self.meanings.setText(self.meanings_html(game, lang) if game is not None and game.won and lang else "")
        self.hint.setText("")  # a hint is about the board it was asked on
        self.reset_button.setEnabled(game is not None)
        self.hint_button.setEnabled(game is not None and not game.won and not game.lost)
        self.review_button.setVisible(game is not None and (game.won or game.lost))
        self.review_status.setText("")
        self.show_review(None, 0)
        if game is None:
            self.counter.setText("")
            self.stars.setText("")
            set_status(self.result, why_not, "busy")
            return
        self.counter.setText(self.tr("{count} left").format(count=swap_count(game.swaps_left)))
        if game.won:
            self.stars.setText(star_row(game.stars))
            # whole sentences for one and many: "in" takes the dative in German (in 12 Tauschzügen)
            if game.used == 1:
                solved = self.tr("Solved in {n} swap! {stars} of {most} stars (the fewest is {fewest})")
            else:
                solved = self.tr("Solved in {n} swaps! {stars} of {most} stars (the fewest is {fewest})")
            said = solved.format(n=game.used, stars=game.stars, most=SPARE_SWAPS, fewest=game.fewest)
            set_status(self.result, said + self._helped(hints), "good")
        elif game.lost:
            self.stars.setText(star_row(0))
            set_status(self.result, self.tr("Out of swaps. Start again, or look at the solver's steps."), "bad")
        else:
            self.stars.setText(star_row(min(SPARE_SWAPS, game.swaps_left)))
            set_status(
                self.result,
                self.tr("{count} so far; the fewest possible is {fewest}.").format(
                    count=swap_count(game.used), fewest=game.fewest
                ),
                "busy",
            )

    def _helped(self, hints: int | None) -> str:
        """How the win was helped, after the stars: showing the solution is no count of hints."""
        if hints is None:
            return self.tr(", with the solution shown.")
        return self.tr(", with {count}.").format(count=hint_count(hints)) if hints else "."

    def meanings_html(self, game: Game, lang: Language) -> str:
        """Each word of the solution with its short definition (or why there is none)."""
        if not has_meanings(lang):
            return escape(self.tr("No meanings for this language."))
        rows = [
            self.meaning_line(word, found) for word, found in meanings(game.shape.words(game.solution), lang).items()
        ]
        return "<p style='margin-top: 6px'>" + "<br>".join(rows) + "</p>"

    def meaning_line(self, word: str, found: Meaning | None) -> str:
        if found is None:
            return self.tr("<b>{word}</b>: no meaning found").format(word=escape(word))
        parts = {
            "noun": self.tr("noun"),
            "verb": self.tr("verb"),
            "adjective": self.tr("adjective"),
            "adverb": self.tr("adverb"),
        }
        lemma = "" if found.lemma == word.lower() else f"{escape(found.lemma)}, "
        return self.tr("<b>{word}</b> <i>({lemma}{pos})</i>: {gloss}").format(
            word=escape(word), lemma=lemma, pos=parts[found.pos], gloss=escape(found.gloss)
        )

    def show_review(self, review: Review | None, step: int) -> None:
        """The review at `step` (0: the start, k: the board after swap k), or none; the swaps
        left and the stars are the step's."""
        self.stepper.setVisible(review is not None)
        if review is None:
            self.review_line.setText("")
            return
        self.review_status.setText("")
        left, stars = review.standing(step)  # as they were then, not at the end of the game
        self.counter.setText(self.tr("{count} left").format(count=swap_count(left)))
        self.stars.setText(star_row(stars))
        self.back_button.setEnabled(step > 0)
        self.next_button.setEnabled(step < len(review.steps))
        self.review_line.setText(review_text(review, step))

    def show_unchecked(self, why: Unchecked, shape: Shape) -> None:
        """Why the game cannot be reviewed, instead of a score."""
        text = unchecked_text(why)
        set_status(self.review_status, self.tr("This game cannot be reviewed: {why}").format(why=text), "warn", SMALL)
