"""The game's vocabulary, in the language in use: the one place its words are written.

Types (``fire``, ``Fire``), pieces of a type (``a fire dragon``, ``royal egg``,
``an air stone``, ``fire square``, ``water space``), an egg's stones
(``two fire stones and an air stone``), counts (``3 points``, ``no pillars``),
lists (``A, B and C``) and who plays a seat (``strong``). Board sides and solo
ranks are the data's names, said through ``titles`` (``BoardSpec.shown_title``).

Each phrase is a whole message, one per type where a language needs it
(French says ``un dragon de feu`` but ``un dragon d'eau`` and ``un dragon
royal``), and every count goes through ``ngettext``. A sentence takes these
phrases as named placeholders (``_("{dragon} nests on {cell}")``); see
docs/TRANSLATING.md.

How numbers are written: in a list of stones (``stones``) two and three are
words (``two water stones``: an egg holds three stones at most, and the words
read better beside ``a fire stone``); every other count is in figures
(``2 pillars``, ``12 points``), as cells and levels are. A count may say none
in words where a sentence reads better so (``no pillars``: ``none=True``).

A word the vocabulary does not hold is a mistake in the code: asking for it
raises ``UnknownWord`` rather than saying it in English.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence, Union

from dragonarium.i18n import N_, _, ngettext, shown
from dragonarium.rules.model.seats import PlayerKind
from dragonarium.rules.model.values import Element, Terrain

FIRE, WATER, AIR, ROYAL = Terrain.FIRE, Terrain.WATER, Terrain.AIR, Terrain.ROYAL
Kind = Union[Terrain, Element]


class UnknownWord(LookupError):
    """A word asked of the vocabulary that it does not hold: a mistake in the code, not in what a person gave."""


def _terrain(kind: Kind) -> Terrain:
    return kind.terrain if isinstance(kind, Element) else kind


# -- types and pieces of a type ---------------------------------------------------------------------------

TYPE_WORD = {FIRE: N_("fire"), WATER: N_("water"), AIR: N_("air"), ROYAL: N_("royal")}
"""A territory type or an element alone: ``fire``."""
TYPE_TITLE = {FIRE: N_("Fire"), WATER: N_("Water"), AIR: N_("Air"), ROYAL: N_("Royal")}
"""A type or an element at the start of a label: ``Fire``."""
A_DRAGON = {FIRE: N_("a fire dragon"), WATER: N_("a water dragon"), AIR: N_("an air dragon"),
            ROYAL: N_("a royal dragon")}
DRAGON = {FIRE: N_("fire dragon"), WATER: N_("water dragon"), AIR: N_("air dragon"), ROYAL: N_("royal dragon")}
AN_EGG = {FIRE: N_("a fire egg"), WATER: N_("a water egg"), AIR: N_("an air egg"), ROYAL: N_("a royal egg")}
EGG = {FIRE: N_("fire egg"), WATER: N_("water egg"), AIR: N_("air egg"), ROYAL: N_("royal egg")}
STONE = {FIRE: N_("fire stone"), WATER: N_("water stone"), AIR: N_("air stone")}
SPACE = {FIRE: N_("fire space"), WATER: N_("water space"), AIR: N_("air space")}
"""An element space of an egg (where one stone goes)."""
A_SPACE = {FIRE: N_("a fire space"), WATER: N_("a water space"), AIR: N_("an air space")}
SQUARE: dict[Optional[Terrain], str] = {
    FIRE: N_("fire square"), WATER: N_("water square"), AIR: N_("air square"), ROYAL: N_("royal square"),
    None: N_("pillar square")}
"""A tile square of a type, or a pillar square (no type), after ``the``."""
STONES: dict[Optional[Terrain], Callable[[int], str]] = {
    FIRE: lambda n: ngettext("a fire stone", "{count} fire stones", n),
    WATER: lambda n: ngettext("a water stone", "{count} water stones", n),
    AIR: lambda n: ngettext("an air stone", "{count} air stones", n),
    None: lambda n: ngettext("a matching stone", "{count} matching stones", n),
}
"""Stones of an element, or matching stones (a royal egg's, before its first)."""
NUMBERS = {2: N_("two"), 3: N_("three")}
"""The counts a list of stones writes as words (an egg holds three stones at most)."""


def type_word(kind: Kind) -> str:
    """``fire``, ``royal``."""
    return shown(TYPE_WORD[_terrain(kind)])


def type_title(kind: Kind) -> str:
    """``Fire``: a type at the start of a label."""
    return shown(TYPE_TITLE[_terrain(kind)])


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


def square_word(terrain: Optional[Terrain]) -> str:
    """``fire square``, or ``pillar square`` for a square of no type (after ``the``)."""
    return shown(SQUARE[terrain])


def stones(needs: Sequence[Optional[Element]]) -> str:
    """``a fire stone``, ``two water stones``, ``a fire stone and an air stone``, ``two matching stones`` (None
    stands for a stone matching the first); two and three in words (see the module's note on numbers)."""
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
    "cliff": lambda n: ngettext("{count} cliff", "{count} cliffs", n),
    "decision": lambda n: ngettext("{count} decision", "{count} decisions", n),
    "dragon": lambda n: ngettext("{count} dragon", "{count} dragons", n),
    "egg": lambda n: ngettext("{count} egg", "{count} eggs", n),
    "game": lambda n: ngettext("{count} game", "{count} games", n),
    "gap": lambda n: ngettext("{count} gap", "{count} gaps", n),
    "item": lambda n: ngettext("{count} item", "{count} items", n),
    "legal placement": lambda n: ngettext("{count} legal placement", "{count} legal placements", n),
    "mistake": lambda n: ngettext("{count} mistake", "{count} mistakes", n),
    "more step": lambda n: ngettext("{count} more step", "{count} more steps", n),
    "more stone": lambda n: ngettext("{count} more stone", "{count} more stones", n),
    "pair": lambda n: ngettext("{count} pair", "{count} pairs", n),
    "pillar": lambda n: ngettext("{count} pillar", "{count} pillars", n),
    "player": lambda n: ngettext("{count} player", "{count} players", n),
    "point": lambda n: ngettext("{count} point", "{count} points", n),
    "reward step": lambda n: ngettext("{count} reward step", "{count} reward steps", n),
    "shrine": lambda n: ngettext("{count} shrine", "{count} shrines", n),
    "space": lambda n: ngettext("{count} space", "{count} spaces", n),
    "square": lambda n: ngettext("{count} square", "{count} squares", n),
    "starting tile": lambda n: ngettext("{count} starting tile", "{count} starting tiles", n),
    "step": lambda n: ngettext("{count} step", "{count} steps", n),
    "stone letter": lambda n: ngettext("{count} stone letter", "{count} stone letters", n),
    "tile": lambda n: ngettext("{count} tile", "{count} tiles", n),
}
"""The game's counted nouns, each a message with its plural: ``counted("pillar", n)``."""
NONE: dict[str, str] = {"dragon": N_("no dragons"), "pillar": N_("no pillars"), "point": N_("no points"),
                        "square": N_("no squares"), "step": N_("no steps"), "tile": N_("no tiles")}
"""None of a counted noun, in words (``counted(noun, 0, none=True)``): English ``no squares``; a translation
says whatever reads well inside a sentence (French: ``0 case``)."""
DRAGONS: dict[Terrain, Callable[[int], str]] = {
    FIRE: lambda n: ngettext("{count} fire dragon", "{count} fire dragons", n),
    WATER: lambda n: ngettext("{count} water dragon", "{count} water dragons", n),
    AIR: lambda n: ngettext("{count} air dragon", "{count} air dragons", n),
    ROYAL: lambda n: ngettext("{count} royal dragon", "{count} royal dragons", n),
}
"""Dragons of a type, counted."""
NO_DRAGONS = {FIRE: N_("no fire dragons"), WATER: N_("no water dragons"), AIR: N_("no air dragons"),
              ROYAL: N_("no royal dragons")}


def counted(noun: str, number: int, none: bool = False) -> str:
    """``number`` with one of the game's nouns (a key of ``COUNTED``), in the language in use: ``2 pillars``;
    with ``none``, zero in words (``no pillars``: a key of ``NONE``). Another noun raises ``UnknownWord``."""
    if none and not number:
        if noun not in NONE:
            raise UnknownWord(f"no words for none of {noun!r}: the vocabulary's are {', '.join(NONE)}")
        return shown(NONE[noun])
    if noun not in COUNTED:
        raise UnknownWord(f"{noun!r} is not one of the game's counted nouns ({', '.join(COUNTED)})")
    return COUNTED[noun](number).format(count=number)


def points(number: int, none: bool = False) -> str:
    """``1 point``, ``12 points``; with ``none``, ``no points`` for zero."""
    return counted("point", number, none)


def pillars(number: int, none: bool = False) -> str:
    """``1 pillar``, ``3 pillars``; with ``none``, ``no pillars`` for zero."""
    return counted("pillar", number, none)


def dragons(number: int, terrain: Optional[Terrain] = None, none: bool = False) -> str:
    """``1 dragon``, ``2 fire dragons``; with ``none``, ``no fire dragons`` for zero."""
    if terrain is None:
        return counted("dragon", number, none)
    if none and not number:
        return shown(NO_DRAGONS[terrain])
    return DRAGONS[terrain](number).format(count=number)


def amount(number: int, noun: str) -> str:
    """``number`` with ``noun`` agreeing: ``1 pillar``, ``2 pillars``, ``0 steps`` (``counted`` with the number
    first). Only the game's nouns (``COUNTED``): another raises ``UnknownWord``, as no catalog could say it."""
    return counted(noun, number)


# -- who plays a seat -----------------------------------------------------------------------------------------

KIND_WORD: dict[PlayerKind, str] = {PlayerKind.HUMAN: N_("human"), PlayerKind.RANDOM: N_("random"),
                                    PlayerKind.EASY: N_("easy"), PlayerKind.MEDIUM: N_("medium"),
                                    PlayerKind.STRONG: N_("strong"), PlayerKind.EXPERT: N_("expert")}
"""Who plays a seat: a person or one of the computer players."""


def kind_word(kind: PlayerKind) -> str:
    """``human``, ``strong``: who plays a seat (its ``PlayerKind``, or the kind's id)."""
    return shown(KIND_WORD[PlayerKind(kind)])


KIND_LINE: dict[PlayerKind, str] = {
    PlayerKind.HUMAN: N_("A person plays this seat."),
    PlayerKind.RANDOM: N_("Plays any legal move at random."),
    PlayerKind.EASY: N_("Takes the move that gains most right away."),
    PlayerKind.MEDIUM: N_("Looks a little ahead, but one turn in three plays for the gain right away."),
    PlayerKind.STRONG: N_("Looks ahead: judges each tile through its whole turn and the next."),
    PlayerKind.EXPERT: N_("Plans over the tiles still hidden: plays its best few drafts out over several possible "
                          "draws, thinking up to 3 seconds."),
}
"""How each kind plays, in a line (the start screen says it under the seat's kind)."""


def kind_line(kind: PlayerKind) -> str:
    """A line about how the seat's kind plays."""
    return shown(KIND_LINE[PlayerKind(kind)])


# -- articles -------------------------------------------------------------------------------------------------

WITH_ARTICLE: dict[str, str] = {
    **{f"{terrain.value} dragon": message for terrain, message in A_DRAGON.items()},
    **{f"{terrain.value} egg": message for terrain, message in AN_EGG.items()},
    "gap": N_("a gap"), "cliff": N_("a cliff"), "shrine": N_("a shrine"),
}
"""The game's phrases ``article`` knows in every language (stones: ``a_stone``)."""

VOWEL_SOUNDS = "aeiou"
"""First letters that take "an" (the game's words: air, any, egg... have no silent or sounded exceptions)."""


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
