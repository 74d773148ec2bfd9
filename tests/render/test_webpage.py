"""The playable web page in a real browser (Chromium through Selenium), loaded from disk.

The oracles are the core's: its swap solver gives the fewest swaps to click, and its
colouring (the game's rule, docs/RULES.md W2) the colours every tile must show.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from studio.core.waffle.colors import color_tiles
from studio.core.waffle.formats import read_puzzle
from studio.core.waffle.puzzle import Puzzle
from studio.core.waffle.shape import waffle_shape
from studio.core.waffle.share import share_code
from studio.core.waffle.sheet import entry_for
from studio.core.waffle.swaps import SPARE_SWAPS, apply_swaps, swap_plan
from studio.render import webpage
from studio.render.webpage import seal, unseal, web_page, write_web_page

EXAMPLES = Path(__file__).parents[2] / "studio" / "resources" / "examples"
CLASS = {"green": "g", "yellow": "y", "gray": "-"}
SMALL_SOLUTION = "CATAOBEE"  # CAT and BEE across, CAB and TOE down: a 3x3 waffle


def _small_entry():
    shape = waffle_shape(3, 3)
    tiles = "EATAOBCE"  # C and the last E swapped
    return entry_for("small", Puzzle(shape, tiles, color_tiles(shape, tiles, SMALL_SOLUTION), SMALL_SOLUTION))


@pytest.fixture
def page(tmp_path: Path) -> Path:
    path = tmp_path / "play.html"
    write_web_page([entry_for("daily-1", read_puzzle(EXAMPLES / "daily-1.txt"))], path)
    return path


def _colors(browser) -> str:
    tiles = sorted(browser.find_elements("css selector", ".tile"), key=lambda t: int(t.get_attribute("data-cell")))
    return "".join(CLASS[next(c for c in t.get_attribute("class").split() if c in CLASS)] for t in tiles)


def _click_swap(browser, a: int, b: int) -> None:
    for cell in (a, b):
        browser.find_element("css selector", f'.tile[data-cell="{cell}"]').click()


def _text(browser, element: str) -> str:
    return browser.find_element("id", element).text


@pytest.mark.slow
def test_the_fewest_swaps_by_clicking_win_five_stars(browser, page: Path) -> None:
    puzzle = read_puzzle(EXAMPLES / "daily-1.txt")
    entry = entry_for("daily-1", puzzle)
    assert entry.answer is not None
    plan = swap_plan(puzzle.tiles, entry.answer.solution)
    browser.get(page.as_uri())
    assert _colors(browser) == color_tiles(puzzle.shape, puzzle.tiles, entry.answer.solution)
    assert _text(browser, "swaps-left") == str(10 + SPARE_SWAPS)
    assert not browser.find_element("id", "meanings").is_displayed()  # the meanings would tell the words
    for n, (a, b) in enumerate(plan.swaps, 1):
        _click_swap(browser, a, b)
        assert _text(browser, "swaps-used") == str(n)
    assert plan.fewest == 10
    assert _text(browser, "message").startswith("Solved in 10 swaps!")
    assert browser.find_element("id", "stars").get_attribute("data-stars") == str(SPARE_SWAPS)
    assert _colors(browser) == "g" * 21
    meanings = _text(browser, "meanings").splitlines()  # WordNet 3.0's first senses, by hand
    assert [line.split(" ")[0] for line in meanings] == ["FUGUE", "LOOSE", "OMEGA", "FOLIO", "GLOBE", "ENEMA"]
    assert meanings[3] == "FOLIO (noun): the system of numbering pages"
    assert browser.get_log("browser") == []


def test_the_meanings_are_sealed_and_open_again() -> None:
    """The page holds each word's meaning sealed, opened with the tiles and the page's salt;
    a language without meanings holds null (the page says so)."""
    daily = entry_for("daily-1", read_puzzle(EXAMPLES / "daily-1.txt"))
    record = webpage.puzzle_record(daily)
    rows = json.loads(unseal(str(record["meanings"]), daily.puzzle.tiles + webpage.page_rules()["meaningsSalt"]))
    assert rows[3] == {"word": "FOLIO", "lemma": "folio", "pos": "noun", "gloss": "the system of numbering pages"}
    french = replace(daily, puzzle=daily.puzzle.with_changes(meta={"lang": "fr"}))
    assert webpage.puzzle_record(french)["meanings"] is None


@pytest.mark.slow
def test_the_page_plays_by_the_rules_python_gives_it(browser, tmp_path: Path, monkeypatch) -> None:
    """The spare swaps are the core's constant, not a copy in the script: a page written
    under another rule (3 spare swaps) allows and stars by that rule."""
    monkeypatch.setattr(webpage, "SPARE_SWAPS", 3)
    path = tmp_path / "three.html"
    write_web_page([_small_entry()], path)
    browser.get(path.as_uri())
    assert _text(browser, "swaps-left") == "4"  # the small puzzle's 1 swap, and 3 spare
    _click_swap(browser, 0, 6)  # E and C back: CAT across, CAB down
    assert _colors(browser) == "g" * 8
    stars = browser.find_elements("css selector", "#stars span")
    assert len(stars) == 3 and browser.find_element("id", "stars").get_attribute("data-stars") == "3"
    assert browser.get_log("browser") == []


@pytest.mark.slow
def test_a_wrong_swap_dragged_recolours_by_the_game_rule_and_greens_stay_put(browser, page: Path) -> None:
    puzzle = read_puzzle(EXAMPLES / "daily-1.txt")
    solution = entry_for("daily-1", puzzle).answer.solution  # type: ignore[union-attr]
    colors = color_tiles(puzzle.shape, puzzle.tiles, solution)
    best = set(swap_plan(puzzle.tiles, solution).swaps)
    open_cells = [c for c in puzzle.shape.cells if colors[c] != "g"]
    # a swap that is no help: it leaves both tiles out of place (daily #1 repeats O, U, E, G, M)
    a, b = next(
        (a, b)
        for a in open_cells
        for b in open_cells
        if a < b and (a, b) not in best and puzzle.tiles[a] != solution[b] and puzzle.tiles[b] != solution[a]
    )
    browser.get(page.as_uri())
    from selenium.webdriver import ActionChains

    tile = '.tile[data-cell="{}"]'.format
    dragged, target = (browser.find_element("css selector", tile(cell)) for cell in (a, b))
    ActionChains(browser).click_and_hold(dragged).move_by_offset(8, 8).move_to_element(target).release().perform()
    after = apply_swaps(puzzle.tiles, [(a, b)])
    assert _colors(browser) == color_tiles(puzzle.shape, after, solution)
    green = puzzle.shape.cells[colors.index("g")]
    _click_swap(browser, green, a)  # a green tile is locked: no swap, nothing counted
    assert _text(browser, "swaps-used") == "1"
    browser.find_element("id", "give-up").click()
    assert _colors(browser) == "g" * 21
    assert "solution" in _text(browser, "message")
    assert browser.find_element("id", "stars").get_attribute("data-stars") == ""


CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"  # RFC 4648 base64url


@pytest.mark.slow
def test_a_set_has_a_picker_and_plays_a_pasted_share_code(browser, tmp_path: Path) -> None:
    entries = [entry_for("daily-1", read_puzzle(EXAMPLES / "daily-1.txt")), _small_entry()]
    page = tmp_path / "set.html"
    write_web_page(entries, page, "Week 47")
    browser.get(page.as_uri())
    assert browser.title == "Puzzle 1 of 2 – Week 47 – Waffle"
    picker = browser.find_element("id", "picker")
    assert len(picker.find_elements("tag name", "option")) == 2
    browser.find_element("id", "next").click()
    assert len(browser.find_elements("css selector", ".tile")) == 8
    deluxe = read_puzzle(EXAMPLES / "daily-1.json")
    code = share_code(deluxe)
    browser.find_element("tag name", "summary").click()
    box = browser.find_element("id", "paste")
    box.send_keys(code[:-3] + ("A" if code[-3] != "A" else "B") + code[-2:])
    browser.find_element("id", "play-code").click()
    assert "damaged" in _text(browser, "code-error")
    # only the last character's unused bits changed: the bytes and checksum are the same
    body = code.split(":", 1)[1]
    assert len(body) * 6 % 8 == 2, "this code's last character carries 2 unused bits"
    last = CODE_ALPHABET[CODE_ALPHABET.index(code[-1]) ^ 1]
    box.clear()
    box.send_keys(code[:-1] + last)
    browser.find_element("id", "play-code").click()
    assert "damaged" in _text(browser, "code-error") and "last character" in _text(browser, "code-error")
    box.clear()
    box.send_keys(code)
    browser.find_element("id", "play-code").click()
    assert _text(browser, "code-error") == ""
    assert len(picker.find_elements("tag name", "option")) == 3
    assert _colors(browser) == color_tiles(deluxe.shape, deluxe.tiles, deluxe.solution or "")
    assert _text(browser, "subtitle") == deluxe.meta["title"]
    assert browser.find_element("id", "code").get_attribute("value") == code


def test_the_page_is_one_file_that_needs_no_network() -> None:
    text = web_page([entry_for("daily-1", read_puzzle(EXAMPLES / "daily-1.txt"))])
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//|[\w./-]+\.(js|css))""", text)
    assert "http://" not in text and "https://" not in text and "fetch(" not in text
    assert text.count("<script") == 5  # the rules', the texts', the puzzles' and a daily page's JSON, and the player


@pytest.mark.slow
def test_the_page_plays_a_spanish_code_with_enye(browser, tmp_path: Path) -> None:
    """A code in another language is waffle2: (core/waffle/share.py); the page plays its letters."""
    shape = waffle_shape(3, 3)
    solution, tiles = "AÑOSOSOL", "AÑOSOLOS"  # only the letters matter: the page needs no words
    puzzle = Puzzle(shape, tiles, color_tiles(shape, tiles, solution), solution, {"lang": "es"})
    code = share_code(puzzle)
    assert code.startswith("waffle2:")
    page = tmp_path / "one.html"
    write_web_page([_small_entry()], page)
    browser.get(page.as_uri())
    browser.find_element("tag name", "summary").click()
    browser.find_element("id", "paste").send_keys(code)
    browser.find_element("id", "play-code").click()
    assert _text(browser, "code-error") == ""
    assert [tile.text for tile in browser.find_elements("css selector", ".tile")] == list(tiles)
    assert _colors(browser) == puzzle.colors


# Text a puzzle file may carry into a page (titles travel in share codes too): each would end
# the data's <script> early, hide its end tag, or read as markup if the page embedded it raw.
HOSTILE_TEXTS = (
    "-->",  # first: after it, a "<!--" would be closed and the set's page would survive
    "<!--<script>",
    "<!--",
    "<script>",
    "</script><script>document.body.innerHTML=''</script>",
    "</SCRIPT >",
    "<img src=x onerror=\"document.body.innerHTML=''\">",
    "</title><h1>heading</h1>",
    "<![CDATA[ ]]>",
    "&lt;b&gt; &amp; &#60;",
    "\u2028 line and paragraph \u2029 separators",
    "\"quotes\" 'and' \\backslashes\\ \\u003c",
    "\u202eright to left\u202c",
    "<style>body{display:none}</style>",
)


def _hostile_entry(text: str, number: int):
    puzzle = read_puzzle(EXAMPLES / "daily-1.json")
    meta = {**puzzle.meta, "title": text, "author": text, "notes": [text, {"words": text}], "number": number}
    return entry_for(f"hostile-{number}", puzzle.with_changes(meta=meta))


def _text_content(browser, element: str) -> str:
    return browser.find_element("id", element).get_attribute("textContent")


@pytest.mark.slow
@pytest.mark.parametrize("text", HOSTILE_TEXTS)
def test_a_hostile_title_is_text_on_its_page_and_the_board_plays(browser, tmp_path: Path, text: str) -> None:
    entry = _hostile_entry(text, 1)
    page = tmp_path / "hostile.html"
    write_web_page([entry], page, text)
    browser.get(page.as_uri())
    assert len(browser.find_elements("css selector", ".tile")) == 21
    assert _text_content(browser, "subtitle") == text
    assert _text_content(browser, "set-title") == text
    solved = entry.puzzle.with_changes(solution=entry.answer.solution)  # type: ignore[union-attr]
    assert browser.find_element("id", "code").get_attribute("value") == share_code(solved)
    assert browser.find_elements("tag name", "img") == []  # no title became markup
    assert len(browser.find_elements("tag name", "style")) == 1
    assert browser.get_log("browser") == []


@pytest.mark.slow
def test_a_set_of_hostile_titles_plays_every_board(browser, tmp_path: Path) -> None:
    entries = [_hostile_entry(text, n) for n, text in enumerate(HOSTILE_TEXTS, 1)]
    page = tmp_path / "hostile-set.html"
    write_web_page(entries, page, "".join(HOSTILE_TEXTS))
    browser.get(page.as_uri())
    options = browser.find_element("id", "picker").find_elements("tag name", "option")
    assert [option.get_attribute("textContent") for option in options] == [
        f"{n}. {text}" for n, text in enumerate(HOSTILE_TEXTS, 1)
    ]
    for n, text in enumerate(HOSTILE_TEXTS):
        if n:
            browser.find_element("id", "next").click()
        assert len(browser.find_elements("css selector", ".tile")) == 21, text
        assert _text_content(browser, "subtitle") == text
    assert browser.get_log("browser") == []


# ------------------------------------------------------------ issue 34, point 8


def _words_of(entry) -> list[str]:
    """Every word of the solution, across and down (the shape's slots)."""
    return ["".join(entry.answer.solution[c] for c in slot.cells) for slot in entry.puzzle.shape.slots]


def test_no_word_of_the_solution_is_in_the_pages_source() -> None:
    daily = entry_for("daily-1", read_puzzle(EXAMPLES / "daily-1.txt"))
    words = _words_of(daily)
    assert words == ["FUGUE", "LOOSE", "OMEGA", "FOLIO", "GLOBE", "ENEMA"]  # daily #1, by hand
    text = web_page([daily, _small_entry()], "Week 47")
    for word in words:  # not even in lower case ("cat" is in "application": the small one's are checked as typed)
        assert word.lower() not in text.lower(), word
    for word in [*words, *_words_of(_small_entry()), daily.answer.solution, SMALL_SOLUTION]:
        assert word not in text, word
    # the seal is the page's own: it opens again, and differs with the tiles for one solution
    assert unseal(seal("AÑOSOSOL", "AÑOSOLOS"), "AÑOSOLOS") == "AÑOSOSOL"
    assert seal(SMALL_SOLUTION, "EATAOBCE") != seal(SMALL_SOLUTION, "CATAOBEE")


@pytest.mark.slow
def test_give_up_still_shows_the_sealed_solution(browser, tmp_path: Path) -> None:
    shape = waffle_shape(3, 3)
    solution, tiles = "AÑOSOSOL", "AÑOSOLOS"  # a letter past ASCII: the seal is UTF-8's
    spanish = entry_for("es", Puzzle(shape, tiles, color_tiles(shape, tiles, solution), solution, {"lang": "es"}))
    page = tmp_path / "sealed.html"
    write_web_page([entry_for("daily-1", read_puzzle(EXAMPLES / "daily-1.txt")), spanish], page)
    browser.get(page.as_uri())
    browser.find_element("id", "give-up").click()
    shown = sorted(browser.find_elements("css selector", ".tile"), key=lambda t: int(t.get_attribute("data-cell")))
    assert "".join(t.text for t in shown) == "FUGUEOLNLOOSEIBMOMEGA"  # daily #1's, as the game gave it
    browser.find_element("id", "next").click()
    assert _colors(browser) == color_tiles(shape, tiles, solution)  # coloured by the opened seal
    browser.find_element("id", "give-up").click()
    assert [t.text for t in browser.find_elements("css selector", ".tile")] == list(solution)
    assert browser.get_log("browser") == []


@pytest.mark.slow
def test_the_tab_names_the_puzzle_shown_and_its_set(browser, tmp_path: Path) -> None:
    daily = read_puzzle(EXAMPLES / "daily-1.txt")
    monday = entry_for("monday.json", daily.with_changes(meta={"title": "Monday"}))
    page = tmp_path / "set.html"
    write_web_page([monday, _small_entry()], page, "Class 4B")
    browser.get(page.as_uri())
    assert browser.title == "Monday – Class 4B – Waffle"
    browser.find_element("id", "next").click()
    assert browser.title == "Puzzle 2 of 2 – Class 4B – Waffle"
    one = tmp_path / "one.html"
    write_web_page([entry_for("/home/ms-rivera/daily-1.txt", daily)], one)  # untitled: its file's name
    browser.get(one.as_uri())
    assert browser.title == "daily-1 – Waffle"
    assert browser.find_element("tag name", "title").get_attribute("textContent") == "daily-1 – Waffle"


@pytest.mark.slow
def test_copy_share_code_says_copied(browser, page: Path) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get(page.as_uri())
    assert _text(browser, "copied") == ""
    browser.find_element("tag name", "summary").click()
    browser.find_element("id", "copy").click()
    WebDriverWait(browser, 10).until(lambda b: _text_content(b, "copied") != "")
    assert _text(browser, "copied") == "Copied"
    assert browser.get_log("browser") == []


# The page's English words, as a German player must no longer see them (the source texts)
ENGLISH_ON_THE_PAGE = [
    "swaps left",
    "swaps made",
    "Start again",
    "Give up",
    "Swap two tiles",
    "Share code",
    "Made with Puzzle Studio",
    "Solved in",
    "Perfect",
    "The fewest swaps is",
]


@pytest.mark.slow
def test_a_page_made_in_german_speaks_german_and_plays_the_english_puzzle(browser, tmp_path: Path) -> None:
    """Oracles: German words written here by hand; the small puzzle's one swap (hand-worked:
    C and the last E trade places), and its English words, which stay English."""
    from studio import language

    path = tmp_path / "spiel.html"
    language.use("de")
    try:
        write_web_page([_small_entry()], path)
    finally:
        language.use("en")
    browser.get(path.as_uri())
    assert browser.find_element("css selector", "html").get_attribute("lang") == "de"
    assert _text(browser, "restart") == "Neu beginnen" and _text(browser, "give-up") == "Aufgeben"
    assert "Zwei Felder tauschen" in browser.find_element("css selector", "main").text
    assert _text(browser, "message") == "Die wenigsten Tauschzüge sind 1; Sie haben 6."
    _click_swap(browser, 0, 6)  # E at 0 and C at 6: CAT, BEE, CAB, TOE
    assert _colors(browser) == "g" * 8
    assert _text(browser, "message") == "Gelöst in 1 Tauschzug! Perfekt: weniger Tauschzüge gibt es nicht!"
    browser.save_screenshot(str(tmp_path / "spiel.png"))
    shown = browser.find_element("css selector", "body").text
    assert not [english for english in ENGLISH_ON_THE_PAGE if english in shown]
    assert [t.text for t in browser.find_elements("css selector", ".tile")] == list(SMALL_SOLUTION)
    assert browser.get_log("browser") == []
