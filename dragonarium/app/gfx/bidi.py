"""Right-to-left words (Arabic, Hebrew: a player's name) inside the table's left-to-right lines.

Panda3D lays a line's characters out in the order they are stored. With HarfBuzz on (``font.install``), a stretch
of text in the text property ``rtl`` is shaped right to left: Arabic letters take their joined forms and the
stretch reads from the right. ``directed`` wraps each right-to-left run of a text in that property.

The runs follow the Unicode bidirectional algorithm for a left-to-right line, simplified for the table's lines:
- letters of a right-to-left script (bidirectional classes R and AL) go right to left, all others left to right;
- a number goes left to right and joins a right-to-left run only between two right-to-left letters (``علي 2
  محمد``), so that a score after a name (``محمد: 42``) stays where the sentence puts it;
- spaces and punctuation between two right-to-left letters belong to their run, all others to the line;
- the pieces of a run (its words, and a number inside it) are laid from right to left.
A text without right-to-left letters comes back as it was. Each line is laid out on its own, and a run never
spans Panda3D's own embedded properties or pictures (``\\1name\\1``, ``\\2``, ``\\5name\\5``).
"""
from __future__ import annotations

import re
import unicodedata

from panda3d.core import TextProperties, TextPropertiesManager

from dragonarium.i18n import current_language
from dragonarium.i18n.typography import typeset

RTL = "rtl"
LTR = "ltr"
PUSH, POP = "\1", "\2"
ELLIPSIS = "\u2026"
RLM = "\u200f"
"""The right-to-left mark: an invisible right-to-left letter."""
RIGHT_TO_LEFT = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\U00010800-\U00010fff\U0001e800-\U0001efff]")
"""The blocks of the right-to-left scripts: a quick test before the characters' classes are looked up."""
SPECIAL = re.compile("(\1[^\1]*\1|\2|\5[^\5]*\5|\n)")
"""Panda3D's embedded properties and pictures, and line ends: runs stop at them."""


def register() -> None:
    """Name the text properties ``rtl`` and ``ltr`` (a direction each) for Panda3D's text."""
    manager = TextPropertiesManager.getGlobalPtr()
    for name, direction in ((RTL, TextProperties.D_rtl), (LTR, TextProperties.D_ltr)):
        properties = TextProperties()
        properties.setDirection(direction)
        manager.setProperties(name, properties)


def directed(text: str) -> str:
    """``text`` with each right-to-left run wrapped in the property ``rtl`` (numbers inside it in ``ltr``), its
    runs' pieces in the order they are drawn; a text turned already comes back as it is. The spaces the language
    in use keeps with its punctuation (French: before ``? ! ; :``) are made no-break spaces, so that a wrapped
    panel never sets a mark alone on a line."""
    text = typeset(current_language(), text)
    if not RIGHT_TO_LEFT.search(text) or f"{PUSH}{RTL}{PUSH}" in text or f"{PUSH}{LTR}{PUSH}" in text:
        return text  # nothing to turn, or turned already
    return "".join(piece if SPECIAL.fullmatch(piece) else _line(piece) for piece in SPECIAL.split(text) if piece)


def cut(text: str, most: int) -> str:
    """``text`` if it has at most ``most`` characters, else its first ``most - 1`` and an ellipsis; after a
    right-to-left word the ellipsis is drawn where that word's reading ends (at its left)."""
    if len(text) <= most:
        return text
    kept = text[:max(1, most - 1)].rstrip() or text[:1]
    last = next((bidi for bidi in map(unicodedata.bidirectional, reversed(kept)) if bidi in ("L", "R", "AL")), "L")
    return kept + ELLIPSIS + (RLM if last in ("R", "AL") else "")


def _line(text: str) -> str:
    levels = _levels(text)
    out: list[str] = []
    start = 0
    while start < len(text):
        end = start + 1
        if levels[start] == 0:
            while end < len(text) and levels[end] == 0:
                end += 1
            out.append(text[start:end])
        else:
            while end < len(text) and levels[end] > 0:
                end += 1
            out.append(_run(text[start:end], levels[start:end]))
        start = end
    return "".join(out)


def _run(text: str, levels: list[int]) -> str:
    """A right-to-left run: its pieces (right-to-left words at level 1, numbers at level 2) from the last to the
    first, each in its direction's property (HarfBuzz turns a right-to-left piece around itself)."""
    pieces = []
    start = 0
    for index in range(1, len(text) + 1):
        if index == len(text) or levels[index] != levels[start]:
            name = RTL if levels[start] == 1 else LTR
            pieces.append(f"{PUSH}{name}{PUSH}{text[start:index]}{POP}")
            start = index
    return "".join(reversed(pieces))


def _levels(text: str) -> list[int]:
    """Each character's level: 0 left to right, 1 right to left, 2 a number inside a right-to-left run."""
    kinds: list[str] = []
    for character in text:
        bidi = unicodedata.bidirectional(character)
        if bidi == "NSM":  # a combining mark goes with the letter it marks
            kinds.append(kinds[-1] if kinds else "S")
        else:
            kinds.append("R" if bidi in ("R", "AL") else "L" if bidi == "L" else "N" if bidi in ("EN", "AN") else "S")
    strong = list(kinds)
    for start, end in _spans(kinds, "N"):
        inside = _before(kinds, start) == "R" and _after(kinds, end) == "R"
        for index in range(start, end):
            strong[index] = "R" if inside else "L"
    resolved = list(strong)
    for start, end in _spans(strong, "S"):
        direction = "R" if _before(strong, start) == "R" and _after(strong, end) == "R" else "L"
        for index in range(start, end):
            resolved[index] = direction
    return [2 if kinds[index] == "N" and resolved[index] == "R" else int(resolved[index] == "R")
            for index in range(len(text))]


def _spans(kinds: list[str], kind: str) -> list[tuple[int, int]]:
    """The maximal stretches (start, end) of ``kind``."""
    spans = []
    index = 0
    while index < len(kinds):
        if kinds[index] == kind:
            end = index
            while end < len(kinds) and kinds[end] == kind:
                end += 1
            spans.append((index, end))
            index = end
        else:
            index += 1
    return spans


def _before(kinds: list[str], index: int) -> str:
    """The nearest letter's direction before ``index`` ("L" at the line's start)."""
    return next((kind for kind in reversed(kinds[:index]) if kind in ("R", "L")), "L")


def _after(kinds: list[str], index: int) -> str:
    """The nearest letter's direction from ``index`` on ("L" at the line's end)."""
    return next((kind for kind in kinds[index:] if kind in ("R", "L")), "L")
