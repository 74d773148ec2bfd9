"""Facts, not sentences: what the core reports to a person is a code and its fields (line,
column, tile, slot, counts, bytes, seconds), never an English sentence. Each front end
phrases a fact in the user's language (studio/language/facts.py holds every phrasing), and
the command line's JSON gives the code and fields as they are (`Fact.to_json`).

A field is a number, a text the user typed or a name (a file, a word), or a fact in its
turn (a reason inside a refusal). A fact crosses process boundaries as it is (pickled)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Union

Value = Union[int, float, str, bool, None, "Fact", tuple["Fact", ...], tuple[str, ...], tuple[int, ...]]


class Code(StrEnum):
    """Every kind of fact, named for what happened; studio/language/facts.py phrases each
    (a test holds the two to each other)."""

    TEXT = "text"  # a sentence some part of the studio still makes itself: `text`
    WITH_HINT = "with_hint"  # why (a fact), hint (phrased by the front end that offers it)
    # where: a cell, a slot
    CELL = "cell"  # row, column (1-based)
    ACROSS = "across"  # row, start (1-based; start 1: the word starts the row)
    DOWN = "down"  # column, start
    # files and limits
    TOO_LARGE = "too_large"  # size, unit ("bytes", "lines", "characters"), limit, what
    TOO_LARGE_BYTES = "too_large_bytes"  # limit, what
    CANNOT_READ = "cannot_read"  # what, reason (the system's words)
    NOT_UTF8 = "not_utf8"  # byte
    NOT_A_FILE = "not_a_file"  # what (a file's name, as CANNOT_READ), kind ("pipe", "socket", "terminal")
    # letters
    NOT_A_LETTER = "not_a_letter"  # char, language, owners, tile: a letter of another language
    TWO_LETTERS = "two_letters"  # char, folded, language
    NOT_A_LETTER_OF = "not_a_letter_of"  # char, language
    NOT_A_LETTER_AZ = "not_a_letter_az"  # char, extra (tuple of letters past A-Z)
    HOLE_HINT = "hole_hint"  # why (a fact): and '.' or a space is a hole
    FOREIGN_TILES = "foreign_tiles"  # tiles (facts: FOREIGN_TILE), home (a language's name)
    FOREIGN_TILE = "foreign_tile"  # tile, cells (CELL facts), language
    # shapes
    MASK_SIZE = "mask_size"  # rows, columns
    NO_CELLS = "no_cells"
    LONELY_CELL = "lonely_cell"  # row, column
    GRID_TOO_LARGE = "grid_too_large"  # rows, columns, most
    WAFFLE_SIZE = "waffle_size"  # rows, columns
    SOLID_SIZE = "solid_size"  # rows, columns
    UNKNOWN_SHAPE = "unknown_shape"  # text
    # JSON files
    FILE_EMPTY = "file_empty"
    NOT_JSON = "not_json"  # reason (Python's json module's words)
    NESTED = "nested"  # most (levels)
    NUMBER_TOO_LONG = "number_too_long"  # digits, most
    NOT_TEXT = "not_text"  # kind ("surrogate", "control", "noncharacter"), point ("U+000B"), at (a character)
    FIELD_HOLDS = "field_holds"  # field ("" for the file), key (the field is a key), fault (a NOT_TEXT fact)
    TITLE_HOLDS = "title_holds"  # share_code (the title is a share code's, else a page's), fault
    NOT_AN_OBJECT = "not_an_object"
    NOT_OUR_FORMAT = "not_our_format"  # format (as the file has it)
    VERSION_NOT_WHOLE = "version_not_whole"  # version (as the file has it)
    NEWER_VERSION = "newer_version"  # version, reads
    OTHER_KIND = "other_kind"  # found, wanted (kinds: waffle, letter-boxed, wordle, autosave)
    FIELD_CHOICE = "field_choice"  # field, choices
    SHAPE_NOT_OBJECT = "shape_not_object"
    SHAPE_NOT_WHOLE = "shape_not_whole"
    CUSTOM_MASK = "custom_mask"  # rows, columns
    UNKNOWN_SHAPE_TYPE = "unknown_shape_type"  # type (as the file has it)
    GRID_NOT_LIST = "grid_not_list"  # field, rows
    GRID_ROWS = "grid_rows"  # field, rows, shape_rows
    GRID_ROW_WIDTH = "grid_row_width"  # field, row, width, columns
    GRID_CHARACTER = "grid_character"  # field, row, column, char, wanted ("letter", "colour")
    # the grid files (letters, a blank line, colours)
    PUZZLE_EMPTY = "puzzle_empty"
    NO_COLOUR_GRID = "no_colour_grid"
    MORE_THAN_TWO_GRIDS = "more_than_two_grids"
    TOO_MANY_ROWS = "too_many_rows"  # rows, most
    ROW_TOO_WIDE = "row_too_wide"  # width, most
    NOT_A_SHAPE = "not_a_shape"  # why (a fact)
    COLOUR_ROWS = "colour_rows"  # rows, letter_rows
    NOT_A_COLOUR = "not_a_colour"  # char, name (Unicode's name, when not printable)
    COLOUR_ROW_LENGTH = "colour_row_length"  # colours, letters
    FILL_GRID_EMPTY = "fill_grid_empty"
    FILL_GRID_COLOURS = "fill_grid_colours"
    NO_PUZZLES_IN_FOLDER = "no_puzzles_in_folder"
    TILES_AND_COLOURS = "tiles_and_colours"  # size, cells, tiles, colours
    SOLUTION_LENGTH = "solution_length"  # cells, letters
    NOT_A_PERMUTATION = "not_a_permutation"  # extra, missing (letters)
    # word lists
    BAD_WEIGHT = "bad_weight"  # weight, problem ("number", "finite", "positive")
    NO_WORDS = "no_words"  # most (letters)
    TOO_MANY_LINES = "too_many_lines"  # lines, most
    LIST_NOT_FOUND = "list_not_found"
    NOT_A_WORD = "not_a_word"  # text
    # the picture reader
    ZOOM_IN = "zoom_in"  # why (a fact), tile (pixels)
    PICTURE_TOO_LARGE = "picture_too_large"  # width, height
    PICTURE_NOT_RGB = "picture_not_rgb"
    PICTURE_TOO_SMALL = "picture_too_small"  # width, height
    NO_TILES = "no_tiles"
    TILES_DO_NOT_END = "tiles_do_not_end"
    NOT_A_WAFFLE = "not_a_waffle"  # rows, columns, picture (the tiles found: '#' and '.' rows, '/' between)
    UNSURE_TILES = "unsure_tiles"  # tiles (READ_AS facts)
    READ_AS = "read_as"  # cell, letter
    # solving
    TILES_WITHOUT_LETTER = "tiles_without_letter"  # missing, tiles
    NOT_SOLVED = "not_solved"  # why (a fact)
    COLOURS_IMPOSSIBLE = "colours_impossible"  # why (a fact)
    CELL_NO_LETTER = "cell_no_letter"  # row, column
    TOO_MANY_NONGREEN = "too_many_nongreen"  # count, letter, room
    YELLOW_NO_ROOM = "yellow_no_room"  # slot, count, letter, room
    GREEN_NOT_IN_PLACE = "green_not_in_place"  # row, column
    YELLOW_QUOTA = "yellow_quota"  # slot, quota, letter, internal, grays
    SHARED_YELLOW = "shared_yellow"  # letter
    TILES_NOT_FROM_SOLUTION = "tiles_not_from_solution"  # why (a fact, or None)
    NO_SOLUTION_TO_SHOW = "no_solution_to_show"  # why (a fact)
    UNIQUE = "unique"
    AMBIGUOUS = "ambiguous"  # count, more (the search stopped at its limit)
    NO_WORD_FITS = "no_word_fits"  # slot
    WORDS_DO_NOT_FIT = "words_do_not_fit"  # slot (the tightest)
    FOUND_WITH_BROADER = "found_with_broader"  # found (a fact), tier, first, missing (words)
    LEFT_AFTER_SWAP = "left_after_swap"  # fitted, left
    GAME_COUNT = "game_count"  # kind (the game's shape: daily, deluxe, Royale), count, matching, candidates
    # scrambling
    NEGATIVE_TARGET = "negative_target"
    UNKNOWN_CHOICE = "unknown_choice"  # what ("strategy", "policy"), choice, choices
    STRATEGY_MISSED = "strategy_missed"  # strategy, target, tries
    CANNOT_REACH = "cannot_reach"  # target, best
    FILL_SOLUTION_FIRST = "fill_solution_first"
    GREENS_NOT_KEPT = "greens_not_kept"  # target, greens
    # generating, filling, pins
    PIN_NOT_IN_LIST = "pin_not_in_list"  # word, slot
    TOO_FEW_MOVABLE = "too_few_movable"  # target, needed, movable, game_like
    GAVE_UP = "gave_up"  # tries, why (a fact)
    NOT_UNIQUE_UNDER_LIST = "not_unique_under_list"  # status ("ambiguous", "none")
    TRIVIAL_OPENING = "trivial_opening"
    UNIQUE_AFTER_SAFE_SWAPS = "unique_after_safe_swaps"  # swaps
    DIFFICULTY_OUTSIDE = "difficulty_outside"  # score
    ALREADY_IN_BATCH = "already_in_batch"
    NO_GRID_WITHOUT_USED = "no_grid_without_used"  # used
    NO_GRID_FITS = "no_grid_fits"
    PIN_SYNTAX = "pin_syntax"  # text
    PIN_NO_CELL = "pin_no_cell"  # text, row, column
    PIN_NO_SLOT = "pin_no_slot"  # name
    PIN_LENGTH = "pin_length"  # slot, letters, word
    PINS_DISAGREE = "pins_disagree"  # row, column, one, other, slot
    NO_WORD_FITS_PINS = "no_word_fits_pins"  # slot, pattern
    NO_FILL_IN_TRIES = "no_fill_in_tries"  # tries
    LETTERS_FOR_SHAPE = "letters_for_shape"  # cells, letters
    NOT_A_LETTER_AT = "not_a_letter_at"  # char, row, column
    # every grid
    ESTIMATE = "estimate"  # seconds, jobs, grids, bytes, at_least
    DISK_ROOM = "disk_room"  # needed, folder, free
    NOT_STARTED = "not_started"  # why (a fact)
    HELD_BACK = "held_back"  # estimate (an ESTIMATE fact): the command line's refusal of a search too big
    CLUSTER_LOST = "cluster_lost"  # why (a fact), kept ("checkpoint", "nothing", "partial"), file
    NOT_A_CHECKPOINT = "not_a_checkpoint"
    ANOTHER_CHECKPOINT = "another_checkpoint"  # the shape, words, pins, frequency or chunks differ
    CHECKPOINT_LINE = "checkpoint_line"  # found (the line's first 40 characters)
    CHECKPOINT_AHEAD = "checkpoint_ahead"  # recorded, size (bytes)
    CANNOT_WRITE = "cannot_write"  # reason (the system's words)
    CANNOT_WRITE_GRIDS = "cannot_write_grids"  # reason
    IS_A_FOLDER = "is_a_folder"
    NOT_A_REGULAR_FILE = "not_a_regular_file"
    READ_ONLY = "read_only"
    NOT_A_FOLDER = "not_a_folder"
    CANNOT_MAKE_FOLDER = "cannot_make_folder"  # reason
    NOT_A_FOLDER_OF_PUZZLES = "not_a_folder_of_puzzles"
    DISK_FULL = "disk_full"  # folder, finished (chunks whole and kept)
    DISK_FULL_NOTHING_WRITTEN = "disk_full_nothing_written"  # folder, file
    # a Dask cluster
    DASK_MISSING = "dask_missing"
    SCHEDULER_ADDRESS = "scheduler_address"  # address (as typed)
    SCHEDULER_NOT_DASK = "scheduler_not_dask"  # address
    SCHEDULER_SILENT = "scheduler_silent"  # address, seconds
    SCHEDULER_CLOSED = "scheduler_closed"  # address
    SCHEDULER_UNREACHABLE = "scheduler_unreachable"  # address, reason (the system's words)
    SCHEDULER_LOST = "scheduler_lost"  # address
    NO_WORKER_LEFT = "no_worker_left"  # address
    HOLDERS_ENDED = "holders_ended"  # address
    PART_CANCELLED = "part_cancelled"  # part (1-based)
    WORKERS_KEPT_ENDING = "workers_kept_ending"  # part (1-based)
    JOBS = "jobs"  # jobs (as asked), most
    # autosaves
    AUTOSAVE_STEPS = "autosave_steps"
    AUTOSAVE_STEP = "autosave_step"
    AUTOSAVE_INDEX = "autosave_index"  # last (the last step's index)
    AUTOSAVE_CLEAN = "autosave_clean"  # found (as the file has it)
    AUTOSAVE_OF = "autosave_of"
    CANNOT_REMOVE_AUTOSAVE = "cannot_remove_autosave"  # reason (the system's words)
    # exports
    SHEET_IS_PDF = "sheet_is_pdf"  # chosen (--format)
    FORMAT_CLASH = "format_clash"  # name, stem (the file's), named (its suffix's format), chosen
    NO_FORMAT_SUFFIX = "no_format_suffix"  # name, suffixes (".png", ...)
    SAME_EXPORT_NAME = "same_export_name"  # first, other (puzzle files), name (the file both would write)
    SWAP_COUNT_FIELD = "swap_count_field"  # field (swaps_left, swaps_used), most, found (as the file has it)
    SEARCH_TOO_LARGE = "search_too_large"  # letters, states, most (letters), most_states
    # hints and swaps
    SWAP_STEP = "swap_step"  # a, row_a, col_a, b, row_b, col_b (letters, 1-based places)
    HINT_FEWEST = "hint_fewest"  # fewest, pairs (swaps that now turn two tiles green)
    HINT_SOLVED = "hint_solved"
    HINT_NOTHING = "hint_nothing"
    HINT_NO_WORD_TILE = "hint_no_word_tile"
    HINT_WORD_TILE = "hint_word_tile"  # letter, cell (a CELL fact), slot (ACROSS/DOWN)
    HINT_SWAP = "hint_swap"  # step (a SWAP_STEP fact), order (1: the next), letter (turning green; "": both)
    HINT_WORD = "hint_word"  # slot, word
    HINT_SOLUTION = "hint_solution"  # words, fewest
    FAMILIARITY = "familiarity"  # words (ZIPF facts)
    ZIPF = "zipf"  # word, zipf, rare (below the common tier's cutoff)
    # Wordle lists
    LISTS = "lists"  # lists given without a name
    BUILT_IN_LISTS = "built_in_lists"  # letters, language ("" for the default)
    LIST_FILES = "list_files"  # files (their names)
    ANSWER_WEIGHTS = "answer_weights"
    # daily pages and their result codes
    START_DATE = "start_date"  # text (as typed)
    SERIES_NO_NAME = "series_no_name"
    SERIES_NAME_LONG = "series_name_long"  # length, most (characters)
    SERIES_NAME_HOLDS = "series_name_holds"  # fault (a NOT_TEXT fact)
    SERIES_EVERY = "series_every"  # every (as given), choices
    SERIES_RAMP = "series_ramp"  # ramp (as given), choices
    WORD_REPEATED = "word_repeated"  # first, second (puzzle names, "" unnamed), first_number, second_number, word
    RESULT_CHARACTER = "result_character"  # at, char
    RESULT_CUT_SHORT = "result_cut_short"
    RESULT_VERSION = "result_version"  # version, reads
    RESULT_MISTYPED = "result_mistyped"  # part ("checksum", "outcome", "name")
    CLUES_SHOW_PUZZLE = "clues_show_puzzle"  # a clue sheet asked to show the solution
    IN_RESULT_CODE = "in_result_code"  # number (the code's, 1-based), why (a fact)
    # share codes
    CODE_ENDS_BEFORE = "code_ends_before"  # part (flags, rows, columns, tiles, colours, solution, title ...)
    CODE_NEEDS_TILES = "code_needs_tiles"
    FILL_TIME_UP = "fill_time_up"  # seconds (the search's bound): no fill found in that time
    TITLE_CUT = "title_cut"  # size (the title's UTF-8 bytes), most, kept (the title the code holds)
    CODE_TOO_LONG = "code_too_long"  # most, length (characters)
    CODE_UNKNOWN = "code_unknown"  # head, known (prefixes)
    CODE_START = "code_start"  # english, other (prefixes)
    CODE_VERSION = "code_version"  # version, newer, reads (prefixes)
    CODE_PART_MISSING = "code_part_missing"
    CODE_CHECKSUM = "code_checksum"
    CODE_FLAGS = "code_flags"  # flags
    CODE_GRID_SIZE = "code_grid_size"  # rows, columns, most
    CODE_TITLE_NOT_UTF8 = "code_title_not_utf8"
    CODE_LANGUAGE = "code_language"  # language, choices
    CODE_TRAILING_BYTES = "code_trailing_bytes"
    CODE_PADDING = "code_padding"
    CODE_NOT_A_LETTER = "code_not_a_letter"  # part ("tile", "solution letter"), cell, value
    CODE_NOT_A_COLOUR = "code_not_a_colour"  # cell, value
    CODE_CHARACTER = "code_character"  # at, char
    CODE_CUT_SHORT = "code_cut_short"
    CODE_LAST_CHARACTER = "code_last_character"  # char
    # sheets and web pages
    LEFT_OUT = "left_out"  # items (LEFT_OUT_ITEM facts)
    MARGIN = "margin"  # margin (mm), most
    NO_PAGE_RANGE = "no_page_range"  # first, last
    PAGES_SYNTAX = "pages_syntax"  # text
    PAGES_ORDER = "pages_order"  # text
    NAMED = "named"  # name (a file), why (a fact)
    NO_SOLUTION_SHOWN = "no_solution_shown"  # name ("" for an unnamed puzzle)
    NO_ANSWER_PRINTED = "no_answer_printed"  # name
    NO_PUZZLES = "no_puzzles"
    NO_ANSWER_FOR = "no_answer_for"  # names
    PAST_LAST_PAGE = "past_last_page"  # first, last, total
    LEFT_OUT_ITEM = "left_out_item"  # name (a file), why (a fact)
    NO_PUZZLES_FOR_SHEET = "no_puzzles_for_sheet"  # left_out (a LEFT_OUT fact)
    NOTHING_TO_PLAY = "nothing_to_play"  # left_out (a LEFT_OUT fact, maybe of none)
    NO_PUZZLES_FOR_BOOK = "no_puzzles_for_book"  # left_out (a LEFT_OUT fact, maybe of none)
    # Letter Boxed
    BOARD_LETTER = "board_letter"  # side, letter (1-based places), why (a fact)
    BOARD_TEXT_LONG = "board_text_long"  # most, length (characters)
    BOARD_SIDES = "board_sides"  # sides
    BOARD_UNEVEN = "board_uneven"  # sides (their letters)
    BOARD_LETTERS = "board_letters"  # most, letters
    BOARD_TWICE = "board_twice"  # letters
    SIDES_NOT_LIST = "sides_not_list"
    SIDE_WITH_SPACES = "side_with_spaces"
    BOARD_TOO_SMALL = "board_too_small"
    VOWELS = "vowels"  # most
    VOWELS_TWICE = "vowels_twice"  # sides, per_side, vowels
    PAR_AT_LEAST_1 = "par_at_least_1"
    NO_BOARD = "no_board"  # par, tries
    SOLVED_ALREADY = "solved_already"
    NOT_ON_BOARD = "not_on_board"  # letter
    SAME_SIDE = "same_side"  # letter, last
    WORD_TOO_SHORT = "word_too_short"  # least
    NOT_IN_LIST = "not_in_list"  # word
    # Wordle
    HARD_GREEN = "hard_green"  # place, letter
    HARD_YELLOW = "hard_yellow"  # letter, count
    HARD_MODE = "hard_mode"  # why (HARD_GREEN or HARD_YELLOW)
    GAME_OVER = "game_over"
    GUESS_LENGTH = "guess_length"  # letters
    MARK_NOT_COLOUR = "mark_not_colour"  # char
    MARKS_COUNT = "marks_count"  # text, colours, letters
    NO_ANSWERS = "no_answers"
    ANSWER_NOT_WORD = "answer_not_word"  # letters, word
    PATTERNS_TOO_LARGE = "patterns_too_large"  # answers, guesses, letters, bytes, most
    WORDLE_LENGTH = "wordle_length"  # letters, least, most
    NO_COMMON_WORDS = "no_common_words"  # letters
    NO_WORDS_OF_LENGTH = "no_words_of_length"  # letters
    OPENER = "opener"  # opener, letters
    ANSWER_FIELD = "answer_field"  # most
    HARD_FIELD = "hard_field"
    MAX_GUESSES_FIELD = "max_guesses_field"
    GUESSES_FIELD = "guesses_field"
    GUESS_AFTER_END = "guess_after_end"  # guess (its number)
    GUESS_NOT_WORD = "guess_not_word"  # guess, word, letters
    TREE_INDENT = "tree_indent"
    TREE_GUESS = "tree_guess"  # found
    TREE_TWO_GUESSES = "tree_two_guesses"  # one, other
    TREE_FEEDBACK = "tree_feedback"  # turn, found
    TREE_EMPTY = "tree_empty"
    TREE_NO_MOVE = "tree_no_move"  # answer, after (the guesses so far)
    TREE_HARD_MODE = "tree_hard_mode"  # guess, answer, why
    TREE_GIVES_UP = "tree_gives_up"  # answer, guesses
    TREE_LENGTH = "tree_length"  # tree, lists (letters)
    # word sets
    TOO_MANY_LETTERS = "too_many_letters"  # k, n, letters
    TABLE_TOO_LARGE = "table_too_large"  # words, n, bytes, most
    TOO_MANY_PARTIAL_SETS = "too_many_partial_sets"  # k, n, words, sets, most
    NO_SETS = "no_sets"  # k, n, words, min_zipf, changes (tuple of codes)
    # telling solutions apart
    COLOUR_FIX = "colour_fix"  # row, column, now, was (colour letters)
    FIXES = "fixes"  # fixes (COLOUR_FIX facts)
    LIKELIER = "likelier"  # fixes (COLOUR_FIX facts), tier, rare (words)
    OUTCOME = "outcome"  # colours (facts: COLOURED)
    COLOURED = "coloured"  # cell (a CELL fact), colour (its letter: g, y, -)
    # curation
    CURATION = "curation"  # words, level, kinds, counts, removed, banned, favoured


@dataclass(frozen=True)
class Fact:
    """A code and its fields, in the order they were given."""

    code: Code
    fields: tuple[tuple[str, Value], ...] = ()

    def __getitem__(self, name: str) -> Value:
        return dict(self.fields)[name]

    def get(self, name: str, default: Value = None) -> Value:
        return dict(self.fields).get(name, default)

    def whole(self, name: str) -> int:
        value = self[name]
        assert isinstance(value, int) and not isinstance(value, bool), (self.code, name)
        return value

    def real(self, name: str) -> float:
        value = self[name]
        assert isinstance(value, int | float), (self.code, name)
        return float(value)

    def text(self, name: str) -> str:
        value = self[name]
        assert isinstance(value, str), (self.code, name)
        return value

    def inner(self, name: str) -> Fact:
        value = self[name]
        assert isinstance(value, Fact), (self.code, name)
        return value

    def inners(self, name: str) -> tuple[Fact, ...]:
        value = self[name]
        assert isinstance(value, tuple), (self.code, name)
        return tuple(v for v in value if isinstance(v, Fact))

    def words(self, name: str) -> tuple[str, ...]:
        value = self[name]
        assert isinstance(value, tuple), (self.code, name)
        return tuple(v for v in value if isinstance(v, str))

    def wholes(self, name: str) -> tuple[int, ...]:
        value = self[name]
        assert isinstance(value, tuple), (self.code, name)
        return tuple(v for v in value if isinstance(v, int))

    def to_json(self) -> dict[str, object]:
        """{"code": ..., and each field}: what the command line's JSON gives, in no language."""
        return {"code": self.code.value, **{name: _json(value) for name, value in self.fields}}


def fact(code: Code, **fields: Value) -> Fact:
    return Fact(code, tuple(fields.items()))


def cell(row: int, column: int) -> Fact:
    """A cell, 1-based, as a person counts."""
    return fact(Code.CELL, row=row, column=column)


def _json(value: Value) -> object:
    if isinstance(value, Fact):
        return value.to_json()
    if isinstance(value, tuple):
        return [_json(v) for v in value]
    return value
