"""The PySide6 studio: thin views over studio.core."""
