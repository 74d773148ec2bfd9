"""File > New: choose a shape. Sizes are checked by the core, which names what is wrong."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QWidget

from studio.core.errors import PuzzleError
from studio.core.waffle.shape import MAX_SIDE, ROYALE, Shape, royale_shape, solid_shape, waffle_shape
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP
from studio.gui.shared.panels import sentence, toned
from studio.gui.shared.sizing import fit_to_screen

CHOICES = (
    (QT_TRANSLATE_NOOP("NewPuzzleDialog", "Waffle 5x5 (the daily)"), "waffle", 5, 5),
    (QT_TRANSLATE_NOOP("NewPuzzleDialog", "Waffle 7x7 (the deluxe)"), "waffle", 7, 7),
    (QT_TRANSLATE_NOOP("NewPuzzleDialog", "Waffle Royale (a plus of 25 tiles)"), ROYALE, 7, 7),
    (QT_TRANSLATE_NOOP("NewPuzzleDialog", "Waffle 3x3"), "waffle", 3, 3),
    (QT_TRANSLATE_NOOP("NewPuzzleDialog", "Waffle, any size (odd rows and columns)"), "waffle", None, None),
    (QT_TRANSLATE_NOOP("NewPuzzleDialog", "Solid grid (every cell a letter)"), "solid", None, None),
    (QT_TRANSLATE_NOOP("NewPuzzleDialog", "Custom mask: start solid, then draw holes"), "custom", None, None),
)


class NewPuzzleDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New puzzle"))
        form = QFormLayout(self)
        self.kind = QComboBox()
        self.kind.addItems([self.tr(c[0]) for c in CHOICES])
        self.rows, self.cols = QSpinBox(), QSpinBox()
        for spin, value in ((self.rows, 5), (self.cols, 7)):
            spin.setRange(2, MAX_SIDE)
            spin.setValue(value)
        self.error = toned(QLabel(), "bad")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.tr("Shape"), self.kind)
        form.addRow(self.tr("Rows"), self.rows)
        form.addRow(self.tr("Columns"), self.cols)
        form.addRow(self.error)
        form.addRow(self.buttons)
        self.typed = (5, 7)  # what the spin boxes held before a fixed size was chosen
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed(0)
        self.shape: Shape | None = None
        fit_to_screen(self, 0, 0)

    @property
    def draw_holes(self) -> bool:
        return CHOICES[self.kind.currentIndex()][1] == "custom"

    def _kind_changed(self, index: int) -> None:
        """A fixed size shows its own rows and columns (greyed), never the last ones typed."""
        _, _, rows, cols = CHOICES[index]
        fixed = rows is not None and cols is not None
        if rows is not None and cols is not None:
            self.typed = (self.rows.value(), self.cols.value()) if self.rows.isEnabled() else self.typed
            self.rows.setValue(rows)
            self.cols.setValue(cols)
        elif not self.rows.isEnabled():
            self.rows.setValue(self.typed[0])
            self.cols.setValue(self.typed[1])
        self.rows.setEnabled(not fixed)
        self.cols.setEnabled(not fixed)
        self.error.setText("")

    def chosen_shape(self) -> Shape:
        _, kind, rows, cols = CHOICES[self.kind.currentIndex()]
        rows, cols = rows or self.rows.value(), cols or self.cols.value()
        if kind == ROYALE:
            return royale_shape()
        return waffle_shape(rows, cols) if kind == "waffle" else solid_shape(rows, cols)

    def _accept(self) -> None:
        try:
            self.shape = self.chosen_shape()
        except PuzzleError as err:
            self.error.setText(sentence(str(err)))
            return
        self.accept()
