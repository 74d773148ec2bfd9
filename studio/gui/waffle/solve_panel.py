"""The solver panel: the live result, covered until the player asks; hints, the optimal
swaps, and stepping through them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from studio.core.facts import Fact
from studio.core.waffle.ambiguity import familiarities, outcome_fact
from studio.core.waffle.blame import LikelierColors, fixes_fact
from studio.core.waffle.hints import MOST_RUNGS, Hint, hint_ladder
from studio.core.waffle.puzzle import GRAY, GREEN, YELLOW
from studio.core.waffle.solve import Solved, SolveReport, next_swap_made, split_seen, swap_moves
from studio.core.waffle.swaps import game_count_note
from studio.gui.shared.panels import Tone, heading, plain, sentence, set_status, star_row, wrapped
from studio.gui.shared.word_library import where_from
from studio.language import plural
from studio.language.facts import capital, phrase
from studio.render.waffle_text import step_text, swap_count

if TYPE_CHECKING:
    from studio.core.waffle.ambiguity import Outcome
    from studio.core.waffle.deduce import SolveStatus
    from studio.core.waffle.shape import Shape

ALWAYS_SHOW = "waffle/always_show_solution"  # the preference: no cover over the solution
HINT_KEYS = "Ctrl+I"


class SolvePanel(QWidget):
    solution_chosen = Signal(int)  # index into report.solved
    step_chosen = Signal(int)  # 0 = the puzzle, k = after k swaps, -1 = back to editing
    play_clicked = Signal()
    hint_shown = Signal(object)  # the cells (tuple[int, ...]) the newest hint is about
    design_clicked = Signal()  # open the chosen solution in Design
    moved = Signal(object)  # the SolveReport from where a swap made in the game leaves the player
    undo_clicked = Signal()  # a wrong press: back to the position before that swap
    pair_marked = Signal(object)  # the two cells (tuple[int, ...]) of the swap to make next, or ()

    def __init__(self, settings: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or QSettings()
        self.report: SolveReport | None = None
        self.revealed = False
        self._carry = False  # the next report is a move from this one: the cover stays as it is
        self.hints: tuple[Hint, ...] = ()  # the rungs shown so far for this puzzle
        self.hints_used = 0  # rungs asked for; showing the whole solution counts as all of them
        layout = QVBoxLayout(self)
        layout.addWidget(heading(self.tr("Solver")))
        self.status = plain(wrapped())
        self.message = plain(wrapped())
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.cover = wrapped()
        self.cover.setStyleSheet("font-size: 14px;")
        self.cover.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hint_lines = wrapped()  # below the Hint button: above it, each hint pushed the button away
        self.hint_lines.setStyleSheet("font-size: 14px;")
        self.hint_lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hint_button = QPushButton(self.tr("Hint"))
        self.hint_button.setToolTip(
            self.tr("One more hint: tiles in place, a tile in its word, a swap, a word, the solution")
        )
        self.hint_button.clicked.connect(self.next_hint)
        self.show_button = QPushButton(self.tr("Show solution"))
        self.show_button.clicked.connect(self.reveal)
        self.always_box = QCheckBox(self.tr("Always show the solution"))
        self.always_box.setChecked(self.always_show)
        self.always_box.toggled.connect(self._always_toggled)
        cover_buttons = QHBoxLayout()
        cover_buttons.addWidget(self.hint_button)
        cover_buttons.addWidget(self.show_button)
        cover_buttons.addStretch(1)
        self.split = wrapped()  # the splitting move, with a button per outcome below it
        self.outcomes = QWidget()
        self.outcome_row = QVBoxLayout(self.outcomes)
        self.outcome_row.setContentsMargins(0, 0, 0, 0)
        self.outcome_buttons: list[QPushButton] = []
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
        self.previous_button = QPushButton(self.tr("◀ Back"))
        self.play_button = QPushButton(self.tr("▶ Play"))
        self.next_button = QPushButton(self.tr("Next ▶"))
        self.edit_button = QPushButton(self.tr("Edit"))
        self.edit_button.setToolTip(self.tr("Leave the steps and edit the puzzle again (Esc)"))
        self.design_button = QPushButton(self.tr("Design it"))
        self.design_button.setToolTip(self.tr("Open this solution in Design, its words filled in"))
        self.done_button = QPushButton(self.tr("Done, next swap"))
        self.done_button.setToolTip(
            self.tr("I made the first swap in the game: go on from the new position (Undo takes it back)")
        )
        self.done_button.clicked.connect(self.next_swap_done)
        self.undo_button = QPushButton(self.tr("Undo the last swap"))
        self.undo_button.setToolTip(self.tr("A wrong press: back to the position before the last swap made here"))
        self.undo_button.clicked.connect(self.undo_clicked)
        self.undo_button.hide()
        for button in (self.previous_button, self.play_button, self.next_button):
            buttons.addWidget(button)
        leave = QHBoxLayout()  # a row of its own: five buttons in one row are cut in German at 1024 px
        for button in (self.done_button, self.edit_button, self.design_button):
            leave.addWidget(button)
        # keys of their own (Help > Keyboard Shortcuts lists them): a button's works only while it is shown
        for button, keys in (
            (self.hint_button, HINT_KEYS),
            (self.show_button, "Ctrl+R"),
            (self.previous_button, "Alt+Left"),
            (self.next_button, "Alt+Right"),
        ):
            button.setShortcut(QKeySequence(keys))
            button.setToolTip(
                (button.toolTip() + " " if button.toolTip() else "")
                + f"({QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)})"
            )
        self.previous_button.clicked.connect(lambda: self.move_step(-1))
        self.next_button.clicked.connect(lambda: self.move_step(1))
        self.play_button.clicked.connect(self.play_clicked)
        self.edit_button.clicked.connect(lambda: self.steps.setCurrentRow(-1))
        self.design_button.clicked.connect(self.design_clicked)
        for widget in (self.status, self.message, self.summary, self.cover):
            layout.addWidget(widget)
        layout.addLayout(cover_buttons)
        layout.addWidget(self.hint_lines)
        layout.addWidget(self.always_box)  # its own line: beside the buttons it was cut at 1024 px
        layout.addWidget(self.split)
        layout.addWidget(self.outcomes)
        layout.addWidget(self.undo_button)
        layout.addWidget(self.solutions)
        layout.addWidget(self.steps)
        self.filler = QWidget()  # takes the steps' room while they are covered
        self.filler.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        layout.addWidget(self.filler)
        layout.addLayout(buttons)
        layout.addLayout(leave)
        self.show_waiting(self.tr("Type or paste a puzzle: letters, then colours."))

    def add_note(self, note: QWidget) -> None:
        """A note about the puzzle shown, under the solver's summary (the page's review of two pictures)."""
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(layout.indexOf(self.summary) + 1, note)

    # ------------------------------------------------------------ states

    def show_waiting(self, why: str) -> None:
        self._clear()
        set_status(self.status, self.tr("Waiting for a puzzle"), "busy")
        self._say(why)

    def show_solving(self) -> None:
        set_status(self.status, self.tr("Solving…"), "busy")

    def show_error(self, message: str) -> None:
        self._clear()
        set_status(self.status, self.tr("No solution"), "bad")
        self._say(message)

    def show_report(self, report: SolveReport) -> None:
        """A new puzzle starts covered (unless the player always wants the solution); the
        same puzzle solved again (another word list) keeps its hints and its cover."""
        same = self.report is not None and _same_puzzle(self.report, report)
        if not (same or self._carry):
            self.revealed, self.hints, self.hints_used = self.always_show, (), 0
        self._clear()
        self.report = report
        self._carry = False
        tones: dict[SolveStatus, Tone] = {"unique": "good", "ambiguous": "warn", "none": "bad"}
        tone = tones[report.status]
        headline = {
            "unique": self.tr("Unique solution"),
            "none": self.tr("No solution"),
            "ambiguous": self.tr("Ambiguous: {n} solutions").format(n=len(report.solved)),
        }[report.status]
        if report.likelier:  # the colours first: the answer is the doubtful alternative
            headline, tone = self.tr("Check the colours"), "warn"
        set_status(self.status, headline, tone)
        words = report.deduction.words
        detail = phrase(report.fact) if report.status != "unique" or report.deduction.fallback_from else ""
        if report.likelier:
            detail = f"{self.likelier_text(report.likelier, report.puzzle.shape)}\n{sentence(detail)}"
        if report.fixes:  # says where the colours go wrong, which the solver's own message cannot
            detail = f"{sentence(phrase(fixes_fact(report.puzzle.shape, report.fixes)))}."
        elif isinstance(slot := report.fact.get("slot"), Fact):
            detail += "\n" + self.tr("Look at {slot}.").format(slot=phrase(slot))
        note = (
            phrase(ranked)
            if (ranked := game_count_note(report.puzzle.shape, [s.plan.fewest for s in report.solved]))
            else ""
        )
        made = plural(report.swaps_used, self.tr("{n} swap made here."), self.tr("{n} swaps made here."))
        # the list in use is the status bar's, under the panel: named here only when another found the answer
        where = where_from(words) if report.deduction.fallback_from else ""
        lines = (sentence(detail.strip()), note, where, made if report.swaps_used else "")
        self._say("\n".join(part for part in lines if part))
        self.undo_button.setVisible(report.swaps_used > 0)
        if report.solved and not self.revealed:
            self.hints = self.ladder()[: len(self.hints)]
        self._show_cover()
        if report.fixes or report.likelier:
            fixes = report.likelier.fixes if report.likelier else report.fixes
            self.hint_shown.emit(tuple(fix.cell for fix in fixes))
        self._show_split(report)
        if len(report.solved) > 1 and self.revealed:
            self.solutions.show()
            own = familiarities(words, [s.candidate.words for s in report.solved])
            for rank, (solved, known) in enumerate(zip(report.solved, own), 1):
                self.solutions.addItem(  # what tells them apart first: the words follow
                    f"{rank}. {swap_count(solved.plan.fewest)} · {phrase(known.fact)} · "
                    + " ".join(solved.candidate.words)
                )
        if report.solved:
            self.solutions.setCurrentRow(0)
            self._show_solution(report.solved[0])

    def _say(self, message: str) -> None:
        """The message under the headline; none takes no room (a unique solution has none)."""
        self.message.setText(message)
        self.message.setVisible(bool(message))

    def _show_split(self, report: SolveReport) -> None:
        """The swap that tells the candidates apart in the game, and a button per colouring
        it can show: the player presses the one they see and the candidates narrow."""
        move = report.split
        if len(report.solved) < 2:
            return
        self.split.show()
        if move is None:
            self.split.setText(self.tr("No single swap of non-green tiles tells these solutions apart."))
            return
        shape = report.puzzle.shape
        (step,) = swap_moves(shape, report.puzzle.tiles, (move.swap,))
        anyway = self.tr(" (solution 1 makes it anyway)") if move.optimal else ""
        self.split.setText(
            self.tr("<b>Tell them apart in the game:</b> {step}{anyway}. Then press what you see:").format(
                step=step_text(step), anyway=anyway
            )
        )
        for outcome in move.outcomes:
            names = ", ".join(
                " ".join(report.solved[k].candidate.words) if self.revealed else self.tr("solution {n}").format(n=k + 1)
                for k in outcome.solutions
            )
            button = QPushButton(
                self.tr("{colours}: {solutions}").format(
                    colours=sentence(phrase(outcome_fact(shape, move, outcome))), solutions=names
                )
            )
            button.clicked.connect(lambda _=False, o=outcome: self.narrow(o))
            self.outcome_row.addWidget(button)
            self.outcome_buttons.append(button)
        self.outcomes.show()  # after the buttons: shown with it, not on the next event loop pass

    def narrow(self, outcome: Outcome) -> None:
        """The player made the splitting move and saw `outcome`'s colours: the game moves."""
        if self.report is not None:
            self._move(split_seen(self.report, outcome))

    def next_swap_done(self) -> None:
        """The player made the chosen solution's next swap in the game: the game moves."""
        if self.report is not None and self.report.solved:
            chosen = max(0, self.solutions.currentRow())
            if self.report.solved[chosen].plan.swaps:
                self._move(next_swap_made(self.report, chosen))

    def _move(self, report: SolveReport) -> None:
        """The new position keeps the cover as it was (hints and all)."""
        self._carry = True
        self.moved.emit(report)

    def _clear(self) -> None:
        self.report = None
        self.split.hide()
        self.outcomes.hide()
        for button in self.outcome_buttons:
            button.deleteLater()
        self.outcome_buttons = []
        self.solutions.blockSignals(True)
        self.solutions.clear()
        self.solutions.blockSignals(False)
        self.solutions.hide()
        self.steps.blockSignals(True)
        self.steps.clear()
        self.steps.blockSignals(False)
        self.undo_button.hide()
        self.summary.setText("")
        self._show_cover()
        self._enable_steps(False)

    def _show_solution(self, solved: Solved) -> None:
        assert self.report is not None  # `solved` is one of its solutions
        plan = solved.plan
        self.done_button.setVisible(self.revealed and bool(plan.swaps))
        self.pair_marked.emit(self._next_pair(solved))
        used = self.tr("the solution shown") if self.revealed else self.hints_used_text(self.hints_used)
        words = f"<b>{' · '.join(solved.candidate.words)}</b><br>" if self.revealed else ""
        self.summary.setText(
            self.tr(
                "{words}<b>Fewest swaps: {fewest}</b> · {left} left in the game<br>Solve it in "
                "{fewest} for {star_row} · {used}"
            ).format(
                words=words,
                fewest=plan.fewest,
                left=solved.swaps_left,
                star_row=star_row(solved.stars) if solved.stars else self.tr("no star: too few swaps left"),
                used=used,
            )
        )
        self.steps.blockSignals(True)
        self.steps.clear()
        if self.revealed:
            self.steps.addItem(self.tr("Start: the puzzle as given"))
            shape, tiles = self.report.puzzle.shape, self.report.puzzle.tiles
            for n, step in enumerate(swap_moves(shape, tiles, plan.swaps), 1):
                text = step_text(step)
                self.steps.addItem(QListWidgetItem(f"{step_number(n, len(plan.swaps))} {capital(text)}"))
        self.steps.blockSignals(False)
        self._enable_steps(self.revealed)

    def _enable_steps(self, on: bool) -> None:
        for button in (self.previous_button, self.play_button, self.next_button, self.edit_button, self.design_button):
            button.setEnabled(on)
            button.setVisible(on)
        if not on:
            self.done_button.hide()
        self.steps.setVisible(on)
        self.filler.setVisible(not on)
        if on:
            self._enable_moves()

    def _enable_moves(self) -> None:
        """Back and Next stop at the list's ends, as the review's do (none chosen: both go in)."""
        row = self.steps.currentRow()
        self.previous_button.setEnabled(row != 0)
        self.next_button.setEnabled(row < self.last_step)

    # ------------------------------------------------------------ the cover and its hints

    @property
    def always_show(self) -> bool:
        return bool(self.settings.value(ALWAYS_SHOW, False, type=bool))

    def _always_toggled(self, on: bool) -> None:
        self.settings.setValue(ALWAYS_SHOW, on)
        if on:
            self.reveal()

    def ladder(self) -> tuple[Hint, ...]:
        """Every rung for the solution chosen (the likeliest while covered)."""
        assert self.report is not None and self.report.solved  # asked only with a solution
        solved = self.report.solved[max(0, self.solutions.currentRow())]
        return hint_ladder(self.report.puzzle, solved.candidate.letters, solved.plan)

    def next_hint(self) -> None:
        """One rung up the ladder; the last rung is the solution itself."""
        if self.report is None or not self.report.solved or self.revealed:
            return
        self.hints_used = len(self.hints) + 1
        if self.hints_used >= len(self.ladder()):
            self.reveal()
            return
        self.hints = self.ladder()[: self.hints_used]
        self._show_cover()
        self._show_solution(self.report.solved[0])
        self.hint_shown.emit(self.hints[-1].cells)

    def reveal(self) -> None:
        """Take the cover off: every solution, its swaps and its steps."""
        if self.revealed:
            return
        self.revealed = True
        self.hints_used = len(self.ladder()) if self.report is not None and self.report.solved else MOST_RUNGS
        self.hint_shown.emit(())
        if self.report is not None:
            self.show_report(self.report)

    def _show_cover(self) -> None:
        solvable = self.report is not None and bool(self.report.solved)
        covered = solvable and not self.revealed
        self.cover.setVisible(covered)
        self.hint_lines.setVisible(covered and bool(self.hints))
        self.hint_button.setVisible(covered)
        self.show_button.setVisible(covered)
        self.always_box.setVisible(solvable)
        if not covered:
            return
        assert self.report is not None
        self.cover.setText(
            self.tr("<b>The solution is covered.</b> Ask for a hint (for the likeliest solution), or show it all.")
            if len(self.report.solved) > 1
            else self.tr("<b>The solution is covered.</b> Ask for a hint, or show it all.")
        )
        self.hint_lines.setText("<br>".join(f"{n}. {self.hint_text(h)}" for n, h in enumerate(self.hints, 1)))
        self.hint_button.setText(self.tr("Hint {n} of {n2}").format(n=len(self.hints) + 1, n2=len(self.ladder())))
        self.hint_button.setShortcut(QKeySequence(HINT_KEYS))  # setText resets it to the text's mnemonic

    # ------------------------------------------------------------ texts with counts and cells

    def hints_used_text(self, n: int) -> str:
        return plural(n, self.tr("{n} hint used"), self.tr("{n} hints used"))

    def likelier_text(self, likelier: LikelierColors, shape: Shape) -> str:
        """'Most likely row 1, column 1 is green, not yellow, which gives everyday words. As
        typed, the answer needs rare words (GUBAT, BONIE): it is the doubtful alternative below.'"""
        colors = {GREEN: self.tr("green"), YELLOW: self.tr("yellow"), GRAY: self.tr("gray")}
        tiles = self.tr(", or ").join(
            self.tr("row {row}, column {col} is {now}, not {was}").format(
                row=shape.positions[fix.cell][0] + 1,
                col=shape.positions[fix.cell][1] + 1,
                now=colors[fix.now],
                was=colors[fix.was],
            )
            for fix in likelier.fixes
        )
        tier = {
            "common": self.tr("everyday words"),
            "broad": self.tr("dictionary words"),
            "full": self.tr("rarer dictionary words"),
        }.get(likelier.tier, likelier.tier)
        return self.tr(
            "Most likely {tiles}, which gives {tier}. As typed, the answer needs rare words ({words}): "
            "it is the doubtful alternative below."
        ).format(tiles=tiles, tier=tier, words=", ".join(likelier.rare))

    def hint_text(self, hint: Hint) -> str:
        """A rung of the ladder in the interface's language."""
        return phrase(hint.fact)

    # ------------------------------------------------------------ stepping

    @property
    def last_step(self) -> int:
        return self.steps.count() - 1

    def move_step(self, delta: int) -> None:
        current = self.steps.currentRow()
        if current < 0:  # Next starts at the first swap, Back at the puzzle as given
            self.steps.setCurrentRow(min(self.last_step, 1) if delta > 0 else 0)
        else:
            self.steps.setCurrentRow(max(0, min(self.last_step, current + delta)))

    def set_playing(self, playing: bool) -> None:
        self.play_button.setText(self.tr("❚❚ Pause") if playing else self.tr("▶ Play"))

    def _solution_row(self, row: int) -> None:
        if self.report and 0 <= row < len(self.report.solved):
            self._show_solution(self.report.solved[row])
            self.solution_chosen.emit(row)

    def _step_row(self, row: int) -> None:
        self.step_chosen.emit(row)
        self._enable_moves()
        if self.report is not None and self.report.solved and row < 0:
            self.pair_marked.emit(self._next_pair(self.report.solved[max(0, self.solutions.currentRow())]))

    def _next_pair(self, solved: Solved) -> tuple[int, ...]:
        """The two tiles to swap next, marked on the board: the splitting move while
        candidates remain (its text is shown under the cover too), else, once the solution
        is shown, the plan's first swap."""
        assert self.report is not None
        if self.report.split is not None and len(self.report.solved) > 1:
            return self.report.split.swap  # asked for under the cover too: it gives no word away
        if not self.revealed:
            return ()
        return solved.plan.swaps[0] if solved.plan.swaps else ()


def step_number(n: int, last: int) -> str:
    """'n.' padded with figure spaces (a digit's width, where a space is narrower) to the
    width of `last`'s: step 10's text starts where step 9's does."""
    return f"{n}.".rjust(len(f"{last}."), "\u2007")


def _same_puzzle(old: SolveReport, new: SolveReport) -> bool:
    a, b = old.puzzle, new.puzzle
    return (a.shape, a.tiles, a.colors) == (b.shape, b.tiles, b.colors)
