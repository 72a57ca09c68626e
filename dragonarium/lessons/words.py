"""The words lesson texts and refusals are made of, in the language in use: counted pieces, types, tiles, lines.

Each phrase is a whole message, one per type where a language may need it
(French says ``un dragon de feu`` but ``un dragon royal``, ``d'eau`` but ``de
feu``), and every count goes through ``ngettext``. English none is ``no
squares``; its translation is whatever reads well inside a sentence (French:
``0 case``). Cells (``B5``) and tile ids stay in the board notation.
"""
from __future__ import annotations

from typing import Callable, Iterable, Optional, Sequence

from dragonarium import i18n
from dragonarium.i18n import N_, _, ngettext
from dragonarium.rules import (Axis, Cell, Element, Line, SquareSpec, Terrain, TileSpec, cell_name, column_name, listed,
                               row_name, slot_name)
from dragonarium.rules import stones as rule_stones

FIRE, WATER, AIR, ROYAL = Terrain.FIRE, Terrain.WATER, Terrain.AIR, Terrain.ROYAL


def translated(message: str) -> str:
    """A message that is not a literal here (a constant marked with ``N_``, a lesson's English text) in the
    language in use; an empty text stays empty."""
    return i18n._(message) if message else message


# -- lists --------------------------------------------------------------------------------------------------------

def cells(where: Iterable[Cell]) -> str:
    """``D2 and E2``."""
    return listed([cell_name(cell) for cell in where])


# -- counts -------------------------------------------------------------------------------------------------------

def squares(count: int) -> str:
    """``3 squares``; none: ``no squares``."""
    return _("no squares") if not count else ngettext("{count} square", "{count} squares", count).format(count=count)


def steps(count: int) -> str:
    """``3 steps`` (of the Assistant's walk); none: ``no steps``."""
    return _("no steps") if not count else ngettext("{count} step", "{count} steps", count).format(count=count)


def points(count: int) -> str:
    """``8 points``; none: ``no points``."""
    return _("no points") if not count else ngettext("{count} point", "{count} points", count).format(count=count)


def pillars(count: int) -> str:
    """``2 pillars``; none: ``no pillars``."""
    return _("no pillars") if not count else ngettext("{count} pillar", "{count} pillars", count).format(count=count)


def tiles(count: int) -> str:
    """``4 tiles``; none: ``no tiles``."""
    return _("no tiles") if not count else ngettext("{count} tile", "{count} tiles", count).format(count=count)


DRAGONS: dict[Optional[Terrain], Callable[[int], str]] = {
    None: lambda n: _("no dragons") if not n else ngettext("{count} dragon", "{count} dragons", n),
    FIRE: lambda n: _("no fire dragons") if not n else ngettext("{count} fire dragon", "{count} fire dragons", n),
    WATER: lambda n: _("no water dragons") if not n else ngettext("{count} water dragon", "{count} water dragons", n),
    AIR: lambda n: _("no air dragons") if not n else ngettext("{count} air dragon", "{count} air dragons", n),
    ROYAL: lambda n: _("no royal dragons") if not n else ngettext("{count} royal dragon", "{count} royal dragons", n),
}


def dragons(count: int, terrain: Optional[Terrain] = None) -> str:
    """``2 dragons``, ``2 fire dragons``; none: ``no fire dragons``."""
    return DRAGONS[terrain](count).format(count=count)


# -- one piece of a type ------------------------------------------------------------------------------------------

EGG_ON = {FIRE: N_("the fire egg on {cell}"), WATER: N_("the water egg on {cell}"), AIR: N_("the air egg on {cell}"),
          ROYAL: N_("the royal egg on {cell}")}
SQUARE_ON = {FIRE: N_("the fire square on {cell}"), WATER: N_("the water square on {cell}"),
             AIR: N_("the air square on {cell}"), ROYAL: N_("the royal square on {cell}"),
             None: N_("the pillar square on {cell}")}


def stones(found: Sequence[Optional[Element]], none: str) -> str:
    """``a fire stone``, ``two water stones``, ``two matching stones`` (the rules' ``stones``); ``none`` when there
    are none."""
    return rule_stones(found) if found else none


def egg_on(terrain: Terrain, cell: Cell) -> str:
    """``the fire egg on B5``."""
    return translated(EGG_ON[terrain]).format(cell=cell_name(cell))


def square_on(terrain: Optional[Terrain], cell: Cell) -> str:
    """``the royal square on A5``; a pillar square without a type: ``the pillar square on A5``."""
    return translated(SQUARE_ON[terrain]).format(cell=cell_name(cell))


# -- tiles, slots, lines, steps, rounds -----------------------------------------------------------------------

TYPE_WORD = {FIRE: N_("fire"), WATER: N_("water"), AIR: N_("air"), ROYAL: N_("royal"), None: N_("pillar")}
"""A square's type in a tile's name."""
EGG_WORD = {FIRE: N_("fire egg"), WATER: N_("water egg"), AIR: N_("air egg"), ROYAL: N_("royal egg")}


def square_word(square: SquareSpec) -> str:
    """``fire``, ``pillar``, or ``water (royal egg)`` for an egg of another type than its square."""
    word = translated(TYPE_WORD[square.terrain])
    if square.egg is not None and square.egg.terrain is not square.terrain:
        return _("{square} ({egg})").format(square=word, egg=translated(EGG_WORD[square.egg.terrain]))
    return word


def tile_words(tile: TileSpec) -> str:
    """A tile by its squares: ``pillar/fire tile``."""
    return _("{squares} tile").format(squares="/".join(square_word(square) for square in tile.squares))


def slot_words(slot: int) -> str:
    """A planning-site slot counted from 0, as people count it: ``slot 1``."""
    return _("slot {slot}").format(slot=slot_name(slot))


def line_words(line: Line) -> str:
    """``row 3``, ``column B``."""
    if line.axis is Axis.ROW:
        return _("row {row}").format(row=row_name(line.index))
    return _("column {column}").format(column=column_name(line.index))


def lines_words(found: Iterable[Line]) -> str:
    """``column B``, ``row 3 and column B``."""
    return listed([line_words(line) for line in found])


def step_words(step: int) -> str:
    """``step 3`` (of the Assistant's track)."""
    return _("step {step}").format(step=step)


def level_words(level: int) -> str:
    """``level 2``."""
    return _("level {level}").format(level=level)


def height_words(height: int) -> str:
    """``height 2``."""
    return _("height {height}").format(height=height)


def round_words(number: int) -> str:
    """``round 3``."""
    return _("round {round}").format(round=number)
