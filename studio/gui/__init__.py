"""The PySide6 studio: thin views over studio.core (the window arrives with issue 4)."""
