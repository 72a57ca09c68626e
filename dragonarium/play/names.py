"""The table's own words beyond the rules' (``rules/words.py``: a type, a dragon, an egg, a stone, a list), in the
language in use: a type at the start of a label, a square of a type, an egg's missing stones, counts, and a
sentence's first letter.

Each phrase is a whole message per type (French says ``un dragon de feu`` but ``un dragon d'eau``), marked with
``N_`` and translated when it is asked for; counted phrases go through ``ngettext``. See docs/TRANSLATING.md.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence, Union

from dragonarium.i18n import N_, _, ngettext
from dragonarium.rules import Element, Terrain, a_dragon, a_stone, egg_word, listed, type_word

FIRE, WATER, AIR, ROYAL = Terrain.FIRE, Terrain.WATER, Terrain.AIR, Terrain.ROYAL
Kind = Union[Terrain, Element]

TYPE_TITLE = {FIRE: N_("Fire"), WATER: N_("Water"), AIR: N_("Air"), ROYAL: N_("Royal")}
"""A type or an element at the start of a label: ``Fire``."""
SQUARE = {FIRE: N_("fire square"), WATER: N_("water square"), AIR: N_("air square"), ROYAL: N_("royal square")}
"""A tile square of a type (after ``the``)."""
PILLAR_SQUARE = N_("pillar square")
STONES: dict[Optional[Terrain], Callable[[int], str]] = {
    FIRE: lambda n: ngettext("a fire stone", "{count} fire stones", n),
    WATER: lambda n: ngettext("a water stone", "{count} water stones", n),
    AIR: lambda n: ngettext("an air stone", "{count} air stones", n),
    None: lambda n: ngettext("a matching stone", "{count} matching stones", n),
}
"""Stones of an element, or stones matching the first of a royal egg, counted in figures."""

__all__ = ["a_dragon", "a_stone", "decisions", "dragons", "egg_word", "listed", "pillars", "points", "sentence",
           "square_word", "stones", "type_title", "type_word"]
"""With the rules' words this module passes on, for the play layer's one place to take words from."""


def _terrain(kind: Kind) -> Terrain:
    return kind.terrain if isinstance(kind, Element) else kind


def type_title(kind: Kind) -> str:
    """``Fire``."""
    return _(TYPE_TITLE[_terrain(kind)])


def square_word(terrain: Optional[Terrain]) -> str:
    """``fire square``, or ``pillar square`` for a square of no type (after ``the``)."""
    return _(PILLAR_SQUARE) if terrain is None else _(SQUARE[terrain])


def stones(needs: Sequence[Optional[Element]]) -> str:
    """What an egg's empty spaces take: ``a water stone``, ``2 fire stones and an air stone``, ``two matching
    stones``, ``a stone of any element`` (None: a space of any element)."""
    if all(need is None for need in needs):
        return _("two matching stones") if len(needs) == 2 else _("a stone of any element")
    counts: dict[Optional[Terrain], int] = {}
    for need in needs:
        kind = None if need is None else need.terrain
        counts[kind] = counts.get(kind, 0) + 1
    return listed([STONES[kind](n).format(count=n) for kind, n in counts.items()])


def points(number: int) -> str:
    """``1 point``, ``12 points``."""
    return ngettext("{count} point", "{count} points", number).format(count=number)


def pillars(number: int) -> str:
    """``1 pillar``, ``3 pillars``."""
    return ngettext("{count} pillar", "{count} pillars", number).format(count=number)


def dragons(number: int) -> str:
    """``1 dragon``, ``0 dragons``."""
    return ngettext("{count} dragon", "{count} dragons", number).format(count=number)


def decisions(number: int) -> str:
    """``1 decision``, ``9 decisions``."""
    return ngettext("{count} decision", "{count} decisions", number).format(count=number)


def sentence(text: str) -> str:
    """``text`` with its first letter a capital, the rest as written (``capitalize`` would lower a name's)."""
    return text[:1].upper() + text[1:]
