"""File > New: choose a shape. Sizes are checked by the core, which names what is wrong."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QWidget

from studio.core.errors import PuzzleError
from studio.core.waffle.shape import MAX_SIDE, Shape, solid_shape, waffle_shape
from studio.render.palette import BAD

CHOICES = (
    ("Waffle 5x5 (the daily)", "waffle", 5, 5),
    ("Waffle 7x7 (the deluxe)", "waffle", 7, 7),
    ("Waffle 3x3", "waffle", 3, 3),
    ("Waffle, any size (odd rows and columns)", "waffle", None, None),
    ("Solid grid (every cell a letter)", "solid", None, None),
    ("Custom mask: start solid, then draw holes", "custom", None, None),
)


class NewPuzzleDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New puzzle")
        form = QFormLayout(self)
        self.kind = QComboBox()
        self.kind.addItems([c[0] for c in CHOICES])
        self.rows, self.cols = QSpinBox(), QSpinBox()
        for spin, value in ((self.rows, 5), (self.cols, 7)):
            spin.setRange(2, MAX_SIDE)
            spin.setValue(value)
        self.error = QLabel()
        self.error.setStyleSheet(f"color: {BAD.name()};")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow("Shape", self.kind)
        form.addRow("Rows", self.rows)
        form.addRow("Columns", self.cols)
        form.addRow(self.error)
        form.addRow(self.buttons)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed(0)
        self.shape: Shape | None = None

    @property
    def draw_holes(self) -> bool:
        return CHOICES[self.kind.currentIndex()][1] == "custom"

    def _kind_changed(self, index: int) -> None:
        fixed = CHOICES[index][2] is not None
        self.rows.setEnabled(not fixed)
        self.cols.setEnabled(not fixed)
        self.error.setText("")

    def chosen_shape(self) -> Shape:
        _, kind, rows, cols = CHOICES[self.kind.currentIndex()]
        rows, cols = rows or self.rows.value(), cols or self.cols.value()
        return waffle_shape(rows, cols) if kind == "waffle" else solid_shape(rows, cols)

    def _accept(self) -> None:
        try:
            self.shape = self.chosen_shape()
        except PuzzleError as err:
            self.error.setText(str(err))
            return
        self.accept()
