"""Lesson texts that cannot lie: every number and place they state about the board comes from the state.

A lesson's texts are templates whose placeholders (``placeholders``) are said
for the table when the text is shown. ``literal_claims`` finds what a template
states outside its placeholders (a digit, a cell name, "three squares"), which
the loader refuses: such a text would be false after another legal move than
the one its author had in mind. A translation is searched for the claims of its
own language (``deux cases``, ``colonne B``).
"""
from __future__ import annotations

import re
from typing import Optional

from dragonarium.i18n import SOURCE_LANGUAGE, _
from dragonarium.rules import Catalog, shown
from dragonarium.lessons.placeholders import (PLACEHOLDERS, Placeholder, Scene, TextError, cell_arg, element_arg,
                                              terrain_arg)

PLACEHOLDER = re.compile(r"\{([a-z-]+)(?::([A-Za-z0-9-]+))?\}")
"""``{name}`` or ``{name:argument}``."""

SENTENCE_ENDS = ".!?"
"""A placeholder after one of these and a space starts a sentence (as it does at the start of the text or of a
line)."""
MAX_PLACEHOLDERS = 50
"""Most placeholders in one text; a lesson's longest texts hold five."""


def starts_sentence(template: str, start: int) -> bool:
    """Whether ``template[start:]`` starts a sentence: at the start of the text, after a line break (and spaces), or
    after ``.``, ``!`` or ``?`` and a space. Only the spaces just before ``start`` are looked at, so saying every
    placeholder of a text takes time in proportion to its length."""
    before = start
    while before > 0 and template[before - 1].isspace():
        before -= 1
    gap = template[before:start]
    return start == 0 or "\n" in gap or (gap != "" and before > 0 and template[before - 1] in SENTENCE_ENDS)


def render(template: str, scene: Scene, strict: bool = True) -> str:
    """The template with every placeholder said for ``scene`` (capitalised where it starts a sentence); an
    unsayable one raises ``TextError`` (``strict``) or is left as it is written. The time it takes grows with the
    length of the template, never faster."""
    def say(match: re.Match) -> str:
        name, arg = match.group(1), match.group(2)
        try:
            words = placeholder(name, arg).render(scene, arg)
        except TextError as error:
            if strict:
                raise TextError(f"{match.group(0)}: {error}") from None
            return match.group(0)
        if starts_sentence(template, match.start()):
            words = words[:1].upper() + words[1:]
        return words
    return PLACEHOLDER.sub(say, template)


def placeholder(name: str, arg: Optional[str]) -> Placeholder:
    """The placeholder ``name``, if it takes ``arg``."""
    found = PLACEHOLDERS.get(name)
    if found is None:
        raise TextError(_("unknown placeholder {placeholder}; known: {known}").format(
            placeholder="{" + name + "}", known=", ".join(sorted(PLACEHOLDERS))))
    if found.argument is None and arg is not None:
        raise TextError(_("{placeholder} takes no argument").format(placeholder="{" + name + "}"))
    if found.argument is not None and arg is None and not found.optional:
        raise TextError(_("{placeholder} needs {argument}").format(placeholder="{" + name + ":...}",
                                                                  argument=shown(found.argument)))
    return found


def check_template(template: str, catalog: Catalog, language: str = SOURCE_LANGUAGE) -> None:
    """Refuse more than ``MAX_PLACEHOLDERS`` placeholders, unknown ones, wrong arguments and literal claims (a
    ``TextError`` says which); a text in another ``language`` is searched for the claims of that language."""
    for count, match in enumerate(PLACEHOLDER.finditer(template), 1):
        if count > MAX_PLACEHOLDERS:
            raise TextError(_("more than {most} placeholders; a text says a few things about the table").format(
                most=MAX_PLACEHOLDERS))
        name, arg = match.group(1), match.group(2)
        placeholder(name, arg)
        _check_argument(name, arg, catalog)
    if "{" in PLACEHOLDER.sub("", template) or "}" in PLACEHOLDER.sub("", template):
        raise TextError(_("a brace that opens no placeholder (placeholders are {name} or {name:argument})"))
    claims = literal_claims(template, language)
    if claims:
        raise TextError(_("states {claims} in its own words; a number or place on the board comes from a "
                          "placeholder (docs/LESSONS.md), so that it stays true").format(
            claims=", ".join(repr(claim) for claim in claims)))


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
        "pillars": lambda a: None if a in ("fresh", "placed") else _fail(
            _("fresh or placed, not {arg}").format(arg=repr(a))),
        "cells": lambda a: None if a == "placed" else _fail(_("placed, not {arg}").format(arg=repr(a))),
        "walk": lambda a: None if a == "left" else _fail(_("left, not {arg}").format(arg=repr(a))),
    }
    kinds[name](arg)


def _cell_or_ref(arg: str) -> None:
    if arg not in ("stone", "dragon"):
        cell_arg(arg)


def _tile_arg(arg: str, catalog: Catalog, words: tuple[str, ...]) -> None:
    if arg not in words and arg not in catalog.tiles:
        raise TextError(_("unknown tile {tile}").format(tile=repr(arg)))


def _fail(problem: str) -> None:
    raise TextError(problem)


ANYWHERE = (re.compile(r"(?<![^\W\d_])\d+"), re.compile(r"\b[A-Ea-e][1-5]\b"))
"""Claims in every language: digits and cell names."""

NUMBER_WORDS = ("zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
                "twenty")
BOARD_NOUNS = "squares?|steps?|pillars?|points?|levels?|stones?|dragons?|eggs?|spaces?|tiles?|cells?|domains?"
ENGLISH = (
    re.compile(rf"\b(?:{NUMBER_WORDS})\s+(?:[a-z]+\s+)?(?:{BOARD_NOUNS})\b", re.IGNORECASE),
    re.compile(rf"\b(?:slot|step|row|column|level|height|round)s?\s+(?:[A-E]|{NUMBER_WORDS})\b"),
    re.compile(r"\b(?:top|bottom|far|near)[- ](?:left|right)\b|\b(?:left|right)-most\b", re.IGNORECASE),
)

NOMBRES = "zéro|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt"
"""French number words from two: ``un``, ``une`` are the article as well (``une case voisine``)."""
NOMS = ("cases?|étapes?|piliers?|points?|niveaux?|pierres?|dragons?|œufs?|espaces?|emplacements?|tuiles?|"
        "domaines?|cellules?")
FRENCH = (
    re.compile(rf"\b(?:{NOMBRES})\s+(?:[^\W\d_]+\s+)?(?:{NOMS})\b", re.IGNORECASE),
    re.compile(rf"\b(?:emplacement|étape|ligne|rangée|colonne|niveau|hauteur|manche)s?\s+(?:[A-E]|{NOMBRES})\b"),
    re.compile(r"\b(?:en\s+)?(?:haut|bas)\s+à\s+(?:gauche|droite)\b|\b(?:le|la|les|tout)\s+(?:plus\s+)?à\s+"
               r"(?:gauche|droite)\b|\bcoin\s+(?:supérieur|inférieur)\b", re.IGNORECASE),
)
LITERAL_CLAIMS = {"en": ANYWHERE + ENGLISH, "fr": ANYWHERE + FRENCH}
"""By language, what a template may not state in its own words: digits, cell names, counted board pieces, named
slots, steps, rows and columns, corners and ends of the board or the site. A language without its own list is
searched for digits and cell names."""


def literal_claims(template: str, language: str = SOURCE_LANGUAGE) -> list[str]:
    """The numbers and places ``template`` (written in ``language``) states outside its placeholders."""
    bare = PLACEHOLDER.sub(" ", template)
    patterns = LITERAL_CLAIMS.get(language, ANYWHERE)
    return [match.group(0) for pattern in patterns for match in pattern.finditer(bare)]
