"""The design panel: each word checked against the list, words that fit, and Scramble."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio.core.waffle.colors import POLICIES, Policy
from studio.core.waffle.design import FITS_SHOWN, Fit, SlotCheck, Standing
from studio.core.waffle.fill.autofill import Candidates
from studio.gui.shared import appearance
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP, add_choices
from studio.gui.shared.panels import SMALL, Tone, heading, plain, set_status, wrapped
from studio.gui.shared.word_library import tier_name
from studio.gui.waffle.word_filter import WordFilterBox
from studio.language.facts import capital
from studio.render.waffle_text import slot_text

POLICY_NAMES = (  # POLICIES, in order, as the Colouring boxes show them (here and in Generate)
    QT_TRANSLATE_NOOP("GeneratorDialog", "game"),
    QT_TRANSLATE_NOOP("GeneratorDialog", "fewest-yellows"),
    QT_TRANSLATE_NOOP("GeneratorDialog", "most-yellows"),
)

JUDGING_TIERS = ("common", "broad", "full")  # what uniqueness may be judged against, the first by default
IN_USE = "in use"  # ...or the page's own list


@dataclass(frozen=True)
class ScrambleChoice:
    """What Scramble was asked for."""

    target: int  # fewest swaps
    policy: Policy
    judge: str  # a built-in tier, or IN_USE
    game_like: bool  # scramble.game_preset's greens


def game_like_box() -> QCheckBox:
    """The Generator's and Design's choice of the real games' greens (scramble.game_preset)."""
    box = QCheckBox(QCoreApplication.translate("DesignPanel", "Game-like greens"))
    box.setToolTip(
        QCoreApplication.translate(
            "DesignPanel",
            "Tiles stay green where the real games keep them: the 5x5's four corners, the 7x7's "
            "twelve crossings of its words (its corners move); other shapes: their corners",
        )
    )
    box.setChecked(True)
    return box


MARKS: dict[Standing, tuple[str, Tone]] = {  # translated where shown
    Standing.KNOWN: (QT_TRANSLATE_NOOP("DesignPanel", "✓ known"), "good"),
    Standing.RARE: (QT_TRANSLATE_NOOP("DesignPanel", "~ rare"), "warn"),
    Standing.UNKNOWN: (QT_TRANSLATE_NOOP("DesignPanel", "✗ not in list"), "bad"),
    Standing.INCOMPLETE: (QT_TRANSLATE_NOOP("DesignPanel", "… incomplete"), "busy"),
}


class DesignPanel(QWidget):
    word_chosen = Signal(str)
    slot_chosen = Signal(int)  # a row clicked: the slot, and back to typing in the grid
    slot_browsed = Signal(int)  # a row made current from the table (keys, its header): the slot only
    scramble_clicked = Signal(object)  # a ScrambleChoice
    word_lists_clicked = Signal()
    autofill_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.heading_row = QHBoxLayout()  # the heading, and the word lists' button at its right
        self.heading_row.addWidget(heading(self.tr("Design")), 1)
        layout.addLayout(self.heading_row)
        layout.addWidget(
            wrapped(
                self.tr(
                    "Type the solution words. Space switches across/down; red tiles are words the "
                    "word list does not know."
                )
            )
        )
        self.slots = QTableWidget(0, 3)
        self.slots.setHorizontalHeaderLabels([self.tr("Word"), self.tr("In the word list")])
        fits_header = QTableWidgetItem(self.tr("Fits"))
        fits_header.setToolTip(
            self.tr("How many words of the fill list still fit each slot around its crossings: few is tight")
        )
        self.slots.setHorizontalHeaderItem(2, fits_header)
        self.slots.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.slots.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.slots.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.slots.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.slots.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.slots.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.slots.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.slots.setMaximumHeight(230)
        self.slots.cellClicked.connect(lambda row, _col: self.slot_chosen.emit(row))
        self.slots.verticalHeader().sectionClicked.connect(self.slot_chosen)
        self.slots.currentCellChanged.connect(
            lambda row, _col, before, _before_col: self.slot_browsed.emit(row) if row >= 0 and row != before else None
        )
        layout.addWidget(self.slots)
        self.autofill_button = QPushButton(self.tr("Autofill"))
        self.autofill_button.setToolTip(
            self.tr("Fill the empty and partly typed words around your letters, most familiar words first")
        )
        self.autofill_button.clicked.connect(self.autofill_clicked)
        self.autofill_cancel = QPushButton(self.tr("Cancel"))
        self.autofill_cancel.setEnabled(False)
        self.autofill_status = plain(wrapped())
        fill_row = QHBoxLayout()  # one row: the page fits a 600-pixel-high screen
        fill_row.addWidget(self.autofill_button, 0, Qt.AlignmentFlag.AlignTop)
        fill_row.addWidget(self.autofill_cancel, 0, Qt.AlignmentFlag.AlignTop)
        fill_row.addWidget(self.autofill_status, 1)
        layout.addLayout(fill_row)
        self.fits_title = wrapped()
        word_lists = QPushButton(self.tr("Banned and Favoured Words…"))
        word_lists.setToolTip(
            self.tr(
                "Banned words and the default list of offensive words are not suggested; favoured words are starred"
            )
        )
        word_lists.clicked.connect(self.word_lists_clicked)
        # beside the heading, not the title: a title squeezed by it wrapped to six lines in German
        self.heading_row.addWidget(word_lists, 0, Qt.AlignmentFlag.AlignBottom)
        self.word_filter = WordFilterBox()  # the page reads it for its suggestions and autofill
        title_row = QHBoxLayout()
        title_row.addWidget(self.fits_title, 1)
        title_row.addWidget(self.word_filter, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(title_row)
        self.fits = QListWidget()
        self.fits.setToolTip(self.tr("Click a word to put it in the selected slot"))
        self.fits.itemClicked.connect(lambda item: self.word_chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        layout.addWidget(self.fits, 1)
        box = QGroupBox(self.tr("Scramble into a puzzle"))
        self.target = QSpinBox()
        self.target.setRange(0, 200)
        self.target.setValue(10)
        self.policy = QComboBox()
        add_choices(self.policy, "GeneratorDialog", POLICY_NAMES)
        self.judge = QComboBox()
        for tier in JUDGING_TIERS:
            self.judge.addItem(tier_name(tier), tier)
        self.judge.addItem(self.tr("the word list in use"), IN_USE)
        self.judge.setToolTip(
            self.tr(
                "The words another solution may use: a puzzle is fair when no other solution fits its "
                "colours. Common words (the default): what players know, so a rare word such as HOAST "
                "does not count. Broad: the solver's 248,640 words. Full: every word the studio has. "
                "Your own words always count."
            )
        )
        self.game_like = game_like_box()
        self.scramble_button = QPushButton(self.tr("Scramble"))
        self.scramble_button.clicked.connect(self._scramble)
        self.retry_button = QPushButton(self.tr("Try Another Scramble"))
        self.retry_button.setToolTip(self.tr("Scramble again from a new random start: other colours, maybe no rival"))
        self.retry_button.clicked.connect(self._scramble)
        self.retry_button.hide()
        buttons = QHBoxLayout()
        buttons.addWidget(self.scramble_button)
        buttons.addWidget(self.retry_button)
        buttons.addStretch(1)
        self.scramble_result = plain(wrapped())
        self.scramble_result.hide()
        swaps = QHBoxLayout()  # one row: the window keeps a 600 px screen's height
        swaps.addWidget(self.target)
        swaps.addWidget(self.game_like, 1)
        form = QFormLayout(box)
        form.addRow(self.tr("Fewest swaps"), swaps)
        form.addRow(self.tr("Colouring"), self.policy)
        form.addRow(self.tr("Unique among"), self.judge)
        form.addRow(self.scramble_result)
        form.addRow(buttons)  # last, at the panel's foot: however long the message above, it stays put
        layout.addWidget(box)

    def _scramble(self) -> None:
        self.scramble_clicked.emit(
            ScrambleChoice(
                self.target.value(),
                POLICIES[self.policy.currentIndex()],
                self.judge.currentData(),
                self.game_like.isChecked(),
            )
        )

    def show_checks(self, checks: tuple[SlotCheck, ...], current: int | None) -> None:
        was_blocked = self.slots.blockSignals(True)  # showing the page's state is not a choice
        self.slots.setRowCount(len(checks))
        for row, check in enumerate(checks):
            self.slots.setVerticalHeaderItem(row, QTableWidgetItem(capital(slot_text(check.slot))))
            word = QTableWidgetItem(check.letters.replace(" ", "·"))
            word.setFont(_mono())
            mark_text, tone = MARKS[check.standing]
            mark = QTableWidgetItem(self.tr(mark_text))
            if check.standing is Standing.RARE:
                mark.setToolTip(
                    self.tr("In the list, but rare (Zipf {zipf:.1f}): players may not know it").format(zipf=check.zipf)
                )
            mark.setForeground(appearance.current().status[tone])
            self.slots.setItem(row, 0, word)
            self.slots.setItem(row, 1, mark)
        if current is not None:
            self.slots.selectRow(current)
        self.slots.blockSignals(was_blocked)

    def show_counts(self, counted: Candidates) -> None:
        """Each slot's count of fitting words: few (tight) in the warning colour, none in the error's."""
        status = appearance.current().status
        for row, count in enumerate(counted.counts[: self.slots.rowCount()]):
            none = count == 0 or counted.empty == row
            item = QTableWidgetItem("0" if none else f"{count:,}")
            tone: Tone = "bad" if none else "warn" if counted.tight(row) else "good"
            item.setForeground(status[tone])
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.slots.setItem(row, 2, item)

    def show_autofill(self, text: str, tone: Tone) -> None:
        set_status(self.autofill_status, text, tone, size=SMALL)

    def show_fits(self, label: str, fits: list[Fit] | None, favoured: frozenset[str] = frozenset()) -> None:
        self.fits.clear()
        if fits is None:
            self.fits_title.setText(self.tr("Loading the word list…"))
            return
        near = sum(fit.near_miss for fit in fits)
        more = "+" if len(fits) >= FITS_SHOWN else ""
        self.fits_title.setText(
            self.tr("<b>Words that fit {label}</b> ({n}{value}, most common first)").format(
                label=label, n=len(fits) - near, value="" if near else more
            )
            + (
                self.tr(", then {near}{more} near misses (one or two letters changed)").format(near=near, more=more)
                if near
                else ""
            )
        )
        for fit in fits:
            text = f"{fit.word}    {fit.zipf:.1f}" + ("    ★ favoured" if fit.word in favoured else "")
            if fit.near_miss:
                where = ", ".join(str(p + 1) for p in fit.changed)
                if len(fit.changed) > 1:
                    text += "    ≈ " + self.tr("near miss: letters {where} changed").format(where=where)
                else:
                    text += "    ≈ " + self.tr("near miss: letter {where} changed").format(where=where)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, fit.word)
            if fit.near_miss:
                item.setForeground(appearance.current().hint)
            self.fits.addItem(item)

    def show_scramble_result(self, text: str, tone: Tone, retry: bool = False) -> None:
        """The result; with `retry`, Try Another Scramble beside Scramble."""
        set_status(self.scramble_result, text, tone, size=SMALL)
        self.scramble_result.setVisible(bool(text))  # no empty row: a 600 px screen has none to spare
        self.retry_button.setVisible(retry)


def _mono() -> QFont:
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setWeight(QFont.Weight.DemiBold)
    return font
