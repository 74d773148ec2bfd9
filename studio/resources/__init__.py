"""Data files shipped with the studio, read through importlib.resources."""
