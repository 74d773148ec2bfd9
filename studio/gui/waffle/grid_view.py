"""The board widget: shows a board and turns keys, clicks and drags into requests.

It never changes a puzzle itself: it emits what the user asked for (a letter in a
cell, a colour, a swap, a hole) and the window turns that into an undoable edit. So the
same widget serves Solve (tiles + colours), Design (solution letters) and Play (swaps).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Final, Literal

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from studio.core.alphabet import DEFAULT, Language, language, not_a_tile, tile_in
from studio.core.waffle.document import next_cell, typing_across, typing_slot
from studio.core.waffle.puzzle import GRAY, GREEN, YELLOW
from studio.core.waffle.shape import Shape, waffle_shape
from studio.gui.shared.accessible import tell
from studio.gui.shared.appearance import current
from studio.gui.shared.i18n import QT_TRANSLATE_NOOP
from studio.gui.waffle.page_state import Cursor
from studio.language.facts import phrase
from studio.render.board import BoardGeometry, BoardLook, paint_board

if TYPE_CHECKING:
    from studio.core.waffle.puzzle import TileColor

GridMode = Literal["edit", "design", "play", "view"]
EDIT: Final = "edit"
DESIGN: Final = "design"
PLAY: Final = "play"
VIEW: Final = "view"
# keyed by int: QKeyEvent.key() is an int (Qt.Key is an IntEnum)
COLOR_KEYS: dict[int, TileColor] = {Qt.Key.Key_1: GREEN, Qt.Key.Key_2: YELLOW, Qt.Key.Key_3: GRAY}
COLOR_LETTERS: dict[int, TileColor] = {Qt.Key.Key_G: GREEN, Qt.Key.Key_Y: YELLOW, Qt.Key.Key_Minus: GRAY}
ARROWS: dict[int, tuple[int, int]] = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}
MARGIN = 16
LABELS = 14  # room for the row and column numbers, left of and above the tiles
COLOR_WORDS = {
    GREEN: QT_TRANSLATE_NOOP("GridView", "green"),
    YELLOW: QT_TRANSLATE_NOOP("GridView", "yellow"),
    GRAY: QT_TRANSLATE_NOOP("GridView", "gray"),
}
HOW_TO = {
    EDIT: QT_TRANSLATE_NOOP(
        "GridView", "Type the tiles' letters; 1, 2 and 3 colour a tile green, yellow or gray; arrows move."
    ),
    DESIGN: QT_TRANSLATE_NOOP(
        "GridView", "Type the solution's letters; arrows move; Space types down instead of across."
    ),
    PLAY: QT_TRANSLATE_NOOP("GridView", "Arrows move; Space lifts a tile, and Space on another tile swaps the two."),
    VIEW: QT_TRANSLATE_NOOP("GridView", "A step of the solution, read only; Escape edits again."),
}
SHAKE_MS, SHAKE_WIDTH = 320, 0.08  # a locked tile shakes its head: three wobbles, a tile fraction wide


def tile_description(shape: Shape, letters: str, colors: str, cell: int, mode: GridMode) -> str:
    """'row 2, column 3, letter E, yellow': a tile as a screen reader says it."""
    row, column = shape.positions[cell]
    letter = letters[cell].strip()
    translate = QCoreApplication.translate
    if letter:
        said = translate("GridView", "row {row}, column {column}, letter {letter}").format(
            row=row + 1, column=column + 1, letter=letter
        )
    else:
        said = translate("GridView", "row {row}, column {column}, empty").format(row=row + 1, column=column + 1)
    color = COLOR_WORDS.get(colors[cell]) if mode != DESIGN else None
    return f"{said}, {translate('GridView', color)}" if color else said


class GridView(QWidget):
    letter_entered = Signal(int, str)
    letter_cleared = Signal(int)
    color_chosen = Signal(int, str)
    color_cycled = Signal(int)
    swap_requested = Signal(int, int)
    locked_touched = Signal(int)  # play: a green tile pressed, dragged onto or picked
    hole_toggled = Signal(int, int)
    cursor_moved = Signal(object)  # the new Cursor: the page holds it (page_state.py)
    edit_attempted = Signal()  # a key or click while a read-only board is shown
    letter_refused = Signal(str)  # a letter typed that is no tile of the language, and why (ß, Ñ in English)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(220, 220)
        self.setMouseTracking(True)
        self.shape: Shape = waffle_shape(5, 5)
        self.letters = " " * len(self.shape.cells)
        self.colors = GRAY * len(self.shape.cells)
        self.mode: GridMode = EDIT
        self.language: Language = language(DEFAULT)  # whose tiles a typed letter may be (the page's)
        self.unknown: frozenset[int] = frozenset()
        self.hinted: frozenset[int] = frozenset()  # cells a hint is about, ringed
        self.unsure: frozenset[int] = frozenset()  # cells a screenshot's reading was unsure of, ringed
        self.marked: frozenset[int] = frozenset()  # the two tiles of the swap to make next (or the step's)
        self.drawing_holes = False
        self.caret = Cursor()  # the page's cursor (page_state.py) as shown; a move here is told by cursor_moved
        self.picked: int | None = None  # play: the first tile of a click-click swap
        self._drag: tuple[int, QPointF] | None = None
        self._offsets: dict[int, QPointF] = {}
        self._animation: QVariantAnimation | None = None
        self._focused_by_click = False
        self._announce()

    # ------------------------------------------------------------ what is shown

    def show_board(
        self,
        shape: Shape,
        letters: str,
        colors: str,
        mode: GridMode,
        unknown: frozenset[int] = frozenset(),
        hinted: frozenset[int] = frozenset(),
        unsure: frozenset[int] = frozenset(),
        marked: frozenset[int] = frozenset(),
    ) -> None:
        if shape != self.shape:
            self.picked = None
        self.shape, self.letters, self.colors, self.mode, self.unknown = shape, letters, colors, mode, unknown
        self.hinted, self.unsure, self.marked = hinted, unsure, marked
        if self.cursor_cell >= len(shape.cells):  # a hole drawn under it
            self.cursor_cell = len(shape.cells) - 1
        if mode != PLAY:
            self.picked = None
        self._announce()
        self.update()

    @property
    def cursor_cell(self) -> int:
        return self.caret.cell

    @cursor_cell.setter
    def cursor_cell(self, cell: int) -> None:
        self.place(Cursor(cell, self.across))

    @property
    def across(self) -> bool:
        return self.caret.across

    @across.setter
    def across(self, across: bool) -> None:
        self.place(Cursor(self.cursor_cell, across))

    def place(self, cursor: Cursor) -> None:
        """The cursor moved, by a key, a click or the page: the page hears of every move."""
        if cursor != self.caret:
            self.caret = cursor
            self.cursor_moved.emit(cursor)
            self._announce()
            self.update()

    def reset_play(self) -> None:
        """A new game: no tile lifted, and no swap of the old game still sliding into place."""
        self.picked = None
        self.stop_animation()

    def set_drawing_holes(self, on: bool) -> None:
        self.drawing_holes = on
        self.update()

    def geometry_for(self, area: QRectF | None = None) -> BoardGeometry:
        area = area or QRectF(self.rect()).adjusted(MARGIN + LABELS, MARGIN + LABELS, -MARGIN, -MARGIN)
        return BoardGeometry(self.shape, area)

    def cell_center(self, cell: int) -> QPointF:
        return self.geometry_for().cell_rect(cell).center()

    def sizeHint(self) -> QSize:
        return QSize(560, 560)

    def current_slot(self) -> int | None:
        """The slot (index into shape.slots) the cursor types along: in Design the cell's
        word (typing follows it); in Solve only one in the typing direction (tiles are typed
        row by row, and a cell between words highlights none)."""
        slot = typing_slot(self.shape, self.cursor_cell, self.across)
        if self.mode == DESIGN or (slot is not None and self.shape.slots[slot].across == self.across):
            return slot
        return None

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = current()
        painter.setPen(palette.frame_edge)
        painter.setBrush(palette.frame_back)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 12, 12)
        editing = self.mode in (EDIT, DESIGN) and self.hasFocus()
        slot = self.current_slot() if editing else None
        cursor = self.cursor_cell if editing or (self.mode == PLAY and self.hasFocus()) else None
        picked = self.picked if self.mode == PLAY else None
        look = BoardLook(
            design=self.mode == DESIGN,
            unknown=self.unknown,
            hinted=self.hinted,
            unsure=self.unsure,
            cursor=cursor,
            picked=picked,
            word=frozenset(self.shape.slots[slot].cells) if slot is not None else frozenset(),
            marked=self.marked,
            offsets=dict(self._offsets),
            holes_visible=self.drawing_holes,
            palette=palette,
        )
        geometry = self.geometry_for()
        paint_board(painter, geometry, self.letters, self.colors, look)
        self._paint_labels(painter, geometry)
        painter.end()

    def _paint_labels(self, painter: QPainter, geometry: BoardGeometry) -> None:
        """Row numbers down the left and column numbers along the top, as the steps and
        hints count them ('row 5 col 3')."""
        p, o = geometry.pitch, geometry.origin
        font = painter.font()
        font.setPixelSize(max(9, min(14, int(p * 0.22))))
        painter.setFont(font)
        painter.setPen(current().hint)
        centre = Qt.AlignmentFlag.AlignCenter
        for r in range(self.shape.rows):
            painter.drawText(QRectF(o.x() - LABELS - 2, o.y() + r * p, LABELS, p), centre, str(r + 1))
        for c in range(self.shape.cols):
            painter.drawText(QRectF(o.x() + c * p, o.y() - LABELS - 2, p, LABELS), centre, str(c + 1))

    # ------------------------------------------------------------ moving tiles

    def animate_swap(self, a: int, b: int, ms: int = 420) -> QVariantAnimation:
        """Slide tiles a and b into each other's place; the caller shows the new board when done."""
        pa, pb = self.cell_center(a), self.cell_center(b)
        return self._animate(ms, QEasingCurve.Type.InOutCubic, lambda t: {a: (pb - pa) * t, b: (pa - pb) * t})

    def shake(self, cell: int) -> None:
        """A locked tile wobbles where it stands and does not move; a running swap is left alone."""
        if self._animation is None:
            width = self.geometry_for().pitch * SHAKE_WIDTH
            self._animate(
                SHAKE_MS,
                QEasingCurve.Type.Linear,
                lambda t: {cell: QPointF(math.sin(t * 6 * math.pi) * (1 - t) * width, 0)},
            )

    def _animate(
        self, ms: int, easing: QEasingCurve.Type, offsets: Callable[[float], dict[int, QPointF]]
    ) -> QVariantAnimation:
        """Runs 0 -> 1 over `ms`, moving tiles by `offsets(t)`; they settle when it ends or stops.
        Only the newest animation moves tiles: one it replaced runs on unseen, for its `finished`."""
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(ms)
        animation.setEasingCurve(easing)

        def step(t: float) -> None:
            if self._animation is animation:
                self._offsets = offsets(t)
                self.update()

        def end() -> None:
            if self._animation is animation:
                self._end_animation()

        animation.valueChanged.connect(step)
        animation.finished.connect(end)
        self._animation = animation
        animation.start()
        return animation

    def stop_animation(self) -> None:
        if self._animation is not None:
            self._animation.stop()
        self._end_animation()

    def _end_animation(self) -> None:
        self._offsets = {}
        self._animation = None
        self.update()

    # ------------------------------------------------------------ keys

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Tabbing in starts at the first tile, Shift+Tab at the last, as a list would."""
        self._focused_by_click = event.reason() == Qt.FocusReason.MouseFocusReason
        if event.reason() == Qt.FocusReason.TabFocusReason:
            self._move_to(0)
        elif event.reason() == Qt.FocusReason.BacktabFocusReason:
            self._move_to(len(self.shape.cells) - 1)
        super().focusInEvent(event)

    def focusNextPrevChild(self, forward: bool) -> bool:
        """Tab moves between cells; from the last cell (Shift+Tab: the first) it leaves the
        grid, so the keyboard can always reach the rest of the window."""
        last = len(self.shape.cells) - 1
        if self.cursor_cell == (last if forward else 0):
            return super().focusNextPrevChild(forward)
        self._move_to(self.cursor_cell + (1 if forward else -1))
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, mods, text = event.key(), event.modifiers(), event.text()
        modifier = mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        if key in ARROWS:
            self._step(*ARROWS[key])
        elif self.mode == PLAY:
            if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._pick(self.cursor_cell)
            else:
                super().keyPressEvent(event)
        elif self.mode == VIEW:
            if text.isalpha() or key in (Qt.Key.Key_Escape, Qt.Key.Key_Backspace, Qt.Key.Key_Delete):
                self.edit_attempted.emit()
            else:
                super().keyPressEvent(event)
        elif self.mode == EDIT and not modifier and key in COLOR_KEYS:
            self._colour_and_move_on(COLOR_KEYS[key])
        elif self.mode == EDIT and mods & Qt.KeyboardModifier.AltModifier and key in COLOR_LETTERS:
            self._colour_and_move_on(COLOR_LETTERS[key])
        elif key == Qt.Key.Key_Space and not modifier:
            self.across = not self.across
        elif key == Qt.Key.Key_Backspace:
            if not self.letters[self.cursor_cell].strip():
                self._move_to(self._neighbour(-1))
            self.letter_cleared.emit(self.cursor_cell)
        elif key == Qt.Key.Key_Delete:
            self.letter_cleared.emit(self.cursor_cell)
        elif len(text) == 1 and not modifier and (tile := tile_in(text, self.language)) is not None:  # é -> E
            cell = self.cursor_cell
            self._move_to(self._neighbour(1))
            self.letter_entered.emit(cell, tile)
        elif len(text) == 1 and not modifier and text.isalpha():
            self.letter_refused.emit(phrase(not_a_tile(text, self.language)))
        else:
            super().keyPressEvent(event)

    def _colour_and_move_on(self, color: TileColor) -> None:
        """A colour key colours the tile and moves on, as a letter does: a row of colours
        is typed as one run of keys."""
        cell = self.cursor_cell
        self._move_to(self._neighbour(1))
        self.color_chosen.emit(cell, color)

    def _neighbour(self, step: int) -> int:
        """The next cell along the typing direction (in Design, the highlighted word's)."""
        return next_cell(self.shape, self.cursor_cell, self._typing_across(), step)

    def _typing_across(self) -> bool:
        """The direction typing takes from the cursor (in Design, the highlighted word's)."""
        return typing_across(self.shape, self.cursor_cell, self.across) if self.mode == DESIGN else self.across

    def _step(self, dr: int, dc: int) -> None:
        """An arrow: the next tile that way, typing that way (one move, told once)."""
        across = dc != 0
        r, c = self.shape.positions[self.cursor_cell]
        while 0 <= r + dr < self.shape.rows and 0 <= c + dc < self.shape.cols:
            r, c = r + dr, c + dc
            if (r, c) in self.shape.cell_at:
                self._move_to(self.shape.cell_at[(r, c)], across)
                return
        self.across = across

    def _move_to(self, cell: int, across: bool | None = None) -> None:
        if across is None:  # on along the word highlighted here, not a direction it could not take
            across = self._typing_across()
        if self.mode == DESIGN:  # on a cell of one word only, typing goes along that word
            across = typing_across(self.shape, cell, across)
        self.place(Cursor(cell, across))

    def _announce(self) -> None:
        """The tile under the keyboard cursor, for a screen reader (studio/gui/shared/accessible.py)."""
        tile = tile_description(self.shape, self.letters, self.colors, self.cursor_cell, self.mode)
        lifted = ", lifted" if self.mode == PLAY and self.picked == self.cursor_cell else ""
        tell(self, self.tr("Waffle grid, {tile}{lifted}").format(tile=tile, lifted=lifted), self.tr(HOW_TO[self.mode]))

    # ------------------------------------------------------------ mouse

    def mousePressEvent(self, event: QMouseEvent) -> None:
        # Qt focuses the grid before it hands over the press: a click that brought the focus
        # only puts the cursor there, and never changes a colour the user did not see selected
        focused, self._focused_by_click = not self._focused_by_click, False
        self.setFocus()
        point = event.position()
        if self.drawing_holes and self.mode in (EDIT, DESIGN):
            pos = self.geometry_for().position_at(point)
            if pos is not None:
                self.hole_toggled.emit(*pos)
            return
        cell = self.geometry_for().cell_at(point)
        if cell is None:
            return
        if self.mode == VIEW:
            self.edit_attempted.emit()
        elif self.mode == PLAY:
            if self.colors[cell] == GREEN:
                self._refuse(cell)
            else:
                self._drag = (cell, point)
        elif event.button() == Qt.MouseButton.RightButton or (
            self.mode == EDIT and cell == self.cursor_cell and focused
        ):
            self._move_to(cell)
            if self.mode == EDIT:
                self.color_cycled.emit(cell)
        elif self.mode == DESIGN and cell == self.cursor_cell and focused:
            self._move_to(cell, not self.across)  # a crossing clicked again: the other word
        else:
            self._move_to(cell)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag is not None:
            cell, start = self._drag
            self._offsets = {cell: event.position() - start}
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._drag is None:
            return
        cell, _ = self._drag
        self._drag, self._offsets = None, {}
        target = self.geometry_for().cell_at(event.position())
        if target is None or target == cell:
            self._pick(cell)
        elif self.colors[target] == GREEN:
            self._refuse(target)
        else:
            self.picked = None
            self.swap_requested.emit(cell, target)
        self.update()

    def _refuse(self, cell: int) -> None:
        """A green tile is locked, as in the game: say so, rather than ignore the user."""
        self.shake(cell)
        self.locked_touched.emit(cell)

    def _pick(self, cell: int) -> None:
        """Play by clicks: the first click lifts a tile, the second swaps it."""
        self.cursor_cell = cell
        if self.colors[cell] == GREEN:
            self._refuse(cell)
        elif self.picked is None:
            self.picked = cell
        elif self.picked == cell:
            self.picked = None
        else:
            first, self.picked = self.picked, None
            self.swap_requested.emit(first, cell)
        self._announce()
        self.update()
