"""Prints the licence tables of docs/LICENCES.md from studio/resources/credits.json, the file
Help > About shows, so the two say the same. Usage: python tools/credits_table.py"""

from __future__ import annotations

import json
from pathlib import Path

CREDITS = Path(__file__).resolve().parents[1] / "studio" / "resources" / "credits.json"


def main() -> None:
    facts = json.loads(CREDITS.read_text(encoding="utf-8"))
    print("| library | licence | what for |\n|---|---|---|")
    for entry in facts["libraries"]:
        print(f"| {entry['name']} | {entry['licence']} | {entry['role']} |")
    print("\n| shipped data | licence | what it is |\n|---|---|---|")
    for entry in facts["data"]:
        print(f"| {entry['name']} | {entry['licence']} | {entry['role']} |")


if __name__ == "__main__":
    main()
