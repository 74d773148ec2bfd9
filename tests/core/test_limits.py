"""Limits before work: every huge input is refused with a message, fast, having read or
built no more than its limit (issue 17, point 4). Times are asserted with a margin of
ten times or more: the refusals take milliseconds."""

import io
import json
import os
import threading
import time
from math import prod

import pytest

from studio.core import wordcache
from studio.core.errors import PuzzleError
from studio.core.facts import Code
from studio.core.letterboxed.board import parse_board
from studio.core.letterboxed.files import loads_board
from studio.core.letterboxed.generate import BoardOptions
from studio.core.letterboxed.solver import solve
from studio.core.limits import read_capped
from studio.core.studio_json import MAX_TEXT, read_stream
from studio.core.waffle.formats import loads, parse_puzzle_text, read_puzzle
from studio.core.waffle.shape import parse_shape_name
from studio.core.wordle.table import check_table_size, make_lists
from studio.core.wordle.tree import parse_tree
from studio.core.words import (
    MAX_WORD_LETTERS,
    MAX_WORDLIST_BYTES,
    MAX_WORDLIST_LINES,
    NO_WORDS,
    load_wordlist,
    parse_wordlist,
)
from studio.core.wordsets import Group, check_search_size, estimate_partial_sets, groups_with_zipf, mask_of

FAST = 10.0  # seconds: a refusal takes milliseconds; the machine is loaded


class Endless(io.RawIOBase):
    """A stream that never ends (a 3 GB pipe, /dev/zero), counting what was read from it."""

    def __init__(self) -> None:
        self.read_so_far = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        buffer[:] = b"\0" * len(buffer)
        self.read_so_far += len(buffer)
        return len(buffer)


def refused(call, *args, match: str) -> PuzzleError:
    start = time.perf_counter()
    with pytest.raises(PuzzleError, match=match) as err:
        call(*args)
    assert time.perf_counter() - start < FAST
    return err.value


@pytest.mark.parametrize(
    "text",
    [
        '{"shape":"99999x99999","tiles":[],"colors":[]}',
        '{"shape":{"rows":10001,"cols":10001,"type":"solid"},"tiles":[],"colors":[]}',
        '{"shape":{"rows":10001,"cols":5,"type":"waffle"},"tiles":[],"colors":[]}',
        '{"shape":{"rows":1000,"cols":1000,"type":"custom","mask":[]},"tiles":[],"colors":[]}',
    ],
)
def test_a_tiny_json_naming_a_huge_shape_is_refused_before_any_mask(text):
    assert len(text) < 100
    err = refused(loads, text, match="too large|at most 15|needs 'mask'")
    assert (err.line, err.column) == (1, 2)  # the "shape" key


def test_huge_shape_names_and_grids_are_refused():
    refused(parse_shape_name, "99999x99999", match="99999x99999 grid is too large")
    refused(parse_shape_name, "solid 10001x10001", match="too large")
    refused(parse_shape_name, "9" * 5000 + "x5", match="unknown shape")  # past int()'s 4,300 digits
    grid = "\n".join(["A" * 1000] * 1000)  # a 1000x1000 paste
    refused(parse_puzzle_text, grid + "\n\n" + grid.replace("A", "g"), match="far too large for a puzzle")
    square = "\n".join(["A" * 100] * 100)  # under the text cap: the grid cap names the first line too many
    err = refused(
        parse_puzzle_text, square + "\n\n" + square.replace("A", "g"), match="100 rows; a puzzle has at most 15"
    )
    assert err.line == 16


def test_a_ten_megabyte_paste_is_refused():
    refused(parse_puzzle_text, "A" * 10_000_000, match="10,000,000 characters, far too large")
    refused(parse_puzzle_text, "{" + " " * 10_000_000, match="far too large")


def test_an_endless_stream_is_read_no_further_than_its_limit():
    stream = io.BufferedReader(Endless())
    refused(read_stream, stream, "stdin", match=f"more than {MAX_TEXT:,} bytes")
    endless = Endless()
    refused(read_capped, io.BufferedReader(endless), 1000, "a test", "pipe", match="more than 1,000 bytes")
    assert endless.read_so_far <= 1000 + io.DEFAULT_BUFFER_SIZE  # one buffer past the limit at most


def test_devices_and_huge_files_are_refused_as_puzzles_and_word_lists(tmp_path):
    refused(load_wordlist, "/dev/zero", match=f"more than {MAX_WORDLIST_BYTES:,} bytes, far too large for a word list")
    huge = tmp_path / "huge.txt"
    with open(huge, "wb") as f:  # 100 MB, sparse: nothing written, the size says it all
        f.truncate(100 * 10**6)
    refused(load_wordlist, huge, match="100,000,000 bytes, far too large for a word list")
    refused(read_puzzle, huge, match="100,000,000 bytes, far too large for a puzzle")


@pytest.mark.slow
def test_a_word_list_of_too_many_lines_is_refused_and_a_big_real_list_loads(shared_data):
    refused(parse_wordlist, "ab\n" * (MAX_WORDLIST_LINES + 1), match="lines are too many for a word list")
    words = load_wordlist(shared_data / "english-words" / "words_alpha.txt")  # 370,105 lines, 3.9 MB
    assert "ZYMURGY" in words and len(words) > 300_000


def test_a_line_longer_than_any_word_is_skipped_before_a_table_or_cache_is_built(tmp_path):
    """One line of a million letters (under every byte and line cap) made a million bitsets
    per letter: 39 MB of cache and 0.5 GB; a 16 MB line a minute, 6 GB and 459 MB of cache."""
    longest = "dichlorodiphenyltrichloroethane"  # words_alpha.txt's longest word, 31 letters
    assert len(longest) == MAX_WORD_LETTERS
    path = tmp_path / "long.txt"
    path.write_text(f"cat\n{'q' * 1_000_000}\n{longest}\n{longest}s\ndog\n")
    words = load_wordlist(path)
    assert {n: len(words.of_length(n)) for n in (3, 31, 32, 1_000_000)} == {3: 2, 31: 1, 32: 0, 1_000_000: 0}
    assert len(words) == 3 and longest.upper() in words and "CAT" in words
    cached = wordcache.cache_file("lists", str(path.resolve()))
    assert os.path.getsize(cached) < 10_000  # three words: a header and a few hundred bytes
    only_long = tmp_path / "only-long.txt"
    only_long.write_text("q" * (MAX_WORDLIST_BYTES - 1) + "\n")  # 16 MB, one line
    assert refused(load_wordlist, only_long, match=None).fact == NO_WORDS
    assert refused(parse_wordlist, "ab" * 1_000_000, match=None).fact == NO_WORDS


def test_wordle_lists_whose_pattern_table_would_not_fit_are_refused_before_allocating():
    with pytest.raises(PuzzleError, match=r"need a 382\.8 GB table of patterns; at most 1\.0 GB"):
        check_table_size(318_960, 300_000, 12)  # the 12-letter lists that tried to allocate 356 GiB
    check_table_size(12_972, 2_315, 5)  # the game's own lists: 30 MB
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    words = [a + b + c + d + "E" for a in letters for b in letters for c in letters for d in letters[:3]]
    refused(make_lists, words, words, match="table of patterns")  # 52,728 x 52,728 bytes


def test_letter_boxed_boards_past_22_letters_are_refused_before_searching():
    board = parse_board("SALTEBRX ONICDUGQ PHMYWKFZ")
    refused(solve, board, ["SALT"], match="24-letter board has 402,653,184 search states")
    refused(BoardOptions(sides=4, per_side=6, vowels=4).check, match="24-letter board")
    refused(parse_board, "AB " * 100_000, match="at most 200 characters")
    refused(parse_board, "ABCDEFGHI JKLMNOPQR STUVWXYZA", match="at most 26 letters")
    sides = json.dumps({"format": "puzzle-studio", "kind": "letter-boxed", "sides": ["ABCDEFGHIJKLMN"] * 3})
    refused(loads_board, sides, match="at most 26 letters")
    assert solve(parse_board("ABC DEF GHI"), ["ADG", "GBE", "EHC", "CFI"]) is not None  # 9 letters: no limit


def test_the_word_set_estimate_is_exact_on_a_uniform_tree_and_refuses_billions():
    """Every pair of the 26 letters, 13 at a time: the search pairs the first letter left
    with one of the 25, 23, ... others, so there are 1 + 25 + 25*23 + ... partial sets."""
    pairs = [
        Group(mask_of(a + b), (a + b,))
        for i, a in enumerate("abcdefghijklmnopqrstuvwxyz")
        for b in "abcdefghijklmnopqrstuvwxyz"[i + 1 :]
    ]
    exact = sum(prod(range(25, 25 - 2 * depth, -2)) for depth in range(14))
    assert estimate_partial_sets(pairs, 13) == pytest.approx(exact, rel=1e-9)
    refused(check_search_size, pairs, 13, match="13 words of 2 letters .* partial sets")


def test_word_set_searches_of_the_readme_pass_and_13_words_of_2_letters_are_refused():
    check_search_size(*groups_with_zipf("common", 5, 3.5)[:1], 4)  # the page's default query
    groups, _ = groups_with_zipf("broad", 2)
    refused(check_search_size, groups, 13, match="partial sets to search")


def test_a_decision_tree_with_a_huge_turn_number_is_a_message_naming_the_place():
    err = refused(parse_tree, "SALET BBBBB" + "1" * 5000, "t", match="expected feedback like GGGGG1")
    assert (err.line, err.column) == (1, 7)


def refused_unblocked(fifo, call, *args) -> PuzzleError:
    """`call` on a named pipe nobody writes to, on a thread: a call still waiting after FAST
    seconds is let go (a writer opens and closes the pipe) and the test fails."""
    outcome: list[BaseException | object] = []
    thread = threading.Thread(target=lambda: outcome.append(_outcome(call, *args)), daemon=True)
    thread.start()
    thread.join(FAST)
    if thread.is_alive():
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))  # the waiting reader gets an end of file
        thread.join(FAST)
        pytest.fail(f"{call.__name__} waited on a pipe for {FAST} s")
    [error] = outcome
    assert isinstance(error, PuzzleError), error
    return error


def _outcome(call, *args) -> BaseException | object:
    try:
        return call(*args)
    except BaseException as err:  # handed back to the test's thread
        return err


@pytest.mark.parametrize("reader", [load_wordlist, read_puzzle])
def test_a_named_pipe_is_refused_unopened_naming_its_path(tmp_path, reader):
    """`mkfifo words; --words words` waited for ever for a writer (issue 30)."""
    fifo = tmp_path / "words"
    os.mkfifo(fifo)
    error = refused_unblocked(fifo, reader, fifo)
    assert error.fact.code == Code.NOT_A_FILE and error.fact["kind"] == "pipe"
    assert error.source == str(fifo)


def test_stdin_named_by_its_path_is_still_read():
    """/dev/stdin is a pipe too when a shell pipes a list in: the user chose it, so it is read."""
    out, into = os.pipe()
    os.write(into, b"able\nbake\n")
    os.close(into)
    saved = os.dup(0)
    os.dup2(out, 0)
    try:
        words = load_wordlist("/dev/stdin")
    finally:
        os.dup2(saved, 0)
        os.close(saved)
        os.close(out)
    assert len(words) == 2
