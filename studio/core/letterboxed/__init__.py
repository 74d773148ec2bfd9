"""Letter Boxed: boards (board.py), legal words (lexicon.py), the exact solver (solver.py),
the generator (generate.py); imported by module, so a board needs no numpy."""
