"""The forms no text for people may hold, an oracle for every text the project writes: cells, rows, columns and slots
not in the board notation (``(r, c)``, ``r,c``, counted from 0), a tile's id without its name, and slips of grammar
(``a`` before a vowel, a plural after 1)."""
from __future__ import annotations

import re

CELL_FORMS = {
    "cell (r, c)": re.compile(r"cell \("),
    "r,c": re.compile(r"\d,\d"),
    "[r, c]": re.compile(r"\[-?\d+, -?\d+\]"),
    "(r, c)": re.compile(r"\(-?\d+, -?\d+\)"),
    "column counted from 0": re.compile(r"\bcolumns? \d"),
    "row 0": re.compile(r"\brows? 0\b"),
    "slot counted from 0": re.compile(r"\bslots? 0\b"),
}
TILE_FORMS = {"tile id without its name": re.compile(r"(?<!tile \()\bT\d\d\b")}
GRAMMAR_FORMS = {
    "'a' before a vowel": re.compile(r"\b[Aa] [aeiou]"),
    "'an' before a consonant": re.compile(r"\b[Aa]n [b-df-hj-np-tv-z]"),
    "a plural after 1": re.compile(r"(?<![\d.])\b1 (tiles|steps|pillars|dragons|points|stones|spaces|arguments)\b"),
    "a plural marked (s)": re.compile(r"\w\(s\)"),
}


def old_forms(texts: list[str], forms: dict[str, re.Pattern]) -> list[str]:
    """Each text holding an old form, with the form's name."""
    return [f"{name}: {text!r}" for text in texts for name, form in forms.items() if form.search(text)]
