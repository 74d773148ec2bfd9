"""Re-shoot the README's screenshots (docs/*.png) from the real window, offscreen.

    python tools/docs_screenshots.py                 # every shot, into docs/
    python tools/docs_screenshots.py review hint     # only these

Each shot builds a fresh main window (its own settings, no autosave, English), drives it as
a player would (clicks on tiles and buttons), waits for the workers, and saves the
window's own grab at 1280x800. optipng, when installed, shrinks the PNGs afterwards.
The ambiguity shot (daily #12) needs ../shared/data beside the checkout; without it, it is skipped.
A docs tool: nothing in studio/ imports it.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from importlib import resources
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PUZZLE_STUDIO_UI_LANG"] = "en"  # the README is in English, whatever the machine's locale
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this checkout's studio, not whichever one is installed

from PySide6.QtCore import QAbstractAnimation, QPoint, QSettings, Qt  # noqa: E402  (after sys.path and the platform are set)
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget  # noqa: E402

from studio.core.waffle.colors import color_tiles  # noqa: E402
from studio.core.waffle.formats import format_text, parse_text  # noqa: E402
from studio.core.waffle.puzzle import Puzzle  # noqa: E402
from studio.core.waffle.shape import waffle_shape  # noqa: E402
from studio.core.waffle.swaps import apply_swaps, fewest_swaps, swap_plan  # noqa: E402
from studio.gui.app import SCREENSHOT_SIZE, application  # noqa: E402
from studio.gui.letterboxed.page import LetterBoxedPage  # noqa: E402
from studio.gui.main_window import MainWindow  # noqa: E402
from studio.gui.waffle.page import WafflePage  # noqa: E402
from studio.render.files import write_image  # noqa: E402

DAILY_1 = Path(str(resources.files("studio.resources.examples").joinpath("daily-1.txt")))
DAILY_1_ANSWER = "FUGUEOLNLOOSEIBMOMEGA"  # FUGUE LOOSE OMEGA / FOLIO GLOBE ENEMA, row by row
ARCHIVE = ROOT.parent / "shared" / "data" / "waffle" / "daily_archive.jsonl"
LETTER_BOXED = "ANO GDV IEF WZT"
WORDLE_ANSWER, WORDLE_GUESSES = "CHANT", ("SLATE", "PRINT", "CHANT")
WAIT_SECONDS = 120


def wait_until(ready: Callable[[], bool], what: str, seconds: float = WAIT_SECONDS) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        if time.monotonic() > deadline:
            raise SystemExit(f"docs_screenshots: gave up waiting for {what}")
        QApplication.processEvents()
        time.sleep(0.01)
    QApplication.processEvents()


def click(widget: QWidget, pos: QPoint | None = None) -> None:
    if pos is None:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
    else:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    QApplication.processEvents()


def new_window(folder: Path) -> MainWindow:
    window = MainWindow(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat), autosave=None)
    window.ask_save_changes = lambda *_: QMessageBox.StandardButton.Discard  # type: ignore[method-assign]
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    wait_until(lambda: window.waffle.default_words is not None, "the word list")
    return window


def solved_daily_1(window: MainWindow) -> None:
    page = window.waffle
    page.open_path(DAILY_1)
    wait_until(lambda: not page.solver.busy and page.solve_panel.report is not None, "the solver")


# ---------------------------------------------------------------- the shots


def shoot_window(window: MainWindow) -> None:
    """Daily #1 solved: the puzzle, its unique solution and the ten swaps."""
    solved_daily_1(window)
    panel = window.waffle.solve_panel
    panel.reveal()
    panel.steps.setCurrentRow(0)


def shoot_dark(window: MainWindow) -> None:
    window.appearance.set_theme("dark")
    shoot_window(window)


def shoot_colourblind(window: MainWindow) -> None:
    window.appearance.set_colour_blind(True)
    shoot_window(window)


def shoot_hint(window: MainWindow) -> None:
    """The solver covered, after three hints."""
    solved_daily_1(window)
    for _ in range(3):
        click(window.waffle.solve_panel.hint_button)


def wasted_swap_game(puzzle: Puzzle, answer: str, before: int = 2) -> list[tuple[int, int]]:
    """A win in one swap more than the fewest: `before` best swaps, then a swap that leaves
    the distance as it was (off every best path: a star lost), then a best path home."""
    tiles = puzzle.tiles
    made = list(swap_plan(tiles, answer).swaps[:before])
    tiles = apply_swaps(tiles, made)
    distance = fewest_swaps(tiles, answer)
    free = [c for c in range(len(tiles)) if tiles[c] != answer[c]]
    wasted = next(
        (a, b)
        for a in free
        for b in free
        if a < b and tiles[a] != tiles[b] and fewest_swaps(apply_swaps(tiles, [(a, b)]), answer) == distance
    )
    tiles = apply_swaps(tiles, [wasted])
    return [*made, wasted, *swap_plan(tiles, answer).swaps]


def swaps_made(page: WafflePage, n: int) -> bool:
    return page.game is not None and page.game.used == n


def shoot_review(window: MainWindow) -> None:
    """Daily #1 won in 11 (a star lost), reviewed, at the swap that cost the star."""
    solved_daily_1(window)
    page = window.waffle
    page.set_mode("play")
    game = wasted_swap_game(parse_text(DAILY_1.read_text()), DAILY_1_ANSWER)
    for n, (a, b) in enumerate(game, 1):
        for cell in (a, b):
            click(page.grid, page.grid.cell_center(cell).toPoint())
        wait_until(partial(swaps_made, page, n), f"swap {n}")
    assert page.game is not None and page.game.won and page.game.stars == 4, "the game should win with 4 stars"
    panel = page.play_panel
    click(panel.review_button)
    wait_until(lambda: page.state.play.review is not None, "the review")
    review = page.state.play.review
    assert review is not None and review.star_lost is not None
    for _ in range(review.star_lost.step + 1):
        click(panel.next_button)
    assert "cost a star" in panel.review_line.text()


def letter_boxed_page(window: MainWindow) -> LetterBoxedPage:
    page = window.letterboxed
    window.pages.setCurrentWidget(page)
    wait_until(lambda: page.lexicon is not None, "the Letter Boxed words")
    page.board_edit.clear()
    QTest.keyClicks(page.board_edit, LETTER_BOXED)
    wait_until(
        lambda: str(page.board) == LETTER_BOXED and page.status.text().startswith(("Fewest", "No solution")),
        "the Letter Boxed solutions",
    )
    return page


def shoot_letterboxed(window: MainWindow) -> None:
    """A board, its solutions shown on asking, the first drawn."""
    page = letter_boxed_page(window)
    click(page.show_button)
    page.list.setCurrentRow(0)
    wait_until(lambda: page.animation.state() == QAbstractAnimation.State.Stopped, "the drawing")


def shoot_letterboxed_counts(window: MainWindow) -> None:
    """The same board spoiler-free: counts by number of words, nothing listed."""
    letter_boxed_page(window)


def shoot_wordle(window: MainWindow) -> None:
    """A Play game won in three, and its review: skill and luck per guess."""
    page = window.wordle
    window.pages.setCurrentWidget(page)
    wait_until(lambda: page.lists is not None, "the Wordle lists")
    play = page.play
    page.tabs.setCurrentWidget(play)
    play.new_game(WORDLE_ANSWER)
    for guess in WORDLE_GUESSES:
        for letter in guess:
            play.press(letter)
        play.press("⏎")
    assert play.game is not None and play.game.won, play.message.text()
    click(play.review.button)
    table = play.review.table
    wait_until(
        lambda: table.rowCount() == len(WORDLE_GUESSES) and table.item(table.rowCount() - 1, 6) is not None,
        "the Wordle review",
    )


def shoot_ambiguity(window: MainWindow) -> None:
    """Daily #12: two answers, and the move that tells them apart."""
    record = next(r for r in map(json.loads, ARCHIVE.read_text().splitlines()) if r.get("number") == 12)
    shape = waffle_shape(5, 5)
    text = format_text(Puzzle(shape, record["puzzle"], color_tiles(shape, record["puzzle"], record["solution"])))
    page = window.waffle
    page.paste_text(text)
    wait_until(lambda: not page.solver.busy and page.solve_panel.report is not None, "the solver")


def shoot_wordsets(window: MainWindow) -> None:
    """Five five-letter words sharing no letter, from every word the studio has."""
    page = window.wordsets
    window.pages.setCurrentWidget(page)
    click(page.find_button)
    wait_until(lambda: page.find_button.isEnabled() and page.progress.maximum() > 0, "the word sets", 600)


SHOTS: dict[str, Callable[[MainWindow], None]] = {
    "review": shoot_review,
    "window": shoot_window,
    "hint": shoot_hint,
    "letterboxed": shoot_letterboxed,
    "wordle": shoot_wordle,
    "dark": shoot_dark,
    "colourblind": shoot_colourblind,
    "ambiguity": shoot_ambiguity,
    "wordsets": shoot_wordsets,
}
EXTRA = {"letterboxed-counts": shoot_letterboxed_counts}  # the other state, to compare; not in the README


def shoot(name: str, out: Path) -> Path:
    with tempfile.TemporaryDirectory() as folder:
        window = new_window(Path(folder))
        (SHOTS | EXTRA)[name](window)
        QApplication.processEvents()
        time.sleep(0.2)
        QApplication.processEvents()
        image = window.grab().toImage()
        target = out / f"{name}.png"
        write_image(target, image)
        window.close()
        window.deleteLater()
        QApplication.processEvents()
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    # [] among the choices: argparse checks an empty `nargs="*"` against them too
    parser.add_argument("shots", nargs="*", choices=[*SHOTS, *EXTRA, []], help="default: every README shot")
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    args = parser.parse_args(argv)
    application()
    optipng = shutil.which("optipng")
    for name in args.shots or list(SHOTS):
        if name == "ambiguity" and not ARCHIVE.is_file():
            print(f"skipped ambiguity: no {ARCHIVE}")
            continue
        started = time.monotonic()
        target = shoot(name, args.out)
        if optipng:
            subprocess.run([optipng, "-quiet", "-o2", "-strip", "all", str(target)], check=True)
        print(
            f"{target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}: "
            f"{target.stat().st_size // 1024} KB, {time.monotonic() - started:.1f} s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
