"""Puzzle Studio: a desktop studio for Waffle and other word puzzles."""

__version__ = "0.1.0"
