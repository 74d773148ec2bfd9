"""Puzzle logic: pure Python + numpy. Never imports Qt (checked by import-linter)."""
