"""The words of a lesson's own placeholders, in the language in use: a piece on a cell, a slot, lines, steps.

Everything else a lesson says of the table comes from the game's vocabulary
(``dragonarium.rules``: ``counted``, ``dragons``, ``stones``, ``a_dragon``,
``shown``) and its notation (``cells_name``, ``tile_name``, ``line_name``). Each
phrase is a whole message, one per type where a language may need it (French
says ``l'œuf de feu`` but ``l'œuf royal``). Cells (``B5``) and tile ids stay in
the board notation. See docs/TRANSLATING.md.
"""
from __future__ import annotations

from typing import Iterable, Optional, Sequence

from dragonarium.i18n import N_, _
from dragonarium.rules import Cell, Element, Line, Terrain, cell_name, line_name, listed, shown, slot_name
from dragonarium.rules import stones as rule_stones

FIRE, WATER, AIR, ROYAL = Terrain.FIRE, Terrain.WATER, Terrain.AIR, Terrain.ROYAL

EGG_ON = {FIRE: N_("the fire egg on {cell}"), WATER: N_("the water egg on {cell}"), AIR: N_("the air egg on {cell}"),
          ROYAL: N_("the royal egg on {cell}")}
SQUARE_ON = {FIRE: N_("the fire square on {cell}"), WATER: N_("the water square on {cell}"),
             AIR: N_("the air square on {cell}"), ROYAL: N_("the royal square on {cell}"),
             None: N_("the pillar square on {cell}")}


def stones(found: Sequence[Optional[Element]], none: str) -> str:
    """``a fire stone``, ``two water stones``, ``two matching stones`` (the vocabulary's ``stones``); ``none``
    when there are none."""
    return rule_stones(found) if found else none


def egg_on(terrain: Terrain, cell: Cell) -> str:
    """``the fire egg on B5``."""
    return shown(EGG_ON[terrain]).format(cell=cell_name(cell))


def square_on(terrain: Optional[Terrain], cell: Cell) -> str:
    """``the royal square on A5``; a pillar square without a type: ``the pillar square on A5``."""
    return shown(SQUARE_ON[terrain]).format(cell=cell_name(cell))


def slot_words(slot: int) -> str:
    """A planning-site slot counted from 0, as people count it: ``slot 1``."""
    return _("slot {slot}").format(slot=slot_name(slot))


def lines_words(found: Iterable[Line]) -> str:
    """``column B``, ``row 3 and column B``."""
    return listed([line_name(line) for line in found])


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
