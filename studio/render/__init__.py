"""Drawing puzzles with QPainter, for the window and every export (PNG, SVG, PDF, printer).

Only QtGui: no widgets, so the CLI renders without a window.
"""
