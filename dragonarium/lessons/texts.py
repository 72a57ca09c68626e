"""Lesson texts that cannot lie: every number and place they state about the board comes from the state.

A lesson's texts are templates whose placeholders (``placeholders``) are said
for the table when the text is shown. ``literal_claims`` finds what a template
states outside its placeholders (a digit, a cell name, "three squares"), which
the loader refuses: such a text would be false after another legal move than
the one its author had in mind.
"""
from __future__ import annotations

import re
from typing import Optional

from ..rules import Catalog
from .placeholders import PLACEHOLDERS, Placeholder, Scene, TextError, cell_arg, element_arg, terrain_arg

PLACEHOLDER = re.compile(r"\{([a-z-]+)(?::([A-Za-z0-9-]+))?\}")
"""``{name}`` or ``{name:argument}``."""

SENTENCE_START = re.compile(r"(?:^|[.!?]\s+|\n\s*)$")


def render(template: str, scene: Scene, strict: bool = True) -> str:
    """The template with every placeholder said for ``scene`` (capitalised where it starts a sentence); an
    unsayable one raises ``TextError`` (``strict``) or is left as it is written."""
    def say(match: re.Match) -> str:
        name, arg = match.group(1), match.group(2)
        try:
            words = placeholder(name, arg).render(scene, arg)
        except TextError as error:
            if strict:
                raise TextError(f"{match.group(0)}: {error}") from None
            return match.group(0)
        if SENTENCE_START.search(template[:match.start()]):
            words = words[:1].upper() + words[1:]
        return words
    return PLACEHOLDER.sub(say, template)


def placeholder(name: str, arg: Optional[str]) -> Placeholder:
    """The placeholder ``name``, if it takes ``arg``."""
    found = PLACEHOLDERS.get(name)
    if found is None:
        raise TextError(f"unknown placeholder {{{name}}}; known: {', '.join(sorted(PLACEHOLDERS))}")
    if found.argument is None and arg is not None:
        raise TextError(f"{{{name}}} takes no argument")
    if found.argument is not None and arg is None and not found.optional:
        raise TextError(f"{{{name}:...}} needs {found.argument}")
    return found


def check_template(template: str, catalog: Catalog) -> None:
    """Refuse unknown placeholders, wrong arguments and literal claims (a ``TextError`` says which)."""
    for match in PLACEHOLDER.finditer(template):
        name, arg = match.group(1), match.group(2)
        placeholder(name, arg)
        _check_argument(name, arg, catalog)
    if "{" in PLACEHOLDER.sub("", template) or "}" in PLACEHOLDER.sub("", template):
        raise TextError("a brace that opens no placeholder (placeholders are {name} or {name:argument})")
    claims = literal_claims(template)
    if claims:
        raise TextError(f"states {', '.join(repr(c) for c in claims)} in its own words; a number or place on the "
                        f"board comes from a placeholder (docs/LESSONS.md), so that it stays true")


def _check_argument(name: str, arg: Optional[str], catalog: Catalog) -> None:
    if arg is None:
        return
    kinds = {
        "domain": terrain_arg, "height": terrain_arg, "score": terrain_arg, "dragon-supply": terrain_arg,
        "steps": element_arg, "stop": element_arg,
        "points": lambda a: None if a == "dragons" else terrain_arg(a),
        "dragons": terrain_arg,
        "cell": _cell_or_ref, "egg": _cell_or_ref, "square": _cell_or_ref, "needs": _cell_or_ref,
        "holds": _cell_or_ref,
        "level": lambda a: None if a == "placed" else cell_arg(a),
        "slot": lambda a: _tile_arg(a, catalog, ()),
        "tile": lambda a: _tile_arg(a, catalog, ("held", "placed")),
        "pillars": lambda a: None if a in ("fresh", "placed") else _fail(f"fresh or placed, not {a!r}"),
        "cells": lambda a: None if a == "placed" else _fail(f"placed, not {a!r}"),
    }
    kinds[name](arg)


def _cell_or_ref(arg: str) -> None:
    if arg not in ("stone", "dragon"):
        cell_arg(arg)


def _tile_arg(arg: str, catalog: Catalog, words: tuple[str, ...]) -> None:
    if arg not in words and arg not in catalog.tiles:
        raise TextError(f"unknown tile {arg!r}")


def _fail(problem: str) -> None:
    raise TextError(problem)


NUMBER_WORDS = ("zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
                "twenty")
BOARD_NOUNS = "squares?|steps?|pillars?|points?|levels?|stones?|dragons?|eggs?|spaces?|tiles?|cells?|domains?"
LITERAL_CLAIMS = (
    re.compile(r"(?<![A-Za-z])\d+"),
    re.compile(r"\b[A-Ea-e][1-5]\b"),
    re.compile(rf"\b(?:{NUMBER_WORDS})\s+(?:[a-z]+\s+)?(?:{BOARD_NOUNS})\b", re.IGNORECASE),
    re.compile(rf"\b(?:slot|step|row|column|level|height|round)s?\s+(?:[A-E]|{NUMBER_WORDS})\b"),
    re.compile(r"\b(?:top|bottom|far|near)[- ](?:left|right)\b|\b(?:left|right)-most\b", re.IGNORECASE),
)
"""What a template may not state in its own words: digits, cell names, counted board pieces, named slots, steps,
rows and columns, corners and ends of the board or the site."""


def literal_claims(template: str) -> list[str]:
    """The numbers and places ``template`` states outside its placeholders."""
    bare = PLACEHOLDER.sub(" ", template)
    return [match.group(0) for pattern in LITERAL_CLAIMS for match in pattern.finditer(bare)]
