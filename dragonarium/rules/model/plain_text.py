"""Plain values in text, as every reader and message of the rules writes them: a whole number in digits, a value
quoted in a message, a name on one line."""
from __future__ import annotations

import re
from typing import Optional

MAX_DIGITS = 19
"""Most digits in a number written as text (a seed has up to 19); longer ones are refused unread."""

_DIGITS = re.compile(r"[0-9]+")


def whole_number(text: object, max_digits: int = MAX_DIGITS) -> Optional[int]:
    """``text`` as a whole number written in the digits ``0``-``9`` only, at most ``max_digits`` of them; None
    for anything else (a sign, spaces, superscripts, other scripts' digits)."""
    if not isinstance(text, str) or len(text) > max_digits or not _DIGITS.fullmatch(text):
        return None
    return int(text)


def quoted(value: object, length: int = 30) -> str:
    """A value as a message quotes it: ``repr`` (control characters shown as escapes), cut short past
    ``length`` characters."""
    text = repr(value)
    return text if len(text) <= length else text[:length - 3] + "..."


def one_line(name: str, length: int = 260) -> str:
    """A name from a file or a folder (a lesson's or a puzzle's file name) as a line shows it: as it is when every
    character of it prints, else ``quoted`` (``'a\\nb'``; cut past ``length`` characters, longer than any file
    name), so that a line break in it never splits the line."""
    return name if name.isprintable() else quoted(name, length)
