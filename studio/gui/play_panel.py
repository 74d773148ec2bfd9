"""The play panel: swaps left, stars, the win message, and Reset."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from studio.core.waffle.play import Game
from studio.gui.panels import heading, set_status, star_row, wrapped


class PlayPanel(QWidget):
    reset_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addWidget(heading("Play"))
        layout.addWidget(wrapped("Drag a tile onto another to swap them, or click one and then the other. "
                                 "Green tiles are locked. Solve it within the swaps you have."))
        self.counter = QLabel()
        self.counter.setStyleSheet("font-size: 30px; font-weight: 700;")
        self.stars = QLabel()
        self.stars.setStyleSheet("font-size: 26px; color: #e9ba3a;")
        self.result = wrapped()
        self.reset_button = QPushButton("Start again")
        self.reset_button.clicked.connect(self.reset_clicked)
        for widget in (self.counter, self.stars, self.result, self.reset_button):
            layout.addWidget(widget)
        layout.addStretch(1)

    def show_game(self, game: Game | None, why_not: str = "") -> None:
        self.reset_button.setEnabled(game is not None)
        if game is None:
            self.counter.setText("")
            self.stars.setText("")
            set_status(self.result, why_not, "busy")
            return
        self.counter.setText(f"{game.swaps_left} swaps left")
        if game.won:
            self.stars.setText(star_row(game.stars))
            set_status(self.result, f"Solved in {game.used} swaps! {game.stars} of 5 stars "
                                    f"(the fewest is {game.fewest}).", "good")
        elif game.lost:
            self.stars.setText(star_row(0))
            set_status(self.result, "Out of swaps. Start again, or look at the solver's steps.", "bad")
        else:
            self.stars.setText(star_row(min(5, game.swaps_left)))
            set_status(self.result, f"{game.used} swaps so far; the fewest possible is {game.fewest}.", "busy")
