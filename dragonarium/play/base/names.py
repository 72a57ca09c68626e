"""The play layer's one place to take words from: the game's vocabulary (``rules/text/words.py``: types, pieces,
stones, counts, lists), passed on, and the table's own: a sentence's first letter.

The words themselves are written once, in the vocabulary; see docs/TRANSLATING.md.
"""
from __future__ import annotations

from dragonarium.rules import (a_dragon, a_stone, dragons, egg_word, listed, pillars, points, square_word, stones,
                               type_title, type_word)

__all__ = ["a_dragon", "a_stone", "dragons", "egg_word", "listed", "pillars", "points", "sentence", "square_word",
           "stones", "type_title", "type_word"]
"""The vocabulary's words the play layer uses, and ``sentence``."""


def sentence(text: str) -> str:
    """``text`` with its first letter a capital, the rest as written (``capitalize`` would lower a name's)."""
    return text[:1].upper() + text[1:]
