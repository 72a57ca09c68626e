"""A language's rules for the spaces around its punctuation, kept by its translations as they load.

French sets a space before ``? ! ; :`` and inside guillemets; written as an ordinary space in a catalog, it lets the
mark wrap alone onto the next line of a panel. Loaded, each such space becomes a no-break space (U+00A0), which the
table's wrapping and the terminal both keep with the mark.
"""
from __future__ import annotations

import re

NO_BREAK_SPACE = "\u00a0"
_BEFORE_MARK = {"fr": re.compile(r" (?=[?!;:»])")}
"""Per language: the ordinary spaces that must not break from the mark after them."""
_AFTER_MARK = {"fr": re.compile(r"(?<=«) ")}
"""Per language: the ordinary spaces that must not break from the mark before them."""


def typeset(language: str, text: str) -> str:
    """``text`` with the spaces its punctuation keeps in ``language`` made no-break spaces."""
    for rules in (_BEFORE_MARK, _AFTER_MARK):
        rule = rules.get(language)
        if rule is not None:
            text = rule.sub(NO_BREAK_SPACE, text)
    return text
