"""The design panel: each word checked against the list, words that fit, and Scramble."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio.core.waffle.colors import POLICIES
from studio.core.waffle.design import SlotCheck
from studio.gui.shared.panels import SMALL, Tone, heading, set_status, wrapped
from studio.render.palette import BAD, GOOD, QUIET

MARKS = {True: ("✓ known", GOOD), False: ("✗ not in list", BAD), None: ("… incomplete", QUIET)}


class DesignPanel(QWidget):
    word_chosen = Signal(str)
    slot_chosen = Signal(int)
    scramble_clicked = Signal(int, str)  # target swaps, colouring policy

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addWidget(heading("Design"))
        layout.addWidget(
            wrapped(
                "Type the solution words. Space switches across/down; red tiles are words the word list does not know."
            )
        )
        self.slots = QTableWidget(0, 2)
        self.slots.setHorizontalHeaderLabels(["Word", "In the word list"])
        self.slots.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.slots.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.slots.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.slots.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.slots.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.slots.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.slots.setMaximumHeight(230)
        self.slots.cellClicked.connect(lambda row, _col: self.slot_chosen.emit(row))
        layout.addWidget(self.slots)
        self.fits_title = wrapped()
        layout.addWidget(self.fits_title)
        self.fits = QListWidget()
        self.fits.setToolTip("Click a word to put it in the selected slot")
        self.fits.itemClicked.connect(lambda item: self.word_chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        layout.addWidget(self.fits, 1)
        box = QGroupBox("Scramble into a puzzle")
        form = QFormLayout(box)
        self.target = QSpinBox()
        self.target.setRange(0, 200)
        self.target.setValue(10)
        self.policy = QComboBox()
        self.policy.addItems(POLICIES)
        self.scramble_button = QPushButton("Scramble")
        self.scramble_button.clicked.connect(
            lambda: self.scramble_clicked.emit(self.target.value(), self.policy.currentText())
        )
        self.scramble_result = wrapped()
        form.addRow("Fewest swaps", self.target)
        form.addRow("Colouring", self.policy)
        form.addRow(self.scramble_button)
        form.addRow(self.scramble_result)
        layout.addWidget(box)

    def show_checks(self, checks: tuple[SlotCheck, ...], current: int | None) -> None:
        self.slots.setRowCount(len(checks))
        for row, check in enumerate(checks):
            self.slots.setVerticalHeaderItem(row, QTableWidgetItem(check.slot.label.capitalize()))
            word = QTableWidgetItem(check.letters.replace(" ", "·"))
            word.setFont(_mono())
            mark_text, color = MARKS[check.known]
            mark = QTableWidgetItem(mark_text)
            mark.setForeground(color)
            self.slots.setItem(row, 0, word)
            self.slots.setItem(row, 1, mark)
        if current is not None:
            self.slots.blockSignals(True)
            self.slots.selectRow(current)
            self.slots.blockSignals(False)

    def show_fits(self, label: str, fits: list[tuple[str, float]] | None) -> None:
        self.fits.clear()
        if fits is None:
            self.fits_title.setText("Loading the word list…")
            return
        self.fits_title.setText(
            f"<b>Words that fit {label}</b> ({len(fits)}{'+' if len(fits) >= 200 else ''}, most common first)"
        )
        for word, zipf in fits:
            self.fits.addItem(f"{word}    {zipf:.1f}")
            self.fits.item(self.fits.count() - 1).setData(Qt.ItemDataRole.UserRole, word)

    def show_scramble_result(self, text: str, tone: Tone) -> None:
        set_status(self.scramble_result, text, tone, size=SMALL)


def _mono() -> QFont:
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setWeight(QFont.Weight.DemiBold)
    return font
