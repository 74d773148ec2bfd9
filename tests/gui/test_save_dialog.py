"""A name typed in a Save dialog without a suffix gets the chosen type's: the file manager,
the Open dialog's filter and Ctrl+S (which saves only to a .json) all go by it.

Oracle: the file on disk, read back by json and by the window's own Open."""

from __future__ import annotations

import json
from importlib import resources

from PySide6.QtWidgets import QFileDialog

from tests.gui.conftest import wait_solved

DAILY_1 = resources.files("studio.resources.examples").joinpath("daily-1.txt").read_text(encoding="utf-8")


def test_a_puzzle_saved_as_fugue_is_fugue_json_and_ctrl_s_saves_there_again(qtbot, window, tmp_path, monkeypatch):
    asked: list[str] = []

    def dialog(_parent, _caption, start, filters):
        asked.append(start)
        return str(tmp_path / "fugue"), filters  # typed without a suffix; the one filter chosen

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    window.waffle.paste_text(DAILY_1)
    wait_solved(qtbot, window.waffle)
    assert window.save_as()
    assert [p.name for p in tmp_path.iterdir()] == ["fugue.json"]
    assert json.loads((tmp_path / "fugue.json").read_text(encoding="utf-8"))["kind"] == "waffle"
    window.waffle.paste_text(DAILY_1.replace("F", "f", 1))  # an edit, then Ctrl+S: no second question
    window.save_action.trigger()
    assert len(asked) == 1 and window.open_path(tmp_path / "fugue.json")


def test_the_suffix_follows_the_type_chosen_and_a_typed_one_stays(qtbot, window, tmp_path, monkeypatch):
    from studio.gui.shared.save_dialog import save_file_name

    filters = "PNG image (*.png);;SVG drawing (*.svg)"
    for typed, chosen, saved in (
        ("card", "SVG drawing (*.svg)", "card.svg"),
        ("card", "", "card.png"),  # no type told: the first
        ("card.png", "SVG drawing (*.svg)", "card.png"),  # the export refuses a clash with its own words
        ("", "PNG image (*.png)", ""),  # cancelled
    ):
        answer = (str(tmp_path / typed) if typed else "", chosen)
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args, answer=answer: answer)
        got = save_file_name(window, "Export", str(tmp_path), filters)
        assert (got and got.removeprefix(str(tmp_path) + "/")) == saved, typed
