"""A Spanish Waffle with Ñ tiles and a French one typed with accents, round trip: paste,
solve, save, open, export, share code, in the window and on the command line; and the
letters a language has no tile for, refused naming their line and column.

Oracles: two puzzles made by hand from words of each language's list, checked by hand
(AÑADA ARCHI OCOTE across, ACASO ANCHO ANIME down; PILLE NETTE RESTE across, PUNIR
LOTIS ÉLÈVE down), scrambled so that the colours follow the game's rule; the faulty
line and column of each bad paste counted by hand.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QApplication

from studio.cli import main
from studio.core.letterboxed.solver import readings
from studio.core.waffle.share import read_share_code
from tests.acceptance.test_waffle_story import paste
from tests.gui.conftest import WAIT_MS

SPANISH = "ARACA\nN.T.C\nODMHA\nS.H.N\nOICñE\n\ng-g-g\n-.-.-\n---gy\ng.g.y\ng-y-g\n"  # ñ typed lower-case
FRENCH = "PÉTOÈ\nT.V.L\nÊLSLÉ\nN.U.I\nRÎITÉ\n\ng-y-g\n-.-.g\ny-y-g\ny.-.-\ng-ygg\n"  # accents typed


def _cells(grid: str) -> str:
    """A solution grid's letters in reading order, holes skipped."""
    return grid.replace("\n", "").replace(".", "")


SPANISH_SOLUTION = _cells("AÑADA\nC.N.N\nARCHI\nS.H.M\nOCOTE")
FRENCH_SOLUTION = _cells("PILLE\nU.O.L\nNETTE\nI.I.V\nRESTE")


def _solution_shown(page) -> str | None:
    report = page.solve_panel.report
    if page.solver.busy or report is None or not report.solved:
        return None
    return report.solved[0].candidate.letters


def _solved_as(qtbot, page, letters: str) -> None:
    qtbot.waitUntil(lambda: _solution_shown(page) == letters, timeout=WAIT_MS)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("lang", "name", "text", "solution", "tile"),
    [("es", "Español", SPANISH, SPANISH_SOLUTION, "Ñ"), ("fr", "Français", FRENCH, FRENCH_SOLUTION, "E")],
)
def test_a_puzzle_in_another_language_round_trips_through_the_window(
    qtbot, window, tmp_path, lang, name, text, solution, tile
):
    page = window.waffle
    window.set_language(lang)
    paste(qtbot, window, text)
    assert page.banner.text == "" and tile in page.puzzle.tiles and "[" not in page.puzzle.tiles
    _solved_as(qtbot, page, solution)

    saved = tmp_path / "puzzle.json"
    assert page.save_to(saved)
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert data["lang"] == lang and tile in "".join(data["tiles"]) and "[" not in "".join(data["tiles"])

    window.set_language("en")
    assert window.open_path(saved)
    assert page.lang == lang and f"is a puzzle in {name}" in page.banner.text
    _solved_as(qtbot, page, solution)

    assert "[" not in page.copy_text() and tile in page.copy_text()
    window.copy_share_code()
    code = QGuiApplication.clipboard().text()
    assert code.startswith("waffle2:") and read_share_code(code).lang == lang
    assert read_share_code(code).solution == solution

    window.set_language("de")  # the window in a third language: the code says its own
    assert page.lang == "de"
    paste(qtbot, window, code)
    assert page.lang == lang and f"The pasted puzzle is a puzzle in {name}" in page.banner.text
    _solved_as(qtbot, page, solution)

    dialog = window.open_export()
    qtbot.addWidget(dialog)
    qtbot.waitUntil(dialog.export_button.isEnabled, timeout=WAIT_MS)
    for fmt in ("svg", "json"):
        dialog.format.setCurrentText(fmt.upper())
        out = tmp_path / f"exported.{fmt}"
        dialog.export_to(out)
        qtbot.waitUntil(out.exists, timeout=WAIT_MS)
        written = out.read_text(encoding="utf-8")
        if fmt == "svg":
            assert f">{tile}<" in written and ">[<" not in written
        else:
            exported = json.loads(written)
            assert (
                exported["lang"] == lang
                and tile in "".join(exported["tiles"])
                and "[" not in str(exported["tiles"])[1:-1]
            )
    dialog.close()


def test_letters_a_language_has_no_tile_for_are_named_where_they_stand(qtbot, window):
    page = window.waffle
    window.set_language("en")
    paste(qtbot, window, SPANISH)
    assert page.banner.text == (
        "Could not read the pasted puzzle at line 5, column 4: 'ñ' is not a letter of English (only Español "
        "has Ñ as a tile: choose that language)"
    )
    assert page.puzzle.tiles.strip() == ""  # nothing was pasted over the blank grid

    window.set_language("de")
    german = SPANISH.replace("ñ", "N").replace("ODMHA", "ODßHA")
    paste(qtbot, window, german)
    assert page.banner.text.startswith(
        "Could not read the pasted puzzle at line 3, column 3: 'ß' is written SS in Deutsch: two letters, not one tile"
    )
    paste(qtbot, window, german.replace("ß", "Ä"))
    assert page.banner.text.startswith("Could not read the pasted puzzle at line 3, column 3: 'Ä' is written AE")


@pytest.mark.parametrize(
    ("lang", "text", "solution", "tile"), [("es", SPANISH, SPANISH_SOLUTION, "Ñ"), ("fr", FRENCH, FRENCH_SOLUTION, "E")]
)
def test_the_command_line_round_trips_them_too(tmp_path, capfd, lang, text, solution, tile):
    typed = tmp_path / "typed.txt"
    typed.write_text(text, encoding="utf-8")
    assert main(["solve", str(typed), "--lang", lang, "--json"]) == 0
    report = json.loads(capfd.readouterr().out)
    assert report["status"] == "unique" and _cells("\n".join(report["solutions"][0]["rows"])) == solution

    saved = tmp_path / "puzzle.json"  # the export as JSON is the puzzle file, solved, with its language
    assert main(["export", str(typed), "--lang", lang, "--format", "json", "--out", str(saved)]) == 0
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert data["lang"] == lang and tile in "".join(data["tiles"]) and "[" not in "".join(data["tiles"])
    svg = tmp_path / "card.svg"
    assert main(["export", str(saved), "--format", "svg", "--show", "both", "--out", str(svg)]) == 0
    drawn = svg.read_text(encoding="utf-8")
    assert f">{tile}<" in drawn and ">[<" not in drawn
    capfd.readouterr()

    assert main(["share", str(saved)]) == 0  # no --lang: the file says its own
    code = capfd.readouterr().out.strip()
    assert code.startswith("waffle2:")
    assert main(["solve", code, "--json"]) == 0  # the code picks the list: English would find nothing
    report = json.loads(capfd.readouterr().out)
    assert report["wordlist"]["name"].endswith(f"-{lang}") and report["status"] == "unique"
    assert _cells("\n".join(report["solutions"][0]["rows"])) == solution


def test_the_command_line_names_a_letter_of_another_language(tmp_path, capfd):
    typed = tmp_path / "typed.txt"
    typed.write_text(SPANISH, encoding="utf-8")
    assert main(["solve", str(typed), "--lang", "en"]) == 2
    err = capfd.readouterr().err
    assert f"{typed}, line 5, column 4: 'ñ' is not a letter of English (only Español has Ñ as a tile" in err
    typed.write_text(SPANISH.replace("ñ", "N").replace("ODMHA", "ODßHA"), encoding="utf-8")
    assert main(["export", str(typed), "--lang", "de", "--format", "json", "--out", str(tmp_path / "x.json")]) == 2
    assert "line 3, column 3: 'ß' is written SS in Deutsch" in capfd.readouterr().err
    assert not (tmp_path / "x.json").exists()


def type_text(widget, text: str) -> None:
    """Keys typed as a keyboard with ñ and é sends them (QTest's keyClicks knows no key for them)."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, ch))


def test_typing_a_letter_the_language_has_no_tile_for_types_nothing(qtbot, window):
    page = window.waffle
    window.set_language("en")
    page.grid.setFocus()
    type_text(page.grid, "ñ")
    assert page.grid.letters[0] == " "  # no Ñ in English: the cursor stays
    type_text(page.grid, "é")
    assert page.grid.letters[0] == "E"
    window.set_language("es")
    type_text(page.grid, "ñ")
    assert page.grid.letters[1] == "Ñ"


def _board_solved(page, board: str) -> bool:
    return str(page.board) == board and page.status.text().startswith(("Fewest", "No solution"))


@pytest.mark.slow
def test_a_spanish_letter_boxed_board_is_typed_solved_saved_and_reopened(qtbot, window, tmp_path):
    """AÑS TPR OCL EIU by hand: SEÑERA then APICULTOR use every letter (both in the Spanish list)."""
    page = window.letterboxed
    window.set_language("es")
    window.pages.setCurrentWidget(page)
    qtbot.waitUntil(lambda: page.lexicon is not None and page.lang == "es", timeout=WAIT_MS)
    page.board_edit.clear()
    type_text(page.board_edit, "añs tpr ocl eiu")
    qtbot.waitUntil(lambda: _board_solved(page, "AÑS TPR OCL EIU"), timeout=WAIT_MS)
    assert page.status.text().startswith("Fewest: 2 words")
    chains = {chain for solution in page.solutions for chain in readings(solution)}
    assert ("SEÑERA", "APICULTOR") in chains and all(len(chain) == 2 for chain in chains)

    saved = tmp_path / "tablero.json"
    assert page.save_to(saved)
    assert json.loads(saved.read_text(encoding="utf-8"))["sides"][0] == "AÑS"
    svg = tmp_path / "tablero.svg"
    page.export(svg)
    qtbot.waitUntil(svg.exists, timeout=WAIT_MS)
    assert ">Ñ<" in svg.read_text(encoding="utf-8")

    window.set_language("en")  # the typed board is no English board: said where, and it stays
    qtbot.waitUntil(
        lambda: page.status.text().startswith("Side 1, letter 2: 'ñ' is not a letter of English"), timeout=WAIT_MS
    )
    assert page.board_edit.text() == "añs tpr ocl eiu"
    assert window.open_path(saved)
    assert page.lang == "es" and "tablero.json is a board in Español" in page.game_label.text()
    qtbot.waitUntil(lambda: _board_solved(page, "AÑS TPR OCL EIU"), timeout=WAIT_MS)


@pytest.mark.slow
def test_spanish_word_sets_use_enye(qtbot, window, tmp_path):
    listing = tmp_path / "palabras.txt"
    listing.write_text("año\ncid\nlúz\nkég\nbud\n", encoding="utf-8")  # folded: año cid luz keg bud
    page = window.wordsets
    window.set_language("es")
    window.pages.setCurrentWidget(page)
    page.use_file(str(listing))
    page.k.setValue(4)
    page.n.setValue(3)
    page.min_zipf.setValue(0)
    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.task.running and page.find_button.isEnabled(), timeout=WAIT_MS)
    rows = [
        [page.model.item(r, c).text().lower() for c in range(page.model.columnCount())]
        for r in range(page.model.rowCount())
    ]  # shown in capitals, copied in the word list's lower case
    assert len(rows) == 1 and sorted(rows[0][:4]) == ["año", "cid", "keg", "luz"]
    assert rows[0][4] == "bfhjmnpqrstvwxy"  # the other 15 of the 27 letters
    page.copy()
    assert QGuiApplication.clipboard().text().startswith("\t".join(rows[0][:4]))
    page.k.setValue(9)  # 27 letters: Spanish has them, English does not
    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.task.running and page.find_button.isEnabled(), timeout=WAIT_MS)
    assert page.status.text().startswith("No sets found")  # searched: nine words of three fit 27 letters
    window.set_language("en")
    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    assert page.status.text().endswith("the alphabet has 26: choose k and n with k*n <= 26")
