"""Small helpers for the words people read: the article before a word, a count with its noun."""
from __future__ import annotations

VOWEL_SOUNDS = "aeiou"
"""First letters that take "an" (the game's words: air, any, egg... have no silent or sounded exceptions)."""


def article(word: str) -> str:
    """``word`` after its indefinite article: ``a fire``, ``an air``, ``an egg``."""
    return ("an " if word[:1].lower() in VOWEL_SOUNDS else "a ") + word


def amount(number: int, noun: str, plural: str = "") -> str:
    """``number`` with ``noun`` agreeing: ``1 pillar``, ``2 pillars``, ``0 steps``; ``plural`` when not noun + s."""
    return f"{number} {noun if number == 1 else (plural or noun + 's')}"
