"""Letter Boxed: boards, legal words, the exact solver and the generator."""

from studio.core.letterboxed.board import MIN_WORD, Board, is_legal, parse_board
from studio.core.letterboxed.lexicon import Lexicon, legal_words, lexicon_of
from studio.core.letterboxed.solver import Link, Solution, links_of, readings, solve

__all__ = [
    "MIN_WORD",
    "Board",
    "Lexicon",
    "Link",
    "Solution",
    "is_legal",
    "legal_words",
    "lexicon_of",
    "links_of",
    "parse_board",
    "readings",
    "solve",
]
