"""The solver panel: the live result, the optimal swaps, and stepping through them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QListWidgetItem, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from studio.core.waffle.solve import Solved, SolveReport, swap_steps
from studio.core.waffle.swaps import SPARE_SWAPS
from studio.gui.shared.panels import Tone, heading, set_status, star_row, wrapped

if TYPE_CHECKING:
    from studio.core.waffle.deduce import SolveStatus


class SolvePanel(QWidget):
    solution_chosen = Signal(int)  # index into report.solved
    step_chosen = Signal(int)  # 0 = the puzzle, k = after k swaps, -1 = back to editing
    play_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report: SolveReport | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(heading("Solver"))
        self.status = wrapped()
        self.message = wrapped()
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.solutions = QListWidget()
        self.solutions.setMaximumHeight(110)
        self.solutions.currentRowChanged.connect(self._solution_row)
        self.summary = wrapped()
        self.summary.setStyleSheet("font-size: 14px;")
        self.steps = QListWidget()
        self.steps.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.steps.setStyleSheet("QListWidget { font-size: 14px; } QListWidget::item { padding: 4px 2px; }")
        self.steps.currentRowChanged.connect(self._step_row)
        buttons = QHBoxLayout()
        self.previous_button = QPushButton("◀ Back")
        self.play_button = QPushButton("▶ Play")
        self.next_button = QPushButton("Next ▶")
        self.edit_button = QPushButton("Edit")
        self.edit_button.setToolTip("Leave the steps and edit the puzzle again (Esc)")
        for button in (self.previous_button, self.play_button, self.next_button, self.edit_button):
            buttons.addWidget(button)
        self.previous_button.clicked.connect(lambda: self.move_step(-1))
        self.next_button.clicked.connect(lambda: self.move_step(1))
        self.play_button.clicked.connect(self.play_clicked)
        self.edit_button.clicked.connect(lambda: self.steps.setCurrentRow(-1))
        for widget in (self.status, self.message, self.solutions, self.summary, self.steps):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        self.show_waiting("Type or paste a puzzle: letters, then colours.")

    # ------------------------------------------------------------ states

    def show_waiting(self, why: str) -> None:
        self._clear()
        set_status(self.status, "Waiting for a puzzle", "busy")
        self.message.setText(why)

    def show_solving(self) -> None:
        set_status(self.status, "Solving…", "busy")

    def show_error(self, message: str) -> None:
        self._clear()
        set_status(self.status, "No solution", "bad")
        self.message.setText(message)

    def show_report(self, report: SolveReport) -> None:
        self._clear()
        self.report = report
        tones: dict[SolveStatus, Tone] = {"unique": "good", "ambiguous": "warn", "none": "bad"}
        tone = tones[report.status]
        headline = {
            "unique": "Unique solution",
            "none": "No solution",
            "ambiguous": f"Ambiguous: {len(report.solved)} solutions",
        }[report.status]
        set_status(self.status, headline, tone)
        words = report.deduction.words
        where = f"Word list: {words.name}" + (f", {words.tier} tier" if words.tier else "")
        detail = report.message if report.status != "unique" else ""
        if report.deduction.blame:
            detail += f"\nLook at {report.deduction.blame}."
        self.message.setText("\n".join(part for part in (detail.strip(), where) if part))
        if len(report.solved) > 1:
            self.solutions.show()
            for rank, solved in enumerate(report.solved, 1):
                self.solutions.addItem(f"{rank}. {' '.join(solved.candidate.words)}")
        if report.solved:
            self.solutions.setCurrentRow(0)
            self._show_solution(report.solved[0])

    def _clear(self) -> None:
        self.report = None
        self.solutions.blockSignals(True)
        self.solutions.clear()
        self.solutions.blockSignals(False)
        self.solutions.hide()
        self.steps.blockSignals(True)
        self.steps.clear()
        self.steps.blockSignals(False)
        self.summary.setText("")
        self._enable_steps(False)

    def _show_solution(self, solved: Solved) -> None:
        assert self.report is not None  # `solved` is one of its solutions
        plan = solved.plan
        self.summary.setText(
            f"<b>{' · '.join(solved.candidate.words)}</b><br>"
            f"<b>Fewest swaps: {plan.fewest}</b> · the game allows {plan.allowed}"
            f"<br>Solve it in {plan.fewest} for {star_row(SPARE_SWAPS)}"
        )
        self.steps.blockSignals(True)
        self.steps.clear()
        self.steps.addItem("Start: the puzzle as given")
        shape, tiles = self.report.puzzle.shape, self.report.puzzle.tiles
        for n, text in enumerate(swap_steps(shape, tiles, plan.swaps), 1):
            self.steps.addItem(QListWidgetItem(f"{n:2}. {text[0].upper()}{text[1:]}"))
        self.steps.blockSignals(False)
        self._enable_steps(True)

    def _enable_steps(self, on: bool) -> None:
        for button in (self.previous_button, self.play_button, self.next_button, self.edit_button):
            button.setEnabled(on)

    # ------------------------------------------------------------ stepping

    @property
    def last_step(self) -> int:
        return self.steps.count() - 1

    def move_step(self, delta: int) -> None:
        current = self.steps.currentRow()
        self.steps.setCurrentRow(0 if current < 0 else max(0, min(self.last_step, current + delta)))

    def set_playing(self, playing: bool) -> None:
        self.play_button.setText("❚❚ Pause" if playing else "▶ Play")

    def _solution_row(self, row: int) -> None:
        if self.report and 0 <= row < len(self.report.solved):
            self._show_solution(self.report.solved[row])
            self.solution_chosen.emit(row)

    def _step_row(self, row: int) -> None:
        self.step_chosen.emit(row)
