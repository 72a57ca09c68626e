"""Which characters a name or a text from a file may hold: nothing invisible that changes what is drawn.

A control character (an escape, a tab), a format character (the right-to-left
override U+202E, the byte order mark U+FEFF, the zero-width space U+200B, a
soft hyphen), a line or paragraph separator, or half of a surrogate pair would
be drawn raw by the table, turn the text around or hide part of it. They are
refused, except the two joiners the writing of some languages and emoji need
(``JOINERS``) and, in a long text, the line break. A name made only of spaces
and invisible characters is blank. docs/FORMAT.md says the same for the files.
"""
from __future__ import annotations

import unicodedata
from typing import Optional

from dragonarium.i18n import _
from dragonarium.rules.files.yamlfile import Fields

JOINERS = frozenset({"\u200c", "\u200d"})
"""The zero-width non-joiner and joiner: Persian and Indic words, emoji sequences need them."""
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
"""Unicode categories refused in names and texts: control, format, surrogate, line and paragraph separators."""
BLANK_LETTERS = frozenset({"\u115f", "\u1160", "\u3164", "\uffa0", "\u2800"})
"""Characters drawn as nothing though Unicode files them as letters or symbols (the Hangul fillers, the blank
Braille pattern)."""
_INVISIBLE = REFUSED_CATEGORIES | {"Zs", "Mn", "Me"}


def refused_character(text: str, keep: str = "") -> Optional[str]:
    """The first character of ``text`` a name or text may not hold (None when there is none); ``keep`` lists
    characters allowed here besides (``"\\n"`` in a long text)."""
    for char in text:
        if char in keep or char in JOINERS:
            continue
        if unicodedata.category(char) in REFUSED_CATEGORIES:
            return char
    return None


def is_blank(text: str) -> bool:
    """True when ``text`` shows nothing: only spaces, invisible characters and marks with nothing to sit on."""
    return all(char.isspace() or char in BLANK_LETTERS or unicodedata.category(char) in _INVISIBLE for char in text)


def check_characters(fields: Fields, key: str, text: str, long: bool = False, optional: bool = False) -> str:
    """``text``, read from field ``key`` of ``fields``: a ``DataError`` naming the file and the field when it holds
    a character it may not (``refused_character``) or shows nothing (``is_blank``); a ``long`` text (a lesson's)
    may break its lines. An ``optional`` text that shows nothing is read as no text (``""``)."""
    char = refused_character(text, "\n" if long else "")
    if char is not None:
        if long:
            raise fields.error(key, _("a text holds no control or invisible characters, line breaks aside; this one "
                                      "has {character}").format(character=character_name(char)))
        raise fields.error(key, _("a title holds no control or invisible characters; this one has {character}")
                           .format(character=character_name(char)))
    if not is_blank(text):
        return text
    if optional:
        return ""
    raise fields.error(key, _("a text people read cannot be blank") if long else _("a title cannot be blank"))


def character_name(char: str) -> str:
    """A character as a message names it: its code and Unicode name (``U+202E RIGHT-TO-LEFT OVERRIDE``)."""
    name = unicodedata.name(char, "")
    if not name and unicodedata.category(char) == "Cc":
        name = {"\n": "LINE FEED", "\r": "CARRIAGE RETURN", "\t": "TAB", "\x1b": "ESCAPE"}.get(char, "CONTROL")
    return f"U+{ord(char):04X} {name}".rstrip()
