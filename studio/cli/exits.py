"""Exit codes, the same for every command."""

EXIT_SOLVED, EXIT_NO_SOLUTION, EXIT_BAD_INPUT = 0, 1, 2
