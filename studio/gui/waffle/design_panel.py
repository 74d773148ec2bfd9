"""The design panel: each word checked against the list, words that fit, and Scramble."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import (
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

from studio.core.waffle.colors import POLICIES
from studio.core.waffle.design import FITS_SHOWN, Fit, SlotCheck, Standing
from studio.gui.shared import appearance
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP, add_choices
from studio.gui.shared.panels import SMALL, Tone, heading, plain, set_status, wrapped
from studio.gui.waffle.solve_panel import capital, slot_text

POLICY_NAMES = (  # POLICIES, in order, as the Colouring boxes show them (here and in Generate)
    QT_TRANSLATE_NOOP("GeneratorDialog", "game"),
    QT_TRANSLATE_NOOP("GeneratorDialog", "fewest-yellows"),
    QT_TRANSLATE_NOOP("GeneratorDialog", "most-yellows"),
)

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
    scramble_clicked = Signal(int, str)  # target swaps, colouring policy
    word_lists_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addWidget(heading(self.tr("Design")))
        layout.addWidget(
            wrapped(
                self.tr(
                    "Type the solution words. Space switches across/down; red tiles are words the "
                    "word list does not know."
                )
            )
        )
        self.slots = QTableWidget(0, 2)
        self.slots.setHorizontalHeaderLabels([self.tr("Word"), self.tr("In the word list")])
        self.slots.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.slots.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.slots.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
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
        self.fits_title = wrapped()
        word_lists = QPushButton(self.tr("Banned and Favoured Words…"))
        word_lists.setToolTip(
            self.tr(
                "Banned words and the default list of offensive words are not suggested; favoured words are starred"
            )
        )
        word_lists.clicked.connect(self.word_lists_clicked)
        title_row = QHBoxLayout()
        title_row.addWidget(self.fits_title, 1)
        title_row.addWidget(word_lists, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(title_row)
        self.fits = QListWidget()
        self.fits.setToolTip(self.tr("Click a word to put it in the selected slot"))
        self.fits.itemClicked.connect(lambda item: self.word_chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        layout.addWidget(self.fits, 1)
        box = QGroupBox(self.tr("Scramble into a puzzle"))
        form = QFormLayout(box)
        self.target = QSpinBox()
        self.target.setRange(0, 200)
        self.target.setValue(10)
        self.policy = QComboBox()
        add_choices(self.policy, "GeneratorDialog", POLICY_NAMES)
        self.scramble_button = QPushButton(self.tr("Scramble"))
        self.scramble_button.clicked.connect(
            lambda: self.scramble_clicked.emit(self.target.value(), POLICIES[self.policy.currentIndex()])
        )
        self.scramble_result = plain(wrapped())
        form.addRow(self.tr("Fewest swaps"), self.target)
        form.addRow(self.tr("Colouring"), self.policy)
        form.addRow(self.scramble_button)
        form.addRow(self.scramble_result)
        layout.addWidget(box)

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
                text += f"    ≈ near miss: letter{'s' if len(fit.changed) > 1 else ''} {where} changed"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, fit.word)
            if fit.near_miss:
                item.setForeground(appearance.current().hint)
            self.fits.addItem(item)

    def show_scramble_result(self, text: str, tone: Tone) -> None:
        set_status(self.scramble_result, text, tone, size=SMALL)


def _mono() -> QFont:
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setWeight(QFont.Weight.DemiBold)
    return font
