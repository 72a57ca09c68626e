"""The game's words that sentences are made of, in the language in use: types, pieces of a type, counts, lists.

Each phrase is a whole message, one per type where a language needs it
(French says ``un dragon de feu`` but ``un dragon d'eau`` and ``un dragon
royal``), and every count goes through ``ngettext``. A sentence takes these
phrases as named placeholders (``_("{dragon} nests on {cell}")``); see
docs/TRANSLATING.md.

``amount`` and ``article`` are the older helpers, kept for code that still
builds phrases from English words: they speak the language in use for the
game's own nouns and phrases (``COUNTED``, ``WITH_ARTICLE``) and fall back to
English for any other word.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence, Union

from dragonarium.i18n import N_, _, ngettext
from dragonarium.i18n import _ as translate
from dragonarium.rules.model.values import Element, Terrain

FIRE, WATER, AIR, ROYAL = Terrain.FIRE, Terrain.WATER, Terrain.AIR, Terrain.ROYAL
Kind = Union[Terrain, Element]


def shown(message: str) -> str:
    """A constant marked with ``N_`` (or a name the data gives), in the language in use; '' stays ''."""
    return translate(message) if message else message


def _terrain(kind: Kind) -> Terrain:
    return kind.terrain if isinstance(kind, Element) else kind


# -- types and pieces of a type ---------------------------------------------------------------------------

TYPE_WORD = {FIRE: N_("fire"), WATER: N_("water"), AIR: N_("air"), ROYAL: N_("royal")}
"""A territory type or an element alone: ``fire``."""
A_DRAGON = {FIRE: N_("a fire dragon"), WATER: N_("a water dragon"), AIR: N_("an air dragon"),
            ROYAL: N_("a royal dragon")}
DRAGON = {FIRE: N_("fire dragon"), WATER: N_("water dragon"), AIR: N_("air dragon"), ROYAL: N_("royal dragon")}
AN_EGG = {FIRE: N_("a fire egg"), WATER: N_("a water egg"), AIR: N_("an air egg"), ROYAL: N_("a royal egg")}
EGG = {FIRE: N_("fire egg"), WATER: N_("water egg"), AIR: N_("air egg"), ROYAL: N_("royal egg")}
STONE = {FIRE: N_("fire stone"), WATER: N_("water stone"), AIR: N_("air stone")}
SPACE = {FIRE: N_("fire space"), WATER: N_("water space"), AIR: N_("air space")}
"""An element space of an egg (where one stone goes)."""
A_SPACE = {FIRE: N_("a fire space"), WATER: N_("a water space"), AIR: N_("an air space")}
STONES: dict[Optional[Terrain], Callable[[int], str]] = {
    FIRE: lambda n: ngettext("a fire stone", "{count} fire stones", n),
    WATER: lambda n: ngettext("a water stone", "{count} water stones", n),
    AIR: lambda n: ngettext("an air stone", "{count} air stones", n),
    None: lambda n: ngettext("a matching stone", "{count} matching stones", n),
}
"""Stones of an element, or matching stones (a royal egg's, before its first)."""
NUMBERS = {2: N_("two"), 3: N_("three")}
"""Small counts written as words in a list of stones."""


def type_word(kind: Kind) -> str:
    """``fire``, ``royal``."""
    return shown(TYPE_WORD[_terrain(kind)])


def a_dragon(terrain: Terrain) -> str:
    """``a fire dragon``, ``an air dragon``."""
    return shown(A_DRAGON[terrain])


def dragon_word(terrain: Terrain) -> str:
    """``fire dragon`` (after ``no``, ``the``...)."""
    return shown(DRAGON[terrain])


def an_egg(terrain: Terrain) -> str:
    """``a fire egg``."""
    return shown(AN_EGG[terrain])


def egg_word(terrain: Terrain) -> str:
    """``royal egg`` (in a square's name)."""
    return shown(EGG[terrain])


def a_stone(element: Kind) -> str:
    """``a fire stone``, ``an air stone``."""
    return STONES[_terrain(element)](1).format(count=1)


def stone_word(element: Kind) -> str:
    """``fire stone`` (after ``the``, or before ``of choice``)."""
    return shown(STONE[_terrain(element)])


def space_word(element: Kind) -> str:
    """``fire space``: an egg's space that takes a fire stone (after ``an empty``)."""
    return shown(SPACE[_terrain(element)])


def a_space(element: Kind) -> str:
    """``an air space``."""
    return shown(A_SPACE[_terrain(element)])


def stones(needs: Sequence[Optional[Element]]) -> str:
    """``a fire stone``, ``two water stones``, ``a fire stone and an air stone``, ``two matching stones`` (None
    stands for a stone matching the first)."""
    counts: dict[Optional[Terrain], int] = {}
    for need in needs:
        kind = None if need is None else need.terrain
        counts[kind] = counts.get(kind, 0) + 1
    return listed([STONES[kind](n).format(count=shown(NUMBERS[n]) if n in NUMBERS else n)
                   for kind, n in counts.items()])


# -- lists ----------------------------------------------------------------------------------------------------

def listed(items: Sequence[str]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    return _joined(items, lambda: _("{items} and {last}"))


def either(items: Sequence[str]) -> str:
    """``A``, ``A or B``, ``A, B or C``."""
    return _joined(items, lambda: _("{items} or {last}"))


def _joined(items: Sequence[str], last: Callable[[], str]) -> str:
    if not items:
        return ""
    text = items[0]
    for index, item in enumerate(items[1:], 1):
        if index == len(items) - 1:
            text = last().format(items=text, last=item)
        else:
            text = _("{items}, {item}").format(items=text, item=item)
    return text


# -- counts ---------------------------------------------------------------------------------------------------

COUNTED: dict[str, Callable[[int], str]] = {
    "argument": lambda n: ngettext("{count} argument", "{count} arguments", n),
    "cell": lambda n: ngettext("{count} cell", "{count} cells", n),
    "dragon": lambda n: ngettext("{count} dragon", "{count} dragons", n),
    "egg": lambda n: ngettext("{count} egg", "{count} eggs", n),
    "game": lambda n: ngettext("{count} game", "{count} games", n),
    "item": lambda n: ngettext("{count} item", "{count} items", n),
    "legal placement": lambda n: ngettext("{count} legal placement", "{count} legal placements", n),
    "more step": lambda n: ngettext("{count} more step", "{count} more steps", n),
    "pair": lambda n: ngettext("{count} pair", "{count} pairs", n),
    "pillar": lambda n: ngettext("{count} pillar", "{count} pillars", n),
    "player": lambda n: ngettext("{count} player", "{count} players", n),
    "point": lambda n: ngettext("{count} point", "{count} points", n),
    "space": lambda n: ngettext("{count} space", "{count} spaces", n),
    "square": lambda n: ngettext("{count} square", "{count} squares", n),
    "starting tile": lambda n: ngettext("{count} starting tile", "{count} starting tiles", n),
    "step": lambda n: ngettext("{count} step", "{count} steps", n),
    "stone letter": lambda n: ngettext("{count} stone letter", "{count} stone letters", n),
    "tile": lambda n: ngettext("{count} tile", "{count} tiles", n),
}
"""The game's counted nouns, each a message with its plural: ``COUNTED["pillar"](n).format(count=n)``."""

WITH_ARTICLE: dict[str, str] = {
    **{f"{terrain.value} dragon": message for terrain, message in A_DRAGON.items()},
    **{f"{terrain.value} egg": message for terrain, message in AN_EGG.items()},
    "gap": N_("a gap"), "cliff": N_("a cliff"), "shrine": N_("a shrine"),
}
"""The game's phrases ``article`` knows in every language (stones: ``a_stone``)."""

VOWEL_SOUNDS = "aeiou"
"""First letters that take "an" (the game's words: air, any, egg... have no silent or sounded exceptions)."""


def counted(noun: str, number: int) -> str:
    """``number`` with one of the game's nouns (a key of ``COUNTED``), in the language in use: ``2 pillars``."""
    return COUNTED[noun](number).format(count=number)


def amount(number: int, noun: str, plural: str = "") -> str:
    """``number`` with ``noun`` agreeing: ``1 pillar``, ``2 pillars``, ``0 steps``; ``plural`` when not noun + s.

    The game's nouns (``COUNTED``) speak the language in use; any other noun is English."""
    if noun in COUNTED and not plural:
        return counted(noun, number)
    return f"{number} {noun if number == 1 else (plural or noun + 's')}"


def article(word: str) -> str:
    """``word`` after its indefinite article: ``a fire``, ``an air``, ``an egg``.

    The game's phrases (``WITH_ARTICLE``, ``fire stone``...) speak the language in use; any other word is
    English."""
    if word in WITH_ARTICLE:
        return shown(WITH_ARTICLE[word])
    kind, _space, noun = word.partition(" ")
    if noun == "stone" and kind in ("fire", "water", "air"):
        return a_stone(Element(kind))
    return ("an " if word[:1].lower() in VOWEL_SOUNDS else "a ") + word
